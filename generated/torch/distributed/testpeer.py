# A Python rank of the distributed tests (collectives_test.go,
# bench_test.go), run with Debian's /usr/bin/python3 and torch 1.13.1 in a
# group with Go ranks: torchrun's environment (RANK, WORLD_SIZE,
# MASTER_ADDR, MASTER_PORT), init_process_group("gloo"), then the steps of
# the Go side in the same order.
#
#   python3 testpeer.py collectives     collectiveSteps' twin; the group's
#                                       timeout is PEER_GROUP_TIMEOUT_S, and
#                                       PEER_STORE=1 passes a TCPStore as
#                                       store= instead of env://
#   python3 testpeer.py store           options_test.go's storeSteps' twin:
#                                       values through _get_default_store()
#   python3 testpeer.py late_peer SECS  timeout_test.go's latePeer: joins
#                                       an all_reduce late, never a third
#   python3 testpeer.py alltoall        alltoall_test.go's allToAllSteps' twin
#   python3 testpeer.py new_group       newgroup_test.go's newGroupSteps' twin
#   python3 testpeer.py recv_any        recvany_test.go's recvAnySteps' twin
#                                       (this rank is rank 1)
#   python3 testpeer.py bench NUMEL REPS all_reduce of NUMEL float32s: REPS
#                                       rounds after a warm-up, each timed
#                                       alone after a barrier (bench_test.go's)
import datetime
import faulthandler
import os
import signal
import sys
import time
import traceback

import torch
import torch.distributed as dist

DTYPES = [torch.float32, torch.float64, torch.int64, torch.int32]


def expect(what, x, dtype, want):
    got = x.to(torch.float64).reshape(-1).tolist()
    if x.dtype != dtype or got != [float(w) for w in want]:
        raise AssertionError(f"{what}: {x.dtype} {got}, want {dtype} {want}")


def expect_complex(what, x, want):
    if x.dtype != torch.complex64:
        raise AssertionError(f"{what}: {x.dtype}, want torch.complex64")
    expect(what, torch.view_as_real(x), torch.float32, want)


def outcome(step, f):
    """Runs a step the backend may refuse and prints its outcome as
    collectives_test.go's outcome does; True when it succeeded."""
    try:
        f()
    except (RuntimeError, ValueError) as e:
        print(f"outcome: {step} => error: {e}".splitlines()[0], flush=True)
        return False
    print(f"outcome: {step} => ok", flush=True)
    return True


def collectives(timeout):
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

        ins = [(torch.ones(2, dtype=torch.float64) * (r + 1) * (j + 1)).to(dt) for j in range(n)]
        out = torch.zeros(2, dtype=dt)
        if outcome(f"reduce_scatter {go_name(dt)}", lambda: dist.reduce_scatter(out, ins)):
            expect(f"reduce_scatter {dt}", out, dt, [(r + 1) * s] * 2)

        dist.barrier()

        ring(dt, timeout)
    complex_steps()
    late_rank()
    # AVG last, after every barrier (collectives_test.go says why).
    for dt in DTYPES:
        if not dt.is_floating_point:
            continue
        x = ramp(r + 1, dt)
        if outcome(f"all_reduce AVG {go_name(dt)}", lambda: dist.all_reduce(x, op=dist.ReduceOp.AVG)):
            expect(f"all_reduce AVG {dt}", x, dt, [i * (n + 1) / 2 for i in range(1, 6)])
        x = ramp(r + 1, dt)
        if outcome(f"reduce AVG {go_name(dt)}", lambda: dist.reduce(x, 0, op=dist.ReduceOp.AVG)) and r == 0:
            expect(f"reduce AVG {dt}", x, dt, [i * (n + 1) / 2 for i in range(1, 6)])
    x = torch.tensor([1000.0 * (r + 1)], dtype=torch.float64)
    dist.all_reduce(x)
    expect("the last all_reduce", x, torch.float64, [1000 * s])
    print("testpeer: collectives ok", flush=True)


