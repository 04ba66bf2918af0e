package torch

import (
	"cmp"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// The stable-ABI mode's Python-shaped entry points are data: each is one
// call of its pyTable, which holds the name's parser and, per signature,
// the operator call it makes (the descriptor the operator's typed wrapper
// hands rtInvoke, invoke.go, and where each argument's value comes from).
// One interpreter here makes every call, where the typed mode generates a
// function per entry point: that code cost the pure package's build 73 %
// more CPU time and 60 % more memory, and the mode is there to build fast
// (docs/STABLE-ABI.md, "The Python-shaped layer").

// pyMaxParams bounds the parameters of a signature the table form takes
// (emit gives a larger one the generated form).
const pyMaxParams = 24

// pyTable is one Python name's entry point returning one tensor, decoded
// on first use from its spec: pySpecs[pySpecEnds[i-1]:pySpecEnds[i]] for
// pyTables[i] (python_methods.go; emit/internal/python/table.go writes
// them). One string constant for all the tables, and an array of offsets,
// cost the compiler next to nothing, where a composite literal per table
// cost it some 19 KB of live heap each.
type pyTable struct {
	once  sync.Once
	ready atomic.Bool
	err   error
	p     pyParser
	calls []pyCall // per signature, in the parser's order
	most  int      // the most parameters a signature (or the old shape) has
	fast  []pyFast
	// fastKeys holds each fast path's pyFastKey (pyFastAnyKey: any call),
	// which a call compares with its own before match's call; fast and
	// fastKeys are sorted by key, and fastFrom holds each key's first
	// (where none has it, the first of the next key), the varargs' last.
	fastKeys string
	fastFrom [pyFastAnyKey + 1]uint8
	old      *pyOldShape
}

// pyFastKey is the key of a call of n arguments, the last a keyword or
// not (kw), which a fast path of n values and kw can match; pyFastAnyKey
// is the varargs' key, and that of a call of more arguments than a key
// holds (no fast path takes more than five).
func pyFastKey(n int, kw bool) byte {
	if n > pyFastAnyKey>>1 {
		return pyFastAnyKey
	}
	k := byte(n) << 1
	if kw {
		k |= 1
	}
	return k
}

const pyFastAnyKey = 15

// pyFast is a fast path: a call shape that reaches signature sig, which
// is checked without the parser (emit/internal/python/fast.go proves that
// the parser would choose the same).
type pyFast struct {
	sig   int
	kind  byte   // 'v' varargs ints, 'p' positional values, 'k' and one keyword
	nargs int    // the arguments the shape takes ('p', 'k'); -1: any ('v')
	codes string // the positional values' pyFastCheck codes
	param int    // 'k': the keyword's parameter, name and code
	name  string
	code  byte
}

// match puts args' values in v and returns the signature when args fit
// the shape, else -1 (v as it was: all nil). The values go straight into
// v, which a failed check clears, where a copy through an array of its
// own cost a call some 40 instructions.
func (f *pyFast) match(args, v []any, ints []int64) int {
	if f.nargs >= 0 && len(args) != f.nargs {
		return -1
	}
	if f.kind == 'v' {
		if !pyFastIntsVarargs(args, ints) {
			return -1
		}
		v[0] = pyVarargsInts[len(args)]
		return f.sig
	}
	n := len(f.codes)
	var kv any
	if f.kind == 'k' {
		// The keyword first: another keyword is the commonest miss of a
		// table's shapes of one keyword, and costs no conversion then.
		if kv = pyFastKeyword(args[n], f.name); kv == nil {
			return -1
		}
	}
	dims := 0
	for i := range n {
		x, ok := pyFastCheck(f.codes[i], args[i], ints, &dims)
		if !ok {
			clear(v[:i])
			return -1
		}
		v[i] = x
	}
	if f.kind == 'k' {
		x, ok := pyFastCheck(f.code, kv, ints, &dims)
		if !ok {
			clear(v[:n])
			return -1
		}
		v[f.param] = x
	}
	return f.sig
}

// pyVarargsInts holds each varargs list's value, the first n ints of the
// scratch space: boxed once, where boxing it per call cost a call of the
// runtime's.
var pyVarargsInts = func() (vals [pyScratch + 1]any) {
	for n := range vals {
		vals[n] = pyScratchInts(n)
	}
	return vals
}()

// pyOldShape is the typed call shape of the default overload whose name
// the entry point took: its positional arguments, then its options struct
// (x.Sum(SumOptions{Dtype: Some(Float64)})), which code written before the
// entry point passes.
type pyOldShape struct {
	opts string // the options struct's type name
	k    int    // the positional arguments before it
	op   pyOp   // the call; from is the identity: v holds each argument's value
	// args holds, per argument of op, where its value is: args[i] (i <
	// 0x80), field i of the options (0x80 | i), or pySelf.
	args string
}

// pyCall is what one signature's call does.
type pyCall struct {
	base pyOp
	// out is the out= operator's call, made when outParam (its parameter
	// + 1; 0: none) was given; outFail, when not "", names that operator,
	// which this package does not bind: such a call fails.
	out      pyOp
	outParam uint8
	outFail  string
	// gradParam is requires_grad's parameter + 1 (a factory's), or 0.
	gradParam uint8
	// plain: the call is base's and nothing else (no fail, out= or
	// requires_grad), which a call checks at once.
	plain bool
	// fail, when not "", is the signature's error: 'u' and the operators
	// this package does not bind, or 'e' and the Go call that reaches
	// results other than the entry point's (pyUncarried, pyElsewhere).
	fail string
}

// pyOp is one operator call.
type pyOp struct {
	desc string // the typed wrapper's descriptor (invoke.go)
	// from holds, per argument of desc, the parser's value it takes (the
	// parameter's index), pySelf (the receiver) or pyAbsent (a parameter
	// Python does not offer: the argument's default).
	from string
	// defs holds, per argument, the default a value not given takes, or
	// nil (None, or no default); nil when no argument has one.
	defs []any
	// ret is the argument the operator returns + 1 (in place, out=), or 0
	// (a new tensor).
	ret uint8
}

const (
	pySelf   = 0xff
	pyAbsent = 0xfe
)

// The entry points hold the parsed values (v: room for a signature of
// up to 8 parameters, which most take; pyRun makes room for more), and
// pyRun looks up the table and makes the call in one frame: a frame for
// each of the lookup, the choice of v's size and the call cost a call
// some 50 instructions.

// pyMethod is the entry point Tensor.X(args...) of table i.
func pyMethod(i int, self *Tensor, args []any) *Tensor {
	var v [8]any
	t, err := pyRun(i, self, args, nil, v[:])
	if err != nil {
		return rtFailed(err)
	}
	return t
}

// pyFunction is the entry point X(args...) of table i.
func pyFunction(i int, args []any) *Tensor {
	var v [8]any
	t, err := pyRun(i, nil, args, nil, v[:])
	if err != nil {
		return rtFailed(err)
	}
	return t
}

// pyResults is the entry point of table i whose results are not one
// tensor: rs point to the entry point's result variables, which it
// writes when the call succeeds. self is the receiver, or nil.
func pyResults(i int, self *Tensor, args []any, rs ...unsafe.Pointer) error {
	var v [8]any
	_, err := pyRun(i, self, args, rs, v[:])
	return err
}

// pyTableAt is table i, decoded.
func pyTableAt(i int) *pyTable {
	t := &pyTables[i]
	if !t.ready.Load() {
		t.load(i)
	}
	return t
}

func (t *pyTable) load(i int) {
	defer t.ready.Store(true)
	t.once.Do(func() {
		start := uint32(0)
		if i > 0 {
			start = pySpecEnds[i-1]
		}
		d := pySpecReader{s: pySpecs[start:pySpecEnds[i]]}
		t.decode(&d)
		if d.err != nil {
			t.err = fmt.Errorf("torch: gotorchgen bug: the table of %s: %w; please report it", t.p.name, d.err)
			return
		}
		t.p.init()
		if t.p.err != nil {
			t.err = t.p.err
			return
		}
		for _, s := range t.p.sigs {
			t.most = max(t.most, len(s.params))
		}
		if t.old != nil {
			t.most = max(t.most, len(t.old.args))
		}
		if t.most > pyMaxParams {
			t.err = fmt.Errorf("torch: gotorchgen bug: %s has a signature of %d parameters, over %d; please report it", t.p.name, t.most, pyMaxParams)
		}
	})
}

// pyRun makes the call of table i: its tensor (rs nil), or its results
// written through rs. v is room for the parsed values (all nil): where
// the table's signatures need more, pyRunLarge makes it.
func pyRun(i int, self *Tensor, args []any, rs []unsafe.Pointer, v []any) (*Tensor, error) {
	t := &pyTables[i]
	if !t.ready.Load() {
		t.load(i)
	}
	if t.err != nil {
		return nil, t.err
	}
	if t.most > len(v) {
		return pyRunLarge(i, self, args, rs)
	}
	var ints [pyScratch]int64
	sig := -1
	// A fast path whose key is not the call's (another number of values,
	// a keyword or not last) misses: it is skipped without match's call.
	// Fast paths reach the signature the parser would, so which of them
	// matches first does not matter.
	lastKw := false
	if len(args) > 0 {
		_, lastKw = args[len(args)-1].(*kw.Arg)
	}
	key := pyFastKey(len(args), lastKw)
	for k := int(t.fastFrom[key]); k < len(t.fastKeys); k++ {
		if fk := t.fastKeys[k]; fk != key && fk != pyFastAnyKey {
			k = int(t.fastFrom[pyFastAnyKey]) - 1 // on to the varargs'
			continue
		}
		if sig = t.fast[k].match(args, v, ints[:]); sig >= 0 {
			break
		}
	}
	var err error
	if sig < 0 {
		// The typed call shape's options struct is no fast path's value.
		if o := t.old; o != nil && len(args) == o.k+1 && pyIsOptions(args[o.k], o.opts) {
			if err := o.values(t, args, v); err != nil {
				return nil, err
			}
			return pyInvoke(&o.op, self, v, nil, rs)
		}
		if sig, err = t.p.parse(args, v, ints[:]); err != nil {
			return nil, err
		}
	}
	var r *Tensor
	if c := &t.calls[sig]; c.plain {
		r, err = pyInvoke(&c.base, self, v, ints[:], rs)
	} else {
		r, err = t.invokeOther(sig, self, v, ints[:], rs)
	}
	if t.p.numbers {
		// Only the chosen signature's parameters can hold a temporary.
		pyFreeTemps(v[:len(t.p.sigs[sig].params)])
	}
	return r, err
}

// invokeOther makes the call of signature sig, which is not plain: its
// error, its out= call, or its call and then requires_grad.
func (t *pyTable) invokeOther(sig int, self *Tensor, v []any, ints []int64, rs []unsafe.Pointer) (*Tensor, error) {
	c := &t.calls[sig]
	var r *Tensor
	var err error
	switch {
	case c.fail != "" && c.fail[0] == 'u':
		err = pyUncarried(&t.p, sig, c.fail[1:])
	case c.fail != "":
		err = pyElsewhere(&t.p, sig, c.fail[1:])
	case c.outParam > 0 && v[c.outParam-1] != nil && c.outFail != "":
		err = pyUncarried(&t.p, sig, c.outFail)
	case c.outParam > 0 && v[c.outParam-1] != nil:
		r, err = pyInvoke(&c.out, self, v, ints, rs)
	default:
		r, err = pyInvoke(&c.base, self, v, ints, rs)
	}
	if err == nil && c.gradParam > 0 {
		r = pyRequiresGrad(r, v, int(c.gradParam)-1)
	}
	return r, err
}

// pyRunLarge is pyRun with room for the most parameters.
func pyRunLarge(i int, self *Tensor, args []any, rs []unsafe.Pointer) (*Tensor, error) {
	var v [pyMaxParams]any
	return pyRun(i, self, args, rs, v[:])
}

// pyPkgPath is this package's import path, which an options struct's
// type has.
var pyPkgPath = reflect.TypeOf(pyTable{}).PkgPath()

// pyIsOptions reports whether a is this package's struct named name.
func pyIsOptions(a any, name string) bool {
	rt := reflect.TypeOf(a)
	return rt != nil && rt.Kind() == reflect.Struct && rt.Name() == name && rt.PkgPath() == pyPkgPath
}

// values puts the old call shape's values in v, one per argument: an Opt
// as its value or nil, as the typed function reads it.
func (o *pyOldShape) values(t *pyTable, args []any, v []any) error {
	opts := reflect.ValueOf(args[o.k])
	kinds := o.op.desc[3 : 3+len(o.args)]
	for i := range len(o.args) {
		var a any
		switch src := o.args[i]; {
		case src == pySelf:
			continue
		case src&0x80 != 0:
			f := opts.Field(int(src & 0x7f))
			if f.Kind() == reflect.Pointer && f.IsNil() {
				continue
			}
			a = f.Interface()
		default:
			a = args[src]
		}
		if opt, ok := a.(interface{ pyOpt() (any, bool) }); ok {
			var some bool
			if a, some = opt.pyOpt(); !some {
				continue
			}
		}
		if k := kinds[i]; k == rtArgTensor || k == rtArgOptTensor {
			if _, ok := a.(*Tensor); !ok && a != nil {
				t.p.init()
				return t.p.mismatch(args)
			}
		}
		v[i] = a
	}
	return nil
}

// decode reads a table's spec:
//
//	name NUL, flags (1: numbers), the number of signatures, each one's
//	literal NUL, then per signature its call:
//	  'u' ops NUL | 'e' Go call NUL | 'c' gradParam outParam outFail NUL op [op]
//	then the fast paths (emit's fastSpec) and the old call shape
//	(oldShapeSpec), each where the entry point has them
//	op: the descriptor's length (2 bytes, little-endian) and bytes, from
//	  (a byte per argument), ret, the number of defaults, each one's
//	  argument and value (pySpecReader.value)
func (t *pyTable) decode(d *pySpecReader) {
	t.p.name = d.str()
	t.p.numbers = d.byte()&1 != 0
	n := int(d.byte())
	for range n {
		t.p.src = append(t.p.src, d.str())
	}
	t.calls = make([]pyCall, n)
	for i := range t.calls {
		c := &t.calls[i]
		switch tag := d.byte(); tag {
		case 'u', 'e':
			c.fail = string(tag) + d.str()
		case 'c':
			c.gradParam, c.outParam, c.outFail = d.byte(), d.byte(), d.str()
			d.op(&c.base)
			if c.outParam > 0 && c.outFail == "" {
				d.op(&c.out)
			}
			c.plain = c.outParam == 0 && c.gradParam == 0
		default:
			d.fail("call tag %q", tag)
		}
	}
	if d.s != "" && d.s[0] == 'f' {
		d.take(1)
		t.fast = make([]pyFast, d.byte())
		for k := range t.fast {
			f := &t.fast[k]
			f.sig, f.kind = int(d.byte()), d.byte()
			switch f.kind {
			case 'v':
				f.nargs = -1
			case 'p':
				f.codes = d.str()
				f.nargs = len(f.codes)
			case 'k':
				f.codes, f.param, f.name, f.code = d.str(), int(d.byte()), d.str(), d.byte()
				f.nargs = len(f.codes) + 1
			default:
				d.fail("fast path kind %q", f.kind)
			}
			if f.sig >= n || len(f.codes) > 4 || f.param >= pyMaxParams {
				d.fail("fast path %d of %d signatures", k, n)
			}
		}
		// By key: any order of them takes a call to the signature the
		// parser would.
		key := func(f *pyFast) byte {
			if f.nargs < 0 {
				return pyFastAnyKey
			}
			return pyFastKey(f.nargs, f.kind == 'k')
		}
		slices.SortStableFunc(t.fast, func(a, b pyFast) int { return cmp.Compare(key(&a), key(&b)) })
		keys := make([]byte, len(t.fast))
		for k := range t.fast {
			keys[k] = key(&t.fast[k])
		}
		t.fastKeys = string(keys)
		for key := range t.fastFrom {
			k, _ := slices.BinarySearch(keys, byte(key))
			t.fastFrom[key] = uint8(k)
		}
	}
	if d.s != "" && d.s[0] == 'o' {
		d.take(1)
		o := &pyOldShape{opts: d.str(), k: int(d.byte())}
		o.args = d.take(int(d.byte()))
		d.op(&o.op)
		if len(o.op.from) != len(o.args) {
			d.fail("old call shape of %d arguments for an operator of %d", len(o.args), len(o.op.from))
		}
		t.old = o
	}
	if d.err == nil && d.s != "" {
		d.fail("%d bytes left", len(d.s))
	}
}

// pySpecReader reads a table's spec; the first error stops it.
type pySpecReader struct {
	s   string
	err error
}

func (d *pySpecReader) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
	d.s = ""
}

