package torch

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The .pt2 loader (AOTIModel) against the packages that
// scripts/testdata/aoti/export.py exports with the root's PyTorch: the
// outputs PyTorch's own loader of each package printed, bit for bit, its
// metadata, call spec and constants, RunInto, the constant buffers, bad
// inputs, concurrent runners, reloads.
//
// One source for both modes, the API being the same: the stable-ABI
// package receives this file as a runtime file (templates/_stable, its
// loader aoti.go), and scripts/test-aoti.sh copies it into the typed
// package it generates (AOTIModel of specs/aoti.yaml, only where libtorch
// has the loader: no typed runtime file can hold it, since 1.13.1 has
// none). What only one mode has — the stable loader's NumInputs and
// friends and its own messages; the typed mode's benchmarks against C++'s
// loader — stays in aoti_stable_test.go and
// scripts/testdata/aoti/aoti_typed_test.go and aoti_test.go, which also
// define the two helpers that differ by mode: aotiLive (the live-handle
// counters each has) and aotiTempEntries (what a loaded package leaves
// under TMPDIR). scripts/test-stable.sh and test-aoti.sh set
// GOTORCHGEN_AOTI_DIR to the export's directory (model.pt2, recipe.pt2,
// relu.pt2, expect.json).

type aotiFlat struct {
	Shape []int64   `json:"shape"`
	Data  []float64 `json:"data"`
}

type aotiExpect struct {
	Torch string `json:"torch"`
	Cases []struct {
		Inputs []aotiFlat `json:"inputs"`
		AOTI   []aotiFlat `json:"aoti"`
		Recipe []aotiFlat `json:"recipe"`
		Eager  []aotiFlat `json:"eager"`
	} `json:"cases"`
	Recipe struct {
		Bytes          int64   `json:"bytes"`
		CompileSeconds float64 `json:"compile_seconds"`
	} `json:"recipe"`
	Zeroed struct {
		Inputs []aotiFlat `json:"inputs"`
		Eager  []aotiFlat `json:"eager"`
		FQN    string     `json:"fqn"`
		Shape  []int64    `json:"shape"`
	} `json:"zeroed"`
	Metadata     map[string]string `json:"metadata"`
	CallSpec     []string          `json:"call_spec"`
	ConstantFQNs []string          `json:"constant_fqns"`
}

// aotiLoadExpect reads expect.json; the directory is the one the packages
// are in.
func aotiLoadExpect(t *testing.T) (*aotiExpect, string) {
	t.Helper()
	dir := os.Getenv("GOTORCHGEN_AOTI_DIR")
	if dir == "" {
		t.Skip("SKIP: GOTORCHGEN_AOTI_DIR is not set: scripts/test-stable.sh and test-aoti.sh set it to the .pt2 packages of scripts/testdata/aoti/export.py")
	}
	data, err := os.ReadFile(filepath.Join(dir, "expect.json"))
	if err != nil {
		t.Fatal(err)
	}
	var e aotiExpect
	if err := json.Unmarshal(data, &e); err != nil {
		t.Fatal(err)
	}
	if len(e.Cases) == 0 {
		t.Fatal("expect.json has no cases")
	}
	return &e, dir
}

func aotiModel(t *testing.T, pt2 string, opts ...LoadAOTIModelOptions) *AOTIModel {
	t.Helper()
	m, err := LoadAOTIModel(pt2, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Free)
	return m
}

func aotiTensors(t *testing.T, fs []aotiFlat) []*Tensor {
	t.Helper()
	var ts []*Tensor
	for _, f := range fs {
		d := make([]float32, len(f.Data))
		for i, v := range f.Data {
			d[i] = float32(v)
		}
		x, err := FromSlice(d, f.Shape...)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(x.Free)
		ts = append(ts, x)
	}
	return ts
}

// aotiCompare fails the test on a shape mismatch or a difference over tol
// (relative, at least 1), and returns the largest difference.
func aotiCompare(t *testing.T, what string, got []*Tensor, want []aotiFlat, tol float64) (maxDiff float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d outputs, want %d", what, len(got), len(want))
	}
	for i, g := range got {
		if s := g.Shape(); !slices.Equal(s, want[i].Shape) {
			t.Fatalf("%s: output %d has shape %v, want %v", what, i, s, want[i].Shape)
		}
		d, err := ToSlice[float32](g)
		if err != nil {
			t.Fatal(err)
		}
		for j, w := range want[i].Data {
			diff := math.Abs(float64(d[j]) - w)
			maxDiff = max(maxDiff, diff)
			if diff > tol*math.Max(1, math.Abs(w)) {
				t.Errorf("%s: output %d[%d] = %v, want %v", what, i, j, d[j], w)
			}
		}
	}
	return maxDiff
}

