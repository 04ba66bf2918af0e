package emit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// binding is everything the backends need to emit one operator.
type binding struct {
	op     *model.Operator
	goName string
	cName  string
	args   []boundArg
	rets   []boundRet
	// The calling convention (abi.go): C parameters, the number of pointer
	// arguments, and the size of the args struct.
	slots    []abiSlot
	nptr     int
	argsSize int
	// funcName is the Go function emitted (goName unless a class spec's
	// core function); errFunc and errOp name the call in its errors.
	funcName string
	errFunc  string
	errOp    string
	// cxxCall replaces the dispatcher call in the shim (class specs).
	cxxCall string
	spec    *model.Method // the class-spec entry, or nil for an operator
	// method: the operator is also a method of *Tensor (methods.go).
	method bool
	// stableCall, in the stable-ABI mode, renders the call that replaces
	// the typed shim's (stable.go).
	stableCall func() []jen.Code
}

type boundArg struct {
	model.Argument
	*loweredArg
	param string // Go parameter (or local) name
	// variadic: the last parameter of a public method, a list of
	// variadicElem taken as ...variadicElem (Tensor.Index).
	variadic     bool
	variadicElem jen.Code
}

// positional reports whether the argument is a Go parameter rather than a
// field of the options struct.
func (a boundArg) positional() bool { return a.Default == nil }

type retKind int

const (
	retTensor retKind = iota // a new tensor handle
	retAlias                 // the argument it aliases, returned as is
	retList                  // a C array (tensor handles or ints) the Go side copies and frees
	retValue                 // a plain value written by C
)

type boundRet struct {
	model.Return
	kind     retKind
	alias    int    // index into args for retAlias
	cType    string // C type of the out slot (retValue) or of the array elements (retList)
	cStore   string // C++ conversion around the value for retValue ("%s" placeholder)
	goType   jen.Code
	goValue  func(out jen.Code) jen.Code // Go value from the C out slot (retTensor, retValue)
	listWrap string                      // Go helper copying and freeing a retList array
	field    string                      // field name in the tuple struct
}

func newBinding(op *model.Operator, goName string) (*binding, error) {
	b := &binding{op: op, goName: goName, cName: overloads.CFunc(op), funcName: goName, errFunc: goName, errOp: op.ID()}
	params := overloads.Param(op.Args)
	for i, a := range op.Args {
		l, err := lowerArg(a.Name, a.Type)
		if err != nil {
			return nil, fmt.Errorf("argument %s: %w", a.Name, err)
		}
		if a.Default != nil {
			if _, err := defaultValue(a.Type, a.Default); err != nil {
				return nil, fmt.Errorf("argument %s: %w", a.Name, err)
			}
		}
		b.args = append(b.args, boundArg{Argument: a, loweredArg: l, param: params[i]})
	}
	for i, r := range op.Returns {
		br, err := b.lowerReturn(r)
		if err != nil {
			return nil, fmt.Errorf("return %d: %w", i, err)
		}
		br.field = overloads.Field(r.Name)
		if r.Name == "" || slices.ContainsFunc(b.rets, func(o boundRet) bool { return o.field == br.field }) {
			br.field = fmt.Sprintf("V%d", i)
		}
		b.rets = append(b.rets, br)
	}
	if err := b.layoutABI(); err != nil {
		return nil, err
	}
	return b, nil
}

// aliasedArg finds the argument a written return aliases ("Tensor(a!)").
func (b *binding) aliasedArg(al *model.Alias) int {
	if al == nil || !al.Write {
		return -1
	}
	for i, a := range b.op.Args {
		if aa := model.AliasOf(a.Type); aa != nil && aa.Write && slices.Equal(aa.Sets, al.Sets) {
			return i
		}
	}
	return -1
}

