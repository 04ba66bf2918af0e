package torch

// #include "gotorch.h"
// // safetensors.cpp (internal/cxxrt)
// typedef struct gt_mapping gt_mapping;
// char* gt_mapping_open(int fd, int64_t len, gt_mapping** out);
// void gt_mapping_release(gt_mapping* m);
// int64_t gt_mappings_live(void);
// char* gt_mapping_tensor(gt_mapping* m, int64_t offset, const int64_t* shape, int64_t ndim, int32_t dtype,
//                         bool copy, gt_tensor_out* out);
// char* gt_tensor_bytes(gt_tensor t, void** data, int64_t* nbytes);
import "C"

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"
)

// The safetensors format (https://github.com/huggingface/safetensors),
// read and written by hand: an 8-byte little-endian header length n, n
// bytes of JSON ({"__metadata__": {string: string}, name: {"dtype": "F32",
// "shape": [2, 3], "data_offsets": [begin, end]}, ...}), then the data
// region, which the tensors' [begin, end) ranges tile exactly, each
// tensor's elements little-endian in row-major order.
//
// The generated package depends on nothing but the Go standard library
// and libtorch, so github.com/nlpodyssey/safetensors and gomlx's
// go-huggingface reader were weighed and not used: the header is parsed
// with encoding/json's tokenizer (which also finds a key given twice),
// and written by hand the way the reference library's serde_json writes
// it, so that a file Go writes is byte for byte the one Python's
// safetensors.torch.save_file writes of the same tensors (metadata of at
// most one key: Rust writes a map's keys in no fixed order, Go sorted).
//
// What a file is checked for is what the reference implementation (the
// Rust crate under the Python package, 0.8) checks, with its names for
// each failure in the messages: a header of at most 100,000,000 bytes
// (HeaderTooLarge) within the file (HeaderTooSmall, InvalidHeaderLength),
// UTF-8 (InvalidHeader) JSON of the format's shape
// (InvalidHeaderDeserialization), tensors that, sorted by their offsets,
// tile the data region from 0 without a hole or an overlap
// (InvalidOffset), each range the size its shape and dtype make
// (TensorInvalidInfo, ValidationOverflow, MisalignedSlice), and the last
// ending where the file does (MetadataIncompleteBuffer). Go is stricter
// in one place: a key given twice (a tensor, a metadata entry or a field)
// is an error, where serde keeps the last. Memory is bounded by the
// header: the data region is never read but through the mapping.
//
// Every error is an *Error whose Err is one of the ErrSafetensors values
// below (errors.Is works), or the *fs.PathError of a file that cannot be
// opened or written.

// The kinds of safetensors errors (an *Error's Err: errors.Is).
var (
	// ErrSafetensorsHeader: the header cannot be read: the file is shorter
	// than 8 bytes, the header longer than 100,000,000 bytes or than the
	// file, not UTF-8, not JSON, not of the format's shape (wrong types,
	// negative numbers, missing fields), or a key is given twice.
	ErrSafetensorsHeader = errors.New("invalid safetensors header")
	// ErrSafetensorsOffsets: the tensors' data_offsets do not tile the
	// data region (a hole, an overlap, data past the last tensor, a range
	// past the end of the file).
	ErrSafetensorsOffsets = errors.New("safetensors data offsets do not cover the data")
	// ErrSafetensorsTensorInfo: a tensor's shape and dtype make another
	// size than its data_offsets, or overflow.
	ErrSafetensorsTensorInfo = errors.New("safetensors shape, dtype and offsets disagree")
	// ErrSafetensorsDType: a dtype the format does not know, or one this
	// package's DType has no counterpart for (F8_E4M3 and the other float8
	// and float4 types, U16, U32, U64; saving: complex128 and the like).
	ErrSafetensorsDType = errors.New("unsupported safetensors dtype")
	// ErrSafetensorsNotFound: the file has no tensor of that name.
	ErrSafetensorsNotFound = errors.New("no such tensor in the safetensors file")
	// ErrSafetensorsSharedMemory: SaveSafetensors of tensors whose bytes
	// overlap (two names of one tensor, overlapping views), which
	// safetensors.torch.save_file refuses too.
	ErrSafetensorsSharedMemory = errors.New("safetensors tensors share memory")
	// ErrSafetensorsIndex: a sharded checkpoint's index.json is malformed
	// or disagrees with its shards.
	ErrSafetensorsIndex = errors.New("invalid safetensors index")
)

// stMaxHeader is the format's limit on the header's length.
const stMaxHeader = 100_000_000

// stDType is one of the format's dtypes, in the Rust library's order
// (Dtype's declaration order: save_file sorts the tensors by it,
// descending, then by name).
type stDType struct {
	name  string // the format's
	torch string // PyTorch's, for messages
	bits  int64
	dtype DType // -1: none in this package
}

