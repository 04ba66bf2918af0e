//go:build cgo

package torch

// #include "gotorch.h"
import "C"

// The typed mode's halves of the Python-shaped layer's parser (pyargs.go,
// which the stable-ABI mode shares; templates/_stable/pyargs_stable.go
// has its halves).

// pyWrappedNumber is the tensor Python makes of a number for a Tensor
// parameter (python_arg_parser's tensor_slow): a CPU tensor flagged as a
// wrapped number, which type promotion ranks below any tensor. vals, the
// call's other values, are the stable mode's.
func pyWrappedNumber(s Scalar, vals []any) *Tensor {
	var out C.gt_tensor_out
	if err := newError("wrapped number", C.gt_wrapped_number(s.c(), &out)); err != nil {
		return rtFailed(err)
	}
	return wrapTensor(out)
}

// pyRequireGrad is a factory's requires_grad=True.
func pyRequireGrad(t *Tensor) error { return t.SetRequiresGrad(true) }
