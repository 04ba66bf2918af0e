package torch

// The stable-ABI mode's halves of the Python-shaped layer's parser
// (pyargs.go, shared with the typed mode, whose halves are pywrapped.go).

// pyWrappedNumber is the tensor made of a number given for a Tensor
// parameter (torch.Add(x, 1), x.Mul(2.5)). Python makes a CPU tensor
// flagged as a "wrapped number", which type promotion ranks below every
// tensor; the stable ABI cannot set that flag. So the tensor is made 0-d,
// of the dtype with which promotion among the call's tensors (vals) gives
// what the wrapped number would:
//
//   - a number of a category (bool < int < float < complex) no higher than
//     that of the call's tensors of one or more dimensions does not change
//     the result's dtype as a 0-d tensor either: it keeps the precision
//     of Python's (int64, float64, complex128), which the kernels convert
//     as they convert the wrapped number;
//   - a number of a higher category would give the category's default
//     (float32, complex64) in Python: the 0-d tensor is of that dtype;
//   - with only 0-d tensors, whose dtypes promote among themselves, it
//     takes the dtype of the highest of them when it is not higher.
//
// What differs from Python, with only 0-d tensors: a float number with a
// float16 or bfloat16 one is rounded to that dtype first, an int outside
// an integer one's range wraps first (where an operator computes in
// another dtype, true division, the result differs). And torch's default
// dtype is taken to be float32 (the stable mode has no
// set_default_dtype).
func pyWrappedNumber(s Scalar, vals []any) *Tensor {
	cat := pyScalarCategory(s)
	dimCat, zeroCat, zeroDType := -1, -1, DType(-1)
	for _, v := range vals {
		t, ok := v.(*Tensor)
		if !ok || t == nil || t.Err() != nil || !t.rtHeld() {
			continue
		}
		dt := t.DType()
		c := pyDTypeCategory(dt)
		if t.Dim() > 0 {
			dimCat = max(dimCat, c)
		} else if c > zeroCat {
			zeroCat, zeroDType = c, dt
		}
	}
	var dt DType
	switch {
	case cat == 0:
		// A bool promotes to any other dtype, as its wrapped number does;
		// and a bool tensor is what sub's check refuses.
		dt = Boolean
	case dimCat >= 0 && cat <= dimCat:
		dt = pyNaturalDType(cat)
	case dimCat < 0 && zeroCat >= 0 && cat <= zeroCat:
		dt = zeroDType
	case dimCat >= 0 || zeroCat >= 0:
		dt = pyDefaultDType(cat)
	default:
		dt = pyNaturalDType(cat)
	}
	t, err := pyScalarTensor(s, dt)
	if err != nil {
		return rtFailed(err)
	}
	return t
}

// pyScalarCategory: 0 bool, 1 int, 2 float, 3 complex.
func pyScalarCategory(s Scalar) int {
	switch s.Kind() {
	case ScalarBool:
		return 0
	case ScalarInt:
		return 1
	case ScalarFloat:
		return 2
	}
	return 3
}

func pyDTypeCategory(d DType) int {
	switch {
	case d == Boolean:
		return 0
	case d.IsComplex():
		return 3
	case d.IsFloatingPoint():
		return 2
	}
	return 1
}

// pyNaturalDType is the dtype of Python's wrapped number of a category.
func pyNaturalDType(cat int) DType {
	return [...]DType{Boolean, Int64, Float64, Complex128}[cat]
}

// pyDefaultDType is the dtype promotion gives a wrapped number of a
// higher category than the tensors'.
func pyDefaultDType(cat int) DType {
	return [...]DType{Boolean, Int64, Float32, Complex64}[cat]
}

// pyScalarTensor is a 0-d CPU tensor of dtype dt holding s.
func pyScalarTensor(s Scalar, dt DType) (*Tensor, error) {
	zero := []int64{}
	switch dt {
	case Boolean:
		return FromSlice([]bool{s.Bool()}, zero...)
	case Int64:
		return FromSlice([]int64{s.Int64()}, zero...)
	case Float64:
		return FromSlice([]float64{s.Float64()}, zero...)
	case Float32:
		return FromSlice([]float32{float32(s.Float64())}, zero...)
	case Complex128:
		return FromSlice([]complex128{s.Complex128()}, zero...)
	case Complex64:
		return FromSlice([]complex64{complex64(s.Complex128())}, zero...)
	}
	// Another dtype of the call's 0-d tensors (float16, int32...): made
	// as float64 or int64 (exact for them), then converted.
	var t *Tensor
	var err error
	if s.Kind() == ScalarFloat || s.Kind() == ScalarComplex {
		t, err = FromSlice([]float64{s.Float64()}, zero...)
	} else {
		t, err = FromSlice([]int64{s.Int64()}, zero...)
	}
	if err != nil {
		return nil, err
	}
	defer t.Free()
	return ToDtype(t, dt).Result()
}

// pyRequireGrad is a factory's requires_grad=True (aten::requires_grad_).
func pyRequireGrad(t *Tensor) error {
	return RequiresGrad_(t, RequiresGrad_Options{RequiresGrad: Some(true)}).Err()
}
