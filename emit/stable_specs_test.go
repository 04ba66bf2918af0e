package emit_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// specOps are the operators the Tensor spec's entries call (TensorBody.h,
// TensorOperators.h), and ones whose method a spec name takes.
var specOps = []string{
	"aten::mul.Tensor(Tensor self, Tensor other) -> Tensor",
	"aten::mul.Scalar(Tensor self, Scalar other) -> Tensor",
	"aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
	"aten::add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor",
	"aten::is_leaf(Tensor self) -> bool",
	"aten::storage_offset(Tensor self) -> SymInt",
	"aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor",
	"aten::neg(Tensor self) -> Tensor",
	"aten::negative(Tensor self) -> Tensor",
	"aten::_backward(Tensor self, Tensor[] inputs, Tensor? gradient=None, bool? retain_graph=None, bool create_graph=False) -> ()",
	"aten::requires_grad_(Tensor(a!) self, bool requires_grad=True) -> Tensor(a!)",
	"aten::to.dtype_layout(Tensor(a) self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)",
	"aten::bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
}

func specLibrary(t *testing.T) *model.Library {
	t.Helper()
	var ops []*model.Operator
	for _, schema := range specOps {
		op, err := parser.ParseSchema(schema)
		if err != nil {
			t.Fatal(err)
		}
		op.Variants.Function, op.Variants.Method = true, true
		ops = append(ops, op)
	}
	return &model.Library{Operators: ops}
}

var tensorMethodRE = regexp.MustCompile(`(?m)^func \(self \*Tensor\) \w+\(.*$`)

