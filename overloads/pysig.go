package overloads

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/gotorchgen/gotorchgen/model"
)

// Python's argument parser: for each Python name, the signatures torch's
// python_arg_parser tries, in the order it tries them, derived from the
// operators' schemas by torchgen's rules (api/python.py:
// signature_from_schema; gen_python_functions.py: group_overloads,
// sort_overloads). The strings are the parser's own format
// ("sum(IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)"),
// which libtorch_python.so carries verbatim: pysig_test.go checks the
// derivation against the installed PyTorch's.

// PyParam is one parameter of a Python signature.
type PyParam struct {
	Name string
	// Type is the schema type ("int[1]?"); a Python-only tensor-options
	// keyword (dtype, layout, device, pin_memory, requires_grad) has its
	// optional type. For a group of out= arguments it is "Tensor[N]".
	Type model.Type
	// Default is the parser's default text ("None", "False", "-1"); empty
	// when the parameter is required.
	Default string
	KwOnly  bool
	// Out marks the out= parameter, TensorOption the keywords Python adds
	// to factories (bound to the operator's dtype/layout/device/pin_memory,
	// or, for requires_grad, set on the result).
	Out, TensorOption bool
	// Arg is the index of the operator argument the parameter binds: in
	// Outplace.Args when the signature has an Outplace (except tensor
	// options, which only Base takes), else in Base.Args; -1 for
	// requires_grad and tensor options the operator does not take.
	Arg int
}

// PySignature is one signature of a Python name: the operator it calls and,
// when it takes out=, the operator it calls with out given.
type PySignature struct {
	Name       string // the parser's function name: the schema name ("sum", "add_", "linalg_norm")
	Method     bool   // Tensor method: self is the receiver, not a parameter
	Params     []PyParam
	Positional int // Params[:Positional] may be given by position
	Base       *model.Operator
	Outplace   *model.Operator // nil when the signature takes no out=
}

// String renders the signature in the parser's format.
func (s *PySignature) String() string { return s.render(true) }

func (s *PySignature) render(outputs bool) string {
	var b strings.Builder
	b.WriteString(s.Name)
	b.WriteByte('(')
	n, star := 0, false
	for i, p := range s.Params {
		if p.Out && !outputs {
			continue
		}
		if n > 0 {
			b.WriteString(", ")
		}
		if i >= s.Positional && !star {
			b.WriteString("*, ")
			star = true
		}
		b.WriteString(PyParserType(p.Type))
		b.WriteByte(' ')
		b.WriteString(p.Name)
		if p.Default != "" {
			b.WriteByte('=')
			b.WriteString(p.Default)
		}
		n++
	}
	b.WriteByte(')')
	return b.String()
}

// PyParserType is the parser's spelling of a schema type (torchgen's
// argument_type_str, with "const " and " &" removed).
func PyParserType(t model.Type) string {
	switch t := t.(type) {
	case model.TensorType:
		return "Tensor"
	case model.BaseType:
		switch t.Kind {
		case model.Int:
			return "int64_t"
		case model.Float:
			return "double"
		case model.Str:
			return "c10::string_view"
		}
		return t.Kind.String()
	case model.OptionalType:
		return PyParserType(t.Elem) + "?"
	case model.ListType:
		size := ""
		if t.Size > 0 {
			size = "[" + strconv.Itoa(t.Size) + "]"
		}
		switch e := schemaType(t.Elem); e {
		case "bool":
			return "::std::array<bool," + strconv.Itoa(t.Size) + ">"
		case "int":
			return "IntArrayRef" + size
		case "SymInt":
			return "SymIntArrayRef" + size
		case "Tensor":
			return "TensorList" + size
		case "Scalar":
			return "ScalarList" + size
		case "Tensor?":
			return "c10::List<c10::optional<Tensor>>"
		case "Dimname":
			return "DimnameList" + size
		}
		return "ArrayRef<" + PyParserType(t.Elem) + ">"
	}
	return t.String()
}

