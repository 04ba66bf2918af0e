package nn

import (
	"fmt"
	"math"
	"slices"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// RNNOptions holds the optional arguments of LSTM and GRU; the zero value
// of a field means its default.
type RNNOptions struct {
	NumLayers     torch.Opt[int64]   // defaults to 1
	Bias          torch.Opt[bool]    // defaults to true
	BatchFirst    torch.Opt[bool]    // defaults to false: input (L, N, H_in)
	Dropout       torch.Opt[float64] // defaults to 0: after each layer but the last, in training
	Bidirectional torch.Opt[bool]    // defaults to false
}

// RNNBase is the state of LSTM and GRU, Python's RNNBase: per layer and
// direction, weight_ih_l<k>, weight_hh_l<k>, bias_ih_l<k> and
// bias_hh_l<k> (suffixed "_reverse" for the backward direction), with
// PyTorch's names and order, so state dicts interchange.
type RNNBase struct {
	Base
	InputSize, HiddenSize, NumLayers int64
	Bias, BatchFirst, Bidirectional  bool
	Dropout                          float64
	flat                             []*torch.Tensor // _flat_weights, for the operator
}

// newRNN checks the arguments and makes the parameters as RNNBase.__init__
// does, then draws them all uniformly in ±1/√hidden_size, in that order,
// as its reset_parameters.
func newRNN(r *RNNBase, name string, gates, inputSize, hiddenSize int64, o RNNOptions) {
	r.InputSize, r.HiddenSize, r.NumLayers = inputSize, hiddenSize, o.NumLayers.Or(1)
	r.Bias, r.BatchFirst, r.Bidirectional = o.Bias.Or(true), o.BatchFirst.Or(false), o.Bidirectional.Or(false)
	r.Dropout = o.Dropout.Or(0)
	switch {
	case !(r.Dropout >= 0 && r.Dropout <= 1):
		r.Fail(fmt.Errorf("nn: %s: dropout should be a number in range [0, 1] representing the probability of an element being zeroed, not %v", name, r.Dropout))
	case hiddenSize <= 0:
		r.Fail(fmt.Errorf("nn: %s: hidden_size must be greater than zero, not %d", name, hiddenSize))
	case r.NumLayers <= 0:
		r.Fail(fmt.Errorf("nn: %s: num_layers must be greater than zero, not %d", name, r.NumLayers))
	case inputSize < 0:
		r.Fail(fmt.Errorf("nn: %s: negative input_size %d", name, inputSize))
	}
	if r.Err() != nil {
		return
	}
	for layer := range r.NumLayers {
		for dir := range r.directions() {
			in := inputSize
			if layer > 0 {
				in = hiddenSize * r.directions()
			}
			suffix := fmt.Sprintf("_l%d", layer)
			if dir == 1 {
				suffix += "_reverse"
			}
			r.flat = append(r.flat,
				newParam(&r.Base, "weight_ih"+suffix, gates*hiddenSize, in),
				newParam(&r.Base, "weight_hh"+suffix, gates*hiddenSize, hiddenSize))
			if r.Bias {
				r.flat = append(r.flat,
					newParam(&r.Base, "bias_ih"+suffix, gates*hiddenSize),
					newParam(&r.Base, "bias_hh"+suffix, gates*hiddenSize))
			}
		}
	}
	finish(r, func() error {
		stdv := 1 / math.Sqrt(float64(hiddenSize))
		for _, w := range r.flat {
			if err := uniform_(w, stdv); err != nil {
				return err
			}
		}
		return nil
	})
}

func (r *RNNBase) directions() int64 {
	if r.Bidirectional {
		return 2
	}
	return 1
}

// prepare checks input as RNNBase's forward does and returns it batched
// (unsqueezed at the batch dimension when 2-D), whether it was batched,
// and the batch size.
func (r *RNNBase) prepare(name string, input *torch.Tensor) (x *torch.Tensor, batched bool, batch int64, err error) {
	if err := r.Err(); err != nil {
		return nil, false, 0, err
	}
	if err := input.Err(); err != nil {
		return nil, false, 0, err
	}
	shape := input.Shape()
	if len(shape) != 2 && len(shape) != 3 {
		return nil, false, 0, fmt.Errorf("nn: %s: expected input to be 2-D or 3-D but received %d-D tensor", name, len(shape))
	}
	if shape[len(shape)-1] != r.InputSize {
		return nil, false, 0, fmt.Errorf("nn: %s: input.size(-1) must be equal to input_size. Expected %d, got %d", name, r.InputSize, shape[len(shape)-1])
	}
	batched = len(shape) == 3
	x = input
	if !batched {
		if x = input.Unsqueeze(r.batchDim()); x.Err() != nil {
			return nil, false, 0, x.Err()
		}
	}
	return x, batched, x.Shape()[r.batchDim()], nil
}

// state returns a hidden state for the operator and whether the caller
// owns (frees) it: zeros when h is nil, else h checked and unsqueezed
// when the input is not batched.
func (r *RNNBase) state(name, what string, h, x *torch.Tensor, batched bool, batch int64) (*torch.Tensor, bool, error) {
	want := []int64{r.NumLayers * r.directions(), batch, r.HiddenSize}
	if h == nil {
		z, err := torch.Zeros(want, torch.ZerosOptions{Dtype: torch.Some(x.DType()), Device: torch.Some(x.Device())}).Result()
		return z, true, err
	}
	if err := h.Err(); err != nil {
		return nil, false, err
	}
	kind, dims := "unbatched", int64(2)
	if batched {
		kind, dims = "batched", 3
	}
	if h.Dim() != dims {
		return nil, false, fmt.Errorf("nn: %s: for %s %d-D input, %s should also be %d-D but got %d-D", name, kind, dims, what, dims, h.Dim())
	}
	owned := !batched
	if owned {
		if h = h.Unsqueeze(1); h.Err() != nil {
			return nil, false, h.Err()
		}
	}
	if got := h.Shape(); !slices.Equal(got, want) {
		if owned {
			h.Free()
		}
		return nil, false, fmt.Errorf("nn: %s: expected %s size %v, got %v", name, what, want, got)
	}
	return h, owned, nil
}

// freeOwned frees t when owned.
func freeOwned(t *torch.Tensor, owned bool) {
	if owned {
		t.Free()
	}
}

// unbatch squeezes the batch dimension back out of an unbatched call's
// results, freeing what it replaces.
func unbatch(t *torch.Tensor, dim int64) *torch.Tensor {
	s := t.SqueezeDim(dim)
	t.Free()
	return s
}

// LSTM is nn.LSTM. Its Forward takes and returns several tensors, so it
// is an AnyModule, not a Module: in a Sequential, wrap it in a module of
// one's own, as in Python.
type LSTM struct{ RNNBase }

// LSTMState is an LSTM's hidden and cell states, (h, c) in Python: each
// (NumLayers·directions, N, HiddenSize), or without N for an unbatched
// input.
type LSTMState struct{ H, C *torch.Tensor }

// NewLSTM returns nn.LSTM(input_size, hidden_size, num_layers=1,
// bias=True, batch_first=False, dropout=0, bidirectional=False),
// initialised as PyTorch initialises it (proj_size is not supported).
func NewLSTM(inputSize, hiddenSize int64, opts ...RNNOptions) *LSTM {
	l := &LSTM{}
	newRNN(&l.RNNBase, "LSTM", 4, inputSize, hiddenSize, lastOption(opts))
	return l
}

// Forward runs the LSTM over input, (L, N, InputSize) ((N, L, InputSize)
// with BatchFirst) or (L, InputSize) unbatched, from the state hx (zeros
// when not given or zero, as Python's None), and returns the output of the last layer at every
// step, (L, N, directions·HiddenSize), and the final state. A failure
// travels in all three tensors.
func (l *LSTM) Forward(input *torch.Tensor, hx ...LSTMState) (*torch.Tensor, LSTMState) {
	failed := func(err error) (*torch.Tensor, LSTMState) {
		f := torch.Chain(nil, err)
		return f, LSTMState{f, f}
	}
	if len(hx) > 1 {
		return failed(fmt.Errorf("nn: LSTM: %d initial states given, want at most 1", len(hx)))
	}
	x, batched, batch, err := l.prepare("LSTM", input)
	if err != nil {
		return failed(err)
	}
	if x != input {
		defer x.Free()
	}
	var h0, c0 *torch.Tensor
	if len(hx) == 1 {
		h0, c0 = hx[0].H, hx[0].C
		if (h0 == nil) != (c0 == nil) {
			return failed(fmt.Errorf("nn: LSTM: give both hidden and cell states, or neither"))
		}
	}
	h, ownH, err := l.state("LSTM", "hx", h0, x, batched, batch)
	if err != nil {
		return failed(err)
	}
	defer freeOwned(h, ownH)
	c, ownC, err := l.state("LSTM", "cx", c0, x, batched, batch)
	if err != nil {
		return failed(err)
	}
	defer freeOwned(c, ownC)
	r, err := torch.LstmInput(x, []*torch.Tensor{h, c}, l.flat, l.Bias, l.NumLayers, l.Dropout,
		l.IsTraining(), l.Bidirectional, l.BatchFirst)
	if err != nil {
		return failed(err)
	}
	if !batched {
		return unbatch(r.V0, l.batchDim()), LSTMState{unbatch(r.V1, 1), unbatch(r.V2, 1)}
	}
	return r.V0, LSTMState{r.V1, r.V2}
}

func (r *RNNBase) batchDim() int64 {
	if r.BatchFirst {
		return 0
	}
	return 1
}

// GRU is nn.GRU; as LSTM, an AnyModule, not a Module.
type GRU struct{ RNNBase }

// NewGRU returns nn.GRU(input_size, hidden_size, num_layers=1, bias=True,
// batch_first=False, dropout=0, bidirectional=False), initialised as
// PyTorch initialises it.
func NewGRU(inputSize, hiddenSize int64, opts ...RNNOptions) *GRU {
	g := &GRU{}
	newRNN(&g.RNNBase, "GRU", 3, inputSize, hiddenSize, lastOption(opts))
	return g
}

// Forward runs the GRU over input, shaped as LSTM's, from the hidden
// state hx (zeros when not given or nil, as Python's None), and returns the output of the last
// layer at every step and the final hidden state. A failure travels in
// both tensors.
func (g *GRU) Forward(input *torch.Tensor, hx ...*torch.Tensor) (output, hN *torch.Tensor) {
	failed := func(err error) (*torch.Tensor, *torch.Tensor) {
		f := torch.Chain(nil, err)
		return f, f
	}
	if len(hx) > 1 {
		return failed(fmt.Errorf("nn: GRU: %d initial states given, want at most 1", len(hx)))
	}
	x, batched, batch, err := g.prepare("GRU", input)
	if err != nil {
		return failed(err)
	}
	if x != input {
		defer x.Free()
	}
	var h0 *torch.Tensor
	if len(hx) == 1 {
		h0 = hx[0]
	}
	h, ownH, err := g.state("GRU", "hx", h0, x, batched, batch)
	if err != nil {
		return failed(err)
	}
	defer freeOwned(h, ownH)
	r, err := torch.GruInput(x, h, g.flat, g.Bias, g.NumLayers, g.Dropout, g.IsTraining(), g.Bidirectional, g.BatchFirst)
	if err != nil {
		return failed(err)
	}
	if !batched {
		return unbatch(r.V0, g.batchDim()), unbatch(r.V1, 1)
	}
	return r.V0, r.V1
}
