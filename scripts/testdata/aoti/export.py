"""Export the AOTInductor package that scripts/test-aoti.sh loads from Go.

    python3 export.py DIR

writes DIR/model.pt2 (torch.export of a small model with a dynamic batch
dimension, compiled and packaged by torch._inductor.aoti_compile_and_package)
DIR/recipe.pt2 (the same program compiled by scripts/pt2/compile_pt2.py's
recipe, without autotuning), DIR/relu.pt2 (one ReLU, for the per-call
benchmark) and DIR/expect.json: the inputs, the outputs that PyTorch's own loader of the
package and the eager model give, and the package's metadata, call spec and
constant names as PyTorch's loader reports them. aoti_test.go checks the Go
binding (AOTIModel) against it.
"""
import json
import os
import sys
import time

import torch

from compile_pt2 import compile_pt2


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 3)
        self.register_buffer("scale", torch.tensor([1.0, 2.0, 3.0]))

    def forward(self, x, y):
        h = torch.relu(self.fc(x)) * self.scale
        return h, h.sum(dim=1) + y


class Relu(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x)


def flat(t):
    return {"shape": list(t.shape), "data": t.reshape(-1).tolist()}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    m = M().eval()
    batch = torch.export.Dim("batch", min=2, max=64)
    example = (torch.randn(2, 4), torch.randn(2))
    t0 = time.time()
    ep = torch.export.export(m, example, dynamic_shapes={"x": {0: batch}, "y": {0: batch}})
    pt2 = os.path.join(out, "model.pt2")
    torch._inductor.aoti_compile_and_package(
        ep, package_path=pt2, inductor_configs={"aot_inductor.metadata": {"gotorchgen": "aoti-test"}})
    took = time.time() - t0

    # One ReLU: the call is all there is (BenchmarkAOTIRun).
    relu = torch.export.export(Relu(), (torch.randn(1, 16),))
    torch._inductor.aoti_compile_and_package(relu, package_path=os.path.join(out, "relu.pt2"))

    recipe_pt2 = os.path.join(out, "recipe.pt2")
    recipe = compile_pt2(m, example, recipe_pt2, dynamic_shapes={"x": {0: batch}, "y": {0: batch}},
                         autotune=False)

    loader = torch._C._aoti.AOTIModelPackageLoader(pt2, "model", False, 1, -1)
    recipe_loader = torch._C._aoti.AOTIModelPackageLoader(recipe_pt2, "model", False, 1, -1)
    cases = []
    with torch.no_grad():
        for b in (2, 5):
            x, y = torch.randn(b, 4), torch.randn(b)
            cases.append({"inputs": [flat(x), flat(y)],
                          "aoti": [flat(t) for t in loader.run([x, y])],
                          "recipe": [flat(t) for t in recipe_loader.run([x, y])],
                          "eager": [flat(t) for t in m(x, y)]})
        # LoadConstant: fc.weight zeroed (the eager model's outputs).
        x, y = torch.randn(3, 4), torch.randn(3)
        m.fc.weight.zero_()
        zeroed = {"inputs": [flat(x), flat(y)], "eager": [flat(t) for t in m(x, y)],
                  "fqn": "fc.weight", "shape": list(m.fc.weight.shape)}
    md = loader.get_metadata()
    json.dump({
        "torch": torch.__version__,
        "export_seconds": round(took, 1),
        "recipe": recipe,
        "cases": cases,
        "zeroed": zeroed,
        "metadata": {k: md[k] for k in sorted(md)},
        "call_spec": loader.get_call_spec(),
        "constant_fqns": loader.get_constant_fqns(),
    }, open(os.path.join(out, "expect.json"), "w"), indent=1)
    print(f"exported {pt2} with torch {torch.__version__} in {took:.1f} s")


if __name__ == "__main__":
    main()
