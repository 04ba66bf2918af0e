package torch

// #include "gotorch.h"
import "C"

// The Scalar kinds are gotorch.h's GT_SCALAR_* (a compile error here when
// they part).
var (
	_ = [1]struct{}{}[C.GT_SCALAR_INT-ScalarInt]
	_ = [1]struct{}{}[C.GT_SCALAR_FLOAT-ScalarFloat]
	_ = [1]struct{}{}[C.GT_SCALAR_BOOL-ScalarBool]
	_ = [1]struct{}{}[C.GT_SCALAR_COMPLEX-ScalarComplex]
)

// c converts s for the C ABI.
func (s Scalar) c() C.gt_scalar {
	return C.gt_scalar{kind: C.int32_t(s.kind), i: C.int64_t(s.i), d: C.double(s.f), im: C.double(s.im)}
}

// scalarFromC converts a Scalar returned through the C ABI.
func scalarFromC(c C.gt_scalar) Scalar {
	s := Scalar{kind: ScalarKind(c.kind)}
	switch s.kind {
	case ScalarFloat:
		s.f = float64(c.d)
	case ScalarComplex:
		s.f, s.im = float64(c.d), float64(c.im)
	case ScalarBool:
		if c.i != 0 {
			s.i = 1
		}
	default:
		s.kind = ScalarInt
		s.i = int64(c.i)
	}
	return s
}
