package bench

import (
	"math"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestJitSameOutput checks that the Go and C++ sides of jit-forward load
// the same module and compute the same, nonzero, output.
func TestJitSameOutput(t *testing.T) {
	before := torch.LiveTensors()
	j, err := loadJitModel()
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		j.free()
		if got := torch.LiveTensors(); got != before {
			t.Errorf("LiveTensors %d after the model was freed, want %d", got, before)
		}
	}()
	out, err := j.m.Forward(j.in)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Free()
	y := out.ToTensor()
	defer y.Free()
	got, err := torch.ToSlice[float32](y)
	if err != nil {
		t.Fatal(err)
	}
	want, err := j.cppOutput(len(got))
	if err != nil {
		t.Fatal(err)
	}
	var maxAbs float64
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("out[%d]: Go %g, C++ %g", i, got[i], want[i])
		}
		maxAbs = max(maxAbs, math.Abs(float64(want[i])))
	}
	if len(got) != 6 || maxAbs < 1e-3 {
		t.Errorf("output %v: want 6 values, not all zero", got)
	}
}

// TestCallOpAdd checks that callop-add's call computes the add.
func TestCallOpAdd(t *testing.T) {
	x, err := torch.Ones([]int64{1}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	a, err := torch.IValueOfTensor(x)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Free()
	rs, err := torch.CallOp("aten::add", "Tensor", a, a)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 1 {
		t.Fatalf("%d results, want 1", len(rs))
	}
	defer rs[0].Free()
	r := rs[0].ToTensor()
	defer r.Free()
	if v, err := torch.ToSlice[float32](r); err != nil || len(v) != 1 || v[0] != 2 {
		t.Errorf("CallOp add = %v, %v; want [2]", v, err)
	}
}
