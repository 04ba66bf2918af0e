//go:build cgo

package torch

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// Python's argument parser (torch/csrc/utils/python_arg_parser.cpp), for
// the Python-shaped entry points: a pyParser holds one Python name's
// signatures, in the parser's own format and order (overloads.PyParsers
// derives them; libtorch_python.so carries the same literals), and picks
// the first that accepts the Go arguments, converting each to the Go type
// the operator's typed function takes. docs/design/pytorch-layer.md has the
// design and its alternatives.

// pyKind is what a parameter accepts.
type pyKind uint8

const (
	pkUnsupported pyKind = iota // Storage, Stream, QScheme: no Go argument matches
	pkTensor
	pkInt
	pkFloat
	pkBool
	pkScalar
	pkDType
	pkLayout
	pkDevice
	pkMemoryFormat
	pkGenerator
	pkString
	pkIntList
	pkFloatList
	pkScalarList
	pkTensorList
	pkOptTensorList // c10::List<c10::optional<Tensor>>: nil elements allowed
	pkDimnameList
	pkBoolArray
)

type pyParam struct {
	name       string
	kind       pyKind
	size       int  // IntArrayRef[N], ::std::array<bool,N>: 0 when unsized
	optional   bool // "T?": None (Go nil) allowed
	hasDefault bool
	noneOK     bool // the default is None, so a Go nil means "not given"
}

type pySig struct {
	text         string
	params       []pyParam
	positional   int
	required     int    // parameters without a default: a call with fewer arguments cannot match
	requiredMask uint64 // the same, one bit per parameter
	// intListVarargs: the only positional parameter is an int list, which
	// Python also takes as separate ints (x.view(2, 3)).
	intListVarargs bool
}

// pyParser is one Python name's argument parser.
type pyParser struct {
	name string // "Tensor.sum", "torch.sum": for errors
	src  []string
	// numbers: a Go number is taken for a Tensor parameter, as a wrapped
	// number (Python's should_allow_numbers_as_tensors: add, mul, div...).
	numbers bool
	once    sync.Once
	ready   atomic.Bool // once has run: sigs and err are set
	sigs    []pySig
	err     error
}

// newPyParser returns the parser of the Python name over its signature
// literals, which it parses on first use.
//
// numbers: the name's Tensor parameters take numbers (the generator knows
// the names: overloads.PyNumbersAsTensors, python_arg_parser.cpp's
// should_allow_numbers_as_tensors).
func newPyParser(name string, numbers bool, src ...string) *pyParser {
	return &pyParser{name: name, src: src, numbers: numbers}
}

// pyScratchInts is an int list parse made in the caller's scratch space: its
// offset there and length, 4 bits each, so that boxing it allocates
// nothing (Go boxes integers below 256 without allocating); a list that
// does not fit is a plain []int64.
type pyScratchInts uint64

// pyScratch is the size of the generated entry points' int scratch space.
const pyScratch = 8

// pyIntList returns the int list parameter i, from ints (the scratch space
// given to parse) when parse put it there; ok is false when not given.
func pyIntList(vals []any, i int, ints []int64) (v []int64, ok bool) {
	return pyIntListOf(vals[i], ints)
}

// pyIntListOf is an int list's parsed value: in the scratch space ints, or a
// slice.
func pyIntListOf(val any, ints []int64) ([]int64, bool) {
	switch x := val.(type) {
	case pyScratchInts:
		off, n := int(x>>4), int(x&15)
		return ints[off : off+n : off+n], true
	case []int64:
		return x, true
	}
	return nil, false
}

// pyIntListVal is pyIntList's value alone (nil when not given).
func pyIntListVal(vals []any, i int, ints []int64) []int64 {
	v, _ := pyIntList(vals, i, ints)
	return v
}

// pyOptIntList is pyIntList as an Opt.
func pyOptIntList(vals []any, i int, ints []int64) Opt[[]int64] {
	if v, ok := pyIntList(vals, i, ints); ok {
		return Some(v)
	}
	return Opt[[]int64]{}
}

// pyNumberArg is a number given for a Tensor parameter of such a name; pyArg
// makes the tensor once the signature is chosen (pyTemp), and the entry
// point frees it after the call (pyFreeTemps).
type pyNumberArg struct{ s Scalar }

