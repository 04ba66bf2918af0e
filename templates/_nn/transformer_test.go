package nn

import (
	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The transformer fixtures made at test time (pyfixtures_test.go says
// why): transformerFixtures.tolerance replaces transformerCases,
// transformerEvalCases and transformerInferenceCases with what
// scripts/make-transformer-fixtures.py gives on this machine.
var transformerFixtures = &liveCases{script: "make-transformer-fixtures.py", file: "transformer_fixtures_test.go",
	sets: []caseSet{{"layerCases", &transformerCases}, {"evalCases", &transformerEvalCases},
		{"inferenceCases", &transformerInferenceCases}}}

// The layers' options in the script's enc() and dec(): d_model 8, nhead 2,
// dim_feedforward 16.
func encLayer(o TransformerEncoderLayerOptions) *TransformerEncoderLayer {
	o.DimFeedforward = torch.Some[int64](16)
	return NewTransformerEncoderLayer(8, 2, o)
}

func decLayer(o TransformerDecoderLayerOptions) *TransformerDecoderLayer {
	o.DimFeedforward = torch.Some[int64](16)
	return NewTransformerDecoderLayer(8, 2, o)
}

func smallTransformer(o TransformerOptions) *Transformer {
	o.DModel, o.Nhead, o.DimFeedforward = torch.Some[int64](8), torch.Some[int64](2), torch.Some[int64](16)
	o.NumEncoderLayers, o.NumDecoderLayers = torch.Some[int64](1), torch.Some[int64](1)
	return NewTransformer(o)
}

// encMasked is a builder for an encoder layer or encoder whose inputs are
// src and then the masks named (src_mask, src_key_padding_mask).
func encMasked(make func() encoderLike, masks ...string) func() (AnyModule, layerForward) {
	return func() (AnyModule, layerForward) {
		m := make()
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			var em EncoderMasks
			for i, name := range masks {
				switch name {
				case "mask":
					em.SrcMask = x[i+1]
				case "kpm":
					em.SrcKeyPaddingMask = x[i+1]
				case "causal":
					em.IsCausal = true
				}
			}
			return []*torch.Tensor{m.ForwardMasked(x[0], em)}
		}
	}
}

// encoderLike is TransformerEncoderLayer or TransformerEncoder.
type encoderLike interface {
	AnyModule
	ForwardMasked(*torch.Tensor, EncoderMasks) *torch.Tensor
}

var transformerBuilders = map[string]func() (AnyModule, layerForward){
	"enc_post_relu": encMasked(func() encoderLike { return encLayer(TransformerEncoderLayerOptions{}) }),
	"enc_post_relu_nodrop_masks": encMasked(func() encoderLike {
		return encLayer(TransformerEncoderLayerOptions{Dropout: torch.Some(0.0)})
	}, "mask", "kpm"),
	"enc_pre_gelu_batch_first": encMasked(func() encoderLike {
		return encLayer(TransformerEncoderLayerOptions{Activation: "gelu", NormFirst: torch.Some(true), BatchFirst: torch.Some(true)})
	}, "mask", "kpm"),
	"enc_bool_mask": encMasked(func() encoderLike {
		return encLayer(TransformerEncoderLayerOptions{BatchFirst: torch.Some(true), LayerNormEps: torch.Some(1e-3)})
	}, "mask"),
	"enc_float_kpm": encMasked(func() encoderLike {
		return encLayer(TransformerEncoderLayerOptions{Dropout: torch.Some(0.2)})
	}, "kpm"),
	// Python passes generate_square_subsequent_mask(4); Go IsCausal alone.
	"enc_unbatched_causal": func() (AnyModule, layerForward) {
		m := encLayer(TransformerEncoderLayerOptions{NormFirst: torch.Some(true)})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{m.ForwardMasked(x[0], EncoderMasks{IsCausal: true})}
		}
	},
	"enc_silu": module(func() Module {
		return encLayer(TransformerEncoderLayerOptions{ActivationFunc: torch.Silu})
	}),
	"encoder_2_norm": encMasked(func() encoderLike {
		return NewTransformerEncoder(encLayer(TransformerEncoderLayerOptions{}), 2,
			TransformerEncoderOptions{Norm: NewLayerNorm([]int64{8})})
	}, "mask", "kpm"),
	"encoder_2_pre_batch_first": encMasked(func() encoderLike {
		return NewTransformerEncoder(encLayer(TransformerEncoderLayerOptions{NormFirst: torch.Some(true), BatchFirst: torch.Some(true)}), 2)
	}, "kpm"),
	"dec_post": func() (AnyModule, layerForward) {
		m := decLayer(TransformerDecoderLayerOptions{})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{m.Forward(x[0], x[1], DecoderMasks{TgtMask: x[2], MemoryKeyPaddingMask: x[3]})}
		}
	},
	"dec_pre_gelu_batch_first": func() (AnyModule, layerForward) {
		m := decLayer(TransformerDecoderLayerOptions{Activation: "gelu", NormFirst: torch.Some(true), BatchFirst: torch.Some(true)})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{m.Forward(x[0], x[1], DecoderMasks{MemoryMask: x[2], TgtKeyPaddingMask: x[3]})}
		}
	},
	// Python passes generate_square_subsequent_mask(3); Go TgtIsCausal.
	"decoder_2_norm": func() (AnyModule, layerForward) {
		m := NewTransformerDecoder(decLayer(TransformerDecoderLayerOptions{}), 2,
			TransformerDecoderOptions{Norm: NewLayerNorm([]int64{8})})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{m.Forward(x[0], x[1], DecoderMasks{TgtIsCausal: true})}
		}
	},
	"transformer": func() (AnyModule, layerForward) {
		m := smallTransformer(TransformerOptions{})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{m.Forward(x[0], x[1], TransformerMasks{TgtMask: x[2], SrcKeyPaddingMask: x[3], MemoryKeyPaddingMask: x[3]})}
		}
	},
	"transformer_nodrop_batch_first": func() (AnyModule, layerForward) {
		m := smallTransformer(TransformerOptions{Dropout: torch.Some(0.0), BatchFirst: torch.Some(true), NormFirst: torch.Some(true)})
		return m, func(x []*torch.Tensor) []*torch.Tensor {
			return []*torch.Tensor{m.Forward(x[0], x[1], TransformerMasks{TgtIsCausal: true, TgtKeyPaddingMask: x[3]})}
		}
	},
}

