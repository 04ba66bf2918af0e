#!/usr/bin/python3
"""Makes the layer fixtures of templates/_nn/fixtures_test.go.

Run with Debian's python3-torch 1.13.1 (the system interpreter, not another
python3 on PATH), from the repository root:

    /usr/bin/python3 scripts/make-nn-fixtures.py | gofmt > templates/_nn/fixtures_test.go

For each case it seeds the global generator (torch.manual_seed(0)), makes
the layer and records its state dict (the default initialisation), then
runs it in training mode on fixed inputs (drawn from a generator of their
own, so that a layer's dropout draws what it would draw in Go), takes
loss = sum((out * up).sum()) over its outputs with fixed upstream
gradients `up`, and records the outputs, the inputs' gradients and the
parameters' gradients. Float32 values are written as their bits; the Go
test (layercases_test.go) runs the same case by name and compares.

The Go tests also call fixtures() at test time, through /usr/bin/python3 on
the machine they run on, and compare with that bit for bit: a kernel's
rounding depends on the CPU (AVX-512, AVX2, ATEN_CPU_CAPABILITY), so the
committed file, made on one machine, is used (within a stated tolerance)
only where Python is absent.
"""
import base64
import struct

import torch
import torch.nn as nn


def bits32(t):
    return [struct.unpack("<I", struct.pack("<f", v))[0] for v in t.detach().reshape(-1).tolist()]


def tensor(name, t):
    """A tensor as the fixtures hold it: float32 bits, 0/1 for a bool
    tensor, or an int64 tensor's values (ints)."""
    d = {"name": name, "shape": list(t.shape)}
    if t.dtype == torch.int64:  # BatchNorm's num_batches_tracked
        d["ints"] = t.reshape(-1).tolist()
        return d
    if t.dtype == torch.bool:
        d["boolean"] = True
        d["bits"] = [int(v) for v in t.reshape(-1).tolist()]
    else:
        assert t.dtype == torch.float32, t.dtype
        d["bits"] = bits32(t)
    if t.is_leaf and not t.requires_grad and name == "input":
        d["fixed"] = True  # a mask: used as it is, no gradient
    return d


def tensors(named):
    return [tensor(n, t) for n, t in named]


def go_tensor(d):
    shape = ", ".join(str(s) for s in d["shape"])
    if "ints" in d:
        vals = ", ".join(str(v) for v in d["ints"])
        return '{name: "%s", shape: []int64{%s}, ints: []int64{%s}}' % (d["name"], shape, vals)
    flags = ""
    if d.get("boolean"):
        vals = ", ".join(str(v) for v in d["bits"])
        flags += "boolean: true, "
    else:
        vals = ", ".join("0x%08x" % v for v in d["bits"])
    if d.get("fixed"):
        flags += "fixed: true, "
    return '{name: "%s", shape: []int64{%s}, %sbits: []uint32{%s}}' % (d["name"], shape, flags, vals)


def go_tensors(ds):
    return "[]fixTensor{\n" + "".join("\t\t" + go_tensor(d) + ",\n" for d in ds) + "\t}"


def go_tensor_compact(d):
    """go_tensor in the compact form of templates/_nn/compact_fixtures_test.go:
    ct(name, base64 of the float32 bits, little-endian, shape...) for a
    float tensor with a gradient, the long form for masks and ints."""
    if "ints" in d or d.get("boolean") or d.get("fixed"):
        return go_tensor(d)
    shape = "".join(", %d" % v for v in d["shape"])
    raw = struct.pack("<%dI" % len(d["bits"]), *d["bits"])
    return 'ct("%s", "%s"%s)' % (d["name"], base64.b64encode(raw).decode(), shape)


def go_tensors_compact(ds):
    return "[]fixTensor{" + ", ".join(go_tensor_compact(d) for d in ds) + "}"


def go_case_compact(c):
    return "\t{name: %s,\n\tinit: %s,\n\tinputs: %s,\n\tups: %s,\n\touts: %s,\n\tinputGrads: %s,\n\tparamGrads: %s},\n" % (
        '"%s"' % c["name"], go_tensors_compact(c["init"]), go_tensors_compact(c["inputs"]), go_tensors_compact(c["ups"]),
        go_tensors_compact(c["outs"]), go_tensors_compact(c["inputGrads"]), go_tensors_compact(c["paramGrads"]))


