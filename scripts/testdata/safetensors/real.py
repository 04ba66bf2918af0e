"""The real safetensors library's side of scripts/test-safetensors.sh, run
in the sid root (python3-safetensors, python3-torch).

  python3 real.py write OUT   save files with safetensors.torch.save_file
                              and safetensors.numpy.save_file into OUT, and
                              OUT/expect.json: what load_file / safe_open
                              make of each (order, metadata, every tensor's
                              dtype, shape, bytes and values)
  python3 real.py check OUT   read what Go wrote into OUT/go/ (one file per
                              file of OUT, of the tensors Go could load) with
                              load_file, compare with the originals, and
                              check that save_file of what it loaded writes
                              Go's bytes exactly (metadata of one key)
"""
import json
import os
import sys

import numpy as np
import safetensors
import torch
from safetensors import safe_open
from safetensors.numpy import save_file as np_save_file
from safetensors.torch import load_file, save, save_file


def raw(t):
    t = t.detach().contiguous().reshape(-1)
    if t.is_complex():
        t = torch.view_as_real(t).reshape(-1)
    if t.numel() == 0:
        return b""
    return t.view(torch.uint8).numpy().tobytes()


def describe(t):
    d = {"dtype": str(t.dtype).split(".")[-1], "shape": list(t.shape), "hex": raw(t).hex()}
    v = torch.view_as_real(t) if t.is_complex() else t
    try:
        v = v.reshape(-1).double()
        d["values"] = v.tolist() if bool(torch.isfinite(v).all()) else None
    except (RuntimeError, TypeError):
        d["values"] = None
    return d


def expectation(path):
    with safe_open(path, framework="pt") as f:
        meta, keys = f.metadata(), f.keys()
    sd = load_file(path)
    return {"order": list(sd.keys()), "sorted": keys, "metadata": meta,
            "tensors": {k: describe(v) for k, v in sd.items()}}


def write(out):
    g = torch.Generator().manual_seed(11)
    x = torch.randn(3, 4, generator=g)
    supported = {
        "f64": x.double() * 1e300,
        "f32": torch.tensor([[1.5, -0.0, 3.4e38], [1e-45, float("inf"), float("nan")]]),
        "f16": x.half(),
        "bf16": x.bfloat16(),
        "i64": torch.tensor([-(2 ** 63), 2 ** 63 - 1]),
        "i32": torch.tensor(-5, dtype=torch.int32),
        "i16": torch.tensor([-32768, 32767], dtype=torch.int16),
        "i8": torch.tensor([[-128], [127]], dtype=torch.int8),
        "u8": torch.tensor([0, 255], dtype=torch.uint8),
        "bool": torch.tensor([True, False, True]),
        "c64": torch.tensor([1 + 2j, -0.5j], dtype=torch.complex64),
        "empty": torch.zeros(2, 0),
        "model.layers.0.self_attn.q_proj.weight": x,
        "\u00e9t\u00e9 \"q\" \\": torch.arange(3, dtype=torch.float32),
    }
    save_file(supported, os.path.join(out, "pt_dtypes.safetensors"), metadata={"format": "pt"})

    everything = dict(supported)
    everything.update({
        "f8_e4m3": x.to(torch.float8_e4m3fn),
        "f8_e5m2": x.to(torch.float8_e5m2),
        "u16": torch.tensor([0, 65535], dtype=torch.uint16),
        "u32": torch.tensor([4294967295], dtype=torch.uint32),
        "u64": torch.tensor([2 ** 64 - 1], dtype=torch.uint64),
    })
    for name in ("float8_e8m0fnu", "float8_e4m3fnuz", "float8_e5m2fnuz"):
        if hasattr(torch, name):
            everything["f8_" + name] = torch.ones(2).to(getattr(torch, name))
    save_file(everything, os.path.join(out, "pt_all.safetensors"),
              metadata={"format": "pt", "note": "caf\u00e9\n\"quoted\"", "z": ""})

    np_save_file({"a": np.arange(6, dtype=np.float32).reshape(2, 3), "b": np.array([True, False]),
                  "c": np.array([1.5, -2.0], dtype=np.float16), "d": np.array(7, dtype=np.int64)},
                 os.path.join(out, "np.safetensors"), metadata={"m": "n"})

    torch.manual_seed(3)
    model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2))
    sd = {k: v.detach().clone() for k, v in model.state_dict().items()}
    shards = {"model-00001-of-00002.safetensors": ["0.weight", "0.bias"],
              "model-00002-of-00002.safetensors": ["2.weight", "2.bias"]}
    weight_map = {}
    for shard, names in shards.items():
        save_file({n: sd[n] for n in names}, os.path.join(out, shard), metadata={"format": "pt"})
        weight_map.update({n: shard for n in names})
    with open(os.path.join(out, "model.safetensors.index.json"), "w") as f:
        json.dump({"metadata": {"total_size": sum(v.numel() * v.element_size() for v in sd.values())},
                   "weight_map": weight_map}, f)

    expect = {"torch": torch.__version__, "safetensors": safetensors.__version__, "files": {}}
    for name in sorted(os.listdir(out)):
        if name.endswith(".safetensors") and not name.startswith("model-"):
            expect["files"][name] = expectation(os.path.join(out, name))
    merged = {}
    for shard in sorted(shards):
        merged.update(load_file(os.path.join(out, shard)))
    expect["files"]["model.safetensors.index.json"] = {
        "order": list(merged), "sorted": sorted(merged), "metadata": None,
        "tensors": {k: describe(v) for k, v in merged.items()}}
    with open(os.path.join(out, "expect.json"), "w") as f:
        json.dump(expect, f)
    print("real.py: torch %s, safetensors %s: wrote %d files" % (torch.__version__, safetensors.__version__, len(expect["files"])))


