#!/bin/sh
# bench-python.sh: the loops of generated/bench in Debian's Python torch
# (python3-torch 1.13.1, the same libtorch as the Go package), for reference
# beside the Go and C++ figures in docs/BENCHMARKS.md. Installs
# python3-torch with apt when it is missing (as root, or with sudo).
#
#   scripts/bench-python.sh [seconds per case, default 1] [cpu]
#
# Prints a Markdown table: mean ns per call (best of 5 rounds), one thread;
# wall time, or with "cpu" the process's CPU time (time.process_time), to
# compare with the Go CPU column of bench/cmd/ratios on a loaded machine.
set -eu
PY=/usr/bin/python3
if ! $PY -c 'import torch' 2>/dev/null; then
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  echo "installing python3-torch" >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3-torch >&2
fi
exec $PY - "${1:-1}" "${2:-wall}" <<'PYEOF'
import sys, time
import torch

torch.set_num_threads(1)
budget = float(sys.argv[1])
clock = time.process_time if sys.argv[2] == "cpu" else time.perf_counter

def case(name, make, fn):
    args = make()
    n = 1
    while True:  # calibrate: a round of about budget/5 seconds
        t = clock()
        for _ in range(n):
            fn(*args)
        dt = clock() - t
        if dt > budget / 5 / 4 or n > 1 << 26:
            break
        n *= 4
    n = max(1, int(n * (budget / 5) / max(dt, 1e-9)))
    best = float("inf")
    for _ in range(5):
        t = clock()
        for _ in range(n):
            fn(*args)
        best = min(best, (clock() - t) / n)
    print(f"| {name} | {best * 1e9:.0f} |", flush=True)

print(f"torch {torch.__version__}, Python {sys.version.split()[0]}, threads {torch.get_num_threads()}\n")
print(f"| case | Python {sys.argv[2]} ns/op |")
print("|---|---:|")
ones = lambda n: (lambda: (torch.ones(n), torch.ones(n)))
case("add/1", ones(1), lambda a, b: torch.add(a, b))
case("add/1000", ones(1000), lambda a, b: torch.add(a, b))
case("add-alpha/1", ones(1), lambda a, b: torch.add(a, b, alpha=2))
case("matmul/64x64", lambda: (torch.rand(64, 64), torch.rand(64, 64)), lambda a, b: torch.matmul(a, b))
case("leaky_relu-defaults/1", lambda: (torch.ones(1),), lambda a: torch.nn.functional.leaky_relu(a))
case("max.dim-tuple/10x100", lambda: (torch.rand(10, 100),), lambda a: torch.max(a, 1))
case("sort-tuple/100", lambda: (torch.rand(100),), lambda a: torch.sort(a))
case("add_-inplace/1", ones(1), lambda a, b: a.add_(b))
case("split-list/10by2", lambda: (torch.ones(10),), lambda a: torch.split(a, 2))

# The MLP cases of generated/bench/mlp.go: Linear (at::linear) and ReLU,
# weights randn/sqrt(in) requiring grad as nn.Linear's do, under a scope
# around the loop (the Go and C++ loops open it once too).
def mlp(sizes, batch):
    def make():
        g = torch.Generator().manual_seed(1)
        layers = []
        for i, o in zip(sizes, sizes[1:]):
            layers.append(((torch.randn(o, i, generator=g) / i ** 0.5).requires_grad_(),
                           (torch.randn(o, generator=g) / i ** 0.5).requires_grad_()))
        return (layers, torch.randn(batch, sizes[0], generator=g))
    return make
def forward(layers, x):
    for k, (w, b) in enumerate(layers):
        x = torch.nn.functional.linear(x, w, b)
        if k < len(layers) - 1:
            x = torch.relu(x)
    return x
def scoped(ctx):
    def run(layers, x):
        with ctx():
            return forward(layers, x)
    return run
case("mlp4x1024/64 (no_grad)", mlp([1024] * 5, 64), scoped(torch.no_grad))
case("mlp2-64-64-2/256/nograd-per-call", mlp([2, 64, 64, 2], 256), scoped(torch.no_grad))
case("mlp2-64-64-2/256/inference-per-call", mlp([2, 64, 64, 2], 256), scoped(torch.inference_mode))

# The model cases of generated/bench/models.go: one training step of
# examples/mlp's model (zero_grad(set_to_none=True), forward,
# cross_entropy, backward, Adam step; batch 600) and one forward of
# examples/cnn's model under no_grad (batch 2).
nn = torch.nn
def mlp_train():
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(2, 64), nn.ReLU(), nn.Linear(64, 3))
    opt = torch.optim.Adam(net.parameters(), lr=0.01)
    return (net, opt, torch.randn(600, 2), torch.randint(3, (600,)))
def train_step(net, opt, x, y):
    opt.zero_grad(set_to_none=True)
    loss = nn.functional.cross_entropy(net(x), y)
    loss.backward()
    opt.step()
case("mlp-train-step/600", mlp_train, train_step)
def cnn():
    torch.manual_seed(0)
    net = nn.Sequential(
        nn.Conv2d(1, 4, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(4, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), nn.Linear(8 * 3 * 3, 10))
    return (net, torch.randn(2, 1, 12, 12))
def cnn_forward(net, x):
    with torch.no_grad():
        return net(x)
case("cnn-forward/2 (no_grad)", cnn, cnn_forward)
PYEOF
