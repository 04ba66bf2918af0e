package torch

// #include "gotorch.h"
// #cgo noescape gt_aoti_run
// #cgo nocallback gt_aoti_run
// #cgo noescape gt_aoti_run_into
// #cgo nocallback gt_aoti_run_into
//
// // The handles of Run's and RunInto's model, inputs and outputs cross as
// // integers: cgo checks each pointer argument on every call, and the
// // target of a Go pointer whose type holds a pointer (some 300
// // instructions a list); these are C handles only.
// // gt_aoti_out has gt_tensor_out's layout, and Run's heap array is a
// // gt_tensor_out*, which the C++ definitions (gotorch_aoti.h) take.
// typedef struct { uintptr_t h; int64_t bytes; uint64_t scope; } gt_aoti_out;
// char* gt_aoti_run(uintptr_t self, const uintptr_t* inputs, int64_t n_inputs, gt_aoti_out* buf, int64_t* n_outs, uintptr_t* heap);
// char* gt_aoti_run_into(uintptr_t self, const uintptr_t* inputs, int64_t n_inputs, gt_aoti_out* outs, int64_t n_outs);
import "C"

import (
	"fmt"
	"sync/atomic"
	"unsafe"
)

// AOTIModel's hand-written Go, Run and RunInto (specs/aoti.yaml binds the
// rest): emit writes this file only into a package that binds AOTIModel
// (its unit, aoti), as installs without the loader (1.13.1) have no such
// type.

// Run runs the model on its flattened inputs (the program's tensor
// arguments, in order) and returns its flattened outputs; inputs must have
// the dtypes, devices and (up to the dynamic dimensions) shapes of the
// exported program. The inputs stay the caller's. Run is safe to call from
// several goroutines at once; NumRunners of them run at a time. A run
// costs one cgo call, a new Tensor per output and the slice; RunInto
// reuses the outputs of the previous call instead.
//
// Errors name the package and the model (the package's own checks of
// count, dtype, shape and device), or the input that is nil or freed.
//
// C++:
//
//	std::vector<at::Tensor> AOTIModelPackageLoader::run(const std::vector<at::Tensor>& inputs)
func (m *AOTIModel) Run(inputs ...*Tensor) ([]*Tensor, error) {
	var ib [rtListBuf]C.uintptr_t
	is := rtInputHandles(&ib, inputs)
	// The outputs land in ob when they fit (n, its capacity on the way in,
	// is their count on the way out), else in a malloc'd array at heap.
	var ob [rtListBuf]C.gt_aoti_out
	n := C.int64_t(len(ob))
	var heap C.uintptr_t
	msg := C.gt_aoti_run(C.uintptr_t(uintptr(unsafe.Pointer(m.use()))), unsafe.SliceData(is), C.int64_t(len(is)), &ob[0], &n, &heap)
	m.unuse()
	unuseTensors(inputs)
	if msg != nil {
		return nil, newOpError("AOTIModel.Run", "gotorch::aoti_model::run", msg, rtListErr(inputs))
	}
	if heap != 0 {
		// An integer that holds a C pointer, read as one (no
		// uintptr-to-Pointer conversion for vet to question).
		return wrapTensorList(*(**C.gt_tensor_out)(unsafe.Pointer(&heap)), n), nil
	}
	outs := make([]*Tensor, n)
	for i := range outs {
		o := ob[i]
		outs[i] = wrapTensor(C.gt_tensor_out{h: handleOf(uintptr(o.h)), bytes: C.int64_t(o.bytes), scope: C.uint64_t(o.scope)})
	}
	return outs, nil
}

// RunInto is Run into outs, the outputs of the previous call, for a
// serving loop: each new output replaces the tensor of its entry (freed
// in the same C++ call) in the same *Tensor, and RunInto returns outs, so
// a run costs one cgo call and no allocation, where Run and its outputs'
// Free cost a new Tensor per output, a slice and the outputs' frees.
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
	const fn = "AOTIModel.RunInto"
	// The outputs' handles, each entry's use begun (a nil entry has none:
	// the call makes its tensor).
	var ob [rtListBuf]C.gt_aoti_out
	ohs := ob[:0]
	if len(outs) > len(ob) {
		ohs = make([]C.gt_aoti_out, 0, len(outs))
	}
	for i, t := range outs {
		var o C.gt_aoti_out
		if t != nil {
			h := t.use()
			if h == nil || t.lent {
				t.unuse()
				for _, u := range outs[:i] {
					u.unuse()
				}
				return outs, rtOutErr(fn, fmt.Sprintf("outs[%d]", i), t, h)
			}
			o = C.gt_aoti_out{h: C.uintptr_t(handleBits(h)), bytes: C.int64_t(t.bytes)}
		}
		ohs = append(ohs, o)
	}
	var ib [rtListBuf]C.uintptr_t
	is := rtInputHandles(&ib, inputs)
	msg := C.gt_aoti_run_into(C.uintptr_t(uintptr(unsafe.Pointer(m.use()))), unsafe.SliceData(is), C.int64_t(len(is)), unsafe.SliceData(ohs), C.int64_t(len(ohs)))
	m.unuse()
	unuseTensors(inputs)
	// Each entry takes the handle the call stored in its slot (the call
	// freed the old one); a nil entry becomes a new tensor, an undefined
	// output (a zero handle) leaves nil. After an error outs are as they
	// were.
	for i, t := range outs {
		o := ohs[i]
		if t == nil {
			if msg == nil {
				outs[i] = wrapTensor(C.gt_tensor_out{h: handleOf(uintptr(o.h)), bytes: C.int64_t(o.bytes), scope: C.uint64_t(o.scope)})
			}
			continue
		}
		if msg == nil {
			// During the use: release, which reads both, comes after it.
			atomic.StoreUintptr(&t.h, uintptr(o.h))
			t.bytes = int64(o.bytes)
			if o.h == 0 {
				outs[i] = nil
			}
		}
		t.unuse()
	}
	if msg != nil {
		return outs, newOpError(fn, "gotorch::aoti_model::run", msg, rtListErr(inputs))
	}
	return outs, nil
}

// rtInputHandles begins a use of each input (unuseTensors ends them) and
// returns their handles as integers, in buf when they fit: Run's and
// RunInto's inputs.
func rtInputHandles(buf *[rtListBuf]C.uintptr_t, inputs []*Tensor) []C.uintptr_t {
	is := buf[:0]
	if len(inputs) > len(buf) {
		is = make([]C.uintptr_t, 0, len(inputs))
	}
	for _, t := range inputs {
		is = append(is, C.uintptr_t(handleBits(t.optUse())))
	}
	return is
}
