#!/usr/bin/env bash
# A Debian root (debootstrap) of another suite that runs that suite's
# libtorch for real: the bookworm host's glibc and libstdc++ are too old for
# the libraries of trixie (libtorch 2.6.0) and sid (libtorch 2.14.1).
#
#   scripts/debian-root.sh SUITE ensure         create the root if needed; print its path
#   scripts/debian-root.sh SUITE run CMD ARG…   ensure, then run CMD inside it (/proc
#                                               mounted for the run, always unmounted)
#   scripts/debian-root.sh SUITE install PKG…   ensure, then install the packages PKG…
#                                               the root lacks (a test's extra tools, e.g.
#                                               python3-torch for scripts/test-aoti.sh)
#   scripts/debian-root.sh SUITE path           print where the root lives
#
# SUITE is a Debian suite name: trixie, sid. scripts/trixie-root.sh is this
# script for trixie. Each suite's root is cached outside the checkout, in
# ${GOTORCHGEN_CACHE:-~/.cache/gotorchgen}/SUITE-root, with its own lock
# (SUITE-root.lock) and logs (SUITE-root.*.log), and holds that suite's
# libtorch-dev, an optimized BLAS, libgloo-dev, g++ and golang-go (trixie: libtorch 2.6.0,
# Go 1.24; sid: libtorch 2.14.1, Go 1.27 when made). A second `ensure` is a
# no-op: a complete root is never upgraded, so a sid root keeps the libtorch
# it was made with until it is removed by hand. Needs root (debootstrap,
# chroot, mount): uses sudo when not root, and installs debootstrap with apt
# when it is missing.
#
# Exit status 77 means "cannot run here" (no root, no sudo): callers report
# that as a loud skip.
#
# A root an install was killed in (dpkg interrupted: a make test stopped
# mid-way) is repaired before anything else runs in it (dpkg --configure
# -a, apt-get -f install), or, when that fails, made again. Sourced (as
# scripts/root_test.go does), the script defines its functions and runs
# nothing.
set -euo pipefail

# The same optimized BLAS as the host's make deps (GOTORCHGEN_BLAS_PACKAGE):
# --no-install-recommends would leave libtorch on the reference BLAS.
# libgloo-dev: Gloo's headers, which package distributed's c10d shim needs
# and libtorch-dev does not pull in.
PACKAGES="libtorch-dev ${GOTORCHGEN_BLAS_PACKAGE:-libopenblas0-pthread} libgloo-dev g++ golang-go"
cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}

usage() { echo "usage: $0 SUITE ensure | SUITE run CMD [ARG…] | SUITE install PKG… | SUITE path" >&2; exit 2; }

# set_suite SUITE: the root's paths for SUITE.
set_suite() {
  suite=$1
  # The suite names paths in the cache: a plain name only.
  [[ "$suite" =~ ^[a-z][a-z0-9-]*$ ]] || usage
  root="$cache/$suite-root"
  lock="$cache/$suite-root.lock"
}

say() { echo "$suite-root: $*" >&2; }

# take_lock SECONDS: hold the root's lock (fd 9, inherited by everything
# this script starts, so a command left running holds it too), waiting up
# to SECONDS. One user of the root at a time: creation, package installs,
# repairs and the /proc mount are not safe to run twice at once.
take_lock() {
  mkdir -p "$cache"
  exec 9>"$lock"
  if ! flock -w "$1" 9; then say "timed out waiting for $lock"; exit 1; fi
}

mounted=""
cleanup() {
  if [ -n "$mounted" ]; then
    umount "$mounted" 2>/dev/null || umount -l "$mounted" 2>/dev/null || say "could not unmount $mounted"
    mounted=""
  fi
}

# mount_proc DIR: /proc in the root DIR, unmounted by cleanup. One left
# mounted by a killed run (with the lock held, nobody else's) is adopted.
mount_proc() {
  if ! mountpoint -q "$1/proc"; then
    mount -t proc proc "$1/proc"
  fi
  mounted="$1/proc"
}

