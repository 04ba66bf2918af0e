package nn

import torch "github.com/gotorchgen/gotorchgen/generated/torch"

// Func is a layer that is a Go function, for a step of a Sequential that
// needs no parameters: what Python writes as a small nn.Module whose
// forward is one expression (or a lambda in a list of layers), and tch-rs
// as nn::func. It has no parameters, buffers or children, so a state dict
// does not see it.
type Func struct {
	Base
	F func(x *torch.Tensor) *torch.Tensor
}

// NewFunc returns a layer whose Forward is f:
// nn.NewSequential(nn.NewLinear(4, 8), nn.NewFunc(func(x *torch.Tensor) *torch.Tensor { return x.Relu().Mul(x) })).
func NewFunc(f func(x *torch.Tensor) *torch.Tensor) *Func { return &Func{F: f} }

// Forward returns F(x); a failed x passes through without calling F.
func (f *Func) Forward(x *torch.Tensor) *torch.Tensor {
	if err := x.Err(); err != nil {
		return x
	}
	return f.F(x)
}
