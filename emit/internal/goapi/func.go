package goapi

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// Style is what differs between the ABI modes in the Go they share.
type Style struct {
	// NoInline marks every function and method //go:noinline (before the
	// func, after the doc comment).
	NoInline bool
	// Default is the runtime function that reads a defaulted option's
	// field in place: func(*Opt[T], T) T.
	Default string
}

// Func renders an operator's function: the prologue (parameters,
// defaults), then call.
func Func(f *jen.File, b *bind.Binding, s Style, call []jen.Code) {
	params, body := Prologue(b, s)
	Decl(f, b, s, params, append(body, call...))
}

// FieldType is the options-struct field type of a defaulted argument: its
// own Go type when that already has a "not given" zero value (Opt, pointer),
// else Opt of it.
func FieldType(a bind.Arg) jen.Code {
	if _, ok := a.Type.(model.OptionalType); ok {
		return a.GoType
	}
	return jen.Id("Opt").Types(a.GoType)
}

// Options renders the options struct of an operator with defaulted
// arguments: a field for each, whose zero value means the default.
func Options(f *jen.File, b *bind.Binding) {
	if !b.HasOptions() {
		return
	}
	var fields []jen.Code
	for _, a := range b.Args {
		if a.Positional() {
			continue
		}
		fields = append(fields, jen.Comment(defaultDoc(a)),
			jen.Id(overloads.Field(a.Name)).Add(FieldType(a)))
	}
	f.Comment(fmt.Sprintf("%s holds the optional arguments of %s; the zero value of a field means its default.",
		b.OptionsName(), b.GoName))
	f.Type().Id(b.OptionsName()).Struct(fields...)
}

// Tuple renders the results struct of an operator with several results,
// with a Free of the tensors the call created.
func Tuple(f *jen.File, b *bind.Binding) {
	if !b.Tuple() {
		return
	}
	var fields []jen.Code
	for _, r := range b.Rets {
		fields = append(fields, jen.Id(r.Field).Add(r.GoType))
	}
	f.Comment(fmt.Sprintf("%s holds the results of %s.", b.TupleName(), b.GoName))
	f.Type().Id(b.TupleName()).Struct(fields...)
	var frees []jen.Code
	for _, r := range b.Rets {
		switch {
		case r.Kind == bind.RetTensor:
			frees = append(frees, jen.Id("r").Dot(r.Field).Dot("Free").Call())
		case r.Kind == bind.RetList && r.CType == "gt_tensor":
			frees = append(frees, jen.For(jen.List(jen.Id("_"), jen.Id("t")).Op(":=").Range().Id("r").Dot(r.Field)).Block(
				jen.Id("t").Dot("Free").Call()))
		}
	}
	if len(frees) == 0 {
		return // every result aliases an argument the caller owns
	}
	f.Comment("Free releases the tensors the call created (not arguments it returned).")
	f.Func().Params(jen.Id("r").Id(b.TupleName())).Id("Free").Params().Block(frees...)
}

// Chains reports whether an operator's function returns one tensor as a
// *Tensor that carries its error (Tensor.Err, Tensor.Result), so that
// functions chain as methods do: torch.Rand(3).Mul(2). The tensor is a new
// one, or the argument an in-place or out= operator returns (Relu_(x) is
// x, or a tensor carrying the error: x itself is left as it was).
func Chains(b *bind.Binding) bool {
	if b.Spec != nil || len(b.Rets) != 1 {
		return false
	}
	r := b.Rets[0]
	return r.Kind == bind.RetTensor || r.Kind == bind.RetAlias && model.IsTensor(r.Type)
}

// Results is the Go result list: *Tensor (Chains), (error), (T, error) or
// (Tuple, error).
func Results(b *bind.Binding) []jen.Code {
	if Chains(b) {
		return []jen.Code{b.Rets[0].GoType}
	}
	switch len(b.Rets) {
	case 0:
		return []jen.Code{jen.Error()}
	case 1:
		return []jen.Code{b.Rets[0].GoType, jen.Error()}
	}
	return []jen.Code{jen.Id(b.TupleName()), jen.Error()}
}

// Zero is the Go zero value of a result, for the error path.
func Zero(r bind.Ret) jen.Code {
	switch r.Kind {
	case bind.RetTensor, bind.RetAlias, bind.RetList:
		return jen.Nil()
	}
	switch t, _ := model.Unwrap(r.Type); t := t.(type) {
	case model.ObjectType:
		if t.Handle {
			return jen.Nil()
		}
		return jen.Id(t.Class).Values()
	case model.BaseType:
		switch t.Kind {
		case model.Generator:
			return jen.Nil()
		case model.Str:
			return jen.Lit("")
		case model.Bool, model.SymBool:
			return jen.False()
		case model.Scalar:
			return jen.Id("Scalar").Values()
		case model.Device:
			return jen.Id("Device").Values()
		}
	}
	return jen.Lit(0)
}

