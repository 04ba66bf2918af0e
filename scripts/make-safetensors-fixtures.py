"""Safetensors files for templates/_runtime/safetensors_test.go.

Usage: /usr/bin/python3 scripts/make-safetensors-fixtures.py OUTDIR

Writes safetensors files into OUTDIR and prints, as JSON, what each holds
as PyTorch sees it: every tensor's dtype, shape, bytes (hex, little-endian,
row-major) and values. Debian's python3-torch 1.13.1 on the host has no
safetensors package, so the files are written to the format's
specification by hand here (an 8-byte little-endian header length, the
JSON header, the data region); scripts/test-safetensors.sh checks the Go
side against the real library (python3-safetensors in the sid root).

The files:
  dtypes.safetensors  one tensor of every dtype torch 1.13 has and the
                      format knows (F64 F32 F16 BF16 I64 I32 I16 I8 U8 BOOL
                      C64), a 0-d one and empty ones, in save_file's order
                      (widest dtype first, then by name), with metadata
                      holding escapes and non-ASCII text
  odd.safetensors     unaligned data (the data region at 1 modulo 8, a 2-byte
                      U8 tensor first: F32, F64, BF16 and I64 all at odd
                      offsets, so loaded as copies), header
                      keys in another order than the data, __metadata__
                      last, an unknown field
  empty.safetensors   no tensors, metadata only ({"__metadata__": {...}})
  bare.safetensors    one tensor, no __metadata__ at all
  model-0000N-of-00002.safetensors and model.safetensors.index.json: a
                      sharded checkpoint of a small MLP's state_dict
"""

import json
import os
import struct
import sys

import torch

FORMAT = {
    torch.float64: "F64", torch.float32: "F32", torch.float16: "F16",
    torch.bfloat16: "BF16", torch.int64: "I64", torch.int32: "I32",
    torch.int16: "I16", torch.int8: "I8", torch.uint8: "U8",
    torch.bool: "BOOL", torch.complex64: "C64",
}
# The Rust library's Dtype order (save_file sorts by it, descending).
RANK = ["BOOL", "F4", "F6_E2M3", "F6_E3M2", "U8", "I8", "F8_E5M2", "F8_E4M3",
        "F8_E8M0", "F8_E4M3FNUZ", "F8_E5M2FNUZ", "I16", "U16", "F16", "BF16",
        "I32", "U32", "F32", "C64", "F64", "I64", "U64"]


def raw(t):
    """The tensor's bytes, little-endian, row-major."""
    t = t.detach().contiguous().reshape(-1)
    if t.dtype == torch.bool:
        t = t.to(torch.uint8)
    if t.dtype == torch.complex64:
        t = torch.view_as_real(t).reshape(-1)
    return t.view(torch.uint8).numpy().tobytes() if t.numel() else b""


def describe(t):
    d = {"dtype": str(t.dtype).split(".")[-1], "shape": list(t.shape), "hex": raw(t).hex()}
    if t.dtype == torch.complex64:
        v = torch.view_as_real(t).reshape(-1)
    else:
        v = t.reshape(-1)
    v = v.double()
    # JSON has no NaN or infinities: values only where all are finite.
    d["values"] = v.tolist() if bool(torch.isfinite(v).all()) else None
    return d


def write(path, entries, metadata=None, order=None, meta_last=False, start=0, extra=None):
    """Writes entries [(name, tensor)] in that data order; header keys in
    order (names) if given; the header padded with spaces until the data
    begins at start modulo 8 (0: 8-byte aligned, as save_file writes)."""
    header, offset, data = {}, 0, b""
    infos = {}
    for name, t in entries:
        b = raw(t)
        infos[name] = {"dtype": FORMAT[t.dtype], "shape": list(t.shape), "data_offsets": [offset, offset + len(b)]}
        if extra and name in extra:
            infos[name].update(extra[name])
        offset += len(b)
        data += b
    if metadata is not None and not meta_last:
        header["__metadata__"] = metadata
    for name in order or [n for n, _ in entries]:
        header[name] = infos[name]
    if metadata is not None and meta_last:
        header["__metadata__"] = metadata
    h = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode()
    while (8 + len(h)) % 8 != start:
        h += b" "
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)) + h + data)


def save_file_order(entries):
    return sorted(entries, key=lambda e: (-RANK.index(FORMAT[e[1].dtype]), e[0]))


