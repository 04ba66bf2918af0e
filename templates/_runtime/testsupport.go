package torch

// #include "gotorch.h"
import "C"

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

// rtTestIndex is self[ix...] through gt_test_index, the way the generated
// binding of Tensor::index will call gotorch_index.h.
func rtTestIndex(self *Tensor, ix ...TensorIndex) (*Tensor, error) {
	p, n := cTensorIndices(ix)
	var out C.gt_tensor
	err := newError("gt_test_index", C.gt_test_index(self.use(), p, n, &out))
	self.unuse()
	unuseIndices(ix)
	if err != nil {
		return nil, err
	}
	return wrapTensor(out), nil
}
