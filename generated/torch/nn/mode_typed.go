//go:build !gotorchgen_stable

// The typed mode's side of what differs by mode in package nn; the stable
// mode's (gotorchgen generate --abi stable) is mode_stable.go. gotorchgen
// emits each file in its mode only (emit's modeFile), and the stable
// package's copy loses its build line: neither needs a tag to build.

package nn

import (
	"math"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// gradOf is p's gradient (nil when it has none).
func gradOf(p *torch.Tensor) *torch.Tensor { return p.Grad() }

// zeroGrad is one parameter's step of Module.zero_grad.
func zeroGrad(p *torch.Tensor, toNone bool) error {
	g := p.Grad()
	if g == nil {
		return nil
	}
	defer g.Free()
	if err := g.Err(); err != nil {
		return err
	}
	if toNone {
		return p.SetGrad(nil)
	}
	if g.RequiresGrad() { // a gradient made with create_graph
		if err := g.Detach_().Err(); err != nil {
			return err
		}
	}
	return g.Zero_().Err()
}

// baddbmm is mask + a@b (torch.baddbmm).
func baddbmm(mask, a, b *torch.Tensor) *torch.Tensor { return torch.Baddbmm(mask, a, b) }

// scaleQuery is MultiheadAttention's q / sqrt(E), as PyTorch 1.13's
// multi_head_attention_forward (the typed mode's fixtures).
func scaleQuery(q *torch.Tensor, headDim int64) *torch.Tensor {
	return q.Div(math.Sqrt(float64(headDim)))
}

// attentionNoWeights is nil: the typed mode computes MultiheadAttention
// without weights as with them (PyTorch 1.13).
func attentionNoWeights(q, k, v, mask *torch.Tensor, dropout float64, bsz, heads, tgtLen, srcLen, headDim, embedDim int64) *torch.Tensor {
	return nil
}

// incrementCount adds 1 to the int64 counter t in place.
func incrementCount(t *torch.Tensor) error { return t.Add_Scalar(torch.Int(1)).Err() }

// arangeInt64 is torch.arange(n, dtype=int64, device=device).
func arangeInt64(n int64, device torch.Device) *torch.Tensor {
	return torch.Arange(torch.Int(n), torch.ArangeOptions{Dtype: torch.Some(torch.Int64), Device: torch.Some(device)})
}

// padPackedSequence is torch._pad_packed_sequence: the padded tensor and
// the lengths.
func padPackedSequence(data, batchSizes *torch.Tensor, batchFirst bool, padding float64, maxLength int64) (*torch.Tensor, *torch.Tensor, error) {
	r, err := torch.InternalPadPackedSequence(data, batchSizes, batchFirst, torch.Float(padding), maxLength)
	if err != nil {
		return nil, nil, err
	}
	return r.V0, r.V1, nil
}

// square is x**2 (Tensor.pow with exponent 2).
func square(x *torch.Tensor) *torch.Tensor { return x.Pow(2) }
