package nn

import (
	"fmt"
	"math"
	"reflect"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The transformer blocks of torch.nn (torch/nn/modules/transformer.py),
// written over MultiheadAttention, Linear, Dropout and LayerNorm as Python
// writes them, so that the same seed gives the same weights, the same
// dropout draws and the same bits, in training and in evaluation mode.
//
// Python 1.13 takes a "fast path" in evaluation mode when autograd is off
// (torch.no_grad, or no parameter requiring grad): the fused
// torch._transformer_encoder_layer_fwd and, in TransformerEncoder given a
// src_key_padding_mask, a nested tensor. These are not taken here: the
// general path computes the same layer, to float rounding (the fused
// kernels round differently), except that Python's nested-tensor path
// gives zeros at padded positions of TransformerEncoder's output where
// the general path (Python's with autograd on, and Go's) gives the
// values computed there.

// TransformerEncoderLayer is nn.TransformerEncoderLayer: self-attention
// and a feed-forward network (Linear1, the activation, Dropout, Linear2),
// each with dropout, a residual connection and a LayerNorm (after each
// block, or before it with NormFirst). Its children, in Python's order
// (the state dict's names): self_attn, linear1, dropout, linear2, norm1,
// norm2, dropout1, dropout2.
type TransformerEncoderLayer struct {
	Base
	SelfAttn           *MultiheadAttention
	Linear1            *Linear
	Dropout            *Dropout
	Linear2            *Linear
	NormFirst          bool
	Norm1, Norm2       *LayerNorm
	Dropout1, Dropout2 *Dropout
	// Activation is the feed-forward network's activation: F.relu,
	// F.gelu or the options' ActivationFunc.
	Activation func(*torch.Tensor) *torch.Tensor
}

// TransformerEncoderLayerOptions holds the optional arguments of
// TransformerEncoderLayer and TransformerDecoderLayer; the zero value of
// a field means its default.
type TransformerEncoderLayerOptions struct {
	DimFeedforward torch.Opt[int64]   // defaults to 2048
	Dropout        torch.Opt[float64] // defaults to 0.1
	// Activation is Python's activation given as a string: "relu" (the
	// default, also "") or "gelu".
	Activation string
	// ActivationFunc is Python's activation given as a callable (F.silu,
	// nn.GELU(approximate="tanh").forward…); it takes precedence over
	// Activation.
	ActivationFunc func(*torch.Tensor) *torch.Tensor
	LayerNormEps   torch.Opt[float64] // defaults to 1e-5
	BatchFirst     torch.Opt[bool]    // defaults to false: (S, N, E)
	NormFirst      torch.Opt[bool]    // defaults to false: LayerNorm after each block
}

// TransformerDecoderLayerOptions holds TransformerDecoderLayer's optional
// arguments, the same as TransformerEncoderLayer's.
type TransformerDecoderLayerOptions = TransformerEncoderLayerOptions

// activation is _get_activation_fn, or the callable.
func (o TransformerEncoderLayerOptions) activation() (func(*torch.Tensor) *torch.Tensor, error) {
	if o.ActivationFunc != nil {
		return o.ActivationFunc, nil
	}
	switch o.Activation {
	case "", "relu":
		return relu, nil
	case "gelu":
		return gelu, nil
	}
	return nil, fmt.Errorf("activation should be relu/gelu, not %s", o.Activation)
}

// relu is F.relu.
func relu(x *torch.Tensor) *torch.Tensor { return x.Relu() }

// gelu is F.gelu(approximate='none').
func gelu(x *torch.Tensor) *torch.Tensor { return torch.Gelu(x) }

// NewTransformerEncoderLayer returns nn.TransformerEncoderLayer(d_model,
// nhead, dim_feedforward=2048, dropout=0.1, activation=F.relu,
// layer_norm_eps=1e-5, batch_first=False, norm_first=False), initialised
// as PyTorch initialises it (its children made in Python's order).
func NewTransformerEncoderLayer(dModel, nhead int64, opts ...TransformerEncoderLayerOptions) *TransformerEncoderLayer {
	o := lastOption(opts)
	l := &TransformerEncoderLayer{NormFirst: o.NormFirst.Or(false)}
	act, err := o.activation()
	if err != nil {
		l.Fail(fmt.Errorf("nn: TransformerEncoderLayer: %w", err))
		return l
	}
	l.Activation = act
	dropout, ff, eps := o.Dropout.Or(0.1), o.DimFeedforward.Or(2048), o.LayerNormEps.Or(1e-5)
	l.SelfAttn = NewMultiheadAttention(dModel, nhead, MultiheadAttentionOptions{
		Dropout: torch.Some(dropout), BatchFirst: torch.Some(o.BatchFirst.Or(false))})
	l.RegisterModule("self_attn", l.SelfAttn)
	// Children are made one after another as Python makes them (the
	// random draws' order), but not after a failure.
	if l.Err() == nil {
		l.Linear1 = NewLinear(dModel, ff)
		l.RegisterModule("linear1", l.Linear1)
	}
	l.Dropout = NewDropout(DropoutOptions{P: torch.Some(dropout)})
	l.RegisterModule("dropout", l.Dropout)
	if l.Err() == nil {
		l.Linear2 = NewLinear(ff, dModel)
		l.RegisterModule("linear2", l.Linear2)
	}
	if l.Err() == nil {
		l.Norm1 = NewLayerNorm([]int64{dModel}, LayerNormOptions{Eps: torch.Some(eps)})
		l.RegisterModule("norm1", l.Norm1)
		l.Norm2 = NewLayerNorm([]int64{dModel}, LayerNormOptions{Eps: torch.Some(eps)})
		l.RegisterModule("norm2", l.Norm2)
	}
	l.Dropout1 = NewDropout(DropoutOptions{P: torch.Some(dropout)})
	l.RegisterModule("dropout1", l.Dropout1)
	l.Dropout2 = NewDropout(DropoutOptions{P: torch.Some(dropout)})
	l.RegisterModule("dropout2", l.Dropout2)
	return finish(l, nil)
}

// EncoderMasks holds the masks of TransformerEncoderLayer.ForwardMasked
// and TransformerEncoder.ForwardMasked (Python's keyword arguments).
type EncoderMasks struct {
	// SrcMask (S, S) or (N·nhead, S, S) is the self-attention's
	// attn_mask: Python's src_mask (TransformerEncoder.forward's mask).
	// true (bool) forbids attending; a float mask is added to the scores.
	SrcMask *torch.Tensor
	// SrcKeyPaddingMask (N, S), or (S) unbatched: true (bool) marks a key
	// to ignore; a float mask is added to the scores.
	SrcKeyPaddingMask *torch.Tensor
	// IsCausal (PyTorch 2's is_causal) says SrcMask is the causal mask;
	// without SrcMask, the causal mask GenerateSquareSubsequentMask(S) is
	// used (where Python 2 raises "Need attn_mask if specifying the
	// is_causal hint"). With SrcMask it changes nothing: SrcMask is used
	// as it is, as Python's hint.
	IsCausal bool
}

// Forward returns the layer applied to src (S, N, E), (N, S, E) with
// BatchFirst, or (S, E) unbatched, without masks: Python's
// layer(src). A failure travels in the result.
func (l *TransformerEncoderLayer) Forward(src *torch.Tensor) *torch.Tensor {
	return l.ForwardMasked(src, EncoderMasks{})
}

// ForwardMasked returns the layer applied to src with the masks: Python's
// layer(src, src_mask=…, src_key_padding_mask=…, is_causal=…). A failure
// travels in the result.
func (l *TransformerEncoderLayer) ForwardMasked(src *torch.Tensor, masks EncoderMasks) *torch.Tensor {
	if f := l.failed(); f != nil {
		return f
	}
	out, err := torch.WithScopeValue(func(*torch.Scope) (*torch.Tensor, error) {
		mask, err := causalMask(masks.SrcMask, masks.IsCausal, src, src, l.SelfAttn.BatchFirst)
		if err != nil {
			return nil, err
		}
		kpm := masks.SrcKeyPaddingMask
		x := src
		if l.NormFirst {
			x = x.Add(l.saBlock(l.Norm1.Forward(x), mask, kpm))
			x = x.Add(l.ffBlock(l.Norm2.Forward(x)))
		} else {
			x = l.Norm1.Forward(x.Add(l.saBlock(x, mask, kpm)))
			x = l.Norm2.Forward(x.Add(l.ffBlock(x)))
		}
		return x, x.Err()
	})
	if err != nil {
		return torch.Chain(nil, fmt.Errorf("nn: TransformerEncoderLayer: %w", err))
	}
	return out
}

// saBlock is _sa_block.
func (l *TransformerEncoderLayer) saBlock(x, mask, kpm *torch.Tensor) *torch.Tensor {
	out, _ := l.SelfAttn.Forward(x, x, x, AttentionOptions{AttnMask: mask, KeyPaddingMask: kpm, NeedWeights: torch.Some(false)})
	return l.Dropout1.Forward(out)
}

// ffBlock is _ff_block.
func (l *TransformerEncoderLayer) ffBlock(x *torch.Tensor) *torch.Tensor {
	return l.Dropout2.Forward(feedForward(x, l.Linear1, l.Dropout, l.Linear2, l.Activation))
}

// feedForward is linear2(dropout(activation(linear1(x)))).
func feedForward(x *torch.Tensor, linear1 *Linear, dropout *Dropout, linear2 *Linear, activation func(*torch.Tensor) *torch.Tensor) *torch.Tensor {
	h := linear1.Forward(x)
	if err := h.Err(); err != nil {
		return h
	}
	return linear2.Forward(dropout.Forward(activation(h)))
}

// causalMask is mask, or with isCausal and no mask the causal mask of
// query attending to key (their sequence lengths L and S): float -inf
// above the diagonal, of the query's dtype and device.
func causalMask(mask *torch.Tensor, isCausal bool, query, key *torch.Tensor, batchFirst bool) (*torch.Tensor, error) {
	if mask != nil || !isCausal {
		return mask, nil
	}
	for _, t := range []*torch.Tensor{query, key} {
		if err := t.Err(); err != nil {
			return nil, err
		}
	}
	seqLen := func(t *torch.Tensor) int64 {
		if batchFirst && t.Dim() == 3 {
			return t.Shape()[1]
		}
		return t.Shape()[0]
	}
	if query.Dim() == 0 || key.Dim() == 0 {
		return nil, fmt.Errorf("is_causal: a 0-d input")
	}
	return squareSubsequent(seqLen(query), seqLen(key), query.DType(), query.Device()), nil
}

// squareSubsequent is torch.triu(torch.full((l, s), -inf), diagonal=1).
func squareSubsequent(l, s int64, dtype torch.DType, device torch.Device) *torch.Tensor {
	full := torch.Full([]int64{l, s}, torch.Float(math.Inf(-1)),
		torch.FullOptions{Dtype: torch.Some(dtype), Device: torch.Some(device)})
	defer full.Free()
	return torch.Triu(full, torch.TriuOptions{Diagonal: torch.Some[int64](1)})
}

// SquareSubsequentMaskOptions holds GenerateSquareSubsequentMask's
// optional arguments (PyTorch 2's; 1.13 has only device).
type SquareSubsequentMaskOptions struct {
	Device torch.Opt[torch.Device] // defaults to the CPU
	Dtype  torch.Opt[torch.DType]  // defaults to float32
}

// GenerateSquareSubsequentMask returns
// Transformer.generate_square_subsequent_mask(sz, device=None,
// dtype=None): a (sz, sz) float mask, -inf above the diagonal and 0
// elsewhere, so that position i attends to positions up to i.
func GenerateSquareSubsequentMask(sz int64, opts ...SquareSubsequentMaskOptions) *torch.Tensor {
	o := lastOption(opts)
	if sz < 0 {
		return torch.Chain(nil, fmt.Errorf("nn: GenerateSquareSubsequentMask(%d): negative size", sz))
	}
	return squareSubsequent(sz, sz, o.Dtype.Or(torch.Float32), o.Device.Or(torch.CPUDevice))
}

// TransformerEncoder is nn.TransformerEncoder: NumLayers encoder layers,
// applied in turn, then Norm (nil: none). Its children: layers (a
// ModuleList, so "layers.0.self_attn.in_proj_weight"…) and norm.
type TransformerEncoder struct {
	Base
	Layers []*TransformerEncoderLayer
	Norm   *LayerNorm
}

// TransformerEncoderOptions holds TransformerEncoder's optional
// arguments.
type TransformerEncoderOptions struct {
	Norm *LayerNorm // defaults to none; the encoder takes it
}

// NewTransformerEncoder returns nn.TransformerEncoder(encoder_layer,
// num_layers, norm=None): numLayers layers with layer's configuration and
// values, as Python's deep copies. The encoder takes layer (and Norm): it
// is its layers.0, followed by numLayers-1 copies of it (Python copies it
// numLayers times and leaves it out; the copies are the same, and no
// extra layer is left to free), so change the encoder's layers through
// Layers, not through layer. Copying draws no random numbers, as
// deepcopy.
func NewTransformerEncoder(layer *TransformerEncoderLayer, numLayers int64, opts ...TransformerEncoderOptions) *TransformerEncoder {
	o := lastOption(opts)
	e := &TransformerEncoder{Norm: o.Norm}
	e.Layers = stackLayers(&e.Base, "TransformerEncoder", "encoder_layer", layer, numLayers, o.Norm, cloneEncoderLayer)
	return finish(e, nil)
}

// Forward returns the encoder applied to src without masks: Python's
// encoder(src).
func (e *TransformerEncoder) Forward(src *torch.Tensor) *torch.Tensor {
	return e.ForwardMasked(src, EncoderMasks{})
}

// ForwardMasked returns the encoder applied to src with the masks, each
// layer given them: Python's encoder(src, mask=…,
// src_key_padding_mask=…, is_causal=…).
func (e *TransformerEncoder) ForwardMasked(src *torch.Tensor, masks EncoderMasks) *torch.Tensor {
	if f := e.failed(); f != nil {
		return f
	}
	if kpm := masks.SrcKeyPaddingMask; kpm != nil && kpm.Err() == nil && kpm.DType() != torch.Boolean && !kpm.DType().IsFloatingPoint() {
		return torch.Chain(nil, fmt.Errorf("nn: TransformerEncoder: only bool and floating types of key_padding_mask are supported"))
	}
	out, err := torch.WithScopeValue(func(*torch.Scope) (*torch.Tensor, error) {
		mask, err := causalMask(masks.SrcMask, masks.IsCausal, src, src, e.Layers[0].SelfAttn.BatchFirst)
		if err != nil {
			return nil, fmt.Errorf("nn: TransformerEncoder: %w", err)
		}
		x := src
		for _, l := range e.Layers {
			x = l.ForwardMasked(x, EncoderMasks{SrcMask: mask, SrcKeyPaddingMask: masks.SrcKeyPaddingMask})
		}
		if e.Norm != nil {
			x = e.Norm.Forward(x)
		}
		return x, x.Err()
	})
	if err != nil {
		return torch.Chain(nil, err)
	}
	return out
}

// TransformerDecoderLayer is nn.TransformerDecoderLayer: self-attention,
// attention to the encoder's output (memory) and a feed-forward network,
// each with dropout, a residual connection and a LayerNorm (after each
// block, or before it with NormFirst). Its children, in Python's order:
// self_attn, multihead_attn, linear1, dropout, linear2, norm1, norm2,
// norm3, dropout1, dropout2, dropout3.
type TransformerDecoderLayer struct {
	Base
	SelfAttn, MultiheadAttn      *MultiheadAttention
	Linear1                      *Linear
	Dropout                      *Dropout
	Linear2                      *Linear
	NormFirst                    bool
	Norm1, Norm2, Norm3          *LayerNorm
	Dropout1, Dropout2, Dropout3 *Dropout
	// Activation is the feed-forward network's activation, as
	// TransformerEncoderLayer's.
	Activation func(*torch.Tensor) *torch.Tensor
}

// NewTransformerDecoderLayer returns nn.TransformerDecoderLayer(d_model,
// nhead, dim_feedforward=2048, dropout=0.1, activation=F.relu,
// layer_norm_eps=1e-5, batch_first=False, norm_first=False), initialised
// as PyTorch initialises it.
func NewTransformerDecoderLayer(dModel, nhead int64, opts ...TransformerDecoderLayerOptions) *TransformerDecoderLayer {
	o := lastOption(opts)
	l := &TransformerDecoderLayer{NormFirst: o.NormFirst.Or(false)}
	act, err := o.activation()
	if err != nil {
		l.Fail(fmt.Errorf("nn: TransformerDecoderLayer: %w", err))
		return l
	}
	l.Activation = act
	dropout, ff, eps := o.Dropout.Or(0.1), o.DimFeedforward.Or(2048), o.LayerNormEps.Or(1e-5)
	mha := func() *MultiheadAttention {
		return NewMultiheadAttention(dModel, nhead, MultiheadAttentionOptions{
			Dropout: torch.Some(dropout), BatchFirst: torch.Some(o.BatchFirst.Or(false))})
	}
	l.SelfAttn = mha()
	l.RegisterModule("self_attn", l.SelfAttn)
	if l.Err() == nil {
		l.MultiheadAttn = mha()
		l.RegisterModule("multihead_attn", l.MultiheadAttn)
	}
	if l.Err() == nil {
		l.Linear1 = NewLinear(dModel, ff)
		l.RegisterModule("linear1", l.Linear1)
	}
	l.Dropout = NewDropout(DropoutOptions{P: torch.Some(dropout)})
	l.RegisterModule("dropout", l.Dropout)
	if l.Err() == nil {
		l.Linear2 = NewLinear(ff, dModel)
		l.RegisterModule("linear2", l.Linear2)
	}
	if l.Err() == nil {
		for i, p := range []**LayerNorm{&l.Norm1, &l.Norm2, &l.Norm3} {
			*p = NewLayerNorm([]int64{dModel}, LayerNormOptions{Eps: torch.Some(eps)})
			l.RegisterModule(fmt.Sprint("norm", i+1), *p)
		}
	}
	for i, p := range []**Dropout{&l.Dropout1, &l.Dropout2, &l.Dropout3} {
		*p = NewDropout(DropoutOptions{P: torch.Some(dropout)})
		l.RegisterModule(fmt.Sprint("dropout", i+1), *p)
	}
	return finish(l, nil)
}

// DecoderMasks holds the masks of TransformerDecoderLayer.Forward and
// TransformerDecoder.Forward (Python's keyword arguments), as
// EncoderMasks.
type DecoderMasks struct {
	// TgtMask (T, T) or (N·nhead, T, T) is the self-attention's
	// attn_mask; MemoryMask (T, S) the attention to memory's.
	TgtMask, MemoryMask *torch.Tensor
	// TgtKeyPaddingMask (N, T) and MemoryKeyPaddingMask (N, S).
	TgtKeyPaddingMask, MemoryKeyPaddingMask *torch.Tensor
	// TgtIsCausal and MemoryIsCausal (PyTorch 2's tgt_is_causal,
	// memory_is_causal) say the mask is causal; without the mask, the
	// causal mask (-inf above the diagonal of a (T, T), or (T, S), mask)
	// is used, as EncoderMasks.IsCausal.
	TgtIsCausal, MemoryIsCausal bool
}

// Forward returns the layer applied to tgt (T, N, E) attending to memory
// (S, N, E) ((N, T, E) and (N, S, E) with BatchFirst; (T, E) and (S, E)
// unbatched): Python's layer(tgt, memory, tgt_mask=…, memory_mask=…,
// tgt_key_padding_mask=…, memory_key_padding_mask=…, tgt_is_causal=…,
// memory_is_causal=…). It is an AnyModule, not a Module (two inputs). A
// failure travels in the result.
func (l *TransformerDecoderLayer) Forward(tgt, memory *torch.Tensor, masks ...DecoderMasks) *torch.Tensor {
	if f := l.failed(); f != nil {
		return f
	}
	m := lastOption(masks)
	out, err := torch.WithScopeValue(func(*torch.Scope) (*torch.Tensor, error) {
		batchFirst := l.SelfAttn.BatchFirst
		tgtMask, err := causalMask(m.TgtMask, m.TgtIsCausal, tgt, tgt, batchFirst)
		if err != nil {
			return nil, err
		}
		memMask, err := causalMask(m.MemoryMask, m.MemoryIsCausal, tgt, memory, batchFirst)
		if err != nil {
			return nil, err
		}
		x := tgt
		if l.NormFirst {
			x = x.Add(l.saBlock(l.Norm1.Forward(x), tgtMask, m.TgtKeyPaddingMask))
			x = x.Add(l.mhaBlock(l.Norm2.Forward(x), memory, memMask, m.MemoryKeyPaddingMask))
			x = x.Add(l.ffBlock(l.Norm3.Forward(x)))
		} else {
			x = l.Norm1.Forward(x.Add(l.saBlock(x, tgtMask, m.TgtKeyPaddingMask)))
			x = l.Norm2.Forward(x.Add(l.mhaBlock(x, memory, memMask, m.MemoryKeyPaddingMask)))
			x = l.Norm3.Forward(x.Add(l.ffBlock(x)))
		}
		return x, x.Err()
	})
	if err != nil {
		return torch.Chain(nil, fmt.Errorf("nn: TransformerDecoderLayer: %w", err))
	}
	return out
}

// saBlock is _sa_block.
func (l *TransformerDecoderLayer) saBlock(x, mask, kpm *torch.Tensor) *torch.Tensor {
	out, _ := l.SelfAttn.Forward(x, x, x, AttentionOptions{AttnMask: mask, KeyPaddingMask: kpm, NeedWeights: torch.Some(false)})
	return l.Dropout1.Forward(out)
}

// mhaBlock is _mha_block.
func (l *TransformerDecoderLayer) mhaBlock(x, mem, mask, kpm *torch.Tensor) *torch.Tensor {
	out, _ := l.MultiheadAttn.Forward(x, mem, mem, AttentionOptions{AttnMask: mask, KeyPaddingMask: kpm, NeedWeights: torch.Some(false)})
	return l.Dropout2.Forward(out)
}

// ffBlock is _ff_block.
func (l *TransformerDecoderLayer) ffBlock(x *torch.Tensor) *torch.Tensor {
	return l.Dropout3.Forward(feedForward(x, l.Linear1, l.Dropout, l.Linear2, l.Activation))
}

// TransformerDecoder is nn.TransformerDecoder: NumLayers decoder layers,
// applied in turn, then Norm (nil: none). Its children: layers (a
// ModuleList) and norm.
type TransformerDecoder struct {
	Base
	Layers []*TransformerDecoderLayer
	Norm   *LayerNorm
}

// TransformerDecoderOptions holds TransformerDecoder's optional
// arguments.
type TransformerDecoderOptions struct {
	Norm *LayerNorm // defaults to none; the decoder takes it
}

// NewTransformerDecoder returns nn.TransformerDecoder(decoder_layer,
// num_layers, norm=None): layer and numLayers-1 copies of it, as
// NewTransformerEncoder.
func NewTransformerDecoder(layer *TransformerDecoderLayer, numLayers int64, opts ...TransformerDecoderOptions) *TransformerDecoder {
	o := lastOption(opts)
	d := &TransformerDecoder{Norm: o.Norm}
	d.Layers = stackLayers(&d.Base, "TransformerDecoder", "decoder_layer", layer, numLayers, o.Norm, cloneDecoderLayer)
	return finish(d, nil)
}

// stackLayers registers layer and numLayers-1 clones of it as b's
// "layers" (a ModuleList) and norm (when not nil) as its "norm", and
// returns the layers; a bad argument is b's failure, and then layer (for
// numLayers < 1) and norm are freed.
func stackLayers[L interface {
	AnyModule
	Free()
}](b *Base, what, arg string, layer L, numLayers int64, norm *LayerNorm, clone func(L) L) []L {
	switch {
	case reflect.ValueOf(layer).IsNil():
		b.Fail(fmt.Errorf("nn: %s: nil %s", what, arg))
	case numLayers < 1:
		b.Fail(fmt.Errorf("nn: %s: num_layers %d: at least one layer", what, numLayers))
		layer.Free()
	case layer.Err() != nil:
		b.Fail(layer.Err())
	}
	if b.Err() != nil {
		if norm != nil {
			norm.Free()
		}
		return nil
	}
	list := NewModuleList(layer)
	layers := []L{layer}
	for i := int64(1); i < numLayers; i++ {
		c := clone(layer)
		list.Append(c)
		layers = append(layers, c)
	}
	b.RegisterModule("layers", list)
	if norm != nil {
		b.RegisterModule("norm", norm)
	}
	return layers
}

// Forward returns the decoder applied to tgt attending to memory, each
// layer given the masks: Python's decoder(tgt, memory, tgt_mask=…, …).
func (d *TransformerDecoder) Forward(tgt, memory *torch.Tensor, masks ...DecoderMasks) *torch.Tensor {
	if f := d.failed(); f != nil {
		return f
	}
	m := lastOption(masks)
	out, err := torch.WithScopeValue(func(*torch.Scope) (*torch.Tensor, error) {
		batchFirst := d.Layers[0].SelfAttn.BatchFirst
		var err error
		if m.TgtMask, err = causalMask(m.TgtMask, m.TgtIsCausal, tgt, tgt, batchFirst); err != nil {
			return nil, fmt.Errorf("nn: TransformerDecoder: %w", err)
		}
		if m.MemoryMask, err = causalMask(m.MemoryMask, m.MemoryIsCausal, tgt, memory, batchFirst); err != nil {
			return nil, fmt.Errorf("nn: TransformerDecoder: %w", err)
		}
		x := tgt
		for _, l := range d.Layers {
			x = l.Forward(x, memory, m)
		}
		if d.Norm != nil {
			x = d.Norm.Forward(x)
		}
		return x, x.Err()
	})
	if err != nil {
		return torch.Chain(nil, err)
	}
	return out
}

// Transformer is nn.Transformer: a TransformerEncoder and a
// TransformerDecoder, each with a final LayerNorm. Its children: encoder,
// decoder.
type Transformer struct {
	Base
	Encoder    *TransformerEncoder
	Decoder    *TransformerDecoder
	DModel     int64
	Nhead      int64
	BatchFirst bool
}

// TransformerOptions holds Transformer's optional arguments; the zero
// value of a field means its default.
type TransformerOptions struct {
	DModel           torch.Opt[int64]   // defaults to 512
	Nhead            torch.Opt[int64]   // defaults to 8
	NumEncoderLayers torch.Opt[int64]   // defaults to 6
	NumDecoderLayers torch.Opt[int64]   // defaults to 6
	DimFeedforward   torch.Opt[int64]   // defaults to 2048
	Dropout          torch.Opt[float64] // defaults to 0.1
	// Activation and ActivationFunc are the layers' activation, as in
	// TransformerEncoderLayerOptions.
	Activation     string
	ActivationFunc func(*torch.Tensor) *torch.Tensor
	// CustomEncoder and CustomDecoder replace the encoder and decoder
	// Transformer would make (the Transformer takes them); their
	// parameters are reinitialised too, as Python's.
	CustomEncoder *TransformerEncoder
	CustomDecoder *TransformerDecoder
	LayerNormEps  torch.Opt[float64] // defaults to 1e-5
	BatchFirst    torch.Opt[bool]    // defaults to false: (S, N, E)
	NormFirst     torch.Opt[bool]    // defaults to false
}

// NewTransformer returns nn.Transformer(d_model=512, nhead=8,
// num_encoder_layers=6, num_decoder_layers=6, dim_feedforward=2048,
// dropout=0.1, activation=F.relu, custom_encoder=None,
// custom_decoder=None, layer_norm_eps=1e-5, batch_first=False,
// norm_first=False), initialised as PyTorch initialises it: the layers
// made (and copied) as their constructors do, then every parameter of
// more than one dimension drawn again with init.xavier_uniform_, in the
// parameters' order (_reset_parameters).
func NewTransformer(opts ...TransformerOptions) *Transformer {
	o := lastOption(opts)
	t := &Transformer{DModel: o.DModel.Or(512), Nhead: o.Nhead.Or(8), BatchFirst: o.BatchFirst.Or(false)}
	eps := o.LayerNormEps.Or(1e-5)
	layerOpts := TransformerEncoderLayerOptions{DimFeedforward: o.DimFeedforward, Dropout: o.Dropout,
		Activation: o.Activation, ActivationFunc: o.ActivationFunc, LayerNormEps: o.LayerNormEps,
		BatchFirst: o.BatchFirst, NormFirst: o.NormFirst}
	t.Encoder = o.CustomEncoder
	if t.Encoder == nil {
		t.Encoder = NewTransformerEncoder(NewTransformerEncoderLayer(t.DModel, t.Nhead, layerOpts),
			o.NumEncoderLayers.Or(6), TransformerEncoderOptions{
				Norm: NewLayerNorm([]int64{t.DModel}, LayerNormOptions{Eps: torch.Some(eps)})})
	}
	t.RegisterModule("encoder", t.Encoder)
	t.Decoder = o.CustomDecoder
	if t.Decoder == nil && t.Err() == nil {
		t.Decoder = NewTransformerDecoder(NewTransformerDecoderLayer(t.DModel, t.Nhead, layerOpts),
			o.NumDecoderLayers.Or(6), TransformerDecoderOptions{
				Norm: NewLayerNorm([]int64{t.DModel}, LayerNormOptions{Eps: torch.Some(eps)})})
	}
	if t.Decoder != nil {
		t.RegisterModule("decoder", t.Decoder)
	}
	return finish(t, t.resetParameters)
}

// resetParameters is _reset_parameters: xavier_uniform_ on every
// parameter of more than one dimension, in order.
func (t *Transformer) resetParameters() error {
	return torch.NoGrad(func() error {
		for _, p := range t.NamedParameters() {
			if p.Tensor.Dim() <= 1 {
				continue
			}
			b := xavierBound(p.Tensor)
			if err := p.Tensor.Uniform_(torch.Uniform_Options{From: torch.Some(-b), To: torch.Some(b)}).Err(); err != nil {
				return fmt.Errorf("nn: Transformer: init %s: %w", p.Name, err)
			}
		}
		return nil
	})
}

// TransformerMasks holds the masks of Transformer.Forward (Python's
// keyword arguments), as EncoderMasks and DecoderMasks.
type TransformerMasks struct {
	SrcMask, TgtMask, MemoryMask                               *torch.Tensor
	SrcKeyPaddingMask, TgtKeyPaddingMask, MemoryKeyPaddingMask *torch.Tensor
	SrcIsCausal, TgtIsCausal, MemoryIsCausal                   bool
}

// Forward returns the transformer applied to src (S, N, E) and tgt (T, N,
// E) ((N, S, E) and (N, T, E) with BatchFirst; (S, E) and (T, E)
// unbatched): the decoder's output (T, N, E) for tgt attending to the
// encoder's output for src, Python's transformer(src, tgt, src_mask=…,
// …). It is an AnyModule, not a Module (two inputs). A failure travels in
// the result.
func (t *Transformer) Forward(src, tgt *torch.Tensor, masks ...TransformerMasks) *torch.Tensor {
	if f := t.failed(); f != nil {
		return f
	}
	for _, x := range []*torch.Tensor{src, tgt} {
		if err := x.Err(); err != nil {
			return torch.Chain(nil, err)
		}
	}
	m := lastOption(masks)
	ss, ts := src.Shape(), tgt.Shape()
	batched := len(ss) == 3
	if batched && len(ts) == 3 {
		b := 1
		if t.BatchFirst {
			b = 0
		}
		if ss[b] != ts[b] {
			return torch.Chain(nil, fmt.Errorf("nn: Transformer: the batch number of src and tgt must be equal"))
		}
	}
	if len(ss) == 0 || len(ts) == 0 || ss[len(ss)-1] != t.DModel || ts[len(ts)-1] != t.DModel {
		return torch.Chain(nil, fmt.Errorf("nn: Transformer: the feature number of src and tgt must be equal to d_model"))
	}
	out, err := torch.WithScopeValue(func(*torch.Scope) (*torch.Tensor, error) {
		memory := t.Encoder.ForwardMasked(src, EncoderMasks{SrcMask: m.SrcMask,
			SrcKeyPaddingMask: m.SrcKeyPaddingMask, IsCausal: m.SrcIsCausal})
		out := t.Decoder.Forward(tgt, memory, DecoderMasks{TgtMask: m.TgtMask, MemoryMask: m.MemoryMask,
			TgtKeyPaddingMask: m.TgtKeyPaddingMask, MemoryKeyPaddingMask: m.MemoryKeyPaddingMask,
			TgtIsCausal: m.TgtIsCausal, MemoryIsCausal: m.MemoryIsCausal})
		return out, out.Err()
	})
	if err != nil {
		return torch.Chain(nil, err)
	}
	return out
}

// Copies (Python's copy.deepcopy of a module): the same configuration,
// parameters holding copies of the values (requiring grad as the
// original's do), the same training mode, and no random draws.

// cloneParam registers a copy of p as the parameter name of b.
func cloneParam(b *Base, name string, p *torch.Tensor) *torch.Tensor {
	if p == nil {
		return nil
	}
	if b.err != nil {
		return torch.Chain(nil, b.err)
	}
	var c *torch.Tensor
	if err := torch.NoGrad(func() error { c = p.Clone(); return c.Err() }); err != nil {
		b.Fail(fmt.Errorf("nn: copying parameter %s: %w", name, err))
		return torch.Chain(nil, b.err)
	}
	c = addParam(b, name, c)
	if c.Err() == nil && !p.RequiresGrad() {
		b.Fail(c.SetRequiresGrad(false))
	}
	return c
}

// cloneBase starts a copy of src's Base: its training mode.
func cloneBase(src *Base) Base { return Base{eval: src.eval} }

func cloneLinear(src *Linear) *Linear {
	l := &Linear{Base: cloneBase(&src.Base), InFeatures: src.InFeatures, OutFeatures: src.OutFeatures}
	l.Weight = cloneParam(&l.Base, "weight", src.Weight)
	l.Bias = cloneParam(&l.Base, "bias", src.Bias)
	return finish(l, nil)
}

func cloneLayerNorm(src *LayerNorm) *LayerNorm {
	l := &LayerNorm{Base: cloneBase(&src.Base), NormalizedShape: append([]int64(nil), src.NormalizedShape...),
		Eps: src.Eps, ElementwiseAffine: src.ElementwiseAffine}
	l.Weight = cloneParam(&l.Base, "weight", src.Weight)
	l.Bias = cloneParam(&l.Base, "bias", src.Bias)
	return finish(l, nil)
}

func cloneDropout(src *Dropout) *Dropout {
	return &Dropout{Base: cloneBase(&src.Base), P: src.P}
}

func cloneMultiheadAttention(src *MultiheadAttention) *MultiheadAttention {
	m := &MultiheadAttention{Base: cloneBase(&src.Base), EmbedDim: src.EmbedDim, NumHeads: src.NumHeads,
		KDim: src.KDim, VDim: src.VDim, HeadDim: src.HeadDim, Dropout: src.Dropout,
		AddZeroAttn: src.AddZeroAttn, BatchFirst: src.BatchFirst}
	m.InProjWeight = cloneParam(&m.Base, "in_proj_weight", src.InProjWeight)
	m.QProjWeight = cloneParam(&m.Base, "q_proj_weight", src.QProjWeight)
	m.KProjWeight = cloneParam(&m.Base, "k_proj_weight", src.KProjWeight)
	m.VProjWeight = cloneParam(&m.Base, "v_proj_weight", src.VProjWeight)
	m.InProjBias = cloneParam(&m.Base, "in_proj_bias", src.InProjBias)
	if m.Err() == nil {
		m.OutProj = cloneLinear(src.OutProj)
		m.RegisterModule("out_proj", m.OutProj)
	}
	m.BiasK = cloneParam(&m.Base, "bias_k", src.BiasK)
	m.BiasV = cloneParam(&m.Base, "bias_v", src.BiasV)
	return finish(m, nil)
}

func cloneEncoderLayer(src *TransformerEncoderLayer) *TransformerEncoderLayer {
	l := &TransformerEncoderLayer{Base: cloneBase(&src.Base), NormFirst: src.NormFirst, Activation: src.Activation}
	l.SelfAttn = cloneMultiheadAttention(src.SelfAttn)
	l.RegisterModule("self_attn", l.SelfAttn)
	if l.Err() == nil {
		l.Linear1 = cloneLinear(src.Linear1)
		l.RegisterModule("linear1", l.Linear1)
	}
	l.Dropout = cloneDropout(src.Dropout)
	l.RegisterModule("dropout", l.Dropout)
	if l.Err() == nil {
		l.Linear2 = cloneLinear(src.Linear2)
		l.RegisterModule("linear2", l.Linear2)
	}
	if l.Err() == nil {
		l.Norm1 = cloneLayerNorm(src.Norm1)
		l.RegisterModule("norm1", l.Norm1)
	}
	if l.Err() == nil {
		l.Norm2 = cloneLayerNorm(src.Norm2)
		l.RegisterModule("norm2", l.Norm2)
	}
	l.Dropout1 = cloneDropout(src.Dropout1)
	l.RegisterModule("dropout1", l.Dropout1)
	l.Dropout2 = cloneDropout(src.Dropout2)
	l.RegisterModule("dropout2", l.Dropout2)
	return finish(l, nil)
}

func cloneDecoderLayer(src *TransformerDecoderLayer) *TransformerDecoderLayer {
	l := &TransformerDecoderLayer{Base: cloneBase(&src.Base), NormFirst: src.NormFirst, Activation: src.Activation}
	l.SelfAttn = cloneMultiheadAttention(src.SelfAttn)
	l.RegisterModule("self_attn", l.SelfAttn)
	if l.Err() == nil {
		l.MultiheadAttn = cloneMultiheadAttention(src.MultiheadAttn)
		l.RegisterModule("multihead_attn", l.MultiheadAttn)
	}
	if l.Err() == nil {
		l.Linear1 = cloneLinear(src.Linear1)
		l.RegisterModule("linear1", l.Linear1)
	}
	l.Dropout = cloneDropout(src.Dropout)
	l.RegisterModule("dropout", l.Dropout)
	if l.Err() == nil {
		l.Linear2 = cloneLinear(src.Linear2)
		l.RegisterModule("linear2", l.Linear2)
	}
	for i, p := range []struct {
		dst **LayerNorm
		src *LayerNorm
	}{{&l.Norm1, src.Norm1}, {&l.Norm2, src.Norm2}, {&l.Norm3, src.Norm3}} {
		if l.Err() == nil {
			*p.dst = cloneLayerNorm(p.src)
			l.RegisterModule(fmt.Sprint("norm", i+1), *p.dst)
		}
	}
	for i, p := range []struct {
		dst **Dropout
		src *Dropout
	}{{&l.Dropout1, src.Dropout1}, {&l.Dropout2, src.Dropout2}, {&l.Dropout3, src.Dropout3}} {
		*p.dst = cloneDropout(p.src)
		l.RegisterModule(fmt.Sprint("dropout", i+1), *p.dst)
	}
	return finish(l, nil)
}
