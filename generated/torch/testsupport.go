package torch

// #include "gotorch.h"
import "C"

import (
	"sync/atomic"
	"unsafe"
)

// Test support: C functions that do on demand what no libtorch operator
// does, for the runtime's own tests (reliability_test.go) and for make
// leakcheck. They are unexported and change nothing else.

// rtTestThrow makes gt_test_throw throw a C++ exception of the given kind
// (see gotorch.h): the tests prove with it that the paths of GT_CATCH no
// libtorch operator reaches on demand also give an *Error.
func rtTestThrow(kind int32) error {
	return newError("gt_test_throw", C.gt_test_throw(C.int32_t(kind)))
}

// rtTestLeak makes gt_test_leak lose n tensor handles: the leak that make
// leakcheck must find in a gt_ frame, to show the check is not blind.
func rtTestLeak(n int32) {
	C.gt_test_leak(C.int32_t(n))
}

// rtResultOf is the result slot a C call would have written for t's
// handle, for tests that wrap a handle again (t must be in use).
func (t *Tensor) rtResultOf() C.gt_tensor_out {
	return C.gt_tensor_out{h: t.handle(), bytes: C.int64_t(t.bytes)}
}

// rtNewHandleScope makes and frees a tensor handle on the calling thread
// and returns the scope id gotorch::wrap gave it (0: none).
func rtNewHandleScope() uint64 {
	shape := C.int64_t(0)
	var out C.gt_tensor_out
	rtCheck("rtNewHandleScope", C.gt_tensor_from_data(nil, &shape, 1, C.int32_t(Float32), &out))
	C.gt_tensor_free(out.h, out.bytes)
	return uint64(out.scope) &^ rtSmallBit
}

// rtLiveTensorsUnflushed is LiveTensors without releasing the free queue
// first (freequeue.go), for its test.
func rtLiveTensorsUnflushed() int64 {
	return atomic.LoadInt64((*int64)(unsafe.Pointer(&C.gt_stats.live_tensors)))
}
