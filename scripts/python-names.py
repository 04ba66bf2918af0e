#!/usr/bin/python3
"""Derive overloads/pynames/*.txt: which ATen operators PyTorch's Python API
spells how (torch.empty, Tensor.sum, torch.linalg.solve, F.cross_entropy).

Regenerate (from the repository root, with Debian's python3-torch installed,
1.13.1 on bookworm; the output names the version it was made from):

    /usr/bin/python3 scripts/python-names.py

Options: --out DIR (default overloads/pynames), --native-functions FILE (the
native_functions.yaml of the same torch; default: the one torchgen ships).

Everything written is derived mechanically and sorted, so two runs against
the same install give the same bytes:

  torch.txt, Tensor.txt, nn.functional.txt: the public names N of torch,
      torch.Tensor and torch.nn.functional that are also the name of an ATen
      operator (aten::N). dir() decides; callables only (Tensor properties
      such as Tensor.real count too).
  linalg.txt, fft.txt, special.txt, sparse.txt: the public names N of
      torch.linalg (fft, special, sparse) where aten::linalg_N (fft_N, ...)
      exists.
  wrappers.txt: "python-name aten-name" for Python functions that run an
      operator of another name, read from their source (the operator called
      in a return statement, or in the assignment a return statement returns)
      or from a builtin's __name__ (F.logsigmoid is torch._C._nn.log_sigmoid).
  pyfunctions.txt: "Tensor.N" / "torch.N" for the names of Tensor.txt and
      torch.txt that are not argument-parser bindings: Python functions
      (torch/_tensor.py, torch/functional.py) and properties (Tensor.data).
  functional.txt: "N how" for every public function N of
      torch.nn.functional, how being what Python binds it to: "torch.X" or
      "torch._C._nn.X" for a builtin of the argument parser (F.conv2d is
      torch.conv2d, F.logsigmoid is torch._C._nn.log_sigmoid), "python" for
      a Python function (F.cross_entropy), which a Go port reproduces.
  autogen.txt: the overloads ("name.overload") torchgen generates rather
      than reads from native_functions.yaml (its "autogen:" entries), which
      get no Python binding, except the view_copy operators ("x_copy",
      overload ""), which keep theirs.
  unbound.txt: the public operators of native_functions.yaml that no file
      above names, so that the Go side knows them to have no Python spelling
      and guesses only for operators newer than this list.

curated.txt is NOT written here: it is the small hand-kept list of what the
rules above miss, each line "python-name aten-name [since]  # reason". This
script checks that every Python name in it resolves in this torch (unless
its "since" version is newer) and warns when one does not.
"""

import argparse
import ast
import inspect
import os
import sys
import textwrap

import yaml

import torch
import torch._jit_internal
import torch.nn.functional as F

DEFAULT_NATIVE = "/usr/lib/python3/dist-packages/torchgen/packaged/ATen/native/native_functions.yaml"

# The submodules whose functions torchgen binds from python_module ops named
# "<prefix>_<name>" (aten::linalg_solve is torch.linalg.solve).
PREFIXED = {"linalg": torch.linalg, "fft": torch.fft, "special": torch.special, "sparse": torch.sparse}

# Roots of a call that can reach an ATen operator: torch.X, torch._C._nn.X,
# _VF.X, torch._C._VariableFunctions.X, or a method call on a variable.
CALL_ROOTS = {"torch", "torch._C._nn", "_VF", "torch._VF", "torch._C._VariableFunctions"}


def aten_names(path):
    with open(path) as f:
        entries = yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return {e["func"].split("(")[0].split(".")[0] for e in entries}


def autogen(path):
    with open(path) as f:
        entries = yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    out = []
    for e in entries:
        for op in str(e.get("autogen", "")).replace(",", " ").split():
            name, _, overload = op.partition(".")
            if not (name.endswith("_copy") and not overload):
                out.append(op)
    return out


def builtin(obj):
    """Whether obj is bound by torch's argument parser (a C method or
    function), not a Python function or a property."""
    return type(obj).__name__ in ("method_descriptor", "builtin_function_or_method")


def public(n):
    return not n.startswith("_") or (n.startswith("__") and n.endswith("__"))


def members(obj, universe, prefix=""):
    out = set()
    for n in dir(obj):
        if not public(n) or prefix + n not in universe:
            continue
        if n.startswith("__") and obj is not torch.Tensor:
            continue  # module dunders (__name__, ...) are not operators
        v = getattr(obj, n, None)
        if v is None:
            continue
        if obj is torch.Tensor or callable(v):
            out.add(n)
    return out


def dotted(node):
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def call_op(node, universe):
    """The ATen operator a call expression runs, or None."""
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
        return None
    chain = dotted(node.func)
    if chain is None:
        return None
    root, name = chain.rsplit(".", 1)
    if name not in universe:
        return None
    if root in CALL_ROOTS or "." not in root:  # torch.X, _VF.X, input.X
        return name
    return None


def returned_ops(fn, universe):
    """The operators whose results fn returns, read from its source."""
    try:
        src = textwrap.dedent(inspect.getsource(fn))
    except (OSError, TypeError):
        return set()
    tree = ast.parse(src)
    func = tree.body[0]
    assigned = {}
    for node in ast.walk(func):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    assigned.setdefault(t.id, []).append(node.value)
    ops = set()

    def visit(expr, depth=0):
        if depth > 3 or expr is None:
            return
        if isinstance(expr, ast.IfExp):
            visit(expr.body, depth + 1)
            visit(expr.orelse, depth + 1)
        elif isinstance(expr, ast.Name):
            for v in assigned.get(expr.id, []):
                visit(v, depth + 1)
        else:
            op = call_op(expr, universe)
            if op:
                ops.add(op)

    for node in ast.walk(func):
        if isinstance(node, ast.Return):
            visit(node.value)
    return ops


