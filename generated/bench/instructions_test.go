package bench

import (
	"path/filepath"
	"runtime"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// jitMark is where callgrind dumps its counts (scripts/count-instructions-jit.sh):
// a leaf function, called between the loops of BenchmarkJitReluInstructions.
//
//go:noinline
func jitMark() {}

// jitReluLoops are the loops of BenchmarkJitReluInstructions, in the order
// scripts/count-instructions-jit.sh reads them: each Go form of a forward
// on bench/relu.pt and C++'s, plain and in inference mode per call, and
// inference mode entered and left with nothing inside.
var jitReluLoops = []struct {
	name string
	run  func(j *jitModel, n int) error
}{
	{"go-tensors-free", (*jitModel).forwardTensors},
	{"go-tensors-into", (*jitModel).forwardTensorsInto},
	{"go-raw-cgo", (*jitModel).rawCgoForward},
	{"cpp-forward", func(j *jitModel, n int) error { j.cppForward(n); return nil }},
	{"go-inference-free", (*jitModel).forwardInference},
	{"go-inference-into", (*jitModel).forwardInferenceInto},
	{"cpp-inference", func(j *jitModel, n int) error { j.cppForwardInference(n); return nil }},
	{"go-guard", func(_ *jitModel, n int) error {
		for range n {
			if err := torch.InferenceModeGuard().Close(); err != nil {
				return err
			}
		}
		return nil
	}},
	{"cpp-guard", func(_ *jitModel, n int) error { inferenceModeCase("", false).Cpp(n); return nil }},
}

// jitReluCalls is how many calls each loop of BenchmarkJitReluInstructions
// makes (the script divides by it).
const jitReluCalls = 500

// TestJitReluLoopNames prints the loops' names, one a line, for the
// script (which reads them from -test.v output, prefixed "loop: ").
func TestJitReluLoopNames(t *testing.T) {
	for _, l := range jitReluLoops {
		t.Log("loop: " + l.name)
	}
}

// BenchmarkJitReluInstructions runs three rounds of jitReluLoops, each of
// jitReluCalls calls, with jitMark before each loop and after the last:
// under callgrind (make count-instructions-jit), round k's loop i is in
// part len(jitReluLoops)·k + i + 2, whose count, unlike a time on these
// machines, repeats to the instruction. The goroutine is locked to its
// thread, whose counts alone are read.
func BenchmarkJitReluInstructions(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	j, err := loadJit(benchFile(filepath.Join("bench", "relu.pt")), reluInput, 1, 16)
	if err != nil {
		b.Fatal(err)
	}
	defer j.free()
	for _, l := range jitReluLoops { // warm: the profiling executor's first runs
		if err := l.run(j, jitWarmup); err != nil {
			b.Fatal(l.name, err)
		}
	}
	for range 3 {
		for _, l := range jitReluLoops {
			jitMark()
			if err := l.run(j, jitReluCalls); err != nil {
				b.Fatal(l.name, err)
			}
		}
	}
	jitMark()
}
