package emit

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// Operators whose declaration has the method variant are also methods of
// *Tensor: the function's stable name, its arguments without self. The
// method forwards to the function, so both cost the same per call; only
// the results are shaped for chaining (resultForm).

// irMethod reports whether an operator's binding becomes a Tensor method:
// it has the method variant and a plain Tensor self.
func (b *binding) irMethod() bool {
	if !b.op.Variants.Method {
		return false
	}
	i := b.op.Receiver()
	return i >= 0 && model.IsTensor(b.op.Args[i].Type)
}

// methodForm is the result form of an operator's method.
func (b *binding) methodForm() resultForm {
	switch {
	case len(b.rets) == 0:
		return formErr
	case len(b.rets) == 1 && b.rets[0].kind == retTensor:
		return formChain
	case len(b.rets) == 1 && b.rets[0].kind == retAlias && b.op.Args[b.rets[0].alias].Name == "self":
		return formErr
	}
	return formPlain
}

// goMethod renders the operator's method on *Tensor.
func (b *binding) goMethod(f *jen.File) {
	self := b.op.Receiver()
	var params, callArgs []jen.Code
	for i, a := range b.args {
		if i == self {
			callArgs = append(callArgs, jen.Id("self"))
			continue
		}
		if a.positional() {
			params = append(params, jen.Id(a.param).Add(a.goType))
			callArgs = append(callArgs, jen.Id(a.param))
		}
	}
	if b.hasOptions() {
		params = append(params, jen.Id("opts").Op("...").Id(b.optionsName()))
		callArgs = append(callArgs, jen.Id("opts").Op("..."))
	}
	call := jen.Id(b.goName).Call(callArgs...)
	form := b.methodForm()
	var results []jen.Code
	var body []jen.Code
	doc := fmt.Sprintf("%s is the method form of the function %s (aten::%s), with the receiver as %s.",
		b.goName, b.goName, b.op.ID(), b.args[self].Name)
	switch form {
	case formChain:
		results = []jen.Code{jen.Op("*").Id("Tensor")}
		body = []jen.Code{jen.Return(jen.Id("rtChain").Call(call))}
		doc += " It returns a new tensor; an error, its own or its receiver's, travels in the result (see Tensor.Err)."
	case formErr:
		results = []jen.Code{jen.Error()}
		if len(b.rets) == 0 {
			body = []jen.Code{jen.Return(call)}
		} else {
			body = []jen.Code{jen.List(jen.Id("_"), jen.Id("err")).Op(":=").Add(call), jen.Return(jen.Id("err"))}
			doc += " It changes the receiver in place and returns only the error."
		}
	default:
		results = b.goResults()
		body = []jen.Code{jen.Return(call)}
	}
	var py []string
	for _, n := range overloads.PythonNames(b.op) {
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
	b.stableNoInline(f)
	f.Func().Params(jen.Id("self").Op("*").Id("Tensor")).Id(b.goName).Params(params...).Params(results...).Block(body...)
}
