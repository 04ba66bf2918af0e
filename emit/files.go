package emit

import (
	"fmt"
	"go/format"
	"go/parser"
	"go/token"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/gotorchgen/gotorchgen/model"
)

// The files of a generated package besides the bindings: where the runtime
// and the sub-packages copied from templates land, with their package
// clause and imports rewritten, and the gofmt of the generated Go.

// DistributedPath is the slash path, relative to the output directory, of
// the package distributed file name.
func DistributedPath(name string) string { return SubPackagePath("distributed", name) }

// hasDistributed reports whether the specs bind the c10d classes package
// distributed is written over (specs/distributed.yaml; an install without
// Gloo's headers leaves them out, and the package with them).
func hasDistributed(specs *model.Specs) bool {
	for _, name := range []string{"Store", "Work", "ProcessGroup"} {
		if c := specs.Class(name); c == nil || c.Unit != "distributed" {
			return false
		}
	}
	return true
}

// unitRuntimeFiles are the runtime's hand-written Go over a class of a
// unit of its own that not every install binds (aoti.go:
// AOTIModel.RunInto, unit aoti, which 1.13.1 lacks), by file name.
var unitRuntimeFiles = map[string]string{"aoti.go": "aoti"}

// boundRuntime is the runtime without the unitRuntimeFiles of units no
// class of specs is in: their Go names a type the package would not have.
func boundRuntime(runtime map[string][]byte, specs *model.Specs) map[string][]byte {
	out := make(map[string][]byte, len(runtime))
	for name, data := range runtime {
		if unit, ok := unitRuntimeFiles[name]; ok && !bindsUnit(specs, unit) {
			continue
		}
		out[name] = data
	}
	return out
}

func bindsUnit(specs *model.Specs, unit string) bool {
	if specs == nil {
		return false
	}
	for _, c := range specs.Classes {
		if c.Unit == unit {
			return true
		}
	}
	return false
}

// isTest says whether a template file is one of the tests (Config.RuntimeTests).
func isTest(name string) bool { return strings.HasSuffix(name, "_test.go") }

// subParentImport is the import path of the parent package in the
// templates of the sub-packages (templates/_nn, _data, _distributed): the
// committed generated package, so that they read as ordinary Go. They
// import it under an explicit name, torch, so only the path changes with
// Config.
const subParentImport = "github.com/gotorchgen/gotorchgen/generated/torch"

// SubPackagePath is the slash path, relative to the output directory, of
// the file name of the sub-package pkg (templates.SubPackages).
func SubPackagePath(pkg, name string) string { return pkg + "/" + name }

// NNPath is the slash path, relative to the output directory, of the
// package nn file name.
func NNPath(name string) string { return SubPackagePath("nn", name) }

// rewriteImport replaces the import path from with to in the Go file src,
// in place (the literal only: the file stays gofmt'ed). A file that does
// not import from is returned as it is.
func rewriteImport(name string, src []byte, from, to string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly)
	if err != nil {
		return nil, fmt.Errorf("emit: sub-package file %s: %w", name, err)
	}
	for _, imp := range f.Imports {
		if imp.Path.Value != strconv.Quote(from) {
			continue
		}
		at := fset.Position(imp.Path.Pos()).Offset
		out := append([]byte(nil), src[:at]...)
		out = append(out, strconv.Quote(to)...)
		return append(out, src[at+len(imp.Path.Value):]...), nil
	}
	return src, nil
}

// runtimePackage is the package clause of the runtime files in templates.
const runtimePackage = "torch"

// renamePackage rewrites the package clause of the runtime Go file src,
// and a "Package torch" doc comment's first words, for the package pkg; an
// external test package torch_test becomes pkg_test.
func renamePackage(name string, src []byte, pkg string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return nil, fmt.Errorf("emit: runtime file %s: %w", name, err)
	}
	var want string
	switch f.Name.Name {
	case runtimePackage:
		want = pkg
	case runtimePackage + "_test":
		want = pkg + "_test"
	default:
		return nil, fmt.Errorf("emit: runtime file %s is package %s, want %s", name, f.Name.Name, runtimePackage)
	}
	type edit struct{ at, n int }
	edits := []edit{{fset.Position(f.Name.Pos()).Offset, len(f.Name.Name)}}
	if f.Doc != nil {
		docPrefix := "// Package " + f.Name.Name + " "
		if c := f.Doc.List[0]; strings.HasPrefix(c.Text, docPrefix) {
			edits = append(edits, edit{fset.Position(c.Pos()).Offset + len("// Package "), len(f.Name.Name)})
		}
	}
	out := append([]byte(nil), src...)
	for _, e := range edits { // last first: an edit moves what follows it
		out = append(out[:e.at:e.at], append([]byte(want), out[e.at+e.n:]...)...)
	}
	return out, nil
}

// formatGo gofmts the Go files concurrently: formatting is most of
// Generate's time, and the files are independent.
func formatGo(files map[string][]byte) error {
	var names []string
	for name := range files {
		if strings.HasSuffix(name, ".go") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	out := make([][]byte, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, name := range names {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			out[i], errs[i] = format.Source(files[name])
		}()
	}
	wg.Wait()
	for i, name := range names {
		if errs[i] != nil {
			return fmt.Errorf("emit %s: generated Go does not parse: %w", name, errs[i])
		}
		files[name] = out[i]
	}
	return nil
}

// runtimeCxxDir holds the runtime's C++ (runtime.cpp).
const runtimeCxxDir = "internal/cxxrt"

// RuntimePath is where the runtime template file name lands in a generated
// package: its C++ in a package of its own, the rest at the top.
func RuntimePath(name string) string {
	if strings.HasSuffix(name, ".cpp") {
		return runtimeCxxDir + "/" + name
	}
	return name
}
