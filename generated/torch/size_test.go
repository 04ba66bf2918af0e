package torch

import "testing"

// TestSize checks Numel against libtorch's numel for the same shapes, and
// the refusals and Python's printed form.
func TestSize(t *testing.T) {
	for _, shape := range [][]int64{{}, {0}, {3}, {2, 3, 4}, {5, 0, 2}} {
		x := rtKeep(t)(Zeros(shape).Result())
		if got, want := Size(shape).Numel(), x.Numel(); got != want {
			t.Errorf("Size(%v).Numel() = %d, libtorch's numel %d", shape, got, want)
		}
	}
	for _, shape := range []Size{{-1, 2}, {1 << 32, 1 << 32}, {1 << 62, 2}} {
		if got := shape.Numel(); got != -1 {
			t.Errorf("%v.Numel() = %d, want -1", []int64(shape), got)
		}
	}
	if got, want := (Size{2, 3}).String(), "torch.Size([2, 3])"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := (Size{}).String(), "torch.Size([])"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
