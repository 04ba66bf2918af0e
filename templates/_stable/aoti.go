package torch

// #include <stdlib.h>
// #include "aoti.h"
// #include "stable.h"
// #cgo noescape gts_aoti_run
// #cgo nocallback gts_aoti_run
import "C"

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"
)

// aoti.go: AOTInductor packages (.pt2) in the stable-ABI mode, with the
// typed mode's names (specs/aoti.yaml, docs/SERVING-PT2.md) where the
// behaviour is the same. There is no libtorch C++ loader here: Go reads the
// zip, the model library goes to an anonymous in-memory file (memfd) that
// aoti.c dlopens, and the package's C entry point
// (torch/csrc/inductor/aoti_runtime/interface.h) does the rest. Nothing is
// written to disk, except the kernel binaries of a CUDA package that keeps
// them beside its library (into a temporary directory that Free removes).

// AOTIModel is a model compiled by AOTInductor: LoadAOTIModel loads a .pt2
// package made by torch._inductor.aoti_compile_and_package from a
// torch.export program, Run runs it.
type AOTIModel struct {
	c        *C.gts_aoti  // set before the model is returned, nil once released: read under a use
	uses     atomic.Int64 // calls using c, plus rtFreeing once freed
	pkg      string       // the path, or "<N bytes>"
	name     string
	single   bool
	nIn      int
	nOut     int
	inNames  []string
	outNames []string
	metadata map[string]string
	lib      *os.File   // the memfd the library is loaded from, while LoadAOTIModel runs
	cubinDir string     // "", or the temporary directory of the kernel binaries
	constMu  sync.Mutex // LoadConstant's
}

// LoadAOTIModelOptions are LoadAOTIModel's optional arguments, with
// AOTIModelPackageLoader's defaults.
type LoadAOTIModelOptions struct {
	ModelName         Opt[string] // "model"
	RunSingleThreaded Opt[bool]   // false
	NumRunners        Opt[int64]  // 1
	DeviceIndex       Opt[int64]  // -1: the current device
}

// LoadAOTIModelFromBytesOptions are LoadAOTIModelFromBytes's, the same.
type LoadAOTIModelFromBytesOptions = LoadAOTIModelOptions

// AOTIModelLoadConstantOptions are LoadConstant's optional arguments.
type AOTIModelLoadConstantOptions struct {
	UseInactive Opt[bool] // false
}

// LoadAOTIModel loads a model of a .pt2 package (ModelName, "model" by
// default). Run checks its inputs (count, and dtype, shape and device: the
// package's own checks, which LoadAOTIModel turns on by setting
// AOTI_RUNTIME_CHECK_INPUTS=1 unless the environment sets it; 0 turns them
// off). NumRunners is how many calls of Run may run at once (more wait);
// RunSingleThreaded runs the kernels on the calling thread only;
// DeviceIndex picks the device of a CUDA model (-1: the current one).
// Errors name the package and the model.
//
// The stable mode loads packages whose weights are compiled into the model
// library (aoti_compile_and_package's default) and that call no operator
// through AOTInductor's proxy executor (a C++ class); others are an error
// that says so: the typed mode loads them.
func LoadAOTIModel(path string, opts ...LoadAOTIModelOptions) (*AOTIModel, error) {
	o := rtAOTIOptions(opts)
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, &Error{Op: "LoadAOTIModel", Message: fmt.Sprintf("package %s, model %q: %v", path, o.ModelName.Or("model"), err), Err: err}
	}
	defer zr.Close()
	return rtLoadAOTI("LoadAOTIModel", &zr.Reader, path, o)
}

