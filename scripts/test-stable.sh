#!/usr/bin/env bash
# The stable-ABI mode for real, in the sid root of scripts/debian-root.sh
# (libtorch 2.14.1 when the root was made; docs/STABLE-ABI.md):
#
#   scripts/test-stable.sh            (make test-stable)
#       generate from the root's /usr the pure stable mode (--abi stable,
#       into pure/), the hybrid (--stable-fallback boxed, into stable/) and
#       the typed mode; go vet, build the test binaries, run the runtime
#       tests in both stable modes (templates/_stable/stable_test.go, and
#       templates/_stable_boxed/boxed_test.go in the hybrid; torch.Load
#       and Save: the typed mode's serialize_test.go, against python3-torch;
#       packages nn and data, in both stable modes, from the typed mode's
#       test sources less their *_typed_test.go files: gradients, seeding) and the
#       differential test of the hybrid against the typed mode on a sample
#       of operators (scripts/testdata/stable: both packages in one binary,
#       results compared bit for bit; the hybrid calls every operator the
#       pure mode binds as the pure mode does, and the rest boxed; and
#       baddbmm_test.go: the stable runtime's BaddbmmDouble, nn's masked
#       attention scores, against the typed mode's Baddbmm).
#   STABLE_DIFF_ALL=1 scripts/test-stable.sh   (make test-stable-all)
#       the differential test over every operator both modes bind.
#   STABLE_BENCH=1 scripts/test-stable.sh   (make bench-stable)
#       also the per-call benchmarks (scripts/testdata/stable/bench_test.go),
#       five alternating rounds, and the ratios stable/typed.
#   STABLE_COUNT=1 scripts/test-stable.sh   (make count-instructions-stable)
#       also the instructions per call of the Python-shaped entry points
#       and the suffixed functions they reach (callgrind, in the root).
#   STABLE_BUILD_BENCH=1 scripts/test-stable.sh   (make bench-stable-build)
#       also a cold `go build` of each mode's package (pure, hybrid,
#       typed), in the same run, each with its own Go build cache holding
#       only the standard library: wall time and peak RSS (/usr/bin/time
#       -v); and the hybrid's C++ alone (g++ -c boxed.cpp, user seconds).
#
# Work directory /work/test-stable in the root, logs $GOTORCHGEN_CACHE/test-stable*.log.
# Exits 0 with a loud SKIP when the root cannot be made here (not root and
# no sudo); GOTORCHGEN_SID_REQUIRED=1 (or GOTORCHGEN_ROOT_REQUIRED=1) makes
# that a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT_SUITE=sid
NAME=test-stable
source scripts/trixie-common.sh

cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
mkdir -p "$cache"
log="$cache/$NAME.log"

enter_root
# The runtime tests' TestSavePythonLoads* have torch.load read what the
# package's Save wrote (templates/_runtime/serialize_test.go, shared).
scripts/debian-root.sh "$ROOT_SUITE" install python3-torch >/dev/null
t0=$(now)
install_gotorchgen
step "gotorchgen build" "$t0"

fresh_workdir example.com/stabletest
$SUDO mkdir -p "$work/diff" "$work/mkdiff"
$SUDO cp scripts/testdata/stable/diff_test.go scripts/testdata/stable/baddbmm_test.go scripts/testdata/stable/not_run_test.go scripts/testdata/stable/scalar_test.go scripts/testdata/stable/python_test.go scripts/testdata/stable/bench_test.go "$work/diff/"
$SUDO cp scripts/testdata/stable/mkdiff/main.go "$work/mkdiff/"
# nn's and data's tests make their fixtures with the root's PyTorch from
# these scripts (found in scripts/ above the package), and compare bit for bit.
$SUDO mkdir -p "$work/scripts"
$SUDO cp scripts/make-nn-fixtures.py scripts/make-nn-option-fixtures.py scripts/make-rmsnorm-fixtures.py scripts/make-convt-rnn-fixtures.py scripts/make-transformer-fixtures.py scripts/make-data-fixtures.py "$work/scripts/"

# The .pt2 packages of scripts/testdata/aoti/export.py for the .pt2
# loader's tests (templates/_stable/aoti_test.go): test-aoti.sh's export,
# from its cache (same key), exported here when absent.
t0=$(now)
scripts/debian-root.sh "$ROOT_SUITE" install python3-torch >/dev/null
torchver=$(scripts/debian-root.sh "$ROOT_SUITE" run dpkg-query -W -f='${Version}' python3-torch)
key=$( { cat scripts/testdata/aoti/export.py scripts/pt2/compile_pt2.py; echo "$torchver"; } | sha256sum | cut -c1-16)
pt2="$cache/aoti/$key"
$SUDO mkdir -p "$work/pt2"
if [ ! -f "$pt2/model.pt2" ] || [ ! -f "$pt2/recipe.pt2" ] || [ ! -f "$pt2/relu.pt2" ] || [ ! -f "$pt2/expect.json" ]; then
  scripts/debian-root.sh "$ROOT_SUITE" install python3-dev g++ libsleef-dev >/dev/null
  $SUDO cp scripts/testdata/aoti/export.py scripts/pt2/compile_pt2.py "$work/"
  inroot "timeout 600 python3 export.py pt2"
  mkdir -p "$pt2.new"
  cp "$work/pt2/model.pt2" "$work/pt2/recipe.pt2" "$work/pt2/relu.pt2" "$work/pt2/expect.json" "$pt2.new/"
  rm -rf "$pt2"
  mv "$pt2.new" "$pt2"
