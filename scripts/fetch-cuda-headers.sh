#!/usr/bin/env bash
# Download and unpack (never install) the headers that c10d needs beside
# libtorch's own in the CUDA build, from Debian trixie: nccl.h (libnccl-dev,
# contrib) and the CUDA toolkit's headers that ATen/cuda includes
# (cuda_runtime_api.h, cublas_v2.h, cusparse.h, cusolverDn.h…:
# nvidia-cuda-dev, non-free; Debian has no smaller package with them; and
# libcu++-dev, main, for cuda_fp16.h's <nv/target>) for ProcessGroupNCCL, and Gloo's as that build was made with them
# (libgloo-cuda-dev, contrib) for ProcessGroupGloo.
# Only include/ is kept (the .debs and the libraries are deleted): the
# CUDA check compiles and links, it never runs CUDA code.
#
#   scripts/fetch-cuda-headers.sh        (used by scripts/check-cuda.sh)
#
# Prints the include directory. Cached under
# ${GOTORCHGEN_CACHE:-~/.cache/gotorchgen}/debian-trixie/cuda-headers; a
# second run is a no-op.
set -euo pipefail
cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
D="$cache/debian-trixie/cuda-headers"
PACKAGES="libnccl-dev nvidia-cuda-dev libcu++-dev libgloo-cuda-dev"
if [ "$(cat "$D/.complete" 2>/dev/null)" = "$PACKAGES" ]; then echo "$D/include"; exit 0; fi
URI=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
if [ -z "$URI" ]; then
  URI=$(awk '$1=="deb"{for(i=2;i<=NF;i++) if ($i ~ /^https?:/){print $i; exit}}' /etc/apt/sources.list 2>/dev/null || true)
fi
[ -n "$URI" ] || { echo "fetch-cuda-headers: no Debian archive URI found in /etc/apt" >&2; exit 1; }
rm -rf "$D"
mkdir -p "$D/apt/lists/partial" "$D/apt/cache/archives/partial" "$D/debs" "$D/x"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $URI trixie main contrib non-free" >"$D/apt/sources.list"
A=(-o Dir::Etc::sourcelist="$D/apt/sources.list" -o Dir::Etc::sourceparts=- \
   -o Dir::State::Lists="$D/apt/lists" -o Dir::Cache="$D/apt/cache" -o Debug::NoLocking=1)
apt-get "${A[@]}" update >&2
# shellcheck disable=SC2086
(cd "$D/debs" && apt-get "${A[@]}" download $PACKAGES >&2)
for deb in "$D"/debs/*.deb; do
  # Only the headers: dpkg-deb --fsys-tarfile piped through tar keeps the
  # 2.5 GB of libraries off the disk.
  dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$D/x" --wildcards './usr/include/*'
done
# nvidia-cuda-dev's headers are in /usr/include, nccl.h too.
mv "$D/x/usr/include" "$D/include"
rm -rf "$D/x" "$D/debs" "$D/apt"
echo "$PACKAGES" >"$D/.complete"
echo "fetch-cuda-headers: $(du -sh "$D/include" | cut -f1) of headers in $D/include" >&2
echo "$D/include"
