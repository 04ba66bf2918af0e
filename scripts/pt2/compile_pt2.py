"""Compile a PyTorch model into an AOTInductor .pt2 package that runs fast
on this machine: the recipe of docs/SERVING-PT2.md, for LoadAOTIModel.

    python3 compile_pt2.py MODEL.py OUT.pt2 [--no-autotune] [--no-freezing]
        [--no-stack-allocation] [--conv-as-gemm small|all|off]
        [--conv-layout channels-last|nchw] [--no-realize-conv-inputs]
        [--wrapper-opt O1|O2|O3] [--report REPORT.json]

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
  to skip it). The C++ template sizes its blocks by the L1 and L2 caches,
  which it takes from torch.cpu.get_capabilities(); on a machine where
  PyTorch reads no cache sizes (a VM without /sys/.../cache: cpuinfo
  reports 0) the recipe gives it glibc's (sysconf, from CPUID) for the
  compile, and only where neither knows them falls back to "ATEN" (BLAS,
  still autotuned). The report's gemm_backend and cache_sizes say which.
  Where the template has no candidate for some product (NoValidChoicesError,
  e.g. a 64-channel 3x3 convolution on 56x56 as a GEMM), the compile
  is done again with "CPP,ATEN": BLAS competes, the faster wins. Not
  "CPP,ATEN" from the start: the tuning times the kernels alone, not the
  call into ATen around BLAS, which small products pay per run.
- conv_as_gemm="small": each small 2-D convolution (groups 1, its im2col
  columns at most CONV_AS_GEMM_MAX_BYTES at the example inputs) is
  exported as im2col (unfold) + one matrix product, so that inductor
  compiles it (the im2col a gather kernel, the product the autotuned GEMM
  template, the bias, ReLU and pooling after it fused) instead of calling
  oneDNN (mkldnn__convolution_pointwise: a primitive looked up and an
  output allocated per call): 2.2-2.6x less time a run on examples/cnn's CNN
  (docs/SERVING-PT2.md, "Against ONNX Runtime"). Larger ones stay oneDNN's,
  which is faster there. --conv-as-gemm all / off: every one / none.
  The columns are gathered in (kh, kw, C) order from the input viewed
  channels-last (conv_layout="channels_last"): windows of a view, which
  inductor turns into vectorized loads along contiguous channels, where
  F.unfold's (C, kh, kw) columns (--conv-layout nchw) compile to scalar
  code with a division and a modulo per element; about 3x less time a run
  on that CNN again. And where a convolution became a GEMM, inductor's
  realize_reads_threshold is 1 (--no-realize-conv-inputs: its 4), so that
  a producer with several reads before a gather (a max pooling: four) is
  computed once into a buffer rather than again for each of the kernel's
  taps (about 10 % on that CNN); models with no such convolution compile
  as before.
- aot_inductor.allow_stack_allocation: the run function keeps its
  intermediate buffers in arrays on its stack instead of allocating a
  libtorch tensor for each (aoti_torch_empty_strided) and freeing it, on
  every run; inductor does it only for static shapes and when the buffers
  come to at most 100 KB in all. It is what makes a small model's run
  cheap: 2-3x on the 2-64-64-2 MLP at batch 1 (make bench-ort with
  BENCH_ORT_RECIPES=1).
- Not set: the run function (the wrapper that calls the kernels) stays at
  inductor's -O1. --wrapper-opt O3 (aot_inductor.compile_wrapper_opt_level)
  builds it at -O3: 13-15 % less time a run on the batch-1 MLP and the CNN
  in one make bench-ort run, 10 % more and 6 % less in the next, within
  the rounds' spread on a loaded machine, for about 25 s more compile (the
  wrapper's g++, 2 loaded cores) and 0.2 MB more package.
- freezing: parameters are constants of the compiled graph (folded,
  prepacked). LoadConstant can still swap them only in a package compiled
  without it, so compile_pt2(..., freezing=False) keeps that door open.

The report (returned; --report writes it as JSON) holds the torch version,
the settings, the seconds the export and the compile took, and the
package's size.
"""
import argparse
import contextlib
import ctypes
import functools
import importlib.util
import json
import os
import sys
import time

import torch


