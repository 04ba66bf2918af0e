// Package data loads datasets in batches for training, as Python's
// torch.utils.data does:
//
//   - Dataset is a map-style dataset (Python's __len__ and __getitem__),
//     whose samples are lists of tensors; TensorDataset is one
//     (TensorDataset(x, y)).
//   - Samplers choose the indices: SequentialSampler, RandomSampler,
//     SubsetRandomSampler, WeightedRandomSampler, DistributedSampler (one
//     replica's share, SetEpoch to reshuffle), and BatchSampler groups
//     them.
//   - NewDataLoader(ds, Options{...}) is DataLoader(ds, batch_size,
//     shuffle, sampler, batch_sampler, num_workers, collate_fn, drop_last,
//     generator, prefetch_factor): it yields batches collated by
//     DefaultCollate (torch.stack of the samples' tensors) or an own
//     Collate, or, with BatchSize torch.Null (batch_size=None), each
//     sample as it is.
//   - NumWorkers loads batches ahead in goroutines, as Python's worker
//     processes do, and yields them in order.
//
// Every sampler and loader draws from the random generators exactly what
// Python's draws, in the same order, so the same seed gives Python's
// indices and batches, epoch after epoch, and leaves the generators where
// Python's loop leaves them: at the end of an epoch, and at a break out of
// the loop too (with workers, Python's prefetching draws ahead, and so
// does the Go loader). What Python seeds in each worker process
// (base_seed + worker_id, for random transforms inside workers) has no
// counterpart: workers are goroutines of one process, sharing its
// generators, so a Dataset's Get that draws random numbers while workers
// load in parallel draws in no fixed order (draw from a generator of the
// sample's own, seeded from its index, to stay reproducible). Without such
// draws, NumWorkers gives the batches of NumWorkers 0.
//
// Not provided: iterable-style datasets, pin_memory, timeout,
// worker_init_fn, multiprocessing_context, persistent_workers (goroutines
// start at each epoch, cheaply).
package data

