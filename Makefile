# The verbs a person types. `make run` and `make test` are the README's two
# commands; every other target is a step they use.

LIBTORCH      ?= /usr
OUT           ?= generated/torch
IMPORT_PATH   := github.com/gotorchgen/gotorchgen/generated/torch
GOTORCHGEN    := go run ./cmd/gotorchgen
# The committed package keeps the runtime's own tests (make test runs them);
# a user's generate leaves them out.
GENERATE_FLAGS := --runtime-tests
# libtorch 2.6.0 from Debian trixie, unpacked (never installed) for tests
# that read or compile against a second version.
TRIXIE_TORCH  := 2.6.0+dfsg-7
SUDO          := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
CACHE         := $(or $(GOTORCHGEN_CACHE),$(HOME)/.cache/gotorchgen)
# Tests find the project-made Declarations.yaml files here.
export GOTORCHGEN_DECLARATIONS_DIR := $(CACHE)/declarations
# -trimpath keeps the checkout's directory out of Go's build cache keys, so
# that a clone at another path (CI's) reuses what a build of the same files
# left in the cache, the generated package's C++ included (its include path
# is relative for the same reason: emit/flags.go).
export GOFLAGS := $(strip $(GOFLAGS) -trimpath)

.PHONY: fuzz test-race leakcheck count-instructions count-instructions-stable count-instructions-jit bench-aoti count-instructions-aoti bench-aoti-models bench-serve-pt2

# Every go test here says how long its binary may run: go test's default
# (10 minutes) is shorter than a cold build inside a test, or the runtime
# suite under the race detector, on a slow or busy machine. Each fits the
# worst case measured on a loaded 2-core machine (docs/GOLDEN.md, "Test
# timeouts") three times or more.
GO_TEST_TIMEOUT       ?= 60m
GO_TEST_SHORT_TIMEOUT ?= 30m
.PHONY: api-manifest
.PHONY: all deps libtorch-2.6 declarations generate run test test-generator test-generated check-generated vet

all: test

# Debian's libtorch 1.13.1: the default build everything runs against, and
# an optimized BLAS for it. Debian's libtorch (BLAS_INFO=generic) runs its
# matrix products on whatever libblas.so.3 update-alternatives picks, and
# --no-install-recommends drops the recommended one: without it every
# product runs on the reference BLAS, 5-25x slower (docs/BENCHMARKS.md
# says why OpenBLAS's pthread build is the default; gotorchgen doctor
# checks an install).
BLAS_PACKAGE  ?= libopenblas0-pthread
export GOTORCHGEN_BLAS_PACKAGE := $(BLAS_PACKAGE)
# libgloo-dev: c10d's Gloo headers (specs/distributed.yaml), which
# libtorch-dev does not depend on; python3-torch: the Python ranks of the
# distributed tests.
deps:
	@if [ ! -f $(LIBTORCH)/include/ATen/core/Tensor.h ] || \
	   { command -v dpkg >/dev/null && ! dpkg -s $(BLAS_PACKAGE) libgloo-dev python3-torch >/dev/null 2>&1; }; then \
	  echo "installing libtorch-dev, libgloo-dev, python3-torch and $(BLAS_PACKAGE)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libtorch-dev libgloo-dev python3-torch g++ $(BLAS_PACKAGE); \
	fi

libtorch-2.6:
	@scripts/fetch-libtorch.sh trixie libtorch-dev $(TRIXIE_TORCH) >/dev/null

# Declarations.yaml for both versions, made with Debian's own torchgen.
declarations: $(CACHE)/declarations/Declarations-1.13.1.yaml $(CACHE)/declarations/Declarations-2.6.0.yaml

$(CACHE)/declarations/Declarations-%.yaml:
	scripts/make-declarations.sh $* $(CACHE)/declarations/$*
	cp $(CACHE)/declarations/$*/Declarations.yaml $@

generate: deps
	$(GOTORCHGEN) generate --libtorch $(LIBTORCH) --out $(OUT) --custom-ops generated/custom-ops.txt $(GENERATE_FLAGS)

# The main job: bindings for the system libtorch, then the example trains.
run: generate
	cd generated && go run ./examples/linreg

vet:
	go vet ./...
	cd generated && go vet ./...

test: deps libtorch-2.6 libtorch-2.6-cuda libtorch-2.14 declarations test-generator check-generated test-generated test-example-bert fuzz test-race leakcheck bench-short golden

test-generator: tidy
	go vet ./...
	go test -timeout $(GO_TEST_TIMEOUT) ./...

