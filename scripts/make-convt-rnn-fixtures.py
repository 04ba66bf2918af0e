#!/usr/bin/python3
"""Makes the fixtures of templates/_nn/convt_rnn_fixtures_test.go: nn.ConvTranspose1d,
ConvTranspose3d (and ConvTranspose2d's output_size), nn.RNN, LSTM's proj_size, and
packed sequences (torch.nn.utils.rnn's pack_padded_sequence, pad_packed_sequence,
pack_sequence, pad_sequence, and LSTM/GRU/RNN over a PackedSequence).

Run with Debian's python3-torch 1.13.1 (the system interpreter, not another
python3 on PATH), from the repository root:

    /usr/bin/python3 scripts/make-convt-rnn-fixtures.py | gofmt > templates/_nn/convt_rnn_fixtures_test.go

Each case is made and run as scripts/make-nn-fixtures.py's run() does (the global
generator seeded with 0, the layer made, inputs and upstream gradients from a
generator of their own, training mode, forward and backward) and its outputs, the
inputs' gradients and the parameters' gradients are recorded. Outputs that are
int64 (batch sizes, indices, lengths) are recorded as ints. Shapes are tiny so that
the committed file stays small.

The Go tests (convt_rnn_test.go) call fixtures() at test time, through
/usr/bin/python3 on the machine they run on, and compare bit for bit; the
committed file is the fallback where Python is absent.
"""
import base64
import os
import runpy
import struct

import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pack_sequence, pad_sequence

_nn = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-nn-fixtures.py"))
run = _nn["run"]


def lstm_out(o):
    return [o[0], o[1][0], o[1][1]]


def packed_out(o, **pad):
    """A packed forward's outputs: the packed data, its batch sizes and
    indices, the output padded again (pad_packed_sequence) with its
    lengths, then the final state(s)."""
    out, state = o
    padded, lengths = pad_packed_sequence(out, **pad)
    outs = [out.data, out.batch_sizes]
    if out.sorted_indices is not None:
        outs += [out.sorted_indices, out.unsorted_indices]
    outs += [padded, lengths]
    return outs + (list(state) if isinstance(state, tuple) else [state])


