package torch

// #include "gotorch.h"
import "C"

import "math"

// TensorIndex is one element of a tensor index, as inside Python's x[...]:
// an int, int64 or int32 (x[1]), a bool, a *Tensor (an integer or boolean
// mask index), Slice(...) (x[1:3]), Ellipsis (x[...]) or NewAxis (x[None]).
// A value of any other type makes the indexing call fail with an error
// naming its position.
type TensorIndex = any

// End is a slice's stop that runs to the end of the dimension: Slice(0,
// End, 2) is Python's "::2".
const End int64 = math.MaxInt64

type (
	sliceIndex    struct{ start, stop, step int64 }
	ellipsisIndex struct{}
	newAxisIndex  struct{}
	// badIndex is a Slice with more than three bounds: it has no Python
	// spelling, and Slice cannot return an error.
	badIndex struct{}
)

var (
	// Ellipsis stands for as many full slices as needed, Python's "...".
	Ellipsis TensorIndex = ellipsisIndex{}
	// NewAxis inserts a dimension of size 1, Python's None inside an index.
	NewAxis TensorIndex = newAxisIndex{}
)

// Slice is a slice index with the bounds of libtorch's Slice(start, stop,
// step), those left out taking their defaults: Slice() is Python's ":",
// Slice(1) is "1:", Slice(1, 3) is "1:3" and Slice(0, 10, 2) is "0:10:2".
// Bounds may be negative (counted from the end) and are clamped to the
// dimension, as in Python; libtorch wants a positive step. More than three
// bounds make an index that the indexing call rejects.
func Slice(bounds ...int64) TensorIndex {
	s := sliceIndex{start: 0, stop: End, step: 1}
	switch len(bounds) {
	case 3:
		s.step = bounds[2]
		fallthrough
	case 2:
		s.stop = bounds[1]
		fallthrough
	case 1:
		s.start = bounds[0]
	case 0:
	default:
		return badIndex{}
	}
	return s
}

// cTensorIndexList converts an index for a C call, beginning a use of each
// *Tensor in it: the caller must call releaseTensorIndexList(ix) after the call. The
// array is Go memory, which is fine: gt_tensor_index holds no Go pointers.
func cTensorIndexList(ix []TensorIndex) (*C.gt_tensor_index, C.int64_t) {
	if len(ix) == 0 {
		return nil, 0
	}
	out := make([]C.gt_tensor_index, len(ix))
	for i, v := range ix {
		e := &out[i]
		switch v := v.(type) {
		case int:
			e.kind, e.start = C.GT_INDEX_INT, C.int64_t(v)
		case int64:
			e.kind, e.start = C.GT_INDEX_INT, C.int64_t(v)
		case int32:
			e.kind, e.start = C.GT_INDEX_INT, C.int64_t(v)
		case bool:
			e.kind = C.GT_INDEX_BOOL
			if v {
				e.start = 1
			}
		case *Tensor:
			// nil or freed: a NULL handle, which the C++ side rejects.
			e.kind, e.tensor = C.GT_INDEX_TENSOR, v.use()
		case sliceIndex:
			e.kind = C.GT_INDEX_SLICE
			e.start, e.stop, e.step = C.int64_t(v.start), C.int64_t(v.stop), C.int64_t(v.step)
		case ellipsisIndex:
			e.kind = C.GT_INDEX_ELLIPSIS
		case newAxisIndex:
			e.kind = C.GT_INDEX_NONE
		default:
			e.kind = C.GT_INDEX_INVALID
		}
	}
	return &out[0], C.int64_t(len(out))
}

// releaseTensorIndexList ends the uses cTensorIndexList began.
func releaseTensorIndexList(ix []TensorIndex) {
	for _, v := range ix {
		if t, ok := v.(*Tensor); ok {
			t.unuse()
		}
	}
}