// LoadAOTIModelFromBytes is LoadAOTIModel for a package in memory (embedded
// in the binary, fetched over the network). Errors call the package "<N
// bytes>".
func LoadAOTIModelFromBytes(data []byte, opts ...LoadAOTIModelFromBytesOptions) (*AOTIModel, error) {
	o := rtAOTIOptions(opts)
	display := fmt.Sprintf("<%d bytes>", len(data))
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, &Error{Op: "LoadAOTIModelFromBytes", Message: fmt.Sprintf("package %s, model %q: %v", display, o.ModelName.Or("model"), err), Err: err}
	}
	return rtLoadAOTI("LoadAOTIModelFromBytes", zr, display, o)
}

func rtAOTIOptions(opts []LoadAOTIModelOptions) LoadAOTIModelOptions {
	if len(opts) > 0 {
		return opts[0]
	}
	return LoadAOTIModelOptions{}
}

// rtAOTIModelDir is where a package keeps its models: ARCHIVE/data/aotinductor/NAME/.
const rtAOTIModelDir = "data/aotinductor/"

func rtLoadAOTI(op string, zr *zip.Reader, display string, o LoadAOTIModelOptions) (*AOTIModel, error) {
	m := &AOTIModel{pkg: display, name: o.ModelName.Or("model"), single: o.RunSingleThreaded.Or(false)}
	fail := func(format string, args ...any) (*AOTIModel, error) {
		return nil, &Error{Op: op, Message: m.where() + ": " + fmt.Sprintf(format, args...)}
	}
	if err := rtAOTILoadLibtorch(); err != nil {
		return nil, err
	}
	// The model's files, and what else the package holds.
	var so, meta, extern *zip.File
	var kernels []*zip.File
	var models []string
	weights := false
	for _, f := range zr.File {
		dir, base := path.Split(f.Name)
		if strings.Contains(dir, "data/weights/") {
			weights = true
		}
		i := strings.Index(dir, rtAOTIModelDir)
		if i < 0 || (i > 0 && dir[i-1] != '/') || base == "" {
			continue
		}
		name := strings.TrimSuffix(dir[i+len(rtAOTIModelDir):], "/")
		if strings.Contains(name, "/") {
			continue
		}
		if !slices.Contains(models, name) {
			models = append(models, name)
		}
		if name != m.name {
			continue
		}
		switch {
		case strings.HasSuffix(base, ".so"):
			if so != nil {
				return fail("two model libraries (%s, %s)", path.Base(so.Name), base)
			}
			so = f
		case strings.HasSuffix(base, ".cubin"), strings.HasSuffix(base, ".fatbin"), strings.HasSuffix(base, ".spv"), strings.HasSuffix(base, ".hsaco"):
			kernels = append(kernels, f)
		}
	}
	if so == nil {
		sort.Strings(models)
		return fail("no such model in the package (its models: %s), or no compiled library for it (a package of C++ sources needs the typed mode)", strings.Join(models, ", "))
	}
	stem := strings.TrimSuffix(so.Name, ".so")
	for _, f := range zr.File {
		switch f.Name {
		case stem + "_metadata.json":
			meta = f
		case stem + ".json":
			extern = f
		}
	}
	if extern != nil {
		return fail("the model calls operators through AOTInductor's proxy executor (%s), which is C++: load it in the typed mode", path.Base(extern.Name))
	}
	if weights {
		return fail("the package keeps its weights in data/weights/ (aot_inductor.package_constants_in_so=False); the stable mode runs the weights compiled into the model library: load it in the typed mode, or package the weights in the library")
	}
	m.metadata = map[string]string{}
	if meta != nil {
		if err := rtAOTIMetadata(meta, m.metadata); err != nil {
			return fail("%s: %v", path.Base(meta.Name), err)
		}
	}
	device := m.metadata["AOTI_DEVICE_KEY"]
	if device == "" {
		return fail("no device information found (AOTI_DEVICE_KEY in %s)", path.Base(stem)+"_metadata.json")
	}
	if idx := o.DeviceIndex.Or(-1); idx >= 0 {
		if device == "cpu" {
			return fail("DeviceIndex %d for a CPU model", idx)
		}
		device = fmt.Sprintf("%s:%d", device, idx)
	}
	if err := m.unpack(so, kernels); err != nil {
		m.release()
		return fail("%v", err)
	}
	// A package checks its inputs (dtype, shape, strides, device) only
	// under AOTI_RUNTIME_CHECK_INPUTS=1, read at its first run; without the
	// checks a wrong shape reaches the kernels, which index out of bounds.
	// A user's own setting (0) wins.
	if _, ok := os.LookupEnv("AOTI_RUNTIME_CHECK_INPUTS"); !ok {
		os.Setenv("AOTI_RUNTIME_CHECK_INPUTS", "1")
	}
	cdev := C.CString(device)
	defer C.free(unsafe.Pointer(cdev))
	var ccubin *C.char
	if m.cubinDir != "" {
		ccubin = C.CString(m.cubinDir)
		defer C.free(unsafe.Pointer(ccubin))
	}
	var c *C.gts_aoti
	msg := C.gts_aoti_open(C.int(m.lib.Fd()), cdev, C.int64_t(o.NumRunners.Or(1)), ccubin, &c)
	// The library holds a descriptor of its own (its name).
	m.lib.Close()
	m.lib = nil
	if msg != nil {
		m.release()
		return fail("%s", rtAOTIMessage(msg))
	}
	m.c = c
	var nIn, nOut, nConst C.int64_t
	if msg := C.gts_aoti_counts(c, &nIn, &nOut, &nConst); msg != nil {
		m.release()
		return fail("%s", rtAOTIMessage(msg))
	}
	m.nIn, m.nOut = int(nIn), int(nOut)
	for kind, n := range []int{m.nIn, m.nOut} {
		for i := range n {
			var s *C.char
			if msg := C.gts_aoti_name(c, C.int(kind), C.int64_t(i), &s); msg != nil {
				m.release()
				return fail("%s", rtAOTIMessage(msg))
			}
			if kind == 0 {
				m.inNames = append(m.inNames, C.GoString(s))
			} else {
				m.outNames = append(m.outNames, C.GoString(s))
			}
		}
	}
	runtime.SetFinalizer(m, (*AOTIModel).Free)
	return m, nil
}

