//go:build cgo

package torch

// The losses are ATen's operators (CrossEntropyLoss, NllLoss, MseLoss,
// L1Loss, SmoothL1Loss, BinaryCrossEntropy, BinaryCrossEntropyWithLogits,
// KlDiv), which compute what torch.nn.functional's do, label smoothing and
// class-probability targets of cross_entropy included. The one functional
// form ATen lacks is kl_div's reduction "batchmean", which Python writes
// over the operator: it is here.

// KlDivBatchmeanOptions holds KlDivBatchmean's optional arguments; the zero value of a field means its default.
type KlDivBatchmeanOptions struct {
	// LogTarget (target holds log-probabilities) defaults to false.
	LogTarget Opt[bool]
}

// KlDivBatchmean is the Kullback-Leibler divergence summed and divided by
// the batch size (input's first dimension; a 0-dim input is not divided),
// PyTorch's kl_div with reduction="batchmean", the mathematically right
// reduction that Python advises over "mean" (which KlDiv's ReductionMean
// is: it divides by every element). input holds log-probabilities.
//
// PyTorch: torch.nn.functional.kl_div(input, target, reduction="batchmean", log_target=False)
func KlDivBatchmean(input, target *Tensor, opts ...KlDivBatchmeanOptions) (*Tensor, error) {
	o := rtLastOption(opts)
	sum, err := KlDiv(input, target, KlDivOptions{Reduction: Some(ReductionSum), LogTarget: o.LogTarget}).Result()
	if err != nil || input.Dim() == 0 {
		return sum, err
	}
	defer sum.Free()
	out := sum.Div(Int(input.Shape()[0]))
	if err := out.Err(); err != nil {
		out.Free()
		return nil, err
	}
	return out, nil
}
