#!/usr/bin/env bash
# AOTInductor packages for real (specs/aoti.yaml, AOTIModel), in the sid root
# of scripts/debian-root.sh: Debian's python3-torch (the root's libtorch,
# 2.14.1 when the root was made) exports a small model with torch.export and
# packages it with torch._inductor.aoti_compile_and_package
# (scripts/testdata/aoti/export.py); gotorchgen generates the package from
# the root's /usr into a consumer module, and the Go test
# scripts/testdata/aoti/aoti_test.go loads the .pt2 and checks its outputs,
# metadata, call spec and constants against what PyTorch printed; and the
# same program compiled by scripts/pt2/compile_pt2.py's recipe (vector
# kernels, freezing; docs/SERVING-PT2.md), checked against PyTorch's loader
# of it and against eager; and the recipe's conv-as-GEMM rewrite against
# F.conv2d (scripts/pt2/test_conv_as_gemm.py). The tests are
# templates/_stable/aoti_test.go, one
# source for the typed and the stable mode: this script copies it, with the
# typed mode's helpers (scripts/testdata/aoti/aoti_typed_test.go), into the
# typed package it generates and runs them from that package's test binary;
# aoti_test.go, in a consumer package, holds the benchmarks against C++.
#
#   scripts/test-aoti.sh            (make test-aoti)
#   AOTI_BENCH=1 scripts/test-aoti.sh   (make bench-aoti)
#       also BenchmarkAOTIRun: Go's Run (and, NAME-into, RunInto)
#       against C++'s loader.run on the same packages in one process, five
#       rounds.
#   AOTI_MODELS=1 scripts/test-aoti.sh  (make bench-aoti-models)
#       also BenchmarkAOTIModels: the same on the issue's four serving
#       models (export_models.py: the recipe with autotuning; exported once
#       per python3-torch, cached in $GOTORCHGEN_CACHE/aoti-models/KEY, about
#       a minute here), three rounds on one thread (OMP_NUM_THREADS=1, as
#       the issue measured), each model's budget (0.2 µs + 5 % of C++'s
#       run) checked.
#   AOTI_COUNT=1 scripts/test-aoti.sh   (make count-instructions-aoti)
#       also the instructions a run costs from Go (Run and Free; RunInto)
#       and from C++ on the one-ReLU package and the test model
#       (BenchmarkAOTIRunInstructions under callgrind; about 5 minutes).
#
# The .pt2 is exported once per (export.py, python3-torch version) and kept
# in $GOTORCHGEN_CACHE/aoti/KEY/ (export: about 30 s). Installs python3-torch,
# python3-dev and g++ in the root when it lacks them (a few minutes, once).
# Work directory /work/test-aoti in the root, log $GOTORCHGEN_CACHE/test-aoti.log.
# Fails when the root's libtorch has no AOTIModelPackageLoader (the class
# is left out). Exits 0 with a loud SKIP when the root cannot be made here
# (not root and no sudo); GOTORCHGEN_SID_REQUIRED=1 (or
# GOTORCHGEN_ROOT_REQUIRED=1) makes that a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT_SUITE=sid
NAME=test-aoti
source scripts/trixie-common.sh

cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
mkdir -p "$cache"
log="$cache/$NAME.log"
src=scripts/testdata/aoti

enter_root

t0=$(now)
# libsleef-dev: the vectorized kernels of scripts/pt2/compile_pt2.py's
# recipe include sleef.h.
scripts/debian-root.sh "$ROOT_SUITE" install python3-torch python3-dev g++ libsleef-dev
[ "${AOTI_COUNT:-}" = 1 ] && scripts/debian-root.sh "$ROOT_SUITE" install valgrind
step "python3-torch" "$t0"

t0=$(now)
install_gotorchgen
step "gotorchgen build" "$t0"

fresh_workdir example.com/aotitest
$SUDO mkdir -p "$work/aoti" "$work/pt2" "$work/cxxbench"
$SUDO cp "$src/aoti_test.go" "$work/aoti/"
$SUDO cp "$src/cxxbench/bench.go" "$src/cxxbench/bench.h" "$src/cxxbench/bench.cpp" "$work/cxxbench/"

# The export, cached on the host by what makes it: export.py and the
# root's python3-torch.
t0=$(now)
torchver=$(scripts/debian-root.sh "$ROOT_SUITE" run dpkg-query -W -f='${Version}' python3-torch)
key=$( { cat "$src/export.py" scripts/pt2/compile_pt2.py; echo "$torchver"; } | sha256sum | cut -c1-16)
pt2="$cache/aoti/$key"
if [ ! -f "$pt2/model.pt2" ] || [ ! -f "$pt2/recipe.pt2" ] || [ ! -f "$pt2/relu.pt2" ] || [ ! -f "$pt2/expect.json" ]; then
  $SUDO cp "$src/export.py" scripts/pt2/compile_pt2.py "$work/"
  inroot "timeout 600 python3 export.py pt2"
  mkdir -p "$pt2.new"
  cp "$work/pt2/model.pt2" "$work/pt2/recipe.pt2" "$work/pt2/relu.pt2" "$work/pt2/expect.json" "$pt2.new/"
  rm -rf "$pt2"
  mv "$pt2.new" "$pt2"
  step "export (python3-torch $torchver)" "$t0"
