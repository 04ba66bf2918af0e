package torch

import (
	"fmt"
	"os"
	"runtime"
	"testing"
	"time"
)

// TestMain fails the suite if any tensor handle is still alive after all
// tests (and a few garbage collections to run pending cleanups).
func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 {
		if n := rtSettleLiveTensors(0); n != 0 {
			fmt.Fprintf(os.Stderr, "FAIL: %d tensor handles leaked by the test suite\n", n)
			code = 1
		}
	}
	os.Exit(code)
}

// rtSettleLiveTensors runs the garbage collector until LiveTensors drops to
// want or a deadline passes, and returns the final count.
func rtSettleLiveTensors(want int64) int64 {
	deadline := time.Now().Add(5 * time.Second)
	for {
		n := LiveTensors()
		if n <= want || time.Now().After(deadline) {
			return n
		}
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
	}
}

// rtSettlePendingCleanups runs the garbage collector until the live counts
// stop changing (at most 1 s), so that a handle an earlier test left to the
// GC is not freed inside the next test's live-handle check.
func rtSettlePendingCleanups() {
	deadline := time.Now().Add(time.Second)
	tensors, objects := LiveTensors(), LiveObjects()
	for time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(2 * time.Millisecond)
		t, o := LiveTensors(), LiveObjects()
		if t == tensors && o == objects {
			return
		}
		tensors, objects = t, o
	}
}
