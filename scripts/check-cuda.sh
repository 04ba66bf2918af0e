#!/usr/bin/env bash
# The cuda flavour against Debian trixie contrib's real CUDA build of
# libtorch 2.6.0 (libtorch-cuda-dev + libtorch-cuda-2.6), without a GPU.
#
#   scripts/check-cuda.sh          (make check-cuda)
#
# The CUDA build is unpacked by scripts/fetch-libtorch.sh (never installed:
# it conflicts with the root's libtorch-dev, and its own dependencies — CUDA
# runtime, cuBLAS, cuDNN — are not in Debian main/contrib) and hard-linked
# into the trixie root at /opt/libtorch-cuda. Inside the root, gotorchgen
# generates the package with --flavour cuda from that prefix and trixie's
# g++ 14 / Go 1.24 build it. Checked:
#
#  (a) every ATen/c10/torch header the shims and the runtime include comes
#      from the CUDA build's tree (g++ -M with the package's own flags), and
#      they all compile (go build);
#  (b) the package links against the real libtorch_cuda.so/libc10_cuda.so
#      2.6.0 and libtorch_cpu/libc10 of that build: every symbol our code
#      references resolves. The libraries' own dependencies on the CUDA
#      toolkit are absent, so the link passes -Wl,--allow-shlib-undefined;
#      a second link without it must fail only on undefined references
#      made *inside* those shared libraries, never in our objects;
#  (d) c10d's ProcessGroupNCCL and ProcessGroupGloo compile in the
#      package's distributed unit (with trixie's libnccl-dev,
#      nvidia-cuda-dev and libgloo-cuda-dev headers, scripts/fetch-cuda-headers.sh),
#      and their symbols resolve in (b)'s strict link like every other of
#      our references (the unit's shims are in the package's table);
#  (c) the binary and the test binary have libtorch_cuda and libc10_cuda in
#      DT_NEEDED (readelf -d), and the same package built with
#      -tags gotorch_nocuda does not: the --as-needed trap is real and the
#      cuda flavour's link flags are what avoid it.
#
# Not checked (cannot be, here): running anything. libtorch_cuda cannot be
# loaded without the CUDA toolkit libraries, and there is no GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${TRIXIE_TORCH:-2.6.0+dfsg-7}
cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
mkdir -p "$cache"
log="$cache/check-cuda.log"
: >"$log"
NAME=check-cuda
source scripts/trixie-common.sh
fail() { echo "check-cuda: FAIL: $*" >&2; echo "(log: $log)" >&2; exit 1; }

t0=$(now)
prefix=$(scripts/fetch-libtorch.sh trixie libtorch-cuda-dev "$version")
[ -f "$prefix/lib/x86_64-linux-gnu/libtorch_cuda.so" ] || fail "no libtorch_cuda.so under $prefix"
step "fetch libtorch-cuda-dev $version" "$t0"

# Headers c10d needs beside libtorch's (nccl.h, the CUDA toolkit's, Gloo's):
# unpacked from trixie's debs, only include/ kept.
t0=$(now)
extra=$(scripts/fetch-cuda-headers.sh)
step "fetch NCCL, CUDA and Gloo headers" "$t0"

enter_root

t0=$(now)
cuda="$root/opt/libtorch-cuda"
# What the tree is made of: libtorch's prefix, and the extra headers' packages.
source_key="$prefix $extra $(cat "$extra/../.complete")"
if [ "$($SUDO cat "$cuda/.source" 2>/dev/null || true)" != "$source_key" ]; then
  $SUDO rm -rf "$cuda"
  $SUDO mkdir -p "$cuda"
  # Hard links when the cache and the root share a file system: 1.5 GB.
  $SUDO cp -al "$prefix" "$cuda/usr" 2>/dev/null || { $SUDO rm -rf "$cuda/usr"; $SUDO cp -a "$prefix" "$cuda/usr"; }
  # The extra headers beside libtorch's, as a Debian system with
  # libnccl-dev, nvidia-cuda-dev and libgloo-cuda-dev has them in
  # /usr/include: the generator's probes find them there.
  $SUDO cp -al "$extra/." "$cuda/usr/include/" 2>/dev/null || $SUDO cp -a "$extra/." "$cuda/usr/include/"
  echo "$source_key" | $SUDO tee "$cuda/.source" >/dev/null
fi
step "CUDA build into the root" "$t0"

t0=$(now)
install_gotorchgen
fresh_workdir example.com/cudacheck
$SUDO tee "$work/main.go" >/dev/null <<'EOF'
// A program that uses the generated package and nothing of CUDA.
package main

