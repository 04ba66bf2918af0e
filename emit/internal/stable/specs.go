package stable

import (
	"fmt"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/goapi"
	"github.com/gotorchgen/gotorchgen/model"
)

// The class specs in this mode. An entry whose C++ is one ATen operator's
// call (x + y is x.add(y), aten::add.Tensor; x.is_leaf() is aten::is_leaf)
// is carried as that operator's stable call, under the typed mode's Go
// name, signature and public form; a method set the stable runtime defines
// itself (Tensor.Shape) is the runtime's. Every other set stays typed-only
// with its reason, which REPORT.md lists: no entry is dropped silently.

// SpecSet is one method set of the class specs (package classes groups
// them; package emit fills the first fields) and what this mode decided.
type SpecSet struct {
	Class   *model.Class // nil for a package-level function
	Public  string       // the Go name
	Members []*bind.Binding
	// GoPublic renders the public form over the cores (the typed mode's).
	GoPublic func(*jen.File)
	// Runtime: the stable runtime defines the method (or function) itself.
	Runtime bool
	// Calls are the cores' operator calls when the set is carried by
	// operators, one per entry; nil otherwise.
	Calls []*SpecCall
	// Reason says why a set neither the runtime nor the operators carry is
	// not carried.
	Reason string
}

// Carried reports whether the set is in the package.
func (s *SpecSet) Carried() bool { return s.Runtime || len(s.Calls) > 0 }

// Name is the set's Go name: "Tensor.Add", or a function's.
func (s *SpecSet) Name() string {
	if s.Class != nil {
		return s.Class.GoName + "." + s.Public
	}
	return s.Public
}

// How says how a carried set is carried.
func (s *SpecSet) How() string {
	if s.Runtime {
		return "the stable runtime's own (hand-written Go and C over libtorch's C ABIs, no C++)"
	}
	var parts []string
	for _, c := range s.Calls {
		p := "aten::" + c.call.Op.ID()
		switch {
		case c.boxed:
			p += " (boxed fallback)"
		case c.routed:
			p += " (by its Scalar route)"
		}
		parts = append(parts, p)
	}
	return "by name: " + strings.Join(parts, ", ")
}

// SpecCall is a carried entry's core: the spec binding whose Go signature
// it has, and the operator's stable call it makes.
type SpecCall struct {
	core *bind.Binding
	call *Call
	// locals declare the operator's arguments the entry does not take.
	locals        []jen.Code
	routed, boxed bool
}

// specOp says which operator an entry calls where its name does not
// (C++ operators, entries with a body) and how its arguments map.
type specOp struct {
	name string
	// from maps an operator argument to the entry's argument that gives
	// it, where their names differ.
	from map[string]string
	// zero are the operator's arguments without a default that get their
	// Go zero value (an empty list).
	zero []string
}

