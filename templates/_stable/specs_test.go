package torch

import (
	"slices"
	"strings"
	"testing"
)

// The class-spec entries this mode carries as the ATen operators their
// C++ calls (REPORT.md's class-spec sections), in both stable packages:
// the typed mode's methods and results, through torch_call_dispatcher.

func TestStableSpecOperators(t *testing.T) {
	x := MustFromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	y := MustFromSlice([]float32{2, 2, 2, 2, 2, 2}, 2, 3)
	check := func(what string, got *Tensor, want []float32) {
		t.Helper()
		v, err := ToSlice[float32](got)
		if err != nil || !slices.Equal(v, want) {
			t.Errorf("%s = %v (%v), want %v", what, v, err, want)
		}
	}
	check("x.Mul(y)", x.Mul(y), []float32{2, 4, 6, 8, 10, 12})
	check("x.Mul(2)", x.Mul(2), []float32{2, 4, 6, 8, 10, 12}) // aten::mul.Scalar by its route
	check("x.Div(y)", x.Div(y), []float32{0.5, 1, 1.5, 2, 2.5, 3})
	check("x.Mod(4)", x.Mod(4), []float32{1, 2, 3, 0, 1, 2})
	check("x.Negative()", x.Negative(), []float32{-1, -2, -3, -4, -5, -6})
	check("Float(3).Mul(x)", Float(3).Mul(x), []float32{3, 6, 9, 12, 15, 18})
	if v, err := ToSlice[bool](x.Gt(3)); err != nil || !slices.Equal(v, []bool{false, false, false, true, true, true}) {
		t.Errorf("x.Gt(3) = %v (%v)", v, err)
	}

	// A compound assignment changes its receiver and returns it.
	z := Clone(x)
	if r := z.Imul(y); r != z || r.Err() != nil {
		t.Errorf("z.Imul(y) = %p (%v), want z %p", r, r.Err(), z)
	}
	check("z after z.Imul(y)", z, []float32{2, 4, 6, 8, 10, 12})

	// Properties, by the operators of their names.
	if !x.IsContiguous() || !x.IsLeaf() || x.IsInference() {
		t.Errorf("x: IsContiguous %v, IsLeaf %v, IsInference %v; want true, true, false", x.IsContiguous(), x.IsLeaf(), x.IsInference())
	}
	if off, err := Narrow(x, 1, 1, 2).StorageOffset(); err != nil || off != 1 {
		t.Errorf("Narrow(x, 1, 1, 2).StorageOffset() = %d, %v; want 1", off, err)
	}
	check("x.To(CPUDevice)", x.To(CPUDevice), []float32{1, 2, 3, 4, 5, 6})

	// Autograd: SetRequiresGrad (aten::requires_grad_) and Backward
	// (aten::_backward); a second Backward through the freed graph is
	// libtorch's error, so the first one ran.
	w := MustFromSlice([]float64{1, 2, 3})
	if err := w.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	sq := w.Mul(w)
	if sq.IsLeaf() {
		t.Error("w.Mul(w).IsLeaf() = true, want false")
	}
	loss := Sum(sq)
	if err := loss.Backward(); err != nil {
		t.Fatalf("loss.Backward(): %v", err)
	}
	if err := loss.Backward(); err == nil || !strings.Contains(err.Error(), "Tensor.Backward") {
		t.Errorf("second loss.Backward(): %v, want libtorch's error through the freed graph, naming Tensor.Backward", err)
	}

	// An operator's error names the entry, as in the typed mode.
	bad := x.Mul(MustFromSlice([]float32{1, 2}, 2))
	if err := bad.Err(); err == nil || !strings.Contains(err.Error(), "Tensor.Mul (at::Tensor::operator*)") {
		t.Errorf("x.Mul(a tensor of another shape): %v, want an error naming Tensor.Mul (at::Tensor::operator*)", err)
	}
}
