package emit_test

import (
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// TestStableABIDecisions: which operators the stable-ABI mode calls
// through torch_call_dispatcher and which it leaves to the typed mode, with
// the reason the report gives; a bound one keeps the typed mode's Go
// signature.
func TestStableABIDecisions(t *testing.T) {
	cases := []struct {
		schema    string
		signature string // the Go function, when bound
		reason    string // the skip reason, when not
	}{
		{"aten::mul.Tensor(Tensor self, Tensor other) -> Tensor", "func MulTensor(self *Tensor, other *Tensor) *Tensor", ""},
		{"aten::cat(Tensor[] tensors, int dim=0) -> Tensor", "func Cat(tensors []*Tensor, opts ...CatOptions) *Tensor", ""},
		{"aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)", "func MaxDim(self *Tensor, dim int64, opts ...MaxDimOptions) (MaxDimTuple, error)", ""},
		// Scalars: a route of internal/stable/scalar.go, or not bound.
		{"aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", "func AddTensor(self *Tensor, other *Tensor, opts ...AddTensorOptions) *Tensor", ""},
		{"aten::arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor", "", "argument end: stable ABI: Scalar is not carried"},
		{"aten::mul.Scalar(Tensor self, Scalar other) -> Tensor", "", "this libtorch has no mul.Tensor to pass it to"},
		{"aten::item(Tensor self) -> Scalar", "", "return 0: stable ABI: a result Scalar is not carried"},
		{"aten::sym_is_contiguous(Tensor self, MemoryFormat memory_format=contiguous_format) -> SymBool", "", "a result SymBool is not carried"},
		{"aten::_choose_qparams_per_tensor(Tensor self, bool reduce_range=False) -> (float, int)", "", "results of different types"},
	}
	for _, c := range cases {
		op, err := parser.ParseSchema(c.schema)
		if err != nil {
			t.Fatal(err)
		}
		op.Variants.Function = true
		lib := &model.Library{Operators: []*model.Operator{op}}
		out, err := emit.Generate(lib, emit.Target{Version: "2.14.1", Flavour: "cpu"},
			emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs, ABI: emit.ABIStable})
		if err != nil {
			t.Fatal(err)
		}
		r := out.Report
		switch {
		case c.reason == "" && r.Bound != 1:
			t.Errorf("%s: not bound: %+v", op.ID(), r.StableSkipped)
		case c.reason == "" && !strings.Contains(string(out.Files["ops_00.go"]), c.signature):
			t.Errorf("%s: no %q in\n%s", op.ID(), c.signature, out.Files["ops_00.go"])
		case c.reason != "" && (len(r.StableSkipped) != 1 || !strings.Contains(r.StableSkipped[0].Reason, c.reason)):
			t.Errorf("%s: skipped %+v, want one with %q", op.ID(), r.StableSkipped, c.reason)
		case c.reason != "" && !strings.Contains(string(out.Files["REPORT.md"]), op.ID()):
			t.Errorf("%s: not in REPORT.md", op.ID())
		}
		// No C++ in this mode.
		for name := range out.Files {
			if strings.HasSuffix(name, ".cpp") || strings.HasSuffix(name, ".h") && name != "stable.h" && name != "aoti.h" {
				t.Errorf("%s: the stable mode wrote %s", op.ID(), name)
			}
		}
	}
}

