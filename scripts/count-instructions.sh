#!/usr/bin/env bash
# Instructions per call of each Python-shaped call and of the typed call it
# reaches (BenchmarkPythonShapedInstructions, templates/_runtime/bench_test.go),
# counted by callgrind: deterministic where the time of a call on these
# machines spreads ±5 %, as wide as the layer's 5 % budget
# (docs/BENCHMARKS-HISTORY.md, "Instructions per call"). Counts Go and C++
# alike, from the entry point to the result freed; time is not instructions
# (cache misses, branches), so this is beside the timed ratio, not instead
# of it.
#
#   scripts/count-instructions.sh [PAIR_REGEXP] [CALLS]   (make count-instructions)
#
# Needs valgrind (apt install valgrind); CALLS calls of each form (default
# 200), every pair in one callgrind run (~3 min).
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-.*}
calls=${2:-200}
command -v valgrind >/dev/null || { echo "count-instructions: needs valgrind (apt install valgrind)" >&2; exit 1; }
bin=$(mktemp -d)/torch.test
trap 'rm -rf "$(dirname "$bin")"' EXIT
(cd generated && go test -c -o "$bin" ./torch)
names=$(cd generated/torch && "$bin" -test.run '^$' -test.bench "^BenchmarkPythonShapedInstructions/($pairs)\$" -test.benchtime 1x | sed -n 's/^BenchmarkPythonShapedInstructions\/\(.*\)-[0-9]*\s.*/\1/p')
out=$(dirname "$bin")/cg.out
# One callgrind run for every pair (scripts/callgrind-pairs.sh says why
# its command is what it is).
pre=$(scripts/callgrind-pairs.sh --preload "$bin" "$(dirname "$bin")")
(cd generated/torch && eval "$pre $(../../scripts/callgrind-pairs.sh --command "$out")" \
  "$bin" -test.run "'^\$'" -test.bench "'^BenchmarkPythonShapedInstructions/($pairs)\$'" \
  -test.benchtime "${calls}x" >/dev/null 2>&1)
scripts/callgrind-pairs.sh "$out" "$calls" $names
