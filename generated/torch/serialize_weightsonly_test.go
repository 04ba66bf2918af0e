package torch

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// PyTorch 2.6 made torch.load(path) default to weights_only=True: an
// unpickler that runs only an allowlist of globals and a subset of the
// opcodes (torch/_weights_only_unpickler.py). These tests check both
// directions against it: what Save writes loads there (TestSaveWeightsOnly,
// and scripts/test-weights-only.sh in PyTorch 2.6 and 2.14), and Load
// takes each global of its allowlist or refuses it with a named reason
// (TestLoadWeightsOnlyGlobals).

// woReason is what Load does with a global of the allowlist: "" loads
// (woLoads builds a pickle that uses it), else a piece of the error.
type woGlobal struct {
	name, why string
}

// weightsOnlyGlobals is PyTorch 2.14.1's weights-only allowlist
// (sorted(torch._weights_only_unpickler._get_allowed_globals()): 145
// globals) and the one global of 1.13's that 2.14 dropped, each with what
// Load does with it. check.py (woCheckPy) fails where a PyTorch allows a
// global this table lacks: scripts/test-weights-only.sh runs it with 2.6
// and 2.14, TestSaveWeightsOnly with the host's 1.13.
var weightsOnlyGlobals = func() []woGlobal {
	var g []woGlobal
	add := func(why string, names ...string) {
		for _, n := range names {
			g = append(g, woGlobal{n, why})
		}
	}
	add("", "_codecs.encode", "builtins.bytearray", "builtins.complex", "collections.Counter",
		"collections.OrderedDict", "torch.Size", "torch.Tensor", "torch.device",
		"torch.nn.parameter.Parameter", "torch.serialization._get_layout",
		"torch._tensor._rebuild_from_type_v2", "torch._utils._rebuild_device_tensor_from_cpu_tensor",
		"torch._utils._rebuild_parameter", "torch._utils._rebuild_parameter_with_state",
		"torch._utils._rebuild_tensor", "torch._utils._rebuild_tensor_v2", "torch._utils._rebuild_tensor_v3",
		"torch.storage.UntypedStorage")
	add("a Python set is not supported", "builtins.set")
	add("TypedStorage object pickled by class", "torch.storage.TypedStorage")
	add("quantized tensors are not supported", "torch._utils._rebuild_qtensor", "torch.per_channel_affine",
		"torch.per_channel_affine_float_qparams", "torch.per_channel_symmetric", "torch.per_tensor_affine",
		"torch.per_tensor_symmetric", "torch.QInt32Storage", "torch.QInt8Storage", "torch.QUInt2x4Storage",
		"torch.QUInt4x2Storage", "torch.QUInt8Storage")
	// _rebuild_sparse_csr_tensor: 1.13's allowlist only.
	add("sparse tensors are not supported", "torch._utils._rebuild_sparse_tensor", "torch._utils._rebuild_sparse_csr_tensor")
	add("nested tensors are not supported", "torch._utils._rebuild_nested_tensor")
	add("meta device has no data", "torch._utils._rebuild_meta_tensor_no_storage")
	add("tensor subclasses", "torch._utils._rebuild_wrapper_subclass")
	add("a numpy array", "torch._utils._rebuild_device_tensor_from_numpy")
	for _, d := range []string{"uint8", "int8", "int16", "int32", "int64", "float16", "float32", "float64",
		"bfloat16", "complex32", "complex64", "complex128", "bool", "qint8", "quint8", "qint32", "quint4x2", "quint2x4"} {
		add("", "torch."+d)
	}
	for _, d := range []string{"bcomplex32", "bits16", "bits1x8", "bits2x4", "bits4x2", "bits8",
		"float4_e2m1fn_x2", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz", "float8_e8m0fnu",
		"int1", "int2", "int3", "int4", "int5", "int6", "int7",
		"uint1", "uint2", "uint3", "uint4", "uint5", "uint6", "uint7", "uint16", "uint32", "uint64"} {
		add("has no Go DType", "torch."+d)
	}
	for _, k := range []string{"BFloat16", "Bool", "Byte", "Char", "ComplexDouble", "ComplexFloat", "Double",
		"Float", "Half", "Int", "Long", "Short"} {
		add("", "torch."+k+"Storage", "torch.cuda."+k+"Storage")
	}
	for _, k := range []string{"BFloat16", "Bool", "Byte", "Char", "Double", "Float", "Half", "Int", "Long", "Short"} {
		add("a legacy tensor class", "torch."+k+"Tensor", "torch.cuda."+k+"Tensor")
		if k != "Bool" {
			add("sparse tensors are not supported", "torch.sparse."+k+"Tensor", "torch.cuda.sparse."+k+"Tensor")
		}
	}
	sort.Slice(g, func(i, j int) bool { return g[i].name < g[j].name })
	return g
}()

// Pickle text, protocol 2, for hand-built files.
func woG(full string) string {
	i := strings.LastIndexByte(full, '.')
	return "c" + full[:i] + "\n" + full[i+1:] + "\n"
}

func woS(s string) string {
	return "X" + string(binary.LittleEndian.AppendUint32(nil, uint32(len(s)))) + s
}

func woK(n byte) string { return "K" + string([]byte{n}) }

// woPID is a persistent id: storage key "0" of class cls, numel elements.
func woPID(cls string, numel byte) string {
	return "(" + woS("storage") + woG(cls) + woS("0") + woS("cpu") + woK(numel) + "tQ"
}

