package model

import (
	"fmt"
	"strings"
)

// Kind is torchgen's SchemaKind: how an operator treats its arguments.
type Kind int

const (
	Functional Kind = iota + 1 // returns new values, mutates nothing
	Inplace                    // name ends in "_" (or "__iop__"): mutates self
	Out                        // writes keyword-only out arguments
	Mutable                    // mutates a positional argument, not in-place by name
)

func (k Kind) String() string {
	switch k {
	case Functional:
		return "functional"
	case Inplace:
		return "inplace"
	case Out:
		return "out"
	case Mutable:
		return "mutable"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Variants says how libtorch exposes an operator in C++.
type Variants struct {
	Function bool // at::name(...)
	Method   bool // tensor.name(...)
}

// Argument is one schema argument, in schema order.
type Argument struct {
	Name      string
	Type      Type
	Default   Value // nil when the argument is required
	KwargOnly bool  // after the schema's "*"
	Out       bool  // keyword-only and written: an out= argument
}

// Return is one schema return value.
type Return struct {
	Name string // empty when the schema leaves it unnamed
	Type Type
}

// Operator is one overload of one ATen operator.
type Operator struct {
	Namespace string // "aten"
	Name      string // schema name including a trailing "_" ("add_", "__iand__")
	Overload  string // "" for the default overload
	Args      []Argument
	Returns   []Return
	Kind      Kind
	Variants  Variants
	// PythonModule and Deprecated come only from Declarations.yaml; the
	// headers do not carry them.
	PythonModule string
	Deprecated   bool
	// Schema is the canonical schema text (without namespace), for docs.
	Schema string
}

// ID is the operator's unique "name.overload" (just "name" when the
// overload is empty), as the dispatcher knows it.
func (o *Operator) ID() string {
	if o.Overload == "" {
		return o.Name
	}
	return o.Name + "." + o.Overload
}

// CppStruct is the name of the operator's struct in at::_ops, whose static
// call() is the dispatcher entry point ("add_Tensor", "add__Tensor").
func (o *Operator) CppStruct() string {
	if o.Overload == "" {
		return o.Name
	}
	return o.Name + "_" + o.Overload
}

// Receiver returns the index of the "self" argument, or -1.
func (o *Operator) Receiver() int {
	for i, a := range o.Args {
		if a.Name == "self" {
			return i
		}
	}
	return -1
}

// OutArgs returns the indices of the out= arguments.
func (o *Operator) OutArgs() []int {
	var idx []int
	for i, a := range o.Args {
		if a.Out {
			idx = append(idx, i)
		}
	}
	return idx
}

// Unsupported lists every unsupported type text in the operator's signature.
func (o *Operator) Unsupported() []string {
	var u []string
	for _, a := range o.Args {
		u = append(u, Unsupported(a.Type)...)
	}
	for _, r := range o.Returns {
		u = append(u, Unsupported(r.Type)...)
	}
	return u
}

// IsInplaceName reports whether a schema name denotes an in-place operator:
// a trailing "_" ("add_") or an in-place dunder ("__iand__").
func IsInplaceName(name string) bool {
	if d, ok := Dunder(name); ok {
		return strings.HasPrefix(d, "i") && inplaceDunders[d[1:]]
	}
	return strings.HasSuffix(name, "_")
}

// Dunder returns x for a dunder name "__x__".
func Dunder(name string) (string, bool) {
	if len(name) > 4 && strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		return name[2 : len(name)-2], true
	}
	return "", false
}

// inplaceDunders are the Python operators with an in-place "__iX__" form.
var inplaceDunders = map[string]bool{
	"add": true, "sub": true, "mul": true, "div": true, "mod": true, "pow": true,
	"lshift": true, "rshift": true, "and": true, "xor": true, "or": true,
	"matmul": true, "truediv": true, "floordiv": true,
}

// ComputeKind derives the operator's Kind from its name and arguments, as
// torchgen does, with one deliberate difference: a written self counts as
// mutation (torchgen looks only after self), so set_data, retain_grad and
// record_stream are Mutable here, not Functional.
func ComputeKind(name string, args []Argument) Kind {
	if IsInplaceName(name) {
		return Inplace
	}
	for _, a := range args {
		if a.Out {
			return Out
		}
	}
	for _, a := range args {
		if al := AliasOf(a.Type); al != nil && al.Write {
			return Mutable
		}
	}
	return Functional
}

// Validate checks the invariants every frontend must establish, the
// limits of limits.go among them.
func (o *Operator) Validate() error {
	if o.Name == "" {
		return fmt.Errorf("operator with empty name")
	}
	if err := CheckIdent(o.Name); err != nil {
		return fmt.Errorf("operator name %v", err)
	}
	id := Abbrev(o.ID())
	if o.Namespace != "" {
		if err := CheckIdent(o.Namespace); err != nil {
			return fmt.Errorf("%s: namespace %v", id, err)
		}
	}
	if o.Overload != "" {
		if err := CheckIdent(o.Overload); err != nil {
			return fmt.Errorf("%s: overload name %v", id, err)
		}
	}
	if err := CheckText(o.Schema, MaxSchema); err != nil {
		return fmt.Errorf("%s: schema %v", id, err)
	}
	if len(o.Args) > MaxArgs {
		return fmt.Errorf("%s: %d arguments, more than the limit of %d", id, len(o.Args), MaxArgs)
	}
	if len(o.Returns) > MaxReturns {
		return fmt.Errorf("%s: %d returns, more than the limit of %d", id, len(o.Returns), MaxReturns)
	}
	seen := map[string]bool{}
	outSeen := false
	for i, a := range o.Args {
		if a.Name == "" {
			return fmt.Errorf("%s: argument %d has no name", id, i)
		}
		if err := CheckIdent(a.Name); err != nil {
			return fmt.Errorf("%s: argument %d: name %v", id, i, err)
		}
		if seen[a.Name] {
			return fmt.Errorf("%s: duplicate argument %q", id, a.Name)
		}
		seen[a.Name] = true
		if a.Out {
			outSeen = true
		} else if outSeen {
			return fmt.Errorf("%s: argument %q follows out arguments", id, a.Name)
		}
	}
	for i, r := range o.Returns {
		if r.Name == "" {
			continue
		}
		if err := CheckIdent(r.Name); err != nil {
			return fmt.Errorf("%s: return %d: name %v", id, i, err)
		}
	}
	if want := ComputeKind(o.Name, o.Args); o.Kind != want {
		return fmt.Errorf("%s: kind %s, want %s", id, o.Kind, want)
	}
	return nil
}

// RootName is the name without its in-place marks, torchgen's base name:
// "add_" → "add", "__iand__" → "and". libtorch names per-operator headers
// (ATen/ops/<root>_ops.h) after it.
func (o *Operator) RootName() string {
	if d, ok := Dunder(o.Name); ok {
		if strings.HasPrefix(d, "i") && inplaceDunders[d[1:]] {
			return d[1:]
		}
		return d
	}
	return strings.TrimSuffix(o.Name, "_")
}