// schemaType is a type's schema spelling without alias annotations
// (torchgen's str(Type)): "Tensor?", "int[1]?".
func schemaType(t model.Type) string {
	switch t := t.(type) {
	case model.TensorType:
		return "Tensor"
	case model.OptionalType:
		return schemaType(t.Elem) + "?"
	case model.ListType:
		if t.Size > 0 {
			return schemaType(t.Elem) + "[" + strconv.Itoa(t.Size) + "]"
		}
		return schemaType(t.Elem) + "[]"
	}
	return t.String()
}

// pySkippedOverloads are the overloads torchgen binds to no Python
// signature (SKIP_PYTHON_BINDINGS_SIGNATURES): Python reaches them through
// the Tensor overload, whose parser accepts numbers.
var pySkippedOverloads = map[string]bool{
	"add.Scalar": true, "add_.Scalar": true, "sub.Scalar": true, "sub_.Scalar": true,
	"mul.Scalar": true, "mul_.Scalar": true, "div.Scalar": true, "div_.Scalar": true,
}

// pyNotParsed is pynames/pyfunctions.txt: names Python defines in Python
// (Tensor.norm, torch.stft) or as properties (Tensor.data), not through
// the argument parser.
var pyNotParsed = sync.OnceValue(func() map[string]bool { return pySet("pyfunctions.txt") })

// pyHandWritten are the names whose binding PyTorch writes by hand
// (python_variable_methods.cpp, python_torch_functions_manual.cpp) rather
// than generating from the schemas: their signatures are not derivable
// (Tensor.to, torch.range), and some return self without dispatching
// (Tensor.contiguous of a contiguous tensor). golden/pysig lists what the
// derivation does not find.
var pyHandWritten = map[string]bool{
	"Tensor.contiguous": true, "Tensor.copy_": true, "Tensor.dequantize": true, "Tensor.set_": true,
	"Tensor.to": true, "Tensor.where": true, "Tensor.size": true, "Tensor.stride": true,
	"Tensor.type": true, "Tensor.new": true, "Tensor.nonzero": true, "Tensor.requires_grad_": true,
	"torch.range": true, "torch.nonzero": true, "torch.empty_quantized": true, "torch.qscheme": true,
	"torch.sparse_coo_tensor": true, "torch.sparse_csr_tensor": true, "torch.sparse_csc_tensor": true,
	"torch.sparse_bsr_tensor": true, "torch.sparse_bsc_tensor": true, "torch.sparse_compressed_tensor": true,
}

// pySet reads a pynames file of one name per line.
func pySet(file string) map[string]bool {
	var version string
	lines, err := pyLines(pynamesFS, file, &version)
	if err != nil {
		panic("overloads: embedded pynames/" + file + ": " + err.Error())
	}
	m := make(map[string]bool, len(lines))
	for _, l := range lines {
		m[l[0]] = true
	}
	return m
}

// pyAutogen is pynames/autogen.txt: the overloads torchgen generates
// (clone.out), which have no Python binding.
var pyAutogen = sync.OnceValue(func() map[string]bool { return pySet("autogen.txt") })

// PyParsers returns, for each public Python name of the operators that is a
// Tensor method or a torch-namespace function ("Tensor.sum", "torch.sum",
// "torch.linalg.norm"), its signatures in the parser's order, and those of
// the functions of torch.nn.functional that are torch._C._nn bindings
// (torch.nn.functional.gelu); its Python functions are not included.
func PyParsers(ops []*model.Operator) map[string][]*PySignature {
	byName := map[string][]*model.Operator{}
	for _, op := range ops {
		if pySkippedOverloads[op.ID()] || pyAutogen()[op.ID()] {
			continue
		}
		for _, n := range PythonNames(op) {
			if pyDirect(n, op.Name) && !pyNotParsed()[n] && !pyHandWritten[n] &&
				(!strings.HasPrefix(n, "Tensor.") || op.Receiver() >= 0 && op.Variants.Method) {
				byName[n] = append(byName[n], op)
			}
		}
	}
	out := make(map[string][]*PySignature, len(byName))
	for name, ops := range byName {
		out[name] = groupPy(ops, strings.HasPrefix(name, "Tensor."))
	}
	functionalParsers(ops, out)
	return out
}

