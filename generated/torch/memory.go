package torch

// #include "gotorch.h"
import "C"

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unsafe"
)

// The GC safety net and the accounting of libtorch memory.
//
// The nursery is nursery.go, shared with the stable-ABI runtime.
// Setting a finalizer and clearing it again in Free costs more than a small
// operator itself (runtime.AddCleanup, more still: it allocates twice). Most
// tensors are freed within microseconds, so a new Tensor first goes into a
// nursery: a small array, one of rtNurseryShards, picked by the Tensor's
// address (each P allocates from its own spans, so goroutines on different
// Ps rarely share a shard or its lock). A Tensor freed while in the nursery
// never gets a finalizer. When a nursery is full, or after every garbage
// collection, or before a collection started by memory pressure, the
// nursery is emptied and its still-live tensors get a finalizer: from then
// on they are ordinary finalized objects. A tensor dropped without Free is
// therefore released at most two collections after it became unreachable,
// and the nurseries hold at most rtNurseryShards*rtNurseryCap dropped
// tensors between collections.
//
// The Go collector sees only the small Tensor struct, not the libtorch
// memory behind it. The C++ side accounts bytes to every live handle
// (gt_stats.live_bytes: GT_HANDLE_OVERHEAD, plus the storage's bytes for
// the handle that owns it first, so a view or expansion of a big tensor
// adds only its overhead), which Go reads with an atomic load (no cgo
// call). When the bytes of the handles alive before a new one grow more
// than the threshold above their lowest value since the last such
// collection, wrapTensor runs runtime.GC itself. The new handle's own bytes
// do not count, and freed handles leave the count at once, so a program
// that frees what it makes never collects, however big each tensor: only
// tensors that stay alive unfreed can trigger a collection.

const (
	// rtDefaultGCThreshold is the default of SetGCThreshold.
	rtDefaultGCThreshold = 16 << 20
	// rtGCThresholdEnv overrides the default threshold at start-up.
	rtGCThresholdEnv = "GOTORCH_GC_THRESHOLD"
)

// rtHeld reports whether t still holds its handle (nursery.go).
func (t *Tensor) rtHeld() bool { return atomic.LoadUintptr(&t.h) != 0 }

// rtFinalizeTensor is the finalizer of a tensor that left its nursery.
func rtFinalizeTensor(t *Tensor) {
	if h := atomic.SwapUintptr(&t.h, 0); h != 0 {
		t.freeHandle(h)
	}
	rtFinalized.Add(1)
}

var (
	rtGCThreshold  atomic.Int64 // bytes; <= 0 turns pressure collections off
	rtGCNext       atomic.Int64 // live bytes at which wrapTensor collects
	rtCollecting   atomic.Bool
	rtPressureGCs  atomic.Int64
	rtFinalized    atomic.Int64 // tensor finalizers run
	rtLiveBytesPtr = (*int64)(unsafe.Pointer(&C.gt_stats.live_bytes))
)

func init() {
	threshold := int64(rtDefaultGCThreshold)
	if v, ok := os.LookupEnv(rtGCThresholdEnv); ok {
		n, err := rtParseBytes(v)
		if err != nil {
			fmt.Fprintf(os.Stderr, "torch: %s=%q: %v; using %d\n", rtGCThresholdEnv, v, err, threshold)
		} else {
			threshold = n
		}
	}
	SetGCThreshold(threshold)
}

// rtParseBytes reads a byte count: an integer with an optional suffix
// (K, M, G, KiB, MiB, GiB, KB, MB, GB, all powers of 1024), or "off".
func rtParseBytes(v string) (int64, error) {
	s := strings.TrimSpace(strings.ToLower(v))
	if s == "off" {
		return 0, nil
	}
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30}, {"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1}} {
		if strings.HasSuffix(s, u.suffix) {
			s, mult = strings.TrimSpace(strings.TrimSuffix(s, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/mult {
		return 0, fmt.Errorf("want a byte count such as 64MiB, or off")
	}
	return n * mult, nil
}

// SetGCThreshold sets how many bytes of libtorch memory (as accounted by
// LiveBytes) may be added above the lowest live amount since the last
// collection before an operator that returns a new tensor runs
// runtime.GC, so that tensors dropped without Free are released. It
// returns the previous threshold. A threshold <= 0 turns these collections
// off. The default is 16 MiB, or the environment variable
// GOTORCH_GC_THRESHOLD (a byte count such as 256MiB, or off) at start-up.
// Programs that Free every tensor never reach it.
func SetGCThreshold(bytes int64) int64 {
	old := rtGCThreshold.Swap(bytes)
	rtResetGCNext()
	return old
}

// LiveBytes returns the bytes accounted to the tensor handles alive now:
// for each, a fixed overhead for the C++ objects behind a handle, plus the
// bytes of its storage when it was made as the storage's first owner (not
// a view, not a second handle to the same tensor). A view counts only its
// overhead, even if its base's handle is freed first.
func LiveBytes() int64 {
	rtFlushFrees()
	return rtLiveBytes()
}

// GCCollections returns how many collections the memory accounting has
// started (see SetGCThreshold).
func GCCollections() int64 { return rtPressureGCs.Load() }

func rtLiveBytes() int64 { return atomic.LoadInt64(rtLiveBytesPtr) }

// rtTrigger is the GC trigger for a live byte count: threshold bytes above
// it, or never.
func rtTrigger(live int64) int64 {
	t := rtGCThreshold.Load()
	if t <= 0 || live > math.MaxInt64-t {
		return math.MaxInt64
	}
	return live + t
}

func rtResetGCNext() { rtGCNext.Store(rtTrigger(rtLiveBytes())) }

// rtLowerGCNext runs after a handle is freed: the trigger follows the live
// byte count down, so it stays at most one threshold above the lowest
// count since the last collection (the collection itself sets it from a
// count that still includes the garbage its finalizers are about to free).
func rtLowerGCNext() {
	want := rtTrigger(rtLiveBytes())
	for {
		cur := rtGCNext.Load()
		if want >= cur || rtGCNext.CompareAndSwap(cur, want) {
			return
		}
	}
}

// rtPressureGC collects because the accounted bytes passed the trigger.
// One goroutine collects at a time; the others go on.
func rtPressureGC() {
	if !rtCollecting.CompareAndSwap(false, true) {
		return
	}
	rtPromoteAll()
	rtFlushFrees()
	runtime.GC()
	rtPressureGCs.Add(1)
	rtAwaitFinalizers()
	rtResetGCNext()
	rtCollecting.Store(false)
}

// rtAwaitFinalizers waits, at most 100ms, until the finalizer goroutine
// has stopped releasing tensors, so that the program that made the garbage
// does not outrun its release: without this back pressure the garbage
// made while the finalizers run piles up on top of the threshold.
func rtAwaitFinalizers() {
	deadline := time.Now().Add(100 * time.Millisecond)
	for last := rtFinalized.Load(); time.Now().Before(deadline); {
		time.Sleep(50 * time.Microsecond)
		n := rtFinalized.Load()
		if n == last {
			return
		}
		last = n
	}
}
