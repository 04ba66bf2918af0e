//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need gradients (Tensor.Grad), an optimizer
// (torch.SGD), torch.Arange and PowTensorScalar (Scalar arguments),
// torch.CUDAIsAvailable, which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// convertInput is torch.arange(12, dtype=torch.float32).reshape(4, 3) / 10.
func convertInput(t *testing.T) *torch.Tensor {
	t.Helper()
	x, err := torch.Arange(torch.Int(12), torch.ArangeOptions{Dtype: torch.Some(torch.Float32)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	return x.Reshape([]int64{4, 3}).Div(10)
}

// m = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
// m(x).pow(2).sum().backward(); w = m[0].weight; g0 = w.grad.clone(); m.double()
// w is m[0].weight, w.dtype, w.grad.dtype, w.requires_grad, torch.equal(w.grad, g0.double())
//
//	True torch.float64 torch.float64 True True
//
// {k: v.dtype for k, v in m.state_dict().items()}: every entry float64 but
// num_batches_tracked, int64; m.to(torch.int64) raises TypeError.
func TestDoubleIsPyTorchs(t *testing.T) {
	checkLive(t)
	seed(t)
	lin := NewLinear(3, 2)
	m := must(t, NewSequential(lin, NewBatchNorm1d(2)))
	defer m.Free()
	w := lin.Weight
	before := values(t, w)
	var grad0 []float64
	err := torch.WithScope(func(s *torch.Scope) error {
		if err := m.Forward(convertInput(t)).PowTensorScalar(torch.Int(2)).Sum().Backward(); err != nil {
			return err
		}
		grad0 = values(t, w.Grad())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	opt, err := torch.SGD(m.Parameters(), 0.5) // made before: it must see the converted tensors
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Free()
	if err := m.Double(); err != nil {
		t.Fatal(err)
	}
	if lin.Weight != w || w.DType() != torch.Float64 || !w.RequiresGrad() {
		t.Errorf("weight after Double: same handle %v, dtype %v, requires_grad %v", lin.Weight == w, w.DType(), w.RequiresGrad())
	}
	err = torch.WithScope(func(s *torch.Scope) error {
		g := w.Grad()
		if g.DType() != torch.Float64 {
			t.Errorf("grad dtype %v, want float64", g.DType())
		}
		got, err := torch.ToSlice[float64](g.Contiguous())
		if err != nil {
			return err
		}
		near(t, "grad", got, grad0, 0)
		got, err = torch.ToSlice[float64](w.Contiguous())
		if err != nil {
			return err
		}
		near(t, "weight", got, before, 0)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range m.collect(true, true) {
		want := torch.Float64
		if n.Name == "1.num_batches_tracked" {
			want = torch.Int64
		}
		if d := n.Tensor.DType(); d != want {
			t.Errorf("%s: dtype %v, want %v", n.Name, d, want)
		}
	}
	if err := opt.Step(); err != nil {
		t.Fatal(err)
	}
	if w.DType() != torch.Float64 || values64(t, w)[0] == before[0] {
		t.Error("an optimizer made before Double did not step the converted weight")
	}
	if err := m.ToDtype(torch.Int64); err == nil || m.Err() != nil {
		t.Errorf("ToDtype(int64): %v, module error %v; want an error that leaves the module sound", err, m.Err())
	}
	if err := m.ToDtype(torch.Float32); err != nil || w.DType() != torch.Float32 {
		t.Errorf("ToDtype(float32): %v, dtype %v", err, w.DType())
	}
	if err := m.To(torch.CPUDevice); err != nil || !w.Device().IsCPU() {
		t.Errorf("To(cpu): %v", err)
	}
	// A move that fails before moving anything leaves the module sound.
	if !torch.CUDAIsAvailable() {
		if err := m.To(torch.Device{Type: torch.CUDA, Index: 0}); err == nil || m.Err() != nil {
			t.Errorf("To(cuda) without CUDA: %v, module error %v", err, m.Err())
		}
	}
}

// m.zero_grad(set_to_none=False) zeroes the gradients; the default of
// ZeroGrad (PyTorch 2.x's) unsets them. m.requires_grad_(False) freezes
// every parameter, and m(x).requires_grad is then False.
func TestZeroGradAndFreeze(t *testing.T) {
	checkLive(t)
	seed(t)
	lin := NewLinear(3, 2)
	m := must(t, NewSequential(lin, &Tanh{}))
	defer m.Free()
	backward := func() {
		t.Helper()
		err := torch.WithScope(func(s *torch.Scope) error {
			return m.Forward(convertInput(t)).Sum().Backward()
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	backward()
	if err := m.ZeroGrad(ZeroGradOptions{SetToNone: torch.Some(false)}); err != nil {
		t.Fatal(err)
	}
	for _, p := range m.Parameters() {
		g := p.Grad()
		near(t, "zeroed grad", values(t, g), make([]float64, p.Numel()), 0)
		g.Free()
	}
	backward()
	if err := m.ZeroGrad(); err != nil {
		t.Fatal(err)
	}
	for _, p := range m.Parameters() {
		if g := p.Grad(); g != nil {
			g.Free()
			t.Error("ZeroGrad() left a gradient")
		}
	}
	if err := m.RequiresGrad_(false); err != nil {
		t.Fatal(err)
	}
	err := torch.WithScope(func(s *torch.Scope) error {
		if m.Forward(convertInput(t)).RequiresGrad() || lin.Bias.RequiresGrad() {
			t.Error("a frozen model's output or parameter requires grad")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.RequiresGrad_(true); err != nil || !lin.Weight.RequiresGrad() {
		t.Errorf("RequiresGrad_(true): %v", err)
	}
}

// An LSTM converted with Double runs on float64 input: the operator gets
// the converted parameters (Python's _flat_weights are the same tensors).
func TestLSTMDouble(t *testing.T) {
	checkLive(t)
	seed(t)
	l := must(t, NewLSTM(2, 3))
	defer l.Free()
	if err := l.Double(); err != nil {
		t.Fatal(err)
	}
	err := torch.WithScope(func(s *torch.Scope) error {
		x, err := torch.Ones([]int64{4, 1, 2}, torch.OnesOptions{Dtype: torch.Some(torch.Float64)}).Result()
		if err != nil {
			return err
		}
		out, state := l.Forward(x)
		if err := out.Err(); err != nil {
			return err
		}
		if out.DType() != torch.Float64 || state.C.DType() != torch.Float64 {
			t.Errorf("dtypes %v, %v, want float64", out.DType(), state.C.DType())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