// TestStableScalarRoutes: an operator with a Scalar goes to its Tensor
// overload with the Scalar as a 0-dim tensor that promotes with the named
// tensors (mul.Scalar), or to a gts:: route over a typed C function
// (add.Tensor), and REPORT.md says which.
func TestStableScalarRoutes(t *testing.T) {
	var ops []*model.Operator
	for _, schema := range []string{
		"aten::mul.Scalar(Tensor self, Scalar other) -> Tensor",
		"aten::mul.Tensor(Tensor self, Tensor other) -> Tensor",
		"aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
		"aten::clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor",
		"aten::clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor",
	} {
		op, err := parser.ParseSchema(schema)
		if err != nil {
			t.Fatal(err)
		}
		op.Variants.Function = true
		ops = append(ops, op)
	}
	out, err := emit.Generate(&model.Library{Operators: ops}, emit.Target{Version: "2.14.1", Flavour: "cpu"},
		emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs, ABI: emit.ABIStable})
	if err != nil {
		t.Fatal(err)
	}
	// self (argument 0) and other (1) promote with the Scalar; clamp's
	// conversion is checked (0x400), its kernel has no bool (0x800).
	checkCalls(t, string(out.Files["ops_00.go"]), map[string]string{
		"MulScalar": "aten::mul.Tensor args Tensor,Scalar(0x30100) rets 1/Tensor",
		"AddTensor": "gts::add args Tensor,Tensor,Scalar(0x200) rets 1/Tensor",
		"Clamp":     "aten::clamp.Tensor args Tensor,OptScalar(0x70d00),OptScalar(0x70d00) rets 1/Tensor",
	})
	report := string(out.Files["REPORT.md"])
	for _, want := range []string{"| `mul.Scalar` | mul.Tensor with the Scalar as a 0-dim tensor", "| `add.Tensor` | aoti_torch_aten_subtract_Tensor", "| `clamp` | clamp.Tensor"} {
		if !strings.Contains(report, want) {
			t.Errorf("REPORT.md lacks %q", want)
		}
	}
	if r := out.Report; r.Bound != 5 || len(r.StableRoutes) != 3 {
		t.Errorf("bound %d, routes %+v; want 5 and 3", r.Bound, r.StableRoutes)
	}
}

// TestStablePythonLayer: with StablePython the stable mode gets the typed
// mode's Python-shaped entry points over what it binds: torch.cat's Cat
// takes the name (the typed function becomes typedCat, as in the typed
// mode); torch.add, whose every signature reaches an operator the pure
// mode does not bind (a Scalar alpha), gets none, and REPORT.md says why;
// torch.pow keeps its Scalar signatures in the parser, marked. The entry
// points are tables (pySpecs), and typedCat, which nothing calls then,
// gets no Go function. Without it, none of this.
func TestStablePythonLayer(t *testing.T) {
	var ops []*model.Operator
	for _, schema := range []string{
		"aten::cat(Tensor[] tensors, int dim=0) -> Tensor",
		"aten::arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
		"aten::pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor",
		"aten::pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor",
		"aten::pow.Scalar(Scalar self, Tensor exponent) -> Tensor",
	} {
		op, err := parser.ParseSchema(schema)
		if err != nil {
			t.Fatal(err)
		}
		op.Variants.Function = true
		ops = append(ops, op)
	}
	for _, on := range []bool{false, true} {
		out, err := emit.Generate(&model.Library{Operators: ops}, emit.Target{Version: "2.14.1", Flavour: "cpu"},
			emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs,
				ABI: emit.ABIStable, StablePython: on})
		if err != nil {
			t.Fatal(err)
		}
		wrappers, layer, report := string(out.Files["ops_00.go"]), string(out.Files["python_methods.go"]), string(out.Files["REPORT.md"])
		if !on {
			if layer != "" || out.Files["kw/keywords.go"] != nil || out.Files["pyargs.go"] != nil || !strings.Contains(wrappers, "func Cat(tensors []*Tensor") {
				t.Errorf("without StablePython: a Python-shaped layer was written, or Cat lost its name")
			}
			continue
		}
		for _, want := range []string{"func Cat(tensors []*Tensor, args ...any) *Tensor", "args = pyListFirst(tensors, args)", "func Pow(args ...any) *Tensor", `uaten::pow.Tensor_Scalar\x00`, "const pySpecs = "} {
			if !strings.Contains(layer, want) {
				t.Errorf("python_methods.go has no %q:\n%s", want, layer)
			}
		}
		if strings.Contains(layer, "func Arange(") {
			t.Errorf("torch.arange got an entry point though the mode binds none of its operators")
		}
		if !strings.Contains(wrappers, "// typedCat (aten::cat): no Go function;") || strings.Contains(wrappers, "func typedCat(") || !strings.Contains(wrappers, "type CatOptions struct") {
			t.Errorf("the typed function of cat, typedCat, is written, or its options struct is not:\n%s", wrappers)
		}
		if !strings.Contains(report, "| `torch.arange` | this package binds none of its operators |") {
			t.Errorf("REPORT.md does not say why torch.arange has no entry point:\n%s", report)
		}
		if out.Files["pyargs.go"] == nil || out.Files["kw/keywords.go"] == nil {
			t.Errorf("the layer's runtime (pyargs.go) or its keywords (kw/) are missing")
		}
	}
}
