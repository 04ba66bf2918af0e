package torch

import (
	"os"
	"strings"
	"testing"
)

// TestOptimizedBLASLoaded checks the BLAS library this process really
// loaded (the file defining sgemm_), not the package list: on Debian,
// libtorch's libblas.so.3 is the reference BLAS unless an optimized one is
// installed, and every matrix product is then 10-25x slower. make deps
// installs one; GOTORCH_ALLOW_REFERENCE_BLAS=1 accepts the reference BLAS
// (for a test that forces it).
func TestOptimizedBLASLoaded(t *testing.T) {
	lib, err := BLASLibrary()
	if err != nil {
		t.Fatal(err)
	}
	kind := BLASKind(lib)
	t.Logf("BLAS: %s (%s)", lib, kind)
	switch kind {
	case "":
		t.Fatalf("no loaded library defines sgemm_: libtorch's BLAS is not where it should be")
	case "reference":
		if os.Getenv("GOTORCH_ALLOW_REFERENCE_BLAS") != "1" {
			t.Fatalf("libtorch runs on the reference BLAS %s: install an optimized one (apt-get install libopenblas0-pthread), or set GOTORCH_ALLOW_REFERENCE_BLAS=1", lib)
		}
	}
}

func TestBLASKind(t *testing.T) {
	for path, want := range map[string]string{
		"/usr/lib/x86_64-linux-gnu/blas/libblas.so.3":             "reference",
		"/usr/lib/x86_64-linux-gnu/blas/libblas.so.3.11.0":        "reference",
		"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3": "openblas-pthread",
		"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3":  "openblas-openmp",
		"/usr/lib/x86_64-linux-gnu/blis-pthread/libblas.so.3":     "blis-pthread",
		"/opt/OpenBLAS/lib/libopenblas.so.0":                      "openblas",
		"/opt/intel/lib/libmkl_rt.so.2":                           "mkl",
		"/usr/lib/x86_64-linux-gnu/atlas/libblas.so.3":            "atlas",
		"/usr/lib/libfoo.so":                                      "other",
		"":                                                        "",
	} {
		if got := BLASKind(path); got != want {
			t.Errorf("BLASKind(%q) = %q, want %q", path, got, want)
		}
	}
}

func TestConfigAndParallelInfo(t *testing.T) {
	show, err := ConfigShow()
	if err != nil || !strings.Contains(show, "PyTorch built with") {
		t.Errorf("ConfigShow() = %q, %v", show, err)
	}
	info, err := ParallelInfo()
	if err != nil || !strings.Contains(info, "ATen/Parallel") || !strings.Contains(info, "at::get_num_threads()") {
		t.Errorf("ParallelInfo() = %q, %v", info, err)
	}
}

func TestNumThreads(t *testing.T) {
	prev := NumThreads()
	defer SetNumThreads(prev)
	if err := SetNumThreads(2); err != nil {
		t.Fatal(err)
	}
	if n := NumThreads(); n != 2 {
		t.Errorf("NumThreads() = %d after SetNumThreads(2)", n)
	}
	// OpenBLAS's pthread pool follows too (the BLAS make deps installs).
	lib, _ := BLASLibrary()
	if kind := BLASKind(lib); strings.HasPrefix(kind, "openblas") || strings.HasPrefix(kind, "blis") {
		for _, n := range []int{1, 2} {
			if err := SetNumThreads(n); err != nil {
				t.Fatal(err)
			}
			if got := BLASNumThreads(); got != n {
				t.Errorf("%s: BLASNumThreads() = %d after SetNumThreads(%d)", kind, got, n)
			}
		}
	}
	rtWantError(t, "SetNumThreads(0)", SetNumThreads(0), "SetNumThreads", "argument n: 0 threads: want at least 1")
	if n := NumInteropThreads(); n < 1 {
		t.Errorf("NumInteropThreads() = %d", n)
	}
}