func (d *pySpecReader) take(n int) string {
	if n > len(d.s) {
		d.fail("truncated")
		return ""
	}
	v := d.s[:n]
	d.s = d.s[n:]
	return v
}

func (d *pySpecReader) byte() byte {
	if v := d.take(1); v != "" {
		return v[0]
	}
	return 0
}

func (d *pySpecReader) u64() uint64 {
	v := d.take(8)
	if len(v) < 8 {
		return 0
	}
	var x uint64
	for i := 7; i >= 0; i-- {
		x = x<<8 | uint64(v[i])
	}
	return x
}

func (d *pySpecReader) str() string {
	i := strings.IndexByte(d.s, 0)
	if i < 0 {
		d.fail("unterminated string")
		return ""
	}
	v := d.s[:i]
	d.s = d.s[i+1:]
	return v
}

func (d *pySpecReader) op(op *pyOp) {
	n := int(d.byte())
	n |= int(d.byte()) << 8
	op.desc = d.take(n)
	if len(op.desc) < 3 {
		d.fail("descriptor of %d bytes", len(op.desc))
		return
	}
	args := int(op.desc[1])
	op.from = d.take(args)
	op.ret = d.byte()
	if k := int(d.byte()); k > 0 {
		op.defs = make([]any, args)
		for range k {
			i := int(d.byte())
			v := d.value()
			if i >= args {
				d.fail("default of argument %d of %d", i, args)
				return
			}
			op.defs[i] = v
		}
	}
}

