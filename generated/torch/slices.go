package torch

// #include "gotorch.h"
// #cgo noescape gt_tensor_from_data
// #cgo nocallback gt_tensor_from_data
// #cgo noescape gt_tensor_copy_to
// #cgo nocallback gt_tensor_copy_to
import "C"

import (
	"strconv"
	"unsafe"
)

// FromSlice returns a new CPU tensor holding a copy of data, with the given
// shape. Without a shape the tensor is 1-D with len(data) elements; an
// explicitly empty shape (FromSlice(data, []int64{}...)) makes a 0-d tensor
// of one element. The product of the shape must equal len(data).
func FromSlice[T Element](data []T, shape ...int64) (*Tensor, error) {
	var one [1]int64
	if shape == nil {
		one[0] = int64(len(data))
		shape = one[:]
	}
	if err := rtCheckSliceShape(len(data), shape); err != nil {
		return nil, err
	}
	var out C.gt_tensor_out
	msg := C.gt_tensor_from_data(unsafe.Pointer(unsafe.SliceData(data)),
		(*C.int64_t)(unsafe.Pointer(unsafe.SliceData(shape))), C.int64_t(len(shape)),
		C.int32_t(DTypeOf[T]()), &out)
	if err := newError("FromSlice", msg); err != nil {
		return nil, err
	}
	return wrapTensor(out), nil
}

// MustFromSlice is FromSlice that panics on error.
func MustFromSlice[T Element](data []T, shape ...int64) *Tensor {
	t, err := FromSlice(data, shape...)
	if err != nil {
		panic(err)
	}
	return t
}

// ToSlice copies the tensor's elements, in row-major order, into a new
// slice. T must match the tensor's DType (see DTypeOf); convert the tensor
// first otherwise. Views, non-contiguous and non-CPU tensors are fine. A
// tensor whose elements would not fit in this machine's memory (an
// expanded view can denote far more elements than it stores) is an error,
// not a fatal out-of-memory of the Go runtime.
func ToSlice[T Element](t *Tensor) ([]T, error) {
	h := t.use()
	defer t.unuse()
	if h == nil {
		return nil, rtErrorf("ToSlice", "argument t: tensor is nil or has been freed")
	}
	var dt C.int32_t
	if err := newError("ToSlice", C.gt_tensor_dtype(h, &dt)); err != nil {
		return nil, err
	}
	if want := DTypeOf[T](); DType(dt) != want {
		return nil, rtErrorf("ToSlice", "tensor has dtype "+DType(dt).String()+", not "+want.String())
	}
	var n C.int64_t
	if err := newError("ToSlice", C.gt_tensor_numel(h, &n)); err != nil {
		return nil, err
	}
	var zero T
	size := int64(unsafe.Sizeof(zero))
	if limit := rtMemoryLimit(); int64(n) > limit/size {
		return nil, rtErrorf("ToSlice", "the tensor's "+strconv.FormatInt(int64(n), 10)+" elements need "+
			rtFormatBytes(float64(n)*float64(size))+", more than this machine's memory ("+rtFormatBytes(float64(limit))+")")
	}
	s := make([]T, int(n))
	nbytes := C.int64_t(n) * C.int64_t(size)
	if err := newError("ToSlice", C.gt_tensor_copy_to(h, unsafe.Pointer(unsafe.SliceData(s)), nbytes)); err != nil {
		return nil, err
	}
	return s, nil
}

// rtFormatBytes formats a byte count for a message: "4.0 TiB".
func rtFormatBytes(n float64) string {
	units := []string{"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	i := 0
	for n >= 1024 && i < len(units)-1 {
		n /= 1024
		i++
	}
	return strconv.FormatFloat(n, 'f', 1, 64) + " " + units[i]
}
