package torch

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
)

// The op recorder: which ATen operators, with their overload names, a Go
// call and a Python expression reach. The differential overload test runs
// the same cases on both sides and compares. Both load librecordops.so
// (recordOpsLibrary), built at test time against this package's libtorch;
// opsrecord.py is the Python side.

// recordOpsLibrary registers gotorchgen_rec::start() and
// gotorchgen_rec::stop() -> str[]. Between them, on the thread that called
// start, every operator dispatched at depth 0 (not from inside another
// recorded operator) is recorded as "ns::name.overload" (".overload"
// omitted when empty). Its end callback runs even when the kernel throws,
// so a throwing operator is recorded and the depth stays right.
// RecordFunction, addGlobalCallback, removeCallback and operator_name are
// in libtorch 1.13 and 2.x alike (operator_name's optional is c10's in
// 1.13, std's in 2.x: auto takes either).
const recordOpsLibrary = `
#include <ATen/record_function.h>
#include <torch/library.h>

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace {

thread_local bool recording = false;
thread_local int64_t depth = 0;
thread_local std::vector<std::string> recorded;

// counted marks a RecordFunction whose start counted towards depth, so that
// its end undoes exactly that (start's own end, say, does not).
struct counted : at::ObserverContext {};

std::string op_name(const at::RecordFunction& fn) {
  auto op = fn.operator_name();
  if (!op) {
    return fn.name();
  }
  return op->overload_name.empty() ? op->name : op->name + "." + op->overload_name;
}

std::unique_ptr<at::ObserverContext> on_start(const at::RecordFunction& fn) {
  if (!recording) {
    return nullptr;
  }
  std::string name = op_name(fn);
  if (name.rfind("gotorchgen_rec::", 0) == 0) {
    return nullptr;  // stop, dispatched while recording
  }
  if (depth == 0) {
    recorded.push_back(std::move(name));
  }
  depth++;
  return std::make_unique<counted>();
}

void on_end(const at::RecordFunction&, at::ObserverContext* ctx) {
  if (ctx != nullptr && depth > 0) {
    depth--;
  }
}

// The callback is global (a thread-local one would be copied into the
// threads an operator hands work to, and dropped where a
// ThreadLocalStateGuard restores older state), with the recording flag
// thread-local; it is installed only while some thread records: an
// installed callback costs every dispatch in the process.
std::mutex mu;
int64_t active = 0;
at::CallbackHandle handle = at::INVALID_CALLBACK_HANDLE;

void start() {
  TORCH_CHECK(!recording, "gotorchgen_rec::start: this thread is recording already");
  {
    std::lock_guard<std::mutex> lock(mu);
    if (active++ == 0) {
      handle = at::addGlobalCallback(
          at::RecordFunctionCallback(on_start, on_end).scopes({at::RecordScope::FUNCTION}));
    }
  }
  recorded.clear();
  depth = 0;
  recording = true;
}

std::vector<std::string> stop() {
  TORCH_CHECK(recording, "gotorchgen_rec::stop: this thread is not recording (no start)");
  recording = false;
  depth = 0;
  {
    std::lock_guard<std::mutex> lock(mu);
    if (--active == 0) {
      at::removeCallback(handle);
      handle = at::INVALID_CALLBACK_HANDLE;
    }
  }
  std::vector<std::string> out;
  out.swap(recorded);
  return out;
}

}  // namespace

TORCH_LIBRARY(gotorchgen_rec, m) {
  m.def("start() -> ()", start);
  m.def("stop() -> str[]", stop);
}
`

// recordOps is librecordops.so once built and loaded into this process
// (a second load would register gotorchgen_rec twice). Its bytes are
// kept: the file lives in the TempDir of the test that built it, and each
// later test gets its own copy for Python.
var recordOps struct {
	mu sync.Mutex
	so []byte
}

// opsRecorder records the operators Go calls reach; see Record.
type opsRecorder struct {
	t testing.TB
	// lib is a copy of librecordops.so in t's TempDir, for
	// runPythonRecorder.
	lib string
}

