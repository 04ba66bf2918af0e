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
