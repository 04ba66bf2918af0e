package torch

import (
	"errors"
	"io"
	"math"
	"math/cmplx"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// rtMustFromSlice is FromSlice that fails the test on error and frees the
// tensor when the test ends.
func rtMustFromSlice[T Element](t *testing.T, data []T, shape ...int64) *Tensor {
	t.Helper()
	x, err := FromSlice(data, shape...)
	if err != nil {
		t.Fatalf("FromSlice(%v, %v): %v", data, shape, err)
	}
	t.Cleanup(x.Free)
	return x
}

func rtRoundTrip[T Element](t *testing.T, data []T, want DType, shape ...int64) {
	t.Helper()
	x := rtMustFromSlice(t, data, shape...)
	if got := x.DType(); got != want {
		t.Errorf("DType = %v, want %v", got, want)
	}
	wantShape := shape
	if wantShape == nil {
		wantShape = []int64{int64(len(data))}
	}
	if got := x.Shape(); !reflect.DeepEqual(got, append([]int64{}, wantShape...)) {
		t.Errorf("Shape = %v, want %v", got, wantShape)
	}
	if got := x.Dim(); got != int64(len(wantShape)) {
		t.Errorf("Dim = %d, want %d", got, len(wantShape))
	}
	if got := x.Numel(); got != int64(len(data)) {
		t.Errorf("Numel = %d, want %d", got, len(data))
	}
	back, err := ToSlice[T](x)
	if err != nil {
		t.Fatalf("ToSlice: %v", err)
	}
	if !reflect.DeepEqual(back, data) {
		t.Errorf("round trip: got %v, want %v", back, data)
	}
}

func TestRoundTrip(t *testing.T) {
	t.Run("float32", func(t *testing.T) {
		rtRoundTrip(t, []float32{1.5, -2.25, 3, 4, float32(math.Inf(1)), 6}, Float32, 2, 3)
	})
	t.Run("float64", func(t *testing.T) {
		rtRoundTrip(t, []float64{math.Pi, -math.E, 1e-300, 1e300}, Float64, 2, 1, 2)
	})
	t.Run("int64", func(t *testing.T) {
		rtRoundTrip(t, []int64{math.MinInt64, -1, 0, 1, math.MaxInt64, 42}, Int64, 3, 2)
	})
	t.Run("int32", func(t *testing.T) {
		rtRoundTrip(t, []int32{math.MinInt32, 7, math.MaxInt32}, Int32)
	})
	t.Run("int16", func(t *testing.T) {
		rtRoundTrip(t, []int16{-300, 300}, Int16, 2)
	})
	t.Run("int8", func(t *testing.T) {
		rtRoundTrip(t, []int8{-128, 0, 127, 5}, Int8, 2, 2)
	})
	t.Run("bool", func(t *testing.T) {
		rtRoundTrip(t, []bool{true, false, false, true, true, false}, Boolean, 3, 2)
	})
	t.Run("uint8", func(t *testing.T) {
		rtRoundTrip(t, []uint8{0, 1, 128, 255}, Uint8, 4, 1)
	})
	t.Run("complex64", func(t *testing.T) {
		rtRoundTrip(t, []complex64{1 + 2i, -3.5 - 0.25i, 0, 1i}, Complex64, 2, 2)
	})
	t.Run("complex128", func(t *testing.T) {
		rtRoundTrip(t, []complex128{cmplx.Sqrt(-1), 2 - 7i}, Complex128)
	})
	t.Run("empty", func(t *testing.T) {
		rtRoundTrip(t, []float32{}, Float32, 0, 3)
		rtRoundTrip(t, []int64{}, Int64)
	})
	t.Run("scalar", func(t *testing.T) {
		x := rtMustFromSlice(t, []float64{2.5}, []int64{}...)
		if x.Dim() != 0 || len(x.Shape()) != 0 || x.Numel() != 1 {
			t.Errorf("0-d tensor: Dim %d Shape %v Numel %d", x.Dim(), x.Shape(), x.Numel())
		}
		got, err := ToSlice[float64](x)
		if err != nil || len(got) != 1 || got[0] != 2.5 {
			t.Errorf("ToSlice = %v, %v; want [2.5]", got, err)
		}
	})
	t.Run("defined type", func(t *testing.T) {
		type celsius float32
		if d := DTypeOf[celsius](); d != Float32 {
			t.Fatalf("DTypeOf[celsius] = %v", d)
		}
		rtRoundTrip(t, []celsius{-40, 37.5}, Float32)
	})
}

func TestFromSliceCopies(t *testing.T) {
	data := []float32{1, 2, 3}
	x := rtMustFromSlice(t, data)
	data[0] = 100
	got, err := ToSlice[float32](x)
	if err != nil {
		t.Fatal(err)
	}
	if got[0] != 1 {
		t.Errorf("tensor follows the Go slice: got %v", got)
	}
	got[1] = 200
	again, _ := ToSlice[float32](x)
	if again[1] != 2 {
		t.Errorf("ToSlice result aliases the tensor: %v", again)
	}
}

func TestFromSliceShapeErrors(t *testing.T) {
	before := LiveTensors()
	cases := []struct {
		name  string
		data  []float32
		shape []int64
		want  string
	}{
		{"too few", []float32{1, 2, 3, 4, 5}, []int64{2, 3}, "holds 6 elements, data has 5"},
		{"too many", []float32{1, 2, 3, 4, 5, 6, 7}, []int64{2, 3}, "holds 6 elements, data has 7"},
		{"negative", []float32{1, 2}, []int64{-1, -2}, "negative dimension"},
		{"overflow", []float32{1}, []int64{math.MaxInt64, 3}, "overflows"},
		{"scalar of two", []float32{1, 2}, []int64{}, "holds 1 elements, data has 2"},
	}
	for _, c := range cases {
		x, err := FromSlice(c.data, c.shape...)
		if err == nil {
			x.Free()
			t.Errorf("%s: FromSlice(%v, %v) succeeded", c.name, c.data, c.shape)
			continue
		}
		if x != nil {
			t.Errorf("%s: non-nil tensor with an error", c.name)
		}
		var te *Error
		if !errors.As(err, &te) || te.Op != "FromSlice" {
			t.Errorf("%s: error %v (%T) is not a FromSlice *Error", c.name, err, err)
		}
		if !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "torch: FromSlice: ") {
			t.Errorf("%s: error %q does not contain %q", c.name, err, c.want)
		}
	}
	if after := LiveTensors(); after != before {
		t.Errorf("LiveTensors %d -> %d after failed FromSlice", before, after)
	}
}

