package emit

import (
	"fmt"
	"strconv"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// loweredArg is one schema argument carried across the C ABI: its C
// parameters, the C++ expression that rebuilds the libtorch value, its Go
// API type, and the Go code that turns a Go value into the C arguments.
type loweredArg struct {
	cParams []string // C declarations, e.g. "const int64_t* a_size", "int64_t a_size_len"
	cxx     string   // C++ argument to at::_ops::X::call
	goType  jen.Code
	// goArgs returns the C call arguments for the Go value v.
	goArgs func(v jen.Code) []jen.Code
	// keepAlive: v holds Go objects owning C memory, kept alive past the call.
	keepAlive bool
	// release, when set, ends the use of v's tensors that goArgs began
	// (Tensor.use): it replaces keepAlive's runtime.KeepAlive.
	release func(v jen.Code) jen.Code
	// needsList: the C++ conversion builds a c10::List (gotorch_list.h).
	needsList bool
}

// unsupported is the reason an operator cannot be bound yet.
type unsupported struct{ reason string }

func (u *unsupported) Error() string { return u.reason }

func unsupportedf(format string, args ...any) error {
	return &unsupported{fmt.Sprintf(format, args...)}
}

func cQual(name string) *jen.Statement { return jen.Qual("C", name) }

// call returns v.method() or, for package helpers, helper(v).
func method(name string) func(jen.Code) []jen.Code {
	return func(v jen.Code) []jen.Code { return []jen.Code{jen.Add(v).Dot(name).Call()} }
}

func helper(name string) func(jen.Code) []jen.Code {
	return func(v jen.Code) []jen.Code { return []jen.Code{jen.Id(name).Call(v)} }
}

func convert(cType string) func(jen.Code) []jen.Code {
	return func(v jen.Code) []jen.Code { return []jen.Code{cQual(cType).Call(v)} }
}

// lowerArg decides how a schema argument crosses the ABI. The type switch
// is exhaustive over model.Type: a new type kind fails to compile here.
//
// Every C++ conversion that can reject a value gets the argument's name (a
// C string literal, q) so that its error names the argument.
func lowerArg(name string, t model.Type) (*loweredArg, error) {
	c := "a_" + name
	q := strconv.Quote(name)
	if bt, ok := t.(model.BaseType); ok && bt.Kind == model.Int && name == "reduction" {
		// The schema's int code of at::Reduction gets its typed constants
		// (ReductionMean...), as MemoryFormat has.
		return &loweredArg{cParams: []string{"int64_t " + c}, cxx: c, goType: jen.Id("Reduction"), goArgs: convert("int64_t")}, nil
	}
	switch t := t.(type) {
	case model.TensorType:
		return &loweredArg{
			cParams: []string{"gt_tensor " + c},
			cxx:     "gotorch::ref(" + c + ", " + q + ")",
			goType:  jen.Op("*").Id("Tensor"),
			goArgs:  method("use"), release: unuse,
		}, nil
	case model.BaseType:
		return lowerBase(c, q, t.Kind)
	case model.OptionalType:
		return lowerOptional(c, q, t.Elem)
	case model.ListType:
		l, err := lowerList(c, q, t)
		if err != nil {
			return nil, err
		}
		return &l.loweredArg, nil
	case model.ClassType:
		return nil, unsupportedf("TorchScript class type %s", t.Name)
	case model.ObjectType:
		if t.Handle {
			// A handle class of a spec: a T* that the generated Go type owns.
			return &loweredArg{cParams: []string{"gt_object " + c}, cxx: "gotorch::object<" + t.Cxx + ">(" + c + ", " + q + ")",
				goType: jen.Op("*").Id(t.Class), goArgs: method("use"), release: unuse}, nil
		}
		// A value class of a spec: the runtime's Go type with its C struct
		// gt_<snake> and conversions (see docs/SPECS.md).
		snake := overloads.Snake(t.Class)
		return &loweredArg{cParams: []string{"gt_" + snake + " " + c}, cxx: "gotorch::" + snake + "(" + c + ", " + q + ")",
			goType: jen.Id(t.Class), goArgs: method("c")}, nil
	case model.UnsupportedType:
		return nil, unsupportedf("unknown type %q", t.Text)
	}
	panic(fmt.Sprintf("lowerArg: unhandled type %T", t))
}

// unuse ends the use of a tensor argument after the call (Tensor.unuse).
func unuse(v jen.Code) jen.Code { return jen.Add(v).Dot("unuse").Call() }

// unuseAll ends the use of a tensor list argument after the call.
func unuseAll(v jen.Code) jen.Code { return jen.Id("unuseTensors").Call(v) }

func lowerBase(c, q string, b model.Base) (*loweredArg, error) {
	simple := func(cType, cxx string, goType jen.Code) *loweredArg {
		return &loweredArg{cParams: []string{cType + " " + c}, cxx: cxx, goType: goType, goArgs: convert(cType)}
	}
	switch b {
	case model.Int, model.DeviceIndex:
		return simple("int64_t", c, jen.Int64()), nil
	case model.SymInt:
		return simple("int64_t", "c10::SymInt("+c+")", jen.Int64()), nil
	case model.Float:
		return simple("double", c, jen.Float64()), nil
	case model.Bool:
		return simple("bool", c, jen.Bool()), nil
	case model.Str:
		return &loweredArg{
			cParams: []string{"const char* " + c, "int64_t " + c + "_len"},
			cxx:     "gotorch::str(" + c + ", " + c + "_len, " + q + ")",
			goType:  jen.String(), goArgs: helper("cString"),
		}, nil
	case model.Scalar:
		return &loweredArg{cParams: []string{"gt_scalar " + c}, cxx: "gotorch::scalar(" + c + ")",
			goType: jen.Id("Scalar"), goArgs: method("c")}, nil
	case model.ScalarType:
		return simple("int32_t", "gotorch::scalar_type("+c+", "+q+")", jen.Id("DType")), nil
	case model.Layout:
		return simple("int32_t", "gotorch::layout("+c+", "+q+")", jen.Id("Layout")), nil
	case model.MemoryFormat:
		return simple("int32_t", "gotorch::memory_format("+c+", "+q+")", jen.Id("MemoryFormat")), nil
	case model.QScheme:
		return simple("int32_t", "gotorch::qscheme("+c+", "+q+")", jen.Id("QScheme")), nil
	case model.Device:
		return &loweredArg{cParams: []string{"gt_device " + c}, cxx: "gotorch::device(" + c + ", " + q + ")",
			goType: jen.Id("Device"), goArgs: method("c")}, nil
	case model.Generator:
		return &loweredArg{cParams: []string{"gt_generator " + c}, cxx: "gotorch::generator(" + c + ", " + q + ")",
			goType: jen.Op("*").Id("Generator"), goArgs: method("handle"), keepAlive: true}, nil
	case model.Dimname:
		return &loweredArg{
			cParams: []string{"const char* " + c, "int64_t " + c + "_len"},
			cxx:     "gotorch::dimname(" + c + ", " + c + "_len, " + q + ")",
			goType:  jen.String(), goArgs: helper("cString"),
		}, nil
	case model.Storage:
		return &loweredArg{cParams: []string{"gt_storage " + c}, cxx: "gotorch::storage(" + c + ", " + q + ")",
			goType: jen.Op("*").Id("Storage"), goArgs: method("handle"), keepAlive: true}, nil
	case model.Stream:
		return &loweredArg{cParams: []string{"gt_stream " + c}, cxx: "gotorch::stream(" + c + ", " + q + ")",
			goType: jen.Id("Stream"), goArgs: method("c")}, nil
	case model.SymBool:
		return simple("bool", "c10::SymBool("+c+")", jen.Bool()), nil
	case model.Bytes:
		return &loweredArg{
			cParams: []string{"const uint8_t* " + c, "int64_t " + c + "_len"},
			cxx:     "gotorch::bytes(" + c + ", " + c + "_len)",
			goType:  jen.Index().Byte(), goArgs: helper("cBytes"),
		}, nil
	case model.DimVector, model.Any:
		return nil, unsupportedf("%s arguments are not bound yet", b)
	}
	return nil, unsupportedf("unknown base type %s", b)
}

func lowerOptional(c, q string, elem model.Type) (*loweredArg, error) {
	opt := func(g jen.Code) jen.Code { return jen.Id("Opt").Types(g) }
	switch e := elem.(type) {
	case model.TensorType:
		return &loweredArg{
			cParams: []string{"gt_tensor " + c},
			cxx:     "gotorch::opt(" + c + ", " + q + ")",
			goType:  jen.Op("*").Id("Tensor"),
			goArgs:  method("optUse"), release: unuse,
		}, nil
	case model.ListType:
		l, err := lowerList(c, q, e)
		if err != nil {
			return nil, err
		}
		if l.optHelper == "" {
			return nil, unsupportedf("optional %s", e)
		}
		return &loweredArg{cParams: l.cParams, cxx: l.optCxx, goType: opt(l.goType), goArgs: helper(l.optHelper)}, nil
	case model.BaseType:
		ptr := func(cType, cxx, goHelper string, g jen.Code) *loweredArg {
			return &loweredArg{cParams: []string{cType + " " + c}, cxx: cxx, goType: opt(g), goArgs: helper(goHelper)}
		}
		switch e.Kind {
		case model.Int, model.DeviceIndex:
			return ptr("const int64_t*", "gotorch::opt_value("+c+")", "optInt64", jen.Int64()), nil
		case model.SymInt:
			return ptr("const int64_t*", "gotorch::opt_symint("+c+")", "optInt64", jen.Int64()), nil
		case model.Float:
			return ptr("const double*", "gotorch::opt_value("+c+")", "optFloat64", jen.Float64()), nil
		case model.Bool:
			return ptr("const bool*", "gotorch::opt_value("+c+")", "optBool", jen.Bool()), nil
		case model.Scalar:
			return ptr("const gt_scalar*", "gotorch::opt_scalar("+c+")", "optScalar", jen.Id("Scalar")), nil
		case model.ScalarType:
			return ptr("int32_t", "gotorch::opt_scalar_type("+c+", "+q+")", "optEnum", jen.Id("DType")), nil
		case model.Layout:
			return ptr("int32_t", "gotorch::opt_layout("+c+", "+q+")", "optEnum", jen.Id("Layout")), nil
		case model.MemoryFormat:
			return ptr("int32_t", "gotorch::opt_memory_format("+c+", "+q+")", "optEnum", jen.Id("MemoryFormat")), nil
		case model.Device:
			return ptr("gt_device", "gotorch::opt_device("+c+", "+q+")", "optDevice", jen.Id("Device")), nil
		case model.Str:
			return &loweredArg{
				cParams: []string{"const char* " + c, "int64_t " + c + "_len"},
				cxx:     "gotorch::opt_str(" + c + ", " + c + "_len, " + q + ")",
				goType:  opt(jen.String()), goArgs: helper("optString"),
			}, nil
		case model.Generator:
			return &loweredArg{cParams: []string{"gt_generator " + c}, cxx: "gotorch::opt_generator(" + c + ", " + q + ")",
				goType: jen.Op("*").Id("Generator"), goArgs: method("optHandle"), keepAlive: true}, nil
		}
		return nil, unsupportedf("optional %s", e)
	}
	return nil, unsupportedf("optional %s", elem)
}

// loweredList adds the optional form a list type can take.
type loweredList struct {
	loweredArg
	optHelper string // Go helper for Opt[[]T]; "" when the optional form is unsupported
	optCxx    string
}

func lowerList(c, q string, t model.ListType) (*loweredList, error) {
	n := c + "_len"
	list := func(cType, cxx, optCxx, goHelper string, goElem jen.Code) *loweredList {
		return &loweredList{
			loweredArg: loweredArg{
				cParams: []string{"const " + cType + "* " + c, "int64_t " + n},
				cxx:     cxx, goType: jen.Index().Add(goElem), goArgs: helper(goHelper),
			},
			optHelper: optName(goHelper), optCxx: optCxx,
		}
	}
	switch e := t.Elem.(type) {
	case model.TensorType:
		l := list("gt_tensor", "at::TensorList(gotorch::tensors("+c+", "+n+", "+q+"))", "", "cTensors", jen.Op("*").Id("Tensor"))
		l.optHelper, l.release = "", unuseAll
		return l, nil
	case model.ObjectType:
		if e.Handle {
			l := list("gt_object", "gotorch::object_list<"+e.Cxx+">("+c+", "+n+", "+q+")", "", "rtObjectList", jen.Op("*").Id(e.Class))
			l.optHelper = ""
			l.release = func(v jen.Code) jen.Code { return jen.Id("rtReleaseObjectList").Call(v) }
			return l, nil
		}
		// A list of value-class objects: the runtime's c<Class>List makes
		// the C array, release<Class>List ends the use of what it holds.
		snake := overloads.Snake(e.Class)
		l := list("gt_"+snake, "gotorch::"+snake+"_list("+c+", "+n+", "+q+")", "", "c"+e.Class+"List", jen.Id(e.Class))
		l.optHelper = ""
		l.release = func(v jen.Code) jen.Code { return jen.Id("release" + e.Class + "List").Call(v) }
		return l, nil
	case model.OptionalType:
		if model.IsTensor(e.Elem) {
			l := list("gt_tensor", "gotorch::opt_tensors("+c+", "+n+", "+q+")", "", "cTensors", jen.Op("*").Id("Tensor"))
			l.optHelper, l.release, l.needsList = "", unuseAll, true
			return l, nil
		}
	case model.BaseType:
		switch e.Kind {
		case model.Int:
			return list("int64_t", "at::IntArrayRef("+c+", "+n+")", "gotorch::opt_list("+c+", "+n+")", "cInt64s", jen.Int64()), nil
		case model.SymInt:
			return list("int64_t", "gotorch::symints("+c+", "+n+")", "gotorch::opt_symints("+c+", "+n+")", "cInt64s", jen.Int64()), nil
		case model.Float:
			return list("double", "at::ArrayRef<double>("+c+", "+n+")", "gotorch::opt_list("+c+", "+n+")", "cFloat64s", jen.Float64()), nil
		case model.Scalar:
			l := list("gt_scalar", "gotorch::scalars("+c+", "+n+")", "", "cScalars", jen.Id("Scalar"))
			l.optHelper = ""
			return l, nil
		case model.Str:
			l := list("char", "gotorch::strings("+c+", "+n+", "+q+")", "", "cStrings", jen.String())
			l.optHelper = ""
			return l, nil
		case model.Dimname:
			l := list("char", "gotorch::dimnames("+c+", "+n+", "+q+")", "gotorch::opt_dimnames("+c+", "+n+", "+q+")", "cDimnames", jen.String())
			return l, nil
		case model.Bool:
			if t.Size == 0 {
				break
			}
			return &loweredList{loweredArg: loweredArg{
				cParams: []string{"const bool* " + c},
				cxx:     fmt.Sprintf("gotorch::bool_array<%d>(%s)", t.Size, c),
				goType:  jen.Index(jen.Lit(t.Size)).Bool(),
				goArgs: func(v jen.Code) []jen.Code {
					return []jen.Code{jen.Parens(jen.Op("*").Qual("C", "bool")).Call(
						jen.Qual("unsafe", "Pointer").Call(jen.Op("&").Add(v).Index(jen.Lit(0))))}
				},
			}}, nil
		}
	}
	return nil, unsupportedf("list type %s", t)
}

// optName is the Go helper for the optional form of a list helper:
// cInt64s → optInt64s.
func optName(h string) string { return "opt" + h[1:] }
