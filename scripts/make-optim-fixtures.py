#!/usr/bin/python3
"""Makes the optimizer fixtures of templates/_runtime/optim_fixtures_test.go.

Run with Debian's python3-torch 1.13.1 (the system interpreter, not another
python3 on PATH), from the repository root:

    /usr/bin/python3 scripts/make-optim-fixtures.py | gofmt > templates/_runtime/optim_fixtures_test.go
    /usr/bin/python3 scripts/make-optim-fixtures.py --state | gofmt > templates/_runtime/optim_state_fixtures_test.go

The problem: w (3x2) and b (2) from torch.arange, fixed x (4x3) and y (4x2),
loss = ((x@w + b - y)**2).sum(). For each optimizer and option set it runs
20 steps (zero_grad(set_to_none=True), backward, step) and records w and b
as float32 bits, which the Go tests compare bit for bit. It also records
clip_grad_norm_ and clip_grad_value_ on the first gradients, and the
learning rates the schedulers set over 30 steps (float64 bits).

With --state it writes, for each optimizer case, the torch.save file of
{"w", "b", "optim": optimizer.state_dict()} after 10 of the 20 steps (the
Go test loads it and continues to the 20 steps' parameters), with the
constructor's Python source (the Go test runs it to continue Go's state
in Python).

The Go tests also call fixtures() at test time, through /usr/bin/python3 on
the machine they run on, and compare with that: a kernel's rounding
depends on the CPU (ATEN_CPU_CAPABILITY), so the committed files are used
(within a stated tolerance) only where Python is absent.
"""
import base64
import io
import sys
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


# name, constructor (Python source over the parameters p), Go call.
CASES = [
    ("sgd", "torch.optim.SGD(p, lr=0.01)", "SGD(ps, 0.01)"),
    ("sgd_momentum", "torch.optim.SGD(p, lr=0.01, momentum=0.9, dampening=0.1, weight_decay=0.01)",
     "SGD(ps, 0.01, SGDOptions{Momentum: Some(0.9), Dampening: Some(0.1), WeightDecay: Some(0.01)})"),
    ("sgd_nesterov", "torch.optim.SGD(p, lr=0.01, momentum=0.8, nesterov=True)",
     "SGD(ps, 0.01, SGDOptions{Momentum: Some(0.8), Nesterov: Some(true)})"),
    ("adam", "torch.optim.Adam(p, lr=0.05)", "Adam(ps, AdamOptions{Lr: Some(0.05)})"),
    ("adam_amsgrad", "torch.optim.Adam(p, lr=0.05, betas=(0.8, 0.99), eps=1e-6, weight_decay=0.1, amsgrad=True)",
     "Adam(ps, AdamOptions{Lr: Some(0.05), Beta1: Some(0.8), Beta2: Some(0.99), Eps: Some(1e-6), WeightDecay: Some(0.1), Amsgrad: Some(true)})"),
    ("adamw", "torch.optim.AdamW(p, lr=0.05)", "AdamW(ps, AdamWOptions{Lr: Some(0.05)})"),
    ("adamw_amsgrad", "torch.optim.AdamW(p, lr=0.05, betas=(0.85, 0.995), weight_decay=0.2, amsgrad=True)",
     "AdamW(ps, AdamWOptions{Lr: Some(0.05), Beta1: Some(0.85), Beta2: Some(0.995), WeightDecay: Some(0.2), Amsgrad: Some(true)})"),
    ("rmsprop", "torch.optim.RMSprop(p)", "RMSprop(ps)"),
    ("rmsprop_centered", "torch.optim.RMSprop(p, lr=0.005, alpha=0.9, eps=1e-6, weight_decay=0.05, momentum=0.5, centered=True)",
     "RMSprop(ps, RMSpropOptions{Lr: Some(0.005), Alpha: Some(0.9), Eps: Some(1e-6), WeightDecay: Some(0.05), Momentum: Some(0.5), Centered: Some(true)})"),
    ("adagrad", "torch.optim.Adagrad(p, lr=0.1)", "Adagrad(ps, AdagradOptions{Lr: Some(0.1)})"),
    ("adagrad_decay", "torch.optim.Adagrad(p, lr=0.1, lr_decay=0.01, weight_decay=0.1, initial_accumulator_value=0.5, eps=1e-8)",
     "Adagrad(ps, AdagradOptions{Lr: Some(0.1), LrDecay: Some(0.01), WeightDecay: Some(0.1), InitialAccumulatorValue: Some(0.5), Eps: Some(1e-8)})"),
]