func TestToSliceDTypeMismatch(t *testing.T) {
	x := rtMustFromSlice(t, []float32{1, 2})
	got, err := ToSlice[float64](x)
	if err == nil {
		t.Fatalf("ToSlice[float64] of float32 = %v, want error", got)
	}
	if !strings.Contains(err.Error(), "dtype float32, not float64") {
		t.Errorf("error = %q", err)
	}
	if _, err := ToSlice[int32](x); err == nil {
		t.Error("ToSlice[int32] of float32 succeeded")
	}
	if _, err := ToSlice[bool](x); err == nil {
		t.Error("ToSlice[bool] of float32 succeeded")
	}
}

func TestFreedTensorErrors(t *testing.T) {
	x, err := FromSlice([]float32{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	x.Free()
	if !x.Freed() {
		t.Error("Freed() = false after Free")
	}
	got, err := ToSlice[float32](x)
	if err == nil {
		t.Fatalf("ToSlice on a freed tensor = %v, want error", got)
	}
	te, ok := AsError(err)
	if !ok || te.Op != "ToSlice" || !strings.Contains(te.Message, "freed") {
		t.Errorf("error = %#v", err)
	}
	if _, err := x.Item(); err == nil {
		t.Error("Item on a freed tensor succeeded")
	}
	if err := x.SetRequiresGrad(true); err == nil {
		t.Error("SetRequiresGrad on a freed tensor succeeded")
	}
	if g, err := x.Grad().Result(); err == nil || g != nil {
		t.Errorf("Grad on a freed tensor = %v, %v", g, err)
	}
	if err := x.Backward(); err == nil {
		t.Error("Backward on a freed tensor succeeded")
	}
	if c, err := x.ShallowClone().Result(); err == nil || c != nil {
		t.Errorf("ShallowClone on a freed tensor = %v, %v", c, err)
	}
	var nilT *Tensor
	if _, err := ToSlice[float32](nilT); err == nil {
		t.Error("ToSlice on a nil tensor succeeded")
	}
	if s := x.String(); s != "Tensor(freed)" {
		t.Errorf("String of freed = %q", s)
	}
	if s := nilT.String(); s != "Tensor(nil)" {
		t.Errorf("String of nil = %q", s)
	}
	if nilT.Defined() {
		t.Error("nil tensor is defined")
	}
}

// Properties of a nil, freed or failed tensor are zero values, never a
// panic; Err says why.
func TestQueriesOnFreed(t *testing.T) {
	x, err := FromSlice([]int64{1})
	if err != nil {
		t.Fatal(err)
	}
	x.Free()
	var nilT *Tensor
	failed := x.Neg() // a method on a freed tensor: a failed result
	for _, tt := range []*Tensor{x, nilT, failed} {
		if tt.Dim() != 0 || tt.Shape() != nil || tt.Numel() != 0 || tt.DType() != 0 ||
			tt.Device() != (Device{}) || tt.Defined() || tt.RequiresGrad() || tt.IsLeaf() {
			t.Errorf("%v: a property is not the zero value", tt)
		}
		if tt.Err() == nil {
			t.Errorf("%v: Err is nil", tt)
		}
	}
	if !errors.Is(x.Err(), ErrFreed) || !errors.Is(nilT.Err(), ErrFreed) {
		t.Errorf("Err of freed and nil: %v, %v", x.Err(), nilT.Err())
	}
	if failed.Err() == nil || errors.Is(failed.Err(), ErrFreed) {
		t.Errorf("Err of a failed result = %v, want the call's own error", failed.Err())
	}
}

// A failed tensor in a list argument makes the call return that tensor's
// own error, as a failed tensor argument does (package nn relies on it for
// an optimizer of a failed module's parameters).
func TestFailedTensorInList(t *testing.T) {
	x, err := FromSlice([]float32{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	cause := errors.New("made elsewhere")
	failed := Chain(nil, cause)
	if _, err := Stack([]*Tensor{x, failed}).Result(); err != cause {
		t.Errorf("Stack: %v, want the failed element's error", err)
	}
	if _, err := SGD([]*Tensor{x, failed}, 0.1); err != cause {
		t.Errorf("SGD: %v, want the failed element's error", err)
	}
}

func TestFreeIdempotent(t *testing.T) {
	before := LiveTensors()
	x, err := FromSlice([]float64{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := LiveTensors(); got != before+1 {
		t.Errorf("LiveTensors after FromSlice = %d, want %d", got, before+1)
	}
	x.Free()
	x.Free()
	if err := x.Close(); err != nil {
		t.Errorf("Close after Free: %v", err)
	}
	var nilT *Tensor
	nilT.Free()
	if got := LiveTensors(); got != before {
		t.Errorf("LiveTensors after Free = %d, want %d", got, before)
	}
	var _ io.Closer = x
}

func TestConcurrentFree(t *testing.T) {
	before := LiveTensors()
	for range 50 {
		x, err := FromSlice([]float32{1, 2, 3, 4})
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		start := make(chan struct{})
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				x.Free()
			}()
		}
		close(start)
		wg.Wait()
		if !x.Freed() {
			t.Fatal("not freed")
		}
	}
	if got := LiveTensors(); got != before {
		t.Errorf("LiveTensors = %d, want %d (double free or leak)", got, before)
	}
}

func TestLiveTensorsAndGCCleanup(t *testing.T) {
	base := rtSettleLiveTensors(0)
	xs := make([]*Tensor, 10)
	for i := range xs {
		xs[i] = MustFromSlice([]int32{int32(i)})
	}
	if got := LiveTensors(); got != base+10 {
		t.Fatalf("LiveTensors = %d, want %d", got, base+10)
	}
	for _, x := range xs[:4] {
		x.Free()
	}
	if got := LiveTensors(); got != base+6 {
		t.Fatalf("LiveTensors after 4 Frees = %d, want %d", got, base+6)
	}
	// Drop the other six without Free: the GC safety net releases them.
	clear(xs)
	if got := rtSettleLiveTensors(base); got != base {
		t.Fatalf("LiveTensors after GC = %d, want %d", got, base)
	}
}

func TestShallowClone(t *testing.T) {
	x := rtMustFromSlice(t, []float32{1, 2, 3})
	if err := x.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	before := LiveTensors()
	c, err := x.ShallowClone().Result()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Free()
	if LiveTensors() != before+1 {
		t.Errorf("LiveTensors %d, want %d", LiveTensors(), before+1)
	}
	if !reflect.DeepEqual(c.Shape(), []int64{3}) || !c.RequiresGrad() {
		t.Errorf("clone shape %v, requires_grad %v", c.Shape(), c.RequiresGrad())
	}
	// Free the original: the clone stays valid.
	x.Free()
	got, err := ToSlice[float32](c)
	if err != nil || !reflect.DeepEqual(got, []float32{1, 2, 3}) {
		t.Errorf("clone after freeing the original: %v, %v", got, err)
	}
}

func TestWrapTensorList(t *testing.T) {
	a := rtMustFromSlice(t, []int64{1, 2})
	b := rtMustFromSlice(t, []float64{3})
	ac := a.ShallowClone()
	bc := b.ShallowClone()
	before := LiveTensors()
	// The handles move into the list: disarm the clones without freeing.
	p, n := rtHandleArray([]*Tensor{ac, nil, bc})
	ac.h = 0
	bc.h = 0
	ts := wrapTensorList(p, n)
	if len(ts) != 3 || ts[1] != nil || ts[0] == nil || ts[2] == nil {
		t.Fatalf("wrapTensorList = %v", ts)
	}
	if got, _ := ToSlice[int64](ts[0]); !reflect.DeepEqual(got, []int64{1, 2}) {
		t.Errorf("ts[0] = %v", got)
	}
	if got, _ := ToSlice[float64](ts[2]); !reflect.DeepEqual(got, []float64{3}) {
		t.Errorf("ts[2] = %v", got)
	}
	for _, x := range ts {
		x.Free()
	}
	if got := LiveTensors(); got != before-2 {
		t.Errorf("LiveTensors = %d, want %d", got, before-2)
	}
	if ts := wrapTensorList(nil, 0); ts != nil {
		t.Errorf("wrapTensorList(nil) = %v", ts)
	}
}

func TestQueries(t *testing.T) {
	x := rtMustFromSlice(t, []float32{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, 2, 3, 2)
	if x.Dim() != 3 {
		t.Errorf("Dim = %d", x.Dim())
	}
	if s := x.Shape(); !reflect.DeepEqual(s, []int64{2, 3, 2}) {
		t.Errorf("Shape = %v", s)
	}
	if x.Numel() != 12 {
		t.Errorf("Numel = %d", x.Numel())
	}
	if x.DType() != Float32 {
		t.Errorf("DType = %v", x.DType())
	}
	if d := x.Device(); d.Type != CPU || d != CPUDevice || d.String() != "cpu" {
		t.Errorf("Device = %#v (%v)", d, d)
	}
	if !x.Defined() {
		t.Error("Defined = false")
	}
	if x.RequiresGrad() {
		t.Error("RequiresGrad = true for a new tensor")
	}
}

func TestItem(t *testing.T) {
	cases := []struct {
		x    *Tensor
		kind ScalarKind
		want Scalar
	}{
		{rtMustFromSlice(t, []float32{2.5}), ScalarFloat, Float(2.5)},
		{rtMustFromSlice(t, []float64{-1e10}, 1, 1), ScalarFloat, Float(-1e10)},
		{rtMustFromSlice(t, []int64{math.MaxInt64}, []int64{}...), ScalarInt, Int(math.MaxInt64)},
		{rtMustFromSlice(t, []int8{-7}), ScalarInt, Int(-7)},
		{rtMustFromSlice(t, []bool{true}), ScalarBool, Bool(true)},
		{rtMustFromSlice(t, []bool{false}), ScalarBool, Bool(false)},
		{rtMustFromSlice(t, []complex64{3 - 4i}), ScalarComplex, ComplexScalar(3 - 4i)},
	}
	for _, c := range cases {
		got, err := c.x.Item()
		if err != nil {
			t.Errorf("Item(%v): %v", c.x, err)
			continue
		}
		if got.Kind() != c.kind || got != c.want {
			t.Errorf("Item = %v (%v), want %v (%v)", got, got.Kind(), c.want, c.kind)
		}
	}
	multi := rtMustFromSlice(t, []float32{1, 2})
	if s, err := multi.Item(); err == nil {
		t.Errorf("Item of a 2-element tensor = %v, want error", s)
	} else if te, ok := AsError(err); !ok || te.Op != "item" || !strings.Contains(te.Message, "2 elements cannot be converted to Scalar") {
		t.Errorf("error = %v", err)
	} else if strings.Contains(te.Message, "Exception raised from") {
		t.Errorf("error carries a C++ backtrace: %q", te.Message)
	}
}

func TestString(t *testing.T) {
	// PyTorch's repr, with the size, dtype and device always appended
	// (format_test.go compares many more with PyTorch).
	x := rtMustFromSlice(t, []float32{1.5, -2, 3.25, 4}, 2, 2)
	if got, want := x.String(), "tensor([[ 1.5000, -2.0000],\n        [ 3.2500,  4.0000]], size=(2, 2), dtype=torch.float32, device=cpu)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	b := rtMustFromSlice(t, []int64{42, 7})
	if got, want := b.String(), "tensor([42,  7], size=(2,), dtype=torch.int64, device=cpu)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestRuntimeAutograd(t *testing.T) {
	x := rtMustFromSlice(t, []float32{1, 2, 3})
	if x.RequiresGrad() {
		t.Fatal("RequiresGrad before Set")
	}
	if err := x.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	if !x.RequiresGrad() {
		t.Fatal("RequiresGrad after Set(true) = false")
	}
	g, err := x.Grad().Result()
	if err != nil || g != nil {
		t.Fatalf("Grad before backward = %v, %v; want nil", g, err)
	}
	// x is a leaf, not a scalar: backward without a gradient fails.
	if err := x.Backward(); err == nil || !strings.Contains(err.Error(), "scalar") {
		t.Errorf("Backward of a non-scalar without gradient: %v", err)
	}
	// x.backward(gradient) on a leaf accumulates gradient into x.grad.
	gradIn := rtMustFromSlice(t, []float32{0.5, -1, 2})
	if err := x.Backward(TensorBackwardOptions{Gradient: gradIn}); err != nil {
		t.Fatalf("Backward: %v", err)
	}
	if err := x.Backward(TensorBackwardOptions{Gradient: gradIn, RetainGraph: Some(true)}); err != nil {
		t.Fatalf("second Backward: %v", err)
	}
	g, err = x.Grad().Result()
	if err != nil || g == nil {
		t.Fatalf("Grad after backward = %v, %v", g, err)
	}
	defer g.Free()
	vals, err := ToSlice[float32](g)
	if err != nil {
		t.Fatal(err)
	}
	if want := []float32{1, -2, 4}; !reflect.DeepEqual(vals, want) {
		t.Errorf("grad = %v, want %v", vals, want)
	}
	if err := x.SetRequiresGrad(false); err != nil || x.RequiresGrad() {
		t.Errorf("SetRequiresGrad(false): %v, %v", err, x.RequiresGrad())
	}
	// Integer tensors cannot require gradients.
	i := rtMustFromSlice(t, []int64{1})
	err = i.SetRequiresGrad(true)
	if err == nil || !strings.Contains(err.Error(), "floating point") {
		t.Errorf("SetRequiresGrad on int64: %v", err)
	}
	if i.RequiresGrad() {
		t.Error("int64 tensor requires grad")
	}
	// A freed gradient is an error, not a silent "no gradient".
	freed := MustFromSlice([]float32{1, 1, 1})
	freed.Free()
	if err := x.Backward(TensorBackwardOptions{Gradient: freed}); err == nil {
		t.Error("Backward with a freed gradient succeeded")
	}
}

func TestNoGrad(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if !GradEnabled() {
		t.Fatal("grad mode disabled at start")
	}
	NoGrad(func() error {
		if GradEnabled() {
			t.Error("GradEnabled inside NoGrad")
		}
		WithGradEnabled(true, func() error {
			if !GradEnabled() {
				t.Error("GradEnabled false inside WithGradEnabled(true)")
			}
			return nil
		})
		if GradEnabled() {
			t.Error("nested WithGradEnabled did not restore the disabled mode")
		}
		return nil
	})
	if !GradEnabled() {
		t.Error("NoGrad did not restore the mode")
	}
	// The mode is restored when f panics.
	func() {
		defer func() { recover() }()
		NoGrad(func() error { panic("boom") })
	}()
	if !GradEnabled() {
		t.Error("NoGrad did not restore the mode after a panic")
	}
}

func TestNoGradAcrossGoroutines(t *testing.T) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	var failures []string
	fail := func(s string) {
		mu.Lock()
		failures = append(failures, s)
		mu.Unlock()
	}
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				enabled := (g+i)%2 == 0
				WithGradEnabled(enabled, func() error {
					runtime.Gosched() // invite a migration: the lock must prevent it
					if GradEnabled() != enabled {
						fail("mode changed under WithGradEnabled")
					}
					NoGrad(func() error {
						runtime.Gosched()
						if GradEnabled() {
							fail("GradEnabled inside NoGrad")
						}
						return nil
					})
					if GradEnabled() != enabled {
						fail("nested NoGrad did not restore the mode")
					}
					return nil
				})
			}
		}()
	}
	wg.Wait()
	if len(failures) > 0 {
		t.Fatalf("%d failures, first: %s", len(failures), failures[0])
	}
	// No thread is left with gradients disabled: check on this one, locked.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if !GradEnabled() {
		t.Error("grad mode left disabled")
	}
}

