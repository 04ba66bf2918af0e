#!/usr/bin/python3
"""Makes the fixtures of package data (templates/_data): torch.utils.data's
samplers and DataLoader, run now by Python.

The Go tests (templates/_data/data_pyfixtures_test.go) run fixtures() with
Debian's python3-torch 1.13.1 (/usr/bin/python3, not another python3 on
PATH) at test time and compare bit for bit; the committed copy,
templates/_data/data_fixtures_test.go, is their fallback where Python
cannot run. Remake it, from the repository root, with

    /usr/bin/python3 scripts/make-data-fixtures.py > templates/_data/data_fixtures_test.go

A case describes its sampler or loader as JSON that the Go test builds the
same way (the generators in the same order: the sampler's, the batch
sampler's, the loader's); it records every epoch's indices (samplers) or
batches (loaders: each tensor's dtype, shape and values; the datasets hold
exact values, so the values are bit for bit on every machine), len(), and
then the next torch.rand of the default generator and of each own
generator: the Go side must leave them where Python's loop leaves them.
"""
import json
import struct

import torch
from torch.utils.data import (BatchSampler, DataLoader, Dataset, RandomSampler, SequentialSampler,
                              SubsetRandomSampler, TensorDataset, WeightedRandomSampler)
from torch.utils.data.distributed import DistributedSampler

GLOBAL_SEED = 3


def rnd(**kw):
    return dict(type="random", **kw)


def dist(replicas, rank, **kw):
    return dict(type="distributed", num_replicas=replicas, rank=rank, **kw)


def batch(sampler, bs, drop_last):
    return dict(type="batch", sampler=sampler, batch_size=bs, drop_last=drop_last)


W = [0.1, 0.9, 0.4, 0.7, 3.0, 0.6, 0.0, 1.5]

# name, n (dataset length), sampler, epochs, set_epoch (call set_epoch(e)
# before epoch e), take (per epoch: indices to take before leaving the
# loop; None: all).
SAMPLER_CASES = [
    ("sequential", 5, dict(type="sequential"), 1, False, None),
    ("randomGenerator", 7, rnd(gen=4), 3, False, None),
    ("randomDefault", 7, rnd(), 2, False, None),
    ("randomMoreSamples", 5, rnd(num_samples=12, gen=6), 2, False, None),
    ("randomFewerSamples", 9, rnd(num_samples=4), 2, False, None),
    ("randomBreak", 8, rnd(num_samples=20, gen=8), 2, False, [3, None]),
    ("randomReplacement", 6, rnd(replacement=True, gen=9), 2, False, None),
    ("randomReplacement70", 10, rnd(replacement=True, num_samples=70), 2, False, None),
    ("randomReplacement64Gen", 10, rnd(replacement=True, num_samples=64, gen=2), 1, False, None),
    ("subset", 0, dict(type="subset", indices=[9, 3, 7, 1, 20]), 2, False, None),
    ("subsetGenerator", 0, dict(type="subset", indices=[4, 0, 2, 8, 6, 5], gen=13), 2, False, None),
    ("weighted", 0, dict(type="weighted", weights=W, num_samples=12), 2, False, None),
    ("weightedGenerator", 0, dict(type="weighted", weights=W, num_samples=20, gen=21), 1, False, None),
    ("weightedNoReplacement", 0, dict(type="weighted", weights=W, num_samples=5, replacement=False, gen=5), 2, False, None),
    ("batchSequential", 10, batch(dict(type="sequential"), 3, False), 1, False, None),
    ("batchSequentialDropLast", 10, batch(dict(type="sequential"), 3, True), 1, False, None),
    ("batchRandomDropLast", 10, batch(rnd(), 4, True), 2, False, None),
    ("batchRandomBreak", 10, batch(rnd(gen=1), 4, False), 2, False, [1, None]),
    ("distributed", 10, dist(3, 1), 3, True, None),
    ("distributedNoSetEpoch", 10, dist(3, 2), 2, False, None),
    ("distributedRank0Seed", 11, dist(4, 0, seed=42), 2, True, None),
    ("distributedDropLast", 11, dist(4, 3, drop_last=True), 2, True, None),
    ("distributedDropLastEven", 12, dist(4, 2, drop_last=True), 1, True, None),
    ("distributedNoShuffle", 7, dist(3, 2, shuffle=False), 1, False, None),
    ("distributedNoShuffleDropLast", 7, dist(3, 1, shuffle=False, drop_last=True), 1, False, None),
    ("distributedPadMoreThanData", 2, dist(5, 4), 2, True, None),
    ("distributedSmallDropLast", 3, dist(5, 2, drop_last=True), 1, True, None),
]

