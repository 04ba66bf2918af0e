//go:build cgo

package torch

// Pure Go, so that the stable-ABI mode uses this file as it is (emit's
// stableShared); the typed mode's C conversions are in scalar_cgo.go.

import (
	"fmt"
	"strconv"
)

// ScalarKind says which kind of value a Scalar holds.
type ScalarKind int32

// The Scalar kinds.
const (
	ScalarInt     ScalarKind = 0
	ScalarFloat   ScalarKind = 1
	ScalarBool    ScalarKind = 2
	ScalarComplex ScalarKind = 3
)

func (k ScalarKind) String() string {
	switch k {
	case ScalarInt:
		return "int"
	case ScalarFloat:
		return "float"
	case ScalarBool:
		return "bool"
	case ScalarComplex:
		return "complex"
	}
	return "ScalarKind(" + strconv.Itoa(int(k)) + ")"
}

// Scalar is a number passed to or returned by an operator, as libtorch's
// at::Scalar: an int64, float64, bool or complex128, made by Int, Float,
// Bool or ComplexScalar. The zero value is Int(0).
type Scalar struct {
	kind ScalarKind
	i    int64   // int and bool value
	f    float64 // float value, complex real part
	im   float64 // complex imaginary part
}

// Int returns an integer Scalar.
func Int(v int64) Scalar { return Scalar{kind: ScalarInt, i: v} }

// Float returns a floating-point Scalar.
func Float(v float64) Scalar { return Scalar{kind: ScalarFloat, f: v} }

// Bool returns a boolean Scalar.
func Bool(v bool) Scalar {
	s := Scalar{kind: ScalarBool}
	if v {
		s.i = 1
	}
	return s
}

// ComplexScalar returns a complex Scalar. (It is not called Complex, to
// match Int, Float and Bool, because the operator aten::complex takes that
// name.)
func ComplexScalar(v complex128) Scalar {
	return Scalar{kind: ScalarComplex, f: real(v), im: imag(v)}
}

// Kind returns the kind of value s holds.
func (s Scalar) Kind() ScalarKind { return s.kind }

// Int64 returns s as an int64, truncating a float and taking the real part
// of a complex.
func (s Scalar) Int64() int64 {
	switch s.kind {
	case ScalarFloat, ScalarComplex:
		return int64(s.f)
	}
	return s.i
}

// Float64 returns s as a float64, taking the real part of a complex.
func (s Scalar) Float64() float64 {
	switch s.kind {
	case ScalarFloat, ScalarComplex:
		return s.f
	}
	return float64(s.i)
}

// Bool reports whether s is non-zero.
func (s Scalar) Bool() bool {
	switch s.kind {
	case ScalarFloat:
		return s.f != 0
	case ScalarComplex:
		return s.f != 0 || s.im != 0
	}
	return s.i != 0
}

// Complex128 returns s as a complex128.
func (s Scalar) Complex128() complex128 {
	if s.kind == ScalarComplex {
		return complex(s.f, s.im)
	}
	return complex(s.Float64(), 0)
}

// String formats s as Go formats its value.
func (s Scalar) String() string {
	switch s.kind {
	case ScalarInt:
		return strconv.FormatInt(s.i, 10)
	case ScalarFloat:
		return strconv.FormatFloat(s.f, 'g', -1, 64)
	case ScalarBool:
		return strconv.FormatBool(s.i != 0)
	case ScalarComplex:
		return strconv.FormatComplex(complex(s.f, s.im), 'g', -1, 128)
	}
	return fmt.Sprintf("Scalar(kind %d)", int32(s.kind))
}

// scalarOfValue is the Scalar a Go value stands for: a Scalar, a Go number
// or a bool (no allocation when it is none: the Python-shaped methods' parser
// asks while it tries signatures).
func scalarOfValue(v any) (Scalar, bool) {
	switch v := v.(type) {
	case Scalar:
		return v, true
	case int:
		return Int(int64(v)), true
	case int8:
		return Int(int64(v)), true
	case int16:
		return Int(int64(v)), true
	case int32:
		return Int(int64(v)), true
	case int64:
		return Int(v), true
	case uint8:
		return Int(int64(v)), true
	case uint16:
		return Int(int64(v)), true
	case uint32:
		return Int(int64(v)), true
	case float32:
		return Float(float64(v)), true
	case float64:
		return Float(v), true
	case bool:
		return Bool(v), true
	case complex64:
		return ComplexScalar(complex128(v)), true
	case complex128:
		return ComplexScalar(v), true
	}
	return Scalar{}, false
}

// rtScalarOf is the Scalar a C++ operator's any argument stands for: a
// Scalar, or a Go number or bool.
func rtScalarOf(fn, arg string, v any) (Scalar, error) {
	if s, ok := scalarOfValue(v); ok {
		return s, nil
	}
	return Scalar{}, &Error{Op: fn, Message: fmt.Sprintf("argument %s: want a *Tensor, a Scalar or a Go number or bool, not %T", arg, v)}
}
