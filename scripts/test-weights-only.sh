#!/usr/bin/env bash
# torch.Save's files against PyTorch's weights-only unpickler, which
# torch.load(path) uses by default since PyTorch 2.6
# (torch/_weights_only_unpickler.py: an allowlist of globals and opcodes).
#
#   1. the host's Go test TestSaveWeightsOnly (the generated package, host
#      libtorch 1.13.1) writes its files with torch.Save (a state_dict with
#      requires_grad parameters, views and shared storages, every dtype,
#      0-d and empty tensors, one tensor, nested dicts, lists and tuples,
#      Python scalars, bytes, dtypes, an OrderedDict with attributes), and
#      beside them expect.json (the exact values), check.py and
#      allowlist.txt (the Go side's table of the weights-only allowlist,
#      weightsOnlyGlobals); it fails, never skips, when asked for them
#      (GOTORCHGEN_WEIGHTSONLY_DIR);
#   2. the trixie root's python3-torch (2.6.0) and the sid root's (2.14.1)
#      each run check.py: torch.load(path) with its default arguments on
#      every file, compared with expect.json (dtype, shape, stride, offset,
#      requires_grad, shared storages, bytes; floats by their bits), and
#      the root's allowlist against allowlist.txt (a global PyTorch allows
#      that the Go table lacks fails: unreviewed).
#
#   scripts/test-weights-only.sh    (make test-weights-only)
#
# Only Python runs in the roots (installs python3-torch in a root that
# lacks it); work directory /work/test-weights-only in each, log
# $GOTORCHGEN_CACHE/test-weights-only.log. Exits 0 with a loud SKIP when a
# root cannot be made here (not root and no sudo); GOTORCHGEN_ROOT_REQUIRED=1
# (or GOTORCHGEN_TRIXIE_REQUIRED=1 / GOTORCHGEN_SID_REQUIRED=1) makes that
# a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
NAME=test-weights-only
source scripts/trixie-common.sh

cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
mkdir -p "$cache"
log="$cache/$NAME.log"
: >"$log"


t0=$(now)
hold_workdir
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
set +e
(cd generated && GOTORCHGEN_WEIGHTSONLY_DIR="$out" go test -count=1 -timeout 10m ./torch \
  -run '^TestSaveWeightsOnly$' -v) >>"$log" 2>&1
rc=$?
set -e
step "Go writes (host, TestSaveWeightsOnly)" "$t0"
gopass=$(grep -c '^\s*--- PASS' "$log" || true)
goskip=$(grep -c '^\s*--- SKIP' "$log" || true)
if [ $rc != 0 ] || [ "$goskip" != 0 ] || [ "$gopass" = 0 ] || [ ! -f "$out/expect.json" ]; then
  grep -B2 -A12 -E '^\s*--- (FAIL|SKIP)|^FAIL|panic:' "$log" | head -60
  echo "$NAME: FAIL (the Go side: $gopass passed, $goskip skipped; full log: $log)"
  exit 1
fi
nfiles=$(ls "$out"/*.pt | wc -l)

pass=0
fail=0
results=()
for ROOT_SUITE in trixie sid; do
  t0=$(now)
  ensure_root
  scripts/debian-root.sh "$ROOT_SUITE" install python3-torch >&2
  in=/work/$NAME
  work="$root$in"
  $SUDO rm -rf "$work"
  $SUDO mkdir -p "$work"
  $SUDO cp "$out"/* "$work/"
  echo "== $ROOT_SUITE" >>"$log"
  set +e
  scripts/debian-root.sh "$ROOT_SUITE" run /bin/sh -c "cd $in && timeout 300 python3 check.py $in" >"$out/$ROOT_SUITE.log" 2>&1
  rc=$?
  set -e
  cat "$out/$ROOT_SUITE.log" >>"$log"
  step "torch.load in $ROOT_SUITE" "$t0"
  p=$(grep -c '^PASS ' "$out/$ROOT_SUITE.log" || true)
  f=$(grep -c '^FAIL ' "$out/$ROOT_SUITE.log" || true)
  version=$(sed -n 's/^torch \([^:]*\):.*/\1/p' "$out/$ROOT_SUITE.log")
  grep -E '^(FAIL|allowlist)' "$out/$ROOT_SUITE.log" | sed "s/^/  $ROOT_SUITE: /" || true
  if [ $rc != 0 ] || [ "$p" != "$nfiles" ]; then
    [ "$f" != 0 ] || tail -20 "$out/$ROOT_SUITE.log"
    fail=$((fail + (f > 0 ? f : 1)))
    results+=("$ROOT_SUITE (torch ${version:-?}): $p of $nfiles files passed, FAIL")
  else
    results+=("$ROOT_SUITE (torch $version): $p of $nfiles files passed")
  fi
  pass=$((pass + p))
done

if [ $fail != 0 ]; then
  echo "$NAME: FAIL ($pass passed, $fail failed: $(IFS=';'; echo "${results[*]}"); full log: $log)"
  exit 1
fi
echo "$NAME: PASS: torch.load(path) with default arguments (weights_only) reads what torch.Save wrote: $pass passed ($(IFS=';'; echo "${results[*]}")) (log: $log)"
echo "timings: $(IFS=';'; echo "${summary[*]}")"