import (
	"fmt"

	"example.com/cudacheck/torch"
)

func main() {
	fmt.Println(torch.LibtorchVersion, torch.Flavour, torch.CUDAIsBuilt(), torch.CUDADeviceCount())
}
EOF
step "gotorchgen build" "$t0"

inroot() { scripts/trixie-root.sh run /bin/sh -c "cd $in && $1"; }

t0=$(now)
inroot "$gtg generate --libtorch /opt/libtorch-cuda/usr --flavour cuda --runtime-tests --out torch" >>"$log" 2>&1 ||
  fail "generate"
grep -h '^// #cgo\|^//go:build' "$work/torch/cgo_flags.go" "$work/torch/cgo_cuda.go" | sed 's/^/  /'
grep -q 'libtorch 2.6.0 (cuda)' "$work/torch/cgo_flags.go" || fail "cgo_flags.go is not stamped libtorch 2.6.0 (cuda)"
# c10d with NCCL: the distributed unit is generated, with NCCL's defines.
grep -q -- '-DUSE_C10D_NCCL' "$work/torch/internal/distributed/nccl.go" 2>/dev/null ||
  fail "no internal/distributed/nccl.go with -DUSE_C10D_NCCL: ProcessGroupNCCL is not built (REPORT.md: $(grep -m1 'class Store' "$work/torch/REPORT.md" || echo 'c10d bound'))"
step "generate --flavour cuda" "$t0"

# (a) Headers: with the package's own flags, every ATen/c10/torch/caffe2
# header must come from /opt/libtorch-cuda, none from the root's
# /usr/include (where the CPU build's libtorch-dev lives).
t0=$(now)
# The C++ packages share their flags (their sources include ../../NAME.h).
cxxflags=$(sed -n 's|^// #cgo CXXFLAGS: ||p' "$work/torch/internal/cxxrt/cxxrt.go")
[ -n "$cxxflags" ] || fail "no CXXFLAGS in internal/cxxrt/cxxrt.go"
inroot "for f in internal/cxxrt/runtime.cpp internal/shim*/shim.cpp; do g++ $cxxflags -Itorch -M torch/\$f; done" >"$work/deps.txt" 2>>"$log" ||
  fail "g++ -M of the package's C++ files"
tr ' \\' '\n\n' <"$work/deps.txt" | grep -E '/include/' | sort -u >"$work/headers.txt"
ncuda=$(grep -c '^/opt/libtorch-cuda/usr/include/' "$work/headers.txt" || true)
if grep -E '^/usr/include/(ATen|c10|torch|caffe2)/' "$work/headers.txt" >"$work/wrong.txt"; then
  head "$work/wrong.txt" >&2
  fail "$(wc -l <"$work/wrong.txt") libtorch headers come from the root's /usr/include, not the CUDA build"
fi
[ "$ncuda" -gt 100 ] || fail "only $ncuda headers from /opt/libtorch-cuda"
nfiles=$(ls "$work"/torch/internal/shim*/shim.cpp | wc -l)
echo "  (a) $((nfiles + 2)) C++ files include $ncuda distinct headers of the CUDA build, none of the CPU build"
step "(a) header origin (g++ -M)" "$t0"

# (b) Build and link, allowing only undefined symbols inside the shared
# libraries (their CUDA toolkit dependencies are absent).
t0=$(now)
# The allowance goes to the final link only (-extldflags), so the compiled
# packages are the same with and without it and the strict link below
# reuses them from the build cache.
allow="-extldflags=-Wl,--allow-shlib-undefined"
inroot() { scripts/trixie-root.sh run /bin/sh -c "cd $in && $1"; }
inroot "go vet ./... && go build -ldflags='-v $allow' -o cudacheck . 2>link.log && go test -c -ldflags='$allow' -o torch-cuda.test ./torch" >>"$log" 2>&1 ||
  { cat "$work/link.log" >>"$log" 2>/dev/null; tail -30 "$log" >&2; fail "build of the cuda flavour"; }
grep -m1 'host link:' "$work/link.log" | grep -o '"-Wl,--no-as-needed".*"-Wl,--as-needed"' | sed 's/^/  host link: …/;s/$/…/' || true
step "(a)+(b) go vet, go build, go test -c (compiles shims and runtime)" "$t0"

t0=$(now)
if inroot 'go build -o cudacheck.strict . 2>strict.log'; then
  fail "linking without --allow-shlib-undefined succeeded: the CUDA toolkit libraries are present after all; drop the allowance"
