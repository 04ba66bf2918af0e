package data

import (
	"errors"
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Sized is anything with a length: a dataset, or what a sampler samples
// from (Python's Sized data_source).
type Sized interface {
	// Len is the number of samples (Python's __len__).
	Len() int64
}

// Dataset is a map-style dataset: samples by index, 0 to Len()-1.
// A sample is a list of tensors (Python's tuple of a sample: an input and
// its target, or more); the default collation stacks the samples' tensors
// position by position. A number is a 0-dim tensor (Float and Int make
// them as Python's default_collate types numbers).
//
// Get's tensors are the caller's: the loader frees them once it has made
// the batch, so Get returns new tensors (views are fine: t.Select(0, i)),
// never ones the dataset keeps. Get may be called from several goroutines
// at once when the loader has workers (NumWorkers).
//
// PyTorch: torch.utils.data.Dataset (__len__, __getitem__)
type Dataset interface {
	Sized
	// Get is sample i (Python's dataset[i]).
	Get(i int64) ([]*torch.Tensor, error)
}

// TensorDataset is samples along the first dimension of tensors of the
// same length: sample i is (t[i] for each tensor t).
//
// PyTorch: torch.utils.data.TensorDataset
type TensorDataset struct {
	tensors []*torch.Tensor
	n       int64
}

// NewTensorDataset makes a dataset of tensors, which must have a first
// dimension of the same size. It holds them, not copies: they stay the
// caller's to free, after the dataset's last use.
func NewTensorDataset(tensors ...*torch.Tensor) (*TensorDataset, error) {
	if len(tensors) == 0 {
		return nil, errors.New("data: NewTensorDataset: no tensors")
	}
	n := int64(-1)
	for i, t := range tensors {
		if t == nil || t.Freed() {
			return nil, fmt.Errorf("data: NewTensorDataset: tensor %d is nil or freed", i)
		}
		if err := t.Err(); err != nil {
			return nil, fmt.Errorf("data: NewTensorDataset: tensor %d: %w", i, err)
		}
		shape := t.Shape()
		if len(shape) == 0 {
			return nil, fmt.Errorf("data: NewTensorDataset: tensor %d is 0-dim: it has no samples", i)
		}
		if n >= 0 && shape[0] != n {
			return nil, fmt.Errorf("data: NewTensorDataset: size mismatch between tensors: tensor 0 has %d samples, tensor %d has %d", n, i, shape[0])
		}
		n = shape[0]
	}
	return &TensorDataset{tensors: tensors, n: n}, nil
}

// Len is the number of samples.
func (d *TensorDataset) Len() int64 { return d.n }

// Tensors are the dataset's tensors (Python's dataset.tensors), the
// caller's, not copies.
func (d *TensorDataset) Tensors() []*torch.Tensor { return d.tensors }

// Get is sample i: t[i] of each tensor, views the caller frees. A negative
// i counts from the end, as Python's indexing.
func (d *TensorDataset) Get(i int64) ([]*torch.Tensor, error) {
	out := make([]*torch.Tensor, len(d.tensors))
	for j, t := range d.tensors {
		out[j] = t.Select(0, i)
		if err := out[j].Err(); err != nil {
			freeAll(out[:j+1])
			return nil, fmt.Errorf("data: TensorDataset.Get(%d): tensor %d: %w", i, j, err)
		}
	}
	return out, nil
}

// getBatch is the batch of indices, collated as the default collation
// would (torch.stack of the samples' rows is index_select of the rows),
// in one index_select per tensor. ok is false where an index is out of
// [0, Len()) (Get's error or negative index is then the general path's).
func (d *TensorDataset) getBatch(indices []int64) (batch []*torch.Tensor, ok bool, err error) {
	for _, i := range indices {
		if i < 0 || i >= d.n {
			return nil, false, nil
		}
	}
	idx, err := torch.FromSlice(indices)
	if err != nil {
		return nil, true, err
	}
	defer idx.Free()
	batch = make([]*torch.Tensor, len(d.tensors))
	for j, t := range d.tensors {
		batch[j] = t.IndexSelect(0, idx)
		if err := batch[j].Err(); err != nil {
			freeAll(batch[:j+1])
			return nil, true, fmt.Errorf("tensor %d: %w", j, err)
		}
	}
	return batch, true, nil
}

// Float is a number of a sample as default_collate types a Python float:
// a 0-dim float64 tensor, which the default collation stacks into a
// float64 batch. An error is carried by the tensor (Tensor.Err).
func Float(v float64) *torch.Tensor {
	return floatTensor(v)
}

// Int is a number of a sample as default_collate types a Python int: a
// 0-dim int64 tensor, stacked into an int64 batch.
func Int(v int64) *torch.Tensor {
	return intTensor(v)
}

// freeAll frees tensors (nil ones are fine).
func freeAll(ts []*torch.Tensor) {
	for _, t := range ts {
		t.Free()
	}
}
