package data

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The fixtures of package data: fixtures() of scripts/make-data-fixtures.py,
// run now by /usr/bin/python3 (Debian's python3-torch, of libtorch's
// version) once per test binary, through runPythonFixtures (the runtime's
// pyfixtures_test.go, shared). Where that cannot run (no Python with
// torch, another torch version, no scripts/ above the package: a package
// generated outside gotorchgen's checkout, or a Debian root), the
// committed copy (data_fixtures_test.go) stands in, and the log says so.
// The datasets hold exact values and the indices come from libtorch's
// generators, which no CPU feature changes, so both compare bit for bit.

const fixtureScript = "make-data-fixtures.py"

type dataFixtures struct {
	GlobalSeed int64 `json:"global_seed"`
	Samplers   []samplerCase
	Loaders    []loaderCase
	Errors     []errorCase
	Torch      string
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
		py, err := runPythonFixtures([]string{fixtureScript}, torch.Version())
		switch {
		case err != nil:
			fixturesErr = err
		case py.values != nil:
			if err := json.Unmarshal(py.values[fixtureScript], &fixturesVal); err != nil {
				fixturesErr = fmt.Errorf("fixtures: output of scripts/%s: %v", fixtureScript, err)
			}
			fixturesVal.Torch = py.version
			fixturesNote = fmt.Sprintf("fixtures: made now by PyTorch %s on this machine (scripts/%s), compared bit for bit", py.version, fixtureScript)
		default:
			if err := json.Unmarshal([]byte(committedFixtures), &fixturesVal); err != nil {
				fixturesErr = fmt.Errorf("committed fixtures: %v", err)
			}
			fixturesNote = "fixtures: the committed ones (data_fixtures_test.go), compared bit for bit: Python's cannot be made here: " + py.absent
		}
	})
	if fixturesErr != nil {
		t.Fatal(fixturesErr)
	}
	t.Log(fixturesNote)
	return fixturesVal
}
