#!/usr/bin/env bash
# The reports of the failing tests in a `go test -v` log, for a summary a
# reader sees first (CI shows the tail of the output).
#
#   scripts/go-test-failures.sh LOG
#
# A parallel test's log lines come under "=== CONT/NAME TestX" headers,
# before its "--- FAIL: TestX" line; they are printed with it. Then any
# panic. Last, each failing test's messages (the t.Error/t.Fatal lines,
# "file_test.go:N: ...") once more, the last 20, so that the tail of the
# output names what failed.
set -euo pipefail
log=$1
awk '
  NR == FNR {
    if ($0 ~ /^ *--- FAIL: /) { n = $0; sub(/^ *--- FAIL: /, "", n); sub(/ .*/, "", n); failed[n] = 1 }
    next
  }
  /^=== (RUN|CONT|NAME|PAUSE) / { p = ($3 in failed); if (p) print; next }
  /^ *--- FAIL/ { p = 1; print; next }
  /^ *--- (PASS|SKIP)/ { p = 0; next }
  /panic:|^FAIL/ { p = 1 }
  p { print; if ($0 ~ /^ +[A-Za-z0-9_]+_test\.go:[0-9]+: /) msgs[++m] = $0 }
  END {
    if (m > 0) {
      print "failing tests'"'"' messages (first line of each):"
      for (i = (m > 20 ? m - 19 : 1); i <= m; i++) print msgs[i]
    }
  }
' "$log" "$log" | awk '/^failing tests/ {f = 1} NR <= 400 || f'
