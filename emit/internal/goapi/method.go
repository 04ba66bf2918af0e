package goapi

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// Operators whose declaration has the method variant are also methods of
// *Tensor: the function's stable name, its arguments without self. The
// method forwards to the function, so both cost the same per call; only
// the results are shaped for chaining (ResultForm).

// MethodForm is the result form of an operator's method.
func MethodForm(b *bind.Binding) ResultForm {
	switch {
	case len(b.Rets) == 0:
		return FormErr
	case Chains(b):
		return FormChain
	}
	return FormPlain
}

// Method renders the operator's method on *Tensor.
func Method(f *jen.File, b *bind.Binding, s Style) {
	self := b.Op.Receiver()
	var params, callArgs []jen.Code
	for i, a := range b.Args {
		if i == self {
			callArgs = append(callArgs, jen.Id("self"))
			continue
		}
		if a.Positional() {
			params = append(params, jen.Id(a.Param).Add(a.GoType))
			callArgs = append(callArgs, jen.Id(a.Param))
		}
	}
	if b.HasOptions() {
		params = append(params, jen.Id("opts").Op("...").Id(b.OptionsName()))
		callArgs = append(callArgs, jen.Id("opts").Op("..."))
	}
	call := jen.Id(b.FuncName).Call(callArgs...)
	form := MethodForm(b)
	var results []jen.Code
	var body []jen.Code
	doc := fmt.Sprintf("%s is the method form of the function %s (aten::%s), with the receiver as %s.",
		b.GoName, b.GoName, b.Op.ID(), b.Args[self].Name)
	switch form {
	case FormChain:
		results = []jen.Code{jen.Op("*").Id("Tensor")}
		body = []jen.Code{jen.Return(call)}
		if !Chains(b) {
			body = []jen.Code{jen.Return(jen.Id("rtChain").Call(call))}
		}
		if b.Rets[0].Kind == bind.RetAlias {
			doc += fmt.Sprintf(" It changes %s in place and returns it, or a tensor carrying the error, its own or its arguments' (see Tensor.Err; %s itself is left as it was): x.%s(...).Err() is the error alone.", b.Args[b.Rets[0].Alias].Name, b.Args[b.Rets[0].Alias].Name, b.GoName)
		} else {
			doc += " It returns a new tensor; an error, its own or its receiver's, travels in the result (see Tensor.Err)."
		}
	case FormErr:
		results = []jen.Code{jen.Error()}
		if len(b.Rets) == 0 {
			body = []jen.Code{jen.Return(call)}
		} else {
			body = []jen.Code{jen.List(jen.Id("_"), jen.Id("err")).Op(":=").Add(call), jen.Return(jen.Id("err"))}
			doc += " It changes the receiver in place and returns only the error."
		}
	default:
		results = Results(b)
		body = []jen.Code{jen.Return(call)}
	}
	var py []string
	for _, n := range overloads.PythonNames(b.Op) {
		if strings.HasPrefix(n, "Tensor.") {
			py = append(py, n)
		}
	}
	if len(py) > 0 {
		doc += "\n\nPyTorch: " + strings.Join(py, ", ")
	}
	for _, line := range strings.Split(doc, "\n") {
		f.Comment(line)
	}
	noInline(f, s)
	f.Func().Params(jen.Id("self").Op("*").Id("Tensor")).Id(b.GoName).Params(params...).Params(results...).Block(body...)
}

// ResultForm is how a public method returns what its core returns.
type ResultForm int

const (
	// FormPlain returns the core's results unchanged: (T, error) or error.
	FormPlain ResultForm = iota
	// FormChain returns a single new *Tensor alone; an error travels in
	// it (Tensor.Err), so calls chain: x.Mul(x).Add(1).
	FormChain
	// FormErr returns only the error: the method changes its receiver.
	FormErr
	// FormNoThrow returns only the value: a property of a live receiver,
	// which cannot fail (the zero value on a freed or failed one).
	FormNoThrow
	// FormSelf returns the receiver, which the method changed in place,
	// or a tensor carrying the error (the receiver is left as it was):
	// C++'s compound assignments, whose Python forms (__iadd__) return
	// self, so that x.Iadd(y).Mul_(2) chains and x.Iadd(y).Err() is the
	// error alone.
	FormSelf
)
