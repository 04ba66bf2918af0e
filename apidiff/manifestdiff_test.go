package apidiff

import (
	"strings"
	"testing"
)

func TestLineKey(t *testing.T) {
	for _, c := range []struct{ line, key string }{
		{"torch: func (*Tensor) Sum(args ...any) *Tensor", "torch: Tensor.Sum"},
		{"torch: func (Opt[T]) Get() (T, bool)", "torch: Opt.Get"},
		{"torch: func (*Opt[T]) Set(v T)", "torch: Opt.Set"},
		{"torch: func Add(a *Tensor, b *Tensor) (*Tensor, error)", "torch: Add"},
		{"torch: func FromSlice[T Element](data []T, shape ...int64) (*Tensor, error)", "torch: FromSlice"},
		{"torch/nn: method Module.Forward(x *torch.Tensor) *torch.Tensor", "torch/nn: Module.Forward"},
		{"torch: field BackwardOptions.RetainGraph Opt[bool]", "torch: BackwardOptions.RetainGraph"},
		{"torch: type Opt[T any] struct", "torch: Opt"},
		{"torch: type Reduction int", "torch: Reduction"},
		{"torch: type Module interface (has unexported methods)", "torch: Module"},
		{"torch: const ReductionMean Reduction = 1", "torch: ReductionMean"},
		{"torch: var ErrClosed error", "torch: ErrClosed"},
	} {
		got, err := LineKey(c.line)
		if err != nil || got != c.key {
			t.Errorf("LineKey(%q) = %q, %v; want %q", c.line, got, err, c.key)
		}
	}
	for _, bad := range []string{"func F()", "torch: fun F()", "torch: func (*T Sum()", "torch: field .X int", "torch: type "} {
		if k, err := LineKey(bad); err == nil {
			t.Errorf("LineKey(%q) = %q, want an error", bad, k)
		}
	}
}

func TestCompareManifests(t *testing.T) {
	old := []string{
		"torch: func (*Tensor) Grad() (*Tensor, error)",
		"torch: func Gone()",
		"torch: func Same()",
	}
	cur := []string{
		"torch: func (Tensor) Grad() *Tensor",
		"torch: func New()",
		"torch: func Same()",
	}
	d, err := CompareManifests(old, cur)
	if err != nil {
		t.Fatal(err)
	}
	want := "1 removed, 1 changed, 1 added, 1 unchanged\n" +
		"removed: torch: func Gone()\n" +
		"changed: torch: func (*Tensor) Grad() (*Tensor, error) -> func (Tensor) Grad() *Tensor\n" +
		"added: torch: func New()\n"
	if got := d.Text(0); got != want {
		t.Errorf("Text:\n%s\nwant:\n%s", got, want)
	}
	if !d.Breaking() {
		t.Error("a removal and a change are not Breaking")
	}
	if got := d.Text(2); !strings.HasSuffix(got, "… and 1 more\n") {
		t.Errorf("Text(2) does not cut after 2 entries:\n%s", got)
	}
	d, err = CompareManifests(old[2:], cur[1:])
	if err != nil || d.Breaking() {
		t.Errorf("an addition alone: %+v, %v; want not Breaking", d, err)
	}
	if _, err := CompareManifests([]string{"torch: func F()", "torch: var F int"}, nil); err == nil {
		t.Error("two lines with one key compared without an error")
	}
}
