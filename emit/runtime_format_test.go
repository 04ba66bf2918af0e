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