# Each case: name, constructor, inputs (shapes drawn N(0, 1), requiring
# grad), forward(m, inputs) -> outputs, as make-nn-fixtures.py's. The Go
# builders (convt_rnn_test.go) use the same lengths and options.
def cases():
    return [
        ("conv_transpose1d", lambda: nn.ConvTranspose1d(4, 6, 3, stride=2, padding=1, output_padding=1, groups=2,
                                                        dilation=2), [(2, 4, 5)], lambda m, x: [m(x[0])]),
        ("conv_transpose1d_unbatched_nobias", lambda: nn.ConvTranspose1d(2, 3, 2, bias=False), [(2, 4)],
         lambda m, x: [m(x[0])]),
        ("conv_transpose1d_size", lambda: nn.ConvTranspose1d(2, 3, 3, stride=3), [(1, 2, 4)],
         lambda m, x: [m(x[0], output_size=[13])]),
        ("conv_transpose2d_unbatched_size", lambda: nn.ConvTranspose2d(2, 2, 3, stride=2), [(2, 3, 3)],
         lambda m, x: [m(x[0], output_size=[8, 7])]),
        ("conv_transpose3d", lambda: nn.ConvTranspose3d(2, 4, (2, 3, 2), stride=(1, 2, 2), padding=(0, 1, 1),
                                                        output_padding=(0, 1, 0), groups=2, dilation=(2, 1, 1)),
         [(1, 2, 3, 3, 2)], lambda m, x: [m(x[0])]),
        ("conv_transpose3d_unbatched_size", lambda: nn.ConvTranspose3d(2, 2, 2, stride=2), [(2, 2, 2, 2)],
         lambda m, x: [m(x[0], output_size=[2, 5, 4, 5])]),
        ("rnn_tanh", lambda: nn.RNN(2, 3, num_layers=2, bidirectional=True), [(4, 2, 2), (4, 2, 3)],
         lambda m, x: list(m(x[0], x[1]))),
        ("rnn_relu_batch_first_nobias", lambda: nn.RNN(3, 4, nonlinearity="relu", bias=False, batch_first=True),
         [(2, 5, 3)], lambda m, x: list(m(x[0]))),
        ("rnn_unbatched", lambda: nn.RNN(2, 3), [(4, 2), (1, 3)], lambda m, x: list(m(x[0], x[1]))),
        ("rnn_dropout", lambda: nn.RNN(3, 4, num_layers=2, dropout=0.5), [(4, 2, 3)], lambda m, x: list(m(x[0]))),
        ("lstm_proj", lambda: nn.LSTM(3, 5, proj_size=2), [(4, 2, 3), (1, 2, 2), (1, 2, 5)],
         lambda m, x: lstm_out(m(x[0], (x[1], x[2])))),
        ("lstm_proj_bidirectional_2", lambda: nn.LSTM(2, 3, num_layers=2, bidirectional=True, proj_size=1,
                                                      batch_first=True), [(2, 3, 2)],
         lambda m, x: lstm_out(m(x[0]))),
        ("lstm_proj_unbatched_nobias", lambda: nn.LSTM(3, 4, proj_size=3, bias=False), [(4, 3)],
         lambda m, x: lstm_out(m(x[0]))),
        # Packed: lengths 3, 4, 2 unsorted, with initial states in the
        # batch's order (Python permutes them).
        ("lstm_packed_unsorted_proj_bidirectional_2",
         lambda: nn.LSTM(2, 3, num_layers=2, bidirectional=True, proj_size=2),
         [(4, 3, 2), (4, 3, 2), (4, 3, 3)],
         lambda m, x: packed_out(m(pack_padded_sequence(x[0], [3, 4, 2], enforce_sorted=False), (x[1], x[2])))),
        ("lstm_packed_sorted", lambda: nn.LSTM(2, 3), [(4, 3, 2)],
         lambda m, x: packed_out(m(pack_padded_sequence(x[0], torch.tensor([4, 3, 1]))))),
        ("gru_packed_batch_first", lambda: nn.GRU(2, 3, num_layers=2, batch_first=True), [(3, 4, 2), (2, 3, 3)],
         lambda m, x: packed_out(m(pack_padded_sequence(x[0], [2, 4, 1], batch_first=True, enforce_sorted=False),
                                   x[1]), batch_first=True, padding_value=-1.0, total_length=6)),
        ("rnn_relu_pack_sequence", lambda: nn.RNN(2, 3, nonlinearity="relu", bidirectional=True),
         [(2, 2), (4, 2), (3, 2)],
         lambda m, x: packed_out(m(pack_sequence(x, enforce_sorted=False)))),
        ("pad_sequence", lambda: nn.Identity(), [(2, 3), (4, 3), (1, 3)],
         lambda m, x: [pad_sequence(x), pad_sequence(x, batch_first=True, padding_value=0.5)]),
    ]


def fixtures():
    """Every case's values, as the Go tests read them (see the module's
    doc). One intra-op thread, as the Go test pins."""
    torch.set_num_threads(1)
    return {"layerCases": [run(*c) for c in cases()]}


def go_tensor(d):
    """A tensor in the committed file's compact form: ct(name, base64 of
    the float32 bits, little-endian, shape...) or ci(name, ints, shape...)
    (convt_rnn_test.go decodes them)."""
    shape = "".join(", %d" % v for v in d["shape"])
    if "ints" in d:
        return 'ci("%s", []int64{%s}%s)' % (d["name"], ", ".join(str(v) for v in d["ints"]), shape)
    assert not d.get("boolean") and not d.get("fixed")
    raw = struct.pack("<%dI" % len(d["bits"]), *d["bits"])
    return 'ct("%s", "%s"%s)' % (d["name"], base64.b64encode(raw).decode(), shape)


def go_tensors(ds):
    return "[]fixTensor{" + ", ".join(go_tensor(d) for d in ds) + "}"


def go_case(c):
    return "\t{name: %s,\n\tinit: %s,\n\tinputs: %s,\n\tups: %s,\n\touts: %s,\n\tinputGrads: %s,\n\tparamGrads: %s},\n" % (
        '"%s"' % c["name"], go_tensors(c["init"]), go_tensors(c["inputs"]), go_tensors(c["ups"]),
        go_tensors(c["outs"]), go_tensors(c["inputGrads"]), go_tensors(c["paramGrads"]))


if __name__ == "__main__":
    fx = fixtures()
    print("// Code generated by scripts/make-convt-rnn-fixtures.py with PyTorch %s. DO NOT EDIT.\n" % torch.__version__)
    print("package nn\n")
    print("// convtRNNCases: each case's default initialisation, and its outputs and")
    print("// gradients on fixed inputs in training mode, as Python computes them.")
    print("var convtRNNCases = []layerCase{")
    for c in fx["layerCases"]:
        print(go_case(c), end="")
    print("}")