else
  $SUDO cp "$pt2/model.pt2" "$pt2/recipe.pt2" "$pt2/relu.pt2" "$pt2/expect.json" "$work/pt2/"
fi
step ".pt2 packages ($pt2)" "$t0"

t0=$(now)
gen="$gtg generate --libtorch /usr"
inroot "$gen --abi stable --stable-python --out pure --package pure --import-path example.com/stabletest/pure >/dev/null && $gen --abi stable --stable-python --stable-fallback boxed --out stable --package stable --import-path example.com/stabletest/stable >/dev/null && $gen --out typed --package typed --import-path example.com/stabletest/typed >/dev/null && go run ./mkdiff stable typed > diff/ops_test.go && for m in pure stable; do sed -n 3p \$m/REPORT.md; done"
step "generate (pure, hybrid, typed)" "$t0"

if [ "${STABLE_BUILD_BENCH:-}" = 1 ]; then
  scripts/debian-root.sh "$ROOT_SUITE" install time >/dev/null
  # Each mode from a cache holding only the standard library, one after
  # the other in this run.
  inroot "cd stable && /usr/bin/time -f %U -o /tmp/time-boxed-cxx g++ \$(sed -n 's/^\/\/ #cgo CXXFLAGS: //p' boxed_flags.go) -c boxed.cpp -o /tmp/boxed.o"
  echo "$NAME: the hybrid's C++ (g++ -c boxed.cpp): $(tail -1 "$root/tmp/time-boxed-cxx") s user"
  # The pure mode without the Python-shaped layer (--stable-python=false),
  # for the layer's cost.
  inroot "$gen --abi stable --stable-python=false --out purebase --package purebase --import-path example.com/stabletest/purebase >/dev/null"
  for mode in purebase pure stable typed; do
    inroot "rm -rf /tmp/gocache-$mode && GOCACHE=/tmp/gocache-$mode go build std runtime/cgo && GOCACHE=/tmp/gocache-$mode /usr/bin/time -v -o /tmp/time-$mode go build ./$mode"
    wall=$(awk -F': ' '/Elapsed/ {n=split($2,a,":"); s=0; for(i=1;i<=n;i++) s=s*60+a[i]; print s}' "$root/tmp/time-$mode")
    rss=$(awk -F': ' '/Maximum resident/ {printf "%.0f", $2/1024}' "$root/tmp/time-$mode")
    cpu=$(awk -F': ' '/User time|System time/ {s += $2} END {printf "%.2f", s}' "$root/tmp/time-$mode")
    echo "$NAME: cold go build ($mode): $wall s, CPU $cpu s, peak RSS $rss MiB"
    eval "wall_$mode=$wall rss_$mode=$rss cpu_$mode=$cpu"
  done
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  awk -v a="$wall_pure" -v h="$wall_stable" -v b="$wall_typed" -v c="$rss_pure" -v r="$rss_stable" -v d="$rss_typed" -v name="$NAME" -v load="$load" -v n="$(nproc)" \
    'BEGIN {printf "%s: pure (with --stable-python)/typed: time %.3f, peak RSS %.3f; hybrid (stable/, with it)/typed: time %.3f, peak RSS %.3f (load %s, nproc %s)\n", name, a/b, c/d, h/b, r/d, load, n}'
  awk -v a="$wall_purebase" -v b="$wall_typed" -v p="$wall_pure" -v c="$rss_purebase" -v d="$rss_typed" -v q="$rss_pure" -v u="$cpu_purebase" -v v="$cpu_pure" -v name="$NAME" \
    'BEGIN {printf "%s: pure without the Python-shaped layer/typed: time %.3f, peak RSS %.3f; the layer costs the pure build time %.2f×, CPU %.2f×, peak RSS %.2f×\n", name, a/b, c/d, p/a, v/u, q/c}'
fi

t0=$(now)
inroot "go vet ./pure ./stable ./diff && go test -c -o pure.test ./pure && go test -c -o pure-nn.test ./pure/nn && go test -c -o pure-data.test ./pure/data && go test -c -o stable.test ./stable && go test -c -o stable-nn.test ./stable/nn && go test -c -o stable-data.test ./stable/data && go test -c -o diff.test ./diff"
step "build (go vet + go test -c)" "$t0"

