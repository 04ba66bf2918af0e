package nn

import (
	"fmt"
	"math"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Bilinear is nn.Bilinear: y = x1ᵀ·Weight·x2 + Bias, Weight
// (OutFeatures, In1Features, In2Features), Bias (OutFeatures) or nil.
type Bilinear struct {
	Base
	In1Features, In2Features, OutFeatures int64
	Weight, Bias                          *torch.Tensor
}

// BilinearOptions holds Bilinear's optional arguments.
type BilinearOptions struct {
	Bias torch.Opt[bool] // defaults to true
}

// NewBilinear returns nn.Bilinear(in1_features, in2_features,
// out_features, bias=True): Weight and Bias uniform in ±1/√in1_features,
// drawn as PyTorch draws them.
func NewBilinear(in1Features, in2Features, outFeatures int64, opts ...BilinearOptions) *Bilinear {
	b := &Bilinear{In1Features: in1Features, In2Features: in2Features, OutFeatures: outFeatures}
	if in1Features < 0 || in2Features < 0 || outFeatures < 0 {
		b.Fail(fmt.Errorf("nn: Bilinear(%d, %d, %d): negative size", in1Features, in2Features, outFeatures))
		return b
	}
	b.Weight = newParam(&b.Base, "weight", outFeatures, in1Features, in2Features)
	if lastOption(opts).Bias.Or(true) {
		b.Bias = newParam(&b.Base, "bias", outFeatures)
	}
	return finish(b, func() error {
		bound := 1 / math.Sqrt(float64(in1Features))
		if err := uniform_(b.Weight, bound); err != nil || b.Bias == nil {
			return err
		}
		return uniform_(b.Bias, bound)
	})
}

// Forward returns the bilinear form of x1 (…, In1Features) and x2 (…,
// In2Features): (…, OutFeatures) (F.bilinear). Taking two inputs, a
// Bilinear is an AnyModule, not a Module.
func (b *Bilinear) Forward(x1, x2 *torch.Tensor) *torch.Tensor {
	if f := b.failed(); f != nil {
		return f
	}
	return torch.Bilinear(x1, x2, b.Weight, torch.BilinearOptions{Bias: b.Bias})
}
