package emit_test

import (
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// TestStableBoxedFallback: with --stable-fallback boxed, the operators the
// stable ABI cannot carry are bound through the boxed call with the typed
// mode's signatures; a Scalar route stays on gts_call; what the boxed call
// cannot convert either stays out with its reason; the package gets the
// C++ and the cgo flags of the libtorch, and REPORT.md a route per
// operator. Without the flag, none of it.
func TestStableBoxedFallback(t *testing.T) {
	var ops []*model.Operator
	for _, schema := range []string{
		"aten::arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
		"aten::item(Tensor self) -> Scalar",
		"aten::_choose_qparams_per_tensor(Tensor self, bool reduce_range=False) -> (float, int)",
		"aten::_foreach_mul.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]",
		"aten::sym_is_contiguous(Tensor self, MemoryFormat memory_format=contiguous_format) -> SymBool",
		"aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
		"aten::qscheme(Tensor self) -> QScheme",
		"aten::set_.source_Storage(Tensor(a!) self, Storage source) -> Tensor(a!)",
	} {
		op, err := parser.ParseSchema(schema)
		if err != nil {
			t.Fatal(err)
		}
		op.Variants.Function = true
		ops = append(ops, op)
	}
	config := emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs,
		ABI: emit.ABIStable, StableFallback: emit.FallbackBoxed}
	target := emit.Target{Version: "2.14.1", Flavour: "cpu", LibDir: "/opt/libtorch/lib"}
	out, err := emit.Generate(&model.Library{Operators: ops}, target, config)
	if err != nil {
		t.Fatal(err)
	}
	src := string(out.Files["ops_00.go"])
	for _, want := range []string{
		"func Arange(end Scalar, opts ...ArangeOptions) *Tensor",
		"func Item(self *Tensor) (Scalar, error)",
		"func InternalChooseQparamsPerTensor(self *Tensor, opts ...InternalChooseQparamsPerTensorOptions) (InternalChooseQparamsPerTensorTuple, error)",
		"func SymIsContiguous(self *Tensor, opts ...SymIsContiguousOptions) (bool, error)",
		"func Qscheme(self *Tensor) (QScheme, error)",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("no %s in the wrappers", want)
		}
	}
	checkCalls(t, src, map[string]string{
		"Arange":                         "aten::arange args Scalar(0x0),OptDType,OptLayout,OptDevice,OptBool rets 1/Tensor boxed",
		"Item":                           "aten::item args Tensor rets 7/Scalar boxed",
		"InternalChooseQparamsPerTensor": "aten::_choose_qparams_per_tensor args Tensor,Bool rets 0/Float,0/Int boxed",
		"InternalForeachMulScalarList":   "aten::_foreach_mul.ScalarList args Tensors,Scalars rets 3/Tensors boxed",
		"SymIsContiguous":                "aten::sym_is_contiguous args Tensor,MemoryFormat rets 0/Bool boxed",
		"Qscheme":                        "aten::qscheme args Tensor rets 0/QScheme boxed",
		// The route, and the fallback where it refuses.
		"AddTensor": "gts::add own aten::add.Tensor args Tensor,Tensor,Scalar(0x200) rets 1/Tensor retry",
	})
	r := out.Report
	if r.Bound != 7 || len(r.StableBoxed) != 6 || len(r.StableSkipped) != 1 || !strings.Contains(r.StableSkipped[0].Reason, "Storage") {
		t.Errorf("bound %d, boxed %+v, skipped %+v; want 7, 6 and set_.source_Storage", r.Bound, r.StableBoxed, r.StableSkipped)
	}
	report := string(out.Files["REPORT.md"])
	for _, want := range []string{"| `arange` | boxed fallback: C++ compiled, ties the build to libtorch 2.14.1 |",
		"| `set_.source_Storage` | argument source: stable ABI: Storage is not carried"} {
		if !strings.Contains(report, want) {
			t.Errorf("REPORT.md lacks %q", want)
		}
	}
	flags := string(out.Files["boxed_flags.go"])
	for _, want := range []string{"#cgo LDFLAGS: -L/opt/libtorch/lib -Wl,-rpath,/opt/libtorch/lib -ltorch -ltorch_cpu -lc10", "-std=c++20", `const BoxedFor = "2.14.1"`} {
		if !strings.Contains(flags, want) {
			t.Errorf("boxed_flags.go lacks %q:\n%s", want, flags)
		}
	}
	for _, name := range []string{"boxed.cpp", "boxed.h", "boxed.go"} {
		if out.Files[name] == nil {
			t.Errorf("no %s", name)
		}
	}

	// The pure stable mode: no C++, the same operators left out.
	config.StableFallback = ""
	pure, err := emit.Generate(&model.Library{Operators: ops}, target, config)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(pure.Files["ops_00.go"]), "rtRefused") {
		t.Error("the pure mode retries a refused route")
	}
	for name := range pure.Files {
		if strings.HasPrefix(name, "boxed") {
			t.Errorf("the pure mode wrote %s", name)
		}
	}
	if pure.Report.Bound != 1 || len(pure.Report.StableBoxed) != 0 {
		t.Errorf("pure: bound %d, boxed %d; want 1 and 0", pure.Report.Bound, len(pure.Report.StableBoxed))
	}

	// A fallback is for the stable mode, and only "boxed".
	for _, c := range []emit.Config{{ABI: emit.ABIStable, StableFallback: "shims"}, {ABI: emit.ABITyped, StableFallback: emit.FallbackBoxed}} {
		c.Package, c.ImportPath, c.Specs = "torch", "example.com/m/torch", specs
		if _, err := emit.Generate(&model.Library{Operators: ops}, target, c); err == nil {
			t.Errorf("ABI %s, fallback %s: no error", c.ABI, c.StableFallback)
		}
	}
}
