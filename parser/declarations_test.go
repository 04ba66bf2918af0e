package parser

import (
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/gotorchgen/gotorchgen/model"
)

var (
	dTensor = model.TensorType{}
	dInt    = model.BaseType{Kind: model.Int}
	dSymInt = model.BaseType{Kind: model.SymInt}
	dFloat  = model.BaseType{Kind: model.Float}
	dBool   = model.BaseType{Kind: model.Bool}
)

func dBase(b model.Base) model.Type         { return model.BaseType{Kind: b} }
func dOpt(t model.Type) model.Type          { return model.OptionalType{Elem: t} }
func dList(t model.Type) model.Type         { return model.ListType{Elem: t} }
func dSized(t model.Type, n int) model.Type { return model.ListType{Elem: t, Size: n} }

func TestParseCppType(t *testing.T) {
	tests := []struct {
		cpp  string
		want model.Type
	}{
		// Every spelling in the 1.13.1 and 2.6.0 files (arguments and returns).
		{"const at::Tensor &", dTensor},
		{"at::Tensor &", dTensor},
		{"at::Tensor", dTensor},
		{"int64_t", dInt},
		{"bool", dBool},
		{"double", dFloat},
		{"at::IntArrayRef", dList(dInt)},
		{"at::OptionalIntArrayRef", dOpt(dList(dInt))},
		{"const at::Scalar &", dBase(model.Scalar)},
		{"at::Scalar", dBase(model.Scalar)},
		{"const c10::optional<at::Scalar> &", dOpt(dBase(model.Scalar))},
		{"const ::std::optional<at::Scalar> &", dOpt(dBase(model.Scalar))},
		{"const c10::optional<at::Tensor> &", dOpt(dTensor)},
		{"const ::std::optional<at::Tensor> &", dOpt(dTensor)},
		{"at::TensorList", dList(dTensor)},
		{"const at::ITensorListRef &", dList(dTensor)},
		{"const c10::List<c10::optional<at::Tensor>> &", dList(dOpt(dTensor))},
		{"const c10::List<::std::optional<at::Tensor>> &", dList(dOpt(dTensor))},
		{"c10::optional<double>", dOpt(dFloat)},
		{"::std::optional<double>", dOpt(dFloat)},
		{"c10::optional<int64_t>", dOpt(dInt)},
		{"::std::optional<int64_t>", dOpt(dInt)},
		{"c10::optional<bool>", dOpt(dBool)},
		{"::std::optional<bool>", dOpt(dBool)},
		{"c10::optional<at::ArrayRef<double>>", dOpt(dList(dFloat))},
		{"::std::optional<at::ArrayRef<double>>", dOpt(dList(dFloat))},
		{"c10::string_view", dBase(model.Str)},
		{"c10::optional<c10::string_view>", dOpt(dBase(model.Str))},
		{"::std::optional<c10::string_view>", dOpt(dBase(model.Str))},
		{"at::ScalarType", dBase(model.ScalarType)},
		{"c10::optional<at::ScalarType>", dOpt(dBase(model.ScalarType))},
		{"::std::optional<at::ScalarType>", dOpt(dBase(model.ScalarType))},
		{"at::Layout", dBase(model.Layout)},
		{"c10::optional<at::Layout>", dOpt(dBase(model.Layout))},
		{"at::Device", dBase(model.Device)},
		{"::std::optional<at::Device>", dOpt(dBase(model.Device))},
		{"at::DeviceIndex", dBase(model.DeviceIndex)},
		{"at::MemoryFormat", dBase(model.MemoryFormat)},
		{"c10::optional<at::MemoryFormat>", dOpt(dBase(model.MemoryFormat))},
		{"c10::optional<at::Generator>", dOpt(dBase(model.Generator))},
		{"::std::optional<at::Generator>", dOpt(dBase(model.Generator))},
		{"at::Dimname", dBase(model.Dimname)},
		{"at::DimnameList", dList(dBase(model.Dimname))},
		{"c10::optional<at::DimnameList>", dOpt(dList(dBase(model.Dimname)))},
		{"::std::optional<at::DimnameList>", dOpt(dList(dBase(model.Dimname)))},
		{"at::ArrayRef<at::Scalar>", dList(dBase(model.Scalar))},
		{"::std::array<bool,2>", dSized(dBool, 2)},
		{"::std::array<bool,3>", dSized(dBool, 3)},
		{"::std::array<bool,4>", dSized(dBool, 4)},
		{"at::Storage", dBase(model.Storage)},
		{"at::Stream", dBase(model.Stream)},
		{"at::QScheme", dBase(model.QScheme)},
		{"c10::SymInt", dSymInt},
		{"::std::vector<at::Tensor>", dList(dTensor)},
		{"::std::vector<int64_t>", dList(dInt)},
		// Spellings of the SymInt API and other releases.
		{"c10::SymIntArrayRef", dList(dSymInt)},
		{"at::OptionalSymIntArrayRef", dOpt(dList(dSymInt))},
		{"c10::SymBool", dBase(model.SymBool)},
		{"at::ArrayRef<at::Tensor>", dList(dTensor)},
		{"std::array<bool, 3>", dSized(dBool, 3)},
		{"const std::optional<at::Tensor>&", dOpt(dTensor)},
		{"at::OptionalArrayRef<c10::SymInt>", dOpt(dList(dSymInt))},
		// Unknown: kept whole, as written.
		{"at::TensorOptions", model.UnsupportedType{Text: "at::TensorOptions"}},
		{"c10::intrusive_ptr<Foo>", model.UnsupportedType{Text: "c10::intrusive_ptr<Foo>"}},
		{"foo::Tensor", model.UnsupportedType{Text: "foo::Tensor"}},
		{"c10::optional<c10::optional<int64_t>>", model.UnsupportedType{Text: "c10::optional<c10::optional<int64_t>>"}},
		{"at::ArrayRef<at::IntArrayRef>", model.UnsupportedType{Text: "at::ArrayRef<at::IntArrayRef>"}},
		{"::std::array<bool,0>", model.UnsupportedType{Text: "::std::array<bool,0>"}},
		{"c10::optional<at::Tensor", model.UnsupportedType{Text: "c10::optional<at::Tensor"}},
		{"at::Tensor *", model.UnsupportedType{Text: "at::Tensor *"}},
		{"const", model.UnsupportedType{Text: "const"}},
		{"", model.UnsupportedType{Text: ""}},
		{"int64_t int64_t", model.UnsupportedType{Text: "int64_t int64_t"}},
	}
	for _, tt := range tests {
		if got := ParseCppType(tt.cpp); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseCppType(%q) = %#v (%s), want %#v", tt.cpp, got, got, tt.want)
		}
	}
}

