package torch

// #cgo noescape gts_call
// #cgo nocallback gts_call
// #include <stdlib.h>
// #include "stable.h"
import "C"

import (
	"math"
	"strings"
	"unsafe"
)

// A generated wrapper applies its defaults and hands its arguments to
// rtInvoke (invoke.go) with a descriptor of the call: each of some 3300
// wrappers is then a few lines, which keeps the Go compiler's peak memory
// on the package low (docs/BENCHMARKS-HISTORY.md, Stable-ABI mode). The helpers
// below are rtInvoke's, one per kind of argument and result.

// rtArg is one entry of a call's StableIValue stack as the generated
// wrappers describe it: C's gts_arg (stable.h), field for field, so that
// the wrappers themselves need no cgo.
type rtArg struct {
	kind int32
	aux  int32 // gts_call's own (a Scalar's dtype); GTS_AUX_DTYPE (rtDType); a Scalar result's kind (boxed.h)
	v    uint64
	n    int64
}

// The argument kinds of stable.h.
const (
	rtNone          = C.GTS_NONE
	rtValue         = C.GTS_VALUE
	rtTensorArg     = C.GTS_TENSOR
	rtIntList       = C.GTS_INT_LIST
	rtFloatList     = C.GTS_FLOAT_LIST
	rtBoolList      = C.GTS_BOOL_LIST
	rtTensorList    = C.GTS_TENSOR_LIST
	rtOptTensorList = C.GTS_OPT_TENSOR_LIST
	rtStr           = C.GTS_STR
	rtUnsupported   = C.GTS_UNSUPPORTED
	rtScalarArg     = C.GTS_SCALAR
	rtOptional      = C.GTS_OPT
)

// rtCall calls the operator name ("aten::add\x00") and overload
// ("Tensor\x00", or "\x00" for the default), both NUL-terminated:
// args holds the arguments (nargs of them), then the results, whose kinds
// are the bytes of rets. words holds the lists and strings. It returns
// libtorch's message, or "".
func rtCall(name, overload string, args []rtArg, nargs int, rets string, words []uint64) string {
	if err := LoadLibtorch(); err != nil {
		return err.(*Error).Message
	}
	a, w := rtStack(args, words)
	return rtMessage(C.gts_call((*C.char)(unsafe.Pointer(unsafe.StringData(name))),
		(*C.char)(unsafe.Pointer(unsafe.StringData(overload))), a, C.int32_t(nargs),
		(*C.uint8_t)(unsafe.Pointer(unsafe.StringData(rets))), C.int32_t(len(rets)), w))
}

// rtStack is a call's descriptors and words as C sees them (nil when
// empty): plain integers, so cgo has no Go pointer to check in them.
func rtStack(args []rtArg, words []uint64) (*C.gts_arg, *C.uint64_t) {
	var a *C.gts_arg
	if len(args) > 0 {
		a = (*C.gts_arg)(unsafe.Pointer(&args[0]))
	}
	var w *C.uint64_t
	if len(words) > 0 {
		w = (*C.uint64_t)(unsafe.Pointer(&words[0]))
	}
	return a, w
}

// rtDefault is rtOr (opt.go), which a wrapper calls to apply a default,
// not inlined: inlined into some 2200 wrappers it cost the compiler 10 MB
// of its peak on the package, for a few nanoseconds a call.
//
//go:noinline
func rtDefault[T any](o *Opt[T], def T) T { return rtOr(o, def) }

// rtRefused reports whether gts_call refused a call before calling
// anything (a Scalar route's limits, a quantized dtype: stable.c's
// refusals, and only they, end their message so): the hybrid then calls
// the operator boxed, as the typed mode would compute it.
func rtRefused(msg string) bool { return strings.HasSuffix(msg, "use the typed mode") }

func rtInt(v int64) rtArg { return rtArg{kind: rtValue, v: uint64(v)} }

func rtFloat(v float64) rtArg { return rtArg{kind: rtValue, v: math.Float64bits(v)} }

func rtBool(v bool) rtArg {
	if v {
		return rtArg{kind: rtValue, v: 1}
	}
	return rtArg{kind: rtValue}
}