// woTensorArgs are _rebuild_tensor_v2's first six arguments (without the
// MARK): a 1-D tensor of n elements on storage "0" of class cls.
func woTensorArgs(cls string, n byte, rg bool) string {
	b := "\x89"
	if rg {
		b = "\x88"
	}
	return woPID(cls, n) + woK(0) + woK(n) + "\x85" + woK(1) + "\x85" + b + woG("collections.OrderedDict") + ")R"
}

// woTensor is _rebuild_tensor_v2 of a 1-D float32 tensor of 4 elements.
func woTensor() string {
	return woG("torch._utils._rebuild_tensor_v2") + "(" + woTensorArgs("torch.FloatStorage", 4, false) + "tR"
}

// woFloats is storage "0": 1, 2, 3, 4 as float32.
var woFloats = string(binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(
	binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil,
		math.Float32bits(1)), math.Float32bits(2)), math.Float32bits(3)), math.Float32bits(4)))

// woLoads is a pickle (body, then STOP) that uses the supported global
// name, and a check of what Load made of it.
func woLoads(t *testing.T, name string) (string, func(v any) error) {
	isTensor := func(want DType, n int64, rg bool) func(v any) error {
		return func(v any) error {
			x, ok := v.(*Tensor)
			if !ok {
				return errors.New("made " + pyAType(v) + ", not a tensor")
			}
			if x.DType() != want || x.Numel() != n || x.RequiresGrad() != rg {
				return errors.New("made a " + x.DType().String() + " tensor of " + strconv.FormatInt(x.Numel(), 10) +
					" elements, requires_grad " + strconv.FormatBool(x.RequiresGrad()))
			}
			if want == Float32 && n == 4 {
				got := serValues[float32](t, x)
				if got[0] != 1 || got[3] != 4 {
					return errors.New("values " + serList([]int64{int64(got[0]), int64(got[1]), int64(got[2]), int64(got[3])}))
				}
			}
			return nil
		}
	}
	is := func(want any) func(v any) error {
		return func(v any) error {
			if serDescribe(t, v) != serDescribe(t, want) {
				return errors.New("made " + serDescribe(t, v) + ", want " + serDescribe(t, want))
			}
			return nil
		}
	}
	if d, ok := strings.CutPrefix(name, "torch."); ok {
		if dt, ok := dtypeGlobals[d]; ok {
			return woG(name), func(v any) error {
				if v != dt {
					return errors.New("made " + pyAType(v))
				}
				return nil
			}
		}
	}
	if base := strings.TrimPrefix(strings.TrimPrefix(name, "torch.cuda."), "torch."); strings.HasSuffix(base, "Storage") {
		if dt, ok := storageDTypes[base]; ok {
			// A bare storage of woFloats's 16 bytes: a 1-D tensor.
			n := 16 / dt.Size()
			return woPID(name, byte(n)), isTensor(dt, int64(n), false)
		}
	}
	tensor := woTensor()
	switch name {
	case "_codecs.encode":
		return woG(name) + woS("a\u00ff") + woS("latin1") + "\x86R", is([]byte("a\xff"))
	case "builtins.bytearray":
		// As Python 3 writes it at protocol 2: __builtin__, mapped.
		return woG("__builtin__.bytearray") + woG("_codecs.encode") + woS("a\u00ff") + woS("latin1") + "\x86R\x85R", is([]byte("a\xff"))
	case "builtins.complex":
		return woG("__builtin__.complex") + "G?\xf0\x00\x00\x00\x00\x00\x00G\xc0\x00\x00\x00\x00\x00\x00\x00\x86R", func(v any) error {
			if v != complex(1, -2) {
				return errors.New("made " + pyAType(v))
			}
			return nil
		}
	case "collections.Counter":
		return woG(name) + "}" + woS("a") + woK(2) + "s\x85R", is(&Dict{Keys: []any{"a"}, Values: []any{int64(2)}})
	case "collections.OrderedDict":
		return woG(name) + ")R" + woS("a") + woK(2) + "s", is(&Dict{Ordered: true, Keys: []any{"a"}, Values: []any{int64(2)}})
	case "torch.Size":
		return woG(name) + woK(2) + woK(3) + "\x86\x85R", is(Tuple{int64(2), int64(3)})
	case "torch.device":
		return woG(name) + woS("cuda") + woK(1) + "\x86R", is("cuda:1")
	case "torch.serialization._get_layout":
		return woG(name) + woS("torch.strided") + "\x85R", func(v any) error {
			if v != Strided {
				return errors.New("made " + pyAType(v))
			}
			return nil
		}
	case "torch.Tensor", "torch.nn.parameter.Parameter", "torch._tensor._rebuild_from_type_v2":
		cls := name
		if !strings.HasPrefix(cls, "torch.") || strings.Contains(cls, "_rebuild") {
			cls = "torch.Tensor"
		}
		// _rebuild_from_type_v2(func, type, args, state), as PyTorch 2
		// writes a Tensor with a state: here an empty one.
		return woG("torch._tensor._rebuild_from_type_v2") + "(" + woG("torch._utils._rebuild_tensor_v2") + woG(cls) +
			"(" + woTensorArgs("torch.FloatStorage", 4, false) + "t}tR", isTensor(Float32, 4, false)
	case "torch._utils._rebuild_device_tensor_from_cpu_tensor":
		return woG(name) + "(" + tensor + woG("torch.float32") + woS("xla:0") + "\x88tR", isTensor(Float32, 4, true)
	case "torch._utils._rebuild_parameter":
		return woG(name) + "(" + tensor + "\x88" + woG("collections.OrderedDict") + ")RtR", isTensor(Float32, 4, true)
	case "torch._utils._rebuild_parameter_with_state":
		return woG(name) + "(" + tensor + "\x88" + woG("collections.OrderedDict") + ")R}tR", isTensor(Float32, 4, true)
	case "torch._utils._rebuild_tensor":
		return woG(name) + "(" + woPID("torch.FloatStorage", 4) + woK(0) + woK(4) + "\x85" + woK(1) + "\x85tR", isTensor(Float32, 4, false)
	case "torch._utils._rebuild_tensor_v2":
		return tensor, isTensor(Float32, 4, false)
	case "torch._utils._rebuild_tensor_v3", "torch.storage.UntypedStorage":
		// PyTorch 2's form for dtypes without a storage class: 16 bytes,
		// viewed as 4 float32s.
		return woG("torch._utils._rebuild_tensor_v3") + "(" + woPID("torch.storage.UntypedStorage", 16) + woK(0) + woK(4) + "\x85" + woK(1) + "\x85\x89" +
			woG("collections.OrderedDict") + ")R" + woG("torch.float32") + "tR", isTensor(Float32, 4, false)
	}
	t.Fatalf("%s: no pickle for a supported global", name)
	return "", nil
}