// TestParseCppDefault checks that a C++ default maps to the value the
// schema grammar gives the schema spelling of the same default.
func TestParseCppDefault(t *testing.T) {
	tests := []struct {
		cpp, schemaType, schemaDefault string
	}{
		{"false", "bool", "False"},
		{"true", "bool?", "True"},
		{"c10::nullopt", "bool?", "None"},
		{"::std::nullopt", "int?", "None"},
		{"{}", "Tensor?", "None"},
		{"c10::nullopt", "int[1]?", "None"},
		{"0", "int", "0"},
		{"-100", "int", "-100"},
		{"0", "int?", "0"},
		{"at::Reduction::Mean", "int", "Mean"},
		{"at::Reduction::Sum", "int", "Sum"},
		{"1", "SymInt", "1"},
		{"c10::SymInt(1)", "SymInt", "1"},
		{"1", "Scalar", "1"},
		{"-1", "Scalar", "-1"},
		{"1.0", "Scalar", "1.0"},
		{"0.3333333333333333", "Scalar", "0.3333333333333333"},
		{"1", "float", "1"},
		{"0.0", "float", "0.0"},
		{"1e-05", "float", "1e-05"},
		{"inf", "float", "inf"},
		{"-inf", "float", "-inf"},
		{"{}", "int[]", "[]"},
		{"{}", "SymInt[]", "[]"},
		{"{-2,-1}", "int[1]", "[-2,-1]"},
		{"{0,1}", "int[]", "[0,1]"},
		{"1", "int[2]", "1"},
		{"0", "SymInt[3]", "0"},
		{"{}", "int[]?", "[]"},
		{"{true,true,true}", "bool[3]", "[True,True,True]"},
		{"{}", "Tensor?[]", "[]"},
		{`"linear"`, "str", "'linear'"},
		{`"L"`, "str", `"L"`},
		{`""`, "str", `""`},
		{`"\"'\\"`, "str", `"\"'\\"`},
		{`"\"'\\"`, "str", `'"\'\\'`},
		{"c10::nullopt", "str?", "None"},
		{"at::kLong", "ScalarType?", "long"},
		{"at::kFloat", "ScalarType", "float"},
		{"MemoryFormat::Contiguous", "MemoryFormat", "contiguous_format"},
		{"c10::MemoryFormat::Contiguous", "MemoryFormat?", "contiguous_format"},
		{"at::MemoryFormat::Preserve", "MemoryFormat?", "preserve_format"},
		{"at::kStrided", "Layout?", "strided"},
		{"at::kPerTensorAffine", "QScheme", "per_tensor_affine"},
		// Defaults torchgen has no C++ spelling for pass through unchanged.
		{"strided", "Layout", "strided"},
	}
	for _, tt := range tests {
		typ, err := ParseType(tt.schemaType)
		if err != nil {
			t.Fatalf("ParseType(%q): %v", tt.schemaType, err)
		}
		want, err := parseDefault(tt.schemaDefault, typ)
		if err != nil {
			t.Fatalf("parseDefault(%q, %s): %v", tt.schemaDefault, typ, err)
		}
		got, err := ParseCppDefault(tt.cpp, typ)
		if err != nil {
			t.Errorf("ParseCppDefault(%q, %s): %v", tt.cpp, typ, err)
			continue
		}
		if !defaultsEqual(got, want) {
			t.Errorf("ParseCppDefault(%q, %s) = %#v, want %#v", tt.cpp, typ, got, want)
		}
	}
	// Spot checks of the values themselves.
	v, _ := ParseCppDefault("at::Reduction::Mean", dInt)
	if v != (model.IntValue{V: 1, Symbol: "Mean"}) {
		t.Errorf("Mean = %#v", v)
	}
	v, _ = ParseCppDefault("at::kLong", dOpt(dBase(model.ScalarType)))
	if v != (model.EnumValue{Type: model.ScalarType, Name: "long"}) {
		t.Errorf("at::kLong = %#v", v)
	}
	v, _ = ParseCppDefault("inf", dFloat)
	if f, ok := v.(model.FloatValue); !ok || !math.IsInf(f.V, 1) || f.Text != "inf" {
		t.Errorf("inf = %#v", v)
	}

	bad := []struct{ cpp, schemaType string }{
		{"c10::nullopt", "int"},
		{"{}", "Tensor"},
		{"1.5", "int"},
		{"yes", "bool"},
		{"linear", "str"},
		{"'linear'", "str"},
		{"at::kFloat8_e4m3fn", "ScalarType"},
		{"at::Reduction::None", "int"},
		{"{1,2", "int[]"},
		{"{1,x}", "int[]"},
		{"x", "float"},
		{"1", "Dimname"},
	}
	for _, tt := range bad {
		typ, err := ParseType(tt.schemaType)
		if err != nil {
			t.Fatal(err)
		}
		if v, err := ParseCppDefault(tt.cpp, typ); err == nil {
			t.Errorf("ParseCppDefault(%q, %s) = %v, want an error", tt.cpp, typ, v)
		}
	}
}

