package nn

import (
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// BatchNorm is nn.BatchNorm1d or nn.BatchNorm2d: it normalises each
// channel (dimension 1) by the batch's statistics in training mode, which
// it also folds into RunningMean and RunningVar with Momentum, and by
// those running statistics in evaluation mode. Weight and Bias are nil
// without Affine; the running statistics are nil without
// TrackRunningStats (batch statistics are then used in both modes). With
// CumulativeAverage (Python's momentum=None) the running statistics are
// the cumulative average of every batch's, and Momentum is unused.
type BatchNorm struct {
	Base
	NumFeatures               int64
	Eps, Momentum             float64
	CumulativeAverage         bool
	Affine, TrackRunningStats bool
	Weight, Bias              *torch.Tensor
	RunningMean, RunningVar   *torch.Tensor
	NumBatchesTracked         *torch.Tensor
	dims                      []int64 // the input ranks accepted
}

// BatchNormOptions holds BatchNorm's optional arguments.
type BatchNormOptions struct {
	Eps               torch.Opt[float64] // defaults to 1e-5
	Momentum          torch.Opt[float64] // defaults to 0.1; torch.Null: the cumulative average (momentum=None)
	Affine            torch.Opt[bool]    // defaults to true
	TrackRunningStats torch.Opt[bool]    // defaults to true
}

// NewBatchNorm1d returns nn.BatchNorm1d(num_features, eps=1e-5,
// momentum=0.1, affine=True, track_running_stats=True), for inputs (N, C)
// or (N, C, L).
func NewBatchNorm1d(numFeatures int64, opts ...BatchNormOptions) *BatchNorm {
	return newBatchNorm(numFeatures, []int64{2, 3}, opts)
}

// NewBatchNorm2d returns nn.BatchNorm2d(num_features, eps=1e-5,
// momentum=0.1, affine=True, track_running_stats=True), for inputs (N, C,
// H, W).
func NewBatchNorm2d(numFeatures int64, opts ...BatchNormOptions) *BatchNorm {
	return newBatchNorm(numFeatures, []int64{4}, opts)
}

// newBatchNorm makes the parameters (ones, zeros) and buffers (zeros,
// ones, 0) in PyTorch's order.
func newBatchNorm(n int64, dims []int64, opts []BatchNormOptions) *BatchNorm {
	o := lastOption(opts)
	b := &BatchNorm{NumFeatures: n, Eps: o.Eps.Or(1e-5), Momentum: o.Momentum.Or(0.1),
		CumulativeAverage: o.Momentum.IsNull(),
		Affine:            o.Affine.Or(true), TrackRunningStats: o.TrackRunningStats.Or(true), dims: dims}
	if n < 0 {
		b.Fail(fmt.Errorf("nn: BatchNorm(%d): negative size", n))
		return b
	}
	shape := []int64{n}
	if b.Affine {
		b.Weight = addParam(&b.Base, "weight", torch.Ones(shape))
		b.Bias = addParam(&b.Base, "bias", torch.Zeros(shape))
	}
	if b.TrackRunningStats {
		b.RunningMean = addBuffer(&b.Base, "running_mean", torch.Zeros(shape))
		b.RunningVar = addBuffer(&b.Base, "running_var", torch.Ones(shape))
		b.NumBatchesTracked = addBuffer(&b.Base, "num_batches_tracked",
			torch.Zeros(nil, torch.ZerosOptions{Dtype: torch.Some(torch.Int64)}))
	}
	return finish(b, nil)
}

// Forward normalises x, as _BatchNorm.forward: in training mode it counts
// the batch and updates the running statistics.
func (b *BatchNorm) Forward(x *torch.Tensor) *torch.Tensor {
	if f := b.failed(); f != nil {
		return f
	}
	if err := x.Err(); err != nil {
		return x
	}
	shape := x.Shape()
	ok := false
	for _, d := range b.dims {
		ok = ok || int64(len(shape)) == d
	}
	if !ok {
		return torch.Chain(nil, fmt.Errorf("nn: BatchNorm: expected a %v-D input, got %d-D", b.dims, len(shape)))
	}
	training := b.IsTraining()
	momentum := b.Momentum
	if b.CumulativeAverage {
		momentum = 0 // Python's exponential_average_factor outside training
	}
	if training {
		// F.batch_norm's _verify_batch_size.
		per := int64(1)
		for i, s := range shape {
			if i != 1 {
				per *= s
			}
		}
		if per == 1 {
			return torch.Chain(nil, fmt.Errorf("nn: BatchNorm: expected more than 1 value per channel when training, got input size %v", shape))
		}
		if b.TrackRunningStats {
			if err := incrementCount(b.NumBatchesTracked); err != nil {
				return torch.Chain(nil, err)
			}
			if b.CumulativeAverage {
				n, err := b.NumBatchesTracked.ItemInt()
				if err != nil {
					return torch.Chain(nil, err)
				}
				momentum = 1 / float64(n)
			}
		}
	}
	return torch.BatchNorm(x, b.Weight, b.Bias, b.RunningMean, b.RunningVar,
		training || !b.TrackRunningStats, momentum, b.Eps, true)
}
