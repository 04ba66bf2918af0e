package nn

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sync"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// fixTensor is a tensor of fixtures_test.go: float32 bits, 0/1 for a
// bool tensor, or the values of an int64 one (ints). A fixed input (a
// mask) takes no gradient.
type fixTensor struct {
	name    string
	shape   []int64
	boolean bool
	fixed   bool
	bits    []uint32
	ints    []int64
}

// layerCase is one case of scripts/make-nn-fixtures.py.
type layerCase struct {
	name                   string
	init, inputs, ups      []fixTensor
	outs                   []fixTensor
	inputGrads, paramGrads []fixTensor
}

// The layer fixtures made at test time (pyfixtures_test.go says why):
// nnFixtures.tolerance replaces layerCases and inferenceCases with what
// scripts/make-nn-fixtures.py gives on this machine.
var nnFixtures = &liveCases{script: "make-nn-fixtures.py", file: "fixtures_test.go",
	sets: []caseSet{{"layerCases", &layerCases}, {"inferenceCases", &inferenceCases}}}

// layerFixtureTolerance is how far (of max(1, |value|)) a value may be
// from the committed fixtures, where they are compared: the widest
// difference measured between PyTorch on an AVX-512 machine (the committed
// file) and on an AVX2 one with ATEN_CPU_CAPABILITY=default or avx2 and
// OpenBLAS's core types Haswell, Sandybridge, Nehalem and Zen (5.0e-6, a
// convolution's weight gradient), times four.
const layerFixtureTolerance = 2e-5

// liveCases is one fixture script's layer cases: the committed sets,
// each replaced (once per test binary) by what the script makes now on
// this machine, where Python can run it.
type liveCases struct {
	script string    // in scripts/, e.g. "make-nn-fixtures.py"
	file   string    // the committed fallback, for messages
	sets   []caseSet // the script's fixtures() keys and the committed cases
	once   sync.Once
	py     pythonFixtures
	err    error
}

// caseSet is one list of cases: the key of the script's fixtures() and
// the committed slice it replaces in place.
type caseSet struct {
	key   string
	cases *[]layerCase
}

// fixtureTolerance is nnFixtures.tolerance.
func fixtureTolerance(t *testing.T, tol float64) float64 { return nnFixtures.tolerance(t, tol) }

// tolerance makes the fixtures Python's on this machine where it can,
// says in t's log which ones t compares with, and returns the tolerance
// to use: 0 (bit for bit) where they are Python's here, else tol.
func (f *liveCases) tolerance(t *testing.T, tol float64) float64 {
	t.Helper()
	if len(compactFixtureErrs) > 0 {
		t.Fatal(compactFixtureErrs)
	}
	scripts := []string{f.script}
	f.once.Do(func() {
		f.py, f.err = runPythonFixtures(scripts, torch.Version())
		if f.err == nil && f.py.values != nil {
			f.err = f.replace(f.py.values[f.script])
		}
	})
	if f.err != nil {
		t.Fatal(f.err)
	}
	t.Log(fixtureNote(f.py, scripts, tol))
	if f.py.values != nil {
		return 0
	}
	return tol
}

// replace puts the script's cases in place of the committed ones.
func (f *liveCases) replace(data json.RawMessage) error {
	for _, set := range f.sets {
		cases, err := decodeCases(f.script, f.file, data, set.key, *set.cases)
		if err != nil {
			return err
		}
		copy(*set.cases, cases)
	}
	return nil
}