t0=$(now)
set +e
# Each test binary runs whatever the others gave (r: the first failure's).
inroot 'export GOTORCHGEN_AOTI_DIR=$PWD/pt2 && r=0 && (cd pure && ../pure.test -test.v -test.count=1 -test.timeout=30m) || r=1; (cd pure/nn && ../../pure-nn.test -test.v -test.count=1 -test.timeout=30m) || r=1; (cd pure/data && ../../pure-data.test -test.v -test.count=1 -test.timeout=30m) || r=1; (cd stable && ../stable.test -test.v -test.count=1 -test.timeout=30m) || r=1; (cd stable/nn && ../../stable-nn.test -test.v -test.count=1 -test.timeout=30m) || r=1; (cd stable/data && ../../stable-data.test -test.v -test.count=1 -test.timeout=30m) || r=1; exit $r' >"$log" 2>&1
rc=$?
inroot "cd diff && STABLE_DIFF_ALL=${STABLE_DIFF_ALL:-} ../diff.test -test.v -test.count=1 -test.timeout=60m" >"$cache/$NAME-diff.log" 2>&1
rc2=$?
set -e
step "test" "$t0"
grep -E '^\s+\S+_test\.go:[0-9]+: ' "$log" "$cache/$NAME-diff.log" | sed 's/^[^:]*: */  /' | head -40 || true
if [ $rc != 0 ] || [ $rc2 != 0 ]; then
  grep -h -B2 -A12 -E '^\s*--- FAIL|^FAIL|panic:' "$log" "$cache/$NAME-diff.log" | head -80
  echo "$NAME: FAIL (logs: $log, $cache/$NAME-diff.log)"
  exit 1
fi
if [ "${STABLE_BENCH:-}" = 1 ]; then
  # Five rounds, each of typed then stable per operator (-test.count would
  # run one mode's rounds back to back).
  inroot "cd diff && for i in 1 2 3 4 5; do ../diff.test -test.run '^\$' -test.bench '^Benchmark(MulTensor|Cat|MaxDim|AddTensor|MulScalar|SubScalarBoxed|Python)\$' -test.benchtime 200000x -test.timeout=30m; done" >"$cache/$NAME-bench.log" 2>&1
  grep -E '^Benchmark' "$cache/$NAME-bench.log"
  # The mean and the fastest round of each: on a loaded machine the
  # fastest is the steadier figure.
  awk '/^Benchmark/ {m = split($1, p, "/"); sub(/-[0-9]+$/, "", p[m]); b = p[1]; for (j = 2; j < m; j++) b = b "/" p[j]; k = b "," p[m]; t[k] += $3; n[k]++; if (!(k in lo) || $3 < lo[k]) lo[k] = $3}
    END {for (k in t) {split(k, q, ","); if (q[2] == "typed") {s = q[1] ",stable"; printf "%s: %s: mean typed %.0f ns, stable %.0f ns (%.2f×); fastest typed %.0f ns, stable %.0f ns (%.2f×)\n", name, q[1], t[k]/n[k], t[s]/n[s], (t[s]/n[s])/(t[k]/n[k]), lo[k], lo[s], lo[s]/lo[k]}
      if (q[2] == "suffixed") {s = q[1] ",python"; printf "%s: %s (stable): mean suffixed %.0f ns, Python-shaped %.0f ns (%.3f×); fastest %.0f ns, %.0f ns (%.3f×)\n", name, q[1], t[k]/n[k], t[s]/n[s], (t[s]/n[s])/(t[k]/n[k]), lo[k], lo[s], lo[s]/lo[k]}}}' name="$NAME" "$cache/$NAME-bench.log"
fi
if [ "${STABLE_COUNT:-}" = 1 ]; then
  # Instructions per call of the Python-shaped entry points and the
  # suffixed functions they reach, counted by callgrind (deterministic,
  # where the timed ratio spreads as wide as the budget it checks).
  scripts/debian-root.sh "$ROOT_SUITE" install valgrind >/dev/null
  calls=200
  names=$(inroot "cd diff && ../diff.test -test.run '^\$' -test.bench '^BenchmarkPythonInstructions\$' -test.benchtime 1x" | sed -n 's/^BenchmarkPythonInstructions\/\(.*\)-[0-9]*\s.*/\1/p')
  inroot "rm -f /tmp/cg.out* && cd diff && $(scripts/callgrind-pairs.sh --command /tmp/cg.out) ../diff.test -test.run '^\$' -test.bench '^BenchmarkPythonInstructions\$' -test.benchtime ${calls}x >/dev/null 2>&1"
  echo "$NAME: instructions per call (callgrind; base: the suffixed function):"
  scripts/callgrind-pairs.sh "$root/tmp/cg.out" "$calls" $names
fi
echo "$NAME: PASS: $(grep -c '^\s*--- PASS' "$log") runtime, nn and data tests (pure and hybrid), differential test passed (logs: $log, $cache/$NAME-diff.log)"
echo "timings: $(IFS=';'; echo "${summary[*]}")"
