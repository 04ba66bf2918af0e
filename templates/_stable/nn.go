package torch

// What packages nn and data need of the runtime beyond the operators, over
// libtorch's stable C ABI (no C++): strides, item, requires_grad, the grad
// mode and scopes (docs/STABLE-ABI.md, "nn and data"). Scope itself is the
// typed mode's scope.go (emit's stableSharedNN); this file gives it the
// thread's current scope (stable.c's gts_scope_swap) and wrapTensor's
// registration.

// #include "stable.h"
import "C"

import (
	"runtime"
	"strconv"
	"sync/atomic"
	"unsafe"
)

// rtScopesOpen counts the scopes entered and not yet left, by any
// goroutine: while it is 0, wrapTensor asks C for no current scope.
var rtScopesOpen atomic.Int64

// rtScopeEnter makes the scope with handle id the thread's current one
// and returns the one it replaces, which rtScopeExit restores.
func rtScopeEnter(id uint64) uint64 {
	rtScopesOpen.Add(1)
	return uint64(C.gts_scope_swap(C.uint64_t(id)))
}

// rtScopeExit makes prev the thread's current scope again.
func rtScopeExit(prev uint64) {
	C.gts_scope_swap(C.uint64_t(prev))
	rtScopesOpen.Add(-1)
}

// rtScoped registers t, just made, in the thread's current scope, if
// there is one that takes it.
func rtScoped(t *Tensor) bool {
	if rtScopesOpen.Load() == 0 {
		return false
	}
	id := uint64(C.gts_scope_current())
	return id != 0 && rtScopeAdd(id, t)
}

// rtFreeAll frees the tensors (nil and freed ones are skipped): a scope's end.
func rtFreeAll(ts []*Tensor) {
	for _, t := range ts {
		if t != nil {
			t.Free()
		}
	}
}

// Strides is the step in elements between consecutive elements of each
// dimension (C++'s x.strides()); nil for a 0-d tensor. A freed tensor
// panics, as Shape.
func (t *Tensor) Strides() []int64 {
	h := t.rtMustUse()
	defer t.unuse()
	var dim C.int64_t
	var p *C.int64_t
	if msg := C.gts_tensor_strides(C.uint64_t(h), &dim, &p); msg != nil {
		rtMessage(msg)
		return nil
	}
	if dim == 0 {
		return nil
	}
	return append([]int64(nil), unsafe.Slice((*int64)(unsafe.Pointer(p)), int(dim))...)
}

// RequiresGrad reports whether autograd records operations on t (C++'s
// x.requires_grad()). The stable ABI has no getter: see rtRequiresGradOf.
// A failure (a freed tensor) reads as false.
func (t *Tensor) RequiresGrad() bool {
	r, _ := rtRequiresGradOf(t)
	return r
}

// ItemInt is the value of a one-element tensor as an int64 (C++'s
// x.item<int64_t>(): a float is truncated), from any device.
func (t *Tensor) ItemInt() (int64, error) {
	v, err := rtItem[int64](t, "ItemInt", Int64)
	return v, err
}

// ItemFloat is the value of a one-element tensor as a float64 (C++'s
// x.item<double>()), from any device.
func (t *Tensor) ItemFloat() (float64, error) {
	return rtItem[float64](t, "ItemFloat", Float64)
}

func rtItem[T Element](t *Tensor, op string, dt DType) (T, error) {
	var zero T
	if err := t.Err(); err != nil {
		return zero, err
	}
	if t.rtHeld() {
		if n := t.Numel(); n != 1 {
			return zero, rtErrorf(op, "a Tensor with "+strconv.FormatInt(n, 10)+" elements cannot be converted to Scalar")
		}
	}
	c, err := InternalToCopy(t, InternalToCopyOptions{Dtype: Some(dt), Device: Some(CPUDevice)}).Result()
	if err != nil {
		return zero, err
	}
	defer c.Free()
	vs, err := ToSlice[T](c)
	if err != nil {
		return zero, err
	}
	return vs[0], nil
}

// GradEnabled reports whether gradient recording is enabled on the current
// OS thread (the typed mode's GradEnabled: reliable only while the
// goroutine is locked to its thread, as inside NoGrad). False when
// libtorch cannot be loaded.
func GradEnabled() bool {
	if LoadLibtorch() != nil {
		return false
	}
	return bool(C.gts_grad_enabled())
}

// WithGradEnabled runs f with gradient recording enabled or disabled
// (aoti_torch_grad_mode_set_enabled). The goroutine is locked to its OS
// thread for the duration, and the thread's previous mode is restored
// afterwards, also if f panics. It returns f's error.
func WithGradEnabled(enabled bool, f func() error) error {
	if err := LoadLibtorch(); err != nil {
		return err
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	prev := C.gts_grad_enabled()
	C.gts_set_grad_enabled(C.bool(enabled))
	defer C.gts_set_grad_enabled(prev)
	return f()
}

// Version is the version of the libtorch loaded at run time ("2.14.1"),
// as the typed mode's Version; "unknown" if it cannot be loaded.
func Version() string {
	if LoadLibtorch() != nil {
		return "unknown"
	}
	return LibtorchVersion()
}

// BaddbmmDouble is torch.baddbmm(self, batch1, batch2, beta=beta,
// alpha=alpha), beta and alpha as float64: self (broadcast to the
// result's shape) times beta plus alpha times the batched product of
// batch1 and batch2. The stable ABI carries no Scalar, so this mode binds
// no baddbmm operator; this calls the device's kernel through libtorch's
// typed C shims (aoti_torch_cpu_baddbmm_out, aoti_torch_cuda_baddbmm_out:
// c_shim_cpu.h, c_shim_cuda.h), the kernel the operator runs, so the
// result has torch.baddbmm's bits (package nn's MultiheadAttention uses
// it for its masked scores). CPU and CUDA tensors, all on one device;
// autograd does not record the call (the shim calls the kernel, not the
// dispatcher).
func BaddbmmDouble(self, batch1, batch2 *Tensor, beta, alpha float64) *Tensor {
	ts := [3]*Tensor{self, batch1, batch2}
	if err := rtCarriedErr(ts[:]); err != nil {
		return rtFailed(err)
	}
	var hs [3]C.uint64_t
	for i, t := range ts {
		hs[i] = C.uint64_t(t.use())
		defer t.unuse()
		if hs[i] == 0 {
			return rtFailed(rtErrorf("BaddbmmDouble", "argument "+[3]string{"self", "batch1", "batch2"}[i]+": tensor is nil or has been freed"))
		}
	}
	var out C.uint64_t
	if msg := C.gts_baddbmm(hs[0], hs[1], hs[2], C.double(beta), C.double(alpha), &out); msg != nil {
		return rtFailed(rtErrorf("BaddbmmDouble", rtMessage(msg)))
	}
	return wrapTensor(uint64(out), int64(C.gts_storage_bytes(out)))
}
