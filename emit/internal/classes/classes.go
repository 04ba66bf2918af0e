// Package classes binds the class specs (specs/*.yaml, docs/SPECS.md), in
// the typed mode. They are lowered like operators: each entry becomes a
// binding (args struct, shim, an unexported core Go function with the
// (T, error) results of every operator) plus its public form, a method or a
// function that shapes the results for its use (see goapi.ResultForm).
// Entries of one Go name make a MethodSet; the handle classes get Go types
// of their own; the shims are compiled in translation units (Unit) that
// package emit places.
package classes

import (
	"fmt"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/goapi"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// specBinding is one spec entry (or one overload of a set) lowered.
type specBinding struct {
	*bind.Binding
	m      *model.Method
	public string // exported Go name
	form   goapi.ResultForm
}

// MethodSet is the public Go method or function of one name: a single
// entry, or C++ overloads that differ only in one argument taking a Tensor
// or a Scalar, which become one Go method taking any.
type MethodSet struct {
	class   *model.Class // nil for a package-level function
	public  string
	members []*specBinding
	anyArg  int // index (into the core's Go parameters) of the any argument; -1 when single
}

// specCore is the core function's Go name: unexported, unique.
func specCore(m *model.Method, goName string, i int) string {
	prefix := "spec"
	if m.Class != nil {
		prefix += m.Class.GoName
	}
	if i > 0 {
		return fmt.Sprintf("%s%s%d", prefix, goName, i)
	}
	return prefix + goName
}

// Bind lowers every spec entry and groups them by Go name, entries that
// cannot be bound skipped with why. reserved are the package-level names
// already taken (operators, runtime); methods maps each class's Go name to
// the method names already taken on it (the runtime's own).
func Bind(specs *model.Specs, reserved map[string]string, methods map[string]map[string]string) ([]*MethodSet, []bind.Skip, error) {
	if specs == nil {
		return nil, nil, nil
	}
	var sets []*MethodSet
	var skipped []bind.Skip
	var clashes []string
	byKey := map[string]*MethodSet{}
	add := func(m *model.Method) {
		public, err := overloads.SpecName(m)
		if err != nil {
			skipped = append(skipped, bind.Skip{ID: m.ID(), Reason: err.Error()})
			return
		}
		key := public
		if m.Receiver() {
			key = m.Class.GoName + "." + public
		}
		s := byKey[key]
		if s == nil {
			s = &MethodSet{public: public, anyArg: -1}
			if m.Receiver() {
				s.class = m.Class
			}
			byKey[key] = s
			sets = append(sets, s)
		}
		sb, err := newSpecBinding(m, public, len(s.members))
		if err != nil {
			skipped = append(skipped, bind.Skip{ID: m.ID(), Reason: err.Error()})
			return
		}
		s.members = append(s.members, sb)
	}
	for _, c := range specs.Classes {
		for _, m := range c.Methods {
			add(m)
		}
	}
	for _, f := range specs.Functions {
		add(f)
	}
	var kept []*MethodSet
	for _, s := range sets {
		if len(s.members) == 0 {
			continue
		}
		if err := s.resolve(); err != nil {
			for _, m := range s.members {
				skipped = append(skipped, bind.Skip{ID: m.m.ID(), Reason: err.Error()})
			}
			continue
		}
		if s.class == nil {
			if prev, ok := reserved[s.public]; ok {
				clashes = append(clashes, fmt.Sprintf("%s: %s and %s", s.public, prev, s.members[0].m.ID()))
				continue
			}
			reserved[s.public] = s.members[0].m.ID()
			if opts := s.members[0].OptionsName(); s.members[0].HasOptions() {
				if prev, ok := reserved[opts]; ok {
					clashes = append(clashes, fmt.Sprintf("%s: %s and %s", opts, prev, s.members[0].m.ID()))
					continue
				}
				reserved[opts] = s.members[0].m.ID()
			}
		} else {
			if prev, ok := methods[s.class.GoName][s.public]; ok {
				clashes = append(clashes, fmt.Sprintf("%s.%s: %s and %s", s.class.GoName, s.public, prev, s.members[0].m.ID()))
				continue
			}
			if methods[s.class.GoName] == nil {
				methods[s.class.GoName] = map[string]string{}
			}
			methods[s.class.GoName][s.public] = s.members[0].m.ID()
			for _, m := range s.members {
				if m.HasOptions() {
					if prev, ok := reserved[m.OptionsName()]; ok {
						clashes = append(clashes, fmt.Sprintf("%s: %s and %s", m.OptionsName(), prev, m.m.ID()))
					}
					reserved[m.OptionsName()] = m.m.ID()
				}
			}
		}
		kept = append(kept, s)
	}
	if len(clashes) > 0 {
		sort.Strings(clashes)
		return nil, nil, fmt.Errorf("class specs: Go name collisions:\n  %s", strings.Join(clashes, "\n  "))
	}
	return kept, skipped, nil
}

// newSpecBinding lowers one entry: the receiver is the first argument,
// "self", of the class's type.
func newSpecBinding(m *model.Method, public string, overload int) (*specBinding, error) {
	var args []model.Argument
	if m.Receiver() {
		args = append(args, model.Argument{Name: "self", Type: m.Class.Type})
	}
	for _, a := range m.Args {
		if reservedCxx[a.Name] {
			return nil, bind.Unsupportedf("argument name %s is a name the shim uses", a.Name)
		}
		args = append(args, a)
	}
	// The C name follows the Go one, which is unique per class.
	cIdent := "spec_" + overloads.CIdent(m.ID())
	if m.Class != nil {
		cIdent = "spec_" + m.Class.GoName + "_" + public
	}
	if overload > 0 {
		cIdent += fmt.Sprint("_", overload)
	}
	op := &model.Operator{Namespace: "spec", Name: cIdent, Args: args, Returns: m.Returns,
		Kind: model.Functional, Schema: m.Signature}
	core := public
	if m.Receiver() {
		// Options and tuple structs are named after the class and method:
		// TensorBackwardOptions.
		core = m.Class.GoName + public
	}
	b, err := bind.New(op, core)
	if err != nil {
		return nil, err
	}
	b.CName = "gt_" + cIdent
	b.FuncName = specCore(m, public, overload)
	if m.Kind == model.StaticMethod || m.Kind == model.FreeFunction {
		b.FuncName = public
	}
	b.ErrFunc = public
	if m.Class != nil && m.Receiver() {
		b.ErrFunc = m.Class.GoName + "." + public
	}
	b.ErrOp = cxxQualified(m)
	b.CxxCall = specCall(m, b)
	b.Spec = m
	// A trailing list of tensors or class objects, the only list
	// parameter, is variadic in Go: x.Index(0, torch.Slice(1, 3)),
	// m.Forward(x, y).
	lists := 0
	for _, a := range b.Args {
		if _, ok := a.Type.(model.ListType); ok {
			lists++
		}
	}
	if n := len(b.Args); n > 0 && lists == 1 && b.Args[n-1].Positional() && (n > 1 || !m.Receiver()) {
		if l, ok := b.Args[n-1].Type.(model.ListType); ok {
			if model.IsTensor(l.Elem) {
				b.Args[n-1].Variadic, b.Args[n-1].VariadicElem = true, jen.Op("*").Id("Tensor")
			}
			if o, ok := l.Elem.(model.ObjectType); ok {
				elem := jen.Id(o.Class)
				if o.Handle {
					elem = jen.Op("*").Id(o.Class)
				}
				b.Args[n-1].Variadic, b.Args[n-1].VariadicElem = true, elem
			}
		}
	}
	sb := &specBinding{Binding: b, m: m, public: public}
	sb.form = specForm(m, b)
	return sb, nil
}

// reservedCxx are the shim's own local names (package typed: abi.go, cshim.go).
var reservedCxx = map[string]bool{"a": true, "r": true, "args": true, "ptrs": true, "self": true}

// cxxQualified names the C++ entry for errors: "at::Tensor::backward".
func cxxQualified(m *model.Method) string {
	if m.Class == nil {
		return m.CxxName
	}
	return pointee(m.Class.Cxx) + "::" + m.CxxName
}

// pointee is the class a smart pointer type points to
// (c10::intrusive_ptr<c10d::Store> → c10d::Store), else the type itself:
// handles of reference-counted classes hold a pointer, but errors name
// the class.
func pointee(cxx string) string {
	for _, p := range []string{"c10::intrusive_ptr<", "std::shared_ptr<"} {
		if inner, ok := strings.CutPrefix(cxx, p); ok && strings.HasSuffix(inner, ">") {
			return strings.TrimSpace(inner[:len(inner)-1])
		}
	}
	return cxx
}

// specForm decides how the public form returns (see resultForm).
func specForm(m *model.Method, b *bind.Binding) goapi.ResultForm {
	switch {
	case m.Kind == model.StaticMethod || m.Kind == model.FreeFunction:
		return goapi.FormPlain
	case m.NoThrow && len(b.Rets) == 1:
		return goapi.FormNoThrow
	case len(b.Rets) == 0 && compoundAssignment(m):
		return goapi.FormSelf
	case len(b.Rets) == 0:
		return goapi.FormErr
	case len(b.Rets) == 1 && b.Rets[0].Kind == bind.RetTensor:
		return goapi.FormChain
	}
	return goapi.FormPlain
}

// specCall is the C++ expression the shim evaluates: the plain call, or
// the entry's body in a lambda whose parameters are the arguments, so that
// temporaries the conversions make live until it returns.
func specCall(m *model.Method, b *bind.Binding) string {
	conv := make([]string, len(b.Args))
	for i, a := range b.Args {
		conv[i] = a.Cxx
	}
	if m.Body != "" {
		params := make([]string, len(b.Args))
		for i, a := range b.Args {
			params[i] = "auto&& " + a.Name
		}
		body := m.Body
		if !strings.Contains(body, ";") && !strings.HasPrefix(body, "return ") {
			if len(m.Returns) > 0 {
				body = "return " + body
			}
		}
		if !strings.HasSuffix(strings.TrimSpace(body), ";") {
			body += ";"
		}
		return fmt.Sprintf("[&](%s) { %s }(%s)", strings.Join(params, ", "), body, strings.Join(conv, ", "))
	}
	switch m.Kind {
	case model.InstanceMethod:
		return fmt.Sprintf("(%s).%s(%s)", conv[0], m.CxxName, strings.Join(conv[1:], ", "))
	case model.OperatorMethod:
		op := strings.TrimPrefix(m.CxxName, "operator")
		switch len(conv) {
		case 1:
			return fmt.Sprintf("%s(%s)", op, conv[0])
		case 2:
			if op == "[]" {
				return fmt.Sprintf("(%s)[%s]", conv[0], conv[1])
			}
			return fmt.Sprintf("(%s) %s (%s)", conv[0], op, conv[1])
		}
		return fmt.Sprintf("(%s).%s(%s)", conv[0], m.CxxName, strings.Join(conv[1:], ", "))
	case model.StaticMethod:
		return fmt.Sprintf("%s::%s(%s)", m.Class.Cxx, m.CxxName, strings.Join(conv, ", "))
	}
	return fmt.Sprintf("%s(%s)", m.CxxName, strings.Join(conv, ", "))
}

// resolve checks an overload set: one entry, or entries with the same
// arguments but one, which is a Tensor in one and a Scalar in the other.
func (s *MethodSet) resolve() error {
	if len(s.members) == 1 {
		return nil
	}
	if len(s.members) != 2 {
		return fmt.Errorf("%d C++ overloads share the Go name %s; give them go names of their own", len(s.members), s.public)
	}
	a, b := s.members[0], s.members[1]
	if len(a.Args) != len(b.Args) || a.form != b.form || a.HasOptions() || b.HasOptions() {
		return fmt.Errorf("C++ overloads of %s differ in more than one argument; give them go names of their own", s.public)
	}
	diff := -1
	for i := range a.Args {
		if a.Args[i].Type.String() != b.Args[i].Type.String() {
			if diff >= 0 {
				return fmt.Errorf("C++ overloads of %s differ in more than one argument", s.public)
			}
			diff = i
		}
	}
	if diff < 0 {
		return fmt.Errorf("C++ overloads of %s have the same arguments", s.public)
	}
	kinds := []string{a.Args[diff].Type.String(), b.Args[diff].Type.String()}
	sort.Strings(kinds)
	if kinds[0] != "Scalar" || kinds[1] != "Tensor" {
		return fmt.Errorf("C++ overloads of %s differ in an argument that is %s in one and %s in the other; only Tensor against Scalar makes one Go method", s.public, kinds[0], kinds[1])
	}
	if a.Args[diff].Type.String() != "Tensor" {
		s.members[0], s.members[1] = b, a
	}
	s.anyArg = diff
	return nil
}

// Bindings are the cores of the sets, set by set: their shims join the
// operator table after the operators.
func Bindings(sets []*MethodSet) []*bind.Binding {
	var bs []*bind.Binding
	for _, s := range sets {
		for _, m := range s.members {
			bs = append(bs, m.Binding)
		}
	}
	return bs
}

// compoundAssignment reports whether m is a Tensor's compound assignment
// (operator+= and its relatives): it changes its receiver, which C++
// returns by reference and Python's __iadd__ returns, so its Go form
// returns the receiver too (goapi.FormSelf).
func compoundAssignment(m *model.Method) bool {
	if m.Kind != model.OperatorMethod || m.Class == nil || !model.IsTensor(m.Class.Type) {
		return false
	}
	switch m.CxxName {
	case "operator+=", "operator-=", "operator*=", "operator/=", "operator&=", "operator|=", "operator^=":
		return true
	}
	return false
}