// pyDirect reports whether the Python name is the operator's own binding
// (Tensor.sum and torch.sum for aten::sum, torch.linalg.norm for
// aten::linalg_norm), not a Python function that calls it
// (torch.nn.functional.cross_entropy, Tensor.unique for aten::_unique2).
func pyDirect(python, op string) bool {
	if strings.HasPrefix(python, "torch.nn.") {
		return false
	}
	last := python[strings.LastIndexByte(python, '.')+1:]
	if last == op {
		return python == "Tensor."+op || python == "torch."+op
	}
	for _, m := range pyModules {
		if python == "torch."+m+"."+last && op == m+"_"+last {
			return true
		}
	}
	return false
}

// groupPy pairs each out= operator with the functional one whose signature
// is the same without out=, and sorts the groups (group_overloads).
func groupPy(ops []*model.Operator, method bool) []*PySignature {
	bases := map[string]*PySignature{}
	outs := map[string]*PySignature{}
	var order []string
	for _, op := range ops {
		s := pySignature(op, method)
		key := s.render(false)
		if op.Kind == model.Out {
			outs[key] = s
			continue
		}
		if _, dup := bases[key]; !dup {
			order = append(order, key)
		}
		bases[key] = s
	}
	var groups []*PySignature
	for _, key := range order {
		base := bases[key]
		if out, ok := outs[key]; ok {
			// The out= signature parses both; tensor options come from
			// the functional operator.
			g := *out
			g.Base, g.Outplace = base.Base, out.Base
			var params []PyParam
			for _, p := range out.Params {
				if !p.TensorOption {
					params = append(params, p)
				}
			}
			for _, p := range base.Params {
				if p.TensorOption {
					params = append(params, p)
				}
			}
			g.Params = params
			groups = append(groups, &g)
			continue
		}
		groups = append(groups, base)
	}
	return sortPy(groups)
}

// pySignature is torchgen's signature_from_schema for one operator.
func pySignature(op *model.Operator, method bool) *PySignature {
	s := &PySignature{Name: op.Name, Method: method, Base: op}
	// The four scattered TensorOptions fields, when the schema has them
	// together as keyword-only arguments, are not Python parameters:
	// Python adds its own five (below).
	topt := tensorOptionsAt(op.Args)
	hasTensorInput, hasTensorReturn := false, false
	for _, a := range op.Args {
		if !a.Out && isTensorLike(a.Type) {
			hasTensorInput = true
		}
	}
	for _, r := range op.Returns {
		if isTensorLike(r.Type) {
			hasTensorReturn = true
		}
	}
	var outs []int
	for i, a := range op.Args {
		switch {
		case topt >= 0 && i >= topt && i < topt+4:
			continue
		case method && a.Name == "self":
			continue
		case a.Out:
			outs = append(outs, i)
			continue
		}
		p := PyParam{Name: a.Name, Type: a.Type, Default: pyDefault(a), KwOnly: a.KwargOnly, Arg: i}
		if p.Name == "self" && !method && schemaType(a.Type) == "Tensor" {
			p.Name = "input"
		}
		s.Params = append(s.Params, p)
	}
	// Positional parameters precede keyword-only ones in a schema.
	for _, p := range s.Params {
		if !p.KwOnly {
			s.Positional++
		}
	}
	switch len(outs) {
	case 0:
	case 1:
		a := op.Args[outs[0]]
		s.Params = append(s.Params, PyParam{Name: a.Name, Type: a.Type, Default: "None", KwOnly: true, Out: true, Arg: outs[0]})
	default:
		s.Params = append(s.Params, PyParam{Name: "out", Type: model.ListType{Elem: model.TensorType{}, Size: len(outs)},
			Default: "None", KwOnly: true, Out: true, Arg: outs[0]})
	}
	factory := hasTensorReturn && !hasTensorInput
	likeOrNew := strings.HasPrefix(op.Name, "new_") || strings.HasSuffix(op.Name, "_like")
	if factory || likeOrNew {
		arg := func(k int) int {
			if topt < 0 {
				return -1
			}
			return topt + k
		}
		opt := func(b model.Base) model.Type { return model.OptionalType{Elem: model.BaseType{Kind: b}} }
		s.Params = append(s.Params,
			PyParam{Name: "dtype", Type: opt(model.ScalarType), Default: "None", KwOnly: true, TensorOption: true, Arg: arg(0)},
			PyParam{Name: "layout", Type: opt(model.Layout), Default: "None", KwOnly: true, TensorOption: true, Arg: arg(1)},
			PyParam{Name: "device", Type: opt(model.Device), Default: "None", KwOnly: true, TensorOption: true, Arg: arg(2)},
			PyParam{Name: "pin_memory", Type: opt(model.Bool), Default: "False", KwOnly: true, TensorOption: true, Arg: arg(3)},
			PyParam{Name: "requires_grad", Type: opt(model.Bool), Default: "False", KwOnly: true, TensorOption: true, Arg: -1})
	}
	return s
}

