package torch

// #include "gotorch.h"
// #cgo noescape gt_aoti_run_into
// #cgo nocallback gt_aoti_run_into
// char* gt_aoti_run_into(gt_object self, const gt_tensor* inputs, int64_t n_inputs, gt_tensor_out* outs, int64_t n_outs);
import "C"

// AOTIModel's hand-written Go (specs/aoti.yaml binds the rest): emit
// writes this file only into a package that binds AOTIModel (its unit,
// aoti), as installs without the loader (1.13.1) have no such type.

// RunInto is Run into outs, the outputs of the previous call, for a
// serving loop: each new output replaces the tensor of its entry (freed
// in the same C++ call) in the same *Tensor, and RunInto returns outs, so
// a run costs one cgo call and no allocation, where Run and its outputs'
// Free cost one cgo call more and a new Tensor per output and a slice.
// Pass an empty outs the first time (the call makes them, as Run); nil
// entries get new tensors.
//
//	var outs []*torch.Tensor
//	defer func() { for _, o := range outs { o.Free() } }()
//	for x := range requests {
//		if outs, err = m.RunInto(outs, x); err != nil { … }
//		… read outs …
//	}
//
// outs are the call's until it returns: no other goroutine may use them
// meanwhile (a concurrent Free is safe: it frees the new output). Their
// count must be the model's number of outputs, and none may be freed or
// have lent an ATenPointer: each is an error naming the package, the
// model or the entry; on an error outs keep their tensors and are
// returned. RunInto is safe to call from several goroutines at once, each
// with outs of its own.
func (m *AOTIModel) RunInto(outs []*Tensor, inputs ...*Tensor) ([]*Tensor, error) {
	if len(outs) == 0 {
		return m.Run(inputs...)
	}
	var ob [rtListBuf]C.gt_tensor_out
	po, err := rtOutsBegin("AOTIModel.RunInto", "outs", &ob, outs)
	if err != nil {
		return outs, err
	}
	var ib [rtListBuf]C.gt_tensor
	pi, ni := cTensorsBuf(&ib, inputs)
	msg := C.gt_aoti_run_into(m.use(), pi, ni, po, C.int64_t(len(outs)))
	m.unuse()
	unuseTensors(inputs)
	rtOutsEnd(po, outs, msg == nil)
	if msg != nil {
		return outs, newOpError("AOTIModel.RunInto", "gotorch::aoti_model::run", msg, rtListErr(inputs))
	}
	return outs, nil
}
