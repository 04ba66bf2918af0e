package nn

import (
	"fmt"
	"math"
	"slices"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// RNNOptions holds the optional arguments of RNN, LSTM and GRU; the zero
// value of a field means its default.
type RNNOptions struct {
	NumLayers     torch.Opt[int64]   // defaults to 1
	Bias          torch.Opt[bool]    // defaults to true
	BatchFirst    torch.Opt[bool]    // defaults to false: input (L, N, H_in)
	Dropout       torch.Opt[float64] // defaults to 0: after each layer but the last, in training
	Bidirectional torch.Opt[bool]    // defaults to false
	// ProjSize is LSTM's proj_size: over 0, each layer's h is projected
	// to ProjSize features by weight_hr_l<k>, and h (and the output) has
	// ProjSize features. Defaults to 0; only LSTM takes it, as in Python.
	ProjSize torch.Opt[int64]
	// Nonlinearity is RNN's nonlinearity, "tanh" or "relu"; defaults to
	// "tanh". Only RNN takes it, as in Python.
	Nonlinearity torch.Opt[string]
}

// RNNBase is the state of RNN, LSTM and GRU, Python's RNNBase: per layer
// and direction, weight_ih_l<k>, weight_hh_l<k>, bias_ih_l<k>,
// bias_hh_l<k> and (LSTM with ProjSize) weight_hr_l<k>, suffixed
// "_reverse" for the backward direction, with PyTorch's names and order,
// so state dicts interchange.
type RNNBase struct {
	Base
	// Mode is Python's mode: "LSTM", "GRU", "RNN_TANH" or "RNN_RELU".
	Mode                                       string
	InputSize, HiddenSize, NumLayers, ProjSize int64
	Bias, BatchFirst, Bidirectional            bool
	Dropout                                    float64
	flat                                       []*torch.Tensor // _flat_weights, for the operator
}

// name is the Python class of r's mode.
func (r *RNNBase) name() string {
	switch r.Mode {
	case "LSTM", "GRU":
		return r.Mode
	}
	return "RNN"
}

// newRNN checks the arguments and makes the parameters as RNN.__init__
// and RNNBase.__init__ do, then draws them all uniformly in
// ±1/√hidden_size, in that order, as its reset_parameters.
func newRNN(r *RNNBase, mode string, inputSize, hiddenSize int64, o RNNOptions) {
	r.Mode, r.InputSize, r.HiddenSize, r.NumLayers = mode, inputSize, hiddenSize, o.NumLayers.Or(1)
	r.Bias, r.BatchFirst, r.Bidirectional = o.Bias.Or(true), o.BatchFirst.Or(false), o.Bidirectional.Or(false)
	r.Dropout, r.ProjSize = o.Dropout.Or(0), o.ProjSize.Or(0)
	name := r.name()
	gates := map[string]int64{"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}[mode]
	switch {
	case name != "LSTM" && o.ProjSize.IsSome():
		r.Fail(fmt.Errorf("nn: %s: proj_size argument is only supported for LSTM, not RNN or GRU", name))
	case name != "RNN" && o.Nonlinearity.IsSome():
		r.Fail(fmt.Errorf("nn: %s: no nonlinearity argument (only RNN takes one)", name))
	case !(r.Dropout >= 0 && r.Dropout <= 1):
		r.Fail(fmt.Errorf("nn: %s: dropout should be a number in range [0, 1] representing the probability of an element being zeroed, not %v", name, r.Dropout))
	case r.ProjSize < 0:
		r.Fail(fmt.Errorf("nn: %s: proj_size should be a positive integer or zero to disable projections, not %d", name, r.ProjSize))
	case r.ProjSize >= hiddenSize && r.ProjSize > 0:
		r.Fail(fmt.Errorf("nn: %s: proj_size %d has to be smaller than hidden_size %d", name, r.ProjSize, hiddenSize))
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
	real := r.realHidden()
	for layer := range r.NumLayers {
		for dir := range r.directions() {
			in := inputSize
			if layer > 0 {
				in = real * r.directions()
			}
			suffix := fmt.Sprintf("_l%d", layer)
			if dir == 1 {
				suffix += "_reverse"
			}
			r.flat = append(r.flat,
				newParam(&r.Base, "weight_ih"+suffix, gates*hiddenSize, in),
				newParam(&r.Base, "weight_hh"+suffix, gates*hiddenSize, real))
			if r.Bias {
				r.flat = append(r.flat,
					newParam(&r.Base, "bias_ih"+suffix, gates*hiddenSize),
					newParam(&r.Base, "bias_hh"+suffix, gates*hiddenSize))
			}
			if r.ProjSize > 0 {
				r.flat = append(r.flat, newParam(&r.Base, "weight_hr"+suffix, r.ProjSize, hiddenSize))
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

// realHidden is h's size: ProjSize when projecting, else HiddenSize.
func (r *RNNBase) realHidden() int64 {
	if r.ProjSize > 0 {
		return r.ProjSize
	}
	return r.HiddenSize
}

func (r *RNNBase) batchDim() int64 {
	if r.BatchFirst {
		return 0
	}
	return 1
}

// rnnInput is an RNN's input as its forward sees it: padded (x, batched
// or made so) or packed (x is the data, with batchSizes and the
// permutations).
type rnnInput struct {
	x, batchSizes    *torch.Tensor
	sorted, unsorted *torch.Tensor
	batched, ownX    bool
	batch            int64
}

// prepare checks a padded input as RNNBase's forward does and returns it
// batched (unsqueezed at the batch dimension when 2-D).
func (r *RNNBase) prepare(input *torch.Tensor) (rnnInput, error) {
	name := r.name()
	if err := r.Err(); err != nil {
		return rnnInput{}, err
	}
	if err := input.Err(); err != nil {
		return rnnInput{}, err
	}
	shape := input.Shape()
	if len(shape) != 2 && len(shape) != 3 {
		return rnnInput{}, fmt.Errorf("nn: %s: expected input to be 2-D or 3-D but received %d-D tensor", name, len(shape))
	}
	if shape[len(shape)-1] != r.InputSize {
		return rnnInput{}, fmt.Errorf("nn: %s: input.size(-1) must be equal to input_size. Expected %d, got %d", name, r.InputSize, shape[len(shape)-1])
	}
	in := rnnInput{x: input, batched: len(shape) == 3}
	if !in.batched {
		if in.x = input.Unsqueeze(r.batchDim()); in.x.Err() != nil {
			return rnnInput{}, in.x.Err()
		}
		in.ownX = true
	}
	in.batch = in.x.Shape()[r.batchDim()]
	return in, nil
}

// preparePacked checks a packed input as RNNBase's forward does.
func (r *RNNBase) preparePacked(p *PackedSequence) (rnnInput, error) {
	name := r.name()
	if err := r.Err(); err != nil {
		return rnnInput{}, err
	}
	if p == nil {
		return rnnInput{}, fmt.Errorf("nn: %s: nil PackedSequence", name)
	}
	if err := p.Err(); err != nil {
		return rnnInput{}, err
	}
	shape := p.Data.Shape()
	if len(shape) != 2 {
		return rnnInput{}, fmt.Errorf("nn: %s: input must have 2 dimensions, got %d", name, len(shape))
	}
	if shape[1] != r.InputSize {
		return rnnInput{}, fmt.Errorf("nn: %s: input.size(-1) must be equal to input_size. Expected %d, got %d", name, r.InputSize, shape[1])
	}
	sizes, err := batchSizes(p)
	if err != nil {
		return rnnInput{}, fmt.Errorf("nn: %s: %w", name, err)
	}
	return rnnInput{x: p.Data, batchSizes: p.BatchSizes, sorted: p.SortedIndices, unsorted: p.UnsortedIndices,
		batched: true, batch: sizes[0]}, nil
}

// state returns a hidden state of size features for the operator, and
// whether the caller owns (frees) it: zeros when h is nil, else h
// checked, unsqueezed when the input is not batched, and permuted by the
// packed input's sorted indices.
func (r *RNNBase) state(what string, h *torch.Tensor, in rnnInput, size int64) (*torch.Tensor, bool, error) {
	name := r.name()
	want := []int64{r.NumLayers * r.directions(), in.batch, size}
	if h == nil {
		z, err := torch.Zeros(want, torch.ZerosOptions{Dtype: torch.Some(in.x.DType()), Device: torch.Some(in.x.Device())}).Result()
		return z, true, err
	}
	if err := h.Err(); err != nil {
		return nil, false, err
	}
	owned := false
	if in.batchSizes == nil {
		kind, dims := "unbatched", int64(2)
		if in.batched {
			kind, dims = "batched", 3
		}
		if h.Dim() != dims {
			return nil, false, fmt.Errorf("nn: %s: for %s %d-D input, %s should also be %d-D but got %d-D", name, kind, dims, what, dims, h.Dim())
		}
		if !in.batched {
			if h = h.Unsqueeze(1); h.Err() != nil {
				return nil, false, h.Err()
			}
			owned = true
		}
	}
	if got := h.Shape(); !slices.Equal(got, want) {
		freeOwned(h, owned)
		return nil, false, fmt.Errorf("nn: %s: expected %s size %v, got %v", name, what, want, got)
	}
	if in.sorted != nil { // the sequences' order in the packed data
		if h = h.IndexSelect(1, in.sorted); h.Err() != nil {
			return nil, false, h.Err()
		}
		owned = true
	}
	return h, owned, nil
}

// freeOwned frees t when owned.
func freeOwned(t *torch.Tensor, owned bool) {
	if owned {
		t.Free()
	}
}

// run is RNNBase's forward from the checked input: the initial states
// (nil ones are zeros; (h) or, for LSTM, (h, c)), the mode's operator
// (_VF.lstm, gru, rnn_tanh or rnn_relu, on the padded input or on the
// packed data and its batch sizes), and the final states unbatched or
// unpermuted as Python's. The caller frees in.x when in.ownX.
func (r *RNNBase) run(in rnnInput, hx []*torch.Tensor) (*torch.Tensor, []*torch.Tensor, error) {
	sizes := []int64{r.realHidden(), r.HiddenSize}
	whats := []string{"hx", "cx"}
	states := make([]*torch.Tensor, len(hx))
	for i, h := range hx {
		s, owned, err := r.state(whats[i], h, in, sizes[i])
		if err != nil {
			return nil, nil, err
		}
		defer freeOwned(s, owned)
		states[i] = s
	}
	var out *torch.Tensor
	var hn []*torch.Tensor
	var err error
	train, packed := r.IsTraining(), in.batchSizes != nil
	switch {
	case r.Mode == "LSTM" && packed:
		var t torch.LstmDataTuple
		if t, err = torch.LstmData(in.x, in.batchSizes, states, r.flat, r.Bias, r.NumLayers, r.Dropout, train, r.Bidirectional); err == nil {
			out, hn = t.V0, []*torch.Tensor{t.V1, t.V2}
		}
	case r.Mode == "LSTM":
		var t torch.LstmInputTuple
		if t, err = torch.LstmInput(in.x, states, r.flat, r.Bias, r.NumLayers, r.Dropout, train, r.Bidirectional, r.BatchFirst); err == nil {
			out, hn = t.V0, []*torch.Tensor{t.V1, t.V2}
		}
	case r.Mode == "GRU" && packed:
		var t torch.GruDataTuple
		if t, err = torch.GruData(in.x, in.batchSizes, states[0], r.flat, r.Bias, r.NumLayers, r.Dropout, train, r.Bidirectional); err == nil {
			out, hn = t.V0, []*torch.Tensor{t.V1}
		}
	case r.Mode == "GRU":
		var t torch.GruInputTuple
		if t, err = torch.GruInput(in.x, states[0], r.flat, r.Bias, r.NumLayers, r.Dropout, train, r.Bidirectional, r.BatchFirst); err == nil {
			out, hn = t.V0, []*torch.Tensor{t.V1}
		}
	case r.Mode == "RNN_TANH" && packed:
		var t torch.RnnTanhDataTuple
		if t, err = torch.RnnTanhData(in.x, in.batchSizes, states[0], r.flat, r.Bias, r.NumLayers, r.Dropout, train, r.Bidirectional); err == nil {
			out, hn = t.V0, []*torch.Tensor{t.V1}
		}
	case r.Mode == "RNN_TANH":
		var t torch.RnnTanhInputTuple
		if t, err = torch.RnnTanhInput(in.x, states[0], r.flat, r.Bias, r.NumLayers, r.Dropout, train, r.Bidirectional, r.BatchFirst); err == nil {
			out, hn = t.V0, []*torch.Tensor{t.V1}
		}
	case packed:
		var t torch.RnnReluDataTuple
		if t, err = torch.RnnReluData(in.x, in.batchSizes, states[0], r.flat, r.Bias, r.NumLayers, r.Dropout, train, r.Bidirectional); err == nil {
			out, hn = t.V0, []*torch.Tensor{t.V1}
		}
	default:
		var t torch.RnnReluInputTuple
		if t, err = torch.RnnReluInput(in.x, states[0], r.flat, r.Bias, r.NumLayers, r.Dropout, train, r.Bidirectional, r.BatchFirst); err == nil {
			out, hn = t.V0, []*torch.Tensor{t.V1}
		}
	}
	if err != nil {
		return nil, nil, err
	}
	for i, h := range hn {
		switch {
		case !in.batched:
			hn[i] = h.SqueezeDim(1)
			h.Free()
		case in.unsorted != nil:
			hn[i] = h.IndexSelect(1, in.unsorted)
			h.Free()
		}
	}
	if !in.batched {
		o := out.SqueezeDim(r.batchDim())
		out.Free()
		out = o
	}
	return out, hn, nil
}

// forward runs r over a padded input from the states hx (none: zeros).
func (r *RNNBase) forward(input *torch.Tensor, hx []*torch.Tensor) (*torch.Tensor, []*torch.Tensor, error) {
	in, err := r.prepare(input)
	if err != nil {
		return nil, nil, err
	}
	if in.ownX {
		defer in.x.Free()
	}
	return r.run(in, hx)
}

// forwardPacked runs r over a packed input, and returns the output packed
// as the input (its batch sizes and indices shared).
func (r *RNNBase) forwardPacked(p *PackedSequence, hx []*torch.Tensor) (*PackedSequence, []*torch.Tensor, error) {
	in, err := r.preparePacked(p)
	if err != nil {
		return nil, nil, err
	}
	out, hn, err := r.run(in, hx)
	if err != nil {
		return nil, nil, err
	}
	return &PackedSequence{Data: out, BatchSizes: p.BatchSizes.Alias(), SortedIndices: aliasOrNil(p.SortedIndices),
		UnsortedIndices: aliasOrNil(p.UnsortedIndices)}, hn, nil
}

// hiddenArg returns the one optional initial hidden state of RNN and GRU.
func (r *RNNBase) hiddenArg(hx []*torch.Tensor) ([]*torch.Tensor, error) {
	if len(hx) > 1 {
		return nil, fmt.Errorf("nn: %s: %d initial states given, want at most 1", r.name(), len(hx))
	}
	if len(hx) == 1 && hx[0] != nil {
		return hx, nil
	}
	return []*torch.Tensor{nil}, nil
}

// LSTM is nn.LSTM. Its Forward takes and returns several tensors, so it
// is an AnyModule, not a Module: in a Sequential, wrap it in a module of
// one's own, as in Python.
type LSTM struct{ RNNBase }

// LSTMState is an LSTM's hidden and cell states, (h, c) in Python: each
// (NumLayers·directions, N, features), or without N for an unbatched
// input; h's features are ProjSize when the LSTM projects, else
// HiddenSize, c's HiddenSize.
type LSTMState struct{ H, C *torch.Tensor }

// NewLSTM returns nn.LSTM(input_size, hidden_size, num_layers=1,
// bias=True, batch_first=False, dropout=0, bidirectional=False,
// proj_size=0), initialised as PyTorch initialises it.
func NewLSTM(inputSize, hiddenSize int64, opts ...RNNOptions) *LSTM {
	l := &LSTM{}
	newRNN(&l.RNNBase, "LSTM", inputSize, hiddenSize, lastOption(opts))
	return l
}

// lstmStates returns the one optional initial state as (h, c).
func (l *LSTM) lstmStates(hx []LSTMState) ([]*torch.Tensor, error) {
	if len(hx) > 1 {
		return nil, fmt.Errorf("nn: LSTM: %d initial states given, want at most 1", len(hx))
	}
	if len(hx) == 0 {
		return []*torch.Tensor{nil, nil}, nil
	}
	if (hx[0].H == nil) != (hx[0].C == nil) {
		return nil, fmt.Errorf("nn: LSTM: give both hidden and cell states, or neither")
	}
	return []*torch.Tensor{hx[0].H, hx[0].C}, nil
}

// Forward runs the LSTM over input, (L, N, InputSize) ((N, L, InputSize)
// with BatchFirst) or (L, InputSize) unbatched, from the state hx (zeros
// when not given or zero, as Python's None), and returns the output of
// the last layer at every step, (L, N, directions·features), and the
// final state. A failure travels in all three tensors.
func (l *LSTM) Forward(input *torch.Tensor, hx ...LSTMState) (*torch.Tensor, LSTMState) {
	states, err := l.lstmStates(hx)
	var out *torch.Tensor
	var hn []*torch.Tensor
	if err == nil {
		out, hn, err = l.forward(input, states)
	}
	if err != nil {
		f := torch.Chain(nil, err)
		return f, LSTMState{f, f}
	}
	return out, LSTMState{hn[0], hn[1]}
}

// ForwardPacked is Forward over a PackedSequence, Python's
// lstm(packed, hx): the output is packed as input is (its batch sizes
// and indices shared), and the states, given and returned, are in the
// order of the sequences before packing (Python permutes them by the
// sorted and unsorted indices). A failure travels in every tensor.
func (l *LSTM) ForwardPacked(input *PackedSequence, hx ...LSTMState) (*PackedSequence, LSTMState) {
	states, err := l.lstmStates(hx)
	var out *PackedSequence
	var hn []*torch.Tensor
	if err == nil {
		out, hn, err = l.forwardPacked(input, states)
	}
	if err != nil {
		f := torch.Chain(nil, err)
		return failedPacked(err), LSTMState{f, f}
	}
	return out, LSTMState{hn[0], hn[1]}
}

// GRU is nn.GRU; as LSTM, an AnyModule, not a Module.
type GRU struct{ RNNBase }

// NewGRU returns nn.GRU(input_size, hidden_size, num_layers=1, bias=True,
// batch_first=False, dropout=0, bidirectional=False), initialised as
// PyTorch initialises it.
func NewGRU(inputSize, hiddenSize int64, opts ...RNNOptions) *GRU {
	g := &GRU{}
	newRNN(&g.RNNBase, "GRU", inputSize, hiddenSize, lastOption(opts))
	return g
}

// Forward runs the GRU over input, shaped as LSTM's, from the hidden
// state hx (zeros when not given or nil, as Python's None), and returns
// the output of the last layer at every step and the final hidden state.
// A failure travels in both tensors.
func (g *GRU) Forward(input *torch.Tensor, hx ...*torch.Tensor) (output, hN *torch.Tensor) {
	return g.forwardOne(input, hx)
}

// ForwardPacked is Forward over a PackedSequence, as LSTM's.
func (g *GRU) ForwardPacked(input *PackedSequence, hx ...*torch.Tensor) (output *PackedSequence, hN *torch.Tensor) {
	return g.forwardPackedOne(input, hx)
}

// RNN is nn.RNN, an Elman RNN with tanh or ReLU; as LSTM, an AnyModule,
// not a Module.
type RNN struct{ RNNBase }

// NewRNN returns nn.RNN(input_size, hidden_size, num_layers=1,
// nonlinearity='tanh', bias=True, batch_first=False, dropout=0,
// bidirectional=False), initialised as PyTorch initialises it.
func NewRNN(inputSize, hiddenSize int64, opts ...RNNOptions) *RNN {
	o := lastOption(opts)
	r := &RNN{}
	switch nl := o.Nonlinearity.Or("tanh"); nl {
	case "tanh":
		newRNN(&r.RNNBase, "RNN_TANH", inputSize, hiddenSize, o)
	case "relu":
		newRNN(&r.RNNBase, "RNN_RELU", inputSize, hiddenSize, o)
	default:
		r.Mode = "RNN_TANH"
		r.Fail(fmt.Errorf("nn: RNN: unknown nonlinearity %q", nl))
	}
	return r
}

// Forward runs the RNN over input, as GRU's.
func (r *RNN) Forward(input *torch.Tensor, hx ...*torch.Tensor) (output, hN *torch.Tensor) {
	return r.forwardOne(input, hx)
}

// ForwardPacked is Forward over a PackedSequence, as LSTM's.
func (r *RNN) ForwardPacked(input *PackedSequence, hx ...*torch.Tensor) (output *PackedSequence, hN *torch.Tensor) {
	return r.forwardPackedOne(input, hx)
}

// forwardOne is GRU's and RNN's Forward.
func (r *RNNBase) forwardOne(input *torch.Tensor, hx []*torch.Tensor) (*torch.Tensor, *torch.Tensor) {
	states, err := r.hiddenArg(hx)
	var out *torch.Tensor
	var hn []*torch.Tensor
	if err == nil {
		out, hn, err = r.forward(input, states)
	}
	if err != nil {
		f := torch.Chain(nil, err)
		return f, f
	}
	return out, hn[0]
}

// forwardPackedOne is GRU's and RNN's ForwardPacked.
func (r *RNNBase) forwardPackedOne(input *PackedSequence, hx []*torch.Tensor) (*PackedSequence, *torch.Tensor) {
	states, err := r.hiddenArg(hx)
	var out *PackedSequence
	var hn []*torch.Tensor
	if err == nil {
		out, hn, err = r.forwardPacked(input, states)
	}
	if err != nil {
		return failedPacked(err), torch.Chain(nil, err)
	}
	return out, hn[0]
}
