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
		l.Weight = addParam(&l.Base, "weight", torch.Ones(slices.Clone(normalizedShape)))
		l.Bias = addParam(&l.Base, "bias", torch.Zeros(slices.Clone(normalizedShape)))
	}
	return finish(l, nil)
}

// Forward returns the normalised x (F.layer_norm).
func (l *LayerNorm) Forward(x *torch.Tensor) *torch.Tensor {
	if f := l.failed(); f != nil {
		return f
	}
	return torch.LayerNorm(x, slices.Clone(l.NormalizedShape), torch.LayerNormOptions{
		Weight: l.Weight, Bias: l.Bias, Eps: torch.Some(l.Eps),
	})
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
		if err := e.Weight.Normal_().Err(); err != nil {
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
		return row.Zero_().Err()
	})
}

// Forward returns the rows of Weight at the indices x (an integer
// tensor): shape x's shape followed by EmbeddingDim (F.embedding).
func (e *Embedding) Forward(x *torch.Tensor) *torch.Tensor {
	if f := e.failed(); f != nil {
		return f
	}
	return torch.Embedding(e.Weight, x, torch.EmbeddingOptions{
		PaddingIdx: torch.Some(e.PaddingIdx.Or(-1)),
	})
}
