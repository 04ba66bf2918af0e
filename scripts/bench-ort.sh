#!/usr/bin/env bash
# ONNX Runtime from Go beside the .pt2 packages from Go, on the four serving
# models of make bench-aoti-models (docs/SERVING-PT2.md, "Against ONNX
# Runtime"), in the sid root of scripts/debian-root.sh, one process, one
# thread each:
#
#   scripts/bench-ort.sh                    (make bench-ort)
#   BENCH_ORT_RECIPES=1 scripts/bench-ort.sh
#       also packages of three of the models compiled with other settings
#       than the recipe's (scripts/testdata/ort/recipe_variants.py), and a
#       second run with the packages' input checks off
#       (AOTI_RUNTIME_CHECK_INPUTS=0).
#
# The pieces: the .pt2 packages of scripts/testdata/aoti/export_models.py
# (the recipe with autotuning; the cache of make bench-aoti-models,
# $GOTORCHGEN_CACHE/aoti-models/KEY, made here when missing); the same
# models with the same weights and input exported to ONNX by
# scripts/testdata/ort/export_onnx.py (Debian's python3-onnx, installed in
# the root; cached in $GOTORCHGEN_CACHE/ort-onnx/KEY); ONNX Runtime's
# library from the npm package onnxruntime-node, pinned and checksummed
# below (npm pack, cached in $GOTORCHGEN_CACHE/ort); and
# scripts/testdata/ort, a Go module of its own (its go.mod requires
# github.com/yalue/onnxruntime_go, which the root's Go fetches from the
# module proxy) built against a package generated from the root's /usr.
# Outside make test: it needs npm and the network.
#
# Work directory /work/bench-ort in the root, log
# $GOTORCHGEN_CACHE/bench-ort.log.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT_SUITE=sid
NAME=bench-ort
source scripts/trixie-common.sh

ORT_NPM=onnxruntime-node@1.30.0
ORT_TGZ_SHA256=6e3390d6b783e7be946fad629292799da28d0b42f84856e50d2c1b0383291e75
ORT_SO=package/bin/napi-v6/linux/x64/libonnxruntime.so.1
ORT_SO_SHA256=ffb75a925ba05e47b235bb66e3e3911714a80b328a9c9425539feb204aa32a23

cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
mkdir -p "$cache"
log="$cache/$NAME.log"
src=scripts/testdata/ort
aoti=scripts/testdata/aoti