func aotiRun(t *testing.T, m *AOTIModel, inputs []*Tensor) []*Tensor {
	t.Helper()
	out, err := m.Run(inputs...)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range out {
		t.Cleanup(o.Free)
	}
	return out
}

func aotiFlatOf(t *testing.T, ts []*Tensor) []aotiFlat {
	t.Helper()
	var fs []aotiFlat
	for _, x := range ts {
		d, err := ToSlice[float32](x)
		if err != nil {
			t.Fatal(err)
		}
		f := aotiFlat{Shape: x.Shape()}
		for _, v := range d {
			f.Data = append(f.Data, float64(v))
		}
		fs = append(fs, f)
	}
	return fs
}

// aotiLiveAtEnd checks, after every cleanup registered later, that the
// live-handle counters (aotiLive) are back to their values now.
func aotiLiveAtEnd(t *testing.T) {
	before := aotiLive()
	t.Cleanup(func() {
		if n := aotiLive(); n != before {
			t.Errorf("live handles %v at the end, want %v", n, before)
		}
	})
}

// aotiMetadata is the package's metadata, MetadataKeys and MetadataValues
// paired.
func aotiMetadata(t *testing.T, m *AOTIModel) map[string]string {
	t.Helper()
	keys, err := m.MetadataKeys()
	if err != nil {
		t.Fatal(err)
	}
	values, err := m.MetadataValues()
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != len(values) {
		t.Fatalf("%d metadata keys, %d values", len(keys), len(values))
	}
	md := map[string]string{}
	for i, k := range keys {
		md[k] = values[i]
	}
	return md
}

// TestAOTIRun: the outputs of PyTorch's loader of the same package, bit
// for bit, at two batch sizes (the batch dimension is dynamic), the eager
// model's within float32 rounding; the inputs stay the caller's; the
// one-ReLU package.
func TestAOTIRun(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	for _, c := range e.Cases {
		in := aotiTensors(t, c.Inputs)
		out := aotiRun(t, m, in)
		aoti := aotiCompare(t, "aoti", out, c.AOTI, 0)
		eager := aotiCompare(t, "eager", out, c.Eager, 1e-5)
		// The stable loader's entry point steals new references: the
		// inputs are intact.
		aotiCompare(t, "inputs after the run", in, c.Inputs, 0)
		t.Logf("batch %d: max |Go - PyTorch's AOTI loader| = %g, max |Go - eager| = %g (PyTorch %s)", c.Inputs[0].Shape[0], aoti, eager, e.Torch)
	}
	relu := aotiModel(t, filepath.Join(dir, "relu.pt2"))
	x := make([]float32, 16)
	want := aotiFlat{Shape: []int64{1, 16}}
	for i := range x {
		x[i] = float32(i) - 7.5
		want.Data = append(want.Data, math.Max(0, float64(x[i])))
	}
	xt, err := FromSlice(x, 1, 16)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(xt.Free)
	aotiCompare(t, "relu", aotiRun(t, relu, []*Tensor{xt}), []aotiFlat{want}, 0)
}

// TestAOTIRecipe: the package scripts/pt2/compile_pt2.py's recipe
// compiled (vectorized kernels forced on, freezing; no autotuning here,
// for time) gives PyTorch's loader's outputs of it bit for bit, and
// eager's within float32's rounding.
func TestAOTIRecipe(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	m := aotiModel(t, filepath.Join(dir, "recipe.pt2"))
	// What the recipe is for: vectorized kernels (a default package on
	// Debian's PyTorch says INVALID_VEC_ISA here).
	isa := aotiMetadata(t, m)["AOTI_CPU_ISA"]
	if isa == "" || isa == "INVALID_VEC_ISA" {
		t.Errorf("recipe.pt2: AOTI_CPU_ISA is %q, want a vector ISA (cpp.vec_isa_ok did not take)", isa)
	}
	for i, c := range e.Cases {
		if len(c.Recipe) == 0 {
			t.Fatalf("case %d: expect.json has no recipe outputs", i)
		}
		out := aotiRun(t, m, aotiTensors(t, c.Inputs))
		aotiCompare(t, "recipe vs PyTorch's loader", out, c.Recipe, 0)
		d := aotiCompare(t, "recipe vs eager", out, c.Eager, 1e-4)
		t.Logf("case %d: largest difference from eager %.2g", i, d)
	}
	t.Logf("recipe.pt2: AOTI_CPU_ISA %s, %d bytes, compiled in %.1f s", isa, e.Recipe.Bytes, e.Recipe.CompileSeconds)
}

