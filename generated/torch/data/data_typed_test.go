//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.ManualSeed, torch.NewGenerator (no
// generator is made over the stable ABI) and torch.ScalarTensor (a Scalar
// argument), which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package data

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

func (g *generators) make(seed *int64) *torch.Generator {
	if seed == nil {
		return nil
	}
	gen, err := torch.NewGenerator(*seed)
	if err != nil {
		g.t.Fatal(err)
	}
	g.gens = append(g.gens, gen)
	return gen
}

func (g *generators) free() {
	for _, gen := range g.gens {
		gen.Free()
	}
}

// TestSamplersMatchPython: every sampler's indices, epoch after epoch (a
// loop left early too), its Len, and the generators' next values are
// Python's.
func TestSamplersMatchPython(t *testing.T) {
	f := loadFixtures(t)
	noLeaks(t)
	for _, c := range f.Samplers {
		t.Run(c.Name, func(t *testing.T) {
			if err := torch.ManualSeed(f.GlobalSeed); err != nil {
				t.Fatal(err)
			}
			g := &generators{t: t}
			defer g.free()
			var got []any
			var length int64
			if c.Sampler.Type == "batch" {
				b := buildBatcher(t, &c.Sampler, sized(c.N), g)
				length = b.Len()
				for e := range len(mustEpochs(t, c.Epochs)) {
					batches := [][]int64{}
					for idx, err := range b.Batches() {
						if err != nil {
							t.Fatal(err)
						}
						batches = append(batches, idx)
						if len(batches) == take(c.Take, e) {
							break
						}
					}
					got = append(got, batches)
				}
			} else {
				s := buildSampler(t, &c.Sampler, sized(c.N), g)
				length = s.Len()
				for e := range len(mustEpochs(t, c.Epochs)) {
					if c.SetEpoch {
						s.(*DistributedSampler).SetEpoch(int64(e))
					}
					idx := []int64{}
					for i, err := range s.Indices() {
						if err != nil {
							t.Fatal(err)
						}
						idx = append(idx, i)
						if len(idx) == take(c.Take, e) {
							break
						}
					}
					got = append(got, idx)
				}
			}
			if length != c.Len {
				t.Errorf("Len %d, Python's %d", length, c.Len)
			}
			sameJSON(t, got, c.Epochs)
			g.check(c.Next)
		})
	}
}

// TestDataLoaderMatchesPython: every loader configuration's batches
// (their tensors' dtypes, shapes and values), epoch after epoch (a loop
// left early too), Len, and the generators' next values are Python's:
// shuffled or not, every sampler and a batch sampler, batch_size=None,
// numbers in samples, an own collate_fn, and workers (whose prefetching
// draws ahead of the loop, as Python's).
func TestDataLoaderMatchesPython(t *testing.T) {
	f := loadFixtures(t)
	noLeaks(t)
	for _, c := range f.Loaders {
		t.Run(c.Name, func(t *testing.T) {
			if err := torch.ManualSeed(f.GlobalSeed); err != nil {
				t.Fatal(err)
			}
			g := &generators{t: t}
			defer g.free()
			ds := caseDataset(t, c.Dataset, c.N)
			l, err := NewDataLoader(ds, caseOptions(t, c.Opts, ds, g))
			if err != nil {
				t.Fatal(err)
			}
			if l.Len() != c.Len {
				t.Errorf("Len %d, Python's %d", l.Len(), c.Len)
			}
			for e, want := range c.Epochs {
				n := 0
				for i, batch := range l.Batches() {
					if i != n {
						t.Fatalf("epoch %d: batch %d yielded as %d", e, n, i)
					}
					if n >= len(want) {
						t.Fatalf("epoch %d: more than Python's %d batches", e, len(want))
					}
					if len(batch) != len(want[n]) {
						t.Fatalf("epoch %d, batch %d: %d tensors, Python's %d", e, n, len(batch), len(want[n]))
					}
					for j, b := range batch {
						if err := sameTensor(t, b, want[n][j]); err != nil {
							t.Errorf("epoch %d, batch %d, tensor %d: %v", e, n, j, err)
						}
					}
					n++
					if n == take(c.Take, e) {
						break
					}
				}
				if err := l.Err(); err != nil {
					t.Fatal(err)
				}
				if n != len(want) {
					t.Errorf("epoch %d: %d batches, Python's %d", e, n, len(want))
				}
			}
			g.check(c.Next)
		})
	}
}