def construct(src, p):
    return eval(src, {"torch": torch, "p": p})


def run(src, steps=STEPS):
    w, b, x, y = data()
    w.requires_grad_(True)
    b.requires_grad_(True)
    opt = construct(src, [w, b])
    for _ in range(steps):
        opt.zero_grad(set_to_none=True)
        loss_of(w, b, x, y).backward()
        opt.step()
    return w, b, opt


def grads():
    w, b, x, y = data()
    w.requires_grad_(True)
    b.requires_grad_(True)
    loss_of(w, b, x, y).backward()
    return w, b


def momentum(opt):
    g = opt.param_groups[0]
    return g["betas"][0] if "betas" in g else g["momentum"]


def lrs(make_sched, opt_src):
    """The learning rates (and momenta) after construction and each of 30 steps."""
    p = torch.zeros(1, requires_grad=True)
    opt = construct(opt_src, [p])
    s = make_sched(opt)
    out, momenta = [opt.param_groups[0]["lr"]], [momentum(opt)]
    for _ in range(30):
        opt.step()
        s.step()
        out.append(opt.param_groups[0]["lr"])
        momenta.append(momentum(opt))
    return out, momenta


SGD_OPT = ("torch.optim.SGD(p, lr=0.1)", "SGD(ps, 0.1)")


# name, scheduler, Go call, and the optimizer (SGD(lr=0.1) unless given)
# whose momenta are recorded too.
SCHEDULERS = [
    ("stepLR", lambda o: sched.StepLR(o, step_size=7, gamma=0.5), "StepLR(opt, 7, StepLROptions{Gamma: Some(0.5)})"),
    ("stepLRDefault", lambda o: sched.StepLR(o, step_size=3), "StepLR(opt, 3)"),
    ("multiStepLR", lambda o: sched.MultiStepLR(o, milestones=[5, 12, 12, 20], gamma=0.3),
     "MultiStepLR(opt, []int{5, 12, 12, 20}, MultiStepLROptions{Gamma: Some(0.3)})"),
    ("cosineAnnealingLR", lambda o: sched.CosineAnnealingLR(o, T_max=10, eta_min=0.001),
     "CosineAnnealingLR(opt, 10, CosineAnnealingLROptions{EtaMin: Some(0.001)})"),
    ("cosineAnnealingLRDefault", lambda o: sched.CosineAnnealingLR(o, T_max=7), "CosineAnnealingLR(opt, 7)"),
    ("oneCycleLR", lambda o: sched.OneCycleLR(o, max_lr=0.5, total_steps=31, cycle_momentum=False),
     "OneCycleLR(opt, 0.5, 31, OneCycleLROptions{CycleMomentum: Some(false)})"),
    ("oneCycleLRLinear", lambda o: sched.OneCycleLR(o, max_lr=0.8, total_steps=40, pct_start=0.25, anneal_strategy="linear", div_factor=10.0, final_div_factor=100.0, cycle_momentum=False),
     "OneCycleLR(opt, 0.8, 40, OneCycleLROptions{PctStart: Some(0.25), AnnealStrategy: Some(\"linear\"), DivFactor: Some(10.0), FinalDivFactor: Some(100.0), CycleMomentum: Some(false)})"),
    ("oneCycleLRThreePhase", lambda o: sched.OneCycleLR(o, max_lr=0.3, total_steps=30, pct_start=0.4, three_phase=True, cycle_momentum=False),
     "OneCycleLR(opt, 0.3, 30, OneCycleLROptions{PctStart: Some(0.4), ThreePhase: Some(true), CycleMomentum: Some(false)})"),
    # cycle_momentum=True, Python's default: SGD's momentum, Adam's beta1.
    ("oneCycleLRMomentum", lambda o: sched.OneCycleLR(o, max_lr=0.5, total_steps=31), "OneCycleLR(opt, 0.5, 31)",
     ("torch.optim.SGD(p, lr=0.1, momentum=0.9)", "SGD(ps, 0.1, SGDOptions{Momentum: Some(0.9)})")),
    ("oneCycleLRBeta1", lambda o: sched.OneCycleLR(o, max_lr=0.3, total_steps=31, pct_start=0.4, three_phase=True, anneal_strategy="linear", base_momentum=0.7, max_momentum=0.9),
     "OneCycleLR(opt, 0.3, 31, OneCycleLROptions{PctStart: Some(0.4), ThreePhase: Some(true), AnnealStrategy: Some(\"linear\"), BaseMomentum: Some(0.7), MaxMomentum: Some(0.9)})",
     ("torch.optim.Adam(p, lr=0.1)", "Adam(ps, AdamOptions{Lr: Some(0.1)})")),
    ("oneCycleLRRMSprop", lambda o: sched.OneCycleLR(o, max_lr=0.05, total_steps=30), "OneCycleLR(opt, 0.05, 30)",
     ("torch.optim.RMSprop(p, lr=0.1)", "RMSprop(ps, RMSpropOptions{Lr: Some(0.1)})")),
]


