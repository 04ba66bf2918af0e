//go:build cgo

package torch

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// The calls by name of the dynamic layer (CallOp, Module.RunMethod,
// IValue.CallMethod, NewObject) take their arguments as Python takes a
// call's: positional values, then keyword arguments (kw.Of("alpha", 2)),
// matched against the schema of what is called as Python matches them
// (torch.ops.aten.add(x, y, alpha=2), m.method(x, n=3)). C++ matches them
// (gotorch::match), with one rule for every call: a positional value may
// not reach a keyword-only argument (after `*`), a keyword must name an
// argument, once, and not one given by position, every argument without a
// default must be given, and a value must have its argument's type, an int
// standing for a float (and a list of ints for a list of floats), as in
// Python. A failure is an error naming the argument.

// dynValue converts a value of a call by name to an IValue: an *IValue is
// used as it is (borrowed); nil is None; a Go bool, integer, float,
// complex, string, *Tensor, Device or *Module (a scripted module), a DType
// or Layout (an int, as TorchScript holds them), a slice of those
// ([]int64, []float64, []*Tensor, []*IValue...), or what torch.Load
// returns (Tuple, *Dict, []any, nested), is converted, and the IValue made
// is appended to made for the caller to free. A slice of a Go element type
// is a list of that type even when empty ([]int64{} is an empty
// List[int]), a map[string]*Tensor a Dict[str, Tensor] (keys sorted, as
// Save writes them); []any and *Dict take their elements' common type, as
// TorchScript infers it ([] is a List[Tensor], {} a Dict[str, Tensor]).
// This is IValueOf's rule (ivalue_tree.go). What has no TorchScript value
// ([]byte, an int beyond int64) is an error wrapping ErrNoIValue.
func dynValue(v any, made *[]*IValue) (*IValue, error) {
	keep := func(iv *IValue, err error) (*IValue, error) {
		if err != nil {
			return nil, err
		}
		*made = append(*made, iv)
		return iv, nil
	}
	switch x := v.(type) {
	case *IValue:
		if x == nil {
			return keep(IValueNone())
		}
		return x, nil
	case nil:
		return keep(IValueNone())
	case bool:
		return keep(IValueOfBool(x))
	case int:
		return keep(IValueOfInt(int64(x)))
	case int8:
		return keep(IValueOfInt(int64(x)))
	case int16:
		return keep(IValueOfInt(int64(x)))
	case int32:
		return keep(IValueOfInt(int64(x)))
	case int64:
		return keep(IValueOfInt(x))
	case uint8:
		return keep(IValueOfInt(int64(x)))
	case uint16:
		return keep(IValueOfInt(int64(x)))
	case uint32:
		return keep(IValueOfInt(int64(x)))
	case uint:
		return dynUint(uint64(x), made)
	case uint64:
		return dynUint(x, made)
	case float32:
		return keep(IValueOfFloat(float64(x)))
	case float64:
		return keep(IValueOfFloat(x))
	case complex64:
		return keep(IValueOfComplex(complex128(x)))
	case complex128:
		return keep(IValueOfComplex(x))
	case string:
		return keep(IValueOfString(x))
	case DType:
		return keep(IValueOfInt(int64(x)))
	case Layout:
		return keep(IValueOfInt(int64(x)))
	case *big.Int:
		if x != nil && x.IsInt64() {
			return keep(IValueOfInt(x.Int64()))
		}
		return nil, fmt.Errorf("the int %v, beyond int64: %w", x, ErrNoIValue)
	case []byte:
		return nil, fmt.Errorf("bytes: %w (TorchScript has no bytes type)", ErrNoIValue)
	case *Tensor:
		if x == nil {
			return nil, errors.New("a nil *Tensor (pass nil for None)")
		}
		if err := x.Err(); err != nil {
			return nil, err
		}
		return keep(IValueOfTensor(x))
	case Device:
		return keep(IValueOfDevice(x))
	case *Module:
		if x == nil {
			return nil, errors.New("a nil *Module")
		}
		return keep(x.IValue())
	case []*IValue:
		return keep(IValueOfList(x...))
	case []int:
		return dynList("int", len(x), func(i int) any { return x[i] }, made)
	case []int64:
		return dynList("int", len(x), func(i int) any { return x[i] }, made)
	case []float64:
		return dynList("float", len(x), func(i int) any { return x[i] }, made)
	case []bool:
		return dynList("bool", len(x), func(i int) any { return x[i] }, made)
	case []string:
		return dynList("str", len(x), func(i int) any { return x[i] }, made)
	case []*Tensor:
		return dynList("Tensor", len(x), func(i int) any { return x[i] }, made)
	case []any:
		return dynList("", len(x), func(i int) any { return x[i] }, made)
	case Tuple:
		items, err := dynItems(len(x), func(i int) any { return x[i] }, made)
		if err != nil {
			return nil, err
		}
		return keep(IValueOfTuple(items...))
	case *Dict:
		if x == nil {
			return nil, errors.New("a nil *Dict")
		}
		if len(x.Keys) != len(x.Values) {
			return nil, fmt.Errorf("a Dict of %d keys and %d values", len(x.Keys), len(x.Values))
		}
		return dynDict("", "", x.Keys, x.Values, made)
	case map[string]*Tensor:
		keys, values := dynSorted(x)
		return dynDict("str", "Tensor", keys, values, made)
	case map[string]any:
		keys, values := dynSorted(x)
		return dynDict("", "", keys, values, made)
	case *kw.Arg:
		return nil, errors.New("a keyword argument as a value")
	}
	return nil, fmt.Errorf("a %T, which has no TorchScript value (pass an *IValue): %w", v, ErrNoIValue)
}

