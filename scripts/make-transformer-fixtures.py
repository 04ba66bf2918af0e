#!/usr/bin/python3
"""Makes the transformer fixtures of templates/_nn/transformer_fixtures_test.go.

Run with Debian's python3-torch 1.13.1 (the system interpreter, not another
python3 on PATH), from the repository root:

    /usr/bin/python3 scripts/make-transformer-fixtures.py | gofmt > templates/_nn/transformer_fixtures_test.go

The cases of nn.TransformerEncoderLayer, TransformerEncoder,
TransformerDecoderLayer, TransformerDecoder and Transformer, made and run
as scripts/make-nn-fixtures.py makes and runs its layers (its run(): the
global generator seeded with 0, the layer made, inputs and upstream
gradients from a generator of their own, forward and backward), in three
sets:

- transformerCases: training mode, with dropout (the layers' random draws
  in Python's order) and without;
- transformerEvalCases: evaluation mode with autograd on (the parameters
  require grad), where Python takes the general path, as Go does;
- transformerInferenceCases: evaluation mode under torch.no_grad, where
  Python 1.13 takes its fast path (torch._transformer_encoder_layer_fwd,
  and a nested tensor in TransformerEncoder given a key padding mask) and
  Go the general one: the Go test compares them within a tolerance.

The Go tests (transformer_test.go) call fixtures() at test time, through
/usr/bin/python3 on the machine they run on, and compare bit for bit; the
committed file is the fallback where Python is absent.
"""
import os
import runpy

import torch
import torch.nn as nn
import torch.nn.functional as F

_nn = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-nn-fixtures.py"))
tensors, go_tensors, run, run_inference = _nn["tensors"], _nn["go_tensors"], _nn["run"], _nn["run_inference"]
go_case, go_inference_case = _nn["go_case_compact"], _nn["go_inference_case_compact"]


def enc(**kw):
    return lambda: nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, **kw)


def dec(**kw):
    return lambda: nn.TransformerDecoderLayer(8, 2, dim_feedforward=16, **kw)


def small_transformer(**kw):
    return lambda: nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                                  dim_feedforward=16, **kw)


# Each case: name, constructor, inputs (a shape draws N(0, 1) values that
# require grad; a tensor is used as it is: a mask), forward(m, inputs) ->
# outputs, as make-nn-fixtures.py's. The Go builders (transformer_test.go)
# pass the same masks; where Go passes IsCausal without a mask, Python
# passes generate_square_subsequent_mask.
def cases():
    kpm = torch.tensor([[False, False, False, True], [False, True, False, False]])
    float_mask = torch.arange(16, dtype=torch.float32).reshape(4, 4).sin()
    bool_mask = torch.tensor([[False, True, False, False], [False, False, True, False],
                              [True, False, False, False], [False, False, False, True]])
    causal4 = nn.Transformer.generate_square_subsequent_mask(4)
    causal3 = nn.Transformer.generate_square_subsequent_mask(3)
    float_kpm = torch.tensor([[0.0, -1.5, 0.25, 0.0], [0.5, 0.0, -0.75, 0.0]])
    tgt_kpm = torch.tensor([[False, False, True], [False, False, False]])
    mem_mask = torch.tensor([[False, True, False, False], [False, False, False, True], [True, False, False, False]])
    return [
        ("enc_post_relu", enc(), [(4, 2, 8)], lambda m, x: [m(x[0])]),
        ("enc_post_relu_nodrop_masks", enc(dropout=0.0), [(4, 2, 8), float_mask, kpm],
         lambda m, x: [m(x[0], src_mask=x[1], src_key_padding_mask=x[2])]),
        ("enc_pre_gelu_batch_first", enc(activation="gelu", norm_first=True, batch_first=True),
         [(2, 4, 8), float_mask, kpm], lambda m, x: [m(x[0], src_mask=x[1], src_key_padding_mask=x[2])]),
        ("enc_bool_mask", enc(batch_first=True, layer_norm_eps=1e-3), [(2, 4, 8), bool_mask],
         lambda m, x: [m(x[0], src_mask=x[1])]),
        ("enc_float_kpm", enc(dropout=0.2), [(4, 2, 8), float_kpm], lambda m, x: [m(x[0], src_key_padding_mask=x[1])]),
        ("enc_unbatched_causal", enc(norm_first=True), [(4, 8), causal4], lambda m, x: [m(x[0], src_mask=x[1])]),
        ("enc_silu", enc(activation=F.silu), [(3, 2, 8)], lambda m, x: [m(x[0])]),
        ("encoder_2_norm", lambda: nn.TransformerEncoder(enc()(), 2, norm=nn.LayerNorm(8)),
         [(4, 2, 8), causal4, kpm], lambda m, x: [m(x[0], mask=x[1], src_key_padding_mask=x[2])]),
        ("encoder_2_pre_batch_first", lambda: nn.TransformerEncoder(enc(norm_first=True, batch_first=True)(), 2),
         [(2, 4, 8), kpm], lambda m, x: [m(x[0], src_key_padding_mask=x[1])]),
        ("dec_post", dec(), [(3, 2, 8), (4, 2, 8), causal3, kpm],
         lambda m, x: [m(x[0], x[1], tgt_mask=x[2], memory_key_padding_mask=x[3])]),
        ("dec_pre_gelu_batch_first", dec(activation="gelu", norm_first=True, batch_first=True),
         [(2, 3, 8), (2, 4, 8), mem_mask, tgt_kpm],
         lambda m, x: [m(x[0], x[1], memory_mask=x[2], tgt_key_padding_mask=x[3])]),
        ("decoder_2_norm", lambda: nn.TransformerDecoder(dec()(), 2, norm=nn.LayerNorm(8)),
         [(3, 2, 8), (4, 2, 8), causal3], lambda m, x: [m(x[0], x[1], tgt_mask=x[2])]),
        ("transformer", small_transformer(), [(4, 2, 8), (3, 2, 8), causal3, kpm],
         lambda m, x: [m(x[0], x[1], tgt_mask=x[2], src_key_padding_mask=x[3], memory_key_padding_mask=x[3])]),
        ("transformer_nodrop_batch_first", small_transformer(dropout=0.0, batch_first=True, norm_first=True),
         [(2, 4, 8), (2, 3, 8), causal3, tgt_kpm],
         lambda m, x: [m(x[0], x[1], tgt_mask=x[2], tgt_key_padding_mask=x[3])]),
    ]


