//go:build cgo

package torch

// This file is Go only: the stable mode's runtime shares it (emit's
// stableSharedNN); each mode has rtScopeEnter and rtScopeExit (the typed
// mode's: scope_cgo.go).

import (
	"runtime"
	"runtime/cgo"
	"sync"
	"sync/atomic"
)

// Scope collects the tensors made inside WithScope or ScopedTensor, to
// free them all when the scope ends. See WithScope.
type Scope struct {
	id     uint64 // its cgo.Handle, which gotorch::wrap returns with each handle
	parent *Scope // the scope this one is nested in, or nil
	mu     sync.Mutex
	ts     []*Tensor // registered; a kept one is set to nil
	done   bool
	// first backs ts while a scope holds few tensors (a forward, a
	// request), sparing the appends' allocations.
	first [16]*Tensor
}

// WithScope runs f and then frees every tensor made during f that f did
// not Keep, also when f returns an error or panics (the panic goes on
// after the cleanup). A tensor counts as made during f when a call by the
// goroutine running f returned it; tensors made by goroutines that f
// starts are not in the scope, as PyTorch's grad mode is per thread. For
// that, the goroutine is locked to its OS thread while f runs. Scopes nest:
// a tensor kept by an inner scope belongs to the enclosing one.
//
// Using a tensor the scope freed is an error, as after any Free: keep
// results with Keep (or use ScopedTensor). f must not call
// runtime.UnlockOSThread more often than it locks the thread itself.
// Outside any scope, making a tensor costs one extra load.
func WithScope(f func(s *Scope) error) error {
	if f == nil {
		return rtErrorf("WithScope", "nil function")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	s := &Scope{}
	s.ts = s.first[:0]
	h := cgo.NewHandle(s)
	s.id = uint64(h)
	prev := rtScopeEnter(uint64(h))
	if prev != 0 {
		s.parent, _ = cgo.Handle(prev).Value().(*Scope)
	}
	defer func() {
		rtScopeExit(prev)
		h.Delete()
		s.end()
	}()
	return f(s)
}

// ScopedTensor is WithScope for a function that makes one result: the
// tensor f returns is kept (see Keep), everything else f made is freed. On
// error it returns nil, having freed everything f made.
func ScopedTensor(f func(s *Scope) (*Tensor, error)) (*Tensor, error) {
	if f == nil {
		return nil, rtErrorf("ScopedTensor", "nil function")
	}
	var out *Tensor
	err := WithScope(func(s *Scope) error {
		t, err := f(s)
		if err != nil {
			return err
		}
		s.Keep(t)
		out = t
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// WithScopeValue is WithScope for a function with a result: the tensors
// in the result f returns survive the scope (as if kept with Keep: a
// *Tensor, or those in a []*Tensor, map[string]*Tensor, *Dict, []any,
// Tuple or map[string]any, nested, as FreeAll finds them); everything else
// f made is freed. Tensors inside other types (a struct's fields) are not
// found: Keep those in f. On error it returns T's zero value, having freed
// everything f made.
//
//	y, err := torch.WithScopeValue(func(s *torch.Scope) (*torch.Tensor, error) {
//		h := x.Matmul(w).Relu() // freed when the scope ends
//		return h.Sum(), nil     // survives it
//	})
func WithScopeValue[T any](f func(s *Scope) (T, error)) (T, error) {
	var out, zero T
	if f == nil {
		return zero, rtErrorf("WithScopeValue", "nil function")
	}
	err := WithScope(func(s *Scope) error {
		v, err := f(s)
		if err != nil {
			return err
		}
		rtEachTensor(any(v), func(t *Tensor) { s.Keep(t) })
		out = v
		return nil
	})
	if err != nil {
		return zero, err
	}
	return out, nil
}

// Keep takes tensors out of s, so that the end of s does not free them:
// they move to the enclosing scope if s is nested (and are freed when that
// one ends), else they become ordinary tensors (Free them, or leave them to
// the garbage collector). Tensors that are not in s are left alone.
func (s *Scope) Keep(ts ...*Tensor) {
	var moved []*Tensor
	s.mu.Lock()
	for _, t := range ts {
		if t == nil {
			continue
		}
		// From the newest back: a kept tensor is usually a recent one.
		for i := len(s.ts) - 1; i >= 0; i-- {
			if s.ts[i] == t {
				s.ts[i] = nil
				moved = append(moved, t)
				break
			}
		}
	}
	s.mu.Unlock()
	for _, t := range moved {
		// Out of every scope, a tensor gets the GC net (wrapTensor left
		// it out while a scope held it).
		if s.parent == nil || !s.parent.add(t) {
			rtAdmit(t)
		}
	}
}

// add registers t, made while s was current (wrapTensor) or kept by a
// scope nested in s, and reports whether s took it. A scope that has ended
// leaves t unscoped: freeing it unasked could break a caller that still
// uses it.
func (s *Scope) add(t *Tensor) bool {
	s.mu.Lock()
	ok := !s.done
	if ok {
		s.ts = append(s.ts, t)
	}
	s.mu.Unlock()
	return ok
}

// end frees what s still holds.
func (s *Scope) end() {
	s.mu.Lock()
	ts := s.ts
	s.ts, s.done = nil, true
	s.mu.Unlock()
	rtFreeAll(ts) // skips nil (kept) and tensors already freed
}

// rtLastScope caches the last scope rtScopeAdd looked up: a scope usually
// makes many tensors in a row, and the cache saves the handle table's
// lookup. Handles are never reused, so a cached id cannot be another's.
var rtLastScope atomic.Pointer[Scope]

// rtScopeAdd registers t in the scope with handle id and reports whether
// that scope took it.
func rtScopeAdd(id uint64, t *Tensor) bool {
	s := rtLastScope.Load()
	if s == nil || s.id != id {
		var ok bool
		if s, ok = cgo.Handle(id).Value().(*Scope); !ok {
			return false
		}
		rtLastScope.Store(s)
	}
	return s.add(t)
}
