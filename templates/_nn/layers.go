package nn

import (
	"fmt"
	"math"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// newParam makes an uninitialised float32 tensor of the shape and
// registers it as the parameter name (a failure is b's, as addParam's).
func newParam(b *Base, name string, shape ...int64) *torch.Tensor {
	if b.err != nil { // no more memory for a module that failed
		return torch.Chain(nil, b.err)
	}
	return addParam(b, name, torch.Chain(torch.EmptyMemoryFormat(shape)))
}

// addParam registers t as the parameter name and returns it. On a failure,
// recorded as b's, it frees t and returns a tensor carrying the failure.
func addParam(b *Base, name string, t *torch.Tensor) *torch.Tensor {
	if err := b.RegisterParameter(name, t); err != nil {
		t.Free()
		return torch.Chain(nil, err)
	}
	return t
}

// addBuffer is addParam for a buffer.
func addBuffer(b *Base, name string, t *torch.Tensor) *torch.Tensor {
	if err := b.RegisterBuffer(name, t); err != nil {
		t.Free()
		return torch.Chain(nil, err)
	}
	return t
}

// finish ends a constructor: unless m failed already it runs init (nil:
// none) and records its failure; a failed module's tensors are freed.
func finish[M Module](m M, init func() error) M {
	b := m.module()
	if b.err == nil && init != nil {
		b.Fail(init())
	}
	if b.err != nil {
		b.Free()
	}
	return m
}

// uniform_ fills t uniformly in [-bound, bound) without recording it.
func uniform_(t *torch.Tensor, bound float64) error {
	return torch.NoGrad(func() error {
		return t.Uniform_(torch.Uniform_Options{From: torch.Some(-bound), To: torch.Some(bound)})
	})
}

// resetParameters initialises weight and bias (nil: none) as PyTorch's
// Linear and ConvNd do: init.kaiming_uniform_(weight, a=√5), then the bias
// uniformly in ±1/√fanIn, in that order, with PyTorch's own float
// arithmetic, so that the same seed gives the same bits.
func resetParameters(weight, bias *torch.Tensor, fanIn int64) error {
	if weight.Numel() > 0 { // kaiming_uniform_ leaves an empty tensor alone
		a := math.Sqrt(5)
		gain := math.Sqrt(2.0 / (1 + a*a)) // calculate_gain("leaky_relu", a)
		std := gain / math.Sqrt(float64(fanIn))
		if err := uniform_(weight, math.Sqrt(3.0)*std); err != nil {
			return err
		}
	}
	if bias == nil {
		return nil
	}
	bound := 0.0
	if fanIn > 0 {
		bound = 1 / math.Sqrt(float64(fanIn))
	}
	return uniform_(bias, bound)
}

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
	return torch.Chain(torch.Linear(x, l.Weight, torch.LinearOptions{Bias: l.Bias}))
}

// Conv2d is nn.Conv2d with zero padding: Weight (OutChannels,
// InChannels/Groups, kh, kw), Bias (OutChannels) or nil.
type Conv2d struct {
	Base
	InChannels, OutChannels int64
	KernelSize, Stride      [2]int64
	Padding, Dilation       [2]int64
	Groups                  int64
	Weight, Bias            *torch.Tensor
}

// Conv2dOptions holds Conv2d's optional arguments; the zero value of a
// field means its default. One value stands for both dimensions, as
// Python's int does.
type Conv2dOptions struct {
	Stride   torch.Opt[int64] // defaults to 1
	Padding  torch.Opt[int64] // defaults to 0
	Dilation torch.Opt[int64] // defaults to 1
	Groups   torch.Opt[int64] // defaults to 1
	Bias     torch.Opt[bool]  // defaults to true
}

// NewConv2d returns nn.Conv2d(in_channels, out_channels, kernel_size,
// stride=1, padding=0, dilation=1, groups=1, bias=True) with a square
// kernel, initialised as PyTorch initialises it.
func NewConv2d(inChannels, outChannels, kernelSize int64, opts ...Conv2dOptions) *Conv2d {
	o := lastOption(opts)
	stride, padding, dilation := o.Stride.Or(1), o.Padding.Or(0), o.Dilation.Or(1)
	groups := o.Groups.Or(1)
	c := &Conv2d{
		InChannels: inChannels, OutChannels: outChannels,
		KernelSize: [2]int64{kernelSize, kernelSize}, Stride: [2]int64{stride, stride},
		Padding: [2]int64{padding, padding}, Dilation: [2]int64{dilation, dilation},
		Groups: groups,
	}
	switch {
	case groups <= 0:
		c.Fail(fmt.Errorf("nn: Conv2d: groups must be a positive integer, not %d", groups))
	case inChannels%groups != 0 || outChannels%groups != 0:
		c.Fail(fmt.Errorf("nn: Conv2d: in_channels %d and out_channels %d must be divisible by groups %d", inChannels, outChannels, groups))
	case inChannels < 0 || outChannels < 0 || kernelSize <= 0 || stride <= 0 || padding < 0 || dilation <= 0:
		c.Fail(fmt.Errorf("nn: Conv2d(%d, %d, %d, stride=%d, padding=%d, dilation=%d): a size out of range", inChannels, outChannels, kernelSize, stride, padding, dilation))
	}
	if c.Err() != nil {
		return c
	}
	c.Weight = newParam(&c.Base, "weight", outChannels, inChannels/groups, kernelSize, kernelSize)
	if o.Bias.Or(true) {
		c.Bias = newParam(&c.Base, "bias", outChannels)
	}
	return finish(c, func() error {
		return resetParameters(c.Weight, c.Bias, inChannels/groups*kernelSize*kernelSize)
	})
}

// Forward returns the convolution of x, (N, C, H, W) or (C, H, W)
// (F.conv2d).
func (c *Conv2d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := c.failed(); f != nil {
		return f
	}
	// Copies: cgo refuses a pointer into c, which holds Go pointers.
	pair := func(p [2]int64) torch.Opt[[]int64] { return torch.Some([]int64{p[0], p[1]}) }
	return torch.Chain(torch.Conv2d(x, c.Weight, torch.Conv2dOptions{
		Bias: c.Bias, Stride: pair(c.Stride), Padding: pair(c.Padding),
		Dilation: pair(c.Dilation), Groups: torch.Some(c.Groups),
	}))
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
	return torch.Chain(torch.Gelu(x, torch.GeluOptions{Approximate: torch.Some(approximate)}))
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
	return torch.Chain(torch.Dropout(x, d.P, d.IsTraining()))
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