func TestCppDefaultTextFloats(t *testing.T) {
	// PyYAML's spellings of Python floats, back to the schema's.
	for _, tt := range []struct{ yaml, want string }{
		{"default: 1.0e-05", "1e-05"},
		{"default: 1.5e-05", "1.5e-05"},
		{"default: 1.0e+20", "1e+20"},
		{"default: 10.0", "10.0"},
		{"default: .inf", "inf"},
		{"default: -.inf", "-inf"},
		{"default: .nan", "nan"},
		{"default: 1", "1"},
		{"default: '{}'", "{}"},
		{"default: false", "false"},
		{`default: '"\"''\\"'`, `"\"'\\"`},
	} {
		var m map[string]yaml.Node
		if err := yaml.Unmarshal([]byte(tt.yaml), &m); err != nil {
			t.Fatal(err)
		}
		n := m["default"]
		got, err := cppDefaultText(&n)
		if err != nil || got != tt.want {
			t.Errorf("cppDefaultText(%s) = %q, %v; want %q", tt.yaml, got, err, tt.want)
		}
	}
}

func declFixture(name string) string { return filepath.Join("testdata", "declarations", name) }

func TestReadDeclarationsSmall(t *testing.T) {
	path := declFixture("small.yaml")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lib, diffs, err := CrossCheckDeclarations(data, path)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diffs {
		t.Errorf("difference: %s", d)
	}
	if lib.Source != path || lib.Version != "" {
		t.Errorf("Source %q Version %q", lib.Source, lib.Version)
	}
	var ids []string
	for _, op := range lib.Operators {
		ids = append(ids, op.ID())
	}
	if want := "_test_defaults.names add.Tensor add.out add_.Tensor view"; strings.Join(ids, " ") != want {
		t.Errorf("operators %q, want %q", strings.Join(ids, " "), want)
	}
	same, err := ReadDeclarations(path)
	if err != nil || !reflect.DeepEqual(same, lib) {
		t.Errorf("ReadDeclarations differs from CrossCheckDeclarations (err %v)", err)
	}

	add := lib.Lookup("add.Tensor")
	if add.Namespace != "aten" || add.Kind != model.Functional || add.Variants != (model.Variants{Function: true, Method: true}) ||
		add.Schema != "add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor" {
		t.Errorf("add.Tensor = %+v", add)
	}
	if a := add.Args[2]; !a.KwargOnly || a.Out || a.Default != (model.IntValue{V: 1}) {
		t.Errorf("add.Tensor alpha = %+v", a)
	}
	addi := lib.Lookup("add_.Tensor")
	if addi.Kind != model.Inplace || addi.Variants != (model.Variants{Method: true}) ||
		addi.Returns[0].Type.String() != "Tensor(a!)" || addi.Args[0].Type.String() != "Tensor(a!)" {
		t.Errorf("add_.Tensor = %+v", addi)
	}
	out := lib.Lookup("add.out")
	if out.Kind != model.Out || !reflect.DeepEqual(out.OutArgs(), []int{3}) || !out.Args[3].KwargOnly ||
		out.Returns[0].Type.String() != "Tensor(a!)" || out.Returns[0].Name != "" {
		t.Errorf("add.out = %+v", out)
	}
	// view: SymInt and the return's annotation come from the schema.
	view := lib.Lookup("view")
	if got := view.Args[1].Type; !reflect.DeepEqual(got, dList(dSymInt)) {
		t.Errorf("view size type %s, want SymInt[]", got)
	}
	if got := view.Returns[0].Type.String(); got != "Tensor(a)" {
		t.Errorf("view return %s, want Tensor(a)", got)
	}

	d := lib.Lookup("_test_defaults.names")
	if d.PythonModule != "nn" || !d.Deprecated || d.Kind != model.Functional {
		t.Errorf("_test_defaults: module %q deprecated %v kind %s", d.PythonModule, d.Deprecated, d.Kind)
	}
	wantArgs := []struct {
		name string
		typ  string
		def  string
	}{
		{"self", "Tensor", ""}, {"N", "int", ""}, {"y", "int", ""}, {"n", "int", ""},
		{"eps", "float", "1e-05"}, {"scales", "float[]?", "None"}, {"dim", "int[1]", "[-2,-1]"},
		{"stride", "int[2]", "[1,1]"}, {"mode", "str", `"linear"`}, {"norm", "str", `"fro"`},
		{"dtype", "ScalarType?", "long"}, {"memory_format", "MemoryFormat", "contiguous_format"},
		{"reduction", "int", "Mean"}, {"mask", "bool[3]", "[True,True,True]"},
		{"weight", "Tensor?", "None"}, {"indices", "Tensor?[]", "[]"}, {"beta", "Scalar", "0.5"},
		{"names", "Dimname[1]", "[]"}, {"on", "bool?", "None"}, {"generator", "Generator?", "None"},
	}
	if len(d.Args) != len(wantArgs) {
		t.Fatalf("_test_defaults has %d arguments, want %d", len(d.Args), len(wantArgs))
	}
	for i, w := range wantArgs {
		a := d.Args[i]
		def := ""
		if a.Default != nil {
			def = a.Default.String()
		}
		if a.Name != w.name || a.Type.String() != w.typ || def != w.def {
			t.Errorf("argument %d = %s %s=%s, want %s %s=%s", i, a.Type, a.Name, def, w.typ, w.name, w.def)
		}
		if a.KwargOnly != (i >= 18) {
			t.Errorf("argument %s: kwarg-only %v", a.Name, a.KwargOnly)
		}
	}
	if d.Returns[0].Name != "values" || d.Returns[1].Name != "indices" {
		t.Errorf("return names %q %q", d.Returns[0].Name, d.Returns[1].Name)
	}
	// The whole operator equals what the schema grammar makes of it.
	assertDeclSameAsSchema(t, lib)
}

