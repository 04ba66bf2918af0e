#!/usr/bin/env bash
# The generated package's runtime tests against Debian sid's libtorch
# (2.14.1 when the root was made), for real, inside the sid root of
# scripts/debian-root.sh: sid's libraries need sid's glibc and libstdc++
# (runtime_tests in scripts/trixie-common.sh says how; scripts/test-trixie.sh
# is the same for trixie's 2.6.0).
#
#   scripts/test-sid.sh             (make test-2.14)
#
# Work directory /work/test-2.14 in the root, log $GOTORCHGEN_CACHE/test-2.14.log.
# Exits 0 with a loud SKIP when the root cannot be made here (not root and no
# sudo). Set GOTORCHGEN_SID_REQUIRED=1 (or GOTORCHGEN_ROOT_REQUIRED=1, for
# every suite) to make that a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT_SUITE=sid
NAME=test-2.14
source scripts/trixie-common.sh
runtime_tests