def eval_cases():
    kpm = torch.tensor([[False, False, False, True], [False, True, False, False]])
    causal3 = nn.Transformer.generate_square_subsequent_mask(3)
    return [
        ("enc_eval_batch_first", enc(batch_first=True), [(2, 4, 8), kpm],
         lambda m, x: [m(x[0], src_key_padding_mask=x[1])]),
        ("encoder_eval_batch_first", lambda: nn.TransformerEncoder(enc(batch_first=True)(), 2),
         [(2, 4, 8), kpm], lambda m, x: [m(x[0], src_key_padding_mask=x[1])]),
        ("transformer_eval", small_transformer(), [(4, 2, 8), (3, 2, 8), causal3, kpm],
         lambda m, x: [m(x[0], x[1], tgt_mask=x[2], src_key_padding_mask=x[3], memory_key_padding_mask=x[3])]),
    ]


def inference_cases():
    kpm = torch.tensor([[False, False, False, True], [False, False, False, False]])
    return [
        ("enc_fast_path", enc(batch_first=True), [(2, 4, 8)], lambda m, x: [m(x[0])]),
        ("encoder_nested", lambda: nn.TransformerEncoder(enc(batch_first=True)(), 2),
         [(2, 4, 8), kpm], lambda m, x: [m(x[0], src_key_padding_mask=x[1])]),
    ]


def run_eval(name, make, specs, forward):
    """run() in evaluation mode (autograd on)."""
    def make_eval():
        return make().eval()
    return run(name, make_eval, specs, forward)


def fixtures():
    """Every case's values, as the Go tests read them (see the module's
    doc). One intra-op thread, as the Go test pins."""
    torch.set_num_threads(1)
    return {
        "layerCases": [run(*c) for c in cases()],
        "evalCases": [run_eval(*c) for c in eval_cases()],
        "inferenceCases": [run_inference(*c) for c in inference_cases()],
    }


if __name__ == "__main__":
    fx = fixtures()
    print("// Code generated by scripts/make-transformer-fixtures.py with PyTorch %s. DO NOT EDIT.\n" % torch.__version__)
    print("package nn\n")
    print("// transformerCases: each case's default initialisation, and its outputs and")
    print("// gradients on fixed inputs in training mode, as Python computes them.")
    print("var transformerCases = []layerCase{")
    for c in fx["layerCases"]:
        print(go_case(c), end="")
    print("}\n")
    print("// transformerEvalCases: the same in evaluation mode, autograd on.")
    print("var transformerEvalCases = []layerCase{")
    for c in fx["evalCases"]:
        print(go_case(c), end="")
    print("}\n")
    print("// transformerInferenceCases: outputs in evaluation mode without autograd.")
    print("var transformerInferenceCases = []layerCase{")
    for c in fx["inferenceCases"]:
        print(go_inference_case(c), end="")
    print("}")
