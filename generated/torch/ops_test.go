package torch

import (
	"errors"
	"strings"
	"testing"
)

// These tests drive generated operator wrappers against the real libtorch.
// Every test frees what it makes and checks the live-handle counter.

// noLeaks fails the test if it ends with more live handles than it began.
func noLeaks(t *testing.T) {
	t.Helper()
	rtSettlePendingCleanups()
	before, objects := LiveTensors(), LiveObjects()
	t.Cleanup(func() {
		if after := LiveTensors(); after != before {
			t.Errorf("live tensors: %d before, %d after", before, after)
		}
		if after := LiveObjects(); after != objects {
			t.Errorf("live objects (IValue, Module...): %d before, %d after", objects, after)
		}
	})
}

func tensor[T Element](t *testing.T, data []T, shape ...int64) *Tensor {
	t.Helper()
	x, err := FromSlice(data, shape...)
	if err != nil {
		t.Fatalf("FromSlice: %v", err)
	}
	t.Cleanup(x.Free)
	return x
}

func values[T Element](t *testing.T, x *Tensor, err error) []T {
	t.Helper()
	if err != nil {
		t.Fatalf("op: %v", err)
	}
	defer x.Free()
	v, err := ToSlice[T](x)
	if err != nil {
		t.Fatalf("ToSlice: %v", err)
	}
	return v
}

func equal[T comparable](t *testing.T, what string, got, want []T) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%s = %v, want %v", what, got, want)
		}
	}
}

func TestArithmetic(t *testing.T) {
	noLeaks(t)
	a := tensor(t, []float32{1, 2, 3, 4}, 2, 2)
	b := tensor(t, []float32{5, 6, 7, 8}, 2, 2)
	sum, err := AddTensor(a, b).Result()
	equal(t, "a+b", values[float32](t, sum, err), []float32{6, 8, 10, 12})
	scaled, err := AddTensor(a, b, AddTensorOptions{Alpha: Some(Int(2))}).Result()
	equal(t, "a+2b", values[float32](t, scaled, err), []float32{11, 14, 17, 20})
	prod, err := MulTensor(a, b).Result()
	equal(t, "a*b", values[float32](t, prod, err), []float32{5, 12, 21, 32})
	mm, err := Matmul(a, b).Result()
	equal(t, "a@b", values[float32](t, mm, err), []float32{19, 22, 43, 50})
	scalar, err := Mul_Scalar(tensor(t, []int64{1, 2}), Int(3)).Result()
	equal(t, "in-place *3", values[int64](t, scalar, err), []int64{3, 6})
}

func TestTupleReturns(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float64{1, 5, 3, 4, 2, 6}, 2, 3)
	m, err := MaxDim(x, 1)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "max values", values[float64](t, m.Values, nil), []float64{5, 6})
	equal(t, "max indices", values[int64](t, m.Indices, nil), []int64{1, 2})

	s, err := Sort(x, SortOptions{Descending: Some(true)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "sorted", values[float64](t, s.Values, nil), []float64{5, 3, 1, 6, 4, 2})
	equal(t, "sort indices", values[int64](t, s.Indices, nil), []int64{1, 2, 0, 2, 0, 1})

	k, err := Topk(tensor(t, []float32{3, 9, 1, 7}), 2)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "topk values", values[float32](t, k.Values, nil), []float32{9, 7})
	equal(t, "topk indices", values[int64](t, k.Indices, nil), []int64{1, 3})
}

func TestListReturns(t *testing.T) {
	noLeaks(t)
	parts, err := SplitTensor(tensor(t, []int64{0, 1, 2, 3, 4}), 2)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int64{{0, 1}, {2, 3}, {4}}
	if len(parts) != len(want) {
		t.Fatalf("split gave %d parts, want %d", len(parts), len(want))
	}
	for i, p := range parts {
		equal(t, "split part", values[int64](t, p, nil), want[i])
	}
	rows, err := UnbindInt(tensor(t, []float32{1, 2, 3, 4, 5, 6}, 2, 3))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("unbind gave %d rows", len(rows))
	}
	equal(t, "row 1", values[float32](t, rows[1], nil), []float32{4, 5, 6})
	rows[0].Free()
}

func TestInplaceReturnsReceiver(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	y := tensor(t, []float32{10, 20, 30})
	live := LiveTensors()
	got, err := Add_Tensor(x, y).Result()
	if err != nil {
		t.Fatal(err)
	}
	if got != x {
		t.Fatal("in-place add returned a new *Tensor, want its receiver")
	}
	if LiveTensors() != live {
		t.Fatalf("in-place add created %d handles", LiveTensors()-live)
	}
	v, _ := ToSlice[float32](x)
	equal(t, "x after add_", v, []float32{11, 22, 33})
}

