#!/usr/bin/python3
"""Fixtures for layer options beyond scripts/make-nn-fixtures.py's cases
(templates/_nn/options_test.go): nn.BatchNorm1d(3, momentum=None), whose
running statistics are then the cumulative average of the batches', and
the max pools' return_indices=True.

The Go test runs fixtures() at test time through /usr/bin/python3 (torch
1.13.1) and compares bit for bit; printed as JSON when run directly:

    /usr/bin/python3 scripts/make-nn-option-fixtures.py
"""
import json
import struct

import torch
import torch.nn as nn


def bits32(t):
    return [struct.unpack("<I", struct.pack("<f", v))[0] for v in t.detach().reshape(-1).tolist()]


def pool_indices():
    gen = torch.Generator().manual_seed(4)
    cases = [
        ("max_pool1d", nn.MaxPool1d(3, stride=2, padding=1, return_indices=True), (2, 3, 9)),
        ("max_pool2d", nn.MaxPool2d(2, ceil_mode=True, return_indices=True), (2, 2, 5, 5)),
        ("max_pool3d", nn.MaxPool3d(2, dilation=2, return_indices=True), (1, 2, 5, 5, 5)),
    ]
    out = []
    for name, m, shape in cases:
        x = torch.randn(shape, generator=gen)
        y, i = m(x)
        out.append({"name": name, "shape": list(shape), "input": bits32(x),
                    "outShape": list(y.shape), "output": bits32(y), "indices": i.reshape(-1).tolist()})
    return out


def fixtures():
    torch.set_num_threads(1)
    return {"batchNormMomentumNone": batch_norm_momentum_none(), "poolIndices": pool_indices()}


def batch_norm_momentum_none():
    gen = torch.Generator().manual_seed(3)
    batches = [torch.randn(5, 3, generator=gen) for _ in range(3)]
    m = nn.BatchNorm1d(3, momentum=None)
    outs = [m(x) for x in batches]  # training mode
    m.eval()
    outs.append(m(batches[0]))
    return {
        "inputs": [bits32(x) for x in batches],
        "outs": [bits32(o) for o in outs],
        "running_mean": bits32(m.running_mean),
        "running_var": bits32(m.running_var),
        "num_batches_tracked": int(m.num_batches_tracked),
    }


if __name__ == "__main__":
    print(json.dumps(fixtures()))
