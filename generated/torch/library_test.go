package torch

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// What LoadLibrary runs and trusts (docs/API.md, "Custom libraries"):
// loading runs the library's static initializers in this process; a
// registration that replaces a kernel already registered is reported as
// an error (the library stays loaded); an initializer that throws ends the
// process, which no caller can prevent. The last two run in a child
// process: they change, or end, the process that loads them.

// libraryChildEnv makes the test binary, run again by TestLoadLibraryTrust,
// load the library it names ("override:PATH" or "throws:PATH").
const libraryChildEnv = "GOTORCH_TEST_LIBRARY_CHILD"

// overridingLibrary replaces aten::add.Tensor's CPU kernel (libtorch has
// one) with a subtraction, and gives aten::mul.Tensor a PrivateUse1 kernel
// (it has none: what a new backend's library does, not reported).
const overridingLibrary = `
#include <torch/library.h>

at::Tensor not_add(const at::Tensor& a, const at::Tensor& b, const at::Scalar& alpha) { return a.sub(b, alpha); }
at::Tensor mul_pu1(const at::Tensor& a, const at::Tensor& b) { return a; }

TORCH_LIBRARY_IMPL(aten, CPU, m) { m.impl("add.Tensor", not_add); }
TORCH_LIBRARY_IMPL(aten, PrivateUse1, m) { m.impl("mul.Tensor", mul_pu1); }
`

// throwingLibrary's static initializer throws.
const throwingLibrary = `
#include <stdexcept>
struct Fails {
  Fails() { throw std::runtime_error("gotorch test: the static initializer failed"); }
};
static Fails fails;
`

func TestLoadLibraryTrust(t *testing.T) {
	if v := os.Getenv(libraryChildEnv); v != "" {
		libraryChild(v)
		return
	}
	if err := LoadLibrary(""); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf(`LoadLibrary(""): %v, want an error saying the path is empty`, err)
	}
	child := func(mode, lib string) (string, error) {
		cmd := exec.Command(os.Args[0], "-test.run=^TestLoadLibraryTrust$", "-test.count=1")
		cmd.Env = append(os.Environ(), libraryChildEnv+"="+mode+":"+lib)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	line := func(out, key string) string {
		for _, l := range strings.Split(out, "\n") {
			if v, ok := strings.CutPrefix(l, "child "+key+": "); ok {
				return v
			}
		}
		return ""
	}

	out, err := child("override", buildLibrary(t, "liboverride.so", overridingLibrary))
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	load := line(out, "load")
	for _, want := range []string{"is loaded, but it replaced 1 kernel(s) registered before it: aten::add.Tensor for CPU"} {
		if !strings.Contains(load, want) {
			t.Errorf("loading a library that replaces aten::add's CPU kernel: %q, want it to say %q\n%s", load, want, out)
		}
	}
	if strings.Contains(load, "mul") {
		t.Errorf("a kernel for a dispatch key the operator had none for was reported: %q", load)
	}
	// It is loaded all the same, and in effect: what the error warns of.
	if got := line(out, "add"); got != "[-2 -2]" {
		t.Errorf("add([1 2], [3 4]) after the load = %s, want the library's subtraction [-2 -2]\n%s", got, out)
	}
	if got := line(out, "again"); got != "<nil>" {
		t.Errorf("loading it again (nothing newly replaced): %s", got)
	}
	t.Logf("LoadLibrary: %s the first time, %s again (dlopen does nothing: the dispatcher's scans)", line(out, "took"), line(out, "again took"))

	out, err = child("throws", buildLibrary(t, "libthrows.so", throwingLibrary))
	if err == nil || strings.Contains(out, "child returned") {
		t.Errorf("a library whose static initializer throws: the child %v, want it ended by the throw\n%s", err, out)
	}
	if !strings.Contains(out, "the static initializer failed") {
		t.Errorf("the child's output does not show the initializer's exception:\n%s", out)
	}
}

// libraryChild loads the library as mode says and prints what the parent
// checks, one "child KEY: VALUE" line each.
func libraryChild(v string) {
	mode, lib, _ := strings.Cut(v, ":")
	start := time.Now()
	err := LoadLibrary(lib)
	took := time.Since(start)
	if mode == "throws" {
		fmt.Printf("child returned: %v\n", err)
		return
	}
	fmt.Printf("child load: %v\nchild took: %v\n", err, took)
	start = time.Now()
	err = LoadLibrary(lib)
	fmt.Printf("child again: %v\nchild again took: %v\n", err, time.Since(start))
	a, _ := FromSlice([]float32{1, 2})
	b, _ := FromSlice([]float32{3, 4})
	sum, err := AddTensor(a, b).Result()
	if err != nil {
		fmt.Printf("child add: %v\n", err)
		return
	}
	got, err := ToSlice[float32](sum)
	fmt.Printf("child add: %v%s\n", got, map[bool]string{true: fmt.Sprint(" ", err)}[err != nil])
}
