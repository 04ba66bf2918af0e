package torch

import (
	"fmt"
	"strings"
	"unsafe"
)

// A call's descriptor, a string constant emit writes into each wrapper
// (emit/internal/stable/stable.go, lowerStableCall):
//
//	[0]      flags: rtDescBoxed (call through the boxed fallback, rtCallBoxed),
//	         rtDescRetry (a call gts_call refuses is made again boxed)
//	[1]      the number of arguments, n
//	[2]      the number of results, m
//	n bytes  each argument's kind (rtArg*): a tensor is the next of the
//	         call's tensors, anything else the next of its pointers
//	m bytes  the results' kinds for C (GTS_RET_*)
//	m bytes  the results' kinds for Go (rtRet*): where the next pointer
//	         after the arguments' points, or rtRetNone for a result that is
//	         an argument (an out= or in-place call's)
//	8 bytes  for each Scalar argument, in order: its route (little-endian)
//
// then, each NUL-terminated: the operator's name and overload as called (a
// Scalar route's target); with rtDescRetry, the operator's own name and
// overload; the Go function's name and the schema's name, for errors.
//
// The wrapper passes each argument that is not a tensor, and each result,
// as an unsafe.Pointer to its variable, whose Go type the kind names:
// an `any` would be checked, but its conversions and the slice they go in
// cost the Go compiler some 10 MB more of its peak on the package
// (docs/BENCHMARKS-HISTORY.md, Stable-ABI mode, round 4). emit derives a kind and the variable's Go type from
// the same schema type, and the differential test calls every operator.
const (
	rtDescBoxed = 1 << iota
	rtDescRetry
)

// Argument kinds: the Go type an argument's pointer points to. The order
// is emit's (emit/internal/stable/kinds.go, the arg* constants;
// TestStableKindsMatch).
const (
	rtArgTensor          = iota // the next tensor
	rtArgOptTensor              // the next tensor, nil for None
	rtArgInt                    // int64
	rtArgFloat                  // float64
	rtArgBool                   // bool
	rtArgDType                  // DType
	rtArgLayout                 // Layout
	rtArgMemoryFormat           // MemoryFormat
	rtArgDevice                 // Device
	rtArgReduction              // Reduction
	rtArgString                 // string
	rtArgGenerator              // the pointer is the *Generator itself
	rtArgOptInt                 // Opt[int64]
	rtArgOptFloat               // Opt[float64]
	rtArgOptBool                // Opt[bool]
	rtArgOptDType               // Opt[DType]
	rtArgOptLayout              // Opt[Layout]
	rtArgOptMemoryFormat        // Opt[MemoryFormat]
	rtArgOptDevice              // Opt[Device]
	rtArgOptReduction           // Opt[Reduction]
	rtArgOptString              // Opt[string]
	rtArgInts                   // []int64
	rtArgFloats                 // []float64
	rtArgTensors                // []*Tensor
	rtArgOptTensors             // []*Tensor, nil elements for None (Tensor?[])
	rtArgBools2                 // [2]bool
	rtArgBools3                 // [3]bool
	rtArgBools4                 // [4]bool
	rtArgOptInts                // Opt[[]int64]
	rtArgOptFloats              // Opt[[]float64]
	rtArgScalar                 // Scalar
	rtArgOptScalar              // Opt[Scalar]
	rtArgScalars                // []Scalar (the boxed fallback's)
	rtArgOptScalars             // Opt[[]Scalar] (the boxed fallback's)
)

// Result kinds: the Go type a result's pointer points to (emit's
// stableRetKinds).
const (
	rtRetNone             = iota // an argument: no pointer
	rtRetTensorKind              // *Tensor
	rtRetTensorsKind             // []*Tensor
	rtRetIntsKind                // []int64
	rtRetIntKind                 // int64
	rtRetFloatKind               // float64
	rtRetBoolKind                // bool
	rtRetDTypeKind               // DType
	rtRetLayoutKind              // Layout
	rtRetDeviceKind              // Device
	rtRetMemoryFormatKind        // MemoryFormat
	rtRetStringKind              // string
	rtRetScalarKind              // Scalar (the boxed fallback's)
	rtRetQSchemeKind             // QScheme (the boxed fallback's)
)

// rtInvoke is rtInvokeN for a call of at most two tensors and four other
// arguments and results (most calls): fixed parameters travel in
// registers, where the slices of rtInvokeN cost each wrapper a slice
// literal. Unused ones are nil.
func rtInvoke(desc string, t0, t1 *Tensor, p0, p1, p2, p3 unsafe.Pointer) error {
	ts := [2]*Tensor{t0, t1}
	ps := [4]unsafe.Pointer{p0, p1, p2, p3}
	return rtInvokeN(desc, ts[:], ps[:])
}

