//go:build cgo

package torch

// element.go is pure Go: the stable-ABI mode (templates/_stable) shares it.

import (
	"math"
	"reflect"
	"strconv"
)

// Element is a Go type that FromSlice and ToSlice map onto a DType.
type Element interface {
	~float32 | ~float64 | ~int64 | ~int32 | ~int16 | ~int8 | ~uint8 | ~bool | ~complex64 | ~complex128
}

// DTypeOf returns the DType that holds elements of type T.
func DTypeOf[T Element]() DType {
	var zero T
	switch any(zero).(type) {
	case float32:
		return Float32
	case float64:
		return Float64
	case int64:
		return Int64
	case int32:
		return Int32
	case int16:
		return Int16
	case int8:
		return Int8
	case uint8:
		return Uint8
	case bool:
		return Boolean
	case complex64:
		return Complex64
	case complex128:
		return Complex128
	}
	// A defined type such as "type Celsius float32".
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Float32:
		return Float32
	case reflect.Float64:
		return Float64
	case reflect.Int64:
		return Int64
	case reflect.Int32:
		return Int32
	case reflect.Int16:
		return Int16
	case reflect.Int8:
		return Int8
	case reflect.Uint8:
		return Uint8
	case reflect.Bool:
		return Boolean
	case reflect.Complex64:
		return Complex64
	case reflect.Complex128:
		return Complex128
	}
	panic("torch: unreachable: unknown Element type")
}

func rtFormatShape(shape []int64) string {
	b := []byte{'['}
	for i, s := range shape {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, s, 10)
	}
	return string(append(b, ']'))
}

// rtCheckSliceShape is FromSlice's check in both modes: shape must hold
// exactly n elements.
func rtCheckSliceShape(n int, shape []int64) error {
	total := int64(1)
	for _, s := range shape {
		if s < 0 {
			return rtErrorf("FromSlice", "negative dimension in shape "+rtFormatShape(shape))
		}
		if s != 0 && total > math.MaxInt64/s {
			return rtErrorf("FromSlice", "shape "+rtFormatShape(shape)+" overflows int64")
		}
		total *= s
	}
	if total != int64(n) {
		return rtErrorf("FromSlice", "shape "+rtFormatShape(shape)+" holds "+
			strconv.FormatInt(total, 10)+" elements, data has "+strconv.Itoa(n))
	}
	return nil
}
