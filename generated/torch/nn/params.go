package nn

import (
	"math"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Making parameters and initialising them as torch.nn.init does, with
// Python's float arithmetic, so that the same seed gives the same bits.

// newParam makes an uninitialised float32 tensor of the shape and
// registers it as the parameter name (a failure is b's, as addParam's).
func newParam(b *Base, name string, shape ...int64) *torch.Tensor {
	if b.err != nil { // no more memory for a module that failed
		return torch.Chain(nil, b.err)
	}
	return addParam(b, name, torch.EmptyMemoryFormat(shape))
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
func finish[M AnyModule](m M, init func() error) M {
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
		return t.Uniform_(torch.Uniform_Options{From: torch.Some(-bound), To: torch.Some(bound)}).Err()
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

// xavierStd is init.xavier_normal_'s standard deviation (gain 1), from
// _calculate_fan_in_and_fan_out, in Python's float arithmetic.
func xavierStd(t *torch.Tensor) float64 {
	shape := t.Shape()
	receptive := int64(1)
	for _, s := range shape[2:] {
		receptive *= s
	}
	fanIn, fanOut := shape[1]*receptive, shape[0]*receptive
	return math.Sqrt(2.0 / float64(fanIn+fanOut))
}

// xavierBound is init.xavier_uniform_'s bound (gain 1).
func xavierBound(t *torch.Tensor) float64 { return math.Sqrt(3.0) * xavierStd(t) }