// rtInvokeN calls the operator desc describes with its tensor arguments
// ts and ps: a pointer to each other argument, then to each result the
// call makes. It writes the results only when the call succeeds, and ends
// the arguments' uses.
func rtInvokeN(desc string, ts []*Tensor, ps []unsafe.Pointer) error {
	n, m, kinds, rets, goRets, rest := rtDescParts(desc)
	// The stack and words in this frame (pyInvoke's are the same lines: a
	// helper's array would not stay on its caller's stack).
	var small [8]rtArg
	args := small[:]
	if c := max(n, m); c > len(small) {
		args = make([]rtArg, c)
	}
	var wbuf [32]uint64
	w := wbuf[:0]
	nt, np := 0, 0
	for i := range n {
		switch k := kinds[i]; k {
		case rtArgTensor:
			args[i] = rtTensor(ts[nt])
			nt++
		case rtArgOptTensor:
			args[i] = rtOptTensor(ts[nt])
			nt++
		default:
			var ok bool
			if args[i], w, ok = rtArgOf(w, k, ps[np], &rest); !ok {
				rtUnuse(kinds[:i], ts, ps)
				return rtInvokeBug(desc, "argument", i)
			}
			np++
		}
	}
	msg, rest := rtDispatch(desc[0], args, n, rets, w, rest)
	rtUnuse(kinds, ts, ps)
	if msg != "" {
		if err := rtCarried(kinds, ts, ps); err != nil {
			return err
		}
		return rtCallError(msg, rest)
	}
	for i := range m {
		k := goRets[i]
		if k == rtRetNone {
			continue
		}
		if !rtRetOf(args[i], k, ps[np]) {
			return rtInvokeBug(desc, "result", i)
		}
		np++
	}
	return nil
}

// rtDescParts splits a descriptor: the numbers of arguments and results,
// the arguments' kinds, the results' kinds for C and for Go, and the rest
// (the Scalar routes, then the names).
func rtDescParts(desc string) (n, m int, kinds, rets, goRets, rest string) {
	n, m = int(desc[1]), int(desc[2])
	return n, m, desc[3 : 3+n], desc[3+n : 3+n+m], desc[3+n+m : 3+n+2*m], desc[3+n+2*m:]
}

// rtDispatch makes the call of a descriptor whose flags are flags, over
// its stack (n arguments; the results are written over its start) and
// words; rest is the descriptor from the operator's name on. It returns
// libtorch's message ("" when the call succeeded) and the descriptor after
// the names it called (the Go function's and the schema's, rtCallError's).
func rtDispatch(flags byte, args []rtArg, n int, rets string, w []uint64, rest string) (string, string) {
	name, rest := rtNext(rest)
	overload, rest := rtNext(rest)
	var msg string
	if flags&rtDescBoxed != 0 {
		msg = rtCallBoxed(name, overload, args, n, rets, w)
	} else {
		msg = rtCall(name, overload, args, n, rets, w)
	}
	if flags&rtDescRetry != 0 {
		var own, ownOverload string
		own, rest = rtNext(rest)
		ownOverload, rest = rtNext(rest)
		// The route refused before calling anything: the arguments are as
		// they were, and the boxed call reads its Scalars' values.
		if rtRefused(msg) {
			msg = rtCallBoxed(own, ownOverload, args, n, rets, w)
		}
	}
	return msg, rest
}

// rtCallError is the error of a failed call: libtorch's message, and the
// Go function's and schema's names that end the descriptor (rest).
func rtCallError(msg, rest string) error {
	fn, rest := rtNext(rest)
	op, _ := rtNext(rest)
	return &Error{Op: op[:len(op)-1], Func: fn[:len(fn)-1], Message: msg}
}

// rtNext splits off s's first NUL-terminated string, its NUL kept (C
// reads the operator's name and overload in place).
func rtNext(s string) (string, string) {
	i := strings.IndexByte(s, 0) + 1
	return s[:i], s[i:]
}