def squash(n):
    return n.replace("_", "")


def wrappers(universe, direct):
    """(python-name, aten-name) for Python-level functions whose operator has
    another name. A returned operator counts when it has no torch.X or
    Tensor.X spelling of its own (cross_entropy_loss, col2im, upsample_*), or
    when one name extends the other (relu -> relu_, nll_loss -> nll_loss_nd,
    adaptive_max_pool1d_with_indices -> adaptive_max_pool1d): this drops
    helpers a wrapper returns through (mean, sum, squeeze, div, softmax)."""
    out = set()
    spaces = [("torch.nn.functional", F, dir(F)), ("torch", torch, dir(torch))]
    for qual, mod, names in spaces:
        for n in names:
            if not public(n) or n.startswith("__"):
                continue
            v = getattr(mod, n, None)
            if v is None or inspect.isclass(v) or inspect.ismodule(v):
                continue
            targets = set()
            if inspect.isbuiltin(v):
                bn = getattr(v, "__name__", "")
                if bn in universe:
                    targets.add(bn)
            elif inspect.isfunction(v):
                if getattr(v, "__module__", "") not in (mod.__name__, "torch.functional", "torch._jit_internal"):
                    continue  # re-exported helper from elsewhere
                disp = torch._jit_internal.boolean_dispatched.get(v)
                fns = [disp["if_true"], disp["if_false"]] if disp else [v]
                for f in fns:
                    if inspect.isbuiltin(f):
                        if f.__name__ in universe:
                            targets.add(f.__name__)
                    else:
                        targets |= returned_ops(f, universe)
            for t in targets:
                a, b = squash(n), squash(t)
                if t != n and (t not in direct or a.startswith(b) or b.startswith(a)):
                    out.add((qual + "." + n, t))
    return out


def resolve(pyname):
    parts = pyname.split(".")
    obj = {"torch": torch, "Tensor": torch.Tensor, "F": F}.get(parts[0])
    if obj is None:
        return None
    for p in parts[1:]:
        obj = getattr(obj, p, None)
        if obj is None:
            return None
    return obj


def torch_version():
    return tuple(int(x) for x in torch.__version__.split("+")[0].split("a")[0].split(".")[:2])


def write(path, header, lines):
    with open(path, "w") as f:
        f.write(header)
        for line in sorted(set(lines)):
            f.write(line + "\n")


def functional():
    """functional.txt's lines."""
    out = []
    for n in dir(F):
        if n.startswith("_"):
            continue
        v = getattr(F, n)
        if builtin(v):
            how = [("torch._C._nn." + k) for k in dir(torch._C._nn) if getattr(torch._C._nn, k, None) is v]
            how += [("torch." + k) for k in dir(torch) if not k.startswith("_") and getattr(torch, k, None) is v]
            if how:  # has_torch_function and friends are bound to neither
                out.append("%s %s" % (n, sorted(how)[0] if len(how) == 1 else
                                       next(h for h in how if h.endswith("." + n))))
        elif inspect.isfunction(v) and v.__module__ == F.__name__:
            out.append("%s python" % n)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="overloads/pynames")
    ap.add_argument("--native-functions", default=DEFAULT_NATIVE)
    args = ap.parse_args()

    universe = aten_names(args.native_functions)
    header = ("# Generated by scripts/python-names.py from torch %s; do not edit.\n"
              % torch.__version__.split("+")[0])
    named = set()
    sets = {
        "torch.txt": members(torch, universe),
        "Tensor.txt": members(torch.Tensor, universe),
        "nn.functional.txt": members(F, universe),
    }
    for f, s in sets.items():
        named |= s
    for mod, obj in PREFIXED.items():
        s = members(obj, universe, mod + "_")
        sets[mod + ".txt"] = s
        named |= {mod + "_" + n for n in s}
    wr = wrappers(universe, sets["torch.txt"] | sets["Tensor.txt"])
    named |= {a for _, a in wr}

    os.makedirs(args.out, exist_ok=True)
    for f, s in sets.items():
        write(os.path.join(args.out, f), header, s)
    write(os.path.join(args.out, "wrappers.txt"), header, ["%s %s" % p for p in wr])
    write(os.path.join(args.out, "autogen.txt"), header, autogen(args.native_functions))
    write(os.path.join(args.out, "functional.txt"), header, functional())
    write(os.path.join(args.out, "pyfunctions.txt"), header,
          ["Tensor." + n for n in sets["Tensor.txt"] if not builtin(getattr(torch.Tensor, n))] +
          ["torch." + n for n in sets["torch.txt"] if not builtin(getattr(torch, n))])

    curated = os.path.join(args.out, "curated.txt")
    if os.path.exists(curated):
        with open(curated) as f:
            for line in f:
                line = line.split("#", 1)[0].split()
                if not line:
                    continue
                since = tuple(int(x) for x in line[2].split(".")) if len(line) > 2 else ()
                if resolve(line[0]) is None and since <= torch_version():
                    print("python-names: curated.txt: %s does not resolve in torch %s"
                          % (line[0], torch.__version__), file=sys.stderr)
                named.add(line[1])
    unbound = [n for n in universe if public(n) and n not in named]
    write(os.path.join(args.out, "unbound.txt"), header, unbound)


if __name__ == "__main__":
    main()
