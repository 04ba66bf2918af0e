#!/usr/bin/python3
"""Regenerate templates/_runtime/serialize_fixtures_test.go, the torch.save
files that serialize_test.go loads, with Debian's python3-torch (1.13.1):

    /usr/bin/python3 scripts/make-serialize-fixtures.py

Every value is deterministic (no random weights), so the Go tests compare
exact values; the files are small (a few KB each).

It also writes templates/_runtime/serialize_hostile_test.go: torch.save files
altered as a hostile or broken writer might (duplicate zip records, names in
another case, duplicate dict keys, memo bombs), each with what this PyTorch's
torch.load made of it, which TestLoadHostileFiles compares Go's Load with and
FuzzLoad and FuzzLoadRecords start from.
"""
import base64
import io
import os
import struct
import sys
import warnings
import zipfile

import torch
import torch.nn as nn


def save(obj, legacy=False):
    buf = io.BytesIO()
    torch.save(obj, buf, _use_new_zipfile_serialization=not legacy)
    return buf.getvalue()


def state_dict():
    """nn.Sequential with a BatchNorm1d (float and int64 buffers), its
    entries set to i + 0.25*j: entry i, element j."""
    m = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 2))
    with torch.no_grad():
        for i, v in enumerate(m.state_dict().values()):
            if v.dtype == torch.int64:
                v.fill_(7 + i)
            else:
                v.copy_((torch.arange(v.numel(), dtype=v.dtype) * 0.25 + i).reshape(v.shape))
    return m.state_dict()


def views():
    x = torch.arange(12, dtype=torch.float32).reshape(3, 4)
    return [x, x[1:], x.t()]


def dtypes():
    return {
        "f64": torch.tensor([1.5, -2.25, 1e300], dtype=torch.float64),
        "i64": torch.tensor([-(2**62), 0, 2**62 + 5], dtype=torch.int64),
        "i32": torch.tensor([-7, 2**31 - 1], dtype=torch.int32),
        "i16": torch.tensor([-300, 300], dtype=torch.int16),
        "i8": torch.tensor([-128, 127], dtype=torch.int8),
        "u8": torch.tensor([0, 200, 255], dtype=torch.uint8),
        "bool": torch.tensor([True, False, True]),
        "f16": torch.tensor([0.5, -1.0, 65504.0], dtype=torch.float16),
        "bf16": torch.tensor([0.5, -3.0], dtype=torch.bfloat16),
        "c64": torch.tensor([1 + 2j, -0.5j], dtype=torch.complex64),
        "scalar": torch.tensor(3.5),
        "misc": [1, -(2**40), 2.5, "héllo", None, True, False, (1, "a"), {3: "three"}],
        "size": torch.Size([2, 3]),
    }


FIXTURES = [
    ("fixtureTensor", "torch.arange(6.).reshape(2, 3)", lambda: save(torch.arange(6, dtype=torch.float32).reshape(2, 3))),
    ("fixtureDict", "{'w': 2x2 float32, 'n': int64 [7, -8, 9]}",
     lambda: save({"w": torch.tensor([[1.5, -2.0], [0.25, 3.0]]), "n": torch.tensor([7, -8, 9])})),
    ("fixtureStateDict", "a Sequential(Linear, BatchNorm1d, ReLU, Linear) state_dict", lambda: save(state_dict())),
    ("fixtureStateDictLegacy", "the same state_dict, legacy format", lambda: save(state_dict(), legacy=True)),
    ("fixtureParameter", "nn.Parameter([1, 2, 3])", lambda: save(nn.Parameter(torch.tensor([1.0, 2.0, 3.0])))),
    ("fixtureViews", "[x, x[1:], x.t()], x = arange(12.).reshape(3, 4)", lambda: save(views())),
    ("fixtureViewsLegacy", "the same views, legacy format", lambda: save(views(), legacy=True)),
    ("fixtureDTypes", "one tensor of each dtype, and Python values", lambda: save(dtypes())),
]


# The hostile files: each is built from a real torch.save file.

def records(data):
    z = zipfile.ZipFile(io.BytesIO(data))
    return [(i.filename, z.read(i)) for i in z.infolist()]


def rezip(recs, method=zipfile.ZIP_STORED):
    out = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Duplicate name"
        with zipfile.ZipFile(out, "w", method) as z:
            for name, data in recs:
                info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type = method
                z.writestr(info, data)
    return out.getvalue()


def with_pickle(pkl, extra=()):
    """A torch.save zip whose data.pkl is pkl (hand-written opcodes)."""
    recs = [(n, d) for n, d in records(save(torch.arange(4, dtype=torch.float32)))]
    return rezip([(n, pkl if n.endswith("/data.pkl") else d) for n, d in recs] + list(extra))


def arange4():
    return save(torch.arange(4, dtype=torch.float32))


def after(recs, name, extra):
    out = []
    for n, d in recs:
        out.append((n, d))
        if n == name:
            out.extend(extra)
    return out


