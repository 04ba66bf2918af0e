# trixie-common.sh: what the scripts that work in a Debian root of
# scripts/debian-root.sh share: test-trixie.sh, test-sid.sh, check-cuda.sh,
# test-stable.sh, test-aoti.sh and the other scripts that work in a root.
# Source it after setting NAME (the prefix of every line printed) and, for
# another root than trixie's, ROOT_SUITE (the Debian suite, e.g. sid).

ROOT_SUITE=${ROOT_SUITE:-trixie}

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.1f", b-a}'; }
summary=()
# step LABEL START: record and print how long a step took.
step() { summary+=("$1 $(secs "$2" "$(now)") s"); echo "$NAME: ${summary[-1]}" >&2; }

# ensure_root sets root to the path of the ROOT_SUITE root
# (scripts/debian-root.sh ROOT_SUITE ensure). When it cannot be made here (not root and no sudo), the calling
# script exits 0 after a loud SKIP, or 1 when that is required:
# GOTORCHGEN_ROOT_REQUIRED=1 for every suite, or GOTORCHGEN_<SUITE>_REQUIRED=1
# for one (GOTORCHGEN_TRIXIE_REQUIRED, GOTORCHGEN_SID_REQUIRED).
ensure_root() {
  local rc=0 required
  root=$(scripts/debian-root.sh "$ROOT_SUITE" ensure) || rc=$?
  if [ $rc = 77 ]; then
    echo "##########################################################################" >&2
    echo "SKIP $NAME: the $ROOT_SUITE root needs root (debootstrap, chroot, mount)" >&2
    echo "##########################################################################" >&2
    required="GOTORCHGEN_${ROOT_SUITE^^}_REQUIRED"
    required=${required//-/_}
    if [ "${GOTORCHGEN_ROOT_REQUIRED:-}" = 1 ] || [ "${!required:-}" = 1 ]; then exit 1; fi
    exit 0
  fi
  [ $rc = 0 ] || exit $rc
}

# SUDO prefixes what needs root in the root's files (empty when root).
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo -n"

# enter_root: ensure_root, then hold_workdir, timed as the step "root":
# how every script that works in a root begins.
enter_root() {
  local t0
  t0=$(now)
  ensure_root
  hold_workdir
  step "root" "$t0"
}

# hold_workdir: one run at a time of the calling script. Its work directory
# in the root is fixed (the root's Go build cache is keyed on it), so a
# second run at once (two checkouts' make test on one machine) would remove
# it under the first.
hold_workdir() {
  local lock="${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}/$NAME.lock"
  exec 8>"$lock"
  flock -w 3600 8 || { echo "$NAME: timed out waiting for $lock" >&2; exit 1; }
}

# install_gotorchgen: build gotorchgen on the host (static, no cgo) and
# put it in the root as $gtg, /opt/gotorchgen/$NAME/gotorchgen: a path per
# script, because the scripts sharing a root hold different locks
# (hold_workdir) and would otherwise replace each other's binary mid-run.
# Needs SUDO and root.
install_gotorchgen() {
  bin=$(mktemp -d) # global, for the EXIT trap
  trap 'rm -rf "$bin"' EXIT
  CGO_ENABLED=0 go build -trimpath -o "$bin/gotorchgen" ./cmd/gotorchgen
  gtg=/opt/gotorchgen/$NAME/gotorchgen
  $SUDO mkdir -p "$root${gtg%/*}"
  $SUDO install -m 0755 "$bin/gotorchgen" "$root$gtg"
}

# fresh_workdir MODULE: empty the work directory /work/$NAME in the root
# and give it a go.mod for MODULE; sets in (its path in the root) and work
# (on the host). A fixed directory, so that the Go build cache in the root
# (keyed on the package directory, among others) makes a second run quick.
fresh_workdir() {
  [ -n "$root" ] && [ -d "$root/usr/lib" ] || { echo "no $ROOT_SUITE root at '$root'" >&2; exit 1; }
  in=/work/$NAME
  work="$root$in"
  $SUDO rm -rf "$work"
  $SUDO mkdir -p "$work"
  printf 'module %s\n\ngo 1.24\n' "$1" | $SUDO tee "$work/go.mod" >/dev/null
}

# inroot SCRIPT: run the shell script SCRIPT in the root, in the work
# directory $in.
inroot() { scripts/debian-root.sh "$ROOT_SUITE" run /bin/sh -c "cd $in && $1"; }

# runtime_tests: the generated package's runtime tests against the root's
# own libtorch (test-trixie.sh, test-sid.sh), and package distributed's. gotorchgen is built on the
# host (static, no cgo) and copied into the root; there it generates the
# package from the root's /usr, so the cgo flags name the root's paths, into
# a small consumer module in /work/NAME; the root's Go and g++ build it and
# run the tests. Nothing leaves the root but the log ($cache/NAME.log) and
# the timings.
runtime_tests() {
  local cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
  mkdir -p "$cache"
  local log="$cache/$NAME.log"
  local t0 rc pass skip fail version

  t0=$(now)
  ensure_root
  hold_workdir
  # Package distributed's tests put a Python rank (the root's python3-torch,
  # the same libtorch) in a group with Go ranks.
  scripts/debian-root.sh "$ROOT_SUITE" install python3-torch >&2
  step "root" "$t0"

  # Root owns the root's files; when not root, the tool runs through sudo.
  local SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo -n"

  t0=$(now)
  install_gotorchgen
  step "gotorchgen build" "$t0"

  local work
  fresh_workdir "example.com/${ROOT_SUITE//-/}test"

  t0=$(now)
  inroot "$gtg generate --libtorch /usr --out torch --runtime-tests && head -2 torch/cgo_flags.go && grep '#cgo' torch/cgo_flags.go"
  step "generate" "$t0"
  # The version the package was generated for, from its stamp
  # ("// gotorchgen 0.1.0; libtorch 2.6.0 (cpu); …").
  version=$(sed -n '2s/.*; libtorch \([^ ;]*\).*/\1/p' "$work/torch/cgo_flags.go")

  t0=$(now)
  inroot "go version && go vet ./torch ./torch/nn ./torch/distributed && go test -c -o torch.test ./torch && go test -c -o distributed.test ./torch/distributed"
  step "build (go vet + go test -c, Go build cache in the root)" "$t0"

  t0=$(now)
  set +e
  inroot 'cd torch && ../torch.test -test.v -test.count=1 -test.timeout=30m' >"$log" 2>&1
  rc=$?
  # Package distributed's multi-process tests (c10d, Gloo on loopback).
  inroot 'cd torch/distributed && ../../distributed.test -test.v -test.count=1 -test.timeout=10m' >>"$log" 2>&1 || rc=$?
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
    scripts/go-test-failures.sh "$log"
    echo "$NAME: FAIL ($pass passed, $fail failed, $skip skipped; full log: $log)"
    exit 1
  fi
  echo "$NAME: PASS against libtorch $version in the $ROOT_SUITE root: $pass passed, $skip skipped (log: $log)"
  echo "timings: $(IFS=';'; echo "${summary[*]}")"
}
