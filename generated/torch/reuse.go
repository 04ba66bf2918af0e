package torch

// #include "gotorch.h"
import "C"

import (
	"fmt"
	"sync/atomic"
	"unsafe"
)

// Outputs reused from call to call (AOTIModel.RunInto,
// Module.ForwardTensorsInto): a serving loop hands back the tensors of its
// previous call, and the C++ call frees each one's handle as it stores the
// new output's (gotorch::replace_output), so a run costs one cgo call
// and no Go allocation: the *Tensor stays the same object, already known
// to the GC net (or its scope), with a new handle inside.

// rtOutsBegin begins a use of each tensor of outs (the argument arg of
// fn: "outs", or "out" for one) and lays out their
// handles, with the bytes accounted to each, for the C call: in buf when
// they fit. A nil entry has no handle (the call makes a new tensor for
// it). A freed tensor and one that lent an ATenPointer (which the swap
// would leave pointing at the old tensor) are errors naming the entry, one
// that carries an error (a failed result) is that error, with no use left
// begun. Between rtOutsBegin and
// rtOutsEnd the handles are the call's: a concurrent Free of an entry
// releases its new handle when the call ends, as for any argument.
func rtOutsBegin(fn, arg string, buf *[rtListBuf]C.gt_tensor_out, outs []*Tensor) (*C.gt_tensor_out, error) {
	var hs []C.gt_tensor_out
	if len(outs) <= len(buf) {
		hs = buf[:len(outs)]
	} else {
		hs = make([]C.gt_tensor_out, len(outs))
	}
	for i, t := range outs {
		if t == nil {
			hs[i] = C.gt_tensor_out{}
			continue
		}
		h := t.use()
		if h == nil || t.lent {
			t.unuse()
			for _, u := range outs[:i] {
				u.unuse()
			}
			name := arg
			if arg != "out" {
				name = fmt.Sprintf("%s[%d]", arg, i)
			}
			return nil, rtOutErr(fn, name, t, h)
		}
		hs[i] = C.gt_tensor_out{h: h, bytes: C.int64_t(t.bytes)}
	}
	return unsafe.SliceData(hs), nil
}

// rtOutErr is the error of an output entry t (argument name of fn) that
// cannot take a new output: freed (h, its use's handle, nil) or lent.
// The caller has ended the use.
func rtOutErr(fn, name string, t *Tensor, h C.gt_tensor) error {
	// A failed result's own error is the one to report (as newOpError
	// does for an argument).
	if err := t.rtErr(); err != nil {
		return err
	}
	if h != nil {
		return rtErrorf(fn, "argument "+name+" lent an ATenPointer, which a new output would leave pointing at the old tensor: free it and pass nil")
	}
	return rtErrorf(fn, "argument "+name+": tensor is nil or has been freed")
}

// rtOutsEnd ends rtOutsBegin's uses after the C call at p. When the call
// succeeded (ok), each tensor of outs holds the new handle the call wrote
// in its slot (the call freed the old one), and a nil entry becomes a new
// tensor; an undefined output (a NULL handle) leaves nil, as a tensor
// result does. When it failed, outs are as they were.
func rtOutsEnd(p *C.gt_tensor_out, outs []*Tensor, ok bool) {
	hs := unsafe.Slice(p, len(outs))
	for i, t := range outs {
		if t == nil {
			if ok {
				outs[i] = wrapTensor(hs[i])
			}
			continue
		}
		if ok {
			// During the use: release, which reads both, comes after it.
			atomic.StoreUintptr(&t.h, handleBits(hs[i].h))
			t.bytes = int64(hs[i].bytes)
			if hs[i].h == nil {
				outs[i] = nil
			}
		}
		t.unuse()
	}
}
