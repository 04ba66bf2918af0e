// Package aoti_test checks the generated package's AOTIModel (specs/aoti.yaml)
// against a .pt2 package that PyTorch exported (export.py): same outputs as
// PyTorch's loader of the package, the same metadata, call spec and
// constant names. scripts/test-aoti.sh copies it into a consumer module of
// the package in the sid root (the import path is rewritten there) and runs
// it with GOTORCHGEN_AOTI_DIR naming export.py's directory.
package aoti_test

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"example.com/aotitest/cxxbench"
	"example.com/aotitest/torch"
)

type flat struct {
	Shape []int64   `json:"shape"`
	Data  []float64 `json:"data"`
}

type expect struct {
	Torch string `json:"torch"`
	Cases []struct {
		Inputs []flat `json:"inputs"`
		AOTI   []flat `json:"aoti"`
		Recipe []flat `json:"recipe"`
		Eager  []flat `json:"eager"`
	} `json:"cases"`
	Recipe struct {
		Bytes          int64   `json:"bytes"`
		CompileSeconds float64 `json:"compile_seconds"`
	} `json:"recipe"`
	Zeroed struct {
		Inputs []flat  `json:"inputs"`
		Eager  []flat  `json:"eager"`
		FQN    string  `json:"fqn"`
		Shape  []int64 `json:"shape"`
	} `json:"zeroed"`
	Metadata     map[string]string `json:"metadata"`
	CallSpec     []string          `json:"call_spec"`
	ConstantFQNs []string          `json:"constant_fqns"`
}

func load(t *testing.T) (*expect, string) {
	t.Helper()
	dir := os.Getenv("GOTORCHGEN_AOTI_DIR")
	if dir == "" {
		t.Fatal("GOTORCHGEN_AOTI_DIR is not set (scripts/test-aoti.sh sets it)")
	}
	data, err := os.ReadFile(filepath.Join(dir, "expect.json"))
	if err != nil {
		t.Fatal(err)
	}
	var e expect
	if err := json.Unmarshal(data, &e); err != nil {
		t.Fatal(err)
	}
	return &e, filepath.Join(dir, "model.pt2")
}

func model(t *testing.T, pt2 string) *torch.AOTIModel {
	t.Helper()
	m, err := torch.LoadAOTIModel(pt2)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Free)
	return m
}

func tensors(t *testing.T, fs []flat) []*torch.Tensor {
	t.Helper()
	var ts []*torch.Tensor
	for _, f := range fs {
		d := make([]float32, len(f.Data))
		for i, v := range f.Data {
			d[i] = float32(v)
		}
		x, err := torch.FromSlice(d, f.Shape...)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(x.Free)
		ts = append(ts, x)
	}
	return ts
}

