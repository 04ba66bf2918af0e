package emit

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/goapi"
	"github.com/gotorchgen/gotorchgen/emit/internal/typed"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// Class specs are lowered like operators: each entry becomes a binding
// (args struct, shim, an unexported core Go function with the (T, error)
// results of every operator) plus its public form, a method or a
// function that shapes the results for its use (see resultForm).

// specBinding is one spec entry (or one overload of a set) lowered.
type specBinding struct {
	*bind.Binding
	m      *model.Method
	public string // exported Go name
	form   goapi.ResultForm
}

// methodSet is the public Go method or function of one name: a single
// entry, or C++ overloads that differ only in one argument taking a Tensor
// or a Scalar, which become one Go method taking any.
type methodSet struct {
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

// bindSpecs lowers every spec entry. reserved are the package-level names
// already taken (operators, runtime); methods maps each class's Go name to
// the method names already taken on it (the runtime's own).
func bindSpecs(specs *model.Specs, reserved map[string]string, methods map[string]map[string]string) ([]*methodSet, []Skip, error) {
	if specs == nil {
		return nil, nil, nil
	}
	var sets []*methodSet
	var skipped []Skip
	var clashes []string
	byKey := map[string]*methodSet{}
	add := func(m *model.Method) {
		public, err := overloads.SpecName(m)
		if err != nil {
			skipped = append(skipped, Skip{ID: m.ID(), Reason: err.Error()})
			return
		}
		key := public
		if m.Receiver() {
			key = m.Class.GoName + "." + public
		}
		s := byKey[key]
		if s == nil {
			s = &methodSet{public: public, anyArg: -1}
			if m.Receiver() {
				s.class = m.Class
			}
			byKey[key] = s
			sets = append(sets, s)
		}
		sb, err := newSpecBinding(m, public, len(s.members))
		if err != nil {
			skipped = append(skipped, Skip{ID: m.ID(), Reason: err.Error()})
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
	var kept []*methodSet
	for _, s := range sets {
		if len(s.members) == 0 {
			continue
		}
		if err := s.resolve(); err != nil {
			for _, m := range s.members {
				skipped = append(skipped, Skip{ID: m.m.ID(), Reason: err.Error()})
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
func (s *methodSet) resolve() error {
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

// goSpec renders the spec bindings: the core functions (typed.Func) and the
// public forms.
func goSpec(f *jen.File, sets []*methodSet) {
	for _, s := range sets {
		for _, m := range s.members {
			goapi.Options(f, m.Binding)
			goapi.Tuple(f, m.Binding)
			typed.Func(f, m.Binding)
		}
		s.goPublic(f)
	}
}

// publicParams are the public form's parameters: the core's without self.
func (m *specBinding) publicParams(anyArg int) (params []jen.Code, names []jen.Code) {
	start := 0
	if m.m.Receiver() {
		start = 1
	}
	pos := 0
	for i := start; i < len(m.Args); i++ {
		a := m.Args[i]
		if !a.Positional() {
			continue
		}
		typ := a.GoType
		if i == anyArg {
			typ = jen.Any()
		}
		param := jen.Id(a.Param).Add(typ)
		if a.Variadic {
			param = jen.Id(a.Param).Op("...").Add(a.VariadicElem)
		}
		params = append(params, param)
		names = append(names, jen.Id(a.Param))
		pos++
	}
	if m.HasOptions() {
		params = append(params, jen.Id("opts").Op("...").Id(m.OptionsName()))
		names = append(names, jen.Id("opts").Op("..."))
	}
	return params, names
}

// results of the public form.
func (m *specBinding) publicResults() []jen.Code {
	switch m.form {
	case goapi.FormChain:
		return []jen.Code{jen.Op("*").Id("Tensor")}
	case goapi.FormErr:
		return []jen.Code{jen.Error()}
	case goapi.FormNoThrow:
		return []jen.Code{m.Rets[0].GoType}
	}
	return goapi.Results(m.Binding)
}

// wrapCall turns a call of the core into the public form's return.
func (m *specBinding) wrapCall(call jen.Code) []jen.Code {
	switch m.form {
	case goapi.FormChain:
		return []jen.Code{jen.Return(jen.Id("rtChain").Call(call))}
	case goapi.FormNoThrow:
		return []jen.Code{jen.List(jen.Id("r"), jen.Id("_")).Op(":=").Add(call), jen.Return(jen.Id("r"))}
	}
	return []jen.Code{jen.Return(call)}
}

func (s *methodSet) goPublic(f *jen.File) {
	m := s.members[0]
	if s.class == nil {
		return // the core is the public function
	}
	recv := jen.Id("self").Add(m.Args[0].GoType)
	params, names := m.publicParams(s.anyArg)
	var body []jen.Code
	call := func(sb *specBinding, args []jen.Code) jen.Code {
		return jen.Id(sb.FuncName).Call(append([]jen.Code{jen.Id("self")}, args...)...)
	}
	if s.anyArg < 0 {
		body = m.wrapCall(call(m, names))
	} else {
		// names[anyArg-1]: the public parameters start after self.
		k := s.anyArg - 1
		param := m.Args[s.anyArg].Param
		withT := slices.Clone(names)
		withT[k] = jen.Id("v")
		withS := slices.Clone(names)
		withS[k] = jen.Id("sc")
		var onErr jen.Code
		switch m.form {
		case goapi.FormChain:
			onErr = jen.Return(jen.Id("rtFailed").Call(jen.Id("err")))
		case goapi.FormErr:
			onErr = jen.Return(jen.Id("err"))
		default:
			onErr = jen.Return(m.zeroResults("err")...)
		}
		body = []jen.Code{
			jen.If(jen.List(jen.Id("v"), jen.Id("ok")).Op(":=").Id(param).Assert(jen.Op("*").Id("Tensor")), jen.Id("ok")).Block(
				s.members[0].wrapCall(call(s.members[0], withT))...),
			jen.List(jen.Id("sc"), jen.Id("err")).Op(":=").Id("rtScalarOf").Call(jen.Lit(m.ErrFunc), jen.Lit(m.Args[s.anyArg].Name), jen.Id(param)),
			jen.If(jen.Id("err").Op("!=").Nil()).Block(onErr),
		}
		body = append(body, s.members[1].wrapCall(call(s.members[1], withS))...)
	}
	for _, line := range strings.Split(s.docComment(), "\n") {
		f.Comment(line)
	}
	f.Func().Params(recv).Id(s.public).Params(params...).Params(m.publicResults()...).Block(body...)
}

// zeroResults are the public form's results on an error.
func (m *specBinding) zeroResults(errName string) []jen.Code {
	if len(m.Rets) == 1 {
		return []jen.Code{goapi.Zero(m.Rets[0]), jen.Id(errName)}
	}
	return []jen.Code{jen.Id(errName)}
}

func (s *methodSet) docComment() string {
	m := s.members[0]
	var sb strings.Builder
	doc := m.m.Doc
	if doc == "" {
		doc = fmt.Sprintf("%s calls %s.", s.public, cxxQualified(m.m))
	}
	sb.WriteString(doc)
	switch m.form {
	case goapi.FormChain:
		sb.WriteString("\n\nIt returns a new tensor; an error, its own or its receiver's, travels in the result (see Tensor.Err).")
	case goapi.FormNoThrow:
		sb.WriteString("\n\nOn a nil, freed or failed tensor it returns the zero value; Err says why.")
	}
	if s.anyArg >= 0 {
		fmt.Fprintf(&sb, "\n\n%s is a *Tensor, a Scalar or a Go number or bool.", m.Args[s.anyArg].Param)
	}
	sb.WriteString("\n\nC++:")
	for _, mm := range s.members {
		sb.WriteString("\n\n\t" + mm.m.Signature)
	}
	if py := pythonNames(s.members); py != "" {
		sb.WriteString("\n\nPyTorch: " + py)
	}
	return sb.String()
}

func pythonNames(ms []*specBinding) string {
	var names []string
	for _, m := range ms {
		for _, p := range m.m.Python {
			if !slices.Contains(names, p) {
				names = append(names, p)
			}
		}
	}
	return strings.Join(names, ", ")
}

// handleClasses are the spec's handle classes whose Go type emit writes:
// those without a schema type (Tensor and Generator are the runtime's).
func handleClasses(specs *model.Specs) []*model.Class {
	if specs == nil {
		return nil
	}
	var cs []*model.Class
	for _, c := range specs.Classes {
		if o, ok := c.Type.(model.ObjectType); ok && o.Handle {
			cs = append(cs, c)
		}
	}
	return cs
}

// freeFunc is the C function that deletes a handle class's object.
func freeFunc(c *model.Class) string { return "gt_spec_" + c.GoName + "_free" }

// goHandleClass renders a handle class's Go type: it owns a C++ object
// through the runtime's rtObject (Free, Close, use counts, GC cleanup).
func goHandleClass(f *jen.File, c *model.Class) {
	name, free, wrap := c.GoName, "free"+c.GoName, "wrap"+c.GoName
	doc := c.Doc
	if doc == "" {
		doc = fmt.Sprintf("%s is a %s.", name, c.Cxx)
	}
	for _, l := range strings.Split(doc+fmt.Sprintf(
		"\n\nA *%s owns its C++ object (a class spec's handle class): Free or Close releases it; a GC cleanup frees one that is dropped. A Free during a call that uses it waits for the call.", name), "\n") {
		f.Comment(l)
	}
	f.Type().Id(name).Struct(jen.Id("obj").Id("rtObject"))
	self := jen.Id("o").Op("*").Id(name)
	f.Func().Id(wrap).Params(jen.Id("h").Qual("C", "gt_object")).Op("*").Id(name).Block(
		jen.If(jen.Id("h").Op("==").Nil()).Block(jen.Return(jen.Nil())),
		jen.Id("o").Op(":=").Op("&").Id(name).Values(),
		jen.Id("o").Dot("obj").Dot("h").Op("=").Qual("unsafe", "Pointer").Call(jen.Id("h")),
		jen.Id("o").Dot("obj").Dot("cleanup").Op("=").Qual("runtime", "AddCleanup").Call(jen.Id("o"), jen.Id(free), jen.Qual("unsafe", "Pointer").Call(jen.Id("h"))),
		jen.Return(jen.Id("o")),
	)
	f.Func().Id(wrap+"List").Params(jen.Id("p").Op("*").Qual("C", "gt_object"), jen.Id("n").Qual("C", "int64_t")).Index().Op("*").Id(name).Block(
		jen.Return(jen.Id("rtWrapObjects").Call(jen.Id("p"), jen.Id("n"), jen.Id(wrap))))
	f.Func().Id(free).Params(jen.Id("h").Qual("unsafe", "Pointer")).Block(jen.Qual("C", freeFunc(c)).Call(jen.Id("h")))
	f.Func().Params(self.Clone()).Id("use").Params().Qual("C", "gt_object").Block(
		jen.If(jen.Id("o").Op("==").Nil()).Block(jen.Return(jen.Nil())),
		jen.Return(jen.Id("o").Dot("obj").Dot("use").Call()))
	f.Func().Params(self.Clone()).Id("unuse").Params().Block(
		jen.If(jen.Id("o").Op("!=").Nil()).Block(jen.Id("o").Dot("obj").Dot("unuse").Call(jen.Id(free))))
	f.Comment("Free releases the C++ object; it is idempotent and a no-op on nil.")
	f.Func().Params(self.Clone()).Id("Free").Params().Block(
		jen.If(jen.Id("o").Op("!=").Nil()).Block(jen.Id("o").Dot("obj").Dot("free").Call(jen.Id(free))))
	f.Comment("Close frees the object (io.Closer); it always returns nil.")
	f.Func().Params(self.Clone()).Id("Close").Params().Error().Block(
		jen.Id("o").Dot("Free").Call(), jen.Return(jen.Nil()))
	f.Comment("Freed reports whether the object has been freed (or is nil).")
	f.Func().Params(self.Clone()).Id("Freed").Params().Bool().Block(
		jen.Return(jen.Id("o").Op("==").Nil().Op("||").Id("o").Dot("obj").Dot("freed").Call()))
}

// cppClasses is one translation unit of the class specs (see classUnits):
// the headers its classes and functions name, then every entry's shim, then
// the custom operators' (--custom-ops; the default unit only). It includes
// what the classes need rather than one operator header each, so it is not
// restricted to method operators (TORCH_ASSERT_ONLY_METHOD_OPERATORS).
func cppClasses(stamp string, u *classUnit, custom []*bind.Binding) []byte {
	var sb strings.Builder
	sb.WriteString(typed.Comment(stamp))
	sb.WriteString("#include \"gotorch_support.h\"\n")
	includes := map[string]bool{}
	for _, c := range u.classes {
		for _, h := range c.Includes {
			includes[h] = true
		}
	}
	for _, f := range u.functions {
		for _, h := range f.Includes {
			includes[h] = true
		}
	}
	needsList := false
	for _, s := range u.sets {
		for _, m := range s.members {
			needsList = needsList || m.NeedsList()
		}
	}
	for _, b := range custom {
		needsList = needsList || b.NeedsList()
	}
	if len(custom) > 0 {
		includes["gotorch_ivalue.h"] = true // the custom operators' calls by name
	}
	if needsList {
		includes["gotorch_list.h"] = true
	}
	names := make([]string, 0, len(includes))
	for h := range includes {
		names = append(names, h)
	}
	sort.Strings(names)
	for _, h := range names {
		if strings.HasPrefix(h, "gotorch") {
			fmt.Fprintf(&sb, "#include \"%s\"\n", h)
		} else {
			fmt.Fprintf(&sb, "#include <%s>\n", h)
		}
	}
	var pre strings.Builder
	for _, c := range u.classes {
		if o, ok := c.Type.(model.ObjectType); ok && o.Handle {
			fmt.Fprintf(&pre, "void %s(void* h) {\n  delete reinterpret_cast<%s*>(h);\n  gt_object_freed();\n}\n\n", freeFunc(c), c.Cxx)
		}
	}
	var bs []*bind.Binding
	for _, s := range u.sets {
		for _, m := range s.members {
			bs = append(bs, m.Binding)
		}
	}
	typed.WriteShims(&sb, pre.String(), append(bs, custom...))
	return []byte(sb.String())
}

// classUnit is one translation unit of the class specs: the default one
// (internal/classes), or a unit a class names (internal/<unit>, with its
// defines), so that headers slow to parse cost only that unit.
type classUnit struct {
	name      string // "" for the default unit
	defines   []string
	classes   []*model.Class
	functions []*model.Method
	sets      []*methodSet
}

// dir is the unit's package directory.
func (u *classUnit) dir() string {
	if u.name == "" {
		return classesCxxDir
	}
	return "internal/" + u.name
}

// classUnits splits the class specs and their bound entries by unit: the
// default unit first, then the named ones by name. Free functions are in
// the default unit; a unit's defines are the union of its classes'.
func classUnits(specs *model.Specs, sets []*methodSet) []*classUnit {
	byName := map[string]*classUnit{"": {}}
	unit := func(name string) *classUnit {
		if byName[name] == nil {
			byName[name] = &classUnit{name: name}
		}
		return byName[name]
	}
	for _, c := range specs.Classes {
		u := unit(c.Unit)
		u.classes = append(u.classes, c)
		for _, d := range c.Defines {
			if !slices.Contains(u.defines, d) {
				u.defines = append(u.defines, d)
			}
		}
	}
	def := byName[""]
	def.functions = specs.Functions
	for _, s := range sets {
		u := def
		if c := s.members[0].m.Class; c != nil {
			u = unit(c.Unit)
		}
		u.sets = append(u.sets, s)
	}
	var units []*classUnit
	for _, u := range byName {
		sort.Strings(u.defines)
		units = append(units, u)
	}
	sort.Slice(units, func(i, j int) bool { return units[i].name < units[j].name })
	return units
}

// unitFlags are a unit's own compiler flags: its defines.
func unitFlags(u *classUnit) string {
	var sb strings.Builder
	for _, d := range u.defines {
		sb.WriteString(" -D" + d)
	}
	return sb.String()
}

// classesGoFile renders the class specs' Go: the handle classes' types,
// then the method sets' cores and public forms.
func classesGoFile(pkg, stamp string, sets []*methodSet, handles []*model.Class) ([]byte, error) {
	var bs []*bind.Binding
	for _, s := range sets {
		for _, m := range s.members {
			bs = append(bs, m.Binding)
		}
	}
	var frees []string
	for _, c := range handles {
		frees = append(frees, freeFunc(c))
	}
	f := typed.NewFile(pkg, stamp, bs, frees)
	for _, c := range handles {
		goHandleClass(f, c)
	}
	goSpec(f, sets)
	return typed.Render(f)
}
