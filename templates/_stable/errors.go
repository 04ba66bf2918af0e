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

// newOpError is the error of a failed operator call. A failed tensor
// argument (Tensor.Err), alone or in a list, reaches the call as no
// tensor: its own error is the one returned, as in the typed mode.
//
//go:noinline
func newOpError(fn, op string, msg string, args ...any) error {
	for _, a := range args {
		if err := rtCarriedErr(a); err != nil {
			return err
		}
	}
	return &Error{Op: op, Func: fn, Message: msg}
}

// rtCarriedErr is the error a failed tensor argument carries, or nil.
//
//go:noinline
func rtCarriedErr(arg any) error {
	switch a := arg.(type) {
	case *Tensor:
		if a != nil {
			return a.err
		}
	case []*Tensor:
		for _, t := range a {
			if t != nil && t.err != nil {
				return t.err
			}
		}
	}
	return nil
}

func rtErrorf(op, msg string) error { return &Error{Op: op, Message: msg} }
