//go:build gotorchgen_stable

// The stable mode's side of what differs by mode in package nn (see
// mode_typed.go): each helper over what libtorch's stable C ABI carries.

package nn

import (
	"errors"
	"math"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// errNoGrad is why the stable mode has no gradients to read or reset.
var errNoGrad = errors.New("the stable ABI (libtorch 2.14) cannot read or set a tensor's .grad (only torch_set_requires_grad): use the typed mode for training")

// gradOf is nil: the stable ABI cannot read a gradient, so a conversion
// (To, Half, …) converts the parameters only (docs/STABLE-ABI.md, "nn and
// data").
func gradOf(p *torch.Tensor) *torch.Tensor { return nil }

// zeroGrad fails: ZeroGrad needs the gradients the stable ABI cannot
// reach.
func zeroGrad(p *torch.Tensor, toNone bool) error { return errNoGrad }

// baddbmm is torch.baddbmm(mask, a, b), beta and alpha 1: the pure mode
// has no baddbmm operator (its beta and alpha are Scalars), so the stable
// runtime's BaddbmmDouble runs the device's kernel through libtorch's C
// shim, the same bits. Autograd does not record that call: where it would
// record one (grad mode on, an input that requires grad), mask + a@b
// instead, which may round differently (baddbmm's gemm accumulates into
// the mask).
func baddbmm(mask, a, b *torch.Tensor) *torch.Tensor {
	if torch.GradEnabled() && (mask.RequiresGrad() || a.RequiresGrad() || b.RequiresGrad()) {
		p := torch.Bmm(a, b)
		defer p.Free()
		return torch.AddTensor(mask, p)
	}
	return torch.BaddbmmDouble(mask, a, b, 1, 1)
}

// scaleQuery is MultiheadAttention's q * sqrt(1/E), as PyTorch 2.x's
// multi_head_attention_forward computes it (this mode's libtorch is 2.10
// or later; 1.13 divided by sqrt(E), which rounds differently unless E is
// a power of 4).
func scaleQuery(q *torch.Tensor, headDim int64) *torch.Tensor {
	return q.Mul(math.Sqrt(1.0 / float64(headDim)))
}

// attentionNoWeights is MultiheadAttention's output before out_proj,
// (tgtLen*bsz, embedDim), where no weights are asked for, as PyTorch 2.x's
// multi_head_attention_forward computes it then: scaled_dot_product_attention
// over (bsz, heads, len, headDim) views of q, k and v (bsz*heads, len,
// headDim), the mask viewed as (bsz, heads, tgtLen, srcLen), or (1, 1,
// tgtLen, srcLen) from (1, tgtLen, srcLen).
func attentionNoWeights(q, k, v, mask *torch.Tensor, dropout float64, bsz, heads, tgtLen, srcLen, headDim, embedDim int64) *torch.Tensor {
	if mask != nil {
		if s := mask.Shape(); len(s) == 3 && s[0] == 1 {
			mask = mask.Unsqueeze(0)
		} else {
			mask = mask.View([]int64{bsz, heads, -1, srcLen})
		}
	}
	out := torch.ScaledDotProductAttention(q.View([]int64{bsz, heads, tgtLen, headDim}),
		k.View([]int64{bsz, heads, srcLen, headDim}), v.View([]int64{bsz, heads, srcLen, headDim}),
		torch.ScaledDotProductAttentionOptions{AttnMask: mask, DropoutP: torch.Some(dropout)})
	return out.Permute([]int64{2, 0, 1, 3}).Reshape([]int64{bsz * tgtLen, embedDim})
}

// incrementCount adds 1 to the int64 counter t in place: add_.Scalar is not
// carried, fill_ is (a double, exact to 2^53).
func incrementCount(t *torch.Tensor) error {
	n, err := t.ItemInt()
	if err != nil {
		return err
	}
	return t.Fill_Scalar(torch.Int(n + 1)).Err()
}

// arangeInt64 is torch.arange(n, dtype=int64, device=device), made in Go
// (arange's Scalars are not carried).
func arangeInt64(n int64, device torch.Device) *torch.Tensor {
	vals := make([]int64, n)
	for i := range vals {
		vals[i] = int64(i)
	}
	t, err := torch.FromSlice(vals)
	if err != nil || device == torch.CPUDevice {
		return torch.Chain(t, err)
	}
	defer t.Free()
	return torch.InternalToCopy(t, torch.InternalToCopyOptions{Device: torch.Some(device)})
}

// padPackedSequence is torch._pad_packed_sequence (its Scalar padding value
// is not carried), as ATen's PackedSequence.cpp computes it: an output of
// maxLength steps filled with padding, each step's batch copied in, and
// the lengths (int64, CPU).
func padPackedSequence(data, batchSizes *torch.Tensor, batchFirst bool, padding float64, maxLength int64) (*torch.Tensor, *torch.Tensor, error) {
	sizes, err := torch.ToSlice[int64](batchSizes)
	if err != nil {
		return nil, nil, err
	}
	if len(sizes) == 0 {
		return nil, nil, errors.New("batch_sizes is empty")
	}
	shape := append([]int64{maxLength, sizes[0]}, data.Shape()[1:]...)
	out, err := torch.Full(shape, torch.Float(padding), torch.FullOptions{Dtype: torch.Some(data.DType()), Device: torch.Some(data.Device())}).Result()
	if err != nil {
		return nil, nil, err
	}
	lengths := make([]int64, sizes[0])
	var off int64
	for step, bs := range sizes {
		dst := out.SelectInt(0, int64(step)).Narrow(0, 0, bs)
		src := data.Narrow(0, off, bs)
		err := dst.Copy_(src).Err()
		dst.Free()
		src.Free()
		if err != nil {
			out.Free()
			return nil, nil, err
		}
		off += bs
		for i := range bs {
			lengths[i]++
		}
	}
	l, err := torch.FromSlice(lengths)
	if err != nil {
		out.Free()
		return nil, nil, err
	}
	if batchFirst {
		t := out.Transpose(0, 1)
		out.Free()
		out = t
	}
	return out, l, nil
}

// square is x**2 as x*x: pow.Tensor_Scalar's Scalar is not carried, and
// ATen computes an exponent of 2 as base*base, so the bits are the same.
func square(x *torch.Tensor) *torch.Tensor { return x.Mul(x) }
