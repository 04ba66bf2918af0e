package nn

import (
	"fmt"
	"slices"
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

// Misused packing functions and packed forwards return errors, never
// panic.
func TestPackedSequenceRefusesBadInputs(t *testing.T) {
	checkLive(t)
	seed(t)
	lstm := must(t, NewLSTM(3, 4, RNNOptions{ProjSize: torch.Some[int64](2)}))
	defer lstm.Free()
	gru := must(t, NewGRU(3, 4))
	defer gru.Free()
	err := torch.WithScope(func(s *torch.Scope) error {
		ones := func(shape ...int64) *torch.Tensor { return torch.Ones(shape) }
		sorted := PackPaddedSequence(ones(4, 3, 3), []int64{4, 2, 1})
		unsorted := PackPaddedSequence(ones(4, 3, 3), []int64{2, 4, 1}, PackPaddedSequenceOptions{EnforceSorted: torch.Some(false)})
		for name, p := range map[string]*PackedSequence{"sorted": sorted, "unsorted": unsorted} {
			if err := p.Err(); err != nil {
				return err
			}
			if (p.SortedIndices == nil) != (name == "sorted") {
				t.Errorf("%s: SortedIndices %v", name, p.SortedIndices)
			}
		}
		padded := func(a, _ *torch.Tensor) *torch.Tensor { return a }
		packedOut := func(p *PackedSequence, _ LSTMState) error { return p.Err() }
		gruOut := func(p *PackedSequence, _ *torch.Tensor) error { return p.Err() }
		checks := map[string]error{
			"unsorted lengths, enforce_sorted": PackPaddedSequence(ones(4, 3, 3), []int64{2, 4, 1}).Err(),
			"2 lengths for 3 sequences":        PackPaddedSequence(ones(4, 3, 3), []int64{4, 2}).Err(),
			"a length over T":                  PackPaddedSequence(ones(4, 3, 3), []int64{5, 2, 1}).Err(),
			"a length of 0":                    PackPaddedSequence(ones(4, 3, 3), []int64{4, 2, 0}).Err(),
			"nil input":                        PackPaddedSequence(nil, []int64{1}).Err(),
			"nil sequence":                     PackSequence([]*torch.Tensor{ones(2, 3), nil}).Err(),
			"0-D sequence":                     PackSequence([]*torch.Tensor{torch.ScalarTensor(torch.Float(1))}).Err(),
			"sequences unsorted":               PackSequence([]*torch.Tensor{ones(2, 3), ones(3, 3)}).Err(),
			"total_length 3 < 4":               padded(PadPackedSequence(sorted, PadPackedSequenceOptions{TotalLength: torch.Some[int64](3)})).Err(),
			"pad nil":                          padded(PadPackedSequence(nil)).Err(),
			"pad_sequence of none":             PadSequence(nil).Err(),
			"LSTM nil packed":                  packedOut(lstm.ForwardPacked(nil)),
			"LSTM packed input size 2":         packedOut(lstm.ForwardPacked(PackPaddedSequence(ones(4, 3, 2), []int64{4, 2, 1}))),
			"LSTM packed h of size 4":          packedOut(lstm.ForwardPacked(sorted, LSTMState{ones(1, 3, 4), ones(1, 3, 4)})),
			"LSTM packed c of size 2":          packedOut(lstm.ForwardPacked(unsorted, LSTMState{ones(1, 3, 2), ones(1, 3, 2)})),
			"LSTM packed h of batch 2":         packedOut(lstm.ForwardPacked(unsorted, LSTMState{ones(1, 2, 2), ones(1, 2, 4)})),
			"LSTM packed 2-D h":                packedOut(lstm.ForwardPacked(unsorted, LSTMState{ones(3, 2), ones(3, 4)})),
			"LSTM packed h without c":          packedOut(lstm.ForwardPacked(sorted, LSTMState{H: ones(1, 3, 2)})),
			"GRU packed two states":            gruOut(gru.ForwardPacked(sorted, ones(1, 3, 4), ones(1, 3, 4))),
			"GRU packed failed":                gruOut(gru.ForwardPacked(failedPacked(torch.ErrFreed))),
			"sorted without unsorted": gruOut(gru.ForwardPacked(&PackedSequence{Data: sorted.Data, BatchSizes: sorted.BatchSizes,
				SortedIndices: unsorted.SortedIndices})),
			"ConvTranspose1d output_size 20": must(t, NewConvTranspose1d(2, 2, 3, ConvTransposeOptions{Stride: []int64{2}})).
				ForwardSize(ones(1, 2, 4), []int64{20}).Err(),
			"ConvTranspose3d output_size of 2": must(t, NewConvTranspose3d(2, 2, 3)).ForwardSize(ones(2, 3, 3, 3), []int64{5, 5}).Err(),
		}
		for name, err := range checks {
			if err == nil {
				t.Errorf("%s: no error", name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Pack, run and pad outside a scope, freeing what is returned, leave no
// tensor alive: the functions free what they make on the way (the sort,
// the permuted input and states, the index copies).
func TestPackedForwardFreesItsIntermediates(t *testing.T) {
	seed(t)
	lstm := must(t, NewLSTM(3, 4, RNNOptions{ProjSize: torch.Some[int64](2), Bidirectional: torch.Some(true), NumLayers: torch.Some[int64](2)}))
	defer lstm.Free()
	rnn := must(t, NewRNN(3, 4))
	defer rnn.Free()
	x, err := torch.Randn([]int64{4, 3, 3}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	h, err := torch.Zeros([]int64{4, 3, 2}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer h.Free()
	c, err := torch.Zeros([]int64{4, 3, 4}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Free()
	live := torch.LiveTensors()
	p := PackPaddedSequence(x, []int64{2, 4, 3}, PackPaddedSequenceOptions{EnforceSorted: torch.Some(false)})
	out, st := lstm.ForwardPacked(p, LSTMState{h, c})
	padded, lengths := PadPackedSequence(out, PadPackedSequenceOptions{BatchFirst: true})
	seqs := []*torch.Tensor{x.Select(1, 0), x.Select(1, 1)}
	q := PackSequence(seqs, PackSequenceOptions{EnforceSorted: torch.Some(false)})
	o, hn := rnn.ForwardPacked(q)
	got, err := torch.ToSlice[int64](lengths)
	if err != nil || !slices.Equal(got, []int64{2, 4, 3}) {
		t.Errorf("lengths = %v (%v), want the ones packed", got, err)
	}
	for _, e := range []error{p.Err(), out.Err(), st.H.Err(), st.C.Err(), padded.Err(), q.Err(), o.Err(), hn.Err()} {
		if e != nil {
			t.Fatal(e)
		}
	}
	if got := padded.Shape(); !slices.Equal(got, []int64{3, 4, 4}) {
		t.Errorf("padded shape %v, want [3 4 4]", got)
	}
	p.Free()
	out.Free()
	st.H.Free()
	st.C.Free()
	padded.Free()
	lengths.Free()
	for _, s := range seqs {
		s.Free()
	}
	q.Free()
	o.Free()
	hn.Free()
	if n := torch.LiveTensors(); n != live {
		t.Errorf("%d tensors live after freeing the results, %d before", n, live)
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
