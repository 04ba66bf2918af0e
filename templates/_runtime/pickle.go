//go:build cgo

package torch

import (
	"encoding/binary"
	"errors"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file is the subset of Python's pickle that torch.save writes
// (protocol 2, and the protocol 3-5 opcodes of the same kinds): an
// unpickler that calls only the globals it knows (pickleGlobal), and a
// pickler for the values Save accepts.
//
// The opcodes, against PyTorch's weights-only unpickler (torch.load's
// default since 2.6; torch/_weights_only_unpickler.py), which takes
// protocol 2's binary opcodes: PROTO STOP MARK GLOBAL REDUCE NEWOBJ
// BUILD APPEND(S) SETITEM(S) TUPLE TUPLE1-3 EMPTY_TUPLE/LIST/DICT/SET NONE
// NEWTRUE NEWFALSE BININT BININT1 BININT2 LONG1 BINFLOAT BINUNICODE
// SHORT_BINSTRING BINPERSID BINGET LONG_BINGET BINPUT LONG_BINPUT. The
// unpickler here also takes FRAME MEMOIZE STACK_GLOBAL SHORT_BINUNICODE
// BINUNICODE8 BINSTRING BINBYTES SHORT_BINBYTES BINBYTES8 LONG4 DUP POP
// POP_MARK LIST DICT (what torch.save(..., pickle_protocol=4) and older
// writers use): each only builds strings, bytes, ints, lists, dicts or
// moves values, and STACK_GLOBAL resolves through the same pickleGlobal as
// GLOBAL, so none calls more than weights-only would. It takes less:
// EMPTY_SET (no set value: a named error), BUILD on anything but an
// OrderedDict (weights-only also BUILDs a Tensor, a Parameter or an
// allowlisted class), NEWOBJ of a class (torch.nn.Parameter), an int
// persistent id. The Save side writes only weights-only's opcodes and
// globals (TestSaveWeightsOnly checks the pickles it writes).

// Tuple is a Python tuple (also torch.Size) in the values Load returns and
// Save accepts.
type Tuple []any

// Dict is a Python dict or collections.OrderedDict, keys in insertion
// order. A state_dict is an OrderedDict with string keys and *Tensor
// values; its Attrs hold the attributes pickled with it ("_metadata", the
// modules' versions, which load_state_dict reads).
type Dict struct {
	Keys    []any // string, int64, float64, bool, nil or Tuple
	Values  []any
	Ordered bool  // a collections.OrderedDict rather than a dict
	Attrs   *Dict // attributes set on an OrderedDict (BUILD), or nil
}

// Len returns the number of entries.
func (d *Dict) Len() int {
	if d == nil {
		return 0
	}
	return len(d.Keys)
}

// Get returns the value of key and whether d has it. Keys compare as in
// Python: 1, 1.0 and True are one key, and so are tuples of equal keys.
func (d *Dict) Get(key any) (any, bool) {
	if d == nil {
		return nil, false
	}
	for i, k := range d.Keys {
		if pyKeyEqual(k, key) {
			return d.Values[i], true
		}
	}
	return nil, false
}

// Tensor returns the tensor at key, or nil if there is none.
func (d *Dict) Tensor(key any) *Tensor {
	v, _ := d.Get(key)
	t, _ := v.(*Tensor)
	return t
}

// Set sets key's value, appending the key if d does not have it.
func (d *Dict) Set(key, value any) {
	for i, k := range d.Keys {
		if pyKeyEqual(k, key) {
			d.Values[i] = value
			return
		}
	}
	d.Keys = append(d.Keys, key)
	d.Values = append(d.Values, value)
}

// pyKeyEqual compares two dict keys as Python does, without panicking on
// unhashable ones (which equal nothing).
func pyKeyEqual(a, b any) bool {
	ka, ok := pyKey(a, nil)
	if !ok {
		return false
	}
	kb, ok := pyKey(b, nil)
	return ok && ka == kb
}

// pyTupleKey is the key of a tuple: its elements' keys, encoded.
type pyTupleKey string

// pyKey returns a comparable value that is the same for keys Python's
// dict takes as one (1, 1.0 and True; equal tuples), and false for a key
// that is unhashable here or NaN (which Python matches only by identity).
// intern, where not nil, numbers the tuples already seen so that a key of
// shared nested tuples stays small.
func pyKey(v any, intern *pyKeyIntern) (any, bool) {
	switch x := v.(type) {
	case string, DType, nil:
		return x, true
	case bool:
		if x {
			return int64(1), true
		}
		return int64(0), true
	case int64:
		return x, true
	case int:
		return int64(x), true
	case float64:
		if x != x {
			return nil, false
		}
		if x == math.Trunc(x) && x >= -(1<<63) && x < 1<<63 {
			return int64(x), true
		}
		return x, true
	case *pyTuple:
		return intern.tuple(x, x.items)
	case Tuple:
		return intern.tuple(nil, x)
	}
	return nil, false
}

// pyKeyIntern numbers tuple keys during one unpickling: a tuple's key
// holds its nested tuples' numbers, not their encodings, so keys stay
// linear in the pickle even when tuples share their elements.
type pyKeyIntern struct {
	ids   map[pyTupleKey]int
	known map[*pyTuple]pyTupleKey
}

func (in *pyKeyIntern) tuple(p *pyTuple, items []any) (any, bool) {
	if in != nil && p != nil {
		if k, ok := in.known[p]; ok {
			return k, true
		}
	}
	b := []byte{'('}
	for _, e := range items {
		k, ok := pyKey(e, in)
		if !ok {
			return nil, false
		}
		switch k := k.(type) {
		case nil:
			b = append(b, 'N')
		case string:
			b = strconv.AppendInt(append(b, 's'), int64(len(k)), 10)
			b = append(append(b, ':'), k...)
		case int64:
			b = append(strconv.AppendInt(append(b, 'i'), k, 10), ';')
		case float64:
			b = append(strconv.AppendUint(append(b, 'f'), math.Float64bits(k), 16), ';')
		case DType:
			b = append(strconv.AppendInt(append(b, 'd'), int64(k), 10), ';')
		case pyTupleKey:
			if in != nil {
				b = append(strconv.AppendInt(append(b, 't'), int64(in.ids[k]), 10), ';')
			} else {
				b = append(b, k...)
			}
		}
	}
	k := pyTupleKey(append(b, ')'))
	if in != nil {
		if _, ok := in.ids[k]; !ok {
			in.ids[k] = len(in.ids)
		}
		if p != nil {
			in.known[p] = k
		}
	}
	return k, true
}

// The unpickler's own mutable values; finish turns them into the exported
// ones.
type (
	pyList struct {
		items []any
		state uint8 // finish's
	}
	pyTuple struct {
		items []any
		state uint8
	}
	// pyGlobal is a callable global (pickleGlobal).
	pyGlobal struct {
		name string
		call func(u *unpickler, args []any) (any, error)
	}
	// pyClass is a global used only as a type marker.
	pyClass struct{ name string }
	pyMark  struct{}
)

// unpickler reads one pickle. persistentLoad answers BINPERSID.
type unpickler struct {
	data           []byte
	pos            int
	stack          []any
	marks          []int
	memo           map[uint32]any
	persistentLoad func(pid any) (any, error)
	dictIndex      map[*Dict]map[any]int
	keys           pyKeyIntern
	// values counts the values copied out of memoized containers, against
	// maxValues: a few bytes (BINGET, then OrderedDict(list), BUILD, a
	// tensor's size) copy a whole container, again and again. Everything
	// else costs input bytes: each opcode pushes at most one value.
	values, maxValues int
}

// pickleValuesPerByte bounds the values a pickle may copy per byte of it,
// plus a floor for small pickles. torch.save's pickles copy a tenth of one
// (a state_dict's _metadata, each tensor's size and stride); a pickle that
// builds what it copies (a list for OrderedDict) copies under one.
const (
	pickleValuesPerByte = 2
	pickleValuesFloor   = 1 << 16
)

// unpickle parses one pickle, stopping after its STOP: it returns the
// value and the number of bytes read.
func unpickle(data []byte, persistentLoad func(pid any) (any, error)) (any, int, error) {
	u := &unpickler{data: data, memo: map[uint32]any{}, persistentLoad: persistentLoad,
		dictIndex: map[*Dict]map[any]int{},
		keys:      pyKeyIntern{ids: map[pyTupleKey]int{}, known: map[*pyTuple]pyTupleKey{}},
		maxValues: pickleValuesPerByte*len(data) + pickleValuesFloor}
	v, err := u.run()
	return v, u.pos, err
}

func (u *unpickler) errorf(msg string) error {
	return &pickleError{pos: u.pos, msg: msg}
}

type pickleError struct {
	pos int
	msg string
}

func (e *pickleError) Error() string {
	return "pickle at byte " + strconv.Itoa(e.pos) + ": " + e.msg
}

func (u *unpickler) read(n int) ([]byte, error) {
	if n < 0 || n > len(u.data)-u.pos {
		return nil, u.errorf("truncated (needs " + strconv.Itoa(n) + " more bytes, has " +
			strconv.Itoa(len(u.data)-u.pos) + ")")
	}
	b := u.data[u.pos : u.pos+n]
	u.pos += n
	return b, nil
}

func (u *unpickler) readLine() (string, error) {
	for i := u.pos; i < len(u.data); i++ {
		if u.data[i] == '\n' {
			s := string(u.data[u.pos:i])
			u.pos = i + 1
			return s, nil
		}
	}
	return "", u.errorf("truncated (no end of line)")
}

func (u *unpickler) readUint(n int) (uint64, error) {
	b, err := u.read(n)
	if err != nil {
		return 0, err
	}
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v, nil
}

// count charges n values or slots against the pickle's budget.
func (u *unpickler) count(n int) error {
	if u.values += n; u.values > u.maxValues || n < 0 {
		return errors.New("copies more than " + strconv.Itoa(u.maxValues) + " values from a pickle of " +
			strconv.Itoa(len(u.data)) + " bytes (memoized containers used again and again: a memo bomb?)")
	}
	return nil
}

func (u *unpickler) push(v any) {
	if len(u.stack) == cap(u.stack) {
		// Doubling, where append grows a long slice by a quarter: fewer
		// arrays for the GC, a fifth less RSS for a run of a million DUPs.
		s := make([]any, len(u.stack), 2*cap(u.stack)+16)
		copy(s, u.stack)
		u.stack = s
	}
	u.stack = append(u.stack, v)
}

func (u *unpickler) pop() (any, error) {
	if len(u.stack) == 0 || (len(u.marks) > 0 && len(u.stack) <= u.marks[len(u.marks)-1]) {
		return nil, u.errorf("stack underflow")
	}
	v := u.stack[len(u.stack)-1]
	u.stack = u.stack[:len(u.stack)-1]
	return v, nil
}

func (u *unpickler) top() (any, error) {
	if len(u.stack) == 0 || (len(u.marks) > 0 && len(u.stack) <= u.marks[len(u.marks)-1]) {
		return nil, u.errorf("stack underflow")
	}
	return u.stack[len(u.stack)-1], nil
}

// popMark pops the values above the last MARK, and the mark.
func (u *unpickler) popMark() ([]any, error) {
	if len(u.marks) == 0 {
		return nil, u.errorf("no MARK on the stack")
	}
	m := u.marks[len(u.marks)-1]
	u.marks = u.marks[:len(u.marks)-1]
	if n := len(u.stack); n-m > max(m, 4096) {
		// A long run of values (a list of a million DUPs) is handed over,
		// not copied: a copy would double its cost. The stack starts anew.
		items := u.stack[m:n:n]
		head := make([]any, m, 2*m+16)
		copy(head, u.stack[:m])
		clear(u.stack[:m])
		u.stack = head
		return items, nil
	}
	items := append([]any(nil), u.stack[m:]...)
	clear(u.stack[m:])
	u.stack = u.stack[:m]
	return items, nil
}

func (u *unpickler) setItem(d *Dict, k, v any) error {
	key, ok := pyKey(k, &u.keys)
	if !ok {
		if f, isFloat := k.(float64); isFloat && f != f {
			return u.errorf("a dict key is NaN (Python keeps every NaN key apart, by identity)")
		}
		if t, isTuple := k.(*pyTuple); isTuple && pyHashable(t) {
			return u.errorf("a dict key is a tuple holding NaN (Python keeps such keys apart, by identity)")
		}
		return u.errorf("unhashable dict key of type " + pyTypeName(k))
	}
	idx := u.dictIndex[d]
	if idx == nil {
		idx = map[any]int{}
		u.dictIndex[d] = idx
	}
	// As Python: the first key stays, the last value wins.
	if i, ok := idx[key]; ok {
		d.Values[i] = v
		return nil
	}
	idx[key] = len(d.Keys)
	d.Keys = append(d.Keys, k)
	d.Values = append(d.Values, v)
	return nil
}

// pyHashable reports whether a tuple holds only key types (NaN aside).
func pyHashable(t *pyTuple) bool {
	for _, e := range t.items {
		switch e := e.(type) {
		case string, DType, nil, bool, int64, float64:
		case *pyTuple:
			if !pyHashable(e) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// Pickle opcodes.
const (
	pkMark           = '('
	pkStop           = '.'
	pkPop            = '0'
	pkPopMark        = '1'
	pkDup            = '2'
	pkBinint         = 'J'
	pkBinint1        = 'K'
	pkBinint2        = 'M'
	pkNone           = 'N'
	pkBinpersid      = 'Q'
	pkReduce         = 'R'
	pkBinstring      = 'T'
	pkShortBinstring = 'U'
	pkBinunicode     = 'X'
	pkAppend         = 'a'
	pkBuild          = 'b'
	pkGlobal         = 'c'
	pkDict           = 'd'
	pkEmptyDict      = '}'
	pkAppends        = 'e'
	pkBinget         = 'h'
	pkList           = 'l'
	pkEmptyList      = ']'
	pkLongBinget     = 'j'
	pkBinput         = 'q'
	pkLongBinput     = 'r'
	pkSetitem        = 's'
	pkTuple          = 't'
	pkEmptyTuple     = ')'
	pkSetitems       = 'u'
	pkBinfloat       = 'G'
	pkProto          = 0x80
	pkNewobj         = 0x81
	pkTuple1         = 0x85
	pkTuple2         = 0x86
	pkTuple3         = 0x87
	pkNewtrue        = 0x88
	pkNewfalse       = 0x89
	pkLong1          = 0x8a
	pkLong4          = 0x8b
	pkBinbytes       = 'B'
	pkShortBinbytes  = 'C'
	pkShortBinuni    = 0x8c
	pkBinunicode8    = 0x8d
	pkBinbytes8      = 0x8e
	pkMemoize        = 0x94
	pkFrame          = 0x95
	pkStackGlobal    = 0x93
	pkEmptySet       = 0x8f
)

func (u *unpickler) run() (any, error) {
	for {
		if u.pos >= len(u.data) {
			return nil, u.errorf("truncated (no STOP)")
		}
		op := u.data[u.pos]
		u.pos++
		if err := u.step(op); err != nil {
			if err == errPickleStop {
				if len(u.stack) != 1 || len(u.marks) != 0 {
					return nil, u.errorf("STOP with " + strconv.Itoa(len(u.stack)) + " values on the stack")
				}
				return u.stack[0], nil
			}
			return nil, err
		}
	}
}

var errPickleStop = &pickleError{msg: "stop"}

func (u *unpickler) step(op byte) error {
	switch op {
	case pkProto:
		b, err := u.read(1)
		if err != nil {
			return err
		}
		if b[0] > 5 {
			return u.errorf("unsupported pickle protocol " + strconv.Itoa(int(b[0])))
		}
	case pkFrame:
		_, err := u.read(8) // frames only group opcodes
		return err
	case pkStop:
		return errPickleStop
	case pkMark:
		u.marks = append(u.marks, len(u.stack))
	case pkPop:
		if len(u.stack) > 0 && (len(u.marks) == 0 || len(u.stack) > u.marks[len(u.marks)-1]) {
			u.stack = u.stack[:len(u.stack)-1]
		} else if len(u.marks) > 0 && len(u.stack) == u.marks[len(u.marks)-1] {
			u.marks = u.marks[:len(u.marks)-1]
		} else {
			return u.errorf("stack underflow")
		}
	case pkPopMark:
		_, err := u.popMark()
		return err
	case pkDup:
		v, err := u.top()
		if err != nil {
			return err
		}
		u.push(v)
	case pkNone:
		u.push(nil)
	case pkNewtrue:
		u.push(true)
	case pkNewfalse:
		u.push(false)
	case pkBinint:
		v, err := u.readUint(4)
		if err != nil {
			return err
		}
		u.push(int64(int32(uint32(v))))
	case pkBinint1:
		v, err := u.readUint(1)
		if err != nil {
			return err
		}
		u.push(int64(v))
	case pkBinint2:
		v, err := u.readUint(2)
		if err != nil {
			return err
		}
		u.push(int64(v))
	case pkLong1, pkLong4:
		n := uint64(0)
		var err error
		if op == pkLong1 {
			n, err = u.readUint(1)
		} else {
			n, err = u.readUint(4)
		}
		if err != nil {
			return err
		}
		b, err := u.read(int(min(n, math.MaxInt32)))
		if err != nil {
			return err
		}
		v, err := u.long(b)
		if err != nil {
			return err
		}
		u.push(v)
	case pkBinfloat:
		b, err := u.read(8)
		if err != nil {
			return err
		}
		u.push(math.Float64frombits(binary.BigEndian.Uint64(b)))
	case pkBinunicode, pkShortBinuni, pkBinunicode8, pkBinstring, pkShortBinstring:
		size := 4
		switch op {
		case pkShortBinuni, pkShortBinstring:
			size = 1
		case pkBinunicode8:
			size = 8
		}
		n, err := u.readUint(size)
		if err != nil {
			return err
		}
		if n > uint64(len(u.data)) {
			return u.errorf("string of " + strconv.FormatUint(n, 10) + " bytes overruns the pickle")
		}
		b, err := u.read(int(n))
		if err != nil {
			return err
		}
		// torch.load decodes protocol 0-2's byte strings as UTF-8 too.
		if !utf8.Valid(b) {
			return u.errorf("string is not valid UTF-8")
		}
		u.push(string(b))
	case pkBinbytes, pkShortBinbytes, pkBinbytes8:
		size := 4
		if op == pkShortBinbytes {
			size = 1
		} else if op == pkBinbytes8 {
			size = 8
		}
		n, err := u.readUint(size)
		if err != nil {
			return err
		}
		if n > uint64(len(u.data)) {
			return u.errorf("bytes of " + strconv.FormatUint(n, 10) + " bytes overrun the pickle")
		}
		b, err := u.read(int(n))
		if err != nil {
			return err
		}
		u.push(append([]byte(nil), b...))
	case pkEmptyDict:
		u.push(&Dict{})
	case pkEmptyList:
		u.push(&pyList{})
	case pkEmptyTuple:
		u.push(&pyTuple{})
	case pkTuple1, pkTuple2, pkTuple3:
		n := int(op-pkTuple1) + 1
		items := make([]any, n)
		for i := n - 1; i >= 0; i-- {
			v, err := u.pop()
			if err != nil {
				return err
			}
			items[i] = v
		}
		u.push(&pyTuple{items: items})
	case pkTuple:
		items, err := u.popMark()
		if err != nil {
			return err
		}
		u.push(&pyTuple{items: items})
	case pkList:
		items, err := u.popMark()
		if err != nil {
			return err
		}
		u.push(&pyList{items: items})
	case pkDict:
		items, err := u.popMark()
		if err != nil {
			return err
		}
		d := &Dict{}
		if err := u.setItems(d, items); err != nil {
			return err
		}
		u.push(d)
	case pkAppend, pkAppends:
		var items []any
		if op == pkAppend {
			v, err := u.pop()
			if err != nil {
				return err
			}
			items = []any{v}
		} else {
			var err error
			if items, err = u.popMark(); err != nil {
				return err
			}
		}
		t, err := u.top()
		if err != nil {
			return err
		}
		l, ok := t.(*pyList)
		if !ok {
			return u.errorf("APPEND to " + pyAType(t) + ", not a list")
		}
		if l.items == nil && op == pkAppends {
			l.items = items // popMark's own slice
		} else {
			l.items = append(l.items, items...)
		}
	case pkSetitem, pkSetitems:
		var items []any
		if op == pkSetitem {
			v, err := u.pop()
			if err != nil {
				return err
			}
			k, err := u.pop()
			if err != nil {
				return err
			}
			items = []any{k, v}
		} else {
			var err error
			if items, err = u.popMark(); err != nil {
				return err
			}
		}
		t, err := u.top()
		if err != nil {
			return err
		}
		d, ok := t.(*Dict)
		if !ok {
			return u.errorf("SETITEM on " + pyAType(t) + ", not a dict")
		}
		return u.setItems(d, items)
	case pkBinput, pkLongBinput, pkMemoize:
		var i uint64
		var err error
		switch op {
		case pkBinput:
			i, err = u.readUint(1)
		case pkLongBinput:
			i, err = u.readUint(4)
		default:
			i = uint64(len(u.memo))
		}
		if err != nil {
			return err
		}
		v, err := u.top()
		if err != nil {
			return err
		}
		u.memo[uint32(i)] = v
	case pkBinget, pkLongBinget:
		size := 1
		if op == pkLongBinget {
			size = 4
		}
		i, err := u.readUint(size)
		if err != nil {
			return err
		}
		v, ok := u.memo[uint32(i)]
		if !ok {
			return u.errorf("memo key " + strconv.FormatUint(i, 10) + " not defined")
		}
		u.push(v)
	case pkGlobal:
		module, err := u.readLine()
		if err != nil {
			return err
		}
		name, err := u.readLine()
		if err != nil {
			return err
		}
		g, err := pickleGlobal(module, name)
		if err != nil {
			return u.errorf(err.Error())
		}
		u.push(g)
	case pkStackGlobal:
		name, err := u.pop()
		if err != nil {
			return err
		}
		module, err := u.pop()
		if err != nil {
			return err
		}
		m, ok1 := module.(string)
		n, ok2 := name.(string)
		if !ok1 || !ok2 {
			return u.errorf("STACK_GLOBAL needs two strings")
		}
		g, err := pickleGlobal(m, n)
		if err != nil {
			return u.errorf(err.Error())
		}
		u.push(g)
	case pkReduce, pkNewobj:
		args, err := u.pop()
		if err != nil {
			return err
		}
		fn, err := u.pop()
		if err != nil {
			return err
		}
		t, ok := args.(*pyTuple)
		if !ok {
			return u.errorf("REDUCE arguments are " + pyAType(args) + ", not a tuple")
		}
		g, ok := fn.(*pyGlobal)
		if !ok {
			return u.errorf("REDUCE calls " + pyAType(fn) + ", not a supported callable")
		}
		v, err := g.call(u, t.items)
		if err != nil {
			return u.errorf(g.name + ": " + err.Error())
		}
		u.push(v)
	case pkBuild:
		state, err := u.pop()
		if err != nil {
			return err
		}
		t, err := u.top()
		if err != nil {
			return err
		}
		d, ok1 := t.(*Dict)
		s, ok2 := state.(*Dict)
		if !ok1 || !d.Ordered || !ok2 {
			return u.errorf("BUILD of " + pyAType(t) + " with " + pyAType(state) + " is not supported")
		}
		if d.Attrs == nil {
			d.Attrs = &Dict{}
		}
		// A memoized state may be applied again and again: its entries count.
		if err := u.count(2 * len(s.Keys)); err != nil {
			return u.errorf(err.Error())
		}
		for i := range s.Keys {
			if err := u.setItem(d.Attrs, s.Keys[i], s.Values[i]); err != nil {
				return err
			}
		}
		return nil
	case pkBinpersid:
		pid, err := u.pop()
		if err != nil {
			return err
		}
		if u.persistentLoad == nil {
			return u.errorf("persistent id without a persistent_load")
		}
		v, err := u.persistentLoad(pid)
		if err != nil {
			return u.errorf(err.Error())
		}
		u.push(v)
	case pkEmptySet:
		return u.errorf("a Python set (EMPTY_SET) is not supported: Load has no set value")
	default:
		return u.errorf("unsupported pickle opcode " + strconv.Quote(string(rune(op))) +
			" (0x" + strconv.FormatUint(uint64(op), 16) + ")")
	}
	return nil
}

func (u *unpickler) setItems(d *Dict, items []any) error {
	if len(items)%2 != 0 {
		return u.errorf("odd number of values for SETITEMS")
	}
	for i := 0; i < len(items); i += 2 {
		if err := u.setItem(d, items[i], items[i+1]); err != nil {
			return err
		}
	}
	return nil
}

// long decodes a little-endian two's complement integer (LONG1, LONG4).
func (u *unpickler) long(b []byte) (any, error) {
	if len(b) == 0 {
		return int64(0), nil
	}
	if len(b) <= 8 {
		var v uint64
		for i := len(b) - 1; i >= 0; i-- {
			v = v<<8 | uint64(b[i])
		}
		if shift := 64 - 8*uint(len(b)); shift > 0 {
			return int64(v<<shift) >> shift, nil
		}
		return int64(v), nil
	}
	// Wider: the legacy format's magic number, or an error.
	be := make([]byte, len(b))
	for i := range b {
		be[len(b)-1-i] = b[i]
	}
	v := new(big.Int).SetBytes(be)
	if b[len(b)-1]&0x80 != 0 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(8*len(b))))
	}
	if v.IsInt64() {
		return v.Int64(), nil
	}
	return v, nil
}

// pyTypeName names a value's Python type for messages.
func pyTypeName(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case bool:
		return "bool"
	case int64, *big.Int:
		return "int"
	case float64:
		return "float"
	case string:
		return "str"
	case []byte:
		return "bytes"
	case *pyList, []any:
		return "list"
	case *pyTuple, Tuple:
		return "tuple"
	case *Dict:
		if v.Ordered {
			return "OrderedDict"
		}
		return "dict"
	case *pyGlobal:
		return v.name
	case *pyClass:
		return v.name
	case *pendingTensor, *Tensor:
		return "Tensor"
	case *storageRef:
		return "storage"
	case DType:
		return "torch.dtype"
	case *storageType:
		return "storage class"
	case complex128:
		return "complex"
	case Layout:
		return "torch.layout"
	}
	return "unknown type (Go " + reflect.TypeOf(v).String() + ")"
}

