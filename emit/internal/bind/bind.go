// Package bind turns the IR's operators into bindings, what every backend
// of emit reads: each operator's Go names, how each argument and result
// crosses the C ABI (lowering: C parameters, the C++ that rebuilds the
// libtorch value, the Go type and conversion), the Go values of defaults,
// and the layout of the args struct of the calling convention. An operator
// none of this can carry is a Skip with the reason.
package bind

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// Binding is everything the backends need to emit one operator.
type Binding struct {
	Op     *model.Operator
	GoName string
	CName  string
	Args   []Arg
	Rets   []Ret
	// The calling convention (layout.go): C parameters, the number of
	// pointer arguments, and the size of the args struct.
	Slots    []Slot
	NPtr     int
	ArgsSize int
	// FuncName is the Go function emitted (GoName unless a class spec's
	// core function); ErrFunc and ErrOp name the call in its errors.
	FuncName string
	ErrFunc  string
	ErrOp    string
	// CxxCall replaces the dispatcher call in the shim (class specs).
	CxxCall string
	Spec    *model.Method // the class-spec entry, or nil for an operator
	// Method: the operator is also a method of *Tensor (TensorMethod).
	Method bool
}

// Arg is one argument of a binding: the schema's, lowered.
type Arg struct {
	model.Argument
	*Lowered
	Param string // Go parameter (or local) name
	// Variadic: the last parameter of a public method, a list of
	// VariadicElem taken as ...VariadicElem (Tensor.Index).
	Variadic     bool
	VariadicElem jen.Code
}

// Positional reports whether the argument is a Go parameter rather than a
// field of the options struct.
func (a Arg) Positional() bool { return a.Default == nil }

// RetKind is how a result crosses the ABI.
type RetKind int

const (
	RetTensor RetKind = iota // a new tensor handle
	RetAlias                 // the argument it aliases, returned as is
	RetList                  // a C array (tensor handles or ints) the Go side copies and frees
	RetValue                 // a plain value written by C
)

// Ret is one result of a binding: the schema's, lowered.
type Ret struct {
	model.Return
	Kind     RetKind
	Alias    int    // index into Args for RetAlias
	CType    string // C type of the out slot (RetValue) or of the array elements (RetList)
	CStore   string // C++ conversion around the value for RetValue ("%s" placeholder)
	GoType   jen.Code
	GoValue  func(out jen.Code) jen.Code // Go value from the C out slot (RetTensor, RetValue)
	ListWrap string                      // Go helper copying and freeing a RetList array
	Field    string                      // field name in the tuple struct
}

// New lowers op, named goName in Go, or says why it cannot be bound.
func New(op *model.Operator, goName string) (*Binding, error) {
	b := &Binding{Op: op, GoName: goName, CName: overloads.CFunc(op), FuncName: goName, ErrFunc: goName, ErrOp: op.ID()}
	params := overloads.Param(op.Args)
	for i, a := range op.Args {
		l, err := lowerArg(a.Name, a.Type)
		if err != nil {
			return nil, fmt.Errorf("argument %s: %w", a.Name, err)
		}
		if a.Default != nil {
			if _, err := DefaultValue(a.Type, a.Default); err != nil {
				return nil, fmt.Errorf("argument %s: %w", a.Name, err)
			}
		}
		b.Args = append(b.Args, Arg{Argument: a, Lowered: l, Param: params[i]})
	}
	for i, r := range op.Returns {
		br, err := b.lowerReturn(r)
		if err != nil {
			return nil, fmt.Errorf("return %d: %w", i, err)
		}
		br.Field = overloads.Field(r.Name)
		if r.Name == "" || slices.ContainsFunc(b.Rets, func(o Ret) bool { return o.Field == br.Field }) {
			br.Field = fmt.Sprintf("V%d", i)
		}
		b.Rets = append(b.Rets, br)
	}
	if err := b.layoutABI(); err != nil {
		return nil, err
	}
	return b, nil
}

// aliasedArg finds the argument a written return aliases ("Tensor(a!)").
func (b *Binding) aliasedArg(al *model.Alias) int {
	if al == nil || !al.Write {
		return -1
	}
	for i, a := range b.Op.Args {
		if aa := model.AliasOf(a.Type); aa != nil && aa.Write && slices.Equal(aa.Sets, al.Sets) {
			return i
		}
	}
	return -1
}

