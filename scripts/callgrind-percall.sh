#!/usr/bin/env bash
# callgrind-percall.sh LOOP N CASE...: instructions per call of each
# benchmark pair's Go loop and C++ loop, counted by callgrind, which the
# load of a shared machine does not change (docs/BENCHMARKS.md, "Per-call
# cost at the floor"). LOOP is a build of generated/bench/cmd/loop:
#
#   cd generated && go build -o /tmp/loop ./bench/cmd/loop
#   scripts/callgrind-percall.sh /tmp/loop 20000 add/1 add_-inplace/1
#
# For each case: C++ loop = inclusive(its gtb_ function) / N; Go loop =
# (inclusive(main.main) at (go,cpp, N) - the C++ loop - inclusive(main.main)
# at (go, 0)) / N: the calling thread's instructions only. The last column
# is the whole process instead (totals, as in the first round): it adds
# the runtime's other threads (sysmon, the GC's workers), whose count
# follows wall time and so moves with the machine's load by ±100 a call.
# About a minute of CPU per callgrind run (libtorch's start-up), two runs
# a case.
set -euo pipefail
loop=$1 n=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total() { grep -E '^totals:' "$1" | awk '{print $2}'; }
incl() { callgrind_annotate --inclusive=yes "$1" 2>/dev/null | awk -v re="$2" '$0 ~ re {gsub(",", "", $1); if ($1 > m) m = $1} END {print m + 0}'; }
echo "case go/call cpp/call go/cpp go/call(process)"
for c in "$@"; do
  GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file="$work/both" "$loop" -case "$c" -side go,cpp -n "$n" 2>/dev/null
  GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file="$work/zero" "$loop" -case "$c" -side go -n 0 2>/dev/null
  cpp=$(incl "$work/both" '[?][?][?]:gtb_')
  awk -v c="$c" -v n="$n" -v both="$(incl "$work/both" ':main[.]main ')" -v zero="$(incl "$work/zero" ':main[.]main ')" \
    -v tboth="$(total "$work/both")" -v tzero="$(total "$work/zero")" -v cpp="$cpp" \
    'BEGIN {g = (both - zero - cpp) / n; p = cpp / n; printf "%s %.0f %.0f %.3f %.0f\n", c, g, p, g / p, (tboth - tzero - cpp) / n}'
done