# inside DIR CMD…: run CMD in the root with a clean environment.
inside() {
  local dir=$1; shift
  chroot "$dir" /usr/bin/env -i \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive \
    GOTOOLCHAIN=local GOPROXY=off GOFLAGS=-mod=mod GOTELEMETRY=off CGO_ENABLED=1 \
    ${GOMAXPROCS:+GOMAXPROCS=$GOMAXPROCS} \
    "$@"
}

archive_uri() {
  local uri
  uri=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  if [ -z "$uri" ]; then
    uri=$(awk '$1=="deb"{for(i=2;i<=NF;i++) if ($i ~ /^https?:/){print $i; exit}}' /etc/apt/sources.list 2>/dev/null || true)
  fi
  [ -n "$uri" ] || { say "no Debian archive URI found in /etc/apt"; exit 1; }
  echo "$uri"
}

# The host's checks of the archive's dates, for apt-get update in the root.
# A mirror that serves a snapshot of the archive (the host's apt is then told
# Acquire::Check-Valid-Until "false") has a sid Release whose Valid-Until
# (a week after it was made) has passed; trixie's has none. The root trusts
# the archive as the host does, no more.
archive_date_checks() {
  local opt val
  for opt in Acquire::Check-Valid-Until Acquire::Check-Date; do
    val=$(apt-config dump "$opt" 2>/dev/null | awk -v o="$opt" '$1==o{gsub(/[";]/,"",$2); print $2}')
    [ "$val" = false ] && echo "-o $opt=false"
  done
  return 0
}

# dpkg_interrupted DIR: whether an install in the root DIR stopped mid-way:
# dpkg's journal (var/lib/dpkg/updates) holds entries, or a package is
# left half-installed, unpacked but not configured, or awaiting triggers
# (what dpkg --audit reports). apt-get refuses to install anything then:
# "E: dpkg was interrupted, you must manually run 'dpkg --configure -a'".
dpkg_interrupted() {
  local dpkg=$1/var/lib/dpkg
  if [ -d "$dpkg/updates" ] && [ -n "$(ls -A "$dpkg/updates")" ]; then
    return 0
  fi
  [ -f "$dpkg/status" ] &&
    grep -qE '^Status: [a-z]+ [a-z]+ (half-installed|unpacked|half-configured|triggers-awaited|triggers-pending)$' "$dpkg/status"
}

# repair: finish what a killed install left in the root (dpkg --configure
# -a, then apt-get -f install); when that fails or leaves dpkg
# interrupted, remove the root, which ensure then makes again.
repair() {
  [ -d "$root" ] && dpkg_interrupted "$root" || return 0
  local log="$cache/$suite-root.repair.log"
  say "an install in $root was interrupted: dpkg --configure -a, apt-get -f install (log: $log)"
  mount_proc "$root"
  if { inside "$root" dpkg --configure -a && inside "$root" apt-get -f install -y --no-install-recommends; } >"$log" 2>&1 &&
    ! dpkg_interrupted "$root"; then
    cleanup
    say "repaired"
    return 0
  fi
  cleanup
  tail -5 "$log" >&2 || true
  say "the repair failed: removing $root to make it again"
  remove_root
}

# remove_root: remove the root, never through a mount (a /proc left
# mounted by a killed run is unmounted first; one that stays is an error).
remove_root() {
  local m
  for m in $(awk -v r="$root/" 'index($2, r) == 1 {print $2}' /proc/mounts | sort -r); do
    umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
  done
  if awk -v r="$root/" 'index($2, r) == 1 {found=1} END {exit !found}' /proc/mounts; then
    say "$root still has mounts: not removing it"
    exit 1
  fi
  rm -rf "$root"
}

