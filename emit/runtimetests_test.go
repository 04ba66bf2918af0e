package emit_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
	"github.com/gotorchgen/gotorchgen/templates"
)

// TestRuntimeTests: a user's package gets none of the runtime's and package
// nn's own tests and benchmarks; Config.RuntimeTests (generate
// --runtime-tests, the committed generated/) copies every one of them.
func TestRuntimeTests(t *testing.T) {
	op, err := parser.ParseSchema("aten::relu(Tensor self) -> Tensor")
	if err != nil {
		t.Fatal(err)
	}
	op.Variants.Function = true
	lib := &model.Library{Operators: []*model.Operator{op}}
	var want []string // every template test, at its path in the package
	for name := range templates.RuntimeFiles() {
		if strings.HasSuffix(name, "_test.go") {
			want = append(want, emit.RuntimePath(name))
		}
	}
	for _, pkg := range slices.Concat(templates.SubPackages, []string{"distributed"}) {
		for name := range templates.SubPackageFiles(pkg) {
			if strings.HasSuffix(name, "_test.go") {
				want = append(want, emit.SubPackagePath(pkg, name))
			}
		}
	}
	if len(want) < 10 {
		t.Fatalf("only %d template tests found: %v", len(want), want)
	}
	for _, keep := range []bool{false, true} {
		out, err := emit.Generate(lib, emit.Target{Version: "1.13.1", Flavour: "cpu"},
			emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs, RuntimeTests: keep})
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range want {
			if _, ok := out.Files[name]; ok != keep {
				t.Errorf("RuntimeTests %v: %s copied: %v", keep, name, ok)
			}
		}
		if !keep {
			for name := range out.Files {
				if strings.HasSuffix(name, "_test.go") {
					t.Errorf("RuntimeTests false: a test in the package: %s", name)
				}
			}
		}
		// The runtime itself is there either way.
		for _, name := range []string{emit.RuntimePath("tensor.go"), emit.NNPath("module.go")} {
			if _, ok := out.Files[name]; !ok {
				t.Errorf("RuntimeTests %v: %s missing", keep, name)
			}
		}
	}
}