// TestAOTIIntrospection: metadata, call spec and constant names as
// PyTorch's loader reports them.
func TestAOTIIntrospection(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	md := aotiMetadata(t, m)
	if fmt.Sprint(md) != fmt.Sprint(e.Metadata) {
		t.Errorf("metadata %v, PyTorch's loader %v", md, e.Metadata)
	}
	if md["gotorchgen"] != "aoti-test" || md["AOTI_DEVICE_KEY"] != "cpu" {
		t.Errorf("metadata %v: want gotorchgen=aoti-test (export.py's) and AOTI_DEVICE_KEY=cpu", md)
	}
	spec, err := m.CallSpec()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(spec, e.CallSpec) || len(spec) != 2 {
		t.Fatalf("call spec %q, PyTorch's loader %q", spec, e.CallSpec)
	}
	fqns, err := m.ConstantFQNs()
	if err != nil {
		t.Fatal(err)
	}
	// PyTorch's loader lists them from a hash map: compare as sets.
	// Inductor folds what it can into the compiled code (here the bias
	// and the buffer): fc.weight stays a constant.
	got, want := slices.Sorted(slices.Values(fqns)), slices.Sorted(slices.Values(e.ConstantFQNs))
	if !slices.Equal(got, want) || !slices.Contains(fqns, "fc.weight") {
		t.Errorf("constant fqns %q, PyTorch's loader %q (want fc.weight among them)", fqns, e.ConstantFQNs)
	}
	t.Logf("torch %s; metadata %v; constants %q; call spec %d+%d bytes", e.Torch, md, fqns, len(spec[0]), len(spec[1]))
}