// woLoad loads a zip of pickle body (then STOP) and storage "0".
func woLoad(t *testing.T, body string) (any, error) {
	data := serZip(t, "archive/data.pkl", "\x80\x02"+body+".", "archive/data/0", woFloats, "archive/version", "3\n")
	return LoadFrom(bytes.NewReader(data), int64(len(data)))
}

// TestLoadWeightsOnlyGlobals: each global of PyTorch 2.14.1's weights-only
// allowlist loads, or is refused with its reason; globals it does not
// allow are refused by name.
func TestLoadWeightsOnlyGlobals(t *testing.T) {
	serCheckLive(t)
	supported, refused := 0, 0
	for _, g := range weightsOnlyGlobals {
		if g.why != "" {
			refused++
			v, err := woLoad(t, woG(g.name))
			if err == nil {
				FreeAll(v)
				t.Errorf("%s: loaded, want an error with %q", g.name, g.why)
			} else if !strings.Contains(err.Error(), "Python global "+g.name+" is not supported: ") || !strings.Contains(err.Error(), g.why) {
				t.Errorf("%s: %v, want the name and %q", g.name, err, g.why)
			}
			continue
		}
		supported++
		body, check := woLoads(t, g.name)
		v, err := woLoad(t, body)
		if err != nil {
			t.Errorf("%s: %v", g.name, err)
			continue
		}
		if err := check(v); err != nil {
			t.Errorf("%s: %v", g.name, err)
		}
		FreeAll(v)
	}
	t.Logf("PyTorch 2.14.1's weights-only allowlist and 1.13's: %d globals, %d supported, %d refused with a reason",
		len(weightsOnlyGlobals), supported, refused)

	// Not on the allowlist: refused by name (Python 2 names mapped first).
	for _, c := range []struct{ global, want string }{
		{"os.system", "unsupported Python global os.system"},
		{"posix.system", "unsupported Python global posix.system"},
		{"builtins.eval", "unsupported Python global builtins.eval"},
		{"__builtin__.eval", "unsupported Python global builtins.eval"},
		{"builtins.getattr", "unsupported Python global builtins.getattr"},
		{"torch.nn.modules.linear.Linear", "unsupported Python global torch.nn.modules.linear.Linear (a whole nn.Module was saved"},
		{"torch.load", "unsupported Python global torch.load"},
		{"torch.nested._internal.nested_tensor.NestedTensor", "unsupported Python global torch.nested._internal.nested_tensor.NestedTensor"},
		{"collections.defaultdict", "unsupported Python global collections.defaultdict"},
		{"torch.FooTensor", "unsupported Python global torch.FooTensor"},
	} {
		v, err := woLoad(t, woG(c.global)+")R")
		if err == nil {
			FreeAll(v)
			t.Errorf("%s: loaded", c.global)
		} else if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.global, err, c.want)
		}
	}

	// What the supported globals carry that Load cannot keep: named errors.
	for _, c := range []struct{ name, body, want string }{
		{"Parameter attributes", woG("torch._utils._rebuild_parameter_with_state") + "(" + woTensor() + "\x88" +
			woG("collections.OrderedDict") + ")R}" + woS("note") + woK(1) + "stR", "nn.Parameter with Python attributes (\"note\")"},
		{"Tensor attributes", woG("torch._tensor._rebuild_from_type_v2") + "(" + woG("torch._utils._rebuild_tensor_v2") +
			woG("torch.Tensor") + "(" + woTensorArgs("torch.FloatStorage", 4, false) + "t}" + woS("tag") + woS("x") + "stR",
			"torch.Tensor with Python attributes (\"tag\")"},
		{"unknown metadata", woG("torch._utils._rebuild_tensor_v2") + "(" + woTensorArgs("torch.FloatStorage", 4, false) +
			"}" + woS("zero") + "\x88stR", "tensor metadata \"zero\""},
		{"backward hooks", woG("torch._utils._rebuild_tensor_v2") + "(" + woPID("torch.FloatStorage", 4) + woK(0) + woK(4) +
			"\x85" + woK(1) + "\x85\x89" + woG("collections.OrderedDict") + ")R" + woK(1) + woK(2) + "s" + "tR", "backward hooks"},
		{"set", "\x8f", "a Python set (EMPTY_SET) is not supported"},
		{"cpu tensor of another dtype", woG("torch._utils._rebuild_device_tensor_from_cpu_tensor") + "(" + woTensor() +
			woG("torch.float64") + woS("xla:0") + "\x89tR", "a float32 tensor saved for dtype float64"},
		{"v3 dtype refused", woG("torch._utils._rebuild_tensor_v3") + "(" + woPID("torch.storage.UntypedStorage", 16) +
			woK(0) + woK(8) + "\x85" + woK(1) + "\x85\x89" + woG("collections.OrderedDict") + ")R" + woG("torch.uint16") + "tR",
			"Python global torch.uint16 is not supported: dtype torch.uint16 has no Go DType"},
		{"layout unknown", woG("torch.serialization._get_layout") + woS("torch.jagged") + "\x85R", "unknown layout \"torch.jagged\""},
	} {
		v, err := woLoad(t, c.body)
		if err == nil {
			FreeAll(v)
			t.Errorf("%s: loaded, want an error with %q", c.name, c.want)
		} else if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}

	// The conjugate and negative bits PyTorch 2 saves as metadata.
	for _, c := range []struct {
		key  string
		want []complex64
	}{{"conj", []complex64{1 - 2i, 3 + 4i}}, {"neg", []complex64{-1 - 2i, -3 + 4i}}} {
		data := string(binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil,
			uint64(math.Float32bits(1))|uint64(math.Float32bits(2))<<32), uint64(math.Float32bits(3))|uint64(math.Float32bits(-4))<<32))
		body := woG("torch._utils._rebuild_tensor_v2") + "(" + woPID("torch.ComplexFloatStorage", 2) + woK(0) + woK(2) + "\x85" +
			woK(1) + "\x85\x89" + woG("collections.OrderedDict") + ")R}" + woS(c.key) + "\x88stR"
		z := serZip(t, "archive/data.pkl", "\x80\x02"+body+".", "archive/data/0", data, "archive/version", "3\n")
		v, err := LoadFrom(bytes.NewReader(z), int64(len(z)))
		if err != nil {
			t.Fatalf("%s: %v", c.key, err)
		}
		x := v.(*Tensor)
		r := x.ResolveConj()
		rr := r.ResolveNeg()
		if got := serValues[complex64](t, rr); got[0] != c.want[0] || got[1] != c.want[1] {
			t.Errorf("%s: %v, want %v", c.key, got, c.want)
		}
		r.Free()
		rr.Free()
		FreeAll(v)
	}
}