def go_inference_case_compact(c):
    return "\t{name: %s,\n\tinit: %s,\n\tinputs: %s,\n\touts: %s},\n" % (
        '"%s"' % c["name"], go_tensors_compact(c["init"]), go_tensors_compact(c["inputs"]), go_tensors_compact(c["outs"]))


# Each case: name, constructor, inputs (a shape draws N(0, 1) values that
# require grad; a tensor is used as it is: a mask), forward(m, inputs) ->
# outputs. Forward mirrors the Go test's, including which arguments are
# the same tensor (MultiheadAttention's projections depend on it).
def cases():
    mask_kpm = torch.tensor([[False, False, False, True], [False, True, False, False]])
    heads_mask = torch.tensor([[[False, True, False, False, False]] * 3, [[False, False, False, False, True]] * 3])
    float_kpm = torch.tensor([[0.0, -1.5, 0.25], [0.5, 0.0, -0.75]])
    causal = torch.triu(torch.ones(3, 4, dtype=torch.bool), diagonal=2)
    float_mask = torch.arange(12, dtype=torch.float32).reshape(3, 4).sin()
    return [
        # The first layers of package nn (Embedding, whose input is indices,
        # is checked by its own tests).
        ("linear", lambda: nn.Linear(3, 5), [(4, 3)], lambda m, x: [m(x[0])]),
        ("linear_nobias_3d", lambda: nn.Linear(3, 2, bias=False), [(2, 4, 3)], lambda m, x: [m(x[0])]),
        ("sequential_mlp", lambda: nn.Sequential(nn.Linear(3, 5), nn.ReLU(), nn.Linear(5, 2)), [(4, 3)],
         lambda m, x: [m(x[0])]),
        ("conv2d", lambda: nn.Conv2d(2, 3, 3, padding=1), [(2, 2, 5, 5)], lambda m, x: [m(x[0])]),
        ("batch_norm1d", lambda: nn.BatchNorm1d(4), [(6, 4)], lambda m, x: [m(x[0])]),
        ("batch_norm1d_3d", lambda: nn.BatchNorm1d(3, momentum=0.3), [(2, 3, 5)], lambda m, x: [m(x[0])]),
        ("batch_norm2d", lambda: nn.BatchNorm2d(3), [(2, 3, 4, 4)], lambda m, x: [m(x[0])]),
        ("batch_norm2d_plain", lambda: nn.BatchNorm2d(3, eps=1e-3, affine=False), [(2, 3, 2, 3)],
         lambda m, x: [m(x[0])]),
        ("layer_norm", lambda: nn.LayerNorm([4, 5]), [(3, 4, 5)], lambda m, x: [m(x[0])]),
        ("layer_norm_plain", lambda: nn.LayerNorm([5], eps=1e-3, elementwise_affine=False), [(3, 5)],
         lambda m, x: [m(x[0])]),
        ("max_pool2d", lambda: nn.MaxPool2d(2), [(2, 3, 6, 6)], lambda m, x: [m(x[0])]),
        ("max_pool2d_stride_pad", lambda: nn.MaxPool2d(3, stride=2, padding=1), [(1, 2, 7, 6)],
         lambda m, x: [m(x[0])]),
        ("avg_pool2d", lambda: nn.AvgPool2d(3, stride=2, padding=1), [(1, 2, 7, 6)], lambda m, x: [m(x[0])]),
        ("adaptive_avg_pool2d", lambda: nn.AdaptiveAvgPool2d((3, 2)), [(1, 2, 7, 5)], lambda m, x: [m(x[0])]),
        ("max_pool1d_ceil_dilation", lambda: nn.MaxPool1d(3, stride=2, padding=1, dilation=2, ceil_mode=True),
         [(2, 3, 10)], lambda m, x: [m(x[0])]),
        ("max_pool2d_tuple_ceil", lambda: nn.MaxPool2d((3, 2), stride=(2, 1), ceil_mode=True), [(2, 6, 5)],
         lambda m, x: [m(x[0])]),
        ("max_pool3d", lambda: nn.MaxPool3d(2, stride=(1, 2, 2), padding=(1, 0, 1)), [(1, 2, 4, 4, 5)],
         lambda m, x: [m(x[0])]),
        ("avg_pool1d_exclude_pad", lambda: nn.AvgPool1d(3, stride=2, padding=1, count_include_pad=False),
         [(2, 3, 8)], lambda m, x: [m(x[0])]),
        ("avg_pool2d_divisor_ceil", lambda: nn.AvgPool2d((2, 3), stride=2, ceil_mode=True, divisor_override=4),
         [(1, 2, 5, 7)], lambda m, x: [m(x[0])]),
        ("avg_pool3d", lambda: nn.AvgPool3d((1, 2, 2), padding=(0, 1, 1)), [(1, 2, 3, 4, 4)], lambda m, x: [m(x[0])]),
        ("adaptive_avg_pool1d", lambda: nn.AdaptiveAvgPool1d(3), [(2, 3, 7)], lambda m, x: [m(x[0])]),
        ("adaptive_avg_pool3d", lambda: nn.AdaptiveAvgPool3d((2, 1, 3)), [(1, 2, 5, 3, 4)], lambda m, x: [m(x[0])]),
        ("adaptive_max_pool1d", lambda: nn.AdaptiveMaxPool1d(4), [(2, 3, 9)], lambda m, x: [m(x[0])]),
        ("adaptive_max_pool2d", lambda: nn.AdaptiveMaxPool2d((2, 3)), [(1, 2, 5, 7)], lambda m, x: [m(x[0])]),
        ("adaptive_max_pool3d", lambda: nn.AdaptiveMaxPool3d(2), [(1, 2, 3, 5, 4)], lambda m, x: [m(x[0])]),
        ("relu", lambda: nn.ReLU(), [(3, 4)], lambda m, x: [m(x[0])]),
        ("tanh", lambda: nn.Tanh(), [(3, 4)], lambda m, x: [m(x[0])]),
        ("sigmoid", lambda: nn.Sigmoid(), [(3, 4)], lambda m, x: [m(x[0])]),
        ("gelu", lambda: nn.GELU(), [(3, 4)], lambda m, x: [m(x[0])]),
        ("gelu_tanh", lambda: nn.GELU(approximate="tanh"), [(3, 4)], lambda m, x: [m(x[0])]),
        ("dropout", lambda: nn.Dropout(0.4), [(4, 5)], lambda m, x: [m(x[0])]),
        ("flatten", lambda: nn.Flatten(), [(2, 3, 2, 2)], lambda m, x: [m(x[0])]),
        ("conv1d", lambda: nn.Conv1d(4, 6, 3, stride=2, padding=1, groups=2), [(2, 4, 9)],
         lambda m, x: [m(x[0])]),
        ("conv1d_unbatched", lambda: nn.Conv1d(3, 2, 2, dilation=2), [(3, 7)], lambda m, x: [m(x[0])]),
        ("conv1d_reflect", lambda: nn.Conv1d(3, 4, 3, padding=2, padding_mode="reflect"), [(2, 3, 7)],
         lambda m, x: [m(x[0])]),
        ("conv2d_tuple", lambda: nn.Conv2d(2, 4, (3, 2), stride=(2, 1), padding=(1, 0), dilation=(1, 2), groups=2,
                                           bias=False), [(2, 2, 7, 6)], lambda m, x: [m(x[0])]),
        ("conv2d_same", lambda: nn.Conv2d(3, 2, (3, 4), padding="same", dilation=(2, 1)), [(1, 3, 6, 7)],
         lambda m, x: [m(x[0])]),
        ("conv2d_valid", lambda: nn.Conv2d(2, 2, 2, padding="valid"), [(1, 2, 4, 4)], lambda m, x: [m(x[0])]),
        ("conv2d_same_reflect", lambda: nn.Conv2d(2, 3, 4, padding="same", padding_mode="reflect"), [(1, 2, 6, 5)],
         lambda m, x: [m(x[0])]),
        ("conv2d_replicate", lambda: nn.Conv2d(2, 3, 3, padding=(1, 2), padding_mode="replicate"), [(2, 2, 5, 4)],
         lambda m, x: [m(x[0])]),
        ("conv2d_circular", lambda: nn.Conv2d(2, 3, 3, stride=2, padding=1, padding_mode="circular"), [(1, 2, 5, 6)],
         lambda m, x: [m(x[0])]),
        ("conv3d", lambda: nn.Conv3d(2, 4, (2, 3, 2), stride=(1, 2, 1), padding=(1, 0, 1), groups=2),
         [(1, 2, 4, 5, 4)], lambda m, x: [m(x[0])]),
        ("conv_transpose2d", lambda: nn.ConvTranspose2d(4, 6, (3, 2), stride=2, padding=(1, 0), output_padding=(1, 0),
                                                        groups=2, dilation=(1, 2)), [(2, 4, 4, 3)],
         lambda m, x: [m(x[0])]),
        ("conv_transpose2d_size", lambda: nn.ConvTranspose2d(4, 6, (3, 2), stride=2, padding=(1, 0), groups=2,
                                                             dilation=(1, 2)), [(2, 4, 4, 3)],
         lambda m, x: [m(x[0], output_size=[2, 6, 8, 8])]),
        ("bilinear", lambda: nn.Bilinear(3, 4, 5), [(6, 3), (6, 4)], lambda m, x: [m(x[0], x[1])]),
        ("group_norm", lambda: nn.GroupNorm(2, 6), [(3, 6, 4)], lambda m, x: [m(x[0])]),
        ("group_norm_plain", lambda: nn.GroupNorm(3, 6, eps=1e-3, affine=False), [(2, 6, 2, 3)],
         lambda m, x: [m(x[0])]),
        ("lstm", lambda: nn.LSTM(3, 4, num_layers=2, bidirectional=True, batch_first=True), [(2, 5, 3)],
         lambda m, x: (lambda o: [o[0], o[1][0], o[1][1]])(m(x[0]))),
        ("lstm_state", lambda: nn.LSTM(3, 4, bias=False), [(5, 2, 3), (1, 2, 4), (1, 2, 4)],
         lambda m, x: (lambda o: [o[0], o[1][0], o[1][1]])(m(x[0], (x[1], x[2])))),
        ("lstm_unbatched", lambda: nn.LSTM(3, 4), [(5, 3), (1, 4), (1, 4)],
         lambda m, x: (lambda o: [o[0], o[1][0], o[1][1]])(m(x[0], (x[1], x[2])))),
        ("lstm_dropout", lambda: nn.LSTM(3, 4, num_layers=3, dropout=0.5), [(4, 2, 3)],
         lambda m, x: (lambda o: [o[0], o[1][0], o[1][1]])(m(x[0]))),
        ("lstm_bidirectional_state", lambda: nn.LSTM(2, 3, bidirectional=True, batch_first=True),
         [(2, 4, 2), (2, 2, 3), (2, 2, 3)],
         lambda m, x: (lambda o: [o[0], o[1][0], o[1][1]])(m(x[0], (x[1], x[2])))),
        ("gru_unbatched", lambda: nn.GRU(3, 4, num_layers=2), [(5, 3), (2, 4)], lambda m, x: list(m(x[0], x[1]))),
        ("gru", lambda: nn.GRU(3, 5, num_layers=2, bidirectional=True), [(4, 2, 3), (4, 2, 5)],
         lambda m, x: list(m(x[0], x[1]))),
        ("gru_batch_first", lambda: nn.GRU(3, 4, bias=False, batch_first=True), [(2, 5, 3)],
         lambda m, x: list(m(x[0]))),
        ("mha_self", lambda: nn.MultiheadAttention(8, 2), [(4, 2, 8), mask_kpm],
         lambda m, x: list(m(x[0], x[0], x[0], key_padding_mask=x[1]))),
        ("mha_kv", lambda: nn.MultiheadAttention(8, 4, add_bias_kv=True, add_zero_attn=True, kdim=5, vdim=3,
                                                 batch_first=True),
         [(2, 3, 8), (2, 4, 5), (2, 4, 3), causal, mask_kpm],
         lambda m, x: list(m(x[0], x[1], x[2], attn_mask=x[3], key_padding_mask=x[4],
                             average_attn_weights=False))),
        ("mha_cross", lambda: nn.MultiheadAttention(6, 3, bias=False), [(3, 2, 6), (4, 2, 6), float_mask, mask_kpm],
         lambda m, x: [m(x[0], x[1], x[1], attn_mask=x[2], key_padding_mask=x[3], need_weights=False)[0]]),
        ("mha_unbatched", lambda: nn.MultiheadAttention(4, 2), [(3, 4), (5, 4), (5, 4), heads_mask,
                                                                torch.tensor([False, False, True, False, False])],
         lambda m, x: list(m(x[0], x[1], x[2], attn_mask=x[3], key_padding_mask=x[4]))),
        ("mha_float_kpm", lambda: nn.MultiheadAttention(6, 2), [(3, 2, 6), float_kpm],
         lambda m, x: list(m(x[0], x[0], x[0], key_padding_mask=x[1]))),
        ("mha_dropout", lambda: nn.MultiheadAttention(4, 2, dropout=0.3), [(3, 2, 4)],
         lambda m, x: list(m(x[0], x[0], x[0]))),
    ]


