"""The model the servept2 example serves, in the shape of a model file of
scripts/pt2/compile_pt2.py: model(), example_inputs(), dynamic_shapes().
It is serve's classifier (Linear, ReLU, Linear, softmax; seed 0, so the
same weights) with a dynamic batch of 1 to MAX_ROWS rows. export.py
compiles it into model.pt2.
"""
import torch

FEATURES = 8
CLASSES = 3
# The largest batch the package takes: the server's row limit.
MAX_ROWS = 1024


class Classifier(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = torch.nn.Linear(FEATURES, 32)
        self.out = torch.nn.Linear(32, CLASSES)

    def forward(self, x):
        return torch.softmax(self.out(torch.relu(self.hidden(x))), dim=1)


def model():
    torch.manual_seed(0)
    return Classifier().eval()


def example_inputs():
    # Two rows: torch.export specializes a dimension of size 1.
    return (torch.zeros(2, FEATURES),)


def dynamic_shapes():
    return {"x": {0: torch.export.Dim("batch", min=1, max=MAX_ROWS)}}