// unpack copies the model library into a memfd, and the kernel binaries
// (a CUDA package's) into a temporary directory.
func (m *AOTIModel) unpack(so *zip.File, kernels []*zip.File) error {
	fd, err := C.gts_aoti_memfd()
	if fd < 0 {
		return fmt.Errorf("memfd_create: %v", err)
	}
	m.lib = os.NewFile(uintptr(fd), "pt2-model-library")
	if err := rtAOTICopy(m.lib, so); err != nil {
		return fmt.Errorf("%s: %v", path.Base(so.Name), err)
	}
	if len(kernels) == 0 {
		return nil
	}
	if m.cubinDir, err = os.MkdirTemp("", "gotorch-pt2-"); err != nil {
		return err
	}
	for _, k := range kernels {
		f, err := os.OpenFile(filepath.Join(m.cubinDir, path.Base(k.Name)), os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o600)
		if err != nil {
			return err
		}
		err = rtAOTICopy(f, k)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("%s: %v", path.Base(k.Name), err)
		}
	}
	return nil
}

func rtAOTICopy(dst io.Writer, f *zip.File) error {
	r, err := f.Open()
	if err != nil {
		return err
	}
	defer r.Close()
	_, err = io.Copy(dst, r)
	return err
}

// rtAOTIMetadata reads a model's metadata, a JSON object of strings.
func rtAOTIMetadata(f *zip.File, into map[string]string) error {
	r, err := f.Open()
	if err != nil {
		return err
	}
	defer r.Close()
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, &into)
}

