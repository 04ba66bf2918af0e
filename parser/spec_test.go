package parser

import (
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/model"
)

func TestParseSpecSignatures(t *testing.T) {
	s, err := ParseSpec([]byte(`
classes:
- class: Tensor
  cxx: at::Tensor
  kind: handle
  schema_type: Tensor
  methods:
  - {cxx: "int64_t dim() const", nothrow: true}
  - cxx: 'void backward(const Tensor& gradient = {}, c10::optional<bool> retain_graph = c10::nullopt, bool create_graph = false) const'
  - {cxx: "Tensor operator+(Scalar other) const"}
  - {cxx: "Tensor operator-() const"}
  - {cxx: "std::vector<std::string> names() const"}
- class: Box
  cxx: ns::Box
  kind: handle
  requires: [ns/box.h]
  methods:
  - {cxx: "Box make(std::vector<Box> parts, Bytes data)", static: true}
functions:
- {cxx: "void at::manual_seed(int64_t seed)", go: ManualSeed, requires: [ATen/Context.h]}
`), "test.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tensor := s.Class("Tensor")
	m := tensor.Methods
	if m[0].CxxName != "dim" || !m[0].Const || !m[0].NoThrow || m[0].Returns[0].Type.String() != "int" {
		t.Errorf("dim: %+v", m[0])
	}
	b := m[1]
	if len(b.Args) != 3 || b.Args[0].Type.String() != "Tensor?" || b.Args[0].Default.String() != "None" ||
		b.Args[1].Type.String() != "bool?" || b.Args[2].Default.String() != "False" || len(b.Returns) != 0 {
		t.Errorf("backward: %+v", b)
	}
	if m[2].Kind != model.OperatorMethod || m[2].CxxName != "operator+" || m[2].Args[0].Type.String() != "Scalar" {
		t.Errorf("operator+: %+v", m[2])
	}
	if m[3].Kind != model.OperatorMethod || len(m[3].Args) != 0 {
		t.Errorf("unary operator-: %+v", m[3])
	}
	if m[4].Returns[0].Type.String() != "str[]" {
		t.Errorf("names: %v", m[4].Returns)
	}
	box := s.Class("Box")
	o, ok := box.Type.(model.ObjectType)
	if !ok || !o.Handle || o.Cxx != "ns::Box" {
		t.Errorf("Box type %#v", box.Type)
	}
	mk := box.Methods[0]
	if mk.Kind != model.StaticMethod || mk.Args[0].Type.String() != "Box[]" || mk.Args[1].Type.String() != "Bytes" {
		t.Errorf("make: %+v", mk)
	}
	// requires: what an install lacks is left out and said.
	left, dropped := s.Without(func(h string) bool { return h == "ATen/Context.h" })
	if left.Class("Box") != nil || len(left.Functions) != 1 || len(dropped) != 1 || !strings.Contains(dropped[0], "ns/box.h") {
		t.Errorf("Without: %d classes, %d functions, dropped %v", len(left.Classes), len(left.Functions), dropped)
	}
	if len(left.Dropped) != 1 {
		t.Errorf("Dropped = %v", left.Dropped)
	}
}

func TestParseSpecErrors(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{"classes:\n- {class: T, cxx: at::T, kind: handle, nothorw: true}", `unknown key "nothorw"`},
		{"classes:\n- {class: T, cxx: at::T, kind: box}", `kind "box"`},
		{"classes:\n- {class: t, cxx: at::T, kind: value}", "not an exported Go identifier"},
		{"classes:\n- {class: T, kind: value}", "no cxx type"},
		{"classes:\n- {class: T, cxx: at::T, kind: value, schema_type: Blob}", `unknown schema_type "Blob"`},
		{"classes:\n- {class: T, cxx: at::T, kind: value}\n- {class: T, cxx: at::U, kind: value}", "declared twice"},
		{"classes:\n- class: T\n  cxx: at::T\n  kind: value\n  methods:\n  - {cxx: \"int64_t dim\"}", "no parameter list"},
		{"classes:\n- class: T\n  cxx: at::T\n  kind: value\n  methods:\n  - {cxx: \"Widget w() const\"}", `unknown C++ type "Widget"`},
		{"classes:\n- class: T\n  cxx: at::T\n  kind: value\n  methods:\n  - {cxx: \"void f(int64_t)\"}", "has no name"},
		{"classes:\n- class: T\n  cxx: at::T\n  kind: value\n  methods:\n  - {cxx: \"void f(bool b = maybe)\"}", "default"},
		{"classes:\n- class: T\n  cxx: at::T\n  kind: value\n  methods:\n  - {cxx: \"void f()\", includes: [x.h]}", "belong to the class"},
		{"functions:\n- {cxx: \"void f(int64_t a, int64_t a)\"}", "not a fresh identifier"},
		{"classes:\n- {class: T, cxx: at::T, kind: handle, defines: [X]}", "defines without a unit"},
		{"classes:\n- {class: T, cxx: at::T, kind: handle, unit: Dist}", `unit "Dist"`},
		{"classes:\n- {class: T, cxx: at::T, kind: handle, unit: classes}", `unit "classes"`},
		{"classes:\n- {class: T, cxx: at::T, kind: handle, unit: shim07}", `unit "shim07"`},
		{"classes:\n- {class: T, cxx: at::T, kind: handle, unit: d, defines: [\"A B\"]}", `define "A B"`},
		{"classes: [", "yaml"},
	} {
		_, err := ParseSpec([]byte(c.spec), "bad.yaml")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.spec, err, c.want)
		}
	}
}

// A class's own translation unit and its macros reach the model.
func TestParseSpecUnit(t *testing.T) {
	s, err := ParseSpec([]byte("classes:\n- {class: T, cxx: at::T, kind: handle, unit: dist, defines: [USE_X, LEVEL=2]}\n- {class: U, cxx: at::U, kind: handle}"), "unit.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if c := s.Class("T"); c.Unit != "dist" || strings.Join(c.Defines, " ") != "USE_X LEVEL=2" {
		t.Errorf("T: unit %q, defines %v", c.Unit, c.Defines)
	}
	if c := s.Class("U"); c.Unit != "" || c.Defines != nil {
		t.Errorf("U: unit %q, defines %v", c.Unit, c.Defines)
	}
}

// The project's own specs parse and every entry has what emit needs.
func TestDefaultSpecs(t *testing.T) {
	s, err := DefaultSpecs()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Tensor", "Scalar", "Device", "TensorOptions", "TensorIndex", "Generator", "IValue", "Module"} {
		if s.Class(name) == nil {
			t.Errorf("no class %s in specs/", name)
		}
	}
	if len(s.Functions) == 0 {
		t.Error("no free functions in specs/")
	}
}
