package torch

// #include "gotorch.h"
// #cgo noescape gt_module_forward_into
// #cgo nocallback gt_module_forward_into
//
// // gt_tensor_out with the handle as an integer, and the inputs' handles as
// // integers: cgo checks a Go pointer's target for Go pointers on every
// // call when its type holds a pointer (300 instructions here); these
// // hold C handles only. The C++ definition (gotorch_jit.h) takes a
// // gt_tensor_out*, of the same layout.
// typedef struct { uintptr_t h; int64_t bytes; uint64_t scope; } gt_tensor_out_bits;
// char* gt_module_forward_into(gt_object self, const uintptr_t* inputs, int64_t n_inputs, gt_tensor_out_bits* out, bool inference);
import "C"

import (
	"sync/atomic"
	"unsafe"
)

// ForwardTensors runs forward on tensors and returns its tensor result, for
// the common model of tensors in, one tensor out.
//
// It returns a new tensor; an error, its own or its receiver's, travels in
// the result (see Tensor.Err).
//
// It runs forward's steps as ForwardTensorsInto does (one cgo call, the
// module's stack reused per thread), the result a new tensor.
func (m *Module) ForwardTensors(inputs ...*Tensor) *Tensor {
	return rtChain(m.forwardInto("Module.ForwardTensors", "torch::jit::Module::forward_tensors", nil, inputs, false))
}

// ForwardInference is ForwardTensors in inference mode, as `with
// torch.inference_mode(): y = m(x)` in Python: the mode is entered and
// left inside the one C++ call, at C++'s own cost (InferenceMode or
// InferenceModeGuard around each call costs two more calls and locks the
// goroutine to its thread). The result is an inference tensor (see
// InferenceMode).
//
// It returns a new tensor; an error, its own or its receiver's, travels in
// the result (see Tensor.Err).
func (m *Module) ForwardInference(inputs ...*Tensor) *Tensor {
	return rtChain(m.forwardInto("Module.ForwardInference", "torch::jit::Module::forward_inference", nil, inputs, true))
}

// ForwardTensorsInto is ForwardTensors into out, the tensor of the
// previous call, for a serving loop: the new output replaces out's tensor
// (freed in the same C++ call) in the same *Tensor, which it returns, so a
// call costs one cgo call and no allocation, where ForwardTensors and the
// result's Free cost two and a new Tensor each. Pass nil the first time:
// the call makes the tensor.
//
//	var y *torch.Tensor
//	defer func() { y.Free() }()
//	for x := range requests {
//		if y, err = m.ForwardTensorsInto(y, x); err != nil { … }
//		… read y …
//	}
//
// out is the call's until it returns: no other goroutine may use it
// meanwhile (a concurrent Free is safe: it frees the new output). A freed
// out is an error, as is one that lent an ATenPointer; on an error out
// keeps its tensor and is returned.
func (m *Module) ForwardTensorsInto(out *Tensor, inputs ...*Tensor) (*Tensor, error) {
	return m.forwardInto("Module.ForwardTensorsInto", "torch::jit::Module::forward", out, inputs, false)
}

// ForwardInferenceInto is ForwardInference into out, as ForwardTensorsInto
// is ForwardTensors: inference mode entered and left inside the one call.
func (m *Module) ForwardInferenceInto(out *Tensor, inputs ...*Tensor) (*Tensor, error) {
	return m.forwardInto("Module.ForwardInferenceInto", "torch::jit::Module::forward", out, inputs, true)
}

// forwardInto is rtOutsBegin and rtOutsEnd written out for the one
// output, its handle and the inputs' passed as integers (see
// gt_tensor_out_bits): the serving loop's whole Go side. A nil out makes
// a new tensor (ForwardTensors, ForwardInference); op names the C++ call
// in errors.
func (m *Module) forwardInto(fn, op string, out *Tensor, inputs []*Tensor, inference bool) (*Tensor, error) {
	var o C.gt_tensor_out_bits
	if out != nil {
		h := out.use()
		if h == nil || out.lent {
			out.unuse()
			return out, rtOutErr(fn, "out", out, h)
		}
		o = C.gt_tensor_out_bits{h: C.uintptr_t(handleBits(h)), bytes: C.int64_t(out.bytes)}
	}
	var ib [rtListBuf]C.uintptr_t
	var pi *C.uintptr_t
	if len(inputs) > len(ib) {
		pi = &make([]C.uintptr_t, len(inputs))[0]
	} else if len(inputs) > 0 {
		pi = &ib[0]
	}
	hs := unsafe.Slice(pi, len(inputs))
	for i, t := range inputs {
		hs[i] = C.uintptr_t(handleBits(t.optUse()))
	}
	msg := C.gt_module_forward_into(m.use(), pi, C.int64_t(len(inputs)), &o, C.bool(inference))
	m.unuse()
	unuseTensors(inputs)
	if msg != nil {
		out.unuse()
		return out, newOpError(fn, op, msg, rtListErr(inputs))
	}
	if out == nil {
		return wrapTensor(C.gt_tensor_out{h: handleOf(uintptr(o.h)), bytes: C.int64_t(o.bytes), scope: C.uint64_t(o.scope)}), nil
	}
	// During the use: release, which reads both, comes after it.
	atomic.StoreUintptr(&out.h, uintptr(o.h))
	out.bytes = int64(o.bytes)
	res := out
	if o.h == 0 {
		res = nil // an undefined output, as rtOutsEnd leaves it
	}
	out.unuse()
	return res, nil
}