// cxxCalls are the ATen methods Tensor's C++ operators call
// (ATen/core/TensorBody.h, ATen/TensorOperators.h), and the entries with a
// body that is one operator's call (tensor.yaml's bodies).
var cxxCalls = map[string]specOp{
	"Tensor.operator+": {name: "add"}, "Tensor.operator-": {name: "sub"},
	"Tensor.operator*": {name: "mul"}, "Tensor.operator/": {name: "div"},
	"Tensor.operator%": {name: "remainder"}, "Tensor.operator&": {name: "bitwise_and"},
	"Tensor.operator|": {name: "bitwise_or"}, "Tensor.operator^": {name: "bitwise_xor"},
	"Tensor.operator<": {name: "lt"}, "Tensor.operator<=": {name: "le"},
	"Tensor.operator>": {name: "gt"}, "Tensor.operator>=": {name: "ge"},
	"Tensor.operator==": {name: "eq"}, "Tensor.operator!=": {name: "ne"},
	"Tensor.unary operator-": {name: "neg"}, "Tensor.operator~": {name: "bitwise_not"},
	"Tensor.operator+=": {name: "add_"}, "Tensor.operator-=": {name: "sub_"},
	"Tensor.operator*=": {name: "mul_"}, "Tensor.operator/=": {name: "div_"},
	"Tensor.operator&=": {name: "bitwise_and_"}, "Tensor.operator|=": {name: "bitwise_or_"},
	"Tensor.operator^=": {name: "bitwise_xor_"},
	// Scalar op Tensor is y.add(x), y.mul(x) (TensorOperators.h); its
	// -, / and % make a tensor of x first (empty_like, fill_), no one call.
	"Scalar.operator+": {name: "add", from: map[string]string{"self": "other", "other": "self"}},
	"Scalar.operator*": {name: "mul", from: map[string]string{"self": "other", "other": "self"}},
	// self.set_requires_grad(b) is what aten::requires_grad_ does.
	"Tensor.set_requires_grad": {name: "requires_grad_"},
	// self.to(self.options().device(device), ...): to.dtype_layout with
	// only the device given keeps the dtype and layout.
	"Tensor.to": {name: "to"},
	// Tensor::backward is _backward with no inputs (TensorBody.h).
	"Tensor.backward": {name: "_backward", zero: []string{"inputs"}},
}

// notOperators say, for Tensor entries that call no operator, what in
// libtorch's stable C shim carries them: the stable runtime's own methods
// (templates/_stable/accessors.go) call most; REPORT names the function
// for an entry the runtime does not carry.
var notOperators = map[string]string{
	"strides":        "aoti_torch_get_strides",
	"layout":         "aoti_torch_get_layout",
	"is_sparse":      "aoti_torch_get_layout",
	"is_cuda":        "aoti_torch_get_device_type",
	"defined":        "aoti_torch_is_defined",
	"data_ptr":       "aoti_torch_get_data_ptr",
	"storage_nbytes": "aoti_torch_get_storage_size",
	"shallow_clone":  "aoti_torch_new_tensor_handle",
	"item_float":     "aoti_torch_item_float64 (after a conversion to float64)",
	"item_int":       "aoti_torch_item_int64 (after a conversion to int64)",
}

// entryReasons say why an entry of a class this mode carries in part is
// not carried.
var entryReasons = map[string]string{
	"Scalar.operator-":  "x - y with a Scalar x fills a tensor like y with x (empty_like, fill_) and then calls sub_ (ATen/TensorOperators.h): no one operator",
	"Scalar.operator/":  "x / y with a Scalar x fills a tensor like y with x (empty_like, fill_) and then calls div_ (ATen/TensorOperators.h): no one operator",
	"Tensor.index":      "C++ TensorIndexing (at::indexing: integers, slices, None, Ellipsis, tensors) composes several operators per index, no one operator",
	"Tensor.index_put":  "C++ TensorIndexing (at::indexing) composes several operators per index before index_put_, no one operator",
	"Tensor.index_fill": "C++ TensorIndexing (at::indexing) composes several operators per index before index_put_, no one operator",
}

// classReasons say why a class's entries are not carried.
var classReasons = map[string]string{
	"Module":        "TorchScript (torch::jit::Module) is libtorch's C++ API; the stable C ABI has no handle for it",
	"ScriptUnit":    "TorchScript (torch::jit::CompilationUnit) is libtorch's C++ API; the stable C ABI has no handle for it",
	"Optimizer":     "torch::optim is C++ (libtorch's optimizers); the stable C ABI has none",
	"IValue":        "c10::IValue is C++; the stable C ABI carries only StableIValues of a call's stack",
	"Store":         "c10d is C++ (torch::distributed); the stable C ABI has no process groups",
	"Work":          "c10d is C++ (torch::distributed); the stable C ABI has no process groups",
	"ProcessGroup":  "c10d is C++ (torch::distributed); the stable C ABI has no process groups",
	"AOTIModel":     "the AOTInductor loader class is C++ (its .pt2's C entry point is another route)",
	"Generator":     "the stable ABI carries generators only from 2.13 (torch_new_generator_handle), beyond StableABITarget: the runtime's Generator has no handle in this mode",
	"Device":        "a C++ method of c10::Device, not an operator",
	"TensorOptions": "a C++ method of at::TensorOptions, not an operator",
	"Scalar":        "a C++ method of at::Scalar, not an operator",
}