// tensorOptionsAt returns the index of a schema's keyword-only
// "dtype, layout, device, pin_memory" run (torchgen's TensorOptionsArguments),
// or -1.
func tensorOptionsAt(args []model.Argument) int {
	names := [4]string{"dtype", "layout", "device", "pin_memory"}
	for i := 0; i+4 <= len(args); i++ {
		ok := true
		for k, n := range names {
			if args[i+k].Name != n || !args[i+k].KwargOnly {
				ok = false
				break
			}
		}
		if ok {
			return i
		}
	}
	return -1
}

func isTensorLike(t model.Type) bool {
	switch t := t.(type) {
	case model.TensorType:
		return true
	case model.OptionalType:
		return isTensorLike(t.Elem)
	case model.ListType:
		return isTensorLike(t.Elem)
	}
	return false
}

// pyDefault is the parser's default text for an argument: torchgen's
// cpp.default_expr, then pythonify_default, then None for C++'s empties.
func pyDefault(a model.Argument) string {
	if a.Default == nil {
		return ""
	}
	var c string // the C++ default expression
	switch v := a.Default.(type) {
	case model.NoneValue:
		c = "None"
	case model.BoolValue:
		c = map[bool]string{true: "True", false: "False"}[bool(v)]
	case model.IntValue:
		if v.Symbol == "Mean" {
			c = "at::Reduction::Mean"
		} else if v.Symbol != "" {
			c = v.Symbol
		} else {
			c = strconv.FormatInt(v.V, 10)
		}
	case model.FloatValue:
		// pythonify_default: the schema's text as a Python int, else float.
		if _, err := strconv.ParseInt(v.Text, 10, 64); err == nil {
			c = v.Text
		} else {
			c = pyFloat(v.V)
		}
	case model.StrValue:
		c = strconv.Quote(string(v))
	case model.ListValue:
		parts := make([]string, len(v))
		same := len(v) > 0
		for i, e := range v {
			parts[i] = e.String()
			if parts[i] != parts[0] {
				same = false
			}
		}
		if l, ok := a.Type.(model.ListType); ok && l.Size > 0 && same && len(v) == l.Size {
			// "int[2] stride=1": the schema's scalar default, which the
			// model expands.
			c = parts[0]
		} else {
			c = "{" + strings.Join(parts, ",") + "}"
		}
	case model.EnumValue:
		switch v.Name {
		case "contiguous_format":
			c = "MemoryFormat::Contiguous"
		case "long":
			c = "at::kLong"
		default:
			c = v.Name
		}
	default:
		c = a.Default.String()
	}
	switch c {
	case "None", "{}", "nullptr", "c10::nullopt":
		return "None"
	}
	return c
}

