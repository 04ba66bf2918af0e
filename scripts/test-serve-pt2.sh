#!/usr/bin/env bash
# The .pt2 serving example (generated/examples/servept2) for real, in the
# sid root of scripts/debian-root.sh: the root's python3-torch exports
# model.py's classifier and compiles it with scripts/pt2/compile_pt2.py's
# recipe (export.py, which also writes the expected outputs); gotorchgen
# generates the package from the root's /usr into a consumer module, the
# example is copied there (its import path rewritten) and built with
# -tags pt2, and its tests run: the Go server's answers against PyTorch
# eager and PyTorch's loader of the package, against serve.py (the Python
# twin, on the same package), under 32 concurrent clients, bad requests,
# graceful shutdown, live handles back to zero.
#
#   scripts/test-serve-pt2.sh       (make test-serve-pt2)
#
# The .pt2 is exported once per (export.py, model.py, request.json,
# compile_pt2.py, python3-torch version) and kept in
# $GOTORCHGEN_CACHE/servept2/KEY/ (export and compile: about 30 s).
# Installs python3-torch, python3-dev, g++ and libsleef-dev in the root
# when it lacks them (a few minutes, once). Work directory
# /work/test-serve-pt2 in the root, log $GOTORCHGEN_CACHE/test-serve-pt2.log.
# Exits 0 with a loud SKIP when the root cannot be made here (not root and
# no sudo); GOTORCHGEN_SID_REQUIRED=1 (or GOTORCHGEN_ROOT_REQUIRED=1) makes
# that a failure.
#
#   SERVE_PT2_BENCH=1 scripts/test-serve-pt2.sh   (make bench-serve-pt2)
#       also the serving benchmarks: the server process's CPU a request,
#       the Go server's and serve.py's, and predict alone.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT_SUITE=sid
NAME=test-serve-pt2
source scripts/trixie-common.sh

cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
mkdir -p "$cache"
log="$cache/$NAME.log"
src=generated/examples/servept2
module=example.com/servept2test

enter_root

t0=$(now)
# libsleef-dev: the vectorized kernels of the recipe include sleef.h.
scripts/debian-root.sh "$ROOT_SUITE" install python3-torch python3-dev g++ libsleef-dev
step "python3-torch" "$t0"

t0=$(now)
install_gotorchgen
step "gotorchgen build" "$t0"