def compile_pt2(model, example_inputs, path, dynamic_shapes=None, autotune=True,
                freezing=True, metadata=None, configs=None, stack_allocation=True,
                conv_as_gemm="small", wrapper_opt=None, conv_layout="channels_last",
                realize_conv_inputs=True):
    """Export model with example_inputs and compile it into path (a .pt2);
    returns the report (see the module's doc). configs: more inductor
    settings, over the recipe's. conv_as_gemm: "small" (the convolutions
    up to CONV_AS_GEMM_MAX_BYTES of columns), "all" or "off".
    conv_layout: the im2col columns' order, "channels_last" ((kh, kw, C)
    gathered from the input viewed NHWC) or "nchw" ((C, kh, kw), unfold's).
    realize_conv_inputs: where a convolution became a GEMM, inductor's
    realize_reads_threshold is 1, so that a producer of several reads
    (a pooling) is computed once into a buffer, not again for each tap."""
    model = model.eval()
    conv_as_gemm = {True: "all", False: "off"}.get(conv_as_gemm, conv_as_gemm)
    if conv_as_gemm not in ("small", "all", "off"):
        raise ValueError(f"conv_as_gemm: {conv_as_gemm!r} is not small, all or off")
    conv_layout = conv_layout.replace("-", "_")
    if conv_layout not in ("channels_last", "nchw"):
        raise ValueError(f"conv_layout: {conv_layout!r} is not channels_last or nchw")
    recipe = {"cpp.vec_isa_ok": True, "freezing": freezing,
              "aot_inductor.allow_stack_allocation": stack_allocation}
    if wrapper_opt:
        recipe["aot_inductor.compile_wrapper_opt_level"] = wrapper_opt
    gemm = None
    caches = cache_sizes()
    if autotune:
        gemm = "CPP" if caches else "ATEN"
        recipe.update({"max_autotune": True, "max_autotune_gemm_backends": gemm})
    if metadata:
        recipe["aot_inductor.metadata"] = dict(metadata)
    configs = {**recipe, **(configs or {})}
    t0 = time.time()
    gemms = 0  # convolutions made GEMMs
    with torch.no_grad():
        ep = torch.export.export(model, tuple(example_inputs), dynamic_shapes=dynamic_shapes)
        if conv_as_gemm != "off":
            # Only conv2d is decomposed here; inductor decomposes the rest
            # as it always does.
            limit = CONV_AS_GEMM_MAX_BYTES if conv_as_gemm == "small" else None
            # How many became GEMMs: the conv2d nodes less the convolution
            # nodes after (each other convolution op makes one of those).
            convs = _count_nodes(ep, lambda t: t == torch.ops.aten.conv2d.default)
            others = _count_nodes(ep, lambda t: t != torch.ops.aten.conv2d.default and str(t).split(".")[:2] in
                                  [["aten", op] for op in _CONV_OPS])
            ep = ep.run_decompositions({torch.ops.aten.conv2d.default:
                                        functools.partial(conv2d_as_gemm, max_bytes=limit, layout=conv_layout)})
            gemms = convs - (_count_nodes(ep, lambda t: t == torch.ops.aten.convolution.default) - others)
        if gemms and realize_conv_inputs and "realize_reads_threshold" not in configs:
            configs["realize_reads_threshold"] = 1
        t1 = time.time()
        # The ISA list is cached per process: a compile with the defaults
        # earlier in this process cached an empty one, which vec_isa_ok
        # would not undo. Cleared before (for this compile) and after (for
        # later ones, with their own settings).
        _clear_isa_cache()
        try:
            with _reported_cache_sizes(caches):
                try:
                    torch._inductor.aoti_compile_and_package(ep, package_path=path, inductor_configs=configs)
                except Exception as e:
                    # A product the C++ template cannot take (it has no
                    # candidate for it: NoValidChoicesError) fails the
                    # whole compile under "CPP" alone: compiled again with
                    # BLAS as a candidate too.
                    if configs.get("max_autotune_gemm_backends") != "CPP" or "NoValidChoicesError" not in repr(e):
                        raise
                    gemm = configs["max_autotune_gemm_backends"] = "CPP,ATEN"
                    torch._inductor.aoti_compile_and_package(ep, package_path=path, inductor_configs=configs)
        finally:
            _clear_isa_cache()
    t2 = time.time()
    return {
        "torch": torch.__version__,
        "autotune": autotune,
        "gemm_backend": gemm,
        "cache_sizes": caches,
        "freezing": freezing,
        "stack_allocation": stack_allocation,
        "conv_as_gemm": conv_as_gemm,
        "conv_layout": conv_layout,
        "convs_as_gemm": gemms,
        "realize_reads_threshold": configs.get("realize_reads_threshold", "inductor's (4)"),
        "wrapper_opt": configs.get("aot_inductor.compile_wrapper_opt_level", "inductor's (O1)"),
        "export_seconds": round(t1 - t0, 1),
        "compile_seconds": round(t2 - t1, 1),
        "bytes": os.path.getsize(path),
    }


