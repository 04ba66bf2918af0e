package nn

import (
	"fmt"
	"slices"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// LayerNorm is nn.LayerNorm: it normalises x over its last
// len(NormalizedShape) dimensions, which must equal NormalizedShape, then
// scales by Weight and adds Bias (nil without ElementwiseAffine).
type LayerNorm struct {
	Base
	NormalizedShape   []int64
	Eps               float64
	ElementwiseAffine bool
	Weight, Bias      *torch.Tensor
}

// LayerNormOptions holds LayerNorm's optional arguments; the zero value of
// a field means its default.
type LayerNormOptions struct {
	Eps               torch.Opt[float64] // defaults to 1e-5
	ElementwiseAffine torch.Opt[bool]    // defaults to true
}

// NewLayerNorm returns nn.LayerNorm(normalized_shape, eps=1e-5,
// elementwise_affine=True): Weight ones and Bias zeros of that shape.
func NewLayerNorm(normalizedShape []int64, opts ...LayerNormOptions) *LayerNorm {
	o := lastOption(opts)
	l := &LayerNorm{NormalizedShape: slices.Clone(normalizedShape), Eps: o.Eps.Or(1e-5),
		ElementwiseAffine: o.ElementwiseAffine.Or(true)}
	for _, s := range normalizedShape {
		if s < 0 {
			l.Fail(fmt.Errorf("nn: LayerNorm(%v): negative size", normalizedShape))
			return l
		}
	}
	if l.ElementwiseAffine {
		l.Weight = addParam(&l.Base, "weight", torch.Chain(torch.Ones(slices.Clone(normalizedShape))))
		l.Bias = addParam(&l.Base, "bias", torch.Chain(torch.Zeros(slices.Clone(normalizedShape))))
	}
	return finish(l, nil)
}

// Forward returns the normalised x (F.layer_norm).
func (l *LayerNorm) Forward(x *torch.Tensor) *torch.Tensor {
	if f := l.failed(); f != nil {
		return f
	}
	return torch.Chain(torch.LayerNorm(x, slices.Clone(l.NormalizedShape), torch.LayerNormOptions{
		Weight: l.Weight, Bias: l.Bias, Eps: torch.Some(l.Eps),
	}))
}

// Embedding is nn.Embedding: a lookup table Weight (NumEmbeddings,
// EmbeddingDim) whose rows Forward picks by index. PaddingIdx, when set
// (non-negative, as PyTorch stores it), is a row of zeros that receives
// no gradient.
type Embedding struct {
	Base
	NumEmbeddings, EmbeddingDim int64
	PaddingIdx                  torch.Opt[int64]
	Weight                      *torch.Tensor
}

// EmbeddingOptions holds Embedding's optional arguments.
type EmbeddingOptions struct {
	PaddingIdx torch.Opt[int64] // defaults to None; negative counts from the end
}

// NewEmbedding returns nn.Embedding(num_embeddings, embedding_dim,
// padding_idx=None), Weight drawn from N(0, 1) as PyTorch draws it, with
// the padding row zeroed.
func NewEmbedding(numEmbeddings, embeddingDim int64, opts ...EmbeddingOptions) *Embedding {
	o := lastOption(opts)
	e := &Embedding{NumEmbeddings: numEmbeddings, EmbeddingDim: embeddingDim}
	if numEmbeddings < 0 || embeddingDim < 0 {
		e.Fail(fmt.Errorf("nn: Embedding(%d, %d): negative size", numEmbeddings, embeddingDim))
		return e
	}
	if p, ok := o.PaddingIdx.Get(); ok {
		if p >= numEmbeddings || p < -numEmbeddings {
			e.Fail(fmt.Errorf("nn: Embedding: padding_idx %d must be within num_embeddings %d", p, numEmbeddings))
			return e
		}
		if p < 0 {
			p += numEmbeddings
		}
		e.PaddingIdx = torch.Some(p)
	}
	e.Weight = newParam(&e.Base, "weight", numEmbeddings, embeddingDim)
	return finish(e, func() error { return e.init() })
}

// init draws Weight from N(0, 1) and zeroes the padding row.
func (e *Embedding) init() error {
	return torch.NoGrad(func() error {
		if err := e.Weight.Normal_(); err != nil {
			return err
		}
		p, ok := e.PaddingIdx.Get()
		if !ok {
			return nil
		}
		row := e.Weight.SelectInt(0, p)
		defer row.Free()
		if err := row.Err(); err != nil {
			return err
		}
		return row.Zero_()
	})
}

// Forward returns the rows of Weight at the indices x (an integer
// tensor): shape x's shape followed by EmbeddingDim (F.embedding).
func (e *Embedding) Forward(x *torch.Tensor) *torch.Tensor {
	if f := e.failed(); f != nil {
		return f
	}
	return torch.Chain(torch.Embedding(e.Weight, x, torch.EmbeddingOptions{
		PaddingIdx: torch.Some(e.PaddingIdx.Or(-1)),
	}))
}

// PoolOptions holds the optional arguments of MaxPool2d and AvgPool2d;
// one value stands for both dimensions, as Python's int does.
type PoolOptions struct {
	Stride  torch.Opt[int64] // defaults to the kernel size
	Padding torch.Opt[int64] // defaults to 0
}

// poolArgs returns the pooling window's sizes for both dimensions and
// says why they are out of range, or nil.
func poolArgs(kernelSize int64, opts []PoolOptions) (k, s, p [2]int64, err error) {
	o := lastOption(opts)
	st, pad := o.Stride.Or(kernelSize), o.Padding.Or(0)
	if kernelSize <= 0 || st <= 0 || pad < 0 {
		err = fmt.Errorf("nn: pooling kernel %d, stride %d, padding %d: kernel and stride must be positive, padding non-negative", kernelSize, st, pad)
	}
	return [2]int64{kernelSize, kernelSize}, [2]int64{st, st}, [2]int64{pad, pad}, err
}

func ints(p [2]int64) []int64 { return []int64{p[0], p[1]} }

// MaxPool2d is nn.MaxPool2d(kernel_size, stride=kernel_size, padding=0)
// with dilation 1 and ceil_mode False.
type MaxPool2d struct {
	Base
	KernelSize, Stride, Padding [2]int64
}

// NewMaxPool2d returns nn.MaxPool2d(kernel_size, stride=None, padding=0).
func NewMaxPool2d(kernelSize int64, opts ...PoolOptions) *MaxPool2d {
	k, s, p, err := poolArgs(kernelSize, opts)
	m := &MaxPool2d{KernelSize: k, Stride: s, Padding: p}
	m.Fail(err)
	return m
}

// Forward returns the maxima over the windows of x, (N, C, H, W) or (C,
// H, W) (F.max_pool2d).
func (m *MaxPool2d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := m.failed(); f != nil {
		return f
	}
	return torch.Chain(torch.MaxPool2d(x, ints(m.KernelSize), torch.MaxPool2dOptions{
		Stride: torch.Some(ints(m.Stride)), Padding: torch.Some(ints(m.Padding)),
	}))
}

// AvgPool2d is nn.AvgPool2d(kernel_size, stride=kernel_size, padding=0)
// with ceil_mode False and count_include_pad True.
type AvgPool2d struct {
	Base
	KernelSize, Stride, Padding [2]int64
}

// NewAvgPool2d returns nn.AvgPool2d(kernel_size, stride=None, padding=0).
func NewAvgPool2d(kernelSize int64, opts ...PoolOptions) *AvgPool2d {
	k, s, p, err := poolArgs(kernelSize, opts)
	a := &AvgPool2d{KernelSize: k, Stride: s, Padding: p}
	a.Fail(err)
	return a
}

// Forward returns the means over the windows of x, (N, C, H, W) or (C, H,
// W), padding counted (F.avg_pool2d).
func (a *AvgPool2d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	return torch.Chain(torch.AvgPool2d(x, ints(a.KernelSize), torch.AvgPool2dOptions{
		Stride: torch.Some(ints(a.Stride)), Padding: torch.Some(ints(a.Padding)),
	}))
}

// AdaptiveAvgPool2d is nn.AdaptiveAvgPool2d(output_size): it averages x
// over windows chosen to give OutputSize (height, width).
type AdaptiveAvgPool2d struct {
	Base
	OutputSize [2]int64
}

// NewAdaptiveAvgPool2d returns nn.AdaptiveAvgPool2d((h, w)).
func NewAdaptiveAvgPool2d(h, w int64) *AdaptiveAvgPool2d {
	a := &AdaptiveAvgPool2d{OutputSize: [2]int64{h, w}}
	if h < 0 || w < 0 {
		a.Fail(fmt.Errorf("nn: AdaptiveAvgPool2d((%d, %d)): negative size", h, w))
	}
	return a
}

// Forward returns the pooled x, (N, C, H, W) or (C, H, W)
// (F.adaptive_avg_pool2d).
func (a *AdaptiveAvgPool2d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	return torch.Chain(torch.AdaptiveAvgPool2d(x, ints(a.OutputSize)))
}
