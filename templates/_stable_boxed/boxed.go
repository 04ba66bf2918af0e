package torch

// #cgo noescape gts_call_boxed
// #cgo nocallback gts_call_boxed
// #include "boxed.h"
import "C"

import (
	"fmt"
	"math"
	"unsafe"
)

// The hybrid stable-ABI mode (generate --abi stable --stable-fallback
// boxed; docs/STABLE-ABI.md, "The hybrid"): the operators the stable ABI
// cannot carry are called through gts_call_boxed (boxed.cpp), C++ compiled
// against one libtorch, whose C++ ABI is exact-version. So this package
// uses the libtorch it is linked with and runs on that release only.

// rtBoxedABI is the TORCH_ABI_VERSION boxed.cpp was compiled against.
var rtBoxedABI = uint64(C.gts_boxed_abi())

func init() {
	rtLinkedCheck = func(loaded uint64) error { return rtBoxedVersionCheck(rtBoxedABI, loaded) }
}

// rtScalarList is the argument kind boxed.h adds to stable.h's.
const rtScalarList = C.GTS_SCALAR_LIST

// rtCallBoxed is rtCall for the operators only the boxed fallback calls.
func rtCallBoxed(name, overload string, args []rtArg, nargs int, rets string, words []uint64) string {
	if err := LoadLibtorch(); err != nil {
		return err.(*Error).Message
	}
	a, w := rtStack(args, words)
	return rtMessage(C.gts_call_boxed((*C.char)(unsafe.Pointer(unsafe.StringData(name))),
		(*C.char)(unsafe.Pointer(unsafe.StringData(overload))), a, C.int32_t(nargs),
		(*C.uint8_t)(unsafe.Pointer(unsafe.StringData(rets))), C.int32_t(len(rets)), w))
}

// rtBoxedVersionCheck refuses a loaded libtorch (abi, aoti_torch_abi_version)
// of another release than the one the package's C++ was compiled against.
func rtBoxedVersionCheck(compiled, loaded uint64) error {
	if compiled>>40 == loaded>>40 {
		return nil
	}
	return fmt.Errorf("this package's C++ (the boxed fallback of --stable-fallback boxed) was compiled against libtorch %s and runs only on that release (libtorch's C++ ABI is exact-version), but libtorch %s is loaded: regenerate the package against this libtorch and rebuild it, or generate it without --stable-fallback (the pure stable-ABI mode runs on %s and later)",
		abiVersion(compiled), abiVersion(loaded), StableABITarget)
}

// rtBoxedArgOf is rtArgOf (invoke.go) for the argument kinds only the
// boxed fallback carries (the pure mode's is unboxed.go's).
func rtBoxedArgOf(w []uint64, k byte, p unsafe.Pointer) (rtArg, []uint64, bool) {
	var a rtArg
	switch k {
	case rtArgScalars:
		a, w = rtScalars(w, *(*[]Scalar)(p))
	case rtArgOptScalars:
		a, w = rtOptList(w, (*Opt[[]Scalar])(p), rtScalars)
	default:
		return a, w, false
	}
	return a, w, true
}

// rtBoxedRetOf is rtRetOf (invoke.go) for the result kinds only the boxed
// fallback carries.
func rtBoxedRetOf(r rtArg, k byte, p unsafe.Pointer) bool {
	switch k {
	case rtRetScalarKind:
		*(*Scalar)(p) = rtRetScalar(r)
	case rtRetQSchemeKind:
		*(*QScheme)(p) = rtRetQScheme(r)
	default:
		return false
	}
	return true
}

// rtScalars is a Scalar list (Scalar[]): three words an element (boxed.h).
func rtScalars(w []uint64, v []Scalar) (rtArg, []uint64) {
	a := rtArg{kind: rtScalarList, v: uint64(len(w)), n: int64(len(v))}
	for _, s := range v {
		bits := uint64(s.i)
		if s.kind == ScalarFloat || s.kind == ScalarComplex {
			bits = math.Float64bits(s.f)
		}
		w = append(w, uint64(s.kind), bits, math.Float64bits(s.im))
	}
	return a, w
}

// rtRetQScheme is a QScheme result: c10's code, as QScheme's values are.
func rtRetQScheme(r rtArg) QScheme { return QScheme(int32(uint32(r.v))) }

// rtRetScalar is a Scalar result (item).
func rtRetScalar(r rtArg) Scalar {
	s := Scalar{kind: ScalarKind(r.aux)}
	switch s.kind {
	case ScalarFloat:
		s.f = math.Float64frombits(r.v)
	case ScalarComplex:
		s.f, s.im = math.Float64frombits(r.v), math.Float64frombits(uint64(r.n))
	default:
		s.i = int64(r.v)
	}
	return s
}