// decodeCases reads the cases under key of a script's fixtures(); a case
// that the script or the committed file (committed) lacks means the
// committed file is stale.
func decodeCases(script, file string, data json.RawMessage, key string, committed []layerCase) ([]layerCase, error) {
	type tensorJSON struct {
		Name           string
		Shape          []int64
		Boolean, Fixed bool
		Bits           []uint32
		Ints           []int64
	}
	type caseJSON struct {
		Name                                            string
		Init, Inputs, Ups, Outs, InputGrads, ParamGrads []tensorJSON
	}
	var fx map[string]json.RawMessage
	var from []caseJSON
	if err := json.Unmarshal(data, &fx); err != nil {
		return nil, fmt.Errorf("fixtures: %s: %v", script, err)
	}
	if err := json.Unmarshal(fx[key], &from); err != nil && fx[key] != nil {
		return nil, fmt.Errorf("fixtures: %s: %s: %v", script, key, err)
	}
	tensors := func(ts []tensorJSON) []fixTensor {
		out := []fixTensor{}
		for _, x := range ts {
			out = append(out, fixTensor{name: x.Name, shape: x.Shape, boolean: x.Boolean, fixed: x.Fixed, bits: x.Bits, ints: x.Ints})
		}
		return out
	}
	var got, want []string
	var out []layerCase
	for _, c := range from {
		got = append(got, c.Name)
		out = append(out, layerCase{name: c.Name, init: tensors(c.Init), inputs: tensors(c.Inputs), ups: tensors(c.Ups),
			outs: tensors(c.Outs), inputGrads: tensors(c.InputGrads), paramGrads: tensors(c.ParamGrads)})
	}
	for _, c := range committed {
		want = append(want, c.name)
	}
	if !slices.Equal(got, want) {
		return nil, fmt.Errorf("fixtures: scripts/%s makes the %s %v, %s has %v: regenerate it (the script's doc says how)",
			script, key, got, file, want)
	}
	return out, nil
}

// layerForward runs a layer on the case's inputs and returns its outputs.
type layerForward func(in []*torch.Tensor) []*torch.Tensor

