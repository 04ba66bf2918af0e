package model

import (
	"fmt"
	"strings"
)

// The second input of the generator: C++ classes and free functions
// described by class specs (specs/*.yaml). The parser turns each C++
// signature into the same Argument and Return types operators use, so
// emit lowers both with one set of rules.

// ClassKind says how a class's objects cross the C ABI.
type ClassKind int

const (
	// HandleClass objects live on the C++ heap behind an opaque handle
	// that a Go pointer type owns (Free, Close, the GC net).
	HandleClass ClassKind = iota + 1
	// ValueClass objects are copied across the ABI as a C struct and are
	// plain Go values: the runtime defines the Go type and the C struct,
	// and the conversions both ways.
	ValueClass
)

func (k ClassKind) String() string {
	switch k {
	case HandleClass:
		return "handle"
	case ValueClass:
		return "value"
	}
	return fmt.Sprintf("ClassKind(%d)", int(k))
}

// Class is one C++ class of a spec.
type Class struct {
	GoName string    // Go type: "Tensor"
	Cxx    string    // C++ type: "at::Tensor"
	Kind   ClassKind // how objects cross the ABI
	// Type is the model type a parameter or result of this class has:
	// the schema's own type where one exists (Tensor, Scalar, Device,
	// Generator), else ObjectType.
	Type     Type
	Doc      string
	Includes []string // headers the class's shims need
	// Requires are headers the install must have for the class to be
	// bound (a feature probe: the AOTInductor loader is 2.x only).
	Requires []string
	// RequiresDoc says in a user's words what a missing Requires header
	// means (which package or feature the install lacks); the report
	// gives it after the header.
	RequiresDoc string
	// Unit, when set, puts the class's shims in a translation unit (a
	// package internal/<Unit>) of their own, compiled with Defines
	// (-DNAME): headers that are slow to parse or need macros (c10d's)
	// then cost only that unit, not every class shim.
	Unit    string
	Defines []string
	// Hot compiles the class's unit with -O2 instead of the shims' -Og:
	// for a class whose calls are a loop's only work (AOTIModel.Run,
	// Module.ForwardTensors). Without a Unit it is the default unit's,
	// which all the classes without one share.
	Hot     bool
	Methods []*Method
	Source  string // the spec file, for messages
}

// MethodKind says how a spec entry is called from C++.
type MethodKind int

const (
	InstanceMethod MethodKind = iota + 1 // self.name(args)
	StaticMethod                         // Class::name(args), a Go function
	FreeFunction                         // ns::name(args), a Go function
	OperatorMethod                       // self OP args, a C++ operator
)

func (k MethodKind) String() string {
	switch k {
	case InstanceMethod:
		return "method"
	case StaticMethod:
		return "static"
	case FreeFunction:
		return "function"
	case OperatorMethod:
		return "operator"
	}
	return fmt.Sprintf("MethodKind(%d)", int(k))
}

// Method is one entry of a spec: a method of a class, a C++ operator, or a
// free function.
type Method struct {
	Class     *Class // nil for a free function
	Kind      MethodKind
	CxxName   string // "dim", "operator+=", "torch::autograd::grad"
	GoName    string // Go name: exported, or unexported for an entry the runtime wraps
	Const     bool   // a const method: it does not change its receiver
	Args      []Argument
	Returns   []Return
	Signature string // the spec's C++ signature, for docs
	// Body, when set, is the C++ expression the shim evaluates instead of
	// the plain call; it names the receiver "self" and the arguments by
	// their names.
	Body string
	// NoThrow: on a live receiver the call cannot fail, so Go returns the
	// plain value; on a freed, nil or failed receiver it returns the zero
	// value (the receiver's Err says why).
	NoThrow  bool
	Python   []string // PyTorch spellings ("Tensor.dim")
	Doc      string
	Includes []string // headers a free function's shim needs
	Requires []string // as Class.Requires, for a free function
	Line     int      // line of the entry in the spec file
}

