//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.ScalarTensor (a Scalar argument) and
// seeded initialization (torch.ManualSeed, C++ at::manual_seed), which
// libtorch's stable C ABI (2.14) does not carry (docs/STABLE-ABI.md, "nn and
// data").

package nn

import (
	"slices"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

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