def run(name, make, specs, forward):
    torch.manual_seed(0)
    m = make()
    init = [(k, v.clone()) for k, v in m.state_dict().items()]  # before forward moves the buffers
    gen = torch.Generator().manual_seed(1)
    inputs = []
    for s in specs:
        if isinstance(s, torch.Tensor):
            inputs.append(s)
        else:
            inputs.append(torch.randn(s, generator=gen).requires_grad_())
    outs = forward(m, inputs)
    ups = [torch.randn(o.shape, generator=gen) for o in outs]
    loss = sum((o * u).sum() for o, u in zip(outs, ups))
    loss.backward()
    return {
        "name": name,
        "init": tensors(init),
        "inputs": tensors([("input", x) for x in inputs]),
        "ups": tensors([("", u) for u in ups]),
        "outs": tensors([("", o) for o in outs]),
        "inputGrads": tensors([("", x.grad) for x in inputs if x.requires_grad]),
        "paramGrads": tensors([(n, p.grad) for n, p in m.named_parameters()]),
    }


def go_case(c):
    return "\t{name: %s,\n\tinit: %s,\n\tinputs: %s,\n\tups: %s,\n\touts: %s,\n\tinputGrads: %s,\n\tparamGrads: %s},\n" % (
        '"%s"' % c["name"], go_tensors(c["init"]), go_tensors(c["inputs"]), go_tensors(c["ups"]),
        go_tensors(c["outs"]), go_tensors(c["inputGrads"]), go_tensors(c["paramGrads"]))


