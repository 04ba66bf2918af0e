#!/usr/bin/python3
"""Makes the loss fixtures of templates/_runtime/loss_fixtures_test.go.

Run with Debian's python3-torch 1.13.1 (the system interpreter, not another
python3 on PATH), from the repository root:

    /usr/bin/python3 scripts/make-loss-fixtures.py | gofmt > templates/_runtime/loss_fixtures_test.go

Fixed inputs (float32 bits, from torch.manual_seed(0)) and, for each case,
a torch.nn.functional call and the Go call that should equal it: the loss
(float32 bits, with its shape) and the gradient of loss.sum() with respect
to the input, which the Go tests compare bit for bit.

The Go tests also call fixtures() at test time, through /usr/bin/python3 on
the machine they run on, and compare with that: a kernel's rounding
depends on the CPU (ATEN_CPU_CAPABILITY), so the committed file is used
(within a stated tolerance) only where Python is absent.
"""
import struct

import torch
import torch.nn.functional as F

N, C = 6, 5


def inputs():
    g = torch.Generator().manual_seed(0)
    logits = torch.randn(N, C, generator=g)
    return {
        "logits": logits,                                                  # N x C, any real
        "logprobs": F.log_softmax(torch.randn(N, C, generator=g), dim=1),  # N x C, log-probabilities
        "probs": torch.sigmoid(torch.randn(N, C, generator=g)),            # N x C, in (0, 1)
        "classes": torch.tensor([0, 4, 2, 2, 1, 3]),                        # N, int64
        "targetProbs": F.softmax(torch.randn(N, C, generator=g), dim=1),   # N x C, rows sum to 1
        "targetLogProbs": F.log_softmax(torch.randn(N, C, generator=g), dim=1),
        "targetReal": torch.randn(N, C, generator=g) * 2,                 # N x C
        "targetBinary": (torch.rand(N, C, generator=g) > 0.5).float(),
        "weight": torch.rand(C, generator=g) + 0.5,                        # C, per class
        "posWeight": torch.rand(C, generator=g) * 3,                       # C
        "elemWeight": torch.rand(N, C, generator=g),                       # N x C
    }


