//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need optimizers (torch.Adam, torch.SGD) and seeded
// initialization (torch.ManualSeed), which libtorch's stable C ABI (2.14)
// does not carry (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"errors"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

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