// value reads a default: a tag and its value.
//
//	'i' int64, 'f' float64 (8 bytes each, little-endian), 'b' bool (1),
//	's' string NUL, 'I' / 'F' / 'B' a count (1) and as many int64s,
//	float64s or bools, 'T' an empty tensor list, 'E' a constant's Go name NUL
func (d *pySpecReader) value() any {
	switch tag := d.byte(); tag {
	case 'i':
		return int64(d.u64())
	case 'f':
		return math.Float64frombits(d.u64())
	case 'b':
		return d.byte() != 0
	case 's':
		return d.str()
	case 'I':
		v := make([]int64, d.byte())
		for i := range v {
			v[i] = int64(d.u64())
		}
		return v
	case 'F':
		v := make([]float64, d.byte())
		for i := range v {
			v[i] = math.Float64frombits(d.u64())
		}
		return v
	case 'B':
		v := make([]bool, d.byte())
		for i := range v {
			v[i] = d.byte() != 0
		}
		return v
	case 'T':
		return []*Tensor{}
	case 'E':
		name := d.str()
		if v, ok := pyConstants[name]; ok {
			return v
		}
		d.fail("no constant %s", name)
	default:
		d.fail("value tag %q", tag)
	}
	return nil
}

// pyConstants are the constants a default may name (bind's enumConstants,
// and the reductions).
var pyConstants = map[string]any{
	"Uint8": Uint8, "Int8": Int8, "Int16": Int16, "Int32": Int32, "Int64": Int64,
	"Float16": Float16, "Float32": Float32, "Float64": Float64, "Boolean": Boolean,
	"BFloat16": BFloat16, "Complex64": Complex64, "Complex128": Complex128,
	"ContiguousFormat": ContiguousFormat, "PreserveFormat": PreserveFormat,
	"ChannelsLast": ChannelsLast, "ChannelsLast3d": ChannelsLast3d,
	"Strided": Strided, "SparseCoo": SparseCoo, "SparseCsr": SparseCsr,
	"ReductionNone": ReductionNone, "ReductionMean": ReductionMean, "ReductionSum": ReductionSum,
}

