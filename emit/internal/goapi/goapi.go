// Package goapi renders the Go API of a binding, the same in both ABI
// modes: the function with its doc comment, its parameters, the options
// struct and the defaults it applies, the results struct, the error and
// result returns, and the method form on *Tensor. A backend supplies the
// call in between (typed: the cgo entry point; stable: rtInvoke) and its
// Style.
package goapi

import (
	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
)

// Wrappers renders an operator's Go: its options and results structs, its
// function (the prologue, then call: the backend's statements that call
// the operator and return), and its method form where it has one.
func Wrappers(f *jen.File, b *bind.Binding, s Style, call []jen.Code) {
	Options(f, b)
	Tuple(f, b)
	Func(f, b, s, call)
	if b.Method {
		Method(f, b, s)
	}
}
