#!/usr/bin/env bash
# The generated package's runtime tests against Debian trixie's libtorch
# 2.6.0, for real, inside the trixie root of scripts/debian-root.sh
# (runtime_tests in scripts/trixie-common.sh says how; scripts/test-sid.sh
# is the same for sid's 2.14.1).
#
#   scripts/test-trixie.sh          (make test-2.6)
#
# Work directory /work/test-2.6 in the root, log $GOTORCHGEN_CACHE/test-2.6.log.
# Exits 0 with a loud SKIP when the root cannot be made here (not root and no
# sudo). Set GOTORCHGEN_TRIXIE_REQUIRED=1 (or GOTORCHGEN_ROOT_REQUIRED=1, for
# every suite) to make that a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT_SUITE=trixie
NAME=test-2.6
source scripts/trixie-common.sh
runtime_tests