// dynList makes a List[elem] of n values, or, elem "", a list of their
// common type.
func dynList(elem string, n int, at func(int) any, made *[]*IValue) (*IValue, error) {
	items, err := dynItems(n, at, made)
	if err != nil {
		return nil, err
	}
	var l *IValue
	if elem == "" {
		l, err = IValueOfList(items...)
	} else {
		l, err = IValueOfTypedList(elem, items...)
	}
	if err != nil {
		return nil, err
	}
	*made = append(*made, l)
	return l, nil
}

func dynItems(n int, at func(int) any, made *[]*IValue) ([]*IValue, error) {
	items := make([]*IValue, n)
	for i := range items {
		iv, err := dynValue(at(i), made)
		if err != nil {
			return nil, fmt.Errorf("element %d: %w", i, err)
		}
		items[i] = iv
	}
	return items, nil
}

// dynDict makes a Dict[key, value] of the pairs, or, key and value "", a
// dict of their common types.
func dynDict(key, value string, keys, values []any, made *[]*IValue) (*IValue, error) {
	ks := make([]*IValue, len(keys))
	vs := make([]*IValue, len(values))
	for i := range keys {
		var err error
		if ks[i], err = dynValue(keys[i], made); err != nil {
			return nil, fmt.Errorf("key %d: %w", i, err)
		}
		if vs[i], err = dynValue(values[i], made); err != nil {
			return nil, fmt.Errorf("value of key %s: %w", pyRepr(keys[i]), err)
		}
	}
	var d *IValue
	var err error
	if key == "" {
		d, err = IValueOfDict(ks, vs)
	} else {
		d, err = IValueOfTypedDict(key, value, ks, vs)
	}
	if err != nil {
		return nil, err
	}
	*made = append(*made, d)
	return d, nil
}

// dynSorted is a map's keys, sorted, and their values.
func dynSorted[V any](m map[string]V) (keys, values []any) {
	for _, k := range sortedKeys(m) {
		keys = append(keys, k)
		values = append(values, m[k])
	}
	return keys, values
}

func dynUint(x uint64, made *[]*IValue) (*IValue, error) {
	if x > math.MaxInt64 {
		return nil, fmt.Errorf("the int %d, beyond int64: %w", x, ErrNoIValue)
	}
	iv, err := IValueOfInt(int64(x))
	if err != nil {
		return nil, err
	}
	*made = append(*made, iv)
	return iv, nil
}

