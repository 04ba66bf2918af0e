package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// requireBuilds makes an absent libtorch build a failure instead of a skip.
// `make golden` sets it after fetching every build, so CI cannot pass with
// a real-build case silently skipped.
var requireBuilds = os.Getenv("GOTORCHGEN_GOLDEN_REQUIRE") == "1"

// skipUnlessInstalled skips (or, under GOTORCHGEN_GOLDEN_REQUIRE=1, fails)
// the test when prefix holds no libtorch headers.
func skipUnlessInstalled(t *testing.T, name, prefix, how string) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(prefix, "include", "ATen", "core", "Tensor.h")); err == nil {
		return
	}
	if requireBuilds {
		t.Fatalf("%s is absent at %s and GOTORCHGEN_GOLDEN_REQUIRE=1: get it with %s", name, prefix, how)
	}
	t.Skipf("%s is absent at %s: get it with %s", name, prefix, how)
}
