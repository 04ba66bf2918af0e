#!/usr/bin/env bash
# The safetensors format (templates/_runtime/safetensors.go) against the
# real library: python3-safetensors (0.8.0 when written) and python3-torch
# in the sid root of scripts/debian-root.sh.
#
#   1. installs python3-safetensors (and python3-torch, python3-numpy) in
#      the root when it lacks them;
#   2. the real library writes files (scripts/testdata/safetensors/real.py
#      write: safetensors.torch.save_file and safetensors.numpy.save_file,
#      every dtype incl. BF16, F16, F8_E4M3, F8_E5M2, U16-U64, C64,
#      metadata, a sharded checkpoint) and expect.json, what its load_file
#      and safe_open make of them;
#   3. the host's Go test TestSafetensorsReal (the generated package, host
#      libtorch 1.13.1: nothing is built in the root) reads them, checks
#      every value against expect.json, and writes them back into go/;
#   4. the real load_file reads Go's files (real.py check) and save_file of
#      what it read must be Go's bytes exactly.
#
#   scripts/test-safetensors.sh     (make test-safetensors)
#
# Work directory /work/test-safetensors in the root. Fails when the Go
# test skips. Exits 0 with a loud SKIP when the root cannot be made here
# (not root and no sudo); GOTORCHGEN_SID_REQUIRED=1 (or
# GOTORCHGEN_ROOT_REQUIRED=1) makes that a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT_SUITE=sid
NAME=test-safetensors
source scripts/trixie-common.sh

cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
mkdir -p "$cache"
log="$cache/$NAME.log"

enter_root

t0=$(now)
scripts/debian-root.sh "$ROOT_SUITE" install python3-safetensors python3-torch python3-numpy >&2
step "python3-safetensors" "$t0"

in=/work/$NAME
work="$root$in"
$SUDO rm -rf "$work"
$SUDO mkdir -p "$work/out"
$SUDO cp scripts/testdata/safetensors/real.py "$work/"

t0=$(now)
inroot() { scripts/debian-root.sh "$ROOT_SUITE" run /bin/sh -c "cd $in && $1"; }
inroot "timeout 300 python3 real.py write out"
step "save_file (real library)" "$t0"

host=$(mktemp -d)
trap 'rm -rf "$host"' EXIT
cp -r "$work/out/." "$host/"

t0=$(now)
set +e
(cd generated && GOTORCHGEN_SAFETENSORS_DIR="$host" go test -count=1 -timeout 15m ./torch \
  -run '^TestSafetensorsReal$' -v) >"$log" 2>&1
rc=$?
set -e
step "Go reads and writes (host, TestSafetensorsReal)" "$t0"
pass=$(grep -c '^\s*--- PASS' "$log" || true)
skip=$(grep -c '^\s*--- SKIP' "$log" || true)
fail=$(grep -c '^\s*--- FAIL' "$log" || true)
grep -E '^\s+safetensors_real_test\.go:[0-9]+: ' "$log" | sed 's/^ */  /' || true
if [ $rc != 0 ] || [ "$skip" != 0 ] || [ "$pass" = 0 ]; then
  grep -B2 -A12 -E '^\s*--- (FAIL|SKIP)|^FAIL|panic:' "$log" | head -80
  echo "$NAME: FAIL (Go: $pass passed, $fail failed, $skip skipped; full log: $log)"
  exit 1
fi

t0=$(now)
$SUDO rm -rf "$work/out/go"
$SUDO cp -r "$host/go" "$work/out/go"
set +e
inroot "timeout 300 python3 real.py check out" | tee -a "$log"
prc=${PIPESTATUS[0]}
set -e
step "load_file of Go's files (real library)" "$t0"
if [ "$prc" != 0 ]; then
  echo "$NAME: FAIL (the real library on Go's files; full log: $log)"
  exit 1
fi
echo "$NAME: PASS: Go read the real library's files ($pass tests passed, 0 skipped) and it read Go's ($(grep -o '[0-9]* files, [0-9]* tensors' "$log" | tail -1)) (log: $log)"
echo "timings: $(IFS=';'; echo "${summary[*]}")"