# name, n, dataset ("tensor": TensorDataset(x, y), "numbers": samples of
# (x[i], i/2 + 0.25, i)), DataLoader options, epochs, take (per epoch:
# batches to take before leaving the loop; None: all).
LOADER_CASES = [
    ("shuffleGenerator", 10, "tensor", dict(batch_size=4, shuffle=True, gen=7), 3, None),
    ("shuffleGeneratorDropLast", 10, "tensor", dict(batch_size=4, shuffle=True, drop_last=True, gen=7), 2, None),
    ("shuffleGeneratorExact", 9, "tensor", dict(batch_size=3, shuffle=True, gen=1), 2, None),
    ("shuffleGeneratorBreak", 10, "tensor", dict(batch_size=3, shuffle=True, gen=5), 2, [1, None]),
    ("shuffleDefault", 10, "tensor", dict(batch_size=4, shuffle=True), 2, None),
    ("shuffleDefaultDropLast", 11, "tensor", dict(batch_size=5, shuffle=True, drop_last=True), 2, None),
    ("inOrderGenerator", 7, "tensor", dict(batch_size=3, gen=11), 2, None),
    ("inOrderDefaultDropLast", 7, "tensor", dict(batch_size=3, drop_last=True), 1, None),
    ("batchOfOne", 5, "tensor", dict(batch_size=1, shuffle=True, gen=2), 1, None),
    ("defaultBatchSize", 3, "tensor", dict(), 1, None),
    ("batchLargerThanData", 5, "tensor", dict(batch_size=8, shuffle=True, gen=3), 2, None),
    ("samplerSubset", 10, "tensor", dict(batch_size=2, sampler=dict(type="subset", indices=[8, 1, 5, 3, 9], gen=17)), 2, None),
    ("samplerWeighted", 8, "tensor", dict(batch_size=3, sampler=dict(type="weighted", weights=W, num_samples=7)), 2, None),
    ("samplerRandomReplacement", 6, "tensor", dict(batch_size=4, drop_last=True, sampler=rnd(replacement=True, num_samples=9, gen=3), gen=12), 2, None),
    ("samplerDistributed", 9, "tensor", dict(batch_size=2, sampler=dist(2, 1, seed=5)), 1, None),
    ("batchSampler", 10, "tensor", dict(batch_sampler=batch(rnd(gen=9), 3, False)), 2, None),
    ("batchSamplerDropLast", 10, "tensor", dict(batch_sampler=batch(dict(type="sequential"), 4, True), gen=1), 1, None),
    ("batchSizeNone", 4, "tensor", dict(batch_size=None, shuffle=True, gen=6), 1, None),
    ("batchSizeNoneNumbers", 3, "numbers", dict(batch_size=None), 1, None),
    ("numbers", 7, "numbers", dict(batch_size=3, shuffle=True, gen=4), 1, None),
    ("collate", 7, "numbers", dict(batch_size=3, collate="cat", gen=4), 1, None),
    ("workers2", 11, "tensor", dict(batch_size=2, shuffle=True, num_workers=2, gen=7), 2, None),
    ("workers2Default", 11, "tensor", dict(batch_size=2, shuffle=True, num_workers=2), 2, None),
    ("workers3Prefetch1", 10, "numbers", dict(batch_size=3, shuffle=True, num_workers=3, prefetch_factor=1, gen=2), 1, None),
    ("workers2BreakEarly", 20, "tensor", dict(batch_size=2, shuffle=True, num_workers=2, gen=8), 2, [2, None]),
    # 6 batches, 4 loaded ahead: Python asks for the 7th (the sampler's
    # end: RandomSampler's tail randperm) before it yields the 3rd.
    ("workers2BreakBeforeTail", 12, "tensor", dict(batch_size=2, shuffle=True, num_workers=2, gen=8), 2, [2, None]),
    ("workers2BreakAtTail", 12, "tensor", dict(batch_size=2, shuffle=True, num_workers=2, gen=8), 2, [3, None]),
    ("workers2BreakLate", 12, "tensor", dict(batch_size=4, shuffle=True, num_workers=2), 2, [2, None]),
    ("workers1BatchSizeNone", 5, "tensor", dict(batch_size=None, shuffle=True, num_workers=1, gen=3), 1, None),
    ("workers2BatchSampler", 9, "numbers", dict(batch_sampler=batch(rnd(), 2, True), num_workers=2), 1, None),
]