// pyAType is pyTypeName with its article, for messages: "a list", "an
// int", "an unknown type", and None alone.
func pyAType(v any) string {
	name := pyTypeName(v)
	switch {
	case v == nil:
		return name
	case strings.ContainsRune("aeiouAEIOU", rune(name[0])):
		return "an " + name
	}
	return "a " + name
}

// pickler writes protocol 2 pickles.
type pickler struct {
	buf  []byte
	memo int
}

func (p *pickler) op(b ...byte) { p.buf = append(p.buf, b...) }

func (p *pickler) put() {
	if p.memo < 256 {
		p.op(pkBinput, byte(p.memo))
	} else {
		p.op(pkLongBinput)
		p.buf = binary.LittleEndian.AppendUint32(p.buf, uint32(p.memo))
	}
	p.memo++
}

func (p *pickler) get(i int) {
	if i < 256 {
		p.op(pkBinget, byte(i))
	} else {
		p.op(pkLongBinget)
		p.buf = binary.LittleEndian.AppendUint32(p.buf, uint32(i))
	}
}

func (p *pickler) int(v int64) {
	switch {
	case v >= 0 && v < 256:
		p.op(pkBinint1, byte(v))
	case v >= 0 && v < 65536:
		p.op(pkBinint2, byte(v), byte(v>>8))
	case v >= math.MinInt32 && v <= math.MaxInt32:
		p.op(pkBinint)
		p.buf = binary.LittleEndian.AppendUint32(p.buf, uint32(int32(v)))
	default:
		// LONG1: the shortest two's complement.
		b := binary.LittleEndian.AppendUint64(nil, uint64(v))
		for len(b) > 1 && ((b[len(b)-1] == 0 && b[len(b)-2]&0x80 == 0) ||
			(b[len(b)-1] == 0xff && b[len(b)-2]&0x80 != 0)) {
			b = b[:len(b)-1]
		}
		p.op(pkLong1, byte(len(b)))
		p.op(b...)
	}
}

