package torch

/*
#include "gotorch.h"
#cgo nocallback rt_tensor_free_bits
#cgo noescape gt_tensor_free_many
#cgo nocallback gt_tensor_free_many

// rt_tensor_free_bits is gt_tensor_free for the bits of Tensor.h. cgo
// checks a pointer to a type it cannot see into (gt_tensor_s) for Go
// pointers on every call; an integer it does not, and a handle is a C
// pointer, never a Go one.
static inline void rt_tensor_free_bits(uintptr_t h, int64_t bytes) { gt_tensor_free((gt_tensor)h, bytes); }
*/
import "C"

import (
	"errors"
	"runtime"
	"sync/atomic"
	"unsafe"
)

// Tensor is a handle to a libtorch tensor. See the package documentation
// for ownership: release it with Free or Close.
//
// A *Tensor that a method returned may hold an error instead of a tensor:
// methods with one new tensor as their result return it alone so that
// calls chain (x.Mul(x).Add(x).Add(36)), and a failed call's error travels
// in its result, and through every later call, to Err.
//
// A Tensor holds no Go pointer (the handle is a C pointer, kept as a
// uintptr), so it is 32 bytes in a size class the collector never scans:
// the one allocation of a call is as cheap as Go makes it. A result that
// carries an error is an rtFailedTensor instead, which is rare.
type Tensor struct {
	h uintptr // C.gt_tensor; accessed atomically (handleOf converts it)
	// bytes is what the handle accounts in gt_stats.live_bytes (from its
	// gt_tensor_out), given back when it is freed.
	bytes int64
	// uses counts the C calls reading h now, plus rtFreeing once Free was
	// called: the handle is released by Free or by the last call to end
	// after it, so a Free racing a use never frees memory in use.
	uses  atomic.Int64
	armed atomic.Bool // a finalizer is set (see memory.go)
	// lent: ATenPointer lent an at::Tensor* (interop.go). Set during a
	// use, read at release, which follows every use (no atomic needed).
	lent   bool
	failed bool // t is the Tensor of an rtFailedTensor; set at creation
	// small: Free may queue the handle (freequeue.go); set at creation
	// from rtSmallBit.
	small bool
}

// rtSmallBit is the bit of gt_tensor_out.scope that gotorch::wrap sets on
// a handle whose Free may be queued (runtime.cpp says which); the rest is
// the scope's id.
const rtSmallBit = uint64(1) << 63

// rtFailedTensor is a result that holds no tensor but the error of the call
// that made it (Err). Its Tensor comes first, so a *Tensor with failed set
// points at one.
type rtFailedTensor struct {
	Tensor
	err error
}

// rtErr is the error a failed result carries, or nil.
func (t *Tensor) rtErr() error {
	if t == nil || !t.failed {
		return nil
	}
	return (*rtFailedTensor)(unsafe.Pointer(t)).err
}

// handleOf turns the bits of Tensor.h back into the handle: h is a C
// pointer, never a Go one, so it may live in a uintptr.
func handleOf(h uintptr) C.gt_tensor { return *(*C.gt_tensor)(unsafe.Pointer(&h)) }

// handleBits is handleOf's inverse.
func handleBits(h C.gt_tensor) uintptr { return uintptr(unsafe.Pointer(h)) }

// rtFreeing is the bit of Tensor.uses that Free sets.
const rtFreeing = 1 << 62

// rtFreedMessage is the panic value of a query on a freed or nil Tensor.
const rtFreedMessage = "torch: use of a freed or nil Tensor"

// wrapTensor takes ownership of a new handle, from the result slot the C
// call wrote (gotorch::wrap); a NULL handle (an undefined tensor) becomes
// nil. The GC safety net (memory.go) frees h if the Tensor becomes
// unreachable before Free, and a collection is started when the bytes
// accounted to live handles grow past the threshold (SetGCThreshold).
//
// Cost: 1 allocation (the Tensor) and an uncontended lock; no finalizer
// unless the tensor outlives its nursery. A handle made inside WithScope
// joins that scope (scope.go).
func wrapTensor(out C.gt_tensor_out) *Tensor {
	if out.h == nil {
		return nil
	}
	scope := uint64(out.scope)
	t := &Tensor{h: handleBits(out.h), bytes: int64(out.bytes), small: scope&rtSmallBit != 0}
	// A tensor its scope holds needs no GC net until Keep lets it go: the
	// scope reaches it, and its end frees it.
	if scope &^= rtSmallBit; scope == 0 || !rtScopeAdd(scope, t) {
		rtAdmit(t)
	}
	// The new tensor's own bytes do not count: a program that frees what it
	// makes must never collect, however big each result (see memory.go).
	if rtLiveBytes()-t.bytes > rtGCNext.Load() {
		rtPressureGC()
	}
	return t
}

