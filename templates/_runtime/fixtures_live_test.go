package torch

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// The loss and optimizer fixtures made at test time (pyfixtures_test.go
// says why): useFixtures replaces every value of loss_fixtures_test.go,
// optim_fixtures_test.go and optim_state_fixtures_test.go with what
// scripts/make-loss-fixtures.py and scripts/make-optim-fixtures.py give on
// this machine.

// torchFixtureScripts make this package's fixtures.
var torchFixtureScripts = []string{"make-loss-fixtures.py", "make-optim-fixtures.py"}

// Where the committed fixtures are compared, how far (of max(1, |value|))
// a value may be from them: the widest difference measured between
// PyTorch on an AVX-512 machine (the committed files) and on an AVX2 one
// with ATEN_CPU_CAPABILITY=default or avx2 and OpenBLAS's core types
// Haswell, Sandybridge, Nehalem and Zen, times four or more (losses 3.1e-6,
// optimizers after 20 steps 1.2e-7).
const (
	lossFixtureTolerance  = 2e-5
	optimFixtureTolerance = 1e-6
)

var torchFixtures struct {
	once sync.Once
	py   pythonFixtures
	err  error
}

// useFixtures makes the fixtures Python's on this machine where it can
// (once per test binary), and returns whether they are (compare bit for
// bit). A test that compares with them calls fixtureTolerance instead.
func useFixtures(t *testing.T) bool {
	t.Helper()
	torchFixtures.once.Do(func() {
		torchFixtures.py, torchFixtures.err = runPythonFixtures(torchFixtureScripts, Version())
		if torchFixtures.err == nil && torchFixtures.py.values != nil {
			torchFixtures.err = replaceTorchFixtures(torchFixtures.py.values)
		}
	})
	if torchFixtures.err != nil {
		t.Fatal(torchFixtures.err)
	}
	return torchFixtures.py.values != nil
}

// fixtureTolerance is useFixtures for a test that compares with the
// committed fixtures within tol: it says in t's log which fixtures t
// compares with, and returns the tolerance to use, 0 (bit for bit) where
// they are Python's here.
func fixtureTolerance(t *testing.T, tol float64) float64 {
	t.Helper()
	live := useFixtures(t)
	t.Log(fixtureNote(torchFixtures.py, torchFixtureScripts, tol))
	if live {
		return 0
	}
	return tol
}

// equalFixture compares float32 bits with a fixture's, bit for bit when
// tol is 0, else within tol of max(1, |want|).
func equalFixture(t *testing.T, what string, got, want []uint32, tol float64) {
	t.Helper()
	if tol == 0 {
		equalBits(t, what, got, want)
		return
	}
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		g, w := float64(math.Float32frombits(got[i])), float64(math.Float32frombits(want[i]))
		if !fixtureClose(g, w, tol) {
			t.Errorf("%s[%d] = %v, Python's %v (more than %g apart)", what, i, g, w, tol)
		}
	}
}

