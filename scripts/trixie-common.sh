# trixie-common.sh: what test-trixie.sh and check-cuda.sh share. Source it
# after setting NAME (the prefix of every line printed).

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.1f", b-a}'; }
summary=()
# step LABEL START: record and print how long a step took.
step() { summary+=("$1 $(secs "$2" "$(now)") s"); echo "$NAME: ${summary[-1]}" >&2; }

# ensure_root sets root to the trixie root (scripts/trixie-root.sh ensure).
# When it cannot be made here (not root and no sudo), the calling script
# exits 0 after a loud SKIP, or 1 when GOTORCHGEN_TRIXIE_REQUIRED=1.
ensure_root() {
  local rc=0
  root=$(scripts/trixie-root.sh ensure) || rc=$?
  if [ $rc = 77 ]; then
    echo "##########################################################################" >&2
    echo "SKIP $NAME: the trixie root needs root (debootstrap, chroot, mount)" >&2
    echo "##########################################################################" >&2
    [ "${GOTORCHGEN_TRIXIE_REQUIRED:-}" = 1 ] && exit 1
    exit 0
  fi
  [ $rc = 0 ] || exit $rc
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