# The README's install lines for real: go get -tool from a local module
# proxy, go generate, then build and run the user's program (the generated
# package's first build is minutes; the plain go test stops after generate).
.PHONY: test-install test-go-min
test-install: deps
	GOTORCHGEN_INSTALL_BUILD=1 go test -count=1 -run 'TestGoGetToolAndGenerate' -v -timeout $(GO_TEST_TIMEOUT) ./cmd/gotorchgen

# The lowest Go both go.mod files declare, for real: GOTOOLCHAIN fetches
# Go 1.24.0 as a module (golang.org/toolchain) through GOPROXY, and it vets
# (so type-checks, tests included, and compiles the C++ of) both modules.
GO_MIN := 1.24.0
test-go-min: deps
	GOTOOLCHAIN=go$(GO_MIN) go vet ./...
	cd generated && GOTOOLCHAIN=go$(GO_MIN) go vet ./...

# go.mod and go.sum of both modules must be what go mod tidy makes: a
# direct dependency marked // indirect, or a stale sum, fails here.
.PHONY: tidy
tidy:
	go mod tidy -diff
	cd generated && go mod tidy -diff

# The API manifest of the committed generated/ (golden/api): rewrite it
# after an intended API change, then review its diff (docs/API.md).
api-manifest:
	go test -count=1 -timeout $(GO_TEST_SHORT_TIMEOUT) -run TestAPIManifest ./golden -update

# The committed package must be exactly what the generator makes now.
check-generated: deps
	@tmp=$$(mktemp -d) && \
	$(GOTORCHGEN) generate --libtorch $(LIBTORCH) --out $$tmp/torch --package torch --import-path $(IMPORT_PATH) --custom-ops generated/custom-ops.txt $(GENERATE_FLAGS) && \
	if diff -r $(OUT) $$tmp/torch >/dev/null; then echo "generated/: up to date"; rm -rf $$tmp; \
	else diff -r $(OUT) $$tmp/torch | head -40; rm -rf $$tmp; echo "generated/ drifted from the generator: run make generate and review the diff"; exit 1; fi

test-generated: deps
	cd generated && go vet ./... && go test -count=1 -timeout $(GO_TEST_TIMEOUT) ./...

# Each fuzz target for an execution budget, in its own package (CI's
# bounded run; the corpus of the long runs is in <pkg>/testdata/fuzz, and
# plain go test replays it). A target is PKG/FuzzName:BUDGET. Budgets are
# counts (Nx), not durations: with a duration, go1.26's fuzz coordinator
# can report its own deadline as a failure ("context deadline exceeded",
# golang/go#75804, fixed in 1.27) on a loaded machine; a count has no
# deadline to race. Each is about 10 s here. FuzzPipeline runs all of
# Generate (tens of ms an input), so minimizing a new input is capped at
# FUZZMINIMIZETIME runs, not the default 60 s that would use the whole run.
# FUZZTIME, when set (e.g. 10m for a long run), replaces every budget.
FUZZTIME ?=
FUZZMINIMIZETIME ?= 100x
# A long run (FUZZTIME) is bounded by its own time, not a timeout.
FUZZ_TIMEOUT ?= $(if $(FUZZTIME),0,$(GO_TEST_SHORT_TIMEOUT))
FUZZ_TARGETS := parser/FuzzParseSchema:150000x parser/FuzzParseDeclarations:100000x \
	parser/FuzzParseRegistrationDeclarations:120000x parser/FuzzParseOpsHeader:150000x emit/FuzzPipeline:300x
