#!/usr/bin/python3
"""Makes the optimizer fixtures of templates/_runtime/optim_fixtures_test.go.

Run with Debian's python3-torch 1.13.1 (the system interpreter, not another
python3 on PATH), from the repository root:

    /usr/bin/python3 scripts/make-optim-fixtures.py | gofmt > templates/_runtime/optim_fixtures_test.go

The problem: w (3x2) and b (2) from torch.arange, fixed x (4x3) and y (4x2),
loss = ((x@w + b - y)**2).sum(). For each optimizer and option set it runs
20 steps (zero_grad(set_to_none=True), backward, step) and records w and b
as float32 bits, which the Go tests compare bit for bit. It also records
clip_grad_norm_ and clip_grad_value_ on the first gradients, and the
learning rates the schedulers set over 30 steps (float64 bits).
"""
import struct

import torch
import torch.optim.lr_scheduler as sched

STEPS = 20


def data():
    w = (torch.arange(6, dtype=torch.float32) / 10 - 0.2).reshape(3, 2)
    b = torch.arange(2, dtype=torch.float32) / 4
    x = (torch.arange(12, dtype=torch.float32) / 6 - 1).reshape(4, 3)
    y = torch.sin(torch.arange(8, dtype=torch.float32)).reshape(4, 2)
    return w, b, x, y


def bits32(t):
    return [struct.unpack("<I", struct.pack("<f", v))[0] for v in t.detach().reshape(-1).tolist()]


def bits64(v):
    return struct.unpack("<Q", struct.pack("<d", v))[0]


def hexes(vals, width):
    return "{" + ", ".join(("0x%0" + str(width) + "x") % v for v in vals) + "}"


def loss_of(w, b, x, y):
    return ((x @ w + b - y) ** 2).sum()


# name, constructor, Go options (a Go expression of the constructor's call).
CASES = [
    ("sgd", lambda p: torch.optim.SGD(p, lr=0.01), "SGD(ps, 0.01)"),
    ("sgd_momentum", lambda p: torch.optim.SGD(p, lr=0.01, momentum=0.9, dampening=0.1, weight_decay=0.01),
     "SGD(ps, 0.01, SGDOptions{Momentum: Some(0.9), Dampening: Some(0.1), WeightDecay: Some(0.01)})"),
    ("sgd_nesterov", lambda p: torch.optim.SGD(p, lr=0.01, momentum=0.8, nesterov=True),
     "SGD(ps, 0.01, SGDOptions{Momentum: Some(0.8), Nesterov: Some(true)})"),
    ("adam", lambda p: torch.optim.Adam(p, lr=0.05), "Adam(ps, AdamOptions{Lr: Some(0.05)})"),
    ("adam_amsgrad", lambda p: torch.optim.Adam(p, lr=0.05, betas=(0.8, 0.99), eps=1e-6, weight_decay=0.1, amsgrad=True),
     "Adam(ps, AdamOptions{Lr: Some(0.05), Beta1: Some(0.8), Beta2: Some(0.99), Eps: Some(1e-6), WeightDecay: Some(0.1), Amsgrad: Some(true)})"),
    ("adamw", lambda p: torch.optim.AdamW(p, lr=0.05), "AdamW(ps, AdamWOptions{Lr: Some(0.05)})"),
    ("adamw_amsgrad", lambda p: torch.optim.AdamW(p, lr=0.05, betas=(0.85, 0.995), weight_decay=0.2, amsgrad=True),
     "AdamW(ps, AdamWOptions{Lr: Some(0.05), Beta1: Some(0.85), Beta2: Some(0.995), WeightDecay: Some(0.2), Amsgrad: Some(true)})"),
    ("rmsprop", lambda p: torch.optim.RMSprop(p), "RMSprop(ps)"),
    ("rmsprop_centered", lambda p: torch.optim.RMSprop(p, lr=0.005, alpha=0.9, eps=1e-6, weight_decay=0.05, momentum=0.5, centered=True),
     "RMSprop(ps, RMSpropOptions{Lr: Some(0.005), Alpha: Some(0.9), Eps: Some(1e-6), WeightDecay: Some(0.05), Momentum: Some(0.5), Centered: Some(true)})"),
    ("adagrad", lambda p: torch.optim.Adagrad(p, lr=0.1), "Adagrad(ps, AdagradOptions{Lr: Some(0.1)})"),
    ("adagrad_decay", lambda p: torch.optim.Adagrad(p, lr=0.1, lr_decay=0.01, weight_decay=0.1, initial_accumulator_value=0.5, eps=1e-8),
     "Adagrad(ps, AdagradOptions{Lr: Some(0.1), LrDecay: Some(0.01), WeightDecay: Some(0.1), InitialAccumulatorValue: Some(0.5), Eps: Some(1e-8)})"),
]


def run(make):
    w, b, x, y = data()
    w.requires_grad_(True)
    b.requires_grad_(True)
    opt = make([w, b])
    for _ in range(STEPS):
        opt.zero_grad(set_to_none=True)
        loss_of(w, b, x, y).backward()
        opt.step()
    return w, b


def grads():
    w, b, x, y = data()
    w.requires_grad_(True)
    b.requires_grad_(True)
    loss_of(w, b, x, y).backward()
    return w, b