// assertSameAsSchema checks each operator against ParseSchema of its
// schema text: after the frontend has taken SymInt and return annotations
// from the schema, the two must be identical.
func assertDeclSameAsSchema(t *testing.T, lib *model.Library) {
	t.Helper()
	bad := 0
	for _, op := range lib.Operators {
		sop, err := ParseSchema("aten::" + op.Schema)
		if err != nil {
			t.Errorf("%s: %v", op.ID(), err)
			continue
		}
		sop.Variants, sop.PythonModule, sop.Deprecated = op.Variants, op.PythonModule, op.Deprecated
		sop.Schema = op.Schema
		if !reflect.DeepEqual(op, sop) && !declSameModuloNaN(op, sop) {
			bad++
			if bad <= 10 {
				t.Errorf("%s: from the YAML fields\n  %+v\nfrom the schema\n  %+v", op.ID(), op, sop)
			}
		}
	}
}

// sameModuloNaN allows a NaN default, which DeepEqual never finds equal.
func declSameModuloNaN(a, b *model.Operator) bool {
	if len(a.Args) != len(b.Args) {
		return false
	}
	for i := range a.Args {
		if !defaultsEqual(a.Args[i].Default, b.Args[i].Default) {
			return false
		}
		a.Args[i].Default, b.Args[i].Default = nil, nil
	}
	return reflect.DeepEqual(a, b)
}

