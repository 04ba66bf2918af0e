package torch

import (
	"errors"
	"testing"
)

// rtScopeOps makes three tensors from x inside a scope and checks that they
// are live while it runs.
func rtScopeOps(t *testing.T, x *Tensor) []*Tensor {
	t.Helper()
	before := LiveTensors()
	a, err := OnesLike(x).Result()
	if err != nil {
		t.Fatal(err)
	}
	b, err := AddTensor(a, x).Result()
	if err != nil {
		t.Fatal(err)
	}
	c, err := FromSlice([]float32{5, 6, 7})
	if err != nil {
		t.Fatal(err)
	}
	if got := LiveTensors(); got != before+3 {
		t.Fatalf("inside the scope: %d live tensors, want %d", got, before+3)
	}
	return []*Tensor{a, b, c}
}

func rtWantFreed(t *testing.T, what string, ts []*Tensor) {
	t.Helper()
	for i, x := range ts {
		if !x.Freed() {
			t.Errorf("%s: tensor %d not freed", what, i)
		}
	}
}

func TestScopeFreesEverything(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	var made []*Tensor
	err := WithScope(func(s *Scope) error {
		made = rtScopeOps(t, x)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := LiveTensors(); got != before {
		t.Errorf("after the scope: %d live tensors, want %d", got, before)
	}
	rtWantFreed(t, "after the scope", made)
	if x.Freed() {
		t.Errorf("the scope freed a tensor made before it")
	}
	// The thread's scope was restored: a tensor made now is in none.
	if id := rtNewHandleScope(); id != 0 {
		t.Errorf("a tensor made after the scope has scope id %d, want 0", id)
	}
}

func TestScopeFreesOnError(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	boom := errors.New("boom")
	var made []*Tensor
	err := WithScope(func(s *Scope) error {
		made = rtScopeOps(t, x)
		return boom
	})
	if !errors.Is(err, boom) {
		t.Errorf("WithScope = %v, want f's error", err)
	}
	if got := LiveTensors(); got != before {
		t.Errorf("after a failed scope: %d live tensors, want %d", got, before)
	}
	rtWantFreed(t, "after a failed scope", made)
}

func TestScopeFreesOnPanic(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	var made []*Tensor
	recovered := func() (r any) {
		defer func() { r = recover() }()
		WithScope(func(s *Scope) error {
			made = rtScopeOps(t, x)
			panic("scope test panic")
		})
		return nil
	}()
	if recovered != "scope test panic" {
		t.Errorf("recovered %v, want the panic of f", recovered)
	}
	if got := LiveTensors(); got != before {
		t.Errorf("after a panicking scope: %d live tensors, want %d", got, before)
	}
	rtWantFreed(t, "after a panicking scope", made)
	if id := rtNewHandleScope(); id != 0 {
		t.Errorf("a tensor made after the panic has scope id %d, want 0", id)
	}
}

func TestScopeKeep(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	var made []*Tensor
	err := WithScope(func(s *Scope) error {
		made = rtScopeOps(t, x)
		s.Keep(made[1])
		s.Keep(made[1], nil, x) // again, nil and a tensor not in s: no-ops
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	kept := made[1]
	defer kept.Free()
	if got := LiveTensors(); got != before+1 {
		t.Errorf("after the scope: %d live tensors, want %d (the kept one)", got, before+1)
	}
	rtWantFreed(t, "not kept", []*Tensor{made[0], made[2]})
	if x.Freed() {
		t.Errorf("Keep of a tensor made before the scope freed it")
	}
	equal(t, "kept tensor", rtPeek[float32](t, kept), []float32{2, 3, 4})
}

func TestScopeNested(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	var kept, dropped, outerKept *Tensor
	err := WithScope(func(outer *Scope) error {
		err := WithScope(func(inner *Scope) error {
			var err error
			if kept, err = OnesLike(x).Result(); err != nil {
				return err
			}
			if dropped, err = OnesLike(x).Result(); err != nil {
				return err
			}
			if outerKept, err = AddTensor(x, x).Result(); err != nil {
				return err
			}
			inner.Keep(kept, outerKept)
			return nil
		})
		if err != nil {
			return err
		}
		if !dropped.Freed() {
			t.Errorf("the inner scope's end did not free its tensor")
		}
		if kept.Freed() || outerKept.Freed() {
			t.Fatalf("the inner scope's end freed a kept tensor")
		}
		if got := LiveTensors(); got != before+2 {
			t.Errorf("between the scopes' ends: %d live tensors, want %d", got, before+2)
		}
		// kept moved to the outer scope: keeping it there takes it out.
		outer.Keep(outerKept)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !kept.Freed() {
		t.Errorf("a tensor kept by the inner scope outlived the outer one")
	}
	if outerKept.Freed() {
		t.Fatalf("a tensor kept by both scopes was freed")
	}
	if got := LiveTensors(); got != before+1 {
		t.Errorf("after both scopes: %d live tensors, want %d", got, before+1)
	}
	equal(t, "kept by both", values[float32](t, outerKept, nil), []float32{2, 4, 6})
}

func TestScopedTensor(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	var made []*Tensor
	y, err := ScopedTensor(func(s *Scope) (*Tensor, error) {
		made = rtScopeOps(t, x)
		return AddTensor(made[1], made[2]).Result()
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := LiveTensors(); got != before+1 {
		t.Errorf("after ScopedTensor: %d live tensors, want %d", got, before+1)
	}
	rtWantFreed(t, "ScopedTensor's intermediates", made)
	equal(t, "ScopedTensor's result", values[float32](t, y, nil), []float32{7, 9, 11})

	boom := errors.New("boom")
	y, err = ScopedTensor(func(s *Scope) (*Tensor, error) {
		made = rtScopeOps(t, x)
		return made[0], boom
	})
	if y != nil || !errors.Is(err, boom) {
		t.Errorf("failing ScopedTensor = %v, %v; want nil and f's error", y, err)
	}
	if got := LiveTensors(); got != before {
		t.Errorf("after a failed ScopedTensor: %d live tensors, want %d", got, before)
	}
	rtWantFreed(t, "a failed ScopedTensor's tensors", made)
}

// TestScopeOtherGoroutine: a scope covers its own goroutine's calls only.
func TestScopeOtherGoroutine(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	var mine, theirs *Tensor
	err := WithScope(func(s *Scope) error {
		done := make(chan error)
		go func() {
			var err error
			theirs, err = OnesLike(x).Result()
			done <- err
		}()
		if err := <-done; err != nil {
			return err
		}
		var err error
		mine, err = OnesLike(x).Result()
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if !mine.Freed() {
		t.Errorf("the scope did not free its own goroutine's tensor")
	}
	if theirs.Freed() {
		t.Fatalf("the scope freed a tensor made by another goroutine")
	}
	if got := LiveTensors(); got != before+1 {
		t.Errorf("after the scope: %d live tensors, want %d", got, before+1)
	}
	equal(t, "other goroutine's tensor", values[float32](t, theirs, nil), []float32{1, 1, 1})
}

func TestScopeNilFunction(t *testing.T) {
	if err := WithScope(nil); err == nil {
		t.Errorf("WithScope(nil) = nil, want an error")
	}
	if x, err := ScopedTensor(nil); x != nil || err == nil {
		t.Errorf("ScopedTensor(nil) = %v, %v; want nil and an error", x, err)
	}
}

// A tensor a scope holds has no GC net (its end frees it); Keep must give it
// one: a kept tensor dropped without Free is still released by a collection.
func TestScopeKeptTensorHasGCNet(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	err := WithScope(func(s *Scope) error {
		for i := 0; i < 3; i++ {
			y, err := AddTensor(x, x).Result()
			if err != nil {
				return err
			}
			s.Keep(y) // then dropped: only the GC net can free it
		}
		// Kept by an inner scope: moves to this one, freed at its end.
		return WithScope(func(inner *Scope) error {
			y, err := AddTensor(x, x).Result()
			inner.Keep(y)
			return err
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := LiveTensors(); got != before+3 {
		t.Fatalf("after the scope: %d live tensors, want %d (the three kept)", got, before+3)
	}
	if got := rtSettleLiveTensors(before); got != before {
		t.Errorf("kept tensors dropped without Free: %d live after collections, want %d", got, before)
	}
}

// A scope frees what it holds in batches (rtFreeAll): more tensors than one
// batch, some already freed by hand, one kept.
func TestScopeFreesManyInBatches(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	var made []*Tensor
	var kept *Tensor
	err := WithScope(func(s *Scope) error {
		for i := 0; i < 200; i++ {
			y, err := AddTensor(x, x).Result()
			if err != nil {
				return err
			}
			made = append(made, y)
		}
		for i := 0; i < 200; i += 7 {
			made[i].Free()
		}
		kept = made[100]
		s.Keep(kept)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	defer kept.Free()
	if got := LiveTensors(); got != before+1 {
		t.Errorf("after the scope: %d live tensors, want %d", got, before+1)
	}
	for i, y := range made {
		if y != kept && !y.Freed() {
			t.Errorf("tensor %d not freed", i)
		}
	}
	equal(t, "kept tensor", rtPeek[float32](t, kept), []float32{2, 4, 6})
}
