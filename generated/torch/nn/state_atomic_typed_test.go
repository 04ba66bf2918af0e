//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need seeded initialization (torch.ManualSeed, C++
// at::manual_seed), which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"errors"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestLoadStateDictAtomic: a state dict whose last entry cannot be loaded
// (a quantized or sparse tensor, which the copy itself refuses; a freed
// tensor; a wrong shape, type or key) fails and leaves the module exactly
// as it was, although the entries before it were fine.
func TestLoadStateDictAtomic(t *testing.T) {
	checkLive(t)
	seed(t)
	m := newStateModel(t)
	defer m.Free()
	other := newStateModel(t) // other values: the seed moved on
	defer other.Free()
	before := moduleSnapshot(t, m)
	if before == moduleSnapshot(t, other) {
		t.Fatal("the two models are equal: the test would not see a load")
	}
	last := "2.bias" // shape [3]
	var made []*torch.Tensor
	defer func() {
		for _, x := range made {
			x.Free()
		}
	}()
	keep := func(x *torch.Tensor, err error) *torch.Tensor {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, x)
		return x
	}
	three := func() *torch.Tensor { return keep(torch.FromSlice([]float32{1, 2, 3})) }
	for _, c := range []struct {
		name string
		edit func(d *torch.Dict)
		want string
	}{
		{"a quantized tensor", func(d *torch.Dict) { d.Set(last, keep(torch.QuantizePerTensor(three(), 0.1, 0, torch.QInt8).Result())) }, last},
		{"a sparse tensor", func(d *torch.Dict) { d.Set(last, keep(three().ToSparse(), nil)) }, last},
		{"a freed tensor", func(d *torch.Dict) {
			x := three()
			x.Free()
			d.Set(last, x)
		}, "freed"},
		{"a failed tensor", func(d *torch.Dict) { d.Set(last, torch.Chain(nil, errors.New("made to fail"))) }, "made to fail"},
		{"a wrong shape", func(d *torch.Dict) { d.Set(last, keep(torch.Zeros([]int64{4}).Result())) }, "shape"},
		{"a string", func(d *torch.Dict) { d.Set(last, "x") }, "not a tensor"},
		{"None", func(d *torch.Dict) { d.Set(last, nil) }, "not a tensor"},
		{"a missing key", func(d *torch.Dict) {
			d.Keys, d.Values = d.Keys[:len(d.Keys)-1], d.Values[:len(d.Values)-1]
		}, "missing"},
		{"an extra key", func(d *torch.Dict) { d.Set("3.weight", three()) }, "unexpected"},
		{"a key that is not a string", func(d *torch.Dict) { d.Set(int64(3), three()) }, "unexpected"},
	} {
		d, err := other.StateDict()
		if err != nil {
			t.Fatal(err)
		}
		own := append([]any(nil), d.Values...) // the edit may drop one from d
		c.edit(d)
		err = m.LoadStateDict(d)
		for _, v := range own {
			v.(*torch.Tensor).Free()
		}
		t.Logf("%s: %v", c.name, err)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error containing %q", c.name, err, c.want)
		}
		if after := moduleSnapshot(t, m); after != before {
			t.Fatalf("%s: the failed load changed the module:\nbefore:\n%s\nafter:\n%s", c.name, before, after)
		}
	}
	// The control: other's dict as it is (float64, to be converted) loads.
	d, err := other.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range d.Values {
		x := v.(*torch.Tensor)
		if x.DType() == torch.Float32 {
			d.Values[i] = x.ToDtype(torch.Float64)
			x.Free()
		}
	}
	defer freeValues(d)
	if err := m.LoadStateDict(d); err != nil {
		t.Fatal(err)
	}
	if got, want := moduleSnapshot(t, m), moduleSnapshot(t, other); got != want {
		t.Errorf("after loading other's state dict:\n%s\nother's:\n%s", got, want)
	}
}

// TestLoadStateDictOwnStorage: a state dict whose tensors are the
// module's own, swapped (StateDict shares the storage), loads as the
// values were when it was called: no entry reads one already overwritten.
func TestLoadStateDictOwnStorage(t *testing.T) {
	checkLive(t)
	seed(t)
	m := must(t, NewSequential(NewLinear(3, 3), NewLinear(3, 3)))
	defer m.Free()
	w0, w1 := values(t, m.Layer(0).(*Linear).Weight), values(t, m.Layer(1).(*Linear).Weight)
	d, err := m.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	defer freeValues(d)
	a, _ := d.Get("0.weight")
	b, _ := d.Get("1.weight")
	d.Set("0.weight", b)
	d.Set("1.weight", a)
	if err := m.LoadStateDict(d); err != nil {
		t.Fatal(err)
	}
	near(t, "0.weight", values(t, m.Layer(0).(*Linear).Weight), w1, 0)
	near(t, "1.weight", values(t, m.Layer(1).(*Linear).Weight), w0, 0)
}

// TestLoadStateDictFreedModule: loading into a freed module says that it
// is freed, rather than blame the shapes.
func TestLoadStateDictFreedModule(t *testing.T) {
	checkLive(t)
	seed(t)
	m := must(t, NewLinear(3, 2))
	d, err := m.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	defer freeValues(d)
	m.Free()
	err = m.LoadStateDict(d)
	if err == nil || !strings.Contains(err.Error(), "freed") || strings.Contains(err.Error(), "shape") {
		t.Errorf("LoadStateDict into a freed module: %v, want an error saying it is freed", err)
	}
}