def go_name(dt):
    """The dtype as Go's DType.String prints it."""
    return str(dt).removeprefix("torch.")


def ring(dt, timeout):
    n, r = dist.get_world_size(), dist.get_rank()
    nxt, prv = (r + 1) % n, (r + n - 1) % n
    begin = time.monotonic()
    s1 = dist.isend((torch.ones(3, dtype=torch.float64) * r).to(dt), nxt, tag=1)
    s2 = dist.isend((torch.ones(3, dtype=torch.float64) * (100 + r)).to(dt), nxt, tag=2)
    got2, got1 = torch.zeros(3, dtype=dt), torch.zeros(3, dtype=dt)
    r2 = dist.irecv(got2, prv, tag=2)
    r1 = dist.irecv(got1, prv, tag=1)
    for w in [r2, r1, s1, s2]:
        if not w.wait(timeout=datetime.timedelta(minutes=1)) or not w.is_completed():
            raise AssertionError(f"ring {dt}: a wait returned before its operation completed")
    took = time.monotonic() - begin
    if took > timeout / 2:
        raise AssertionError(f"ring {dt}: the waits took {took} s, the group's timeout {timeout} s")
    expect(f"recv tag 2 {dt}", got2, dt, [100 + prv] * 3)
    expect(f"recv tag 1 {dt}", got1, dt, [prv] * 3)


def complex_steps():
    n, r = dist.get_world_size(), dist.get_rank()
    s = n * (n + 1) // 2
    c = lambda scale: torch.tensor([complex(scale, 2 * scale), complex(3 * scale, -4 * scale)], dtype=torch.complex64)
    x = c(r + 1)
    dist.all_reduce(x)
    expect_complex("all_reduce complex64", x, [s, 2 * s, 3 * s, -4 * s])
    y = c(r + 1)
    if not outcome("all_reduce MAX complex64", lambda: dist.all_reduce(y, op=dist.ReduceOp.MAX)):
        expect_complex("all_reduce MAX complex64 (refused)", y, [r + 1, 2 * (r + 1), 3 * (r + 1), -4 * (r + 1)])
    a, b = c(r + 1), c(10 * (r + 1))
    dist.all_reduce_coalesced([a, b])
    expect_complex("all_reduce_coalesced complex64", b, [10 * s, 20 * s, 30 * s, -40 * s])
    outs = [c(0) for _ in range(n)]
    dist.all_gather(outs, c(r + 1))
    for k, o in enumerate(outs):
        v = k + 1
        expect_complex(f"all_gather[{k}] complex64", o, [v, 2 * v, 3 * v, -4 * v])
    pieces = [c(5 * k) for k in range(n)] if r == 0 else None
    piece = c(-1)
    dist.scatter(piece, pieces, src=0)
    expect_complex("scatter complex64", piece, [5 * r, 10 * r, 15 * r, -20 * r])


def late_rank():
    n, r = dist.get_world_size(), dist.get_rank()
    last = n - 1
    x = torch.ones(1, dtype=torch.float32)
    token = torch.zeros(1, dtype=torch.float32)
    if r == last:
        for k in range(last):
            dist.recv(token, k, tag=9)
        dist.all_reduce(x)
    else:
        w = dist.all_reduce(x, async_op=True)
        try:
            w.wait(timeout=datetime.timedelta(milliseconds=20))
            raise AssertionError("an all_reduce without the last rank completed")
        except RuntimeError:
            pass
        if w.is_completed():
            raise AssertionError("an all_reduce without the last rank completed")
        dist.send(token, last, tag=9)
        w.wait(timeout=datetime.timedelta(minutes=1))
    expect("all_reduce after a timed-out wait", x, torch.float32, [n])