// wrapTensorList wraps the n results at p and frees the C array.
func wrapTensorList(p *C.gt_tensor_out, n C.int64_t) []*Tensor {
	if p == nil {
		return nil
	}
	outs := unsafe.Slice(p, int(n))
	ts := make([]*Tensor, len(outs))
	for i, out := range outs {
		ts[i] = wrapTensor(out)
	}
	C.free(unsafe.Pointer(p))
	return ts
}

// rtListBuf is how many handles a tensor-list result's buffer holds on
// the caller's stack (the generated wrappers': the shim writes there when
// the list fits, sparing a malloc and the cgo call that frees it).
const rtListBuf = 8

// wrapTensorListBuf wraps a tensor-list result: the n handles in buf when
// p is nil (they fit), else those of the malloc'd array p, which it frees.
func wrapTensorListBuf(p *C.gt_tensor_out, n C.int64_t, buf *[rtListBuf]C.gt_tensor_out) []*Tensor {
	if p != nil {
		return wrapTensorList(p, n)
	}
	ts := make([]*Tensor, n)
	for i := range ts {
		ts[i] = wrapTensor(buf[i])
	}
	return ts
}

// rtHandleArray copies the tensors' handles and bytes into a malloc'd C
// array, like the one gotorch::tensor_list returns, for tests of
// wrapTensorList.
func rtHandleArray(ts []*Tensor) (*C.gt_tensor_out, C.int64_t) {
	p := (*C.gt_tensor_out)(C.malloc(C.size_t(len(ts)+1) * C.size_t(unsafe.Sizeof(C.gt_tensor_out{}))))
	outs := unsafe.Slice(p, len(ts))
	for i, t := range ts {
		outs[i] = C.gt_tensor_out{}
		if t != nil {
			outs[i] = C.gt_tensor_out{h: t.handle(), bytes: C.int64_t(t.bytes)}
		}
	}
	return p, C.int64_t(len(ts))
}

// handle reads t's handle without beginning a use: only for a caller that
// already holds one (use), or for tests.
func (t *Tensor) handle() C.gt_tensor {
	if t == nil {
		return nil
	}
	return handleOf(atomic.LoadUintptr(&t.h))
}

// use begins a C call that reads t's handle and returns it: NULL for a nil
// or freed tensor, which the C++ side reports as an error naming the
// argument. Every use must be ended by unuse after the call, whatever use
// returned; until then a concurrent Free only marks t, and the handle is
// released by the last unuse. Cost: two uncontended atomic adds.
//
// use and unuse are not inlined: inlined into some 5,500 call sites of the
// wrappers, they cost package torch's Go compile 36 % more CPU and 890 MB
// of peak memory instead of 610 (docs/BENCHMARKS-HISTORY.md, "Round 3"), for
// about ten instructions a call each.
//
//go:noinline
func (t *Tensor) use() C.gt_tensor {
	if t == nil {
		return nil
	}
	if t.uses.Add(1)&rtFreeing != 0 {
		return nil
	}
	return handleOf(atomic.LoadUintptr(&t.h))
}

// unuse ends a use; the last one after a Free releases the handle. It is a
// no-op on nil and keeps t reachable until the call it ends has returned.
//
//go:noinline
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
// error ("tensor is nil or has been freed"). The handle of a small tensor
// (a storage of its own of at most 16 KiB, no autograd state) is released
// with up to 7 others in one C call, at the latest by the 8th such Free
// after it or LiveTensors, sparing the C call per tensor (freequeue.go).
func (t *Tensor) Free() {
	if t != nil && rtMarkFreeing(&t.uses) {
		t.release()
	}
}

// rtMarkFreeing marks a use count freeing (once) and reports whether no
// call is using it, so that the caller releases the handle now; else the
// last unuse does. Tensors and handle-class objects share it.
func rtMarkFreeing(uses *atomic.Int64) bool {
	for {
		u := uses.Load()
		if u&rtFreeing != 0 {
			return false
		}
		if uses.CompareAndSwap(u, u|rtFreeing) {
			return u == 0
		}
	}
}

// release frees the handle once: Free, the last unuse after it and the
// finalizer (memory.go) all swap t.h to nil, and only the first frees it.
func (t *Tensor) release() {
	if h := t.take(); h != 0 {
		t.freeHandle(h)
	}
}

