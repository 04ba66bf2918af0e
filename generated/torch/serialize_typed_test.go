package torch

import "testing"

// serialize_typed_test.go: what serialize_test.go's tests (shared with the
// stable-ABI mode) need that differs by mode; the stable mode's is in
// templates/_stable/serialize_stable_test.go.

// serCheckLive fails t if it ends with more or fewer live tensors.
func serCheckLive(t *testing.T) {
	before := LiveTensors()
	t.Cleanup(func() {
		if n := rtSettleLiveTensors(before); n != before {
			t.Errorf("LiveTensors: %d after the test, %d before", n, before)
		}
	})
}