ensure() {
  repair
  if [ -f "$root/.gotorchgen-complete" ] && [ "$(cat "$root/.gotorchgen-complete")" = "$PACKAGES" ]; then
    return 0
  fi
  if [ ! -f "$root/.gotorchgen-bootstrapped" ]; then
    if ! command -v debootstrap >/dev/null; then
      say "installing debootstrap"
      apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >&2
    fi
    local uri tmp t0
    uri=$(archive_uri)
    tmp="$root.new"
    rm -rf "$tmp"
    t0=$(date +%s)
    local dlog="$cache/$suite-root.debootstrap.log"
    say "debootstrap --variant=minbase $suite $tmp $uri"
    debootstrap --variant=minbase "$suite" "$tmp" "$uri" >"$dlog" 2>&1 ||
      { tail -20 "$dlog" >&2; say "debootstrap failed (log: $dlog)"; exit 1; }
    touch "$tmp/.gotorchgen-bootstrapped"
    remove_root
    mv "$tmp" "$root"
    say "debootstrap: $(($(date +%s) - t0)) s"
  fi
  local t0
  t0=$(date +%s)
  mount_proc "$root"
  local log="$cache/$suite-root.install.log"
  say "apt-get install $PACKAGES (log: $log)"
  local checks
  checks=$(archive_date_checks)
  # shellcheck disable=SC2086
  if ! { inside "$root" apt-get $checks update &&
    inside "$root" apt-get install -y --no-install-recommends $PACKAGES &&
    inside "$root" apt-get clean; } >"$log" 2>&1; then
    tail -20 "$log" >&2
    say "installing $PACKAGES in the root failed"
    exit 1
  fi
  cleanup
  echo "$PACKAGES" >"$root/.gotorchgen-complete"
  say "install: $(($(date +%s) - t0)) s ($(du -sh "$root" 2>/dev/null | cut -f1))"
}

# install_extra PKG…: install the packages that are not installed yet, as
# ensure installs the root's own (the same archive checks); a no-op when all
# are. They are not part of .gotorchgen-complete: a root made again lacks
# them until the next install.
install_extra() {
  local missing=() p
  for p in "$@"; do
    [[ "$p" =~ ^[a-z0-9][a-z0-9.+-]*$ ]] || { say "not a package name: $p"; exit 2; }
    inside "$root" dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null | grep -qx installed || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  local t0 log="$cache/$suite-root.install.log" checks
  t0=$(date +%s)
  mount_proc "$root"
  say "apt-get install ${missing[*]} (log: $log)"
  checks=$(archive_date_checks)
  # shellcheck disable=SC2086
  if ! { inside "$root" apt-get $checks update &&
    inside "$root" apt-get install -y --no-install-recommends "${missing[@]}" &&
    inside "$root" apt-get clean; } >"$log" 2>&1; then
    tail -20 "$log" >&2
    say "installing ${missing[*]} in the root failed"
    exit 1
  fi
  cleanup
  say "install: $(($(date +%s) - t0)) s"
}

main() {
  set_suite "${1:-}"
  [ $# -gt 0 ] && shift
  local cmd=${1:-}
  [ $# -gt 0 ] && shift
  case "$cmd" in
  path) echo "$root"; exit 0 ;;
  ensure | run | install) ;;
  *) usage ;;
  esac

  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      # sudo resets the environment: carry the two variables this script reads.
      exec sudo -n env GOTORCHGEN_CACHE="$cache" GOTORCHGEN_BLAS_PACKAGE="${GOTORCHGEN_BLAS_PACKAGE:-}" \
        "$0" "$suite" "$cmd" "$@"
    fi
    say "SKIP: needs root for debootstrap, chroot and mount, and sudo is not available without a password"
    exit 77
  fi

  take_lock 3600
  trap cleanup EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM

  ensure
  case "$cmd" in
  ensure) echo "$root" ;;
  install)
    [ $# -gt 0 ] || usage
    install_extra "$@"
    ;;
  run)
    [ $# -gt 0 ] || usage
    mount_proc "$root"
    set +e
    inside "$root" "$@"
    local rc=$?
    set -e
    exit $rc
    ;;
  esac
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  main "$@"
fi
