package torch

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// Tests of what the class specs (specs/*.yaml) generate: Tensor's own
// methods and C++ operators, Scalar, Device, TensorOptions, Generator and
// autograd's Grad. Expected values are worked by hand.

func TestTensorProperties(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3, 4, 5, 6}, 2, 3)
	if x.Dim() != 2 || x.Numel() != 6 || x.ElementSize() != 4 || x.DType() != Float32 {
		t.Errorf("Dim %d Numel %d ElementSize %d DType %v", x.Dim(), x.Numel(), x.ElementSize(), x.DType())
	}
	equal(t, "Shape", x.Shape(), []int64{2, 3})
	equal(t, "Strides", x.Strides(), []int64{3, 1})
	if x.Device() != CPUDevice && x.Device() != (Device{Type: CPU, Index: -1}) {
		t.Errorf("Device = %v", x.Device())
	}
	if x.Layout() != Strided || x.IsSparse() || x.IsCUDA() || !x.IsContiguous() || !x.Defined() ||
		!x.IsLeaf() || x.RequiresGrad() || x.IsInference() {
		t.Errorf("Layout %v IsSparse %v IsCUDA %v IsContiguous %v Defined %v IsLeaf %v RequiresGrad %v IsInference %v",
			x.Layout(), x.IsSparse(), x.IsCUDA(), x.IsContiguous(), x.Defined(), x.IsLeaf(), x.RequiresGrad(), x.IsInference())
	}
	xt := x.T()
	defer xt.Free()
	if xt.Err() != nil || xt.IsContiguous() {
		t.Errorf("transpose: %v, contiguous %v", xt.Err(), xt.IsContiguous())
	}
	equal(t, "transposed Strides", xt.Strides(), []int64{1, 3})
	row := x.SelectInt(0, 1)
	defer row.Free()
	if d := row.DataPtr() - x.DataPtr(); x.DataPtr() == 0 || d != 12 {
		t.Errorf("DataPtr: base %#x, row 1 at +%d, want +12", x.DataPtr(), d)
	}
	o := x.Options()
	if dt, _ := o.DType.Get(); dt != Float32 {
		t.Errorf("Options().DType = %v", o.DType)
	}
	if d, _ := o.Device.Get(); d.Type != CPU {
		t.Errorf("Options().Device = %v", o.Device)
	}
	if l, _ := o.Layout.Get(); l != Strided {
		t.Errorf("Options().Layout = %v", o.Layout)
	}
	if rg, _ := o.RequiresGrad.Get(); rg {
		t.Errorf("Options().RequiresGrad = %v", o.RequiresGrad)
	}
	if s, err := o.Str(); err != nil || !strings.Contains(s, "dtype=float") {
		t.Errorf("Options().Str() = %q, %v", s, err)
	}
	if _, err := x.ItemFloat(); err == nil {
		t.Error("ItemFloat of a 6-element tensor succeeded")
	}
	one := tensor(t, []float32{2.5}, 1)
	if f, err := one.ItemFloat(); err != nil || f != 2.5 {
		t.Errorf("ItemFloat = %v, %v", f, err)
	}
	if n, err := tensor(t, []int64{-7}).ItemInt(); err != nil || n != -7 {
		t.Errorf("ItemInt = %v, %v", n, err)
	}
	c := x.ShallowClone()
	if c.DataPtr() != x.DataPtr() {
		t.Error("ShallowClone does not share the tensor")
	}
	c.Free()
	if x.Err() != nil || x.Numel() != 6 {
		t.Error("freeing a shallow clone freed the tensor")
	}
	y := x.To(CPUDevice)
	equal(t, "To(cpu)", chained[float32](t, y), []float32{1, 2, 3, 4, 5, 6})
	if !CUDAIsAvailable() {
		if z := x.To(CUDADevice(0)); z.Err() == nil {
			z.Free()
			t.Error("To(cuda) without CUDA succeeded")
		}
	}
}

