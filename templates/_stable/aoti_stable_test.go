package torch

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The stable mode's own .pt2 tests: what its loader (aoti.go) has and the
// typed mode's AOTIModel (PyTorch's AOTIModelPackageLoader) has not —
// NumInputs, NumOutputs, InputNames and OutputNames, its own checks and
// messages — and the two helpers aoti_test.go's tests (shared with the
// typed mode: scripts/test-aoti.sh) take from each mode.

// aotiTempEntries is what a package loaded from bytes leaves under TMPDIR
// while the model lives: nothing (the library goes to a memfd; a CUDA
// package's kernel binaries would go to a directory of their own, but the
// test packages are CPU ones).
const aotiTempEntries = 0

// aotiLive is the live-handle counters: this package counts tensors alone.
func aotiLive() [2]int64 { return [2]int64{LiveTensors(), 0} }

// TestAOTIIONames: the model's inputs and outputs, counted and named from
// the package's call spec.
func TestAOTIIONames(t *testing.T) {
	_, dir := aotiLoadExpect(t)
	m := aotiModel(t, filepath.Join(dir, "model.pt2"))
	if m.NumInputs() != 2 || m.NumOutputs() != 2 || len(m.InputNames()) != 2 || len(m.OutputNames()) != 2 {
		t.Errorf("%d inputs %q, %d outputs %q: want 2 and 2", m.NumInputs(), m.InputNames(), m.NumOutputs(), m.OutputNames())
	}
	r := aotiModel(t, filepath.Join(dir, "relu.pt2"))
	if r.NumInputs() != 1 || r.NumOutputs() != 1 {
		t.Errorf("relu.pt2: %d inputs, %d outputs, want 1 and 1", r.NumInputs(), r.NumOutputs())
	}
	t.Logf("model.pt2: inputs %q, outputs %q", m.InputNames(), m.OutputNames())
}

// TestAOTIStableMessages: the stable loader's own checks and their
// messages: a missing file wraps fs's error, a model the package lacks
// lists its models, NumRunners and DeviceIndex are checked in Go, a
// constant's dtype and shape against the model's, a freed input is named
// by its index with the package and the model, and every method refuses
// a freed model.
func TestAOTIStableMessages(t *testing.T) {
	e, dir := aotiLoadExpect(t)
	aotiLiveAtEnd(t)
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

	m := aotiModel(t, pt2)
	z := e.Zeroed
	zeros, err := FromSlice(make([]float32, z.Shape[0]*z.Shape[1]), z.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(zeros.Free)
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
	x := aotiTensors(t, []aotiFlat{{Shape: []int64{2, 4}, Data: make([]float64, 8)}})[0]
	freed, err := FromSlice(make([]float32, 2), 2)
	if err != nil {
		t.Fatal(err)
	}
	freed.Free()
	if _, err := m.Run(x, freed); err == nil || !strings.Contains(err.Error(), "argument inputs[1]: tensor is nil or has been freed") ||
		!strings.Contains(err.Error(), "package "+pt2+`, model "model"`) {
		t.Errorf("a freed input: %v", err)
	}

	f, err := LoadAOTIModel(pt2)
	if err != nil {
		t.Fatal(err)
	}
	f.Free()
	if _, err := f.CallSpec(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("CallSpec after Free: %v", err)
	}
	if err := f.LoadConstant(z.FQN, zeros); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("LoadConstant after Free: %v", err)
	}
}

// BenchmarkAOTIRun: a run of each package from Go in this mode, as Run and
// the outputs' Free, and as RunInto (the outputs reused). The typed
// mode's BenchmarkAOTIRun (scripts/testdata/aoti/aoti_test.go) times its
// runs against C++'s loader's in the same process.
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
