#!/usr/bin/python3
"""Fixtures for the LR schedulers' state dicts (templates/_runtime/
lr_scheduler_state_test.go): each scheduler, stepped a few times in
Python, its state_dict() as torch.save writes it (hex), the optimizer's
rate then, and the rates of the next steps. The Go test loads the file,
restores a Go scheduler from it and checks that it goes on as Python
does, and that its own StateDict says what Python's does.

Run by the Go test through /usr/bin/python3 (torch 1.13.1); by hand:

    /usr/bin/python3 scripts/make-sched-state-fixtures.py
"""
import io
import json

import torch
from torch.optim import lr_scheduler as ls


def cases():
    return [
        ("StepLR", lambda o: ls.StepLR(o, 3, gamma=0.5), 4),
        ("CosineAnnealingLR", lambda o: ls.CosineAnnealingLR(o, 10, eta_min=0.01), 3),
        ("OneCycleLR", lambda o: ls.OneCycleLR(o, 1.0, total_steps=12), 5),
    ]


def fixtures():
    out = []
    for name, make, steps in cases():
        p = [torch.nn.Parameter(torch.zeros(1))]
        o = torch.optim.SGD(p, lr=0.1, momentum=0.9)
        s = make(o)
        for _ in range(steps):
            o.step()
            s.step()
        sd = {k: v for k, v in s.state_dict().items() if k not in ("anneal_func", "_schedule_phases", "milestones")}
        buf = io.BytesIO()
        torch.save(sd, buf)
        group = o.param_groups[0]
        lr, momentum = group["lr"], group["momentum"]
        nxt = []
        for _ in range(3):
            o.step()
            s.step()
            nxt.append(o.param_groups[0]["lr"])
        out.append({"name": name, "file": buf.getvalue().hex(), "lr": lr, "momentum": momentum,
                    "state": {k: v for k, v in sd.items()}, "next": nxt})
    return out


if __name__ == "__main__":
    print(json.dumps(fixtures(), indent=1))
