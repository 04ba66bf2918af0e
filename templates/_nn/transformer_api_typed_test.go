//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need seeded initialization (torch.ManualSeed, C++
// at::manual_seed), which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The encoder's copies have their own parameters: equal at first (as
// deepcopy's), apart after one changes.
func TestTransformerEncoderCopiesAreOwn(t *testing.T) {
	checkLive(t)
	seed(t)
	e := must(t, NewTransformerEncoder(NewTransformerEncoderLayer(8, 2, TransformerEncoderLayerOptions{DimFeedforward: torch.Some[int64](16)}), 3))
	defer e.Free()
	if n := len(e.NamedParameters()); n != 3*12 {
		t.Fatalf("%d parameters, want 36", n)
	}
	w0, w2 := e.Layers[0].Linear1.Weight, e.Layers[2].Linear1.Weight
	if !slicesEqual(values(t, w0), values(t, w2)) {
		t.Fatal("layers.2 is not a copy of layers.0")
	}
	if err := torch.NoGrad(func() error { return w2.Zero_().Err() }); err != nil {
		t.Fatal(err)
	}
	if slicesEqual(values(t, w0), values(t, w2)) {
		t.Error("zeroing layers.2.linear1.weight zeroed layers.0's")
	}
	if !w2.RequiresGrad() || e.Layers[1].IsTraining() != e.Layers[0].IsTraining() {
		t.Error("a copy's parameter does not require grad, or its mode differs")
	}
}

// An encoder layer is a Module: it chains in a Sequential; its Forward
// frees what it makes.
func TestTransformerEncoderLayerInSequential(t *testing.T) {
	checkLive(t)
	seed(t)
	s := must(t, NewSequential(NewTransformerEncoderLayer(8, 2, TransformerEncoderLayerOptions{DimFeedforward: torch.Some[int64](16), BatchFirst: torch.Some(true)}),
		NewLinear(8, 3)))
	defer s.Free()
	err := torch.WithScope(func(*torch.Scope) error {
		x := torch.Randn([]int64{2, 5, 8})
		live := torch.LiveTensors()
		y := s.Forward(x)
		checkShape(t, "output", y, 2, 5, 3)
		if n := torch.LiveTensors() - live; n > 2 { // y and the Sequential's intermediate
			t.Errorf("%d tensors live after Forward, want at most 2", n)
		}
		return y.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Forward's failures are Python's, and carry the module's name.
func TestTransformerForwardFailures(t *testing.T) {
	checkLive(t)
	seed(t)
	tr := must(t, NewTransformer(TransformerOptions{DModel: torch.Some[int64](8), Nhead: torch.Some[int64](2),
		NumEncoderLayers: torch.Some[int64](1), NumDecoderLayers: torch.Some[int64](1), DimFeedforward: torch.Some[int64](16)}))
	defer tr.Free()
	err := torch.WithScope(func(*torch.Scope) error {
		src, tgt := torch.Randn([]int64{4, 2, 8}), torch.Randn([]int64{3, 2, 8})
		for _, c := range []struct {
			what string
			got  *torch.Tensor
			want string
		}{
			{"batch", tr.Forward(src, torch.Randn([]int64{3, 3, 8})), "the batch number of src and tgt must be equal"},
			{"d_model", tr.Forward(src, torch.Randn([]int64{3, 2, 6})), "must be equal to d_model"},
			{"mask shape", tr.Forward(src, tgt, TransformerMasks{TgtMask: GenerateSquareSubsequentMask(4)}), "2D attn_mask"},
			{"kpm dtype", tr.Encoder.ForwardMasked(src, EncoderMasks{SrcKeyPaddingMask: torch.Zeros([]int64{2, 4}, torch.ZerosOptions{Dtype: torch.Some(torch.Int64)})}),
				"only bool and floating types of key_padding_mask"},
			{"layer", tr.Decoder.Layers[0].Forward(tgt, torch.Randn([]int64{4, 2, 5})), "TransformerDecoderLayer"},
		} {
			if err := c.got.Err(); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: %v, want an error saying %q", c.what, err, c.want)
			}
		}
		out := tr.Forward(src, tgt, TransformerMasks{TgtIsCausal: true})
		checkShape(t, "output", out, 3, 2, 8)
		return out.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
}
