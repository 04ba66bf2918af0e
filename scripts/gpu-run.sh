#!/bin/bash
# The run on a lent GPU machine (docs/GOLDEN.md, "On a real GPU"): generate
# the cuda flavour against the image's PyTorch torch/ folder, build it with
# the Go toolchain carried in .gpu (scripts/gpu-pack.sh puts this script
# there as run.sh), run the runtime tests with the GPU visible, then with
# CUDA_VISIBLE_DEVICES= as a control, go vet, a -race run of the CUDA and
# concurrency tests, and a --shards 16 build for its timing. Logs go to $OUT.
#   on the device, in the repository root: bash .gpu/run.sh 2>&1 | tee $OUT/run.log
#   a dry run here:  OUT=/tmp/o TORCH_OVERRIDE=/usr FLAVOUR=cpu bash .gpu/run.sh
# It stops at the first failure of generate or build; the test steps always
# all run, and report their pass/fail/skip counts.
set -u
REPO=$PWD
G=$REPO/.gpu
W=/tmp/w
START=$(date +%s.%N)
el() { awk -v a="$START" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}'; }
step() { echo; echo "=== [$(el) s] $*"; }
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}'; }
counts() { echo "$1: pass $(grep -c '^\s*--- PASS' "$2") fail $(grep -c '^\s*--- FAIL' "$2") skip $(grep -c '^\s*--- SKIP' "$2")"; }

step facts
nvidia-smi --query-gpu=name,driver_version,memory.total,compute_cap --format=csv
nproc; free -g | head -2; g++ --version | head -1; ld --version | head -1; . /etc/os-release; echo "$PRETTY_NAME"; uname -r
PY=/opt/torch/.venv/bin/python3
TORCH=${TORCH_OVERRIDE:-}; [ -n "$TORCH" ] || TORCH=$($PY -c 'import torch,os;print(os.path.dirname(torch.__file__))')
echo "TORCH=$TORCH"
$PY -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda, "available", torch.cuda.is_available(), "cxx11abi", torch._C._GLIBCXX_USE_CXX11_ABI)'
ls "$TORCH/lib" | tr '\n' ' '; echo
echo "ATen/ops headers: $(ls "$TORCH/include/ATen/ops" | wc -l); RegistrationDeclarations.h: $(ls "$TORCH/include/ATen/RegistrationDeclarations.h" 2>&1)"
grep -h 'define TORCH_VERSION_' "$TORCH"/include/torch/version.h "$TORCH"/include/torch/headeronly/version.h 2>/dev/null
readelf -d "$TORCH/lib/libtorch_cuda.so" | grep -E 'NEEDED|RUNPATH|RPATH'

step "unpack Go"
mkdir -p $W && tar xJf $G/go.tar.xz -C $W || exit 1
export PATH=$W/go/bin:$PATH GOTOOLCHAIN=local GOFLAGS=-vet=off GOCACHE=$W/cache GOPATH=$W/gopath GOPROXY=off CGO_ENABLED=1
go version

step "doctor"
$G/gtg doctor --libtorch "$TORCH"; echo "doctor rc=$?"

step "generate --flavour cuda (default shards)"
mkdir -p $W/m && cd $W/m && printf 'module example.com/gpurun\n\ngo 1.24\n' >go.mod
t=$(date +%s.%N)
if ! $G/gtg generate --libtorch "$TORCH" --flavour ${FLAVOUR:-cuda} --runtime-tests --out torch; then
  echo "GENERATE FAILED"; ls "$TORCH/include/torch" | head -50
  exit 1
fi
echo "generate took $(since $t) s"
head -3 torch/cgo_flags.go; grep -h '#cgo\|go:build' torch/cgo_flags.go torch/cgo_cuda.go
ls torch/internal; tail -5 torch/REPORT.md 2>/dev/null | head -5

step "build: go build ./torch/... (cold cache, -p 16)"
t=$(date +%s.%N)
LDX=""
if ! go build -p 16 ./torch/... >$OUT/build.log 2>&1; then
  tail -40 $OUT/build.log; echo "BUILD FAILED"; exit 1
fi
echo "go build ./torch/... took $(since $t) s"
t=$(date +%s.%N)
if ! go test -p 16 -c -o torch.test ./torch >>$OUT/build.log 2>&1; then
  tail -30 $OUT/build.log
  echo "STRICT LINK FAILED; retrying with --allow-shlib-undefined"
  LDX="-extldflags=-Wl,--allow-shlib-undefined"
  go test -p 16 -c -ldflags="$LDX" -o torch.test ./torch >>$OUT/build.log 2>&1 || { tail -30 $OUT/build.log; echo "BUILD FAILED"; exit 1; }