# name, input key, Python call over x (the input) and d (the inputs), Go call over x and d.
CASES = [
    ("crossEntropy", "logits", "F.cross_entropy(x, d['classes'])", "CrossEntropyLoss(x, d.classes)"),
    ("crossEntropyWeightSum", "logits", "F.cross_entropy(x, d['classes'], weight=d['weight'], reduction='sum')",
     "CrossEntropyLoss(x, d.classes, CrossEntropyLossOptions{Weight: d.weight, Reduction: Some(ReductionSum)})"),
    ("crossEntropyIgnoreNone", "logits", "F.cross_entropy(x, d['classes'], ignore_index=2, reduction='none')",
     "CrossEntropyLoss(x, d.classes, CrossEntropyLossOptions{IgnoreIndex: Some(int64(2)), Reduction: Some(ReductionNone)})"),
    ("crossEntropyWeightIgnore", "logits", "F.cross_entropy(x, d['classes'], weight=d['weight'], ignore_index=4)",
     "CrossEntropyLoss(x, d.classes, CrossEntropyLossOptions{Weight: d.weight, IgnoreIndex: Some(int64(4))})"),
    ("crossEntropySmoothing", "logits", "F.cross_entropy(x, d['classes'], label_smoothing=0.1)",
     "CrossEntropyLoss(x, d.classes, CrossEntropyLossOptions{LabelSmoothing: Some(0.1)})"),
    ("crossEntropySmoothingWeightIgnore", "logits",
     "F.cross_entropy(x, d['classes'], weight=d['weight'], ignore_index=2, label_smoothing=0.25)",
     "CrossEntropyLoss(x, d.classes, CrossEntropyLossOptions{Weight: d.weight, IgnoreIndex: Some(int64(2)), LabelSmoothing: Some(0.25)})"),
    ("crossEntropySmoothingNone", "logits", "F.cross_entropy(x, d['classes'], label_smoothing=0.2, reduction='none')",
     "CrossEntropyLoss(x, d.classes, CrossEntropyLossOptions{LabelSmoothing: Some(0.2), Reduction: Some(ReductionNone)})"),
    ("crossEntropyProbs", "logits", "F.cross_entropy(x, d['targetProbs'])", "CrossEntropyLoss(x, d.targetProbs)"),
    ("crossEntropyProbsWeightSmoothingSum", "logits",
     "F.cross_entropy(x, d['targetProbs'], weight=d['weight'], label_smoothing=0.3, reduction='sum')",
     "CrossEntropyLoss(x, d.targetProbs, CrossEntropyLossOptions{Weight: d.weight, LabelSmoothing: Some(0.3), Reduction: Some(ReductionSum)})"),
    ("nll", "logprobs", "F.nll_loss(x, d['classes'])", "NllLoss(x, d.classes)"),
    ("nllWeightIgnore", "logprobs", "F.nll_loss(x, d['classes'], weight=d['weight'], ignore_index=2)",
     "NllLoss(x, d.classes, NllLossOptions{Weight: d.weight, IgnoreIndex: Some(int64(2))})"),
    ("nllNone", "logprobs", "F.nll_loss(x, d['classes'], reduction='none')",
     "NllLoss(x, d.classes, NllLossOptions{Reduction: Some(ReductionNone)})"),
    ("mse", "logits", "F.mse_loss(x, d['targetReal'])", "MseLoss(x, d.targetReal)"),
    ("mseSum", "logits", "F.mse_loss(x, d['targetReal'], reduction='sum')",
     "MseLoss(x, d.targetReal, MseLossOptions{Reduction: Some(ReductionSum)})"),
    ("l1", "logits", "F.l1_loss(x, d['targetReal'])", "L1Loss(x, d.targetReal)"),
    ("l1None", "logits", "F.l1_loss(x, d['targetReal'], reduction='none')",
     "L1Loss(x, d.targetReal, L1LossOptions{Reduction: Some(ReductionNone)})"),
    ("smoothL1", "logits", "F.smooth_l1_loss(x, d['targetReal'])", "SmoothL1Loss(x, d.targetReal)"),
    ("smoothL1Beta", "logits", "F.smooth_l1_loss(x, d['targetReal'], beta=0.5, reduction='sum')",
     "SmoothL1Loss(x, d.targetReal, SmoothL1LossOptions{Beta: Some(0.5), Reduction: Some(ReductionSum)})"),
    ("smoothL1BetaZero", "logits", "F.smooth_l1_loss(x, d['targetReal'], beta=0.0)",
     "SmoothL1Loss(x, d.targetReal, SmoothL1LossOptions{Beta: Some(0.0)})"),
    ("bce", "probs", "F.binary_cross_entropy(x, d['targetBinary'])", "BinaryCrossEntropy(x, d.targetBinary)"),
    ("bceWeightNone", "probs", "F.binary_cross_entropy(x, d['targetProbs'], weight=d['elemWeight'], reduction='none')",
     "BinaryCrossEntropy(x, d.targetProbs, BinaryCrossEntropyOptions{Weight: d.elemWeight, Reduction: Some(ReductionNone)})"),
    ("bceWithLogits", "logits", "F.binary_cross_entropy_with_logits(x, d['targetBinary'])",
     "BinaryCrossEntropyWithLogits(x, d.targetBinary)"),
    ("bceWithLogitsPosWeight", "logits",
     "F.binary_cross_entropy_with_logits(x, d['targetProbs'], pos_weight=d['posWeight'], reduction='sum')",
     "BinaryCrossEntropyWithLogits(x, d.targetProbs, BinaryCrossEntropyWithLogitsOptions{PosWeight: d.posWeight, Reduction: Some(ReductionSum)})"),
    ("bceWithLogitsWeightPosWeight", "logits",
     "F.binary_cross_entropy_with_logits(x, d['targetBinary'], weight=d['weight'], pos_weight=d['posWeight'])",
     "BinaryCrossEntropyWithLogits(x, d.targetBinary, BinaryCrossEntropyWithLogitsOptions{Weight: d.weight, PosWeight: d.posWeight})"),
    ("klDiv", "logprobs", "F.kl_div(x, d['targetProbs'], reduction='mean')", "KlDiv(x, d.targetProbs)"),
    ("klDivSum", "logprobs", "F.kl_div(x, d['targetProbs'], reduction='sum')",
     "KlDiv(x, d.targetProbs, KlDivOptions{Reduction: Some(ReductionSum)})"),
    ("klDivLogTargetNone", "logprobs", "F.kl_div(x, d['targetLogProbs'], reduction='none', log_target=True)",
     "KlDiv(x, d.targetLogProbs, KlDivOptions{Reduction: Some(ReductionNone), LogTarget: Some(true)})"),
    ("klDivBatchmean", "logprobs", "F.kl_div(x, d['targetProbs'], reduction='batchmean')", "KlDivBatchmean(x, d.targetProbs)"),
    ("klDivBatchmeanLogTarget", "logprobs", "F.kl_div(x, d['targetLogProbs'], reduction='batchmean', log_target=True)",
     "KlDivBatchmean(x, d.targetLogProbs, KlDivBatchmeanOptions{LogTarget: Some(true)})"),
]