# name, DataLoader options that Python refuses (on TensorDataset of 4): the
# Go loader must refuse them with Python's message.
ERROR_CASES = [
    ("negativeWorkers", dict(num_workers=-1)),
    ("prefetchWithoutWorkers", dict(prefetch_factor=3)),
    ("samplerAndShuffle", dict(sampler=dict(type="sequential"), shuffle=True)),
    ("batchSamplerAndBatchSize", dict(batch_sampler=batch(dict(type="sequential"), 2, False), batch_size=2)),
    ("batchSamplerAndBatchSizeNone", dict(batch_sampler=batch(dict(type="sequential"), 2, False), batch_size=None)),
    ("batchSamplerAndShuffle", dict(batch_sampler=batch(dict(type="sequential"), 2, False), shuffle=True)),
    ("batchSamplerAndSampler", dict(batch_sampler=batch(dict(type="sequential"), 2, False), sampler=dict(type="sequential"))),
    ("batchSamplerAndDropLast", dict(batch_sampler=batch(dict(type="sequential"), 2, False), drop_last=True)),
    ("batchSizeNoneAndDropLast", dict(batch_size=None, drop_last=True)),
    ("batchSizeZero", dict(batch_size=0)),
]


def bits32(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


class Numbers(Dataset):
    """Samples of a tensor and two numbers, as default_collate types them."""

    def __init__(self, x):
        self.x = x

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], i / 2 + 0.25, i


def cat_collate(samples):
    """An own collate_fn: the rows concatenated, the ints stacked times 2."""
    return [torch.cat([s[0] for s in samples]), torch.tensor([s[2] for s in samples]) * 2]


def build_sampler(spec, data, gens):
    def gen():
        if spec.get("gen") is None:
            return None
        g = torch.Generator()
        g.manual_seed(spec["gen"])
        gens.append(g)
        return g

    t = spec["type"]
    if t == "sequential":
        return SequentialSampler(data)
    if t == "random":
        return RandomSampler(data, replacement=spec.get("replacement", False), num_samples=spec.get("num_samples"),
                             generator=gen())
    if t == "subset":
        return SubsetRandomSampler(spec["indices"], generator=gen())
    if t == "weighted":
        return WeightedRandomSampler(spec["weights"], spec["num_samples"], replacement=spec.get("replacement", True),
                                     generator=gen())
    if t == "batch":
        return BatchSampler(build_sampler(spec["sampler"], data, gens), spec["batch_size"], spec["drop_last"])
    if t == "distributed":
        return DistributedSampler(data, spec["num_replicas"], spec["rank"], shuffle=spec.get("shuffle", True),
                                  seed=spec.get("seed", 0), drop_last=spec.get("drop_last", False))
    raise ValueError(t)


def dataset(kind, n):
    x = (torch.arange(n * 3, dtype=torch.float32) * 0.25).reshape(n, 3)
    if kind == "tensor":
        return TensorDataset(x, torch.arange(n))
    return Numbers(x)