func TestGenerator(t *testing.T) {
	g, err := NewGenerator(1234)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := g.InitialSeed(); err != nil || s != 1234 {
		t.Errorf("InitialSeed = %d, %v; want 1234", s, err)
	}
	if err := g.ManualSeed(99); err != nil {
		t.Fatal(err)
	}
	if s, err := g.InitialSeed(); err != nil || s != 99 {
		t.Errorf("InitialSeed after ManualSeed = %d, %v; want 99", s, err)
	}
	if g.handle() == nil {
		t.Error("live generator has a NULL handle")
	}
	g.Free()
	g.Free()
	if g.handle() != nil {
		t.Error("freed generator has a handle")
	}
	if _, err := g.InitialSeed(); err == nil {
		t.Error("InitialSeed on a freed generator succeeded")
	}
	var nilG *Generator
	nilG.Free()
	if err := nilG.Close(); err != nil {
		t.Error(err)
	}
	if err := ManualSeed(42); err != nil {
		t.Errorf("ManualSeed: %v", err)
	}
}

func TestStorageNil(t *testing.T) {
	if s := wrapStorage(nil); s != nil {
		t.Errorf("wrapStorage(nil) = %v", s)
	}
	var s *Storage
	s.Free()
	if s.handle() != nil {
		t.Error("nil storage has a handle")
	}
}

