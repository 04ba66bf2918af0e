//go:build !linux

package torch

import "math"

// rtMemoryLimit is the most bytes one Go allocation could get; only Linux
// reports it (memlimit_linux.go), elsewhere the address space bounds it.
func rtMemoryLimit() int64 { return math.MaxInt }
