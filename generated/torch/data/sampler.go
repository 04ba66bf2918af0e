package data

import (
	"fmt"
	"iter"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Sampler yields the indices of a dataset's samples, one epoch per call
// of Indices (Python's iter(sampler)). Indices draws lazily, as Python's
// generators do: a loop that stops early leaves the random generators
// where Python's leaves them. An error ends the sequence, yielded with
// index 0.
//
// PyTorch: torch.utils.data.Sampler
type Sampler interface {
	// Len is the number of indices an epoch yields (Python's len(sampler)).
	Len() int64
	// Indices is one epoch's indices.
	Indices() iter.Seq2[int64, error]
}

// Batcher yields batches of indices, one epoch per call of Batches: the
// DataLoader's BatchSampler option. BatchSampler is one.
//
// PyTorch: torch.utils.data.Sampler[List[int]] (a batch_sampler)
type Batcher interface {
	// Len is the number of batches an epoch yields.
	Len() int64
	// Batches is one epoch's batches of indices; the slices are the
	// caller's.
	Batches() iter.Seq2[[]int64, error]
}

// SequentialSampler yields 0, 1, ..., len(data)-1, every epoch.
//
// PyTorch: torch.utils.data.SequentialSampler
type SequentialSampler struct{ data Sized }

// NewSequentialSampler is SequentialSampler(data_source).
func NewSequentialSampler(data Sized) *SequentialSampler { return &SequentialSampler{data: data} }

// Len is len(data).
func (s *SequentialSampler) Len() int64 { return s.data.Len() }

// Indices is range(len(data)).
func (s *SequentialSampler) Indices() iter.Seq2[int64, error] {
	return func(yield func(int64, error) bool) {
		for i := range s.data.Len() {
			if !yield(i, nil) {
				return
			}
		}
	}
}

// RandomSamplerOptions holds NewRandomSampler's optional arguments.
type RandomSamplerOptions struct {
	// Replacement (draw with replacement) defaults to false.
	Replacement torch.Opt[bool]
	// NumSamples (indices an epoch) defaults to len(data), read at each
	// epoch as Python's property.
	NumSamples torch.Opt[int64]
	// Generator draws the indices; nil means a new generator every epoch,
	// seeded by an int64 drawn from the default one, as in Python.
	Generator *torch.Generator
}

// RandomSampler yields a random permutation of the indices every epoch
// (NumSamples of them: whole permutations and a part of one more), or,
// with Replacement, NumSamples indices drawn uniformly.
//
// PyTorch: torch.utils.data.RandomSampler
type RandomSampler struct {
	data        Sized
	replacement bool
	numSamples  torch.Opt[int64]
	gen         *torch.Generator
}

// NewRandomSampler is RandomSampler(data_source, replacement=False,
// num_samples=None, generator=None). The generator is the caller's, used
// (not copied) every epoch.
func NewRandomSampler(data Sized, opts ...RandomSamplerOptions) (*RandomSampler, error) {
	var o RandomSamplerOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	if data == nil {
		return nil, fmt.Errorf("data: NewRandomSampler: data_source is nil")
	}
	s := &RandomSampler{data: data, replacement: o.Replacement.Or(false), numSamples: o.NumSamples, gen: o.Generator}
	if n := s.NumSamples(); n <= 0 {
		return nil, fmt.Errorf("data: NewRandomSampler: num_samples should be a positive integer value, but got num_samples=%d", n)
	}
	return s, nil
}

// NumSamples is the number of indices an epoch yields.
func (s *RandomSampler) NumSamples() int64 { return s.numSamples.Or(s.data.Len()) }

// Len is NumSamples.
func (s *RandomSampler) Len() int64 { return s.NumSamples() }

// Indices draws as Python's __iter__: without a generator, an int64 from
// the default one that seeds a new generator; then, with replacement,
// torch.randint(n, (32,)) for every 32 indices and one randint of the
// rest; without, torch.randperm(n) for every n indices and one more
// randperm, of which it yields the first NumSamples % n.
func (s *RandomSampler) Indices() iter.Seq2[int64, error] {
	return func(yield func(int64, error) bool) {
		fail := func(err error) { yield(0, fmt.Errorf("RandomSampler: %w", err)) }
		n, num := s.data.Len(), s.NumSamples()
		gen := s.gen
		if gen == nil {
			seed, err := drawInt64(nil)
			if err != nil {
				fail(err)
				return
			}
			if gen, err = newGenerator(seed); err != nil {
				fail(err)
				return
			}
			defer freeGenerator(gen)
		}
		// emit yields a draw's first k values; false: stop.
		emit := func(t *torch.Tensor, k int64) bool {
			vals, err := torch.ToSlice[int64](t)
			t.Free()
			if err != nil {
				fail(err)
				return false
			}
			for _, v := range vals[:k] {
				if !yield(v, nil) {
					return false
				}
			}
			return true
		}
		if s.replacement {
			if n <= 0 {
				fail(fmt.Errorf("cannot draw from an empty data_source"))
				return
			}
			for range num / 32 {
				if !emit(torch.RandintGenerator(n, []int64{32}, gen, torch.RandintGeneratorOptions{Dtype: torch.Some(torch.Int64)}), 32) {
					return
				}
			}
			emit(torch.RandintGenerator(n, []int64{num % 32}, gen, torch.RandintGeneratorOptions{Dtype: torch.Some(torch.Int64)}), num%32)
			return
		}
		if n <= 0 {
			fail(fmt.Errorf("integer division or modulo by zero: the data_source is empty"))
			return
		}
		for range num / n {
			if !emit(torch.RandpermGenerator(n, gen), n) {
				return
			}
		}
		emit(torch.RandpermGenerator(n, gen), num%n)
	}
}

// SubsetRandomSamplerOptions holds NewSubsetRandomSampler's optional
// arguments.
type SubsetRandomSamplerOptions struct {
	// Generator draws the order; nil means the default generator.
	Generator *torch.Generator
}

// SubsetRandomSampler yields the given indices in a random order, a new
// one every epoch.
//
// PyTorch: torch.utils.data.SubsetRandomSampler
type SubsetRandomSampler struct {
	indices []int64
	gen     *torch.Generator
}

// NewSubsetRandomSampler is SubsetRandomSampler(indices, generator=None).
// It keeps indices (not a copy).
func NewSubsetRandomSampler(indices []int64, opts ...SubsetRandomSamplerOptions) *SubsetRandomSampler {
	var o SubsetRandomSamplerOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	return &SubsetRandomSampler{indices: indices, gen: o.Generator}
}

// Len is len(indices).
func (s *SubsetRandomSampler) Len() int64 { return int64(len(s.indices)) }

// Indices is indices[i] for i in torch.randperm(len(indices), generator).
func (s *SubsetRandomSampler) Indices() iter.Seq2[int64, error] {
	return func(yield func(int64, error) bool) {
		perm, err := randperm(int64(len(s.indices)), s.gen)
		if err != nil {
			yield(0, fmt.Errorf("SubsetRandomSampler: %w", err))
			return
		}
		for _, i := range perm {
			if !yield(s.indices[i], nil) {
				return
			}
		}
	}
}

// WeightedRandomSamplerOptions holds NewWeightedRandomSampler's optional
// arguments.
type WeightedRandomSamplerOptions struct {
	// Replacement (draw with replacement) defaults to true.
	Replacement torch.Opt[bool]
	// Generator draws the indices; nil means the default generator.
	Generator *torch.Generator
}

// WeightedRandomSampler yields NumSamples indices of [0, len(weights))
// drawn with probabilities proportional to weights.
//
// PyTorch: torch.utils.data.WeightedRandomSampler
type WeightedRandomSampler struct {
	weights     []float64
	numSamples  int64
	replacement bool
	gen         *torch.Generator
}

// NewWeightedRandomSampler is WeightedRandomSampler(weights, num_samples,
// replacement=True, generator=None). It keeps weights (not a copy), as
// Python's float64 tensor of them.
func NewWeightedRandomSampler(weights []float64, numSamples int64, opts ...WeightedRandomSamplerOptions) (*WeightedRandomSampler, error) {
	var o WeightedRandomSamplerOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	if numSamples <= 0 {
		return nil, fmt.Errorf("data: NewWeightedRandomSampler: num_samples should be a positive integer value, but got num_samples=%d", numSamples)
	}
	return &WeightedRandomSampler{weights: weights, numSamples: numSamples, replacement: o.Replacement.Or(true), gen: o.Generator}, nil
}

// Len is NumSamples.
func (s *WeightedRandomSampler) Len() int64 { return s.numSamples }

// Indices is torch.multinomial(weights, num_samples, replacement,
// generator=generator), drawn when the epoch starts. multinomial's errors
// (a negative weight, more samples than weights without replacement) end
// it.
func (s *WeightedRandomSampler) Indices() iter.Seq2[int64, error] {
	return func(yield func(int64, error) bool) {
		vals, err := func() ([]int64, error) {
			w, err := torch.FromSlice(s.weights)
			if err != nil {
				return nil, err
			}
			defer w.Free()
			t, err := w.Multinomial(s.numSamples, torch.MultinomialOptions{Replacement: torch.Some(s.replacement), Generator: s.gen}).Result()
			if err != nil {
				return nil, err
			}
			defer t.Free()
			return torch.ToSlice[int64](t)
		}()
		if err != nil {
			yield(0, fmt.Errorf("WeightedRandomSampler: %w", err))
			return
		}
		for _, v := range vals {
			if !yield(v, nil) {
				return
			}
		}
	}
}

// BatchSampler groups another sampler's indices in batches of BatchSize,
// the last one smaller unless DropLast drops it.
//
// PyTorch: torch.utils.data.BatchSampler
type BatchSampler struct {
	sampler   Sampler
	batchSize int64
	dropLast  bool
}

// NewBatchSampler is BatchSampler(sampler, batch_size, drop_last).
func NewBatchSampler(sampler Sampler, batchSize int64, dropLast bool) (*BatchSampler, error) {
	if sampler == nil {
		return nil, fmt.Errorf("data: NewBatchSampler: the sampler is nil")
	}
	if batchSize <= 0 {
		return nil, fmt.Errorf("data: NewBatchSampler: batch_size should be a positive integer value, but got batch_size=%d", batchSize)
	}
	return &BatchSampler{sampler: sampler, batchSize: batchSize, dropLast: dropLast}, nil
}

// Len is the number of batches: len(sampler) / batch_size, rounded up
// unless DropLast.
func (b *BatchSampler) Len() int64 {
	if b.dropLast {
		return b.sampler.Len() / b.batchSize
	}
	return (b.sampler.Len() + b.batchSize - 1) / b.batchSize
}

// Batches draws the sampler's indices as Python's __iter__ does: a batch
// is yielded when full, and the sampler is asked for the next index only
// when the next batch is.
func (b *BatchSampler) Batches() iter.Seq2[[]int64, error] {
	return func(yield func([]int64, error) bool) {
		batch := make([]int64, 0, b.batchSize)
		for i, err := range b.sampler.Indices() {
			if err != nil {
				yield(nil, err)
				return
			}
			batch = append(batch, i)
			if int64(len(batch)) == b.batchSize {
				if !yield(batch, nil) {
					return
				}
				batch = make([]int64, 0, b.batchSize)
			}
		}
		if len(batch) > 0 && !b.dropLast {
			yield(batch, nil)
		}
	}
}

// DistributedSamplerOptions holds NewDistributedSampler's optional
// arguments.
type DistributedSamplerOptions struct {
	// Shuffle defaults to true.
	Shuffle torch.Opt[bool]
	// Seed (of the shuffle; the same on every replica) defaults to 0.
	Seed torch.Opt[int64]
	// DropLast (drop the tail that does not divide evenly, rather than
	// pad with the first indices) defaults to false.
	DropLast torch.Opt[bool]
}

// DistributedSampler yields the part of a dataset that is one replica's
// (rank's) in data-parallel training: every numReplicas-th index of the
// (shuffled) indices, padded or truncated to divide evenly.
//
// PyTorch: torch.utils.data.distributed.DistributedSampler
type DistributedSampler struct {
	data                  Sized
	numReplicas, rank     int64
	shuffle, dropLast     bool
	seed, epoch           int64
	numSamples, totalSize int64
}

// NewDistributedSampler is DistributedSampler(dataset, num_replicas,
// rank, shuffle=True, seed=0, drop_last=False). numReplicas and rank are
// required: Python's defaults are the process group's world size and
// rank (package distributed's GetWorldSize, GetRank).
func NewDistributedSampler(data Sized, numReplicas, rank int64, opts ...DistributedSamplerOptions) (*DistributedSampler, error) {
	var o DistributedSamplerOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	if data == nil {
		return nil, fmt.Errorf("data: NewDistributedSampler: the dataset is nil")
	}
	if rank >= numReplicas || rank < 0 {
		return nil, fmt.Errorf("data: NewDistributedSampler: Invalid rank %d, rank should be in the interval [0, %d]", rank, numReplicas-1)
	}
	s := &DistributedSampler{data: data, numReplicas: numReplicas, rank: rank,
		shuffle: o.Shuffle.Or(true), dropLast: o.DropLast.Or(false), seed: o.Seed.Or(0)}
	n := data.Len()
	if s.dropLast && n%numReplicas != 0 {
		// math.ceil((n - num_replicas) / num_replicas): 0 for n < num_replicas.
		s.numSamples = max(0, (n-numReplicas+numReplicas-1)/numReplicas)
	} else {
		s.numSamples = (n + numReplicas - 1) / numReplicas
	}
	s.totalSize = s.numSamples * numReplicas
	return s, nil
}

// Len is the number of indices an epoch yields on this replica.
func (s *DistributedSampler) Len() int64 { return s.numSamples }

// SetEpoch sets the epoch, which with the seed seeds the next shuffle:
// call it before each epoch, or every epoch has the same order.
func (s *DistributedSampler) SetEpoch(epoch int64) { s.epoch = epoch }

// Indices is Python's __iter__: torch.randperm(len(dataset)) of a new
// generator seeded with seed + epoch (or 0, 1, ... without shuffle),
// padded by repeating its start or truncated to total_size, then every
// num_replicas-th from rank.
func (s *DistributedSampler) Indices() iter.Seq2[int64, error] {
	return func(yield func(int64, error) bool) {
		n := s.data.Len()
		var indices []int64
		if s.shuffle {
			g, err := newGenerator(s.seed + s.epoch)
			if err != nil {
				yield(0, fmt.Errorf("DistributedSampler: %w", err))
				return
			}
			indices, err = randperm(n, g)
			freeGenerator(g)
			if err != nil {
				yield(0, fmt.Errorf("DistributedSampler: %w", err))
				return
			}
		} else {
			indices = make([]int64, n)
			for i := range indices {
				indices[i] = int64(i)
			}
		}
		if int64(len(indices)) > s.totalSize {
			indices = indices[:s.totalSize]
		}
		for k := s.rank; k < s.totalSize; k += s.numReplicas {
			// Padding repeats the indices from the start, as many times
			// as it takes (Python's indices * ceil(padding / len)).
			if !yield(indices[k%int64(len(indices))], nil) {
				return
			}
		}
	}
}

// randperm is torch.randperm(n, generator=g) as a slice (g nil: the
// default generator).
func randperm(n int64, g *torch.Generator) ([]int64, error) {
	var t *torch.Tensor
	if g != nil {
		t = torch.RandpermGenerator(n, g)
	} else {
		t = torch.Randperm(n)
	}
	defer t.Free()
	if err := t.Err(); err != nil {
		return nil, err
	}
	return torch.ToSlice[int64](t)
}

// drawInt64 is torch.empty((), dtype=torch.int64).random_(generator=g)
// (g nil: the default generator).
func drawInt64(g *torch.Generator) (int64, error) {
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
