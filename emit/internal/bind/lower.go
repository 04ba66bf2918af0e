package bind

import (
	"fmt"
	"strconv"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// Lowered is one schema argument carried across the C ABI: its C
// parameters, the C++ expression that rebuilds the libtorch value, its Go
// API type, and the Go code that turns a Go value into the C arguments.
type Lowered struct {
	CParams []string // C declarations, e.g. "const int64_t* a_size", "int64_t a_size_len"
	Cxx     string   // C++ argument to at::_ops::X::call
	GoType  jen.Code
	// GoArgs returns the C call arguments for the Go value v.
	GoArgs func(v jen.Code) []jen.Code
	// KeepAlive: v holds Go objects owning C memory, kept alive past the call.
	KeepAlive bool
	// Release, when set, ends the use of v's tensors that GoArgs began
	// (Tensor.use): it replaces KeepAlive's runtime.KeepAlive.
	Release func(v jen.Code) jen.Code
	// NeedsList: the C++ conversion builds a c10::List (gotorch_list.h).
	NeedsList bool
	// StackBuf, when set, is the C element type of a buffer of rtListBuf
	// elements the wrapper declares on its stack; BufArgs replaces GoArgs
	// and gets its address (cTensorsBuf: a short list's handles cost no
	// allocation).
	StackBuf string
	BufArgs  func(buf, v jen.Code) []jen.Code
}

// unsupported is the reason an operator cannot be bound yet.
type unsupported struct{ reason string }

func (u *unsupported) Error() string { return u.reason }

// Unsupportedf is the reason an operator (or entry) cannot be bound yet,
// which a backend reports as its Skip.
func Unsupportedf(format string, args ...any) error {
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
func lowerArg(name string, t model.Type) (*Lowered, error) {
	c := "a_" + name
	q := strconv.Quote(name)
	if bt, ok := t.(model.BaseType); ok && bt.Kind == model.Int && name == "reduction" {
		// The schema's int code of at::Reduction gets its typed constants
		// (ReductionMean...), as MemoryFormat has.
		return &Lowered{CParams: []string{"int64_t " + c}, Cxx: c, GoType: jen.Id("Reduction"), GoArgs: convert("int64_t")}, nil
	}
	switch t := t.(type) {
	case model.TensorType:
		return &Lowered{
			CParams: []string{"gt_tensor " + c},
			Cxx:     "gotorch::ref(" + c + ", " + q + ")",
			GoType:  jen.Op("*").Id("Tensor"),
			GoArgs:  method("use"), Release: unuse,
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
		return &l.Lowered, nil
	case model.ClassType:
		return nil, Unsupportedf("TorchScript class type %s", t.Name)
	case model.ObjectType:
		if t.Handle {
			// A handle class of a spec: a T* that the generated Go type owns.
			return &Lowered{CParams: []string{"gt_object " + c}, Cxx: "gotorch::object<" + t.Cxx + ">(" + c + ", " + q + ")",
				GoType: jen.Op("*").Id(t.Class), GoArgs: method("use"), Release: unuse}, nil
		}
		// A value class of a spec: the runtime's Go type with its C struct
		// gt_<snake> and conversions (see docs/SPECS.md).
		snake := overloads.Snake(t.Class)
		return &Lowered{CParams: []string{"gt_" + snake + " " + c}, Cxx: "gotorch::" + snake + "(" + c + ", " + q + ")",
			GoType: jen.Id(t.Class), GoArgs: method("c")}, nil
	case model.UnsupportedType:
		return nil, Unsupportedf("unknown type %q", t.Text)
	}
	panic(fmt.Sprintf("lowerArg: unhandled type %T", t))
}

// unuse ends the use of a tensor argument after the call (Tensor.unuse).
func unuse(v jen.Code) jen.Code { return jen.Add(v).Dot("unuse").Call() }

// unuseAll ends the use of a tensor list argument after the call.
func unuseAll(v jen.Code) jen.Code { return jen.Id("unuseTensors").Call(v) }

func lowerBase(c, q string, b model.Base) (*Lowered, error) {
	simple := func(cType, cxx string, goType jen.Code) *Lowered {
		return &Lowered{CParams: []string{cType + " " + c}, Cxx: cxx, GoType: goType, GoArgs: convert(cType)}
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
		return &Lowered{
			CParams: []string{"const char* " + c, "int64_t " + c + "_len"},
			Cxx:     "gotorch::str(" + c + ", " + c + "_len, " + q + ")",
			GoType:  jen.String(), GoArgs: helper("cString"),
		}, nil
	case model.Scalar:
		return &Lowered{CParams: []string{"gt_scalar " + c}, Cxx: "gotorch::scalar(" + c + ")",
			GoType: jen.Id("Scalar"), GoArgs: method("c")}, nil
	case model.ScalarType:
		return simple("int32_t", "gotorch::scalar_type("+c+", "+q+")", jen.Id("DType")), nil
	case model.Layout:
		return simple("int32_t", "gotorch::layout("+c+", "+q+")", jen.Id("Layout")), nil
	case model.MemoryFormat:
		return simple("int32_t", "gotorch::memory_format("+c+", "+q+")", jen.Id("MemoryFormat")), nil
	case model.QScheme:
		return simple("int32_t", "gotorch::qscheme("+c+", "+q+")", jen.Id("QScheme")), nil
	case model.Device:
		return &Lowered{CParams: []string{"gt_device " + c}, Cxx: "gotorch::device(" + c + ", " + q + ")",
			GoType: jen.Id("Device"), GoArgs: method("c")}, nil
	case model.Generator:
		return &Lowered{CParams: []string{"gt_generator " + c}, Cxx: "gotorch::generator(" + c + ", " + q + ")",
			GoType: jen.Op("*").Id("Generator"), GoArgs: method("handle"), KeepAlive: true}, nil
	case model.Dimname:
		return &Lowered{
			CParams: []string{"const char* " + c, "int64_t " + c + "_len"},
			Cxx:     "gotorch::dimname(" + c + ", " + c + "_len, " + q + ")",
			GoType:  jen.String(), GoArgs: helper("cString"),
		}, nil
	case model.Storage:
		return &Lowered{CParams: []string{"gt_storage " + c}, Cxx: "gotorch::storage(" + c + ", " + q + ")",
			GoType: jen.Op("*").Id("Storage"), GoArgs: method("handle"), KeepAlive: true}, nil
	case model.Stream:
		return &Lowered{CParams: []string{"gt_stream " + c}, Cxx: "gotorch::stream(" + c + ", " + q + ")",
			GoType: jen.Id("Stream"), GoArgs: method("c")}, nil
	case model.SymBool:
		return simple("bool", "c10::SymBool("+c+")", jen.Bool()), nil
	case model.Bytes:
		return &Lowered{
			CParams: []string{"const uint8_t* " + c, "int64_t " + c + "_len"},
			Cxx:     "gotorch::bytes(" + c + ", " + c + "_len)",
			GoType:  jen.Index().Byte(), GoArgs: helper("cBytes"),
		}, nil
	case model.DimVector, model.Any:
		return nil, Unsupportedf("%s arguments are not bound yet", b)
	}
	return nil, Unsupportedf("unknown base type %s", b)
}

func lowerOptional(c, q string, elem model.Type) (*Lowered, error) {
	opt := func(g jen.Code) jen.Code { return jen.Id("Opt").Types(g) }
	switch e := elem.(type) {
	case model.TensorType:
		return &Lowered{
			CParams: []string{"gt_tensor " + c},
			Cxx:     "gotorch::opt(" + c + ", " + q + ")",
			GoType:  jen.Op("*").Id("Tensor"),
			GoArgs:  method("optUse"), Release: unuse,
		}, nil
	case model.ListType:
		l, err := lowerList(c, q, e)
		if err != nil {
			return nil, err
		}
		if l.optHelper == "" {
			return nil, Unsupportedf("optional %s", e)
		}
		return &Lowered{CParams: l.CParams, Cxx: l.optCxx, GoType: opt(l.GoType), GoArgs: helper(l.optHelper)}, nil
	case model.BaseType:
		ptr := func(cType, cxx, goHelper string, g jen.Code) *Lowered {
			return &Lowered{CParams: []string{cType + " " + c}, Cxx: cxx, GoType: opt(g), GoArgs: helper(goHelper)}
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
			return &Lowered{
				CParams: []string{"const char* " + c, "int64_t " + c + "_len"},
				Cxx:     "gotorch::opt_str(" + c + ", " + c + "_len, " + q + ")",
				GoType:  opt(jen.String()), GoArgs: helper("optString"),
			}, nil
		case model.Generator:
			return &Lowered{CParams: []string{"gt_generator " + c}, Cxx: "gotorch::opt_generator(" + c + ", " + q + ")",
				GoType: jen.Op("*").Id("Generator"), GoArgs: method("optHandle"), KeepAlive: true}, nil
		}
		return nil, Unsupportedf("optional %s", e)
	}
	return nil, Unsupportedf("optional %s", elem)
}

// loweredList adds the optional form a list type can take.
type loweredList struct {
	Lowered
	optHelper string // Go helper for Opt[[]T]; "" when the optional form is unsupported
	optCxx    string
}

func lowerList(c, q string, t model.ListType) (*loweredList, error) {
	n := c + "_len"
	list := func(cType, cxx, optCxx, goHelper string, goElem jen.Code) *loweredList {
		return &loweredList{
			Lowered: Lowered{
				CParams: []string{"const " + cType + "* " + c, "int64_t " + n},
				Cxx:     cxx, GoType: jen.Index().Add(goElem), GoArgs: helper(goHelper),
			},
			optHelper: optName(goHelper), optCxx: optCxx,
		}
	}
	switch e := t.Elem.(type) {
	case model.TensorType:
		l := list("gt_tensor", "at::TensorList(gotorch::tensors("+c+", "+n+", "+q+"))", "", "cTensors", jen.Op("*").Id("Tensor"))
		l.optHelper, l.Release, l.StackBuf = "", unuseAll, "gt_tensor"
		l.BufArgs = func(buf, v jen.Code) []jen.Code { return []jen.Code{jen.Id("cTensorsBuf").Call(buf, v)} }
		return l, nil
	case model.ObjectType:
		if e.Handle {
			l := list("gt_object", "gotorch::object_list<"+e.Cxx+">("+c+", "+n+", "+q+")", "", "rtObjectList", jen.Op("*").Id(e.Class))
			l.optHelper = ""
			l.Release = func(v jen.Code) jen.Code { return jen.Id("rtReleaseObjectList").Call(v) }
			return l, nil
		}
		// A list of value-class objects: the runtime's c<Class>List makes
		// the C array, release<Class>List ends the use of what it holds.
		snake := overloads.Snake(e.Class)
		l := list("gt_"+snake, "gotorch::"+snake+"_list("+c+", "+n+", "+q+")", "", "c"+e.Class+"List", jen.Id(e.Class))
		l.optHelper = ""
		l.Release = func(v jen.Code) jen.Code { return jen.Id("release" + e.Class + "List").Call(v) }
		return l, nil
	case model.OptionalType:
		if model.IsTensor(e.Elem) {
			l := list("gt_tensor", "gotorch::opt_tensors("+c+", "+n+", "+q+")", "", "cTensors", jen.Op("*").Id("Tensor"))
			l.optHelper, l.Release, l.NeedsList = "", unuseAll, true
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
			return &loweredList{Lowered: Lowered{
				CParams: []string{"const bool* " + c},
				Cxx:     fmt.Sprintf("gotorch::bool_array<%d>(%s)", t.Size, c),
				GoType:  jen.Index(jen.Lit(t.Size)).Bool(),
				GoArgs: func(v jen.Code) []jen.Code {
					return []jen.Code{jen.Parens(jen.Op("*").Qual("C", "bool")).Call(
						jen.Qual("unsafe", "Pointer").Call(jen.Op("&").Add(v).Index(jen.Lit(0))))}
				},
			}}, nil
		}
	}
	return nil, Unsupportedf("list type %s", t)
}

// optName is the Go helper for the optional form of a list helper:
// cInt64s → optInt64s.
func optName(h string) string { return "opt" + h[1:] }
