package nn

import (
	"slices"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

func values64(t *testing.T, x *torch.Tensor) []float64 {
	t.Helper()
	c := x.Contiguous()
	defer c.Free()
	v, err := torch.ToSlice[float64](c)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// m = nn.Sequential(nn.Linear(2, 2), nn.Sequential(nn.ReLU(), nn.Linear(2, 1)))
// [n for n, _ in m.named_modules()] is ["", "0", "1", "1.0", "1.1"]; children: Linear, Sequential
func TestNamedModulesArePyTorchs(t *testing.T) {
	checkLive(t)
	inner := NewSequential(&ReLU{}, NewLinear(2, 1))
	m := must(t, NewSequential(NewLinear(2, 2), inner))
	defer m.Free()
	var names []string
	for _, n := range NamedModules(m) {
		names = append(names, n.Name)
	}
	if want := []string{"", "0", "1", "1.0", "1.1"}; !slices.Equal(names, want) {
		t.Errorf("named modules %q, want %q", names, want)
	}
	if mods := Modules(m); len(mods) != 5 || mods[0] != AnyModule(m) || mods[2] != AnyModule(inner) {
		t.Errorf("modules %v", mods)
	}
	if c := m.Children(); len(c) != 2 || c[1] != AnyModule(inner) {
		t.Errorf("children %v", c)
	}
	if c := inner.NamedChildren(); len(c) != 2 || c[1].Name != "1" {
		t.Errorf("named children %v", c)
	}
	shared := NewLinear(2, 2) // registered twice: listed once, as Python does
	defer shared.Free()
	if n := len(NamedModules(NewSequential(shared, shared))); n != 2 {
		t.Errorf("%d modules with a shared child, want 2", n)
	}
}