// compare reports the largest difference between got and want, failing the
// test on a shape mismatch or a difference over tol (relative, at least 1).
func compare(t *testing.T, what string, got []*torch.Tensor, want []flat, tol float64) (maxDiff float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d outputs, want %d", what, len(got), len(want))
	}
	for i, g := range got {
		if s := g.Shape(); !slices.Equal(s, want[i].Shape) {
			t.Fatalf("%s: output %d has shape %v, want %v", what, i, s, want[i].Shape)
		}
		d, err := torch.ToSlice[float32](g)
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

func run(t *testing.T, m *torch.AOTIModel, inputs []*torch.Tensor) []*torch.Tensor {
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

// TestRun: the outputs of PyTorch's loader of the same package, bit for bit,
// at two batch sizes (the batch dimension is dynamic), and the eager model's
// within float32 rounding.
func TestRun(t *testing.T) {
	e, pt2 := load(t)
	m := model(t, pt2)
	for _, c := range e.Cases {
		in := tensors(t, c.Inputs)
		out := run(t, m, in)
		b := c.Inputs[0].Shape[0]
		aoti := compare(t, "aoti", out, c.AOTI, 0)
		eager := compare(t, "eager", out, c.Eager, 1e-5)
		t.Logf("batch %d: max |Go - PyTorch's AOTI loader| = %g, max |Go - eager| = %g", b, aoti, eager)
	}
}

// TestRunInto: RunInto's outputs are Run's, bit for bit, at both batch
// sizes, in the same *Tensor objects from call to call with no handle more
// alive after each (the previous outputs are freed by the call); an empty
// outs is made, a nil entry gets a new tensor; a wrong count, a freed
// entry and a bad input are named errors that leave outs as they were;
// the live-handle counters return to zero.
func TestRunInto(t *testing.T) {
	e, pt2 := load(t)
	// Checked after every cleanup (the inputs' and Run's outputs'): the
	// first registered runs last.
	tensorsBefore, objectsBefore := torch.LiveTensors(), torch.LiveObjects()
	t.Cleanup(func() {
		if n := torch.LiveTensors(); n != tensorsBefore {
			t.Errorf("live tensors %d at the end, want %d", n, tensorsBefore)
		}
		if n := torch.LiveObjects(); n != objectsBefore {
			t.Errorf("live objects %d at the end, want %d", n, objectsBefore)
		}
	})
	m, err := torch.LoadAOTIModel(pt2)
	if err != nil {
		t.Fatal(err)
	}
	var outs []*torch.Tensor
	var first []*torch.Tensor
	for round := range 2 {
		for i, c := range e.Cases {
			in := tensors(t, c.Inputs)
			live := torch.LiveTensors()
			if outs, err = m.RunInto(outs, in...); err != nil {
				t.Fatalf("round %d, case %d: %v", round, i, err)
			}
			if first == nil {
				first = slices.Clone(outs)
			} else if !slices.Equal(outs, first) {
				t.Errorf("round %d, case %d: outs %p, want the first call's %p", round, i, outs, first)
			} else if n := torch.LiveTensors(); n != live {
				t.Errorf("round %d, case %d: %d live tensors, %d before the call", round, i, n, live)
			}
			compare(t, "RunInto vs PyTorch's AOTI loader", outs, c.AOTI, 0)
			compare(t, "RunInto vs Run", outs, flatOf(t, run(t, m, in)), 0)
		}
	}

	// A nil entry gets a new tensor; the others keep theirs.
	c := e.Cases[0]
	in := tensors(t, c.Inputs)
	outs[1].Free()
	outs[1] = nil
	if outs, err = m.RunInto(outs, in...); err != nil {
		t.Fatal(err)
	}
	if outs[0] != first[0] || outs[1] == nil || outs[1] == first[1] {
		t.Errorf("outs after a nil entry: %p, want %p and a new tensor", outs, first[:1])
	}
	compare(t, "RunInto with a nil entry", outs, c.AOTI, 0)
	want := flatOf(t, outs)
	kept := slices.Clone(outs)

	x5 := tensors(t, []flat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}})[0]
	extra := tensors(t, []flat{{Shape: []int64{1}, Data: []float64{0}}})[0]
	freed := tensors(t, []flat{{Shape: []int64{1}, Data: []float64{0}}})[0]
	freed.Free()
	for _, bad := range []struct {
		name string
		outs []*torch.Tensor
		in   []*torch.Tensor
		want string
	}{
		{"three outs of two", []*torch.Tensor{outs[0], outs[1], extra}, in, "package " + pt2 + `, model "model": outs holds 3 tensors, the model returns 2 outputs`},
		{"one out of two", outs[:1], in, "outs holds 1 tensors, the model returns 2 outputs"},
		{"a freed out", []*torch.Tensor{outs[0], freed}, in, "AOTIModel.RunInto: argument outs[1]: tensor is nil or has been freed"},
		{"a bad input", outs, []*torch.Tensor{x5, in[1]}, "input_handles[0]: unmatched dim value at 1, expected: 4, but got: 5"},
		{"a freed input", outs, []*torch.Tensor{in[0], freed}, "argument inputs"},
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
		compare(t, "outs after "+bad.name, outs, want, 0)
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

// metadata is the package's metadata, MetadataKeys and MetadataValues
// paired.
func metadata(t *testing.T, m *torch.AOTIModel) map[string]string {
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

func TestIntrospection(t *testing.T) {
	e, pt2 := load(t)
	m := model(t, pt2)
	md := metadata(t, m)
	if !mapsEqual(md, e.Metadata) {
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
		t.Errorf("call spec %q, PyTorch's loader %q", spec, e.CallSpec)
	}
	fqns, err := m.ConstantFQNs()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(fqns, e.ConstantFQNs) {
		t.Errorf("constant fqns %q, PyTorch's loader %q", fqns, e.ConstantFQNs)
	}
	// Inductor folds what it can into the compiled code (here the bias and
	// the buffer): fc.weight stays a constant.
	if !slices.Contains(fqns, "fc.weight") {
		t.Errorf("constant fqns %q: no fc.weight", fqns)
	}
	t.Logf("torch %s; metadata %v; constants %q; call spec %d+%d bytes", e.Torch, md, fqns, len(spec[0]), len(spec[1]))
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// TestLoadConstant: a zeroed weight gives the eager model's outputs with
// that weight zeroed.
func TestLoadConstant(t *testing.T) {
	e, pt2 := load(t)
	m := model(t, pt2)
	z := e.Zeroed
	zeros, err := torch.FromSlice(make([]float32, z.Shape[0]*z.Shape[1]), z.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	defer zeros.Free()
	if err := m.LoadConstant(z.FQN, zeros); err != nil {
		t.Fatal(err)
	}
	d := compare(t, "zeroed", run(t, m, tensors(t, z.Inputs)), z.Eager, 1e-6)
	t.Logf("fc.weight zeroed: max |Go - eager| = %g", d)
	if err := m.LoadConstant("no.such.constant", zeros); err == nil {
		t.Error("LoadConstant of an unknown name: no error")
	} else {
		t.Logf("unknown name: %v", err)
	}
}

// TestSwapConstantBuffer: a weight loaded into the inactive buffer changes
// nothing until SwapConstantBuffer, which gives the zeroed weight's
// outputs; a second swap gives the original ones back.
func TestSwapConstantBuffer(t *testing.T) {
	e, pt2 := load(t)
	m := model(t, pt2)
	z := e.Zeroed
	in := tensors(t, z.Inputs)
	before := flatOf(t, run(t, m, in))
	zeros, err := torch.FromSlice(make([]float32, z.Shape[0]*z.Shape[1]), z.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	defer zeros.Free()
	if err := m.LoadConstant(z.FQN, zeros, torch.AOTIModelLoadConstantOptions{UseInactive: torch.Some(true)}); err != nil {
		t.Fatal(err)
	}
	compare(t, "after loading into the inactive buffer", run(t, m, in), before, 0)
	if err := m.SwapConstantBuffer(); err != nil {
		t.Fatal(err)
	}
	d := compare(t, "after the swap", run(t, m, in), z.Eager, 1e-6)
	if err := m.SwapConstantBuffer(); err != nil {
		t.Fatal(err)
	}
	compare(t, "after swapping back", run(t, m, in), before, 0)
	t.Logf("inactive buffer: no change until the swap; then max |Go - eager with fc.weight zeroed| = %g; swapped back", d)
}

// flatOf is ts as flats, for compare.
func flatOf(t *testing.T, ts []*torch.Tensor) []flat {
	t.Helper()
	var fs []flat
	for _, x := range ts {
		d, err := torch.ToSlice[float32](x)
		if err != nil {
			t.Fatal(err)
		}
		f := flat{Shape: x.Shape()}
		for _, v := range d {
			f.Data = append(f.Data, float64(v))
		}
		fs = append(fs, f)
	}
	return fs
}

func TestErrors(t *testing.T) {
	_, pt2 := load(t)
	if _, err := torch.LoadAOTIModel(filepath.Join(t.TempDir(), "missing.pt2")); err == nil {
		t.Error("LoadAOTIModel of a missing file: no error")
	} else {
		t.Logf("missing file: %v", err)
	}
	if _, err := torch.LoadAOTIModel(pt2, torch.LoadAOTIModelOptions{ModelName: torch.Some("other")}); err == nil {
		t.Error("LoadAOTIModel of a model the package lacks: no error")
	} else {
		t.Logf("no such model: %v", err)
	}
	if _, err := torch.LoadAOTIModel(pt2, torch.LoadAOTIModelOptions{NumRunners: torch.Some(int64(0))}); err == nil {
		t.Error("NumRunners 0: no error")
	}
	m, err := torch.LoadAOTIModel(pt2)
	if err != nil {
		t.Fatal(err)
	}
	m.Free()
	if _, err := m.Run(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("Run after Free: %v, want an error that says freed", err)
	}
}

// TestLoadFromBytes: a package loaded from memory runs as the file does,
// leaves no file behind in the temporary directory (the bytes go to a
// memfd; the loader's extraction directory, there while the model lives,
// goes with Free), and its errors call it by its size.
func TestLoadFromBytes(t *testing.T) {
	e, pt2 := load(t)
	data, err := os.ReadFile(pt2)
	if err != nil {
		t.Fatal(err)
	}
	// The loader extracts under TMPDIR (std::filesystem's temporary
	// directory): one of the test's own, which nothing else writes to.
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	m, err := torch.LoadAOTIModelFromBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	if during := dirNames(t, tmp); len(during) != 1 {
		t.Errorf("%s while the model lives: %q, want the loader's extraction directory alone", tmp, during)
	}
	for _, c := range e.Cases {
		compare(t, "from bytes", run(t, m, tensors(t, c.Inputs)), c.AOTI, 0)
	}
	x := tensors(t, []flat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}})[0]
	y := tensors(t, []flat{{Shape: []int64{2}, Data: make([]float64, 2)}})[0]
	if _, err := m.Run(x, y); err == nil {
		t.Error("Run of a bad shape: no error")
	} else if want := fmt.Sprintf(`package <%d bytes>, model "model"`, len(data)); !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
	m.Free()
	if after := dirNames(t, tmp); len(after) != 0 {
		t.Errorf("%s after Free: %q, want nothing", tmp, after)
	}
	if _, err := torch.LoadAOTIModelFromBytes(data[:len(data)/2]); err == nil {
		t.Error("a truncated package: no error")
	} else {
		t.Logf("truncated package: %v", err)
	}
}

func dirNames(t *testing.T, dir string) []string {
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

// TestConcurrentRunners: goroutines sharing a model of four runners, half
// of them through RunInto, get the outputs a serial run gets, and every tensor and the model are
// released at the end (the live-handle counters return to where they
// were).
func TestConcurrentRunners(t *testing.T) {
	e, pt2 := load(t)
	tensorsBefore, objectsBefore := torch.LiveTensors(), torch.LiveObjects()
	m, err := torch.LoadAOTIModel(pt2, torch.LoadAOTIModelOptions{NumRunners: torch.Some(int64(4))})
	if err != nil {
		t.Fatal(err)
	}
	c := e.Cases[len(e.Cases)-1]
	in := tensors(t, c.Inputs)
	serial, err := m.Run(in...)
	if err != nil {
		t.Fatal(err)
	}
	want := make([][]float32, len(serial))
	for i, o := range serial {
		if want[i], err = torch.ToSlice[float32](o); err != nil {
			t.Fatal(err)
		}
		o.Free()
	}
	const goroutines, runs = 8, 50
	errs := make(chan error, goroutines)
	// Half the goroutines run with RunInto, each reusing outputs of its own.
	for g := range goroutines {
		go func() {
			var outs []*torch.Tensor
			defer func() {
				for _, o := range outs {
					o.Free()
				}
			}()
			for range runs {
				var out []*torch.Tensor
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
					got, err := torch.ToSlice[float32](o)
					if g%2 == 0 {
						o.Free()
					}
					if err != nil || !slices.Equal(got, want[i]) {
						errs <- fmt.Errorf("output %d: %v differs from the serial run's %v (%v)", i, got, want[i], err)
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
	m.Free()
	for _, x := range in {
		x.Free()
	}
	if n := torch.LiveTensors(); n != tensorsBefore {
		t.Errorf("live tensors %d after the runs, want %d", n, tensorsBefore)
	}
	if n := torch.LiveObjects(); n != objectsBefore {
		t.Errorf("live objects %d after Free, want %d", n, objectsBefore)
	}
	t.Logf("%d goroutines × %d runs on 4 runners: the serial run's outputs", goroutines, runs)
}

// TestAOTIRecipe: the package scripts/pt2/compile_pt2.py's recipe compiled
// (vectorized kernels forced on, freezing; no autotuning here, for time)
// gives PyTorch's loader's outputs of it, and eager's within float32's
// rounding.
func TestAOTIRecipe(t *testing.T) {
	e, pt2 := load(t)
	m := model(t, filepath.Join(filepath.Dir(pt2), "recipe.pt2"))
	// What the recipe is for: vectorized kernels (a default package on
	// Debian's PyTorch says INVALID_VEC_ISA here).
	isa := metadata(t, m)["AOTI_CPU_ISA"]
	if isa == "" || isa == "INVALID_VEC_ISA" {
		t.Errorf("recipe.pt2: AOTI_CPU_ISA is %q, want a vector ISA (cpp.vec_isa_ok did not take)", isa)
	}
	if len(e.Cases) == 0 {
		t.Fatal("expect.json has no cases")
	}
	for i, c := range e.Cases {
		out := run(t, m, tensors(t, c.Inputs))
		if len(c.Recipe) == 0 {
			t.Fatalf("case %d: expect.json has no recipe outputs", i)
		}
		compare(t, "recipe vs PyTorch's loader", out, c.Recipe, 1e-6)
		d := compare(t, "recipe vs eager", out, c.Eager, 1e-4)
		t.Logf("case %d: largest difference from eager %.2g", i, d)
	}
	t.Logf("recipe.pt2: AOTI_CPU_ISA %s, %d bytes, compiled in %.1f s", isa, e.Recipe.Bytes, e.Recipe.CompileSeconds)
}

// TestAOTIBadInputs: inputs that do not fit the exported program are
// named errors, not out-of-bounds reads in the kernels (LoadAOTIModel turns
// the package's input checks on), and carry no C++ backtrace.
func TestAOTIBadInputs(t *testing.T) {
	_, pt2 := load(t)
	m := model(t, pt2)
	x := tensors(t, []flat{{Shape: []int64{2, 4}, Data: make([]float64, 8)}})[0]
	y := tensors(t, []flat{{Shape: []int64{2}, Data: make([]float64, 2)}})[0]
	x5 := tensors(t, []flat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}})[0]
	xi, err := torch.FromSlice(make([]int64, 8), 2, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(xi.Free)
	for _, c := range []struct {
		name string
		in   []*torch.Tensor
		want string
	}{
		{"one input of two", []*torch.Tensor{x}, "expected inputs vector size to be 2, but got 1"},
		{"three inputs of two", []*torch.Tensor{x, y, y}, "expected inputs vector size to be 2, but got 3"},
		{"int64 for float32", []*torch.Tensor{xi, y}, "input_handles[0]: unmatched dtype"},
		{"4 columns wanted, 5 given", []*torch.Tensor{x5, y}, "input_handles[0]: unmatched dim value at 1, expected: 4, but got: 5"},
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
		if where := "package " + pt2 + `, model "model"`; !strings.Contains(err.Error(), where) {
			t.Errorf("%s: error %q does not name the package and model (%s)", c.name, err, where)
		}
		t.Logf("%s: %v", c.name, err)
	}
}

// BenchmarkAOTIRun: AOTIModel.Run from Go (inputs in, outputs freed)
// against C++'s own loop over AOTIModelPackageLoader::run (cxxbench), on
// the same packages in one process: a one-ReLU model, where the call is
// all there is, and the test model, default and recipe-compiled. Blocks of
// 100 runs alternate between Go and C++ (these machines drift by more than
// the difference measured), and each sub-benchmark reports go/cxx and the
// extra nanoseconds a Go run costs; make bench-aoti runs it.
func BenchmarkAOTIRun(b *testing.B) {
	dir := os.Getenv("GOTORCHGEN_AOTI_DIR")
	if dir == "" {
		b.Fatal("GOTORCHGEN_AOTI_DIR is not set (scripts/test-aoti.sh sets it)")
	}
	for _, c := range []struct {
		name, file string
		shapes     [][]int64
	}{
		{"relu", "relu.pt2", [][]int64{{1, 16}}},
		{"model", "model.pt2", [][]int64{{2, 4}, {2}}},
		{"recipe", "recipe.pt2", [][]int64{{2, 4}, {2}}},
	} {
		b.Run(c.name, func(b *testing.B) { goVsCxx(b, filepath.Join(dir, c.file), c.shapes, 100, false) })
		b.Run(c.name+"-into", func(b *testing.B) { goVsCxx(b, filepath.Join(dir, c.file), c.shapes, 100, true) })
	}
}

// BenchmarkAOTIModels is BenchmarkAOTIRun on the four serving
// models, compiled by the recipe with autotuning (export_models.py; make
// bench-aoti-models), in $GOTORCHGEN_AOTI_MODELS_DIR. Blocks are about 2 ms
// of C++'s runs each.
func BenchmarkAOTIModels(b *testing.B) {
	dir := os.Getenv("GOTORCHGEN_AOTI_MODELS_DIR")
	if dir == "" {
		b.Fatal("GOTORCHGEN_AOTI_MODELS_DIR is not set (AOTI_MODELS=1 scripts/test-aoti.sh sets it)")
	}
	data, err := os.ReadFile(filepath.Join(dir, "models.json"))
	if err != nil {
		b.Fatal(err)
	}
	var ms struct {
		Models []struct {
			Name  string  `json:"name"`
			File  string  `json:"file"`
			Shape []int64 `json:"shape"`
		} `json:"models"`
	}
	if err := json.Unmarshal(data, &ms); err != nil {
		b.Fatal(err)
	}
	for _, m := range ms.Models {
		b.Run(m.Name, func(b *testing.B) { goVsCxx(b, filepath.Join(dir, m.File), [][]int64{m.Shape}, 0, false) })
		b.Run(m.Name+"-into", func(b *testing.B) { goVsCxx(b, filepath.Join(dir, m.File), [][]int64{m.Shape}, 0, true) })
	}
}

// goVsCxx times AOTIModel.Run from Go (inputs in, outputs freed), or
// with into RunInto (the outputs of the previous run reused), against
// C++'s loop over loader.run on the package at path, with normal float32
// inputs of the given shapes, in blocks of block runs (0: about 2 ms of
// C++'s) alternating between the two, and reports each side's time a run,
// Go's extra nanoseconds and go/cxx.
func goVsCxx(b *testing.B, path string, shapes [][]int64, block int, into bool) {
	m, err := torch.LoadAOTIModel(path)
	if err != nil {
		b.Fatal(err)
	}
	defer m.Free()
	cxx, err := cxxbench.Load(path, shapes)
	if err != nil {
		b.Fatal(err)
	}
	defer cxx.Free()
	var in []*torch.Tensor
	for _, s := range shapes {
		n := int64(1)
		for _, d := range s {
			n *= d
		}
		// Normal values, as C++'s inputs (at::randn): zeros would run
		// the same kernels on other data.
		r := rand.New(rand.NewPCG(1, uint64(n)))
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64())
		}
		x := torch.MustFromSlice(v, s...)
		defer x.Free()
		in = append(in, x)
	}
	if block == 0 {
		d, err := cxx.Run(3) // and warm
		if err != nil {
			b.Fatal(err)
		}
		block = max(2, min(200, int(2*time.Millisecond/max(d/3, 1))))
	}
	var outs []*torch.Tensor // RunInto's
	defer func() {
		for _, o := range outs {
			o.Free()
		}
	}()
	goBlock := func() time.Duration {
		t0 := time.Now()
		if into {
			for range block {
				if outs, err = m.RunInto(outs, in...); err != nil {
					b.Fatal(err)
				}
			}
			return time.Since(t0)
		}
		for range block {
			out, err := m.Run(in...)
			if err != nil {
				b.Fatal(err)
			}
			for _, o := range out {
				o.Free()
			}
		}
		return time.Since(t0)
	}
	cxxBlock := func() time.Duration {
		d, err := cxx.Run(block)
		if err != nil {
			b.Fatal(err)
		}
		return d
	}
	goBlock() // warm: the first runs of each
	cxxBlock()
	var goTime, cxxTime time.Duration
	blocks := max(1, b.N/block)
	b.ResetTimer()
	for i := range blocks {
		if i%2 == 0 {
			goTime += goBlock()
			cxxTime += cxxBlock()
		} else {
			cxxTime += cxxBlock()
			goTime += goBlock()
		}
	}
	runs := float64(blocks * block)
	b.ReportMetric(float64(goTime)/runs, "go-ns/run")
	b.ReportMetric(float64(cxxTime)/runs, "cxx-ns/run")
	b.ReportMetric(float64(goTime-cxxTime)/runs, "extra-ns/run")
	b.ReportMetric(float64(goTime)/float64(cxxTime), "go/cxx")
}

// aotiMark is where callgrind dumps its counts (AOTI_COUNT=1
// scripts/test-aoti.sh): a leaf function, called between the loops of
// BenchmarkAOTIRunInstructions.
//
//go:noinline
func aotiMark() {}

// BenchmarkAOTIRunInstructions runs, for each of aotiCountPackages, three
// rounds of (Go loop of Run and Free, Go loop of RunInto, C++ loop) of
// aotiRunCalls runs each, with aotiMark before each loop and after each
// package's last: under callgrind (AOTI_COUNT=1 scripts/test-aoti.sh),
// package p's round k has its loops in parts 10p+3k+2, 10p+3k+3 and
// 10p+3k+4, which, unlike their times on these machines, repeat to the
// instruction. The goroutine is locked to
// its thread, whose counts alone are read.
func BenchmarkAOTIRunInstructions(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for _, c := range aotiCountPackages {
		path := filepath.Join(os.Getenv("GOTORCHGEN_AOTI_DIR"), c.file)
		m, err := torch.LoadAOTIModel(path)
		if err != nil {
			b.Fatal(err)
		}
		cxx, err := cxxbench.Load(path, c.shapes)
		if err != nil {
			b.Fatal(err)
		}
		var in []*torch.Tensor
		for _, s := range c.shapes {
			n := int64(1)
			for _, d := range s {
				n *= d
			}
			in = append(in, torch.MustFromSlice(make([]float32, n), s...))
		}
		goLoop := func() {
			for range aotiRunCalls {
				out, err := m.Run(in...)
				if err != nil {
					b.Fatal(err)
				}
				for _, o := range out {
					o.Free()
				}
			}
		}
		var outs []*torch.Tensor
		intoLoop := func() {
			for range aotiRunCalls {
				if outs, err = m.RunInto(outs, in...); err != nil {
					b.Fatal(err)
				}
			}
		}
		goLoop() // warm: first runs, first growth of everything
		intoLoop()
		cxx.Run(aotiRunCalls)
		for range 3 {
			aotiMark()
			goLoop()
			aotiMark()
			intoLoop()
			aotiMark()
			if _, err := cxx.Run(aotiRunCalls); err != nil {
				b.Fatal(err)
			}
		}
		aotiMark()
		for _, x := range append(in, outs...) {
			x.Free()
		}
		cxx.Free()
		m.Free()
	}
}

// aotiCountPackages are the packages BenchmarkAOTIRunInstructions counts,
// in the order test-aoti.sh reads them.
var aotiCountPackages = []struct {
	file   string
	shapes [][]int64
}{
	{"relu.pt2", [][]int64{{1, 16}}},
	{"model.pt2", [][]int64{{2, 4}, {2}}},
}

// aotiRunCalls is how many runs each loop of BenchmarkAOTIRunInstructions
// makes (test-aoti.sh divides by it).
const aotiRunCalls = 500
