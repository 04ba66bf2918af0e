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
	// uses counts the C calls reading h now, plus rtFreeing once Free was
	// called: the handle is released by Free or by the last call to end
	// after it, so a Free racing a use never frees memory in use.
	uses atomic.Int64
}

// rtFreeing is the bit of Tensor.uses that Free sets.
const rtFreeing = 1 << 62

// rtFreedMessage is the panic value of a query on a freed or nil Tensor.
const rtFreedMessage = "torch: use of a freed or nil Tensor"

// wrapTensor takes ownership of h; a NULL handle (an undefined tensor)
// becomes nil. The GC safety net (memory.go) frees h if the Tensor becomes
// unreachable before Free, and a collection is started when the bytes
// accounted to live handles grow past the threshold (SetGCThreshold).
//
// Cost: 1 allocation (the Tensor) and an uncontended lock; no finalizer
// unless the tensor outlives its nursery. A handle made inside WithScope
// joins that scope (scope.go).
func wrapTensor(h C.gt_tensor) *Tensor {
	if h == nil {
		return nil
	}
	t := &Tensor{h: unsafe.Pointer(h)}
	rtAdmit(t)
	if id := rtHandleScope(h); id != 0 {
		rtScopeAdd(id, t)
	}
	// The new tensor's own bytes do not count: a program that frees what it
	// makes must never collect, however big each result (see memory.go).
	if rtLiveBytes()-rtHandleBytes(h) > rtGCNext.Load() {
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

// handle reads t's handle without beginning a use: only for a caller that
// already holds one (use), or for tests.
func (t *Tensor) handle() C.gt_tensor {
	if t == nil {
		return nil
	}
	return C.gt_tensor(atomic.LoadPointer(&t.h))
}

// use begins a C call that reads t's handle and returns it: NULL for a nil
// or freed tensor, which the C++ side reports as an error naming the
// argument. Every use must be ended by unuse after the call, whatever use
// returned; until then a concurrent Free only marks t, and the handle is
// released by the last unuse. Cost: two uncontended atomic adds.
func (t *Tensor) use() C.gt_tensor {
	if t == nil {
		return nil
	}
	if t.uses.Add(1)&rtFreeing != 0 {
		return nil
	}
	return C.gt_tensor(atomic.LoadPointer(&t.h))
}

// unuse ends a use; the last one after a Free releases the handle. It is a
// no-op on nil and keeps t reachable until the call it ends has returned.
func (t *Tensor) unuse() {
	if t == nil {
		return
	}
	if t.uses.Add(-1) == rtFreeing {
		t.release()
	}
}

// optUse is use for an argument where nil means None. A freed tensor must
// not silently become None, so it gets a handle the shims reject.
func (t *Tensor) optUse() C.gt_tensor {
	if t == nil {
		return nil
	}
	if h := t.use(); h != nil {
		return h
	}
	return C.gt_freed_tensor()
}

// unuseTensors ends the uses cTensors began.
func unuseTensors(ts []*Tensor) {
	for _, t := range ts {
		t.unuse()
	}
}

// rtMustUse is use for the query methods: it panics on a nil or freed
// tensor (having ended the use). Otherwise the caller must call unuse.
func (t *Tensor) rtMustUse() C.gt_tensor {
	if t == nil {
		panic(rtFreedMessage)
	}
	h := t.use()
	if h == nil {
		t.unuse()
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
// concurrently, and a no-op on nil. A Free while another goroutine's call is
// using t is safe too: the call completes with the tensor intact, and the
// handle is released when it ends; calls that begin after Free fail with an
// error ("tensor is nil or has been freed").
func (t *Tensor) Free() {
	if t == nil {
		return
	}
	for {
		u := t.uses.Load()
		if u&rtFreeing != 0 {
			return
		}
		if t.uses.CompareAndSwap(u, u|rtFreeing) {
			if u == 0 {
				t.release()
			}
			return
		}
	}
}

// release frees the handle once: Free, the last unuse after it and the
// finalizer (memory.go) all swap t.h to nil, and only the first frees it.
func (t *Tensor) release() {
	h := C.gt_tensor(atomic.SwapPointer(&t.h, nil))
	if h == nil {
		return
	}
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
func (t *Tensor) Freed() bool {
	return t == nil || t.uses.Load()&rtFreeing != 0 || atomic.LoadPointer(&t.h) == nil
}

// LiveTensors returns the number of tensor handles currently alive, in all
// goroutines.
func LiveTensors() int64 { return atomic.LoadInt64((*int64)(unsafe.Pointer(&C.gt_stats.live_tensors))) }

// ShallowClone returns a new handle to the same tensor (sharing its data
// and autograd history), to be freed independently.
func (t *Tensor) ShallowClone() (*Tensor, error) {
	var out C.gt_tensor
	err := newError("ShallowClone", C.gt_tensor_shallow_clone(t.use(), &out))
	t.unuse()
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
	msg := C.gt_tensor_defined(t.rtMustUse(), &out)
	t.unuse()
	rtCheck("Defined", msg)
	return bool(out)
}

// Dim returns the number of dimensions.
func (t *Tensor) Dim() int {
	var out C.int64_t
	msg := C.gt_tensor_dim(t.rtMustUse(), &out)
	t.unuse()
	rtCheck("Dim", msg)
	return int(out)
}

// Shape returns the size of each dimension (empty for a 0-d tensor).
func (t *Tensor) Shape() []int64 {
	h := t.rtMustUse()
	defer t.unuse()
	var n C.int64_t
	rtCheck("Shape", C.gt_tensor_dim(h, &n))
	shape := make([]int64, int(n))
	rtCheck("Shape", C.gt_tensor_sizes(h, (*C.int64_t)(unsafe.Pointer(unsafe.SliceData(shape))), n))
	return shape
}

// Numel returns the number of elements.
func (t *Tensor) Numel() int64 {
	var out C.int64_t
	msg := C.gt_tensor_numel(t.rtMustUse(), &out)
	t.unuse()
	rtCheck("Numel", msg)
	return int64(out)
}

// DType returns the element type.
func (t *Tensor) DType() DType {
	var out C.int32_t
	msg := C.gt_tensor_dtype(t.rtMustUse(), &out)
	t.unuse()
	rtCheck("DType", msg)
	return DType(out)
}

// Device returns the device that holds the tensor.
func (t *Tensor) Device() Device {
	var out C.gt_device
	msg := C.gt_tensor_device(t.rtMustUse(), &out)
	t.unuse()
	rtCheck("Device", msg)
	return deviceFromC(out)
}

// Item returns the value of a one-element tensor.
func (t *Tensor) Item() (Scalar, error) {
	var out C.gt_scalar
	err := newError("item", C.gt_tensor_item(t.use(), &out))
	t.unuse()
	if err != nil {
		return Scalar{}, err
	}
	return scalarFromC(out), nil
}
