# The PyTorch equivalent of main.go: a two-layer perceptron trained with
# Adam on three interleaved spiral arms. Run: python3 mlp.py
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def spirals(n, arms):
    y = torch.arange(n) % arms
    r = torch.rand(n)
    theta = y * (2 * math.pi / arms) + 4 * r + 0.2 * torch.randn(n)
    return torch.stack([r * theta.sin(), r * theta.cos()], dim=1), y


torch.manual_seed(0)
x, y = spirals(600, 3)
model = nn.Sequential(nn.Linear(2, 64), nn.ReLU(), nn.Linear(64, 3))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for step in range(501):
    loss = F.cross_entropy(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 100 == 0:
        print(f"step {step:3d}  loss {loss.item():.4f}")
accuracy = (model(x).argmax(dim=1) == y).float().mean().item()
print(f"accuracy {accuracy:.3f}")
