package data

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The fixtures of package data: fixtures() of scripts/make-data-fixtures.py,
// run now by /usr/bin/python3 (Debian's python3-torch, of libtorch's
// version) once per test binary. Where that cannot run (no Python with
// torch, another torch version, no scripts/ above the package: a package
// generated outside gotorchgen's checkout, or a Debian root), the
// committed copy (data_fixtures_test.go) stands in, and the log says so.
// The datasets hold exact values and the indices come from libtorch's
// generators, which no CPU feature changes, so both compare bit for bit.

const (
	fixturePython = "/usr/bin/python3"
	fixtureScript = "make-data-fixtures.py"
)

const fixtureDriver = `
import json, runpy, sys
try:
    import torch
except ImportError as e:
    json.dump({"absent": str(e)}, sys.stdout)
    sys.exit(0)
torch.set_num_threads(1)
out = runpy.run_path(sys.argv[1], run_name="fixtures")["fixtures"]()
out["torch"] = torch.__version__
json.dump(out, sys.stdout)
`

type dataFixtures struct {
	GlobalSeed int64 `json:"global_seed"`
	Samplers   []samplerCase
	Loaders    []loaderCase
	Errors     []errorCase
	Torch      string
	Absent     string
}

// samplerSpec describes a sampler as the fixture script builds it.
type samplerSpec struct {
	Type        string
	Gen         *int64
	Replacement *bool
	NumSamples  *int64 `json:"num_samples"`
	Indices     []int64
	Weights     []float64
	Sampler     *samplerSpec
	BatchSize   int64 `json:"batch_size"`
	DropLast    *bool `json:"drop_last"`
	NumReplicas int64 `json:"num_replicas"`
	Rank        int64
	Shuffle     *bool
	Seed        *int64
}

type samplerCase struct {
	Name     string
	N        int64
	Sampler  samplerSpec
	SetEpoch bool `json:"set_epoch"`
	Take     []*int
	Len      int64
	Epochs   json.RawMessage
	Next     []uint32
}

// loaderOpts are DataLoader's keyword arguments of a case.
type loaderOpts struct {
	BatchSize      json.RawMessage `json:"batch_size"` // absent, null or a number
	Shuffle        *bool
	DropLast       *bool  `json:"drop_last"`
	NumWorkers     *int64 `json:"num_workers"`
	PrefetchFactor *int64 `json:"prefetch_factor"`
	Gen            *int64
	Sampler        *samplerSpec
	BatchSampler   *samplerSpec `json:"batch_sampler"`
	Collate        string
}

type tensorJSON struct {
	Dtype  string
	Shape  []int64
	Values []float64
}

type loaderCase struct {
	Name    string
	N       int64
	Dataset string
	Opts    loaderOpts
	Take    []*int
	Len     int64
	Epochs  [][][]tensorJSON
	Next    []uint32
}

type errorCase struct {
	Name    string
	Opts    loaderOpts
	Message string
}

var (
	fixturesOnce sync.Once
	fixturesVal  dataFixtures
	fixturesNote string
	fixturesErr  error
)

// loadFixtures is Python's fixtures, made now, or the committed ones; the
// note says which, for the test's log.
func loadFixtures(t *testing.T) dataFixtures {
	t.Helper()
	fixturesOnce.Do(func() {
		why, err := runDataFixtures(&fixturesVal)
		switch {
		case err != nil:
			fixturesErr = err
		case why == "":
			fixturesNote = fmt.Sprintf("fixtures: made now by PyTorch %s on this machine (scripts/%s), compared bit for bit", fixturesVal.Torch, fixtureScript)
		default:
			fixturesVal = dataFixtures{}
			if err := json.Unmarshal([]byte(committedFixtures), &fixturesVal); err != nil {
				fixturesErr = fmt.Errorf("committed fixtures: %v", err)
			}
			fixturesNote = "fixtures: the committed ones (data_fixtures_test.go), compared bit for bit: Python's cannot be made here: " + why
		}
	})
	if fixturesErr != nil {
		t.Fatal(fixturesErr)
	}
	t.Log(fixturesNote)
	return fixturesVal
}

// runDataFixtures runs the script's fixtures() into f; why says why it
// could not run, an error that Python failed where it should have run.
func runDataFixtures(f *dataFixtures) (why string, err error) {
	script, err := findScript()
	if err != nil {
		return err.Error(), nil
	}
	if _, err := os.Stat(fixturePython); err != nil {
		return "no " + fixturePython, nil
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(fixturePython, "-c", fixtureDriver, script)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("fixtures: %s %s: %v\n%s", fixturePython, script, err, stderr.Bytes())
	}
	if err := json.Unmarshal(stdout.Bytes(), f); err != nil {
		return "", fmt.Errorf("fixtures: output of %s: %v", script, err)
	}
	if f.Absent != "" {
		return fixturePython + " has no torch: " + f.Absent, nil
	}
	if majorMinor(f.Torch) != majorMinor(torch.Version()) {
		return fmt.Sprintf("%s's torch is %s, libtorch %s", fixturePython, f.Torch, torch.Version()), nil
	}
	return "", nil
}

// findScript is scripts/make-data-fixtures.py in the working directory or
// above it.
func findScript() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if p := filepath.Join(dir, "scripts", fixtureScript); fileExists(p) {
			return p, nil
		}
		if filepath.Dir(dir) == dir {
			return "", errors.New("no scripts/" + fixtureScript + " in " + wd + " or above it (a package generated outside gotorchgen's checkout)")
		}
	}
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// majorMinor is "1.13" of "1.13.1" or "1.13.0a0".
func majorMinor(v string) string {
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 {
		return v
	}
	return parts[0] + "." + parts[1]
}
