//go:build cgo

package torch

import (
	"archive/zip"
	"bytes"
	"errors"
	"hash/crc32"
	"io"
	"io/fs"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// PyTorch's torch.save format, read and written without libtorch's
// serializer (1.13's drops OrderedDicts and reads no legacy files). One
// source for both modes: the typed package and the stable-ABI one
// (emit/stable.go copies it); the few tensor operations it needs beyond
// operators are each mode's own (serialize_typed.go, and
// templates/_stable/serialize_stable.go).
//
// Load returns a tree of Go values: *Tensor, *Dict (dict, OrderedDict: a
// state_dict; collections.Counter as a dict), []any (list), Tuple (tuple,
// torch.Size), int64 (*big.Int beyond int64), float64, complex128, bool,
// string (also a torch.device: "cuda:1"), []byte (bytes, bytearray), nil,
// DType (torch.float32 and the like) and Layout. Tensors come back on the
// CPU; tensors that shared a storage in Python share one in Go (views of
// it), conjugate and negative views included; an nn.Parameter is a
// *Tensor that requires grad. The caller owns the tensors: FreeAll frees
// a tree's. What Load takes is what PyTorch's weights-only unpickler
// (torch.load's default since 2.6) takes, less what has no Go value
// (pickleGlobal lists both), each an error naming it.

// Load reads a file written by torch.save: the zip format (PyTorch 1.6 and
// later) or the legacy one (_use_new_zipfile_serialization=False). Every
// zip entry's CRC-32 is checked. Nothing but the pickle globals of
// PyTorch's weights-only allowlist is run (pickleGlobal): a whole pickled
// nn.Module or another Python class is an error naming it.
//
// Memory is bounded by the file's size n: the zip's entries may inflate
// to 2n + 64 MiB in all (else an error: a zip bomb), each storage is
// streamed into its tensor, and an entry nothing uses is only streamed
// through its CRC-32 check; a legacy file is read whole (n). The pickle's
// values cost tens of bytes per byte of it (Python's about 10), and a
// pickle may not copy more than 2 values per byte of it out of its memo.
//
// Where files are ambiguous Load does what PyTorch does, or fails: entry
// names compare ignoring ASCII case, two entries of one name are an error
// (PyTorch reads either), a dict key set twice keeps its first place and
// its last value, and 1, 1.0 and True are one key.
//
// A file that cannot be opened is an *Error wrapping the *fs.PathError:
// errors.Is(err, fs.ErrNotExist) and fs.ErrPermission work. LoadStateDict
// and LoadTensor are Load for a file known to hold a dict or a tensor.
func Load(path string) (any, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, rtFileError("Load", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, rtFileError("Load", err)
	}
	v, err := LoadFrom(f, st.Size())
	if err != nil {
		return nil, rtErrorf("Load", path+": "+err.(*Error).Message)
	}
	return v, nil
}

// LoadFrom is Load reading size bytes from r.
func LoadFrom(r io.ReaderAt, size int64) (any, error) {
	l := &loader{storages: map[string]*loadedStorage{}}
	v, err := l.load(r, size)
	if err != nil {
		l.freeAll()
		return nil, rtErrorf("LoadFrom", err.Error())
	}
	l.freeStorages()
	return v, nil
}

// LoadStateDict is Load of a file holding a dict (a state_dict, torch.save
// of a dict or an OrderedDict): a file holding anything else is an error
// naming what it holds, its tensors freed.
func LoadStateDict(path string) (*Dict, error) {
	v, err := rtLoadAs("LoadStateDict", path)
	if err != nil {
		return nil, err
	}
	d, ok := v.(*Dict)
	if !ok || d == nil {
		FreeAll(v)
		return nil, rtErrorf("LoadStateDict", path+": holds "+pyAType(v)+", not a dict")
	}
	return d, nil
}

// LoadTensor is Load of a file holding one tensor (torch.save of a
// tensor or an nn.Parameter): a file holding anything else is an error
// naming what it holds, its tensors freed.
func LoadTensor(path string) (*Tensor, error) {
	v, err := rtLoadAs("LoadTensor", path)
	if err != nil {
		return nil, err
	}
	t, ok := v.(*Tensor)
	if !ok || t == nil {
		FreeAll(v)
		return nil, rtErrorf("LoadTensor", path+": holds "+pyAType(v)+", not a tensor")
	}
	return t, nil
}

// rtLoadAs is Load whose errors name op.
func rtLoadAs(op, path string) (any, error) {
	v, err := Load(path)
	if e, ok := err.(*Error); ok && e.Op == "Load" {
		e.Op = op
	}
	return v, err
}

// FreeAll frees every *Tensor in a tree of values such as Load returns.
func FreeAll(v any) { rtEachTensor(v, (*Tensor).Free) }

// rtEachTensor calls fn on every *Tensor of a tree of values (FreeAll's),
// a shared *Dict or list once.
func rtEachTensor(v any, fn func(*Tensor)) {
	seen := map[any]bool{} // *Dict, or a slice's first element: each once
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case *Tensor:
			fn(v)
		case []*Tensor:
			for _, t := range v {
				fn(t)
			}
		case []any:
			if len(v) > 0 && !seen[&v[0]] {
				seen[&v[0]] = true
				for _, x := range v {
					walk(x)
				}
			}
		case Tuple:
			if len(v) > 0 && !seen[&v[0]] {
				seen[&v[0]] = true
				for _, x := range v {
					walk(x)
				}
			}
		case map[string]*Tensor:
			for _, t := range v {
				fn(t)
			}
		case map[string]any:
			for _, x := range v {
				walk(x)
			}
		case *Dict:
			if v == nil || seen[v] {
				return
			}
			seen[v] = true
			for _, x := range v.Values {
				walk(x)
			}
			walk(v.Attrs)
		}
	}
	walk(v)
}

// storageDTypes maps torch.save's storage classes to dtypes.
var storageDTypes = map[string]DType{
	"FloatStorage": Float32, "DoubleStorage": Float64, "HalfStorage": Float16,
	"BFloat16Storage": BFloat16, "LongStorage": Int64, "IntStorage": Int32,
	"ShortStorage": Int16, "CharStorage": Int8, "ByteStorage": Uint8,
	"BoolStorage": Boolean, "ComplexFloatStorage": Complex64, "ComplexDoubleStorage": Complex128,
}

func storageName(d DType) (string, bool) {
	for n, x := range storageDTypes {
		if x == d {
			return n, true
		}
	}
	return "", false
}

// dtypeGlobals are the torch.<dtype> globals (pickled torch.dtype values).
var dtypeGlobals = map[string]DType{
	"uint8": Uint8, "int8": Int8, "int16": Int16, "int32": Int32, "int64": Int64,
	"float16": Float16, "float32": Float32, "float64": Float64, "bfloat16": BFloat16,
	"complex64": Complex64, "complex128": Complex128, "bool": Boolean,
	"complex32": ComplexHalf, "qint8": QInt8, "quint8": QUInt8, "qint32": QInt32,
	"quint4x2": QUInt4x2, "quint2x4": QUInt2x4,
}

type (
	// storageType is a storage class: torch.FloatStorage and the like,
	// or torch.storage.UntypedStorage (bytes; untyped).
	storageType struct {
		dtype   DType
		untyped bool
	}
	// storageRef is a persistent id: a storage in the file.
	storageRef struct {
		key    string
		dtype  DType
		numel  int64 // of the whole storage
		offset int64 // a legacy storage view's first element
		size   int64 // a legacy storage view's length (numel if none)
		// untyped: a torch.storage.UntypedStorage, of numel bytes, that
		// _rebuild_tensor_v3 views as its dtype.
		untyped bool
	}
	pendingTensor struct {
		storage      *storageRef
		offset       int64
		size, stride []int64
		requiresGrad bool
		dtype        DType // _rebuild_tensor_v3's (set: hasDtype)
		hasDtype     bool
		conj, neg    bool // the view's conjugate and negative bits
	}
	loadedStorage struct {
		base  *Tensor // 1-D, numel elements
		dtype DType
		numel int64
	}
)