def check(out):
    passed, failed, tensors = 0, [], 0
    for name in sorted(os.listdir(os.path.join(out, "go"))):
        gopath = os.path.join(out, "go", name)
        orig = os.path.join(out, name)
        try:
            got = load_file(gopath)
            want = load_file(orig) if not name.endswith(".index.json.safetensors") else None
            with safe_open(gopath, framework="pt") as f:
                meta = f.metadata()
            if want is None:  # Go's merge of the shards: compare with expect.json
                exp = json.load(open(os.path.join(out, "expect.json")))["files"]["model.safetensors.index.json"]
                for k, d in exp["tensors"].items():
                    assert raw(got[k]).hex() == d["hex"], k
                    tensors += 1
            else:
                with safe_open(orig, framework="pt") as f:
                    want_meta = f.metadata()
                assert meta == want_meta, (meta, want_meta)
                for k, v in got.items():
                    w = want[k]
                    assert v.dtype == w.dtype and v.shape == w.shape, (k, v.dtype, w.dtype, v.shape, w.shape)
                    assert raw(v) == raw(w), k
                    tensors += 1
                missing = [k for k in want if k not in got and want[k].dtype in GO_DTYPES]
                assert not missing, ("Go left out", missing)
            # save_file of what Go wrote writes Go's bytes (one metadata key
            # at most: Rust writes a map's keys in no fixed order).
            if meta is None or len(meta) <= 1:
                again = save(got, metadata=meta)
                mine = open(gopath, "rb").read()
                assert again == mine, "save_file writes %d other bytes than Go's %d" % (len(again), len(mine))
            passed += 1
            print("real.py: ok %s (%d tensors)" % (name, len(got)))
        except Exception as e:  # noqa: BLE001
            failed.append("%s: %r" % (name, e))
            print("real.py: FAIL %s: %r" % (name, e))
    if not passed or failed:
        print("real.py check: FAIL (%d files passed, %d failed)" % (passed, len(failed)))
        sys.exit(1)
    print("real.py check: PASS (%d files, %d tensors)" % (passed, tensors))


GO_DTYPES = {torch.float64, torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.int32,
             torch.int16, torch.int8, torch.uint8, torch.bool, torch.complex64}

if __name__ == "__main__":
    {"write": write, "check": check}[sys.argv[1]](sys.argv[2])
