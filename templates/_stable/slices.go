package torch

// #include "stable.h"
// #cgo noescape gts_from_data
// #cgo nocallback gts_from_data
// #cgo noescape gts_copy_out
// #cgo nocallback gts_copy_out
// #cgo noescape gts_tensor_meta
// #cgo nocallback gts_tensor_meta
import "C"

import (
	"math"
	"unsafe"
)

// slices.go: the stable-ABI mode's FromSlice and ToSlice, with the typed
// mode's signatures and checks (templates/_runtime/slices.go; Element and
// DTypeOf are its element.go), over the stable C functions.

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
	if err := LoadLibtorch(); err != nil {
		return nil, err
	}
	var zero T
	var out C.uint64_t
	msg := C.gts_from_data(unsafe.Pointer(unsafe.SliceData(data)), C.int64_t(len(data))*C.int64_t(unsafe.Sizeof(zero)),
		C.int64_t(len(shape)), (*C.int64_t)(unsafe.Pointer(unsafe.SliceData(shape))), C.int32_t(DTypeOf[T]()), &out)
	if msg != nil {
		return nil, rtErrorf("FromSlice", rtMessage(msg))
	}
	return wrapTensor(uint64(out), int64(len(data))*int64(unsafe.Sizeof(zero))), nil
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
// first otherwise. Views, non-contiguous and non-CPU tensors are fine.
func ToSlice[T Element](t *Tensor) ([]T, error) {
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return nil, rtErrorf("ToSlice", "argument t: tensor is nil or has been freed")
	}
	m, err := rtMeta(h, true)
	if err != nil {
		return nil, rtErrorf("ToSlice", err.(*Error).Message)
	}
	if want := DTypeOf[T](); m.dtype != want {
		return nil, rtErrorf("ToSlice", "tensor has dtype "+m.dtype.String()+", not "+want.String())
	}
	n := int64(1)
	for _, s := range m.shape {
		if s != 0 && n > math.MaxInt32/s {
			return nil, rtErrorf("ToSlice", "the tensor's shape "+rtFormatShape(m.shape)+" has too many elements to copy")
		}
		n *= s
	}
	s := make([]T, int(n))
	var zero T
	if msg := C.gts_copy_out(C.uint64_t(h), unsafe.Pointer(unsafe.SliceData(s)), C.int64_t(n)*C.int64_t(unsafe.Sizeof(zero)), C.int32_t(m.dtype)); msg != nil {
		return nil, rtErrorf("ToSlice", rtMessage(msg))
	}
	return s, nil
}

type rtMetadata struct {
	shape  []int64
	dtype  DType
	device Device
}

// rtMeta reads a tensor's dtype and device, and its shape when withShape
// (a nested tensor has none: its Shape is an error, its DType is not).
func rtMeta(h uint64, withShape bool) (rtMetadata, error) {
	var dim C.int64_t
	var sizes *C.int64_t
	var dt, devType, devIndex C.int32_t
	var pdim *C.int64_t
	if withShape {
		pdim = &dim
	}
	if msg := C.gts_tensor_meta(C.uint64_t(h), pdim, &sizes, &dt, &devType, &devIndex); msg != nil {
		return rtMetadata{}, rtErrorf("", rtMessage(msg))
	}
	// nil for a 0-d tensor, as the typed mode's Shape.
	var shape []int64
	if dim > 0 {
		shape = append(shape, unsafe.Slice((*int64)(unsafe.Pointer(sizes)), int(dim))...)
	}
	return rtMetadata{shape: shape, dtype: DType(dt), device: Device{Type: DeviceType(devType), Index: int(devIndex)}}, nil
}

// rtMustMeta is the metadata of a tensor the nothrow methods read: a
// freed tensor panics; libtorch's refusal (a nested tensor's shape) gives
// the zero value, as in the typed mode.
func (t *Tensor) rtMustMeta(withShape bool) rtMetadata {
	h := t.rtMustUse()
	defer t.unuse()
	m, _ := rtMeta(h, withShape)
	return m
}

// Shape is the size of each dimension (C++'s x.sizes()).
func (t *Tensor) Shape() []int64 { return t.rtMustMeta(true).shape }

// Dim is the number of dimensions.
func (t *Tensor) Dim() int64 { return int64(len(t.rtMustMeta(true).shape)) }

// Numel is the number of elements.
func (t *Tensor) Numel() int64 {
	n := int64(1)
	for _, s := range t.rtMustMeta(true).shape {
		n *= s
	}
	return n
}

// DType is the element type.
func (t *Tensor) DType() DType { return t.rtMustMeta(false).dtype }

// Device is the device the tensor's data is on.
func (t *Tensor) Device() Device { return t.rtMustMeta(false).device }