// TestWeightsOnlyOpcodes: each opcode PyTorch's weights-only unpickler
// takes loads here, except EMPTY_SET (a named error: no set value).
func TestWeightsOnlyOpcodes(t *testing.T) {
	for _, c := range []struct{ op, body string }{
		{"MARK TUPLE", "(" + woK(1) + "t"}, {"TUPLE1", woK(1) + "\x85"}, {"TUPLE2", woK(1) + woK(2) + "\x86"},
		{"TUPLE3", woK(1) + woK(2) + woK(3) + "\x87"}, {"EMPTY_TUPLE", ")"}, {"EMPTY_LIST APPEND", "]" + woK(1) + "a"},
		{"APPENDS", "](" + woK(1) + "e"}, {"EMPTY_DICT SETITEM", "}" + woK(1) + woK(2) + "s"}, {"SETITEMS", "}(" + woK(1) + woK(2) + "u"},
		{"NONE", "N"}, {"NEWTRUE", "\x88"}, {"NEWFALSE", "\x89"}, {"BININT", "J\xff\xff\xff\xff"}, {"BININT1", woK(7)},
		{"BININT2", "M\x01\x02"}, {"LONG1", "\x8a\x01\xff"}, {"BINFLOAT", "G?\xf0\x00\x00\x00\x00\x00\x00"},
		{"BINUNICODE", woS("x")}, {"SHORT_BINSTRING", "U\x01x"}, {"BINPUT BINGET", woK(1) + "q\x00" + "0h\x00"},
		{"LONG_BINPUT LONG_BINGET", woK(1) + "r\x00\x01\x00\x000j\x00\x01\x00\x00"},
		{"GLOBAL REDUCE BUILD", woG("collections.OrderedDict") + ")R}" + woS("a") + woK(1) + "sb"},
		{"NEWOBJ", woG("collections.OrderedDict") + ")\x81"}, {"BINPERSID", woTensor()},
	} {
		v, err := woLoad(t, c.body)
		if err != nil {
			t.Errorf("%s: %v", c.op, err)
			continue
		}
		FreeAll(v)
	}
	if v, err := woLoad(t, "\x8f"); err == nil || !strings.Contains(err.Error(), "EMPTY_SET") {
		FreeAll(v)
		t.Errorf("EMPTY_SET: %v", err)
	}
}

