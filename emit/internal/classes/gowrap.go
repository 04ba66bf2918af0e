package classes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/goapi"
	"github.com/gotorchgen/gotorchgen/emit/internal/typed"
	"github.com/gotorchgen/gotorchgen/model"
)

// goSpec renders the spec bindings: the core functions (typed.Func) and the
// public forms.
func goSpec(f *jen.File, sets []*MethodSet) {
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
	case goapi.FormChain, goapi.FormSelf:
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
	case goapi.FormSelf:
		return []jen.Code{jen.Return(jen.Id("rtSelf").Call(jen.Id("self"), call))}
	}
	return []jen.Code{jen.Return(call)}
}

func (s *MethodSet) goPublic(f *jen.File) {
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
		case goapi.FormChain, goapi.FormSelf:
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

func (s *MethodSet) docComment() string {
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
	case goapi.FormSelf:
		sb.WriteString("\n\nIt changes the receiver in place and returns it, or a tensor carrying the error, its own or its receiver's (see Tensor.Err; the receiver is left as it was): x." + s.public + "(y).Err() is the error alone.")
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

// handles are the spec's handle classes whose Go type GoFile writes:
// those without a schema type (Tensor and Generator are the runtime's).
func handles(specs *model.Specs) []*model.Class {
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

// GoFile renders the class specs' Go as a file of package pkg: the handle
// classes' types, then the method sets' cores and public forms.
func GoFile(pkg, stamp string, specs *model.Specs, sets []*MethodSet) ([]byte, error) {
	handles := handles(specs)
	var frees []string
	for _, c := range handles {
		frees = append(frees, freeFunc(c))
	}
	f := typed.NewFile(pkg, stamp, Bindings(sets), frees)
	for _, c := range handles {
		goHandleClass(f, c)
	}
	goSpec(f, sets)
	return typed.Render(f)
}
