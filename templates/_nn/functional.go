//go:build !gotorchgen_stable

// nn.F is the typed mode's only: the stable mode's Python-shaped layer has
// no torch.nn.functional (docs/STABLE-ABI.md, "The Python-shaped layer").

package nn

import torch "github.com/gotorchgen/gotorchgen/generated/torch"

// F is PyTorch's torch.nn.functional, as Python code imports it (import
// torch.nn.functional as F): nn.F.CrossEntropy(logits, target) is
// F.cross_entropy(logits, target), nn.F.Relu(x) is F.relu(x). Its methods
// take Python's call shapes, keywords from package kw
// (nn.F.Softmax(x, kw.Dim(1))); go doc torch.FunctionalModule lists them.
var F torch.FunctionalModule