// rtAOTIMessage takes a message of aoti.c, without the C++ backtrace a
// libtorch error carries.
func rtAOTIMessage(msg *C.char) string {
	s := rtMessage(msg)
	if i := strings.Index(s, "Exception raised from"); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// rtAOTILoadLibtorch is Load (LoadLibtorch), by its once.
func rtAOTILoadLibtorch() error {
	rtLoadOnce.Do(func() { rtLoadErr = rtLoad() })
	return rtLoadErr
}

func (m *AOTIModel) where() string { return fmt.Sprintf("package %s, model %q", m.pkg, m.name) }

func (m *AOTIModel) errorf(op, format string, args ...any) error {
	return &Error{Op: "AOTIModel." + op, Message: m.where() + ": " + fmt.Sprintf(format, args...)}
}

// use begins a call's use of the model: nil once freed. Every use is ended
// by unuse.
func (m *AOTIModel) use() *C.gts_aoti {
	if m == nil {
		return nil
	}
	if m.uses.Add(1)&rtFreeing != 0 {
		return nil
	}
	return m.c
}

func (m *AOTIModel) unuse() {
	if m != nil && m.uses.Add(-1) == rtFreeing {
		m.release()
	}
}

// begin is use with the error of a nil or freed model.
func (m *AOTIModel) begin(op string) (*C.gts_aoti, error) {
	c := m.use()
	if c == nil {
		m.unuse()
		if m == nil {
			return nil, &Error{Op: "AOTIModel." + op, Message: "the model is nil"}
		}
		return nil, m.errorf(op, "the model has been freed")
	}
	return c, nil
}

// Free releases the model (its library and runners) once the calls using
// it return; using it afterwards is an error. Free twice is a no-op.
func (m *AOTIModel) Free() {
	if m == nil {
		return
	}
	for {
		u := m.uses.Load()
		if u&rtFreeing != 0 {
			return
		}
		if m.uses.CompareAndSwap(u, u|rtFreeing) {
			if u == 0 {
				m.release()
			}
			return
		}
	}
}

// Close is Free, for io.Closer.
func (m *AOTIModel) Close() error {
	m.Free()
	return nil
}

func (m *AOTIModel) release() {
	if m.c != nil {
		C.gts_aoti_close(m.c)
		m.c = nil
	}
	if m.lib != nil {
		m.lib.Close()
		m.lib = nil
	}
	if m.cubinDir != "" {
		os.RemoveAll(m.cubinDir)
		m.cubinDir = ""
	}
	runtime.SetFinalizer(m, nil)
}

// NumInputs is the number of the model's flattened tensor inputs.
func (m *AOTIModel) NumInputs() int { return m.nIn }

// NumOutputs is the number of its flattened outputs.
func (m *AOTIModel) NumOutputs() int { return m.nOut }

// InputNames are the names of the model's inputs, in order (the exported
// program's placeholders: "arg0_1", …).
func (m *AOTIModel) InputNames() []string { return slices.Clone(m.inNames) }

// OutputNames are the names of its outputs, in order.
func (m *AOTIModel) OutputNames() []string { return slices.Clone(m.outNames) }

// Run runs the model on its flattened inputs (the program's tensor
// arguments, in order) and returns its flattened outputs; inputs must have
// the dtypes, devices and (up to the dynamic dimensions) shapes of the
// exported program. The inputs stay the caller's (the model gets new
// references to them). Run is safe to call from several goroutines at
// once; NumRunners of them run at a time.
func (m *AOTIModel) Run(inputs ...*Tensor) ([]*Tensor, error) {
	outs := make([]*Tensor, m.nOut)
	if _, err := m.run("Run", outs, inputs); err != nil {
		return nil, err
	}
	return outs, nil
}

// RunInto is Run into outs, the outputs of the previous call, for a
// serving loop: each new output replaces the tensor of its entry (freed in
// the same C call) in the same *Tensor, and RunInto returns outs, so a run
// costs one cgo call and no allocation. Pass an empty outs the first time
// (the call makes them, as Run); nil entries get new tensors.
//
// outs are the call's until it returns: no other goroutine may use them
// meanwhile. Their count must be the model's number of outputs, and none
// may be freed: each is an error naming the package, the model or the
// entry; on an error outs keep their tensors and are returned. RunInto is
// safe to call from several goroutines at once, each with outs of its own.
func (m *AOTIModel) RunInto(outs []*Tensor, inputs ...*Tensor) ([]*Tensor, error) {
	if len(outs) == 0 {
		return m.Run(inputs...)
	}
	return m.run("RunInto", outs, inputs)
}

// rtAOTIBuf is how many handles a run keeps on the stack.
const rtAOTIBuf = 8

func (m *AOTIModel) run(op string, outs, inputs []*Tensor) ([]*Tensor, error) {
	c, err := m.begin(op)
	if err != nil {
		return outs, err
	}
	defer m.unuse()
	if len(inputs) != m.nIn {
		return outs, m.errorf(op, "expected inputs vector size to be %d, but got %d", m.nIn, len(inputs))
	}
	if len(outs) != m.nOut {
		return outs, m.errorf(op, "outs holds %d tensors, the model returns %d outputs (an empty outs is made by the call)", len(outs), m.nOut)
	}
	if err := rtCarriedErr(inputs); err != nil {
		return outs, err
	}
	var ib, ob [rtAOTIBuf]C.uint64_t
	var bb [rtAOTIBuf]C.int64_t
	in, oh, nb := ib[:0], ob[:0], bb[:0]
	if len(inputs) > rtAOTIBuf {
		in = make([]C.uint64_t, 0, len(inputs))
	}
	if len(outs) > rtAOTIBuf {
		oh, nb = make([]C.uint64_t, 0, len(outs)), make([]C.int64_t, len(outs))
	}
	defer unuseTensors(inputs)
	for i, t := range inputs {
		h := t.use()
		if h == 0 {
			for _, t := range inputs[i+1:] {
				t.use() // balanced by the deferred unuseTensors
			}
			return outs, m.errorf(op, "argument inputs[%d]: tensor is nil or has been freed", i)
		}
		in = append(in, C.uint64_t(h))
	}
	// The entries of outs are in use until their new handles are stored.
	for i, t := range outs {
		if t == nil {
			oh = append(oh, 0)
			continue
		}
		h := t.use()
		if h == 0 {
			for _, u := range outs[:i+1] {
				u.unuse()
			}
			return outs, m.errorf(op, "argument outs[%d]: tensor is nil or has been freed", i)
		}
		oh = append(oh, C.uint64_t(h))
	}
	nb = nb[:len(oh)]
	msg := C.gts_aoti_run(c, rtAOTIBool(m.single), unsafe.SliceData(in), C.int64_t(len(in)), unsafe.SliceData(oh), unsafe.SliceData(nb), C.int64_t(len(oh)))
	for i, t := range outs {
		if t == nil {
			if msg == nil {
				outs[i] = wrapTensor(uint64(oh[i]), int64(nb[i]))
			}
			continue
		}
		if msg == nil {
			// During the use: release, which reads both, comes after it.
			// The old handle is gone (aoti.c freed it); an undefined
			// output leaves nil, as Run's.
			t.h.Store(uint64(oh[i]))
			rtLiveBytes.Add(int64(nb[i]) - t.bytes)
			t.bytes = int64(nb[i])
			if oh[i] == 0 {
				rtLive.Add(-1)
				outs[i] = nil
			}
		}
		t.unuse()
	}
	if msg != nil {
		return outs, m.errorf(op, "%s", rtAOTIMessage(msg))
	}
	return outs, nil
}

func rtAOTIBool(b bool) C.int {
	if b {
		return 1
	}
	return 0
}

// MetadataKeys are the keys of the package's metadata (AOTI_DEVICE_KEY and
// the inductor config's aot_inductor.metadata), sorted.
func (m *AOTIModel) MetadataKeys() ([]string, error) {
	if _, err := m.begin("MetadataKeys"); err != nil {
		return nil, err
	}
	defer m.unuse()
	keys := make([]string, 0, len(m.metadata))
	for k := range m.metadata {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys, nil
}

// MetadataValues are the metadata's values, in the order of MetadataKeys.
func (m *AOTIModel) MetadataValues() ([]string, error) {
	keys, err := m.MetadataKeys()
	if err != nil {
		return nil, err
	}
	values := make([]string, len(keys))
	for i, k := range keys {
		values[i] = m.metadata[k]
	}
	return values, nil
}

// CallSpec is the exported program's pytree specs of its inputs and
// outputs, serialized (torch.utils._pytree): how Run's flat lists map to
// the Python call's arguments and results.
func (m *AOTIModel) CallSpec() ([]string, error) {
	c, err := m.begin("CallSpec")
	if err != nil {
		return nil, err
	}
	defer m.unuse()
	var in, out *C.char
	if msg := C.gts_aoti_call_spec(c, &in, &out); msg != nil {
		return nil, m.errorf("CallSpec", "%s", rtAOTIMessage(msg))
	}
	return []string{C.GoString(in), C.GoString(out)}, nil
}

// rtAOTIConstant is one of the model's constants.
type rtAOTIConstant struct {
	name, fqn string
	dtype     DType
	bytes     int64
	folded    bool
}

func (m *AOTIModel) constants(op string, c *C.gts_aoti) ([]rtAOTIConstant, error) {
	var nIn, nOut, n C.int64_t
	if msg := C.gts_aoti_counts(c, &nIn, &nOut, &n); msg != nil {
		return nil, m.errorf(op, "%s", rtAOTIMessage(msg))
	}
	cs := make([]rtAOTIConstant, n)
	for i := range cs {
		var name, fqn *C.char
		var dt C.int32_t
		var size C.int64_t
		var folded C.int32_t
		msg := C.gts_aoti_name(c, 2, C.int64_t(i), &name)
		if msg == nil {
			msg = C.gts_aoti_name(c, 3, C.int64_t(i), &fqn)
		}
		if msg == nil {
			msg = C.gts_aoti_constant(c, C.int64_t(i), &dt, &size, &folded)
		}
		if msg != nil {
			return nil, m.errorf(op, "%s", rtAOTIMessage(msg))
		}
		cs[i] = rtAOTIConstant{name: C.GoString(name), fqn: C.GoString(fqn), dtype: DType(dt), bytes: int64(size), folded: folded != 0}
	}
	return cs, nil
}

// ConstantFQNs are the fully qualified names of the model's constants (its
// parameters and buffers, "fc.weight"), in the model's order.
func (m *AOTIModel) ConstantFQNs() ([]string, error) {
	c, err := m.begin("ConstantFQNs")
	if err != nil {
		return nil, err
	}
	defer m.unuse()
	cs, err := m.constants("ConstantFQNs", c)
	if err != nil {
		return nil, err
	}
	fqns := make([]string, len(cs))
	for i, k := range cs {
		fqns[i] = k.fqn
	}
	return fqns, nil
}

// LoadConstant replaces the constant of that fully qualified name (one of
// ConstantFQNs) with a copy of value, which must have its dtype and shape
// (any layout: a CPU model's constant is copied in row-major order). UseInactive loads it into the inactive constant buffer instead
// (for a model compiled with a second buffer); without it, no Run may be
// in flight.
func (m *AOTIModel) LoadConstant(fqn string, value *Tensor, opts ...AOTIModelLoadConstantOptions) error {
	const op = "LoadConstant"
	var o AOTIModelLoadConstantOptions
	if len(opts) > 0 {
		o = opts[0]
	}
	c, err := m.begin(op)
	if err != nil {
		return err
	}
	defer m.unuse()
	cs, err := m.constants(op, c)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(cs, func(k rtAOTIConstant) bool { return k.fqn == fqn })
	if i < 0 {
		return m.errorf(op, "Constant not found: %s", fqn)
	}
	k := cs[i]
	if k.folded {
		return m.errorf(op, "constant %s is folded into the compiled code: it cannot be loaded", fqn)
	}
	if err := value.Err(); err != nil {
		return err
	}
	h := value.use()
	defer value.unuse()
	if h == 0 {
		return m.errorf(op, "argument value: tensor is nil or has been freed")
	}
	meta, err := rtMeta(h, true)
	if err != nil {
		return m.errorf(op, "argument value: %v", err.(*Error).Message)
	}
	n := int64(1)
	for _, s := range meta.shape {
		n *= s
	}
	// The constant's shape, from its tensor where the library gives it;
	// else its size, which the model rounds up to 64 bytes (its alignment).
	nb := n * int64(k.dtype.Size())
	m.constMu.Lock()
	defer m.constMu.Unlock()
	cfqn := C.CString(fqn)
	defer C.free(unsafe.Pointer(cfqn))
	var ch C.uint64_t
	if msg := C.gts_aoti_constant_tensor(c, cfqn, &ch); msg != nil {
		return m.errorf(op, "%s", rtAOTIMessage(msg))
	}
	if ch != 0 {
		cm, err := rtMeta(uint64(ch), true)
		C.gts_tensor_free(ch)
		if err != nil {
			return m.errorf(op, "constant %s: %v", fqn, err.(*Error).Message)
		}
		if meta.dtype != cm.dtype || !slices.Equal(meta.shape, cm.shape) {
			return m.errorf(op, "constant %s is %v of shape %v; value is %v of shape %v", fqn, cm.dtype, cm.shape, meta.dtype, meta.shape)
		}
	}
	if meta.dtype != k.dtype || nb > k.bytes || k.bytes-nb >= 64 {
		return m.errorf(op, "constant %s is %v, %d bytes (rounded up to 64); value is %v of shape %v", fqn, k.dtype, k.bytes, meta.dtype, meta.shape)
	}
	// The model copies the value's storage as it lies: for a CPU model it
	// gets a contiguous copy of its own.
	if m.metadata["AOTI_DEVICE_KEY"] == "cpu" {
		buf := make([]byte, nb)
		var ptr unsafe.Pointer
		if len(buf) > 0 {
			ptr = unsafe.Pointer(&buf[0])
		}
		if msg := C.gts_copy_out(C.uint64_t(h), ptr, C.int64_t(nb), C.int32_t(k.dtype)); msg != nil {
			return m.errorf(op, "%s", rtAOTIMessage(msg))
		}
		var one [1]int64 // a 0-d value's sizes
		sizes := &one[0]
		if len(meta.shape) > 0 {
			sizes = &meta.shape[0]
		}
		var cp C.uint64_t
		if msg := C.gts_from_data(ptr, C.int64_t(nb), C.int64_t(len(meta.shape)), (*C.int64_t)(unsafe.Pointer(sizes)), C.int32_t(k.dtype), &cp); msg != nil {
			return m.errorf(op, "%s", rtAOTIMessage(msg))
		}
		defer C.gts_tensor_free(cp)
		h = uint64(cp)
	}
	cname := C.CString(k.name)
	defer C.free(unsafe.Pointer(cname))
	if msg := C.gts_aoti_load_constant(c, cname, C.uint64_t(h), rtAOTIBool(o.UseInactive.Or(false))); msg != nil {
		return m.errorf(op, "%s", rtAOTIMessage(msg))
	}
	return nil
}

// SwapConstantBuffer makes the inactive constant buffer, which LoadConstant
// with UseInactive fills, the active one, and the active one inactive: new
// weights for the runs that start after it, loaded while Run goes on and
// swapped without recompiling. A second swap goes back.
func (m *AOTIModel) SwapConstantBuffer() error {
	c, err := m.begin("SwapConstantBuffer")
	if err != nil {
		return err
	}
	defer m.unuse()
	if msg := C.gts_aoti_swap(c); msg != nil {
		return m.errorf("SwapConstantBuffer", "%s", rtAOTIMessage(msg))
	}
	return nil
}
