package nn

import (
	"fmt"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The constructors refuse what Python's refuse: proj_size out of range or
// given to GRU or RNN (even 0, as Python's "'proj_size' in kwargs"), a
// nonlinearity other than tanh and relu or given to LSTM, a transposed
// convolution's padding mode other than zeros. A failed layer's
// ForwardPacked carries the failure in every tensor.
func TestConvTransposeRNNRefuseBadArguments(t *testing.T) {
	checkLive(t)
	for name, c := range map[string]struct {
		m    AnyModule
		want string
	}{
		"LSTM proj_size = hidden_size": {NewLSTM(3, 4, RNNOptions{ProjSize: torch.Some[int64](4)}), "smaller than hidden_size"},
		"LSTM proj_size -1":            {NewLSTM(3, 4, RNNOptions{ProjSize: torch.Some[int64](-1)}), "proj_size should be a positive integer"},
		"GRU proj_size 0":              {NewGRU(3, 4, RNNOptions{ProjSize: torch.Some[int64](0)}), "only supported for LSTM"},
		"RNN proj_size 2":              {NewRNN(3, 4, RNNOptions{ProjSize: torch.Some[int64](2)}), "only supported for LSTM"},
		"RNN sigmoid":                  {NewRNN(3, 4, RNNOptions{Nonlinearity: torch.Some("sigmoid")}), `unknown nonlinearity "sigmoid"`},
		"LSTM nonlinearity":            {NewLSTM(3, 4, RNNOptions{Nonlinearity: torch.Some("relu")}), "no nonlinearity"},
		"RNN dropout 2":                {NewRNN(3, 4, RNNOptions{Dropout: torch.Some(2.0)}), "dropout"},
		"RNN hidden 0":                 {NewRNN(3, 0), "hidden_size"},
		"ConvTranspose1d reflect": {NewConvTranspose1d(2, 2, 3, ConvTransposeOptions{PaddingMode: torch.Some("reflect")}),
			`only "zeros" padding mode`},
		"ConvTranspose3d groups 3": {NewConvTranspose3d(4, 6, 3, ConvTransposeOptions{Groups: torch.Some[int64](3)}), "divisible by groups"},
		"ConvTranspose3d kernel":   {NewConvTranspose3d(2, 2, []int64{3, 3}), "want 1 or 3 values"},
	} {
		err := c.m.Err()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Err() = %v, want one saying %q", name, err, c.want)
		}
		c.m.module().Free()
	}
	x, err := torch.Ones([]int64{3, 2, 3}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	p := PackPaddedSequence(x, []int64{3, 2})
	if err := p.Err(); err != nil {
		t.Fatal(err)
	}
	defer p.Free()
	bad := NewLSTM(3, 4, RNNOptions{ProjSize: torch.Some[int64](5)})
	out, st := bad.ForwardPacked(p)
	if out.Err() == nil || out.Data.Err() == nil || out.BatchSizes.Err() == nil || st.H.Err() == nil || st.C.Err() == nil {
		t.Error("a failed LSTM's ForwardPacked succeeded")
	}
	o, h := NewRNN(3, 4, RNNOptions{Nonlinearity: torch.Some("gelu")}).ForwardPacked(p)
	if o.Err() == nil || h.Err() == nil {
		t.Error("a failed RNN's ForwardPacked succeeded")
	}
}

// A batch of sequences of different lengths, packed for an LSTM with
// projections and padded again:
//
//	packed = pack_padded_sequence(x, [2, 4, 3], batch_first=True, enforce_sorted=False)
//	out, (h, c) = lstm(packed)
//	padded, lengths = pad_packed_sequence(out, batch_first=True)
func ExampleLSTM_ForwardPacked() {
	lstm := NewLSTM(5, 8, RNNOptions{ProjSize: torch.Some[int64](3), BatchFirst: torch.Some(true)})
	defer lstm.Free()
	for _, p := range lstm.NamedParameters() {
		fmt.Println(p.Name, p.Tensor.Shape())
	}
	err := torch.WithScope(func(s *torch.Scope) error {
		x := torch.Zeros([]int64{3, 4, 5}) // (batch, time, features), padded
		packed := PackPaddedSequence(x, []int64{2, 4, 3}, PackPaddedSequenceOptions{BatchFirst: true, EnforceSorted: torch.Some(false)})
		out, st := lstm.ForwardPacked(packed)
		padded, lengths := PadPackedSequence(out, PadPackedSequenceOptions{BatchFirst: true})
		if err := padded.Err(); err != nil {
			return err
		}
		sizes, err := torch.ToSlice[int64](out.BatchSizes)
		if err != nil {
			return err
		}
		n, err := torch.ToSlice[int64](lengths)
		if err != nil {
			return err
		}
		fmt.Println("data", out.Data.Shape(), "batch sizes", sizes)
		fmt.Println("padded", padded.Shape(), "lengths", n, "h", st.H.Shape(), "c", st.C.Shape())
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// weight_ih_l0 [32 5]
	// weight_hh_l0 [32 3]
	// bias_ih_l0 [32]
	// bias_hh_l0 [32]
	// weight_hr_l0 [3 8]
	// data [9 3] batch sizes [3 3 2 1]
	// padded [3 4 3] lengths [2 4 3] h [1 3 3] c [1 3 8]
}
