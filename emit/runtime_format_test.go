package emit

import (
	"bytes"
	"go/format"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/templates"
)

// TestRuntimeFilesAreFormatted: Generate copies the runtime's Go files
// without gofmt (only their package clause is renamed in place), so they
// must be gofmt'ed in templates already, for any package name.
func TestRuntimeFilesAreFormatted(t *testing.T) {
	for name, src := range templates.RuntimeFiles() {
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		for _, pkg := range []string{runtimePackage, "tt", "averylongpackagename"} {
			renamed, err := renamePackage(name, src, pkg)
			if err != nil {
				t.Fatal(err)
			}
			formatted, err := format.Source(renamed)
			if err != nil {
				t.Fatalf("%s as package %s: %v", name, pkg, err)
			}
			if !bytes.Equal(formatted, renamed) {
				t.Errorf("%s as package %s is not gofmt'ed: run gofmt -w templates/_runtime/%s", name, pkg, name)
			}
		}
	}
}

// TestPyFixturesFileIsShared: the runner of the fixture scripts
// (pyfixtures_test.go) is one file of templates/_runtime, which package
// nn gets too (templates.SubPackageFiles); the two differ only in their
// package clause.
func TestPyFixturesFileIsShared(t *testing.T) {
	const name = "pyfixtures_test.go"
	runtime, nn := templates.RuntimeFiles()[name], templates.NNFiles()[name]
	if runtime == nil || nn == nil {
		t.Fatalf("templates/_runtime/%s, or package nn's copy of it, is missing", name)
	}
	if !bytes.Equal(bytes.Replace(runtime, []byte("package torch\n"), []byte("package nn\n"), 1), nn) {
		t.Errorf("package nn's %s differs from templates/_runtime/%s (package clause aside)", name, name)
	}
}