def cpp_gemm_backend():
    """The recipe's GEMM backend: "CPP", or "ATEN" where neither PyTorch
    nor glibc knows the machine's L1 data and L2 cache sizes (see
    cache_sizes)."""
    return "CPP" if cache_sizes() else "ATEN"


# glibc's sysconf names for the per-core cache sizes (bits/confname.h).
_SC_LEVEL1_DCACHE_SIZE = 188
_SC_LEVEL2_CACHE_SIZE = 191


def cache_sizes():
    """{"l1d": bytes, "l2": bytes, "from": "torch" | "glibc"}: the per-core
    cache sizes inductor's C++ GEMM template sizes its blocks by, or None.
    PyTorch's own (torch.cpu.get_capabilities(), from cpuinfo) first; on a
    VM without /sys/devices/system/cpu/cpu0/cache cpuinfo reports 0 and the
    template refuses to render (AssertionError: Expect L1_cache_size > 0),
    while glibc's sysconf still reads them from CPUID (what getconf -a
    prints as LEVEL1_DCACHE_SIZE and LEVEL2_CACHE_SIZE)."""
    caps = getattr(torch.cpu, "get_capabilities", None)
    if caps is None:
        return None  # a PyTorch before the C++ GEMM template
    c = caps()
    l1, l2 = c.get("l1d_cache_size", 0), c.get("l2_cache_size", 0)
    if l1 > 0 and l2 > 0:
        return {"l1d": l1, "l2": l2, "from": "torch"}
    try:
        libc = ctypes.CDLL(None)
        libc.sysconf.restype = ctypes.c_long
        l1, l2 = libc.sysconf(_SC_LEVEL1_DCACHE_SIZE), libc.sysconf(_SC_LEVEL2_CACHE_SIZE)
    except (OSError, AttributeError):
        return None
    # Sizes a CPU has (4 KiB to 64 MiB), not another libc's numbering.
    if 4096 <= l1 <= 1 << 26 and 4096 <= l2 <= 1 << 26 and l1 < l2:
        return {"l1d": l1, "l2": l2, "from": "glibc"}
    return None


@contextlib.contextmanager
def _reported_cache_sizes(caches):
    """torch.cpu.get_capabilities() reports caches's sizes during the
    compile, where they came from glibc rather than PyTorch."""
    if not caches or caches["from"] == "torch":
        yield
        return
    orig = torch.cpu.get_capabilities

    def get_capabilities():
        c = dict(orig())
        c["l1d_cache_size"], c["l2_cache_size"] = caches["l1d"], caches["l2"]
        return c

    torch.cpu.get_capabilities = get_capabilities
    try:
        yield
    finally:
        torch.cpu.get_capabilities = orig


# conv_as_gemm="small": the convolutions whose im2col columns, at the
# example inputs' shapes, come to at most this many bytes (a core's L2 on
# these machines). Above it oneDNN's direct convolution wins: a 64-channel
# 3x3 convolution on 56x56 (7.2 MB of columns) ran 2.1x slower as a GEMM.
CONV_AS_GEMM_MAX_BYTES = 1 << 20


