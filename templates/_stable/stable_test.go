package torch

import (
	"errors"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// The stable-ABI mode's runtime tests: every argument and result kind of
// stable.h goes through torch_call_dispatcher of a real libtorch, with
// results that exact arithmetic decides.

func TestMain(m *testing.M) {
	if err := LoadLibtorch(); err != nil {
		println(err.Error())
		os.Exit(1)
	}
	os.Exit(m.Run())
}

func TestStableLoadedVersion(t *testing.T) {
	v := LibtorchVersion()
	t.Logf("libtorch %s loaded (package generated for %s, stable ABI target %s)", v, GeneratedFor, StableABITarget)
	if v == "" || v < StableABITarget {
		t.Fatalf("LibtorchVersion() = %q, want at least %s", v, StableABITarget)
	}
}

// A libtorch older than the floor is refused, the error naming both versions.
func TestStableFloor(t *testing.T) {
	const v2_9 = uint64(2)<<56 | uint64(9)<<48 | uint64(1)<<40
	err := rtCheckFloor("/opt/libtorch/lib/libtorch.so", v2_9)
	if err == nil || !strings.Contains(err.Error(), "libtorch 2.9.1") || !strings.Contains(err.Error(), "needs "+StableABITarget+" or later") {
		t.Errorf("2.9.1: %v", err)
	}
	if err := rtCheckFloor("libtorch.so", uint64(2)<<56|uint64(10)<<48); err != nil {
		t.Errorf("2.10.0: %v", err)
	}
}

// Each function beyond the floor is used exactly where the headers the
// package was generated from declare it and the loaded libtorch is of its
// release or later; an operator's error is then libtorch's own message.
func TestStableGates(t *testing.T) {
	const v2_13 = uint64(2)<<56 | uint64(13)<<48
	declared := map[string]bool{}
	for _, g := range rtGates {
		declared[g.name] = true
		want := rtABI >= g.version
		if got := rtUses(g.name); got != want {
			t.Errorf("%s (added in %s) on libtorch %s: in use %v, want %v", g.name, abiVersion(g.version), LibtorchVersion(), got, want)
		}
		t.Logf("%s: added in %s, in use %v", g.name, abiVersion(g.version), rtUses(g.name))
	}
	for _, name := range []string{"torch_exception_get_what_without_backtrace", "torch_new_stable_ivalue", "torch_delete_stable_ivalue"} {
		if rtBuildABI >= v2_13 && !declared[name] {
			t.Errorf("generated for %s, whose headers declare %s: no gate", GeneratedFor, name)
		}
		if !declared[name] && rtUses(name) {
			t.Errorf("%s: not declared by the headers, yet in use", name)
		}
	}
	a := MustFromSlice([]float32{1, 2}, 2)
	b := MustFromSlice([]float32{1, 2, 3}, 3)
	defer a.Free()
	defer b.Free()
	_, err := MulTensor(a, b).Result()
	e, ok := AsError(err)
	if !ok || e.Op != "mul.Tensor" || e.Func != "MulTensor" {
		t.Fatalf("MulTensor(2, 3): %v", err)
	}
	if rtUses("torch_exception_get_what_without_backtrace") {
		// ATen's message, as the typed mode gives it (no C++ backtrace).
		const want = "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0"
		if e.Message != want {
			t.Errorf("MulTensor(2, 3): message %q, want %q", e.Message, want)
		}
	} else if !strings.Contains(e.Message, "libtorch before 2.13 prints its message on stderr") {
		t.Errorf("MulTensor(2, 3) without torch_exception_get_what_without_backtrace: %q", e.Message)
	}
}

// The older paths, as on a libtorch before 2.13, on this one: optionals'
// boxes from C++'s operator new, and an error that says libtorch printed
// its message.
func TestStableFloorPaths(t *testing.T) {
	rtFloorPaths(true)
	defer rtFloorPaths(false)
	for _, g := range rtGates {
		if rtUses(g.name) {
			t.Errorf("%s in use on the floor's paths", g.name)
		}
	}
	c := MustFromSlice([]int64{3, 1, 2, 4, 9, 0}, 2, 3)
	defer c.Free()
	s, err := SumDimIntList(c, Some([]int64{1}), SumDimIntListOptions{Dtype: Some(Float64)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Free()
	if got := mustSlice[float64](t, s); !slices.Equal(got, []float64{6, 13}) {
		t.Errorf("SumDimIntList = %v", got)
	}
	b := MustFromSlice([]int64{1, 2}, 2)
	defer b.Free()
	if _, err := MulTensor(c, b).Result(); err == nil || !strings.Contains(err.Error(), "libtorch before 2.13 prints its message on stderr") {
		t.Errorf("MulTensor(2x3, 2) on the floor's paths: %v", err)
	}
}

func mustSlice[T Element](t *testing.T, x *Tensor) []T {
	t.Helper()
	s, err := ToSlice[T](x)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Tensors in and out, and a result's shape.
func TestStableTensorArgs(t *testing.T) {
	a := MustFromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	b := MustFromSlice([]float32{6, 5, 4, 3, 2, 1}, 2, 3)
	defer a.Free()
	defer b.Free()
	p, err := MulTensor(a, b).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer p.Free()
	if got := mustSlice[float32](t, p); !slices.Equal(got, []float32{6, 10, 12, 12, 10, 6}) {
		t.Errorf("MulTensor = %v", got)
	}
	if s := p.Shape(); !slices.Equal(s, []int64{2, 3}) || p.DType() != Float32 || p.Device().Type != CPU {
		t.Errorf("shape %v dtype %v device %v", s, p.DType(), p.Device())
	}
	// The method form chains.
	c := a.Abs().Neg()
	defer c.Free()
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	if got := mustSlice[float32](t, c); !slices.Equal(got, []float32{-1, -2, -3, -4, -5, -6}) {
		t.Errorf("a.Abs().Neg() = %v", got)
	}
}

// A tensor list in, a tuple out, int lists and optionals in, a tensor list out.
func TestStableListsAndTuples(t *testing.T) {
	a := MustFromSlice([]int64{3, 1, 2}, 1, 3)
	b := MustFromSlice([]int64{4, 9, 0}, 1, 3)
	defer a.Free()
	defer b.Free()
	c, err := Cat([]*Tensor{a, b}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Free()
	if got := mustSlice[int64](t, c); !slices.Equal(got, []int64{3, 1, 2, 4, 9, 0}) || !slices.Equal(c.Shape(), []int64{2, 3}) {
		t.Fatalf("Cat = %v %v", got, c.Shape())
	}
	m, err := MaxDim(c, 1, MaxDimOptions{Keepdim: Some(true)})
	if err != nil {
		t.Fatal(err)
	}
	if v, i := mustSlice[int64](t, m.Values), mustSlice[int64](t, m.Indices); !slices.Equal(v, []int64{3, 9}) || !slices.Equal(i, []int64{0, 1}) {
		t.Errorf("MaxDim = %v, %v", v, i)
	}
	if !slices.Equal(m.Values.Shape(), []int64{2, 1}) {
		t.Errorf("keepdim shape %v", m.Values.Shape())
	}
	m.Free()
	s, err := SumDimIntList(c, Some([]int64{1}), SumDimIntListOptions{Dtype: Some(Float64)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Free()
	if got := mustSlice[float64](t, s); !slices.Equal(got, []float64{6, 13}) {
		t.Errorf("SumDimIntList = %v", got)
	}
	parts, err := SplitTensor(c, 2, SplitTensorOptions{Dim: Some(int64(1))})
	if err != nil {
		t.Fatal(err)
	}
	if len(parts) != 2 || !slices.Equal(mustSlice[int64](t, parts[1]), []int64{2, 0}) {
		t.Errorf("SplitTensor: %d parts", len(parts))
	}
	for _, p := range parts {
		p.Free()
	}
	z, err := Zeros([]int64{2, 2}, ZerosOptions{Dtype: Some(Int32)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Free()
	if z.DType() != Int32 || !slices.Equal(mustSlice[int32](t, z), []int32{0, 0, 0, 0}) {
		t.Errorf("Zeros(Int32) = %v", z.DType())
	}
}

// A string argument reaches libtorch: a valid one works, an invalid one
// comes back as libtorch's own error.
func TestStableStringsAndErrors(t *testing.T) {
	x := MustFromSlice([]float32{0, 0})
	defer x.Free()
	g, err := Gelu(x, GeluOptions{Approximate: Some("tanh")}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer g.Free()
	if got := mustSlice[float32](t, g); !slices.Equal(got, []float32{0, 0}) {
		t.Errorf("gelu(0) = %v", got)
	}
	_, err = Gelu(x, GeluOptions{Approximate: Some("bogus")}).Result()
	e, ok := AsError(err)
	if !ok || e.Op != "gelu" || e.Func != "Gelu" || e.Message == "" {
		t.Fatalf("Gelu(bogus): %v", err)
	}
	t.Logf("libtorch's error: %v", err)
	y := MustFromSlice([]float32{1, 2, 3})
	defer y.Free()
	if _, err := MulTensor(x, y).Result(); err == nil || !strings.Contains(err.Error(), "MulTensor (aten::mul.Tensor)") {
		t.Errorf("shape mismatch: %v", err)
	}
}

// Misuse is an error, never a crash.
func TestStableMisuse(t *testing.T) {
	x := MustFromSlice([]float32{1})
	x.Free()
	x.Free()
	if _, err := Abs(x).Result(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("Abs(freed) = %v", err)
	}
	if _, err := Abs(nil).Result(); err == nil {
		t.Error("Abs(nil): no error")
	}
	if _, err := Cat([]*Tensor{x}).Result(); err == nil {
		t.Error("Cat([freed]): no error")
	}
	if !errors.Is(x.Err(), ErrFreed) {
		t.Errorf("Err() = %v", x.Err())
	}
	// A failed method's error travels down the chain.
	bad := x.Abs().Neg()
	if bad.Err() == nil {
		t.Error("chain on a freed tensor: no error")
	}
	if _, err := FromSlice([]float32{1, 2, 3}, 2, 2); err == nil {
		t.Error("FromSlice with a wrong shape: no error")
	}
}

// The GC net releases what is not freed.
func TestStableGCNet(t *testing.T) {
	before := LiveTensors()
	for i := 0; i < 100; i++ {
		MustFromSlice([]float64{1, 2, 3}).Neg()
	}
	for i := 0; i < 20 && LiveTensors() > before; i++ {
		runtime.GC()
	}
	if n := LiveTensors(); n > before {
		t.Errorf("%d tensors live after collections, %d before", n, before)
	}
}

// Free while other goroutines call with the tensor: each call either
// runs on a live handle or fails with an error; none crashes, and the
// handle is released once (LiveTensors returns to where it was).
func TestStableConcurrentFree(t *testing.T) {
	before := LiveTensors()
	for round := 0; round < 20; round++ {
		x := MustFromSlice([]float32{1, 2, 3})
		done := make(chan error, 8)
		started := make(chan struct{}, 8)
		for g := 0; g < 8; g++ {
			go func() {
				var last error
				for i := 0; i < 200; i++ {
					if i == 1 {
						started <- struct{}{} // Free comes while the rest run
					}
					y, err := MulTensor(x, x).Result()
					if err != nil {
						last = err
						continue
					}
					if got, err := ToSlice[float32](y); err != nil || !slices.Equal(got, []float32{1, 4, 9}) {
						last = errors.New("wrong result")
					}
					y.Free()
				}
				done <- last
			}()
		}
		for g := 0; g < 8; g++ {
			<-started
		}
		x.Free()
		for g := 0; g < 8; g++ {
			if err := <-done; err != nil && !strings.Contains(err.Error(), "freed") {
				t.Fatalf("round %d: %v", round, err)
			}
		}
	}
	for i := 0; i < 20 && LiveTensors() > before; i++ {
		runtime.GC()
	}
	if n := LiveTensors(); n != before {
		t.Errorf("LiveTensors() = %d after the rounds, %d before", n, before)
	}
}

// A quantized dtype argument: the stable ABI's conversion (2.10-2.14) does
// not carry it, so the pure mode refuses it before calling, naming the
// reason; the hybrid (rtLinkedCheck set by boxed.go) makes the call boxed
// and gives the typed mode's result.
func TestStableQuantizedDType(t *testing.T) {
	x := MustFromSlice([]float32{0.5, 1, -2})
	defer x.Free()
	q, err := QuantizePerTensor(x, 0.1, 3, QInt8).Result()
	if rtLinkedCheck == nil {
		var e *Error
		if !errors.As(err, &e) || !strings.Contains(e.Message, "quantized dtype 12") || !strings.Contains(e.Message, "use the typed mode") {
			t.Fatalf("pure mode, QuantizePerTensor to qint8: %v, want a refusal naming the quantized dtype", err)
		}
		return
	}
	if err != nil {
		t.Fatalf("hybrid, QuantizePerTensor to qint8: %v", err)
	}
	defer q.Free()
	if q.DType() != QInt8 {
		t.Errorf("dtype %v, want qint8", q.DType())
	}
	r, err := IntRepr(q).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Free()
	// round(x / 0.1) + 3
	if got := mustSlice[int8](t, r); !slices.Equal(got, []int8{8, 13, -17}) {
		t.Errorf("int_repr = %v, want [8 13 -17]", got)
	}
}

// A ZeroTensor (zeros with no data: the gradient of sgn of a real tensor,
// for one) and a view of it copy out as zeros: aten::copy_ from one fills
// with zeros, where the typed mode had to make them (gt_tensor_copy_to
// read the null data).
func TestStableZeroTensor(t *testing.T) {
	z, err := InternalEfficientzerotensor([]int64{2, 3}, InternalEfficientzerotensorOptions{Dtype: Some(Float32)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Free()
	if ok, err := InternalIsZerotensor(z); err != nil || !ok {
		t.Fatalf("_is_zerotensor = %v, %v", ok, err)
	}
	if got := mustSlice[float32](t, z); !slices.Equal(got, make([]float32, 6)) {
		t.Errorf("ToSlice = %v", got)
	}
	v, err := Narrow(z, 1, 1, 2).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer v.Free()
	if got := mustSlice[float32](t, v); !slices.Equal(got, make([]float32, 4)) {
		t.Errorf("ToSlice of a view = %v", got)
	}
}
