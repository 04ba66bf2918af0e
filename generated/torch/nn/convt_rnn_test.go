package nn

import (
	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The fixtures of the transposed convolutions, RNN, LSTM's proj_size and
// packed sequences, made at test time (pyfixtures_test.go says why):
// convtRNNFixtures.tolerance replaces convtRNNCases with what
// scripts/make-convt-rnn-fixtures.py gives on this machine.
var convtRNNFixtures = &liveCases{script: "make-convt-rnn-fixtures.py", file: "convt_rnn_fixtures_test.go",
	sets: []caseSet{{"layerCases", &convtRNNCases}}}

// packedOuts is the script's packed_out: the packed output's data, batch
// sizes and indices, the output padded again with its lengths, then the
// final states.
func packedOuts(out *PackedSequence, pad PadPackedSequenceOptions, states ...*torch.Tensor) []*torch.Tensor {
	padded, lengths := PadPackedSequence(out, pad)
	outs := []*torch.Tensor{out.Data, out.BatchSizes}
	if out.SortedIndices != nil {
		outs = append(outs, out.SortedIndices, out.UnsortedIndices)
	}
	return append(append(outs, padded, lengths), states...)
}

// rnnCase is a builder for an RNN (or a GRU), given h0 when the case has
// two inputs.
func rnnCase[M interface {
	AnyModule
	Forward(*torch.Tensor, ...*torch.Tensor) (*torch.Tensor, *torch.Tensor)
}](make func() M) func() (AnyModule, layerForward) {
	return func() (AnyModule, layerForward) {
		m := make()
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			o, h := m.Forward(x[0], x[1:]...)
			return []*torch.Tensor{o, h}
		}
	}
}

// convtRNNBuilders make each case's layer as the script's constructor
// does and run it as the script's forward does.
var convtRNNBuilders = map[string]func() (AnyModule, layerForward){
	"conv_transpose1d": module(func() Module {
		return NewConvTranspose1d(4, 6, 3, ConvTransposeOptions{Stride: []int64{2}, Padding: []int64{1},
			OutputPadding: []int64{1}, Groups: torch.Some[int64](2), Dilation: []int64{2}})
	}),
	"conv_transpose1d_unbatched_nobias": module(func() Module {
		return NewConvTranspose1d(2, 3, 2, ConvTransposeOptions{Bias: torch.Some(false)})
	}),
	"conv_transpose1d_size": func() (AnyModule, layerForward) {
		c := NewConvTranspose1d(2, 3, 3, ConvTransposeOptions{Stride: []int64{3}})
		return c, func(x []*torch.Tensor) []*torch.Tensor { return []*torch.Tensor{c.ForwardSize(x[0], []int64{13})} }
	},
	"conv_transpose2d_unbatched_size": func() (AnyModule, layerForward) {
		c := NewConvTranspose2d(2, 2, 3, ConvTransposeOptions{Stride: []int64{2}})
		return c, func(x []*torch.Tensor) []*torch.Tensor { return []*torch.Tensor{c.ForwardSize(x[0], []int64{8, 7})} }
	},
	"conv_transpose3d": module(func() Module {
		return NewConvTranspose3d(2, 4, []int64{2, 3, 2}, ConvTransposeOptions{Stride: []int64{1, 2, 2},
			Padding: []int64{0, 1, 1}, OutputPadding: []int64{0, 1, 0}, Groups: torch.Some[int64](2), Dilation: []int64{2, 1, 1}})
	}),
	"conv_transpose3d_unbatched_size": func() (AnyModule, layerForward) {
		c := NewConvTranspose3d(2, 2, 2, ConvTransposeOptions{Stride: []int64{2}})
		return c, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{c.ForwardSize(x[0], []int64{2, 5, 4, 5})}
		}
	},
	"rnn_tanh": rnnCase(func() *RNN {
		return NewRNN(2, 3, RNNOptions{NumLayers: torch.Some[int64](2), Bidirectional: torch.Some(true)})
	}),
	"rnn_relu_batch_first_nobias": rnnCase(func() *RNN {
		return NewRNN(3, 4, RNNOptions{Nonlinearity: torch.Some("relu"), Bias: torch.Some(false), BatchFirst: torch.Some(true)})
	}),
	"rnn_unbatched": rnnCase(func() *RNN { return NewRNN(2, 3) }),
	"rnn_dropout": rnnCase(func() *RNN {
		return NewRNN(3, 4, RNNOptions{NumLayers: torch.Some[int64](2), Dropout: torch.Some(0.5)})
	}),
	"lstm_proj": lstm(3, 5, RNNOptions{ProjSize: torch.Some[int64](2)}),
	"lstm_proj_bidirectional_2": lstm(2, 3, RNNOptions{NumLayers: torch.Some[int64](2), Bidirectional: torch.Some(true),
		ProjSize: torch.Some[int64](1), BatchFirst: torch.Some(true)}),
	"lstm_proj_unbatched_nobias": lstm(3, 4, RNNOptions{ProjSize: torch.Some[int64](3), Bias: torch.Some(false)}),
	"lstm_packed_unsorted_proj_bidirectional_2": func() (AnyModule, layerForward) {
		l := NewLSTM(2, 3, RNNOptions{NumLayers: torch.Some[int64](2), Bidirectional: torch.Some(true), ProjSize: torch.Some[int64](2)})
		return l, func(x []*torch.Tensor) []*torch.Tensor {
			p := PackPaddedSequence(x[0], []int64{3, 4, 2}, PackPaddedSequenceOptions{EnforceSorted: torch.Some(false)})
			out, s := l.ForwardPacked(p, LSTMState{x[1], x[2]})
			return packedOuts(out, PadPackedSequenceOptions{}, s.H, s.C)
		}
	},
	"lstm_packed_sorted": func() (AnyModule, layerForward) {
		l := NewLSTM(2, 3)
		return l, func(x []*torch.Tensor) []*torch.Tensor {
			out, s := l.ForwardPacked(PackPaddedSequence(x[0], []int64{4, 3, 1}))
			return packedOuts(out, PadPackedSequenceOptions{}, s.H, s.C)
		}
	},
	"gru_packed_batch_first": func() (AnyModule, layerForward) {
		g := NewGRU(2, 3, RNNOptions{NumLayers: torch.Some[int64](2), BatchFirst: torch.Some(true)})
		return g, func(x []*torch.Tensor) []*torch.Tensor {
			p := PackPaddedSequence(x[0], []int64{2, 4, 1}, PackPaddedSequenceOptions{BatchFirst: true, EnforceSorted: torch.Some(false)})
			out, h := g.ForwardPacked(p, x[1])
			return packedOuts(out, PadPackedSequenceOptions{BatchFirst: true, PaddingValue: -1, TotalLength: torch.Some[int64](6)}, h)
		}
	},
	"rnn_relu_pack_sequence": func() (AnyModule, layerForward) {
		r := NewRNN(2, 3, RNNOptions{Nonlinearity: torch.Some("relu"), Bidirectional: torch.Some(true)})
		return r, func(x []*torch.Tensor) []*torch.Tensor {
			out, h := r.ForwardPacked(PackSequence(x, PackSequenceOptions{EnforceSorted: torch.Some(false)}))
			return packedOuts(out, PadPackedSequenceOptions{}, h)
		}
	},
	"pad_sequence": func() (AnyModule, layerForward) {
		return &Func{}, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{PadSequence(x), PadSequence(x, PadSequenceOptions{BatchFirst: true, PaddingValue: 0.5})}
		}
	},
}
