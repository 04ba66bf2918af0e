#!/usr/bin/python3
"""Makes templates/_runtime/ivalue_fixtures_test.go: what Python gives for
ivalue_tree_test.go's cases of the one value model (torch.Load's tree and
IValue converting into each other), the typed empty containers and the
storage identity queries.

Run with Debian's python3-torch 1.13.1 (the system interpreter), from the
repository root:

    /usr/bin/python3 scripts/make-ivalue-fixtures.py > templates/_runtime/ivalue_fixtures_test.go

The test also runs it as `make-ivalue-fixtures.py --check FILE`: it loads
the torch.save file Go wrote and says whether it equals make_tree() (types
included: a tuple is not a list, an int not a float), printing "ok" or the
first difference.

It records: a torch.save file of make_tree(), a tree of every kind Load
returns; a scripted module whose methods take a List[int], a List[float],
a Dict[str, Tensor] and a Dict[int, str] (the typed containers, empty and
not) and return a value of every IValue kind that has a Load value, with
that value described (describe) and the results of the calls; and, for
views, slices, transposes and copies of one tensor made by ATen operators
(the same operators Go calls by name), their storage offsets, the distance
of their data from their storage's, their storage's size and whether they
alias the base. Every value is exact, so the committed results hold on any
CPU.
"""
import base64
import collections
import io
import json
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

import torch


def make_tree():
    """A tree of every kind torch.Load returns that has an IValue."""
    base = torch.arange(12, dtype=torch.float32).reshape(3, 4)
    state = collections.OrderedDict([("w", base), ("row", base[1]), ("steps", torch.tensor([1, 2], dtype=torch.int64))])
    return {
        "none": None,
        "yes": True,
        "n": -7,
        "big": 2**62,
        "x": 2.5,
        "z": complex(1.5, -2.0),
        "s": "h\u00e9llo",
        "t": torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64),
        "half": torch.tensor([1.5, -0.25], dtype=torch.float16),
        "ints": [1, 2, 3],
        "floats": [0.5, 1.5],
        "bools": [True, False],
        "mixed": [1, "a", None],
        "tuple": (1, "two", 3.0),
        "empty_list": [],
        "empty_tuple": (),
        "empty_dict": {},
        "nested": {"a": [(1, 2), (3, 4)], "b": {"c": [torch.ones(2)]}},
        "int_keys": {3: "c", 1: "a", 2: "b"},
        "state": state,
    }