else
  $SUDO cp "$pt2/model.pt2" "$pt2/recipe.pt2" "$pt2/relu.pt2" "$pt2/expect.json" "$work/pt2/"
  step "export (cached: $pt2)" "$t0"
fi

# The recipe's conv-as-GEMM rewrite (both column layouts) against the
# root's own F.conv2d, eagerly: a few seconds; the compiled form is
# `python3 test_conv_as_gemm.py --compile DIR`, by hand (minutes).
t0=$(now)
$SUDO cp scripts/pt2/compile_pt2.py scripts/pt2/test_conv_as_gemm.py "$work/"
inroot "timeout 300 python3 test_conv_as_gemm.py" || { echo "$NAME: FAIL: scripts/pt2/test_conv_as_gemm.py"; exit 1; }
step "conv-as-GEMM rewrite against F.conv2d" "$t0"

t0=$(now)
inroot "$gtg generate --libtorch /usr --out torch --package torch --import-path example.com/aotitest/torch >/dev/null && head -2 torch/cgo_flags.go | tail -1"
# The .pt2 tests, shared with the stable mode, in the package itself.
$SUDO cp templates/_stable/aoti_test.go "$src/aoti_typed_test.go" "$work/torch/"
if ! grep -q '^type AOTIModel struct' "$work/torch/classes.go"; then
  grep -i aoti "$work/torch/REPORT.md" || true
  echo "$NAME: FAIL: the package has no AOTIModel (the root's libtorch lacks the AOTI package loader)"
  exit 1
fi
step "generate" "$t0"

t0=$(now)
inroot "timeout 1200 go vet ./aoti ./torch && timeout 1200 go test -c -o aoti.test ./aoti && timeout 1200 go test -c -o torch.test ./torch"
step "build (go vet + go test -c, Go build cache in the root)" "$t0"

t0=$(now)
set +e
inroot "cd torch && GOTORCHGEN_AOTI_DIR=$in/pt2 timeout 300 ../torch.test -test.run '^TestAOTI' -test.v -test.count=1 -test.timeout=4m && cd ../aoti && GOTORCHGEN_AOTI_DIR=$in/pt2 timeout 300 ../aoti.test -test.v -test.count=1 -test.timeout=4m" >"$log" 2>&1
rc=$?
set -e
step "test" "$t0"

pass=$(grep -c '^\s*--- PASS' "$log" || true)
fail=$(grep -c '^\s*--- FAIL' "$log" || true)
grep -E '^\s+aoti_test\.go:[0-9]+: ' "$log" | sed 's/^ */  /' || true
if [ $rc != 0 ]; then
  grep -B2 -A12 -E '^\s*--- FAIL|^FAIL|panic:' "$log" | head -80
  echo "$NAME: FAIL ($pass passed, $fail failed; full log: $log)"
  exit 1
fi
if [ "${AOTI_BENCH:-}" = 1 ]; then
  # Five rounds; each reports Go's and C++'s time per run over
  # alternating blocks (BenchmarkAOTIRun).
  inroot "cd aoti && for i in 1 2 3 4 5; do GOTORCHGEN_AOTI_DIR=$in/pt2 ../aoti.test -test.run '^\$' -test.bench 'AOTIRun\$' -test.benchtime 20000x -test.timeout=10m; done" >"$cache/$NAME-bench.log" 2>&1
  grep -E '^Benchmark' "$cache/$NAME-bench.log"
  awk '/^BenchmarkAOTIRun/ {split($1, p, "/"); sub(/-[0-9]+$/, "", p[2]); for (i = 3; i < NF; i++) if ($(i+1) == "extra-ns/run") e = $i; else if ($(i+1) == "go/cxx") r = $i; else if ($(i+1) == "cxx-ns/run") c = $i
      k = p[2]; n[k]++; se[k] += e; sr[k] += r; sc[k] += c; if (!(k in lo) || r < lo[k]) {lo[k] = r; loe[k] = e}}
    END {for (k in n) printf "%s: %s: C++ %.0f ns a run; Go +%.0f ns (%.3f×) mean of %d rounds; best round +%.0f ns (%.3f×)\n", name, k, sc[k]/n[k], se[k]/n[k], sr[k]/n[k], n[k], loe[k], lo[k]}' name="$NAME" "$cache/$NAME-bench.log"
