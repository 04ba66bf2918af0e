// Package golden holds gotorchgen's golden tests: committed expected outputs
// regenerated from real inputs and diffed. `go test ./golden -update`
// rewrites the committed files; review the diff before committing it.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
	"github.com/gotorchgen/gotorchgen/parser"
)

// update is the package's one -update flag; every golden test here uses it.
var update = flag.Bool("update", false, "rewrite the committed golden files from the real inputs")

// nameCase is a libtorch version whose name manifest is committed.
type nameCase struct {
	version string // the install's version header; the manifest's file name
	prefix  string
	how     string // the make target / script that provides the install
}

func cacheDir() string {
	if c := os.Getenv("GOTORCHGEN_CACHE"); c != "" {
		return c
	}
	home, _ := os.UserHomeDir()
	return filepath.Join(home, ".cache", "gotorchgen")
}

func nameCases() []nameCase {
	return []nameCase{
		{"1.13.0", "/usr", "make deps (installs Debian's libtorch-dev 1.13.1)"},
		{"2.6.0", filepath.Join(cacheDir(), "debian-trixie", "root-libtorch-dev-2.6.0+dfsg-7", "usr"),
			"make libtorch-2.6 (scripts/fetch-libtorch.sh trixie libtorch-dev 2.6.0+dfsg-7)"},
		{"2.14.1", filepath.Join(cacheDir(), "debian-sid", "root-libtorch-dev-2.14.1+dfsg-1", "usr"),
			"make libtorch-2.14 (scripts/fetch-libtorch.sh sid libtorch-dev 2.14.1+dfsg-1)"},
	}
}

func (c nameCase) manifest() string {
	return filepath.Join("names", "libtorch-"+c.version+".txt")
}