def fours(v):
    return struct.pack("<4f", v, v, v, v)


def rebuild(key, numel):
    """_rebuild_tensor_v2 of FloatStorage key, numel elements, 1-D."""
    k = key.encode()
    return (b"ctorch._utils\n_rebuild_tensor_v2\n((X\x07\x00\x00\x00storagectorch\nFloatStorage\nX" +
            struct.pack("<I", len(k)) + k + b"X\x03\x00\x00\x00cpuK" + bytes([numel]) +
            b"tQK\x00K" + bytes([numel]) + b"\x85K\x01\x85\x89ccollections\nOrderedDict\n)RtR")


def memo_bomb(pairs, times):
    """OrderedDict(l) again and again, l one memoized list of pairs: each
    call copies the whole list."""
    p = b"\x80\x02ccollections\nOrderedDict\nq\x000]q\x01("
    for i in range(pairs):
        p += b"M" + struct.pack("<H", i) + b"N\x86"
    p += b"e0(" + b"h\x00h\x01\x85R" * times + b"l."
    return p


def key_pickle():
    """A dict setting (1, 2), 1/True/1.0 and "k" twice each."""
    return (b"\x80\x02}(K\x01K\x02\x86X\x01\x00\x00\x00aK\x01K\x02\x86X\x01\x00\x00\x00b"
            b"K\x01X\x01\x00\x00\x00x\x88X\x01\x00\x00\x00yG?\xf0\x00\x00\x00\x00\x00\x00X\x01\x00\x00\x00z"
            b"X\x01\x00\x00\x00kK\x01X\x01\x00\x00\x00kK\x02"
            b"G?\xf0\x00\x00\x00\x00\x00\x00K\x01\x86X\x01\x00\x00\x00cK\x01\x88\x86X\x01\x00\x00\x00du.")


def state_dict_dup_key():
    """A state_dict whose key "w" is set twice: the second tensor wins."""
    return (b"\x80\x02ccollections\nOrderedDict\n)R(X\x01\x00\x00\x00w" + rebuild("0", 4) +
            b"X\x01\x00\x00\x00w" + rebuild("1", 4) + b"u.")


HOSTILE = [
    # (name, what, make, Go's answer: "" to match torch.load, or a piece of Go's error)
    ("dupStorage", "archive/data/0 twice, the second holding 1s",
     lambda: rezip(after(records(arange4()), "archive/data/0", [("archive/data/0", fours(1))])),
     "two entries named \"archive/data/0\""),
    ("dupStorage3", "archive/data/0 three times, with 1s and 2s, and five more records after",
     lambda: rezip(after(records(arange4()), "archive/data/0", [("archive/data/0", fours(1)), ("archive/data/0", fours(2))]) +
                   [("archive/extra%d" % i, b"x") for i in range(5)]),
     "two entries named \"archive/data/0\""),
    ("dupStorageCase", "archive/data/0 and archive/DATA/0, which PyTorch's reader takes as one name",
     lambda: rezip(after(records(arange4()), "archive/data/0", [("archive/DATA/0", fours(1))])),
     "two entries named \"archive/data/0\" and \"archive/DATA/0\""),
    ("dupPickle", "archive/data.pkl twice, the second a dict",
     lambda: rezip(after(records(arange4()), "archive/data.pkl",
                         [("archive/data.pkl", records(save({"a": 1}))[0][1])])),
     "two entries named \"archive/data.pkl\""),
    ("upperCase", "every name but the folder in upper case (PyTorch's reader ignores case)",
     lambda: rezip([(n.split("/", 1)[0] + "/" + n.split("/", 1)[1].upper(), d) for n, d in records(save(state_dict()))]),
     ""),
    ("deflated", "a state_dict with every record deflated",
     lambda: rezip(records(save(state_dict())), zipfile.ZIP_DEFLATED), ""),
    ("outsideFolder", "a record other/x outside the archive's folder",
     lambda: rezip(records(arange4()) + [("other/x", b"1")]), "outside the archive's folder"),
    ("otherFirstFolder", "a record x/foo before the archive's",
     lambda: rezip([("x/foo", b"1")] + records(arange4())), "outside the archive's folder"),
    ("dictDupKeys", "a dict setting (1, 2), 1/True/1.0, \"k\" and (1.0, 1)/(1, True) twice each",
     lambda: with_pickle(key_pickle()), ""),
    ("stateDictDupKey", "a state_dict setting \"w\" twice, to tensors on storages 0 and 1",
     lambda: with_pickle(state_dict_dup_key(), [("archive/data/1", fours(1))]), ""),
    ("nanKeys", "a dict with two NaN keys (Python keeps both: NaN equals nothing)",
     lambda: with_pickle(b"\x80\x02}(G\x7f\xf8\x00\x00\x00\x00\x00\x00K\x01G\x7f\xf8\x00\x00\x00\x00\x00\x00K\x02u."),
     "a dict key is NaN"),
    ("binstringNotUTF8", "a protocol 2 byte string that is not UTF-8",
     lambda: with_pickle(b"\x80\x02U\x02\xff\xfe."), "not valid UTF-8"),
    ("storageKeysByCase", "storages \"a\" and \"A\": one record, archive/data/a, for both",
     lambda: with_pickle(b"\x80\x02(" + rebuild("a", 4) + rebuild("A", 4) + b"l.", [("archive/data/a", fours(3))]), ""),
    ("dupList", "a list of one tensor and 20 DUPs of it",
     lambda: with_pickle(b"\x80\x02(" + rebuild("0", 4) + b"2" * 20 + b"l."), ""),
    ("memoBomb", "OrderedDict(l) 300 times, l one memoized list of 1000 pairs: 7 KB of pickle, 300000 entries",
     lambda: with_pickle(memo_bomb(1000, 300)), "memo bomb"),
    ("noVersion", "no archive/version record (PyTorch 1.13 requires one; Load does not)",
     lambda: rezip([(n, d) for n, d in records(arange4()) if not n.endswith("/version")]), "-"),
]


