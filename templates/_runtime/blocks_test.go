package torch

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Value-producing blocks: the result leaves through the return, not an
// outer variable.
func TestNoGradValue(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	if err := x.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	y, err := NoGradValue(func() (*Tensor, error) { return MulTensor(x, x).Result() })
	if err != nil {
		t.Fatal(err)
	}
	defer y.Free()
	if y.RequiresGrad() {
		t.Errorf("NoGradValue's result requires grad")
	}
	boom := errors.New("boom")
	if n, err := NoGradValue(func() (int, error) { return 7, boom }); n != 7 || !errors.Is(err, boom) {
		t.Errorf("NoGradValue = %v, %v; want f's 7, boom", n, err)
	}
	z, err := InferenceModeValue(func() (*Tensor, error) { return MulTensor(x, x).Result() })
	if err != nil {
		t.Fatal(err)
	}
	defer z.Free()
	if !z.IsInference() || z.RequiresGrad() {
		t.Errorf("InferenceModeValue's result: IsInference %v, RequiresGrad %v", z.IsInference(), z.RequiresGrad())
	}
}

// WithScopeValue keeps the tensors of its result and frees the rest.
func TestWithScopeValue(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	before := LiveTensors()
	var made []*Tensor
	y, err := WithScopeValue(func(s *Scope) (*Tensor, error) {
		made = rtScopeOps(t, x)
		return made[1], nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if y.Freed() || y != made[1] {
		t.Fatalf("the returned tensor did not survive the scope")
	}
	if got := chained[float32](t, y.Clone()); got[2] != 4 {
		t.Errorf("returned tensor = %v, want [2 3 4]", got)
	}
	rtWantFreed(t, "the others", []*Tensor{made[0], made[2]})
	if got := LiveTensors(); got != before+1 {
		t.Errorf("after the scope: %d live tensors, want %d (the result)", got, before+1)
	}
	y.Free()

	// Tensors nested in a state_dict-like result survive too.
	d, err := WithScopeValue(func(s *Scope) (*Dict, error) {
		made = rtScopeOps(t, x)
		d := &Dict{}
		d.Set("a", made[0])
		d.Set("list", []any{made[2]})
		return d, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if made[0].Freed() || made[2].Freed() || !made[1].Freed() {
		t.Errorf("dict result: freed a %v, b %v, c %v; want false, true, false", made[0].Freed(), made[1].Freed(), made[2].Freed())
	}
	FreeAll(d)

	// On error: the zero value, everything freed.
	boom := errors.New("boom")
	y, err = WithScopeValue(func(s *Scope) (*Tensor, error) {
		made = rtScopeOps(t, x)
		return made[0], boom
	})
	if y != nil || !errors.Is(err, boom) {
		t.Errorf("WithScopeValue = %v, %v; want nil, boom", y, err)
	}
	rtWantFreed(t, "after an error", made)
	if got := LiveTensors(); got != before {
		t.Errorf("after a failed scope: %d live tensors, want %d", got, before)
	}
	if _, err := WithScopeValue[int](nil); err == nil {
		t.Errorf("WithScopeValue(nil): no error")
	}
}

// The guards hold their mode on the thread until Close, which restores
// the previous one; Close twice is harmless.
func TestModeGuards(t *testing.T) {
	noLeaks(t)
	// Lock here too, so that the checks after Close run on the same thread.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	x := tensor(t, []float32{1, 2, 3})
	if err := x.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	if !GradEnabled() {
		t.Fatal("grad mode off before the test")
	}
	g := NoGradGuard()
	if GradEnabled() {
		t.Errorf("inside NoGradGuard: grad enabled")
	}
	y, err := MulTensor(x, x).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer y.Free()
	if y.RequiresGrad() {
		t.Errorf("a result made under NoGradGuard requires grad")
	}
	// Nested: an inner guard's Close restores the outer guard's mode.
	g2 := NoGradGuard()
	if err := g2.Close(); err != nil || GradEnabled() {
		t.Errorf("inner Close: %v, grad enabled %v; want the outer guard's mode (off)", err, GradEnabled())
	}
	// Close on another goroutine is refused and changes nothing.
	done := make(chan error)
	go func() { done <- g.Close() }()
	if err := <-done; err == nil || !strings.Contains(err.Error(), "NoGradGuard.Close") {
		t.Errorf("Close on another goroutine: %v, want an error naming NoGradGuard.Close", err)
	}
	if GradEnabled() {
		t.Errorf("Close on another goroutine turned grad mode back on")
	}
	if err := g.Close(); err != nil || !GradEnabled() {
		t.Errorf("Close: %v, grad enabled %v; want nil, true", err, GradEnabled())
	}
	if err := g.Close(); err != nil || !GradEnabled() {
		t.Errorf("second Close: %v, grad enabled %v", err, GradEnabled())
	}

	ig := InferenceModeGuard()
	if ig.Err() != nil || !InferenceModeEnabled() {
		t.Fatalf("inside InferenceModeGuard: err %v, enabled %v", ig.Err(), InferenceModeEnabled())
	}
	z, err := MulTensor(x, x).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Free()
	if !z.IsInference() {
		t.Errorf("a tensor made under InferenceModeGuard is not an inference tensor")
	}
	if err := ig.Close(); err != nil || InferenceModeEnabled() || !GradEnabled() {
		t.Errorf("Close: %v, inference mode %v, grad %v; want nil, false, true", err, InferenceModeEnabled(), GradEnabled())
	}
	if err := ig.Close(); err != nil || InferenceModeEnabled() {
		t.Errorf("second Close: %v, inference mode %v", err, InferenceModeEnabled())
	}
}

// Typed loaders: the value, or an error naming what the file holds.
func TestLoadStateDictAndTensor(t *testing.T) {
	noLeaks(t)
	dir := t.TempDir()
	x := tensor(t, []float32{1, 2, 3})
	sdPath, tPath := filepath.Join(dir, "sd.pt"), filepath.Join(dir, "t.pt")
	if err := Save(sdPath, map[string]*Tensor{"w": x}); err != nil {
		t.Fatal(err)
	}
	if err := Save(tPath, x); err != nil {
		t.Fatal(err)
	}
	sd, err := LoadStateDict(sdPath)
	if err != nil {
		t.Fatal(err)
	}
	if got := chained[float32](t, sd.Tensor("w").Clone()); len(got) != 3 || got[2] != 3 {
		t.Errorf("LoadStateDict: w = %v", got)
	}
	FreeAll(sd)
	lt, err := LoadTensor(tPath)
	if err != nil {
		t.Fatal(err)
	}
	if got := chained[float32](t, lt.Clone()); len(got) != 3 || got[1] != 2 {
		t.Errorf("LoadTensor = %v", got)
	}
	lt.Free()
	// The wrong kind: an error naming the function, the file and what it
	// holds, and no tensor left behind (noLeaks).
	if _, err := LoadStateDict(tPath); err == nil || !strings.Contains(err.Error(), "LoadStateDict") ||
		!strings.Contains(err.Error(), "t.pt") || !strings.Contains(err.Error(), "not a dict") {
		t.Errorf("LoadStateDict of a tensor: %v", err)
	}
	if _, err := LoadTensor(sdPath); err == nil || !strings.Contains(err.Error(), "LoadTensor") ||
		!strings.Contains(err.Error(), "holds a dict") {
		t.Errorf("LoadTensor of a dict: %v", err)
	}
}

// rtWantNotExist checks that err is errors.Is(fs.ErrNotExist), an *Error
// (AsError) naming fn, and wraps an *fs.PathError of path.
func rtWantNotExist(t *testing.T, fn, path string, err error) {
	t.Helper()
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s: %v is not fs.ErrNotExist", fn, err)
		return
	}
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != path {
		t.Errorf("%s: %v wraps no *fs.PathError of %s", fn, err, path)
	}
	if e, ok := AsError(err); !ok || !strings.Contains(e.Error(), fn) || !strings.Contains(e.Error(), path) {
		t.Errorf("%s: %v is no *Error naming the function and the file", fn, err)
	}
}

// A missing file is fs.ErrNotExist for every loader and saver, Go's and
// libtorch's, with the file named.
func TestFileErrorsAreFSErrors(t *testing.T) {
	noLeaks(t)
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.pt")
	noDir := filepath.Join(dir, "no-such-dir", "out.pt")
	x := tensor(t, []float32{1, 2, 3}, 1, 3)

	_, err := Load(missing)
	rtWantNotExist(t, "Load", missing, err)
	_, err = LoadStateDict(missing)
	rtWantNotExist(t, "LoadStateDict", missing, err)
	_, err = LoadTensor(missing)
	rtWantNotExist(t, "LoadTensor", missing, err)
	rtWantNotExist(t, "Save", noDir, Save(noDir, x))

	_, err = LoadModule(missing)
	rtWantNotExist(t, "LoadModule", missing, err)
	m := loadFixture(t, jitScripted)
	rtWantNotExist(t, "Module.Save", noDir, m.Save(noDir))

	w := tensor(t, []float32{1, 2, 3})
	if err := w.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	opt, err := SGD([]*Tensor{w}, 0.1)
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Free()
	rtWantNotExist(t, "Optimizer.Load", missing, opt.Load(missing))
	rtWantNotExist(t, "Optimizer.Save", noDir, opt.Save(noDir))

	// A file that exists but is no archive is not fs.ErrNotExist.
	junk := filepath.Join(dir, "junk.pt")
	if err := os.WriteFile(junk, []byte("not a zip"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadModule(junk); err == nil || errors.Is(err, fs.ErrNotExist) {
		t.Errorf("LoadModule of junk: %v, want an error that is not fs.ErrNotExist", err)
	}
}

// An unreadable file is fs.ErrPermission. Root reads any file, so the
// check needs another user.
func TestFileErrorsPermission(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("running as root: permissions are not enforced")
	}
	noLeaks(t)
	p := filepath.Join(t.TempDir(), "secret.pt")
	if err := os.WriteFile(p, []byte("x"), 0); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(p); !errors.Is(err, fs.ErrPermission) {
		t.Errorf("Load: %v is not fs.ErrPermission", err)
	}
	if _, err := LoadModule(p); !errors.Is(err, fs.ErrPermission) {
		t.Errorf("LoadModule: %v is not fs.ErrPermission", err)
	}
}