// opRecorder builds librecordops.so (once per test binary) and loads it
// into this process.
func opRecorder(t testing.TB) *opsRecorder {
	t.Helper()
	recordOps.mu.Lock()
	defer recordOps.mu.Unlock()
	if recordOps.so == nil {
		lib := buildLibrary(t, "librecordops.so", recordOpsLibrary)
		if err := LoadLibrary(lib); err != nil {
			t.Fatalf("torch: opRecorder: %v", err)
		}
		so, err := os.ReadFile(lib)
		if err != nil {
			t.Fatalf("torch: opRecorder: %v", err)
		}
		recordOps.so = so
		return &opsRecorder{t: t, lib: lib}
	}
	lib := filepath.Join(t.TempDir(), "librecordops.so")
	if err := os.WriteFile(lib, recordOps.so, 0o755); err != nil {
		t.Fatalf("torch: opRecorder: %v", err)
	}
	return &opsRecorder{t: t, lib: lib}
}

// Record runs f and returns the operators it dispatched on this goroutine,
// top-level ones only (not those an operator calls), in order. f runs on
// one locked OS thread: the recording is per thread, and a cgo call runs
// on the calling thread. Operators f's other goroutines run are not
// recorded.
func (r *opsRecorder) Record(f func()) []string {
	r.t.Helper()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if _, err := CallOp("gotorchgen_rec::start", ""); err != nil {
		r.t.Fatalf("torch: opsRecorder.Record: %v", err)
	}
	stopped := false
	defer func() {
		if !stopped { // f panicked or ended the test: the thread must stop recording
			if rs, err := CallOp("gotorchgen_rec::stop", ""); err == nil {
				freeIValues(rs)
			}
		}
	}()
	f()
	stopped = true
	rs, err := CallOp("gotorchgen_rec::stop", "")
	if err != nil {
		r.t.Fatalf("torch: opsRecorder.Record: %v", err)
	}
	defer freeIValues(rs)
	list, err := rs[0].ToList()
	if err != nil {
		r.t.Fatalf("torch: opsRecorder.Record: gotorchgen_rec::stop's result: %v", err)
	}
	defer freeIValues(list)
	ops := []string{}
	for _, v := range list {
		s, err := v.ToString()
		if err != nil {
			r.t.Fatalf("torch: opsRecorder.Record: gotorchgen_rec::stop's result: %v", err)
		}
		ops = append(ops, s)
	}
	return ops
}

// pyRecordCase is one expression for runPythonRecorder, in the names
// opsrecord.py's environment() defines.
type pyRecordCase struct{ ID, Expr string }

// pyRecorded is what evaluating a pyRecordCase dispatched; Error is the
// exception's "Type: text", "" when none.
type pyRecorded struct {
	Ops   []string `json:"ops"`
	Error string   `json:"error"`
	// Crashed says how the case killed Python (a PyTorch bug on these
	// arguments: "signal: segmentation fault"); Ops and Error are then
	// empty, and the case must not be run in Go either.
	Crashed string `json:"-"`
}

// recordPython is the interpreter with Debian's python3-torch.
const recordPython = "/usr/bin/python3"