# Cases run in evaluation mode without autograd, where Python takes
# MultiheadAttention's fast path (torch._native_multi_head_attention) and
# Go the general one: the Go test compares them within a tolerance.
def inference_cases():
    kpm = torch.tensor([[False, False, True], [False, False, False]])
    return [
        ("mha_fast_path", lambda: nn.MultiheadAttention(8, 2, batch_first=True), [(2, 3, 8), kpm],
         lambda m, x: list(m(x[0], x[0], x[0], key_padding_mask=x[1]))),
    ]


def run_inference(name, make, specs, forward):
    torch.manual_seed(0)
    m = make().eval()
    init = [(k, v.clone()) for k, v in m.state_dict().items()]  # before forward moves the buffers
    gen = torch.Generator().manual_seed(1)
    inputs = [s if isinstance(s, torch.Tensor) else torch.randn(s, generator=gen) for s in specs]
    with torch.no_grad():
        outs = forward(m, inputs)
    return {
        "name": name,
        "init": tensors(init),
        "inputs": tensors([("input", x) for x in inputs]),
        "outs": tensors([("", o) for o in outs]),
    }


def go_inference_case(c):
    return "\t{name: %s,\n\tinit: %s,\n\tinputs: %s,\n\touts: %s},\n" % (
        '"%s"' % c["name"], go_tensors(c["init"]), go_tensors(c["inputs"]), go_tensors(c["outs"]))


def fixtures():
    """Every case's values, as the Go tests read them (the tests run this
    at test time, through Python on the machine they run on, and compare
    bit for bit; the committed fixtures_test.go is the same data, for a
    machine without Python). One intra-op thread (the Go test pins the
    same): a convolution's weight gradient is summed in an order that
    depends on the count."""
    torch.set_num_threads(1)
    return {
        "layerCases": [run(*c) for c in cases()],
        "inferenceCases": [run_inference(*c) for c in inference_cases()],
    }


if __name__ == "__main__":
    fx = fixtures()
    print("// Code generated by scripts/make-nn-fixtures.py with PyTorch %s. DO NOT EDIT.\n" % torch.__version__)
    print("package nn\n")
    print("// layerCases: each layer's default initialisation, and its outputs and")
    print("// gradients on fixed inputs in training mode, as Python computes them.")
    print("var layerCases = []layerCase{")
    for c in fx["layerCases"]:
        print(go_case(c), end="")
    print("}\n")
    print("// inferenceCases: outputs in evaluation mode without autograd.")
    print("var inferenceCases = []layerCase{")
    for c in fx["inferenceCases"]:
        print(go_inference_case(c), end="")
    print("}")
