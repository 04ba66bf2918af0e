package data

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The samplers and loaders against Python 1.13.1's torch.utils.data
// (scripts/make-data-fixtures.py, data_pyfixtures_test.go): the same
// indices and batches, epoch after epoch, and the generators left where
// Python leaves them.

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
	// Made in Go and converted: both modes (the stable mode has no
	// Arange, whose Scalar it does not carry).
	vals := make([]int64, n)
	for i := range vals {
		vals[i] = int64(i)
	}
	x, err := torch.FromSlice(vals)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	y, err := torch.InternalToCopy(x, torch.InternalToCopyOptions{Dtype: torch.Some(dtype)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	return y
}

// generators makes the generators of a case in the script's order and
// checks, at the end, the next torch.rand of the default one and of each.
type generators struct {
	t    *testing.T
	gens []*torch.Generator
}

// check compares the next torch.rand of the default generator and of each
// own one with Python's.
func (g *generators) check(want []uint32) {
	t := g.t
	t.Helper()
	if len(want) != len(g.gens)+1 {
		t.Fatalf("%d generators, Python's %d", len(g.gens)+1, len(want))
	}
	for k, w := range want {
		var r *torch.Tensor
		if k == 0 {
			r = torch.Rand([]int64{1})
		} else {
			r = torch.RandGenerator([]int64{1}, g.gens[k-1])
		}
		v, err := torch.ToSlice[float32](r)
		r.Free()
		if err != nil {
			t.Fatal(err)
		}
		if math.Float32bits(v[0]) != w {
			t.Errorf("generator %d (0: the default one): next rand %v, after Python's loop %v: the Go side drew otherwise", k, v[0], math.Float32frombits(w))
		}
	}
}

// sized is a data source of n samples (Python's range(n)).
type sized int64

func (s sized) Len() int64 { return int64(s) }

// take is how many a case takes in epoch e before leaving the loop; -1: all.
func take(tk []*int, e int) int {
	if e < len(tk) && tk[e] != nil {
		return *tk[e]
	}
	return -1
}

// sameJSON compares got, marshalled, with Python's JSON.
func sameJSON(t *testing.T, got any, want json.RawMessage) {
	t.Helper()
	var w any
	if err := json.Unmarshal(want, &w); err != nil {
		t.Fatal(err)
	}
	gb, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	wb, _ := json.Marshal(w)
	if string(gb) != string(wb) {
		t.Errorf("got %s,\nPython's %s", gb, wb)
	}
}

func mustEpochs(t *testing.T, raw json.RawMessage) []json.RawMessage {
	t.Helper()
	var e []json.RawMessage
	if err := json.Unmarshal(raw, &e); err != nil {
		t.Fatal(err)
	}
	return e
}

// numbersDataset is the script's Numbers: samples of (x[i], i/2 + 0.25, i).
type numbersDataset struct{ x *torch.Tensor }

func (d numbersDataset) Len() int64 { return d.x.Shape()[0] }

func (d numbersDataset) Get(i int64) ([]*torch.Tensor, error) {
	return []*torch.Tensor{d.x.Select(0, i), Float(float64(i)/2 + 0.25), Int(i)}, nil
}

// catCollate is the script's cat_collate: the rows concatenated, the ints
// stacked times 2.
func catCollate(samples [][]*torch.Tensor) ([]*torch.Tensor, error) {
	var rows, ints []*torch.Tensor
	for _, s := range samples {
		rows, ints = append(rows, s[0]), append(ints, s[2])
	}
	stacked := torch.Stack(ints, torch.StackOptions{})
	defer stacked.Free()
	return []*torch.Tensor{torch.Cat(rows, torch.CatOptions{}), stacked.Mul(2)}, nil
}

// caseDataset is the script's dataset(kind, n); x is freed by the test.
func caseDataset(t *testing.T, kind string, n int64) Dataset {
	t.Helper()
	flat := arange(t, n*3, torch.Float32)
	scaled := flat.Mul(0.25)
	flat.Free()
	x := scaled.Reshape([]int64{n, 3})
	scaled.Free()
	t.Cleanup(x.Free)
	if kind == "numbers" {
		return numbersDataset{x}
	}
	y := arange(t, n, torch.Int64)
	t.Cleanup(y.Free)
	ds, err := NewTensorDataset(x, y)
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// sameTensor compares a batch tensor with Python's, bit for bit.
func sameTensor(t *testing.T, got *torch.Tensor, want tensorJSON) error {
	t.Helper()
	if d := got.DType().String(); d != want.Dtype {
		return fmt.Errorf("dtype %s, Python's %s", d, want.Dtype)
	}
	if s := got.Shape(); !slices.Equal(s, want.Shape) {
		return fmt.Errorf("shape %v, Python's %v", s, want.Shape)
	}
	var vals []float64
	switch got.DType() {
	case torch.Float32:
		v, err := torch.ToSlice[float32](got)
		if err != nil {
			return err
		}
		for _, x := range v {
			vals = append(vals, float64(x))
		}
	case torch.Float64:
		v, err := torch.ToSlice[float64](got)
		if err != nil {
			return err
		}
		vals = v
	case torch.Int64:
		v, err := torch.ToSlice[int64](got)
		if err != nil {
			return err
		}
		for _, x := range v {
			vals = append(vals, float64(x))
		}
	default:
		return fmt.Errorf("dtype %s", got.DType())
	}
	if !slices.EqualFunc(vals, want.Values, func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }) {
		return fmt.Errorf("values %v, Python's %v", vals, want.Values)
	}
	return nil
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
	// A dataset of its own, with samples of three tensors.
	num, err := NewDataLoader(numbersDataset{ds.Tensors()[0].Reshape([]int64{5, 1})}, Options{BatchSize: torch.Some(int64(2))})
	if err != nil {
		t.Fatal(err)
	}
	defer num.Dataset().(numbersDataset).x.Free()
	for range num.Pairs() {
		t.Fatal("Pairs of batches of three tensors yielded")
	}
	if err := num.Err(); err == nil || !strings.Contains(err.Error(), "batch 0 has 3 tensors, not 2") {
		t.Errorf("Pairs of batches of three tensors: Err %v", err)
	}
}