// pickleGlobal resolves a pickle's global: what PyTorch's weights-only
// unpickler (torch.load's default since 2.6) allows, less what Load cannot
// represent, which is an error naming the global and why
// (refusedGlobals); anything else is an error naming it, so loading never
// runs arbitrary code. Python 2 names are mapped first, as torch.load
// does (__builtin__.complex is builtins.complex).
//
// Of 2.14.1's allowlist (weightsOnlyGlobals in serialize_weightsonly_test.go
// lists it, and scripts/test-weights-only.sh compares that list with the
// root's), Load supports: the rebuild functions of dense tensors and
// Parameters (_rebuild_tensor, _v2, _v3, _rebuild_parameter, _with_state
// without attributes, _rebuild_from_type_v2 of Tensor or Parameter
// without attributes, _rebuild_device_tensor_from_cpu_tensor: the CPU
// tensor), the storage classes of the Go dtypes (torch.FloatStorage,
// torch.cuda.FloatStorage, ..., torch.storage.UntypedStorage), the dtypes
// Go has (DType values), torch.Size (a Tuple), torch.device (its string),
// torch.Tensor, torch.nn.parameter.Parameter, collections.OrderedDict (a
// *Dict, Ordered), collections.Counter (a *Dict), _codecs.encode and
// builtins.bytearray ([]byte), builtins.complex (complex128) and
// torch.serialization._get_layout (a Layout value). It refuses, naming
// the reason: quantized, sparse, nested, meta and wrapper-subclass
// tensors, numpy arrays, the legacy tensor classes (torch.FloatTensor,
// ...), torch.storage.TypedStorage objects, dtypes Go has no DType for
// (torch.uint16, float8, bits, int1-7, ...) and builtins.set.
func pickleGlobal(module, name string) (any, error) {
	if m, ok := pickleNameMapping[[2]string{module, name}]; ok {
		module, name = m[0], m[1]
	} else if m, ok := pickleImportMapping[module]; ok {
		module = m
	}
	full := module + "." + name
	switch full {
	case "torch._utils._rebuild_tensor_v2", "torch._utils._rebuild_tensor":
		return &pyGlobal{full, rebuildTensor}, nil
	case "torch._utils._rebuild_tensor_v3":
		return &pyGlobal{full, rebuildTensorV3}, nil
	case "torch._utils._rebuild_parameter", "torch._utils._rebuild_parameter_with_state":
		return &pyGlobal{full, rebuildParameter}, nil
	case "torch._utils._rebuild_device_tensor_from_cpu_tensor":
		return &pyGlobal{full, rebuildFromCPUTensor}, nil
	case "torch._tensor._rebuild_from_type_v2":
		return &pyGlobal{full, rebuildFromType}, nil
	case "collections.OrderedDict":
		return &pyGlobal{full, newOrderedDict}, nil
	case "collections.Counter":
		return &pyGlobal{full, newCounter}, nil
	case "torch.Size":
		return &pyGlobal{full, func(_ *unpickler, args []any) (any, error) {
			if len(args) == 0 {
				return &pyTuple{}, nil
			}
			if t, ok := args[0].(*pyTuple); ok && len(args) == 1 {
				return t, nil
			}
			return nil, errors.New("expects a tuple")
		}}, nil
	case "_codecs.encode":
		return &pyGlobal{full, codecsEncode}, nil
	case "builtins.bytearray":
		return &pyGlobal{full, newBytearray}, nil
	case "builtins.complex":
		return &pyGlobal{full, newComplex}, nil
	case "torch.serialization._get_layout":
		return &pyGlobal{full, getLayout}, nil
	case "torch.device":
		return &pyGlobal{full, func(u *unpickler, args []any) (any, error) {
			s, ok := argAt(args, 0).(string)
			if !ok {
				return nil, errors.New("expects a string")
			}
			if i, ok := argAt(args, 1).(int64); ok {
				// A memoized string may be passed again and again.
				if err := u.count(len(s)/16 + 1); err != nil {
					return nil, err
				}
				s += ":" + strconv.FormatInt(i, 10)
			}
			return s, nil
		}}, nil
	case "torch._tensor.Tensor", "torch.Tensor", "torch.nn.parameter.Parameter":
		return &pyClass{full}, nil
	case "torch.storage.UntypedStorage":
		return &storageType{Uint8, true}, nil
	}
	if module == "torch" || module == "torch.cuda" {
		if d, ok := storageDTypes[name]; ok {
			return &storageType{dtype: d}, nil
		}
	}
	if module == "torch" {
		if d, ok := dtypeGlobals[name]; ok {
			return d, nil
		}
	}
	if why := refusedGlobal(module, name); why != "" {
		return nil, errors.New("Python global " + full + " is not supported: " + why)
	}
	hint := ""
	switch {
	case strings.HasPrefix(module, "torch.nn.modules"):
		hint = " (a whole nn.Module was saved: save its state_dict() instead)"
	case strings.HasPrefix(module, "__torch__"):
		hint = " (a TorchScript archive: use torch.jit.load)"
	}
	return nil, errors.New("unsupported Python global " + full + hint)
}

// The reasons Load refuses globals of the weights-only allowlist.
const (
	whyQuantized = "quantized tensors are not supported"
	whySparse    = "sparse tensors are not supported"
	whyLegacy    = "a legacy tensor class (PyTorch < 0.4 pickles); torch.save writes tensors with torch._utils._rebuild_tensor_v2"
)

// refusedGlobals are the globals of PyTorch's weights-only allowlist
// that Load does not support, with the reason; refusedGlobal adds the
// families (tensor classes, dtypes).
var refusedGlobals = map[string]string{
	"torch._utils._rebuild_qtensor":                  whyQuantized,
	"torch._utils._rebuild_sparse_tensor":            whySparse,
	"torch._utils._rebuild_sparse_csr_tensor":        whySparse, // 1.13's allowlist
	"torch._utils._rebuild_nested_tensor":            "nested tensors are not supported",
	"torch._utils._rebuild_meta_tensor_no_storage":   "a tensor on the meta device has no data to load",
	"torch._utils._rebuild_wrapper_subclass":         "tensor subclasses (wrapper subclasses such as DTensor) are not supported",
	"torch._utils._rebuild_device_tensor_from_numpy": "a numpy array (PyTorch < 2.6's XLA/MTIA tensors) is not supported",
	"torch.storage.TypedStorage":                     "a TypedStorage object pickled by class is not supported (torch.save names storages by a persistent id)",
	"torch.per_tensor_affine":                        whyQuantized,
	"torch.per_tensor_symmetric":                     whyQuantized,
	"torch.per_channel_affine":                       whyQuantized,
	"torch.per_channel_symmetric":                    whyQuantized,
	"torch.per_channel_affine_float_qparams":         whyQuantized,
	"builtins.set":                                   "a Python set is not supported: Load has no set value",
}

func refusedGlobal(module, name string) string {
	if why, ok := refusedGlobals[module+"."+name]; ok {
		return why
	}
	_, storage := storageDTypes[strings.TrimSuffix(name, "Tensor")+"Storage"]
	switch {
	case (module == "torch" || module == "torch.cuda") && quantizedStorages[name]:
		return whyQuantized
	case (module == "torch.sparse" || module == "torch.cuda.sparse") && strings.HasSuffix(name, "Tensor") && storage:
		return whySparse
	case (module == "torch" || module == "torch.cuda") && strings.HasSuffix(name, "Tensor") && storage:
		return whyLegacy
	case module == "torch" && pyUnknownDType(name):
		return "dtype torch." + name + " has no Go DType"
	}
	return ""
}

// quantizedStorages are the storage classes of the quantized dtypes.
var quantizedStorages = map[string]bool{"QInt8Storage": true, "QUInt8Storage": true, "QInt32Storage": true,
	"QUInt4x2Storage": true, "QUInt2x4Storage": true}

// pyUnknownDType reports whether torch.name is a dtype of a newer PyTorch
// than the Go DTypes know (uint16, float8_e4m3fn, bits8, int4, ...).
func pyUnknownDType(name string) bool {
	for _, p := range []string{"uint", "int", "float8_", "float4_", "bits", "bcomplex"} {
		if rest, ok := strings.CutPrefix(name, p); ok && rest != "" {
			return p != "uint" && p != "int" || strings.Trim(rest, "0123456789") == ""
		}
	}
	return false
}

// pickleImportMapping and pickleNameMapping are torch._utils's
// IMPORT_MAPPING and NAME_MAPPING (Python's fix_imports): the Python 2
// names a protocol 2 pickle uses, for the ones that matter here.
var (
	pickleImportMapping = map[string]string{"__builtin__": "builtins", "copy_reg": "copyreg"}
	pickleNameMapping   = map[[2]string][2]string{
		{"__builtin__", "long"}: {"builtins", "int"}, {"__builtin__", "unicode"}: {"builtins", "str"},
		{"__builtin__", "basestring"}: {"builtins", "str"}, {"__builtin__", "xrange"}: {"builtins", "range"},
		{"__builtin__", "reduce"}: {"functools", "reduce"}, {"__builtin__", "intern"}: {"sys", "intern"},
	}
)

