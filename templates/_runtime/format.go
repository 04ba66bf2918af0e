package torch

// #include "gotorch.h"
// #cgo noescape gt_tensor_to_string
// #cgo nocallback gt_tensor_to_string
import "C"

import (
	"runtime"
	"unsafe"
)

// String formats the tensor as libtorch prints it. Unlike the other
// queries it does not panic: a nil or freed tensor prints as "Tensor(nil)"
// or "Tensor(freed)".
func (t *Tensor) String() string {
	if t == nil {
		return "Tensor(nil)"
	}
	h := t.handle()
	if h == nil {
		return "Tensor(freed)"
	}
	var out *C.char
	err := newError("String", C.gt_tensor_to_string(h, &out))
	runtime.KeepAlive(t)
	if err != nil {
		return "Tensor(" + err.Error() + ")"
	}
	s := C.GoString(out)
	C.free(unsafe.Pointer(out))
	return s
}