func TestScalar(t *testing.T) {
	cases := []struct {
		s       Scalar
		kind    ScalarKind
		i       int64
		f       float64
		b       bool
		c       complex128
		str     string
		kindStr string
	}{
		{Int(-3), ScalarInt, -3, -3, true, -3, "-3", "int"},
		{Float(2.75), ScalarFloat, 2, 2.75, true, 2.75, "2.75", "float"},
		{Bool(true), ScalarBool, 1, 1, true, 1, "true", "bool"},
		{Bool(false), ScalarBool, 0, 0, false, 0, "false", "bool"},
		{ComplexScalar(1.5 - 2i), ScalarComplex, 1, 1.5, true, 1.5 - 2i, "(1.5-2i)", "complex"},
		{Scalar{}, ScalarInt, 0, 0, false, 0, "0", "int"},
	}
	for _, c := range cases {
		if c.s.Kind() != c.kind || c.s.Int64() != c.i || c.s.Float64() != c.f ||
			c.s.Bool() != c.b || c.s.Complex128() != c.c || c.s.String() != c.str ||
			c.s.Kind().String() != c.kindStr {
			t.Errorf("%v: kind %v int %d float %g bool %v complex %v", c.s, c.s.Kind(),
				c.s.Int64(), c.s.Float64(), c.s.Bool(), c.s.Complex128())
		}
		if back := scalarFromC(c.s.c()); back != c.s {
			t.Errorf("C round trip of %v = %v", c.s, back)
		}
	}
}