// dynArgs splits a call's arguments into the IValues C++ takes: the
// positional values, then the keyword arguments' values, with the
// keywords' names. made holds what was converted, to free after the call
// (freeIValues). A positional value after a keyword is an error, as in
// Python.
//
// vals is appended to buf (a caller's array, so that a call of a few
// arguments allocates nothing for them).
func dynArgs(args []any, buf []*IValue) (vals []*IValue, keywords []string, made []*IValue, err error) {
	vals = buf[:0]
	for i, a := range args {
		k, isKw := a.(*kw.Arg)
		switch {
		case isKw && k == nil:
			err = fmt.Errorf("argument %d is a nil *kw.Arg", i)
		case isKw:
			if !validKeyword(k.Name()) {
				err = fmt.Errorf("argument %d: %q is not a keyword (an identifier)", i, k.Name())
				break
			}
			var v *IValue
			if v, err = dynValue(k.Value(), &made); err != nil {
				err = fmt.Errorf("keyword argument '%s': %w", k.Name(), err)
				break
			}
			vals = append(vals, v)
			keywords = append(keywords, k.Name())
		case len(keywords) > 0:
			err = fmt.Errorf("argument %d: a positional argument follows keyword argument '%s'", i, keywords[len(keywords)-1])
		default:
			var v *IValue
			if v, err = dynValue(a, &made); err != nil {
				err = fmt.Errorf("argument %d: %w", i, err)
				break
			}
			vals = append(vals, v)
		}
		if err != nil {
			dynFree(made)
			return nil, nil, nil, err
		}
	}
	return vals, keywords, made, nil
}

