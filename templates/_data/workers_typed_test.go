//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.NewGenerator (no generator is made over
// the stable ABI), which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package data

import (
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