// runPythonRecorder evaluates every case in opsrecord.py with lib
// (opsRecorder.lib) and returns the results by ID; a case that kills
// Python comes back Crashed, and the cases after it run in a new process. It skips the test
// where Python cannot record for this libtorch: no recordPython, no torch
// there, or another torch major.minor than Version().
func runPythonRecorder(t testing.TB, lib string, cases []pyRecordCase) map[string]pyRecorded {
	t.Helper()
	if _, err := os.Stat(recordPython); err != nil {
		t.Skipf("the Python op recorder needs %s with torch: %v", recordPython, err)
	}
	if _, err := os.Stat("opsrecord.py"); err != nil {
		t.Fatalf("torch: runPythonRecorder: %v (the package's copy of templates/_runtime/opsrecord.py)", err)
	}
	var in bytes.Buffer
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.ID] {
			t.Fatalf("torch: runPythonRecorder: case ID %q twice", c.ID)
		}
		seen[c.ID] = true
		line, err := json.Marshal(map[string]string{"id": c.ID, "expr": c.Expr})
		if err != nil {
			t.Fatalf("torch: runPythonRecorder: case %s: %v", c.ID, err)
		}
		in.Write(append(line, '\n'))
	}
	// A case that kills Python is recorded as Crashed, and the rest run
	// in a new process (at most 20 times).
	out := map[string]pyRecorded{}
	for restarts := 0; ; restarts++ {
		crashed, err := runPythonRecorderOnce(t, lib, cases, &in, out)
		if crashed < 0 {
			break
		}
		if restarts == 20 {
			t.Fatalf("torch: runPythonRecorder: Python crashed 20 times; the last: %v", err)
		}
		out[cases[crashed].ID] = pyRecorded{Crashed: err.Error()}
		cases = cases[crashed+1:]
		in.Reset()
		for _, c := range cases {
			line, _ := json.Marshal(map[string]string{"id": c.ID, "expr": c.Expr})
			in.Write(append(line, '\n'))
		}
	}
	return out
}