func TestOpt(t *testing.T) {
	var o Opt[int64]
	if o.IsSome() || !o.IsNone() || o.Or(7) != 7 {
		t.Error("zero Opt is not None")
	}
	if v, ok := o.Get(); ok || v != 0 {
		t.Errorf("zero Get = %v, %v", v, ok)
	}
	if None[int64]() != o {
		t.Error("None != zero value")
	}
	s := Some[int64](0)
	if !s.IsSome() || s.Or(7) != 0 {
		t.Error("Some(0) is not Some")
	}
	if v, ok := Some(Float(1.5)).Get(); !ok || v.Float64() != 1.5 {
		t.Errorf("Some(Float(1.5)).Get = %v, %v", v, ok)
	}
}

func TestEnums(t *testing.T) {
	dtypes := map[DType]string{
		Uint8: "uint8", Int8: "int8", Int16: "int16", Int32: "int32", Int64: "int64",
		Float16: "float16", Float32: "float32", Float64: "float64", ComplexHalf: "complex32",
		Complex64: "complex64", Complex128: "complex128", Boolean: "bool", QInt8: "qint8",
		QUInt8: "quint8", QInt32: "qint32", BFloat16: "bfloat16", DType(99): "DType(99)",
	}
	for d, want := range dtypes {
		if d.String() != want {
			t.Errorf("DType(%d).String() = %q, want %q", int32(d), d.String(), want)
		}
	}
	if Boolean != 11 || BFloat16 != 15 || Complex128 != 10 || Int64 != 4 {
		t.Error("DType values differ from c10::ScalarType")
	}
	sizes := map[DType]int{Uint8: 1, Int16: 2, Float32: 4, Float64: 8, Complex128: 16, Boolean: 1, BFloat16: 2, DType(-1): 0}
	for d, want := range sizes {
		if d.Size() != want {
			t.Errorf("%v.Size() = %d, want %d", d, d.Size(), want)
		}
	}
	if !Float16.IsFloatingPoint() || Int64.IsFloatingPoint() || !Complex64.IsComplex() || Float64.IsComplex() {
		t.Error("IsFloatingPoint/IsComplex")
	}
	devices := map[Device]string{
		CPUDevice: "cpu", CUDADevice(0): "cuda:0", CUDADevice(3): "cuda:3", CUDADevice(-1): "cuda",
		{Type: Meta, Index: -1}: "meta", {Type: MPS, Index: 0}: "mps:0",
		{Type: PrivateUse1, Index: -1}: "privateuseone",
	}
	for d, want := range devices {
		if d.String() != want {
			t.Errorf("%#v.String() = %q, want %q", d, d.String(), want)
		}
		back, err := ParseDevice(want)
		if err != nil || back != d {
			t.Errorf("ParseDevice(%q) = %v, %v", want, back, err)
		}
		if c := deviceFromC(d.c()); c != d {
			t.Errorf("C round trip of %v = %v", d, c)
		}
	}
	for _, bad := range []string{"", "gpu", "cuda:", "cuda:x", "cuda:-1", "cuda:+1"} {
		if d, err := ParseDevice(bad); err == nil {
			t.Errorf("ParseDevice(%q) = %v, want error", bad, d)
		}
	}
	if Strided.String() != "strided" || SparseCoo.String() != "sparse_coo" || SparseBsc != 6 {
		t.Error("Layout")
	}
	if ChannelsLast.String() != "channels_last" || ChannelsLast3d != 3 || PreserveFormat != 1 || ContiguousFormat != 0 {
		t.Error("MemoryFormat")
	}
	if PerChannelAffineFloatQParams.String() != "per_channel_affine_float_qparams" || PerTensorSymmetric != 2 {
		t.Error("QScheme")
	}
	if CUDA != 1 || Meta != 14 || Lazy != 17 {
		t.Error("DeviceType values differ from c10::DeviceType")
	}
}

