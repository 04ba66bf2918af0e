package torch

// #include "gotorch.h"
// #cgo noescape gt_module_forward_into
// #cgo nocallback gt_module_forward_into
// char* gt_module_forward_into(gt_object self, const gt_tensor* inputs, int64_t n_inputs, gt_tensor_out* out, bool inference);
import "C"

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
	return m.forwardInto("Module.ForwardTensorsInto", out, inputs, false)
}

// ForwardInferenceInto is ForwardInference into out, as ForwardTensorsInto
// is ForwardTensors: inference mode entered and left inside the one call.
func (m *Module) ForwardInferenceInto(out *Tensor, inputs ...*Tensor) (*Tensor, error) {
	return m.forwardInto("Module.ForwardInferenceInto", out, inputs, true)
}

func (m *Module) forwardInto(fn string, out *Tensor, inputs []*Tensor, inference bool) (*Tensor, error) {
	outs := [1]*Tensor{out}
	var ob [rtListBuf]C.gt_tensor_out
	po, err := rtOutsBegin(fn, "out", &ob, outs[:])
	if err != nil {
		return out, err
	}
	var ib [rtListBuf]C.gt_tensor
	pi, ni := cTensorsBuf(&ib, inputs)
	msg := C.gt_module_forward_into(m.use(), pi, ni, po, C.bool(inference))
	m.unuse()
	unuseTensors(inputs)
	rtOutsEnd(po, outs[:], msg == nil)
	if msg != nil {
		return out, newOpError(fn, "torch::jit::Module::forward", msg, rtListErr(inputs))
	}
	return outs[0], nil
}
