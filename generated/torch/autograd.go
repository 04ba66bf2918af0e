package torch

// #include <pthread.h>
// #include "gotorch.h"
// // The thread a ModeGuard was made on, to refuse closing it on another.
// static inline unsigned long gt_thread_self(void) { return (unsigned long)pthread_self(); }
// #cgo nocallback gt_thread_self
// #cgo noescape gt_thread_self
// #cgo nocallback gt_grad_enabled
// #cgo nocallback gt_set_grad_enabled
//
// // gotorch_jit.h: InferenceModeGuard's two calls, the C++ guard in the
// // ModeGuard's words (integers: cgo checks no pointer in them).
// void gt_inference_guard_enter(uint64_t* mode, uint64_t* thread);
// bool gt_inference_guard_exit(uint64_t* mode, uint64_t thread);
// #cgo noescape gt_inference_guard_enter
// #cgo nocallback gt_inference_guard_enter
// #cgo noescape gt_inference_guard_exit
// #cgo nocallback gt_inference_guard_exit
import "C"

import (
	"runtime"
	"sync/atomic"
	"unsafe"
)

// GradEnabled reports whether gradient recording is enabled on the current
// OS thread. libtorch keeps this mode per thread, so the answer is reliable
// only while the goroutine is locked to its thread, as inside NoGrad and
// WithGradEnabled; elsewhere it is the mode of whichever thread runs the
// goroutine at that moment (enabled, unless some code left it disabled).
func GradEnabled() bool { return bool(C.gt_grad_enabled()) }

// WithGradEnabled runs f with gradient recording enabled or disabled. The
// goroutine is locked to its OS thread for the duration, and the thread's
// previous mode is restored afterwards, also if f panics. The mode does not
// carry over to goroutines that f starts. It returns f's error.
func WithGradEnabled(enabled bool, f func() error) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	prev := C.gt_grad_enabled()
	C.gt_set_grad_enabled(C.bool(enabled))
	defer C.gt_set_grad_enabled(prev)
	return f()
}

// InferenceMode runs f in libtorch's inference mode, as PyTorch's
// torch.inference_mode(): like NoGrad, but cheaper, because tensors made
// inside skip autograd's version counting and view tracking. They are
// inference tensors (IsInference) for good: outside the mode, autograd
// refuses to save them for backward and in-place operators refuse to change
// them, with PyTorch's errors; clone one to get a normal tensor. The
// goroutine is locked to its OS thread for the duration (the mode is
// per-thread), and the previous mode is restored afterwards, also if f
// panics. It does not carry over to goroutines that f starts. It returns
// f's error.
func InferenceMode(f func() error) error { return WithInferenceMode(true, f) }

// WithInferenceMode runs f with inference mode on or off: off inside an
// InferenceMode scope makes f's tensors normal ones again, as
// torch.inference_mode(False) does.
func WithInferenceMode(enabled bool, f func() error) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var guard unsafe.Pointer
	if err := newError("InferenceMode", C.gt_inference_mode_enter(C.bool(enabled), &guard)); err != nil {
		return err // only an allocation failure of the guard
	}
	defer C.gt_inference_mode_exit(guard)
	return f()
}

// InferenceModeEnabled reports whether inference mode is on for the current
// OS thread; as GradEnabled, reliable only inside a scope that locks the
// goroutine to its thread.
func InferenceModeEnabled() bool { return bool(C.gt_inference_mode_enabled()) }

// InferenceModeValue is InferenceMode for a function with a result (see
// NoGradValue). A tensor it returns is an inference tensor.
func InferenceModeValue[T any](f func() (T, error)) (T, error) {
	var v T
	err := InferenceMode(func() error {
		var err error
		v, err = f()
		return err
	})
	return v, err
}

// ModeGuard is an open NoGradGuard or InferenceModeGuard: the mode holds
// on its OS thread until Close.
type ModeGuard struct {
	noGrad bool    // NoGradGuard, else InferenceModeGuard (no string: a guard without pointers costs less to allocate)
	thread C.ulong // NoGradGuard: pthread_self of the thread that made it
	prev   C.bool  // NoGradGuard: the grad mode to restore
	// InferenceModeGuard: libtorch's c10::InferenceMode guard itself
	// (gt_inference_guard_enter makes it here), and the thread that made it.
	mode       [8]C.uint64_t // 24 bytes in libtorch 1.13 and 2.6, 48 in 2.14
	modeThread C.uint64_t
	closed     atomic.Bool
}

// NoGradGuard disables gradient recording until the guard's Close, as
// PyTorch's `with torch.no_grad():`, for code that reads better without a
// closure:
//
//	g := torch.NoGradGuard()
//	defer g.Close()
//
// The goroutine is locked to its OS thread (grad mode is per thread) until
// Close, which restores the previous mode and unlocks it. Close the guard
// on the goroutine that made it, guards nested in reverse order (defer does
// both); Close on another thread changes nothing and returns an error.
// Goroutines started meanwhile do not get the mode. Close twice is safe.
func NoGradGuard() *ModeGuard {
	runtime.LockOSThread()
	g := &ModeGuard{noGrad: true, thread: C.gt_thread_self(), prev: C.gt_grad_enabled()}
	C.gt_set_grad_enabled(false)
	return g
}

// InferenceModeGuard turns inference mode on until the guard's Close, as
// `with torch.inference_mode():`; see NoGradGuard for the rules, and
// InferenceMode for what the mode does. It costs one cgo call to enter
// and one to close (C++'s guard lives in the ModeGuard).
func InferenceModeGuard() *ModeGuard {
	// Small enough to inline: a guard its caller keeps to itself (made and
	// closed there, as with defer) then lives in the caller's frame, not
	// on the heap (C++'s guard holds no pointer into itself, so the frame
	// may move between the two calls).
	g := &ModeGuard{}
	g.enterInference()
	return g
}

func (g *ModeGuard) enterInference() {
	runtime.LockOSThread()
	C.gt_inference_guard_enter(&g.mode[0], &g.modeThread)
}

// Err reports why the guard did not enter its mode, or nil. Entering
// cannot fail (it allocates nothing): nil.
func (g *ModeGuard) Err() error { return nil }

// Close ends the guard's mode on its thread, restoring the previous one,
// and unlocks the goroutine from the thread. A second Close does nothing.
func (g *ModeGuard) Close() error {
	if g.closed.Load() {
		return nil
	}
	if g.noGrad {
		if C.gt_thread_self() != g.thread {
			return g.otherThread()
		}
		if !g.closed.CompareAndSwap(false, true) {
			return nil
		}
		C.gt_set_grad_enabled(g.prev)
	} else {
		// The thread check and the exit are one call: only the thread
		// that made the guard gets past it, and only its goroutine (locked
		// to it) can be here on that thread, so no other Close races this
		// one's.
		if !C.gt_inference_guard_exit(&g.mode[0], g.modeThread) {
			return g.otherThread()
		}
		g.closed.Store(true)
	}
	runtime.UnlockOSThread()
	return nil
}

func (g *ModeGuard) otherThread() error {
	op := "InferenceModeGuard"
	if g.noGrad {
		op = "NoGradGuard"
	}
	return rtErrorf(op+".Close", "called on another OS thread than the one that made the guard (close it on the goroutine that made it); the mode is left as it is")
}
