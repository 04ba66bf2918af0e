package data

import (
	"errors"
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// CollateFunc makes a batch of samples (Python's collate_fn): samples[k]
// is sample k's tensors. The samples are the loader's, freed after the
// call; the batch it returns is the loader's too, freed after the loop
// body (a tensor of the batch may be one of the samples': the loader then
// frees it once).
type CollateFunc func(samples [][]*torch.Tensor) ([]*torch.Tensor, error)

// DefaultCollate stacks the samples' tensors position by position: the
// batch's tensor j is torch.stack([s[j] for s in samples]), a new
// outer dimension of len(samples). Numbers are 0-dim tensors (Float,
// Int), stacked into 1-D ones. The samples must have the same number of
// tensors, and a position's tensors the same shape.
//
// PyTorch: torch.utils.data.default_collate (of a sequence of tensors)
func DefaultCollate(samples [][]*torch.Tensor) ([]*torch.Tensor, error) {
	if len(samples) == 0 {
		return nil, errors.New("data: DefaultCollate: no samples")
	}
	width := len(samples[0])
	for _, s := range samples[1:] {
		if len(s) != width {
			return nil, errors.New("data: DefaultCollate: each element in list of batch should be of equal size")
		}
	}
	out := make([]*torch.Tensor, width)
	col := make([]*torch.Tensor, len(samples))
	for j := range width {
		for k, s := range samples {
			if s[j] == nil {
				freeAll(out[:j])
				return nil, fmt.Errorf("data: DefaultCollate: sample %d: tensor %d is nil", k, j)
			}
			col[k] = s[j]
		}
		out[j] = torch.Stack(col, torch.StackOptions{})
		if err := out[j].Err(); err != nil {
			freeAll(out[:j+1])
			return nil, fmt.Errorf("data: DefaultCollate: tensor %d: %w", j, err)
		}
	}
	return out, nil
}
