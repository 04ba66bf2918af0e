//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.NewGenerator, or a RandomSampler
// (shuffling), which needs a generator; no generator is made over libtorch's
// stable C ABI (2.14) (docs/STABLE-ABI.md, "nn and data").

package data

import (
	"runtime"
	"slices"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestWorkersGiveTheBatchesOfNoWorkers: for several worker counts and
// prefetch factors, epochs (full, then one left early) yield the batches
// of NumWorkers 0 with the same seed. (After a break, the workers'
// prefetching may have drawn what NumWorkers 0 has not, as in Python:
// TestDataLoaderMatchesPython's workers2Break cases.)
func TestWorkersGiveTheBatchesOfNoWorkers(t *testing.T) {
	noLeaks(t)
	x, y := arange(t, 53, torch.Float32), arange(t, 53, torch.Int64)
	defer x.Free()
	defer y.Free()
	ds, err := NewTensorDataset(x, y)
	if err != nil {
		t.Fatal(err)
	}
	run := func(workers, prefetch int64) (epochs [][][]int64, next float32) {
		g, err := torch.NewGenerator(99)
		if err != nil {
			t.Fatal(err)
		}
		defer g.Free()
		o := Options{BatchSize: torch.Some(int64(4)), Shuffle: torch.Some(true), Generator: g, NumWorkers: torch.Some(workers)}
		if workers > 0 {
			o.PrefetchFactor = torch.Some(prefetch)
		}
		l, err := NewDataLoader(ds, o)
		if err != nil {
			t.Fatal(err)
		}
		for e := range 3 {
			epochs = append(epochs, epochIndices(t, l, []int{-1, -1, 5}[e]))
		}
		r := torch.RandGenerator([]int64{1}, g)
		defer r.Free()
		v, err := torch.ToSlice[float32](r)
		if err != nil {
			t.Fatal(err)
		}
		return epochs, v[0]
	}
	want, _ := run(0, 2)
	for _, c := range [][2]int64{{1, 1}, {1, 2}, {2, 2}, {3, 1}, {4, 5}, {16, 2}} {
		got, _ := run(c[0], c[1])
		for e := range want {
			if !slices.EqualFunc(got[e], want[e], slices.Equal) {
				t.Errorf("NumWorkers %d, PrefetchFactor %d, epoch %d: %v, with no workers %v", c[0], c[1], e, got[e], want[e])
			}
		}
	}
}

// TestWorkersStopAtABreak: a break out of the loop stops the workers
// before the loop statement ends (no goroutine left), and frees the
// batches they loaded ahead (no tensor left), epoch after epoch.
func TestWorkersStopAtABreak(t *testing.T) {
	noLeaks(t)
	x, y := arange(t, 100, torch.Float32), arange(t, 100, torch.Int64)
	defer x.Free()
	defer y.Free()
	ds, err := NewTensorDataset(x, y)
	if err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	l, err := NewDataLoader(ds, Options{BatchSize: torch.Some(int64(3)), Shuffle: torch.Some(true), NumWorkers: torch.Some(int64(4)), PrefetchFactor: torch.Some(int64(3))})
	if err != nil {
		t.Fatal(err)
	}
	for e, stop := range []int{1, 2, 7, -1, 1} {
		live := torch.LiveTensors()
		n := 0
		for i, batch := range l.Batches() {
			if w := workerGoroutines(); i == 0 && w != 4 {
				t.Errorf("epoch %d: %d workers while loading, want 4", e, w)
			}
			if len(batch) != 2 {
				t.Fatalf("%d tensors", len(batch))
			}
			n++
			if n == stop {
				break
			}
		}
		if l.Err() != nil {
			t.Fatal(l.Err())
		}
		// The loop statement has ended: the workers are gone and their
		// loaded batches freed, without waiting. (NumGoroutine counts the
		// runtime's finalizer goroutine while it runs the tensors'
		// finalizers: it may take a moment to fall back.)
		if w := workerGoroutines(); w != 0 {
			t.Errorf("epoch %d, left after %d batches: %d workers still running", e, n, w)
		}
		if g := goroutinesSettle(before); g > before {
			t.Errorf("epoch %d, left after %d batches: %d goroutines, %d before", e, n, g, before)
		}
		if after := torch.LiveTensors(); after != live {
			t.Errorf("epoch %d, left after %d batches: %d live tensors, %d before", e, n, after, live)
		}
	}
	// A panic in the loop body stops them too.
	func() {
		defer func() {
			if r := recover(); r != "body" {
				t.Errorf("recovered %v", r)
			}
		}()
		for range l.Batches() {
			panic("body")
		}
	}()
	if w, g := workerGoroutines(), goroutinesSettle(before); w != 0 || g > before {
		t.Errorf("after a panic in the loop body: %d workers running, %d goroutines, %d before", w, g, before)
	}
}
