package torch

// #include <stdlib.h>
import "C"

import (
	"strings"
	"unsafe"
)

// rtMessage takes a malloc'ed C message ("" for none).
func rtMessage(msg *C.char) string {
	if msg == nil {
		return ""
	}
	defer C.free(unsafe.Pointer(msg))
	// libtorch's messages may end with a newline.
	return strings.TrimRight(C.GoString(msg), "\n")
}

// rtCarriedErr is the error the first failed tensor of ts carries, or
// nil. A failed argument (Tensor.Err), alone or in a list, reaches the
// call as no tensor: its own error is the one returned, as in the typed
// mode.
func rtCarriedErr(ts []*Tensor) error {
	for _, t := range ts {
		if t != nil && t.err != nil {
			return t.err
		}
	}
	return nil
}

func rtErrorf(op, msg string) error { return &Error{Op: op, Message: msg} }