// woAllowedOps are the opcodes of torch/_weights_only_unpickler.py and
// their fixed operand sizes (-1: a length-prefixed or line operand).
var woAllowedOps = map[byte]int{
	pkNewobj: 0, pkReduce: 0, pkBuild: 0, pkAppend: 0, pkAppends: 0, pkSetitem: 0, pkSetitems: 0, pkMark: 0,
	pkTuple: 0, pkTuple1: 0, pkTuple2: 0, pkTuple3: 0, pkNone: 0, pkNewfalse: 0, pkNewtrue: 0, pkEmptyTuple: 0,
	pkEmptyList: 0, pkEmptyDict: 0, pkEmptySet: 0, pkBinpersid: 0, pkBinint: 4, pkBinint1: 1, pkBinint2: 2,
	pkBinfloat: 8, pkBinget: 1, pkLongBinget: 4, pkBinput: 1, pkLongBinput: 4, pkProto: 1,
	pkGlobal: -1, pkBinunicode: -1, pkShortBinstring: -1, pkLong1: -1, pkStop: 0,
}

// woScan walks a pickle as get_globals_in_pkl does: it fails on an opcode
// weights-only does not take and returns the globals.
func woScan(pkl []byte) ([]string, error) {
	var globals []string
	for i := 0; i < len(pkl); {
		op := pkl[i]
		n, ok := woAllowedOps[op]
		if !ok {
			return nil, errors.New("opcode 0x" + strconv.FormatUint(uint64(op), 16) + " at byte " + strconv.Itoa(i) + " is not one weights-only takes")
		}
		i++
		switch op {
		case pkStop:
			if i != len(pkl) {
				return nil, errors.New("bytes after STOP")
			}
			return globals, nil
		case pkGlobal:
			j := bytes.IndexByte(pkl[i:], '\n')
			k := bytes.IndexByte(pkl[i+j+1:], '\n')
			if j < 0 || k < 0 {
				return nil, errors.New("truncated GLOBAL")
			}
			globals = append(globals, string(pkl[i:i+j])+"."+string(pkl[i+j+1:i+j+1+k]))
			i += j + k + 2
		case pkBinunicode:
			i += 4 + int(binary.LittleEndian.Uint32(pkl[i:]))
		case pkShortBinstring, pkLong1:
			i += 1 + int(pkl[i])
		default:
			i += n
		}
	}
	return nil, errors.New("no STOP")
}

// woFile is one file TestSaveWeightsOnly writes.
type woFile struct {
	name string
	v    any
}

