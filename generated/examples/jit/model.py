# model.py builds the model that main.go serves: a scripted module, a
# Linear layer and a ReLU with weights from a fixed seed, saved with
# torch.jit.save to model.pt next to this file. It prints the output for
# the input main.go uses, one number per line, as main.go does.
#
#	/usr/bin/python3 model.py    # Debian's torch 1.13.1
import os

import torch


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 3)
        self.relu = torch.nn.ReLU()

    def forward(self, x):
        return self.relu(self.linear(x))


torch.manual_seed(0)
model = torch.jit.script(Net().eval())
torch.jit.save(model, os.path.join(os.path.dirname(os.path.abspath(__file__)), "model.pt"))

x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [-1.0, 0.5, -2.0, 0.25]])
for v in model(x).flatten().tolist():
    print(f"{v:.6f}")
