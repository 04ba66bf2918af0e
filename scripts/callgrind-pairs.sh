#!/usr/bin/env bash
# Reads the callgrind run of a pairs benchmark (BenchmarkPythonShapedInstructions
# in the typed package, BenchmarkPythonInstructions in the stable one): the
# run dumped its counts at each call of pythonShapedMark: before the first
# loop and after each of three rounds of (base loop, Python loop), seven
# parts per sub-benchmark run, two runs per pair (b.N = 1, then CALLS), so
# pair i's loops of CALLS calls are parts 14i+9, 14i+11, 14i+13 (base) and
# 14i+10, 14i+12, 14i+14 (Python); each form's fewest is its count. Counted on the loops' thread only (--separate-threads):
# the other threads' work (sysmon, the scavenger) lands in whichever part
# it happens to run, hundreds of instructions a call of noise.
# Prints each pair's instructions per call, both forms, and their ratio.
#
#   scripts/callgrind-pairs.sh OUT CALLS NAME...   (OUT: --callgrind-out-file)
set -euo pipefail
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