// TestAOTIRunInto: RunInto's outputs are Run's, bit for bit, at both batch
// sizes, in the same *Tensor objects from call to call with no handle more
// alive after each (the previous outputs are freed by the call); an empty
// outs is made, a nil entry gets a new tensor; a wrong count, a freed
// entry and a bad input are named errors that leave outs as they were;
// the live-handle counters return to where they were.
func TestAOTIRunInto(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	pt2 := filepath.Join(dir, "model.pt2")
	m, err := LoadAOTIModel(pt2)
	if err != nil {
		t.Fatal(err)
	}
	var outs, first []*Tensor
	for round := range 2 {
		for i, c := range e.Cases {
			in := aotiTensors(t, c.Inputs)
			live := LiveTensors()
			if outs, err = m.RunInto(outs, in...); err != nil {
				t.Fatalf("round %d, case %d: %v", round, i, err)
			}
			if first == nil {
				first = slices.Clone(outs)
			} else if !slices.Equal(outs, first) {
				t.Errorf("round %d, case %d: outs %p, want the first call's %p", round, i, outs, first)
			} else if n := LiveTensors(); n != live {
				t.Errorf("round %d, case %d: %d live tensors, %d before the call", round, i, n, live)
			}
			aotiCompare(t, "RunInto vs PyTorch's AOTI loader", outs, c.AOTI, 0)
			aotiCompare(t, "RunInto vs Run", outs, aotiFlatOf(t, aotiRun(t, m, in)), 0)
		}
	}

	// A nil entry gets a new tensor; the others keep theirs.
	c := e.Cases[0]
	in := aotiTensors(t, c.Inputs)
	outs[1].Free()
	outs[1] = nil
	if outs, err = m.RunInto(outs, in...); err != nil {
		t.Fatal(err)
	}
	if outs[0] != first[0] || outs[1] == nil || outs[1] == first[1] {
		t.Errorf("outs after a nil entry: %p, want %p and a new tensor", outs, first[:1])
	}
	aotiCompare(t, "RunInto with a nil entry", outs, c.AOTI, 0)
	want := aotiFlatOf(t, outs)
	kept := slices.Clone(outs)

	x5 := aotiTensors(t, []aotiFlat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}})[0]
	extra := aotiTensors(t, []aotiFlat{{Shape: []int64{1}, Data: []float64{0}}})[0]
	freed := aotiTensors(t, []aotiFlat{{Shape: []int64{1}, Data: []float64{0}}})[0]
	freed.Free()
	for _, bad := range []struct {
		name string
		outs []*Tensor
		in   []*Tensor
		want string
	}{
		{"three outs of two", []*Tensor{outs[0], outs[1], extra}, in, "package " + pt2 + `, model "model": outs holds 3 tensors, the model returns 2 outputs`},
		{"one out of two", outs[:1], in, "outs holds 1 tensors, the model returns 2 outputs"},
		// The stable mode's message names the package and the model
		// there too, between the function and the argument.
		{"a freed out", []*Tensor{outs[0], freed}, in, "argument outs[1]: tensor is nil or has been freed"},
		{"a bad input", outs, []*Tensor{x5, in[1]}, "input_handles[0]: unmatched dim value at 1, expected: 4, but got: 5"},
		{"a freed input", outs, []*Tensor{in[0], freed}, "argument inputs"},
	} {
		got, err := m.RunInto(bad.outs, bad.in...)
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: %v, want an error that says %q", bad.name, err, bad.want)
		} else {
			t.Logf("%s: %v", bad.name, err)
		}
		if !slices.Equal(got, bad.outs) {
			t.Errorf("%s: RunInto returned %p, not its outs %p", bad.name, got, bad.outs)
		}
		if !slices.Equal(outs, kept) {
			t.Fatalf("%s: outs changed to %p from %p", bad.name, outs, kept)
		}
		aotiCompare(t, "outs after "+bad.name, outs, want, 0)
	}
	if extra.Freed() {
		t.Error("the extra out of a refused call was freed")
	}

	for _, o := range outs {
		o.Free()
	}
	m.Free()
	if _, err := m.RunInto(outs, in...); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("RunInto of freed outs after Free: %v", err)
	}
}

