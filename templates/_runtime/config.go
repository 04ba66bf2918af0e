package torch

// #include "gotorch.h"
import "C"

import (
	"path/filepath"
	"strings"
	"unsafe"
)

// How the loaded libtorch is set up: the equivalents of PyTorch's
// torch.__config__.show() and parallel_info(), the BLAS library its matrix
// products run on, and its thread counts. `gotorchgen doctor` checks an
// install from outside a process; these say what this process got.

// ConfigShow returns libtorch's build configuration, as
// torch.__config__.show() prints it.
func ConfigShow() (string, error) {
	var out *C.char
	err := C.gt_config_show(&out)
	return rtTakeString("ConfigShow", err, out)
}

// ParallelInfo returns libtorch's parallel settings (OpenMP, thread
// counts, MKL), as torch.__config__.parallel_info() prints them.
func ParallelInfo() (string, error) {
	var out *C.char
	err := C.gt_parallel_info(&out)
	return rtTakeString("ParallelInfo", err, out)
}

// BLASLibrary returns the file of the BLAS library this process loaded, its
// symbolic links resolved: the library that defines sgemm_, on which
// libtorch builds without MKL (Debian's among them) run every matrix
// product. It is "" when no loaded library defines sgemm_.
func BLASLibrary() (string, error) {
	var out *C.char
	err := C.gt_blas_library(&out)
	return rtTakeString("BLASLibrary", err, out)
}

// BLASKind names the BLAS of a library path as BLASLibrary returns it:
// "reference" (netlib's reference BLAS, 10-25x slower on matrix products:
// install an optimized one, e.g. Debian's libopenblas0-pthread),
// "openblas-pthread", "openblas-openmp", "openblas", "blis-pthread",
// "blis-openmp", "blis", "mkl", "atlas", "" for no library, or "other".
func BLASKind(path string) string {
	if path == "" {
		return ""
	}
	dir, base := filepath.Base(filepath.Dir(path)), filepath.Base(path)
	switch {
	case dir == "blas" && strings.HasPrefix(base, "libblas.so"):
		return "reference"
	case strings.HasPrefix(dir, "openblas-") || strings.HasPrefix(dir, "blis-"):
		return dir
	case strings.Contains(base, "openblas"):
		return "openblas"
	case strings.Contains(base, "blis"):
		return "blis"
	case strings.Contains(base, "mkl"):
		return "mkl"
	case strings.Contains(dir, "atlas") || strings.Contains(base, "atlas"):
		return "atlas"
	}
	return "other"
}

// NumThreads returns the number of threads libtorch uses within an
// operator (torch.get_num_threads()).
func NumThreads() int { return int(C.gt_get_num_threads()) }

// SetNumThreads sets the number of threads libtorch uses within an operator
// (torch.set_num_threads()); n must be at least 1. It sets the BLAS's own
// thread pool too (OpenBLAS's pthread build, BLIS), which libtorch's
// setting does not reach, so that one number governs a process's intra-op
// parallelism, as PyTorch arranges for MKL. Until it is called, OpenBLAS
// sizes its pool from OPENBLAS_NUM_THREADS or the CPUs. It holds for the
// whole process: goroutines move between OS threads, so every thread takes
// the new count at its next operator, where OpenMP alone would change only
// the calling thread's.
func SetNumThreads(n int) error {
	return newError("SetNumThreads", C.gt_set_num_threads(C.int64_t(n)))
}

// BLASNumThreads returns the loaded BLAS's own thread count (OpenBLAS,
// BLIS), or -1 when it has none to report (the reference BLAS, MKL and
// OpenMP builds follow libtorch's OpenMP setting).
func BLASNumThreads() int { return int(C.gt_blas_num_threads()) }

// NumInteropThreads returns the size of libtorch's inter-op thread pool
// (torch.get_num_interop_threads()).
func NumInteropThreads() int { return int(C.gt_get_num_interop_threads()) }

// SetNumInteropThreads sets the size of libtorch's inter-op thread pool
// (torch.set_num_interop_threads()). As in PyTorch it can be set once,
// before any inter-op work starts; later calls fail.
func SetNumInteropThreads(n int) error {
	return newError("SetNumInteropThreads", C.gt_set_num_interop_threads(C.int64_t(n)))
}

// rtTakeString turns what a C function that returns a malloc'd string gave
// back into Go values, freeing both C strings.
func rtTakeString(op string, msg, out *C.char) (string, error) {
	if err := newError(op, msg); err != nil {
		return "", err
	}
	s := C.GoString(out)
	C.free(unsafe.Pointer(out))
	return s, nil
}
