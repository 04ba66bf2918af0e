"""Compile a PyTorch model into an AOTInductor .pt2 package that runs fast
on this machine: the recipe of docs/SERVING-PT2.md, for LoadAOTIModel.

    python3 compile_pt2.py MODEL.py OUT.pt2 [--no-autotune] [--no-stack-allocation] [--report REPORT.json]

MODEL.py defines model() (an nn.Module), example_inputs() (a tuple of
tensors) and, optionally, dynamic_shapes() (torch.export's argument, e.g.
{"x": {0: torch.export.Dim("batch", min=1, max=1024)}}). Or import it:

    from compile_pt2 import compile_pt2
    report = compile_pt2(model, example_inputs, "model.pt2", dynamic_shapes=...)

What the recipe does over torch._inductor.aoti_compile_and_package's
defaults, and why:

- cpp.vec_isa_ok = True: Debian's inductor fails its vector-ISA probe (the
  probe builds a test program the packaged headers do not let it build)
  and then emits scalar C++ for every kernel; the kernels themselves build
  with the installed headers. An install whose probe passes is unchanged.
- max_autotune with the C++ GEMM backend (max_autotune_gemm_backends =
  "CPP"): matrix products become generated, autotuned micro-kernels
  instead of a call into BLAS per product, which is what makes small
  batches fast; autotuning is what costs the compile time (--no-autotune
  to skip it). On a machine that does not report its L1 data cache (some
  VMs), the C++ template cannot be used and the recipe falls back to
  "ATEN" (the report's gemm_backend says which).
- aot_inductor.allow_stack_allocation: the run function keeps its
  intermediate buffers in arrays on its stack instead of allocating a
  libtorch tensor for each (aoti_torch_empty_strided) and freeing it, on
  every run; inductor does it only for static shapes and when the buffers
  come to at most 100 KB in all. It is what makes a small model's run
  cheap: 2-3x on the 2-64-64-2 MLP at batch 1 (make bench-ort with
  BENCH_ORT_RECIPES=1).
- freezing: parameters are constants of the compiled graph (folded,
  prepacked). LoadConstant can still swap them only in a package compiled
  without it, so compile_pt2(..., freezing=False) keeps that door open.

The report (returned; --report writes it as JSON) holds the torch version,
the seconds the export and the compile took, and the package's size.
"""
import argparse
import importlib.util
import json
import os
import sys
import time

import torch


def compile_pt2(model, example_inputs, path, dynamic_shapes=None, autotune=True,
                freezing=True, metadata=None, configs=None, stack_allocation=True):
    """Export model with example_inputs and compile it into path (a .pt2);
    returns the report (see the module's doc). configs: more inductor
    settings, over the recipe's."""
    model = model.eval()
    recipe = {"cpp.vec_isa_ok": True, "freezing": freezing,
              "aot_inductor.allow_stack_allocation": stack_allocation}
    gemm = None
    if autotune:
        gemm = cpp_gemm_backend()
        recipe.update({"max_autotune": True, "max_autotune_gemm_backends": gemm})
    if metadata:
        recipe["aot_inductor.metadata"] = dict(metadata)
    configs = {**recipe, **(configs or {})}
    t0 = time.time()
    with torch.no_grad():
        ep = torch.export.export(model, tuple(example_inputs), dynamic_shapes=dynamic_shapes)
        t1 = time.time()
        # The ISA list is cached per process: a compile with the defaults
        # earlier in this process cached an empty one, which vec_isa_ok
        # would not undo. Cleared before (for this compile) and after (for
        # later ones, with their own settings).
        _clear_isa_cache()
        try:
            torch._inductor.aoti_compile_and_package(ep, package_path=path, inductor_configs=configs)
        finally:
            _clear_isa_cache()
    t2 = time.time()
    return {
        "torch": torch.__version__,
        "autotune": autotune,
        "gemm_backend": gemm,
        "freezing": freezing,
        "stack_allocation": stack_allocation,
        "export_seconds": round(t1 - t0, 1),
        "compile_seconds": round(t2 - t1, 1),
        "bytes": os.path.getsize(path),
    }


def cpp_gemm_backend():
    """The recipe's GEMM backend: "CPP", or "ATEN" where the machine does
    not report its L1 data cache (a VM without /sys/.../cache): inductor's
    C++ GEMM template sizes its blocks by the caches and refuses to render
    without one (AssertionError: Expect L1_cache_size > 0), so there the
    products stay calls into BLAS, still autotuned."""
    caps = getattr(torch.cpu, "get_capabilities", None)
    if caps is not None and caps().get("l1d_cache_size", 0) <= 0:
        return "ATEN"
    return "CPP"


def _clear_isa_cache():
    from torch._inductor import cpu_vec_isa
    if hasattr(cpu_vec_isa.valid_vec_isa_list, "cache_clear"):
        cpu_vec_isa.valid_vec_isa_list.cache_clear()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model", help="a Python file defining model() and example_inputs()")
    ap.add_argument("out", help="the .pt2 to write")
    ap.add_argument("--no-autotune", action="store_true", help="skip max_autotune (faster compile, slower GEMMs)")
    ap.add_argument("--no-freezing", action="store_true", help="keep the parameters swappable (LoadConstant)")
    ap.add_argument("--no-stack-allocation", action="store_true",
                    help="allocate intermediate buffers as libtorch tensors, as inductor's default")
    ap.add_argument("--report", help="write the report here (JSON)")
    args = ap.parse_args()
    spec = importlib.util.spec_from_file_location("pt2_model", args.model)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    dyn = m.dynamic_shapes() if hasattr(m, "dynamic_shapes") else None
    report = compile_pt2(m.model(), m.example_inputs(), args.out, dynamic_shapes=dyn,
                         autotune=not args.no_autotune, freezing=not args.no_freezing,
                         stack_allocation=not args.no_stack_allocation)
    if args.report:
        with open(args.report, "w") as f:
            json.dump(report, f, indent=1)
    print(f"{args.out}: {report['bytes']} bytes; export {report['export_seconds']} s, "
          f"compile {report['compile_seconds']} s (torch {report['torch']}, autotune {report['autotune']})",
          file=sys.stderr)


if __name__ == "__main__":
    main()
