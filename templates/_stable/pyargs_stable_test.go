package torch

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// TestPythonShaped: the Python-shaped layer over the stable runtime, as a
// user calls it (scripts/testdata/stable/python_test.go compares it with
// the typed mode's, operator by operator).
func TestPythonShaped(t *testing.T) {
	x := MustFromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	defer x.Free()
	check := func(what string, got *Tensor, shape []int64, want []float32) {
		t.Helper()
		defer got.Free()
		if err := got.Err(); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if s := got.Shape(); !slices.Equal(s, shape) {
			t.Errorf("%s: shape %v, want %v", what, s, shape)
		}
		if v := mustSlice[float32](t, got); !slices.Equal(v, want) {
			t.Errorf("%s: %v, want %v", what, v, want)
		}
	}
	check("x.Sum(1, kw.Keepdim(true))", x.Sum(1, kw.Keepdim(true)), []int64{2, 1}, []float32{6, 15})
	check("x.Sum()", x.Sum(), []int64{}, []float32{21})
	check("x.View(3, 2)", x.View(3, 2), []int64{3, 2}, []float32{1, 2, 3, 4, 5, 6})
	check("torch.Zeros(2, 3)", Zeros(2, 3), []int64{2, 3}, []float32{0, 0, 0, 0, 0, 0})
	check("torch.Mul(x, 2.5)", Mul(x, 2.5), []int64{2, 3}, []float32{2.5, 5, 7.5, 10, 12.5, 15})
	check("x.Flatten()", x.Flatten(), []int64{6}, []float32{1, 2, 3, 4, 5, 6})

	// An int tensor times a float: float32, as Python's wrapped number
	// promotes.
	i := MustFromSlice([]int64{1, 2})
	defer i.Free()
	check("torch.Mul(int tensor, 0.5)", Mul(i, 0.5), []int64{2}, []float32{0.5, 1})

	am := x.Argmax(1)
	if v := mustSlice[int64](t, am); !slices.Equal(v, []int64{2, 2}) {
		t.Errorf("x.Argmax(1): %v, want [2 2]", v)
	}
	am.Free()

	// A signature no argument list fits: an *ArgumentError naming them.
	var ae *ArgumentError
	bad := x.Sum("no")
	if err := bad.Err(); !errors.As(err, &ae) || !strings.Contains(err.Error(), "sum(") {
		t.Errorf("x.Sum(\"no\"): error %v, want an *ArgumentError listing sum's signatures", err)
	}

	// x.pow(2) reaches pow.Tensor_Scalar, whose Scalar the pure mode
	// cannot carry before 2.14's Scalar handle: an *ArgumentError that
	// names it (x.pow(y), pow.Tensor_Tensor, is carried). The hybrid
	// carries both.
	check("x.Pow(x.Div(x))", x.Pow(x.Div(x)), []int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	check("x.Mul(x)", x.Mul(x), []int64{2, 3}, []float32{1, 4, 9, 16, 25, 36})
	sq := x.Pow(2)
	if err := sq.Err(); err != nil {
		if !errors.As(err, &ae) || !strings.Contains(err.Error(), "aten::pow.Tensor_Scalar this package does not bind") {
			t.Errorf("x.Pow(2): %v, want the squares or an *ArgumentError naming aten::pow.Tensor_Scalar", err)
		}
		t.Logf("pure mode: %v", err)
	} else {
		check("x.Pow(2)", sq, []int64{2, 3}, []float32{1, 4, 9, 16, 25, 36})
	}
}