func (b *Binding) lowerReturn(r model.Return) (Ret, error) {
	br := Ret{Return: r}
	value := func(cType, store string, goType jen.Code, conv func(jen.Code) jen.Code) (Ret, error) {
		br.Kind, br.CType, br.CStore, br.GoType, br.GoValue = RetValue, cType, store, goType, conv
		return br, nil
	}
	as := func(g jen.Code) func(jen.Code) jen.Code {
		return func(v jen.Code) jen.Code { return jen.Add(g).Call(v) }
	}
	t, _ := model.Unwrap(r.Type)
	switch t := t.(type) {
	case model.TensorType:
		if i := b.aliasedArg(t.Alias); i >= 0 {
			br.Kind, br.Alias, br.GoType = RetAlias, i, jen.Op("*").Id("Tensor")
			return br, nil
		}
		br.Kind, br.GoType = RetTensor, jen.Op("*").Id("Tensor")
		br.GoValue = func(v jen.Code) jen.Code { return jen.Id("wrapTensor").Call(v) }
		return br, nil
	case model.ListType:
		if model.IsTensor(t.Elem) {
			if i := b.aliasedArg(model.AliasOf(t)); i >= 0 {
				br.Kind, br.Alias, br.GoType = RetAlias, i, jen.Index().Op("*").Id("Tensor")
				return br, nil
			}
			br.Kind, br.CType, br.GoType = RetList, "gt_tensor", jen.Index().Op("*").Id("Tensor")
			// The caller's buffer is the out slot's _buf (Slot.Buf).
			br.CStore = "gotorch::tensor_list(%[1]s, %[2]s, %[3]s, %[2]s_buf);"
			br.ListWrap = "wrapTensorListBuf"
			return br, nil
		}
		if o, ok := t.Elem.(model.ObjectType); ok && o.Handle {
			br.Kind, br.CType, br.GoType = RetList, "gt_object", jen.Index().Op("*").Id(o.Class)
			br.CStore = "gotorch::object_list_out<" + o.Cxx + ">(%s, %s, %s);"
			br.ListWrap = "wrap" + o.Class + "List"
			return br, nil
		}
		if bt, ok := t.Elem.(model.BaseType); ok && bt.Kind == model.Str {
			br.Kind, br.CType, br.GoType = RetList, "char*", jen.Index().String()
			br.CStore = "gotorch::string_list(%s, %s, %s);"
			br.ListWrap = "rtGoStrings"
			return br, nil
		}
		if bt, ok := t.Elem.(model.BaseType); ok && (bt.Kind == model.Int || bt.Kind == model.SymInt) {
			br.Kind, br.CType, br.GoType = RetList, "int64_t", jen.Index().Int64()
			br.CStore = "gotorch::int_list(%s, %s, %s);"
			br.ListWrap = "wrapInt64s"
			return br, nil
		}
	case model.BaseType:
		switch t.Kind {
		case model.Bytes:
			// A byte string (NULs allowed): an array and its length, as a
			// list result.
			br.Kind, br.CType, br.GoType = RetList, "uint8_t", jen.Index().Byte()
			br.CStore = "gotorch::byte_list(%s, %s, %s);"
			br.ListWrap = "rtGoBytes"
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
	return br, Unsupportedf("return type %s", r.Type)
}

// Tuple reports whether the Go function returns a struct of results.
func (b *Binding) Tuple() bool { return len(b.Rets) > 1 }

// HasOptions reports whether the Go function takes an options struct: an
// argument has a default.
func (b *Binding) HasOptions() bool {
	return slices.ContainsFunc(b.Args, func(a Arg) bool { return !a.Positional() })
}

// Skip is one operator (or class-spec entry, custom operator) that was not
// bound: its ID and why.
type Skip struct {
	ID     string
	Reason string
}

// All names and lowers every operator; those that cannot be bound are
// returned as skips with the reason. Generated names are checked against
// each other and against the runtime's own identifiers (runtime: the
// runtime's files by name). reserved maps every package-level name taken
// to its owner, for the class specs and custom operators that follow.
func All(lib *model.Library, runtime map[string][]byte) (bound []*Binding, skipped []Skip, reserved map[string]string, err error) {
	idents, err := RuntimeIdents(runtime)
	if err != nil {
		return nil, nil, nil, err
	}
	names, err := overloads.Assign(lib.Operators, idents)
	if err != nil {
		return nil, nil, nil, err
	}
	// The operator index constants are "op" + a Go name (optable.go).
	for _, r := range idents {
		if rest, ok := strings.CutPrefix(r, "op"); ok && rest != "" && (unicode.IsUpper(rune(rest[0])) || strings.HasPrefix(rest, "spec")) {
			return nil, nil, nil, fmt.Errorf("emit: runtime identifier %s has the form of an operator index constant", r)
		}
		if strings.HasPrefix(r, "spec") {
			return nil, nil, nil, fmt.Errorf("emit: runtime identifier %s has the form of a class spec's function", r)
		}
	}
	reserved = map[string]string{}
	for _, r := range idents {
		reserved[r] = "the runtime"
	}
	for _, op := range lib.Operators {
		f := names.Func[op]
		for _, n := range []string{f, overloads.Options(f), overloads.Tuple(f)} {
			reserved[n] = "aten::" + op.ID()
		}
		b, err := New(op, f)
		if err != nil {
			skipped = append(skipped, Skip{ID: op.ID(), Reason: err.Error()})
			continue
		}
		bound = append(bound, b)
	}
	return bound, skipped, reserved, nil
}

// TensorMethod reports whether an operator's binding becomes a Tensor
// method: it has the method variant and a plain Tensor self. (A class spec
// may define the method instead: Method says what was decided.)
func (b *Binding) TensorMethod() bool {
	if !b.Op.Variants.Method {
		return false
	}
	i := b.Op.Receiver()
	return i >= 0 && model.IsTensor(b.Op.Args[i].Type)
}

// NeedsList reports whether a conversion of the shim needs c10::List
// (gotorch_list.h).
func (b *Binding) NeedsList() bool {
	return slices.ContainsFunc(b.Args, func(a Arg) bool { return a.NeedsList })
}

// OptionsName is the Go name of the options struct.
func (b *Binding) OptionsName() string { return overloads.Options(b.GoName) }

// TupleName is the Go name of the results struct.
func (b *Binding) TupleName() string { return overloads.Tuple(b.GoName) }