// woFiles are the values Save writes for PyTorch 2.6 and 2.14's
// torch.load: a state_dict, one tensor, every dtype, views, nested
// containers and Python scalars.
func woFiles(t *testing.T) []woFile {
	var free []*Tensor
	keep := func(x *Tensor) *Tensor {
		if err := x.Err(); err != nil {
			t.Fatal(err)
		}
		free = append(free, x)
		return x
	}
	t.Cleanup(func() {
		for _, x := range free {
			x.Free()
		}
	})
	w := keep(rtMustFromSlice(t, []float32{0.5, -1, 2, 3.25, 4, 5, 6, 7, 8, 9, 10, 11}, 3, 4).Clone())
	if err := w.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	b := rtMustFromSlice(t, []float32{0.1, 0.2, 0.3})
	steps := rtMustFromSlice(t, []int64{42}, []int64{}...)
	emb := rtMustFromSlice(t, []float64{1, 2, 3, 4, 5, 6}, 2, 3)
	empty := rtMustFromSlice(t, []float32{}, 0, 5)
	sd := &Dict{Ordered: true,
		Keys:   []any{"fc.weight", "fc.bias", "bn.num_batches_tracked", "emb.weight", "emb.row", "emb.weight_t", "empty"},
		Values: []any{w, b, steps, emb, keep(emb.Narrow(0, 1, 1)), keep(emb.T()), empty},
		Attrs: &Dict{Keys: []any{"_metadata"}, Values: []any{&Dict{Ordered: true, Keys: []any{"", "fc", "bn"}, Values: []any{
			&Dict{Keys: []any{"version"}, Values: []any{int64(1)}}, &Dict{}, &Dict{Keys: []any{"version"}, Values: []any{int64(2)}}}}}}}

	h16 := rtMustFromSlice(t, []int16{0x3c00, -0x4400, 0x7c00})
	half := keep(h16.ViewDtype(Float16))
	bf := keep(keep(h16.Clone()).ViewDtype(BFloat16))
	dtypes := &Dict{Keys: []any{"f32", "f64", "f16", "bf16", "i64", "i32", "i16", "i8", "u8", "bool", "c64", "c128"},
		Values: []any{rtMustFromSlice(t, []float32{float32(math.Inf(-1)), float32(math.NaN()), -0, 1e-45}),
			rtMustFromSlice(t, []float64{math.MaxFloat64, math.SmallestNonzeroFloat64, math.Copysign(0, -1)}),
			half, bf, rtMustFromSlice(t, []int64{math.MinInt64, math.MaxInt64}), rtMustFromSlice(t, []int32{math.MinInt32, 7}),
			rtMustFromSlice(t, []int16{-300, 300}), rtMustFromSlice(t, []int8{-128, 127}), rtMustFromSlice(t, []uint8{0, 255}),
			rtMustFromSlice(t, []bool{true, false, true}), rtMustFromSlice(t, []complex64{1 - 2i, 0}),
			rtMustFromSlice(t, []complex128{3i, -1})}}

	base := rtMustFromSlice(t, []int32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, 4, 4)
	c := rtMustFromSlice(t, []complex64{1 + 2i, 3 - 4i, 5i})
	views := []any{base, keep(base.T()), keep(base.Narrow(1, 1, 2)), keep(base.Select(0, 3)),
		keep(rtMustFromSlice(t, []float32{7}).Expand([]int64{3, 2})), keep(base.Flatten().Narrow(0, 5, 0)),
		keep(base.Select(0, 1).Select(0, 2)), keep(c.Conj()), keep(InternalNegView(c)), c, base}

	nested := &Dict{
		Keys: []any{"ints", "floats", "strs", "misc", "dtypes", int64(7), Tuple{int64(1), "a"}, nil, true, 2.5, "model"},
		Values: []any{
			[]any{int64(0), int64(255), int64(256), int64(65535), int64(65536), int64(-1), int64(math.MaxInt32), int64(math.MinInt32),
				int64(math.MaxInt32) + 1, int64(math.MinInt64), int64(math.MaxInt64), uint64(math.MaxUint64), uint8(200)},
			[]any{0.0, math.Copysign(0, -1), 1e-300, math.Inf(1), math.NaN(), 0.1, float32(0.1)},
			[]any{"", "héllo", "日本", "a\x00b", "\U0001F600", strings.Repeat("x", 300)},
			[]any{nil, true, false, []byte{}, []byte{0, 127, 128, 255}, Tuple{}, Tuple{int64(1)}, []any{}, &Dict{},
				&Dict{Ordered: true}, map[string]any{"b": int64(2), "a": int64(1)}},
			[]any{Uint8, Int8, Int16, Int32, Int64, Float16, Float32, Float64, ComplexHalf, Complex64, Complex128, Boolean,
				QInt8, QUInt8, QInt32, BFloat16, QUInt4x2, QUInt2x4},
			"seven", "tuple key", "none key", "bool key", "float key",
			&Dict{Keys: []any{"sd", "layers"}, Values: []any{sd, []*Tensor{w, b}}},
		}}
	p := rtMustFromSlice(t, []float32{1.5, -2.5})
	if err := p.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	return []woFile{
		{"state_dict", sd},
		{"tensor", rtMustFromSlice(t, []float64{1, 2, 3, 4, 5, 6}, 2, 3)},
		{"parameter", p},
		{"scalar_tensor", rtMustFromSlice(t, []float32{3.5}, []int64{}...)},
		{"empty_tensor", empty},
		{"dtypes", dtypes},
		{"views", views},
		{"nested", nested},
		{"ordered_dict", &Dict{Ordered: true, Keys: []any{"z", "a", int64(3)}, Values: []any{int64(1), Tuple{2.5, "x"}, nil}}},
		{"map_of_tensors", map[string]*Tensor{"w": w, "b": b}},
		{"list", []any{int64(1), "two", 3.0, []any{Tuple{nil}}}},
		{"tuple", Tuple{int64(1), "a", Tuple{}, b}},
		{"int", int64(-5)},
		{"big_int", uint64(math.MaxUint64)},
		{"float", 0.1},
		{"string", "weights"},
		{"bool", true},
		{"none", nil},
		{"bytes", []byte("\x00\xffabc")},
		{"dtype", BFloat16},
		{"empty_dict", &Dict{}},
	}
}