# ONNX Runtime's library, from the npm tarball, both checksummed.
t0=$(now)
lib="$cache/ort/${ORT_NPM/@/-}/libonnxruntime.so.1"
if [ ! -f "$lib" ] || ! echo "$ORT_SO_SHA256  $lib" | sha256sum -c --quiet; then
  command -v npm >/dev/null || { echo "$NAME: FAIL: npm is needed to fetch $ORT_NPM"; exit 1; }
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "$ORT_NPM" >/dev/null)
  echo "$ORT_TGZ_SHA256  $(echo "$tmp"/*.tgz)" | sha256sum -c --quiet || { echo "$NAME: FAIL: $ORT_NPM's tarball does not have the pinned sha256"; exit 1; }
  tar xzf "$tmp"/*.tgz -C "$tmp" "$ORT_SO"
  echo "$ORT_SO_SHA256  $tmp/$ORT_SO" | sha256sum -c --quiet || { echo "$NAME: FAIL: $ORT_SO does not have the pinned sha256"; exit 1; }
  mkdir -p "${lib%/*}"
  mv "$tmp/$ORT_SO" "$lib"
  rm -rf "$tmp"
fi
step "ONNX Runtime library ($ORT_NPM)" "$t0"

enter_root

t0=$(now)
# libsleef-dev for the recipe's kernels (scripts/test-aoti.sh), python3-onnx
# for torch.onnx.export.
# Read from the root's dpkg database here: each call into the root waits
# for its lock, which the other scripts hold for minutes.
installed() { dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${db:Status-Status} ' "$@" 2>/dev/null; }
pkgs=(python3-torch python3-dev g++ libsleef-dev python3-onnx)
if [ "$(installed "${pkgs[@]}")" != "$(printf 'installed %.0s' "${pkgs[@]}")" ]; then
  scripts/debian-root.sh "$ROOT_SUITE" install "${pkgs[@]}"
fi
torchver=$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Version}' python3-torch)
step "python3-torch $torchver, python3-onnx" "$t0"

t0=$(now)
install_gotorchgen
step "gotorchgen build" "$t0"

fresh_workdir example.com/ortbench
$SUDO cp "$src/go.mod" "$src/go.sum" "$src/main.go" "$work/"
$SUDO mkdir -p "$work/lib" "$work/models" "$work/onnx" "$work/variants"
$SUDO cp "$lib" "$work/lib/"
# The root's Go has no network (GOPROXY=off): the module comes from the
# host's module cache (go mod download, checked against go.sum), served to
# it as a file proxy.
modcache=$(cd "$src" && go mod download -json github.com/yalue/onnxruntime_go | sed -n 's/^\t"Zip": "\(.*\)\.zip",$/\1/p')
[ -f "$modcache.zip" ] || { echo "$NAME: FAIL: go mod download github.com/yalue/onnxruntime_go"; exit 1; }
$SUDO mkdir -p "$work/goproxy/github.com/yalue/onnxruntime_go/@v"
$SUDO cp "$modcache".{info,mod,zip} "$work/goproxy/github.com/yalue/onnxruntime_go/@v/"
$SUDO cp "$aoti/export_models.py" scripts/pt2/compile_pt2.py "$src/export_onnx.py" "$src/recipe_variants.py" "$work/"

# Each export is cached on the host by what makes it; the packages' key is
# make bench-aoti-models' (scripts/test-aoti.sh), so both use one copy.
mkey=$( { cat "$aoti/export_models.py" scripts/pt2/compile_pt2.py; echo "$torchver"; } | sha256sum | cut -c1-16)
okey=$( { cat "$aoti/export_models.py" "$src/export_onnx.py"; echo "$torchver"; } | sha256sum | cut -c1-16)
vkey=$( { cat "$aoti/export_models.py" scripts/pt2/compile_pt2.py "$src/recipe_variants.py"; echo "$torchver"; } | sha256sum | cut -c1-16)
models="$cache/aoti-models/$mkey" onnx="$cache/ort-onnx/$okey" variants="$cache/ort-variants/$vkey"
exports=() made=()
# cached DIR KEYFILE CMD: the work's DIR from the cache when it has KEYFILE,
# else CMD makes it there (and it is cached after the run).
cached() {
  local dir=$1 from=$2 keyfile=$3 cmd=$4
  if [ -f "$from/$keyfile" ]; then
    $SUDO cp "$from"/* "$work/$dir/"
  else
    exports+=("$cmd") made+=("$dir:$from")
  fi
}
cached models "$models" models.json "timeout 3000 python3 export_models.py models"
cached onnx "$onnx" onnx.json "timeout 600 python3 export_onnx.py onnx"
recipes=${BENCH_ORT_RECIPES:-}
[ "$recipes" = 1 ] && cached variants "$variants" variants.txt "timeout 3000 python3 recipe_variants.py variants"

# One call into the root for the exports, the build and the runs: the
# root's lock is taken per call.
run="OMP_NUM_THREADS=1 ./ortbench -pt2 models -onnx onnx -ort lib/libonnxruntime.so.1 -rounds ${BENCH_ORT_ROUNDS:-5} -time ${BENCH_ORT_TIME:-500ms}"
script="set -e; $gtg generate --libtorch /usr --out torch --package torch --import-path example.com/ortbench/torch >/dev/null"
for e in "${exports[@]}"; do script="$script; $e"; done
script="$script; GOFLAGS=-mod=mod GOPROXY=file://$in/goproxy GOSUMDB=off timeout 1800 go build -o ortbench ."
if [ "$recipes" = 1 ]; then
  script="$script; v=\$(sed 's|=|=variants/|; s|^|-variant |' variants/variants.txt | tr '\n' ' ')"
  script="$script; echo '== input checks on (LoadAOTIModel sets AOTI_RUNTIME_CHECK_INPUTS=1)'; $run \$v"
  script="$script; echo '== input checks off (AOTI_RUNTIME_CHECK_INPUTS=0)'; AOTI_RUNTIME_CHECK_INPUTS=0 $run \$v"
else
  script="$script; $run"
fi
t0=$(now)
set +e
inroot "$script" >"$log" 2>&1
rc=$?
set -e
step "exports, build and runs" "$t0"
if [ $rc != 0 ]; then
  tail -40 "$log"
  echo "$NAME: FAIL (log: $log)"
  exit 1
fi
for d in "${made[@]}"; do
  to=${d#*:}
  mkdir -p "$to.new"
  cp "$work/${d%%:*}"/* "$to.new/"
  rm -rf "$to"
  mv "$to.new" "$to"
done
grep -v -E '^\s*$' "$log" | grep -v -E '^(W|I)[0-9]{4} ' || true
echo "$NAME: done (log: $log)"
echo "timings: $(IFS=';'; echo "${summary[*]}")"