def same(a, b, path="value"):
    """The first difference between a and b (types included), or None."""
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)):
            return f"{path}: {type(a).__name__} vs {type(b).__name__}"
        if a.dtype != b.dtype or a.shape != b.shape or not torch.equal(a, b):
            return f"{path}: tensor {a.dtype} {list(a.shape)} {a.tolist()} vs {b.dtype} {list(b.shape)} {b.tolist()}"
        return None
    if type(a) != type(b) and not (isinstance(a, dict) and isinstance(b, dict)):
        return f"{path}: {type(a).__name__} {a!r} vs {type(b).__name__} {b!r}"
    if isinstance(a, dict):
        if list(a.keys()) != list(b.keys()):
            return f"{path}: keys {list(a.keys())} vs {list(b.keys())}"
        for k in a:
            d = same(a[k], b[k], f"{path}[{k!r}]")
            if d:
                return d
        return None
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path}: {len(a)} vs {len(b)} elements"
        for i, (x, y) in enumerate(zip(a, b)):
            d = same(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    if a != b:
        return f"{path}: {a!r} vs {b!r}"
    return None


def describe(v):
    """v as JSON the Go test writes of its values the same way."""
    if v is None:
        return ["None"]
    if isinstance(v, bool):
        return ["bool", v]
    if isinstance(v, int):
        return ["int", str(v)]  # exact: JSON's numbers are float64s in Go
    if isinstance(v, float):
        return ["float", v]
    if isinstance(v, complex):
        return ["complex", v.real, v.imag]
    if isinstance(v, str):
        return ["str", v]
    if isinstance(v, torch.device):
        return ["str", str(v)]
    if isinstance(v, torch.Tensor):
        return ["tensor", str(v.dtype).removeprefix("torch."), list(v.shape), v.flatten().tolist()]
    if isinstance(v, tuple):
        return ["tuple", [describe(x) for x in v]]
    if isinstance(v, list):
        return ["list", [describe(x) for x in v]]
    if isinstance(v, dict):
        return ["dict", [[describe(k), describe(x)] for k, x in v.items()]]
    raise TypeError(type(v))


class Typed(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x

    @torch.jit.export
    def count(self, xs: List[int]) -> int:
        return len(xs)

    @torch.jit.export
    def total(self, xs: List[float]) -> float:
        s = 0.0
        for x in xs:
            s += x
        return s

    @torch.jit.export
    def names(self, d: Dict[str, torch.Tensor]) -> List[str]:
        return list(d.keys())

    @torch.jit.export
    def lookup(self, d: Dict[int, str], k: int) -> str:
        return d.get(k, "-")

    @torch.jit.export
    def echo(self, d: Dict[str, torch.Tensor]) -> Dict[str, torch.Tensor]:
        return d

    @torch.jit.export
    def kinds(self) -> Tuple[Optional[int], bool, int, float, complex, str, torch.Tensor, List[int], List[float],
                             List[str], Tuple[int, str], Dict[str, torch.Tensor], Dict[int, List[int]], torch.device,
                             List[int], Dict[str, float]]:
        empty_ints: List[int] = []
        empty_dict: Dict[str, float] = {}
        by_int: Dict[int, List[int]] = {2: [1], 1: empty_ints}
        return (None, True, -3, 0.25, complex(1.0, -0.5), "s", torch.arange(4, dtype=torch.int32).reshape(2, 2),
                [1, 2], [0.5], ["a", "b"], (7, "x"), {"w": torch.ones(2), "b": torch.zeros(1)},
                by_int, torch.device("cpu"), empty_ints, empty_dict)


def typed_module():
    m = torch.jit.script(Typed())
    buf = io.BytesIO()
    torch.jit.save(m, buf)
    t = torch.tensor([1.0])
    calls = {
        "count []": m.count([]),
        "count [1 2 3]": m.count([1, 2, 3]),
        "total []": m.total([]),
        "total [1 2.5]": m.total([1, 2.5]),
        "names {}": m.names({}),
        "names {b a}": m.names({"b": t, "a": t}),
        "lookup {} 1": m.lookup({}, 1),
        "lookup {1:a} 1": m.lookup({1: "a"}, 1),
    }
    return {
        "module": base64.b64encode(buf.getvalue()).decode(),
        "calls": calls,
        "kinds": describe(m.kinds()),
        "types": {
            "List[int]": torch._C.ListType(torch._C.IntType.get()).annotation_str,
            "List[float]": torch._C.ListType(torch._C.FloatType.get()).annotation_str,
            "List[str]": torch._C.ListType(torch._C.StringType.get()).annotation_str,
            "List[Tensor]": torch._C.ListType(torch._C.TensorType.get()).annotation_str,
            "Dict[str, Tensor]": torch._C.DictType(torch._C.StringType.get(), torch._C.TensorType.get()).annotation_str,
            "Dict[int, str]": torch._C.DictType(torch._C.IntType.get(), torch._C.StringType.get()).annotation_str,
        },
    }


# STORAGE_CASES are views and copies of BASE made by ATen operators:
# name → (operator, overload, arguments after the tensor).
STORAGE_CASES = {
    "base": None,
    "narrow": ("narrow", "default", [1, 2, 3]),
    "select row": ("select", "int", [0, 2]),
    "select column": ("select", "int", [1, 5]),
    "transpose": ("t", "default", []),
    "step slice": ("slice", "Tensor", [1, 1, 6, 2]),
    "view": ("view", "default", [[6, 4]]),
    "reshape": ("reshape", "default", [[-1]]),
    "flatten of transpose": ("reshape", "default", [[-1]], "t"),
    "detach": ("detach", "default", []),
    "clone": ("clone", "default", []),
    "contiguous of transpose": ("contiguous", "default", [], "t"),
    "expand": ("expand", "default", [[2, 4, 6]]),
    "diagonal above": ("diagonal", "default", [1]),
    "unfold": ("unfold", "default", [1, 2, 2]),
}


def storage_base():
    return torch.arange(24, dtype=torch.float32).reshape(4, 6)


def storage_cases():
    base = storage_base()
    out = {}
    for name, case in STORAGE_CASES.items():
        if case is None:
            v = base
        else:
            src = base.t() if len(case) > 3 else base
            v = getattr(getattr(torch.ops.aten, case[0]), case[1])(src, *case[2])
        out[name] = {
            "offset": v.storage_offset(),
            "data_from_storage": v.data_ptr() - v.storage().data_ptr(),
            "storage_nbytes": v.storage().nbytes(),
            "alias": torch._C._is_alias_of(v, base),
            "alias_reversed": torch._C._is_alias_of(base, v),
            "same_storage_ptr": v.storage().data_ptr() == base.storage().data_ptr(),
            "shape": list(v.shape),
            "values": v.flatten().tolist(),
        }
    return out


def fixtures():
    buf = io.BytesIO()
    torch.save(make_tree(), buf)
    return {
        "tree": base64.b64encode(buf.getvalue()).decode(),
        "treeDescribed": describe(make_tree()),
        "typed": typed_module(),
        "storageCases": {k: list(v) if v else None for k, v in STORAGE_CASES.items()},
        "storage": storage_cases(),
    }


def check(path):
    d = same(make_tree(), torch.load(path))
    print(d or "ok")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        check(sys.argv[2])
        return
    doc = json.dumps(fixtures(), sort_keys=True)
    print(f"// Code generated by scripts/make-ivalue-fixtures.py with PyTorch {torch.__version__}. DO NOT EDIT.")
    print()
    print("package torch")
    print()
    print("// ivalueFixtures is what the script's fixtures() gives (JSON).")
    print(f"const ivalueFixtures = {json.dumps(doc)}")


if __name__ == "__main__":
    main()
