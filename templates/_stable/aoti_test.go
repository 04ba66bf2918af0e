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

// The stable mode's .pt2 loader (aoti.go) against the packages that
// scripts/testdata/aoti/export.py exports with the root's PyTorch: the
// outputs PyTorch's own loader of each package printed, bit for bit, its
// metadata, call spec and constants. scripts/test-stable.sh sets
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
		t.Skip("SKIP: GOTORCHGEN_AOTI_DIR is not set: scripts/test-stable.sh sets it to the .pt2 packages of scripts/testdata/aoti/export.py")
	}
	data, err := os.ReadFile(filepath.Join(dir, "expect.json"))
	if err != nil {
		t.Fatal(err)
	}
	var e aotiExpect
	if err := json.Unmarshal(data, &e); err != nil {
		t.Fatal(err)
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
// live tensors are back to their number now.
func aotiLiveAtEnd(t *testing.T) {
	before := LiveTensors()
	t.Cleanup(func() {
		if n := LiveTensors(); n != before {
			t.Errorf("live tensors %d at the end, want %d", n, before)
		}
	})
}

// TestAOTIRun: the outputs of PyTorch's loader of the same packages, bit
// for bit, at two batch sizes (the batch dimension is dynamic), the eager
// model's within float32 rounding; the recipe's package (vector kernels,
// freezing) too; the inputs stay the caller's.
func TestAOTIRun(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	recipe := aotiModel(t, filepath.Join(dir, "recipe.pt2"))
	if m.NumInputs() != 2 || m.NumOutputs() != 2 || len(m.InputNames()) != 2 || len(m.OutputNames()) != 2 {
		t.Errorf("%d inputs %q, %d outputs %q: want 2 and 2", m.NumInputs(), m.InputNames(), m.NumOutputs(), m.OutputNames())
	}
	for _, c := range e.Cases {
		in := aotiTensors(t, c.Inputs)
		out := aotiRun(t, m, in)
		aoti := aotiCompare(t, "aoti", out, c.AOTI, 0)
		eager := aotiCompare(t, "eager", out, c.Eager, 1e-5)
		aotiCompare(t, "recipe", aotiRun(t, recipe, in), c.Recipe, 0)
		// The model stole new references: the inputs are intact.
		aotiCompare(t, "inputs after the runs", in, c.Inputs, 0)
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

// TestAOTIIntrospection: metadata, call spec and constant names as
// PyTorch's loader reports them.
func TestAOTIIntrospection(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	keys, err := m.MetadataKeys()
	if err != nil {
		t.Fatal(err)
	}
	values, err := m.MetadataValues()
	if err != nil {
		t.Fatal(err)
	}
	md := map[string]string{}
	for i, k := range keys {
		md[k] = values[i]
	}
	if fmt.Sprint(md) != fmt.Sprint(e.Metadata) || md["gotorchgen"] != "aoti-test" {
		t.Errorf("metadata %v, PyTorch's loader %v", md, e.Metadata)
	}
	spec, err := m.CallSpec()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(spec, e.CallSpec) {
		t.Errorf("call spec %q, PyTorch's loader %q", spec, e.CallSpec)
	}
	fqns, err := m.ConstantFQNs()
	if err != nil {
		t.Fatal(err)
	}
	// PyTorch's loader lists them from a hash map: compare as sets.
	got, want := slices.Sorted(slices.Values(fqns)), slices.Sorted(slices.Values(e.ConstantFQNs))
	if !slices.Equal(got, want) || !slices.Contains(fqns, "fc.weight") {
		t.Errorf("constant fqns %q, PyTorch's loader %q", fqns, e.ConstantFQNs)
	}
	t.Logf("metadata %v; constants %q; inputs %q; call spec %d+%d bytes", md, fqns, m.InputNames(), len(spec[0]), len(spec[1]))
}

// TestAOTIRunInto: RunInto's outputs are Run's, bit for bit, in the same
// *Tensor objects from call to call, with no handle more alive after each;
// a nil entry gets a new tensor; a wrong count and a freed entry are named
// errors that leave outs as they were.
func TestAOTIRunInto(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	var outs, first []*Tensor
	var err error
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
			aotiCompare(t, "RunInto vs PyTorch's AOTI loader", outs, e.Cases[i].AOTI, 0)
		}
	}
	c := e.Cases[0]
	in := aotiTensors(t, c.Inputs)
	kept := outs[0]
	outs[1].Free()
	outs[1] = nil
	if outs, err = m.RunInto(outs, in...); err != nil {
		t.Fatal(err)
	}
	if outs[0] != kept || outs[1] == nil {
		t.Errorf("a nil entry: outs %p, want the first kept and a new second", outs)
	}
	aotiCompare(t, "RunInto with a nil entry", outs, c.AOTI, 0)
	if _, err := m.RunInto(outs[:1], in...); err == nil || !strings.Contains(err.Error(), "outs holds 1 tensors, the model returns 2 outputs") {
		t.Errorf("one entry of two: %v", err)
	}
	outs[1].Free()
	if _, err := m.RunInto(outs, in...); err == nil || !strings.Contains(err.Error(), "argument outs[1]: tensor is nil or has been freed") {
		t.Errorf("a freed entry: %v", err)
	}
	aotiCompare(t, "outs[0] after the failed calls", outs[:1], c.AOTI[:1], 0)
	outs[0].Free()
}

// TestAOTILoadConstant: a zeroed weight gives the eager model's outputs
// with that weight zeroed; loaded into the inactive buffer it changes
// nothing until SwapConstantBuffer, and a second swap goes back.
func TestAOTILoadConstant(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
	z := e.Zeroed
	zeros, err := FromSlice(make([]float32, z.Shape[0]*z.Shape[1]), z.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(zeros.Free)
	in := aotiTensors(t, z.Inputs)

	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	if err := m.LoadConstant(z.FQN, zeros); err != nil {
		t.Fatal(err)
	}
	d := aotiCompare(t, "zeroed", aotiRun(t, m, in), z.Eager, 1e-6)
	t.Logf("%s zeroed: max |Go - eager| = %g", z.FQN, d)
	if err := m.LoadConstant("no.such.constant", zeros); err == nil || !strings.Contains(err.Error(), "Constant not found: no.such.constant") {
		t.Errorf("an unknown name: %v", err)
	}
	wrong, err := FromSlice(make([]float32, 5), 5)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(wrong.Free)
	if err := m.LoadConstant(z.FQN, wrong); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("constant %s is float32 of shape %v; value is float32 of shape [5]", z.FQN, z.Shape)) {
		t.Errorf("5 elements for %v: %v", z.Shape, err)
	}

	s := aotiModel(t, filepath.Join(dir, "model.pt2"))
	before := aotiFlatOf(t, aotiRun(t, s, in))
	if err := s.LoadConstant(z.FQN, zeros, AOTIModelLoadConstantOptions{UseInactive: Some(true)}); err != nil {
		t.Fatal(err)
	}
	aotiCompare(t, "after loading into the inactive buffer", aotiRun(t, s, in), before, 0)
	if err := s.SwapConstantBuffer(); err != nil {
		t.Fatal(err)
	}
	aotiCompare(t, "after the swap", aotiRun(t, s, in), z.Eager, 1e-6)
	if err := s.SwapConstantBuffer(); err != nil {
		t.Fatal(err)
	}
	aotiCompare(t, "after swapping back", aotiRun(t, s, in), before, 0)
}

// TestAOTIBadInputs: the package's own checks (AOTI_RUNTIME_CHECK_INPUTS,
// which LoadAOTIModel sets) and the count, as errors naming the package
// and the model, without a C++ backtrace; the inputs stay usable.
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
		{"a freed input", []*Tensor{x, freed}, "argument inputs[1]: tensor is nil or has been freed"},
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
	aotiCompare(t, "x5 after the failed runs", []*Tensor{x5}, []aotiFlat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}}, 0)
}