import (
	"errors"
	"fmt"
	"iter"
	"sync"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Options holds NewDataLoader's optional arguments; the zero value of a
// field means its default.
type Options struct {
	// BatchSize (samples a batch) defaults to 1. torch.Null[int64]()
	// (Python's batch_size=None) turns automatic batching off: each
	// sample is yielded as it is.
	BatchSize torch.Opt[int64]
	// Shuffle (a new random order every epoch, by a RandomSampler)
	// defaults to false.
	Shuffle torch.Opt[bool]
	// Sampler chooses the samples' indices; nil means a RandomSampler
	// (Shuffle) or a SequentialSampler. It excludes Shuffle.
	Sampler Sampler
	// BatchSampler chooses the batches' indices; it excludes BatchSize,
	// Shuffle, Sampler and DropLast.
	BatchSampler Batcher
	// NumWorkers (goroutines loading batches ahead) defaults to 0: the
	// loop's goroutine loads each batch when it is asked for.
	NumWorkers torch.Opt[int64]
	// Collate makes a batch of samples (Python's collate_fn); nil means
	// DefaultCollate, or, without automatic batching, the sample as it is.
	// Without automatic batching, Collate gets a list of the one sample
	// (Python passes the sample itself).
	Collate CollateFunc
	// DropLast (drop the last batch when smaller) defaults to false.
	DropLast torch.Opt[bool]
	// Generator draws the order (Python's generator=) and, when an epoch
	// starts, the workers' base seed; nil means the default generator
	// (torch.ManualSeed's), as in Python.
	Generator *torch.Generator
	// PrefetchFactor (batches loaded ahead per worker) defaults to 2; it
	// needs NumWorkers > 0.
	PrefetchFactor torch.Opt[int64]
}

// DataLoader yields a dataset's samples in batches.
//
// PyTorch: torch.utils.data.DataLoader
type DataLoader struct {
	ds       Dataset
	sampler  Sampler
	batcher  Batcher // nil: no automatic batching
	collate  CollateFunc
	gen      *torch.Generator
	workers  int
	prefetch int
	err      error
}

// NewDataLoader makes a loader of ds's samples, checking its options as
// Python's DataLoader does, with Python's messages. The generator and
// samplers, if any, are the caller's, used (not copied) at each epoch as
// Python uses them.
func NewDataLoader(ds Dataset, opts ...Options) (*DataLoader, error) {
	var o Options
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	fail := func(msg string, args ...any) (*DataLoader, error) {
		return nil, fmt.Errorf("data: NewDataLoader: "+msg, args...)
	}
	if ds == nil {
		return fail("the dataset is nil")
	}
	workers := o.NumWorkers.Or(0)
	if workers < 0 {
		return fail("num_workers option should be non-negative; use num_workers=0 to disable multiprocessing.")
	}
	prefetch := o.PrefetchFactor.Or(2)
	if workers == 0 && prefetch != 2 {
		return fail("prefetch_factor option could only be specified in multiprocessing.let num_workers > 0 to enable multiprocessing.")
	}
	if prefetch <= 0 {
		return fail("prefetch_factor should be positive, but got prefetch_factor=%d", prefetch)
	}
	shuffle, dropLast := o.Shuffle.Or(false), o.DropLast.Or(false)
	if o.Sampler != nil && shuffle {
		return fail("sampler option is mutually exclusive with shuffle")
	}
	batchSize, batching := o.BatchSize.Or(1), !o.BatchSize.IsNull()
	l := &DataLoader{ds: ds, sampler: o.Sampler, batcher: o.BatchSampler, collate: o.Collate, gen: o.Generator,
		workers: int(workers), prefetch: int(prefetch)}
	if o.BatchSampler != nil {
		if !batching || batchSize != 1 || shuffle || o.Sampler != nil || dropLast {
			return fail("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, and drop_last")
		}
	} else if !batching && dropLast {
		return fail("batch_size=None option disables auto-batching and is mutually exclusive with drop_last")
	}
	if l.sampler == nil {
		if shuffle {
			s, err := NewRandomSampler(ds, RandomSamplerOptions{Generator: o.Generator})
			if err != nil {
				return nil, fmt.Errorf("data: NewDataLoader: %w", err)
			}
			l.sampler = s
		} else {
			l.sampler = NewSequentialSampler(ds)
		}
	}
	if batching && l.batcher == nil {
		b, err := NewBatchSampler(l.sampler, batchSize, dropLast)
		if err != nil {
			return nil, fmt.Errorf("data: NewDataLoader: %w", err)
		}
		l.batcher = b
	}
	return l, nil
}

// Len is the number of batches an epoch yields (Python's len(loader)):
// the batch sampler's length, or, without automatic batching, the
// sampler's.
func (l *DataLoader) Len() int64 {
	if l.batcher != nil {
		return l.batcher.Len()
	}
	return l.sampler.Len()
}

// Dataset is the loader's dataset.
func (l *DataLoader) Dataset() Dataset { return l.ds }

// Sampler is the loader's sampler: the one of Options, or the default
// one it made (a RandomSampler or a SequentialSampler); nil where a
// BatchSampler was given.
func (l *DataLoader) Sampler() Sampler { return l.sampler }

// Err is the error that ended the last epoch early, or nil. A loop over
// Batches or Pairs checks it once, after the loop, as bufio.Scanner's.
func (l *DataLoader) Err() error { return l.err }

// Batches is one epoch (Python's iteration of the loader): it yields each
// batch's index and its tensors (with the default collation one per
// sample tensor, each holding the batch's samples along a new first
// dimension). The tensors are freed when the loop body returns: Clone one
// to keep it. An epoch that fails stops early and Err says why. With
// workers, a break out of the loop stops them and frees what they loaded
// ahead before the loop statement ends.
func (l *DataLoader) Batches() iter.Seq2[int, []*torch.Tensor] {
	return func(yield func(int, []*torch.Tensor) bool) {
		l.err = nil
		if err := l.epoch(yield); err != nil {
			l.err = fmt.Errorf("data: DataLoader: %w", err)
		}
	}
}

// Pairs is Batches for samples of two tensors (inputs and targets, as
// TensorDataset(x, y)): it yields each batch's two tensors,
// for x, y := range loader.Pairs(). A batch of another number of tensors
// ends the epoch and Err says so.
func (l *DataLoader) Pairs() iter.Seq2[*torch.Tensor, *torch.Tensor] {
	return func(yield func(x, y *torch.Tensor) bool) {
		if td, ok := l.ds.(*TensorDataset); ok && l.collate == nil && len(td.tensors) != 2 {
			l.err = fmt.Errorf("data: DataLoader.Pairs: the dataset has %d tensors, not 2", len(td.tensors))
			return
		}
		var bad error
		for i, b := range l.Batches() {
			if len(b) != 2 {
				bad = fmt.Errorf("data: DataLoader.Pairs: batch %d has %d tensors, not 2", i, len(b))
				break
			}
			if !yield(b[0], b[1]) {
				return
			}
		}
		if bad != nil {
			l.err = bad
		}
	}
}

// indexBatches is the epoch's batches of indices: the batch sampler's,
// or, without automatic batching, the sampler's indices one by one.
func (l *DataLoader) indexBatches() iter.Seq2[[]int64, error] {
	if l.batcher != nil {
		return l.batcher.Batches()
	}
	return func(yield func([]int64, error) bool) {
		for i, err := range l.sampler.Indices() {
			if !yield([]int64{i}, err) || err != nil {
				return
			}
		}
	}
}

// epoch draws what Python's iteration draws: when it starts, an int64
// (the workers' base seed, from the loader's generator); then the
// sampler's draws, lazily, as the batches are asked for: by the loop, or,
// with workers, PrefetchFactor*NumWorkers batches ahead of it, as Python's
// _MultiProcessingDataLoaderIter asks its sampler.
func (l *DataLoader) epoch(yield func(int, []*torch.Tensor) bool) error {
	if _, err := drawInt64(l.gen); err != nil {
		return err
	}
	next, stop := iter.Pull2(l.indexBatches())
	defer stop()
	if l.workers > 0 {
		return l.parallelEpoch(next, yield)
	}
	for i := 0; ; i++ {
		indices, err, ok := next()
		if !ok {
			return nil
		}
		if err != nil {
			return fmt.Errorf("sampler: %w", err)
		}
		batch, err := l.fetch(indices)
		if err != nil {
			return fmt.Errorf("batch %d: %w", i, err)
		}
		if !yieldBatch(yield, i, batch) {
			return nil
		}
	}
}

// fetch is one batch: the samples of indices collated (Python's
// _MapDatasetFetcher.fetch), or, without automatic batching, the one
// sample. What it made is freed if a Get or the Collate panics.
func (l *DataLoader) fetch(indices []int64) ([]*torch.Tensor, error) {
	if l.batcher == nil {
		sample, err := l.ds.Get(indices[0])
		if err != nil {
			return nil, err
		}
		if l.collate == nil {
			return sample, nil
		}
		return l.collateOwned([][]*torch.Tensor{sample})
	}
	if td, ok := l.ds.(*TensorDataset); ok && l.collate == nil {
		if batch, ok, err := td.getBatch(indices); ok {
			return batch, err
		}
	}
	samples := make([][]*torch.Tensor, 0, len(indices))
	owned := true
	defer func() {
		if owned {
			for _, s := range samples {
				freeAll(s)
			}
		}
	}()
	for _, i := range indices {
		s, err := l.ds.Get(i)
		if err != nil {
			return nil, err
		}
		samples = append(samples, s)
	}
	owned = false
	return l.collateOwned(samples)
}

// collateOwned collates samples and frees them, except the tensors the
// batch holds (all of them if the Collate fails or panics).
func (l *DataLoader) collateOwned(samples [][]*torch.Tensor) (batch []*torch.Tensor, err error) {
	collate := l.collate
	if collate == nil {
		collate = DefaultCollate
	}
	defer func() {
		kept := make(map[*torch.Tensor]bool, len(batch))
		for _, t := range batch {
			kept[t] = true
		}
		for _, s := range samples {
			for _, t := range s {
				if !kept[t] {
					t.Free()
				}
			}
		}
	}()
	out, err := collate(samples)
	if err != nil {
		freeAll(out)
		return nil, fmt.Errorf("collate: %w", err)
	}
	for j, t := range out {
		if t == nil {
			freeAll(out)
			return nil, fmt.Errorf("collate: tensor %d of the batch is nil", j)
		}
		if err := t.Err(); err != nil {
			freeAll(out)
			return nil, fmt.Errorf("collate: tensor %d of the batch: %w", j, err)
		}
	}
	return out, nil
}

// yieldBatch yields a batch and frees it when the loop body returns, or
// panics.
func yieldBatch(yield func(int, []*torch.Tensor) bool, i int, batch []*torch.Tensor) bool {
	defer freeAll(batch)
	return yield(i, batch)
}

// task is a batch a worker loads: its indices, and the result, once.
type task struct {
	indices []int64
	result  chan loaded // buffered: a worker never waits on it
}

type loaded struct {
	batch []*torch.Tensor
	err   error
}

// parallelEpoch is an epoch with workers, as Python's
// _MultiProcessingDataLoaderIter: it asks the sampler for
// PrefetchFactor*NumWorkers batches, then for one more each time it
// yields one (before yielding it), while the workers fetch and collate
// them; it yields them in the sampler's order. When it returns (the
// epoch's end, an error, a break), it stops the workers, waits for them,
// and frees the batches they loaded that were not yielded.
func (l *DataLoader) parallelEpoch(next func() ([]int64, error, bool), yield func(int, []*torch.Tensor) bool) error {
	ahead := l.prefetch * l.workers
	tasks := make(chan *task, ahead)
	done := make(chan struct{})
	var wg sync.WaitGroup
	for w := range l.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range tasks {
				select {
				case <-done:
					continue
				default:
				}
				batch, err := l.safeFetch(t.indices)
				if err != nil {
					err = fmt.Errorf("in DataLoader worker %d: %w", w, err)
				}
				t.result <- loaded{batch, err}
			}
		}()
	}
	var pending []*task
	defer func() {
		close(done)
		close(tasks)
		wg.Wait()
		for _, t := range pending {
			select {
			case r := <-t.result:
				freeAll(r.batch)
			default:
			}
		}
	}()
	exhausted := false
	put := func() error {
		if exhausted {
			return nil
		}
		indices, err, ok := next()
		if !ok {
			exhausted = true
			return nil
		}
		if err != nil {
			exhausted = true
			return fmt.Errorf("sampler: %w", err)
		}
		t := &task{indices: indices, result: make(chan loaded, 1)}
		pending = append(pending, t)
		tasks <- t
		return nil
	}
	for range ahead {
		if err := put(); err != nil {
			return err
		}
	}
	for i := 0; len(pending) > 0; i++ {
		r := <-pending[0].result
		pending = pending[1:]
		// Python asks the sampler for the next batch before it raises a
		// worker's error or yields the batch.
		if err := put(); err != nil {
			freeAll(r.batch)
			return err
		}
		if r.err != nil {
			return fmt.Errorf("batch %d: %w", i, r.err)
		}
		if !yieldBatch(yield, i, r.batch) {
			return nil
		}
	}
	return nil
}

// safeFetch is fetch with a panic (of a Dataset's Get, a Collate) turned
// into an error: a worker's panic would end the program, where Python
// re-raises a worker's exception in the loop.
func (l *DataLoader) safeFetch(indices []int64) (batch []*torch.Tensor, err error) {
	defer func() {
		if r := recover(); r != nil {
			batch, err = nil, fmt.Errorf("%w: %v", ErrWorkerPanic, r)
		}
	}()
	return l.fetch(indices)
}

// ErrWorkerPanic is wrapped by the error of a batch whose loading
// panicked in a worker goroutine.
var ErrWorkerPanic = errors.New("panic")
