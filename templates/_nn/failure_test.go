package nn

import (
	"errors"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// A module that fails to be made carries its error: Err names the failed
// child by its dotted path, Forward returns a tensor carrying the error
// (so Backward and ItemFloat report it), and StateDict refuses it.
func TestFailedModuleCarriesItsError(t *testing.T) {
	checkLive(t)
	seed(t)
	bad := NewLinear(3, -1)
	cause := bad.Err()
	if cause == nil {
		t.Fatal("NewLinear(3, -1) did not fail")
	}
	m := NewSequential(NewLinear(2, 3), &ReLU{}, NewSequential(bad))
	defer m.Free()
	err := m.Err()
	if !errors.Is(err, cause) || !strings.Contains(err.Error(), "module 2.0:") {
		t.Fatalf("Err() = %v, want the Linear's error at 2.0", err)
	}
	err = torch.WithScope(func(s *torch.Scope) error {
		x, err := torch.Ones([]int64{4, 2}).Result()
		if err != nil {
			return err
		}
		y := m.Forward(x)
		if !errors.Is(y.Err(), cause) {
			t.Errorf("Forward carries %v", y.Err())
		}
		loss := y.Sum()
		if err := loss.Backward(); !errors.Is(err, cause) {
			t.Errorf("Backward: %v", err)
		}
		if _, err := loss.ItemFloat(); !errors.Is(err, cause) {
			t.Errorf("ItemFloat: %v", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.StateDict(); !errors.Is(err, cause) {
		t.Errorf("StateDict: %v", err)
	}
	if err := m.LoadStateDict(&torch.Dict{}); !errors.Is(err, cause) {
		t.Errorf("LoadStateDict: %v", err)
	}
}

// An optimizer made from a failed module's parameters fails with the
// module's error: a model is never trained in part.
func TestOptimizerOfFailedModuleFails(t *testing.T) {
	checkLive(t)
	conv := NewConv2d(3, 4, 3, ConvOptions{Groups: torch.Some[int64](2)})
	cause := conv.Err()
	if cause == nil {
		t.Fatal("Conv2d(3, 4, groups=2) did not fail")
	}
	m := NewSequential(NewLinear(2, 3), conv)
	defer m.Free()
	if opt, err := torch.Adam(m.Parameters()); !errors.Is(err, cause) {
		opt.Free()
		t.Errorf("Adam: %v, want the Conv2d's error", err)
	}
	if opt, err := torch.SGD(m.Parameters(), 0.1); !errors.Is(err, cause) {
		opt.Free()
		t.Errorf("SGD: %v, want the Conv2d's error", err)
	}
	sound := NewLinear(2, 3)
	defer sound.Free()
	opt, err := torch.SGD(sound.Parameters(), 0.1)
	if err != nil {
		t.Fatal(err)
	}
	opt.Free()
}

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

// Misused layers return errors, never panic.
func TestLayersRefuseBadInputs(t *testing.T) {
	checkLive(t)
	seed(t)
	lstm := must(t, NewLSTM(3, 4))
	defer lstm.Free()
	gru := must(t, NewGRU(3, 4))
	defer gru.Free()
	mha := must(t, NewMultiheadAttention(4, 2))
	defer mha.Free()
	conv := must(t, NewConv2d(2, 2, 3))
	defer conv.Free()
	norm := must(t, NewGroupNorm(2, 4))
	defer norm.Free()
	perChannel := must(t, NewGroupNorm(4, 4))
	defer perChannel.Free()
	err := torch.WithScope(func(s *torch.Scope) error {
		ones := func(shape ...int64) *torch.Tensor { return torch.Ones(shape) }
		x, h := ones(5, 2, 3), ones(1, 2, 4)
		checks := map[string]*torch.Tensor{
			"LSTM 4-D input":        first(lstm.Forward(ones(5, 2, 3, 1))),
			"LSTM input size 2":     first(lstm.Forward(ones(5, 2, 2))),
			"LSTM two states":       first(lstm.Forward(x, LSTMState{h, h}, LSTMState{h, h})),
			"LSTM h without c":      first(lstm.Forward(x, LSTMState{H: h})),
			"LSTM h of batch 3":     first(lstm.Forward(x, LSTMState{ones(1, 3, 4), ones(1, 3, 4)})),
			"LSTM 2-D h, 3-D input": first(lstm.Forward(x, LSTMState{ones(2, 4), ones(2, 4)})),
			"GRU h of size 5":       firstOf(gru.Forward(x, ones(1, 2, 5))),
			"MHA 4-D query":         firstOf(mha.Forward(ones(1, 2, 3, 4), ones(3, 2, 4), ones(3, 2, 4))),
			"MHA key and value":     firstOf(mha.Forward(ones(3, 2, 4), ones(3, 2, 4), ones(2, 2, 4))),
			"MHA embed dim":         firstOf(mha.Forward(ones(3, 2, 5), ones(3, 2, 5), ones(3, 2, 5))),
			"MHA int padding mask": firstOf(mha.Forward(ones(3, 2, 4), ones(3, 2, 4), ones(3, 2, 4),
				AttentionOptions{KeyPaddingMask: torch.Ones([]int64{2, 3}, torch.OnesOptions{Dtype: torch.Some(torch.Int64)})})),
			"MHA attn_mask shape": firstOf(mha.Forward(ones(3, 2, 4), ones(3, 2, 4), ones(3, 2, 4),
				AttentionOptions{AttnMask: ones(2, 2)})),
			"LSTM nil input":   first(lstm.Forward(nil)),
			"MHA nil key":      firstOf(mha.Forward(ones(3, 2, 4), nil, ones(3, 2, 4))),
			"Bilinear nil":     must(t, NewBilinear(2, 2, 2)).Forward(nil, ones(1, 2)),
			"Conv2d nil":       conv.Forward(nil),
			"GroupNorm nil":    norm.Forward(nil),
			"Conv2d 2-D input": conv.Forward(ones(4, 4)),
			"ConvTranspose2d output_size 9": must(t, NewConvTranspose2d(2, 2, 3, ConvTransposeOptions{Stride: []int64{2}})).
				ForwardSize(ones(1, 2, 3, 3), []int64{9, 7}),
			"ConvTranspose2d output_size of 3": must(t, NewConvTranspose2d(2, 2, 3)).ForwardSize(ones(1, 2, 3, 3), []int64{5, 5, 5}),
			"GroupNorm 1-D input":              norm.Forward(ones(4)),
			// nn.GroupNorm(4, 4)(torch.ones(1, 4)): "Expected more than 1 value per channel"
			"GroupNorm 1 value": perChannel.Forward(ones(1, 4)),
		}
		for name, y := range checks {
			if y.Err() == nil {
				t.Errorf("%s: no error", name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func first(out *torch.Tensor, _ LSTMState) *torch.Tensor { return out }

func firstOf(a, _ *torch.Tensor) *torch.Tensor { return a }
