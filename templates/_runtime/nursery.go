//go:build cgo

package torch

import (
	"runtime"
	"sync"
	"unsafe"
)

// The GC net's nursery, one copy for both runtimes (the stable-ABI mode
// uses this file as it is: emit's stableShared; each runtime's Tensor has
// rtHeld and an armed flag, and each has its rtFinalizeTensor). Arming a
// finalizer and clearing it again in Free costs more than a small
// operator, and most tensors are freed within microseconds.
// So a new Tensor first goes into a nursery, one of rtNurseryShards picked
// by its address; a Tensor freed there never gets a finalizer. When a
// nursery is full, after every collection, and before a collection the
// package starts, the nursery is emptied and its live tensors get a
// finalizer. A tensor dropped without Free is released at most two
// collections after it became unreachable.

const (
	rtNurseryShards = 16 // a power of two
	rtNurseryCap    = 128
)

type rtNursery struct {
	mu sync.Mutex
	n  int
	ts [rtNurseryCap]*Tensor
	_  [64]byte // keep the shards' locks on separate cache lines
}

var rtNurseries [rtNurseryShards]rtNursery

// rtAdmit puts a new tensor into its nursery.
func rtAdmit(t *Tensor) {
	s := &rtNurseries[(uintptr(unsafe.Pointer(t))>>13)&(rtNurseryShards-1)]
	s.mu.Lock()
	if s.n == rtNurseryCap {
		s.promote()
	}
	s.ts[s.n] = t
	s.n++
	s.mu.Unlock()
}

// promote empties the nursery, arming a finalizer on each tensor not yet
// released (s.mu held). A Free racing the check leaves a finalizer that
// finds no handle. Newest first: a span keeps its finalizers sorted by
// address, which increasing addresses would walk to the end each time.
func (s *rtNursery) promote() {
	for i := s.n - 1; i >= 0; i-- {
		t := s.ts[i]
		s.ts[i] = nil
		if t.rtHeld() {
			runtime.SetFinalizer(t, rtFinalizeTensor)
			t.armed.Store(true) // after SetFinalizer: release may now clear it
		}
	}
	s.n = 0
}

func rtPromoteAll() {
	for i := range rtNurseries {
		s := &rtNurseries[i]
		s.mu.Lock()
		s.promote()
		s.mu.Unlock()
	}
}

// rtGCSentinel is always garbage: its finalizer runs after every
// collection, empties the nurseries and re-arms itself.
type rtGCSentinel struct{ _ *byte }

func rtAfterGC(s *rtGCSentinel) {
	rtPromoteAll()
	runtime.SetFinalizer(s, rtAfterGC)
}

func init() { runtime.SetFinalizer(&rtGCSentinel{}, rtAfterGC) }
