#!/usr/bin/env bash
# bench-build-pkg.sh BEFORE AFTER [PAIRS]: the compile of package torch
# alone (generated/torch, its dependencies cached), at two revisions,
# interleaved PAIRS times (default 4): CPU seconds (user + system) and peak
# RSS of each `go build ./torch`. Whole cold builds (bench-build.sh) spread
# ±15 % on a shared machine, mostly in the C++ shims, which a change of the
# Go layer does not touch; this isolates what such a change costs.
#
#   scripts/bench-build-pkg.sh 7fda438 HEAD
#
# Each revision gets a worktree and a Go cache holding the standard library
# and every dependency of generated/torch (the shims: ~3 min of CPU each,
# once, reported as "deps"); each run builds ./torch over a fresh copy of
# that cache. Prints one line per run and the means. Needs /usr/bin/time.
set -euo pipefail
before=$1 after=$2 pairs=${3:-4}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$work/before" >/dev/null 2>&1 || true;
      git -C "$root" worktree remove --force "$work/after" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
[ -x /usr/bin/time ] || { sudo=$([ "$(id -u)" = 0 ] || echo sudo); $sudo apt-get install -y -qq time >/dev/null; }

# usage FILE: "CPU-seconds peak-RSS-MiB" of a /usr/bin/time -v report.
usage() {
  awk -F': ' '/User time|System time/ {s+=$2} /Maximum resident/ {r=$2/1024} END {printf "%.1f %.0f\n", s, r}' "$1"
}

for side in before after; do
  rev=${!side}
  git -C "$root" worktree add -q --detach "$work/$side" "$rev"
  (
    cd "$work/$side/generated"
    deps=$(go list -deps ./torch | grep '/generated/torch/' | tr '\n' ' ' || true)
    export GOCACHE=$work/cache-$side
    /usr/bin/time -v -o "$work/time" sh -c "go build std && go build $deps" >/dev/null
    echo "$side ($rev) deps: $(usage "$work/time")"
  )
done

for i in $(seq "$pairs"); do
  for side in before after; do
    rm -rf "$work/run" && cp -a "$work/cache-$side" "$work/run"
    (cd "$work/$side/generated" && GOCACHE=$work/run /usr/bin/time -v -o "$work/time" go build ./torch)
    echo "$side $(usage "$work/time")" | tee -a "$work/runs"
  done
done
awk '{c[$1]+=$2; r[$1]+=$3; n[$1]++} END {for (s in c) printf "%s mean: %.1f CPU s, %.0f MiB peak\n", s, c[s]/n[s], r[s]/n[s]}' "$work/runs"
