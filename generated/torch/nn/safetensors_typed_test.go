//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.SaveSafetensors and torch.LoadSafetensors
// (the typed runtime's), which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"os/exec"
	"path/filepath"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestLoadStateDictSafetensors: a module's StateDict saved with
// SaveSafetensors and read back with LoadSafetensors loads into another
// module of the same shape (LoadStateDict takes the *Dict as it comes),
// which then holds the first's values, bit for bit; the tensors over the
// mapped file are freed after.
func TestLoadStateDictSafetensors(t *testing.T) {
	checkLive(t)
	seed(t)
	build := func() *Sequential {
		return must(t, NewSequential(NewLinear(4, 8), NewBatchNorm1d(8), &ReLU{}, NewLinear(8, 3)))
	}
	a, b := build(), build()
	defer a.Free()
	defer b.Free()
	sd, err := a.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "model.safetensors")
	err = torch.SaveSafetensors(path, sd, map[string]string{"format": "pt"})
	freeValues(sd)
	if err != nil {
		t.Fatal(err)
	}
	d, err := torch.LoadSafetensors(path)
	if err != nil {
		t.Fatal(err)
	}
	defer torch.FreeAll(d)
	if err := b.LoadStateDict(d); err != nil {
		t.Fatal(err)
	}
	for _, l := range []int{0, 3} {
		near(t, "weight", values(t, b.Layer(l).(*Linear).Weight), values(t, a.Layer(l).(*Linear).Weight), 0)
		near(t, "bias", values(t, b.Layer(l).(*Linear).Bias), values(t, a.Layer(l).(*Linear).Bias), 0)
	}
	near(t, "running_var", values(t, b.Layer(1).(*BatchNorm).RunningVar), values(t, a.Layer(1).(*BatchNorm).RunningVar), 0)
}

// TestLoadStateDictSafetensorsSharded: the sharded checkpoint PyTorch's
// nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)) was saved
// as (scripts/make-safetensors-fixtures.py, run now: two shards and
// model.safetensors.index.json) loads into the same Go module.
func TestLoadStateDictSafetensorsSharded(t *testing.T) {
	checkLive(t)
	dir, err := findFixtureScripts("make-safetensors-fixtures.py")
	if err != nil {
		t.Skip("SKIP: " + err.Error())
	}
	if err := exec.Command(fixturePython, "-c", "import torch").Run(); err != nil {
		t.Skip("SKIP: needs " + fixturePython + " with torch: " + err.Error())
	}
	out := t.TempDir()
	if b, err := exec.Command(fixturePython, filepath.Join(dir, "make-safetensors-fixtures.py"), out).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, b[:min(len(b), 2000)])
	}
	d, err := torch.LoadSafetensors(filepath.Join(out, "model.safetensors.index.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer torch.FreeAll(d)
	m := must(t, NewSequential(NewLinear(4, 3), &ReLU{}, NewLinear(3, 2)))
	defer m.Free()
	if err := m.LoadStateDict(d); err != nil {
		t.Fatal(err)
	}
	near(t, "2.weight", values(t, m.Layer(2).(*Linear).Weight), values(t, d.Tensor("2.weight")), 0)
	near(t, "0.bias", values(t, m.Layer(0).(*Linear).Bias), values(t, d.Tensor("0.bias")), 0)
}