func argAt(args []any, i int) any {
	if i < len(args) {
		return args[i]
	}
	return nil
}

func pyInts(u *unpickler, v any, what string) ([]int64, error) {
	var items []any
	switch v := v.(type) {
	case *pyTuple:
		items = v.items
	case *pyList:
		items = v.items
	default:
		return nil, errors.New(what + " is " + pyAType(v) + ", not a tuple of ints")
	}
	// A memoized tuple may be passed again and again: its copies count.
	if err := u.count(len(items)); err != nil {
		return nil, err
	}
	out := make([]int64, len(items))
	for i, x := range items {
		n, ok := x.(int64)
		if !ok {
			return nil, errors.New(what + " holds " + pyAType(x) + ", not an int")
		}
		out[i] = n
	}
	return out, nil
}

// rebuildTensor is _rebuild_tensor_v2(storage, storage_offset, size,
// stride, requires_grad, backward_hooks[, metadata]) and _rebuild_tensor
// (the first four).
func rebuildTensor(u *unpickler, args []any) (any, error) {
	if len(args) < 4 || len(args) > 7 {
		return nil, errors.New("takes 4 to 7 arguments, got " + strconv.Itoa(len(args)))
	}
	return rebuildStrided(u, args, argAt(args, 6))
}

// rebuildTensorV3 is _rebuild_tensor_v3(storage, storage_offset, size,
// stride, requires_grad, backward_hooks, dtype[, metadata]): PyTorch 2's
// form for the dtypes without a storage class, on an untyped storage.
func rebuildTensorV3(u *unpickler, args []any) (any, error) {
	if len(args) < 7 || len(args) > 8 {
		return nil, errors.New("takes 7 or 8 arguments, got " + strconv.Itoa(len(args)))
	}
	dt, ok := args[6].(DType)
	if !ok {
		return nil, errors.New("argument dtype is " + pyAType(args[6]))
	}
	p, err := rebuildStrided(u, args[:6], argAt(args, 7))
	if err != nil {
		return nil, err
	}
	t := p.(*pendingTensor)
	if !t.storage.untyped && t.storage.dtype != dt {
		return nil, errors.New("a " + t.storage.dtype.String() + " storage for a " + dt.String() + " tensor")
	}
	t.dtype, t.hasDtype = dt, true
	return t, nil
}

// rebuildStrided makes the tensor of _rebuild_tensor_v2's first six
// arguments and its metadata.
func rebuildStrided(u *unpickler, args []any, metadata any) (any, error) {
	s, ok := args[0].(*storageRef)
	if !ok {
		return nil, errors.New("argument storage is " + pyAType(args[0]))
	}
	off, ok := args[1].(int64)
	if !ok {
		return nil, errors.New("argument storage_offset is " + pyAType(args[1]))
	}
	size, err := pyInts(u, args[2], "size")
	if err != nil {
		return nil, err
	}
	stride, err := pyInts(u, args[3], "stride")
	if err != nil {
		return nil, err
	}
	p := &pendingTensor{storage: s, offset: off, size: size, stride: stride}
	if len(args) > 4 {
		if p.requiresGrad, ok = args[4].(bool); !ok {
			return nil, errors.New("argument requires_grad is " + pyAType(args[4]))
		}
	}
	if len(args) > 5 {
		if err := noHooks(args[5]); err != nil {
			return nil, err
		}
	}
	if err := p.setMetadata(metadata); err != nil {
		return nil, err
	}
	return p, nil
}

// noHooks checks that backward_hooks is empty, as torch.save writes it
// (hooks are not serialized).
func noHooks(v any) error {
	if d, ok := v.(*Dict); v != nil && (!ok || d.Len() != 0) {
		return errors.New("backward hooks (" + pyAType(v) + ") are not supported")
	}
	return nil
}

// setMetadata applies torch._utils.set_tensor_metadata's dict: the
// conjugate and negative bits of a view (PyTorch 2 saves them; 1.13
// drops them). Any other key is an error naming it.
func (p *pendingTensor) setMetadata(v any) error {
	if v == nil {
		return nil
	}
	d, ok := v.(*Dict)
	if !ok {
		return errors.New("tensor metadata is " + pyAType(v) + ", not a dict")
	}
	for i, k := range d.Keys {
		b, ok := d.Values[i].(bool)
		switch {
		case k == "conj" && ok:
			p.conj = b
		case k == "neg" && ok:
			p.neg = b
		default:
			return errors.New("tensor metadata " + pyRepr(k) + " (" + pyAType(d.Values[i]) + ") is not supported")
		}
	}
	return nil
}

// rebuildParameter is _rebuild_parameter(data, requires_grad,
// backward_hooks) and _rebuild_parameter_with_state(..., state): a
// Parameter's attributes (state) are an error naming them, not dropped.
func rebuildParameter(_ *unpickler, args []any) (any, error) {
	if len(args) < 3 || len(args) > 4 {
		return nil, errors.New("takes 3 or 4 arguments, got " + strconv.Itoa(len(args)))
	}
	data, ok := args[0].(*pendingTensor)
	if !ok {
		return nil, errors.New("argument data is " + pyAType(args[0]))
	}
	rg, ok := args[1].(bool)
	if !ok {
		return nil, errors.New("argument requires_grad is " + pyAType(args[1]))
	}
	if err := noHooks(args[2]); err != nil {
		return nil, err
	}
	if err := noState(argAt(args, 3), "an nn.Parameter"); err != nil {
		return nil, err
	}
	p := *data
	p.requiresGrad = rg
	return &p, nil
}

// noState checks that a tensor's Python state (its __dict__, or a
// (__dict__, slots) pair) sets no attribute: Load has nowhere to keep one.
func noState(v any, what string) error {
	var names []string
	add := func(v any) bool {
		d, ok := v.(*Dict)
		if v == nil {
			return true
		}
		if !ok {
			return false
		}
		for _, k := range d.Keys {
			names = append(names, pyRepr(k))
		}
		return true
	}
	ok := true
	if t, isTuple := v.(*pyTuple); isTuple && len(t.items) == 2 {
		ok = add(t.items[0]) && add(t.items[1])
	} else {
		ok = add(v)
	}
	if !ok {
		return errors.New(what + "'s state is " + pyAType(v) + ", not a dict")
	}
	if len(names) > 0 {
		return errors.New(what + " with Python attributes (" + strings.Join(names, ", ") + ") is not supported: Load keeps no attributes")
	}
	return nil
}

// rebuildFromCPUTensor is _rebuild_device_tensor_from_cpu_tensor(data,
// dtype, device, requires_grad): a tensor of a device without storage
// (XLA, MTIA), saved as a CPU copy; Load's tensors are on the CPU.
func rebuildFromCPUTensor(_ *unpickler, args []any) (any, error) {
	if len(args) != 4 {
		return nil, errors.New("takes 4 arguments, got " + strconv.Itoa(len(args)))
	}
	data, ok := args[0].(*pendingTensor)
	if !ok {
		return nil, errors.New("argument data is " + pyAType(args[0]))
	}
	dt, ok := args[1].(DType)
	if !ok {
		return nil, errors.New("argument dtype is " + pyAType(args[1]))
	}
	if data.dtypeOf() != dt {
		return nil, errors.New("a " + data.dtypeOf().String() + " tensor saved for dtype " + dt.String())
	}
	if _, ok := args[2].(string); !ok {
		return nil, errors.New("argument device is " + pyAType(args[2]))
	}
	rg, ok := args[3].(bool)
	if !ok {
		return nil, errors.New("argument requires_grad is " + pyAType(args[3]))
	}
	p := *data
	p.requiresGrad = rg
	return &p, nil
}

// rebuildFromType is _rebuild_from_type_v2(func, type, args, state), for
// torch.Tensor and nn.Parameter only; state that sets attributes is an
// error naming them.
func rebuildFromType(u *unpickler, args []any) (any, error) {
	if len(args) != 4 {
		return nil, errors.New("takes 4 arguments")
	}
	fn, ok1 := args[0].(*pyGlobal)
	cls, ok2 := args[1].(*pyClass)
	a, ok3 := args[2].(*pyTuple)
	if !ok1 || !ok2 || !ok3 {
		return nil, errors.New("unsupported arguments")
	}
	if err := noState(args[3], "a "+cls.name); err != nil {
		return nil, err
	}
	v, err := fn.call(u, a.items)
	if err != nil {
		return nil, errors.New(fn.name + ": " + err.Error())
	}
	if _, ok := v.(*pendingTensor); !ok {
		return nil, errors.New("does not make a tensor")
	}
	return v, nil
}