fi
undef=$(grep -c 'undefined reference to' "$work/strict.log" || true)
# GNU ld names the object an undefined reference is in: a shared library
# ("…/libtorch_cuda.so.2.6: undefined reference to `cudaFree@libcudart.so.12'")
# or one of our objects ("…/000012.o: in function `gt_…'"). Only the first kind may occur.
ours=$(grep 'undefined reference to' "$work/strict.log" | grep -v -E '\.so(\.[0-9]+)*: undefined reference to' || true)
[ "$undef" -gt 0 ] || { tail -20 "$work/strict.log" >&2; fail "the strict link failed for another reason than undefined references"; }
# It must be the program's final link that fails (the packages compiled),
# and ld must complain about nothing else.
[ "$(grep -m1 '^# ' "$work/strict.log")" = "# example.com/cudacheck" ] ||
  { head -5 "$work/strict.log" >&2; fail "the strict build failed before the final link"; }
other=$(grep '^/usr/bin/ld' "$work/strict.log" | grep -v -E '\.so(\.[0-9]+)*: undefined reference to|^/usr/bin/ld: warning: [^ ]+, needed by [^ ]+, not found' || true)
[ -z "$other" ] || { echo "$other" | head >&2; fail "the strict link reports more than undefined references inside shared libraries"; }
[ -z "$ours" ] || { echo "$ours" | head >&2; fail "symbols referenced by our code do not resolve against the 2.6.0 libraries"; }
missing=$(grep -o '[a-zA-Z0-9_.+-]*\.so[.0-9]*, needed by [^ ,]*' "$work/strict.log" | awk '{print $1}' | tr -d ',' | sort -u | tr '\n' ' ')
libs=$(grep 'undefined reference to' "$work/strict.log" | sed -E 's|^.*/([^/:]+\.so[.0-9]*): undefined reference.*|\1|' | sort | uniq -c | awk '{printf "%s (%s) ", $2, $1}')
echo "  (b) strict link: $undef undefined references, all inside shared libraries: $libs"
echo "      libraries not present (the CUDA toolkit): ${missing:-none reported}"
step "(b) strict link" "$t0"

# (c) DT_NEEDED, and the control built with -tags gotorch_nocuda.
t0=$(now)
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' '; }
for b in cudacheck torch-cuda.test; do
  n=$(needed "$work/$b")
  echo "  (c) $b NEEDED: $n"
  case " $n " in *" libtorch_cuda.so.2.6 "*) ;; *) fail "$b does not need libtorch_cuda.so.2.6" ;; esac
  case " $n " in *" libc10_cuda.so.2.6 "*) ;; *) fail "$b does not need libc10_cuda.so.2.6" ;; esac
done
inroot "go build -tags gotorch_nocuda -ldflags='$allow' -o nocuda ." >>"$log" 2>&1 || fail "build with -tags gotorch_nocuda"
n=$(needed "$work/nocuda")
echo "  (c) control, -tags gotorch_nocuda, NEEDED: $n"
case " $n " in *cuda*) fail "the gotorch_nocuda build still needs a CUDA library: the control proves nothing" ;; esac
step "(c) DT_NEEDED" "$t0"

# (d) c10d: the program links ProcessGroupNCCL's and ProcessGroupGloo's
# constructors (resolved in (b)'s strict link: no reference of ours is
# undefined), and the gotorch_nocuda control has no NCCL at all.
t0=$(now)
# (The symbol lists are read whole: grep -q would end nm early, and
# pipefail would take its SIGPIPE for a failure.)
undefined=$(nm -D --undefined-only -C "$work/cudacheck")
for cls in ProcessGroupNCCL ProcessGroupGloo; do
  grep -q "c10d::$cls::$cls(" <<<"$undefined" || fail "cudacheck does not link c10d::$cls's constructor"
done
grep -q ProcessGroupNCCL <<<"$(nm -D --undefined-only -C "$work/nocuda")" && fail "the gotorch_nocuda control links ProcessGroupNCCL"
echo "  (d) c10d: cudacheck links c10d::ProcessGroupNCCL and c10d::ProcessGroupGloo (package distributed, InitProcessGroup(\"nccl\")); the control has no NCCL"
step "(d) c10d NCCL symbols" "$t0"

echo "check-cuda: PASS: libtorch 2.6.0 CUDA build (Debian trixie contrib) — headers, link, DT_NEEDED and c10d's NCCL verified; nothing run (no CUDA toolkit libraries, no GPU)"
echo "timings: $(IFS=';'; echo "${summary[*]}")"