func TestOutArgument(t *testing.T) {
	noLeaks(t)
	out := tensor(t, []float32{0, 0})
	got, err := AddOut(tensor(t, []float32{1, 2}), tensor(t, []float32{3, 4}), out).Result()
	if err != nil {
		t.Fatal(err)
	}
	if got != out {
		t.Fatal("add.out returned a new *Tensor, want out")
	}
	v, _ := ToSlice[float32](out)
	equal(t, "out", v, []float32{4, 6})
}

func TestOptionalAndDefaultArguments(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{-2, -1, 0, 1, 2, 3}, 2, 3)
	// Optional Scalars: one given, one None.
	c, err := Clamp(x, ClampOptions{Min: Some(Float(0))}).Result()
	equal(t, "clamp min", values[float32](t, c, err), []float32{0, 0, 0, 1, 2, 3})
	c, err = Clamp(x, ClampOptions{Min: Some(Float(-1)), Max: Some(Float(1))}).Result()
	equal(t, "clamp both", values[float32](t, c, err), []float32{-1, -1, 0, 1, 1, 1})
	// A positional optional list: None sums everything, a value sums rows.
	all, err := SumDimIntList(x, None[[]int64]()).Result()
	equal(t, "sum all", values[float32](t, all, err), []float32{3})
	rows, err := SumDimIntList(x, Some([]int64{1})).Result()
	equal(t, "row sums", values[float32](t, rows, err), []float32{-3, 6})
	// A defaulted bool omitted and given.
	kept, err := SumDimIntList(x, Some([]int64{1}), SumDimIntListOptions{Keepdim: Some(true)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	if s := kept.Shape(); len(s) != 2 || s[0] != 2 || s[1] != 1 {
		t.Fatalf("keepdim shape %v, want [2 1]", s)
	}
	kept.Free()
	// An optional enum and a Scalar argument.
	f, err := Full([]int64{2}, Float(3.5), FullOptions{Dtype: Some(Float64)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	if f.DType() != Float64 {
		t.Fatalf("full dtype %v, want Float64", f.DType())
	}
	equal(t, "full", values[float64](t, f, nil), []float64{3.5, 3.5})
	o, err := Ones([]int64{3}, OnesOptions{Dtype: Some(Int64)}).Result()
	equal(t, "ones int64", values[int64](t, o, err), []int64{1, 1, 1})
	// A required enum.
	d, err := ToDtype(tensor(t, []float32{1.5, 2.5}), Float64).Result()
	equal(t, "to float64", values[float64](t, d, err), []float64{1.5, 2.5})
}

func TestShapeMismatchIsAnError(t *testing.T) {
	noLeaks(t)
	_, err := AddTensor(tensor(t, []float32{1, 2}), tensor(t, []float32{1, 2, 3})).Result()
	if err == nil {
		t.Fatal("adding shapes [2] and [3] succeeded")
	}
	var te *Error
	if !errors.As(err, &te) {
		t.Fatalf("error %T is not a *torch.Error", err)
	}
	if te.Op != "add.Tensor" || !strings.Contains(te.Message, "must match the size of tensor b") {
		t.Fatalf("error = %q (op %q), want libtorch's size message from add.Tensor", te.Message, te.Op)
	}
	_, err = Matmul(tensor(t, []float32{1, 2, 3, 4}, 2, 2), tensor(t, []float32{1, 2, 3}, 3, 1)).Result()
	if err == nil || !strings.Contains(err.Error(), "matmul") {
		t.Fatalf("matmul of 2x2 and 3x1: err = %v", err)
	}
}

func TestFreedTensorIsAnError(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1})
	y, _ := FromSlice([]float32{2})
	y.Free()
	if _, err := AddTensor(x, y).Result(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Fatalf("add with a freed tensor: err = %v", err)
	}
	// Where nil means None, a freed tensor must still be an error.
	lo := tensor(t, []float32{0})
	c, err := ClampTensor(x, ClampTensorOptions{Min: lo}).Result()
	equal(t, "clamp(min=tensor)", values[float32](t, c, err), []float32{1})
	if _, err := ClampTensor(x, ClampTensorOptions{Min: y}).Result(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Fatalf("clamp with a freed optional tensor: err = %v", err)
	}
}

func TestAutograd(t *testing.T) {
	noLeaks(t)
	w := tensor(t, []float32{1, -2, 3})
	if err := w.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	sq, err := MulTensor(w, w).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer sq.Free()
	loss, err := Sum(sq).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer loss.Free()
	if err := loss.Backward(); err != nil {
		t.Fatal(err)
	}
	g, err := w.Grad().Result()
	if err != nil || g == nil {
		t.Fatalf("grad: %v, %v", g, err)
	}
	equal(t, "d(sum w²)/dw", values[float32](t, g, nil), []float32{2, -4, 6})
	var noGradResult *Tensor
	NoGrad(func() error { noGradResult, err = MulTensor(w, w).Result(); return nil })
	if err != nil {
		t.Fatal(err)
	}
	defer noGradResult.Free()
	if noGradResult.RequiresGrad() {
		t.Fatal("a result computed under NoGrad requires grad")
	}
}

func TestStringComplexGeneratorArguments(t *testing.T) {
	noLeaks(t)
	// str? given and None.
	a, b := tensor(t, []float32{7, -7}), tensor(t, []float32{2, 2})
	floor, err := DivTensorMode(a, b, Some("floor")).Result()
	equal(t, "div floor", values[float32](t, floor, err), []float32{3, -4})
	trunc, err := DivTensorMode(a, b, Some("trunc")).Result()
	equal(t, "div trunc", values[float32](t, trunc, err), []float32{3, -3})
	true_, err := DivTensorMode(a, b, None[string]()).Result()
	equal(t, "div", values[float32](t, true_, err), []float32{3.5, -3.5})
	if _, err := DivTensorMode(a, b, Some("sideways")).Result(); err == nil || !strings.Contains(err.Error(), "rounding_mode") {
		t.Fatalf("an invalid rounding mode: err = %v", err)
	}

	// A complex Scalar.
	c, err := Full([]int64{2}, ComplexScalar(1+2i), FullOptions{Dtype: Some(Complex64)}).Result()
	equal(t, "full complex", values[complex64](t, c, err), []complex64{1 + 2i, 1 + 2i})

	// Dimname lists: dimname_test.go (only where libtorch has named tensors).

	// An explicit Generator makes sampling reproducible.
	draw := func() []float32 {
		g, err := NewGenerator(42)
		if err != nil {
			t.Fatal(err)
		}
		defer g.Free()
		r, err := RandnGenerator([]int64{4}, g).Result()
		return values[float32](t, r, err)
	}
	first, second := draw(), draw()
	equal(t, "same seed, same draw", first, second)
	g, _ := NewGenerator(1)
	g.Free()
	if _, err := RandnGenerator([]int64{1}, g).Result(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Fatalf("sampling with a freed generator: err = %v", err)
	}
}

// TestPointerArguments drives an operator whose list arguments all travel
// as pointer arguments of one entry point (gt_call3,
// emit/internal/typed/abi.go): stride, padding and dilation differ per
// dimension, so a list bound to the wrong pointer gives a different shape
// or different values.
func TestPointerArguments(t *testing.T) {
	noLeaks(t)
	const h, w = 5, 5
	in := make([]float64, h*w)
	for i := range in {
		in[i] = float64(i * i % 7)
	}
	kernel := []float64{1, 2, 3, 4, 5, 6, 7, 8, 9}
	x := tensor(t, in, 1, 1, h, w)
	k := tensor(t, kernel, 1, 1, 3, 3)
	stride, padding, dilation := []int64{2, 1}, []int64{1, 0}, []int64{1, 2}
	y, err := Conv2d(x, k, Conv2dOptions{Stride: Some(stride), Padding: Some(padding), Dilation: Some(dilation)}).Result()
	if err == nil {
		if got := y.Shape(); len(got) != 4 || got[2] != 3 || got[3] != 1 {
			y.Free()
			t.Fatalf("conv2d shape %v, want [1 1 3 1]", got)
		}
	}
	got := values[float64](t, y, err)
	// The same convolution, by hand.
	var want []float64
	for oy := 0; oy < 3; oy++ {
		for ox := 0; ox < 1; ox++ {
			sum := 0.0
			for ky := 0; ky < 3; ky++ {
				for kx := 0; kx < 3; kx++ {
					iy := oy*int(stride[0]) - int(padding[0]) + ky*int(dilation[0])
					ix := ox*int(stride[1]) - int(padding[1]) + kx*int(dilation[1])
					if iy >= 0 && iy < h && ix >= 0 && ix < w {
						sum += in[iy*w+ix] * kernel[ky*3+kx]
					}
				}
			}
			want = append(want, sum)
		}
	}
	equal(t, "conv2d", got, want)
}