// take swaps the handle out of t for its caller to free, disarming the
// finalizer; 0 if another release took it first.
func (t *Tensor) take() uintptr {
	h := atomic.SwapUintptr(&t.h, 0)
	if h != 0 && t.armed.Load() {
		runtime.SetFinalizer(t, nil)
	}
	return h
}

// rtFreeAll frees the tensors of ts as Free frees each (nil and freed ones
// are skipped, one in use is left to its last unuse), but with one cgo call
// for up to 64 handles instead of one each: a scope ends this way.
func rtFreeAll(ts []*Tensor) {
	var batch [64]C.gt_tensor_ref
	n := 0
	for _, t := range ts {
		if t == nil || !rtMarkFreeing(&t.uses) {
			continue
		}
		h := t.take()
		if h == 0 {
			continue
		}
		if t.lent {
			rtReturnLent(t)
		}
		batch[n] = C.gt_tensor_ref{h: C.uintptr_t(h), bytes: C.int64_t(t.bytes)}
		if n++; n == len(batch) {
			C.gt_tensor_free_many(&batch[0], C.int64_t(n))
			n = 0
		}
	}
	if n > 0 {
		C.gt_tensor_free_many(&batch[0], C.int64_t(n))
	}
	rtLowerGCNext()
}

// freeHandle releases h, the handle t held, and what it lent; a small
// tensor's handle joins the free queue (freequeue.go).
func (t *Tensor) freeHandle(h uintptr) {
	if t.lent {
		rtReturnLent(t)
	} else if t.small {
		rtQueueFree(h, t.bytes)
		return
	}
	C.rt_tensor_free_bits(C.uintptr_t(h), C.int64_t(t.bytes))
	rtLowerGCNext()
}

// Close frees the tensor (io.Closer); it always returns nil.
func (t *Tensor) Close() error {
	t.Free()
	return nil
}

// ErrFreed is Err's answer for a nil or freed tensor.
var ErrFreed = errors.New("torch: tensor is nil or has been freed")

// Err reports why t holds no tensor: the error of the call that made it (a
// chained method's result carries it), or ErrFreed for a nil or freed
// tensor. It is nil for a live tensor.
func (t *Tensor) Err() error {
	switch {
	case t == nil:
		return ErrFreed
	case t.failed:
		return t.rtErr()
	case t.Freed():
		return ErrFreed
	}
	return nil
}

// rtChain is a chaining method's result: the tensor, or one carrying err.
func rtChain(t *Tensor, err error) *Tensor {
	if err != nil {
		return rtFailed(err)
	}
	return t
}

// rtSelf is an in-place method's result: its receiver, or a tensor
// carrying err (the receiver keeps its handle and no error of its own).
func rtSelf(t *Tensor, err error) *Tensor {
	if err != nil {
		return rtFailed(err)
	}
	return t
}

// Chain returns a function's (T, error) result as a chaining method's: t,
// or a tensor carrying err (package nn's layers chain through it).
func Chain(t *Tensor, err error) *Tensor { return rtChain(t, err) }

// Result splits a chaining result into Go's two values: (t, nil) for a
// live tensor, (nil, Err()) for one that carries an error or was freed,
// (nil, nil) for nil (an undefined tensor an operator returned, as Grad
// without a gradient). It is how code that checks each call reads a
// function's or method's result:
//
//	y, err := torch.Mm(a, b).Result()
func (t *Tensor) Result() (*Tensor, error) {
	if t == nil {
		return nil, nil
	}
	if err := t.Err(); err != nil {
		return nil, err
	}
	return t, nil
}

// Must returns t, or panics with its error when it carries one (Err),
// was freed or is nil: for programs in which any error is fatal, as an
// uncaught exception is in Python (compare template.Must). Code that
// handles errors reads them with Err or Result instead.
//
//	fmt.Println(model.Forward(x).Must())
func (t *Tensor) Must() *Tensor {
	if err := t.Err(); err != nil {
		panic(err)
	}
	return t
}

// rtFailed is a chaining method's result when it failed before the call.
// An error path: not inlined into the methods.
//
//go:noinline
func rtFailed(err error) *Tensor {
	f := &rtFailedTensor{err: err}
	f.failed = true
	return &f.Tensor
}

// Freed reports whether t has been freed (or is nil).
func (t *Tensor) Freed() bool {
	return t == nil || t.uses.Load()&rtFreeing != 0 || atomic.LoadUintptr(&t.h) == 0
}

// LiveTensors returns the number of tensor handles currently alive, in all
// goroutines.
func LiveTensors() int64 {
	rtFlushFrees()
	return atomic.LoadInt64((*int64)(unsafe.Pointer(&C.gt_stats.live_tensors)))
}