// BindSpecs decides each method set of the class specs: the stable
// runtime's (runtimeMethods, runtimeIdents: the stable runtime's methods by
// type, and its package-level names), carried by operators (bound: the
// typed mode's operator bindings, lowered as Bind lowers them), or not
// carried, with why.
func BindSpecs(lib *model.Library, sets []*SpecSet, bound []*bind.Binding, hybrid bool,
	runtimeMethods map[string]map[string]string, runtimeIdents map[string]bool) {
	ops := map[string]*model.Operator{}
	for _, op := range lib.Operators {
		ops[op.ID()] = op
	}
	byName := map[string][]*bind.Binding{}
	for _, b := range bound {
		if b.Op.Namespace == "" || b.Op.Namespace == "aten" {
			byName[b.Op.Name] = append(byName[b.Op.Name], b)
		}
	}
	for _, s := range sets {
		if c := s.Class; c != nil && runtimeMethods[c.GoName][s.Public] != "" || c == nil && runtimeIdents[s.Public] {
			s.Runtime = true
			continue
		}
		var calls []*SpecCall
		for _, m := range s.Members {
			sc, err := lowerSpec(m, byName, ops, hybrid)
			if err != nil {
				s.Reason = err.Error()
				if len(s.Members) > 1 {
					s.Reason = fmt.Sprintf("its %s form: %s", formOf(m), err)
				}
				calls = nil
				break
			}
			calls = append(calls, sc)
		}
		s.Calls = calls
	}
}

// formOf names a member of a Tensor-or-Scalar set by the type that differs.
func formOf(m *bind.Binding) string {
	for _, a := range m.Args[min(1, len(m.Args)):] {
		if t := unwrapped(a.Type); model.IsTensor(t) {
			return "*Tensor"
		} else if bt, ok := t.(model.BaseType); ok && bt.Kind == model.Scalar {
			return "Scalar"
		}
	}
	return m.Spec.Signature
}

// lowerSpec lowers one entry (its core m) to its operator's stable call,
// or says why it cannot be.
func lowerSpec(m *bind.Binding, byName map[string][]*bind.Binding, ops map[string]*model.Operator, hybrid bool) (*SpecCall, error) {
	e := m.Spec
	key := e.ID()
	if e.Kind == model.OperatorMethod && e.CxxName == "operator-" && len(e.Args) == 0 {
		key = e.Class.GoName + ".unary operator-"
	}
	so, ok := cxxCalls[key]
	switch {
	case ok:
	case entryReasons[key] != "":
		return nil, fmt.Errorf("%s", entryReasons[key])
	case e.Class == nil:
		return nil, fmt.Errorf("a C++ function (%s), not an operator", e.CxxName)
	case e.Class.GoName != "Tensor":
		return nil, reasonOf(e.Class.GoName)
	case e.Body != "":
		return nil, notOperator(e, "its C++ body is not one operator's call")
	case e.Kind != model.InstanceMethod:
		return nil, notOperator(e, "no ATen operator")
	default:
		so = specOp{name: e.CxxName}
	}
	var found []*SpecCall
	var whyNot []string
	for _, ob := range byName[so.name] {
		sc, err := matchSpec(m, ob, so)
		if err != nil {
			whyNot = append(whyNot, fmt.Sprintf("aten::%s: %v", ob.Op.ID(), err))
			continue
		}
		found = append(found, sc)
	}
	switch {
	case len(found) == 0 && len(whyNot) == 0 && !ok:
		return nil, notOperator(e, "no ATen operator "+so.name)
	case len(found) == 0 && len(whyNot) == 0:
		return nil, fmt.Errorf("it calls aten::%s, which the typed mode does not bind either", so.name)
	case len(found) == 0:
		return nil, fmt.Errorf("no overload of aten::%s fits (%s)", so.name, strings.Join(whyNot, "; "))
	case len(found) > 1:
		var ids []string
		for _, f := range found {
			ids = append(ids, "aten::"+f.call.Op.ID())
		}
		return nil, fmt.Errorf("several overloads fit: %s", strings.Join(ids, ", "))
	}
	sc := found[0]
	c, route, boxed, err := lowerAny(sc.call.Binding, ops, hybrid)
	if err != nil {
		return nil, fmt.Errorf("aten::%s, which this mode does not carry: %v", sc.call.Op.ID(), err)
	}
	sc.call, sc.routed, sc.boxed = c, route != nil, boxed != nil
	return sc, nil
}

