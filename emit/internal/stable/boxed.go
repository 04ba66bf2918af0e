package stable

import (
	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/model"
)

// The hybrid stable-ABI mode (generate --abi stable --stable-fallback
// boxed; docs/STABLE-ABI.md, "The hybrid"): the operators the stable ABI
// cannot carry (Scalar and Scalar[] arguments, Scalar results, results of
// mixed types) are bound too, with the same Go wrappers, through one C++
// function compiled once (templates/_stable_boxed/boxed.cpp: c10::
// Dispatcher's boxed call), not a shim per operator. Its C++ ties the
// package to the libtorch release it is built against.

func isScalarList(t model.Type) bool {
	if o, ok := t.(model.OptionalType); ok {
		t = o.Elem
	}
	l, ok := t.(model.ListType)
	return ok && isScalar(l.Elem)
}

// boxedReason is why the boxed fallback does not bind an operator the
// stable ABI does not carry (stable): most often the same argument.
func boxedReason(stable, boxed error) string {
	if stable.Error() == boxed.Error() {
		return "the boxed fallback converts no such value either"
	}
	return "boxed fallback: " + boxed.Error()
}

// boxedScalarArg is a Scalar, Scalar? , Scalar[] or Scalar[]? argument of
// the boxed call: gts_call_boxed reads the Scalar's kind and value and
// ignores the route bits.
func boxedScalarArg(t model.Type) (stableArg, error) {
	opt := false
	if o, ok := t.(model.OptionalType); ok {
		t, opt = o.Elem, true
	}
	if l, ok := t.(model.ListType); ok {
		if _, inner := l.Elem.(model.OptionalType); inner {
			return stableArg{}, notCarried(t.String())
		}
		if opt {
			return stableArg{kind: argOptScalars}, nil
		}
		return stableArg{kind: argScalars}, nil
	}
	var exact uint64 // the boxed call reads the Scalar as it is
	if opt {
		return stableArg{kind: argOptScalar, route: &exact}, nil
	}
	return stableArg{kind: argScalar, route: &exact}, nil
}

// boxedRet is a result the stable ABI does not carry (err says why) that
// the boxed call does: a Scalar, a SymBool (as the typed mode, a bool), a
// QScheme (c10's code, an int in the IValue).
func boxedRet(r bind.Ret, err error) (int, byte, error) {
	if bt, ok := r.Type.(model.BaseType); ok {
		switch bt.Kind {
		case model.Scalar:
			return retKindScalar, retGoScalar, nil
		case model.SymBool:
			return retKindValue, retGoBool, nil
		case model.QScheme:
			return retKindValue, retGoQScheme, nil
		}
	}
	return 0, 0, err
}
