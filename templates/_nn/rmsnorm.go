package nn

import (
	"fmt"
	"slices"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// RMSNorm is nn.RMSNorm (PyTorch 2.4): it divides x by the root mean
// square of its last len(NormalizedShape) dimensions, which must equal
// NormalizedShape, then scales by Weight (nil without
// ElementwiseAffine). libtorch 1.13 has no rms_norm: Forward computes it
// with the operators PyTorch 2's CPU kernel uses (rms_norm_composite), in
// its order, and gives its bits.
type RMSNorm struct {
	Base
	NormalizedShape []int64
	// Eps is added to the mean square; unset, the machine epsilon of the
	// computation's dtype (float32's for float16, bfloat16 and float32
	// inputs, float64's for float64), as PyTorch's eps=None.
	Eps               torch.Opt[float64]
	ElementwiseAffine bool
	Weight            *torch.Tensor
}

// RMSNormOptions holds RMSNorm's optional arguments; the zero value of a
// field means its default.
type RMSNormOptions struct {
	Eps               torch.Opt[float64] // defaults to None: torch.finfo(x.dtype).eps
	ElementwiseAffine torch.Opt[bool]    // defaults to true
}

// NewRMSNorm returns nn.RMSNorm(normalized_shape, eps=None,
// elementwise_affine=True): Weight ones of that shape.
func NewRMSNorm(normalizedShape []int64, opts ...RMSNormOptions) *RMSNorm {
	o := lastOption(opts)
	r := &RMSNorm{NormalizedShape: slices.Clone(normalizedShape), Eps: o.Eps,
		ElementwiseAffine: o.ElementwiseAffine.Or(true)}
	for _, s := range normalizedShape {
		if s < 0 {
			r.Fail(fmt.Errorf("nn: RMSNorm(%v): negative size", normalizedShape))
			return r
		}
	}
	if r.ElementwiseAffine {
		r.Weight = addParam(&r.Base, "weight", torch.Ones(slices.Clone(normalizedShape)))
	}
	return finish(r, nil)
}

// machineEpsilon is std::numeric_limits<opmath_t>::epsilon().
func machineEpsilon(dtype torch.DType) float64 {
	if dtype == torch.Float64 || dtype == torch.Complex128 {
		return 0x1p-52
	}
	return 0x1p-23
}

// opmathType is at::opmath_type: float32 for float16 and bfloat16.
func opmathType(dtype torch.DType) torch.DType {
	if dtype == torch.Float16 || dtype == torch.BFloat16 {
		return torch.Float32
	}
	return dtype
}

// Forward returns the normalised x (F.rms_norm): PyTorch 2's
// rms_norm_composite, x upcast to its opmath type u, then
// u · rsqrt(mean(u², last dims) + eps) · Weight, cast back to x's dtype.
func (r *RMSNorm) Forward(x *torch.Tensor) *torch.Tensor {
	if f := r.failed(); f != nil {
		return f
	}
	if err := x.Err(); err != nil {
		return x
	}
	shape, n := x.Shape(), len(r.NormalizedShape)
	if len(shape) < n || !slices.Equal(shape[len(shape)-n:], r.NormalizedShape) {
		return torch.Chain(nil, fmt.Errorf("nn: RMSNorm: given normalized_shape=%v, expected input with shape [*, %v], but got input of size %v",
			r.NormalizedShape, r.NormalizedShape, shape))
	}
	if !x.DType().IsFloatingPoint() {
		return torch.Chain(nil, fmt.Errorf("nn: RMSNorm: rms_norm is not implemented for %v", x.DType()))
	}
	dims := make([]int64, n)
	for i := range dims {
		dims[i] = int64(i - n)
	}
	op := opmathType(x.DType())
	out, err := torch.WithScopeValue(func(*torch.Scope) (*torch.Tensor, error) {
		eps := r.Eps.Or(machineEpsilon(op))
		if op == torch.Float32 {
			eps = float64(float32(eps)) // opmath_t eps_val
		}
		u := x
		if op != x.DType() {
			u = x.ToDtype(op)
		}
		ms := square(u).MeanDim(torch.Some(dims), torch.MeanDimOptions{Keepdim: torch.Some(true)})
		y := u.Mul(ms.Add(eps).Rsqrt())
		if r.Weight != nil {
			y = y.Mul(r.Weight)
		}
		if y.Err() == nil && y.DType() != x.DType() {
			y = y.ToDtype(x.DType())
		}
		return y, y.Err()
	})
	if err != nil {
		return torch.Chain(nil, fmt.Errorf("nn: RMSNorm: %w", err))
	}
	return out
}

// SiLU is nn.SiLU, x·sigmoid(x) (F.silu); its zero value is ready to use.
type SiLU struct{ Base }

// Forward returns silu(x).
func (*SiLU) Forward(x *torch.Tensor) *torch.Tensor { return torch.Silu(x) }