def conv2d_as_gemm(input, weight, bias=None, stride=(1, 1), padding=(0, 0), dilation=(1, 1), groups=1,
                   max_bytes=None, layout="channels_last"):
    """aten.conv2d as im2col + one matrix product (the recipe's
    conv_as_gemm): the columns (N·Ho·Wo, kh·kw·C) times the weight
    reshaped to match (a constant, folded by freezing), plus the bias; the
    result is viewed back as (N, O, Ho, Wo) (channels-last strides).
    layout "channels_last": the columns are gathered from the input viewed
    NHWC (padded, then Tensor.unfold on H and W: windows of a view, no
    index tensors), in (kh, kw, C) order, so each tap reads C contiguous
    channels (kw·C where the stride is 1) and inductor vectorizes the
    gather with no division or modulo per element; the product's output
    is already NHWC, so a convolution after it reads its input
    contiguously too. layout "nchw": F.unfold's (C, kh, kw) columns over
    the NCHW input (the recipe before 2026-11-30), which inductor
    compiles into scalar code with a division and a modulo per index.
    Grouped convolutions, and those whose columns come to more than
    max_bytes (None: no limit), stay aten.convolution (oneDNN)."""
    stride, padding, dilation = (_pair(v) for v in (stride, padding, dilation))
    unbatched = input.dim() == 3
    if unbatched:
        input = input.unsqueeze(0)
    n, c, h, w = input.shape
    o, _, kh, kw = weight.shape
    ho = (h + 2 * padding[0] - dilation[0] * (kh - 1) - 1) // stride[0] + 1
    wo = (w + 2 * padding[1] - dilation[1] * (kw - 1) - 1) // stride[1] + 1
    cols_bytes = _hint(n) * _hint(ho) * _hint(wo) * _hint(c) * kh * kw * input.element_size()
    if groups != 1 or (max_bytes is not None and cols_bytes > max_bytes):
        out = torch.ops.aten.convolution.default(input, weight, bias, stride, padding, dilation,
                                                 False, [0, 0], groups)
        return out.squeeze(0) if unbatched else out
    if layout == "nchw":
        cols = torch.nn.functional.unfold(input, (kh, kw), dilation=dilation, padding=padding, stride=stride)
        cols = cols.transpose(1, 2).reshape(n * ho * wo, c * kh * kw)
        wt = weight.reshape(o, c * kh * kw).t()
    else:
        x = input.permute(0, 2, 3, 1)  # N, H, W, C
        if padding[0] or padding[1]:
            x = torch.nn.functional.pad(x, (0, 0, padding[1], padding[1], padding[0], padding[0]))
        # Windows of the dilated kernel's extent, every stride: (N, Ho, Wo, C, ekh, ekw).
        ekh, ekw = dilation[0] * (kh - 1) + 1, dilation[1] * (kw - 1) + 1
        x = x.unfold(1, ekh, stride[0]).unfold(2, ekw, stride[1])
        if dilation[0] != 1 or dilation[1] != 1:
            x = x[..., ::dilation[0], ::dilation[1]]
        cols = x.permute(0, 1, 2, 4, 5, 3).reshape(n * ho * wo, kh * kw * c)
        wt = weight.permute(0, 2, 3, 1).reshape(o, kh * kw * c).t()
    out = torch.addmm(bias, cols, wt) if bias is not None else torch.mm(cols, wt)
    out = out.reshape(n, ho, wo, o).permute(0, 3, 1, 2)
    return out.squeeze(0) if unbatched else out


# The aten operators that become an aten.convolution in decomposition.
_CONV_OPS = ("conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d",
             "convolution", "_convolution")


def _count_nodes(ep, match):
    """The exported program's calls whose target match(target) accepts."""
    return sum(1 for node in ep.graph.nodes if node.op == "call_function" and match(node.target))


def _pair(v):
    v = list(v) if isinstance(v, (list, tuple)) else [v]
    return v * 2 if len(v) == 1 else v


def _hint(v):
    """A size at the example inputs: a dynamic one's hint (1 if none)."""
    if isinstance(v, int):
        return v
    hint = getattr(getattr(v, "node", None), "hint", None)
    return int(hint) if hint is not None else 1


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
    ap.add_argument("--conv-as-gemm", choices=["small", "all", "off"], default="small",
                    help="which 2-D convolutions become im2col + a compiled GEMM instead of oneDNN calls "
                         "(small: up to CONV_AS_GEMM_MAX_BYTES of columns)")
    ap.add_argument("--conv-layout", choices=["channels-last", "nchw"], default="channels-last",
                    help="the im2col columns' order for --conv-as-gemm: (kh, kw, C) over the input viewed "
                         "channels-last (vectorized gathers), or F.unfold's (C, kh, kw)")
    ap.add_argument("--no-realize-conv-inputs", action="store_true",
                    help="leave inductor's realize_reads_threshold at its default where convolutions became GEMMs")
    ap.add_argument("--wrapper-opt", choices=["O1", "O2", "O3"],
                    help="the -O the run function (wrapper) is built with (default: inductor's, O1)")
    ap.add_argument("--report", help="write the report here (JSON)")
    args = ap.parse_args()
    spec = importlib.util.spec_from_file_location("pt2_model", args.model)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    dyn = m.dynamic_shapes() if hasattr(m, "dynamic_shapes") else None
    report = compile_pt2(m.model(), m.example_inputs(), args.out, dynamic_shapes=dyn,
                         autotune=not args.no_autotune, freezing=not args.no_freezing,
                         stack_allocation=not args.no_stack_allocation,
                         conv_as_gemm=args.conv_as_gemm, wrapper_opt=args.wrapper_opt,
                         conv_layout=args.conv_layout, realize_conv_inputs=not args.no_realize_conv_inputs)
    if args.report:
        with open(args.report, "w") as f:
            json.dump(report, f, indent=1)
    print(f"{args.out}: {report['bytes']} bytes; export {report['export_seconds']} s, "
          f"compile {report['compile_seconds']} s (torch {report['torch']}, autotune {report['autotune']}, "
          f"GEMM backend {report['gemm_backend']})",
          file=sys.stderr)


if __name__ == "__main__":
    main()
