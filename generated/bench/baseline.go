package bench

// #cgo CXXFLAGS: -std=c++17 -O2 -g0 -w -I/usr/include/torch/csrc/api/include
// #cgo LDFLAGS: -ltorch -ltorch_cpu -lc10
// #include "baseline.h"
// #cgo noescape gtb_raw_add
// #cgo nocallback gtb_raw_add
// #cgo noescape gtb_raw_free
// #cgo nocallback gtb_raw_free
// #cgo noescape gtb_raw_add_free
// #cgo nocallback gtb_raw_add_free
// #cgo noescape gtb_nop
// #cgo nocallback gtb_nop
import "C"

import (
	"errors"
	"unsafe"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// SetNumThreads sets the intra-op thread count for the whole process, the
// Go and C++ loops alike: libtorch's and the BLAS's own pool, through the
// runtime's torch.SetNumThreads (at::set_num_threads alone leaves
// OpenBLAS's pthread pool at all CPUs).
func SetNumThreads(n int) {
	if err := torch.SetNumThreads(n); err != nil {
		panic(err)
	}
}

func cppAdd(n, numel int)           { C.gtb_add(C.int64_t(n), C.int64_t(numel)) }
func cppAddAlpha(n, numel int)      { C.gtb_add_alpha(C.int64_t(n), C.int64_t(numel)) }
func cppAddHeld(n, numel, held int) { C.gtb_add_held(C.int64_t(n), C.int64_t(numel), C.int64_t(held)) }
func cppMatmul(n, size int)         { C.gtb_matmul(C.int64_t(n), C.int64_t(size)) }
func cppLeakyRelu(n, numel int)     { C.gtb_leaky_relu(C.int64_t(n), C.int64_t(numel)) }
func cppMaxDim(n, rows, cols int)   { C.gtb_max_dim(C.int64_t(n), C.int64_t(rows), C.int64_t(cols)) }
func cppSort(n, numel int)          { C.gtb_sort(C.int64_t(n), C.int64_t(numel)) }
func cppAddInplace(n, numel int)    { C.gtb_add_inplace(C.int64_t(n), C.int64_t(numel)) }
func cppSplit(n, numel, chunk int)  { C.gtb_split(C.int64_t(n), C.int64_t(numel), C.int64_t(chunk)) }

// rawCgoAdd is the floor of a cgo binding, as peers.md measured it ("raw
// cgo call + free"): one cgo call that returns a new handle from at::add and
// one that deletes it, with no Go allocation, no error reporting and no GC
// safety net.
func rawCgoAdd(n int) error {
	a, b := C.gtb_raw_ones(1), C.gtb_raw_ones(1)
	defer C.gtb_raw_free(a)
	defer C.gtb_raw_free(b)
	for i := 0; i < n; i++ {
		C.gtb_raw_free(C.gtb_raw_add(a, b))
	}
	return nil
}

// rawCgoAddOneCall is the floor of a binding that pays one cgo transition
// per operator: each call deletes the previous result (as a binding that
// queued frees and released them with its next call could), so an add and
// its free cost a single cgo call.
func rawCgoAddOneCall(n int) error {
	a, b := C.gtb_raw_ones(1), C.gtb_raw_ones(1)
	defer C.gtb_raw_free(a)
	defer C.gtb_raw_free(b)
	var prev unsafe.Pointer
	for i := 0; i < n; i++ {
		prev = C.gtb_raw_add_free(a, b, prev)
	}
	C.gtb_raw_free(prev)
	return nil
}

// cgoNop calls an empty C function, with a nil or a Go stack pointer
// argument (which cgo's pointer check inspects).
func cgoNop(withPointer bool) {
	var word int64
	if withPointer {
		C.gtb_nop(unsafe.Pointer(&word))
		return
	}
	C.gtb_nop(nil)
}

// cppMLP is the C++ twin of mlp (baseline.cpp's struct mlp).
type cppMLP struct{ p unsafe.Pointer }

func newCppMLP(sizes []int64, batch int64, seed uint64) (*cppMLP, error) {
	if len(sizes) < 2 {
		return nil, errors.New("newCppMLP: want at least two layer widths")
	}
	p := C.gtb_mlp_new((*C.int64_t)(unsafe.Pointer(&sizes[0])), C.int64_t(len(sizes)), C.int64_t(batch), C.uint64_t(seed))
	if p == nil {
		return nil, errors.New("gtb_mlp_new: libtorch threw")
	}
	return &cppMLP{p}, nil
}

func (m *cppMLP) free() { C.gtb_mlp_free(m.p) }

func (m *cppMLP) run(n int, sc scope) { C.gtb_mlp_run(m.p, C.int64_t(n), C.int(sc)) }

// output runs one forward under sc and returns the first numel elements
// of its output, flattened, and how many elements the output had.
func (m *cppMLP) output(sc scope, numel int) ([]float32, int) {
	out := make([]float32, numel)
	got := C.gtb_mlp_output(m.p, C.int(sc), (*C.float)(unsafe.Pointer(&out[0])), C.int64_t(numel))
	return out, int(got)
}
