package torch

// #include "stable.h"
import "C"

import (
	"errors"
	"runtime"
	"sync/atomic"
)

// Tensor is a libtorch tensor (an AtenTensorHandle of the stable ABI).
// Free releases it at once; a tensor never freed is released by the
// garbage collector (a finalizer, armed only on tensors that outlive their
// nursery: nursery.go), which the package runs early when the bytes held
// by live tensors grow (SetGCThreshold).
//
// A Tensor may be used from several goroutines; Free waits for no call
// but releases the handle when the last call using it returns.
type Tensor struct {
	h     atomic.Uint64 // the handle; 0 once released
	err   error         // why a method's result holds no tensor; set once, at creation
	uses  atomic.Int64  // calls using h, plus rtFreeing once freed
	bytes int64         // the storage's bytes, for the GC net's accounting
	armed atomic.Bool   // a finalizer is set (nursery.go)
}

// rtFreeing marks a tensor freed in its use count; the last unuse releases it.
const rtFreeing = 1 << 62

const rtFreedMessage = "torch: use of a freed or nil Tensor"

// rtHeld reports whether t still holds its handle (nursery.go).
func (t *Tensor) rtHeld() bool { return t.h.Load() != 0 }

// rtFinalizeTensor is the finalizer of a tensor that left its nursery; no
// call uses an unreachable tensor, and Swap makes one release of two racing.
func rtFinalizeTensor(t *Tensor) {
	if h := t.h.Swap(0); h != 0 {
		rtRelease(h, t.bytes)
	}
}

func rtRelease(h uint64, bytes int64) {
	C.gts_tensor_free(C.uint64_t(h))
	rtLive.Add(-1)
	rtLiveBytes.Add(-bytes)
}

// wrapTensor takes ownership of a new handle. It puts the tensor into a
// nursery (nursery.go) rather than arming a finalizer: most tensors are
// freed long before one would run, and arming one costs more than a small
// operator's call.
func wrapTensor(h uint64, bytes int64) *Tensor {
	if h == 0 {
		return nil
	}
	t := &Tensor{bytes: bytes}
	t.h.Store(h)
	// A tensor its scope holds needs no GC net until Keep lets it go
	// (scope.go, nn.go).
	if !rtScoped(t) {
		rtAdmit(t)
	}
	rtLive.Add(1)
	if rtLiveBytes.Add(bytes) > rtGCNext.Load() {
		rtPressureGC()
	}
	return t
}

// use begins a call's use of t's handle: 0 for a nil or freed tensor.
// Every use is ended by unuse.
func (t *Tensor) use() uint64 {
	if t == nil {
		return 0
	}
	if t.uses.Add(1)&rtFreeing != 0 {
		return 0
	}
	return t.h.Load()
}

//go:noinline
func (t *Tensor) unuse() {
	if t == nil {
		return
	}
	if t.uses.Add(-1) == rtFreeing {
		t.release()
	}
}

//go:noinline
func unuseTensors(ts []*Tensor) {
	for _, t := range ts {
		t.unuse()
	}
}

// rtMustUse is use for the methods that cannot return an error (Shape,
// DType): a freed tensor there is a programming error, as a nil map.
func (t *Tensor) rtMustUse() uint64 {
	if t == nil {
		panic(rtFreedMessage)
	}
	h := t.use()
	if h == 0 {
		t.unuse()
		panic(rtFreedMessage)
	}
	return h
}

// Free releases the tensor now (once the calls using it return). Using a
// freed tensor is an error, never a crash; Free twice is a no-op.
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

func (t *Tensor) release() {
	h := t.h.Swap(0)
	if h == 0 {
		return
	}
	if t.armed.Load() {
		runtime.SetFinalizer(t, nil)
	}
	rtRelease(h, t.bytes)
}

// Close is Free, for io.Closer.
func (t *Tensor) Close() error {
	t.Free()
	return nil
}

// ErrFreed is the error of a nil or freed tensor.
var ErrFreed = errors.New("torch: tensor is nil or has been freed")

// Err is the error a chained method's result carries, or ErrFreed.
func (t *Tensor) Err() error {
	switch {
	case t == nil:
		return ErrFreed
	case t.err != nil:
		return t.err
	case t.Freed():
		return ErrFreed
	}
	return nil
}

// Freed reports whether t is nil or freed.
func (t *Tensor) Freed() bool {
	return t == nil || t.uses.Load()&rtFreeing != 0 || t.h.Load() == 0
}

//go:noinline
func rtChain(t *Tensor, err error) *Tensor {
	if err != nil {
		return &Tensor{err: err}
	}
	return t
}

// rtSelf is an in-place method's result (a class spec's compound
// assignment, x.Iadd(y)): its receiver, or a tensor carrying err.
//
//go:noinline
func rtSelf(t *Tensor, err error) *Tensor {
	if err != nil {
		return &Tensor{err: err}
	}
	return t
}

// Chain turns a (tensor, error) result into a tensor that carries the error.
func Chain(t *Tensor, err error) *Tensor { return rtChain(t, err) }

// rtFailed is a chaining result that carries err.
//
//go:noinline
func rtFailed(err error) *Tensor { return &Tensor{err: err} }

// Result splits a chaining result into Go's two values: (t, nil) for a
// live tensor, (nil, Err()) for one that carries an error or was freed,
// (nil, nil) for nil (an undefined tensor an operator returned).
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

// The GC net's accounting: live tensors, the bytes their storages hold,
// and the level above which a new result starts a collection.
var (
	rtLive        atomic.Int64
	rtLiveBytes   atomic.Int64
	rtGCNext      atomic.Int64
	rtGCThreshold atomic.Int64
	rtPressureGCs atomic.Int64
	rtGCRunning   atomic.Bool
)

func init() {
	rtGCThreshold.Store(256 << 20)
	rtGCNext.Store(256 << 20)
}

// rtPressureGC starts one collection in the background, so that tensors
// no longer referenced release their memory, and raises the next level.
func rtPressureGC() {
	if !rtGCRunning.CompareAndSwap(false, true) {
		return
	}
	rtPressureGCs.Add(1)
	go func() {
		rtPromoteAll() // the nurseries' dropped tensors get their finalizers
		runtime.GC()
		rtGCNext.Store(rtLiveBytes.Load() + rtGCThreshold.Load())
		rtGCRunning.Store(false)
	}()
}

// SetGCThreshold sets how many bytes live tensors may add before the
// package runs a collection, and returns the previous value.
func SetGCThreshold(bytes int64) int64 {
	old := rtGCThreshold.Swap(bytes)
	rtGCNext.Store(rtLiveBytes.Load() + bytes)
	return old
}

// LiveTensors is the number of tensors not yet released.
func LiveTensors() int64 { return rtLive.Load() }

// LiveBytes is the bytes held by the storages of live tensors.
func LiveBytes() int64 { return rtLiveBytes.Load() }

// GCCollections is the number of collections the package started.
func GCCollections() int64 { return rtPressureGCs.Load() }
