#!/usr/bin/python3
"""Makes templates/_runtime/jit_kw_fixtures_test.go: what Python gives for
calls by name with keyword arguments, for jit_kw_test.go.

Run with Debian's python3-torch 1.13.1 (the system interpreter), from the
repository root:

    /usr/bin/python3 scripts/make-jit-kw-fixtures.py > templates/_runtime/jit_kw_fixtures_test.go

It saves a scripted module (methods with defaults, a keyword-only argument,
float arguments; plain attributes of several types, a constant, nested
submodules with parameters and buffers) with extra files, and records, for
each call case of the Go test (by name), the result Python gives or that it
raises. Every value is exact (small integers and halves in float32), so the
committed results hold on any CPU.
"""
import base64
import io
import json
import math
from typing import Final, List, Optional

import torch


@torch.jit.script
class Helper:
    def __init__(self, k: float):
        self.k = k

    def mul(self, x: torch.Tensor, k: float = 2.0, add: int = 0) -> torch.Tensor:
        return x * k * self.k + add


class Inner(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)
        self.register_buffer("count", torch.zeros(1))

    def forward(self, x):
        return self.lin(x) + self.count


class Middle(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.norm = torch.nn.BatchNorm1d(2)

    def forward(self, x):
        return self.norm(self.inner(x))


class KW(torch.nn.Module):
    k: Final[int]
    maybe: Optional[float]

    def __init__(self):
        super().__init__()
        self.first = torch.nn.Linear(2, 2)
        self.mid = Middle()
        self.k = 4
        self.scale = 2.0
        self.steps = 3
        self.tag = "kw"
        self.sizes: List[int] = [1, 2]
        self.maybe = None
        self.helper = Helper(1.0)

    def forward(self, x):
        return self.mid(self.first(x))

    @torch.jit.export
    def affine(self, x: torch.Tensor, a: float = 1.0, b: float = 0.0) -> torch.Tensor:
        return x * a + b

    @torch.jit.export
    def kw(self, x: torch.Tensor, f: float, n: int = 1) -> torch.Tensor:
        # (A keyword-only argument, after `*`, does not survive
        # torch.jit.save in 1.13: the loaded schema loses the `*` and
        # fails to load. CallOp's aten::add has one: alpha.)
        return x * n + f

    @torch.jit.export
    def scaled(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.scale + self.steps

    @torch.jit.export
    def total(self, xs: List[float]) -> float:
        return sum(xs)

    @torch.jit.export
    def get_helper(self) -> Helper:
        return self.helper


UNIT = """
def f(x: float, n: int = 2) -> float:
    return x * n
"""

EXTRA = {"meta.json": '{"version": 3}', "notes.txt": "made by make-jit-kw-fixtures.py"}


def outcome(f):
    """The values a call gives (a tensor's as floats), or its error."""
    try:
        v = f()
    except Exception as e:  # Python's error, for the log only
        return {"err": "%s: %s" % (type(e).__name__, str(e).splitlines()[0])}
    if isinstance(v, torch.Tensor):
        v = v.tolist()
    return {"ok": v if isinstance(v, list) else [v]}


def fixtures():
    torch.manual_seed(0)
    m = torch.jit.script(KW())
    buf = io.BytesIO()
    torch.jit.save(m, buf, _extra_files=EXTRA)
    x = torch.tensor([1.0, 2.0])
    x2 = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    odd = torch.tensor([math.nan, 1.0, math.inf, -math.inf])
    ops = torch.ops.aten
    h = m.get_helper()
    cu = torch.jit.CompilationUnit(UNIT)
    cases = {
        # Module.RunMethod
        "affine defaults": lambda: m.affine(x),
        "affine int for float": lambda: m.affine(x, 2),
        "affine keyword skips a default": lambda: m.affine(x, b=1),
        "affine keywords in any order": lambda: m.affine(x, b=1, a=3),
        "affine all by keyword": lambda: m.affine(x=x, b=3),
        "affine wrong type": lambda: m.affine(x, a="s"),
        "kw by keyword": lambda: m.kw(x, f=0.5),
        "kw int for float keyword": lambda: m.kw(x, n=2, f=1),
        "kw too many positional": lambda: m.kw(x, 1, 2, 3),
        "kw missing": lambda: m.kw(x),
        "kw missing before unknown": lambda: m.kw(x, n=2, y=3),
        "kw unknown": lambda: m.kw(x, f=1, y=3),
        "kw multiple values": lambda: m.kw(x, 1, f=3),
        "total ints for floats": lambda: m.total([1, 2]),
        # IValue.CallMethod (a scripted class instance)
        "helper mul keyword": lambda: h.mul(x, k=3),
        "helper mul int keyword skips": lambda: h.mul(x, add=1),
        "helper mul unknown": lambda: h.mul(x, j=1),
        # ScriptUnit.Run (torch.jit.CompilationUnit)
        "unit int for float": lambda: cu.f(3),
        "unit keywords": lambda: cu.f(n=3, x=1.5),
        "unit unknown": lambda: cu.f(1.0, m=1),
        # CallOp
        "add alpha": lambda: ops.add.Tensor(x, x, alpha=2),
        "add positional alpha": lambda: ops.add.Tensor(x, x, 2),
        "add unknown": lambda: ops.add.Tensor(x, x, beta=2),
        "add multiple values": lambda: ops.add.Tensor(x, x, self=x),
        "add missing": lambda: ops.add.Tensor(x),
        "sum keepdim": lambda: ops.sum.dim_IntList(x2, [1], keepdim=True),
        "nan_to_num ints for float?": lambda: ops.nan_to_num.default(odd, nan=0, posinf=5),
        "dropout int for float": lambda: ops.dropout.default(x, p=0, train=False),
    }
    out = {name: outcome(f) for name, f in cases.items()}

    # SetAttr: what each assignment does, and scaled(x) after.
    s = torch.jit.load(io.BytesIO(buf.getvalue()))
    sets = {}
    for name, attr, value in [
        ("scale int", "scale", 5),
        ("steps float", "steps", 4.5),
        ("tag", "tag", "new"),
        ("maybe float", "maybe", 1.5),
        ("sizes", "sizes", [3, 4]),
    ]:
        try:
            setattr(s, attr, value)
            v = getattr(s, attr)
            sets[name] = {"ok": [v] if not isinstance(v, list) else v}
        except Exception as e:
            sets[name] = {"err": "%s: %s" % (type(e).__name__, str(e).splitlines()[0])}
    scaled = s.scaled(x).tolist()

    def named(pairs):
        return [[n, t.flatten().tolist()] for n, t in pairs]

    return {
        "unit": UNIT,
        "module": base64.b64encode(buf.getvalue()).decode(),
        "extra": EXTRA,
        "calls": out,
        "sets": sets,
        "scaledAfterSets": scaled,
        "namedModules": [n for n, _ in m.named_modules()],
        "namedParameters": named(m.named_parameters()),
        "namedBuffers": named(m.named_buffers()),
        "methodSchema": {n: str(getattr(m, n).schema) for n in ["affine", "kw"]},
        "opSchema": str(torch.ops.aten.add.Tensor._schema),
    }


if __name__ == "__main__":
    f = fixtures()
    print("// Code generated by scripts/make-jit-kw-fixtures.py with PyTorch %s. DO NOT EDIT." % torch.__version__)
    print()
    print("package torch")
    print()
    print("// jitKwFixtures is what the script's fixtures() gives (JSON).")
    print("const jitKwFixtures = %s" % json.dumps(json.dumps(f)))
