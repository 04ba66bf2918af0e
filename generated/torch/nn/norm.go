package nn

import (
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// GroupNorm is nn.GroupNorm: it normalises x (N, C, …) over groups of
// NumChannels/NumGroups channels, then scales each channel by Weight and
// adds Bias (nil without Affine).
type GroupNorm struct {
	Base
	NumGroups, NumChannels int64
	Eps                    float64
	Affine                 bool
	Weight, Bias           *torch.Tensor
}

// GroupNormOptions holds GroupNorm's optional arguments.
type GroupNormOptions struct {
	Eps    torch.Opt[float64] // defaults to 1e-5
	Affine torch.Opt[bool]    // defaults to true
}

// NewGroupNorm returns nn.GroupNorm(num_groups, num_channels, eps=1e-5,
// affine=True): Weight ones and Bias zeros (NumChannels).
func NewGroupNorm(numGroups, numChannels int64, opts ...GroupNormOptions) *GroupNorm {
	o := lastOption(opts)
	g := &GroupNorm{NumGroups: numGroups, NumChannels: numChannels, Eps: o.Eps.Or(1e-5), Affine: o.Affine.Or(true)}
	if numGroups <= 0 || numChannels < 0 || numChannels%numGroups != 0 {
		g.Fail(fmt.Errorf("nn: GroupNorm(%d, %d): num_channels must be divisible by num_groups", numGroups, numChannels))
		return g
	}
	if g.Affine {
		g.Weight = addParam(&g.Base, "weight", torch.Ones([]int64{numChannels}))
		g.Bias = addParam(&g.Base, "bias", torch.Zeros([]int64{numChannels}))
	}
	return finish(g, nil)
}

// Forward returns the normalised x (F.group_norm).
func (g *GroupNorm) Forward(x *torch.Tensor) *torch.Tensor {
	if f := g.failed(); f != nil {
		return f
	}
	if err := x.Err(); err != nil {
		return x
	}
	shape := x.Shape()
	if len(shape) < 2 {
		return torch.Chain(nil, fmt.Errorf("nn: GroupNorm: expected at least 2 dimensions for input tensor but received %d", len(shape)))
	}
	// F.group_norm's _verify_batch_size.
	per := shape[0] * shape[1] / g.NumGroups
	for _, s := range shape[2:] {
		per *= s
	}
	if per == 1 {
		return torch.Chain(nil, fmt.Errorf("nn: GroupNorm: expected more than 1 value per channel when training, got input size %v", shape))
	}
	return torch.GroupNorm(x, g.NumGroups, torch.GroupNormOptions{
		Weight: g.Weight, Bias: g.Bias, Eps: torch.Some(g.Eps), CudnnEnabled: torch.Some(true),
	})
}