// TestAOTIErrors: a missing file, a model the package lacks, NumRunners 0,
// a run after Free.
func TestAOTIErrors(t *testing.T) {
	_, dir := aotiLoadExpect(t)
	pt2 := filepath.Join(dir, "model.pt2")
	if _, err := LoadAOTIModel(filepath.Join(t.TempDir(), "missing.pt2")); err == nil || !os.IsNotExist(err.(*Error).Unwrap()) {
		t.Errorf("a missing file: %v", err)
	}
	if _, err := LoadAOTIModel(pt2, LoadAOTIModelOptions{ModelName: Some("other")}); err == nil || !strings.Contains(err.Error(), `model "other": no such model in the package (its models: model)`) {
		t.Errorf("a model the package lacks: %v", err)
	}
	if _, err := LoadAOTIModel(pt2, LoadAOTIModelOptions{NumRunners: Some(int64(0))}); err == nil || !strings.Contains(err.Error(), "NumRunners must be at least 1, not 0") {
		t.Errorf("NumRunners 0: %v", err)
	}
	if _, err := LoadAOTIModel(pt2, LoadAOTIModelOptions{DeviceIndex: Some(int64(0))}); err == nil || !strings.Contains(err.Error(), "DeviceIndex 0 for a CPU model") {
		t.Errorf("DeviceIndex 0: %v", err)
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
	if _, err := m.CallSpec(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("CallSpec after Free: %v", err)
	}
}

// TestAOTIFromBytes: a package in memory runs as the file does, writes
// nothing under TMPDIR, and its errors call it by its size; a truncated
// one is an error.
func TestAOTIFromBytes(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	data, err := os.ReadFile(filepath.Join(dir, "model.pt2"))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	m, err := LoadAOTIModelFromBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	if es, _ := os.ReadDir(tmp); len(es) != 0 {
		t.Errorf("%s while the model lives: %d entries, want none", tmp, len(es))
	}
	for _, c := range e.Cases {
		aotiCompare(t, "from bytes", aotiRun(t, m, aotiTensors(t, c.Inputs)), c.AOTI, 0)
	}
	x := aotiTensors(t, []aotiFlat{{Shape: []int64{2, 5}, Data: make([]float64, 10)}})[0]
	y := aotiTensors(t, []aotiFlat{{Shape: []int64{2}, Data: make([]float64, 2)}})[0]
	if _, err := m.Run(x, y); err == nil || !strings.Contains(err.Error(), fmt.Sprintf(`package <%d bytes>, model "model"`, len(data))) {
		t.Errorf("a bad shape: %v", err)
	}
	if _, err := LoadAOTIModelFromBytes(data[:len(data)/2]); err == nil {
		t.Error("a truncated package: no error")
	} else {
		t.Logf("truncated package: %v", err)
	}
}

// TestAOTIReload: models loaded and freed one after the other, and two at
// once, each run their own library: dlopen finds a library by its name
// (/proc/self/fd/N), and a freed model's library may stay loaded under a
// number the next memfd gets.
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
		if r.NumInputs() != 1 || r.NumOutputs() != 1 {
			t.Errorf("relu.pt2, load %d: %d inputs, %d outputs: another package's library", i, r.NumInputs(), r.NumOutputs())
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
// half of them through RunInto, get the outputs a serial run gets.
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

// BenchmarkAOTIRun: a run of each package from Go in this mode, as Run and
// the outputs' Free, and as RunInto (the outputs reused).
//
//	GOTORCHGEN_AOTI_DIR=DIR go test -run '^$' -bench AOTIRun
func BenchmarkAOTIRun(b *testing.B) {
	dir := os.Getenv("GOTORCHGEN_AOTI_DIR")
	if dir == "" {
		b.Skip("SKIP: GOTORCHGEN_AOTI_DIR is not set")
	}
	x, err := FromSlice(make([]float32, 16), 1, 16)
	if err != nil {
		b.Fatal(err)
	}
	defer x.Free()
	xm, err := FromSlice(make([]float32, 8), 2, 4)
	if err != nil {
		b.Fatal(err)
	}
	defer xm.Free()
	ym, err := FromSlice(make([]float32, 2), 2)
	if err != nil {
		b.Fatal(err)
	}
	defer ym.Free()
	for _, c := range []struct {
		pkg string
		in  []*Tensor
	}{{"relu", []*Tensor{x}}, {"model", []*Tensor{xm, ym}}} {
		m, err := LoadAOTIModel(filepath.Join(dir, c.pkg+".pt2"))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.pkg, func(b *testing.B) {
			for b.Loop() {
				out, err := m.Run(c.in...)
				if err != nil {
					b.Fatal(err)
				}
				for _, o := range out {
					o.Free()
				}
			}
		})
		b.Run(c.pkg+"-into", func(b *testing.B) {
			var outs []*Tensor
			for b.Loop() {
				if outs, err = m.RunInto(outs, c.in...); err != nil {
					b.Fatal(err)
				}
			}
			for _, o := range outs {
				o.Free()
			}
		})
		m.Free()
	}
}
