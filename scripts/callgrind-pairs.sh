#!/usr/bin/env bash
# The callgrind run of a pairs benchmark (BenchmarkPythonShapedInstructions
# in the typed package, BenchmarkPythonInstructions in the stable one), and
# its reading.
#
#   scripts/callgrind-pairs.sh --command OUT
#       prints the command a pairs benchmark's binary runs under, its
#       counts in OUT.*: scripts/count-instructions.sh and test-stable.sh
#       (STABLE_COUNT=1) both use it, so the parts are what the reader
#       below expects.
#   scripts/callgrind-pairs.sh --preload BINARY DIR
#       prints what the command needs before it for BINARY (an
#       LD_PRELOAD=… of a stub built in DIR, or nothing): libhwy
#       (libtorch_cpu -> opencv -> libjxl on bookworm) times rdtscp in its
#       constructor, which valgrind 3.19 refuses (SIGILL before main); the
#       stub's hwy::platform::TimerResolution (its one caller goes through
#       the PLT) stands in for it. Nothing counted calls it.
#   scripts/callgrind-pairs.sh OUT CALLS NAME...
#       prints each pair's instructions per call, both forms, and their
#       ratio.
#
# The run dumps its counts at each call of pythonShapedMark: before the
# first loop and after each of three rounds of (base loop, Python loop),
# seven parts per sub-benchmark run, two runs per pair (b.N = 1, then
# CALLS), so pair i's loops of CALLS calls are parts 14i+9, 14i+11, 14i+13
# (base) and 14i+10, 14i+12, 14i+14 (Python); each form's fewest is its
# count (a one-time cost of the runtime lands in one round).
#
# Why the command is what it is: Go's asynchronous preemption signals trip
# callgrind's signal handling; dumps at a leaf function's entry only, as
# Go's stack switches around cgo calls (and morestack, hence
# gcshrinkstackoff with the benchmark's grown stack) confuse callgrind's
# call tracking, so --toggle-collect and the loops' inclusive costs come
# out wrong; GOGC=off, as a collection's work would land on whichever loop
# it started in; --separate-threads, counting the loops' thread only (the
# benchmark locks it), as the other threads' work (sysmon, the scavenger)
# lands in whichever part it runs in; cpu.rdtscp=off, as Go's runtime
# (1.26 and later) reads the clock with rdtscp where the CPU has it, which
# valgrind (3.19 on bookworm, 3.27 in the sid root) cannot run.
set -euo pipefail
if [ "${1:-}" = --command ]; then
  echo "GOGC=off GODEBUG=asyncpreemptoff=1,gcshrinkstackoff=1,cpu.rdtscp=off valgrind --tool=callgrind --separate-threads=yes --dump-before='*pythonShapedMark' --callgrind-out-file=$2"
  exit 0
fi
if [ "${1:-}" = --preload ]; then
  if ldd "$2" | grep 'libhwy\.so' >/dev/null; then
    printf 'namespace hwy { namespace platform { unsigned long TimerResolution() { return 1; } } }\n' >"$3/hwy.cc"
    c++ -shared -fPIC -O1 -o "$3/hwy.so" "$3/hwy.cc"
    echo "LD_PRELOAD=$3/hwy.so"
  fi
  exit 0
fi
out=$1 calls=$2
shift 2
printf '%-18s %12s %12s %8s\n' call base python ratio
i=0
for name in "$@"; do
  # --separate-threads: a part is the marking thread's file, $out.K-TID.
  counts=()
  for k in 9 10 11 12 13 14; do
    c=$(sed -n 's/^totals: //p' "$out.$((14 * i + k))"-* 2>/dev/null)
    if [ -z "$c" ]; then echo "$name: no count in part $((14 * i + k)) of $out" >&2; exit 1; fi
    counts+=("$c")
  done
  awk -v name="$name" -v n="$calls" -v c="${counts[*]}" 'BEGIN {split(c, a, " ")
    t = a[1]; p = a[2]; for (j = 3; j <= 5; j += 2) {if (a[j] < t) t = a[j]; if (a[j + 1] < p) p = a[j + 1]}
    printf "%-18s %12.0f %12.0f %8.3f\n", name, t / n, p / n, p / t}'
  i=$((i + 1))
done