// TestAOTILoadConstant: a zeroed weight gives the eager model's outputs
// with that weight zeroed; an unknown name is an error.
func TestAOTILoadConstant(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	z := e.Zeroed
	zeros, err := FromSlice(make([]float32, z.Shape[0]*z.Shape[1]), z.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(zeros.Free)
	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	if err := m.LoadConstant(z.FQN, zeros); err != nil {
		t.Fatal(err)
	}
	d := aotiCompare(t, "zeroed", aotiRun(t, m, aotiTensors(t, z.Inputs)), z.Eager, 1e-6)
	t.Logf("%s zeroed: max |Go - eager| = %g", z.FQN, d)
	if err := m.LoadConstant("no.such.constant", zeros); err == nil {
		t.Error("LoadConstant of an unknown name: no error")
	} else {
		t.Logf("unknown name: %v", err)
	}
}

// TestAOTISwapConstantBuffer: a weight loaded into the inactive buffer
// changes nothing until SwapConstantBuffer, which gives the zeroed
// weight's outputs; a second swap gives the original ones back.
func TestAOTISwapConstantBuffer(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	z := e.Zeroed
	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	in := aotiTensors(t, z.Inputs)
	before := aotiFlatOf(t, aotiRun(t, m, in))
	zeros, err := FromSlice(make([]float32, z.Shape[0]*z.Shape[1]), z.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(zeros.Free)
	if err := m.LoadConstant(z.FQN, zeros, AOTIModelLoadConstantOptions{UseInactive: Some(true)}); err != nil {
		t.Fatal(err)
	}
	aotiCompare(t, "after loading into the inactive buffer", aotiRun(t, m, in), before, 0)
	if err := m.SwapConstantBuffer(); err != nil {
		t.Fatal(err)
	}
	d := aotiCompare(t, "after the swap", aotiRun(t, m, in), z.Eager, 1e-6)
	if err := m.SwapConstantBuffer(); err != nil {
		t.Fatal(err)
	}
	aotiCompare(t, "after swapping back", aotiRun(t, m, in), before, 0)
	t.Logf("inactive buffer: no change until the swap; then max |Go - eager with %s zeroed| = %g; swapped back", z.FQN, d)
}

// TestAOTIBadInputs: inputs that do not fit the exported program are named
// errors (the package's own checks, AOTI_RUNTIME_CHECK_INPUTS, which
// LoadAOTIModel turns on), not out-of-bounds reads in the kernels, naming
// the package and the model, without a C++ backtrace; the inputs stay
// usable.
func TestAOTIBadInputs(t *testing.T) {
	_, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	pt2 := filepath.Join(dir, "model.pt2")
	m := aotiModel(t, pt2)
	x := aotiTensors(t, []aotiFlat{{Shape: []int64{2, 4}, Data: make([]float64, 8)}})[0]
	y := aotiTensors(t, []aotiFlat{{Shape: []int64{2}, Data: make([]float64, 2)}})[0]
	x5 := aotiTensors(t, []aotiFlat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}})[0]
	xi, err := FromSlice(make([]int64, 8), 2, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(xi.Free)
	freed, err := FromSlice(make([]float32, 2), 2)
	if err != nil {
		t.Fatal(err)
	}
	freed.Free()
	for _, c := range []struct {
		name string
		in   []*Tensor
		want string
	}{
		{"one input of two", []*Tensor{x}, "expected inputs vector size to be 2, but got 1"},
		{"three inputs of two", []*Tensor{x, y, y}, "expected inputs vector size to be 2, but got 3"},
		{"int64 for float32", []*Tensor{xi, y}, "input_handles[0]: unmatched dtype"},
		{"4 columns wanted, 5 given", []*Tensor{x5, y}, "input_handles[0]: unmatched dim value at 1, expected: 4, but got: 5"},
		{"a freed input", []*Tensor{x, freed}, "argument inputs"},
	} {
		out, err := m.Run(c.in...)
		if err == nil {
			for _, o := range out {
				o.Free()
			}
			t.Errorf("%s: Run succeeded", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want it to contain %q", c.name, err, c.want)
		}
		if strings.Contains(err.Error(), "Exception raised from") || strings.Contains(err.Error(), "frame #") {
			t.Errorf("%s: error carries a C++ backtrace: %q", c.name, err)
		}
		if where := "package " + pt2 + `, model "model"`; c.name != "a freed input" && !strings.Contains(err.Error(), where) {
			t.Errorf("%s: error %q does not name the package and model (%s)", c.name, err, where)
		}
		t.Logf("%s: %v", c.name, err)
	}
	aotiCompare(t, "x5 after the failed runs", []*Tensor{x5}, []aotiFlat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}}, 0)
}

// TestAOTIErrors: a missing file, a model the package lacks, NumRunners 0,
// a run after Free (and a second Free).
func TestAOTIErrors(t *testing.T) {
	_, dir := aotiLoadExpect(t)
	pt2 := filepath.Join(dir, "model.pt2")
	if _, err := LoadAOTIModel(filepath.Join(t.TempDir(), "missing.pt2")); err == nil {
		t.Error("LoadAOTIModel of a missing file: no error")
	} else {
		t.Logf("missing file: %v", err)
	}
	if _, err := LoadAOTIModel(pt2, LoadAOTIModelOptions{ModelName: Some("other")}); err == nil {
		t.Error("LoadAOTIModel of a model the package lacks: no error")
	} else {
		t.Logf("no such model: %v", err)
	}
	if _, err := LoadAOTIModel(pt2, LoadAOTIModelOptions{NumRunners: Some(int64(0))}); err == nil {
		t.Error("NumRunners 0: no error")
	}
	m, err := LoadAOTIModel(pt2)
	if err != nil {
		t.Fatal(err)
	}
	m.Free()
	m.Free()
	if _, err := m.Run(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("Run after Free: %v, want an error that says freed", err)
	}
}

