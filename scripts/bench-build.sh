#!/usr/bin/env bash
# bench-build.sh [PKGDIR]: how long a cold `go build` of a generated package
# takes (default generated/torch), next to a reference compile measured in
# the same run: one C++ file that only includes ATen/ATen.h, with the
# shims' own CXXFLAGS. Also the peak RSS of each (/usr/bin/time -v: the
# largest process of the build), and the rebuild after a one-operator
# regeneration (one shim's C++ and its Go file change; the cache is warm).
#
# Then a user's first build of a fresh module (generate, then go build of a
# main: compile and link). "Cold" is measured twice: with the Go standard library already in the
# build cache (as on any machine that has built a Go program before; the
# acceptance figure) and with an empty cache (the standard library and
# runtime/cgo compiled too).
#
#   scripts/bench-build.sh            # cold build, reference, rebuild
#
# Prints a Markdown table. Needs /usr/bin/time (Debian's time package).
set -euo pipefail
pkg=${1:-generated/torch}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -x /usr/bin/time ] || { sudo=$([ "$(id -u)" = 0 ] || echo sudo); $sudo apt-get install -y -qq time >/dev/null; }
flags=$(sed -n 's|^// #cgo CXXFLAGS: ||p' "$root/$pkg/internal/shim00/shim.go")

# measure LABEL CMD...: wall seconds, peak RSS (MiB) and CPU seconds (user
# + system, all processes: what a loaded machine does not change) of CMD.
measure() {
  local label=$1; shift
  /usr/bin/time -v -o "$work/time" "$@" >"$work/out" 2>&1 || { cat "$work/out"; exit 1; }
  local wall rss
  wall=$(awk -F': ' '/Elapsed/ {n=split($2,a,":"); s=0; for(i=1;i<=n;i++) s=s*60+a[i]; print s}' "$work/time")
  rss=$(awk -F': ' '/Maximum resident/ {printf "%.0f", $2/1024}' "$work/time")
  cpu=$(awk -F': ' '/User time|System time/ {s+=$2} END {printf "%.1f", s}' "$work/time")
  echo "$label $wall $rss $cpu"
}

echo '#include <ATen/ATen.h>' >"$work/ref.cpp"
read -r _ ref_wall ref_rss ref_cpu < <(measure ref g++ $flags -c "$work/ref.cpp" -o "$work/ref.o")
cd "$root/$pkg"
export GOCACHE="$work/gocache-empty"
mkdir -p "$GOCACHE"
read -r _ empty_wall empty_rss empty_cpu < <(measure cold-empty go build .)
export GOCACHE="$work/gocache"
mkdir -p "$GOCACHE"
go build std runtime/cgo
read -r _ cold_wall cold_rss cold_cpu < <(measure cold go build .)
# A one-operator regeneration rewrites one shim's C++ and one ops_NN.go;
# simulate it with a comment in each (the same content otherwise).
cp internal/shim01/shim.cpp "$work/shim.cpp.bak"; cp ops_01.go "$work/ops_01.go.bak"
trap 'cp "$work/shim.cpp.bak" internal/shim01/shim.cpp; cp "$work/ops_01.go.bak" ops_01.go; rm -rf "$work"' EXIT
echo "// bench-build.sh $(date +%s%N)" >>internal/shim01/shim.cpp
echo "// bench-build.sh $(date +%s%N)" >>ops_01.go
read -r _ re_wall re_rss re_cpu < <(measure rebuild go build .)
# A user's first build: a fresh module into which gotorchgen generates the
# package (as go generate does: no runtime tests) and a main that uses it,
# built and linked with the std library cached.
user="$work/user"
mkdir -p "$user"
(cd "$root" && go build -o "$work/gotorchgen" ./cmd/gotorchgen)
printf 'module example.com/user\n\ngo 1.24\n' >"$user/go.mod"
printf 'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/user/torch"\n)\n\nfunc main() {\n\tx, err := torch.FromSlice([]float32{1, 2, 3, 4}, 2, 2)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(x.Add(x))\n}\n' >"$user/main.go"
(cd "$user" && "$work/gotorchgen" generate --libtorch "${LIBTORCH:-/usr}" --out torch 2>/dev/null)
export GOCACHE="$work/gocache-user"
mkdir -p "$GOCACHE"
go build std runtime/cgo
read -r _ user_wall user_rss user_cpu < <(cd "$user" && measure user go build -o "$work/user.bin" .)
# The reference again, after: the mean of both stands for this run.
read -r _ ref2_wall _ ref2_cpu < <(measure ref g++ $flags -c "$work/ref.cpp" -o "$work/ref.o")
ref_wall=$(awk -v a="$ref_wall" -v b="$ref2_wall" 'BEGIN {printf "%.2f", (a+b)/2}')
ref_cpu=$(awk -v a="$ref_cpu" -v b="$ref2_cpu" 'BEGIN {printf "%.1f", (a+b)/2}')
echo "nproc $(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(go version | cut -d' ' -f3), $(g++ --version | head -1)"
echo
echo "| build | wall s | peak RSS MiB | × reference | CPU s | CPU × reference |"
echo "|---|---:|---:|---:|---:|---:|"
echo "| reference: ATen/ATen.h only ($flags; mean of before and after) | $ref_wall | $ref_rss | 1 | $ref_cpu | 1 |"
awk -v w="$cold_wall" -v r="$ref_wall" -v m="$cold_rss" -v c="$cold_cpu" -v rc="$ref_cpu" 'BEGIN {printf "| cold go build (GOCACHE holds only the std library) | %s | %s | %.1f | %s | %.1f |\n", w, m, w/r, c, c/rc}'
awk -v w="$empty_wall" -v r="$ref_wall" -v m="$empty_rss" -v c="$empty_cpu" -v rc="$ref_cpu" 'BEGIN {printf "| cold go build (empty GOCACHE: std library and runtime/cgo compiled too) | %s | %s | %.1f | %s | %.1f |\n", w, m, w/r, c, c/rc}'
awk -v w="$re_wall" -v r="$ref_wall" -v m="$re_rss" -v c="$re_cpu" -v rc="$ref_cpu" 'BEGIN {printf "| rebuild after a one-operator change (shim01 + ops_01.go) | %s | %s | %.1f | %s | %.1f |\n", w, m, w/r, c, c/rc}'
awk -v w="$user_wall" -v r="$ref_wall" -v m="$user_rss" -v c="$user_cpu" -v rc="$ref_cpu" 'BEGIN {printf "| a user'"'"'s first build: fresh module, package from gotorchgen generate, go build of its main (compile and link; std library cached) | %s | %s | %.1f | %s | %.1f |\n", w, m, w/r, c, c/rc}'