func TestReadDeclarationsUnsupported(t *testing.T) {
	path := declFixture("unsupported.yaml")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lib, diffs, err := CrossCheckDeclarations(data, path)
	if err != nil {
		t.Fatal(err)
	}
	if got := lib.Lookup("_test_unknown_type").Unsupported(); !reflect.DeepEqual(got, []string{"c10::intrusive_ptr<Foo>"}) {
		t.Errorf("unknown type: unsupported %q", got)
	}
	if got := lib.Lookup("_test_unknown_default").Unsupported(); !reflect.DeepEqual(got, []string{"at::ScalarType (default at::kFloat8_e4m3fn)"}) {
		t.Errorf("unknown default: unsupported %q", got)
	}
	// The cross-check notices both: the schema grammar reads them differently.
	want := []string{
		"unsupported.yaml:6: aten::_test_unknown_type: argument 1 (foo): type c10::intrusive_ptr<Foo> from the C++ type, schema_string has Foo",
		"unsupported.yaml:29: aten::_test_unknown_default: argument 1 (dtype): type at::ScalarType (default at::kFloat8_e4m3fn) from the C++ type, schema_string has ScalarType",
		"unsupported.yaml:29: aten::_test_unknown_default: argument 1 (dtype): default (none) from the C++ default, schema_string has float8 (model.EnumValue)",
	}
	if len(diffs) != len(want) {
		t.Errorf("differences %q, want %d", diffs, len(want))
	}
	for _, want := range want {
		if !anyHasSuffix(diffs, want) {
			t.Errorf("no difference %q in %q", want, diffs)
		}
	}
}

func anyHasSuffix(list []string, s string) bool {
	for _, e := range list {
		if strings.HasSuffix(e, s) {
			return true
		}
	}
	return false
}

