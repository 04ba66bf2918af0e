package torch

// Pure Go, so that the stable-ABI mode uses this file as it is (emit's
// stableShared): both modes' errors are this *Error.

import (
	"errors"
	"strings"
)

// Error is an error from libtorch or from the binding's own checks.
type Error struct {
	Op      string // the operator or function that failed, e.g. "add.Tensor"
	Func    string // the Go function that called the operator, e.g. "AddTensor"
	Message string // libtorch's message, without its C++ backtrace
	// Err is the cause where one is known: the *fs.PathError of a file that
	// could not be opened, so that errors.Is(err, fs.ErrNotExist) works.
	Err error
}

// Unwrap returns the cause (Err), or nil.
func (e *Error) Unwrap() error { return e.Err }

func (e *Error) Error() string {
	switch {
	case e.Op == "":
		return "torch: " + e.Message
	case e.Func == "":
		return "torch: " + e.Op + ": " + e.Message
	}
	if strings.Contains(e.Op, "::") { // a class spec's C++ entry
		return "torch: " + e.Func + " (" + e.Op + "): " + e.Message
	}
	return "torch: " + e.Func + " (aten::" + e.Op + "): " + e.Message
}

// AsError reports whether err is or wraps an *Error, and returns it.
func AsError(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e, true
	}
	return nil, false
}