// TestDataLoaderErrors: bad datasets, options and samplers are errors.
func TestDataLoaderErrors(t *testing.T) {
	noLeaks(t)
	a, b := arange(t, 5, torch.Float32), arange(t, 4, torch.Float32)
	defer a.Free()
	defer b.Free()
	s, err := torch.ScalarTensor(torch.Float(1)).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Free()
	freed := arange(t, 5, torch.Float32)
	freed.Free()
	for name, tensors := range map[string][]*torch.Tensor{
		"none": nil, "size mismatch": {a, b}, "0-dim": {s}, "nil": {a, nil}, "freed": {freed},
	} {
		if _, err := NewTensorDataset(tensors...); err == nil {
			t.Errorf("NewTensorDataset(%s): no error", name)
		}
	}
	ds, err := NewTensorDataset(a)
	if err != nil {
		t.Fatal(err)
	}
	for name, o := range map[string]Options{
		"BatchSize 0":       {BatchSize: torch.Some(int64(0))},
		"PrefetchFactor 0":  {NumWorkers: torch.Some(int64(1)), PrefetchFactor: torch.Some(int64(0))},
		"NumWorkers -1":     {NumWorkers: torch.Some(int64(-1))},
		"Sampler & Shuffle": {Sampler: NewSequentialSampler(ds), Shuffle: torch.Some(true)},
	} {
		if _, err := NewDataLoader(ds, o); err == nil || !strings.HasPrefix(err.Error(), "data: NewDataLoader: ") {
			t.Errorf("%s: error %v", name, err)
		}
	}
	if _, err := NewDataLoader(nil); err == nil {
		t.Errorf("a nil dataset: no error")
	}
	if _, err := NewRandomSampler(sized(0)); err == nil || !strings.Contains(err.Error(), "num_samples should be a positive integer value, but got num_samples=0") {
		t.Errorf("RandomSampler of nothing: %v", err)
	}
	if _, err := NewRandomSampler(ds, RandomSamplerOptions{NumSamples: torch.Some(int64(-2))}); err == nil {
		t.Errorf("RandomSampler num_samples=-2: no error")
	}
	if _, err := NewWeightedRandomSampler([]float64{1}, 0); err == nil || !strings.Contains(err.Error(), "num_samples should be a positive integer value, but got num_samples=0") {
		t.Errorf("WeightedRandomSampler num_samples=0: %v", err)
	}
	if _, err := NewBatchSampler(NewSequentialSampler(ds), 0, false); err == nil || !strings.Contains(err.Error(), "batch_size should be a positive integer value, but got batch_size=0") {
		t.Errorf("BatchSampler batch_size=0: %v", err)
	}
	for _, rank := range []int64{-1, 3} {
		if _, err := NewDistributedSampler(ds, 3, rank); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("Invalid rank %d, rank should be in the interval [0, 2]", rank)) {
			t.Errorf("DistributedSampler rank %d of 3: %v", rank, err)
		}
	}
	// Errors while sampling end the epoch, through Err.
	w, err := NewWeightedRandomSampler([]float64{1, 2}, 3, WeightedRandomSamplerOptions{Replacement: torch.Some(false)})
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewDataLoader(ds, Options{Sampler: w})
	if err != nil {
		t.Fatal(err)
	}
	for range l.Batches() {
		t.Fatal("a failing sampler yielded")
	}
	if err := l.Err(); err == nil || !strings.Contains(err.Error(), "data: DataLoader: sampler: WeightedRandomSampler: ") || !strings.Contains(err.Error(), "cannot sample") {
		t.Errorf("multinomial of 3 of 2 without replacement: Err %v", err)
	}
	// An index out of range is the dataset's error.
	l, err = NewDataLoader(ds, Options{Sampler: NewSubsetRandomSampler([]int64{1, 7})})
	if err != nil {
		t.Fatal(err)
	}
	for range l.Batches() {
	}
	if err := l.Err(); err == nil || !strings.Contains(err.Error(), "TensorDataset.Get(7)") {
		t.Errorf("index 7 of 5: Err %v", err)
	}
}