fi
if [ "${AOTI_MODELS:-}" = 1 ]; then
  t0=$(now)
  mkey=$( { cat "$src/export_models.py" scripts/pt2/compile_pt2.py; echo "$torchver"; } | sha256sum | cut -c1-16)
  models="$cache/aoti-models/$mkey"
  if [ ! -f "$models/models.json" ]; then
    $SUDO cp "$src/export_models.py" scripts/pt2/compile_pt2.py "$work/"
    inroot "timeout 3000 python3 export_models.py models"
    mkdir -p "$models.new"
    cp "$work"/models/*.pt2 "$work/models/models.json" "$models.new/"
    rm -rf "$models"
    mv "$models.new" "$models"
    step "export the four models (python3-torch $torchver)" "$t0"
  else
    $SUDO mkdir -p "$work/models"
    $SUDO cp "$models"/*.pt2 "$models/models.json" "$work/models/"
    step "export the four models (cached: $models)" "$t0"
  fi
  inroot "cd aoti && for i in 1 2 3; do OMP_NUM_THREADS=1 GOTORCHGEN_AOTI_MODELS_DIR=$in/models ../aoti.test -test.run '^\$' -test.bench 'AOTIModels\$' -test.benchtime 2000x -test.timeout=20m; done" >"$cache/$NAME-models.log" 2>&1
  grep -E '^Benchmark' "$cache/$NAME-models.log"
  awk '/^BenchmarkAOTIModels/ {split($1, p, "/"); sub(/-[0-9]+$/, "", p[2]); for (i = 3; i < NF; i++) if ($(i+1) == "extra-ns/run") e = $i; else if ($(i+1) == "go/cxx") r = $i; else if ($(i+1) == "cxx-ns/run") c = $i
      k = p[2]; n[k]++; se[k] += e; sr[k] += r; sc[k] += c; if (!(k in lo) || r < lo[k]) {lo[k] = r; loe[k] = e; loc[k] = c}}
    END {for (k in n) {b = 200 + 0.05 * loc[k]; printf "%s: %s: C++ %.0f ns a run; Go +%.0f ns (%.3f×) mean of %d rounds; best round +%.0f ns (%.3f×), budget %.0f ns: %s\n", name, k, sc[k]/n[k], se[k]/n[k], sr[k]/n[k], n[k], loe[k], lo[k], b, (loe[k] <= b ? "within" : "over")}}' name="$NAME" "$cache/$NAME-models.log"
fi
if [ "${AOTI_COUNT:-}" = 1 ]; then
  # callgrind's command as the other counts run it (scripts/callgrind-pairs.sh
  # says why each setting), dumping at aotiMark; package p's round k has
  # its Go loop of Run and Free in part 10p+3k+2, its Go loop of RunInto
  # in 10p+3k+3 and C++'s in 10p+3k+4, read from the locked thread's file;
  # each loop's fewest is its count.
  cg=$(scripts/callgrind-pairs.sh --command /tmp/aoti-count/cg | sed 's/pythonShapedMark/aotiMark/')
  inroot "rm -rf /tmp/aoti-count && mkdir -p /tmp/aoti-count && cd aoti && GOTORCHGEN_AOTI_DIR=$in/pt2 timeout 1800 env $cg ../aoti.test -test.run '^\$' -test.bench AOTIRunInstructions -test.benchtime 1x >/tmp/aoti-count/log 2>&1" || { tail -5 "$root/tmp/aoti-count/log"; echo "$NAME: FAIL: callgrind"; exit 1; }
  calls=$(sed -n 's/^const aotiRunCalls = //p' "$src/aoti_test.go")
  : >"$cache/$NAME-count.txt"
  p=0
  for pkg in relu model; do
    counts=()
    for k in 0 1 2; do
      for side in 2 3 4; do
        counts+=("$(sed -n 's/^totals: //p' "$root"/tmp/aoti-count/cg.$((10 * p + 3 * k + side))-*)")
      done
    done
    echo "${counts[*]}" | awk -v n="$calls" -v name="$NAME" -v pkg="$pkg" '{if (NF != 9) {print name ": FAIL: " NF " counts for " pkg ", want 9"; exit 1}
        g = $1; r = $2; x = $3; for (i = 4; i <= 7; i += 3) {if ($i < g) g = $i; if ($(i+1) < r) r = $(i+1); if ($(i+2) < x) x = $(i+2)}
        printf "%s: instructions a run of %s.pt2: Go Run+Free %.0f, C++ %.0f, Go - C++ %.0f (%.3f×); Go RunInto %.0f, Go - C++ %.0f (%.3f×)\n", name, pkg, g/n, x/n, (g-x)/n, g/x, r/n, (r-x)/n, r/x}' | tee -a "$cache/$NAME-count.txt"
    p=$((p + 1))
  done
fi
echo "$NAME: PASS against python3-torch $torchver in the $ROOT_SUITE root: $pass passed (log: $log)"
echo "timings: $(IFS=';'; echo "${summary[*]}")"