func TestTensorOperators(t *testing.T) {
	noLeaks(t)
	a := tensor(t, []int64{6, 7, 8}, 3)
	b := tensor(t, []int64{3, 2, 1}, 3)
	af := tensor(t, []float32{6, 7, 8}, 3)
	cases := []struct {
		name      string
		got       *Tensor
		want      []int64
		wantFloat []float64
	}{
		{"Add(t)", a.Add(b), []int64{9, 9, 9}, nil},
		{"Add(2)", a.Add(2), []int64{8, 9, 10}, nil},
		{"Sub(t)", a.Sub(b), []int64{3, 5, 7}, nil},
		{"Sub(Int(1))", a.Sub(Int(1)), []int64{5, 6, 7}, nil},
		{"Mul(t)", a.Mul(b), []int64{18, 14, 8}, nil},
		{"Mul(int32(2))", a.Mul(int32(2)), []int64{12, 14, 16}, nil},
		{"Div(t)", a.Div(b), nil, []float64{2, 3.5, 8}},
		{"Div(2)", a.Div(2), nil, []float64{3, 3.5, 4}},
		{"Mod(t)", a.Mod(b), []int64{0, 1, 0}, nil},
		{"Mod(5)", a.Mod(5), []int64{1, 2, 3}, nil},
		{"And(t)", a.And(b), []int64{6 & 3, 7 & 2, 8 & 1}, nil},
		{"And(3)", a.And(3), []int64{6 & 3, 7 & 3, 8 & 3}, nil},
		{"Or(t)", a.Or(b), []int64{6 | 3, 7 | 2, 8 | 1}, nil},
		{"Or(1)", a.Or(1), []int64{7, 7, 9}, nil},
		{"Xor(t)", a.Xor(b), []int64{6 ^ 3, 7 ^ 2, 8 ^ 1}, nil},
		{"Xor(1)", a.Xor(1), []int64{7, 6, 9}, nil},
		{"Pow(t)", a.Pow(b), []int64{216, 49, 8}, nil},
		{"Pow(2)", a.Pow(2), []int64{36, 49, 64}, nil},
		{"Pow(0.5)", af.Pow(0.5), nil, []float64{math.Sqrt(6), math.Sqrt(7), math.Sqrt(8)}},
		{"Negative()", a.Negative(), []int64{-6, -7, -8}, nil},
		{"Invert()", a.Invert(), []int64{^6, ^7, ^8}, nil},
		{"Int(10).Sub(a)", Int(10).Sub(a), []int64{4, 3, 2}, nil},
		{"Int(1).Add(a)", Int(1).Add(a), []int64{7, 8, 9}, nil},
		{"Int(2).Mul(a)", Int(2).Mul(a), []int64{12, 14, 16}, nil},
		// C++'s Scalar / Tensor keeps the tensor's dtype (Python's 24 / a
		// would not): a float tensor here.
		{"Float(24).Div(af)", Float(24).Div(af), nil, []float64{4, 24.0 / 7, 3}},
	}
	for _, c := range cases {
		if c.wantFloat != nil {
			got := chained[float32](t, c.got)
			for i := range got {
				if math.Abs(float64(got[i])-c.wantFloat[i]) > 1e-6 {
					t.Errorf("%s = %v, want %v", c.name, got, c.wantFloat)
					break
				}
			}
			continue
		}
		equal(t, c.name, chained[int64](t, c.got), c.want)
	}
	compare := []struct {
		name string
		got  *Tensor
		want []bool
	}{
		{"Lt(t)", a.Lt(b), []bool{false, false, false}},
		{"Lt(7)", a.Lt(7), []bool{true, false, false}},
		{"Le(7)", a.Le(7), []bool{true, true, false}},
		{"Gt(b)", a.Gt(b), []bool{true, true, true}},
		{"Gt(7)", a.Gt(7), []bool{false, false, true}},
		{"Ge(7)", a.Ge(7), []bool{false, true, true}},
		{"Eq(7)", a.Eq(7), []bool{false, true, false}},
		{"Eq(a)", a.Eq(a), []bool{true, true, true}},
		{"Ne(7)", a.Ne(7), []bool{true, false, true}},
		{"Ne(b)", a.Ne(b), []bool{true, true, true}},
		{"Le(b)", a.Le(b), []bool{false, false, false}},
		{"Ge(b)", a.Ge(b), []bool{true, true, true}},
	}
	for _, c := range compare {
		equal(t, c.name, chained[bool](t, c.got), c.want)
	}
	// The compound assignments change their receiver.
	x := tensor(t, []int64{1, 2, 3}, 3)
	steps := []struct {
		name string
		do   func() error
		want []int64
	}{
		{"Iadd(b)", func() error { return x.Iadd(b).Err() }, []int64{4, 4, 4}},
		{"Iadd(1)", func() error { return x.Iadd(1).Err() }, []int64{5, 5, 5}},
		{"Isub(b)", func() error { return x.Isub(b).Err() }, []int64{2, 3, 4}},
		{"Isub(1)", func() error { return x.Isub(1).Err() }, []int64{1, 2, 3}},
		{"Imul(b)", func() error { return x.Imul(b).Err() }, []int64{3, 4, 3}},
		{"Imul(2)", func() error { return x.Imul(2).Err() }, []int64{6, 8, 6}},
		{"Iand(b)", func() error { return x.Iand(b).Err() }, []int64{6 & 3, 8 & 2, 6 & 1}},
		{"Ior(b)", func() error { return x.Ior(b).Err() }, []int64{2 | 3, 0 | 2, 0 | 1}},
		{"Ixor(b)", func() error { return x.Ixor(b).Err() }, []int64{3 ^ 3, 2 ^ 2, 1 ^ 1}},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		got, err := ToSlice[int64](x)
		if err != nil {
			t.Fatal(err)
		}
		equal(t, s.name, got, s.want)
	}
	f := tensor(t, []float32{8, 4}, 2)
	if err := f.Idiv(2).Err(); err != nil {
		t.Fatal(err)
	}
	if err := f.Idiv(tensor(t, []float32{2, 4}, 2)).Err(); err != nil {
		t.Fatal(err)
	}
	equal(t, "Idiv", chained[float32](t, f.ShallowClone()), []float32{2, 0.5})
	// A Go value that is neither a tensor nor a number is an error.
	if r := a.Add("two"); r.Err() == nil || !strings.Contains(r.Err().Error(), "want a *Tensor, a Scalar or a Go number") {
		t.Errorf(`Add("two"): %v`, r.Err())
	}
	if err := x.Iadd(struct{}{}).Err(); err == nil {
		t.Error("Iadd(struct{}{}) succeeded")
	}
}

