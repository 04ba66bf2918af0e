package parser

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/gotorchgen/gotorchgen/model"
)

// realInputs pairs a libtorch install with the Declarations.yaml made from
// the same release. The installs come from `make deps libtorch-2.6`; the
// YAML from `make declarations` (or the shared reference copies).
var realInputs = []struct {
	version, prefix, yaml string
}{
	{"1.13.1", "/usr", "Declarations-1.13.1.yaml"},
	{"2.6.0", trixieTorch(), "Declarations-2.6.0.yaml"},
}

func trixieTorch() string {
	cache := os.Getenv("GOTORCHGEN_CACHE")
	if cache == "" {
		home, _ := os.UserHomeDir()
		cache = filepath.Join(home, ".cache", "gotorchgen")
	}
	return filepath.Join(cache, "debian-trixie", "root-libtorch-dev-2.6.0+dfsg-7", "usr")
}

// declarationsFile finds a real Declarations.yaml: the project's own
// (made by `make declarations`) first, then the shared reference copy.
func declarationsFile(name string) string {
	var dirs []string
	if d := os.Getenv("GOTORCHGEN_DECLARATIONS_DIR"); d != "" {
		dirs = append(dirs, d)
	}
	dirs = append(dirs, filepath.Join(filepath.Dir(trixieTorch()), "..", "..", "declarations"), "../../shared/declarations")
	for _, d := range dirs {
		if p := filepath.Join(d, name); fileExists(p) {
			return p
		}
	}
	return ""
}

// TestHeadersEqualDeclarations is the acceptance check of the two
// frontends: for each real build, the IR read from the install's headers
// equals the IR read from Declarations.yaml, operator by operator.
// python_module and deprecated exist only in the YAML and are not compared.
func TestHeadersEqualDeclarations(t *testing.T) {
	for _, in := range realInputs {
		t.Run(in.version, func(t *testing.T) {
			yamlPath := declarationsFile(in.yaml)
			if !fileExists(in.prefix+"/include/ATen/core/Tensor.h") || yamlPath == "" {
				t.Skipf("needs libtorch %s headers under %s (make deps libtorch-2.6) and %s (make declarations)", in.version, in.prefix, in.yaml)
			}
			fromHeaders, _, err := ReadInstall(in.prefix)
			if err != nil {
				t.Fatal(err)
			}
			fromYAML, err := ReadDeclarations(yamlPath)
			if err != nil {
				t.Fatal(err)
			}
			diffs := compareLibraries(fromHeaders, fromYAML)
			for _, d := range diffs[:min(len(diffs), 30)] {
				t.Error(d)
			}
			if len(diffs) > 0 {
				t.Fatalf("%d differences between headers and %s", len(diffs), yamlPath)
			}
			t.Logf("%d operators identical from headers and Declarations.yaml", len(fromHeaders.Operators))
		})
	}
}

func compareLibraries(a, b *model.Library) []string {
	var diffs []string
	for _, op := range a.Operators {
		other := b.Lookup(op.ID())
		if other == nil {
			diffs = append(diffs, fmt.Sprintf("%s: only in the headers", op.ID()))
			continue
		}
		x, y := *op, *other
		x.PythonModule, y.PythonModule = "", ""
		x.Deprecated, y.Deprecated = false, false
		if !reflect.DeepEqual(x.Args, y.Args) {
			diffs = append(diffs, fmt.Sprintf("%s: arguments differ:\n  headers %+v\n  yaml    %+v", op.ID(), x.Args, y.Args))
		}
		if !reflect.DeepEqual(x.Returns, y.Returns) {
			diffs = append(diffs, fmt.Sprintf("%s: returns differ:\n  headers %+v\n  yaml    %+v", op.ID(), x.Returns, y.Returns))
		}
		if x.Kind != y.Kind || x.Variants != y.Variants || x.Schema != y.Schema || x.Namespace != y.Namespace {
			diffs = append(diffs, fmt.Sprintf("%s: kind/variants/schema differ: headers %v %+v %q, yaml %v %+v %q",
				op.ID(), x.Kind, x.Variants, x.Schema, y.Kind, y.Variants, y.Schema))
		}
	}
	for _, op := range b.Operators {
		if a.Lookup(op.ID()) == nil {
			diffs = append(diffs, fmt.Sprintf("%s: only in Declarations.yaml", op.ID()))
		}
	}
	return diffs
}