def state_cases():
    """For each case, torch.save({"w", "b", "optim": state_dict()}) after
    half the steps."""
    out = []
    for name, src, _ in CASES:
        w, b, x, y = data()
        w.requires_grad_(True)
        b.requires_grad_(True)
        opt = construct(src, [w, b])
        if name == "adam":
            # A scheduler adds its keys (initial_lr) to the param_groups.
            sched.StepLR(opt, step_size=1000)
        for _ in range(STEPS // 2):
            opt.zero_grad(set_to_none=True)
            loss_of(w, b, x, y).backward()
            opt.step()
        buf = io.BytesIO()
        torch.save({"w": w.detach(), "b": b.detach(), "optim": opt.state_dict()}, buf)
        out.append({"name": name, "python": src, "saved": base64.b64encode(buf.getvalue()).decode()})
    return out


def state_fixtures(cases):
    print("// Code generated by scripts/make-optim-fixtures.py --state with PyTorch %s. DO NOT EDIT." % torch.__version__)
    print()
    print("package torch")
    print()
    print("// optimStateCases: torch.save({\"w\", \"b\", \"optim\": optimizer.state_dict()}) after %d steps" % (STEPS // 2))
    print("// of each optimCases case (base64), and the Python constructor of its optimizer.")
    print("var optimStateCases = []optimStateCase{")
    for c in cases:
        print("\t{name: %s, python: %s,\n\t\tsaved: %s}," % (quote(c["name"]), quote(c["python"]), quote(c["saved"])))
    print("}")


def quote(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


CLIPS = ((1.0, 2.0), (0.5, 1.0), (2.0, float("inf")), (1000.0, 2.0))


def fixtures(state=True):
    """Every value the Go tests compare, as they read them (they run this
    at test time through Python on the machine they run on and compare bit
    for bit; the committed optim_fixtures_test.go and
    optim_state_fixtures_test.go are the same data, for a machine without
    Python). state=False leaves out the torch.save files."""
    w, b, x, y = data()
    fx = {"optimInit": {"W": bits32(w), "B": bits32(b), "X": bits32(x), "Y": bits32(y)}}
    fx["optimCases"] = []
    for name, src, _ in CASES:
        w, b, _ = run(src)
        fx["optimCases"].append({"name": name, "w": bits32(w), "b": bits32(b)})
    fx["optimClipCases"] = []
    for max_norm, norm_type in CLIPS:
        w, b = grads()
        norm = torch.nn.utils.clip_grad_norm_([w, b], max_norm, norm_type)
        fx["optimClipCases"].append({"norm": bits64(float(norm)), "gw": bits32(w.grad), "gb": bits32(b.grad)})
    w, b = grads()
    torch.nn.utils.clip_grad_value_([w, b], 1.5)
    fx["optimClipValue"] = {"W": bits32(w.grad), "B": bits32(b.grad)}
    fx["optimSchedCases"] = []
    for name, make, _, *opt in SCHEDULERS:
        opt_src = opt[0][0] if opt else SGD_OPT[0]
        rates, momenta = lrs(make, opt_src)
        c = {"name": name, "lrs": [bits64(v) for v in rates]}
        if opt:
            c["momenta"] = [bits64(float(v)) for v in momenta]
        fx["optimSchedCases"].append(c)
    if state:
        fx["optimStateCases"] = state_cases()
    return fx


def main():
    if sys.argv[1:] == ["--state"]:
        state_fixtures(state_cases())
        return
    fx = fixtures(state=False)
    print("// Code generated by scripts/make-optim-fixtures.py with PyTorch %s. DO NOT EDIT." % torch.__version__)
    print()
    print("package torch")
    print()
    print('import "math"')
    print()
    print("// The problem (float32 bits): w 3x2, b 2, x 4x3, y 4x2; loss = ((x@w + b - y)**2).sum().")
    print("var (")
    for name in ("W", "B", "X", "Y"):
        print("\toptimInit%s = []uint32%s" % (name, hexes(fx["optimInit"][name], 8)))
    print(")")
    print()
    print("// optimCases: w and b after %d steps of each optimizer, as Python computes them." % STEPS)
    print("var optimCases = []optimCase{")
    for (name, src, goexpr), c in zip(CASES, fx["optimCases"]):
        print("\t{name: \"%s\", make: func(ps []*Tensor) (*Optimizer, error) { return %s }," % (name, goexpr))
        print("\t\tw: []uint32%s, b: []uint32%s}," % (hexes(c["w"], 8), hexes(c["b"], 8)))
    print("}")
    print()
    print("// Gradient clipping of the first step's gradients.")
    print("var optimClipCases = []optimClipCase{")
    for (max_norm, norm_type), c in zip(CLIPS, fx["optimClipCases"]):
        nt = "math.Inf(1)" if norm_type == float("inf") else repr(norm_type)
        print("\t{maxNorm: %r, normType: %s, norm: 0x%016x, gw: []uint32%s, gb: []uint32%s}," % (
            max_norm, nt, c["norm"], hexes(c["gw"], 8), hexes(c["gb"], 8)))
    print("}")
    print()
    print("// clip_grad_value_(params, 1.5) of the first step's gradients.")
    print("var (")
    print("\toptimClipValueW = []uint32%s" % hexes(fx["optimClipValue"]["W"], 8))
    print("\toptimClipValueB = []uint32%s" % hexes(fx["optimClipValue"]["B"], 8))
    print(")")
    print()
    print("// The learning rates (float64 bits) after construction and each of 30 steps,")
    print("// from SGD(lr=0.1) or the case's optimizer, whose momenta are recorded too.")
    print("var optimSchedCases = []optimSchedCase{")
    for (name, make, goexpr, *opt), c in zip(SCHEDULERS, fx["optimSchedCases"]):
        print("\t{name: \"%s\", make: func(opt *Optimizer) (*LRScheduler, error) { return %s }," % (name, goexpr))
        if opt:
            print("\t\topt: func(ps []*Tensor) (*Optimizer, error) { return %s }," % opt[0][1])
            print("\t\tmomenta: []uint64%s," % hexes(c["momenta"], 16))
        print("\t\tlrs: []uint64%s}," % hexes(c["lrs"], 16))
    print("}")


if __name__ == "__main__":
    main()
