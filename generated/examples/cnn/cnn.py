# The PyTorch equivalent of main.go: a small CNN's forward pass, with the
# input and every parameter filled deterministically. Run: python3 cnn.py
import math

import torch
import torch.nn as nn


# wave is sin(f·i) over the elements' indices i, in the given shape.
def wave(f, *shape):
    return (torch.arange(math.prod(shape)) * f).sin().reshape(shape)


model = nn.Sequential(
    nn.Conv2d(1, 4, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(4, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(), nn.Linear(8 * 3 * 3, 10),
)
with torch.no_grad():
    for i, p in enumerate(model.parameters()):
        p.copy_(wave(i + 1, *p.shape))
    out = model(wave(0.1, 2, 1, 12, 12))
print(out)
