//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.NewGenerator (no generator is made over
// the stable ABI) and torch.Arange, which libtorch's stable C ABI (2.14)
// does not carry (docs/STABLE-ABI.md, "nn and data").

package data

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"sync"
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

// TestCollateOwnership: a Collate may return the samples' own tensors
// (freed once, after the body) or new ones; the samples it does not
// return are freed; its error ends the epoch. Without automatic
// batching, it gets the one sample.
func TestCollateOwnership(t *testing.T) {
	noLeaks(t)
	x := arange(t, 6, torch.Float32)
	defer x.Free()
	ds, err := NewTensorDataset(x)
	if err != nil {
		t.Fatal(err)
	}
	// Workers collate concurrently: lens is guarded, and compared sorted.
	var mu sync.Mutex
	var lens []int
	first := func(samples [][]*torch.Tensor) ([]*torch.Tensor, error) {
		mu.Lock()
		defer mu.Unlock()
		lens = append(lens, len(samples))
		return []*torch.Tensor{samples[0][0]}, nil
	}
	for _, workers := range []int64{0, 2} {
		lens = nil
		l, err := NewDataLoader(ds, Options{BatchSize: torch.Some(int64(4)), Collate: first, NumWorkers: torch.Some(workers)})
		if err != nil {
			t.Fatal(err)
		}
		var got []float32
		for _, b := range l.Batches() {
			v, err := torch.ToSlice[float32](b[0])
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, v...)
		}
		slices.Sort(lens)
		if l.Err() != nil || !slices.Equal(got, []float32{0, 4}) || !slices.Equal(lens, []int{2, 4}) {
			t.Errorf("NumWorkers %d: batches %v (want [0 4]), collate's lens %v, Err %v", workers, got, lens, l.Err())
		}
	}
	lens = nil
	l, err := NewDataLoader(ds, Options{BatchSize: torch.Null[int64](), Collate: first})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for range l.Batches() {
		n++
	}
	if n != 6 || !slices.Equal(lens, []int{1, 1, 1, 1, 1, 1}) {
		t.Errorf("batch_size=None: %d batches, collate's lens %v", n, lens)
	}
	bad := func([][]*torch.Tensor) ([]*torch.Tensor, error) { return nil, errors.New("no") }
	l, err = NewDataLoader(ds, Options{Collate: bad})
	if err != nil {
		t.Fatal(err)
	}
	for range l.Batches() {
		t.Fatal("a failing collate yielded")
	}
	if err := l.Err(); err == nil || err.Error() != "data: DataLoader: batch 0: collate: no" {
		t.Errorf("a failing collate: Err %v", err)
	}
}

// TestDefaultCollate: stacks position by position; samples of different
// lengths or shapes are errors (Python's message for the first).
func TestDefaultCollate(t *testing.T) {
	noLeaks(t)
	a, b := arange(t, 3, torch.Float32), arange(t, 2, torch.Float32)
	defer a.Free()
	defer b.Free()
	one, two := Int(1), Int(2)
	defer one.Free()
	defer two.Free()
	batch, err := DefaultCollate([][]*torch.Tensor{{a, one}, {a, two}})
	if err != nil {
		t.Fatal(err)
	}
	if s0, s1 := batch[0].Shape(), batch[1].Shape(); !slices.Equal(s0, []int64{2, 3}) || !slices.Equal(s1, []int64{2}) || batch[1].DType() != torch.Int64 {
		t.Errorf("shapes %v %v, dtype %v", s0, s1, batch[1].DType())
	}
	freeAll(batch)
	if _, err := DefaultCollate([][]*torch.Tensor{{a, one}, {a}}); err == nil || !strings.Contains(err.Error(), "each element in list of batch should be of equal size") {
		t.Errorf("samples of 2 and 1 tensors: %v", err)
	}
	if _, err := DefaultCollate([][]*torch.Tensor{{one, a}, {two, b}}); err == nil || !strings.Contains(err.Error(), "stack expects each tensor to be equal size") {
		t.Errorf("shapes [3] and [2]: %v", err)
	}
	if _, err := DefaultCollate(nil); err == nil {
		t.Errorf("no samples: no error")
	}
}
