#!/usr/bin/env bash
# Packs what a run on a lent GPU machine needs into DIR (default .gpu, which
# must be ignored: add it to .git/info/exclude), for scripts/gpu-run.sh there.
# The device image has g++ and PyTorch (a complete libtorch in its torch/
# folder) but no Go and no network, so this carries:
#   DIR/gtg        gotorchgen, static (CGO_ENABLED=0)
#   DIR/go.tar.xz  the local Go toolchain, trimmed: bin/go, the compile,
#                  link, asm, cgo and vet tools (Go 1.26's go test wants vet
#                  even with -vet=off), pkg/include, src without cmd,
#                  testdata and *_test.go. 24 MB for Go 1.26.8.
#   DIR/run.sh     scripts/gpu-run.sh
# Then, with the device tool: run `bash .gpu/run.sh 2>&1 | tee $OUT/run.log`
# carrying .gpu (docs/GOLDEN.md, "On a real GPU").
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-.gpu}
mkdir -p "$dir"
CGO_ENABLED=0 go build -trimpath -o "$dir/gtg" ./cmd/gotorchgen
cp scripts/gpu-run.sh "$dir/run.sh"
goroot=$(go env GOROOT)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/go/bin" "$tmp/go/pkg/tool/linux_amd64"
cp "$goroot/bin/go" "$tmp/go/bin/"
for t in compile link asm cgo vet; do cp "$goroot/pkg/tool/linux_amd64/$t" "$tmp/go/pkg/tool/linux_amd64/"; done
cp -r "$goroot/pkg/include" "$tmp/go/pkg/"
cp "$goroot/VERSION" "$goroot/go.env" "$tmp/go/" 2>/dev/null || true
(cd "$goroot" && tar cf - --exclude=src/cmd --exclude=testdata --exclude='*_test.go' src) | (cd "$tmp/go" && tar xf -)
tar cJf "$dir/go.tar.xz" -C "$tmp" go
du -sh "$dir"/*
