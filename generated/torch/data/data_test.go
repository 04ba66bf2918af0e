package data

import (
	"math"
	"slices"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The loader against Python 1.13.1's DataLoader (data_fixtures_test.go,
// made by scripts/make-data-fixtures.py): the same batches, epoch after
// epoch, and the generators left where Python leaves them.

type loaderCase struct {
	name                          string
	n, batchSize                  int64
	shuffle, dropLast, leaveFirst bool
	seed                          int64 // -1: the default generator
	len                           int64
	epochs                        [][][]int64
	next                          uint32
}

func noLeaks(t *testing.T) {
	t.Helper()
	before := torch.LiveTensors()
	t.Cleanup(func() {
		if after := torch.LiveTensors(); after != before {
			t.Errorf("live tensors: %d before, %d after", before, after)
		}
	})
}

func arange(t *testing.T, n int64, dtype torch.DType) *torch.Tensor {
	t.Helper()
	x, err := torch.Arange(torch.Int(n), torch.ArangeOptions{Dtype: torch.Some(dtype)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// TestDataLoaderMatchesPython: every case's batches (indices and
// contents) and the generator's next value are Python's.
func TestDataLoaderMatchesPython(t *testing.T) {
	noLeaks(t)
	for _, c := range loaderCases {
		t.Run(c.name, func(t *testing.T) {
			if err := torch.ManualSeed(globalSeed); err != nil {
				t.Fatal(err)
			}
			var g *torch.Generator
			if c.seed >= 0 {
				var err error
				if g, err = torch.NewGenerator(c.seed); err != nil {
					t.Fatal(err)
				}
				defer g.Free()
			}
			flat := arange(t, c.n*3, torch.Float32)
			x := flat.Reshape([]int64{c.n, 3})
			flat.Free()
			y := arange(t, c.n, torch.Int64)
			defer x.Free()
			defer y.Free()
			ds, err := NewTensorDataset(x, y)
			if err != nil {
				t.Fatal(err)
			}
			l, err := NewDataLoader(ds, Options{BatchSize: torch.Some(c.batchSize), Shuffle: torch.Some(c.shuffle),
				DropLast: torch.Some(c.dropLast), Generator: g})
			if err != nil {
				t.Fatal(err)
			}
			if l.Len() != c.len {
				t.Errorf("Len %d, Python's %d", l.Len(), c.len)
			}
			for e, want := range c.epochs {
				var got [][]int64
				for xb, yb := range l.Pairs() {
					idx, err := torch.ToSlice[int64](yb)
					if err != nil {
						t.Fatal(err)
					}
					got = append(got, idx)
					rows, err := torch.ToSlice[float32](xb)
					if err != nil {
						t.Fatal(err)
					}
					for k, i := range idx {
						if r := rows[3*k : 3*k+3]; !slices.Equal(r, []float32{float32(3 * i), float32(3*i + 1), float32(3*i + 2)}) {
							t.Errorf("epoch %d: x row of sample %d is %v", e, i, r)
						}
					}
					if c.leaveFirst && e == 0 {
						break
					}
				}
				if err := l.Err(); err != nil {
					t.Fatal(err)
				}
				if !slices.EqualFunc(got, want, slices.Equal) {
					t.Errorf("epoch %d: batches %v, Python's %v", e, got, want)
				}
			}
			var next *torch.Tensor
			if g != nil {
				next, err = torch.RandGenerator([]int64{1}, g).Result()
			} else {
				next, err = torch.Rand([]int64{1}).Result()
			}
			if err != nil {
				t.Fatal(err)
			}
			defer next.Free()
			v, err := torch.ToSlice[float32](next)
			if err != nil {
				t.Fatal(err)
			}
			if math.Float32bits(v[0]) != c.next {
				t.Errorf("the generator's next rand is %v, after Python's loop %v: the loader drew otherwise", v[0], math.Float32frombits(c.next))
			}
		})
	}
}

// TestDataLoaderBatches: Batches yields every dataset tensor, freed after
// the body; a loader over three tensors refuses Pairs through Err.
func TestDataLoaderBatches(t *testing.T) {
	noLeaks(t)
	a, b, c := arange(t, 5, torch.Float32), arange(t, 5, torch.Int64), arange(t, 5, torch.Float64)
	defer a.Free()
	defer b.Free()
	defer c.Free()
	ds, err := NewTensorDataset(a, b, c)
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewDataLoader(ds, Options{BatchSize: torch.Some(int64(2))})
	if err != nil {
		t.Fatal(err)
	}
	var kept []*torch.Tensor
	n := 0
	for i, batch := range l.Batches() {
		if i != n || len(batch) != 3 {
			t.Fatalf("batch %d: index %d, %d tensors", n, i, len(batch))
		}
		kept = append(kept, batch[2])
		n++
	}
	if n != 3 || l.Err() != nil {
		t.Errorf("%d batches (want 3), Err %v", n, l.Err())
	}
	for _, k := range kept {
		if !k.Freed() {
			t.Errorf("a batch tensor outlived its loop body")
		}
	}
	for range l.Pairs() {
		t.Fatal("Pairs of three tensors yielded")
	}
	if err := l.Err(); err == nil || !strings.Contains(err.Error(), "3 tensors") {
		t.Errorf("Pairs of three tensors: Err %v", err)
	}
}

// TestDataLoaderErrors: bad datasets and options are errors.
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
	if _, err := NewDataLoader(ds, Options{BatchSize: torch.Some(int64(0))}); err == nil {
		t.Errorf("BatchSize 0: no error")
	}
	if _, err := NewDataLoader(nil); err == nil {
		t.Errorf("a nil dataset: no error")
	}
}