// minimalDecl is a valid one-entry file; the bad-input cases below break it.
const minimalDecl = `- name: relu
  operator_name: relu
  overload_name: ''
  schema_string: aten::relu(Tensor self, int dim=0) -> Tensor
  schema_order_arguments:
  - annotation: null
    dynamic_type: at::Tensor
    is_nullable: false
    name: self
    type: const at::Tensor &
  - annotation: null
    default: 0
    dynamic_type: int64_t
    is_nullable: false
    name: dim
    type: int64_t
  method_of:
  - Type
  - namespace
  python_module: ''
  returns:
  - dynamic_type: at::Tensor
    name: result
    type: at::Tensor
  deprecated: false
`

func TestParseDeclarationsErrors(t *testing.T) {
	if _, err := ParseDeclarations([]byte(minimalDecl), "min.yaml"); err != nil {
		t.Fatalf("minimalDecl: %v", err)
	}
	files := []struct{ file, want string }{
		{"truncated.yaml", "truncated.yaml:185: not valid YAML: found unexpected end of stream"},
		{"notyaml.yaml", "notyaml.yaml:1: not valid YAML: did not find expected ',' or '}'"},
		{"missing_field.yaml", `missing_field.yaml:21: aten::relu_: operator entry: missing field "schema_order_arguments"`},
	}
	for _, tt := range files {
		_, err := ReadDeclarations(declFixture(tt.file))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.file, err, tt.want)
		}
	}
	if _, err := ReadDeclarations(declFixture("no-such-file.yaml")); err == nil {
		t.Error("no error for a missing file")
	}

	r := strings.NewReplacer
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "x.yaml:1: empty file: expected a list of operators"},
		{"comment only", "# nothing\n", "x.yaml:1: empty file"},
		// yaml.v3 counts a lone "\r" as a line break and puts the document
		// after "---" on the next line: both said line 2 of a 1-line file.
		{"a lone CR", "\"\r", "x.yaml:1: not valid YAML: found unexpected end of stream"},
		{"a document marker alone", "---", "x.yaml:1: expected a list of operators, found null"},
		{"CR line ends", "- 1\r- 2\r- relu\r", "x.yaml:1: operator entry: expected a mapping"},
		{"mapping", "name: relu\n", "x.yaml:1: expected a list of operators, found a mapping"},
		{"scalar", "hello\n", `x.yaml:1: expected a list of operators, found the scalar "hello"`},
		{"entry not a mapping", "- relu\n", `x.yaml:1: operator entry: expected a mapping, found the scalar "relu"`},
		{"no operator_name", r("  operator_name: relu\n", "").Replace(minimalDecl), `x.yaml:1: operator entry: missing field "operator_name"`},
		{"null operator_name", r("operator_name: relu", "operator_name: null").Replace(minimalDecl), `missing field "operator_name"`},
		{"no overload_name", r("  overload_name: ''\n", "").Replace(minimalDecl), `x.yaml:1: aten::relu: operator entry: missing field "overload_name"`},
		{"no schema_string", r("  schema_string: aten::relu(Tensor self, int dim=0) -> Tensor\n", "").Replace(minimalDecl), `aten::relu: operator entry: missing field "schema_string"`},
		{"no returns", r("  returns:\n  - dynamic_type: at::Tensor\n    name: result\n    type: at::Tensor\n", "").Replace(minimalDecl), `missing field "returns"`},
		{"no method_of", r("  method_of:\n  - Type\n  - namespace\n", "").Replace(minimalDecl), `missing field "method_of"`},
		{"bad operator_name", r("operator_name: relu", "operator_name: re lu").Replace(minimalDecl), `x.yaml:2: aten::re lu: operator_name "re lu": ' ' at byte 2 (a name is [A-Za-z_][A-Za-z0-9_]*)`},
		{"arguments not a list", r("  schema_order_arguments:\n", "  schema_order_arguments: 3\n  arguments:\n").Replace(minimalDecl), `x.yaml:5: aten::relu: operator entry: field "schema_order_arguments": expected a list, found the scalar "3"`},
		{"argument without type", r("    type: int64_t\n", "").Replace(minimalDecl), `x.yaml:11: aten::relu: argument dim: missing field "type"`},
		{"argument without name", r("    name: dim\n", "").Replace(minimalDecl), `x.yaml:11: aten::relu: argument 1: missing field "name"`},
		{"argument name a list", r("    name: dim\n", "    name: [dim]\n").Replace(minimalDecl), `x.yaml:15: aten::relu: argument 1: field "name": expected a string, found a list`},
		{"duplicate key", r("    name: dim\n", "    name: dim\n    name: dim2\n").Replace(minimalDecl), `x.yaml:16: aten::relu: argument 1: duplicate key "name"`},
		{"bad annotation", r("    default: 0\n", "    default: 0\n").Replace(r("  - annotation: null\n    dynamic_type: at::Tensor", "  - annotation: a!!\n    dynamic_type: at::Tensor").Replace(minimalDecl)), `x.yaml:6: aten::relu: argument self: annotation "a!!": unexpected "!" after the annotation`},
		{"annotation on int", r("  - annotation: null\n    default: 0", "  - annotation: a\n    default: 0").Replace(minimalDecl), `x.yaml:11: aten::relu: argument dim: annotation "a": an annotation on type int, which is not a Tensor`},
		{"size on int", r("    type: int64_t\n", "    type: int64_t\n    size: 2\n").Replace(minimalDecl), `x.yaml:17: aten::relu: argument dim: size 2 for type int, which is not a list`},
		{"bad size", r("    type: int64_t\n", "    type: at::IntArrayRef\n    size: two\n").Replace(minimalDecl), `x.yaml:17: aten::relu: argument dim: size: expected a positive integer, found the scalar "two"`},
		{"bad bool", r("    is_nullable: false\n    name: dim", "    is_nullable: maybe\n    name: dim").Replace(minimalDecl), `x.yaml:14: aten::relu: argument dim: field "is_nullable": expected true or false, found the scalar "maybe"`},
		{"null default", r("default: 0", "default: null").Replace(minimalDecl), `x.yaml:12: aten::relu: argument dim: default: expected a C++ expression, found null`},
		{"duplicate argument", r("    name: dim\n", "    name: self\n").Replace(minimalDecl), `x.yaml:1: aten::relu: duplicate argument "self"`},
		{"return not a mapping", r("  - dynamic_type: at::Tensor\n    name: result\n    type: at::Tensor\n", "  - at::Tensor\n").Replace(minimalDecl), `x.yaml:22: aten::relu: return 0: expected a mapping, found the scalar "at::Tensor"`},
		{"method_of not names", r("  - Type\n  - namespace\n", "  - [Type]\n").Replace(minimalDecl), `x.yaml:18: aten::relu: method_of: expected a name, found a list`},
		{"duplicate operator", minimalDecl + minimalDecl, "x.yaml:26: aten::relu: duplicate operator (also at line 1)"},
	}
	for _, tt := range tests {
		lib, err := ParseDeclarations([]byte(tt.text), "x.yaml")
		if err == nil {
			t.Errorf("%s: no error (%d operators)", tt.name, len(lib.Operators))
			continue
		}
		if !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error\n  %v\nwant it to contain\n  %s", tt.name, err, tt.want)
		}
	}

	// Several bad entries: each is reported, up to a limit.
	many := strings.Repeat("- 1\n", 30)
	_, err := ParseDeclarations([]byte(many), "x.yaml")
	if err == nil || strings.Count(err.Error(), "expected a mapping") != maxDeclErrors || !strings.Contains(err.Error(), "giving up") {
		t.Errorf("many bad entries: %v", err)
	}
}

