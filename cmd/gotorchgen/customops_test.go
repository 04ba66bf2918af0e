package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/model"
)

// TestCustomOpsRefused: a --custom-ops file over the operator limit fails
// at once, before the install is read and without binding any (issue 29,
// item 7: 200,000 operators took 162 s and 5 GB); one none of whose
// schemas can be bound fails rather than exit 0 having bound nothing. No
// output is written either way; a file with one schema that binds works.
func TestCustomOpsRefused(t *testing.T) {
	lt := fakeLibtorch(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "torch")
	write := func(name, content string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var many strings.Builder
	many.WriteString("# one past the limit\n")
	for i := 0; i <= model.MaxOperators; i++ {
		fmt.Fprintf(&many, "myops::op%d(Tensor x) -> Tensor\n", i)
	}
	tooMany := write("many.txt", many.String())
	t.Run("over the limit", func(t *testing.T) {
		start := time.Now()
		// An install that is not one: the custom operators fail first.
		r := gotorchgen(t, nil, "generate", "--libtorch", filepath.Join(dir, "none"), "--out", out, importPath, "--custom-ops", tooMany)
		t.Logf("%d schemas refused in %v", model.MaxOperators+1, time.Since(start))
		wantFailure(t, r, 1, fmt.Sprintf("%s: %d operator schemas: more than the limit of %d operators", tooMany, model.MaxOperators+1, model.MaxOperators))
	})
	unbound := write("unbound.txt", "myops::name(Tensor x) -> str\nmyops::names(Tensor x) -> str[]\n")
	t.Run("none bound", func(t *testing.T) {
		r := gotorchgen(t, nil, "generate", "--libtorch", lt, "--out", out, importPath, "--custom-ops", unbound)
		wantFailure(t, r, 1, "custom operators: none of the 2 could be bound", "myops::name: ", "myops::names: ")
	})
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a refused run wrote %s", out)
	}
	t.Run("one bound, one not", func(t *testing.T) {
		some := write("some.txt", "myops::name(Tensor x) -> str\nmyops::scale(Tensor x, float s=2.0) -> Tensor\n")
		if r := gotorchgen(t, nil, "generate", "--libtorch", lt, "--out", out, importPath, "--custom-ops", some); r.code != 0 {
			t.Fatalf("exit %d\n%s", r.code, r.stderr)
		}
		report, err := os.ReadFile(filepath.Join(out, "REPORT.md"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(report), "1 custom operators bound, 1 skipped.") {
			t.Errorf("REPORT.md does not list the skipped custom operator:\n%s", report)
		}
	})
}