// y = x*x + x + 36 in one line, and the first failure's own error at the end.
func TestChaining(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3}, 3)
	m := x.Mul(x)
	p := m.Add(x)
	y := p.Add(36)
	m.Free()
	p.Free()
	equal(t, "x*x+x+36", chained[float32](t, y), []float32{38, 42, 48})

	short := tensor(t, []float32{1, 2}, 2)
	var r, s *Tensor
	var intermediates []*Tensor
	r = x.Add(short) // fails: 3 against 2
	intermediates = append(intermediates, r)
	r = r.Mul(2) // not run
	intermediates = append(intermediates, r)
	s = r.Sum() // not run
	e := s.Err()
	var te *Error
	if !errors.As(e, &te) || te.Func != "Tensor.Add" || !strings.Contains(te.Message, "must match") {
		t.Fatalf("error at the end of the chain = %v, want Tensor.Add's own", e)
	}
	if _, err := Neg(s).Result(); !errors.Is(err, e) {
		t.Errorf("a function given the failed tensor: %v, want the same error", err)
	}
	if _, err := s.Item(); !errors.Is(err, e) {
		t.Errorf("Item of the failed tensor: %v, want the same error", err)
	}
	if err := s.Backward(); !errors.Is(err, e) {
		t.Errorf("Backward of the failed tensor: %v, want the same error", err)
	}
	for _, it := range intermediates {
		it.Free() // no-ops: failed results hold no tensor
	}
}

