package emit_test

import (
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// TestSymBoolAndNoDimname: what libtorch 2.14 needs. A SymBool result is
// bound as a Go bool (sym_is_contiguous was skipped before), and an
// install without named tensors compiles the runtime's C++ with
// GOTORCH_NO_DIMNAME.
func TestSymBoolAndNoDimname(t *testing.T) {
	op, err := parser.ParseSchema("aten::sym_is_contiguous(Tensor self, MemoryFormat memory_format=contiguous_format) -> SymBool")
	if err != nil {
		t.Fatal(err)
	}
	op.Variants.Function = true
	lib := &model.Library{Operators: []*model.Operator{op}}
	for _, noDimname := range []bool{false, true} {
		out, err := emit.Generate(lib, emit.Target{Version: "2.14.1", Flavour: "cpu", NoDimname: noDimname},
			emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs, RuntimeTests: true})
		if err != nil {
			t.Fatal(err)
		}
		if out.Report.Bound != 1 {
			t.Fatalf("bound %d of 1: %+v", out.Report.Bound, out.Report.Skipped)
		}
		if cpp := string(out.Files["internal/shim00/shim.cpp"]); !strings.Contains(cpp, ".guard_bool(__FILE__, __LINE__)") {
			t.Errorf("the shim does not read the SymBool:\n%s", cpp)
		}
		if goSrc := string(out.Files["ops_00.go"]); !strings.Contains(goSrc, "func SymIsContiguous(self *Tensor, opts ...SymIsContiguousOptions) (bool, error)") {
			t.Errorf("Go signature:\n%s", goSrc)
		}
		if _, ok := out.Files["dimname_test.go"]; ok == noDimname {
			t.Errorf("NoDimname %v: the named-tensor tests copied: %v", noDimname, ok)
		}
		for _, f := range []string{"internal/cxxrt/cxxrt.go", "internal/shim00/shim.go"} {
			if got := strings.Contains(string(out.Files[f]), "-DGOTORCH_NO_DIMNAME"); got != noDimname {
				t.Errorf("NoDimname %v: %s has -DGOTORCH_NO_DIMNAME: %v", noDimname, f, got)
			}
		}
	}
}

// TestCxxStd: libtorch 2.10 moved to C++20 (gotorchgen doctor checks the
// compiler for what this returns).
func TestCxxStd(t *testing.T) {
	for v, want := range map[string]string{"1.13.0": "c++17", "2.6.0": "c++17", "2.9.1": "c++17", "2.10.0": "c++20", "2.14.1": "c++20", "3.0.0": "c++20", "": "c++17"} {
		if got := emit.CxxStd(v); got != want {
			t.Errorf("emit.CxxStd(%q) = %q, want %q", v, got, want)
		}
	}
}
