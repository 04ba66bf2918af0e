package torch

import (
	"math"
	"syscall"
)

// rtMemoryLimit is the most bytes one Go allocation could get: the
// machine's RAM plus swap. Beyond it make() dies with a fatal error that no
// recover catches, so copies out of libtorch are checked against it first.
func rtMemoryLimit() int64 {
	var si syscall.Sysinfo_t
	if err := syscall.Sysinfo(&si); err != nil {
		return math.MaxInt
	}
	unit := uint64(si.Unit)
	if unit == 0 {
		unit = 1
	}
	total := (uint64(si.Totalram) + uint64(si.Totalswap)) * unit
	if total == 0 || total > math.MaxInt64 {
		return math.MaxInt
	}
	return int64(total)
}