var transformerEvalBuilders = map[string]func() (AnyModule, layerForward){
	"enc_eval_batch_first": encMasked(func() encoderLike {
		return encLayer(TransformerEncoderLayerOptions{BatchFirst: torch.Some(true)})
	}, "kpm"),
	"encoder_eval_batch_first": encMasked(func() encoderLike {
		return NewTransformerEncoder(encLayer(TransformerEncoderLayerOptions{BatchFirst: torch.Some(true)}), 2)
	}, "kpm"),
	"transformer_eval": transformerBuilders["transformer"],
}

var transformerInferenceBuilders = map[string]func() (AnyModule, layerForward){
	"enc_fast_path":  module(func() Module { return encLayer(TransformerEncoderLayerOptions{BatchFirst: torch.Some(true)}) }),
	"encoder_nested": transformerEvalBuilders["encoder_eval_batch_first"],
}

// transformerFastPathTolerance is how far Python 1.13's fast path
// (evaluation mode, autograd off: torch._transformer_encoder_layer_fwd
// and the nested tensor of TransformerEncoder) may be from the general
// path Go takes.
const transformerFastPathTolerance = 1e-5

// padded says whether element j of a batch-first (N, S, E) output is at
// a position the case's key padding mask (its second input, (N, S))
// marks.
func padded(c layerCase, j int) bool {
	shape, kpm := c.outs[0].shape, c.inputs[1]
	s, e := int(shape[1]), int(shape[2])
	return kpm.bits[(j/(s*e))*s+(j/e)%s] != 0
}