// rtArgOf is the stack entry of an argument other than a tensor, of kind
// k at p; routes holds the Scalar arguments' routes, the next first.
// false: k is no argument kind (a generator's bug).
func rtArgOf(w []uint64, k byte, p unsafe.Pointer, routes *string) (rtArg, []uint64, bool) {
	var a rtArg
	switch k {
	case rtArgInt:
		a = rtInt(*(*int64)(p))
	case rtArgFloat:
		a = rtFloat(*(*float64)(p))
	case rtArgBool:
		a = rtBool(*(*bool)(p))
	case rtArgDType:
		a = rtDType(*(*DType)(p))
	case rtArgLayout:
		a = rtLayout(*(*Layout)(p))
	case rtArgMemoryFormat:
		a = rtMemoryFormat(*(*MemoryFormat)(p))
	case rtArgDevice:
		a = rtDevice(*(*Device)(p))
	case rtArgReduction:
		a = rtReduction(*(*Reduction)(p))
	case rtArgString:
		a, w = rtString(w, *(*string)(p))
	case rtArgGenerator:
		a = rtOptGenerator((*Generator)(p))
	case rtArgOptInt:
		a = rtOpt((*Opt[int64])(p), rtInt)
	case rtArgOptFloat:
		a = rtOpt((*Opt[float64])(p), rtFloat)
	case rtArgOptBool:
		a = rtOpt((*Opt[bool])(p), rtBool)
	case rtArgOptDType:
		a = rtOpt((*Opt[DType])(p), rtDType)
	case rtArgOptLayout:
		a = rtOpt((*Opt[Layout])(p), rtLayout)
	case rtArgOptMemoryFormat:
		a = rtOpt((*Opt[MemoryFormat])(p), rtMemoryFormat)
	case rtArgOptDevice:
		a = rtOpt((*Opt[Device])(p), rtDevice)
	case rtArgOptReduction:
		a = rtOpt((*Opt[Reduction])(p), rtReduction)
	case rtArgOptString:
		a, w = rtOptList(w, (*Opt[string])(p), rtString)
	case rtArgInts:
		a, w = rtInts(w, *(*[]int64)(p))
	case rtArgFloats:
		a, w = rtFloats(w, *(*[]float64)(p))
	case rtArgTensors:
		a, w = rtTensors(w, *(*[]*Tensor)(p))
	case rtArgOptTensors:
		a, w = rtOptTensors(w, *(*[]*Tensor)(p))
	case rtArgBools2:
		a, w = rtBools(w, (*[2]bool)(p)[:])
	case rtArgBools3:
		a, w = rtBools(w, (*[3]bool)(p)[:])
	case rtArgBools4:
		a, w = rtBools(w, (*[4]bool)(p)[:])
	case rtArgOptInts:
		a, w = rtOptList(w, (*Opt[[]int64])(p), rtInts)
	case rtArgOptFloats:
		a, w = rtOptList(w, (*Opt[[]float64])(p), rtFloats)
	case rtArgScalar:
		a, w = rtScalar(w, *(*Scalar)(p), rtRoute(routes))
	case rtArgOptScalar:
		a, w = rtOptScalar(w, (*Opt[Scalar])(p), rtRoute(routes))
	default:
		return rtBoxedArgOf(w, k, p)
	}
	return a, w, true
}

// rtRoute takes the next Scalar argument's route.
func rtRoute(routes *string) uint64 {
	s := *routes
	var r uint64
	for i := 7; i >= 0; i-- {
		r = r<<8 | uint64(s[i])
	}
	*routes = s[8:]
	return r
}

// rtRetOf converts a result into the variable of kind k at p. false: k is
// no result kind (a generator's bug).
func rtRetOf(r rtArg, k byte, p unsafe.Pointer) bool {
	switch k {
	case rtRetTensorKind:
		*(**Tensor)(p) = rtRetTensor(r)
	case rtRetTensorsKind:
		*(*[]*Tensor)(p) = rtRetTensors(r)
	case rtRetIntsKind:
		*(*[]int64)(p) = rtRetInts(r)
	case rtRetIntKind:
		*(*int64)(p) = rtRetInt(r)
	case rtRetFloatKind:
		*(*float64)(p) = rtRetFloat(r)
	case rtRetBoolKind:
		*(*bool)(p) = rtRetBool(r)
	case rtRetDTypeKind:
		*(*DType)(p) = rtRetDType(r)
	case rtRetLayoutKind:
		*(*Layout)(p) = rtRetLayout(r)
	case rtRetDeviceKind:
		*(*Device)(p) = rtRetDevice(r)
	case rtRetMemoryFormatKind:
		*(*MemoryFormat)(p) = rtRetMemoryFormat(r)
	case rtRetStringKind:
		*(*string)(p) = rtRetString(r)
	default:
		return rtBoxedRetOf(r, k, p)
	}
	return true
}

// rtCarried is the error the first failed tensor argument carries, alone
// or in a list, in the arguments' order.
func rtCarried(kinds string, ts []*Tensor, ps []unsafe.Pointer) error {
	nt, np := 0, 0
	for _, k := range []byte(kinds) {
		var err error
		switch k {
		case rtArgTensor, rtArgOptTensor:
			err = rtCarriedErr(ts[nt : nt+1])
			nt++
		case rtArgTensors, rtArgOptTensors:
			err = rtCarriedErr(*(*[]*Tensor)(ps[np]))
			np++
		default:
			np++
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// rtUnuse ends the uses of the tensor arguments and tensor lists of the
// arguments of kinds.
func rtUnuse(kinds string, ts []*Tensor, ps []unsafe.Pointer) {
	nt, np := 0, 0
	for _, k := range []byte(kinds) {
		switch k {
		case rtArgTensor, rtArgOptTensor:
			ts[nt].unuse()
			nt++
		case rtArgTensors, rtArgOptTensors:
			unuseTensors(*(*[]*Tensor)(ps[np]))
			np++
		default:
			np++
		}
	}
}

// rtInvokeBug is the error of a wrapper whose descriptor names no kind
// this runtime knows: a gotorchgen bug, reported rather than guessed at.
func rtInvokeBug(desc, what string, i int) error {
	return &Error{Message: fmt.Sprintf("gotorchgen bug: %s %d of the call %q has a kind this runtime does not know; please report it", what, i, desc)}
}