func (p *pickler) uint(v uint64) {
	if v <= math.MaxInt64 {
		p.int(int64(v))
		return
	}
	b := binary.LittleEndian.AppendUint64(nil, v)
	p.op(pkLong1, 9)
	p.op(append(b, 0)...)
}

func (p *pickler) float(v float64) {
	p.op(pkBinfloat)
	p.buf = binary.BigEndian.AppendUint64(p.buf, math.Float64bits(v))
}

func (p *pickler) string(s string) {
	p.op(pkBinunicode)
	p.buf = binary.LittleEndian.AppendUint32(p.buf, uint32(len(s)))
	p.buf = append(p.buf, s...)
}

func (p *pickler) bool(v bool) {
	if v {
		p.op(pkNewtrue)
	} else {
		p.op(pkNewfalse)
	}
}

func (p *pickler) global(module, name string) {
	p.op(pkGlobal)
	p.buf = append(p.buf, module+"\n"+name+"\n"...)
}

// bytes writes b as protocol 2 does: _codecs.encode(latin-1 text, "latin1").
func (p *pickler) bytes(b []byte) {
	p.global("_codecs", "encode")
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	p.string(string(r))
	p.string("latin1")
	p.op(pkTuple2, pkReduce)
}

// ints writes a tuple of ints.
func (p *pickler) ints(v []int64) {
	if len(v) == 0 {
		p.op(pkEmptyTuple)
		return
	}
	if len(v) > 3 {
		p.op(pkMark)
	}
	for _, x := range v {
		p.int(x)
	}
	switch len(v) {
	case 1:
		p.op(pkTuple1)
	case 2:
		p.op(pkTuple2)
	case 3:
		p.op(pkTuple3)
	default:
		p.op(pkTuple)
	}
}

// sortedKeys returns a map's keys in order, for a deterministic file.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
