"""Compile some of export_models.py's models under other settings than the
recipe's, to see what each setting buys (BENCH_ORT_RECIPES=1
scripts/bench-ort.sh times them beside the recipe's package and ONNX
Runtime):

    python3 recipe_variants.py DIR

writes DIR/<model>.<variant>.pt2 and DIR/variants.txt, one
"<model>=<file>" a line. A variant that fails to compile is reported and
left out.
"""
import os
import sys
import traceback

import torch

from compile_pt2 import compile_pt2
from export_models import build_models

# variant: compile_pt2's arguments over (model, inputs, path). "defaults"
# is aoti_compile_and_package's own settings (no recipe).
VARIANTS = {
    "defaults": None,
    "no-autotune": {"autotune": False},
    # An intermediate buffer is a libtorch tensor (aoti_torch_empty_strided),
    # allocated and freed on every run, as inductor's default.
    "no-stack": {"stack_allocation": False},
    # The wrapper (the run function) compiled at -O3, not inductor's -O1.
    "wrapper-O3": {"wrapper_opt": "O3"},
    # Convolutions left to oneDNN (the recipe before conv_as_gemm).
    "no-conv-gemm": {"conv_as_gemm": "off"},
    # conv_as_gemm as before 2026-11-30: F.unfold's (C, kh, kw) columns,
    # inductor's realize_reads_threshold.
    "conv-nchw": {"conv_layout": "nchw", "realize_conv_inputs": False},
    # Channels-last columns, inductor's realize_reads_threshold (the
    # pooling recomputed for each tap of the gather after it).
    "no-realize": {"realize_conv_inputs": False},
    # The products left to BLAS, autotuned (the recipe's fallback where no
    # cache sizes are known), and BLAS competing with the C++ template.
    "aten-gemm": {"configs": {"max_autotune_gemm_backends": "ATEN"}},
    "cpp-aten-gemm": {"configs": {"max_autotune_gemm_backends": "CPP,ATEN"}},
}
MODELS = {"mlp_b1": ["wrapper-O3"], "cnn_b2": ["no-conv-gemm", "conv-nchw", "no-realize"], "linear4x1024_b64": ["aten-gemm"]}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.set_num_threads(1)  # as export_models.py: kernels for one thread
    lines = []
    for name, m, x in build_models():
        for variant in MODELS.get(name, []):
            path = os.path.join(out, f"{name}.{variant}.pt2")
            args = VARIANTS[variant]
            try:
                if args is None:
                    with torch.no_grad():
                        ep = torch.export.export(m, (x,))
                    torch._inductor.aoti_compile_and_package(ep, package_path=path)
                else:
                    compile_pt2(m, (x,), path, **args)
            except Exception:
                traceback.print_exc()
                print(f"{name}.{variant}: FAILED to compile", flush=True)
                continue
            lines.append(f"{name}={os.path.basename(path)}\n")
            print(f"{name}.{variant}: {os.path.getsize(path)} bytes", flush=True)
    with open(os.path.join(out, "variants.txt"), "w") as f:
        f.writelines(lines)


if __name__ == "__main__":
    main()
