#!/usr/bin/env bash
# The generated package's runtime tests against Debian trixie's libtorch
# 2.6.0, for real, inside the trixie root of scripts/trixie-root.sh.
#
#   scripts/test-trixie.sh          (make test-2.6)
#
# gotorchgen is built on the host (static, no cgo) and copied into the root;
# there it generates the package from the root's own /usr, so the cgo flags
# name the root's paths, into a small consumer module (go.mod + the package
# with its *_test.go runtime tests); trixie's Go 1.24 and g++ 14 build it and
# run the tests. Nothing leaves the root but the log and the timings.
#
# Exits 0 with a loud SKIP when the root cannot be made here (not root and no
# sudo). Set GOTORCHGEN_TRIXIE_REQUIRED=1 to make that a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
mkdir -p "$cache"
log="$cache/test-2.6.log"
NAME=test-2.6
source scripts/trixie-common.sh

t0=$(now)
ensure_root
hold_workdir
step "root" "$t0"

# Root owns the root's files; when not root, the tool runs through sudo.
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo -n"

t0=$(now)
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
CGO_ENABLED=0 go build -trimpath -o "$bin/gotorchgen" ./cmd/gotorchgen
$SUDO mkdir -p "$root/opt/gotorchgen"
$SUDO install -m 0755 "$bin/gotorchgen" "$root/opt/gotorchgen/gotorchgen"
step "gotorchgen build" "$t0"

# A fixed directory, so that the Go build cache in the root (keyed on the
# package directory, among others) makes a second run quick.
[ -n "$root" ] && [ -d "$root/usr/lib" ] || { echo "no trixie root at '$root'" >&2; exit 1; }
in=/work/test-2.6
work="$root$in"
$SUDO rm -rf "$work"
$SUDO mkdir -p "$work"
printf 'module example.com/trixietest\n\ngo 1.24\n' | $SUDO tee "$work/go.mod" >/dev/null

inroot() { scripts/trixie-root.sh run /bin/sh -c "cd $in && $1"; }

t0=$(now)
inroot '/opt/gotorchgen/gotorchgen generate --libtorch /usr --out torch && head -2 torch/cgo_flags.go && grep "#cgo" torch/cgo_flags.go'
step "generate" "$t0"

t0=$(now)
inroot "go version && go vet ./torch && go test -c -o torch.test ./torch"
step "build (go vet + go test -c, Go build cache in the root)" "$t0"

t0=$(now)
set +e
inroot 'cd torch && ../torch.test -test.v -test.count=1 -test.timeout=30m' >"$log" 2>&1
rc=$?
set -e
step "test" "$t0"

pass=$(grep -c '^\s*--- PASS' "$log" || true)
skip=$(grep -c '^\s*--- SKIP' "$log" || true)
fail=$(grep -c '^\s*--- FAIL' "$log" || true)
grep -E '\.go:[0-9]+: (libtorch [0-9]|Flavour )' "$log" | sed 's/^ */  /' || true
if [ "$skip" != 0 ]; then
  echo "skipped tests (with their reasons):"
  # go test -v prints a test's log lines, the reason included, before its
  # "--- SKIP" line.
  awk '/^=== RUN/{n=0; delete buf; next} /^ *--- SKIP/{sub(/^ */,""); print "  " $0; for(i=1;i<=n;i++) print "      " buf[i]; next} /^ *--- /{next} {sub(/^ */,""); buf[++n]=$0}' "$log"
fi
if [ $rc != 0 ]; then
  grep -B2 -A12 -E '^\s*--- FAIL|^FAIL|panic:' "$log" | head -80
  echo "test-2.6: FAIL ($pass passed, $fail failed, $skip skipped; full log: $log)"
  exit 1
fi
echo "test-2.6: PASS against libtorch 2.6.0 in the trixie root: $pass passed, $skip skipped (log: $log)"
echo "timings: $(IFS=';'; echo "${summary[*]}")"