// TestStableSpecEntries: a class-spec entry whose C++ is one ATen
// operator's call is carried as that operator's stable call, with the
// typed mode's Go signature (the same line in both modes' classes.go) and
// errors naming the entry; an entry whose operator this mode does not
// carry (add.Scalar, a Scalar) is not, and an operator method whose name
// it took (index_put's IndexPut) is the operator's again; REPORT.md names
// every entry of every spec.
func TestStableSpecEntries(t *testing.T) {
	lib := specLibrary(t)
	cfg := emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs}
	typed, err := emit.Generate(lib, emit.Target{Version: "2.14.1", Flavour: "cpu"}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.ABI = emit.ABIStable
	out, err := emit.Generate(lib, emit.Target{Version: "2.14.1", Flavour: "cpu"}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	src := string(out.Files["classes.go"])
	for _, want := range []string{
		"func (self *Tensor) Mul(other any) *Tensor {",
		"func (self *Tensor) IsLeaf() bool {",
		"func (self *Tensor) StorageOffset() (int64, error) {",
		"func (self *Tensor) Negative() *Tensor {",
		"func (self *Tensor) Iand(other *Tensor) *Tensor {",
		"func (self *Tensor) SetRequiresGrad(requiresGrad bool) error {",
		"func (self *Tensor) Backward(opts ...TensorBackwardOptions) error {",
		"func (self *Tensor) To(device Device, opts ...TensorToOptions) *Tensor {",
		"func (self Scalar) Mul(other *Tensor) *Tensor {",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("classes.go lacks %q", want)
		}
	}
	// Every carried method is the typed mode's, signature for signature.
	typedSrc := string(typed.Files["classes.go"])
	for _, line := range tensorMethodRE.FindAllString(src, -1) {
		if !strings.Contains(typedSrc, line) {
			t.Errorf("stable %q: not in the typed mode's classes.go", line)
		}
	}
	if strings.Contains(src, ") Add(") {
		t.Error("Tensor.Add carried, but the pure mode does not carry its Scalar form (add.Scalar)")
	}
	// The cores call the operators by name; errors name the entry.
	checkCalls(t, src, map[string]string{
		"Tensor.IsLeaf":          "aten::is_leaf args Tensor rets 0/Bool",
		"Tensor.StorageOffset":   "aten::storage_offset args Tensor rets 0/Int",
		"Tensor.Negative":        "aten::neg args Tensor rets 1/Tensor",
		"Tensor.Iand":            "aten::bitwise_and_.Tensor args Tensor,Tensor rets 2/None",
		"Tensor.SetRequiresGrad": "aten::requires_grad_ args Tensor,Bool rets 2/None",
		"Tensor.Backward":        "aten::_backward args Tensor,Tensors,OptTensor,OptBool,Bool rets ",
		"Tensor.To":              "aten::to.dtype_layout args Tensor,OptDType,OptLayout,OptDevice,OptBool,Bool,Bool,OptMemoryFormat rets 1/Tensor",
		"Scalar.Mul":             "aten::mul.Tensor args Tensor,Scalar(0x30100) rets 1/Tensor",
	})
	for _, want := range []string{`\x00Tensor.Mul\x00at::Tensor::operator*\x00"`, `_a3 := Some(device)`} {
		if !strings.Contains(src, want) {
			t.Errorf("classes.go lacks %s", want)
		}
	}
	ops := string(out.Files["ops_00.go"])
	if !strings.Contains(ops, "func (self *Tensor) IndexPut(indices []*Tensor, values *Tensor, opts ...IndexPutOptions) *Tensor {") {
		t.Error("aten::index_put's method IndexPut, whose name the spec's IndexPut (not carried) had taken, is missing")
	}
	report := string(out.Files["REPORT.md"])
	for _, want := range []string{
		"| `Tensor.Mul` | `Tensor.operator*` (2 overloads) | carried: by name: aten::mul.Tensor, aten::mul.Scalar (by its Scalar route) |",
		"| `Tensor.Add` | `Tensor.operator+` (2 overloads) | not carried: its Scalar form: aten::add.Scalar, which this mode does not carry: argument other: stable ABI: Scalar is not carried",
		"Tensor.IndexPut is aten::index_put's method here |",
		"| `Tensor.Dim` | `Tensor.dim` | carried: the stable runtime's own",
		"| `Module.Forward` | `Module.forward` | not carried: TorchScript",
		"| `negative` | Tensor.Negative comes from the class spec (Tensor.operator-) |",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("REPORT.md lacks %q", want)
		}
	}
	// Nothing dropped silently: every entry of every spec has its row.
	for _, c := range specs.Classes {
		for _, m := range c.Methods {
			if !strings.Contains(report, "`"+m.ID()+"`") {
				t.Errorf("REPORT.md has no row for %s", m.ID())
			}
		}
	}
	r := out.Report
	if r.Spec == 0 || r.Spec+len(r.SpecSkipped) != typed.Report.Spec+len(typed.Report.SpecSkipped) {
		t.Errorf("stable: %d entries carried, %d not; typed: %d bound, %d not: every entry is one or the other", r.Spec, len(r.SpecSkipped), typed.Report.Spec, len(typed.Report.SpecSkipped))
	}
}

// TestStableSpecEntriesHybrid: with the boxed fallback, the Scalar form's
// operator is carried, so Tensor.Add is.
func TestStableSpecEntriesHybrid(t *testing.T) {
	out, err := emit.Generate(specLibrary(t), emit.Target{Version: "2.14.1", Flavour: "cpu", IncludeDirs: []string{"/LIBTORCH/include"}, LibDir: "/LIBTORCH/lib"},
		emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs, ABI: emit.ABIStable, StableFallback: emit.FallbackBoxed})
	if err != nil {
		t.Fatal(err)
	}
	if src := string(out.Files["classes.go"]); !strings.Contains(src, "func (self *Tensor) Add(other any) *Tensor {") {
		t.Error("hybrid: no Tensor.Add")
	}
	if report := string(out.Files["REPORT.md"]); !strings.Contains(report, "aten::add.Scalar (boxed fallback)") {
		t.Error("hybrid: REPORT.md does not say add.Scalar is called boxed")
	}
}
