package distributed

import (
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// DefaultBucketCapMB is DistributedDataParallel's bucket_cap_mb.
const DefaultBucketCapMB = 25

// DataParallelOptions are NewDataParallel's.
type DataParallelOptions struct {
	// Group is the group to train in: the default group when nil.
	Group *Group
	// BucketCapMB bounds the gradients averaged in one operation, in MiB
	// (DefaultBucketCapMB when zero).
	BucketCapMB float64
	// Buffers are the model's buffers (BatchNorm's running statistics):
	// SyncBuffers copies rank 0's to every rank, as DDP does before each
	// forward (broadcast_buffers).
	Buffers []*torch.Tensor
}

// DataParallel is the gradient half of torch.nn.parallel.
// DistributedDataParallel for a model's parameters: NewDataParallel copies
// rank 0's parameters to every rank, and AverageGradients, called after
// Backward and before the optimizer's Step, replaces every gradient with
// its mean over the ranks. Each rank then takes the same step, and a
// model trained on a batch split across the ranks follows the one trained
// on the whole batch (with a loss that averages over the batch).
//
// The gradients are averaged in buckets of at most BucketCapMB of one
// dtype, each one all_reduce_coalesced, all under way at once. (libtorch's
// DDP Reducer, which overlaps this with Backward, is not in Debian's
// headers.)
type DataParallel struct {
	group   *Group
	params  []*torch.Tensor
	buckets [][]int // indices into params, one dtype each
	buffers []*torch.Tensor
}

// NewDataParallel makes the helper for params and broadcasts them (and the
// buffers) from rank 0, which every rank must call at the same point.
func NewDataParallel(params []*torch.Tensor, opts ...DataParallelOptions) (*DataParallel, error) {
	var o DataParallelOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	g, err := group(Options{Group: o.Group})
	if err != nil {
		return nil, err
	}
	capMB := o.BucketCapMB
	if capMB == 0 {
		capMB = DefaultBucketCapMB
	}
	if capMB < 0 {
		return nil, fmt.Errorf("distributed: BucketCapMB %v: must be positive", capMB)
	}
	d := &DataParallel{group: g, params: params, buffers: o.Buffers}
	if d.buckets, err = bucketize(params, int64(capMB*(1<<20))); err != nil {
		return nil, err
	}
	if err := d.broadcast(params); err != nil {
		return nil, fmt.Errorf("distributed: broadcasting the parameters: %w", err)
	}
	if err := d.SyncBuffers(); err != nil {
		return nil, err
	}
	return d, nil
}

// bucketize groups the parameters, in order, into buckets of one dtype and
// at most capBytes (a larger parameter gets a bucket of its own).
func bucketize(params []*torch.Tensor, capBytes int64) ([][]int, error) {
	var buckets [][]int
	open := map[torch.DType]int{} // dtype → index of its open bucket
	size := map[torch.DType]int64{}
	for i, p := range params {
		if p == nil || p.Freed() {
			return nil, fmt.Errorf("distributed: parameter %d is nil or freed", i)
		}
		if err := p.Err(); err != nil {
			return nil, fmt.Errorf("distributed: parameter %d: %w", i, err)
		}
		dt, n := p.DType(), p.Numel()*p.ElementSize()
		b, ok := open[dt]
		if !ok || size[dt]+n > capBytes && size[dt] > 0 {
			buckets = append(buckets, nil)
			b, open[dt], size[dt] = len(buckets)-1, len(buckets)-1, 0
		}
		buckets[b] = append(buckets[b], i)
		size[dt] += n
	}
	return buckets, nil
}

// broadcast copies rank 0's tensors to every rank, all under way at once.
func (d *DataParallel) broadcast(ts []*torch.Tensor) error {
	var works []*Work
	var first error
	for _, t := range ts {
		// A detached view: the parameters are leaves that require grad,
		// which autograd forbids changing in place. The operation holds its
		// own reference to the tensor, so the view's handle goes at once.
		v := t.Detach()
		w, err := Broadcast(v, 0, Options{Group: d.group, AsyncOp: true})
		v.Free()
		if err != nil {
			first = err
			break
		}
		works = append(works, w)
	}
	for _, w := range works {
		if err := w.Wait(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// SyncBuffers copies rank 0's buffers to every rank.
func (d *DataParallel) SyncBuffers() error {
	if err := d.broadcast(d.buffers); err != nil {
		return fmt.Errorf("distributed: broadcasting the buffers: %w", err)
	}
	return nil
}

// AverageGradients replaces each parameter's gradient with its mean over
// the ranks. A parameter without a gradient on this rank counts as a zero
// one (and gets it), so that every rank takes part in every bucket.
func (d *DataParallel) AverageGradients() error {
	n := float64(d.group.size)
	var works []*Work
	var first error
	for _, b := range d.buckets {
		grads := make([]*torch.Tensor, len(b))
		for j, i := range b {
			g, err := gradOf(d.params[i])
			if err != nil {
				first = fmt.Errorf("distributed: parameter %d: %w", i, err)
				break
			}
			// As DDP: divide first, then sum, so a sum cannot overflow.
			if err := g.Idiv(n).Err(); err != nil {
				first = fmt.Errorf("distributed: parameter %d: %w", i, err)
				break
			}
			grads[j] = g
		}
		if first != nil {
			break
		}
		w, err := AllReduceCoalesced(grads, Options{Group: d.group, AsyncOp: true})
		for _, g := range grads {
			g.Free()
		}
		if err != nil {
			first = err
			break
		}
		works = append(works, w)
	}
	for _, w := range works {
		if err := w.Wait(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// gradOf is p's gradient (a new handle to it), made zero when p has none.
func gradOf(p *torch.Tensor) (*torch.Tensor, error) {
	g := p.Grad()
	if err := g.Err(); err != nil {
		return nil, err
	}
	if g.Defined() {
		return g, nil
	}
	g.Free()
	v := p.Detach()
	defer v.Free()
	z, err := torch.ZerosLike(v).Result()
	if err != nil {
		return nil, err
	}
	if err := p.SetGrad(z); err != nil {
		z.Free()
		return nil, err
	}
	return z, nil
}
