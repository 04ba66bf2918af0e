package torch

import (
	"slices"
	"testing"
)

// TestTensorIndex indexes x = torch.arange(24).reshape(2, 3, 4) through
// gotorch_index.h. The expected shapes and values are PyTorch 1.13's:
//
//	python3 -c 'import torch; x = torch.arange(24).reshape(2, 3, 4);
//	  t = x[EXPR]; print(list(t.shape), t.flatten().tolist())'
func TestTensorIndex(t *testing.T) {
	noLeaks(t)
	x := rtArange(t, 24, Int64, 2, 3, 4)
	mask := tensor(t, []bool{true, false})
	fivesMask := rtKeep(t)(EqScalar(rtKeep(t)(RemainderScalar(x, Int(5)).Result()), Int(0)).Result())
	idx := tensor(t, []int64{1, 0, 1})
	seq := func(from, to int64) []int64 {
		var v []int64
		for i := from; i < to; i++ {
			v = append(v, i)
		}
		return v
	}
	cat := func(vs ...[]int64) []int64 {
		var v []int64
		for _, s := range vs {
			v = append(v, s...)
		}
		return v
	}
	for _, c := range []struct {
		expr   string
		ix     []TensorIndex
		shape  []int64
		values []int64
	}{
		{"0", []TensorIndex{0}, []int64{3, 4}, seq(0, 12)},
		{":, 1:3", []TensorIndex{Slice(), Slice(1, 3)}, []int64{2, 2, 4}, cat(seq(4, 12), seq(16, 24))},
		{"..., None", []TensorIndex{Ellipsis, NewAxis}, []int64{2, 3, 4, 1}, seq(0, 24)},
		{"x % 5 == 0", []TensorIndex{fivesMask}, []int64{5}, []int64{0, 5, 10, 15, 20}},
		{"torch.tensor([True, False])", []TensorIndex{mask}, []int64{1, 3, 4}, seq(0, 12)},
		{"torch.tensor([1, 0, 1])", []TensorIndex{idx}, []int64{3, 3, 4}, cat(seq(12, 24), seq(0, 12), seq(12, 24))},
		{"1:", []TensorIndex{Slice(1)}, []int64{1, 3, 4}, seq(12, 24)},
		{"0, ::2", []TensorIndex{int64(0), Slice(0, End, 2)}, []int64{2, 4}, cat(seq(0, 4), seq(8, 12))},
		{"1, -1", []TensorIndex{int32(1), -1}, []int64{4}, seq(20, 24)},
		{"..., -2:", []TensorIndex{Ellipsis, Slice(-2)}, []int64{2, 3, 2}, []int64{2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23}},
		{"True", []TensorIndex{true}, []int64{1, 2, 3, 4}, seq(0, 24)},
		{"False", []TensorIndex{false}, []int64{0, 2, 3, 4}, []int64{}},
		{"0, 1, 2", []TensorIndex{0, 1, 2}, []int64{}, []int64{6}},
		{"None, 1, :, 1:3:2", []TensorIndex{NewAxis, 1, Slice(), Slice(1, 3, 2)}, []int64{1, 3, 1}, []int64{13, 17, 21}},
		{":, 5:", []TensorIndex{Slice(), Slice(5)}, []int64{2, 0, 4}, []int64{}},
		{":, -100:2", []TensorIndex{Slice(), Slice(-100, 2)}, []int64{2, 2, 4}, cat(seq(0, 8), seq(12, 20))},
	} {
		y, err := x.Index(c.ix...).Result()
		if err != nil {
			t.Errorf("x[%s]: %v", c.expr, err)
			continue
		}
		if got := y.Shape(); !slices.Equal(got, c.shape) {
			t.Errorf("x[%s].shape = %v, want %v", c.expr, got, c.shape)
		}
		got := values[int64](t, y, nil)
		if len(got) != 0 || len(c.values) != 0 {
			equal(t, "x["+c.expr+"]", got, c.values)
		}
	}
	// The uses of index tensors ended with the call: a Free now releases.
	for _, ix := range []*Tensor{mask, fivesMask, idx} {
		if u := ix.uses.Load(); u != 0 {
			t.Errorf("an index tensor has %d uses after the calls, want 0", u)
		}
	}
}

func TestTensorIndexErrors(t *testing.T) {
	noLeaks(t)
	x := rtArange(t, 6, Int64, 2, 3)
	freed, err := FromSlice([]int64{0})
	if err != nil {
		t.Fatal(err)
	}
	freed.Free()
	var nilTensor *Tensor
	for _, c := range []struct {
		what string
		ix   []TensorIndex
		want []string
	}{
		{"a string", []TensorIndex{0, "a"}, []string{"element 1 of argument indices", "not an index"}},
		{"a float", []TensorIndex{1.5}, []string{"element 0 of argument indices", "not an index"}},
		{"a nil interface", []TensorIndex{Slice(), nil}, []string{"element 1 of argument indices", "not an index"}},
		{"a uint", []TensorIndex{uint(1)}, []string{"element 0 of argument indices", "not an index"}},
		{"four slice bounds", []TensorIndex{Slice(0, 1, 1, 1)}, []string{"element 0 of argument indices", "not an index"}},
		{"a freed tensor", []TensorIndex{Ellipsis, freed}, []string{"element 1 of argument indices", "tensor is nil or has been freed"}},
		{"a nil tensor", []TensorIndex{nilTensor}, []string{"element 0 of argument indices", "tensor is nil or has been freed"}},
		{"a zero step", []TensorIndex{Slice(0, 2, 0)}, []string{"element 0 of argument indices", "slice step cannot be zero"}},
		{"no index", nil, []string{"empty index list"}},
		{"an index out of range", []TensorIndex{2}, []string{"index 2 is out of bounds"}},
	} {
		y, err := x.Index(c.ix...).Result()
		if y != nil {
			t.Errorf("x[%s] = %v, want an error", c.what, y)
			y.Free()
		}
		rtWantError(t, "x["+c.what+"]", err, "at::Tensor::index", c.want...)
	}
	// The freed self is reported as such.
	_, err = freed.Index(0).Result()
	rtWantError(t, "freed[0]", err, "at::Tensor::index", "argument self", "tensor is nil or has been freed")
}

func TestSliceBounds(t *testing.T) {
	for _, c := range []struct {
		got  TensorIndex
		want sliceIndex
	}{
		{Slice(), sliceIndex{0, End, 1}},
		{Slice(1), sliceIndex{1, End, 1}},
		{Slice(1, 3), sliceIndex{1, 3, 1}},
		{Slice(0, 10, 2), sliceIndex{0, 10, 2}},
	} {
		if c.got != TensorIndex(c.want) {
			t.Errorf("Slice = %#v, want %#v", c.got, c.want)
		}
	}
}
