package golden

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/apidiff"
)

// apiManifest is the committed API of generated/torch and its
// sub-packages: every exported identifier with its signature.
var apiManifest = filepath.Join("api", "generated-torch.txt")

// TestAPIManifest lists the exported API of the committed generated/ (as
// `gotorchgen diff --api` does; no libtorch needed: nothing is compiled)
// and diffs it against golden/api/generated-torch.txt, so that a change to
// a runtime template, a class spec or the Python-shaped layer that breaks
// a caller shows here by name.
func TestAPIManifest(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		if requireBuilds {
			t.Fatalf("no go command to list ../generated with and GOTORCHGEN_GOLDEN_REQUIRE=1: %v", err)
		}
		t.Skipf("no go command to list ../generated with: %v", err)
	}
	got, err := apidiff.Manifest(filepath.Join("..", "generated"), "./torch/...")
	if err != nil {
		t.Fatal(err)
	}
	text := []byte(strings.Join(got, "\n") + "\n")
	if *update {
		if err := os.WriteFile(apiManifest, text, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d exported identifiers)", apiManifest, len(got))
		return
	}
	data, err := os.ReadFile(apiManifest)
	if err != nil {
		t.Fatalf("%v (run go test ./golden -run TestAPIManifest -update to create it)", err)
	}
	want, err := apidiff.ParseManifest(data)
	if err != nil {
		t.Fatalf("%s: %v", apiManifest, err)
	}
	d, err := apidiff.CompareManifests(want, got)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Removed)+len(d.Changed)+len(d.Added) > 0 {
		t.Errorf("the API of ../generated/torch differs from %s:\n%s\n"+
			"A removed or changed line breaks code written against the old API (docs/API.md,\n"+
			"\"What may change before v1\"). If the change is intended, run\n"+
			"  make api-manifest   (go test ./golden -run TestAPIManifest -update)\nand review the diff.",
			apiManifest, d.Text(60))
	} else if string(data) != string(text) {
		t.Errorf("%s holds the same API in another order or spacing: run make api-manifest", apiManifest)
	}
}
