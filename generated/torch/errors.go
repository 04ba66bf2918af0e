package torch

// #include "gotorch.h"
import "C"

import (
	"io/fs"
	"strconv"
	"strings"
	"syscall"
	"unsafe"
)

// newError turns an error string returned by a C function into an error
// (nil for NULL), freeing the string.
func newError(op string, msg *C.char) error {
	if msg == nil {
		return nil
	}
	m := C.GoString(msg)
	C.gt_free_error(msg)
	return &Error{Op: op, Message: m}
}

// newOpError is newError for a generated function: the error names the Go
// function and the operator it calls. args are its tensor arguments, each
// a *Tensor or a []*Tensor (a list argument).
func newOpError(fn, op string, msg *C.char, args ...any) error {
	if msg == nil {
		return nil
	}
	// A failed argument (Tensor.Err), alone or in a list, reached C++ as no
	// tensor: its own error, not "tensor is nil", is the one to report.
	for _, a := range args {
		if err := rtCarriedErr(a); err != nil {
			C.gt_free_error(msg)
			return err
		}
	}
	m := C.GoString(msg)
	C.gt_free_error(msg)
	if pe := rtCPathError(m); pe != nil {
		return &Error{Op: op, Func: fn, Message: pe.Error(), Err: pe}
	}
	return &Error{Op: op, Func: fn, Message: m}
}

// rtCPathError decodes the message a spec body throws when it cannot open
// a file (specs/jit.yaml, optim.yaml): "\036" errno "\037" op "\037"
// path. Anything else is nil.
func rtCPathError(m string) *fs.PathError {
	rest, ok := strings.CutPrefix(m, "\036")
	if !ok {
		return nil
	}
	parts := strings.SplitN(rest, "\037", 3)
	if len(parts) != 3 {
		return nil
	}
	n, err := strconv.Atoi(parts[0])
	if err != nil || n <= 0 {
		return nil
	}
	return &fs.PathError{Op: parts[1], Path: parts[2], Err: syscall.Errno(n)}
}

// rtCarriedErr returns the error a failed tensor argument carries, or that
// of the first failed tensor of a list argument.
func rtCarriedErr(arg any) error {
	switch a := arg.(type) {
	case *Tensor:
		return a.rtErr()
	case error:
		return a // rtListErr's
	case []*Tensor:
		for _, t := range a {
			if err := t.rtErr(); err != nil {
				return err
			}
		}
	}
	return nil
}

// rtListErr is the error a failed tensor of ts carries, or nil: what the
// wrappers give newOpError for a tensor-list argument, so that the list,
// which would escape as an any, stays where the caller made it (a
// variadic argument: on its stack).
func rtListErr(ts []*Tensor) error {
	for _, t := range ts {
		if err := t.rtErr(); err != nil {
			return err
		}
	}
	return nil
}

// rtGoString copies and frees a string a shim returned (c_string).
func rtGoString(s *C.char) string {
	if s == nil {
		return ""
	}
	defer C.free(unsafe.Pointer(s))
	return C.GoString(s)
}

// rtFileError makes an *Error of a file operation's error (a
// *fs.PathError, *os.LinkError), keeping it as the cause for errors.Is.
func rtFileError(op string, err error) error {
	return &Error{Op: op, Message: err.Error(), Err: err}
}

// rtErrorf makes an *Error for a check done on the Go side.
func rtErrorf(op, msg string) error {
	return &Error{Op: op, Message: msg}
}
