# model.py builds the model that the serve example answers with: a scripted
# classifier (Linear, ReLU, Linear, softmax) with weights from a fixed seed,
# saved with torch.jit.save to model.pt next to this file. It prints the
# predictions for the instances in request.json, one row per line with
# six decimals, as the example's test compares them.
#
#	/usr/bin/python3 model.py    # Debian's torch 1.13.1
import json
import os

import torch

here = os.path.dirname(os.path.abspath(__file__))


class Classifier(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = torch.nn.Linear(8, 32)
        self.out = torch.nn.Linear(32, 3)

    def forward(self, x):
        return torch.softmax(self.out(torch.relu(self.hidden(x))), dim=1)


torch.manual_seed(0)
model = torch.jit.script(Classifier().eval())
torch.jit.save(model, os.path.join(here, "model.pt"))

with open(os.path.join(here, "request.json")) as f:
    instances = json.load(f)["instances"]
with torch.inference_mode():
    for row in model(torch.tensor(instances)).tolist():
        print(" ".join(f"{v:.6f}" for v in row))