func reasonOf(class string) error {
	if r, ok := classReasons[class]; ok {
		return fmt.Errorf("%s", r)
	}
	return fmt.Errorf("a C++ class (%s), not an operator", class)
}

// notOperator is the reason a Tensor entry is not carried, and what could
// carry it.
func notOperator(e *model.Method, what string) error {
	msg := fmt.Sprintf("C++ at::Tensor::%s: %s; this mode calls operators by name only", e.CxxName, what)
	if fn, ok := notOperators[e.CxxName]; ok {
		msg += "; libtorch's stable C shim has " + fn + ", which the stable runtime does not call yet"
	}
	return fmt.Errorf("%s", msg)
}

// matchSpec maps the entry's arguments onto an overload's, as C++ would
// resolve the call: each of the overload's arguments from the entry's of
// its name (so.from), else its default, else, named in so.zero, its zero
// value; every entry argument used, of the same Go type (or its Opt), and
// the results alike. It returns the entry's core with its call, not yet
// lowered.
func matchSpec(m *bind.Binding, ob *bind.Binding, so specOp) (*SpecCall, error) {
	if ob.Op.Kind == model.Out {
		return nil, fmt.Errorf("an out= overload")
	}
	byName := map[string]int{}
	for i, a := range m.Args {
		byName[a.Name] = i
	}
	used := make([]bool, len(m.Args))
	syn := *ob
	syn.Args = make([]bind.Arg, len(ob.Args))
	syn.FuncName, syn.ErrFunc, syn.ErrOp = m.FuncName, m.ErrFunc, m.ErrOp
	sc := &SpecCall{core: m}
	for i, a := range ob.Args {
		syn.Args[i] = a
		local := fmt.Sprintf("_a%d", i)
		name := a.Name
		if n, ok := so.from[name]; ok {
			name = n
		}
		j, ok := byName[name]
		_, optional := a.Type.(model.OptionalType)
		switch {
		case ok:
			used[j] = true
			have, want := goapi.Render(m.Args[j].GoType), goapi.Render(a.GoType)
			switch {
			case have == want:
				syn.Args[i].Param = m.Args[j].Param
				continue
			case optional && want == "Opt["+have+"]":
				sc.locals = append(sc.locals, jen.Id(local).Op(":=").Id("Some").Call(jen.Id(m.Args[j].Param)))
			default:
				return nil, fmt.Errorf("argument %s is a %s, the entry's %s a %s", a.Name, want, name, have)
			}
		case a.Default != nil:
			def, err := bind.DefaultValue(a.Type, a.Default)
			if err != nil {
				return nil, err
			}
			sc.locals = append(sc.locals, jen.Var().Id(local).Add(a.GoType))
			switch {
			case def == nil:
			case optional:
				sc.locals = append(sc.locals, jen.Id(local).Op("=").Id("Some").Call(jen.Id(local).Dot("Or").Call(def)))
			default:
				sc.locals = append(sc.locals, jen.Id(local).Op("=").Add(def))
			}
		case contains(so.zero, a.Name):
			sc.locals = append(sc.locals, jen.Var().Id(local).Add(a.GoType))
		default:
			return nil, fmt.Errorf("argument %s, which the entry does not give", a.Name)
		}
		syn.Args[i].Param = local
	}
	for j, u := range used {
		if !u {
			return nil, fmt.Errorf("no argument for the entry's %s", m.Args[j].Name)
		}
	}
	switch len(m.Rets) {
	case 0:
		for _, r := range ob.Rets {
			if r.Kind != bind.RetAlias {
				return nil, fmt.Errorf("a result the entry does not return")
			}
		}
	case 1:
		if len(ob.Rets) != 1 || ob.Rets[0].Kind == bind.RetAlias || goapi.Render(ob.Rets[0].GoType) != goapi.Render(m.Rets[0].GoType) {
			return nil, fmt.Errorf("results differ from the entry's")
		}
	default:
		return nil, fmt.Errorf("the entry returns %d results", len(m.Rets))
	}
	sc.call = &Call{Binding: &syn}
	return sc, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// SpecGoFile renders the carried sets the operators carry: the cores'
// options and results structs, the cores, and the public forms (the typed
// mode's, GoPublic). Nil when there is none.
func SpecGoFile(pkg, stamp string, sets []*SpecSet) ([]byte, error) {
	f := jen.NewFile(pkg)
	f.NoFormat = true
	f.HeaderComment("Code generated by gotorchgen. DO NOT EDIT.")
	f.HeaderComment(stamp)
	n := 0
	for _, s := range sets {
		if len(s.Calls) == 0 {
			continue
		}
		n++
		for _, c := range s.Calls {
			goapi.Options(f, c.core)
			goapi.Tuple(f, c.core)
			c.render(f)
		}
		s.GoPublic(f)
	}
	if n == 0 {
		return nil, nil
	}
	var sb strings.Builder
	if err := f.Render(&sb); err != nil {
		return nil, fmt.Errorf("render the class specs' Go: %w", err)
	}
	return []byte(sb.String()), nil
}

// render is the core: the entry's signature and defaults, the operator's
// other arguments, the call through rtInvoke, and the entry's results.
func (c *SpecCall) render(f *jen.File) {
	core, b := c.core, c.call.Binding
	params, body := goapi.Prologue(core, style)
	body = append(body, c.locals...)
	var ts, ps []jen.Code
	for i, a := range c.call.args {
		v := jen.Id(b.Args[i].Param)
		if a.inTensors() {
			ts = append(ts, v)
		} else {
			ps = append(ps, a.pointer(v))
		}
	}
	var results []jen.Code
	for i, r := range b.Rets {
		if r.Kind == bind.RetAlias {
			continue
		}
		v := fmt.Sprintf("_r%d", i)
		body = append(body, jen.Var().Id(v).Add(r.GoType))
		ps = append(ps, jen.Qual("unsafe", "Pointer").Call(jen.Op("&").Id(v)))
		results = append(results, jen.Id(v))
	}
	call := invoke(c.call.desc, ts, ps)
	if len(core.Rets) == 0 {
		body = append(body, jen.Return(call))
	} else {
		body = append(body, jen.Id("_err").Op(":=").Add(call), jen.Return(append(results, jen.Id("_err"))...))
	}
	f.Comment(fmt.Sprintf("%s calls %s for %s: in this mode aten::%s, by name.", core.FuncName, core.ErrOp, core.ErrFunc, b.Op.ID()))
	f.Comment("")
	f.Comment("\t" + core.Spec.Signature)
	f.Comment("//go:noinline")
	f.Func().Id(core.FuncName).Params(params...).Params(goapi.Results(core)...).Block(body...)
}

// SpecIDs are the entries of a set, for the report.
func SpecIDs(s *SpecSet) []string {
	var ids []string
	for _, m := range s.Members {
		ids = append(ids, m.Spec.ID())
	}
	sort.Strings(ids)
	return ids
}
