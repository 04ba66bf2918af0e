package nn

import (
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Linear is nn.Linear: y = x·Weightᵀ + Bias, Weight (OutFeatures,
// InFeatures), Bias (OutFeatures) or nil.
type Linear struct {
	Base
	InFeatures, OutFeatures int64
	Weight, Bias            *torch.Tensor
}

// LinearOptions holds Linear's optional arguments; the zero value of a
// field means its default.
type LinearOptions struct {
	Bias torch.Opt[bool] // defaults to true
}

// NewLinear returns nn.Linear(in_features, out_features, bias=True),
// initialised as PyTorch initialises it.
func NewLinear(inFeatures, outFeatures int64, opts ...LinearOptions) *Linear {
	o := lastOption(opts)
	l := &Linear{InFeatures: inFeatures, OutFeatures: outFeatures}
	if inFeatures < 0 || outFeatures < 0 {
		l.Fail(fmt.Errorf("nn: Linear(%d, %d): negative size", inFeatures, outFeatures))
		return l
	}
	l.Weight = newParam(&l.Base, "weight", outFeatures, inFeatures)
	if o.Bias.Or(true) {
		l.Bias = newParam(&l.Base, "bias", outFeatures)
	}
	return finish(l, func() error { return resetParameters(l.Weight, l.Bias, inFeatures) })
}

// Forward returns x·Weightᵀ + Bias (F.linear).
func (l *Linear) Forward(x *torch.Tensor) *torch.Tensor {
	if f := l.failed(); f != nil {
		return f
	}
	return torch.Linear(x, l.Weight, torch.LinearOptions{Bias: l.Bias})
}

// ReLU is nn.ReLU; its zero value is ready to use.
type ReLU struct{ Base }

// Forward returns max(x, 0).
func (*ReLU) Forward(x *torch.Tensor) *torch.Tensor { return x.Relu() }

// Tanh is nn.Tanh; its zero value is ready to use.
type Tanh struct{ Base }

// Forward returns tanh(x).
func (*Tanh) Forward(x *torch.Tensor) *torch.Tensor { return x.Tanh() }

// Sigmoid is nn.Sigmoid; its zero value is ready to use.
type Sigmoid struct{ Base }

// Forward returns 1/(1+exp(-x)).
func (*Sigmoid) Forward(x *torch.Tensor) *torch.Tensor { return x.Sigmoid() }

// GELU is nn.GELU(approximate='none'); its zero value is ready to use.
type GELU struct {
	Base
	Approximate string // "none" (""), or "tanh"
}

// Forward returns gelu(x).
func (g *GELU) Forward(x *torch.Tensor) *torch.Tensor {
	approximate := g.Approximate
	if approximate == "" {
		approximate = "none"
	}
	return torch.Gelu(x, torch.GeluOptions{Approximate: torch.Some(approximate)})
}

// Dropout is nn.Dropout: in training mode it zeroes each element with
// probability P and scales the rest by 1/(1-P); in evaluation mode it is
// the identity.
type Dropout struct {
	Base
	P float64
}

// DropoutOptions holds Dropout's optional arguments.
type DropoutOptions struct {
	P torch.Opt[float64] // defaults to 0.5
}

// NewDropout returns nn.Dropout(p=0.5).
func NewDropout(opts ...DropoutOptions) *Dropout {
	d := &Dropout{P: lastOption(opts).P.Or(0.5)}
	if !(d.P >= 0 && d.P <= 1) {
		d.Fail(fmt.Errorf("nn: dropout probability has to be between 0 and 1, but got %v", d.P))
	}
	return d
}

// Forward applies dropout in training mode; in evaluation mode it returns
// a new handle of x's tensor.
func (d *Dropout) Forward(x *torch.Tensor) *torch.Tensor {
	if f := d.failed(); f != nil {
		return f
	}
	return torch.Dropout(x, d.P, d.IsTraining())
}

// Flatten is nn.Flatten(start_dim=1, end_dim=-1).
type Flatten struct {
	Base
	StartDim, EndDim int64
}

// FlattenOptions holds Flatten's optional arguments.
type FlattenOptions struct {
	StartDim torch.Opt[int64] // defaults to 1
	EndDim   torch.Opt[int64] // defaults to -1
}

// NewFlatten returns nn.Flatten(start_dim=1, end_dim=-1).
func NewFlatten(opts ...FlattenOptions) *Flatten {
	o := lastOption(opts)
	return &Flatten{StartDim: o.StartDim.Or(1), EndDim: o.EndDim.Or(-1)}
}

// Forward flattens dimensions StartDim to EndDim of x into one.
func (f *Flatten) Forward(x *torch.Tensor) *torch.Tensor {
	return x.FlattenUsingInts(torch.FlattenUsingIntsOptions{StartDim: torch.Some(f.StartDim), EndDim: torch.Some(f.EndDim)})
}
