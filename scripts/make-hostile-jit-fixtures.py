#!/usr/bin/python3
"""Makes the TorchScript archives of templates/_runtime/jit_hostile_fixtures_test.go.

Run with Debian's python3-torch 1.13.1 (the system interpreter, not another
python3 on PATH), from the repository root:

    /usr/bin/python3 scripts/make-hostile-jit-fixtures.py > templates/_runtime/jit_hostile_fixtures_test.go

Each hostile archive is a small module saved by torch.jit.save whose pickle
(or one data record) is then edited so that one tensor reaches past its
data: its storage offset, its storage's element count (which libtorch's
unpickler believes over the size of the record) or a sparse index.
PyTorch 1.13.1 loads every one of them; reading the tensor then reads the
heap or SIGSEGVs. LoadModule must refuse each with an error naming the
tensor. (A negative stride is no case: libtorch 1.13 loads it as 1.)

jitKitchen is a module with every kind of tensor the check walks, in
bounds (views sharing a storage, list, dict and tuple attributes, a
submodule, a traced constant, sparse and per-channel quantized tensors):
it must load and compute what PyTorch computes. jitSaver's forward calls
torch.save: a TorchScript file is a program.
"""
import base64
import io
import os
import pickletools
import struct
import sys
import zipfile

# TorchScript writes a module's constants in set order: fix the hash seed
# so that the archives are the same on every run.
if os.environ.get("PYTHONHASHSEED") != "0":
    os.execve(sys.executable, [sys.executable] + sys.argv, dict(os.environ, PYTHONHASHSEED="0"))

import torch


def saved(m):
    buf = io.BytesIO()
    torch.jit.save(m, buf)
    return buf.getvalue()


def enc_int(v):
    """The pickle opcode for an int, as PyTorch's pickler writes it."""
    if 0 <= v < 256:
        return b"K" + bytes([v])
    if -(2**31) <= v < 2**31:
        return b"J" + struct.pack("<i", v)
    return b"\x8a\x08" + struct.pack("<q", v)  # LONG1: libtorch reads 8 bytes only


def patch_pickle(pkl, key, numel=None, offset=None):
    """Rewrites the element count of the storage `key` in a pickle, or the
    storage offset of the tensor on it."""
    ops = list(pickletools.genops(pkl))
    end = lambda i: ops[i + 1][2]
    edits = []
    for i, (op, arg, pos) in enumerate(ops):
        if op.name != "BINPERSID":
            continue
        # MARK 'storage' <dtype> <key> <location> <numel> TUPLE BINPERSID
        assert ops[i - 1][0].name == "TUPLE"
        j, strings = i - 2, []
        while ops[j][0].name != "MARK":
            if ops[j][0].name == "BINUNICODE":
                strings.append(ops[j][1])
            j -= 1
        if key not in strings:
            continue
        o = i + 1
        if ops[o][0].name == "BINPUT":
            o += 1
        if numel is not None:
            edits.append((ops[i - 2][2], end(i - 2), enc_int(numel)))
        if offset is not None:
            edits.append((ops[o][2], end(o), enc_int(offset)))
    assert edits, key
    for s, e, b in sorted(edits, reverse=True):
        pkl = pkl[:s] + b + pkl[e:]
    return pkl


def rewrite(archive, pickle="data.pkl", key="0", record=None, **kw):
    """The archive with one pickle's tensor, or one record's bytes,
    edited; without the debug pickles (smaller, and optional)."""
    zin = zipfile.ZipFile(io.BytesIO(archive))
    out = io.BytesIO()
    zout = zipfile.ZipFile(out, "w", zipfile.ZIP_STORED)
    for info in zin.infolist():
        if info.filename.endswith(".debug_pkl"):
            continue
        data = zin.read(info.filename)
        if kw and info.filename.endswith("/" + pickle):
            data = patch_pickle(data, key, **kw)
        if record and info.filename.endswith("/" + record[0]):
            data = record[1](data)
        zout.writestr(info, data)
    zout.close()
    return out.getvalue()


class Param(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.tensor([1.0, 2.0]))

    def forward(self, x):
        return x * self.w


class Buffer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("b", torch.tensor([3.0, 4.0]))

    def forward(self, x):
        return x + self.b