// TestNameManifests regenerates each manifest from its install, as
// `go run ./cmd/gotorchgen names --libtorch PREFIX` does, and diffs it
// against the committed file.
func TestNameManifests(t *testing.T) {
	for _, c := range nameCases() {
		t.Run(c.version, func(t *testing.T) {
			skipUnlessInstalled(t, "libtorch "+c.version, c.prefix, c.how)
			lib, _, err := parser.ReadInstall(c.prefix)
			if err != nil {
				t.Fatal(err)
			}
			if lib.Version != c.version {
				if requireBuilds {
					t.Fatalf("%s holds libtorch %s, not %s; get %s with %s", c.prefix, lib.Version, c.version, c.version, c.how)
				}
				t.Skipf("%s holds libtorch %s, not %s; get %s with %s", c.prefix, lib.Version, c.version, c.version, c.how)
			}
			if _, err := overloads.Assign(lib.Operators, nil); err != nil {
				t.Fatalf("libtorch %s: %v", c.version, err)
			}
			got := overloads.Manifest(lib)
			if *update {
				if err := os.WriteFile(c.manifest(), got, 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("wrote %s (%d operators)", c.manifest(), len(lib.Operators))
				return
			}
			want, err := os.ReadFile(c.manifest())
			if err != nil {
				t.Fatalf("%v (run go test ./golden -run TestNameManifests -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("names of libtorch %s differ from %s (- committed, + regenerated from %s):\n%s\n"+
					"A changed name breaks every user of that function. If the change is intended, run\n"+
					"  go test ./golden -run TestNameManifests -update\nand review the diff.",
					c.version, c.manifest(), c.prefix, diffManifests(want, got))
			}
		})
	}
}

// entry is one manifest line: "aten::name.overload GoName", or
// "aten::name.overload Tensor.GoName" for the operator's method.
type entry struct {
	id, name, overload, goName string
	method                     bool
	line                       int
}

// key identifies the line: the operator, and whether it is the method.
func (e entry) key() string {
	if e.method {
		return e.id + " (method)"
	}
	return e.id
}

// shown is the Go name as the manifest writes it.
func (e entry) shown() string {
	if e.method {
		return "Tensor." + e.goName
	}
	return e.goName
}

func parseManifest(data []byte) ([]entry, error) {
	var out []entry
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if line == "" {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 || !strings.HasPrefix(fields[0], "aten::") {
			return nil, fmt.Errorf("line %d: %q is not \"aten::name.overload GoName\"", i+1, line)
		}
		id := strings.TrimPrefix(fields[0], "aten::")
		name, overload, _ := strings.Cut(id, ".")
		goName, method := strings.CutPrefix(fields[1], "Tensor.")
		out = append(out, entry{id: id, name: name, overload: overload, goName: goName, method: method, line: i + 1})
	}
	return out, nil
}

// diffManifests lists the operators whose lines differ, keyed by operator
// so that a rename reads as one line.
func diffManifests(want, got []byte) string {
	we, err := parseManifest(want)
	if err != nil {
		return "committed manifest: " + err.Error()
	}
	ge, err := parseManifest(got)
	if err != nil {
		return "regenerated manifest: " + err.Error()
	}
	wantByKey := map[string]entry{}
	for _, e := range we {
		wantByKey[e.key()] = e
	}
	var lines []string
	gotKeys := map[string]bool{}
	for _, e := range ge {
		gotKeys[e.key()] = true
		w, ok := wantByKey[e.key()]
		switch {
		case !ok:
			lines = append(lines, fmt.Sprintf("+ aten::%s %s", e.id, e.shown()))
		case w.goName != e.goName:
			lines = append(lines, fmt.Sprintf("~ aten::%s %s → %s (renamed)", e.id, w.shown(), e.shown()))
		}
	}
	for _, e := range we {
		if !gotKeys[e.key()] {
			lines = append(lines, fmt.Sprintf("- aten::%s %s (line %d)", e.id, e.shown(), e.line))
		}
	}
	if len(lines) == 0 {
		return "  (same operators and names; the files differ in order or spacing)"
	}
	const maxLines = 40
	if len(lines) > maxLines {
		lines = append(lines[:maxLines], fmt.Sprintf("… and %d more", len(lines)-maxLines))
	}
	return "  " + strings.Join(lines, "\n  ")
}

// committed reads a committed manifest; these tests need no install.
func committed(t *testing.T, c nameCase) []entry {
	t.Helper()
	data, err := os.ReadFile(c.manifest())
	if err != nil {
		t.Fatal(err)
	}
	es, err := parseManifest(data)
	if err != nil {
		t.Fatalf("%s: %v", c.manifest(), err)
	}
	return es
}

// TestManifestsFollowTheRule: every committed name is what overloads.Func
// gives today, so a change to the rule that renames anything fails here
// even on a machine without the installs.
func TestManifestsFollowTheRule(t *testing.T) {
	for _, c := range nameCases() {
		bad := 0
		for _, e := range committed(t, c) {
			if f := overloads.Func(e.name, e.overload); f != e.goName {
				if bad++; bad <= 20 {
					t.Errorf("%s:%d: aten::%s is %s, but overloads.Func gives %s", c.manifest(), e.line, e.id, e.goName, f)
				}
			}
		}
		if bad > 20 {
			t.Errorf("%s: %d names in all differ from overloads.Func", c.manifest(), bad)
		}
	}
}

// TestNamesStableAcrossVersions: an operator present in both versions has
// the same Go name in both.
func TestNamesStableAcrossVersions(t *testing.T) {
	cases := nameCases()
	old, cur := cases[0], cases[1]
	oldNames := map[string]string{}
	for _, e := range committed(t, old) {
		oldNames[e.key()] = e.shown()
	}
	shared, added, renamed := 0, 0, 0
	for _, e := range committed(t, cur) {
		prev, ok := oldNames[e.key()]
		if !ok {
			added++
			continue
		}
		shared++
		delete(oldNames, e.key())
		if prev != e.shown() {
			renamed++
			t.Errorf("aten::%s renamed: %s in libtorch %s, %s in %s", e.id, prev, old.version, e.shown(), cur.version)
		}
	}
	removed := len(oldNames)
	t.Logf("libtorch %s → %s: %d names (functions and methods) shared, %d removed, %d added, %d renamed",
		old.version, cur.version, shared, removed, added, renamed)
	if shared == 0 {
		t.Error("no operator is shared between the versions: wrong manifests?")
	}
}

// TestNoNameCollisions: no two operators of either version share a Go
// identifier (function, options or tuple struct).
func TestNoNameCollisions(t *testing.T) {
	for _, c := range nameCases() {
		var es []entry
		methods := map[string]string{}
		for _, e := range committed(t, c) {
			if !e.method {
				es = append(es, e)
				continue
			}
			if prev, ok := methods[e.goName]; ok {
				t.Errorf("libtorch %s: method Tensor.%s is both aten::%s and aten::%s", c.version, e.goName, prev, e.id)
			}
			methods[e.goName] = e.id
		}
		ops := make([]*model.Operator, len(es))
		for i, e := range es {
			ops[i] = &model.Operator{Namespace: "aten", Name: e.name, Overload: e.overload}
		}
		a, err := overloads.Assign(ops, nil)
		if err != nil {
			t.Errorf("libtorch %s: %v", c.version, err)
			continue
		}
		seen := map[string]string{}
		for i, op := range ops {
			if prev, ok := seen[a.Func[op]]; ok {
				t.Errorf("libtorch %s: %s is both aten::%s and aten::%s", c.version, a.Func[op], prev, op.ID())
			}
			seen[a.Func[op]] = op.ID()
			if a.Func[op] != es[i].goName {
				t.Errorf("libtorch %s: Assign names aten::%s %s, the manifest %s", c.version, op.ID(), a.Func[op], es[i].goName)
			}
		}
		t.Logf("libtorch %s: %d operators, %d distinct Go names", c.version, len(ops), len(seen))
	}
}

func TestDiffManifests(t *testing.T) {
	want := []byte("aten::add.Tensor AddTensor\naten::gone Gone\naten::mul Mul\n")
	got := []byte("aten::add.Tensor AddTensor\naten::mul Multiply\naten::new New\n")
	d := diffManifests(want, got)
	for _, line := range []string{"~ aten::mul Mul → Multiply (renamed)", "+ aten::new New", "- aten::gone Gone (line 2)"} {
		if !strings.Contains(d, line) {
			t.Errorf("diff lacks %q:\n%s", line, d)
		}
	}
	if strings.Contains(d, "add.Tensor") {
		t.Errorf("diff shows an unchanged line:\n%s", d)
	}
}