// The stable ABI's codes of dtypes, layouts and memory formats are
// c10's enum values, as DType's, Layout's and MemoryFormat's are.
func rtDType(v DType) rtArg { return rtArg{kind: rtValue, aux: C.GTS_AUX_DTYPE, v: uint64(uint32(v))} }

func rtLayout(v Layout) rtArg             { return rtArg{kind: rtValue, v: uint64(uint32(v))} }
func rtMemoryFormat(v MemoryFormat) rtArg { return rtArg{kind: rtValue, v: uint64(uint32(v))} }
func rtReduction(v Reduction) rtArg       { return rtInt(int64(v)) }

// rtDevice packs a device as the stable ABI does: the type in the upper
// 32 bits, the index in the lower.
func rtDevice(d Device) rtArg {
	return rtArg{kind: rtValue, v: uint64(uint32(d.Type))<<32 | uint64(uint32(int32(d.Index)))}
}

// rtTensor is a tensor argument; the caller ends its use after the call.
func rtTensor(t *Tensor) rtArg { return rtArg{kind: rtTensorArg, v: t.use()} }

// rtOptTensor is an optional tensor: nil is None, a freed one an error.
func rtOptTensor(t *Tensor) rtArg {
	if t == nil {
		return rtArg{}
	}
	h := t.use()
	if h == 0 {
		return rtArg{kind: rtTensorArg} // the call rejects it
	}
	return rtArg{kind: rtTensorArg | rtOptional, v: h}
}

// rtOpt boxes a present optional; a.kind rtNone stays None.
func rtOpt[T any](o *Opt[T], f func(T) rtArg) rtArg {
	if v, ok := o.Get(); ok {
		a := f(v)
		a.kind |= rtOptional
		return a
	}
	return rtArg{}
}

// rtOptList is rtOpt for the list helpers, which append to words.
func rtOptList[T any](w []uint64, o *Opt[T], f func([]uint64, T) (rtArg, []uint64)) (rtArg, []uint64) {
	if v, ok := o.Get(); ok {
		a, w := f(w, v)
		a.kind |= rtOptional
		return a, w
	}
	return rtArg{}, w
}

// The list helpers append a list's elements to the call's words and
// return them: a words slice passed in and out (not through a pointer)
// lets rtInvoke keep it on its stack.

func rtInts(w []uint64, v []int64) (rtArg, []uint64) {
	a := rtArg{kind: rtIntList, v: uint64(len(w)), n: int64(len(v))}
	for _, x := range v {
		w = append(w, uint64(x))
	}
	return a, w
}

func rtFloats(w []uint64, v []float64) (rtArg, []uint64) {
	a := rtArg{kind: rtFloatList, v: uint64(len(w)), n: int64(len(v))}
	for _, x := range v {
		w = append(w, math.Float64bits(x))
	}
	return a, w
}

func rtBools(w []uint64, v []bool) (rtArg, []uint64) {
	a := rtArg{kind: rtBoolList, v: uint64(len(w)), n: int64(len(v))}
	for _, x := range v {
		b := uint64(0)
		if x {
			b = 1
		}
		w = append(w, b)
	}
	return a, w
}

// rtTensors is a tensor list; the caller ends the uses (unuseTensors).
func rtTensors(w []uint64, ts []*Tensor) (rtArg, []uint64) {
	a := rtArg{kind: rtTensorList, v: uint64(len(w)), n: int64(len(ts))}
	for _, t := range ts {
		w = append(w, t.use())
	}
	return a, w
}

// rtOptTensors is a list of optional tensors (Tensor?[]): nil is None.
func rtOptTensors(w []uint64, ts []*Tensor) (rtArg, []uint64) {
	a := rtArg{kind: rtOptTensorList, v: uint64(len(w)), n: int64(len(ts))}
	bad := false
	for _, t := range ts {
		h := t.use()
		bad = bad || (t != nil && h == 0)
		w = append(w, h)
	}
	if bad {
		a.kind = rtTensorList // a freed element: the call rejects it
	}
	return a, w
}