var stDTypes = []stDType{
	{"BOOL", "bool", 8, Boolean},
	{"F4", "float4_e2m1fn_x2", 4, -1},
	{"F6_E2M3", "(none)", 6, -1},
	{"F6_E3M2", "(none)", 6, -1},
	{"U8", "uint8", 8, Uint8},
	{"I8", "int8", 8, Int8},
	{"F8_E5M2", "float8_e5m2", 8, -1},
	{"F8_E4M3", "float8_e4m3fn", 8, -1},
	{"F8_E8M0", "float8_e8m0fnu", 8, -1},
	{"F8_E4M3FNUZ", "float8_e4m3fnuz", 8, -1},
	{"F8_E5M2FNUZ", "float8_e5m2fnuz", 8, -1},
	{"I16", "int16", 16, Int16},
	{"U16", "uint16", 16, -1},
	{"F16", "float16", 16, Float16},
	{"BF16", "bfloat16", 16, BFloat16},
	{"I32", "int32", 32, Int32},
	{"U32", "uint32", 32, -1},
	{"F32", "float32", 32, Float32},
	{"C64", "complex64", 64, Complex64},
	{"F64", "float64", 64, Float64},
	{"I64", "int64", 64, Int64},
	{"U64", "uint64", 64, -1},
}

// stLookup returns the format's dtype of a name and its rank, or -1.
func stLookup(name string) int {
	for i, d := range stDTypes {
		if d.name == name {
			return i
		}
	}
	return -1
}

// stRankOf returns the rank of a DType in stDTypes, or -1.
func stRankOf(d DType) int {
	for i, x := range stDTypes {
		if x.dtype == d && x.dtype >= 0 {
			return i
		}
	}
	return -1
}

// SafetensorsInfo is what a safetensors header says of one tensor
// (safe_open's get_slice(name): get_dtype, get_shape).
type SafetensorsInfo struct {
	Dtype string  // the format's name: "F32", "BF16", "F8_E4M3", ...
	Shape []int64 // row-major
	// DataOffsets is [begin, end) in the data region after the header, as
	// the header states it; FileOffset is where begin lies in the file.
	DataOffsets [2]int64
	FileOffset  int64
}

// stHeader is a parsed and checked header.
type stHeader struct {
	metadata map[string]string // nil: no __metadata__
	names    []string          // by offset (ties: header order)
	infos    map[string]*SafetensorsInfo
	dataLen  int64 // the data region's length: the last end
}

func stErr(op string, kind error, msg string) error {
	return &Error{Op: op, Message: msg, Err: kind}
}

// stReadHeader reads and checks the header of a file of size bytes.
func stReadHeader(r io.ReaderAt, size int64) (*stHeader, int64, error) {
	if size < 8 {
		return nil, 0, stErrorf(ErrSafetensorsHeader, "header too small (HeaderTooSmall): the file has "+
			strconv.FormatInt(size, 10)+" bytes, fewer than the 8 of the header's length")
	}
	var nb [8]byte
	if _, err := r.ReadAt(nb[:], 0); err != nil {
		return nil, 0, err
	}
	n := binary.LittleEndian.Uint64(nb[:])
	if n > stMaxHeader {
		return nil, 0, stErrorf(ErrSafetensorsHeader, "header too large (HeaderTooLarge): "+
			strconv.FormatUint(n, 10)+" bytes, the format's limit is "+strconv.Itoa(stMaxHeader))
	}
	if int64(n) > size-8 {
		return nil, 0, stErrorf(ErrSafetensorsHeader, "invalid header length (InvalidHeaderLength): "+
			strconv.FormatUint(n, 10)+" bytes of header, the file has "+strconv.FormatInt(size-8, 10)+" after the length")
	}
	buf := make([]byte, n)
	if _, err := r.ReadAt(buf, 8); err != nil {
		return nil, 0, err
	}
	h, err := stParseHeader(buf)
	if err != nil {
		return nil, 0, err
	}
	if end := 8 + int64(n) + h.dataLen; end != size {
		return nil, 0, stErrorf(ErrSafetensorsOffsets, "incomplete metadata, file not fully covered (MetadataIncompleteBuffer): the tensors end at byte "+
			strconv.FormatInt(end, 10)+", the file at "+strconv.FormatInt(size, 10))
	}
	for _, i := range h.infos {
		i.FileOffset = 8 + int64(n) + i.DataOffsets[0]
	}
	return h, 8 + int64(n), nil
}

// stError is an error of the file's content, given its op and path by
// the caller (stWrap).
type stError struct {
	kind error
	msg  string
}

func (e *stError) Error() string { return e.msg }

func stErrorf(kind error, msg string) error { return &stError{kind, msg} }

// stWrap makes an *Error of op on path of an error from the parser.
func stWrap(op, path string, err error) error {
	var se *stError
	if errors.As(err, &se) {
		return stErr(op, se.kind, path+": "+se.msg)
	}
	if e, ok := err.(*Error); ok {
		return e
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return rtFileError(op, err)
	}
	return &Error{Op: op, Message: path + ": " + err.Error(), Err: err}
}

