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
		{"aten::mul.Tensor(Tensor self, Tensor other) -> Tensor", "func MulTensor(self *Tensor, other *Tensor) (*Tensor, error)", ""},
		{"aten::cat(Tensor[] tensors, int dim=0) -> Tensor", "func Cat(tensors []*Tensor, opts ...CatOptions) (*Tensor, error)", ""},
		{"aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)", "func MaxDim(self *Tensor, dim int64, opts ...MaxDimOptions) (MaxDimTuple, error)", ""},
		{"aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", "", "argument alpha: stable ABI: Scalar is not carried"},
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
			if strings.HasSuffix(name, ".cpp") || strings.HasSuffix(name, ".h") && name != "stable.h" {
				t.Errorf("%s: the stable mode wrote %s", op.ID(), name)
			}
		}
	}
}