// woJSON describes a value as check.py (woCheckPy) describes what
// torch.load made: tagged, exact (floats by their bits, tensors by dtype,
// shape, stride, offset, requires_grad, storage and bytes). Storages are
// numbered by first appearance in this walk, which is Python's (dicts in
// their order, a Go map's keys sorted as Save writes them).
func woJSON(t *testing.T, v any) any {
	ids := map[uintptr]int{}
	var temps []*Tensor // resolved views, alive until the walk ends (their storages' ids)
	defer func() {
		for _, x := range temps {
			x.Free()
		}
	}()
	resolved := map[*Tensor]any{}
	var walk func(v any) any
	num := func(n string) any { return map[string]any{"t": "int", "v": n} }
	list := func(kind string, n int, at func(int) any) any {
		items := make([]any, n)
		for i := range items {
			items[i] = walk(at(i))
		}
		return map[string]any{"t": kind, "v": items}
	}
	walk = func(v any) any {
		switch x := v.(type) {
		case nil:
			return map[string]any{"t": "none"}
		case bool:
			return map[string]any{"t": "bool", "v": x}
		case int64:
			return num(strconv.FormatInt(x, 10))
		case uint64:
			return num(strconv.FormatUint(x, 10))
		case uint8:
			return num(strconv.Itoa(int(x)))
		case *big.Int:
			return num(x.String())
		case float32:
			return walk(float64(x))
		case float64:
			return map[string]any{"t": "float", "v": strconv.FormatUint(math.Float64bits(x), 16)}
		case string:
			return map[string]any{"t": "str", "v": x}
		case []byte:
			return map[string]any{"t": "bytes", "v": hex.EncodeToString(x)}
		case DType:
			return map[string]any{"t": "dtype", "v": "torch." + x.String()}
		case Tuple:
			return list("tuple", len(x), func(i int) any { return x[i] })
		case []any:
			return list("list", len(x), func(i int) any { return x[i] })
		case []*Tensor:
			return list("list", len(x), func(i int) any { return x[i] })
		case map[string]any:
			keys := sortedKeys(x)
			d := &Dict{}
			for _, k := range keys {
				d.Keys, d.Values = append(d.Keys, k), append(d.Values, x[k])
			}
			return walk(d)
		case map[string]*Tensor:
			d := &Dict{}
			for _, k := range sortedKeys(x) {
				d.Keys, d.Values = append(d.Keys, k), append(d.Values, x[k])
			}
			return walk(d)
		case *Dict:
			kind := "dict"
			if x.Ordered {
				kind = "OrderedDict"
			}
			keys := make([]any, len(x.Keys))
			vals := make([]any, len(x.Keys))
			for i := range x.Keys {
				keys[i], vals[i] = walk(x.Keys[i]), walk(x.Values[i])
			}
			out := map[string]any{"t": kind, "keys": keys, "values": vals}
			if x.Attrs.Len() > 0 {
				attrs := map[string]any{}
				for i, k := range x.Attrs.Keys {
					attrs[k.(string)] = walk(x.Attrs.Values[i])
				}
				out["attrs"] = attrs
			}
			return out
		case *Tensor:
			if d, ok := resolved[x]; ok {
				return d
			}
			y := x
			// Save writes a conjugate or negative view resolved, in a
			// storage of its own.
			if c, _ := x.IsConj(); c {
				y = x.ResolveConj()
				temps = append(temps, y)
			}
			if n, _ := y.IsNeg(); n {
				y = y.ResolveNeg()
				temps = append(temps, y)
			}
			sid, _, off, err := rtStorageInfo(y)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := ids[sid]; !ok {
				ids[sid] = len(ids)
			}
			d := y.Detach()
			defer d.Free()
			out := map[string]any{"t": "tensor", "dtype": "torch." + y.DType().String(), "shape": append([]int64{}, y.Shape()...),
				"stride": append([]int64{}, y.Strides()...), "offset": off, "requires_grad": x.RequiresGrad(), "storage": ids[sid],
				"data": hex.EncodeToString(serBits(t, d))}
			resolved[x] = out
			return out
		}
		t.Fatalf("woJSON: no description of %T", v)
		return nil
	}
	return walk(v)
}

// TestSaveWeightsOnly writes woFiles with Save and checks that each
// pickle holds only the opcodes and globals of PyTorch's weights-only
// unpickler, that Load reads back the values, and, where /usr/bin/python3
// has torch (Debian's 1.13.1, whose torch.load(path) is not weights-only
// and whose weights_only=True allowlist lacks _codecs.encode and most
// dtypes), that check.py finds them in its torch.load(path). With GOTORCHGEN_WEIGHTSONLY_DIR set
// (scripts/test-weights-only.sh) it writes the files, expect.json,
// check.py and allowlist.txt there, for PyTorch 2.6 and 2.14's
// torch.load(path) in the Debian roots; every failure then fails the test.
func TestSaveWeightsOnly(t *testing.T) {
	serCheckLive(t)
	dir := os.Getenv("GOTORCHGEN_WEIGHTSONLY_DIR")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	allowed := map[string]bool{}
	for _, g := range weightsOnlyGlobals {
		allowed[g.name] = g.why == ""
	}
	expect := map[string]any{}
	for _, f := range woFiles(t) {
		path := filepath.Join(dir, f.name+".pt")
		if err := Save(path, f.v); err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		want := woJSON(t, f.v)
		expect[f.name+".pt"] = want
		// The pickle: weights-only's opcodes and supported globals only.
		pkl, err := woPickle(path)
		if err != nil {
			t.Fatal(err)
		}
		globals, err := woScan(pkl)
		if err != nil {
			t.Errorf("%s: %v", f.name, err)
		}
		for _, g := range globals {
			if !allowed[g] {
				t.Errorf("%s: the pickle uses global %s, which weights-only does not allow (or Load refuses)", f.name, g)
			}
		}
		// Go's own Load reads the same values back.
		v, err := Load(path)
		if err != nil {
			t.Fatalf("%s: Load: %v", f.name, err)
		}
		got := woJSON(t, v)
		FreeAll(v)
		gb, _ := json.Marshal(got)
		wb, _ := json.Marshal(want)
		if !bytes.Equal(gb, wb) {
			t.Errorf("%s: Load made\n%s\nSave wrote\n%s", f.name, gb, wb)
		}
	}
	eb, err := json.MarshalIndent(expect, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, len(weightsOnlyGlobals))
	for i, g := range weightsOnlyGlobals {
		names[i] = g.name
	}
	for name, data := range map[string]string{"expect.json": string(eb), "check.py": woCheckPy,
		"allowlist.txt": strings.Join(names, "\n") + "\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if os.Getenv("GOTORCHGEN_WEIGHTSONLY_DIR") != "" {
		t.Logf("wrote %d files, expect.json, check.py and allowlist.txt to %s", len(expect), dir)
		return
	}
	// The host's PyTorch (Debian's 1.13.1) reads them too, with
	// weights_only=True (1.13's allowlist) and with its default.
	t.Run("python", func(t *testing.T) {
		if err := exec.Command(serPython, "-c", "import torch").Run(); err != nil {
			t.Skip("needs " + serPython + " with torch (Debian's python3-torch): " + err.Error())
		}
		cmd := exec.Command(serPython, filepath.Join(dir, "check.py"), dir)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("check.py: %v\n%s", err, out)
		}
		t.Logf("%s", out)
	})
}