// runPythonRecorderOnce runs one opsrecord.py over cases (in, as JSON
// lines), adding its answers to out. When a case killed Python by a signal
// it returns that case's index and the exit error, else -1.
func runPythonRecorderOnce(t testing.TB, lib string, cases []pyRecordCase, in *bytes.Buffer, out map[string]pyRecorded) (int, error) {
	t.Helper()
	seen := map[string]bool{}
	for _, c := range cases {
		seen[c.ID] = true
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(recordPython, "opsrecord.py", lib)
	cmd.Env = append(os.Environ(), "PYTHONIOENCODING=utf-8")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = in, &stdout, &stderr
	runErr := cmd.Run()
	sc := bufio.NewScanner(&stdout)
	sc.Buffer(nil, 64<<20)
	var head struct{ Torch, Absent string }
	if !sc.Scan() || json.Unmarshal(sc.Bytes(), &head) != nil {
		t.Fatalf("torch: runPythonRecorder: %s opsrecord.py %s: no version line (%v)\n%s", recordPython, lib, runErr, stderr.Bytes())
	}
	if head.Absent != "" {
		t.Skipf("the Python op recorder needs torch in %s: %s", recordPython, head.Absent)
	}
	if majorMinor(head.Torch) != majorMinor(Version()) {
		t.Skipf("the Python op recorder needs torch %s in %s, which has %s", majorMinor(Version()), recordPython, head.Torch)
	}
	answered := 0
	for sc.Scan() {
		var r struct {
			ID string `json:"id"`
			pyRecorded
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("torch: runPythonRecorder: opsrecord.py's output %q: %v", sc.Bytes(), err)
		}
		if !seen[r.ID] {
			t.Fatalf("torch: runPythonRecorder: opsrecord.py answered case %q, which was not asked", r.ID)
		}
		if r.Ops == nil {
			r.Ops = []string{}
		}
		out[r.ID] = r.pyRecorded
		answered++
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("torch: runPythonRecorder: opsrecord.py's output: %v", err)
	}
	if runErr != nil {
		// The cases run in order: the first without an answer stopped it.
		var exit *exec.ExitError
		if errors.As(runErr, &exit) && exit.ProcessState != nil && !exit.ProcessState.Exited() && answered < len(cases) {
			return answered, runErr // killed by a signal
		}
		at := "after the last case"
		if answered < len(cases) {
			at = fmt.Sprintf("at case %s (%s)", cases[answered].ID, cases[answered].Expr)
		}
		t.Fatalf("torch: runPythonRecorder: %s opsrecord.py %s: %v %s\n%s", recordPython, lib, runErr, at, stderr.Bytes())
	}
	if answered != len(cases) {
		t.Fatalf("torch: runPythonRecorder: opsrecord.py answered %d of %d cases", answered, len(cases))
	}
	return -1, nil
}

// opsEnv is opsrecord.py's environment() for the Go side: the same
// values, for the differential cases' Go closures.
type opsEnv struct {
	X, Y *Tensor // ones(2, 3)
	Z    *Tensor // ones(3, 2)
	S    *Tensor // tensor(2.0), 0-d
	I    *Tensor // ones(2, 3, dtype=long)
	B    *Tensor // ones(2, 3, dtype=bool)
	V    *Tensor // ones(3)
	G    *Generator
}

// pyDefaultSeed is torch.Generator()'s seed (c10's default_rng_seed_val).
const pyDefaultSeed = 67280421310721

// recordEnv makes a fresh opsEnv, freed when t ends (or by its Free).
// FromSlice and NewGenerator dispatch no operator, but build it outside
// Record anyway, as opsrecord.py does.
func recordEnv(t testing.TB) *opsEnv {
	t.Helper()
	ones := func(n int) []float32 {
		s := make([]float32, n)
		for i := range s {
			s[i] = 1
		}
		return s
	}
	must := func(x *Tensor, err error) *Tensor {
		t.Helper()
		if err != nil {
			t.Fatalf("torch: recordEnv: %v", err)
		}
		return x
	}
	e := &opsEnv{
		X: must(FromSlice(ones(6), 2, 3)),
		Y: must(FromSlice(ones(6), 2, 3)),
		Z: must(FromSlice(ones(6), 3, 2)),
		S: must(FromSlice([]float32{2}, []int64{}...)),
		I: must(FromSlice([]int64{1, 1, 1, 1, 1, 1}, 2, 3)),
		B: must(FromSlice([]bool{true, true, true, true, true, true}, 2, 3)),
		V: must(FromSlice(ones(3), 3)),
	}
	g, err := NewGenerator(pyDefaultSeed)
	if err != nil {
		t.Fatalf("torch: recordEnv: %v", err)
	}
	e.G = g
	t.Cleanup(e.Free)
	return e
}

// Free frees the environment's tensors and generator; it is idempotent.
func (e *opsEnv) Free() {
	FreeAll([]*Tensor{e.X, e.Y, e.Z, e.S, e.I, e.B, e.V})
	e.G.Free()
}

// TestOpRecorder checks the recorder on both sides: the operator a call
// reaches, with its overload, and not the ones it calls; a composite's
// own name; an operator whose kernel throws; nothing from start and stop
// themselves nor from another thread; and Python's lists equal Go's.
func TestOpRecorder(t *testing.T) {
	noLeaks(t)
	r := opRecorder(t)
	cases := []struct {
		id, expr string
		goCall   func(e *opsEnv) error
		want     []string
		err      string // in Go's error and Python's, "" for none
	}{
		{"empty", "None", func(*opsEnv) error { return nil }, []string{}, ""},
		{"sum_dim", "x.sum(1)", func(e *opsEnv) error {
			return freeResult(e.X.SumDimIntList(Some([]int64{1})))
		}, []string{"aten::sum.dim_IntList"}, ""},
		{"flatten", "torch.flatten(x)", func(e *opsEnv) error {
			return freeResult(e.X.FlattenUsingInts())
		}, []string{"aten::flatten.using_ints"}, ""},
		{"two", "(x.sum(1), x.flatten())", func(e *opsEnv) error {
			if err := freeResult(e.X.SumDimIntList(Some([]int64{1}))); err != nil {
				return err
			}
			return freeResult(e.X.FlattenUsingInts())
		}, []string{"aten::sum.dim_IntList", "aten::flatten.using_ints"}, ""},
		{"mm_throws", "torch.mm(x, y)", func(e *opsEnv) error {
			return freeResult(e.X.Mm(e.Y))
		}, []string{"aten::mm"}, "mat1 and mat2 shapes cannot be multiplied (2x3 and 2x3)"},
		// The kernel that throws is linear's nested matmul: the depth
		// unwinds through both.
		{"linear_throws", "F.linear(x, z)", func(e *opsEnv) error {
			return freeResult(Linear(e.X, e.Z))
		}, []string{"aten::linear"}, "mat1 and mat2 shapes cannot be multiplied (2x3 and 2x3)"},
	}
	goOps := map[string][]string{}
	for _, c := range cases {
		e := recordEnv(t)
		var err error
		got := r.Record(func() { err = c.goCall(e) })
		e.Free()
		goOps[c.id] = got
		if !slices.Equal(got, c.want) {
			t.Errorf("Go %s: recorded %q, want %q", c.id, got, c.want)
		}
		if c.err == "" && err != nil {
			t.Errorf("Go %s: %v", c.id, err)
		}
		if c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("Go %s: error %v, want one saying %q", c.id, err, c.err)
		}
	}

	// After a throw (nested in linear), the next top-level operator is
	// recorded: the depth came back to 0.
	e := recordEnv(t)
	got := r.Record(func() {
		_ = freeResult(Linear(e.X, e.Z))
		_ = freeResult(e.X.Mm(e.Y))
		_ = freeResult(e.X.Relu())
	})
	if want := []string{"aten::linear", "aten::mm", "aten::relu"}; !slices.Equal(got, want) {
		t.Errorf("Go, ops after throwing ones: recorded %q, want %q", got, want)
	}
	// Operators another thread runs meanwhile are not recorded.
	got = r.Record(func() {
		done := make(chan error)
		go func() {
			runtime.LockOSThread() // not the recording thread, which is locked to Record's goroutine
			defer runtime.UnlockOSThread()
			done <- freeResult(e.X.Neg())
		}()
		if err := <-done; err != nil {
			t.Error(err)
		}
		if err := freeResult(e.X.Relu()); err != nil {
			t.Error(err)
		}
	})
	if want := []string{"aten::relu"}; !slices.Equal(got, want) {
		t.Errorf("Go, an op on another thread meanwhile: recorded %q, want %q", got, want)
	}
	// start and stop out of turn are errors, and leave the recorder usable.
	func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		if _, err := CallOp("gotorchgen_rec::stop", ""); err == nil || !strings.Contains(err.Error(), "not recording") {
			t.Errorf("stop without start: %v, want an error saying the thread is not recording", err)
		}
	}()
	got = r.Record(func() {
		if _, err := CallOp("gotorchgen_rec::start", ""); err == nil || !strings.Contains(err.Error(), "recording already") {
			t.Errorf("start while recording: %v, want an error saying the thread is recording already", err)
		}
	})
	if len(got) != 0 {
		t.Errorf("a second start: recorded %q, want nothing", got)
	}

	var pyCases []pyRecordCase
	for _, c := range cases {
		pyCases = append(pyCases, pyRecordCase{ID: c.id, Expr: c.expr})
	}
	pyCases = append(pyCases, pyRecordCase{ID: "name_error", Expr: "undefined_name"})
	py := runPythonRecorder(t, r.lib, pyCases)
	for id, p := range py {
		if p.Crashed != "" {
			t.Fatalf("case %s crashed Python: %s", id, p.Crashed)
		}
	}
	for _, c := range cases {
		p := py[c.id]
		if !slices.Equal(p.Ops, c.want) || !slices.Equal(p.Ops, goOps[c.id]) {
			t.Errorf("Python %s (%s): recorded %q, want %q (Go's: %q)", c.id, c.expr, p.Ops, c.want, goOps[c.id])
		}
		if c.err == "" && p.Error != "" || c.err != "" && !strings.Contains(p.Error, c.err) {
			t.Errorf("Python %s (%s): error %q, want %q", c.id, c.expr, p.Error, c.err)
		}
	}
	if p := py["name_error"]; len(p.Ops) != 0 || !strings.HasPrefix(p.Error, "NameError: ") {
		t.Errorf("Python undefined_name: %+v, want no ops and a NameError", p)
	}
}

// freeResult frees a chained result and returns its error.
func freeResult(x *Tensor) error {
	defer x.Free()
	return x.Err()
}

func freeIValues(vs []*IValue) {
	for _, v := range vs {
		v.Free()
	}
}