// pyInvoke calls op with the parsed values v (ints: their scratch space)
// and the receiver self, and returns its tensor, or, where rs is not nil,
// writes its results through rs: rtInvokeN's work, over values where
// rtInvokeN has pointers to a wrapper's variables.
func pyInvoke(op *pyOp, self *Tensor, v []any, ints []int64, rs []unsafe.Pointer) (*Tensor, error) {
	desc := op.desc
	n, m, kinds, rets, goRets, routes := rtDescParts(desc)
	var small [8]rtArg
	args := small[:]
	if c := max(n, m); c > len(small) {
		args = make([]rtArg, c)
	}
	var wbuf [32]uint64
	w := wbuf[:0]
	// The tensor each tensor argument uses, by argument (the tensor lists
	// are the values'): slices appended to in the loop cost it spills.
	var hbuf [8]*Tensor
	held := hbuf[:]
	if n > len(hbuf) {
		held = make([]*Tensor, n)
	}
	for i := range n {
		k, src := kinds[i], op.from[i]
		if k == rtArgTensor || k == rtArgOptTensor {
			// pyTensorFrom, its commonest cases inlined.
			t, ok := self, src == pySelf
			if !ok && src < pyAbsent {
				t, ok = v[src].(*Tensor)
			}
			if !ok {
				t = pyTensorOther(v, src)
			}
			if k == rtArgTensor {
				args[i] = rtTensor(t)
			} else {
				args[i] = rtOptTensor(t)
			}
			held[i] = t
			continue
		}
		var ok bool
		if args[i], w, ok = pyStackArg(w, k, op.value(v, i), ints, &routes); !ok {
			pyUnuse(op, kinds[:i], held, v)
			return nil, rtInvokeBug(desc, "argument", i)
		}
	}
	msg, rest := rtDispatch(desc[0], args, n, rets, w, routes)
	pyUnuse(op, kinds, held, v)
	if msg != "" {
		if err := pyCarried(op, kinds, held, v); err != nil {
			return nil, err
		}
		return nil, rtCallError(msg, rest)
	}
	if rs != nil {
		if len(rs) != m {
			return nil, rtInvokeBug(desc, "result", len(rs))
		}
		for i := range m {
			if !rtRetOf(args[i], goRets[i], rs[i]) {
				return nil, rtInvokeBug(desc, "result", i)
			}
		}
		return nil, nil
	}
	switch {
	case m == 1 && goRets[0] == rtRetTensorKind:
		return rtRetTensor(args[0]), nil
	case m == 1 && goRets[0] == rtRetNone && op.ret > 0:
		return pyTensorFrom(self, v, op.from[op.ret-1]), nil
	}
	return nil, rtInvokeBug(desc, "result", 0)
}

