package nn

import (
	"fmt"
	"math"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// MultiheadAttention is nn.MultiheadAttention, written over the generated
// operators as Python's F.multi_head_attention_forward is (libtorch
// 1.13's C++ torch::nn adds a boolean attn_mask to the scores instead of
// masking with -inf). Parameters: InProjWeight (3·EmbedDim, EmbedDim)
// when KDim and VDim equal EmbedDim, else QProjWeight, KProjWeight and
// VProjWeight; InProjBias (3·EmbedDim) or nil; BiasK and BiasV (1, 1,
// EmbedDim) with AddBiasKV; and the child OutProj, a Linear. Its Forward
// takes three tensors and returns two: it is an AnyModule, not a Module.
type MultiheadAttention struct {
	Base
	EmbedDim, NumHeads, KDim, VDim, HeadDim int64
	Dropout                                 float64
	AddZeroAttn, BatchFirst                 bool
	InProjWeight                            *torch.Tensor
	QProjWeight, KProjWeight, VProjWeight   *torch.Tensor
	InProjBias, BiasK, BiasV                *torch.Tensor
	OutProj                                 *Linear
}

// MultiheadAttentionOptions holds MultiheadAttention's optional
// arguments; the zero value of a field means its default.
type MultiheadAttentionOptions struct {
	Dropout     torch.Opt[float64] // defaults to 0, on the attention weights in training
	Bias        torch.Opt[bool]    // defaults to true
	AddBiasKV   torch.Opt[bool]    // defaults to false
	AddZeroAttn torch.Opt[bool]    // defaults to false
	KDim        torch.Opt[int64]   // defaults to embed_dim
	VDim        torch.Opt[int64]   // defaults to embed_dim
	BatchFirst  torch.Opt[bool]    // defaults to false: (L, N, E)
}

// NewMultiheadAttention returns nn.MultiheadAttention(embed_dim,
// num_heads, dropout=0.0, bias=True, add_bias_kv=False,
// add_zero_attn=False, kdim=None, vdim=None, batch_first=False),
// initialised as PyTorch initialises it: OutProj as a Linear, then the
// projections xavier-uniform, the biases zero, BiasK and BiasV
// xavier-normal, in that order.
func NewMultiheadAttention(embedDim, numHeads int64, opts ...MultiheadAttentionOptions) *MultiheadAttention {
	o := lastOption(opts)
	m := &MultiheadAttention{EmbedDim: embedDim, NumHeads: numHeads,
		KDim: o.KDim.Or(embedDim), VDim: o.VDim.Or(embedDim), Dropout: o.Dropout.Or(0),
		AddZeroAttn: o.AddZeroAttn.Or(false), BatchFirst: o.BatchFirst.Or(false)}
	switch {
	case numHeads <= 0 || embedDim <= 0 || m.KDim <= 0 || m.VDim <= 0:
		m.Fail(fmt.Errorf("nn: MultiheadAttention(%d, %d, kdim=%d, vdim=%d): sizes must be positive", embedDim, numHeads, m.KDim, m.VDim))
	case embedDim%numHeads != 0:
		m.Fail(fmt.Errorf("nn: MultiheadAttention: embed_dim %d must be divisible by num_heads %d", embedDim, numHeads))
	case !(m.Dropout >= 0 && m.Dropout <= 1):
		m.Fail(fmt.Errorf("nn: MultiheadAttention: dropout probability has to be between 0 and 1, but got %v", m.Dropout))
	}
	if m.Err() != nil {
		return m
	}
	m.HeadDim = embedDim / numHeads
	if m.sameEmbedDim() {
		m.InProjWeight = newParam(&m.Base, "in_proj_weight", 3*embedDim, embedDim)
	} else {
		m.QProjWeight = newParam(&m.Base, "q_proj_weight", embedDim, embedDim)
		m.KProjWeight = newParam(&m.Base, "k_proj_weight", embedDim, m.KDim)
		m.VProjWeight = newParam(&m.Base, "v_proj_weight", embedDim, m.VDim)
	}
	bias := o.Bias.Or(true)
	if bias {
		m.InProjBias = newParam(&m.Base, "in_proj_bias", 3*embedDim)
	}
	if m.Err() == nil {
		m.OutProj = NewLinear(embedDim, embedDim, LinearOptions{Bias: torch.Some(bias)})
		m.RegisterModule("out_proj", m.OutProj)
	}
	if o.AddBiasKV.Or(false) {
		m.BiasK = newParam(&m.Base, "bias_k", 1, 1, embedDim)
		m.BiasV = newParam(&m.Base, "bias_v", 1, 1, embedDim)
	}
	return finish(m, m.resetParameters)
}

func (m *MultiheadAttention) sameEmbedDim() bool { return m.KDim == m.EmbedDim && m.VDim == m.EmbedDim }

// resetParameters is _reset_parameters.
func (m *MultiheadAttention) resetParameters() error {
	return torch.NoGrad(func() error {
		for _, w := range []*torch.Tensor{m.InProjWeight, m.QProjWeight, m.KProjWeight, m.VProjWeight} {
			if w == nil {
				continue
			}
			if err := w.Uniform_(torch.Uniform_Options{From: torch.Some(-xavierBound(w)), To: torch.Some(xavierBound(w))}).Err(); err != nil {
				return err
			}
		}
		if m.InProjBias != nil {
			if err := m.InProjBias.Zero_().Err(); err != nil {
				return err
			}
			if err := m.OutProj.Bias.Zero_().Err(); err != nil {
				return err
			}
		}
		for _, b := range []*torch.Tensor{m.BiasK, m.BiasV} {
			if b == nil {
				continue
			}
			if err := b.Normal_(torch.Normal_Options{Mean: torch.Some(0.0), Std: torch.Some(xavierStd(b))}).Err(); err != nil {
				return err
			}
		}
		return nil
	})
}

// AttentionOptions holds the optional arguments of
// MultiheadAttention.Forward; the zero value of a field means its
// default.
type AttentionOptions struct {
	// KeyPaddingMask (N, S), or (S) unbatched: true (bool) marks a key to
	// ignore; a float mask is added to the scores.
	KeyPaddingMask *torch.Tensor
	// NeedWeights defaults to true: return the attention weights.
	NeedWeights torch.Opt[bool]
	// AttnMask (L, S) or (N·NumHeads, L, S): true (bool) forbids
	// attending (-inf, as Python); a float mask is added to the scores.
	AttnMask *torch.Tensor
	// AverageAttnWeights defaults to true: average the weights over the
	// heads, (N, L, S); false gives (N, NumHeads, L, S).
	AverageAttnWeights torch.Opt[bool]
}

// Forward attends from query (L, N, EmbedDim) to key (S, N, KDim) and
// value (S, N, VDim) ((N, L, E)… with BatchFirst; (L, E)… unbatched) as
// Python's MultiheadAttention.forward, and returns the output (L, N,
// EmbedDim) and the attention weights (nil unless NeedWeights). Passing
// the same tensor as query, key and value (or as key and value) takes
// Python's self-attention (encoder-decoder) projection path, as Python's
// "is" does. A failure travels in both results. Python's inference fast
// path (torch._native_multi_head_attention: evaluation mode without
// autograd, batch_first, …) is not taken: the general path computes the
// same attention.
func (m *MultiheadAttention) Forward(query, key, value *torch.Tensor, opts ...AttentionOptions) (attnOutput, attnWeights *torch.Tensor) {
	o := lastOption(opts)
	err := m.Err()
	for _, t := range []*torch.Tensor{query, key, value} {
		if err == nil {
			err = t.Err()
		}
	}
	if err == nil && o.KeyPaddingMask != nil {
		if err = o.KeyPaddingMask.Err(); err == nil && o.KeyPaddingMask.DType() != torch.Boolean && !o.KeyPaddingMask.DType().IsFloatingPoint() {
			err = fmt.Errorf("nn: MultiheadAttention: only bool and floating types of key_padding_mask are supported")
		}
	}
	if err == nil {
		err = torch.WithScope(func(s *torch.Scope) error {
			batched := query.Dim() == 3
			if m.BatchFirst && batched {
				if key == value {
					if query == key {
						query = query.TransposeInt(1, 0)
						key, value = query, query
					} else {
						query, key = query.TransposeInt(1, 0), key.TransposeInt(1, 0)
						value = key
					}
				} else {
					query, key, value = query.TransposeInt(1, 0), key.TransposeInt(1, 0), value.TransposeInt(1, 0)
				}
			}
			var err error
			attnOutput, attnWeights, err = m.attend(query, key, value, o)
			if err != nil {
				return err
			}
			if m.BatchFirst && batched {
				attnOutput = attnOutput.TransposeInt(1, 0)
			}
			if err := attnOutput.Err(); err != nil {
				return err
			}
			s.Keep(attnOutput, attnWeights)
			return nil
		})
	}
	if err != nil {
		f := torch.Chain(nil, err)
		return f, f
	}
	return attnOutput, attnWeights
}

// attend is F.multi_head_attention_forward, step for step.
func (m *MultiheadAttention) attend(query, key, value *torch.Tensor, o AttentionOptions) (*torch.Tensor, *torch.Tensor, error) {
	kpm, mask := o.KeyPaddingMask, o.AttnMask
	if err := m.checkShapes(query, key, value, kpm, mask); err != nil {
		return nil, nil, err
	}
	batched := query.Dim() == 3
	if !batched {
		query, key, value = query.Unsqueeze(1), key.Unsqueeze(1), value.Unsqueeze(1)
		if kpm != nil {
			kpm = kpm.Unsqueeze(0)
		}
	}
	qs, ks := query.Shape(), key.Shape()
	tgtLen, bsz, embedDim := qs[0], qs[1], qs[2]
	if embedDim != m.EmbedDim {
		return nil, nil, fmt.Errorf("nn: MultiheadAttention: was expecting embedding dimension of %d, but got %d", m.EmbedDim, embedDim)
	}
	if vs := value.Shape(); ks[0] != vs[0] || ks[1] != vs[1] || (m.sameEmbedDim() && ks[2] != vs[2]) {
		return nil, nil, fmt.Errorf("nn: MultiheadAttention: key shape %v does not match value shape %v", ks, vs)
	}
	srcLen := ks[0]
	heads, headDim := m.NumHeads, m.HeadDim
	q, k, v, err := m.project(query, key, value)
	if err != nil {
		return nil, nil, err
	}
	if mask != nil {
		switch {
		case mask.DType() == torch.Uint8:
			mask = mask.ToDtype(torch.Boolean)
		case mask.DType() != torch.Boolean && !mask.DType().IsFloatingPoint():
			return nil, nil, fmt.Errorf("nn: MultiheadAttention: only float, byte, and bool types are supported for attn_mask, not %v", mask.DType())
		}
		switch shape := mask.Shape(); len(shape) {
		case 2:
			if shape[0] != tgtLen || shape[1] != srcLen {
				return nil, nil, fmt.Errorf("nn: MultiheadAttention: the shape of the 2D attn_mask is %v, but should be [%d %d]", shape, tgtLen, srcLen)
			}
			mask = mask.Unsqueeze(0)
		case 3:
			if shape[0] != bsz*heads || shape[1] != tgtLen || shape[2] != srcLen {
				return nil, nil, fmt.Errorf("nn: MultiheadAttention: the shape of the 3D attn_mask is %v, but should be [%d %d %d]", shape, bsz*heads, tgtLen, srcLen)
			}
		default:
			return nil, nil, fmt.Errorf("nn: MultiheadAttention: attn_mask's dimension %d is not supported", len(shape))
		}
	}
	padOne := func(t *torch.Tensor) *torch.Tensor {
		if t == nil {
			return nil
		}
		return torch.Pad(t, []int64{0, 1})
	}
	if m.BiasK != nil {
		k = torch.Cat([]*torch.Tensor{k, m.BiasK.Repeat([]int64{1, bsz, 1})})
		v = torch.Cat([]*torch.Tensor{v, m.BiasV.Repeat([]int64{1, bsz, 1})})
		mask, kpm = padOne(mask), padOne(kpm)
	}
	q = q.Contiguous().View([]int64{tgtLen, bsz * heads, headDim}).TransposeInt(0, 1)
	k = k.Contiguous().View([]int64{k.Shape()[0], bsz * heads, headDim}).TransposeInt(0, 1)
	v = v.Contiguous().View([]int64{v.Shape()[0], bsz * heads, headDim}).TransposeInt(0, 1)
	if m.AddZeroAttn {
		zeros := func(like *torch.Tensor) *torch.Tensor {
			return torch.Zeros([]int64{bsz * heads, 1, headDim},
				torch.ZerosOptions{Dtype: torch.Some(like.DType()), Device: torch.Some(like.Device())})
		}
		k = torch.Cat([]*torch.Tensor{k, zeros(k)}, torch.CatOptions{Dim: torch.Some[int64](1)})
		v = torch.Cat([]*torch.Tensor{v, zeros(v)}, torch.CatOptions{Dim: torch.Some[int64](1)})
		mask, kpm = padOne(mask), padOne(kpm)
	}
	if err := k.Err(); err != nil {
		return nil, nil, err
	}
	srcLen = k.Shape()[1]
	negInf := torch.Float(math.Inf(-1))
	if kpm != nil {
		if err := kpm.Err(); err != nil {
			return nil, nil, err
		}
		if shape := kpm.Shape(); len(shape) != 2 || shape[0] != bsz || shape[1] != srcLen {
			return nil, nil, fmt.Errorf("nn: MultiheadAttention: expecting key_padding_mask shape of [%d %d], but got %v", bsz, srcLen, shape)
		}
		kpm = kpm.View([]int64{bsz, 1, 1, srcLen}).Expand([]int64{-1, heads, -1, -1}).Reshape([]int64{bsz * heads, 1, srcLen})
		switch {
		case mask == nil:
			mask = kpm
		case mask.DType() == torch.Boolean:
			mask = mask.LogicalOr(kpm)
		default:
			mask = mask.MaskedFillScalar(kpm, negInf)
		}
	}
	if mask != nil && mask.DType() == torch.Boolean {
		float, err := torch.ZerosLike(mask, torch.ZerosLikeOptions{Dtype: torch.Some(q.DType())}).Result()
		if err != nil {
			return nil, nil, err
		}
		if err := float.MaskedFill_Scalar(mask, negInf).Err(); err != nil {
			return nil, nil, err
		}
		mask = float
	}
	dropout := m.Dropout
	if !m.IsTraining() {
		dropout = 0
	}
	if !o.NeedWeights.Or(true) {
		// PyTorch 2.x computes it another way then (the stable mode's
		// attentionNoWeights); nil: as with the weights.
		if out := attentionNoWeights(q, k, v, mask, dropout, bsz, heads, tgtLen, srcLen, headDim, embedDim); out != nil {
			out = torch.Linear(out, m.OutProj.Weight, torch.LinearOptions{Bias: m.OutProj.Bias})
			out = out.View([]int64{tgtLen, bsz, embedDim})
			if !batched {
				out = out.SqueezeDim(1)
			}
			return out, nil, out.Err()
		}
	}
	qScaled := scaleQuery(q, headDim)
	var weights *torch.Tensor
	if mask != nil {
		weights = baddbmm(mask, qScaled, k.TransposeInt(-2, -1))
	} else {
		weights = torch.Bmm(qScaled, k.TransposeInt(-2, -1))
	}
	weights = weights.SoftmaxInt(-1)
	if dropout > 0 {
		weights = torch.Dropout(weights, dropout, true)
	}
	out := torch.Bmm(weights, v)
	out = out.TransposeInt(0, 1).Contiguous().View([]int64{tgtLen * bsz, embedDim})
	out = torch.Linear(out, m.OutProj.Weight, torch.LinearOptions{Bias: m.OutProj.Bias})
	out = out.View([]int64{tgtLen, bsz, embedDim})
	if !o.NeedWeights.Or(true) {
		if !batched {
			out = out.SqueezeDim(1)
		}
		return out, nil, out.Err()
	}
	weights = weights.View([]int64{bsz, heads, tgtLen, srcLen})
	if o.AverageAttnWeights.Or(true) {
		weights = weights.SumDimIntList(torch.Some([]int64{1})).Div(heads)
	}
	if !batched {
		out, weights = out.SqueezeDim(1), weights.SqueezeDim(0)
	}
	if err := out.Err(); err != nil {
		return nil, nil, err
	}
	return out, weights, weights.Err()
}

// checkShapes is _mha_shape_check.
func (m *MultiheadAttention) checkShapes(query, key, value, kpm, mask *torch.Tensor) error {
	for _, t := range []*torch.Tensor{kpm, mask} {
		if t != nil && t.Err() != nil {
			return t.Err()
		}
	}
	switch query.Dim() {
	case 3:
		if key.Dim() != 3 || value.Dim() != 3 {
			return fmt.Errorf("nn: MultiheadAttention: for batched (3-D) query, expected key and value to be 3-D but found %d-D and %d-D tensors respectively", key.Dim(), value.Dim())
		}
		if kpm != nil && kpm.Dim() != 2 {
			return fmt.Errorf("nn: MultiheadAttention: for batched (3-D) query, expected key_padding_mask to be None or 2-D but found %d-D tensor instead", kpm.Dim())
		}
	case 2:
		if key.Dim() != 2 || value.Dim() != 2 {
			return fmt.Errorf("nn: MultiheadAttention: for unbatched (2-D) query, expected key and value to be 2-D but found %d-D and %d-D tensors respectively", key.Dim(), value.Dim())
		}
		if kpm != nil && kpm.Dim() != 1 {
			return fmt.Errorf("nn: MultiheadAttention: for unbatched (2-D) query, expected key_padding_mask to be None or 1-D but found %d-D tensor instead", kpm.Dim())
		}
	default:
		return fmt.Errorf("nn: MultiheadAttention: query should be unbatched 2D or batched 3D tensor but received %d-D query tensor", query.Dim())
	}
	if mask != nil && mask.Dim() != 2 && mask.Dim() != 3 {
		return fmt.Errorf("nn: MultiheadAttention: expected attn_mask to be None, 2-D or 3-D but found %d-D tensor instead", mask.Dim())
	}
	return nil
}

// project is _in_projection_packed (one weight) or _in_projection (three).
func (m *MultiheadAttention) project(query, key, value *torch.Tensor) (q, k, v *torch.Tensor, err error) {
	linear := func(x, w, b *torch.Tensor) *torch.Tensor {
		return torch.Linear(x, w, torch.LinearOptions{Bias: b})
	}
	var bq, bk, bv *torch.Tensor
	if !m.sameEmbedDim() {
		if m.InProjBias != nil {
			if bq, bk, bv, err = three(m.InProjBias.Chunk(3)); err != nil {
				return
			}
		}
		return linear(query, m.QProjWeight, bq), linear(key, m.KProjWeight, bk), linear(value, m.VProjWeight, bv), nil
	}
	w, b, e := m.InProjWeight, m.InProjBias, m.EmbedDim
	last := torch.ChunkOptions{Dim: torch.Some[int64](-1)}
	switch {
	case key == value && query == key: // self-attention
		return three(linear(query, w, b).Chunk(3, last))
	case key == value: // encoder-decoder attention
		ws, err := w.SplitWithSizes([]int64{e, 2 * e})
		if err != nil {
			return nil, nil, nil, err
		}
		var bkv *torch.Tensor
		if b != nil {
			bs, err := b.SplitWithSizes([]int64{e, 2 * e})
			if err != nil {
				return nil, nil, nil, err
			}
			bq, bkv = bs[0], bs[1]
		}
		kv, err := linear(key, ws[1], bkv).Chunk(2, last)
		if err != nil {
			return nil, nil, nil, err
		}
		return linear(query, ws[0], bq), kv[0], kv[1], nil
	}
	wq, wk, wv, err := three(w.Chunk(3))
	if err != nil {
		return
	}
	if b != nil {
		if bq, bk, bv, err = three(b.Chunk(3)); err != nil {
			return
		}
	}
	return linear(query, wq, bq), linear(key, wk, bk), linear(value, wv, bv), nil
}

// three unpacks a three-way chunk.
func three(ts []*torch.Tensor, err error) (a, b, c *torch.Tensor, _ error) {
	if err != nil {
		return nil, nil, nil, err
	}
	if len(ts) != 3 {
		return nil, nil, nil, fmt.Errorf("nn: MultiheadAttention: %d chunks, want 3", len(ts))
	}
	return ts[0], ts[1], ts[2], nil
}
