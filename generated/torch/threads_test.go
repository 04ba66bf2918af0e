package torch

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// threadsChildEnv makes the test binary, run again by
// TestSetNumInteropThreadsOnce, do the child's part: the inter-op pool can
// be sized once per process, so the check needs a fresh one.
const threadsChildEnv = "GOTORCH_TEST_THREADS_CHILD"

// threadsPython does in Debian's PyTorch 1.13.1 what the child does in Go,
// up to the second SetNumInteropThreads: PyTorch 1.13.1 aborts the
// interpreter there ("terminate called after throwing an instance of
// 'c10::Error'"), where Go must get an error.
const threadsPython = `
import torch
print("defaults", torch.get_num_threads(), torch.get_num_interop_threads())
torch.set_num_interop_threads(3)
torch.set_num_threads(1)
print("after set", torch.get_num_threads(), torch.get_num_interop_threads())
`

// TestSetNumInteropThreadsOnce: the thread counts start and change as in
// PyTorch, and sizing the inter-op pool a second time is an error that
// says why, not a crash.
func TestSetNumInteropThreadsOnce(t *testing.T) {
	if os.Getenv(threadsChildEnv) == "1" {
		threadsChild()
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestSetNumInteropThreadsOnce$", "-test.count=1")
	cmd.Env = append(os.Environ(), threadsChildEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	got := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if k, v, ok := strings.Cut(line, ": "); ok && strings.HasPrefix(k, "child ") {
			got[strings.TrimPrefix(k, "child ")] = v
		}
	}
	if got["second set"] != "torch: SetNumInteropThreads: Error: cannot set number of interop threads after parallel work has started or set_num_interop_threads called" {
		t.Errorf("second SetNumInteropThreads: %q\n%s", got["second set"], out)
	}
	if got["too many"] != "torch: SetNumThreads: argument n: 4294967297 threads: want at most 2147483647" {
		t.Errorf("SetNumThreads(1<<32 + 1): %q", got["too many"])
	}
	if err := exec.Command(serPython, "-c", "import torch").Run(); err != nil {
		t.Skip("needs " + serPython + " with torch (Debian's python3-torch) for the counts: " + err.Error())
	}
	py, err := exec.Command(serPython, "-c", threadsPython).Output()
	if err != nil {
		t.Fatalf("python: %v\n%s", err, py)
	}
	want := strings.TrimSpace(string(py))
	if have := got["defaults"] + "\n" + got["after set"]; have != want {
		t.Errorf("Go:\n%s\nPyTorch:\n%s", have, want)
	}
}

// threadsChild prints what TestSetNumInteropThreadsOnce compares, one
// "child KEY: VALUE" line each. OpenMP keeps the intra-op count per OS
// thread, so the goroutine stays on one, as Python's main thread does.
func threadsChild() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	fmt.Printf("child defaults: defaults %d %d\n", NumThreads(), NumInteropThreads())
	errText := func(err error) string {
		if err == nil {
			return "<nil>"
		}
		return err.Error()
	}
	if err := SetNumInteropThreads(3); err != nil {
		fmt.Printf("child first set: %v\n", err)
	}
	if err := SetNumThreads(1); err != nil {
		fmt.Printf("child set: %v\n", err)
	}
	fmt.Printf("child after set: after set %d %d\n", NumThreads(), NumInteropThreads())
	fmt.Printf("child second set: %s\n", errText(SetNumInteropThreads(2)))
	fmt.Printf("child too many: %s\n", errText(SetNumThreads(math.MaxUint32+2)))
}

// TestSetNumThreadsReachesEveryThread: OpenMP keeps the intra-op thread
// count per OS thread (omp_set_num_threads sets the calling thread's
// setting, and ATen initializes a thread's only once), so an OS thread that
// had run a parallel operator kept the old count after SetNumThreads ran on
// another thread. NumThreads reads the calling thread's setting, the one
// its next parallel region uses; it must follow SetNumThreads from any
// thread, as must that thread's operators.
func TestSetNumThreadsReachesEveryThread(t *testing.T) {
	old := NumThreads()
	defer SetNumThreads(old)
	if err := SetNumThreads(1); err != nil {
		t.Fatal(err)
	}
	// parallelOp runs an operator big enough for ATen to split (1<<20
	// elements, above its grain size) and reports the thread's count after.
	parallelOp := func() int {
		x, err := Ones([]int64{1 << 20}).Result()
		if err != nil {
			t.Error(err)
			return -1
		}
		defer x.Free()
		y, err := AddTensor(x, x).Result()
		if err != nil {
			t.Error(err)
			return -1
		}
		y.Free()
		return NumThreads()
	}
	// onThread runs f on an OS thread of its own, the same one each time.
	type job struct {
		f    func() int
		done chan int
	}
	jobs := make(chan job)
	defer close(jobs)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		for j := range jobs {
			j.done <- j.f()
		}
	}()
	onThread := func(f func() int) int {
		j := job{f, make(chan int)}
		jobs <- j
		return <-j.done
	}
	if got := onThread(parallelOp); got != 1 {
		t.Fatalf("after SetNumThreads(1): NumThreads on a worker thread = %d", got)
	}
	// Set 3 on another OS thread (the worker is locked to its own).
	set := make(chan error)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		set <- SetNumThreads(3)
	}()
	if err := <-set; err != nil {
		t.Fatal(err)
	}
	if got := onThread(NumThreads); got != 3 {
		t.Errorf("after SetNumThreads(3) on another thread: NumThreads on the worker = %d, want 3", got)
	}
	if got := onThread(parallelOp); got != 3 {
		t.Errorf("after SetNumThreads(3) and an operator: NumThreads on the worker = %d, want 3", got)
	}
}