func buildSampler(t *testing.T, spec *samplerSpec, data Sized, g *generators) Sampler {
	t.Helper()
	var s Sampler
	var err error
	switch spec.Type {
	case "sequential":
		s = NewSequentialSampler(data)
	case "random":
		o := RandomSamplerOptions{Generator: g.make(spec.Gen)}
		if spec.Replacement != nil {
			o.Replacement = torch.Some(*spec.Replacement)
		}
		if spec.NumSamples != nil {
			o.NumSamples = torch.Some(*spec.NumSamples)
		}
		s, err = NewRandomSampler(data, o)
	case "subset":
		s = NewSubsetRandomSampler(spec.Indices, SubsetRandomSamplerOptions{Generator: g.make(spec.Gen)})
	case "weighted":
		o := WeightedRandomSamplerOptions{Generator: g.make(spec.Gen)}
		if spec.Replacement != nil {
			o.Replacement = torch.Some(*spec.Replacement)
		}
		s, err = NewWeightedRandomSampler(spec.Weights, *spec.NumSamples, o)
	case "distributed":
		var o DistributedSamplerOptions
		if spec.Shuffle != nil {
			o.Shuffle = torch.Some(*spec.Shuffle)
		}
		if spec.Seed != nil {
			o.Seed = torch.Some(*spec.Seed)
		}
		if spec.DropLast != nil {
			o.DropLast = torch.Some(*spec.DropLast)
		}
		s, err = NewDistributedSampler(data, spec.NumReplicas, spec.Rank, o)
	default:
		t.Fatalf("sampler type %q", spec.Type)
	}
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// caseOptions are the loader options of a case.
func caseOptions(t *testing.T, o loaderOpts, ds Dataset, g *generators) Options {
	t.Helper()
	var opts Options
	switch s := strings.TrimSpace(string(o.BatchSize)); s {
	case "":
	case "null":
		opts.BatchSize = torch.Null[int64]()
	default:
		var bs int64
		if err := json.Unmarshal(o.BatchSize, &bs); err != nil {
			t.Fatal(err)
		}
		opts.BatchSize = torch.Some(bs)
	}
	if o.Shuffle != nil {
		opts.Shuffle = torch.Some(*o.Shuffle)
	}
	if o.DropLast != nil {
		opts.DropLast = torch.Some(*o.DropLast)
	}
	if o.NumWorkers != nil {
		opts.NumWorkers = torch.Some(*o.NumWorkers)
	}
	if o.PrefetchFactor != nil {
		opts.PrefetchFactor = torch.Some(*o.PrefetchFactor)
	}
	if o.Sampler != nil {
		opts.Sampler = buildSampler(t, o.Sampler, ds, g)
	}
	if o.BatchSampler != nil {
		opts.BatchSampler = buildBatcher(t, o.BatchSampler, ds, g)
	}
	if o.Collate == "cat" {
		opts.Collate = catCollate
	}
	opts.Generator = g.make(o.Gen)
	return opts
}

// TestDataLoaderOptionErrorsArePythons: the options Python's DataLoader
// refuses are refused with its message.
func TestDataLoaderOptionErrorsArePythons(t *testing.T) {
	f := loadFixtures(t)
	noLeaks(t)
	for _, c := range f.Errors {
		t.Run(c.Name, func(t *testing.T) {
			g := &generators{t: t}
			defer g.free()
			ds := caseDataset(t, "tensor", 4)
			_, err := NewDataLoader(ds, caseOptions(t, c.Opts, ds, g))
			if err == nil || !strings.Contains(err.Error(), c.Message) {
				t.Errorf("error %v, Python's %q", err, c.Message)
			}
		})
	}
}

func buildBatcher(t *testing.T, spec *samplerSpec, data Sized, g *generators) *BatchSampler {
	t.Helper()
	if spec.Type != "batch" {
		t.Fatalf("batch sampler type %q", spec.Type)
	}
	b, err := NewBatchSampler(buildSampler(t, spec.Sampler, data, g), spec.BatchSize, *spec.DropLast)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
