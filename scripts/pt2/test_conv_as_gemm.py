"""Checks compile_pt2.py's conv_as_gemm rewrite against PyTorch's own
convolution:

    python3 test_conv_as_gemm.py [--compile DIR]

First, eagerly, conv2d_as_gemm in both column layouts ("channels_last",
"nchw") against torch.nn.functional.conv2d over strides, paddings,
dilations, kernel shapes (square, rectangular, 1x1), with and without
bias, batched and unbatched. With --compile (PyTorch with
torch.export and a C++ compiler, e.g. the sid root), also a small model of
convolutions (stride 2, dilation 2, no bias, a pooling between them, a
dynamic batch) compiled by compile_pt2 without autotuning in each layout,
its package's outputs against eager's at two batch sizes. Exit status 1
on any mismatch.
"""
import argparse
import itertools
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compile_pt2 import compile_pt2, conv2d_as_gemm  # noqa: E402

# float32 sums in another order: relative to the sum of |terms|.
RTOL = 1e-5


def close(got, want, scale):
    return got.shape == want.shape and bool(((got - want).abs() <= RTOL * scale + 1e-6).all())


def eager_checks():
    torch.manual_seed(0)
    cases = bad = 0
    for (c, o, kh, kw), stride, padding, dilation, bias, unbatched, layout in itertools.product(
            [(1, 4, 3, 3), (4, 8, 3, 3), (3, 5, 2, 3), (16, 8, 1, 1), (8, 4, 5, 5)],
            [1, 2, (2, 1)], [0, 1, (2, 1)], [1, 2], [True, False], [False, True],
            ["channels_last", "nchw"]):
        x = torch.randn(c, 11, 9) if unbatched else torch.randn(3, c, 11, 9)
        w = torch.randn(o, c, kh, kw)
        b = torch.randn(o) if bias else None
        want = F.conv2d(x, w, b, stride, padding, dilation)
        scale = F.conv2d(x.abs(), w.abs(), b.abs() if bias else None, stride, padding, dilation)
        got = conv2d_as_gemm(x, w, b, stride, padding, dilation, layout=layout)
        cases += 1
        if not close(got, want, scale):
            bad += 1
            print(f"FAIL eager: C={c} O={o} k={kh}x{kw} stride={stride} padding={padding} "
                  f"dilation={dilation} bias={bias} unbatched={unbatched} {layout}: "
                  f"shape {tuple(got.shape)} vs {tuple(want.shape)}")
    print(f"eager: {cases - bad}/{cases} cases equal to F.conv2d")
    return bad == 0


class Convs(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.b = torch.nn.Conv2d(8, 8, (3, 2), stride=2, dilation=(1, 2), bias=False)
        self.c = torch.nn.Conv2d(8, 4, 1)

    def forward(self, x):
        y = F.max_pool2d(F.relu(self.a(x)), 2)
        return self.c(F.relu(self.b(y))).flatten(1)


def compile_checks(out):
    torch.manual_seed(0)
    m = Convs().eval()
    x = torch.randn(2, 3, 16, 16)
    batch = torch.export.Dim("batch", min=1, max=64)
    ok = True
    for layout in ("channels_last", "nchw"):
        path = os.path.join(out, f"convs.{layout}.pt2")
        report = compile_pt2(m, (x,), path, dynamic_shapes={"x": {0: batch}}, autotune=False,
                             conv_layout=layout)
        if report["convs_as_gemm"] != 3:
            print(f"FAIL compile {layout}: {report['convs_as_gemm']} convolutions as GEMMs, want 3")
            ok = False
        loader = torch._C._aoti.AOTIModelPackageLoader(path, "model", False, 1, -1)
        for n in (2, 5):
            xi = torch.randn(n, 3, 16, 16)
            with torch.no_grad():
                want = m(xi)
                got = loader.run([xi])[0]
            diff = (got - want).abs().max().item()
            good = got.shape == want.shape and diff <= 1e-4
            ok = ok and good
            print(f"{'ok' if good else 'FAIL'} compile {layout} batch {n}: max |package - eager| {diff:.2g} "
                  f"(compile {report['compile_seconds']} s, realize_reads_threshold "
                  f"{report['realize_reads_threshold']})")
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--compile", metavar="DIR", help="also compile a model of convolutions into DIR and check it")
    args = ap.parse_args()
    ok = eager_checks()
    if args.compile:
        os.makedirs(args.compile, exist_ok=True)
        ok = compile_checks(args.compile) and ok
    print("PASS" if ok else "FAIL")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