fi
echo "go test -c took $(since $t) s (ldflags: ${LDX:-none})"
readelf -d torch.test | grep -E 'NEEDED|RUNPATH|RPATH'

step "tests: whole suite, GPU visible"
cd torch
t=$(date +%s.%N)
timeout 240 ../torch.test -test.v -test.count=1 -test.timeout=200s >$OUT/test-all.log 2>&1; rc=$?
echo "rc=$rc, took $(since $t) s"; counts all $OUT/test-all.log
grep -E '^\s*--- (FAIL|SKIP)' $OUT/test-all.log
grep -B3 -A15 -E '^\s*--- FAIL|^panic:|fatal error|SIGSEGV' $OUT/test-all.log | head -120
grep -E 'cuda_gpu|cuda_test|Flavour |libtorch [0-9]' $OUT/test-all.log | head -40

step "tests: -run CUDA, count 5"
t=$(date +%s.%N)
timeout 150 ../torch.test -test.v -test.run 'CUDA' -test.count=5 -test.timeout=140s >$OUT/test-cuda5.log 2>&1; rc=$?
echo "rc=$rc, took $(since $t) s"; counts cuda5 $OUT/test-cuda5.log
grep -E '^\s*--- FAIL' $OUT/test-cuda5.log | sort | uniq -c
grep -A8 -E '^\s*--- FAIL|^panic:|fatal error' $OUT/test-cuda5.log | head -60

step "control: CUDA_VISIBLE_DEVICES= (driver present, no device visible)"
CUDA_VISIBLE_DEVICES= timeout 60 ../torch.test -test.v -test.run 'CUDA|Version' -test.count=1 >$OUT/test-nogpu.log 2>&1; rc=$?
echo "rc=$rc"; counts nogpu $OUT/test-nogpu.log
grep -E '^\s*--- (FAIL|SKIP)' $OUT/test-nogpu.log
grep -A6 -E '^\s*--- FAIL' $OUT/test-nogpu.log | head -40
cd ..

step "tests: package nn on the GPU (-run CUDA: a model moved with To(cuda))"
t=$(date +%s.%N)
if go test -p 16 -c -ldflags="$LDX" -o nn.test ./torch/nn >>$OUT/build.log 2>&1; then
  (cd torch/nn && timeout 60 ../../nn.test -test.v -test.run 'CUDA' -test.count=1 >$OUT/test-nn.log 2>&1); echo "rc=$?, took $(since $t) s"
  counts nn $OUT/test-nn.log; grep -A12 -E '^\s*--- FAIL|^panic:' $OUT/test-nn.log | head -40
else echo "nn test build failed"; tail -20 $OUT/build.log; fi

if awk -v e="$(el)" 'BEGIN{exit !(e < 380)}'; then
  step "go vet ./torch"
  t=$(date +%s.%N); GOFLAGS= timeout 100 go vet ./torch >$OUT/vet.log 2>&1; echo "vet rc=$? took $(since $t) s"; tail -20 $OUT/vet.log
fi

if awk -v e="$(el)" 'BEGIN{exit !(e < 330)}'; then
  step "race: go test -race -c, then -run 'CUDA|Concurrent|Goroutine|Parallel'"
  cd $W/m; t=$(date +%s.%N)
  if timeout 150 go test -race -p 16 -c -ldflags="$LDX" -o torch.race.test ./torch >$OUT/race.log 2>&1; then
    echo "race build took $(since $t) s"
    cd torch; timeout 90 ../torch.race.test -test.v -test.run 'CUDA|Concurrent|Goroutine|Parallel' -test.count=1 >>$OUT/race.log 2>&1; echo "race rc=$?"
    counts race $OUT/race.log; grep -E '^\s*--- FAIL|WARNING: DATA RACE' $OUT/race.log | head; cd ..
  else echo "race build failed rc=$?"; tail -5 $OUT/race.log; fi
fi

if awk -v e="$(el)" 'BEGIN{exit !(e < 420)}'; then
  step "timing: --shards 16, cold cache, go build ./..."
  mkdir -p $W/m16 && cd $W/m16 && cp ../m/go.mod .
  $G/gtg generate --libtorch "$TORCH" --flavour ${FLAVOUR:-cuda} --shards 16 --runtime-tests --out torch >/dev/null
  t=$(date +%s.%N)
  GOCACHE=$W/cache16 timeout 150 go build -p 16 ./torch/... >$OUT/build16.log 2>&1; echo "rc=$? shards 16: go build ./torch/... took $(since $t) s"
fi
step "done"