def store_steps():
    n, r = dist.get_world_size(), dist.get_rank()
    s = dist.distributed_c10d._get_default_store()
    s.set(f"from{r}", f"python rank {r}")
    for k in range(n):
        v = s.get(f"from{k}")
        print(f"rank {r}: from{k} = \"{v.decode()}\"", flush=True)
    s.add("count", r + 1)
    x = torch.tensor([float(r + 1)], dtype=torch.float64)
    dist.all_reduce(x)
    expect("all_reduce", x, torch.float64, [n * (n + 1) // 2])
    c = s.add("count", 0)
    if c != n * (n + 1) // 2:
        raise AssertionError(f"count {c}, want {n * (n + 1) // 2}")
    dist.barrier()  # rank 0, which serves the store, leaves after every read
    print(f"rank {r}: store ok", flush=True)


def late_peer():
    s = dist.distributed_c10d._get_default_store()
    minute = datetime.timedelta(seconds=60)
    s.wait(["go-on"], minute)
    x = torch.tensor([2.0, 20.0])
    dist.all_reduce(x)
    expect("the late all_reduce", x, torch.float32, [3, 30])
    y = torch.tensor([5.0])
    dist.all_reduce(y)
    expect("the next all_reduce", y, torch.float32, [10])
    s.wait(["done"], minute)  # never joins the third
    s.set("done1", "1")


def all_to_all_steps():
    n, r = dist.get_world_size(), dist.get_rank()
    ins, want, in_split, out_split = [], [], [], []
    for j in range(n):
        in_split.append(r + j + 1)
        out_split.append(j + r + 1)
        for t in range(r + j + 1):
            v = 1000 * r + 10 * j + t
            ins += [v, -v]
        for t in range(j + r + 1):
            v = 1000 * j + 10 * r + t
            want += [v, -v]
    out = torch.zeros(len(want) // 2, 2)
    dist.all_to_all_single(out, torch.tensor(ins, dtype=torch.float32).reshape(-1, 2), out_split, in_split)
    expect("all_to_all_single uneven", out, torch.float32, want)
    ins = [100 * r + 10 * j + t for j in range(n) for t in range(2)]
    want = [100 * j + 10 * r + t for j in range(n) for t in range(2)]
    out = torch.zeros(2 * n, dtype=torch.int64)
    dist.all_to_all_single(out, torch.tensor(ins))
    expect("all_to_all_single even int64", out, torch.int64, want)
    cout = torch.zeros(n, dtype=torch.complex64)
    dist.all_to_all_single(cout, torch.tensor([complex(r, j) for j in range(n)], dtype=torch.complex64))
    expect_complex("all_to_all_single complex64", cout, [v for j in range(n) for v in (j, r)])
    outs = [torch.zeros(1) for _ in range(n)]
    if outcome("all_to_all float32", lambda: dist.all_to_all(outs, [torch.tensor([float(10 * r + j)]) for j in range(n)])):
        for j in range(n):
            expect(f"all_to_all[{j}]", outs[j], torch.float32, [10 * j + r])
    x = torch.tensor([float(r + 1)], dtype=torch.float64)
    dist.all_reduce(x)
    print("alltoall ok", flush=True)
    expect("the last all_reduce", x, torch.float64, [n * (n + 1) // 2])


def new_group_steps():
    r = dist.get_rank()
    t = datetime.timedelta(seconds=20)
    a = dist.new_group([2, 0], timeout=t)
    b = dist.new_group([1, 2], timeout=t)
    c = dist.new_group(timeout=t)
    if (dist.get_rank(a), dist.get_rank(b), dist.get_rank(c)) != (-1, 0, r) or dist.get_world_size(b) != 2:
        raise AssertionError("new_group ranks")
    x = torch.tensor([float(r + 1)])
    dist.all_reduce(x, group=a)  # not a member: skipped
    expect("all_reduce in [0 2] (not a member)", x, torch.float32, [r + 1])
    y = torch.tensor([float(10 * r)])
    dist.broadcast(y, 2, group=b)
    expect("broadcast in [1 2]", y, torch.float32, [20])
    out = torch.zeros(2)
    dist.all_to_all_single(out, torch.tensor([10.0 * r, 10.0 * r + 1]), group=b)
    expect("all_to_all_single in [1 2]", out, torch.float32, [10 + r - 1, 20 + r - 1])
    z = torch.tensor([float(r + 1)], dtype=torch.float64)
    dist.all_reduce(z, op=dist.ReduceOp.MAX, group=c)
    expect("all_reduce MAX in new_group()", z, torch.float64, [3])
    w = torch.tensor([float(r + 1)], dtype=torch.float64)
    dist.all_reduce(w)
    print("new_group ok", flush=True)
    expect("the last all_reduce", w, torch.float64, [6])


def recv_any_steps():
    r = dist.get_rank()
    if r != 1:
        raise AssertionError(f"recv_any runs as rank 1, not {r}")
    b = dist.new_group([1, 2], timeout=datetime.timedelta(seconds=20))
    senders = []
    for _ in range(2):
        x = torch.tensor([-1.0])
        src = dist.recv(x, tag=5)
        expect(f"recv from any source from rank {src}", x, torch.float32, [100 * src])
        senders.append(src)
    if sorted(senders) != [0, 2]:
        raise AssertionError(f"senders {senders}, want ranks 0 and 2")
    dist.send(torch.tensor([100.0 * r]), 0, tag=6)
    dist.send(torch.tensor([100.0 * r]), 2, group=b, tag=7)
    z = torch.tensor([float(r + 1)], dtype=torch.float64)
    dist.all_reduce(z)
    print("recv any ok", flush=True)
    expect("the last all_reduce", z, torch.float64, [6])


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
    # launch_test.go sends SIGUSR1 to a rank that overran its limit, before
    # it kills it: the stacks say where it hung.
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    if sys.argv[1] == "collectives":
        timeout = float(os.environ["PEER_GROUP_TIMEOUT_S"])
        kw = {}
        if os.environ.get("PEER_STORE") == "1":
            rank, size = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
            args = (os.environ["MASTER_ADDR"], int(os.environ["MASTER_PORT"]), size, rank == 0)
            wait = datetime.timedelta(seconds=60)
            try:
                # 2.x asks for libuv by default; Debian builds it without.
                store = dist.TCPStore(*args, timeout=wait, use_libuv=False)
            except TypeError:  # 1.13 has no use_libuv
                store = dist.TCPStore(*args, timeout=wait)
            kw = dict(rank=rank, world_size=size, store=store)
        dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=timeout), **kw)
    elif sys.argv[1] == "late_peer":
        dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=float(sys.argv[2])))
    else:
        dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
    # No rank calls destroy_process_group: 2.x's (2.6, loaded machine) may
    # hang there, the rank that serves the TCPStore (Debian builds it
    # without libuv) waiting for clients, and a client too (rank 1 of a
    # group whose Go rank 0 serves, after "collectives ok"). A client that
    # gave it 20 s in a daemon thread still ran past the launcher's 2
    # minutes (CI, test-2.6): its join never returned, most likely because
    # the call blocks holding the GIL. Every rank leaves by os._exit
    # (below) once its outcome is reported; the kernel closes its sockets,
    # which is all the other ranks wait for.
    if sys.argv[1] == "collectives":
        collectives(timeout)
    elif sys.argv[1] == "late_peer":
        late_peer()
    elif sys.argv[1] == "alltoall":
        all_to_all_steps()
    elif sys.argv[1] == "new_group":
        new_group_steps()
    elif sys.argv[1] == "recv_any":
        recv_any_steps()
    elif sys.argv[1] == "store":
        store_steps()
    elif sys.argv[1] == "bench":
        bench(int(sys.argv[2]), int(sys.argv[3]))
    else:
        raise SystemExit(f"unknown mode {sys.argv[1]}")


if __name__ == "__main__":
    code = 0
    try:
        main()
    except BaseException:  # noqa: B036 - reported, then exit 1
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