type pyTemp struct{ t *Tensor }

// pyFreeTemps frees the tensors pyArg made of numbers.
func pyFreeTemps(vals []any) {
	for _, v := range vals {
		if t, ok := v.(pyTemp); ok {
			t.t.Free()
		}
	}
}

// init parses the signatures on first use; after that it is one load,
// inlined into parse.
func (p *pyParser) init() {
	if !p.ready.Load() {
		p.load()
	}
}

func (p *pyParser) load() {
	defer p.ready.Store(true)
	p.once.Do(func() {
		for _, s := range p.src {
			sig, err := parsePySig(s)
			if err != nil {
				p.err = fmt.Errorf("torch: %s: signature %q: %w", p.name, s, err)
				return
			}
			p.sigs = append(p.sigs, sig)
		}
	})
}

// parsePySig reads one literal: "name(T a, T b=1, *, T c=None)".
func parsePySig(s string) (pySig, error) {
	open, close := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
	if open < 0 || close < open {
		return pySig{}, fmt.Errorf("no parameter list")
	}
	sig := pySig{text: s, positional: -1}
	body := strings.TrimSpace(s[open+1 : close])
	if body == "" {
		sig.positional = 0
		return sig, nil
	}
	for _, f := range pySplitParams(body) {
		f = strings.TrimSpace(f)
		if f == "*" {
			sig.positional = len(sig.params)
			continue
		}
		decl, def, hasDef := strings.Cut(f, "=")
		sp := strings.LastIndexByte(decl, ' ')
		if sp < 0 {
			return pySig{}, fmt.Errorf("parameter %q has no type", f)
		}
		typ, name := strings.TrimSpace(decl[:sp]), decl[sp+1:]
		prm := pyParam{name: name, hasDefault: hasDef, noneOK: hasDef && def == "None"}
		if strings.HasSuffix(typ, "?") {
			prm.optional, typ = true, strings.TrimSuffix(typ, "?")
		}
		if i := strings.IndexByte(typ, '['); i >= 0 && strings.HasSuffix(typ, "]") {
			n, err := strconv.Atoi(typ[i+1 : len(typ)-1])
			if err != nil {
				return pySig{}, fmt.Errorf("parameter %q: list size", f)
			}
			prm.size, typ = n, typ[:i]
		}
		prm.kind = pyKindOf(typ, &prm)
		sig.params = append(sig.params, prm)
	}
	if sig.positional < 0 {
		sig.positional = len(sig.params)
	}
	sig.intListVarargs = sig.positional == 1 && sig.params[0].kind == pkIntList
	if len(sig.params) > 64 {
		return pySig{}, fmt.Errorf("%d parameters: at most 64", len(sig.params))
	}
	for i, p := range sig.params {
		if !p.hasDefault {
			sig.required++
			sig.requiredMask |= 1 << i
		}
	}
	return sig, nil
}

