package nn

import (
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// A module of one's own may ignore what Register* return: the failure is
// kept, and the first one is reported.
func TestRegisterFailureIsKept(t *testing.T) {
	checkLive(t)
	var own struct{ Base }
	own.RegisterModule("fc", NewLinear(2, 2))
	own.RegisterModule("fc", &ReLU{}) // taken
	own.RegisterModule("x.y", &ReLU{})
	var nilLinear *Linear
	own.RegisterModule("nil", nilLinear)
	defer own.Free()
	if err := own.Err(); err == nil || !strings.Contains(err.Error(), `"fc" is already a module`) {
		t.Errorf("Err() = %v, want the first failure", err)
	}
	if ps := own.Parameters(); len(ps) != 1 || ps[0].Err() == nil {
		t.Errorf("a failed module's Parameters() are %v, want one failed tensor", ps)
	}
}

// A parameter that cannot be allocated fails the constructor, and makes
// it allocate nothing more (the bias).
func TestFailedAllocation(t *testing.T) {
	checkLive(t)
	l := NewLinear(1<<40, 1<<40)
	defer l.Free()
	if l.Err() == nil {
		t.Fatal("NewLinear(2⁴⁰, 2⁴⁰) did not fail")
	}
	if len(l.NamedParameters()) != 0 || l.Bias.Err() == nil {
		t.Error("the failed Linear holds parameters")
	}
}

// The new layers refuse bad arguments as PyTorch does, with an error kept
// in the module.
func TestLayersRefuseBadArguments(t *testing.T) {
	checkLive(t)
	for name, m := range map[string]AnyModule{
		"Conv2d kernel of 3 sizes": NewConv2d(2, 2, []int64{3, 3, 3}),
		"Conv2d same and strided":  NewConv2d(2, 2, 3, ConvOptions{PaddingString: "same", Stride: []int64{2}}),
		"Conv2d padding full":      NewConv2d(2, 2, 3, ConvOptions{PaddingString: "full"}),
		"Conv2d padding twice":     NewConv2d(2, 2, 3, ConvOptions{PaddingString: "same", Padding: []int64{1}}),
		"Conv1d padding_mode":      NewConv1d(2, 2, 3, ConvOptions{PaddingMode: torch.Some("mirror")}),
		"Conv3d groups":            NewConv3d(3, 2, 1, ConvOptions{Groups: torch.Some[int64](2)}),
		"ConvTranspose2d reflect":  NewConvTranspose2d(2, 2, 3, ConvTransposeOptions{PaddingMode: torch.Some("reflect")}),
		"GroupNorm 4 of 6":         NewGroupNorm(4, 6),
		"Bilinear negative":        NewBilinear(-1, 2, 3),
		"LSTM hidden 0":            NewLSTM(3, 0),
		"LSTM layers 0":            NewLSTM(3, 4, RNNOptions{NumLayers: torch.Some[int64](0)}),
		"GRU dropout 2":            NewGRU(3, 4, RNNOptions{Dropout: torch.Some(2.0)}),
		"MHA 6 by 4":               NewMultiheadAttention(6, 4),
		"MHA dropout -1":           NewMultiheadAttention(4, 2, MultiheadAttentionOptions{Dropout: torch.Some(-1.0)}),
	} {
		if m.Err() == nil {
			t.Errorf("%s: no error", name)
			m.module().Free()
		}
	}
	x, err := torch.Ones([]int64{2, 3}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	out, state := NewLSTM(3, 0).Forward(x)
	if out.Err() == nil || state.H.Err() == nil || state.C.Err() == nil {
		t.Error("a failed LSTM's Forward succeeded")
	}
	o, w := NewMultiheadAttention(6, 4).Forward(x, x, x)
	if o.Err() == nil || w.Err() == nil {
		t.Error("a failed MultiheadAttention's Forward succeeded")
	}
}

func first(out *torch.Tensor, _ LSTMState) *torch.Tensor { return out }

func firstOf(a, _ *torch.Tensor) *torch.Tensor { return a }
