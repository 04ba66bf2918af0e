package torch

// #include "gotorch.h"
// #cgo nocallback gt_generator_free
// #cgo nocallback gt_storage_free
import "C"

import (
	"runtime"
	"sync/atomic"
	"unsafe"
)

// Generator is a random number generator, to pass to random operators
// instead of the default one (NewGenerator; its methods come from the class
// spec specs/generator.yaml). Free it when done; like a Tensor it has a GC
// cleanup as a safety net. A Generator must not be used by several
// goroutines at once.
type Generator struct {
	h       unsafe.Pointer // C.gt_generator; accessed atomically
	cleanup runtime.Cleanup
}

// wrapGenerator owns a new generator handle (NewGenerator, a class spec's
// result).
func wrapGenerator(h C.gt_generator) *Generator {
	if h == nil {
		return nil
	}
	g := &Generator{h: unsafe.Pointer(h)}
	g.cleanup = runtime.AddCleanup(g, rtFreeGeneratorHandle, h)
	return g
}

func rtFreeGeneratorHandle(h C.gt_generator) { C.gt_generator_free(h) }

// handle returns g's handle; NULL for a nil or freed generator, which
// operators take as "use the default generator".
func (g *Generator) handle() C.gt_generator {
	if g == nil {
		return nil
	}
	return C.gt_generator(atomic.LoadPointer(&g.h))
}

// Free releases the generator; it is idempotent and a no-op on nil.
func (g *Generator) Free() {
	if g == nil {
		return
	}
	h := C.gt_generator(atomic.SwapPointer(&g.h, nil))
	if h == nil {
		return
	}
	g.cleanup.Stop()
	// g must stay reachable until Stop returns: otherwise the collector
	// may find it unreachable meanwhile and queue the cleanup, which Stop
	// then cannot cancel, and h would be freed twice.
	runtime.KeepAlive(g)
	C.gt_generator_free(h)
}

// Close frees the generator (io.Closer); it always returns nil.
func (g *Generator) Close() error {
	g.Free()
	return nil
}

// Storage is a handle to a libtorch storage, the memory behind tensors.
// Free it when done; like a Tensor it has a GC cleanup as a safety net.
type Storage struct {
	h       unsafe.Pointer // C.gt_storage; accessed atomically
	cleanup runtime.Cleanup
}

// wrapStorage takes ownership of h; NULL becomes nil.
func wrapStorage(h C.gt_storage) *Storage {
	if h == nil {
		return nil
	}
	s := &Storage{}
	s.h = unsafe.Pointer(h)
	s.cleanup = runtime.AddCleanup(s, rtFreeStorageHandle, h)
	return s
}

func rtFreeStorageHandle(h C.gt_storage) { C.gt_storage_free(h) }

// handle returns s's handle; NULL for a nil or freed storage, which the
// C++ side reports as an error.
func (s *Storage) handle() C.gt_storage {
	if s == nil {
		return nil
	}
	return C.gt_storage(atomic.LoadPointer(&s.h))
}

// Free releases the storage handle; it is idempotent and a no-op on nil.
func (s *Storage) Free() {
	if s == nil {
		return
	}
	h := C.gt_storage(atomic.SwapPointer(&s.h, nil))
	if h == nil {
		return
	}
	s.cleanup.Stop()
	// s must stay reachable until Stop returns: otherwise the collector
	// may find it unreachable meanwhile and queue the cleanup, which Stop
	// then cannot cancel, and h would be freed twice.
	runtime.KeepAlive(s)
	C.gt_storage_free(h)
}

// Close frees the storage (io.Closer); it always returns nil.
func (s *Storage) Close() error {
	s.Free()
	return nil
}
