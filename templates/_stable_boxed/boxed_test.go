package torch

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// The hybrid mode's own tests (boxed.go): the version check, and each kind
// the boxed fallback adds — Scalar, Scalar[] and optional Scalar
// arguments, a Scalar result, a tuple of mixed types — with results exact
// arithmetic decides. scripts/testdata/stable compares every fallback
// operator with the typed mode bit for bit.

func TestBoxedVersion(t *testing.T) {
	if got := abiVersion(rtBoxedABI); got != LibtorchVersion() || got != BoxedFor {
		t.Errorf("compiled against %s, loaded %s, generated for %s: want all alike", got, LibtorchVersion(), BoxedFor)
	}
	const v2141, v2140, v2151 = 2<<56 | 14<<48 | 1<<40, 2<<56 | 14<<48, 2<<56 | 15<<48 | 1<<40
	if err := rtBoxedVersionCheck(v2141, v2141|7); err != nil { // the ABI tag is not the release
		t.Errorf("same release refused: %v", err)
	}
	for _, loaded := range []uint64{v2140, v2151} {
		err := rtBoxedVersionCheck(v2141, loaded)
		if err == nil || !strings.Contains(err.Error(), "compiled against libtorch 2.14.1") || !strings.Contains(err.Error(), "regenerate") {
			t.Errorf("loaded %s: %v, want a refusal that says to regenerate", abiVersion(loaded), err)
		}
	}
}

func TestBoxedScalars(t *testing.T) {
	r, err := ArangeStartStep(Int(1), Float(2.5), ArangeStartStepOptions{Step: Some(Int(1))}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Free()
	if got := mustSlice[float32](t, r); !slices.Equal(got, []float32{1, 2}) || r.DType() != Float32 {
		t.Errorf("arange(1, 2.5) = %v %v, want [1 2] float32", got, r.DType())
	}
	i, err := Arange(Int(3)).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer i.Free()
	if got := mustSlice[int64](t, i); !slices.Equal(got, []int64{0, 1, 2}) {
		t.Errorf("arange(3) = %v", got)
	}
	// In place, with an int alpha: the typed mode's add_.
	if err := i.Add_Tensor(i, Add_TensorOptions{Alpha: Some(Int(1))}).Err(); err != nil {
		t.Fatal(err)
	}
	if got := mustSlice[int64](t, i); !slices.Equal(got, []int64{0, 2, 4}) {
		t.Errorf("add_ = %v", got)
	}
	// add.Tensor's Scalar route refuses integer tensors; the hybrid calls
	// it boxed then.
	sum2, err := AddTensor(i, i, AddTensorOptions{Alpha: Some(Int(2))}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer sum2.Free()
	if got := mustSlice[int64](t, sum2); !slices.Equal(got, []int64{0, 6, 12}) {
		t.Errorf("add(int64, alpha=2) = %v", got)
	}
	x := MustFromSlice([]float64{-2, 0.5, 3})
	defer x.Free()
	h, err := Hardtanh(x, HardtanhOptions{MinVal: Some(Float(-1)), MaxVal: Some(Int(1))}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer h.Free()
	if got := mustSlice[float64](t, h); !slices.Equal(got, []float64{-1, 0.5, 1}) {
		t.Errorf("hardtanh = %v", got)
	}
	sum := x.Sum()
	defer sum.Free()
	s, err := sum.Item()
	if err != nil || s.Kind() != ScalarFloat || s.Float64() != 1.5 {
		t.Errorf("item = %v, %v, want the float 1.5", s, err)
	}
	one := MustFromSlice([]bool{true})
	defer one.Free()
	b, err := one.Item()
	if err != nil || b.Kind() != ScalarBool || !b.Bool() {
		t.Errorf("item of a bool = %v, %v", b, err)
	}
}

// A QScheme result.
func TestBoxedQScheme(t *testing.T) {
	// (quantize_per_tensor's dtype argument, qint8, is one the stable
	// ABI's conversion does not carry: an int8 tensor made quantized.)
	x := MustFromSlice([]int8{5, 10})
	defer x.Free()
	q, err := InternalMakePerTensorQuantizedTensor(x, 0.1, 0).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer q.Free()
	if s, err := q.Qscheme(); err != nil || s != PerTensorAffine {
		t.Errorf("qscheme = %v, %v, want PerTensorAffine", s, err)
	}
}

func TestBoxedErrors(t *testing.T) {
	x := MustFromSlice([]float32{1, 2})
	x.Free()
	_, err := LeakyRelu(x).Result()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("a freed tensor: %v, want *Error", err)
	}
	_, err = Arange(Float(1), ArangeOptions{Dtype: Some(Boolean)}).Result()
	if !errors.As(err, &e) || e.Message == "" {
		t.Fatalf("arange of bool: %v, want libtorch's message as *Error", err)
	}
}