// ErrReturn is the wrapper's return when its call failed (failed, the
// test): the results' zero values and newOpError. A failed tensor argument
// (Tensor.Err), alone or in a list, reaches the call as no tensor, so
// newOpError gets the tensor arguments and returns such a tensor's own
// error, looked for only on this path.
func ErrReturn(b *bind.Binding, failed jen.Code) jen.Code {
	var zeros []jen.Code
	switch len(b.Rets) {
	case 0:
	case 1:
		zeros = append(zeros, Zero(b.Rets[0]))
	default:
		zeros = append(zeros, jen.Id(b.TupleName()).Values())
	}
	errArgs := []jen.Code{jen.Lit(b.ErrFunc), jen.Lit(b.ErrOp), jen.Id("_err")}
	for _, a := range b.Args {
		switch {
		case isTensorList(a.Type):
			// The list's carried error, not the list: a slice in an any
			// would send every call's list to the heap.
			errArgs = append(errArgs, jen.Id("rtListErr").Call(jen.Id(a.Param)))
		case model.IsTensor(a.Type) || model.IsTensor(unwrapped(a.Type)):
			errArgs = append(errArgs, jen.Id(a.Param))
		}
	}
	if Chains(b) {
		return jen.If(failed).Block(jen.Return(jen.Id("rtFailed").Call(jen.Id("newOpError").Call(errArgs...))))
	}
	return jen.If(failed).Block(jen.Return(append(zeros, jen.Id("newOpError").Call(errArgs...))...))
}

// ReturnResults is the wrapper's successful return of its results (one Go
// value each): nil error, and the tuple struct when there are several.
func ReturnResults(b *bind.Binding, results []jen.Code) jen.Code {
	if Chains(b) {
		return jen.Return(results[0])
	}
	switch len(b.Rets) {
	case 0:
		return jen.Return(jen.Nil())
	case 1:
		return jen.Return(results[0], jen.Nil())
	}
	dict := jen.Dict{}
	for i, r := range b.Rets {
		dict[jen.Id(r.Field)] = results[i]
	}
	return jen.Return(jen.Id(b.TupleName()).Values(dict), jen.Nil())
}

// Decl renders the function with its doc comment.
func Decl(f *jen.File, b *bind.Binding, s Style, params, body []jen.Code) {
	for _, line := range strings.Split(DocComment(b), "\n") {
		f.Comment(line)
	}
	noInline(f, s)
	f.Func().Id(b.FuncName).Params(params...).Params(Results(b)...).Block(body...)
}

// Prologue is the start of an operator's Go function, the same in both
// ABI modes: its parameters, and the body that applies the defaults.
func Prologue(b *bind.Binding, s Style) (params, body []jen.Code) {
	for _, a := range b.Args {
		switch {
		case a.Variadic && b.Spec != nil && !b.Spec.Receiver():
			// An exported core (a spec's static or free function).
			params = append(params, jen.Id(a.Param).Op("...").Add(a.VariadicElem))
		case a.Positional():
			params = append(params, jen.Id(a.Param).Add(a.GoType))
		}
	}
	if b.HasOptions() {
		params = append(params, jen.Id("opts").Op("...").Id(b.OptionsName()))
	}
	if b.HasOptions() {
		body = append(body,
			jen.Var().Id("_o").Id(b.OptionsName()),
			jen.If(jen.Len(jen.Id("opts")).Op(">").Lit(0)).Block(
				jen.Id("_o").Op("=").Id("opts").Index(jen.Len(jen.Id("opts")).Op("-").Lit(1))))
		for _, a := range b.Args {
			if a.Positional() {
				continue
			}
			field := jen.Id("_o").Dot(overloads.Field(a.Name))
			def, _ := bind.DefaultValue(a.Type, a.Default) // validated in bind.New
			_, optional := a.Type.(model.OptionalType)
			switch {
			case def == nil:
				body = append(body, jen.Id(a.Param).Op(":=").Add(field))
			case optional:
				// Or types the untyped default literal as the Opt's element.
				body = append(body, jen.Id(a.Param).Op(":=").Add(field),
					jen.If(jen.Op("!").Id(a.Param).Dot("IsSome").Call()).Block(
						jen.Id(a.Param).Op("=").Id("Some").Call(jen.Id(a.Param).Dot("Or").Call(def))))
			default:
				// s.Default reads the field in place: field.Or(def)
				// copies the Opt first, a copy that stalls on the zeroed _o.
				body = append(body, jen.Id(a.Param).Op(":=").Id(s.Default).Call(jen.Op("&").Add(field), def))
			}
		}
	}
	return params, body
}

// defaultDoc documents a defaulted field with its Go value, and the schema's
// name for a symbolic one ("Int64 (long)", "1 (Mean)").
func defaultDoc(a bind.Arg) string {
	def, _ := bind.DefaultValue(a.Type, a.Default)
	goText := "None"
	if def != nil {
		goText = Render(def)
	}
	switch v := a.Default.(type) {
	case model.EnumValue:
		goText += " (" + v.Name + ")"
	case model.IntValue:
		if v.Symbol != "" {
			goText += " (" + v.Symbol + ")"
		}
	}
	return fmt.Sprintf("%s defaults to %s.", overloads.Field(a.Name), goText)
}

// isTensorList reports whether t is a list of tensors, Tensor[] or
// Tensor?[]: its Go value is a []*Tensor.
func isTensorList(t model.Type) bool {
	l, ok := t.(model.ListType)
	return ok && model.IsTensor(unwrapped(l.Elem))
}

// unwrapped is t without an Optional wrapper.
func unwrapped(t model.Type) model.Type { u, _ := model.Unwrap(t); return u }

// Render prints a jennifer type expression as Go source.
func Render(c jen.Code) string {
	return fmt.Sprintf("%#v", jen.Add(c))
}

func noInline(f *jen.File, s Style) {
	if s.NoInline {
		f.Comment("//go:noinline")
	}
}
