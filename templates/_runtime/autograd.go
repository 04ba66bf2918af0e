package torch

// #include "gotorch.h"
// #cgo nocallback gt_grad_enabled
// #cgo nocallback gt_set_grad_enabled
import "C"

import (
	"runtime"
	"unsafe"
)

// GradEnabled reports whether gradient recording is enabled on the current
// OS thread. libtorch keeps this mode per thread, so the answer is reliable
// only while the goroutine is locked to its thread, as inside NoGrad and
// WithGradEnabled; elsewhere it is the mode of whichever thread runs the
// goroutine at that moment (enabled, unless some code left it disabled).
func GradEnabled() bool { return bool(C.gt_grad_enabled()) }

// NoGrad runs f with gradient recording disabled, as PyTorch's
// torch.no_grad(), and returns f's error. See WithGradEnabled.
func NoGrad(f func() error) error { return WithGradEnabled(false, f) }

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
