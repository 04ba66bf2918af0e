"""Export the four serving models of BenchmarkAOTIModels (make
bench-aoti-models) with scripts/pt2/compile_pt2.py's recipe, autotuning on:

    python3 export_models.py DIR

writes DIR/<name>.pt2 for each model and DIR/models.json: each package's
input shape, its compile report (export and compile seconds, bytes) and,
to check it, the largest difference between the package's outputs
(PyTorch's loader) and eager's on random inputs. The models are the
issue's ("Serving today's models"), which are generated/bench's: the
2-64-64-2 MLP at batch 1 and 256 (overhead-bound), examples/cnn's CNN at
batch 2, and 4 × Linear(1024) at batch 64 (GEMM-bound).
"""
import json
import os
import sys

import torch

from compile_pt2 import compile_pt2


def mlp():
    # generated/bench's mlpSmall.
    return torch.nn.Sequential(torch.nn.Linear(2, 64), torch.nn.ReLU(), torch.nn.Linear(64, 64),
                               torch.nn.ReLU(), torch.nn.Linear(64, 2))


def cnn():
    # generated/examples/cnn's model.
    return torch.nn.Sequential(
        torch.nn.Conv2d(1, 4, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Conv2d(4, 8, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Flatten(), torch.nn.Linear(8 * 3 * 3, 10))


def linear4x1024():
    layers = []
    for _ in range(4):
        layers += [torch.nn.Linear(1024, 1024), torch.nn.ReLU()]
    return torch.nn.Sequential(*layers[:-1])


MODELS = [
    ("mlp_b1", mlp, (1, 2)),
    ("mlp_b256", mlp, (256, 2)),
    ("cnn_b2", cnn, (2, 1, 12, 12)),
    ("linear4x1024_b64", linear4x1024, (64, 1024)),
]


def build_models():
    """[(name, model, input)] for MODELS, with the packages' weights and
    inputs: scripts/testdata/ort/export_onnx.py exports the same ones to
    ONNX. All made before any compile, whose autotuning draws random
    numbers too."""
    torch.manual_seed(0)
    return [(name, make().eval(), torch.randn(*shape)) for name, make, shape in MODELS]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.set_num_threads(1)  # the benchmark runs on one thread, as the did
    entries = []
    for name, m, x in build_models():
        shape = tuple(x.shape)
        path = os.path.join(out, name + ".pt2")
        report = compile_pt2(m, (x,), path, autotune=True)
        loader = torch._C._aoti.AOTIModelPackageLoader(path, "model", False, 1, -1)
        with torch.no_grad():
            got = loader.run([x])[0]
            diff = (got - m(x)).abs().max().item()
        entries.append({"name": name, "file": name + ".pt2", "shape": list(shape),
                        "report": report, "max_abs_diff_from_eager": diff})
        print(f"{name}: compiled in {report['compile_seconds']} s, {report['bytes']} bytes, "
              f"max |package - eager| {diff:.2g}", flush=True)
    json.dump({"torch": torch.__version__, "models": entries},
              open(os.path.join(out, "models.json"), "w"), indent=1)


if __name__ == "__main__":
    main()
