#!/usr/bin/env bash
# Instructions per call of a TorchScript forward on one ReLU (bench/relu.pt)
# from Go and from C++ (BenchmarkJitReluInstructions,
# generated/bench/instructions_test.go), counted by callgrind on the host's
# libtorch: ForwardTensors + Free, ForwardTensorsInto, one bare cgo call
# around C++'s forward (the floor), C++'s forward; the same in inference
# mode per call (ForwardInference + Free, ForwardInferenceInto, C++'s
# c10::InferenceMode guard around forward); and the mode entered and left
# with nothing inside (InferenceModeGuard().Close(), C++'s guard). Each
# line gives the loop's count per call and its excess over its C++ twin.
#
#   scripts/count-instructions-jit.sh [CALLS]   (make count-instructions-jit)
#
# Needs valgrind (apt install valgrind); about 3 minutes. The callgrind
# command is scripts/callgrind-pairs.sh's (it says why each setting),
# dumping at jitMark. CALLS must match jitReluCalls (500) unless the test
# is edited.
set -euo pipefail
cd "$(dirname "$0")/.."
calls=${1:-500}
command -v valgrind >/dev/null || { echo "count-instructions-jit: needs valgrind (apt install valgrind)" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
bin=$dir/bench.test
(cd generated && go test -c -o "$bin" ./bench)
names=$(cd generated/bench && "$bin" -test.run '^TestJitReluLoopNames$' -test.v | sed -n 's/.*loop: //p')
cg="$(scripts/callgrind-pairs.sh --preload "$bin" "$dir") $(scripts/callgrind-pairs.sh --command "$dir/cg" | sed 's/pythonShapedMark/jitMark/')"
(cd generated/bench && eval "$cg" "$bin" -test.run "'^\$'" -test.bench "'^BenchmarkJitReluInstructions\$'" \
  -test.benchtime 1x >"$dir/log" 2>&1) || { tail -20 "$dir/log"; echo "count-instructions-jit: FAIL: callgrind" >&2; exit 1; }
# Round k's loop i is in part L*k+i+2 (L loops a round), read from the
# locked thread's file; each loop's fewest of three is its count.
set -- $names
L=$#
declare -A count
i=0
for name in "$@"; do
  best=
  for k in 0 1 2; do
    c=$(sed -n 's/^totals: //p' "$dir/cg.$((L * k + i + 2))"-* 2>/dev/null)
    [ -n "$c" ] || { echo "count-instructions-jit: no count in part $((L * k + i + 2))" >&2; exit 1; }
    if [ -z "$best" ] || [ "$c" -lt "$best" ]; then best=$c; fi
  done
  count[$name]=$((best / calls))
  i=$((i + 1))
done
# The C++ twin of each Go loop.
twin() {
  case $1 in
    go-inference-*) echo cpp-inference ;;
    go-guard) echo cpp-guard ;;
    go-*) echo cpp-forward ;;
  esac
}
printf '%-20s %10s %10s %8s\n' loop per-call over-c++ ratio
for name in "$@"; do
  t=$(twin "$name")
  if [ -z "$t" ]; then
    printf '%-20s %10d\n' "$name" "${count[$name]}"
  else
    awk -v n="$name" -v g="${count[$name]}" -v c="${count[$t]}" 'BEGIN {printf "%-20s %10d %+10d %8.3f\n", n, g, g - c, g / c}'
  fi
done