def main(out):
    g = torch.Generator().manual_seed(7)
    expect = {}

    x = torch.randn(2, 3, generator=g, dtype=torch.float64)
    tensors = [
        ("f64", x * 1e300),
        ("f32", torch.tensor([[1.5, -0.0, 3.4e38], [1e-45, float("inf"), float("nan")]], dtype=torch.float32)),
        ("f16", torch.tensor([0.1, 65504.0, -6.1e-5, 1.0], dtype=torch.float16)),
        ("bf16", torch.randn(3, 2, generator=g).to(torch.bfloat16)),
        ("i64", torch.tensor([[-(2 ** 63), 2 ** 63 - 1, 0]])),
        ("i32", torch.tensor([-(2 ** 31), 2 ** 31 - 1, 7], dtype=torch.int32)),
        ("i16", torch.tensor([-32768, 32767], dtype=torch.int16)),
        ("i8", torch.tensor([-128, 127, 0], dtype=torch.int8)),
        ("u8", torch.tensor([0, 255, 128, 1, 2], dtype=torch.uint8)),
        ("bool", torch.tensor([[True, False], [False, True]])),
        ("c64", torch.tensor([1 + 2j, -3.5 - 0.25j], dtype=torch.complex64)),
        ("scalar", torch.tensor(2.5, dtype=torch.float32)),
        ("empty", torch.zeros(0, 3, dtype=torch.float32)),
        ("empty_i8", torch.zeros(4, 0, dtype=torch.int8)),
        ("weight.\u00e9\"\\", torch.arange(6, dtype=torch.float32).reshape(3, 2)),
    ]
    meta = {"format": "pt", "note": "caf\u00e9 \"quoted\" \\ tab\t newline\n \u2028 <&>"}
    write(os.path.join(out, "dtypes.safetensors"), save_file_order(tensors), meta)
    expect["dtypes.safetensors"] = {
        "order": [n for n, _ in save_file_order(tensors)],
        "metadata": meta,
        "tensors": {n: describe(t) for n, t in tensors},
    }

    odd = [
        ("a.u8", torch.tensor([1, 2], dtype=torch.uint8)),
        ("b.f32", torch.tensor([1.25, -2.5, 1e-3], dtype=torch.float32)),
        ("c.f64", torch.tensor([[3.141592653589793]], dtype=torch.float64)),
        ("d.bf16", torch.tensor([1.0, -2.0, 0.5], dtype=torch.bfloat16)),
        ("e.i64", torch.tensor([123456789012345], dtype=torch.int64)),
    ]
    write(os.path.join(out, "odd.safetensors"), odd, {"k": "v"},
          order=["e.i64", "c.f64", "a.u8", "d.bf16", "b.f32"], meta_last=True, start=1,
          extra={"c.f64": {"ignored": [1, {"x": None}]}})
    expect["odd.safetensors"] = {
        "order": [n for n, _ in odd],
        "metadata": {"k": "v"},
        "tensors": {n: describe(t) for n, t in odd},
    }

    write(os.path.join(out, "empty.safetensors"), [], {"only": "metadata"})
    expect["empty.safetensors"] = {"order": [], "metadata": {"only": "metadata"}, "tensors": {}}

    bare = [("w", torch.tensor([1.0, 2.0]))]
    write(os.path.join(out, "bare.safetensors"), bare)
    expect["bare.safetensors"] = {"order": ["w"], "metadata": None, "tensors": {"w": describe(bare[0][1])}}

    torch.manual_seed(3)
    model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2))
    sd = {k: v.detach().clone() for k, v in model.state_dict().items()}
    shards = {"model-00001-of-00002.safetensors": ["0.weight", "0.bias"],
              "model-00002-of-00002.safetensors": ["2.weight", "2.bias"]}
    weight_map = {}
    for shard, names in shards.items():
        entries = save_file_order([(n, sd[n]) for n in names])
        write(os.path.join(out, shard), entries, {"format": "pt"})
        for n in names:
            weight_map[n] = shard
    total = sum(len(raw(t)) for t in sd.values())
    with open(os.path.join(out, "model.safetensors.index.json"), "w") as f:
        json.dump({"metadata": {"total_size": total}, "weight_map": weight_map}, f, indent=2)
    expect["model.safetensors.index.json"] = {
        # Shards in file-name order, each in its data order.
        "order": [n for s in sorted(shards) for n, _ in save_file_order([(n, sd[n]) for n in shards[s]])],
        "metadata": None,
        "tensors": {n: describe(t) for n, t in sd.items()},
    }
    json.dump({"torch": torch.__version__, "files": expect}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