func TestAutogradMethods(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3}, 3)
	if err := x.SetRequiresGrad(true); err != nil || !x.RequiresGrad() {
		t.Fatalf("SetRequiresGrad: %v, %v", err, x.RequiresGrad())
	}
	if g := x.Grad(); g != nil {
		t.Fatalf("Grad before Backward = %v, want nil", g)
	}
	sq := x.Mul(x)
	defer sq.Free()
	y := sq.Sum()
	defer y.Free()
	if y.IsLeaf() || !x.IsLeaf() {
		t.Errorf("IsLeaf: y %v, x %v", y.IsLeaf(), x.IsLeaf())
	}
	if err := y.Backward(TensorBackwardOptions{RetainGraph: Some(true)}); err != nil {
		t.Fatal(err)
	}
	equal(t, "grad of sum(x*x)", chained[float32](t, x.Grad()), []float32{2, 4, 6})
	if err := y.Backward(); err != nil { // retained: a second pass accumulates
		t.Fatal(err)
	}
	equal(t, "accumulated grad", chained[float32](t, x.Grad()), []float32{4, 8, 12})
	if err := y.Backward(); err == nil {
		t.Error("a third Backward through a freed graph succeeded")
	}
	// x.grad = None
	if err := x.SetGrad(nil); err != nil {
		t.Fatal(err)
	}
	if g := x.Grad(); g != nil {
		g.Free()
		t.Error("Grad after SetGrad(nil) is not nil")
	}
	g := tensor(t, []float32{7, 8, 9}, 3)
	if err := x.SetGrad(g); err != nil {
		t.Fatal(err)
	}
	equal(t, "SetGrad", chained[float32](t, x.Grad()), []float32{7, 8, 9})
	if err := x.SetGrad(tensor(t, []float32{1}, 1)); err == nil {
		t.Error("SetGrad with the wrong shape succeeded")
	}
	// A non-scalar output needs a gradient.
	x.SetGrad(nil)
	z := x.Mul(3)
	defer z.Free()
	if err := z.Backward(); err == nil {
		t.Error("Backward of a non-scalar without a gradient succeeded")
	}
	if err := z.Backward(TensorBackwardOptions{Gradient: tensor(t, []float32{1, 10, 100}, 3)}); err != nil {
		t.Fatal(err)
	}
	equal(t, "grad with a gradient", chained[float32](t, x.Grad()), []float32{3, 30, 300})
	// create_graph: the gradient is itself differentiable.
	x.SetGrad(nil)
	sq2 := x.Mul(x)
	defer sq2.Free()
	cube := sq2.Mul(x)
	defer cube.Free()
	c := cube.Sum()
	defer c.Free()
	if err := c.Backward(TensorBackwardOptions{CreateGraph: Some(true)}); err != nil {
		t.Fatal(err)
	}
	gx := x.Grad()
	defer gx.Free()
	if !gx.RequiresGrad() {
		t.Error("create_graph: the gradient does not require grad")
	}
	x.SetGrad(nil)
}

func TestAutogradGrad(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3}, 3)
	w := tensor(t, []float32{5}, 1)
	unused := tensor(t, []float32{0}, 1)
	for _, v := range []*Tensor{x, w, unused} {
		if err := v.SetRequiresGrad(true); err != nil {
			t.Fatal(err)
		}
	}
	sq := x.Mul(x)
	defer sq.Free()
	sqw := sq.Mul(w)
	defer sqw.Free()
	y := sqw.Sum() // dy/dx = 2xw, dy/dw = sum(x^2)
	defer y.Free()
	gs, err := Grad([]*Tensor{y}, []*Tensor{x, w}, GradOptions{RetainGraph: Some(true)})
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 2 {
		t.Fatalf("Grad returned %d tensors", len(gs))
	}
	equal(t, "dy/dx", values[float32](t, gs[0], nil), []float32{10, 20, 30})
	equal(t, "dy/dw", values[float32](t, gs[1], nil), []float32{14})
	if g := x.Grad(); g != nil {
		g.Free()
		t.Error("Grad accumulated into x.Grad")
	}
	if _, err := Grad([]*Tensor{y}, []*Tensor{x, unused}, GradOptions{RetainGraph: Some(true)}); err == nil ||
		!strings.Contains(err.Error(), "allow_unused") {
		t.Errorf("an unused input without AllowUnused: %v", err)
	}
	gs, err = Grad([]*Tensor{y}, []*Tensor{x, unused}, GradOptions{AllowUnused: Some(true), RetainGraph: Some(true)})
	if err != nil {
		t.Fatal(err)
	}
	if gs[1] != nil {
		t.Errorf("the unused input's gradient = %v, want nil", gs[1])
	}
	gs[0].Free()
	// grad_outputs weighs a non-scalar output.
	z := x.Mul(2)
	defer z.Free()
	gs, err = Grad([]*Tensor{z}, []*Tensor{x}, GradOptions{GradOutputs: Some([]*Tensor{tensor(t, []float32{1, 0, -1}, 3)})})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "weighted", values[float32](t, gs[0], nil), []float32{2, 0, -2})
	// create_graph: a second derivative. d/dx sum(x^3) = 3x^2; again: 6x.
	cube := sq.Mul(x)
	defer cube.Free()
	c := cube.Sum()
	defer c.Free()
	first, err := Grad([]*Tensor{c}, []*Tensor{x}, GradOptions{CreateGraph: Some(true)})
	if err != nil {
		t.Fatal(err)
	}
	s := first[0].Sum()
	defer s.Free()
	second, err := Grad([]*Tensor{s}, []*Tensor{x})
	first[0].Free()
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "second derivative", values[float32](t, second[0], nil), []float32{6, 12, 18})
}