// TestParseDeclarationsNoPanic feeds every prefix of a fixture to the
// parser: each must give a library or an error, never a panic.
func TestParseDeclarationsNoPanic(t *testing.T) {
	data, err := os.ReadFile(declFixture("small.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i <= len(data); i += 7 {
		lib, err := ParseDeclarations(data[:i], "x.yaml")
		if (lib == nil) == (err == nil) {
			t.Fatalf("prefix %d: lib %v err %v", i, lib != nil, err)
		}
	}
}

// declarationsDir finds the reference Declarations.yaml files:
// $GOTORCHGEN_DECLARATIONS_DIR, else ../shared/declarations next to the
// repository root.
func declarationsDir(t *testing.T) string {
	if d := os.Getenv("GOTORCHGEN_DECLARATIONS_DIR"); d != "" {
		return d
	}
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "..", "shared", "declarations")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func TestRealDeclarations(t *testing.T) {
	dir := declarationsDir(t)
	tests := []struct {
		version string
		ops     int
		// out, in-place, and functional+mutable operators; 0 to skip.
		out, inplace, other int
	}{
		// torchgen counts 1547 functional and 4 mutable in 1.13.1: it looks
		// for written arguments only after self, where model.ComputeKind
		// also counts a written self (record_stream, retain_grad,
		// set_data), so only their sum is checked.
		{"1.13.1", 2952, 1092, 309, 1551},
		{"2.6.0", 3144, 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.version, func(t *testing.T) {
			path := filepath.Join(dir, "Declarations-"+tt.version+".yaml")
			data, err := os.ReadFile(path)
			if os.IsNotExist(err) {
				t.Skipf("%s is absent (set GOTORCHGEN_DECLARATIONS_DIR, or make it with scripts/make-declarations.sh)", path)
			}
			if err != nil {
				t.Fatal(err)
			}
			lib, st, err := parseDeclarations(data, path)
			if err != nil {
				t.Fatal(err)
			}
			if len(lib.Operators) != tt.ops {
				t.Errorf("%d operators, want %d", len(lib.Operators), tt.ops)
			}
			for i, d := range st.diffs {
				if i < 20 {
					t.Errorf("difference: %s", d)
				}
			}
			if len(st.diffs) > 0 {
				t.Errorf("%d cross-check differences, want 0", len(st.diffs))
			}
			t.Logf("%d operators; types refined from the schema: %d int→SymInt, %d return annotations",
				len(lib.Operators), st.symInts, st.returnAliases)

			kinds := map[model.Kind]int{}
			var unsupported []string
			for _, op := range lib.Operators {
				kinds[op.Kind]++
				unsupported = append(unsupported, op.Unsupported()...)
			}
			t.Logf("kinds %v", kinds)
			if other := kinds[model.Functional] + kinds[model.Mutable]; tt.out != 0 &&
				(kinds[model.Out] != tt.out || kinds[model.Inplace] != tt.inplace || other != tt.other) {
				t.Errorf("kinds %v, want %d out, %d in-place, %d functional or mutable", kinds, tt.out, tt.inplace, tt.other)
			}
			if len(unsupported) > 0 {
				t.Errorf("unsupported types: %q", unsupported)
			}
			assertDeclSameAsSchema(t, lib)

			// Spot checks.
			ln := lib.Lookup("layer_norm")
			if eps := ln.Args[4]; eps.Name != "eps" || eps.Default != (model.FloatValue{V: 1e-05, Text: "1e-05"}) {
				t.Errorf("layer_norm eps = %#v", eps)
			}
			if add := lib.Lookup("add.Tensor"); add.Variants != (model.Variants{Function: true, Method: true}) {
				t.Errorf("add.Tensor variants %+v", add.Variants)
			}
			if v := lib.Lookup("add_.Tensor").Variants; v != (model.Variants{Method: true}) {
				t.Errorf("add_.Tensor variants %+v", v)
			}
			if m := lib.Lookup("nll_loss").PythonModule; m != "nn" {
				t.Errorf("nll_loss python_module %q", m)
			}
			if r := lib.Lookup("unbind.int").Returns[0].Type.String(); r != "Tensor(a)[]" {
				t.Errorf("unbind.int returns %s", r)
			}
			if a := lib.Lookup("unbind.int").Args[0].Type.String(); a != "Tensor(a -> *)" {
				t.Errorf("unbind.int self %s", a)
			}
			if got := lib.Lookup("view").Args[1].Type; !reflect.DeepEqual(got, dList(dSymInt)) {
				t.Errorf("view size %s", got)
			}
			// Argument names YAML 1.1 would read as booleans stay names.
			names := map[string]bool{}
			for _, op := range lib.Operators {
				for _, a := range op.Args {
					names[a.Name] = true
				}
			}
			for _, n := range []string{"N", "n", "y"} {
				if !names[n] {
					t.Errorf("no argument named %q", n)
				}
			}
		})
	}
}