// The Scalar kinds are stable.h's GTS_SC_* (a compile error here when
// they part).
var (
	_ = [1]struct{}{}[C.GTS_SC_INT-ScalarInt]
	_ = [1]struct{}{}[C.GTS_SC_FLOAT-ScalarFloat]
	_ = [1]struct{}{}[C.GTS_SC_BOOL-ScalarBool]
	_ = [1]struct{}{}[C.GTS_SC_COMPLEX-ScalarComplex]
)

// rtScalar is a Scalar argument; route is how the call passes it (a
// GTS_SC_* route and, for GTS_SC_PROMOTE, the indices of the tensors it
// promotes with in bits 16-47: emit's scalarArg). A complex one's two
// parts go into words.
func rtScalar(w []uint64, s Scalar, route uint64) (rtArg, []uint64) {
	a := rtArg{kind: rtScalarArg, n: int64(route | uint64(s.kind))}
	switch s.kind {
	case ScalarFloat:
		a.v = math.Float64bits(s.f)
	case ScalarComplex:
		a.v = uint64(len(w))
		w = append(w, math.Float64bits(s.f), math.Float64bits(s.im))
	default:
		a.v = uint64(s.i)
	}
	return a, w
}

// rtOptScalar is an optional Scalar: a present one is boxed (as a Tensor?).
func rtOptScalar(w []uint64, o *Opt[Scalar], route uint64) (rtArg, []uint64) {
	if s, ok := o.Get(); ok {
		a, w := rtScalar(w, s, route)
		a.kind |= rtOptional
		return a, w
	}
	return rtArg{}, w
}

// rtString copies s's bytes into words, NUL-terminated.
func rtString(w []uint64, s string) (rtArg, []uint64) {
	a := rtArg{kind: rtStr, v: uint64(len(w)), n: int64(len(s))}
	start := len(w)
	w = append(w, make([]uint64, (len(s)+8)/8)...)
	copy(unsafe.Slice((*byte)(unsafe.Pointer(&w[start])), (len(w)-start)*8), s)
	return a, w
}

// The results.

func rtRetTensor(r rtArg) *Tensor { return wrapTensor(r.v, r.n) }
func rtRetInt(r rtArg) int64      { return int64(r.v) }
func rtRetFloat(r rtArg) float64  { return math.Float64frombits(r.v) }
func rtRetBool(r rtArg) bool      { return r.v&0xff != 0 }
func rtRetDType(r rtArg) DType    { return DType(int32(uint32(r.v))) }
func rtRetLayout(r rtArg) Layout  { return Layout(int32(uint32(r.v))) }
func rtRetDevice(r rtArg) Device {
	return Device{Type: DeviceType(int8(r.v >> 32)), Index: int(int32(uint32(r.v)))}
}
func rtRetMemoryFormat(r rtArg) MemoryFormat { return MemoryFormat(int32(uint32(r.v))) }

func rtRetTensors(r rtArg) []*Tensor {
	if r.v == 0 {
		return nil
	}
	p := (*C.uint64_t)(rtPointer(r.v))
	hs := unsafe.Slice(p, int(r.n))
	ts := make([]*Tensor, len(hs))
	for i, h := range hs {
		if h != 0 {
			ts[i] = wrapTensor(uint64(h), int64(C.gts_storage_bytes(h)))
		}
	}
	C.free(unsafe.Pointer(p))
	return ts
}

func rtRetInts(r rtArg) []int64 {
	if r.v == 0 {
		return nil
	}
	p := (*int64)(rtPointer(r.v))
	out := append([]int64(nil), unsafe.Slice(p, int(r.n))...)
	C.free(unsafe.Pointer(p))
	return out
}

func rtRetString(r rtArg) string {
	if r.v == 0 {
		return ""
	}
	p := (*C.char)(rtPointer(r.v))
	s := C.GoStringN(p, C.int(r.n))
	C.free(unsafe.Pointer(p))
	return s
}

// rtPointer reads a C pointer a result holds in its 64 bits.
func rtPointer(v uint64) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&v)) }
