package torch

// #include "gotorch.h"
import "C"

import (
	"runtime"
	"sync/atomic"
	"unsafe"
)

// rtObject is the owning part of a class spec's handle class (IValue,
// Module...): the generated type embeds it, with its own free function.
// Ownership follows Tensor's: Free releases the C++ object, a Free during a
// call that uses it waits for the call (use counts), and a GC cleanup frees
// what is dropped.
type rtObject struct {
	h       unsafe.Pointer // T*; accessed atomically
	uses    atomic.Int64   // as Tensor.uses
	cleanup runtime.Cleanup
}

func (o *rtObject) use() C.gt_object {
	if o.uses.Add(1)&rtFreeing != 0 {
		return nil
	}
	return C.gt_object(atomic.LoadPointer(&o.h))
}

func (o *rtObject) unuse(free func(unsafe.Pointer)) {
	if o.uses.Add(-1) == rtFreeing {
		o.release(free)
	}
}

func (o *rtObject) free(free func(unsafe.Pointer)) {
	if rtMarkFreeing(&o.uses) {
		o.release(free)
	}
}

func (o *rtObject) release(free func(unsafe.Pointer)) {
	h := atomic.SwapPointer(&o.h, nil)
	if h == nil {
		return
	}
	o.cleanup.Stop()
	free(h)
}

func (o *rtObject) freed() bool {
	return o.uses.Load()&rtFreeing != 0 || atomic.LoadPointer(&o.h) == nil
}

// LiveObjects returns the number of handle-class objects (IValue, Module,
// ...) currently alive, in all goroutines: as LiveTensors, for tests that
// check they free what they make.
func LiveObjects() int64 {
	return atomic.LoadInt64((*int64)(unsafe.Pointer(&C.gt_stats.live_objects)))
}

// rtObjectUser is a generated handle class, for the list helpers.
type rtObjectUser interface {
	use() C.gt_object
	unuse()
}

// rtObjectList is the C array of a list argument of handle objects,
// beginning a use of each; rtReleaseObjectList ends them.
func rtObjectList[T rtObjectUser](xs []T) (*C.gt_object, C.int64_t) {
	if len(xs) == 0 {
		return nil, 0
	}
	hs := make([]C.gt_object, len(xs))
	for i, x := range xs {
		hs[i] = x.use()
	}
	return &hs[0], C.int64_t(len(xs))
}

func rtReleaseObjectList[T rtObjectUser](xs []T) {
	for _, x := range xs {
		x.unuse()
	}
}

// rtWrapObjects owns the handles of a list result and frees its array.
func rtWrapObjects[T any](p *C.gt_object, n C.int64_t, wrap func(C.gt_object) T) []T {
	if p == nil {
		return nil
	}
	hs := unsafe.Slice(p, int(n))
	out := make([]T, len(hs))
	for i, h := range hs {
		out[i] = wrap(h)
	}
	C.free(unsafe.Pointer(p))
	return out
}

// rtGoStrings copies and frees a list of strings a shim returned.
func rtGoStrings(p **C.char, n C.int64_t) []string {
	if p == nil {
		return nil
	}
	ps := unsafe.Slice(p, int(n))
	out := make([]string, len(ps))
	for i, s := range ps {
		out[i] = C.GoString(s)
		C.free(unsafe.Pointer(s))
	}
	C.free(unsafe.Pointer(p))
	return out
}

// cBytes passes a []byte argument: Go memory, which holds no Go pointers.
func cBytes(b []byte) (*C.uint8_t, C.int64_t) {
	if len(b) == 0 {
		return nil, 0
	}
	return (*C.uint8_t)(unsafe.Pointer(&b[0])), C.int64_t(len(b))
}
