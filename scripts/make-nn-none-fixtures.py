#!/usr/bin/python3
"""Fixtures for Python options whose None is not their default
(templates/_nn/none_test.go): nn.BatchNorm1d(3, momentum=None), whose
running statistics are then the cumulative average of the batches'.

The Go test runs fixtures() at test time through /usr/bin/python3 (torch
1.13.1) and compares bit for bit; printed as JSON when run directly:

    /usr/bin/python3 scripts/make-nn-none-fixtures.py
"""
import json
import struct

import torch
import torch.nn as nn


def bits32(t):
    return [struct.unpack("<I", struct.pack("<f", v))[0] for v in t.detach().reshape(-1).tolist()]


def fixtures():
    torch.set_num_threads(1)
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
