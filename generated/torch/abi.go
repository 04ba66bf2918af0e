package torch

// #include <stdlib.h>
// #include "gotorch.h"
import "C"

import (
	"strings"
	"unsafe"
)

// The helpers below turn Go arguments into the C ABI's (pointer, length)
// pairs for the generated wrappers. Go memory is passed without copying
// where the cgo rules allow it (no Go pointers inside), since the shims
// never keep a pointer past the call.

func cString(s string) (*C.char, C.int64_t) {
	return (*C.char)(unsafe.Pointer(unsafe.StringData(s))), C.int64_t(len(s))
}

func optString(o Opt[string]) (*C.char, C.int64_t) {
	if s, ok := o.Get(); ok {
		return cString(s)
	}
	return nil, -1
}

func cInt64s(v []int64) (*C.int64_t, C.int64_t) {
	return (*C.int64_t)(unsafe.Pointer(unsafe.SliceData(v))), C.int64_t(len(v))
}

func optInt64s(o Opt[[]int64]) (*C.int64_t, C.int64_t) {
	if v, ok := o.Get(); ok {
		return cInt64s(v)
	}
	return nil, -1
}

func cFloat64s(v []float64) (*C.double, C.int64_t) {
	return (*C.double)(unsafe.Pointer(unsafe.SliceData(v))), C.int64_t(len(v))
}

func optFloat64s(o Opt[[]float64]) (*C.double, C.int64_t) {
	if v, ok := o.Get(); ok {
		return cFloat64s(v)
	}
	return nil, -1
}

func cScalars(v []Scalar) (*C.gt_scalar, C.int64_t) {
	cs := make([]C.gt_scalar, len(v))
	for i, s := range v {
		cs[i] = s.c()
	}
	return unsafe.SliceData(cs), C.int64_t(len(v))
}

// cTensors passes handles, beginning a use of each tensor (unuseTensors
// ends them); nil entries reach C++ as NULL, which is None in a Tensor?[]
// and an error in a Tensor[], and freed ones as a handle the shims reject.
func cTensors(v []*Tensor) (*C.gt_tensor, C.int64_t) {
	hs := make([]C.gt_tensor, len(v))
	for i, t := range v {
		hs[i] = t.optUse()
	}
	return unsafe.SliceData(hs), C.int64_t(len(v))
}

// cTensorsBuf is cTensors into buf, the caller's stack array, when v
// fits: the generated wrappers' tensor-list arguments (their C calls are
// noescape, so buf stays on the stack).
func cTensorsBuf(buf *[rtListBuf]C.gt_tensor, v []*Tensor) (*C.gt_tensor, C.int64_t) {
	if len(v) > len(buf) {
		return cTensors(v)
	}
	for i, t := range v {
		buf[i] = t.optUse()
	}
	return &buf[0], C.int64_t(len(v))
}

// cDimnames joins names into one buffer of NUL-terminated strings. A name
// holding a NUL cannot travel so: the count -2 makes the shim reject it.
func cDimnames(names []string) (*C.char, C.int64_t) { return cStrings(names) }

// cStrings passes a list of strings as one buffer of NUL-terminated
// strings and their count; -2 when one holds a NUL byte (C++ says which
// argument).
func cStrings(v []string) (*C.char, C.int64_t) {
	var b strings.Builder
	for _, s := range v {
		if strings.IndexByte(s, 0) >= 0 {
			return nil, -2
		}
		b.WriteString(s)
		b.WriteByte(0)
	}
	s := b.String()
	return (*C.char)(unsafe.Pointer(unsafe.StringData(s))), C.int64_t(len(v))
}

func optDimnames(o Opt[[]string]) (*C.char, C.int64_t) {
	if v, ok := o.Get(); ok {
		return cDimnames(v)
	}
	return nil, -1
}

func optInt64(o Opt[int64]) *C.int64_t {
	if v, ok := o.Get(); ok {
		c := C.int64_t(v)
		return &c
	}
	return nil
}

func optFloat64(o Opt[float64]) *C.double {
	if v, ok := o.Get(); ok {
		c := C.double(v)
		return &c
	}
	return nil
}

func optBool(o Opt[bool]) *C.bool {
	if v, ok := o.Get(); ok {
		c := C.bool(v)
		return &c
	}
	return nil
}

func optScalar(o Opt[Scalar]) *C.gt_scalar {
	if v, ok := o.Get(); ok {
		c := v.c()
		return &c
	}
	return nil
}

// optEnum passes an optional enum (DType, Layout, MemoryFormat) as its
// value, or -1 for None.
func optEnum[E ~int32](o Opt[E]) C.int32_t {
	if v, ok := o.Get(); ok {
		return C.int32_t(v)
	}
	return -1
}

func optDevice(o Opt[Device]) C.gt_device {
	if v, ok := o.Get(); ok {
		return v.c()
	}
	return C.gt_device{_type: -1, index: -1}
}

// wrapInt64s copies a C array of int64 results and frees it.
func wrapInt64s(p *C.int64_t, n C.int64_t) []int64 {
	if p == nil {
		return nil
	}
	defer C.free(unsafe.Pointer(p))
	return append([]int64(nil), unsafe.Slice((*int64)(unsafe.Pointer(p)), int(n))...)
}

// rtGoBytes copies a Bytes result out of C memory and frees it.
func rtGoBytes(p *C.uint8_t, n C.int64_t) []byte {
	if p == nil {
		return nil
	}
	defer C.free(unsafe.Pointer(p))
	return C.GoBytes(unsafe.Pointer(p), C.int(n))
}

// optHandle is the generator's handle where nil means the default
// generator; a freed one is rejected rather than silently replaced.
func (g *Generator) optHandle() C.gt_generator {
	if g == nil {
		return nil
	}
	if h := g.handle(); h != nil {
		return h
	}
	return C.gt_freed_generator()
}