func (b *binding) lowerReturn(r model.Return) (boundRet, error) {
	br := boundRet{Return: r}
	value := func(cType, store string, goType jen.Code, conv func(jen.Code) jen.Code) (boundRet, error) {
		br.kind, br.cType, br.cStore, br.goType, br.goValue = retValue, cType, store, goType, conv
		return br, nil
	}
	as := func(g jen.Code) func(jen.Code) jen.Code {
		return func(v jen.Code) jen.Code { return jen.Add(g).Call(v) }
	}
	t, _ := model.Unwrap(r.Type)
	switch t := t.(type) {
	case model.TensorType:
		if i := b.aliasedArg(t.Alias); i >= 0 {
			br.kind, br.alias, br.goType = retAlias, i, jen.Op("*").Id("Tensor")
			return br, nil
		}
		br.kind, br.goType = retTensor, jen.Op("*").Id("Tensor")
		br.goValue = func(v jen.Code) jen.Code { return jen.Id("wrapTensor").Call(v) }
		return br, nil
	case model.ListType:
		if model.IsTensor(t.Elem) {
			if i := b.aliasedArg(model.AliasOf(t)); i >= 0 {
				br.kind, br.alias, br.goType = retAlias, i, jen.Index().Op("*").Id("Tensor")
				return br, nil
			}
			br.kind, br.cType, br.goType = retList, "gt_tensor", jen.Index().Op("*").Id("Tensor")
			br.cStore = "gotorch::tensor_list(%s, %s, %s);"
			br.listWrap = "wrapTensorList"
			return br, nil
		}
		if o, ok := t.Elem.(model.ObjectType); ok && o.Handle {
			br.kind, br.cType, br.goType = retList, "gt_object", jen.Index().Op("*").Id(o.Class)
			br.cStore = "gotorch::object_list_out<" + o.Cxx + ">(%s, %s, %s);"
			br.listWrap = "wrap" + o.Class + "List"
			return br, nil
		}
		if bt, ok := t.Elem.(model.BaseType); ok && bt.Kind == model.Str {
			br.kind, br.cType, br.goType = retList, "char*", jen.Index().String()
			br.cStore = "gotorch::string_list(%s, %s, %s);"
			br.listWrap = "rtGoStrings"
			return br, nil
		}
		if bt, ok := t.Elem.(model.BaseType); ok && (bt.Kind == model.Int || bt.Kind == model.SymInt) {
			br.kind, br.cType, br.goType = retList, "int64_t", jen.Index().Int64()
			br.cStore = "gotorch::int_list(%s, %s, %s);"
			br.listWrap = "wrapInt64s"
			return br, nil
		}
	case model.BaseType:
		switch t.Kind {
		case model.Bytes:
			// A byte string (NULs allowed): an array and its length, as a
			// list result.
			br.kind, br.cType, br.goType = retList, "uint8_t", jen.Index().Byte()
			br.cStore = "gotorch::byte_list(%s, %s, %s);"
			br.listWrap = "rtGoBytes"
			return br, nil
		case model.Bool:
			return value("bool", "%s", jen.Bool(), as(jen.Bool()))
		case model.SymBool:
			// Eager tensors have concrete SymBools; guard_bool reads one
			// (and would throw for a symbolic one, which eager code never has).
			return value("bool", "(%s).guard_bool(__FILE__, __LINE__)", jen.Bool(), as(jen.Bool()))
		case model.Int:
			return value("int64_t", "%s", jen.Int64(), as(jen.Int64()))
		case model.SymInt:
			return value("int64_t", "(%s).expect_int()", jen.Int64(), as(jen.Int64()))
		case model.Float:
			return value("double", "%s", jen.Float64(), as(jen.Float64()))
		case model.Scalar:
			return value("gt_scalar", "gotorch::from_scalar(%s)", jen.Id("Scalar"), as(jen.Id("scalarFromC")))
		case model.ScalarType:
			return value("int32_t", "static_cast<int32_t>(%s)", jen.Id("DType"), as(jen.Id("DType")))
		case model.QScheme:
			return value("int32_t", "static_cast<int32_t>(%s)", jen.Id("QScheme"), as(jen.Id("QScheme")))
		case model.Layout:
			return value("int32_t", "static_cast<int32_t>(%s)", jen.Id("Layout"), as(jen.Id("Layout")))
		case model.Device:
			return value("gt_device", "gotorch::from_device(%s)", jen.Id("Device"), as(jen.Id("deviceFromC")))
		case model.Generator:
			return value("gt_generator", "gotorch::wrap_generator(%s)", jen.Op("*").Id("Generator"), as(jen.Id("wrapGenerator")))
		case model.Str:
			return value("char*", "gotorch::c_string(%s)", jen.String(), as(jen.Id("rtGoString")))
		}
	case model.ObjectType:
		if t.Handle {
			return value("gt_object", "gotorch::wrap_object<"+t.Cxx+">(%s)", jen.Op("*").Id(t.Class), as(jen.Id("wrap"+t.Class)))
		}
		snake := overloads.Snake(t.Class)
		return value("gt_"+snake, "gotorch::from_"+snake+"(%s)", jen.Id(t.Class),
			as(jen.Id(strings.ToLower(t.Class[:1])+t.Class[1:]+"FromC")))
	}
	return br, unsupportedf("return type %s", r.Type)
}

// tuple reports whether the Go function returns a struct of results.
func (b *binding) tuple() bool { return len(b.rets) > 1 }

func (b *binding) hasOptions() bool {
	return slices.ContainsFunc(b.args, func(a boundArg) bool { return !a.positional() })
}