func validKeyword(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

func dynFree(vs []*IValue) {
	for _, v := range vs {
		v.Free()
	}
}

// dynError names the exported function in an error of the unexported
// core it wraps, or makes an argument error of fn's.
func dynError(fn, op string, err error) error {
	if e, ok := AsError(err); ok {
		if e.Func != "" {
			e.Func, e.Op = fn, op
		}
		return err
	}
	var cause error
	if errors.Is(err, ErrNoIValue) {
		cause = ErrNoIValue
	}
	return &Error{Op: op, Func: fn, Message: err.Error(), Err: cause}
}

// CallOp calls any registered operator by its qualified name and overload
// ("aten::add", "Tensor"; "" or "default" for the default overload)
// through the boxed dispatcher, including operators newer than this
// package and those of a library loaded with LoadLibrary, as Python's
// torch.ops.aten.add.Tensor(x, y, alpha=2) is
// CallOp("aten::add", "Tensor", x, y, kw.Of("alpha", 2)). Arguments are
// positional values, then keyword arguments (*kw.Arg): *IValue, *Tensor,
// Go bools, numbers and strings, nil for None, slices of them (dynamic.go
// says which); they are matched against the operator's schema as Python
// matches them (OpSchema shows it): arguments not given take their
// defaults, an int is accepted where a float is declared. It returns every
// result in order.
func CallOp(name string, overload string, args ...any) ([]*IValue, error) {
	var buf [8]*IValue
	vals, keywords, made, err := dynArgs(args, buf[:])
	if err != nil {
		return nil, dynError("CallOp", "gotorch::call_op", fmt.Errorf("%s: %w", dynOpLabel(name, overload), err))
	}
	defer dynFree(made)
	out, err := callOp(name, overload, keywords, vals)
	if err != nil {
		return nil, dynError("CallOp", "gotorch::call_op", err)
	}
	return out, nil
}

func dynOpLabel(name, overload string) string {
	if overload == "" || overload == "default" {
		return name
	}
	return name + "." + overload
}

// NewObject makes an instance of a custom class registered with
// torch::class_ (TorchBind), by its qualified name ("ns.Name" or
// "__torch__.torch.classes.ns.Name"), running its constructor with the
// arguments, positional and keyword as CallOp's: Python's
// torch.classes.ns.Name(*args, **kwargs).
func NewObject(qualname string, args ...any) (*IValue, error) {
	var buf [8]*IValue
	vals, keywords, made, err := dynArgs(args, buf[:])
	if err != nil {
		return nil, dynError("NewObject", "gotorch::new_object", fmt.Errorf("%s: %w", qualname, err))
	}
	defer dynFree(made)
	out, err := newObject(qualname, keywords, vals)
	if err != nil {
		return nil, dynError("NewObject", "gotorch::new_object", err)
	}
	return out, nil
}

// CallMethod runs a method of an object (a TorchBind object, a scripted
// class instance) by name, its arguments positional and keyword as
// CallOp's: Python's obj.name(*args, **kwargs).
func (self *IValue) CallMethod(name string, args ...any) (*IValue, error) {
	var buf [8]*IValue
	vals, keywords, made, err := dynArgs(args, buf[:])
	if err != nil {
		return nil, dynError("IValue.CallMethod", "c10::IValue::call_method", fmt.Errorf("%s: %w", name, err))
	}
	defer dynFree(made)
	out, err := self.callMethod(name, keywords, vals)
	if err != nil {
		return nil, dynError("IValue.CallMethod", "c10::IValue::call_method", err)
	}
	return out, nil
}

// RunMethod runs one of the module's methods by name, its arguments
// positional and keyword as CallOp's (MethodSchema shows its schema):
// Python's m.name(*args, **kwargs).
func (self *Module) RunMethod(name string, args ...any) (*IValue, error) {
	var buf [8]*IValue
	vals, keywords, made, err := dynArgs(args, buf[:])
	if err != nil {
		return nil, dynError("Module.RunMethod", "torch::jit::Module::run_method", fmt.Errorf("%s: %w", name, err))
	}
	defer dynFree(made)
	out, err := self.runMethod(name, keywords, vals)
	if err != nil {
		return nil, dynError("Module.RunMethod", "torch::jit::Module::run_method", err)
	}
	return out, nil
}

// FunctionSchema is the schema of an operator or a TorchScript method
// (c10::FunctionSchema, Python's torch._C.FunctionSchema): what CallOp,
// RunMethod, CallMethod and NewObject match their arguments against.
type FunctionSchema struct {
	Name      string // "aten::add"; a method's name
	Overload  string // "Tensor"; "" for the default overload and methods
	Arguments []SchemaArgument
	Returns   []SchemaArgument
	text      string
}

// String is the schema as libtorch writes it
// ("aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor").
func (s *FunctionSchema) String() string { return s.text }

// SchemaArgument is one argument or result of a FunctionSchema
// (c10::Argument, Python's torch._C.Argument).
type SchemaArgument struct {
	Name string // "" for an unnamed result
	// Type is the type as the schema writes it: "Tensor", "Scalar",
	// "int[1]", "Tensor(a!)", "float?".
	Type string
	// Default is the default as the schema writes it ("1", "None",
	// "False", "'mean'"), when HasDefault.
	Default    string
	HasDefault bool
	KwargOnly  bool // after `*` in the schema: given by keyword only
	IsOut      bool // an out= argument
}

// parseSchemaFields reads gotorch::schema_fields' layout.
func parseSchemaFields(f []string) (*FunctionSchema, error) {
	if len(f) < 4 || (len(f)-4)%4 != 0 {
		return nil, fmt.Errorf("torch: a schema of %d fields", len(f))
	}
	nargs, err := strconv.Atoi(f[3])
	if err != nil || 4+4*nargs > len(f) {
		return nil, fmt.Errorf("torch: a schema of %d fields with %q arguments", len(f), f[3])
	}
	s := &FunctionSchema{text: f[0], Name: f[1], Overload: f[2]}
	for i := 4; i < len(f); i += 4 {
		a := SchemaArgument{Name: f[i], Type: f[i+1], Default: f[i+3],
			HasDefault: strings.Contains(f[i+2], "d"), KwargOnly: strings.Contains(f[i+2], "k"), IsOut: strings.Contains(f[i+2], "o")}
		if (i-4)/4 < nargs {
			s.Arguments = append(s.Arguments, a)
		} else {
			s.Returns = append(s.Returns, a)
		}
	}
	return s, nil
}

// OpSchema is the schema of a registered operator ("" or "default" for the
// default overload), as Python's torch.ops.aten.add.Tensor._schema.
func OpSchema(name, overload string) (*FunctionSchema, error) {
	f, err := opSchemaFields(name, overload)
	if err != nil {
		return nil, dynError("OpSchema", "gotorch::op_schema", err)
	}
	return parseSchemaFields(f)
}

// MethodSchema is the schema of one of the module's methods, its first
// argument self, as Python's m.name.schema.
func (self *Module) MethodSchema(name string) (*FunctionSchema, error) {
	f, err := self.methodSchemaFields(name)
	if err != nil {
		return nil, dynError("Module.MethodSchema", "torch::jit::Module::method_schema", err)
	}
	return parseSchemaFields(f)
}

// Run calls a function of the unit by name, its arguments positional and
// keyword as CallOp's: Python's cu.name(*args, **kwargs).
func (self *ScriptUnit) Run(name string, args ...any) (*IValue, error) {
	var buf [8]*IValue
	vals, keywords, made, err := dynArgs(args, buf[:])
	if err != nil {
		return nil, dynError("ScriptUnit.Run", "torch::jit::CompilationUnit::run", fmt.Errorf("%s: %w", name, err))
	}
	defer dynFree(made)
	out, err := self.runFunction(name, keywords, vals)
	if err != nil {
		return nil, dynError("ScriptUnit.Run", "torch::jit::CompilationUnit::run", err)
	}
	return out, nil
}
