package torch

// #include "gotorch.h"
// #cgo noescape gt_tensor_shallow_clone
// #cgo nocallback gt_tensor_shallow_clone
// #cgo noescape gt_tensor_defined
// #cgo nocallback gt_tensor_defined
// #cgo noescape gt_tensor_dim
// #cgo nocallback gt_tensor_dim
// #cgo noescape gt_tensor_sizes
// #cgo nocallback gt_tensor_sizes
// #cgo noescape gt_tensor_numel
// #cgo nocallback gt_tensor_numel
// #cgo noescape gt_tensor_dtype
// #cgo nocallback gt_tensor_dtype
// #cgo noescape gt_tensor_device
// #cgo nocallback gt_tensor_device
// #cgo noescape gt_tensor_item
// #cgo nocallback gt_tensor_item
// #cgo nocallback gt_tensor_free
import "C"

import (
	"runtime"
	"sync/atomic"
	"unsafe"
)

// Tensor is a handle to a libtorch tensor. See the package documentation
// for ownership: release it with Free or Close.
type Tensor struct {
	h     unsafe.Pointer // C.gt_tensor; accessed atomically
	armed atomic.Bool    // a finalizer is set (see memory.go)
}

// rtFreedMessage is the panic value of a query on a freed or nil Tensor.
const rtFreedMessage = "torch: use of a freed or nil Tensor"

// wrapTensor takes ownership of h; a NULL handle (an undefined tensor)
// becomes nil. The GC safety net (memory.go) frees h if the Tensor becomes
// unreachable before Free, and a collection is started when the bytes
// accounted to live handles grow past the threshold (SetGCThreshold).
//
// Cost: 1 allocation (the Tensor) and an uncontended lock; no finalizer
// unless the tensor outlives its nursery.
func wrapTensor(h C.gt_tensor) *Tensor {
	if h == nil {
		return nil
	}
	t := &Tensor{h: unsafe.Pointer(h)}
	rtAdmit(t)
	if rtLiveBytes() > rtGCNext.Load() {
		rtPressureGC()
	}
	return t
}

// wrapTensorList wraps the n handles at p and frees the C array.
func wrapTensorList(p *C.gt_tensor, n C.int64_t) []*Tensor {
	if p == nil {
		return nil
	}
	hs := unsafe.Slice(p, int(n))
	ts := make([]*Tensor, len(hs))
	for i, h := range hs {
		ts[i] = wrapTensor(h)
	}
	C.free(unsafe.Pointer(p))
	return ts
}

// rtHandleArray copies the tensors' handles into a malloc'd C array, like
// the one gotorch::tensor_list returns, for tests of wrapTensorList.
func rtHandleArray(ts []*Tensor) (*C.gt_tensor, C.int64_t) {
	p := (*C.gt_tensor)(C.malloc(C.size_t(len(ts)+1) * C.size_t(unsafe.Sizeof(C.gt_tensor(nil)))))
	hs := unsafe.Slice(p, len(ts))
	for i, t := range ts {
		hs[i] = t.handle()
	}
	return p, C.int64_t(len(ts))
}

// handle returns t's handle: NULL for a nil or freed tensor, which the C++
// side reports as an error. The caller must keep t alive (runtime.KeepAlive)
// until the C call that uses the handle returns.
func (t *Tensor) handle() C.gt_tensor {
	if t == nil {
		return nil
	}
	return C.gt_tensor(atomic.LoadPointer(&t.h))
}

// rtMustHandle is handle for the query methods: it panics on a nil or
// freed tensor.
func (t *Tensor) rtMustHandle() C.gt_tensor {
	h := t.handle()
	if h == nil {
		panic(rtFreedMessage)
	}
	return h
}

// rtCheck panics with the error of a query that failed on a live tensor.
func rtCheck(op string, msg *C.char) {
	if err := newError(op, msg); err != nil {
		panic(err)
	}
}

// Free releases the tensor's handle. It is idempotent, safe to call
// concurrently, and a no-op on nil; it must not race with other uses of t.
func (t *Tensor) Free() {
	if t == nil {
		return
	}
	h := C.gt_tensor(atomic.SwapPointer(&t.h, nil))
	if h == nil {
		return
	}
	// No double free is possible: the finalizer (memory.go) swaps t.h to
	// nil too, so whichever of them swaps first frees h.
	if t.armed.Load() {
		runtime.SetFinalizer(t, nil)
	}
	C.gt_tensor_free(h)
	rtLowerGCNext()
}

// Close frees the tensor (io.Closer); it always returns nil.
func (t *Tensor) Close() error {
	t.Free()
	return nil
}

// Freed reports whether t has been freed (or is nil).
func (t *Tensor) Freed() bool { return t.handle() == nil }

// LiveTensors returns the number of tensor handles currently alive, in all
// goroutines.
func LiveTensors() int64 { return atomic.LoadInt64((*int64)(unsafe.Pointer(&C.gt_stats.live_tensors))) }

// ShallowClone returns a new handle to the same tensor (sharing its data
// and autograd history), to be freed independently.
func (t *Tensor) ShallowClone() (*Tensor, error) {
	var out C.gt_tensor
	err := newError("ShallowClone", C.gt_tensor_shallow_clone(t.handle(), &out))
	runtime.KeepAlive(t)
	if err != nil {
		return nil, err
	}
	return wrapTensor(out), nil
}

// Defined reports whether t is a defined tensor; it is false for nil, which
// stands for an undefined tensor. It panics if t has been freed.
func (t *Tensor) Defined() bool {
	if t == nil {
		return false
	}
	var out C.bool
	rtCheck("Defined", C.gt_tensor_defined(t.rtMustHandle(), &out))
	runtime.KeepAlive(t)
	return bool(out)
}

// Dim returns the number of dimensions.
func (t *Tensor) Dim() int {
	var out C.int64_t
	rtCheck("Dim", C.gt_tensor_dim(t.rtMustHandle(), &out))
	runtime.KeepAlive(t)
	return int(out)
}

// Shape returns the size of each dimension (empty for a 0-d tensor).
func (t *Tensor) Shape() []int64 {
	h := t.rtMustHandle()
	var n C.int64_t
	rtCheck("Shape", C.gt_tensor_dim(h, &n))
	shape := make([]int64, int(n))
	rtCheck("Shape", C.gt_tensor_sizes(h, (*C.int64_t)(unsafe.Pointer(unsafe.SliceData(shape))), n))
	runtime.KeepAlive(t)
	return shape
}

// Numel returns the number of elements.
func (t *Tensor) Numel() int64 {
	var out C.int64_t
	rtCheck("Numel", C.gt_tensor_numel(t.rtMustHandle(), &out))
	runtime.KeepAlive(t)
	return int64(out)
}

// DType returns the element type.
func (t *Tensor) DType() DType {
	var out C.int32_t
	rtCheck("DType", C.gt_tensor_dtype(t.rtMustHandle(), &out))
	runtime.KeepAlive(t)
	return DType(out)
}

// Device returns the device that holds the tensor.
func (t *Tensor) Device() Device {
	var out C.gt_device
	rtCheck("Device", C.gt_tensor_device(t.rtMustHandle(), &out))
	runtime.KeepAlive(t)
	return deviceFromC(out)
}

// Item returns the value of a one-element tensor.
func (t *Tensor) Item() (Scalar, error) {
	var out C.gt_scalar
	err := newError("item", C.gt_tensor_item(t.handle(), &out))
	runtime.KeepAlive(t)
	if err != nil {
		return Scalar{}, err
	}
	return scalarFromC(out), nil
}