fresh_workdir "$module"
$SUDO mkdir -p "$work/servept2"
# The example and the serving benchmark it shares with examples/serve, their
# imports rewritten to the work module.
$SUDO mkdir -p "$work/internal/httpbench"
for f in "$src"/*.go generated/examples/internal/httpbench/*.go; do
  case $f in "$src"/*) dst="$work/servept2/${f##*/}" ;; *) dst="$work/internal/httpbench/${f##*/}" ;; esac
  sed -e "s#github.com/gotorchgen/gotorchgen/generated/torch#$module/torch#" \
    -e "s#github.com/gotorchgen/gotorchgen/generated/examples/internal/#$module/internal/#" "$f" | $SUDO tee "$dst" >/dev/null
done
$SUDO cp "$src/model.py" "$src/export.py" "$src/serve.py" "$src/request.json" scripts/pt2/compile_pt2.py "$work/servept2/"

# The export, cached on the host by what makes it.
t0=$(now)
torchver=$(scripts/debian-root.sh "$ROOT_SUITE" run dpkg-query -W -f='${Version}' python3-torch)
key=$( { cat "$src/export.py" "$src/model.py" "$src/request.json" scripts/pt2/compile_pt2.py; echo "$torchver"; } | sha256sum | cut -c1-16)
pt2="$cache/servept2/$key"
if [ ! -f "$pt2/model.pt2" ] || [ ! -f "$pt2/expect.json" ]; then
  inroot "cd servept2 && timeout 900 python3 export.py ."
  mkdir -p "$pt2.new"
  cp "$work/servept2/model.pt2" "$work/servept2/expect.json" "$pt2.new/"
  rm -rf "$pt2"
  mv "$pt2.new" "$pt2"
  step "export (python3-torch $torchver)" "$t0"
else
  $SUDO cp "$pt2/model.pt2" "$pt2/expect.json" "$work/servept2/"
  step "export (cached: $pt2)" "$t0"
fi

t0=$(now)
inroot "$gtg generate --libtorch /usr --out torch --package torch --import-path $module/torch >/dev/null && head -2 torch/cgo_flags.go | tail -1"
if ! grep -q '^type AOTIModel struct' "$work/torch/classes.go"; then
  grep -i aoti "$work/torch/REPORT.md" || true
  echo "$NAME: FAIL: the package has no AOTIModel (the root's libtorch lacks the AOTI package loader)"
  exit 1
fi
step "generate" "$t0"

# README.md's blocks fenced "go pt2" (docs/snippets_test.go skips them:
# they need AOTIModel) type-check against this package, each the body of a
# function with x (*torch.Tensor) in scope; as there, a variable a
# fragment declares and does not use is no error.
$SUDO mkdir -p "$work/readme"
awk -v mod="$module" 'BEGIN {print "package readme\n\nimport \"" mod "/torch\"\n\nvar _ = torch.LiveTensors"}
  /^```go pt2$/ {n++; print "\nfunc snippet" n "() {\n\tvar x *torch.Tensor\n\t_ = x"; on = 1; next}
  on && /^```/ {print "}"; on = 0; next}
  on {print}
  END {if (n == 0) exit 1}' README.md | $SUDO tee "$work/readme/snippets.go" >/dev/null ||
  { echo "$NAME: FAIL: README.md has no block fenced go pt2"; exit 1; }

t0=$(now)
snippets=$(inroot "timeout 1800 go build ./readme 2>&1" | grep -E '\.go:[0-9]+' | grep -v 'declared and not used' || true)
if [ -n "$snippets" ]; then
  echo "$snippets"
  echo "$NAME: FAIL: README.md's go pt2 blocks do not compile against the package"
  exit 1
fi
inroot "timeout 1800 go vet -tags pt2 ./servept2 && timeout 1800 go test -tags pt2 -c -o servept2.test ./servept2"
step "build (README's go pt2 blocks, go vet + go test -c, -tags pt2; Go build cache in the root)" "$t0"

t0=$(now)
set +e
inroot "cd servept2 && GOTORCHGEN_PYTHON=python3 timeout 600 ../servept2.test -test.v -test.count=1 -test.timeout=8m" >"$log" 2>&1
rc=$?
set -e
step "test" "$t0"

pass=$(grep -c '^\s*--- PASS' "$log" || true)
fail=$(grep -c '^\s*--- FAIL' "$log" || true)
skip=$(grep -c '^\s*--- SKIP' "$log" || true)
grep -E '^\s+main_test\.go:[0-9]+: |^after the tests' "$log" | sed 's/^ */  /' || true
# A skip here is a failure: the root has everything the tests need.
if [ $rc != 0 ] || [ "$skip" != 0 ]; then
  grep -B2 -A12 -E '^\s*--- (FAIL|SKIP)|^FAIL|panic:' "$log" | head -80
  echo "$NAME: FAIL ($pass passed, $fail failed, $skip skipped; full log: $log)"
  exit 1
fi
if [ "${SERVE_PT2_BENCH:-}" = 1 ]; then
  # The server process's CPU a request, Go's and serve.py's (bench_test.go),
  # and predict alone; three rounds.
  inroot "cd servept2 && GOTORCHGEN_PYTHON=python3 timeout 900 ../servept2.test -test.run '^\$' -test.bench 'Serve|Predict' -test.benchtime 3s -test.count 3" 2>&1 | tee "$cache/$NAME-bench.log" | grep -E '^Benchmark'
fi
echo "$NAME: PASS against python3-torch $torchver in the $ROOT_SUITE root: $pass passed (log: $log)"
echo "timings: $(IFS=';'; echo "${summary[*]}")"
