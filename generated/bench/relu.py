"""Make relu.pt, the one-ReLU TorchScript module of the jit-relu benchmark
pairs (dynamic.go): the call is all there is, so the pair measures what a
Go forward adds to C++'s.

    /usr/bin/python3 relu.py     # writes relu.pt here (Debian's 1.13.1)
"""
import os

import torch


class Relu(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x)


torch.jit.save(torch.jit.script(Relu().eval()), os.path.join(os.path.dirname(os.path.abspath(__file__)), "relu.pt"))
