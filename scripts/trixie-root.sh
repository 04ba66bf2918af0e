#!/usr/bin/env bash
# A Debian trixie root (debootstrap) that runs libtorch 2.6.0 for real: the
# bookworm host's glibc and libstdc++ are too old for trixie's libraries.
#
#   scripts/trixie-root.sh ensure         create the root if needed; print its path
#   scripts/trixie-root.sh run CMD ARG…   ensure, then run CMD inside it (/proc
#                                         mounted for the run, always unmounted)
#   scripts/trixie-root.sh path           print where the root lives
#
# The root is cached outside the checkout, in
# ${GOTORCHGEN_CACHE:-~/.cache/gotorchgen}/trixie-root, and holds libtorch-dev
# (2.6.0), an optimized BLAS, g++ and golang-go from trixie (Go 1.24). A second `ensure` is a
# no-op. Needs root (debootstrap, chroot, mount): uses sudo when not root,
# and installs debootstrap with apt when it is missing.
#
# Exit status 77 means "cannot run here" (no root, no sudo): callers report
# that as a loud skip.
set -euo pipefail

# The same optimized BLAS as the host's make deps (GOTORCHGEN_BLAS_PACKAGE):
# --no-install-recommends would leave libtorch on the reference BLAS.
PACKAGES="libtorch-dev ${GOTORCHGEN_BLAS_PACKAGE:-libopenblas0-pthread} g++ golang-go"
cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
root="$cache/trixie-root"
lock="$cache/trixie-root.lock"

say() { echo "trixie-root: $*" >&2; }

cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
path) echo "$root"; exit 0 ;;
ensure | run) ;;
*) echo "usage: $0 ensure | run CMD [ARG…] | path" >&2; exit 2 ;;
esac

if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    exec sudo -n env GOTORCHGEN_CACHE="$cache" "$0" "$cmd" "$@"
  fi
  say "SKIP: needs root for debootstrap, chroot and mount, and sudo is not available without a password"
  exit 77
fi

mkdir -p "$cache"
exec 9>"$lock"
# One user of the root at a time: creation, package installs and the /proc
# mount are not safe to run twice at once.
if ! flock -w 3600 9; then say "timed out waiting for $lock"; exit 1; fi

mounted=""
cleanup() {
  if [ -n "$mounted" ]; then
    umount "$mounted" 2>/dev/null || umount -l "$mounted" 2>/dev/null || say "could not unmount $mounted"
    mounted=""
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

mount_proc() {
  if ! mountpoint -q "$1/proc"; then
    mount -t proc proc "$1/proc"
    mounted="$1/proc"
  fi
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

ensure() {
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
    say "debootstrap --variant=minbase trixie $tmp $uri"
    debootstrap --variant=minbase trixie "$tmp" "$uri" >"$cache/trixie-root.debootstrap.log" 2>&1 ||
      { tail -20 "$cache/trixie-root.debootstrap.log" >&2; say "debootstrap failed (log: $cache/trixie-root.debootstrap.log)"; exit 1; }
    touch "$tmp/.gotorchgen-bootstrapped"
    rm -rf "$root"
    mv "$tmp" "$root"
    say "debootstrap: $(($(date +%s) - t0)) s"
  fi
  local t0
  t0=$(date +%s)
  mount_proc "$root"
  local log="$cache/trixie-root.install.log"
  say "apt-get install $PACKAGES (log: $log)"
  # shellcheck disable=SC2086
  if ! { inside "$root" apt-get update &&
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

ensure
case "$cmd" in
ensure) echo "$root" ;;
run)
  [ $# -gt 0 ] || { echo "usage: $0 run CMD [ARG…]" >&2; exit 2; }
  mount_proc "$root"
  set +e
  inside "$root" "$@"
  rc=$?
  set -e
  exit $rc
  ;;
esac
