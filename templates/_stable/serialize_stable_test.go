package torch

import (
	"runtime"
	"testing"
	"time"
)

// torch.Load and Save's tests in the stable-ABI mode are the typed mode's
// source, templates/_runtime/serialize_test.go, which this package
// receives as it is (emit/stable.go's stableShared; serialize.go is the
// typed mode's too, its tensor operations serialize_stable.go's). This
// file holds what those tests need that differs by mode: serCheckLive
// (the typed mode's is serialize_typed_test.go).

// serCheckLive fails t if it ends with more live tensors than it began
// with. The nursery may hold tensors dropped to the GC until a
// collection: those an earlier test left are collected first, and fewer
// at the end is no failure (the GC may free such leftovers during the
// test).
func serCheckLive(t *testing.T) {
	before := LiveTensors()
	for deadline := time.Now().Add(time.Second); time.Now().Before(deadline); {
		rtPromoteAll()
		runtime.GC()
		time.Sleep(2 * time.Millisecond)
		n := LiveTensors()
		if n == before {
			break
		}
		before = n
	}
	t.Cleanup(func() {
		n := LiveTensors()
		for deadline := time.Now().Add(5 * time.Second); n > before && time.Now().Before(deadline); n = LiveTensors() {
			rtPromoteAll()
			runtime.GC()
			time.Sleep(10 * time.Millisecond)
		}
		if n > before {
			t.Errorf("LiveTensors: %d after the test, %d before", n, before)
		}
	})
}
