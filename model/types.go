// Package model is gotorchgen's typed intermediate representation of
// libtorch's operators. Every frontend (headers, Declarations.yaml) produces
// it and every backend consumes it; nothing after the parser looks at a C++
// type string or a schema string again.
package model

import (
	"fmt"
	"strings"
)

// Type is a schema type. It is a closed sum: the only implementations are
// the types in this file, so a type switch over them (see the emitters) is
// the complete list of places a new libtorch type must be handled.
type Type interface {
	isType()
	// String renders the type in schema syntax, e.g. "Tensor(a!)?" or "int[2]".
	String() string
}

// Base enumerates the schema's leaf types other than Tensor.
type Base int

const (
	Int Base = iota + 1
	SymInt
	Float
	Bool
	SymBool
	Str
	Scalar
	ScalarType
	Layout
	Device
	DeviceIndex
	MemoryFormat
	Generator
	Dimname
	Storage
	Stream
	QScheme
	DimVector
	// Any is the schema's "Any" type (a boxed IValue).
	Any
	// Bytes is a byte string with no text rules (NULs allowed): a class
	// spec's type, not the schema's.
	Bytes
)

var baseNames = map[Base]string{
	Int: "int", SymInt: "SymInt", Float: "float", Bool: "bool", SymBool: "SymBool",
	Str: "str", Scalar: "Scalar", ScalarType: "ScalarType", Layout: "Layout",
	Device: "Device", DeviceIndex: "DeviceIndex", MemoryFormat: "MemoryFormat",
	Generator: "Generator", Dimname: "Dimname", Storage: "Storage", Stream: "Stream",
	QScheme: "QScheme", DimVector: "DimVector", Any: "Any", Bytes: "Bytes",
}

// BaseByName maps schema spelling to Base; it is the grammar's list of
// known leaf types.
var BaseByName = func() map[string]Base {
	m := make(map[string]Base, len(baseNames))
	for b, n := range baseNames {
		if b != Bytes { // a class spec's type, not the schema's
			m[n] = b
		}
	}
	return m
}()

func (b Base) String() string {
	if n, ok := baseNames[b]; ok {
		return n
	}
	return fmt.Sprintf("Base(%d)", int(b))
}

// Alias is a Tensor's alias annotation: "(a)", "(a!)", "(a -> *)", "(a|b)".
type Alias struct {
	Sets     []string // alias sets before any "->", e.g. ["a"] or ["a","b"]
	Write    bool     // "!": the tensor is written to
	After    []string // alias sets after "->" (e.g. ["*"] for "a -> *")
	Wildcard bool     // deprecated bare "*" annotation
}

func (a *Alias) String() string {
	s := strings.Join(a.Sets, "|")
	if a.Wildcard {
		s = "*"
	}
	if a.Write {
		s += "!"
	}
	if len(a.After) > 0 {
		s += " -> " + strings.Join(a.After, "|")
	}
	return s
}

// TensorType is "Tensor", optionally annotated.
type TensorType struct {
	Alias *Alias // nil when unannotated
}

// BaseType is a leaf type other than Tensor.
type BaseType struct{ Kind Base }

// OptionalType is "T?".
type OptionalType struct{ Elem Type }

// ListType is "T[]" or the fixed-size "T[N]".
type ListType struct {
	Elem Type
	Size int // 0 when unsized
}

// ClassType is a TorchScript custom class: "__torch__.torch.classes.ns.Name".
type ClassType struct{ Name string }

// UnsupportedType is a type the grammar does not know (a future libtorch).
// It keeps its text so the report can say exactly what was not bound.
type UnsupportedType struct{ Text string }

func (TensorType) isType()      {}
func (BaseType) isType()        {}
func (OptionalType) isType()    {}
func (ListType) isType()        {}
func (ClassType) isType()       {}
func (UnsupportedType) isType() {}

func (t TensorType) String() string {
	if t.Alias == nil {
		return "Tensor"
	}
	return "Tensor(" + t.Alias.String() + ")"
}
func (t BaseType) String() string     { return t.Kind.String() }
func (t OptionalType) String() string { return t.Elem.String() + "?" }
func (t ListType) String() string {
	if t.Size > 0 {
		return fmt.Sprintf("%s[%d]", t.Elem, t.Size)
	}
	return t.Elem.String() + "[]"
}
func (t ClassType) String() string       { return t.Name }
func (t UnsupportedType) String() string { return t.Text }

// Unwrap removes an Optional wrapper, reporting whether there was one.
func Unwrap(t Type) (Type, bool) {
	if o, ok := t.(OptionalType); ok {
		return o.Elem, true
	}
	return t, false
}

// IsTensor reports whether t is a (possibly annotated) Tensor.
func IsTensor(t Type) bool { _, ok := t.(TensorType); return ok }

// AliasOf returns t's alias annotation when t is an annotated Tensor, an
// optional one, or a list of them.
func AliasOf(t Type) *Alias {
	switch t := t.(type) {
	case TensorType:
		return t.Alias
	case OptionalType:
		return AliasOf(t.Elem)
	case ListType:
		return AliasOf(t.Elem)
	}
	return nil
}

// Unsupported lists the unsupported parts of t (empty when fully known).
func Unsupported(t Type) []string {
	switch t := t.(type) {
	case UnsupportedType:
		return []string{t.Text}
	case OptionalType:
		return Unsupported(t.Elem)
	case ListType:
		return Unsupported(t.Elem)
	}
	return nil
}
