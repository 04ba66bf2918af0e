package data

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
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