// pySplitParams splits at the commas outside <> and [].
func pySplitParams(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '<', '[', '{':
			depth++
		case '>', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

func pyKindOf(typ string, p *pyParam) pyKind {
	switch typ {
	case "Tensor":
		return pkTensor
	case "int64_t", "SymInt":
		return pkInt
	case "double":
		return pkFloat
	case "bool":
		return pkBool
	case "Scalar":
		return pkScalar
	case "ScalarType":
		return pkDType
	case "Layout":
		return pkLayout
	case "Device":
		return pkDevice
	case "MemoryFormat":
		return pkMemoryFormat
	case "Generator":
		return pkGenerator
	case "c10::string_view", "Dimname":
		return pkString
	case "IntArrayRef", "SymIntArrayRef":
		return pkIntList
	case "ArrayRef<double>":
		return pkFloatList
	case "ScalarList":
		return pkScalarList
	case "TensorList":
		return pkTensorList
	case "c10::List<c10::optional<Tensor>>":
		return pkOptTensorList
	case "DimnameList":
		return pkDimnameList
	}
	if n, ok := strings.CutPrefix(typ, "::std::array<bool,"); ok {
		p.size, _ = strconv.Atoi(strings.TrimSuffix(n, ">"))
		return pkBoolArray
	}
	return pkUnsupported
}

// parse picks the first signature that accepts args (positional values and
// kw.Arg keywords, in Python's order) and stores each parameter's value in
// vals (len(vals) >= the most parameters of a signature), converted to the
// Go type the typed functions take; a parameter not given stays nil. It
// returns the signature's index, or an error that lists what was received
// and every signature tried, as Python's TypeError does.
//
// ints is scratch space for the int lists Python's shapes make (x.View(3,
// 2), x.Sum(1)), all of it (len, not cap, is its size): parse stores such a
// list there, as a pyScratchInts, when it fits, so that the list stays in
// the caller's frame (pyIntList reads it); nil allocates each list.
//
// vals must hold nil only (the entry points' fresh arrays): parse clears
// only what a signature that failed wrote.
func (p *pyParser) parse(args []any, vals []any, ints []int64) (int, error) {
	p.init()
	if p.err != nil {
		return -1, p.err
	}
	npos := len(args) // the positional arguments: those before the first keyword
	for i, a := range args {
		if _, ok := a.(*kw.Arg); ok {
			npos = i
			break
		}
	}
	// Python's x.view(2, 3): the positional values are ints (one, or
	// several), which an int list parameter alone takes as the list.
	intsGiven := npos > 1 || npos == 1 && pyIsInt(args[0])
	// vals is the caller's, all nil; a signature that fails may leave
	// values in it, which the next one clears (dirty: how many).
	dirty := 0
	for i := range p.sigs {
		sig := &p.sigs[i]
		for k := range min(dirty, len(vals)) {
			vals[k] = nil
		}
		dirty = 0
		if sig.accept(args, npos, intsGiven, vals, ints, p.numbers, &dirty) {
			return i, nil
		}
	}
	return -1, p.mismatch(args)
}

// accept reports whether sig takes args, filling vals when it does.
//
// vals holds nil for every parameter when accept starts; *dirty is how
// many of its first values accept wrote, for the next signature to clear.
func (sig *pySig) accept(args []any, npos int, intsGiven bool, vals []any, ints []int64, numbers bool, dirty *int) bool {
	if len(args) < sig.required {
		return false
	}
	pos := args[:npos]
	varargs := sig.intListVarargs && intsGiven
	if npos == len(args) {
		// No keywords: a required parameter past the positional values
		// (zeros' names=) rules the signature out before any conversion.
		n := npos
		if varargs {
			n = 1
		}
		if n < 64 && sig.requiredMask>>n != 0 {
			return false
		}
	}
	*dirty = len(sig.params)
	var given uint64 // the parameters given, None included
	used := 0        // ints used: only elements are written, never the slice, so the caller's array stays on its stack
	if varargs {
		// x.view(2, 3): the positional ints are the list, in the scratch
		// space when it has room (two paths, so that nothing of the
		// caller's scratch array is ever boxed: it stays on its stack).
		if start := used; start+len(pos) <= len(ints) && start+len(pos) < 16 {
			for _, a := range pos {
				v, ok := pyInt64(a)
				if !ok {
					return false
				}
				ints[used] = v
				used++
			}
			vals[0] = pyScratchInts(start<<4 | len(pos))
		} else {
			list := make([]int64, len(pos))
			for i, a := range pos {
				v, ok := pyInt64(a)
				if !ok {
					return false
				}
				list[i] = v
			}
			vals[0] = list
		}
		pos, given = nil, 1
	} else if len(pos) > sig.positional {
		return false
	}
	for i, a := range pos {
		v, ok := sig.params[i].convert(a, numbers, ints, &used)
		if !ok {
			return false
		}
		vals[i] = v // nil for None: the typed functions' "not given"
		given |= 1 << i
	}
	for _, a := range args[npos:] {
		k, ok := a.(*kw.Arg)
		if !ok || k == nil {
			return false // a positional value after a keyword
		}
		i := sig.index(k.Name())
		if i < 0 || given&(1<<i) != 0 {
			return false // unknown, or given twice
		}
		v, ok := sig.params[i].convert(k.Value(), numbers, ints, &used)
		if !ok {
			return false
		}
		vals[i] = v
		given |= 1 << i
	}
	// Every parameter without a default given ("Tensor? w" may be None, not
	// left out).
	return sig.requiredMask&^given == 0
}

func (sig *pySig) index(name string) int {
	for i := range sig.params {
		if sig.params[i].name == name {
			return i
		}
	}
	return -1
}

// convert returns a Go value as the parameter's Go type, or false when the
// parameter does not accept it. nil (Python's None) converts to nil where
// the parameter is optional or defaults to None.
func (prm *pyParam) convert(a any, numbers bool, ints []int64, used *int) (any, bool) {
	if a == nil {
		return nil, prm.optional || prm.noneOK
	}
	if v, ok := prm.convertValue(a, numbers, ints, used); ok {
		return v, true
	}
	if pyIsNil(a) { // a nil *Tensor or *Generator where another kind is wanted
		return nil, false
	}
	if o, ok := a.(interface{ pyOpt() (any, bool) }); ok {
		// An Opt of the old typed call shapes: None or its value.
		v, some := o.pyOpt()
		if !some {
			return nil, prm.optional || prm.noneOK
		}
		return prm.convertValue(v, numbers, ints, used)
	}
	return nil, false
}

// convertValue is convert of a value that is neither nil nor an Opt.
func (prm *pyParam) convertValue(a any, numbers bool, ints []int64, used *int) (any, bool) {
	switch prm.kind {
	case pkTensor:
		if t, ok := a.(*Tensor); ok {
			if t == nil {
				return nil, prm.optional || prm.noneOK
			}
			return a, true
		}
		if numbers {
			if s, ok := pyScalarOf(a); ok {
				return pyNumberArg{s.(Scalar)}, true
			}
		}
		return nil, false
	case pkInt:
		if _, ok := a.(int64); ok {
			return a, true // boxed already: no allocation
		}
		v, ok := pyInt64(a)
		return v, ok
	case pkFloat:
		if _, ok := a.(float64); ok {
			return a, true
		}
		v, ok := pyFloat64(a)
		return v, ok
	case pkBool:
		v, ok := a.(bool)
		return v, ok
	case pkScalar:
		// Kept as given (boxed already): pyArg makes the Scalar, so that a
		// number costs no allocation.
		_, ok := scalarOfValue(a)
		return a, ok
	case pkDType:
		v, ok := a.(DType)
		return v, ok
	case pkLayout:
		v, ok := a.(Layout)
		return v, ok
	case pkDevice:
		switch v := a.(type) {
		case Device:
			return v, true
		case string:
			d, err := ParseDevice(v)
			return d, err == nil
		}
		return nil, false
	case pkMemoryFormat:
		v, ok := a.(MemoryFormat)
		return v, ok
	case pkGenerator:
		g, ok := a.(*Generator)
		if ok && g == nil {
			return nil, prm.optional || prm.noneOK
		}
		return a, ok
	case pkString:
		_, ok := a.(string)
		return a, ok
	case pkIntList:
		if n := prm.size; n > 0 {
			// A single int is the list of n copies (int[1] dim: [dim];
			// int[2] kernel_size: [k, k]), as Python's parser makes it.
			if v, ok := pyInt64(a); ok {
				if start := *used; start+n <= len(ints) && start+n <= 15 {
					for k := range n {
						ints[start+k] = v
					}
					*used = start + n
					return pyScratchInts(start<<4 | n), true
				}
				out := make([]int64, n)
				for k := range out {
					out[k] = v
				}
				return out, true
			}
		}
		return pyInt64s(a)
	case pkFloatList:
		// Slices are returned as the boxed value they came in: boxing
		// them again would allocate.
		_, ok := a.([]float64)
		return a, ok
	case pkScalarList:
		return pyScalars(a)
	case pkTensorList:
		v, ok := a.([]*Tensor)
		if ok && prm.size > 0 && len(v) != prm.size {
			return nil, false // out=(values, indices): TensorList[2]
		}
		if ok {
			for _, t := range v {
				if t == nil {
					return nil, false
				}
			}
		}
		return a, ok
	case pkOptTensorList:
		_, ok := a.([]*Tensor)
		return a, ok
	case pkDimnameList:
		if s, ok := a.(string); ok && prm.size > 0 {
			return []string{s}, true
		}
		_, ok := a.([]string)
		return a, ok
	case pkBoolArray:
		v, ok := a.([]bool)
		if !ok || len(v) != prm.size {
			return nil, false
		}
		return a, true
	}
	return nil, false
}

func pyIsNil(a any) bool {
	if a == nil {
		return true
	}
	switch v := a.(type) {
	case *Tensor:
		return v == nil
	case *Generator:
		return v == nil
	}
	return false
}

// pyIsInt reports whether a is a Go integer (Python's int; a bool is not
// one here, as THPUtils_checkLong excludes it).
func pyIsInt(a any) bool {
	_, ok := pyInt64(a)
	return ok
}

func pyInt64(a any) (int64, bool) {
	if v, ok := a.(int); ok { // the common case, before the switch's search
		return int64(v), true
	}
	switch v := a.(type) {
	case int:
		return int64(v), true
	case int64:
		return v, true
	case int32:
		return int64(v), true
	case int16:
		return int64(v), true
	case int8:
		return int64(v), true
	case uint8:
		return int64(v), true
	case uint16:
		return int64(v), true
	case uint32:
		return int64(v), true
	case uint:
		return int64(v), v <= math.MaxInt64
	case uint64:
		return int64(v), v <= math.MaxInt64
	}
	return 0, false
}

func pyFloat64(a any) (float64, bool) {
	switch v := a.(type) {
	case float64:
		return v, true
	case float32:
		return float64(v), true
	}
	if i, ok := pyInt64(a); ok {
		return float64(i), true
	}
	return 0, false
}

func pyScalarOf(a any) (any, bool) {
	if s, ok := scalarOfValue(a); ok {
		return s, true
	}
	return nil, false
}

// pyInt64s takes any Go slice of integers as an int list.
func pyInt64s(a any) (any, bool) {
	if _, ok := a.([]int64); ok {
		return a, true // boxed already: no allocation
	}
	switch v := a.(type) {
	case []int:
		out := make([]int64, len(v))
		for i, x := range v {
			out[i] = int64(x)
		}
		return out, true
	}
	rv := reflect.ValueOf(a)
	if rv.Kind() != reflect.Slice {
		return nil, false
	}
	out := make([]int64, rv.Len())
	for i := range out {
		x, ok := pyInt64(rv.Index(i).Interface())
		if !ok {
			return nil, false
		}
		out[i] = x
	}
	return out, true
}

func pyScalars(a any) (any, bool) {
	if _, ok := a.([]Scalar); ok {
		return a, true // boxed already: no allocation
	}
	rv := reflect.ValueOf(a)
	if rv.Kind() != reflect.Slice {
		return nil, false
	}
	out := make([]Scalar, rv.Len())
	for i := range out {
		s, ok := pyScalarOf(rv.Index(i).Interface())
		if !ok {
			return nil, false
		}
		out[i] = s.(Scalar)
	}
	return out, true
}

// mismatch is Python's TypeError for a call no signature accepts.
func (p *pyParser) mismatch(args []any) error {
	var got []string
	for _, a := range args {
		if k, ok := a.(*kw.Arg); ok && k != nil {
			got = append(got, k.Name()+"="+pyArgTypeName(k.Value()))
		} else {
			got = append(got, pyArgTypeName(a))
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "torch: %s() received an invalid combination of arguments - got (%s), but expected one of:", p.name, strings.Join(got, ", "))
	for _, s := range p.sigs {
		b.WriteString("\n * " + s.text)
	}
	return &ArgumentError{Func: p.name, msg: b.String()}
}

// pyElsewhere is the error of a call whose arguments chose a signature of
// another result type than the entry point's (torch.Max(x, 1): Python's
// max(dim) returns (values, indices), torch.Max a tensor): goCall reaches
// it.
func pyElsewhere(p *pyParser, sig int, goCall string) error {
	return &ArgumentError{Func: p.name, msg: fmt.Sprintf(
		"torch: %s: the arguments chose %s, whose results are not this function's: call %s", p.name, p.src[sig], goCall)}
}

// pyUncarried is the error of a call whose arguments chose a signature
// whose operators the package does not bind (the stable-ABI mode binds
// fewer than the typed mode; REPORT.md says why).
func pyUncarried(p *pyParser, sig int, ops string) error {
	return &ArgumentError{Func: p.name, msg: fmt.Sprintf(
		"torch: %s: the arguments chose %s, whose operator %s this package does not bind (see its REPORT.md)", p.name, p.src[sig], ops)}
}

func pyArgTypeName(a any) string {
	if a == nil {
		return "nil"
	}
	return reflect.TypeOf(a).String()
}

// ArgumentError is the error of a Python-shaped call whose arguments no
// signature of the name accepts (Python's TypeError).
type ArgumentError struct {
	Func string // the Python name: "Tensor.sum"
	msg  string
}

func (e *ArgumentError) Error() string { return e.msg }

// pyArg returns the parsed value i as T, the typed function's parameter
// type; ok is false when it was not given.
//
// Small enough to inline: a value not given or of type T costs a compare
// and a type check; the conversions are pyArgConvert's.
func pyArg[T any](vals []any, i int) (T, bool) {
	if vals[i] != nil {
		return pyArgGiven[T](vals, i)
	}
	var zero T
	return zero, false
}

func pyArgGiven[T any](vals []any, i int) (T, bool) {
	if v, ok := vals[i].(T); ok {
		return v, true
	}
	return pyArgConvert[T](vals, i)
}

// pyArgConvert is pyArg for a value that is not a T: a number for a
// Scalar or a Tensor parameter, a []bool for a [N]bool.
func pyArgConvert[T any](vals []any, i int) (v T, ok bool) {
	if sp, isScalar := any(&v).(*Scalar); isScalar {
		// A number a Scalar parameter took (convertValue kept it as given).
		*sp, ok = scalarOfValue(vals[i])
		return v, ok
	}
	switch x := vals[i].(type) {
	case pyNumberArg:
		if _, isTensor := any(v).(*Tensor); isTensor {
			t := pyWrappedNumber(x.s, vals)
			vals[i] = pyTemp{t}
			return any(t).(T), true
		}
	case pyTemp:
		v, ok = any(x.t).(T)
		return v, ok
	}
	// ::std::array<bool,N> is [N]bool in Go; the parser keeps a []bool.
	if b, isBools := vals[i].([]bool); isBools {
		rv := reflect.ValueOf(&v).Elem()
		if rv.Kind() == reflect.Array && rv.Len() == len(b) {
			for k, x := range b {
				rv.Index(k).SetBool(x)
			}
			return v, true
		}
	}
	return v, false
}

// pyOptArg is pyArg for a parameter whose Go type is Opt[T].
func pyOptArg[T any](vals []any, i int) Opt[T] {
	if v, ok := pyArg[T](vals, i); ok {
		return Some(v)
	}
	return Opt[T]{}
}

// pyVal is pyArg's value alone: T's zero value (nil for a pointer: None)
// when not given.
func pyVal[T any](vals []any, i int) T {
	v, _ := pyArg[T](vals, i)
	return v
}

// pyRequiresGrad applies Python's requires_grad= keyword of a factory to
// its result.
func pyRequiresGrad(t *Tensor, vals []any, i int) *Tensor {
	if vals[i] == nil {
		return t // not given: inlined to a compare
	}
	return pySetRequiresGrad(t, vals, i)
}

func pySetRequiresGrad(t *Tensor, vals []any, i int) *Tensor {
	if g, ok := pyArg[bool](vals, i); ok && g && t.Err() == nil {
		if err := pyRequireGrad(t); err != nil {
			return rtFailed(err)
		}
	}
	return t
}

// pyListFirst is the arguments of an entry point whose first parameter is
// a typed tensor list (torch.Cat(tensors, args...)) as its parser reads
// them: the list first, copied, so that the parser's path, where values
// may outlive the call (an error names them), never holds the caller's
// slice, which then needs no heap.
func pyListFirst(tensors []*Tensor, args []any) []any {
	all := make([]any, 1, 1+len(args))
	all[0] = slices.Clone(tensors)
	return append(all, args...)
}

// pyOld is an argument of an entry point's typed call shape (the default
// overload's arguments, then its options struct): v as T, or T's zero
// value for an untyped nil where T is a slice or pointer (nilable), as the
// typed function took nil. A Go number where T is int64 or float64 is
// converted as the typed parameter converted a constant: x.Chunk(3,
// torch.ChunkOptions{…}) passes 3 as an int now that it is boxed.
func pyOld[T any](v any, nilable bool) (T, bool) {
	if x, ok := v.(T); ok {
		return x, true
	}
	var zero T
	switch any(zero).(type) {
	case int64:
		if x, ok := pyInt64(v); ok {
			return any(x).(T), true
		}
	case float64:
		if x, ok := pyFloat64(v); ok {
			return any(x).(T), true
		}
	}
	return zero, nilable && v == nil
}

// The fast paths' checks (emit/internal/python/fast.go): an argument of
// the exact Go type a common call passes, converted as convertValue
// would; ok is false for anything else, which the parser then handles.

// pyFastMatch is a positional fast path's test (emit/internal/python/
// fast.go): args are len(shape) values, each of the kind its code names;
// when they are, their values are in vals as the parser would put them,
// and int lists of one int in ints' slots in order. On false vals is
// untouched. (A shape with a keyword is tested inline.)
func pyFastMatch(args, vals []any, ints []int64, shape string) bool {
	n := len(shape)
	if len(args) != n || n > 4 {
		return false
	}
	var got [4]any
	dims := 0
	for i := range n {
		x, ok := pyFastCheck(shape[i], args[i], ints, &dims)
		if !ok {
			return false
		}
		got[i] = x
	}
	copy(vals, got[:n])
	return true
}

// pyFastMatch's commonest shapes without a keyword (a tensor; two; a
// tensor and an int; an int; a tensor list, and then an int), small
// enough to inline: the same tests and values.

func pyFastT(args, vals []any) bool {
	if len(args) != 1 {
		return false
	}
	if t, ok := args[0].(*Tensor); !ok || t == nil {
		return false
	}
	vals[0] = args[0]
	return true
}

func pyFastTT(args, vals []any) bool {
	if len(args) != 2 {
		return false
	}
	t0, ok0 := args[0].(*Tensor)
	t1, ok1 := args[1].(*Tensor)
	if !ok0 || !ok1 || t0 == nil || t1 == nil {
		return false
	}
	vals[0], vals[1] = args[0], args[1]
	return true
}

func pyFastTI(args, vals []any) bool {
	if len(args) != 2 {
		return false
	}
	t, ok0 := args[0].(*Tensor)
	x, ok1 := args[1].(int)
	if !ok0 || !ok1 || t == nil {
		return false
	}
	vals[0], vals[1] = args[0], int64(x)
	return true
}

func pyFastI(args, vals []any) bool {
	if len(args) != 1 {
		return false
	}
	x, ok := args[0].(int)
	if !ok {
		return false
	}
	vals[0] = int64(x)
	return true
}

// pyFastL and pyFastLI: a tensor list, and one then an int (torch.Cat(xs,
// 1), torch.Stack(xs)).
func pyFastL(args, vals []any) bool {
	if len(args) != 1 {
		return false
	}
	if _, ok := pyFastTensors(args[0]); !ok {
		return false
	}
	vals[0] = args[0]
	return true
}

func pyFastLI(args, vals []any) bool {
	if len(args) != 2 {
		return false
	}
	x, ok := args[1].(int)
	if !ok {
		return false
	}
	if _, ok := pyFastTensors(args[0]); !ok {
		return false
	}
	vals[0], vals[1] = args[0], int64(x)
	return true
}

// pyFastCheck is the check of one code (fast.go's fastCode).
func pyFastCheck(code byte, a any, ints []int64, dims *int) (any, bool) {
	switch code {
	case 't':
		return pyFastTensor(a)
	case 'i':
		return pyFastInt(a)
	case 'f':
		return pyFastFloat(a)
	case 'b':
		return pyFastBool(a)
	case 's':
		return pyFastScalar(a)
	case 'l':
		return pyFastInt64s(a)
	case 'd':
		slot := *dims
		*dims++
		return pyFastDim(a, ints, slot)
	case 'T':
		return pyFastTensors(a)
	}
	return nil, false
}

func pyFastTensor(a any) (any, bool) {
	t, ok := a.(*Tensor)
	return a, ok && t != nil
}

func pyFastInt(a any) (any, bool) {
	if x, ok := a.(int); ok {
		return int64(x), true
	}
	return nil, false
}

func pyFastFloat(a any) (any, bool) {
	switch x := a.(type) {
	case float64:
		return a, true
	case int:
		return float64(x), true
	}
	return nil, false
}

func pyFastBool(a any) (any, bool) {
	_, ok := a.(bool)
	return a, ok
}

// pyFastScalar keeps the number as given, as convertValue does (pyArg
// makes the Scalar).
func pyFastScalar(a any) (any, bool) {
	switch a.(type) {
	case int, float64:
		return a, true
	}
	return nil, false
}

func pyFastInt64s(a any) (any, bool) {
	_, ok := a.([]int64)
	return a, ok
}

// pyFastDim is a sized int list (IntArrayRef[1] dim): a []int64, or a
// single int, put in the scratch space at slot as the parser puts it.
func pyFastDim(a any, ints []int64, slot int) (any, bool) {
	switch x := a.(type) {
	case int:
		ints[slot] = int64(x)
		return pyScratchInts(slot<<4 | 1), true
	case []int64:
		return a, true
	}
	return nil, false
}

// pyFastList is pyFastTensors's test of a typed list (Entry.LeadingList):
// no nil, which only the parser reports.
func pyFastList(ts []*Tensor) bool {
	for _, t := range ts {
		if t == nil {
			return false
		}
	}
	return true
}

func pyFastTensors(a any) (any, bool) {
	ts, ok := a.([]*Tensor)
	if !ok {
		return nil, false
	}
	for _, t := range ts {
		if t == nil {
			return nil, false
		}
	}
	return a, true
}

// pyFastIntsVarargs: 1 to len(ints) ints, copied to the scratch space
// from its start (torch.Zeros(2, 3)).
func pyFastIntsVarargs(args []any, ints []int64) bool {
	if len(args) == 0 || len(args) > len(ints) {
		return false
	}
	for i, a := range args {
		x, ok := a.(int)
		if !ok {
			return false
		}
		ints[i] = int64(x)
	}
	return true
}

// pyTensorVal is pyVal[*Tensor], inlined where the value is a tensor.
func pyTensorVal(vals []any, i int) *Tensor {
	if t, ok := vals[i].(*Tensor); ok {
		return t
	}
	return pyVal[*Tensor](vals, i)
}

// pyInt64Val is pyVal[int64], inlined where the value is an int64.
func pyInt64Val(vals []any, i int) int64 {
	if x, ok := vals[i].(int64); ok {
		return x
	}
	return pyVal[int64](vals, i)
}

// pyScalarVal is pyVal[Scalar], inlined where the value is a Go int or
// float64 (the parser keeps numbers as given).
func pyScalarVal(vals []any, i int) Scalar {
	switch x := vals[i].(type) {
	case int:
		return Int(int64(x))
	case float64:
		return Float(x)
	}
	return pyVal[Scalar](vals, i)
}

// pyFastKeyword is the value of a, when a is the keyword name; nil (which
// every fast check rejects) otherwise.
func pyFastKeyword(a any, name string) any {
	if k, ok := a.(*kw.Arg); ok && k != nil && k.Name() == name {
		return k.Value()
	}
	return nil
}

// pyTensorsVal is pyVal[[]*Tensor], inlined where the value is a slice of
// tensors.
func pyTensorsVal(vals []any, i int) []*Tensor {
	if ts, ok := vals[i].([]*Tensor); ok {
		return ts
	}
	return pyVal[[]*Tensor](vals, i)
}

// pyInt64Given and pyBoolGiven are pyArgGiven, inlined where the value has
// the type already.
func pyInt64Given(vals []any, i int) (int64, bool) {
	if x, ok := vals[i].(int64); ok {
		return x, true
	}
	return pyArgGiven[int64](vals, i)
}

func pyBoolGiven(vals []any, i int) (bool, bool) {
	if x, ok := vals[i].(bool); ok {
		return x, true
	}
	return pyArgGiven[bool](vals, i)
}
