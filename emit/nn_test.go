package emit_test

import (
	"bytes"
	"go/format"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/templates"
)

// TestNNFiles: every file of each sub-package's templates (templates/_nn,
// templates/_data) is emitted under nn/ or data/, its Go importing the
// generated package's own import path instead of the committed package's,
// and nothing else changed; the files stay gofmt'ed. (RuntimeTests: their
// tests too; TestRuntimeTests checks they are left out by default.)
func TestNNFiles(t *testing.T) {
	out, err := emit.Generate(&model.Library{}, emit.Target{Version: "1.13.0", Flavour: "cpu"},
		emit.Config{Package: "tt", ImportPath: "example.com/m/tt", Shards: 1, GeneratorVersion: "test", Specs: specs, RuntimeTests: true})
	if err != nil {
		t.Fatal(err)
	}
	if emit.NNPath("x.go") != emit.SubPackagePath("nn", "x.go") {
		t.Errorf("NNPath %s, SubPackagePath %s", emit.NNPath("x.go"), emit.SubPackagePath("nn", "x.go"))
	}
	for _, pkg := range templates.SubPackages {
		t.Run(pkg, func(t *testing.T) { checkSubPackage(t, out, pkg) })
	}
}

func checkSubPackage(t *testing.T, out *emit.Output, pkg string) {
	const committed = `"github.com/gotorchgen/gotorchgen/generated/torch"`
	files := templates.SubPackageFiles(pkg)
	if len(files) == 0 {
		t.Fatalf("templates/_%s is empty", pkg)
	}
	imports := 0
	for name, src := range files {
		got, ok := out.Files[emit.SubPackagePath(pkg, name)]
		if bytes.HasPrefix(src, []byte("//go:build gotorchgen_stable\n")) {
			// The stable mode's own (emit/stable.go's modeFile).
			if ok {
				t.Errorf("%s, a stable-mode file, emitted into the typed package", name)
			}
			continue
		}
		if !ok {
			t.Errorf("%s not emitted as %s", name, emit.SubPackagePath(pkg, name))
			continue
		}
		if !strings.HasSuffix(name, ".go") {
			if !bytes.Equal(got, src) {
				t.Errorf("%s changed", name)
			}
			continue
		}
		if want := bytes.ReplaceAll(src, []byte(committed), []byte(`"example.com/m/tt"`)); !bytes.Equal(got, want) {
			t.Errorf("%s: more than the import changed:\n%s", name, got)
		}
		if bytes.Contains(got, []byte(committed)) {
			t.Errorf("%s still imports %s", name, committed)
		}
		if formatted, err := format.Source(got); err != nil || !bytes.Equal(formatted, got) {
			t.Errorf("%s is not gofmt'ed (%v)", name, err)
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, got, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == "example.com/m/tt" {
				imports++
				// Imported under the name torch, whatever the package is called.
				if imp.Name == nil || imp.Name.Name != "torch" {
					t.Errorf("%s imports the parent package without the name torch", name)
				}
			}
		}
	}
	// kw is a leaf: the parent imports it, not the other way round.
	if imports == 0 && pkg != "kw" {
		t.Errorf("no %s file imports the parent package", pkg)
	}
}
