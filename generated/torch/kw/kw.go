// Package kw holds the keyword arguments of the package's Python-shaped
// entry points: Python's x.sum(1, keepdim=True) is x.Sum(1, kw.Of("keepdim",
// true)). A keyword is matched by its Python name against the signatures of
// the name called, as Python's argument parser matches it; one a signature
// does not have rules that signature out, and the error of a call no
// signature accepts names it.
package kw

// Arg is one keyword argument: its Python name and its value.
type Arg struct {
	Name  string
	Value any
}

// Of is the keyword argument name=value.
func Of(name string, value any) Arg { return Arg{Name: name, Value: value} }
