"""Export the four serving models of export_models.py (the .pt2 packages of
make bench-aoti-models) to ONNX for ONNX Runtime, with the same weights and
inputs (export_models.build_models), for scripts/bench-ort.sh:

    python3 export_onnx.py DIR

writes, for each model, DIR/<name>.onnx, DIR/<name>.in.f32 (its input) and
DIR/<name>.eager.f32 (eager's output on it), raw little-endian float32,
and DIR/onnx.json listing them with their shapes. The exporter is
PyTorch's TorchScript-based one (dynamo=False), which needs only the onnx
package (Debian's python3-onnx), not onnxscript; shapes are static, as the
packages' are.
"""
import json
import os
import sys

import torch

from export_models import build_models

OPSET = 17


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    entries = []
    for name, m, x in build_models():
        with torch.no_grad():
            y = m(x)
        torch.onnx.export(m, (x,), os.path.join(out, name + ".onnx"), dynamo=False,
                          opset_version=OPSET, input_names=["x"], output_names=["y"])
        x.numpy().astype("<f4").tofile(os.path.join(out, name + ".in.f32"))
        y.numpy().astype("<f4").tofile(os.path.join(out, name + ".eager.f32"))
        entries.append({"name": name, "onnx": name + ".onnx", "shape": list(x.shape),
                        "output_shape": list(y.shape)})
        print(f"{name}: {os.path.getsize(os.path.join(out, name + '.onnx'))} bytes of ONNX", flush=True)
    json.dump({"torch": torch.__version__, "opset": OPSET, "models": entries},
              open(os.path.join(out, "onnx.json"), "w"), indent=1)


if __name__ == "__main__":
    main()
