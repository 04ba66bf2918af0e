// Package kw holds the keyword arguments of the package's Python-shaped
// entry points: Python's x.sum(1, keepdim=True) is x.Sum(1,
// kw.Keepdim(true)). A keyword is matched by its Python name against the
// signatures of the name called, as Python's argument parser matches it;
// one a signature does not have rules that signature out, and the error of
// a call no signature accepts names it. keywords.go (generated) has a
// constructor per keyword name; Of makes any.
package kw

// Arg is one keyword argument: its Python name and its value. It is used
// by pointer, so that passing one costs no allocation where the
// constructor returns a shared value (the bool keywords); its fields are
// unexported, so a shared value cannot be changed.
type Arg struct {
	name  string
	value any
}

// Name is the keyword's Python name.
func (a *Arg) Name() string { return a.name }

// Value is the keyword's value.
func (a *Arg) Value() any { return a.value }

// Of is the keyword argument name=value.
func Of(name string, value any) *Arg { return &Arg{name: name, value: value} }