// layerBuilders make each case's layer as the script's constructor does,
// and run it as the script's forward does (the same tensor where Python
// passes the same tensor).
var layerBuilders = map[string]func() (AnyModule, layerForward){
	"linear":           module(func() Module { return NewLinear(3, 5) }),
	"linear_nobias_3d": module(func() Module { return NewLinear(3, 2, LinearOptions{Bias: torch.Some(false)}) }),
	"sequential_mlp":   module(func() Module { return NewSequential(NewLinear(3, 5), &ReLU{}, NewLinear(5, 2)) }),
	"conv2d":           module(func() Module { return NewConv2d(2, 3, 3, ConvOptions{Padding: []int64{1}}) }),
	"batch_norm1d":     module(func() Module { return NewBatchNorm1d(4) }),
	"batch_norm1d_3d":  module(func() Module { return NewBatchNorm1d(3, BatchNormOptions{Momentum: torch.Some(0.3)}) }),
	"batch_norm2d":     module(func() Module { return NewBatchNorm2d(3) }),
	"batch_norm2d_plain": module(func() Module {
		return NewBatchNorm2d(3, BatchNormOptions{Eps: torch.Some(1e-3), Affine: torch.Some(false)})
	}),
	"layer_norm": module(func() Module { return NewLayerNorm([]int64{4, 5}) }),
	"layer_norm_plain": module(func() Module {
		return NewLayerNorm([]int64{5}, LayerNormOptions{Eps: torch.Some(1e-3), ElementwiseAffine: torch.Some(false)})
	}),
	"max_pool2d": module(func() Module { return NewMaxPool2d(2) }),
	"max_pool2d_stride_pad": module(func() Module {
		return NewMaxPool2d(3, MaxPoolOptions{Stride: []int64{2}, Padding: []int64{1}})
	}),
	"avg_pool2d": module(func() Module {
		return NewAvgPool2d(3, AvgPoolOptions{Stride: []int64{2}, Padding: []int64{1}})
	}),
	"adaptive_avg_pool2d": module(func() Module { return NewAdaptiveAvgPool2d([]int64{3, 2}) }),
	"max_pool1d_ceil_dilation": module(func() Module {
		return NewMaxPool1d(3, MaxPoolOptions{Stride: []int64{2}, Padding: []int64{1}, Dilation: []int64{2}, CeilMode: true})
	}),
	"max_pool2d_tuple_ceil": module(func() Module {
		return NewMaxPool2d([]int64{3, 2}, MaxPoolOptions{Stride: []int64{2, 1}, CeilMode: true})
	}),
	"max_pool3d": module(func() Module {
		return NewMaxPool3d(2, MaxPoolOptions{Stride: []int64{1, 2, 2}, Padding: []int64{1, 0, 1}})
	}),
	"avg_pool1d_exclude_pad": module(func() Module {
		return NewAvgPool1d(3, AvgPoolOptions{Stride: []int64{2}, Padding: []int64{1}, CountIncludePad: torch.Some(false)})
	}),
	"avg_pool2d_divisor_ceil": module(func() Module {
		return NewAvgPool2d([]int64{2, 3}, AvgPoolOptions{Stride: []int64{2}, CeilMode: true, DivisorOverride: torch.Some[int64](4)})
	}),
	"avg_pool3d": module(func() Module {
		return NewAvgPool3d([]int64{1, 2, 2}, AvgPoolOptions{Padding: []int64{0, 1, 1}})
	}),
	"adaptive_avg_pool1d": module(func() Module { return NewAdaptiveAvgPool1d(3) }),
	"adaptive_avg_pool3d": module(func() Module { return NewAdaptiveAvgPool3d([]int64{2, 1, 3}) }),
	"adaptive_max_pool1d": module(func() Module { return NewAdaptiveMaxPool1d(4) }),
	"adaptive_max_pool2d": module(func() Module { return NewAdaptiveMaxPool2d([]int64{2, 3}) }),
	"adaptive_max_pool3d": module(func() Module { return NewAdaptiveMaxPool3d(2) }),
	"relu":                module(func() Module { return &ReLU{} }),
	"tanh":                module(func() Module { return &Tanh{} }),
	"sigmoid":             module(func() Module { return &Sigmoid{} }),
	"gelu":                module(func() Module { return &GELU{} }),
	"gelu_tanh":           module(func() Module { return &GELU{Approximate: "tanh"} }),
	"dropout":             module(func() Module { return NewDropout(DropoutOptions{P: torch.Some(0.4)}) }),
	"flatten":             module(func() Module { return NewFlatten() }),
	"conv1d": module(func() Module {
		return NewConv1d(4, 6, 3, ConvOptions{Stride: []int64{2}, Padding: []int64{1}, Groups: torch.Some[int64](2)})
	}),
	"conv1d_unbatched": module(func() Module { return NewConv1d(3, 2, 2, ConvOptions{Dilation: []int64{2}}) }),
	"conv1d_reflect": module(func() Module {
		return NewConv1d(3, 4, 3, ConvOptions{Padding: []int64{2}, PaddingMode: torch.Some("reflect")})
	}),
	"conv2d_tuple": module(func() Module {
		return NewConv2d(2, 4, []int64{3, 2}, ConvOptions{Stride: []int64{2, 1}, Padding: []int64{1, 0},
			Dilation: []int64{1, 2}, Groups: torch.Some[int64](2), Bias: torch.Some(false)})
	}),
	"conv2d_same": module(func() Module {
		return NewConv2d(3, 2, []int64{3, 4}, ConvOptions{PaddingString: "same", Dilation: []int64{2, 1}})
	}),
	"conv2d_valid": module(func() Module { return NewConv2d(2, 2, 2, ConvOptions{PaddingString: "valid"}) }),
	"conv2d_same_reflect": module(func() Module {
		return NewConv2d(2, 3, 4, ConvOptions{PaddingString: "same", PaddingMode: torch.Some("reflect")})
	}),
	"conv2d_replicate": module(func() Module {
		return NewConv2d(2, 3, 3, ConvOptions{Padding: []int64{1, 2}, PaddingMode: torch.Some("replicate")})
	}),
	"conv2d_circular": module(func() Module {
		return NewConv2d(2, 3, 3, ConvOptions{Stride: []int64{2}, Padding: []int64{1}, PaddingMode: torch.Some("circular")})
	}),
	"conv3d": module(func() Module {
		return NewConv3d(2, 4, []int64{2, 3, 2}, ConvOptions{Stride: []int64{1, 2, 1}, Padding: []int64{1, 0, 1}, Groups: torch.Some[int64](2)})
	}),
	"conv_transpose2d": module(func() Module {
		return NewConvTranspose2d(4, 6, []int64{3, 2}, ConvTransposeOptions{Stride: []int64{2}, Padding: []int64{1, 0},
			OutputPadding: []int64{1, 0}, Groups: torch.Some[int64](2), Dilation: []int64{1, 2}})
	}),
	"conv_transpose2d_size": func() (AnyModule, layerForward) {
		c := NewConvTranspose2d(4, 6, []int64{3, 2}, ConvTransposeOptions{Stride: []int64{2}, Padding: []int64{1, 0},
			Groups: torch.Some[int64](2), Dilation: []int64{1, 2}})
		return c, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{c.ForwardSize(x[0], []int64{2, 6, 8, 8})}
		}
	},
	"bilinear": func() (AnyModule, layerForward) {
		b := NewBilinear(3, 4, 5)
		return b, func(x []*torch.Tensor) []*torch.Tensor { return []*torch.Tensor{b.Forward(x[0], x[1])} }
	},
	"group_norm": module(func() Module { return NewGroupNorm(2, 6) }),
	"group_norm_plain": module(func() Module {
		return NewGroupNorm(3, 6, GroupNormOptions{Eps: torch.Some(1e-3), Affine: torch.Some(false)})
	}),
	"lstm":                     lstm(3, 4, RNNOptions{NumLayers: torch.Some[int64](2), Bidirectional: torch.Some(true), BatchFirst: torch.Some(true)}),
	"lstm_state":               lstm(3, 4, RNNOptions{Bias: torch.Some(false)}),
	"lstm_unbatched":           lstm(3, 4, RNNOptions{}),
	"lstm_dropout":             lstm(3, 4, RNNOptions{NumLayers: torch.Some[int64](3), Dropout: torch.Some(0.5)}),
	"lstm_bidirectional_state": lstm(2, 3, RNNOptions{Bidirectional: torch.Some(true), BatchFirst: torch.Some(true)}),
	"gru_unbatched": func() (AnyModule, layerForward) {
		g := NewGRU(3, 4, RNNOptions{NumLayers: torch.Some[int64](2)})
		return g, func(x []*torch.Tensor) []*torch.Tensor { o, h := g.Forward(x[0], x[1]); return []*torch.Tensor{o, h} }
	},
	"gru": func() (AnyModule, layerForward) {
		g := NewGRU(3, 5, RNNOptions{NumLayers: torch.Some[int64](2), Bidirectional: torch.Some(true)})
		return g, func(x []*torch.Tensor) []*torch.Tensor { o, h := g.Forward(x[0], x[1]); return []*torch.Tensor{o, h} }
	},
	"gru_batch_first": func() (AnyModule, layerForward) {
		g := NewGRU(3, 4, RNNOptions{Bias: torch.Some(false), BatchFirst: torch.Some(true)})
		return g, func(x []*torch.Tensor) []*torch.Tensor { o, h := g.Forward(x[0]); return []*torch.Tensor{o, h} }
	},
	"mha_self": func() (AnyModule, layerForward) {
		m := NewMultiheadAttention(8, 2)
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			o, w := m.Forward(x[0], x[0], x[0], AttentionOptions{KeyPaddingMask: x[1]})
			return []*torch.Tensor{o, w}
		}
	},
	"mha_kv": func() (AnyModule, layerForward) {
		m := NewMultiheadAttention(8, 4, MultiheadAttentionOptions{AddBiasKV: torch.Some(true), AddZeroAttn: torch.Some(true),
			KDim: torch.Some[int64](5), VDim: torch.Some[int64](3), BatchFirst: torch.Some(true)})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			o, w := m.Forward(x[0], x[1], x[2], AttentionOptions{AttnMask: x[3], KeyPaddingMask: x[4],
				AverageAttnWeights: torch.Some(false)})
			return []*torch.Tensor{o, w}
		}
	},
	"mha_cross": func() (AnyModule, layerForward) {
		m := NewMultiheadAttention(6, 3, MultiheadAttentionOptions{Bias: torch.Some(false)})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			o, w := m.Forward(x[0], x[1], x[1], AttentionOptions{AttnMask: x[2], KeyPaddingMask: x[3], NeedWeights: torch.Some(false)})
			if w != nil {
				return []*torch.Tensor{o, torch.Chain(nil, fmt.Errorf("weights returned without need_weights"))}
			}
			return []*torch.Tensor{o}
		}
	},
	"mha_unbatched": func() (AnyModule, layerForward) {
		m := NewMultiheadAttention(4, 2)
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			o, w := m.Forward(x[0], x[1], x[2], AttentionOptions{AttnMask: x[3], KeyPaddingMask: x[4]})
			return []*torch.Tensor{o, w}
		}
	},
	"mha_float_kpm": func() (AnyModule, layerForward) {
		m := NewMultiheadAttention(6, 2)
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			o, w := m.Forward(x[0], x[0], x[0], AttentionOptions{KeyPaddingMask: x[1]})
			return []*torch.Tensor{o, w}
		}
	},
	"mha_dropout": func() (AnyModule, layerForward) {
		m := NewMultiheadAttention(4, 2, MultiheadAttentionOptions{Dropout: torch.Some(0.3)})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			o, w := m.Forward(x[0], x[0], x[0])
			return []*torch.Tensor{o, w}
		}
	},
}