func TestErrorType(t *testing.T) {
	e := &Error{Op: "add.Tensor", Message: "boom"}
	if e.Error() != "torch: add.Tensor: boom" {
		t.Errorf("Error() = %q", e.Error())
	}
	if (&Error{Message: "x"}).Error() != "torch: x" {
		t.Error("Error() without Op")
	}
	wrapped := errors.Join(errors.New("context"), e)
	if got, ok := AsError(wrapped); !ok || got != e {
		t.Errorf("AsError(wrapped) = %v, %v", got, ok)
	}
	if _, ok := AsError(errors.New("other")); ok {
		t.Error("AsError of a foreign error")
	}
	if newError("x", nil) != nil {
		t.Error("newError(nil) != nil")
	}
}

func TestVersionAndCUDA(t *testing.T) {
	v := Version()
	if !strings.HasPrefix(v, "1.") && !strings.HasPrefix(v, "2.") {
		t.Errorf("Version() = %q", v)
	}
	t.Logf("libtorch %s", v)
	n := CUDADeviceCount()
	if n < 0 || CUDAIsAvailable() != (n > 0) {
		t.Errorf("CUDADeviceCount %d, CUDAIsAvailable %v", n, CUDAIsAvailable())
	}
}

// TestTensorHoldsNoGoPointer keeps the Tensor in a size class the collector
// never scans (tensor.go): every field must be free of Go pointers.
func TestTensorHoldsNoGoPointer(t *testing.T) {
	var walk func(reflect.Type) bool
	walk = func(ty reflect.Type) bool {
		switch ty.Kind() {
		case reflect.Pointer, reflect.UnsafePointer, reflect.Interface, reflect.Slice, reflect.Map,
			reflect.Chan, reflect.Func, reflect.String:
			return false
		case reflect.Struct:
			for i := range ty.NumField() {
				if !walk(ty.Field(i).Type) {
					t.Errorf("%s.%s holds a pointer", ty, ty.Field(i).Name)
					return false
				}
			}
		case reflect.Array:
			return walk(ty.Elem())
		}
		return true
	}
	walk(reflect.TypeFor[Tensor]())
	if got := reflect.TypeFor[Tensor]().Size(); got != 32 {
		t.Errorf("Tensor is %d bytes, want 32", got)
	}
}