fuzz:
	@for t in $(FUZZ_TARGETS); do \
	  budget=$${t##*:}; t=$${t%:*}; budget=$${FUZZTIME:-$$budget}; \
	  pkg=$${t%/*}; f=$${t##*/}; \
	  echo "fuzz: $$f (./$$pkg) for $$budget"; \
	  go test -run '^$$' -fuzz "^$$f\$$" -fuzztime $$budget -fuzzminimizetime $(FUZZMINIMIZETIME) -parallel 1 -timeout $(FUZZ_TIMEOUT) ./$$pkg || exit 1; \
	done

# The runtime suite under the race detector (the C++ shims are shared with
# the plain build; only the Go side is rebuilt).
test-race: deps
	cd generated && go test -race -count=1 -timeout $(GO_TEST_TIMEOUT) ./torch

# The runtime suite under LeakSanitizer: no leak may come from the shims
# (scripts/leakcheck.sh says how leaks are told apart).
leakcheck: deps
	scripts/leakcheck.sh generated/torch

# Benchmarks (docs/BENCHMARKS.md). bench-short runs every Go/C++ benchmark
# pair 100 times so that they cannot rot; nothing asserts on time.
.PHONY: bench bench-short bench-memory bench-build bench-python
bench-short: deps
	cd generated && go test -run XXX -bench . -benchmem -benchtime 100x -timeout $(GO_TEST_SHORT_TIMEOUT) ./bench
	cd generated && go test -run '^$$' -bench 'AllReduce/.*/1MiB' -benchtime 1x -timeout $(GO_TEST_SHORT_TIMEOUT) ./torch/distributed

# Go/C++ ratios measured in one process (process CPU time and wall time),
# then what the use count that makes a concurrent Free safe costs a call,
# then all_reduce across 2 local processes, a Go pair against a Python pair;
# bench-stable first: the stable-ABI mode's per-call ratios (sid root);
# bench-aoti and bench-aoti-models: a .pt2's Run against C++'s loader.run
# on one ReLU, the test model and the four serving models; bench-serve-pt2:
# examples/servept2's server CPU a request, Go's and Python's (sid root).
bench: deps bench-stable bench-aoti bench-aoti-models bench-serve-pt2
	cd generated && go run ./bench/cmd/ratios
	cd generated && go test -run '^$$' -bench 'UseUnuse|ShallowCloneFree|PythonShaped' -benchtime 1s -timeout $(GO_TEST_SHORT_TIMEOUT) ./torch
	cd generated && go test -run '^$$' -bench AllReduce -benchtime 50x -timeout $(GO_TEST_SHORT_TIMEOUT) ./torch/distributed

# The GC-only, explicit-free, in-place, views and big-result workloads,
# with peak RSS and the collections they started.
bench-memory: deps
	cd generated && for m in free gc inplace views; do go run ./bench/cmd/memory -mode $$m || exit 1; done
	cd generated && go run ./bench/cmd/memory -mode free -numel 8388608 -ops 200

# Cold go build and one-operator rebuild against an ATen.h-only compile.
bench-build: deps
	scripts/bench-build.sh

# The same loops in Debian's Python torch (installs python3-torch).
bench-python:
	scripts/bench-python.sh

# libtorch 2.6.0 for real: the generated package's runtime tests in a Debian
# trixie root (debootstrap, cached in $(CACHE)/trixie-root), and the cuda
# flavour against trixie contrib's CUDA build (headers, link, DT_NEEDED;
# nothing runs: no CUDA toolkit, no GPU). docs/GOLDEN.md has the figures.
.PHONY: libtorch-2.6-cuda test-2.6 check-cuda golden

# Every golden case (fixtures and the four real builds: 1.13.1, 2.6.0 CPU
# and CUDA, 2.14.1; none may skip), the runtime tests against 2.6.0 in the
# trixie root and against 2.14.1 in the sid root, and the cuda flavour's
# compile and link check. The runtime tests against 1.13.1 are
# test-generated.
golden: deps libtorch-2.6 libtorch-2.6-cuda libtorch-2.14
	GOTORCHGEN_GOLDEN_REQUIRE=1 go test -count=1 -timeout $(GO_TEST_TIMEOUT) ./golden
	GOTORCHGEN_ROOT_REQUIRED=1 $(MAKE) test-2.6 check-cuda test-2.14 test-aoti test-safetensors test-stable test-serve-pt2 test-weights-only

libtorch-2.6-cuda:
	@scripts/fetch-libtorch.sh trixie libtorch-cuda-dev $(TRIXIE_TORCH) >/dev/null

test-2.6:
	scripts/test-trixie.sh

check-cuda:
	TRIXIE_TORCH=$(TRIXIE_TORCH) scripts/check-cuda.sh

# libtorch 2.14.1 from Debian sid. libtorch-2.14 unpacks it (never installs
# it) for tests that read its headers; test-2.14 is test-2.6 against it, in a
# Debian sid root (scripts/debian-root.sh sid, cached in $(CACHE)/sid-root):
# its libraries need sid's glibc and libstdc++. The root installs sid's
# current libtorch-dev when it is made; scripts/test-sid.sh reports the
# version it tested. GOTORCHGEN_SID_REQUIRED=1 (or GOTORCHGEN_ROOT_REQUIRED=1)
# makes "no root here" a failure instead of a skip.
SID_TORCH     := 2.14.1+dfsg-1
.PHONY: libtorch-2.14 test-2.14

libtorch-2.14:
	@scripts/fetch-libtorch.sh sid libtorch-dev $(SID_TORCH) >/dev/null

test-2.14:
	scripts/test-sid.sh

# AOTInductor packages (specs/aoti.yaml, AOTIModel) for real in the sid root:
# sid's python3-torch exports a .pt2 (cached in $(CACHE)/aoti), the Go tests
# templates/_stable/aoti_test.go (one source for both modes) and
# scripts/testdata/aoti/*_test.go run it through the generated package.
# Installs python3-torch in the root once. docs/GOLDEN.md has the figures.
.PHONY: test-aoti
test-aoti:
	scripts/test-aoti.sh

# torch.Save's files against PyTorch's weights-only torch.load (its default
# since 2.6): the host's Go test TestSaveWeightsOnly writes them with
# expect.json; the trixie root's python3-torch 2.6.0 and the sid root's
# 2.14.1 torch.load(path) each with default arguments and compare exactly,
# and compare their allowlist with the Go side's table. Installs
# python3-torch in the roots once; about 20 s warm.
.PHONY: test-weights-only
test-weights-only:
	scripts/test-weights-only.sh

# The safetensors format (LoadSafetensors, OpenSafetensors, SaveSafetensors)
# against the real library: sid's python3-safetensors writes files of every
# dtype (F8, BF16, F16, U16-U64 included) that the host's Go test
# TestSafetensorsReal checks, and reads back what Go wrote (byte for byte
# its own save_file's). Installs python3-safetensors in the root once;
# about 30 s warm.
.PHONY: test-safetensors
test-safetensors:
	scripts/test-safetensors.sh

# The BERT example (generated/examples/bert, docs/EXAMPLES.md): its own
# module, since its tokenizer (github.com/sugarme/tokenizer) is not the
# standard library; generated/'s ./... leaves nested modules out. Checks
# its go.mod and go.sum, the Go tokenizer's ids against Hugging Face's
# (tokenizer_ids.json) and the model's outputs against model.py's, bit for
# bit, /usr/bin/python3 run live. The first run downloads the tokenizer's
# modules through GOPROXY.
.PHONY: test-example-bert
test-example-bert: deps
	cd generated/examples/bert && go mod tidy -diff && go vet ./... && go test -count=1 -timeout $(GO_TEST_SHORT_TIMEOUT) ./...

# The .pt2 serving example (generated/examples/servept2, -tags pt2) in the
# sid root: the package exported with the recipe (cached in
# $(CACHE)/servept2), its tests against eager, PyTorch's loader and
# serve.py, the Python twin.
.PHONY: test-serve-pt2
test-serve-pt2:
	scripts/test-serve-pt2.sh

# The stable-ABI mode (docs/STABLE-ABI.md) for real in the sid root: its
# runtime tests, pure and hybrid (--stable-fallback boxed), and the
# differential test of the hybrid against the typed mode on one operator
# in ten (test-stable, part of golden); on every operator both modes bind
# (test-stable-all); the cold go build of the pure, hybrid and typed
# packages measured in one run (bench-stable-build); the per-call ratios
# stable/typed (bench-stable, part of bench). docs/GOLDEN.md has the figures.
.PHONY: test-stable test-stable-all bench-stable bench-stable-build
test-stable:
	scripts/test-stable.sh

test-stable-all:
	STABLE_DIFF_ALL=1 scripts/test-stable.sh

bench-stable:
	STABLE_BENCH=1 scripts/test-stable.sh

# Instructions per call of the Python-shaped layer against the calls it
# reaches (callgrind: deterministic where the timed ratios spread ±5 %).
count-instructions: deps
	scripts/count-instructions.sh

count-instructions-stable:
	STABLE_COUNT=1 scripts/test-stable.sh

# TorchScript's forward on one ReLU from Go (ForwardTensors, ForwardTensorsInto,
# in inference mode per call) against C++'s and a bare cgo call (host libtorch).
count-instructions-jit: deps
	scripts/count-instructions-jit.sh

# AOTIModel.Run against C++'s loader.run, one process (sid root).
bench-aoti:
	AOTI_BENCH=1 scripts/test-aoti.sh

# The same on the issue's four serving models, compiled with autotuning
# (exported once per python3-torch and cached: about a minute).
bench-aoti-models:
	AOTI_MODELS=1 scripts/test-aoti.sh

# ONNX Runtime from Go beside the .pt2 packages from Go on the same four
# models (sid root; npm fetches the pinned onnxruntime-node; outside make
# bench and make test). BENCH_ORT_RECIPES=1 also times other compile settings.
.PHONY: bench-ort
bench-ort:
	scripts/bench-ort.sh

bench-serve-pt2:
	SERVE_PT2_BENCH=1 scripts/test-serve-pt2.sh

# The instructions of AOTIModel.Run and of C++'s loader.run (callgrind, sid root).
count-instructions-aoti:
	AOTI_COUNT=1 scripts/test-aoti.sh

bench-stable-build:
	STABLE_BUILD_BENCH=1 scripts/test-stable.sh