// module is a builder for a one-tensor Module.
func module(make func() Module) func() (AnyModule, layerForward) {
	return func() (AnyModule, layerForward) {
		m := make()
		return m, func(x []*torch.Tensor) []*torch.Tensor { return []*torch.Tensor{m.Forward(x[0])} }
	}
}

// lstm is a builder for an LSTM, given (h0, c0) when the case has three
// inputs.
func lstm(in, hidden int64, o RNNOptions) func() (AnyModule, layerForward) {
	return func() (AnyModule, layerForward) {
		l := NewLSTM(in, hidden, o)
		return l, func(x []*torch.Tensor) []*torch.Tensor {
			var states []LSTMState
			if len(x) == 3 {
				states = append(states, LSTMState{x[1], x[2]})
			}
			out, s := l.Forward(x[0], states...)
			return []*torch.Tensor{out, s.H, s.C}
		}
	}
}

// fixture makes the tensor of f.
func fixture(t *testing.T, f fixTensor) *torch.Tensor {
	t.Helper()
	var x *torch.Tensor
	var err error
	if f.boolean {
		b := make([]bool, len(f.bits))
		for i, v := range f.bits {
			b[i] = v != 0
		}
		x, err = torch.FromSlice(b, f.shape...)
	} else {
		v := make([]float32, len(f.bits))
		for i, b := range f.bits {
			v[i] = math.Float32frombits(b)
		}
		x, err = torch.FromSlice(v, f.shape...)
	}
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// same fails unless x has f's shape and its values: bit for bit when tol
// is 0, else within tol of max(1, |value|).
func same(t *testing.T, what string, x *torch.Tensor, f fixTensor, tol float64) {
	t.Helper()
	if err := x.Err(); err != nil {
		t.Errorf("%s: %v", what, err)
		return
	}
	if got := x.Shape(); !slices.Equal(got, f.shape) {
		t.Errorf("%s: shape %v, want %v", what, got, f.shape)
		return
	}
	c := x.Contiguous()
	defer c.Free()
	if f.ints != nil {
		got, err := torch.ToSlice[int64](c)
		if err != nil || !slices.Equal(got, f.ints) {
			t.Errorf("%s = %v (%v), want %v", what, got, err, f.ints)
		}
		return
	}
	got, err := torch.ToSlice[float32](c)
	if err != nil {
		t.Errorf("%s: %v", what, err)
		return
	}
	bad := 0
	for i, g := range got {
		if math.Float32bits(g) != f.bits[i] && (tol == 0 || !fixtureClose(float64(g), float64(math.Float32frombits(f.bits[i])), tol)) {
			if bad < 3 {
				t.Errorf("%s[%d] = %v (%08x), want %v (%08x)", what, i, g, math.Float32bits(g), math.Float32frombits(f.bits[i]), f.bits[i])
			}
			bad++
		}
	}
	if bad > 3 {
		t.Errorf("%s: %d of %d values differ", what, bad, len(got))
	}
}

// inferenceBuilders are inferenceCases' layers, as layerBuilders.
var inferenceBuilders = map[string]func() (AnyModule, layerForward){
	"mha_fast_path": func() (AnyModule, layerForward) {
		m := NewMultiheadAttention(8, 2, MultiheadAttentionOptions{BatchFirst: torch.Some(true)})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			o, w := m.Forward(x[0], x[0], x[0], AttentionOptions{KeyPaddingMask: x[1]})
			return []*torch.Tensor{o, w}
		}
	},
}