// ID identifies the method in messages and manifests: "Tensor.dim",
// "Tensor.operator+=", "torch::autograd::grad".
func (m *Method) ID() string {
	if m.Class == nil {
		return m.CxxName
	}
	return m.Class.GoName + "." + m.CxxName
}

// Receiver reports whether the method has a receiver (self).
func (m *Method) Receiver() bool {
	return m.Kind == InstanceMethod || m.Kind == OperatorMethod
}

// ObjectType is a spec class with no schema type of its own
// (at::TensorOptions, c10::IValue).
type ObjectType struct {
	Class  string // the Go type
	Cxx    string // the C++ type
	Handle bool   // a handle class (else a value class)
}

func (ObjectType) isType()          {}
func (t ObjectType) String() string { return t.Class }

// Specs is everything read from the class specs.
type Specs struct {
	Classes   []*Class
	Functions []*Method // free functions
	// Dropped lists what Without left out, with why, for the report.
	Dropped []string
}

// Class returns the class whose Go name is name, or nil.
func (s *Specs) Class(name string) *Class {
	if s == nil {
		return nil
	}
	for _, c := range s.Classes {
		if c.GoName == name {
			return c
		}
	}
	return nil
}

// Validate checks the invariants the emitters rely on: identifiers are
// identifiers, and every method has what its kind needs.
func (s *Specs) Validate() error {
	var problems []string
	check := func(m *Method) {
		if m.GoName == "" {
			// overloads.SpecName derives it
		} else if err := CheckIdent(m.GoName); err != nil || !(m.GoName[0] >= 'A' && m.GoName[0] <= 'Z' || m.GoName[0] >= 'a' && m.GoName[0] <= 'z') {
			// An unexported name binds the entry for the runtime, whose
			// exported function wraps it (CallOp's keywords).
			problems = append(problems, fmt.Sprintf("%s: Go name %q is not an identifier starting with a letter", m.ID(), m.GoName))
		}
		if m.Receiver() && m.Class == nil {
			problems = append(problems, fmt.Sprintf("%s: a %s needs a class", m.ID(), m.Kind))
		}
		seen := map[string]bool{"self": true}
		for _, a := range m.Args {
			if err := CheckIdent(a.Name); err != nil || seen[a.Name] {
				problems = append(problems, fmt.Sprintf("%s: argument name %q is not a fresh identifier", m.ID(), a.Name))
			}
			seen[a.Name] = true
		}
		if len(m.Returns) > 1 {
			problems = append(problems, fmt.Sprintf("%s: %d results; a spec method returns at most one", m.ID(), len(m.Returns)))
		}
	}
	for _, c := range s.Classes {
		for _, m := range c.Methods {
			check(m)
		}
	}
	for _, f := range s.Functions {
		check(f)
	}
	if len(problems) > 0 {
		return fmt.Errorf("class specs:\n  %s", strings.Join(problems, "\n  "))
	}
	return nil
}

// Without drops the classes and free functions whose Requires are not all
// met (have reports a header), returning what is left and what was dropped
// with why: a class spec for a feature the install lacks is skipped, not
// an error.
func (s *Specs) Without(have func(header string) bool) (*Specs, []string) {
	missing := func(reqs []string) string {
		for _, r := range reqs {
			if !have(r) {
				return r
			}
		}
		return ""
	}
	out := &Specs{Dropped: append([]string(nil), s.Dropped...)}
	var dropped []string
	for _, c := range s.Classes {
		if h := missing(c.Requires); h != "" {
			why := fmt.Sprintf("class %s: the install has no %s", c.GoName, h)
			if c.RequiresDoc != "" {
				why += " (" + c.RequiresDoc + ")"
			}
			dropped = append(dropped, why)
			continue
		}
		out.Classes = append(out.Classes, c)
	}
	for _, f := range s.Functions {
		if h := missing(f.Requires); h != "" {
			dropped = append(dropped, fmt.Sprintf("%s: the install has no %s", f.ID(), h))
			continue
		}
		out.Functions = append(out.Functions, f)
	}
	out.Dropped = append(out.Dropped, dropped...)
	return out, dropped
}