class Attrs(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lst = [torch.tensor([5.0]), torch.tensor([6.0, 7.0])]
        self.d = {"k": torch.tensor([8.0, 9.0])}

    def forward(self, x):
        return x + self.lst[1] + self.d["k"]


class Sub(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(2, 2)

    def forward(self, x):
        return self.fc(x)


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.sub = Sub()

    def forward(self, x):
        return self.sub(x)


class Const(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.k = torch.tensor([10.0, 11.0])  # no parameter, no buffer: tracing makes it a constant

    def forward(self, x):
        return x + self.k


class Sparse(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.sp = torch.tensor([[0.0, 1.0], [2.0, 0.0]]).to_sparse()

    def forward(self, x):
        return x + self.sp.to_dense()


class Quantized(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.q = torch.quantize_per_channel(
            torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([0.5, 0.25], dtype=torch.float64),
            torch.tensor([0, 1]), 0, torch.qint8)

    def forward(self, x):
        return x + self.q.dequantize()


class Kitchen(torch.nn.Module):
    def __init__(self):
        super().__init__()
        base = torch.arange(6, dtype=torch.float32)
        self.a = torch.nn.Parameter(base[1:3])
        self.register_buffer("b", base[3:5])  # a view of a's storage, in bounds
        self.empty = torch.zeros(0)[0:0]
        self.sub = Sub()
        self.lst = [torch.tensor([5.0, 6.0])]
        self.d = {"k": torch.tensor([[7.0, 8.0]]).t()}  # strides (1, 1): a transposed view
        self.tup = (torch.tensor([1, 2]), 3)
        self.sp = torch.tensor([[0.0, 1.0], [2.0, 0.0]]).to_sparse()
        self.csr = torch.tensor([[0.0, 3.0], [4.0, 0.0]]).to_sparse_csr()
        self.q = Quantized().q

    def forward(self, x):
        y = self.sub(x) * self.a + self.b + self.lst[0] + self.d["k"].flatten() + self.tup[0]
        return y + self.sp.to_dense().sum(0) + self.csr.to_dense().sum(0) + self.q.dequantize().sum(0)


class Saver(torch.nn.Module):
    def forward(self, x, path: str):
        torch.save(x, path)
        return x


def set_int64(data, i, v):
    return data[: 8 * i] + struct.pack("<q", v) + data[8 * i + 8 :]


torch.manual_seed(0)
param = saved(torch.jit.script(Param()))
const = saved(torch.jit.trace(Const(), torch.zeros(2)))
assert zipfile.ZipFile(io.BytesIO(const)).read("archive/constants.pkl") != b"\x80\x02).", "no constant"
sparse = saved(torch.jit.script(Sparse()))

# (name, archive, what the error says)
hostile = [
    ("param offset", rewrite(param, offset=1),
     "tensor w (sizes [2], strides [1], storage offset 1, Float) reaches byte 12 of its storage of 8 bytes"),
    ("param offset 2^40", rewrite(param, offset=1 << 40),
     "tensor w (sizes [2], strides [1], storage offset 1099511627776, Float) reaches byte 4398046511112 of its storage of 8 bytes"),
    ("param offset overflow", rewrite(param, offset=(1 << 63) - 1),
     "tensor w (sizes [2], strides [1], storage offset 9223372036854775807, Float) reaches outside its storage of 8 bytes"),
    ("storage numel", rewrite(param, numel=1 << 20, offset=(1 << 20) - 2),
     "tensor w (sizes [2], strides [1], storage offset 1048574, Float): its storage claims 4194304 bytes, its record data/0 holds 8"),
    ("buffer", rewrite(saved(torch.jit.script(Buffer())), offset=2),
     "tensor b (sizes [2], strides [1], storage offset 2, Float) reaches byte 16"),
    ("list attribute", rewrite(saved(torch.jit.script(Attrs())), key="1", offset=1),
     "tensor lst[1] (sizes [2], strides [1], storage offset 1, Float) reaches byte 12"),
    ("dict attribute", rewrite(saved(torch.jit.script(Attrs())), key="2", offset=1),
     'tensor d["k"] (sizes [2], strides [1], storage offset 1, Float) reaches byte 12'),
    ("submodule", rewrite(saved(torch.jit.script(Outer())), key="0", offset=3),
     "tensor sub.fc.weight (sizes [2, 2], strides [2, 1], storage offset 3, Float) reaches byte 28"),
    ("traced constant", rewrite(const, pickle="constants.pkl", offset=1),
     "tensor CONSTANTS.c0 (sizes [2], strides [1], storage offset 1, Float) reaches byte 12"),
    ("sparse values", rewrite(sparse, key="1", offset=1),
     "tensor sp (values) (sizes [2], strides [1], storage offset 1, Float) reaches byte 12"),
    ("sparse index", rewrite(sparse, record=("data/0", lambda b: set_int64(b, 0, 1 << 40))),
     "tensor sp: "),  # then libtorch's own words
    ("quantized scales", rewrite(saved(torch.jit.script(Quantized())), key="1", offset=1),
     "tensor q (scales) (sizes [2], strides [1], storage offset 1, Double) reaches byte 24"),
]

for name, data, _ in hostile:
    # What Python does with it: loads (or refuses: then the case tests nothing).
    try:
        torch.jit.load(io.BytesIO(data))
    except Exception as e:
        raise SystemExit("%s: %s" % (name, e))

kitchen = torch.jit.script(Kitchen())
x = torch.tensor([0.5, -1.5])

print("// Code generated by scripts/make-hostile-jit-fixtures.py with PyTorch %s. DO NOT EDIT." % torch.__version__)
print()
print("package torch")
print()
print("// jitHostile are archives that PyTorch loads and whose tensor then reads")
print("// past its data; want is what LoadModule's error says (see the script).")
print("var jitHostile = []struct{ name, archive, want string }{")
for name, data, want in hostile:
    print('\t{"%s", "%s", `%s`},' % (name, base64.b64encode(data).decode(), want))
print("}")
print()
print("// jitKitchen holds every kind of tensor the check walks, in bounds.")
print('const jitKitchen = "%s"' % base64.b64encode(rewrite(saved(kitchen))).decode())
print()
print("// jitKitchenForward is what PyTorch gives for forward([0.5, -1.5]).")
print("var jitKitchenForward = []float32{%s}" % ", ".join(repr(float(v)) for v in kitchen(x).detach().tolist()))
print()
print("// jitSaver's forward(x, path) calls torch.save(x, path).")
print('const jitSaver = "%s"' % base64.b64encode(rewrite(saved(torch.jit.script(Saver())))).decode())