PYTHON_DESCRIBE = """
ids = {}
def bits(x):
    return x.detach().contiguous().reshape(-1).view(torch.uint8).numpy().tobytes().hex()
def walk(v, path, out):
    if isinstance(v, torch.Tensor):
        p = v.storage().data_ptr()
        ids.setdefault(p, len(ids))
        out.append(" ".join(map(str, [path, "tensor", v.dtype, list(v.shape), list(v.stride()), v.storage_offset(),
                                      v.requires_grad, ids[p], bits(v)])))
    elif isinstance(v, dict):
        out.append(" ".join([path, type(v).__name__, str(len(v))]))
        for k in v:
            walk(v[k], path + "[" + repr(k) + "]", out)
        for k, a in getattr(v, "__dict__", {}).items():
            walk(a, path + "." + k, out)
    elif isinstance(v, (list, tuple)):
        out.append(" ".join([path, type(v).__name__, str(len(v))]))
        for i, e in enumerate(v):
            walk(e, path + "[" + str(i) + "]", out)
    else:
        out.append(" ".join([path, type(v).__name__, repr(v)]))
"""


def describe(data):
    """What torch.load makes of data, in TestSavePythonLoads's format, or
    its error."""
    env = {"torch": torch}
    exec(PYTHON_DESCRIBE, env)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            v = torch.load(io.BytesIO(data))
    except Exception as e:
        return "error: %s: %s" % (type(e).__name__, str(e).splitlines()[0][:200])
    out = []
    env["walk"](v, "v", out)
    return "\n".join(out) + "\n"


def go_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def write_hostile(here):
    out = os.path.join(here, "..", "templates", "_runtime", "serialize_hostile_test.go")
    lines = [
        "// Code generated by scripts/make-serialize-fixtures.py with PyTorch %s. DO NOT EDIT." % torch.__version__,
        "",
        "package torch",
        "",
        "// serHostile: torch.save files altered as a hostile or broken writer",
        "// might, each with what PyTorch's torch.load made of it (python) and",
        "// what Load must do (goErr: a piece of its error; empty: what PyTorch",
        "// made; \"-\": load, where PyTorch fails).",
        "var serHostile = []serHostileFile{",
    ]
    total = 0
    for name, doc, make, go_err in HOSTILE:
        data = make()
        total += len(data)
        lines.append("\t// %s (%d bytes)" % (doc, len(data)))
        lines.append("\t{name: %s, goErr: %s," % (go_string(name), go_string(go_err)))
        py = describe(data)
        if go_err not in ("", "-") and not py.startswith("error: "):
            # Load refuses it: say only what PyTorch made, not all of it.
            py_lines = py.splitlines()
            py = "%s (and %d more lines)\n" % (py_lines[0], len(py_lines) - 1)
        lines.append("\t\tpython: %s," % go_string(py))
        lines.append("\t\tdata:   \"%s\"}," % base64.b64encode(data).decode())
    lines.append("}")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %s: %d files, %d bytes" % (out, len(HOSTILE), total), file=sys.stderr)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "templates", "_runtime", "serialize_fixtures_test.go")
    lines = [
        "// Code generated by scripts/make-serialize-fixtures.py with PyTorch %s. DO NOT EDIT." % torch.__version__,
        "",
        "package torch",
        "",
        "// torch.save files made by PyTorch, base64-encoded.",
        "var (",
    ]
    total = 0
    for name, doc, make in FIXTURES:
        data = make()
        total += len(data)
        lines.append("\t// %s (%d bytes)" % (doc, len(data)))
        lines.append('\t%s = "%s"' % (name, base64.b64encode(data).decode()))
    lines.append(")")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %s: %d fixtures, %d bytes" % (out, len(FIXTURES), total), file=sys.stderr)
    write_hostile(here)


if __name__ == "__main__":
    main()
