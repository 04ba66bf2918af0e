package golden

import (
	"os"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/apidiff"
	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/parser"
)

// TestDiffMatchesManifests runs what `gotorchgen diff /usr <2.6 prefix>`
// runs and checks it against the committed name manifests: no operator
// present in both versions is renamed, and the added/removed counts are the
// manifests' set differences.
func TestDiffMatchesManifests(t *testing.T) {
	cases := nameCases()
	apis := make([]*emit.API, len(cases))
	for i, c := range cases {
		skipUnlessInstalled(t, "libtorch "+c.version, c.prefix, c.how)
		lib, _, err := parser.ReadInstall(c.prefix)
		if err != nil {
			t.Fatal(err)
		}
		if apis[i], err = emit.Describe(lib); err != nil {
			t.Fatal(err)
		}
	}
	// Each upgrade a user makes: 1.13 → 2.6 → 2.14.
	for i := 0; i+1 < len(cases); i++ {
		a, b := cases[i], cases[i+1]
		d := apidiff.Compare(a.version, apis[i], b.version, apis[i+1])
		if len(d.Renamed) != 0 {
			t.Errorf("%s → %s: %d renames: %+v", a.version, b.version, len(d.Renamed), d.Renamed)
		}
		old, new := manifestOps(t, a.manifest()), manifestOps(t, b.manifest())
		var added, removed int
		for op := range new {
			if !old[op] {
				added++
			}
		}
		for op := range old {
			if !new[op] {
				removed++
			}
		}
		if len(d.Added) != added || len(d.Removed) != removed {
			t.Errorf("%s → %s: diff: %d added, %d removed; manifests: %d added, %d removed", a.version, b.version, len(d.Added), len(d.Removed), added, removed)
		}
		if d.Unchanged+len(d.Changed) != len(old)-removed {
			t.Errorf("%s → %s: diff: %d unchanged + %d changed, want %d shared", a.version, b.version, d.Unchanged, len(d.Changed), len(old)-removed)
		}
		t.Logf("%s → %s: %d added, %d removed, %d changed, %d unchanged, 0 renamed",
			a.version, b.version, len(d.Added), len(d.Removed), len(d.Changed), d.Unchanged)
	}
}

// manifestOps reads the keys of a committed name manifest: each operator
// ID, and "ID (method)" for an operator's method (as emit.Func.Key).
func manifestOps(t *testing.T, path string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ops := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		if len(f) == 2 {
			key := strings.TrimPrefix(f[0], "aten::")
			if strings.HasPrefix(f[1], "Tensor.") {
				key += " (method)"
			}
			ops[key] = true
		}
	}
	return ops
}
