package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/apidiff"
)

// The packages in testdata/api are the six signature changes of the issue
// ("Go that reads like PyTorch", item 5) in small: code written against
// old does not compile against new, and diff --api must say each change.
var apiOld, apiNew = filepath.Join("testdata", "api", "old"), filepath.Join("testdata", "api", "new")

func TestDiffAPI(t *testing.T) {
	r := gotorchgen(t, nil, "diff", "--api", apiOld, apiNew)
	if r.code != 0 {
		t.Fatalf("exit %d without --fail-on-breaking; stderr:\n%s", r.code, r.stderr)
	}
	for _, want := range []string{
		"3 removed, 5 changed, 7 added, 6 unchanged",
		"changed: torch: func (*Tensor) Grad() (*Tensor, error) -> func (*Tensor) Grad() *Tensor",
		"changed: torch: func (*Tensor) ShallowClone() (*Tensor, error) -> func (*Tensor) ShallowClone() *Tensor",
		"changed: torch: func NoGrad(f func()) -> func NoGrad(f func() error) error",
		"changed: torch: func (*Tensor) Backward(o BackwardOpts) error -> func (*Tensor) Backward(o BackwardOptions) error",
		"changed: torch: field MSELossOptions.Reduction string -> field MSELossOptions.Reduction Reduction",
		"removed: torch: type BackwardOpts struct",
		"removed: torch: field BackwardOpts.RetainGraph bool",
		"added: torch: field BackwardOptions.RetainGraph Opt[bool]",
		"added: torch: type Reduction int",
		"added: torch: const ReductionMean Reduction = 1",
	} {
		if !strings.Contains(r.stdout, want+"\n") {
			t.Errorf("diff --api does not say %q:\n%s", want, r.stdout)
		}
	}
	// Unchanged identifiers, the cgo function and the sub-package among
	// them, are not listed.
	for _, not := range []string{"Free", "torch/nn", "Version", "cfree"} {
		if strings.Contains(r.stdout, not) {
			t.Errorf("diff --api lists %q, which did not change or is not exported:\n%s", not, r.stdout)
		}
	}
	// Removed, then changed, then added.
	if i, j, k := strings.Index(r.stdout, "removed:"), strings.Index(r.stdout, "changed:"), strings.Index(r.stdout, "added:"); !(i < j && j < k) {
		t.Errorf("sections out of order (removed %d, changed %d, added %d):\n%s", i, j, k, r.stdout)
	}
}

func TestDiffAPIFailOnBreaking(t *testing.T) {
	r := gotorchgen(t, nil, "diff", "--api", "--fail-on-breaking", apiOld, apiNew)
	wantFailure(t, r, 1, "3 exported identifiers removed and 5 changed")
	if !strings.Contains(r.stdout, "changed: torch: func (*Tensor) Grad()") {
		t.Errorf("the failing diff does not print the changes:\n%s", r.stdout)
	}
	// Only additions: not breaking.
	if r := gotorchgen(t, nil, "diff", "--api", "--fail-on-breaking", apiNew, apiNew); r.code != 0 {
		t.Errorf("NEW against itself: exit %d; stderr:\n%s", r.code, r.stderr)
	}
	wantFailure(t, gotorchgen(t, nil, "diff", "--fail-on-breaking", apiOld, apiNew), 2, "--fail-on-breaking needs --api")
	wantFailure(t, gotorchgen(t, nil, "diff", "--api", apiOld), 2, "diff --api needs two inputs")
	wantFailure(t, gotorchgen(t, nil, "diff", "--api", apiOld, filepath.Join("testdata", "api", "absent")), 1, "absent")
}

// A manifest file and the package directory it was made from read alike:
// the golden manifest can be compared with a regenerated package.
func TestDiffAPIManifestFile(t *testing.T) {
	lines, err := apidiff.Manifest(apiOld, "./...")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "old.txt")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := gotorchgen(t, nil, "diff", "--api", "--json", file, apiNew)
	if r.code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", r.code, r.stderr)
	}
	var d apidiff.ManifestDiff
	if err := json.Unmarshal([]byte(r.stdout), &d); err != nil {
		t.Fatalf("--json output: %v\n%s", err, r.stdout)
	}
	if len(d.Removed) != 3 || len(d.Changed) != 5 || len(d.Added) != 7 || d.Unchanged != 6 {
		t.Errorf("manifest file vs directory: %d removed, %d changed, %d added, %d unchanged; want 3, 5, 7, 6",
			len(d.Removed), len(d.Changed), len(d.Added), d.Unchanged)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte("torch: func F()\ntorch: var F int\n"), 0o644)
	wantFailure(t, gotorchgen(t, nil, "diff", "--api", bad, apiNew), 1, "bad.txt", "line 2", "torch: F is also line 1")
}
