#!/usr/bin/env bash
# The Debian trixie root that runs libtorch 2.6.0 for real: scripts/debian-root.sh
# for trixie, kept under this name for its callers (test-2.6, check-cuda).
#
#   scripts/trixie-root.sh ensure | run CMD [ARG…] | path
set -euo pipefail
exec "$(dirname "$0")/debian-root.sh" trixie "$@"