// pyTensorFrom is the tensor an argument takes: the receiver, or a parsed
// value (a number given for it made a tensor, pyTensorVal); nil for None.
func pyTensorFrom(self *Tensor, v []any, src byte) *Tensor {
	if src == pySelf {
		return self
	}
	if src < pyAbsent {
		if t, ok := v[src].(*Tensor); ok {
			return t
		}
	}
	return pyTensorOther(v, src)
}

// pyTensorFrom's other cases: None, or a number made a tensor.
func pyTensorOther(v []any, src byte) *Tensor {
	if src >= pyAbsent || v[src] == nil {
		return nil
	}
	return pyTensorVal(v, int(src))
}

// value is the value of argument i (not a tensor) of op: its parsed
// value, else its default, else nil (None).
func (op *pyOp) value(v []any, i int) any {
	var val any
	if src := op.from[i]; src < pyAbsent {
		val = v[src]
	}
	if val == nil && op.defs != nil {
		val = op.defs[i]
	}
	return val
}

// pyCarried is the error a failed tensor of op's arguments of kinds
// (held: each tensor argument's tensor) carries, the first argument's
// first, or nil.
func pyCarried(op *pyOp, kinds string, held []*Tensor, v []any) error {
	for i, k := range []byte(kinds) {
		var err error
		switch k {
		case rtArgTensor, rtArgOptTensor:
			if t := held[i]; t != nil {
				err = t.err
			}
		case rtArgTensors, rtArgOptTensors:
			list, _ := op.value(v, i).([]*Tensor)
			err = rtCarriedErr(list)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// pyUnuse ends the uses of op's arguments of kinds (held: each tensor
// argument's tensor).
func pyUnuse(op *pyOp, kinds string, held []*Tensor, v []any) {
	for i, k := range []byte(kinds) {
		// unuse and unuseTensors are not inlined: a call each saved.
		switch k {
		case rtArgTensor, rtArgOptTensor:
			if t := held[i]; t != nil {
				t.unuse()
			}
		case rtArgTensors, rtArgOptTensors:
			if list, _ := op.value(v, i).([]*Tensor); list != nil {
				unuseTensors(list)
			}
		}
	}
}

// pyStackArg is the stack entry of an argument of kind k (not a tensor)
// whose value is val: a parsed value (the parameter's Go type, pyargs.go's
// convert), a default (pyOp.defs), or nil (None). It builds the entry
// rtArgOf would build of the variable a typed wrapper hands rtInvoke,
// straight from the value: through a variable and rtArgOf's switch it
// cost each argument a second dispatch and an indirect conversion; one
// switch for an optional's value and a plain one saves each optional a
// call. false: val does not fit k (a generator's bug).
func pyStackArg(w []uint64, k byte, val any, ints []int64, routes *string) (rtArg, []uint64, bool) {
	opt := false
	if base := pyOptBases[k]; base != 0 {
		// An optional: None, or its value's entry marked optional (rtOpt).
		if val == nil {
			return rtArg{}, w, true
		}
		k, opt = base, true
	}
	var a rtArg
	ok := true
	switch k {
	case rtArgInt:
		var x int64
		x, ok = pyInt64(val)
		a = rtInt(x)
	case rtArgFloat:
		var x float64
		x, ok = pyFloat64(val)
		a = rtFloat(x)
	case rtArgBool:
		var x bool
		x, ok = val.(bool)
		a = rtBool(x)
	case rtArgDType:
		var x DType
		x, ok = val.(DType)
		a = rtDType(x)
	case rtArgLayout:
		var x Layout
		x, ok = val.(Layout)
		a = rtLayout(x)
	case rtArgMemoryFormat:
		var x MemoryFormat
		x, ok = val.(MemoryFormat)
		a = rtMemoryFormat(x)
	case rtArgDevice:
		var x Device
		x, ok = val.(Device)
		a = rtDevice(x)
	case rtArgReduction:
		var x Reduction
		x, ok = pyReduction(val)
		a = rtReduction(x)
	case rtArgString:
		var x string
		if x, ok = val.(string); ok {
			a, w = rtString(w, x)
		}
	case rtArgInts:
		// nil (a nil slice given, as torch.Zeros(nil)): the empty list,
		// as the typed mode's pyIntListVal.
		var x []int64
		if val == nil {
			a, w = rtInts(w, nil)
		} else if x, ok = pyIntListOf(val, ints); ok {
			a, w = rtInts(w, x)
		}
	case rtArgFloats:
		var x []float64
		if x, ok = val.([]float64); ok {
			a, w = rtFloats(w, x)
		}
	case rtArgTensors:
		var x []*Tensor
		if x, ok = val.([]*Tensor); ok {
			a, w = rtTensors(w, x)
		}
	case rtArgOptTensors:
		var x []*Tensor
		if x, ok = val.([]*Tensor); ok {
			a, w = rtOptTensors(w, x)
		}
	case rtArgBools2, rtArgBools3, rtArgBools4:
		var x [4]bool
		if x, ok = pyBools(val); ok {
			a, w = rtBools(w, x[:2+k-rtArgBools2])
		}
	case rtArgScalar:
		// Through rtArgOf, which owns the Scalar's route and entry.
		return pyCell(w, k, val, scalarOfValue, routes)
	case rtArgOptScalar:
		return pyOptCell(w, k, val, scalarOfValue, routes)
	case rtArgGenerator:
		// The pointer is the *Generator itself.
		if val == nil {
			return rtArgOf(w, k, nil, routes)
		}
		g, ok := val.(*Generator)
		if !ok {
			return rtArg{}, w, false
		}
		return rtArgOf(w, k, unsafe.Pointer(g), routes)
	case rtArgScalars:
		return pyCell(w, k, val, pyAs[[]Scalar], routes)
	case rtArgOptScalars:
		return pyOptCell(w, k, val, pyAs[[]Scalar], routes)
	default:
		return rtArg{}, w, false
	}
	if !ok {
		return rtArg{}, w, false
	}
	if opt {
		a.kind |= rtOptional
	}
	return a, w, true
}

// pyOptBases holds, per kind, the kind an optional one that pyStackArg
// takes as its value's holds (not the Scalars', rtArgOf's), else 0 (no
// such kind is 0): a load, where comparisons cost an argument some 8
// instructions more.
var pyOptBases = func() (b [256]byte) {
	for k := byte(rtArgOptInt); k <= rtArgOptString; k++ {
		b[k] = k - rtArgOptInt + rtArgInt
	}
	b[rtArgOptInts], b[rtArgOptFloats] = rtArgInts, rtArgFloats
	return b
}()

// pyCell is rtArgOf of val converted to T (the Scalar kinds).
func pyCell[T any](w []uint64, k byte, val any, conv func(any) (T, bool), routes *string) (rtArg, []uint64, bool) {
	x, ok := conv(val)
	if !ok {
		return rtArg{}, w, false
	}
	return rtArgOf(w, k, unsafe.Pointer(&x), routes)
}

// pyOptCell is rtArgOf of val as an Opt[T]: nil is None.
func pyOptCell[T any](w []uint64, k byte, val any, conv func(any) (T, bool), routes *string) (rtArg, []uint64, bool) {
	var o Opt[T]
	if val != nil {
		x, ok := conv(val)
		if !ok {
			return rtArg{}, w, false
		}
		o = Some(x)
	}
	return rtArgOf(w, k, unsafe.Pointer(&o), routes)
}

func pyAs[T any](val any) (T, bool) {
	x, ok := val.(T)
	return x, ok
}

// pyReduction takes Python's int reduction (the parser's int64) or a
// default's Reduction.
func pyReduction(val any) (Reduction, bool) {
	if r, ok := val.(Reduction); ok {
		return r, true
	}
	i, ok := val.(int64)
	return Reduction(i), ok
}

// pyBools is a bool array's value (a parsed []bool, or a default's
// [N]bool) in the [4]bool rtArgOf reads the first N of.
func pyBools(val any) ([4]bool, bool) {
	var a [4]bool
	switch x := val.(type) {
	case []bool:
		copy(a[:], x)
	case [2]bool:
		copy(a[:], x[:])
	case [3]bool:
		copy(a[:], x[:])
	case [4]bool:
		a = x
	default:
		return a, false
	}
	return a, true
}
