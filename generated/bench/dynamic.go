package bench

// #include <stdlib.h>
// #include "dynamic.h"
import "C"

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"unsafe"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// The dynamic-layer cases: a TorchScript module's forward (Module.Forward
// against torch::jit::Module::forward) and an operator called by name
// through the boxed dispatcher (torch.CallOp against
// c10::Dispatcher::findSchemaOrThrow and callBoxed).

// jitInput is the input of examples/jit (model.py's x): two rows of 4
// features for its Linear(4, 3) and ReLU.
var jitInput = []float32{1, 2, 3, 4, -1, 0.5, -2, 0.25}

// jitModelPath finds examples/jit/model.pt.
func jitModelPath() string { return benchFile(filepath.Join("examples", "jit", "model.pt")) }

// benchFile finds rel (relative to the generated module's root): next to
// this package's source (go test, go run), else relative to the working
// directory.
func benchFile(rel string) string {
	if _, file, _, ok := runtime.Caller(0); ok {
		if p := filepath.Join(filepath.Dir(file), "..", rel); fileExists(p) {
			return p
		}
	}
	for _, p := range []string{rel, filepath.Join("..", rel)} {
		if fileExists(p) {
			return p
		}
	}
	return rel
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// jitModel is the module loaded twice, by package torch and by C++, with
// its input on each side.
type jitModel struct {
	m   *torch.Module
	x   *torch.Tensor
	in  *torch.IValue
	cpp unsafe.Pointer
}

func loadJitModel() (*jitModel, error) { return loadJit(jitModelPath(), jitInput, 2, 4) }

// loadJit loads the module at path on both sides, with input x of rows ×
// cols.
func loadJit(path string, x []float32, rows, cols int64) (*jitModel, error) {
	j := &jitModel{}
	var err error
	if j.m, err = torch.LoadModule(path); err != nil {
		return nil, err
	}
	if j.x, err = torch.FromSlice(x, rows, cols); err != nil {
		j.free()
		return nil, err
	}
	if j.in, err = torch.IValueOfTensor(j.x); err != nil {
		j.free()
		return nil, err
	}
	cpath := C.CString(path)
	defer C.free(unsafe.Pointer(cpath))
	var cerr *C.char
	if j.cpp = C.gtb_jit_load(cpath, (*C.float)(unsafe.Pointer(&x[0])), C.int64_t(rows), C.int64_t(cols), &cerr); j.cpp == nil {
		msg := C.GoString(cerr)
		C.free(unsafe.Pointer(cerr))
		j.free()
		return nil, errors.New("torch::jit::load: " + msg)
	}
	return j, nil
}

func (j *jitModel) free() {
	j.in.Free()
	j.x.Free()
	j.m.Free()
	if j.cpp != nil {
		C.gtb_jit_free(j.cpp)
	}
}

// forward is the Go loop: one Forward with one IValue input, its result
// freed.
func (j *jitModel) forward(n int) error {
	for i := 0; i < n; i++ {
		out, err := j.m.Forward(j.in)
		if err != nil {
			return err
		}
		out.Free()
	}
	return nil
}

// forwardTensors is the Go loop through ForwardTensors: the tensor in,
// the tensor out, no IValue on the Go side.
func (j *jitModel) forwardTensors(n int) error {
	for i := 0; i < n; i++ {
		y := j.m.ForwardTensors(j.x)
		if err := y.Err(); err != nil {
			return err
		}
		y.Free()
	}
	return nil
}

// forwardInference is the Go loop through ForwardInference: inference
// mode entered and left inside each call.
func (j *jitModel) forwardInference(n int) error {
	for i := 0; i < n; i++ {
		y := j.m.ForwardInference(j.x)
		if err := y.Err(); err != nil {
			return err
		}
		y.Free()
	}
	return nil
}

// forwardTensorsInto is the Go loop through ForwardTensorsInto: each
// call's output replaces the previous one's in the same *Tensor (freed
// in the same C++ call), which is freed once at the end.
func (j *jitModel) forwardTensorsInto(n int) error { return j.forwardInto(n, false) }

// forwardInferenceInto is forwardTensorsInto through ForwardInferenceInto.
func (j *jitModel) forwardInferenceInto(n int) error { return j.forwardInto(n, true) }

// forwardInto calls the methods directly, not through a func value: a
// variadic call of one would allocate its inputs' slice.
func (j *jitModel) forwardInto(n int, inference bool) error {
	var y *torch.Tensor
	defer func() { y.Free() }()
	var err error
	for i := 0; i < n && err == nil; i++ {
		if inference {
			y, err = j.m.ForwardInferenceInto(y, j.x)
		} else {
			y, err = j.m.ForwardTensorsInto(y, j.x)
		}
	}
	return err
}

// cppOutput runs one C++ forward and returns its output, flattened.
func (j *jitModel) cppOutput(numel int) ([]float32, error) {
	out := make([]float32, numel)
	if got := C.gtb_jit_output(j.cpp, (*C.float)(unsafe.Pointer(&out[0])), C.int64_t(numel)); got != C.int64_t(numel) {
		return nil, errors.New("gtb_jit_output: wrong numel or libtorch threw")
	}
	return out, nil
}

// jitWarmup is how many forwards each side runs before it is timed.
const jitWarmup = 5

// jitCase is the forward of examples/jit's model.pt, loaded once in Setup;
// tensors picks ForwardTensors over Forward for the Go side.
func jitCase(name string, tensors bool) Case {
	goLoop, cppLoop := (*jitModel).forward, (*jitModel).cppForward
	if tensors {
		goLoop = (*jitModel).forwardTensors
	}
	return jitPair(name, loadJitModel, goLoop, cppLoop)
}

// jitPair is a case of a module loaded once in Setup on both sides, goLoop
// and cppLoop running it n times.
func jitPair(name string, load func() (*jitModel, error), goLoop func(*jitModel, int) error, cppLoop func(*jitModel, int)) Case {
	var j *jitModel
	return Case{
		Name: name,
		Setup: func() (func(), error) {
			var err error
			if j, err = load(); err != nil {
				return nil, err
			}
			// Warm both up, so that the timed loops compare steady
			// states: TorchScript's profiling executor profiles and
			// optimizes the graph in the first forwards of a loaded
			// module (about 2 ms for its first three on the 2-core
			// machine, and 60 ms more for the first in the process).
			if err := goLoop(j, jitWarmup); err != nil {
				j.free()
				return nil, err
			}
			cppLoop(j, jitWarmup)
			return func() { j.free(); j = nil }, nil
		},
		Go:  func(n int) error { return goLoop(j, n) },
		Cpp: func(n int) { cppLoop(j, n) },
	}
}

// cppForward is C++'s loop: module.forward({x}) n times.
func (j *jitModel) cppForward(n int) { C.gtb_jit_run(j.cpp, C.int64_t(n)) }

// rawCgoForward is the floor of a Go call of forward: C++'s own forward
// (gtb_jit_run, on C++'s module) reached by one cgo call per forward, no
// binding code.
func (j *jitModel) rawCgoForward(n int) error {
	for i := 0; i < n; i++ {
		C.gtb_jit_run(j.cpp, 1)
	}
	return nil
}

// cppForwardInference is cppForward under a c10::InferenceMode guard made
// per forward.
func (j *jitModel) cppForwardInference(n int) { C.gtb_jit_run_inference(j.cpp, C.int64_t(n)) }

// inferenceModeCase enters and leaves inference mode per iteration with
// nothing inside, a request's guard in a user's own code: through
// torch.InferenceMode's closure, or, guard, InferenceModeGuard and its
// Close; C++ makes and destroys a c10::InferenceMode.
func inferenceModeCase(name string, guard bool) Case {
	goLoop := func(n int) error {
		for i := 0; i < n; i++ {
			if err := torch.InferenceMode(inferenceNoop); err != nil {
				return err
			}
		}
		return nil
	}
	if guard {
		goLoop = func(n int) error {
			for i := 0; i < n; i++ {
				if err := torch.InferenceModeGuard().Close(); err != nil {
					return err
				}
			}
			return nil
		}
	}
	return Case{Name: name, Go: goLoop, Cpp: func(n int) { C.gtb_inference_mode(C.int64_t(n)) }}
}

func inferenceNoop() error { return nil }

// goCallOpAdd is add/1 by name: torch.CallOp("aten::add", "Tensor", a, b)
// on IValues made once, alpha left to its default, every result freed.
// Its Go time against add/1's (torch.AddTensor) is the price of the boxed
// path.
func goCallOpAdd(n int) error {
	in, free, err := inputs(ones(1), 2)
	if err != nil {
		return err
	}
	defer free()
	a, err := torch.IValueOfTensor(in[0])
	if err != nil {
		return err
	}
	defer a.Free()
	b, err := torch.IValueOfTensor(in[1])
	if err != nil {
		return err
	}
	defer b.Free()
	for i := 0; i < n; i++ {
		rs, err := torch.CallOp("aten::add", "Tensor", a, b)
		if err != nil {
			return err
		}
		for _, r := range rs {
			r.Free()
		}
	}
	return nil
}

func cppCallOpAdd(n, numel int) { C.gtb_callop_add(C.int64_t(n), C.int64_t(numel)) }

// reluInput is the input of the jit-relu pairs: one row of 16.
var reluInput = make([]float32, 16)

// jitReluCase is bench/relu.pt (relu.py: one torch.relu), where the call
// is all there is: ForwardTensors against module.forward, or, inference,
// ForwardInference against forward under a c10::InferenceMode guard made
// per call (a server's request); into, the same through
// ForwardTensorsInto or ForwardInferenceInto (the output reused).
func jitReluCase(name string, inference, into bool) Case {
	load := func() (*jitModel, error) {
		return loadJit(benchFile(filepath.Join("bench", "relu.pt")), reluInput, 1, 16)
	}
	switch {
	case inference && into:
		return jitPair(name, load, (*jitModel).forwardInferenceInto, (*jitModel).cppForwardInference)
	case inference:
		return jitPair(name, load, (*jitModel).forwardInference, (*jitModel).cppForwardInference)
	case into:
		return jitPair(name, load, (*jitModel).forwardTensorsInto, (*jitModel).cppForward)
	case name == "jit-relu-raw-cgo":
		return jitPair(name, load, (*jitModel).rawCgoForward, (*jitModel).cppForward)
	}
	return jitPair(name, load, (*jitModel).forwardTensors, (*jitModel).cppForward)
}