// woPickle returns a torch.save file's data.pkl.
func woPickle(path string) ([]byte, error) {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	for _, f := range zr.File {
		if strings.HasSuffix(f.Name, "/data.pkl") {
			rc, err := f.Open()
			if err != nil {
				return nil, err
			}
			defer rc.Close()
			return io.ReadAll(rc)
		}
	}
	return nil, errors.New(path + ": no data.pkl")
}

// woCheckPy loads each file of expect.json with torch.load(path), its
// default arguments (weights_only=True from PyTorch 2.6 on), describes
// the result as woJSON does and compares; it also compares PyTorch's
// weights-only allowlist with allowlist.txt (weightsOnlyGlobals): a
// global PyTorch allows that the table lacks is a failure (unreviewed).
// Usage: python3 check.py DIR. Prints PASS/FAIL per file; exit status 1
// on any failure.
const woCheckPy = `import json, os, struct, sys, collections
import torch

d = sys.argv[1]
expect = json.load(open(os.path.join(d, "expect.json")))

def storage_key(x):
    if hasattr(x, "untyped_storage"):
        return x.untyped_storage()._cdata
    s = x.storage()
    return getattr(s, "_storage", s)._cdata

def describe(v, ids):
    if v is None:
        return {"t": "none"}
    if type(v) is bool:
        return {"t": "bool", "v": v}
    if type(v) is int:
        return {"t": "int", "v": str(v)}
    if type(v) is float:
        return {"t": "float", "v": format(struct.unpack(">Q", struct.pack(">d", v))[0], "x")}
    if type(v) is str:
        return {"t": "str", "v": v}
    if type(v) is bytes:
        return {"t": "bytes", "v": v.hex()}
    if isinstance(v, torch.dtype):
        return {"t": "dtype", "v": str(v)}
    if type(v) in (tuple, list):
        return {"t": type(v).__name__, "v": [describe(e, ids) for e in v]}
    if type(v) in (dict, collections.OrderedDict):
        out = {"t": type(v).__name__, "keys": [describe(k, ids) for k in v],
               "values": [describe(x, ids) for x in v.values()]}
        attrs = getattr(v, "__dict__", {})
        if attrs:
            out["attrs"] = {k: describe(a, ids) for k, a in attrs.items()}
        return out
    if type(v) is torch.Tensor:
        k = storage_key(v)
        ids.setdefault(k, len(ids))
        b = v.detach().contiguous().reshape(-1).view(torch.uint8)
        return {"t": "tensor", "dtype": str(v.dtype), "shape": list(v.shape), "stride": list(v.stride()),
                "offset": v.storage_offset(), "requires_grad": v.requires_grad, "storage": ids[k],
                "data": bytes(b.tolist()).hex()}
    return {"t": "unexpected " + type(v).__module__ + "." + type(v).__qualname__, "v": repr(v)[:200]}

def first_diff(a, b, path="v"):
    if type(a) is not type(b):
        return path + ": " + json.dumps(a)[:300] + " != " + json.dumps(b)[:300]
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return path + ": key " + k + " only in one: " + json.dumps(a)[:300] + " != " + json.dumps(b)[:300]
            r = first_diff(a[k], b[k], path + "." + k)
            if r:
                return r
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return path + ": length " + str(len(a)) + " != " + str(len(b))
        for i, (x, y) in enumerate(zip(a, b)):
            r = first_diff(x, y, path + "[" + str(i) + "]")
            if r:
                return r
        return None
    return None if a == b else path + ": " + json.dumps(a)[:300] + " != " + json.dumps(b)[:300]

passed = failed = 0
for name in sorted(expect):
    try:
        got = describe(torch.load(os.path.join(d, name)), {})
    except Exception as e:
        print("FAIL", name, "torch.load:", type(e).__name__, str(e).splitlines()[0][:400])
        failed += 1
        continue
    diff = first_diff(got, expect[name])
    if diff:
        print("FAIL", name, "(got != expected)", diff)
        failed += 1
    else:
        print("PASS", name)
        passed += 1

try:
    from torch._weights_only_unpickler import _get_allowed_globals
    allowed = set(_get_allowed_globals())
except ImportError:
    allowed = None
if allowed is not None:
    table = set(open(os.path.join(d, "allowlist.txt")).read().split())
    unreviewed = sorted(allowed - table)
    print("allowlist: PyTorch %s allows %d globals; the Go table has %d; %d of the table not in this PyTorch" %
          (torch.__version__, len(allowed), len(table), len(table - allowed)))
    if unreviewed:
        print("FAIL allowlist: globals PyTorch allows that weightsOnlyGlobals lacks:", " ".join(unreviewed))
        failed += 1
print("torch %s: %d passed, %d failed" % (torch.__version__, passed, failed))
sys.exit(1 if failed else 0)
`

// TestSaveInvalidUTF8: a Go string that is not UTF-8 is an error naming
// it (torch.load decodes a str as UTF-8 and would fail), as a value and as
// a key.
func TestSaveInvalidUTF8(t *testing.T) {
	for _, v := range []any{"a\xffb", []any{"ok", "\xc3"}, map[string]any{"k\xfe": int64(1)}} {
		err := SaveTo(io.Discard, v)
		if err == nil || !strings.Contains(err.Error(), "is not valid UTF-8") {
			t.Errorf("%q: %v, want a UTF-8 error", v, err)
		}
	}
}
