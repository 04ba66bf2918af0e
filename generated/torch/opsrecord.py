"""The Python half of the op recorder (opsrecord_test.go).

    /usr/bin/python3 opsrecord.py LIB < cases.jsonl

LIB is librecordops.so, which opsrecord_test.go builds. The first stdout
line is {"torch": torch.__version__}, written before LIB loads (a LIB built
for another libtorch cannot load; the Go side skips then), or
{"absent": why} when torch does not import. Each stdin line is
{"id": ..., "expr": ...}; each further stdout line, in the same order, is
{"id": ..., "ops": [...], "error": ...}: the top-level operators
("aten::sum.dim_IntList") that evaluating expr dispatched on this thread,
and the exception's "Type: text" ("" when none). Ops dispatched before an
exception are kept: a kernel that throws still shows its op.
"""

import json
import sys
import traceback


def emit(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def environment(torch):
    """The names the expressions use; opsrecord_test.go's recordEnv makes
    the same values for the Go side. Built outside any recording."""
    return {
        "torch": torch,
        "F": torch.nn.functional,
        "x": torch.ones(2, 3),
        "y": torch.ones(2, 3),
        "z": torch.ones(3, 2),
        "s": torch.tensor(2.0),
        "i": torch.ones(2, 3, dtype=torch.long),
        "b": torch.ones(2, 3, dtype=torch.bool),
        "v": torch.ones(3),
        "g": torch.Generator(),
    }


def record(rec, expr, env):
    """Evaluates expr between start and stop; returns (ops, error)."""
    error = ""
    rec.start()
    try:
        eval(expr, env)
    except Exception as e:  # the case's error, reported, not the runner's
        error = "%s: %s" % (type(e).__name__, str(e).strip())
    finally:
        ops = rec.stop()
    return list(ops), error


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: opsrecord.py LIB < cases.jsonl")
    try:
        import torch
        import torch.nn.functional  # noqa: F401 (F in the environment)
    except ImportError as e:
        emit({"absent": str(e)})
        return
    emit({"torch": torch.__version__})
    torch.ops.load_library(sys.argv[1])
    rec = torch.ops.gotorchgen_rec
    for n, line in enumerate(sys.stdin, 1):
        if not line.strip():
            continue
        try:
            case = json.loads(line)
            cid, expr = case["id"], case["expr"]
        except (ValueError, KeyError, TypeError) as e:
            sys.exit("opsrecord.py: stdin line %d: %s: %r" % (n, e, line[:200]))
        try:
            # A fresh environment per case: an in-place expression (x.add_(y))
            # must not change the tensors the next case sees.
            ops, error = record(rec, expr, environment(torch))
        except Exception:
            sys.exit("opsrecord.py: case %s: the recorder failed:\n%s" % (cid, traceback.format_exc()))
        emit({"id": cid, "ops": ops, "error": error})


if __name__ == "__main__":
    main()
