// Package data batches tensors for training, as Python's torch.utils.data
// does for in-memory tensors: NewTensorDataset(x, y) is
// TensorDataset(x, y), and NewDataLoader(ds, Options{BatchSize, Shuffle,
// DropLast, Generator}) is DataLoader(ds, batch_size, shuffle, drop_last,
// generator=g) with the default sampler and collation (num_workers=0).
//
// A loader draws from the random generators exactly what Python's draws,
// so the same seed gives Python's batches, epoch after epoch, and leaves
// the generators where Python's loop leaves them.
package data

import (
	"errors"
	"fmt"
	"iter"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

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

// Options holds NewDataLoader's optional arguments; the zero value of a
// field means its default.
type Options struct {
	// BatchSize (samples a batch) defaults to 1.
	BatchSize torch.Opt[int64]
	// Shuffle (a new random order every epoch) defaults to false.
	Shuffle torch.Opt[bool]
	// DropLast (drop the last batch when smaller) defaults to false.
	DropLast torch.Opt[bool]
	// Generator draws the order (Python's generator=); nil means the
	// default generator (torch.ManualSeed's), as in Python.
	Generator *torch.Generator
}

// DataLoader yields a dataset's samples in batches, in order or shuffled.
//
// PyTorch: torch.utils.data.DataLoader
type DataLoader struct {
	ds        *TensorDataset
	batchSize int64
	shuffle   bool
	dropLast  bool
	gen       *torch.Generator
	err       error
}

// NewDataLoader makes a loader of ds's samples. The generator, if any, is
// the caller's, used (not copied) at each epoch as Python uses it.
func NewDataLoader(ds *TensorDataset, opts ...Options) (*DataLoader, error) {
	var o Options
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	if ds == nil {
		return nil, errors.New("data: NewDataLoader: the dataset is nil")
	}
	bs := o.BatchSize.Or(1)
	if bs < 1 {
		return nil, fmt.Errorf("data: NewDataLoader: BatchSize should be a positive integer value, but got %d", bs)
	}
	return &DataLoader{ds: ds, batchSize: bs, shuffle: o.Shuffle.Or(false), dropLast: o.DropLast.Or(false), gen: o.Generator}, nil
}

// Len is the number of batches an epoch yields (Python's len(loader)).
func (l *DataLoader) Len() int64 {
	n := l.ds.n / l.batchSize
	if !l.dropLast && l.ds.n%l.batchSize != 0 {
		n++
	}
	return n
}

// Err is the error that ended the last epoch early, or nil. A loop over
// Batches or Pairs checks it once, after the loop, as bufio.Scanner's.
func (l *DataLoader) Err() error { return l.err }

// Batches is one epoch (Python's iteration of the loader): it yields each
// batch's index and its tensors, one per dataset tensor, each holding
// BatchSize samples (fewer in a last, smaller batch). The tensors are
// freed when the loop body returns: Clone one to keep it. An epoch that
// fails stops early and Err says why; every epoch reshuffles.
func (l *DataLoader) Batches() iter.Seq2[int, []*torch.Tensor] {
	return func(yield func(int, []*torch.Tensor) bool) {
		l.err = nil
		if err := l.epoch(yield); err != nil {
			l.err = fmt.Errorf("data: DataLoader: %w", err)
		}
	}
}

// Pairs is Batches for a dataset of two tensors (inputs and targets, as
// TensorDataset(x, y)): it yields each batch's two tensors,
// for x, y := range loader.Pairs(). A dataset of another number of tensors
// yields nothing and Err says so.
func (l *DataLoader) Pairs() iter.Seq2[*torch.Tensor, *torch.Tensor] {
	return func(yield func(x, y *torch.Tensor) bool) {
		if len(l.ds.tensors) != 2 {
			l.err = fmt.Errorf("data: DataLoader.Pairs: the dataset has %d tensors, not 2", len(l.ds.tensors))
			return
		}
		for _, b := range l.Batches() {
			if !yield(b[0], b[1]) {
				return
			}
		}
	}
}

// epoch draws what Python's iteration draws: when it starts, an int64
// (the workers' base seed, from the loader's generator); when shuffling,
// the order, torch.randperm(n, generator) (without a generator, from a
// new generator seeded by a second draw from the default one, as
// RandomSampler does); and, when the loop runs to the end, one more
// randperm that RandomSampler makes and discards (its num_samples % n
// tail), which moves the generator for the next epoch.
func (l *DataLoader) epoch(yield func(int, []*torch.Tensor) bool) error {
	if _, err := l.drawInt64(l.gen); err != nil {
		return err
	}
	n := l.ds.n
	var order *torch.Tensor
	var sampler *torch.Generator
	if l.shuffle {
		sampler = l.gen
		if sampler == nil {
			seed, err := l.drawInt64(nil)
			if err != nil {
				return err
			}
			if sampler, err = torch.NewGenerator(seed); err != nil {
				return err
			}
			defer sampler.Free()
		}
		var err error
		if order, err = torch.RandpermGenerator(n, sampler).Result(); err != nil {
			return err
		}
		defer order.Free()
	}
	for i := int64(0); i < l.Len(); i++ {
		start := i * l.batchSize
		size := min(l.batchSize, n-start)
		batch := make([]*torch.Tensor, len(l.ds.tensors))
		var idx *torch.Tensor
		if order != nil {
			idx = order.Narrow(0, start, size)
		}
		var err error
		for j, t := range l.ds.tensors {
			if idx != nil {
				batch[j] = t.IndexSelect(0, idx)
			} else {
				batch[j] = t.Narrow(0, start, size)
			}
			if err == nil {
				err = batch[j].Err()
			}
		}
		more := err == nil && yield(int(i), batch)
		for _, b := range batch {
			b.Free()
		}
		if idx != nil {
			idx.Free()
		}
		if err != nil {
			return fmt.Errorf("batch %d: %w", i, err)
		}
		if !more {
			return nil
		}
	}
	if l.shuffle {
		tail, err := torch.RandpermGenerator(n, sampler).Result()
		if err != nil {
			return err
		}
		tail.Free()
	}
	return nil
}

// drawInt64 is torch.empty((), dtype=torch.int64).random_(generator=g).
func (l *DataLoader) drawInt64(g *torch.Generator) (int64, error) {
	t, err := torch.Zeros([]int64{}, torch.ZerosOptions{Dtype: torch.Some(torch.Int64)}).Result()
	if err != nil {
		return 0, err
	}
	defer t.Free()
	if err := t.Random_(torch.Random_Options{Generator: g}).Err(); err != nil {
		return 0, err
	}
	return t.ItemInt()
}