def bits32(t):
    return [struct.unpack("<I", struct.pack("<f", v))[0] for v in t.detach().reshape(-1).tolist()]


def hexes(vals):
    return "{" + ", ".join("0x%08x" % v for v in vals) + "}"


def go_shape(shape):
    return "[]int64{" + ", ".join(str(s) for s in shape) + "}"


def fixtures():
    """The inputs and every case's loss and gradient, as the Go tests read
    them (they run this at test time through Python on the machine they
    run on and compare bit for bit; the committed loss_fixtures_test.go is
    the same data, for a machine without Python)."""
    d = inputs()
    ins = {}
    for k, v in d.items():
        if v.dtype == torch.int64:
            ins[k] = {"shape": list(v.shape), "ints": v.tolist()}
        else:
            ins[k] = {"shape": list(v.shape), "bits": bits32(v)}
    cases = []
    for name, key, py, _ in CASES:
        x = d[key].clone().requires_grad_(True)
        loss = eval(py, {"F": F, "x": x, "d": d})
        loss.sum().backward()
        cases.append({"name": name, "shape": list(loss.shape), "loss": bits32(loss), "grad": bits32(x.grad)})
    return {"lossInputs": ins, "lossCases": cases}


def main():
    fx = fixtures()
    print("// Code generated by scripts/make-loss-fixtures.py with PyTorch %s. DO NOT EDIT." % torch.__version__)
    print()
    print("package torch")
    print()
    print("// The inputs: float32 bits (classes: int64 values), with their shapes.")
    print("var lossInputs = map[string]lossInput{")
    for k, v in fx["lossInputs"].items():
        if "ints" in v:
            print("\t%s: {shape: %s, ints: []int64{%s}}," % (
                '"' + k + '"', go_shape(v["shape"]), ", ".join(str(i) for i in v["ints"])))
        else:
            print("\t%s: {shape: %s, bits: []uint32%s}," % ('"' + k + '"', go_shape(v["shape"]), hexes(v["bits"])))
    print("}")
    print()
    print("// lossCases: each loss as torch.nn.functional computes it, and the gradient")
    print("// of its sum with respect to the input.")
    print("var lossCases = []lossCase{")
    for (name, key, py, go), c in zip(CASES, fx["lossCases"]):
        print("\t{name: \"%s\", input: \"%s\", python: %s," % (name, key, '"' + py.replace('"', '\\"') + '"'))
        print("\t\tcall: func(x *Tensor, d *lossData) (*Tensor, error) { return %s }," % go)
        print("\t\tshape: %s, loss: []uint32%s," % (go_shape(c["shape"]), hexes(c["loss"])))
        print("\t\tgrad: []uint32%s}," % hexes(c["grad"]))
    print("}")


if __name__ == "__main__":
    main()