func TestScalarMethods(t *testing.T) {
	if !Float(1.5).IsFloatingPoint() || Int(1).IsFloatingPoint() {
		t.Error("IsFloatingPoint")
	}
	if !Int(3).IsIntegral(false) || Bool(true).IsIntegral(false) || !Bool(true).IsIntegral(true) {
		t.Error("IsIntegral")
	}
	if !ComplexScalar(1+2i).IsComplex() || !Bool(false).IsBoolean() || Int(0).IsBoolean() {
		t.Error("IsComplex / IsBoolean")
	}
	if Float(2).DType() != Float64 || Int(2).DType() != Int64 || Bool(true).DType() != Boolean {
		t.Errorf("DType: %v %v %v", Float(2).DType(), Int(2).DType(), Bool(true).DType())
	}
	if v, err := Int(3).ToDouble(); err != nil || v != 3 {
		t.Errorf("ToDouble = %v, %v", v, err)
	}
	if v, err := Float(-7).ToLong(); err != nil || v != -7 {
		t.Errorf("ToLong = %v, %v", v, err)
	}
	if _, err := Float(1e30).ToLong(); err == nil {
		t.Error("ToLong of 1e30 succeeded")
	}
}

func TestDeviceMethods(t *testing.T) {
	d, err := DeviceOf("cuda:1")
	if err != nil || d != CUDADevice(1) {
		t.Fatalf("DeviceOf(cuda:1) = %v, %v", d, err)
	}
	if !d.IsCUDA() || d.IsCPU() || !d.HasIndex() {
		t.Errorf("cuda:1: IsCUDA %v IsCPU %v HasIndex %v", d.IsCUDA(), d.IsCPU(), d.HasIndex())
	}
	if s, err := d.Str(); err != nil || s != "cuda:1" {
		t.Errorf("Str = %q, %v", s, err)
	}
	cpu, err := DeviceOf("cpu")
	if err != nil || !cpu.IsCPU() || cpu.HasIndex() {
		t.Errorf("DeviceOf(cpu) = %v, %v", cpu, err)
	}
	if _, err := DeviceOf("gpu:x"); err == nil {
		t.Error("DeviceOf(gpu:x) succeeded")
	}
}

func TestGeneratorMethods(t *testing.T) {
	noLeaks(t)
	g, err := NewGenerator(7)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Free()
	if s, err := g.InitialSeed(); err != nil || s != 7 {
		t.Errorf("InitialSeed = %d, %v", s, err)
	}
	state, err := g.GetState().Result()
	if err != nil {
		t.Fatal(err)
	}
	defer state.Free()
	if state.DType() != Uint8 {
		t.Errorf("state dtype %v", state.DType())
	}
	a := must[float32](t)(RandGenerator([]int64{4}, g).Result())
	b := must[float32](t)(RandGenerator([]int64{4}, g).Result())
	if err := g.SetState(state); err != nil {
		t.Fatal(err)
	}
	equal(t, "after SetState", must[float32](t)(RandGenerator([]int64{4}, g).Result()), a)
	if err := g.ManualSeed(7); err != nil {
		t.Fatal(err)
	}
	equal(t, "after ManualSeed", must[float32](t)(RandGenerator([]int64{4}, g).Result()), a)
	equal(t, "second draw", must[float32](t)(RandGenerator([]int64{4}, g).Result()), b)
	if err := ManualSeed(3); err != nil {
		t.Fatal(err)
	}
	c := must[float32](t)(Rand([]int64{3}).Result())
	if err := ManualSeed(3); err != nil {
		t.Fatal(err)
	}
	equal(t, "global ManualSeed", must[float32](t)(Rand([]int64{3}).Result()), c)
}

// chained is values for a chaining method's result.
func chained[T Element](t *testing.T, x *Tensor) []T {
	t.Helper()
	y, err := x.Result()
	if y == nil && err == nil {
		t.Fatal("no tensor")
	}
	return values[T](t, y, err)
}

// must is values for a function's results.
func must[T Element](t *testing.T) func(*Tensor, error) []T {
	return func(x *Tensor, err error) []T {
		t.Helper()
		return values[T](t, x, err)
	}
}