// pyFloat is Python's str() of a float.
func pyFloat(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e16 {
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// sortPy orders signatures as sort_overloads does: by their text, then
// topologically so that a signature that takes a Tensor (or an int, or
// not a Dimname, ...) where another takes a Scalar (an int list, a Dimname)
// comes first.
func sortPy(groups []*PySignature) []*PySignature {
	sort.SliceStable(groups, func(i, j int) bool { return groups[i].String() < groups[j].String() })
	n := len(groups)
	larger := map[int]map[int]bool{}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if pySmaller(groups[i], groups[j]) {
				if larger[i] == nil {
					larger[i] = map[int]bool{}
				}
				larger[i][j] = true
			}
		}
	}
	if len(larger) == 0 {
		return groups
	}
	var ids []int
	for i := 0; i < n; i++ {
		if larger[i] == nil {
			ids = append(ids, i)
		}
	}
	for k := 0; k < n && k < len(ids); k++ {
		i := ids[k]
		keys := make([]int, 0, len(larger))
		for j := range larger {
			keys = append(keys, j)
		}
		sort.Ints(keys)
		for _, j := range keys {
			delete(larger[j], i)
			if len(larger[j]) == 0 {
				delete(larger, j)
				ids = append(ids, j)
			}
		}
	}
	out := make([]*PySignature, 0, n)
	for _, i := range ids {
		out = append(out, groups[i])
	}
	return out
}

// pySmaller reports whether s1 < s2 in sort_overloads' partial order (s1
// is tried after s2).
func pySmaller(s1, s2 *PySignature) bool {
	a1, a2 := noOut(s1.Params), noOut(s2.Params)
	if len(a1) != len(a2) {
		return false
	}
	equal := true
	for k := range a1 {
		t1, t2 := schemaType(a1[k].Type), schemaType(a2[k].Type)
		if t1 != t2 {
			equal = false
			if !argSmaller(t1, t2) {
				return false
			}
		}
	}
	return !equal
}

func noOut(ps []PyParam) []PyParam {
	var out []PyParam
	for _, p := range ps {
		if !p.Out {
			out = append(out, p)
		}
	}
	return out
}

func argSmaller(t1, t2 string) bool {
	return t1 == "Scalar" && t2 == "Tensor" ||
		t1 == "Scalar?" && t2 == "Tensor?" ||
		strings.Contains(t1, "Dimname") && !strings.Contains(t2, "Dimname") ||
		t1 == "int[]" && (t2 == "int" || t2 == "int?") ||
		t1 == "Tensor[]" && strings.Contains(t2, "[]") ||
		t1 == "SymInt[]" && t2 == "int[]" ||
		(t1 == "SymInt" || t1 == "int") && t2 == "Tensor"
}

// PyNumbersAsTensors reports whether Python's parser takes a number for the
// Tensor parameters of the name (python_arg_parser.cpp's
// should_allow_numbers_as_tensors; the runtime's pyNumbersAsTensors is the
// same list).
func PyNumbersAsTensors(python string) bool {
	return pyNumbersAsTensors[python[strings.LastIndexByte(python, '.')+1:]]
}

var pyNumbersAsTensors = map[string]bool{
	"add": true, "add_": true, "div": true, "div_": true, "divide": true, "divide_": true,
	"mul": true, "mul_": true, "multiply": true, "multiply_": true, "sub": true, "sub_": true,
	"subtract": true, "subtract_": true, "true_divide": true, "true_divide_": true,
	"to": true, "_to_copy": true, "copy_": true, "floor_divide": true, "floor_divide_": true, "_conj": true,
}