def lrs(make_sched, lr=0.1):
    p = torch.zeros(1, requires_grad=True)
    opt = torch.optim.SGD([p], lr=lr)
    s = make_sched(opt)
    out = [opt.param_groups[0]["lr"]]
    for _ in range(30):
        opt.step()
        s.step()
        out.append(opt.param_groups[0]["lr"])
    return out


SCHEDULERS = [
    ("stepLR", lambda o: sched.StepLR(o, step_size=7, gamma=0.5), "StepLR(opt, 7, StepLROptions{Gamma: Some(0.5)})"),
    ("stepLRDefault", lambda o: sched.StepLR(o, step_size=3), "StepLR(opt, 3)"),
    ("multiStepLR", lambda o: sched.MultiStepLR(o, milestones=[5, 12, 12, 20], gamma=0.3),
     "MultiStepLR(opt, []int{5, 12, 12, 20}, MultiStepLROptions{Gamma: Some(0.3)})"),
    ("cosineAnnealingLR", lambda o: sched.CosineAnnealingLR(o, T_max=10, eta_min=0.001),
     "CosineAnnealingLR(opt, 10, CosineAnnealingLROptions{EtaMin: Some(0.001)})"),
    ("cosineAnnealingLRDefault", lambda o: sched.CosineAnnealingLR(o, T_max=7), "CosineAnnealingLR(opt, 7)"),
    ("oneCycleLR", lambda o: sched.OneCycleLR(o, max_lr=0.5, total_steps=31, cycle_momentum=False),
     "OneCycleLR(opt, 0.5, 31)"),
    ("oneCycleLRLinear", lambda o: sched.OneCycleLR(o, max_lr=0.8, total_steps=40, pct_start=0.25, anneal_strategy="linear", div_factor=10.0, final_div_factor=100.0, cycle_momentum=False),
     "OneCycleLR(opt, 0.8, 40, OneCycleLROptions{PctStart: Some(0.25), AnnealStrategy: Some(\"linear\"), DivFactor: Some(10.0), FinalDivFactor: Some(100.0)})"),
    ("oneCycleLRThreePhase", lambda o: sched.OneCycleLR(o, max_lr=0.3, total_steps=30, pct_start=0.4, three_phase=True, cycle_momentum=False),
     "OneCycleLR(opt, 0.3, 30, OneCycleLROptions{PctStart: Some(0.4), ThreePhase: Some(true)})"),
]


def main():
    w, b, x, y = data()
    print("// Code generated by scripts/make-optim-fixtures.py with PyTorch %s. DO NOT EDIT." % torch.__version__)
    print()
    print("package torch")
    print()
    print('import "math"')
    print()
    print("// The problem (float32 bits): w 3x2, b 2, x 4x3, y 4x2; loss = ((x@w + b - y)**2).sum().")
    print("var (")
    for name, t in (("W", w), ("B", b), ("X", x), ("Y", y)):
        print("\toptimInit%s = []uint32%s" % (name, hexes(bits32(t), 8)))
    print(")")
    print()
    print("// optimCases: w and b after %d steps of each optimizer, as Python computes them." % STEPS)
    print("var optimCases = []optimCase{")
    for name, make, goexpr in CASES:
        w, b = run(make)
        print("\t{name: \"%s\", make: func(ps []*Tensor) (*Optimizer, error) { return %s }," % (name, goexpr))
        print("\t\tw: []uint32%s, b: []uint32%s}," % (hexes(bits32(w), 8), hexes(bits32(b), 8)))
    print("}")
    print()
    print("// Gradient clipping of the first step's gradients.")
    print("var optimClipCases = []optimClipCase{")
    for max_norm, norm_type in ((1.0, 2.0), (0.5, 1.0), (2.0, float("inf")), (1000.0, 2.0)):
        w, b = grads()
        norm = torch.nn.utils.clip_grad_norm_([w, b], max_norm, norm_type)
        nt = "math.Inf(1)" if norm_type == float("inf") else repr(norm_type)
        print("\t{maxNorm: %r, normType: %s, norm: 0x%016x, gw: []uint32%s, gb: []uint32%s}," % (
            max_norm, nt, bits64(float(norm)), hexes(bits32(w.grad), 8), hexes(bits32(b.grad), 8)))
    print("}")
    w, b = grads()
    torch.nn.utils.clip_grad_value_([w, b], 1.5)
    print()
    print("// clip_grad_value_(params, 1.5) of the first step's gradients.")
    print("var (")
    print("\toptimClipValueW = []uint32%s" % hexes(bits32(w.grad), 8))
    print("\toptimClipValueB = []uint32%s" % hexes(bits32(b.grad), 8))
    print(")")
    print()
    print("// The learning rates (float64 bits) after construction and each of 30 steps, from SGD(lr=0.1).")
    print("var optimSchedCases = []optimSchedCase{")
    for name, make, goexpr in SCHEDULERS:
        print("\t{name: \"%s\", make: func(opt *Optimizer) (*LRScheduler, error) { return %s }," % (name, goexpr))
        print("\t\tlrs: []uint64%s}," % hexes([bits64(v) for v in lrs(make)], 16))
    print("}")


if __name__ == "__main__":
    main()
