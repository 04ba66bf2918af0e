#!/usr/bin/env bash
# Download and unpack (never install) a Debian libtorch build from another
# suite, so the generator can read its headers and link against its libraries
# without touching the machine's apt setup.
#
#   scripts/fetch-libtorch.sh SUITE PACKAGE VERSION
#   e.g. scripts/fetch-libtorch.sh trixie libtorch-dev 2.6.0+dfsg-7
#        scripts/fetch-libtorch.sh trixie libtorch-cuda-dev 2.6.0+dfsg-7
#
# Unpacks the package and the libtorch/c10 library packages it depends on
# (for libtorch-cuda-dev: libtorch-cuda-2.6, which holds libtorch_cuda.so and
# libc10_cuda.so). Their own dependencies (CUDA runtime, cuDNN…) are not
# fetched.
#
# Prints the unpacked prefix (DIR/root/usr). Cached under
# ${GOTORCHGEN_CACHE:-~/.cache/gotorchgen}; a second run is a no-op.
set -euo pipefail
suite=${1:?suite}; pkg=${2:?package}; version=${3:?version}
cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
D="$cache/debian-$suite"
root="$D/root-$pkg-$version"
if [ -f "$root/.complete" ]; then echo "$root/usr"; exit 0; fi

# The archive address comes from the machine's own apt configuration.
URI=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
if [ -z "$URI" ]; then
  URI=$(awk '$1=="deb"{for(i=2;i<=NF;i++) if ($i ~ /^https?:/){print $i; exit}}' /etc/apt/sources.list 2>/dev/null || true)
fi
[ -n "$URI" ] || { echo "fetch-libtorch: no Debian archive URI found in /etc/apt" >&2; exit 1; }

mkdir -p "$D/lists/partial" "$D/cache/archives/partial" "$D/debs"
# One run at a time per suite: two checkouts' make test on one machine
# would download into and unpack over each other (apt runs unlocked here).
exec 9>"$D/.lock"
flock -w 3600 9 || { echo "fetch-libtorch: timed out waiting for $D/.lock" >&2; exit 1; }
if [ -f "$root/.complete" ]; then echo "$root/usr"; exit 0; fi
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $URI $suite main contrib" > "$D/sources.list"
A=(-o Dir::Etc::sourcelist="$D/sources.list" -o Dir::Etc::sourceparts=- \
   -o Dir::State::Lists="$D/lists" -o Dir::Cache="$D/cache" -o Debug::NoLocking=1)
if [ -z "$(ls "$D/lists" 2>/dev/null | grep -v partial)" ]; then
  apt-get "${A[@]}" update >&2
fi

# VERSION is the source version; a binary rebuild in the archive carries a
# +bN suffix (trixie's libtorch-cuda-dev is 2.6.0+dfsg-7+b1). Pick the
# archive's exact version of this build, never a different one.
exact=$(apt-cache "${A[@]}" madison "$pkg" 2>/dev/null | awk -F'|' -v v="$version" '
  { gsub(/ /, "", $2); if ($2 == v || index($2, v "+b") == 1) print $2 }' | sort -V | tail -1)
[ -n "$exact" ] || { echo "fetch-libtorch: $pkg $version is not in Debian $suite (apt-cache madison $pkg)" >&2; exit 1; }

# The -dev package holds the headers; its library packages are its
# dependencies of the same build (libtorch2.6, libtorch-cuda-2.6…).
deps=$(apt-cache "${A[@]}" depends "$pkg=$exact" 2>/dev/null \
  | awk '/Depends:/{print $2}' | tr -d '<>' | grep -E '^lib(torch|c10)' | sort -u || true)
cd "$D/debs"
for p in "$pkg" $deps; do
  f="${p}_${exact//:/%3a}_"
  # A download a killed run cut short is not a package: fetch it again.
  if ls "$f"*.deb >/dev/null 2>&1 && ! dpkg-deb --fsys-tarfile "$(ls "$f"*.deb | head -1)" >/dev/null 2>&1; then
    echo "fetch-libtorch: $(ls "$f"*.deb | head -1) is damaged: downloading it again" >&2
    rm -f "$f"*.deb
  fi
  if ! ls "$f"*.deb >/dev/null 2>&1; then
    apt-get "${A[@]}" download "$p=$exact" >&2
  fi
done
rm -rf "$root"; mkdir -p "$root"
for p in "$pkg" $deps; do dpkg -x "$(ls "${p}_${exact//:/%3a}_"*.deb | head -1)" "$root"; done
touch "$root/.complete"
echo "$root/usr"
