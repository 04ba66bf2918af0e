package emit_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// layers are the packages of emit/internal and the ones of them each may
// import (docs/GENERATOR.md): bind is the ground, goapi knows no mode,
// typed no class spec, stable nothing of the typed mode.
var layers = map[string][]string{
	"bind":      nil,
	"goapi":     {"bind"},
	"typed":     {"bind", "goapi"},
	"customops": {"bind"},
	"classes":   {"bind", "goapi", "typed"},
	"stable":    {"bind", "goapi"},
	"python":    {"bind", "goapi"},
}

// TestBackendLayers keeps the backends layered: an import of emit's
// packages that the table does not allow, or a package of emit/internal
// the table does not place, fails.
func TestBackendLayers(t *testing.T) {
	const internal = "github.com/gotorchgen/gotorchgen/emit/internal/"
	dirs, err := os.ReadDir("internal")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		allowed, ok := layers[d.Name()]
		if !ok {
			t.Errorf("emit/internal/%s: a package docs/GENERATOR.md and the layers of this test do not place", d.Name())
			continue
		}
		files, err := filepath.Glob(filepath.Join("internal", d.Name(), "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				if p == "github.com/gotorchgen/gotorchgen/emit" {
					t.Errorf("emit/%s imports package emit, which imports it", name)
					continue
				}
				if dep, ok := strings.CutPrefix(p, internal); ok && !slices.Contains(allowed, dep) {
					t.Errorf("emit/%s imports %s: package %s may import only %v", name, dep, d.Name(), allowed)
				}
			}
		}
	}
}
