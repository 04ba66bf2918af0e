package emit_test

import (
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
	"github.com/gotorchgen/gotorchgen/templates"
)

// TestStableNNAndData: both modes get packages nn and data from the same
// templates, each file in its mode only (//go:build gotorchgen_stable or
// !gotorchgen_stable), the stable mode's copies without the build line, so
// that neither package needs a tag; and the imports point at the package.
func TestStableNNAndData(t *testing.T) {
	op, err := parser.ParseSchema("aten::mul.Tensor(Tensor self, Tensor other) -> Tensor")
	if err != nil {
		t.Fatal(err)
	}
	op.Variants.Function = true
	lib := &model.Library{Operators: []*model.Operator{op}}
	for _, abi := range []string{emit.ABITyped, emit.ABIStable} {
		out, err := emit.Generate(lib, emit.Target{Version: "2.14.1", Flavour: "cpu"},
			emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs, ABI: abi, RuntimeTests: true})
		if err != nil {
			t.Fatal(err)
		}
		stable := abi == emit.ABIStable
		for _, pkg := range []string{"nn", "data"} {
			typedOnly, stableOnly := 0, 0
			for name, src := range templates.SubPackageFiles(pkg) {
				if !strings.HasSuffix(name, ".go") {
					continue
				}
				first, _, _ := strings.Cut(string(src), "\n")
				got, ok := out.Files[emit.SubPackagePath(pkg, name)]
				switch first {
				case "//go:build !gotorchgen_stable":
					typedOnly++
					if ok == stable {
						t.Errorf("%s: %s/%s (typed only) emitted: %v", abi, pkg, name, ok)
					}
				case "//go:build gotorchgen_stable":
					stableOnly++
					if ok != stable {
						t.Errorf("%s: %s/%s (stable only) emitted: %v", abi, pkg, name, ok)
					}
					if ok && strings.Contains(string(got), "gotorchgen_stable") {
						t.Errorf("%s: %s/%s keeps its build line", abi, pkg, name)
					}
				default:
					if !ok {
						t.Errorf("%s: %s/%s (both modes) not emitted", abi, pkg, name)
					}
				}
				if ok && strings.Contains(string(got), "gotorchgen/generated/torch") {
					t.Errorf("%s: %s/%s still imports the committed package", abi, pkg, name)
				}
			}
			if typedOnly == 0 || stableOnly != 1 {
				t.Errorf("%s: %d typed-only and %d stable-only files, want some and one (mode_stable.go)", pkg, typedOnly, stableOnly)
			}
		}
	}
}