// newCounter is collections.Counter(mapping): a dict (a Counter's
// methods aside, it is one).
func newCounter(u *unpickler, args []any) (any, error) {
	d := &Dict{}
	if len(args) == 0 {
		return d, nil
	}
	src, ok := args[0].(*Dict)
	if len(args) > 1 || !ok {
		return nil, errors.New("expects no arguments or a dict")
	}
	// A memoized dict may be passed again and again: its copies count.
	if err := u.count(2 * len(src.Keys)); err != nil {
		return nil, err
	}
	for i, k := range src.Keys {
		if err := u.setItem(d, k, src.Values[i]); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// newBytearray is bytearray(), bytearray(bytes) and bytearray(text,
// "latin-1") (protocol 2's own form): a []byte.
func newBytearray(u *unpickler, args []any) (any, error) {
	switch len(args) {
	case 0:
		return []byte{}, nil
	case 1:
		if b, ok := args[0].([]byte); ok {
			if err := u.count(len(b)/16 + 1); err != nil {
				return nil, err
			}
			return append([]byte{}, b...), nil
		}
	case 2:
		return codecsEncode(u, args)
	}
	return nil, errors.New("expects bytes, or a latin-1 text and its encoding")
}

// newComplex is complex(real, imag): a complex128.
func newComplex(_ *unpickler, args []any) (any, error) {
	var parts [2]float64
	if len(args) > 2 {
		return nil, errors.New("takes at most 2 arguments")
	}
	for i, a := range args {
		switch x := a.(type) {
		case float64:
			parts[i] = x
		case int64:
			parts[i] = float64(x)
		case bool:
			if x {
				parts[i] = 1
			}
		default:
			return nil, errors.New("argument " + strconv.Itoa(i) + " is " + pyAType(a) + ", not a number")
		}
	}
	return complex(parts[0], parts[1]), nil
}

// getLayout is torch.serialization._get_layout(name): a Layout.
func getLayout(_ *unpickler, args []any) (any, error) {
	name, ok := argAt(args, 0).(string)
	if !ok || len(args) != 1 {
		return nil, errors.New("expects a layout's name")
	}
	for i, n := range layoutNames {
		if name == "torch."+n || (n == "mkldnn" && name == "torch._mkldnn") {
			return Layout(i), nil
		}
	}
	return nil, errors.New("unknown layout " + strconv.Quote(name))
}

func newOrderedDict(u *unpickler, args []any) (any, error) {
	d := &Dict{Ordered: true}
	if len(args) == 0 {
		return d, nil
	}
	l, ok := args[0].(*pyList)
	if len(args) > 1 || !ok {
		return nil, errors.New("expects no arguments or a list of pairs")
	}
	// A memoized list may be passed again and again: its copies count.
	if err := u.count(2 * len(l.items)); err != nil {
		return nil, err
	}
	for _, x := range l.items {
		t, ok := x.(*pyTuple)
		if !ok || len(t.items) != 2 {
			return nil, errors.New("expects a list of pairs")
		}
		if err := u.setItem(d, t.items[0], t.items[1]); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// codecsEncode is _codecs.encode(text, "latin1"): protocol 2's bytes.
func codecsEncode(u *unpickler, args []any) (any, error) {
	s, ok := argAt(args, 0).(string)
	enc, _ := argAt(args, 1).(string)
	if !ok || (enc != "latin1" && enc != "latin-1") {
		return nil, errors.New("only encode(str, 'latin1') is supported")
	}
	// A memoized string may be encoded again and again: its copies count
	// (in 16-byte slots).
	if err := u.count(len(s)/16 + 1); err != nil {
		return nil, err
	}
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 255 {
			return nil, errors.New("text is not latin-1")
		}
		b = append(b, byte(r))
	}
	return b, nil
}

// storagePID reads a persistent id: ("storage", type, key, location, numel)
// and, in the legacy format, a sixth element: a view (key, offset, size).
func storagePID(pid any, legacy bool) (*storageRef, error) {
	t, ok := pid.(*pyTuple)
	if !ok || len(t.items) == 0 {
		return nil, errors.New("persistent id is " + pyAType(pid) + ", not a tuple")
	}
	if t.items[0] == "module" {
		return nil, errors.New("the file holds a whole nn.Module's source (torch.save(model)): save its state_dict() instead")
	}
	if t.items[0] != "storage" || len(t.items) != 5 && !(legacy && len(t.items) == 6) {
		return nil, errors.New("unsupported persistent id (not a storage)")
	}
	st, ok := t.items[1].(*storageType)
	if !ok {
		return nil, errors.New("unsupported storage type " + pyTypeName(t.items[1]))
	}
	key, ok1 := t.items[2].(string)
	numel, ok2 := t.items[4].(int64)
	if !ok1 || !ok2 || numel < 0 {
		return nil, errors.New("malformed storage persistent id")
	}
	r := &storageRef{key: key, dtype: st.dtype, numel: numel, size: numel, untyped: st.untyped}
	if len(t.items) == 6 && t.items[5] != nil {
		v, ok := t.items[5].(*pyTuple)
		if !ok || len(v.items) != 3 {
			return nil, errors.New("malformed storage view")
		}
		off, ok1 := v.items[1].(int64)
		size, ok2 := v.items[2].(int64)
		if !ok1 || !ok2 || off < 0 || size < 0 || off > numel || size > numel-off {
			return nil, errors.New("storage view out of its storage's range")
		}
		r.offset, r.size = off, size
	}
	return r, nil
}

// loader holds what one Load made, to free it on an error.
type loader struct {
	storages  map[string]*loadedStorage
	refs      map[string]*storageRef
	made      []*Tensor
	tensors   map[*pendingTensor]*Tensor
	bare      map[*storageRef]*pendingTensor
	dicts     map[*Dict]uint8    // finish's state of each dict (pyList's and pyTuple's are theirs)
	views     map[string]*Tensor // untyped storages as other dtypes (retyped)
	depth     int
	bigEndian bool
}

func (l *loader) freeAll() {
	for _, t := range l.made {
		t.Free()
	}
	l.freeStorages()
}

// freeStorages frees the storages' tensors, which the loaded tensors
// view.
func (l *loader) freeStorages() {
	for _, s := range l.storages {
		s.base.Free()
	}
	for _, t := range l.views {
		t.Free()
	}
}

func (l *loader) persistentLoad(legacy bool) func(any) (any, error) {
	return func(pid any) (any, error) {
		r, err := storagePID(pid, legacy)
		if err != nil {
			return nil, err
		}
		if old, ok := l.refs[r.key]; ok && (old.dtype != r.dtype || old.numel != r.numel) {
			return nil, errors.New("storage " + strconv.Quote(r.key) + " is used with two types or sizes")
		} else if ok && old.offset == r.offset && old.size == r.size {
			return old, nil // one storage, as Python's persistent_load returns
		}
		l.refs[r.key] = r
		return r, nil
	}
}

func (l *loader) load(r io.ReaderAt, size int64) (any, error) {
	l.refs = map[string]*storageRef{}
	var magic [4]byte
	if _, err := r.ReadAt(magic[:], 0); err != nil {
		return nil, errors.New("not a PyTorch file: too short (" + strconv.FormatInt(size, 10) + " bytes)")
	}
	var root any
	var err error
	switch {
	case string(magic[:]) == "PK\x03\x04":
		root, err = l.loadZip(r, size)
	case magic[0] == pkProto:
		root, err = l.loadLegacy(io.NewSectionReader(r, 0, size))
	default:
		return nil, errors.New("not a PyTorch file: neither a zip archive nor the legacy format")
	}
	if err != nil {
		return nil, err
	}
	l.tensors = map[*pendingTensor]*Tensor{}
	l.dicts = map[*Dict]uint8{}
	l.bare = map[*storageRef]*pendingTensor{}
	return l.finish(root)
}

// zipSlack is what Load may inflate beyond twice a zip's size: small
// files of zeros compress far better than real weights.
const zipSlack = 64 << 20

// zipBudget is the most bytes Load inflates from a zip of size bytes, in
// all: every record's CRC-32 is checked, so even a record it does not use
// costs its inflated size in time. torch.save stores records
// uncompressed; deflate saves about a tenth of real weights.
func zipBudget(size int64) uint64 { return 2*uint64(max(size, 0)) + zipSlack }

// zipLower folds ASCII case, as PyTorch's reader (miniz) compares names.
func zipLower(name string) string {
	for i := 0; i < len(name); i++ {
		if c := name[i]; 'A' <= c && c <= 'Z' {
			b := []byte(name)
			for j := i; j < len(b); j++ {
				if c := b[j]; 'A' <= c && c <= 'Z' {
					b[j] = c + 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return name
}

// zipReader is a torch.save zip: its records by folded name, and what
// has been inflated from it so far.
type zipReader struct {
	files    map[string]*zip.File
	prefix   string
	budget   uint64
	inflated uint64
	buf      []byte // streaming buffer
}

// open opens record f, charging its size against the budget.
func (z *zipReader) open(f *zip.File) (io.ReadCloser, error) {
	if f.UncompressedSize64 > z.budget-z.inflated {
		return nil, errors.New("zip entry " + f.Name + ": inflating " + strconv.FormatUint(f.UncompressedSize64, 10) +
			" more bytes would pass the " + strconv.FormatUint(z.budget, 10) + " bytes Load inflates from this file")
	}
	if f.Method != zip.Store && f.UncompressedSize64/1100 > f.CompressedSize64 {
		return nil, errors.New("zip entry " + f.Name + " claims more bytes than deflate can make of it")
	}
	z.inflated += f.UncompressedSize64
	rc, err := f.Open()
	if err != nil {
		return nil, errors.New("zip entry " + f.Name + ": " + err.Error())
	}
	return rc, nil
}

func zipReadError(f *zip.File, err error) error {
	if errors.Is(err, zip.ErrChecksum) {
		return errors.New("zip entry " + f.Name + " is corrupt: CRC-32 mismatch")
	}
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return errors.New("zip entry " + f.Name + " is truncated")
	}
	return errors.New("zip entry " + f.Name + ": " + err.Error())
}

// read reads record f, of at most limit bytes, whole: for the pickle and
// the small metadata records.
func (z *zipReader) read(f *zip.File, limit uint64) ([]byte, error) {
	if f.UncompressedSize64 > limit {
		return nil, errors.New("zip entry " + f.Name + " is too big (" +
			strconv.FormatUint(f.UncompressedSize64, 10) + " bytes)")
	}
	rc, err := z.open(f)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	// The reader fails past UncompressedSize64, so this is all it holds.
	b := make([]byte, f.UncompressedSize64)
	if _, err := io.ReadFull(rc, b); err != nil {
		return nil, zipReadError(f, err)
	}
	if err := zipEnd(rc); err != nil {
		return nil, zipReadError(f, err)
	}
	return b, nil
}

// zipEnd reads a record's end, where archive/zip checks its size and
// CRC-32.
func zipEnd(rc io.Reader) error {
	_, err := io.Copy(io.Discard, rc)
	return err
}

// check streams record f through its CRC-32 check, holding none of it.
func (z *zipReader) check(f *zip.File) error {
	rc, err := z.open(f)
	if err != nil {
		return err
	}
	defer rc.Close()
	if _, err := io.CopyBuffer(io.Discard, rc, z.buffer()); err != nil {
		return zipReadError(f, err)
	}
	return nil
}

func (z *zipReader) buffer() []byte {
	if z.buf == nil {
		z.buf = make([]byte, 1<<20)
	}
	return z.buf
}

func (l *loader) loadZip(r io.ReaderAt, size int64) (any, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, errors.New("zip archive: " + err.Error())
	}
	if len(zr.File) == 0 {
		return nil, errors.New("zip archive is empty: not a torch.save file")
	}
	// As PyTorch's reader: the first record's folder is the archive's,
	// every record lies in it, and names are compared ignoring ASCII case.
	// Two records of one name are an error: PyTorch 1.13 reads either
	// (its binary search over the sorted names decides), Python's
	// zipfile the last.
	dir, _, ok := strings.Cut(zr.File[0].Name, "/")
	if !ok {
		return nil, errors.New("zip entry " + strconv.Quote(zr.File[0].Name) + " is not in a folder: not a torch.save file")
	}
	z := &zipReader{files: make(map[string]*zip.File, len(zr.File)), prefix: dir + "/", budget: zipBudget(size)}
	var total uint64
	for _, f := range zr.File {
		if !strings.HasPrefix(f.Name, z.prefix) {
			return nil, errors.New("zip entry " + strconv.Quote(f.Name) + " is outside the archive's folder " + z.prefix)
		}
		if strings.HasSuffix(f.Name, "/constants.pkl") {
			return nil, errors.New("a TorchScript archive (torch.jit.save): use torch.jit.load")
		}
		key := zipLower(f.Name)
		if old := z.files[key]; old != nil {
			name := strconv.Quote(old.Name)
			if old.Name != f.Name {
				name += " and " + strconv.Quote(f.Name)
			}
			return nil, errors.New("zip archive has two entries named " + name +
				": PyTorch reads either one, Python's zipfile the last")
		}
		z.files[key] = f
		if total += f.UncompressedSize64; total < f.UncompressedSize64 || total > z.budget {
			return nil, errors.New("zip entries inflate to more than " + strconv.FormatUint(z.budget, 10) +
				" bytes, what Load allows for a file of " + strconv.FormatInt(size, 10) +
				" (twice its size and 64 MiB): a zip bomb? (at entry " + f.Name + ")")
		}
	}
	record := func(name string) *zip.File { return z.files[zipLower(z.prefix+name)] }
	done := map[*zip.File]bool{}
	meta := func(name string) (string, bool, error) {
		f := record(name)
		if f == nil {
			return "", false, nil
		}
		done[f] = true
		b, err := z.read(f, 64)
		return strings.TrimSpace(string(b)), true, err
	}
	pklFile := record("data.pkl")
	if pklFile == nil {
		return nil, errors.New("zip archive has no " + z.prefix + "data.pkl: not a torch.save file")
	}
	if v, ok, err := meta("version"); err != nil {
		return nil, err
	} else if n, perr := strconv.Atoi(v); ok && (perr != nil || n < 1 || n > 20) {
		return nil, errors.New("unsupported format version " + strconv.Quote(v))
	}
	if v, ok, err := meta("byteorder"); err != nil {
		return nil, err
	} else if ok && v != "little" && v != "big" {
		return nil, errors.New("unknown byteorder " + strconv.Quote(v))
	} else {
		l.bigEndian = v == "big"
	}
	done[pklFile] = true
	pkl, err := z.read(pklFile, z.budget)
	if err != nil {
		return nil, err
	}
	root, n, err := unpickle(pkl, l.persistentLoad(false))
	if err != nil {
		return nil, errors.New(pklFile.Name + ": " + err.Error())
	}
	if n != len(pkl) {
		return nil, errors.New(pklFile.Name + ": " + strconv.Itoa(len(pkl)-n) + " bytes after the pickle")
	}
	pkl = nil
	// The storages the pickle uses, each streamed into its tensor, in the
	// archive's order; every other record only through its CRC-32.
	uses := map[*zip.File][]*storageRef{}
	keys := make([]string, 0, len(l.refs))
	for key := range l.refs {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		f := record("data/" + key)
		if f == nil {
			return nil, errors.New("zip archive has no entry " + z.prefix + "data/" + key)
		}
		uses[f] = append(uses[f], l.refs[key])
	}
	for _, f := range zr.File {
		switch {
		case uses[f] != nil:
			for _, ref := range uses[f] {
				if err := l.readStorage(z, f, ref); err != nil {
					return nil, err
				}
			}
		case done[f] || strings.HasSuffix(f.Name, "/"):
		default:
			if err := z.check(f); err != nil {
				return nil, err
			}
		}
	}
	for _, key := range keys {
		if l.storages[key] == nil {
			return nil, errors.New("zip archive has no entry " + z.prefix + "data/" + key)
		}
	}
	return root, nil
}

// readStorage streams record f into a new tensor: the storage ref.
func (l *loader) readStorage(z *zipReader, f *zip.File, ref *storageRef) error {
	need, err := storageBytes(ref)
	if err != nil {
		return err
	}
	if f.UncompressedSize64 != uint64(need) {
		return errors.New("zip entry " + f.Name + " holds " + strconv.FormatUint(f.UncompressedSize64, 10) +
			" bytes, its " + ref.dtype.String() + " storage of " + strconv.FormatInt(ref.numel, 10) +
			" elements needs " + strconv.FormatInt(need, 10))
	}
	rc, err := z.open(f)
	if err != nil {
		return err
	}
	defer rc.Close()
	raw, err := EmptyMemoryFormat([]int64{need}, EmptyMemoryFormatOptions{Dtype: Some(Uint8)}).Result()
	if err != nil {
		return errors.New("zip entry " + f.Name + ": " + err.Error())
	}
	defer raw.Free()
	buf := z.buffer()
	w := ref.dtype.Size()
	if ref.dtype.IsComplex() {
		w /= 2
	}
	for off := int64(0); off < need; {
		b := buf[:min(int64(len(buf)), need-off)]
		if _, err := io.ReadFull(rc, b); err != nil {
			return zipReadError(f, err)
		}
		if l.bigEndian {
			rtSwapBytes(b, w)
		}
		if err := rtWriteBytes(raw, off, b); err != nil {
			return errors.New("zip entry " + f.Name + ": " + err.(*Error).Message)
		}
		off += int64(len(b))
	}
	if err := zipEnd(rc); err != nil {
		return zipReadError(f, err)
	}
	base, err := ViewDtype(raw, ref.dtype).Result()
	if err != nil {
		return errors.New("zip entry " + f.Name + ": " + err.Error())
	}
	l.storages[ref.key] = &loadedStorage{base: base, dtype: ref.dtype, numel: ref.numel}
	return nil
}

// rtSwapBytes reverses the bytes of each w-byte element of b.
func rtSwapBytes(b []byte, w int) {
	for i := 0; i+w <= len(b); i += w {
		for j := 0; j < w/2; j++ {
			b[i+j], b[i+w-1-j] = b[i+w-1-j], b[i+j]
		}
	}
}

func storageBytes(r *storageRef) (int64, error) {
	es := int64(r.dtype.Size())
	if r.numel > math.MaxInt64/es {
		return 0, errors.New("storage " + strconv.Quote(r.key) + " is too big")
	}
	return r.numel * es, nil
}

// legacyMagic is the legacy format's magic number.
var legacyMagic, _ = new(big.Int).SetString("1950a86a20f9469cfc6c", 16)

func (l *loader) loadLegacy(r *io.SectionReader) (any, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	pos := 0
	next := func(what string, pl func(any) (any, error)) (any, error) {
		v, n, err := unpickle(data[pos:], pl)
		if err != nil {
			return nil, errors.New("legacy format, " + what + ": " + err.Error())
		}
		pos += n
		return v, nil
	}
	magic, err := next("magic number", nil)
	if err != nil {
		return nil, err
	}
	if m, ok := magic.(*big.Int); !ok || m.Cmp(legacyMagic) != 0 {
		return nil, errors.New("not a PyTorch file: wrong magic number")
	}
	proto, err := next("protocol version", nil)
	if err != nil {
		return nil, err
	}
	if proto != int64(1001) {
		return nil, errors.New("legacy format: unsupported protocol version " + pyRepr(proto))
	}
	info, err := next("system info", nil)
	if err != nil {
		return nil, err
	}
	if d, ok := info.(*Dict); ok {
		if le, ok := d.Get("little_endian"); ok {
			l.bigEndian = le == false
		}
	}
	root, err := next("object", l.persistentLoad(true))
	if err != nil {
		return nil, err
	}
	keysV, err := next("storage keys", nil)
	if err != nil {
		return nil, err
	}
	keys, ok := keysV.(*pyList)
	if !ok {
		return nil, errors.New("legacy format: storage keys are " + pyAType(keysV))
	}
	for _, k := range keys.items {
		key, _ := k.(string)
		ref := l.refs[key]
		if ref == nil {
			return nil, errors.New("legacy format: storage " + pyRepr(k) + " is not used by the object")
		}
		if l.storages[key] != nil {
			return nil, errors.New("legacy format: storage " + strconv.Quote(key) + " twice")
		}
		if len(data)-pos < 8 {
			return nil, errors.New("legacy format: truncated before storage " + strconv.Quote(key))
		}
		numel := int64(uint64FromLE(data[pos:pos+8], l.bigEndian))
		pos += 8
		if numel != ref.numel {
			return nil, errors.New("legacy format: storage " + strconv.Quote(key) + " has " +
				strconv.FormatInt(numel, 10) + " elements, the object expects " + strconv.FormatInt(ref.numel, 10))
		}
		need, err := storageBytes(ref)
		if err != nil {
			return nil, err
		}
		if need > int64(len(data)-pos) {
			return nil, errors.New("legacy format: truncated in storage " + strconv.Quote(key) + " (needs " +
				strconv.FormatInt(need, 10) + " bytes, has " + strconv.Itoa(len(data)-pos) + ")")
		}
		if err := l.addStorage(ref, data[pos:pos+int(need)]); err != nil {
			return nil, err
		}
		pos += int(need)
	}
	for key := range l.refs {
		if l.storages[key] == nil {
			return nil, errors.New("legacy format: storage " + strconv.Quote(key) + " is missing")
		}
	}
	return root, nil
}

func uint64FromLE(b []byte, swap bool) uint64 {
	var v uint64
	for i := 7; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	if swap {
		v = 0
		for i := 0; i < 8; i++ {
			v = v<<8 | uint64(b[i])
		}
	}
	return v
}

// addStorage makes the 1-D tensor of a storage's bytes.
func (l *loader) addStorage(ref *storageRef, b []byte) error {
	if l.bigEndian {
		b = append([]byte(nil), b...)
		w := ref.dtype.Size()
		if ref.dtype.IsComplex() {
			w /= 2
		}
		rtSwapBytes(b, w)
	}
	raw, err := FromSlice(b)
	if err != nil {
		return err
	}
	defer raw.Free()
	base, err := ViewDtype(raw, ref.dtype).Result()
	if err != nil {
		return err
	}
	l.storages[ref.key] = &loadedStorage{base: base, dtype: ref.dtype, numel: ref.numel}
	return nil
}

// finish turns the unpickler's values into Load's, making the tensors.
func (l *loader) finish(v any) (any, error) {
	switch x := v.(type) {
	case nil, bool, int64, float64, complex128, string, []byte, DType, Layout, *big.Int:
		return v, nil
	case *pendingTensor:
		return l.tensor(x)
	case *storageRef:
		// A bare storage: its elements as a 1-D tensor, one for each.
		if l.bare[x] == nil {
			l.bare[x] = &pendingTensor{storage: x, size: []int64{x.size}, stride: []int64{1}}
		}
		return l.tensor(l.bare[x])
	case *pyList, *pyTuple, *Dict:
	default:
		return nil, errors.New(pyAType(v) + " object is not supported")
	}
	// Each container is finished once, in place (a shared one is
	// returned again); a container inside itself is an error.
	var state uint8
	switch x := v.(type) {
	case *pyList:
		state = x.state
	case *pyTuple:
		state = x.state
	case *Dict:
		state = l.dicts[x]
	}
	switch {
	case state == finishDone:
		return finished(v), nil
	case state == finishBusy:
		return nil, errors.New(pyAType(v) + " that contains itself is not supported")
	case l.depth >= 1000:
		return nil, errors.New("values nested more than 1000 deep")
	}
	setState := func(st uint8) {
		switch x := v.(type) {
		case *pyList:
			x.state = st
		case *pyTuple:
			x.state = st
		case *Dict:
			l.dicts[x] = st
		}
	}
	setState(finishBusy)
	l.depth++
	defer func() { l.depth-- }()
	var err error
	switch x := v.(type) {
	case *pyList:
		err = l.finishAll(x.items)
	case *pyTuple:
		err = l.finishAll(x.items)
	case *Dict:
		if err = l.finishAll(x.Keys); err == nil {
			err = l.finishAll(x.Values)
		}
		if err == nil && x.Attrs != nil {
			_, err = l.finish(x.Attrs)
		}
	}
	if err != nil {
		return nil, err
	}
	setState(finishDone)
	return finished(v), nil
}

// The states of a container during finish.
const (
	finishNew uint8 = iota
	finishBusy
	finishDone
)

// finished is a finished container as Load returns it.
func finished(v any) any {
	switch x := v.(type) {
	case *pyList:
		if x.items == nil {
			return []any{}
		}
		return x.items
	case *pyTuple:
		if x.items == nil {
			return Tuple{}
		}
		return Tuple(x.items)
	}
	return v
}

// finishAll finishes items in place: a copy would double what a pickle of
// many values costs.
func (l *loader) finishAll(items []any) error {
	for i, x := range items {
		y, err := l.finish(x)
		if err != nil {
			return err
		}
		items[i] = y
	}
	return nil
}

// dtypeOf is the tensor's dtype: _rebuild_tensor_v3's, or its storage's.
func (p *pendingTensor) dtypeOf() DType {
	if p.hasDtype {
		return p.dtype
	}
	return p.storage.dtype
}

func (l *loader) tensor(p *pendingTensor) (*Tensor, error) {
	if t, ok := l.tensors[p]; ok {
		return t, nil
	}
	s := l.storages[p.storage.key]
	name := "tensor on storage " + strconv.Quote(p.storage.key)
	base, limit, first := s.base, p.storage.size, p.storage.offset
	if dt := p.dtypeOf(); dt != s.dtype {
		// An untyped storage, as _rebuild_tensor_v3's dtype.
		var err error
		if base, err = l.retyped(p.storage.key, s, dt); err != nil {
			return nil, errors.New(name + ": " + err.Error())
		}
		limit, first = base.Numel(), 0
	}
	if len(p.size) != len(p.stride) {
		return nil, errors.New(name + ": size " + rtFormatShape(p.size) + " and stride " +
			rtFormatShape(p.stride) + " differ in length")
	}
	if p.offset < 0 {
		return nil, errors.New(name + ": negative storage offset")
	}
	// The last element must lie within the storage (view).
	last, empty := p.offset, false
	for i := range p.size {
		if p.size[i] < 0 || p.stride[i] < 0 {
			return nil, errors.New(name + ": negative size or stride")
		}
		if p.size[i] == 0 {
			empty = true
		} else if p.stride[i] != 0 && p.size[i]-1 > (math.MaxInt64-last)/p.stride[i] {
			return nil, errors.New(name + ": size and stride overflow")
		} else {
			last += (p.size[i] - 1) * p.stride[i]
		}
	}
	if (!empty && last >= limit) || p.offset > limit {
		return nil, errors.New(name + ": size " + rtFormatShape(p.size) + ", stride " + rtFormatShape(p.stride) +
			" and offset " + strconv.FormatInt(p.offset, 10) + " need more than the storage's " +
			strconv.FormatInt(limit, 10) + " elements")
	}
	t, err := AsStrided(base, p.size, p.stride, AsStridedOptions{StorageOffset: Some(p.offset + first)}).Result()
	if err != nil {
		return nil, err
	}
	// The conjugate and negative bits, as views (PyTorch's metadata).
	for _, bit := range []struct {
		set  bool
		view func(*Tensor) *Tensor
	}{{p.conj, func(t *Tensor) *Tensor { return t.Conj() }}, {p.neg, func(t *Tensor) *Tensor { return InternalNegView(t) }}} {
		if bit.set {
			v, err := bit.view(t).Result()
			t.Free()
			if err != nil {
				return nil, errors.New(name + ": " + err.Error())
			}
			t = v
		}
	}
	l.made = append(l.made, t)
	if p.requiresGrad {
		if err := rtSetRequiresGrad(t); err != nil {
			return nil, err
		}
	}
	l.tensors[p] = t
	return t, nil
}

// retyped returns an untyped storage's bytes as a 1-D tensor of dtype dt
// (its whole elements), made once per storage and dtype.
func (l *loader) retyped(key string, s *loadedStorage, dt DType) (*Tensor, error) {
	if s.dtype != Uint8 {
		return nil, errors.New("a " + s.dtype.String() + " storage viewed as " + dt.String())
	}
	k := key + "\x00" + dt.String()
	if t := l.views[k]; t != nil {
		return t, nil
	}
	es := int64(dt.Size())
	if es == 0 {
		return nil, errors.New("dtype " + dt.String() + " has no element size")
	}
	whole, err := s.base.Narrow(0, 0, s.numel/es*es).Result()
	if err != nil {
		return nil, err
	}
	defer whole.Free()
	t, err := ViewDtype(whole, dt).Result()
	if err != nil {
		return nil, err
	}
	if l.views == nil {
		l.views = map[string]*Tensor{}
	}
	l.views[k] = t
	return t, nil
}

// pyRepr formats a small value for a message.
func pyRepr(v any) string {
	switch v := v.(type) {
	case string:
		return strconv.Quote(v)
	case int64:
		return strconv.FormatInt(v, 10)
	}
	return pyAType(v)
}

// Save writes v to path in torch.save's zip format, which torch.load reads
// (PyTorch 1.6 and later), through a temporary file renamed into place.
// See SaveTo for the values it takes. A file that cannot be made is an
// *Error wrapping the *fs.PathError (errors.Is(err, fs.ErrNotExist) for a
// missing directory, fs.ErrPermission).
func Save(path string, v any) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		// The temporary file's name is no help: name the file asked for.
		if pe, ok := err.(*fs.PathError); ok {
			err = &fs.PathError{Op: "create", Path: path, Err: pe.Err}
		}
		return rtFileError("Save", err)
	}
	err = SaveTo(f, v)
	if cerr := f.Close(); err == nil && cerr != nil {
		err = rtFileError("Save", cerr)
	}
	if err == nil {
		if rerr := os.Rename(f.Name(), path); rerr != nil {
			err = rtFileError("Save", rerr)
		}
	}
	if err != nil {
		os.Remove(f.Name())
		if e, ok := err.(*Error); ok && e.Op == "SaveTo" {
			e.Op = "Save"
		}
		return err
	}
	return nil
}

// SaveTo writes v in torch.save's zip format (archive name "archive"). v
// may be a *Tensor (nil: None), *Dict (an OrderedDict if Ordered, with its
// Attrs), map[string]*Tensor or map[string]any (a dict, keys sorted),
// []any, []*Tensor, Tuple, a Go integer, float, complex128, bool or
// string, []byte, DType and nil, nested. Tensors that share a storage are saved once, with
// their sizes, strides and offsets, as PyTorch does (non-contiguous ones
// too); the same *Tensor twice loads as one tensor. A tensor off the CPU is
// saved as a CPU copy, with location "cpu"; a conjugate or negative view
// as its resolved values, in a storage of its own. Quantized and sparse
// tensors are not supported. The file holds only what PyTorch's
// weights-only unpickler allows: torch.load(path) reads it with its
// default arguments in PyTorch 1.6 to 2.14 (scripts/test-weights-only.sh
// checks 2.6 and 2.14).
func SaveTo(w io.Writer, v any) error {
	s := &saver{byID: map[uintptr]*savedStorage{}, memo: map[*Tensor]int{}}
	defer func() {
		for _, t := range s.temps {
			t.Free()
		}
	}()
	s.p.op(pkProto, 2)
	if err := s.value(v, "value"); err != nil {
		return rtErrorf("SaveTo", err.Error())
	}
	s.p.op(pkStop)
	if err := s.write(w); err != nil {
		return rtErrorf("SaveTo", err.Error())
	}
	return nil
}

type savedStorage struct {
	key    string
	dtype  DType
	nbytes int64
	src    *Tensor
}

type saver struct {
	p        pickler
	storages []*savedStorage
	byID     map[uintptr]*savedStorage
	memo     map[*Tensor]int
	temps    []*Tensor
	depth    int
}

func (s *saver) value(v any, path string) error {
	if s.depth++; s.depth > 1000 {
		return errors.New(path + ": nested too deeply (a cycle?)")
	}
	defer func() { s.depth-- }()
	p := &s.p
	switch x := v.(type) {
	case nil:
		p.op(pkNone)
	case bool:
		p.bool(x)
	case int:
		p.int(int64(x))
	case int8:
		p.int(int64(x))
	case int16:
		p.int(int64(x))
	case int32:
		p.int(int64(x))
	case int64:
		p.int(x)
	case uint:
		p.uint(uint64(x))
	case uint8:
		p.int(int64(x))
	case uint16:
		p.int(int64(x))
	case uint32:
		p.int(int64(x))
	case uint64:
		p.uint(x)
	case float32:
		p.float(float64(x))
	case float64:
		p.float(x)
	case complex128:
		// As Python pickles a complex at protocol 2: the global
		// builtins.complex in Python 2's spelling (torch.load and the
		// weights-only unpickler map it), called with (real, imag).
		p.global("__builtin__", "complex")
		p.float(real(x))
		p.float(imag(x))
		p.op(pkTuple2, pkReduce)
	case string:
		return s.string(x, path)
	case []byte:
		p.bytes(x)
	case DType:
		name, ok := "", false
		for n, d := range dtypeGlobals {
			if d == x {
				name, ok = n, true
			}
		}
		if !ok {
			return errors.New(path + ": dtype " + x.String() + " is not supported")
		}
		p.global("torch", name)
	case *Tensor:
		return s.tensor(x, path)
	case Tuple:
		if len(x) == 0 {
			p.op(pkEmptyTuple)
			return nil
		}
		p.op(pkMark)
		for i, e := range x {
			if err := s.value(e, path+"["+strconv.Itoa(i)+"]"); err != nil {
				return err
			}
		}
		p.op(pkTuple)
	case []any:
		return saveList(s, x, path)
	case []*Tensor:
		return saveList(s, x, path)
	case map[string]*Tensor:
		return saveDict(s, x, path)
	case map[string]any:
		return saveDict(s, x, path)
	case *Dict:
		if x == nil {
			return errors.New(path + ": nil *Dict")
		}
		if len(x.Keys) != len(x.Values) {
			return errors.New(path + ": Dict has " + strconv.Itoa(len(x.Keys)) + " keys and " +
				strconv.Itoa(len(x.Values)) + " values")
		}
		if x.Ordered {
			p.global("collections", "OrderedDict")
			p.op(pkEmptyTuple, pkReduce)
		} else {
			p.op(pkEmptyDict)
		}
		if err := s.items(x, path); err != nil {
			return err
		}
		if x.Attrs != nil {
			if !x.Ordered {
				return errors.New(path + ": a plain dict has no Attrs")
			}
			p.op(pkEmptyDict)
			if err := s.items(x.Attrs, path+".Attrs"); err != nil {
				return err
			}
			p.op(pkBuild)
		}
	default:
		return errors.New(path + ": unsupported Go type " + typeName(v))
	}
	return nil
}

func typeName(v any) string { return reflect.TypeOf(v).String() }

// string writes a str: UTF-8 text, which torch.load decodes (a Go string
// of other bytes is an error; []byte is Python's bytes).
func (s *saver) string(x, path string) error {
	if !utf8.ValidString(x) {
		return errors.New(path + ": string " + strconv.QuoteToASCII(rtTruncate(x, 40)) + " is not valid UTF-8 (torch.load decodes str as UTF-8; save bytes as []byte)")
	}
	s.p.string(x)
	return nil
}

// rtTruncate cuts s to at most n bytes.
func rtTruncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

func (s *saver) items(d *Dict, path string) error {
	if len(d.Keys) == 0 {
		return nil
	}
	s.p.op(pkMark)
	for i, k := range d.Keys {
		switch k.(type) {
		case string, int, int64, int32, float64, bool, nil, Tuple:
		default:
			return errors.New(path + ": unsupported key type " + typeName(k))
		}
		if err := s.value(k, path); err != nil {
			return err
		}
		if err := s.value(d.Values[i], path+"["+keyString(k)+"]"); err != nil {
			return err
		}
	}
	s.p.op(pkSetitems)
	return nil
}

func keyString(k any) string {
	if s, ok := k.(string); ok {
		return strconv.Quote(s)
	}
	if n, ok := k.(int64); ok {
		return strconv.FormatInt(n, 10)
	}
	return "key"
}

func saveList[T any](s *saver, x []T, path string) error {
	s.p.op(pkEmptyList)
	if len(x) == 0 {
		return nil
	}
	s.p.op(pkMark)
	for i, e := range x {
		if err := s.value(e, path+"["+strconv.Itoa(i)+"]"); err != nil {
			return err
		}
	}
	s.p.op(pkAppends)
	return nil
}

func saveDict[T any](s *saver, m map[string]T, path string) error {
	s.p.op(pkEmptyDict)
	if len(m) == 0 {
		return nil
	}
	s.p.op(pkMark)
	for _, k := range sortedKeys(m) {
		if err := s.string(k, path); err != nil {
			return err
		}
		if err := s.value(m[k], path+"["+strconv.Quote(k)+"]"); err != nil {
			return err
		}
	}
	s.p.op(pkSetitems)
	return nil
}

func (s *saver) tensor(t *Tensor, path string) error {
	if t == nil {
		s.p.op(pkNone) // an undefined tensor
		return nil
	}
	if err := t.Err(); err != nil {
		return errors.New(path + ": " + err.Error())
	}
	if i, ok := s.memo[t]; ok {
		s.p.get(i)
		return nil
	}
	orig := t
	if l := rtLayoutOf(t); l != Strided {
		return errors.New(path + ": a " + l.String() + " tensor is not supported")
	}
	dt := t.DType()
	sname, ok := storageName(dt)
	if !ok {
		return errors.New(path + ": dtype " + dt.String() + " is not supported")
	}
	if t.Device().Type != CPU {
		c := rtToCPU(t)
		if err := c.Err(); err != nil {
			return errors.New(path + ": " + err.Error())
		}
		s.temps = append(s.temps, c)
		t = c
	}
	// A view with the conjugate or negative bit is saved resolved, as a
	// storage of its own: PyTorch 2 writes the bits as _rebuild_tensor_v2's
	// metadata, which 1.13's torch.load does not take (and 1.13's
	// torch.save drops, saving the unconjugated values).
	for _, bit := range []struct {
		is      func(*Tensor) (bool, error)
		resolve func(*Tensor) *Tensor
	}{{func(t *Tensor) (bool, error) { return t.IsConj() }, func(t *Tensor) *Tensor { return t.ResolveConj() }},
		{func(t *Tensor) (bool, error) { return t.IsNeg() }, func(t *Tensor) *Tensor { return t.ResolveNeg() }}} {
		set, err := bit.is(t)
		if err != nil {
			return errors.New(path + ": " + err.Error())
		}
		if set {
			r := bit.resolve(t)
			if err := r.Err(); err != nil {
				return errors.New(path + ": " + err.Error())
			}
			s.temps = append(s.temps, r)
			t = r
		}
	}
	// A ZeroTensor's storage has no data: its zeros are saved (Python's
	// torch.save refuses it), as a storage of their own.
	z, err := rtMaterialize(t)
	if err != nil {
		return errors.New(path + ": " + err.(*Error).Message)
	}
	if z != nil {
		s.temps = append(s.temps, z)
		t = z
	}
	id, nbytes, offset, err := rtStorageInfo(t)
	if err != nil {
		return errors.New(path + ": " + err.(*Error).Message)
	}
	es := int64(dt.Size())
	if nbytes%es != 0 {
		return errors.New(path + ": storage of " + strconv.FormatInt(nbytes, 10) +
			" bytes is not a whole number of " + dt.String() + " elements")
	}
	st := s.byID[id]
	if st == nil {
		st = &savedStorage{key: strconv.Itoa(len(s.storages)), dtype: dt, nbytes: nbytes, src: t}
		s.storages = append(s.storages, st)
		s.byID[id] = st
	} else if st.dtype != dt {
		return errors.New(path + ": tensors of dtypes " + st.dtype.String() + " and " + dt.String() +
			" view one storage, which torch.save does not allow")
	}
	requiresGrad, err := rtRequiresGradOf(orig)
	if err != nil {
		return errors.New(path + ": " + err.Error())
	}
	p := &s.p
	p.global("torch._utils", "_rebuild_tensor_v2")
	p.op(pkMark, pkMark)
	p.string("storage")
	p.global("torch", sname)
	p.string(st.key)
	p.string("cpu")
	p.int(st.nbytes / es)
	p.op(pkTuple, pkBinpersid)
	p.int(offset)
	p.ints(t.Shape())
	p.ints(rtStridesOf(t))
	p.bool(requiresGrad)
	p.global("collections", "OrderedDict")
	p.op(pkEmptyTuple, pkReduce, pkTuple, pkReduce)
	s.memo[orig] = p.memo
	p.put()
	return nil
}

// write writes the zip archive, each entry's data 64-byte aligned (as
// PyTorch's writer does, with an "FB" extra field of padding).
func (s *saver) write(w io.Writer) error {
	zw := zip.NewWriter(w)
	var off int64
	add := func(name string, data []byte) error {
		start := off + 30 + int64(len(name)) + 4
		pad := (64 - start%64) % 64
		extra := append([]byte{'F', 'B', byte(pad), byte(pad >> 8)}, bytes.Repeat([]byte{'Z'}, int(pad))...)
		fw, err := zw.CreateRaw(&zip.FileHeader{Name: name, Method: zip.Store, Extra: extra,
			CRC32: crc32.ChecksumIEEE(data), CompressedSize64: uint64(len(data)), UncompressedSize64: uint64(len(data))})
		if err != nil {
			return err
		}
		if _, err := fw.Write(data); err != nil {
			return err
		}
		off = start + pad + int64(len(data))
		return nil
	}
	if err := add("archive/data.pkl", s.p.buf); err != nil {
		return err
	}
	if err := add("archive/byteorder", []byte("little")); err != nil {
		return err
	}
	for _, st := range s.storages {
		b := make([]byte, st.nbytes)
		if err := rtStorageCopy(st.src, b); err != nil {
			return err
		}
		if err := add("archive/data/"+st.key, b); err != nil {
			return err
		}
	}
	if err := add("archive/version", []byte("3\n")); err != nil {
		return err
	}
	return zw.Close()
}