// The one-liner of the API design: y = x*x + x + 36, its intermediates
// freed by the scope, its result kept.
func TestChainInScope(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3}, 3)
	y, err := ScopedTensor(func(s *Scope) (*Tensor, error) {
		y := x.Mul(x).Add(x).Add(36)
		return y, y.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "x*x+x+36", values[float32](t, y, nil), []float32{38, 42, 48})
	// A failure inside: the first failing call's own error, nothing left alive.
	short := tensor(t, []float32{1, 2}, 2)
	_, err = ScopedTensor(func(s *Scope) (*Tensor, error) {
		y := x.Mul(x).Add(short).Add(36)
		return y, y.Err()
	})
	var te *Error
	if !errors.As(err, &te) || te.Func != "Tensor.Add" {
		t.Errorf("error = %v, want Tensor.Add's", err)
	}
}

// x[idx] = v, as Python's __setitem__ (values from Debian's PyTorch 1.13:
// x = torch.arange(12).reshape(3, 4); x[:, 1] = 0; x[0] = torch.tensor([7, 7, 7, 7]); x[x > 9] = -1).
func TestIndexPut(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, 3, 4)
	if err := x.IndexPut(0, Slice(), 1); err != nil {
		t.Fatal(err)
	}
	if err := x.IndexPut(tensor(t, []int64{7, 7, 7, 7}, 4), 0); err != nil {
		t.Fatal(err)
	}
	mask := x.Gt(9)
	defer mask.Free()
	if err := x.IndexPut(-1, mask); err != nil {
		t.Fatal(err)
	}
	got, err := ToSlice[int64](x)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "after the assignments", got, []int64{7, 7, 7, 7, 4, 0, 6, 7, 8, 0, -1, -1})
	// x[..., None] and x[1:, ::2] read back.
	equal(t, "x[1:, ::2]", chained[int64](t, x.Index(Slice(1), Slice(0, End, 2))), []int64{4, 6, 8, -1})
	if s := x.Index(Ellipsis, NewAxis); !slices.Equal(s.Shape(), []int64{3, 4, 1}) {
		t.Errorf("x[..., None].shape = %v (%v)", s.Shape(), s.Err())
	} else {
		s.Free()
	}
	if err := x.IndexPut("v", 0); err == nil {
		t.Error(`IndexPut("v") succeeded`)
	}
	if err := x.IndexPut(1, "row"); err == nil {
		t.Error(`IndexPut(1, "row") succeeded`)
	}
}

// In-place methods and functions return their receiver, so they chain; a
// failure comes back in a tensor of its own and leaves the receiver as it
// was (PyTorch raises and leaves it too), and the rest of the chain
// carries that first error.
func TestInPlaceChains(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3}, 3)
	if y := x.Mul_(2).Add_(1); y != x {
		t.Fatalf("x.Mul_(2).Add_(1) is not x: %v", y.Err())
	}
	equal(t, "x.Mul_(2).Add_(1)", chained[float32](t, x.ShallowClone()), []float32{3, 5, 7})
	if y := x.Iadd(1).Imul(2); y != x {
		t.Fatalf("x.Iadd(1).Imul(2) is not x: %v", y.Err())
	}
	equal(t, "x.Iadd(1).Imul(2)", chained[float32](t, x.ShallowClone()), []float32{8, 12, 16})
	if y := Relu_(x.Neg_()); y != x {
		t.Fatalf("torch.Relu_(x.Neg_()) is not x: %v", y.Err())
	}
	equal(t, "Relu_(x.Neg_())", chained[float32](t, x.ShallowClone()), []float32{0, 0, 0})

	// A failure: its error alone, the receiver untouched and usable.
	short := tensor(t, []float32{1, 2}, 2)
	bad := x.Add_(1).Add_(short).Mul_(10)
	if bad == x || bad.Err() == nil || !strings.Contains(bad.Err().Error(), "add_") {
		t.Fatalf("x.Add_(short) chain: %v, want add_'s error in a tensor of its own", bad.Err())
	}
	if x.Err() != nil {
		t.Fatalf("the receiver carries an error after a failed in-place call: %v", x.Err())
	}
	equal(t, "x after the failed chain", chained[float32](t, x.ShallowClone()), []float32{1, 1, 1})
	if err := x.Iadd(struct{}{}).Err(); err == nil || x.Err() != nil {
		t.Fatalf("Iadd(struct{}{}): %v; receiver: %v", err, x.Err())
	}
	// Must: the tensor, or a panic with its error.
	if x.Must() != x {
		t.Fatal("x.Must() is not x")
	}
	func() {
		defer func() {
			if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "add_") {
				t.Errorf("Must on a failed tensor: recovered %v, want add_'s error", r)
			}
		}()
		x.Add_(short).Must()
	}()
}
