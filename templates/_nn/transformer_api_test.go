package nn

import (
	"math"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Constructors refuse what Python refuses, and leave nothing allocated.
func TestTransformerConstructionFailures(t *testing.T) {
	checkLive(t)
	for _, c := range []struct {
		what string
		m    AnyModule
		want string
	}{
		{"nhead", NewTransformerEncoderLayer(8, 3), "divisible"},
		{"activation", NewTransformerEncoderLayer(8, 2, TransformerEncoderLayerOptions{Activation: "tanh"}), "activation should be relu/gelu, not tanh"},
		{"dropout", NewTransformerDecoderLayer(8, 2, TransformerDecoderLayerOptions{Dropout: torch.Some(1.5)}), "dropout probability"},
		{"layers", NewTransformerEncoder(NewTransformerEncoderLayer(8, 2), 0, TransformerEncoderOptions{Norm: NewLayerNorm([]int64{8})}), "num_layers 0"},
		{"nil layer", NewTransformerDecoder(nil, 2), "nil decoder_layer"},
		{"transformer", NewTransformer(TransformerOptions{DModel: torch.Some[int64](6), Nhead: torch.Some[int64](4)}), "divisible"},
	} {
		if err := c.m.Err(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Err() = %v, want one saying %q", c.what, err, c.want)
		}
		if f := c.m.module().failed(); f == nil || f.Err() == nil {
			t.Errorf("%s: a failed module's Forward would not fail", c.what)
		}
	}
}

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

func slicesEqual(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
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

// generate_square_subsequent_mask(3).
func TestGenerateSquareSubsequentMask(t *testing.T) {
	checkLive(t)
	m := GenerateSquareSubsequentMask(3)
	defer m.Free()
	inf := math.Inf(-1)
	near(t, "mask", values(t, m), []float64{0, inf, inf, 0, 0, inf, 0, 0, 0}, 0)
	if m.DType() != torch.Float32 {
		t.Errorf("dtype %v, want float32", m.DType())
	}
	if err := GenerateSquareSubsequentMask(-1).Err(); err == nil {
		t.Error("a negative size gave no error")
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