def loader(ds, opts, gens):
    kw = {}
    for key in ("batch_size", "shuffle", "drop_last", "num_workers", "prefetch_factor"):
        if key in opts:
            kw[key] = opts[key]
    if "sampler" in opts:
        kw["sampler"] = build_sampler(opts["sampler"], ds, gens)
    if "batch_sampler" in opts:
        kw["batch_sampler"] = build_sampler(opts["batch_sampler"], ds, gens)
    if opts.get("collate") == "cat":
        kw["collate_fn"] = cat_collate
    if opts.get("gen") is not None:
        g = torch.Generator()
        g.manual_seed(opts["gen"])
        gens.append(g)
        kw["generator"] = g
    return DataLoader(ds, **kw)


def tensor_json(t):
    # A number (batch_size=None yields samples unconverted) as the Go
    # sample's 0-dim tensor of it: data.Float, data.Int.
    if isinstance(t, float):
        t = torch.tensor(t, dtype=torch.float64)
    elif isinstance(t, int):
        t = torch.tensor(t, dtype=torch.int64)
    return {"dtype": str(t.dtype).replace("torch.", ""), "shape": list(t.shape),
            "values": [float(v) for v in t.flatten().tolist()]}


def nexts(gens):
    return [bits32(torch.rand(1).item())] + [bits32(torch.rand(1, generator=g).item()) for g in gens]


def sampler_cases():
    out = []
    for name, n, spec, epochs, set_epoch, take in SAMPLER_CASES:
        torch.manual_seed(GLOBAL_SEED)
        gens = []
        s = build_sampler(spec, range(n), gens)
        got = []
        for e in range(epochs):
            if set_epoch:
                s.set_epoch(e)
            idx = []
            for i in s:
                idx.append(i)
                if take and take[e] is not None and len(idx) == take[e]:
                    break
            got.append(idx)
        out.append(dict(name=name, n=n, sampler=spec, set_epoch=set_epoch, take=take, len=len(s), epochs=got,
                        next=nexts(gens)))
    return out


def loader_cases():
    out = []
    for name, n, kind, opts, epochs, take in LOADER_CASES:
        torch.manual_seed(GLOBAL_SEED)
        gens = []
        dl = loader(dataset(kind, n), opts, gens)
        got = []
        for e in range(epochs):
            batches = []
            it = iter(dl)
            for b in it:
                batches.append([tensor_json(t) for t in (b if isinstance(b, (list, tuple)) else [b])])
                if take and take[e] is not None and len(batches) == take[e]:
                    break
            del it  # shuts workers down now, as the loop's end does
            got.append(batches)
        out.append(dict(name=name, n=n, dataset=kind, opts=opts, take=take, len=len(dl), epochs=got,
                        next=nexts(gens)))
    return out


def error_cases():
    out = []
    for name, opts in ERROR_CASES:
        try:
            loader(dataset("tensor", 4), opts, [])
        except ValueError as e:
            out.append(dict(name=name, opts=opts, message=str(e)))
        else:
            raise AssertionError(name + ": Python took it")
    return out


def fixtures():
    return {"global_seed": GLOBAL_SEED, "samplers": sampler_cases(), "loaders": loader_cases(),
            "errors": error_cases()}


def main():
    f = fixtures()
    compact = dict(separators=(",", ":"))
    parts = ['"global_seed":%d' % f["global_seed"]]
    for key in ("samplers", "loaders", "errors"):
        parts.append('"%s":[\n' % key + ",\n".join(json.dumps(c, **compact) for c in f[key]) + "]")
    text = "{" + ",\n".join(parts) + "}"
    assert json.loads(text) == f
    assert "`" not in text
    print("// Code generated by scripts/make-data-fixtures.py with PyTorch %s. DO NOT EDIT." % torch.__version__)
    print()
    print("package data")
    print()
    print("// committedFixtures is fixtures() of scripts/make-data-fixtures.py, the")
    print("// fallback where Python cannot run (see data_pyfixtures_test.go).")
    print("const committedFixtures = `" + text + "`")


if __name__ == "__main__":
    main()