// replaceTorchFixtures puts the scripts' values in place of the committed
// ones; a case one side lacks means the committed files are stale.
func replaceTorchFixtures(values map[string]json.RawMessage) error {
	var loss struct {
		LossInputs map[string]struct {
			Shape []int64
			Bits  []uint32
			Ints  []int64
		}
		LossCases []struct {
			Name       string
			Shape      []int64
			Loss, Grad []uint32
		}
	}
	if err := json.Unmarshal(values["make-loss-fixtures.py"], &loss); err != nil {
		return fmt.Errorf("fixtures: make-loss-fixtures.py: %v", err)
	}
	if got, want := slices.Sorted(maps.Keys(loss.LossInputs)), slices.Sorted(maps.Keys(lossInputs)); !slices.Equal(got, want) {
		return staleFixtures("make-loss-fixtures.py", "loss_fixtures_test.go", "inputs", got, want)
	}
	for k, in := range loss.LossInputs {
		lossInputs[k] = lossInput{shape: in.Shape, bits: in.Bits, ints: in.Ints}
	}
	if err := sameNames("make-loss-fixtures.py", "loss_fixtures_test.go", len(loss.LossCases), len(lossCases),
		func(i int) string { return loss.LossCases[i].Name }, func(i int) string { return lossCases[i].name }); err != nil {
		return err
	}
	for i, c := range loss.LossCases {
		lossCases[i].shape, lossCases[i].loss, lossCases[i].grad = c.Shape, c.Loss, c.Grad
	}

	var optim struct {
		OptimInit  struct{ W, B, X, Y []uint32 }
		OptimCases []struct {
			Name string
			W, B []uint32
		}
		OptimClipCases []struct {
			Norm   uint64
			Gw, Gb []uint32
		}
		OptimClipValue  struct{ W, B []uint32 }
		OptimSchedCases []struct {
			Name         string
			Lrs, Momenta []uint64
		}
		OptimStateCases []struct{ Name, Python, Saved string }
	}
	if err := json.Unmarshal(values["make-optim-fixtures.py"], &optim); err != nil {
		return fmt.Errorf("fixtures: make-optim-fixtures.py: %v", err)
	}
	const optimFile = "optim_fixtures_test.go"
	if err := sameNames("make-optim-fixtures.py", optimFile, len(optim.OptimCases), len(optimCases),
		func(i int) string { return optim.OptimCases[i].Name }, func(i int) string { return optimCases[i].name }); err != nil {
		return err
	}
	if err := sameNames("make-optim-fixtures.py", optimFile, len(optim.OptimSchedCases), len(optimSchedCases),
		func(i int) string { return optim.OptimSchedCases[i].Name }, func(i int) string { return optimSchedCases[i].name }); err != nil {
		return err
	}
	if err := sameNames("make-optim-fixtures.py --state", "optim_state_fixtures_test.go", len(optim.OptimStateCases), len(optimStateCases),
		func(i int) string { return optim.OptimStateCases[i].Name }, func(i int) string { return optimStateCases[i].name }); err != nil {
		return err
	}
	if len(optim.OptimClipCases) != len(optimClipCases) {
		return fmt.Errorf("fixtures: make-optim-fixtures.py makes %d clipping cases, %s has %d: regenerate the committed fixtures",
			len(optim.OptimClipCases), optimFile, len(optimClipCases))
	}
	optimInitW, optimInitB, optimInitX, optimInitY = optim.OptimInit.W, optim.OptimInit.B, optim.OptimInit.X, optim.OptimInit.Y
	for i, c := range optim.OptimCases {
		optimCases[i].w, optimCases[i].b = c.W, c.B
	}
	for i, c := range optim.OptimClipCases {
		optimClipCases[i].norm, optimClipCases[i].gw, optimClipCases[i].gb = c.Norm, c.Gw, c.Gb
	}
	optimClipValueW, optimClipValueB = optim.OptimClipValue.W, optim.OptimClipValue.B
	for i, c := range optim.OptimSchedCases {
		optimSchedCases[i].lrs = c.Lrs
		if optimSchedCases[i].momenta != nil {
			optimSchedCases[i].momenta = c.Momenta
		}
	}
	for i, c := range optim.OptimStateCases {
		optimStateCases[i].python, optimStateCases[i].saved = c.Python, c.Saved
	}
	return nil
}

// sameNames fails unless the script's cases and the committed file's have
// the same names in the same order.
func sameNames(script, file string, nScript, nFile int, scriptName, fileName func(int) string) error {
	var got, want []string
	for i := range nScript {
		got = append(got, scriptName(i))
	}
	for i := range nFile {
		want = append(want, fileName(i))
	}
	if !slices.Equal(got, want) {
		return staleFixtures(script, file, "cases", got, want)
	}
	return nil
}

func staleFixtures(script, file, what string, got, want []string) error {
	return fmt.Errorf("fixtures: scripts/%s makes the %s %v, %s has %v: regenerate the committed fixtures (the script's doc says how)",
		script, what, got, file, want)
}

// TestFixturesFallBack: away from gotorchgen's checkout (no scripts/ above
// the working directory) the tests use the committed fixtures and say
// why; a script that fails is an error naming it, never a quiet fallback;
// a script whose cases differ from the committed file's is an error.
func TestFixturesFallBack(t *testing.T) {
	t.Chdir(t.TempDir())
	py, err := runPythonFixtures(torchFixtureScripts, Version())
	if err != nil || py.values != nil || !strings.Contains(py.absent, "no scripts/make-loss-fixtures.py in ") {
		t.Errorf("without scripts/: %+v, %v", py, err)
	}
	if note := fixtureNote(py, torchFixtureScripts, lossFixtureTolerance); !strings.Contains(note, "the committed ones") ||
		!strings.Contains(note, "within 2e-05") || !strings.Contains(note, py.absent) {
		t.Errorf("note %q", note)
	}

	t.Run("broken script", func(t *testing.T) {
		dir := t.TempDir()
		for _, s := range torchFixtureScripts {
			writeFixtureScript(t, filepath.Join(dir, "scripts", s), "def fixtures():\n    raise ValueError('broken on purpose')\n")
		}
		t.Chdir(filepath.Join(dir, "scripts"))
		py, err := runPythonFixtures(torchFixtureScripts, Version())
		if py.absent != "" {
			t.Skip("Python cannot run the scripts here: " + py.absent)
		}
		if err == nil || !strings.Contains(err.Error(), "broken on purpose") || !strings.Contains(err.Error(), "make-loss-fixtures.py") {
			t.Errorf("a failing script: %+v, %v", py, err)
		}
	})

	t.Run("stale", func(t *testing.T) {
		values := map[string]json.RawMessage{"make-loss-fixtures.py": json.RawMessage(`{"lossInputs": {"logits": {}}, "lossCases": []}`)}
		err := replaceTorchFixtures(values)
		if err == nil || !strings.Contains(err.Error(), "regenerate the committed fixtures") {
			t.Errorf("a script with other inputs than loss_fixtures_test.go: %v", err)
		}
	})
}

func writeFixtureScript(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
