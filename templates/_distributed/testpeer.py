# A Python rank of the distributed tests (collectives_test.go,
# bench_test.go), run with Debian's /usr/bin/python3 and torch 1.13.1 in a
# group with Go ranks: torchrun's environment (RANK, WORLD_SIZE,
# MASTER_ADDR, MASTER_PORT), init_process_group("gloo"), then the steps of
# the Go side in the same order.
#
#   python3 testpeer.py collectives     the collective checks (collectiveSteps
#                                       with withPython: no reduce_scatter, no AVG)
#   python3 testpeer.py bench NUMEL REPS all_reduce of NUMEL float32s: REPS
#                                       rounds after a warm-up, each timed
#                                       alone after a barrier (bench_test.go's)
import datetime
import sys
import time

import torch
import torch.distributed as dist

DTYPES = [torch.float32, torch.float64, torch.int64, torch.int32]


def expect(what, x, dtype, want):
    got = x.to(torch.float64).reshape(-1).tolist()
    if x.dtype != dtype or got != [float(w) for w in want]:
        raise AssertionError(f"{what}: {x.dtype} {got}, want {dtype} {want}")


def collectives():
    n, r = dist.get_world_size(), dist.get_rank()
    ramp = lambda scale, dt: (torch.tensor([1.0, 2, 3, 4, 5], dtype=torch.float64) * scale).to(dt)
    fact = 1
    for k in range(2, n + 1):
        fact *= k
    s = n * (n + 1) // 2
    for dt in DTYPES:
        for op, want in [(dist.ReduceOp.SUM, lambda i: i * s), (dist.ReduceOp.PRODUCT, lambda i: i**n * fact),
                         (dist.ReduceOp.MIN, lambda i: i), (dist.ReduceOp.MAX, lambda i: i * n)]:
            x = ramp(r + 1, dt)
            dist.all_reduce(x, op=op)
            expect(f"all_reduce {op} {dt}", x, dt, [want(i) for i in range(1, 6)])

        a, b = (torch.ones(2, 2, dtype=torch.float64) * (r + 1)).to(dt), (torch.full((3,), 2.0, dtype=torch.float64) * (r + 1)).to(dt)
        dist.all_reduce_coalesced([a, b])
        expect(f"all_reduce_coalesced {dt}", a, dt, [s] * 4)
        expect(f"all_reduce_coalesced {dt}", b, dt, [2 * s] * 3)

        x = ramp(r, dt)
        dist.broadcast(x, n - 1)
        expect(f"broadcast {dt}", x, dt, [i * (n - 1) for i in range(1, 6)])

        x = ramp(r + 1, dt)
        dist.reduce(x, 0)
        if r == 0:
            expect(f"reduce {dt}", x, dt, [i * s for i in range(1, 6)])

        outs = [torch.zeros(3, dtype=dt) for _ in range(n)]
        dist.all_gather(outs, (torch.ones(3, dtype=torch.float64) * 10 * (r + 1)).to(dt))
        for k, o in enumerate(outs):
            expect(f"all_gather[{k}] {dt}", o, dt, [10 * (k + 1)] * 3)

        last = n - 1
        gathered = [torch.zeros(2, dtype=dt) for _ in range(n)] if r == last else None
        dist.gather((torch.tensor([1.0, 2.0], dtype=torch.float64) * (r + 1)).to(dt), gathered, dst=last)
        for k, o in enumerate(gathered or []):
            expect(f"gather[{k}] {dt}", o, dt, [k + 1, 2 * (k + 1)])
        pieces = [(torch.ones(3, dtype=torch.float64) * 7 * k).to(dt) for k in range(n)] if r == last else None
        piece = torch.full((3,), -1, dtype=dt)
        dist.scatter(piece, pieces, src=last)
        expect(f"scatter {dt}", piece, dt, [7 * r] * 3)

        dist.barrier()

        nxt, prv = (r + 1) % n, (r + n - 1) % n
        s1 = dist.isend((torch.ones(3, dtype=torch.float64) * r).to(dt), nxt, tag=1)
        s2 = dist.isend((torch.ones(3, dtype=torch.float64) * (100 + r)).to(dt), nxt, tag=2)
        got2, got1 = torch.zeros(3, dtype=dt), torch.zeros(3, dtype=dt)
        dist.recv(got2, prv, tag=2)
        dist.recv(got1, prv, tag=1)
        s1.wait()
        s2.wait()
        expect(f"recv tag 2 {dt}", got2, dt, [100 + prv] * 3)
        expect(f"recv tag 1 {dt}", got1, dt, [prv] * 3)
    print("testpeer: collectives ok", flush=True)


def bench(numel, reps):
    x = torch.ones(numel, dtype=torch.float32)
    for _ in range(3):
        dist.all_reduce(x)
    times = []
    for _ in range(reps):
        dist.barrier()
        t0 = time.perf_counter()
        dist.all_reduce(x)
        times.append(time.perf_counter() - t0)
    mean = sum(times) / len(times)
    times.sort()
    if dist.get_rank() == 0:
        print(f"bench: median_s {times[len(times) // 2]:.9f} mean_s {mean:.9f}", flush=True)


def main():
    dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
    try:
        if sys.argv[1] == "collectives":
            collectives()
        elif sys.argv[1] == "bench":
            bench(int(sys.argv[2]), int(sys.argv[3]))
        else:
            raise SystemExit(f"unknown mode {sys.argv[1]}")
    finally:
        dist.destroy_process_group()


if __name__ == "__main__":
    main()