// TestAOTIFromBytes: a package loaded from memory runs as the file does,
// leaves under TMPDIR no more than its mode's aotiTempEntries while the
// model lives (the bytes go to a memfd) and nothing after Free, and its
// errors call it by its size; a truncated one is an error.
func TestAOTIFromBytes(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	data, err := os.ReadFile(filepath.Join(dir, "model.pt2"))
	if err != nil {
		t.Fatal(err)
	}
	// A temporary directory of the test's own, which nothing else writes to.
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	m, err := LoadAOTIModelFromBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	if during := aotiDirNames(t, tmp); len(during) != aotiTempEntries {
		t.Errorf("%s while the model lives: %q, want %d entries", tmp, during, aotiTempEntries)
	}
	for _, c := range e.Cases {
		aotiCompare(t, "from bytes", aotiRun(t, m, aotiTensors(t, c.Inputs)), c.AOTI, 0)
	}
	x := aotiTensors(t, []aotiFlat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}})[0]
	y := aotiTensors(t, []aotiFlat{{Shape: []int64{2}, Data: make([]float64, 2)}})[0]
	if _, err := m.Run(x, y); err == nil {
		t.Error("Run of a bad shape: no error")
	} else if want := fmt.Sprintf(`package <%d bytes>, model "model"`, len(data)); !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
	m.Free()
	if after := aotiDirNames(t, tmp); len(after) != 0 {
		t.Errorf("%s after Free: %q, want nothing", tmp, after)
	}
	if _, err := LoadAOTIModelFromBytes(data[:len(data)/2]); err == nil {
		t.Error("a truncated package: no error")
	} else {
		t.Logf("truncated package: %v", err)
	}
}

func aotiDirNames(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// TestAOTIReload: models loaded and freed one after the other, and two at
// once, each run their own library (the stable loader: dlopen finds a
// library by its name, /proc/self/fd/N, and a freed model's library may
// stay loaded under a number the next memfd gets).
func TestAOTIReload(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	c := e.Cases[0]
	in := aotiTensors(t, c.Inputs)
	x := aotiTensors(t, []aotiFlat{{Shape: []int64{1, 16}, Data: make([]float64, 16)}})
	for i := range 3 {
		m, err := LoadAOTIModel(filepath.Join(dir, "model.pt2"))
		if err != nil {
			t.Fatal(err)
		}
		aotiCompare(t, fmt.Sprintf("model, load %d", i), aotiRun(t, m, in), c.AOTI, 0)
		m.Free()
		r, err := LoadAOTIModel(filepath.Join(dir, "relu.pt2"))
		if err != nil {
			t.Fatal(err)
		}
		aotiCompare(t, fmt.Sprintf("relu, load %d", i), aotiRun(t, r, x), []aotiFlat{{Shape: []int64{1, 16}, Data: make([]float64, 16)}}, 0)
		m2, err := LoadAOTIModel(filepath.Join(dir, "model.pt2"))
		if err != nil {
			t.Fatal(err)
		}
		aotiCompare(t, fmt.Sprintf("model beside relu, load %d", i), aotiRun(t, m2, in), c.AOTI, 0)
		m2.Free()
		r.Free()
	}
}

// TestAOTIConcurrentRunners: goroutines sharing a model of four runners,
// half of them through RunInto (each reusing outputs of its own), get the
// outputs a serial run gets, and every tensor and the model are released
// at the end (the live-handle counters return to where they were).
func TestAOTIConcurrentRunners(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	m := aotiModel(t, filepath.Join(dir, "model.pt2"), LoadAOTIModelOptions{NumRunners: Some(int64(4))})
	c := e.Cases[len(e.Cases)-1]
	in := aotiTensors(t, c.Inputs)
	want := aotiFlatOf(t, aotiRun(t, m, in))
	const goroutines, runs = 8, 50
	errs := make(chan error, goroutines)
	for g := range goroutines {
		go func() {
			var outs []*Tensor
			defer func() {
				for _, o := range outs {
					o.Free()
				}
			}()
			for range runs {
				var out []*Tensor
				var err error
				if g%2 == 1 {
					outs, err = m.RunInto(outs, in...)
					out = outs
				} else {
					out, err = m.Run(in...)
				}
				if err != nil {
					errs <- err
					return
				}
				for i, o := range out {
					got, err := ToSlice[float32](o)
					if g%2 == 0 {
						o.Free()
					}
					for j := range got {
						if err == nil && float64(got[j]) != want[i].Data[j] {
							err = fmt.Errorf("output %d[%d] = %v, the serial run's %v", i, j, got[j], want[i].Data[j])
						}
					}
					if err != nil {
						errs <- err
						return
					}
				}
			}
			errs <- nil
		}()
	}
	for range goroutines {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	t.Logf("%d goroutines × %d runs on 4 runners: the serial run's outputs", goroutines, runs)
}