// stParseHeader parses the header's JSON, in order, and checks the
// tensors' offsets, shapes and dtypes.
func stParseHeader(b []byte) (*stHeader, error) {
	bad := func(msg string) error {
		return stErrorf(ErrSafetensorsHeader, "invalid JSON in header (InvalidHeaderDeserialization): "+msg)
	}
	if !utf8.Valid(b) {
		return nil, stErrorf(ErrSafetensorsHeader, "invalid UTF-8 in header (InvalidHeader)")
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	tok := func() (json.Token, error) {
		t, err := dec.Token()
		if err != nil {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return nil, bad(err.Error())
		}
		return t, nil
	}
	expect := func(d json.Delim, what string) error {
		t, err := tok()
		if err != nil {
			return err
		}
		if t != d {
			return bad(what + " is " + stTokenKind(t) + ", not " + map[json.Delim]string{'{': "an object", '[': "an array"}[d])
		}
		return nil
	}
	uint := func(what string) (int64, error) {
		t, err := tok()
		if err != nil {
			return 0, err
		}
		num, ok := t.(json.Number)
		if !ok {
			return 0, bad(what + " is " + stTokenKind(t) + ", not an integer")
		}
		v, err := strconv.ParseUint(string(num), 10, 64)
		if err != nil {
			if e, ok := err.(*strconv.NumError); ok && e.Err == strconv.ErrRange {
				return 0, bad(what + " " + string(num) + " is past 2^64")
			}
			return 0, bad(what + " " + string(num) + " is not an unsigned integer")
		}
		if v > math.MaxInt64 {
			return 0, stErrorf(ErrSafetensorsTensorInfo, "overflow computing buffer size from shape and/or element type (ValidationOverflow): "+
				what+" "+string(num)+" is past 2^63-1")
		}
		return int64(v), nil
	}
	if err := expect('{', "the header"); err != nil {
		return nil, err
	}
	h := &stHeader{infos: map[string]*SafetensorsInfo{}}
	var order []string
	ranks := map[string]int{}
	seenMeta := false
	for dec.More() {
		t, err := tok()
		if err != nil {
			return nil, err
		}
		key := t.(string) // object keys are strings
		if key == "__metadata__" {
			if seenMeta {
				return nil, bad("key \"__metadata__\" twice")
			}
			seenMeta = true
			if m, err := stParseMetadata(dec, tok, bad); err != nil {
				return nil, err
			} else {
				h.metadata = m
			}
			continue
		}
		name := strconv.Quote(key)
		if _, dup := h.infos[key]; dup {
			return nil, bad("tensor " + name + " twice")
		}
		if err := expect('{', "tensor "+name); err != nil {
			return nil, err
		}
		info := &SafetensorsInfo{}
		rank := -1
		var have [3]bool
		for dec.More() {
			ft, err := tok()
			if err != nil {
				return nil, err
			}
			field := ft.(string)
			what := "tensor " + name + "'s " + field
			f := -1
			switch field {
			case "dtype":
				f = 0
			case "shape":
				f = 1
			case "data_offsets":
				f = 2
			}
			if f >= 0 {
				if have[f] {
					return nil, bad("tensor " + name + " has field " + strconv.Quote(field) + " twice")
				}
				have[f] = true
			}
			switch f {
			case 0:
				t, err := tok()
				if err != nil {
					return nil, err
				}
				s, ok := t.(string)
				if !ok {
					return nil, bad(what + " is " + stTokenKind(t) + ", not a string")
				}
				if rank = stLookup(s); rank < 0 {
					return nil, stErrorf(ErrSafetensorsDType, "tensor "+name+" has dtype "+strconv.Quote(s)+", which the format does not know")
				}
				info.Dtype = s
			case 1:
				if err := expect('[', what); err != nil {
					return nil, err
				}
				info.Shape = []int64{}
				for dec.More() {
					v, err := uint(what + " entry")
					if err != nil {
						return nil, err
					}
					info.Shape = append(info.Shape, v)
				}
				if _, err := tok(); err != nil { // ]
					return nil, err
				}
			case 2:
				if err := expect('[', what); err != nil {
					return nil, err
				}
				for i := 0; i < 2; i++ {
					if !dec.More() {
						return nil, bad(what + " has " + strconv.Itoa(i) + " entries, not 2")
					}
					v, err := uint(what + " entry")
					if err != nil {
						return nil, err
					}
					info.DataOffsets[i] = v
				}
				if dec.More() {
					return nil, bad(what + " has more than 2 entries")
				}
				if _, err := tok(); err != nil {
					return nil, err
				}
			default:
				// serde ignores fields it does not know.
				var skip json.RawMessage
				if err := dec.Decode(&skip); err != nil {
					return nil, bad(err.Error())
				}
			}
		}
		if _, err := tok(); err != nil { // }
			return nil, err
		}
		for f, field := range []string{"dtype", "shape", "data_offsets"} {
			if !have[f] {
				return nil, bad("tensor " + name + " has no field " + strconv.Quote(field))
			}
		}
		h.infos[key] = info
		ranks[key] = rank
		order = append(order, key)
	}
	if _, err := tok(); err != nil { // }
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, bad("trailing characters after the header's object")
	}
	// As the Rust library: sorted by (begin, end), each range beginning
	// where the last ended, its size that of the shape and dtype.
	sort.SliceStable(order, func(i, j int) bool {
		a, b := h.infos[order[i]].DataOffsets, h.infos[order[j]].DataOffsets
		return a[0] < b[0] || (a[0] == b[0] && a[1] < b[1])
	})
	var start int64
	for _, key := range order {
		info := h.infos[key]
		name := strconv.Quote(key)
		s, e := info.DataOffsets[0], info.DataOffsets[1]
		if s != start || e < s {
			return nil, stErrorf(ErrSafetensorsOffsets, "invalid offset for tensor "+name+" (InvalidOffset): data_offsets ["+
				strconv.FormatInt(s, 10)+", "+strconv.FormatInt(e, 10)+"], where the tensors before it end at "+strconv.FormatInt(start, 10))
		}
		start = e
		overflow := stErrorf(ErrSafetensorsTensorInfo, "overflow computing buffer size from shape and/or element type (ValidationOverflow): tensor "+
			name+" of shape "+rtFormatShape(info.Shape))
		numel := uint64(1)
		for _, d := range info.Shape {
			hi, lo := bits.Mul64(numel, uint64(d))
			if hi != 0 {
				return nil, overflow
			}
			numel = lo
		}
		dt := stDTypes[ranks[key]]
		hi, nbits := bits.Mul64(numel, uint64(dt.bits))
		if hi != 0 {
			return nil, overflow
		}
		if nbits%8 != 0 {
			return nil, stErrorf(ErrSafetensorsTensorInfo, "tensor "+name+" of shape "+rtFormatShape(info.Shape)+" and dtype "+dt.name+
				" ends inside a byte (MisalignedSlice)")
		}
		if uint64(e-s) != nbits/8 {
			return nil, stErrorf(ErrSafetensorsTensorInfo, "invalid shape, data type, or offset for tensor (TensorInvalidInfo): tensor "+name+
				" of shape "+rtFormatShape(info.Shape)+" and dtype "+dt.name+" needs "+strconv.FormatUint(nbits/8, 10)+
				" bytes, its data_offsets ["+strconv.FormatInt(s, 10)+", "+strconv.FormatInt(e, 10)+"] hold "+strconv.FormatInt(e-s, 10))
		}
	}
	h.names, h.dataLen = order, start
	return h, nil
}

// stParseMetadata parses __metadata__'s value: an object of strings, or
// null.
func stParseMetadata(dec *json.Decoder, tok func() (json.Token, error), bad func(string) error) (map[string]string, error) {
	t, err := tok()
	if err != nil {
		return nil, err
	}
	if t == nil {
		return nil, nil
	}
	if t != json.Delim('{') {
		return nil, bad("__metadata__ is " + stTokenKind(t) + ", not an object of strings")
	}
	m := map[string]string{}
	for dec.More() {
		kt, err := tok()
		if err != nil {
			return nil, err
		}
		k := kt.(string)
		vt, err := tok()
		if err != nil {
			return nil, err
		}
		v, ok := vt.(string)
		if !ok {
			return nil, bad("__metadata__[" + strconv.Quote(k) + "] is " + stTokenKind(vt) + ", not a string")
		}
		if _, dup := m[k]; dup {
			return nil, bad("__metadata__ has key " + strconv.Quote(k) + " twice")
		}
		m[k] = v
	}
	if _, err := tok(); err != nil {
		return nil, err
	}
	return m, nil
}

// stTokenKind names a JSON token's kind for a message.
func stTokenKind(t json.Token) string {
	switch t := t.(type) {
	case json.Delim:
		if t == '{' {
			return "an object"
		}
		if t == '[' {
			return "an array"
		}
		return strconv.Quote(t.String())
	case string:
		return "a string"
	case json.Number:
		return "the number " + string(t)
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return "a value"
}

// SafetensorsFile is an open safetensors file: safetensors.safe_open(path,
// framework="pt"). The file is memory-mapped, private and copy-on-write:
// a tensor over it reads the file's pages as it touches them, and writing
// to such a tensor (an in-place operator) copies the page it writes, so
// that nothing reaches the file (what PyTorch's
// UntypedStorage.from_file(shared=False) under safe_open does). The
// mapping lives until Close and the last tensor over it are freed, in
// either order. As with Python's, a file truncated by another process
// while mapped makes reading the lost pages a fatal SIGBUS: keep
// checkpoints unchanged while loaded.
type SafetensorsFile struct {
	path  string
	h     *stHeader
	mu    sync.Mutex
	m     *C.gt_mapping // nil once closed
	clean runtime.Cleanup
}

// OpenSafetensors opens a safetensors file and reads its header (checked
// as the reference library checks it), mapping the file without reading
// its data: safetensors.safe_open(path, framework="pt"). A tensor of a
// dtype this package has no DType for (F8_E4M3, ...) fails only when
// asked for, as in Python without float8. Close it when done (a
// forgotten one is closed when collected).
func OpenSafetensors(path string) (*SafetensorsFile, error) {
	const op = "OpenSafetensors"
	f, err := os.Open(path)
	if err != nil {
		return nil, rtFileError(op, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, rtFileError(op, err)
	}
	if !st.Mode().IsRegular() {
		return nil, stErr(op, ErrSafetensorsHeader, path+": not a regular file")
	}
	h, _, err := stReadHeader(f, st.Size())
	if err != nil {
		return nil, stWrap(op, path, err)
	}
	var m *C.gt_mapping
	if err := newError(op, C.gt_mapping_open(C.int(f.Fd()), C.int64_t(st.Size()), &m)); err != nil {
		err.(*Error).Message = path + ": " + err.(*Error).Message
		return nil, err
	}
	runtime.KeepAlive(f)
	sf := &SafetensorsFile{path: path, h: h, m: m}
	sf.clean = runtime.AddCleanup(sf, func(m *C.gt_mapping) { C.gt_mapping_release(m) }, m)
	return sf, nil
}

// Keys returns the tensors' names, sorted (safe_open's keys()).
func (f *SafetensorsFile) Keys() []string {
	keys := append([]string(nil), f.h.names...)
	sort.Strings(keys)
	return keys
}

// OffsetKeys returns the tensors' names in the order of their data in
// the file (safe_open's offset_keys(); LoadSafetensors's order).
func (f *SafetensorsFile) OffsetKeys() []string { return append([]string(nil), f.h.names...) }

// Metadata returns a copy of the header's __metadata__ (safe_open's
// metadata()): nil when it has none.
func (f *SafetensorsFile) Metadata() map[string]string {
	if f.h.metadata == nil {
		return nil
	}
	m := make(map[string]string, len(f.h.metadata))
	for k, v := range f.h.metadata {
		m[k] = v
	}
	return m
}

// Info returns what the header says of the tensor name, and whether the
// file has it.
func (f *SafetensorsFile) Info(name string) (SafetensorsInfo, bool) {
	i, ok := f.h.infos[name]
	if !ok {
		return SafetensorsInfo{}, false
	}
	c := *i
	c.Shape = append([]int64{}, i.Shape...)
	return c, true
}

// Tensor returns the tensor name (safe_open's get_tensor): a contiguous
// CPU tensor over the mapped file when its data is aligned for its dtype
// (no copy: its pages are read as they are used), else a copy of its
// bytes. Writing to it never changes the file (see SafetensorsFile).
func (f *SafetensorsFile) Tensor(name string) (*Tensor, error) {
	const op = "SafetensorsFile.Tensor"
	info, ok := f.h.infos[name]
	if !ok {
		return nil, stErr(op, ErrSafetensorsNotFound, f.path+": no tensor "+strconv.Quote(name))
	}
	dt := stDTypes[stLookup(info.Dtype)]
	if dt.dtype < 0 {
		return nil, stErr(op, ErrSafetensorsDType, f.path+": tensor "+strconv.Quote(name)+" has dtype "+dt.name+
			" (torch."+dt.torch+"), which this package's DType (libtorch "+Version()+") has no counterpart for")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.m == nil {
		return nil, &Error{Op: op, Message: f.path + ": the file is closed", Err: fs.ErrClosed}
	}
	shape := info.Shape
	var out C.gt_tensor_out
	aligned := info.FileOffset%int64(dt.dtype.Size()) == 0
	var sp *C.int64_t
	if len(shape) > 0 {
		sp = (*C.int64_t)(unsafe.Pointer(&shape[0]))
	}
	err := newError(op, C.gt_mapping_tensor(f.m, C.int64_t(info.FileOffset), sp, C.int64_t(len(shape)),
		C.int32_t(dt.dtype), C.bool(!aligned), &out))
	if err != nil {
		err.(*Error).Message = f.path + ": tensor " + strconv.Quote(name) + ": " + err.(*Error).Message
		return nil, err
	}
	return wrapTensor(out), nil
}

// Close drops the file's hold on the mapping: tensors made over it keep
// it (and work) until they are freed. A second Close does nothing.
func (f *SafetensorsFile) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.m != nil {
		f.clean.Stop()
		C.gt_mapping_release(f.m)
		f.m = nil
	}
	return nil
}

// rtMappingsLive is how many safetensors mappings are not unmapped yet
// (tests).
func rtMappingsLive() int64 { return int64(C.gt_mappings_live()) }

// LoadSafetensors reads a safetensors file: safetensors.torch.load_file
// (path). The *Dict maps each name to its tensor, in the order of the
// tensors' data in the file (load_file's order in safetensors 0.8, which
// make test-safetensors checks; older versions gave the names sorted, as
// SafetensorsFile.Keys does). The tensors are CPU tensors
// over the memory-mapped file where aligned (see OpenSafetensors): loading
// reads nothing but the header, and a tensor's pages are read when used.
// The caller owns the tensors: FreeAll frees them.
//
// A path ending in ".index.json" is a sharded checkpoint's index
// (model.safetensors.index.json: {"metadata": ..., "weight_map": {name:
// shard file}}): every shard it names, relative to its directory, is
// loaded (in the order of their file names, as transformers does) and
// the tensors merged. A name in two shards, in a shard the index does not
// put it in, missing from its shard, or a shard outside the index's
// directory, is an error (ErrSafetensorsIndex).
func LoadSafetensors(path string) (*Dict, error) {
	if strings.HasSuffix(path, ".index.json") {
		return stLoadIndex(path)
	}
	d := &Dict{}
	if err := stLoadInto(d, path, nil, ""); err != nil {
		FreeAll(d)
		return nil, err
	}
	return d, nil
}

// stLoadInto loads the tensors of the file path into d; with a weight
// map, each must be in it as in shard.
func stLoadInto(d *Dict, path string, weightMap map[string]string, shard string) error {
	const op = "LoadSafetensors"
	f, err := OpenSafetensors(path)
	if err != nil {
		if e, ok := err.(*Error); ok {
			e.Op = op
		}
		return err
	}
	defer f.Close()
	for _, name := range f.h.names {
		if weightMap != nil {
			want, ok := weightMap[name]
			switch {
			case !ok:
				return stErr(op, ErrSafetensorsIndex, path+": tensor "+strconv.Quote(name)+" is not in the index's weight_map")
			case d.hasString(name):
				return stErr(op, ErrSafetensorsIndex, path+": tensor "+strconv.Quote(name)+" is in two shards (the index puts it in "+strconv.Quote(want)+")")
			case want != shard:
				return stErr(op, ErrSafetensorsIndex, path+": tensor "+strconv.Quote(name)+" is in shard "+strconv.Quote(shard)+
					", the index puts it in "+strconv.Quote(want))
			}
		}
		t, err := f.Tensor(name)
		if err != nil {
			if e, ok := err.(*Error); ok {
				e.Op = op
			}
			return err
		}
		d.Keys = append(d.Keys, name)
		d.Values = append(d.Values, t)
	}
	return nil
}

// hasString reports whether d has the string key k (Keys of strings only:
// no Python key equality needed).
func (d *Dict) hasString(k string) bool {
	for _, x := range d.Keys {
		if s, ok := x.(string); ok && s == k {
			return true
		}
	}
	return false
}

// stMaxIndex bounds an index.json's size, as the header's.
const stMaxIndex = stMaxHeader

func stLoadIndex(path string) (*Dict, error) {
	const op = "LoadSafetensors"
	f, err := os.Open(path)
	if err != nil {
		return nil, rtFileError(op, err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, stMaxIndex+1))
	if err != nil {
		return nil, rtFileError(op, err)
	}
	if len(b) > stMaxIndex {
		return nil, stErr(op, ErrSafetensorsIndex, path+": more than "+strconv.Itoa(stMaxIndex)+" bytes")
	}
	var idx struct {
		WeightMap map[string]string `json:"weight_map"`
	}
	if err := json.Unmarshal(b, &idx); err != nil {
		return nil, stErr(op, ErrSafetensorsIndex, path+": "+err.Error())
	}
	if idx.WeightMap == nil {
		return nil, stErr(op, ErrSafetensorsIndex, path+": no weight_map")
	}
	shards := map[string]bool{}
	for _, s := range idx.WeightMap {
		shards[s] = true
	}
	names := sortedKeys(shards)
	for _, s := range names {
		if !filepath.IsLocal(s) {
			return nil, stErr(op, ErrSafetensorsIndex, path+": shard "+strconv.Quote(s)+" is not a file in the index's directory or below it")
		}
	}
	d := &Dict{}
	dir := filepath.Dir(path)
	for _, s := range names {
		if err := stLoadInto(d, filepath.Join(dir, s), idx.WeightMap, s); err != nil {
			FreeAll(d)
			return nil, err
		}
	}
	if d.Len() != len(idx.WeightMap) {
		for _, name := range sortedKeys(idx.WeightMap) {
			if !d.hasString(name) {
				FreeAll(d)
				return nil, stErr(op, ErrSafetensorsIndex, path+": tensor "+strconv.Quote(name)+" is missing from its shard "+
					strconv.Quote(idx.WeightMap[name]))
			}
		}
	}
	return d, nil
}

// SaveSafetensors writes tensors to path in the safetensors format:
// safetensors.torch.save_file(tensors, path, metadata). tensors' keys
// must be strings and its values *Tensors; metadata may be nil (no
// __metadata__). The tensors are written as save_file writes them:
// sorted by dtype, widest first (the format's dtype order, descending),
// then by name, each right after the last (8-byte alignment of the
// header keeps each aligned). A tensor off the CPU is written from a CPU
// copy, a non-contiguous one contiguous (save_file refuses those), a
// ZeroTensor as its zeros. Tensors whose bytes overlap (one tensor under
// two names, overlapping views) are refused, as save_file refuses them
// (ErrSafetensorsSharedMemory); so are dtypes the format lacks
// (complex128, quantized: ErrSafetensorsDType) and sparse tensors. The
// file is written to a temporary file renamed into place.
func SaveSafetensors(path string, tensors *Dict, metadata map[string]string) error {
	const op = "SaveSafetensors"
	if tensors == nil {
		return rtErrorf(op, "nil *Dict")
	}
	if len(tensors.Keys) != len(tensors.Values) {
		return rtErrorf(op, "Dict has "+strconv.Itoa(len(tensors.Keys))+" keys and "+strconv.Itoa(len(tensors.Values))+" values")
	}
	names := make([]string, len(tensors.Keys))
	ts := make([]*Tensor, len(tensors.Keys))
	for i, k := range tensors.Keys {
		s, ok := k.(string)
		if !ok {
			return rtErrorf(op, "key "+pyRepr(k)+" is "+pyAType(k)+", not a string")
		}
		t, ok := tensors.Values[i].(*Tensor)
		if !ok {
			return rtErrorf(op, "value of "+strconv.Quote(s)+" is "+pyAType(tensors.Values[i])+", not a tensor")
		}
		names[i], ts[i] = s, t
	}
	return stSave(op, path, names, ts, metadata)
}

// SaveSafetensorsMap is SaveSafetensors of a map.
func SaveSafetensorsMap(path string, tensors map[string]*Tensor, metadata map[string]string) error {
	names := sortedKeys(tensors)
	ts := make([]*Tensor, len(names))
	for i, n := range names {
		ts[i] = tensors[n]
	}
	return stSave("SaveSafetensorsMap", path, names, ts, metadata)
}

// stEntry is a tensor being saved.
type stEntry struct {
	name       string
	rank       int
	t          *Tensor // contiguous, on the CPU
	shape      []int64
	nbytes     int64
	begin, end int64
}

func stSave(op, path string, names []string, ts []*Tensor, metadata map[string]string) error {
	var temps []*Tensor
	defer func() {
		for _, t := range temps {
			t.Free()
		}
	}()
	entries, err := stPrepare(names, ts, &temps)
	if se, ok := err.(*stError); ok {
		return stErr(op, se.kind, se.msg)
	} else if err != nil {
		return rtErrorf(op, err.Error())
	}
	for k, v := range metadata {
		if !utf8.ValidString(k) || !utf8.ValidString(v) {
			return rtErrorf(op, "metadata "+strconv.Quote(k)+" is not UTF-8")
		}
	}
	header := stHeaderJSON(entries, metadata)
	if len(header) > stMaxHeader {
		return stErr(op, ErrSafetensorsHeader, "header too large (HeaderTooLarge): "+strconv.Itoa(len(header))+" bytes")
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		if pe, ok := err.(*fs.PathError); ok {
			err = &fs.PathError{Op: "create", Path: path, Err: pe.Err}
		}
		return rtFileError(op, err)
	}
	err = stWrite(f, header, entries)
	if cerr := f.Close(); err == nil && cerr != nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
		if _, ok := err.(*Error); ok {
			return err
		}
		return rtFileError(op, err)
	}
	return nil
}

// stPrepare checks the tensors and sorts them as save_file does.
func stPrepare(names []string, ts []*Tensor, temps *[]*Tensor) ([]*stEntry, error) {
	type span struct {
		begin, end int64
		name       string
	}
	byStorage := map[uintptr][]span{}
	seen := map[string]bool{}
	entries := make([]*stEntry, len(names))
	for i, name := range names {
		q := strconv.Quote(name)
		if !utf8.ValidString(name) {
			return nil, errors.New("name " + q + " is not UTF-8")
		}
		if name == "__metadata__" {
			return nil, errors.New("name \"__metadata__\" is the header's metadata key")
		}
		if seen[name] {
			return nil, errors.New("name " + q + " twice")
		}
		seen[name] = true
		t := ts[i]
		if t == nil {
			return nil, errors.New(q + ": nil tensor")
		}
		if err := t.Err(); err != nil {
			return nil, errors.New(q + ": " + err.Error())
		}
		if t.Layout() != Strided {
			return nil, errors.New(q + ": a " + t.Layout().String() + " tensor is not supported (make it dense)")
		}
		dt := t.DType()
		rank := stRankOf(dt)
		if rank < 0 {
			return nil, &stError{ErrSafetensorsDType, q + ": dtype " + dt.String() + " has no safetensors dtype"}
		}
		if t.Device().Type != CPU {
			c, err := t.To(CPUDevice).Result()
			if err != nil {
				return nil, errors.New(q + ": " + err.Error())
			}
			*temps = append(*temps, c)
			t = c
		}
		if z, err := rtMaterialize(t); err != nil {
			return nil, errors.New(q + ": " + err.(*Error).Message)
		} else if z != nil {
			*temps = append(*temps, z)
			t = z
		}
		shape := t.Shape()
		es := int64(dt.Size())
		numel := t.Numel()
		if numel > 0 {
			// The bytes it spans in its storage (save_file: from its
			// first element to the end of its last).
			id, _, off, err := rtStorageInfo(t)
			if err != nil {
				return nil, errors.New(q + ": " + err.(*Error).Message)
			}
			last := off
			for d, st := range t.Strides() {
				if st > 0 {
					last += (shape[d] - 1) * st
				}
			}
			byStorage[id] = append(byStorage[id], span{off * es, (last + 1) * es, name})
		}
		// A lazy conjugate or negative view (x.Conj()) is written as the
		// values it stands for.
		for _, lazy := range []struct {
			is      func(...any) (bool, error)
			resolve func(...any) *Tensor
		}{{t.IsConj, t.ResolveConj}, {t.IsNeg, t.ResolveNeg}} {
			if yes, err := lazy.is(); err != nil {
				return nil, errors.New(q + ": " + err.Error())
			} else if yes {
				r, err := lazy.resolve().Result()
				if err != nil {
					return nil, errors.New(q + ": " + err.Error())
				}
				*temps = append(*temps, r)
				t = r
			}
		}
		if !t.IsContiguous() {
			c, err := t.Contiguous().Result()
			if err != nil {
				return nil, errors.New(q + ": " + err.Error())
			}
			*temps = append(*temps, c)
			t = c
		}
		entries[i] = &stEntry{name: name, rank: rank, t: t, shape: shape, nbytes: numel * es}
	}
	for _, spans := range byStorage {
		sort.Slice(spans, func(i, j int) bool {
			return spans[i].begin < spans[j].begin || (spans[i].begin == spans[j].begin && spans[i].name < spans[j].name)
		})
		for i := 1; i < len(spans); i++ {
			// Against every earlier span: the furthest end so far.
			for j := 0; j < i; j++ {
				if spans[i].begin < spans[j].end {
					a, b := spans[j].name, spans[i].name
					if b < a {
						a, b = b, a
					}
					return nil, &stError{ErrSafetensorsSharedMemory, "tensors " + strconv.Quote(a) + " and " + strconv.Quote(b) +
						" share memory, which safetensors does not allow (save clones of them: x.Clone())"}
				}
			}
		}
	}
	sort.Slice(entries, func(i, j int) bool {
		if entries[i].rank != entries[j].rank {
			return entries[i].rank > entries[j].rank
		}
		return entries[i].name < entries[j].name
	})
	var off int64
	for _, e := range entries {
		e.begin, e.end = off, off+e.nbytes
		off = e.end
	}
	return entries, nil
}

// stHeaderJSON is the header as serde_json writes the reference
// library's: no spaces, __metadata__ first (keys sorted here), then the
// tensors in file order, padded with spaces to a multiple of 8 bytes.
func stHeaderJSON(entries []*stEntry, metadata map[string]string) []byte {
	b := []byte{'{'}
	comma := false
	if metadata != nil {
		b = append(b, `"__metadata__":{`...)
		for i, k := range sortedKeys(metadata) {
			if i > 0 {
				b = append(b, ',')
			}
			b = stAppendString(b, k)
			b = append(b, ':')
			b = stAppendString(b, metadata[k])
		}
		b = append(b, '}')
		comma = true
	}
	for _, e := range entries {
		if comma {
			b = append(b, ',')
		}
		comma = true
		b = stAppendString(b, e.name)
		b = append(b, `:{"dtype":"`...)
		b = append(b, stDTypes[e.rank].name...)
		b = append(b, `","shape":[`...)
		for i, d := range e.shape {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, d, 10)
		}
		b = append(b, `],"data_offsets":[`...)
		b = strconv.AppendInt(b, e.begin, 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, e.end, 10)
		b = append(b, "]}"...)
	}
	b = append(b, '}')
	for len(b)%8 != 0 {
		b = append(b, ' ')
	}
	return b
}

// stAppendString appends s as serde_json writes a string: only '"', '\\'
// and the control characters escaped, these as \b \t \n \f \r or \u00xx.
func stAppendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\b':
			b = append(b, '\\', 'b')
		case c == '\t':
			b = append(b, '\\', 't')
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\f':
			b = append(b, '\\', 'f')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

// stWrite writes the file: length, header, each tensor's bytes straight
// from its memory.
func stWrite(w io.Writer, header []byte, entries []*stEntry) error {
	var n [8]byte
	binary.LittleEndian.PutUint64(n[:], uint64(len(header)))
	if _, err := w.Write(n[:]); err != nil {
		return err
	}
	if _, err := w.Write(header); err != nil {
		return err
	}
	for _, e := range entries {
		if e.nbytes == 0 {
			continue
		}
		var p unsafe.Pointer
		var nb C.int64_t
		h := e.t.use()
		err := newError("SaveSafetensors", C.gt_tensor_bytes(h, &p, &nb))
		if err == nil && int64(nb) != e.nbytes {
			err = rtErrorf("SaveSafetensors", strconv.Quote(e.name)+": holds "+strconv.FormatInt(int64(nb), 10)+" bytes, expected "+
				strconv.FormatInt(e.nbytes, 10))
		}
		if err == nil {
			// Go reads the tensor's memory in place; the tensor is in use
			// (not freed) until unuse.
			_, err = w.Write(unsafe.Slice((*byte)(p), e.nbytes))
		}
		e.t.unuse()
		if err != nil {
			return err
		}
	}
	return nil
}

// rtTensorBytes returns a copy of t's bytes, row-major (tests).
func rtTensorBytes(t *Tensor) ([]byte, error) {
	c, err := t.Contiguous().Result()
	if err != nil {
		return nil, err
	}
	defer c.Free()
	var p unsafe.Pointer
	var nb C.int64_t
	h := c.use()
	defer c.unuse()
	if err := newError("rtTensorBytes", C.gt_tensor_bytes(h, &p, &nb)); err != nil {
		return nil, err
	}
	if nb == 0 {
		return []byte{}, nil
	}
	return append([]byte(nil), unsafe.Slice((*byte)(p), int64(nb))...), nil
}
