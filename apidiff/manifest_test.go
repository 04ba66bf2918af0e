package apidiff

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestManifestWithoutCgo: the generated package's API is all in cgo
// files; where CGO_ENABLED is 0 (a machine without a C compiler defaults
// to it) the manifest must still list them, not silently drop them.
func TestManifestWithoutCgo(t *testing.T) {
	t.Setenv("CGO_ENABLED", "0")
	lines, err := Manifest(filepath.Join("..", "cmd", "gotorchgen", "testdata", "api", "new"), "./...")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"torch: func Free(p unsafe.Pointer)", // declared in the cgo file
		"torch: func (*Tensor) Grad() *Tensor",
		"torch/nn: method Module.Forward(x *torch.Tensor) *torch.Tensor",
	} {
		if !slices.Contains(lines, want) {
			t.Errorf("manifest lacks %q:\n%q", want, lines)
		}
	}
	if slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "cfree") }) {
		t.Error("an unexported var is listed")
	}
}
