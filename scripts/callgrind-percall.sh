#!/usr/bin/env bash
# callgrind-percall.sh LOOP N CASE...: instructions per call of each
# benchmark pair's Go loop and C++ loop, counted by callgrind, which the
# load of a shared machine does not change (docs/BENCHMARKS-HISTORY.md,
# "Per-call cost at the floor"). LOOP is a build of generated/bench/cmd/loop:
#
#   cd generated && go build -o /tmp/loop ./bench/cmd/loop
#   scripts/callgrind-percall.sh /tmp/loop 20000 add/1 add_-inplace/1
#
# For each case: Go loop = (total(go,cpp, N) - total(go, 0) - C++ loop) / N,
# C++ loop = inclusive(its gtb_ function) / N. The Go loop is the whole
# process's count, so the Go runtime's other threads (sysmon wakes up by
# wall time) add about ±10 a call between runs; the calling thread alone
# cannot be isolated, as the goroutine moves between OS threads across cgo
# calls and callgrind splits its costs. About a minute of CPU per
# callgrind run (libtorch's start-up), two runs a case.
set -euo pipefail
loop=$1 n=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total() { grep -E '^totals:' "$1" | awk '{print $2}'; }
incl() { callgrind_annotate --inclusive=yes "$1" 2>/dev/null | awk -v re="$2" '$0 ~ re {gsub(",", "", $1); if ($1 > m) m = $1} END {print m + 0}'; }
echo "case go/call cpp/call go/cpp"
for c in "$@"; do
  GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file="$work/both" "$loop" -case "$c" -side go,cpp -n "$n" 2>/dev/null
  GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file="$work/zero" "$loop" -case "$c" -side go -n 0 2>/dev/null
  cpp=$(incl "$work/both" '[?][?][?]:gtb_')
  awk -v c="$c" -v n="$n" -v both="$(total "$work/both")" -v zero="$(total "$work/zero")" -v cpp="$cpp" \
    'BEGIN {g = (both - zero - cpp) / n; p = cpp / n; printf "%s %.0f %.0f %.3f\n", c, g, p, g / p}'
done
