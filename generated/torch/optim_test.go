package torch

import (
	"math"
	"path/filepath"
	"strings"
	"testing"
)

// The optimizers, clipping and schedulers against Python 1.13.1
// (optim_fixtures_test.go, made by scripts/make-optim-fixtures.py, or the
// same made on this machine: fixtures_live_test.go).

type optimCase struct {
	name string
	make func(ps []*Tensor) (*Optimizer, error)
	w, b []uint32
}

type optimClipCase struct {
	maxNorm, normType float64
	norm              uint64
	gw, gb            []uint32
}

type optimSchedCase struct {
	name string
	make func(opt *Optimizer) (*LRScheduler, error)
	// opt makes the optimizer (SGD(ps, 0.1) when nil); momenta are its
	// momenta, recorded where OneCycleLR cycles them.
	opt     func(ps []*Tensor) (*Optimizer, error)
	momenta []uint64
	lrs     []uint64
}

func fromBits(t *testing.T, bits []uint32, shape ...int64) *Tensor {
	t.Helper()
	f := make([]float32, len(bits))
	for i, b := range bits {
		f[i] = math.Float32frombits(b)
	}
	return tensor(t, f, shape...)
}

func bitsOf(t *testing.T, x *Tensor) []uint32 {
	t.Helper()
	if x == nil {
		t.Fatalf("a nil tensor")
	}
	v, err := ToSlice[float32](x)
	if err != nil {
		t.Fatalf("ToSlice: %v", err)
	}
	out := make([]uint32, len(v))
	for i, f := range v {
		out[i] = math.Float32bits(f)
	}
	return out
}

// optimProblem holds the parameters and data of the fixtures' problem.
type optimProblem struct {
	w, b, x, y *Tensor
}

func newOptimProblem(t *testing.T) *optimProblem {
	t.Helper()
	useFixtures(t)
	p := &optimProblem{
		w: fromBits(t, optimInitW, 3, 2), b: fromBits(t, optimInitB, 2),
		x: fromBits(t, optimInitX, 4, 3), y: fromBits(t, optimInitY, 4, 2),
	}
	for _, q := range []*Tensor{p.w, p.b} {
		if err := q.SetRequiresGrad(true); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { p.w.Free(); p.b.Free(); p.x.Free(); p.y.Free() })
	return p
}

func (p *optimProblem) params() []*Tensor { return []*Tensor{p.w, p.b} }

// backward computes loss = ((x@w + b - y)**2).sum() and its gradients, as
// the script does.
func (p *optimProblem) backward(w, b *Tensor) error {
	return WithScope(func(s *Scope) error {
		loss := p.x.Matmul(w).AddTensor(b).SubTensor(p.y).PowTensorScalar(Int(2)).Sum()
		if err := loss.Err(); err != nil {
			return err
		}
		return loss.Backward()
	})
}

// steps runs n steps of opt over w and b: ZeroGrad, Backward, Step.
func (p *optimProblem) steps(t *testing.T, opt *Optimizer, w, b *Tensor, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := opt.ZeroGrad(); err != nil {
			t.Fatalf("ZeroGrad: %v", err)
		}
		if err := p.backward(w, b); err != nil {
			t.Fatalf("backward: %v", err)
		}
		if err := opt.Step(); err != nil {
			t.Fatalf("Step: %v", err)
		}
	}
}

func equalBits(t *testing.T, what string, got, want []uint32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("%s[%d] = %v (%#08x), Python's %v (%#08x)", what, i,
				math.Float32frombits(got[i]), got[i], math.Float32frombits(want[i]), want[i])
		}
	}
}

// TestOptimStepsBitExact: 20 steps of every optimizer and option set give
// Python's parameters, bit for bit (within optimFixtureTolerance of the
// committed fixtures where Python cannot make them here).
func TestOptimStepsBitExact(t *testing.T) {
	noLeaks(t)
	tol := fixtureTolerance(t, optimFixtureTolerance)
	for _, c := range optimCases {
		t.Run(c.name, func(t *testing.T) {
			p := newOptimProblem(t)
			opt, err := c.make(p.params())
			if err != nil {
				t.Fatal(err)
			}
			defer opt.Free()
			p.steps(t, opt, p.w, p.b, 20)
			equalFixture(t, "w", bitsOf(t, p.w), c.w, tol)
			equalFixture(t, "b", bitsOf(t, p.b), c.b, tol)
		})
	}
}

// TestOptimSaveLoad: an optimizer restored from its file after 10 steps
// continues exactly as the original, and both end at Python's 20 steps.
func TestOptimSaveLoad(t *testing.T) {
	noLeaks(t)
	tol := fixtureTolerance(t, optimFixtureTolerance)
	dir := t.TempDir()
	for _, c := range optimCases {
		t.Run(c.name, func(t *testing.T) {
			p := newOptimProblem(t)
			opt, err := c.make(p.params())
			if err != nil {
				t.Fatal(err)
			}
			defer opt.Free()
			p.steps(t, opt, p.w, p.b, 10)
			path := filepath.Join(dir, c.name+".pt")
			if err := opt.Save(path); err != nil {
				t.Fatalf("Save: %v", err)
			}
			dw, db := p.w.Detach(), p.b.Detach()
			w2, b2 := dw.Clone(), db.Clone()
			dw.Free()
			db.Free()
			defer w2.Free()
			defer b2.Free()
			for _, q := range []*Tensor{w2, b2} {
				if err := q.SetRequiresGrad(true); err != nil {
					t.Fatal(err)
				}
			}
			// A fresh optimizer with other options: Load replaces them.
			restored, err := c.make([]*Tensor{w2, b2})
			if err != nil {
				t.Fatal(err)
			}
			defer restored.Free()
			if err := restored.SetLR(123); err != nil {
				t.Fatal(err)
			}
			if err := restored.Load(path); err != nil {
				t.Fatalf("Load: %v", err)
			}
			if restored.LR() != opt.LR() {
				t.Errorf("LR after Load = %v, want %v", restored.LR(), opt.LR())
			}
			p.steps(t, opt, p.w, p.b, 10)
			p.steps(t, restored, w2, b2, 10)
			equalFixture(t, "w", bitsOf(t, w2), c.w, tol)
			equalFixture(t, "b", bitsOf(t, b2), c.b, tol)
			equalFixture(t, "original w", bitsOf(t, p.w), c.w, tol)
		})
	}
}

// TestClipGradNormBitExact: clip_grad_norm_'s total norm and clipped
// gradients are Python's, for norms 2, 1 and inf and a max norm above the
// total (no clipping).
func TestClipGradNormBitExact(t *testing.T) {
	noLeaks(t)
	tol := fixtureTolerance(t, optimFixtureTolerance)
	for _, c := range optimClipCases {
		p := newOptimProblem(t)
		if err := p.backward(p.w, p.b); err != nil {
			t.Fatal(err)
		}
		norm, err := ClipGradNorm_(p.params(), c.maxNorm, ClipGradNorm_Options{NormType: Some(c.normType)})
		if err != nil {
			t.Fatal(err)
		}
		if !fixtureClose(norm, math.Float64frombits(c.norm), tol) {
			t.Errorf("norm %v: total norm %v, Python's %v", c.normType, norm, math.Float64frombits(c.norm))
		}
		gw, gb := p.w.Grad(), p.b.Grad()
		equalFixture(t, "grad w", bitsOf(t, gw), c.gw, tol)
		equalFixture(t, "grad b", bitsOf(t, gb), c.gb, tol)
		gw.Free()
		gb.Free()
	}
}

// TestClipGradValueBitExact: clip_grad_value_ clamps as Python's does.
func TestClipGradValueBitExact(t *testing.T) {
	noLeaks(t)
	tol := fixtureTolerance(t, optimFixtureTolerance)
	p := newOptimProblem(t)
	if err := p.backward(p.w, p.b); err != nil {
		t.Fatal(err)
	}
	if err := ClipGradValue_(p.params(), 1.5); err != nil {
		t.Fatal(err)
	}
	gw, gb := p.w.Grad(), p.b.Grad()
	defer gw.Free()
	defer gb.Free()
	equalFixture(t, "grad w", bitsOf(t, gw), optimClipValueW, tol)
	equalFixture(t, "grad b", bitsOf(t, gb), optimClipValueB, tol)
}

// TestClipGradNormNonfinite: a NaN gradient with ErrorIfNonfinite is an
// error; without gradients the norm is 0.
func TestClipGradNormNonfinite(t *testing.T) {
	noLeaks(t)
	p := newOptimProblem(t)
	if norm, err := ClipGradNorm_(p.params(), 1); err != nil || norm != 0 {
		t.Errorf("without gradients: %v, %v; want 0", norm, err)
	}
	g := tensor(t, []float32{float32(math.NaN()), 1}, 2)
	defer g.Free()
	if err := p.b.SetGrad(g); err != nil {
		t.Fatal(err)
	}
	_, err := ClipGradNorm_(p.params(), 1, ClipGradNorm_Options{ErrorIfNonfinite: Some(true)})
	if err == nil || !strings.Contains(err.Error(), "non-finite") {
		t.Errorf("NaN gradient with ErrorIfNonfinite: %v", err)
	}
}

// TestLRSchedulers: each scheduler's rates (and OneCycleLR's momenta) over
// 30 steps are Python's: exactly for StepLR, MultiStepLR and linear
// annealing, within 1e-12 where a cosine (Go's math.Cos, not the C
// library's) is involved.
func TestLRSchedulers(t *testing.T) {
	noLeaks(t)
	useFixtures(t) // Python's float arithmetic: the same on every CPU
	x := tensor(t, []float32{0}, 1)
	defer x.Free()
	for _, c := range optimSchedCases {
		t.Run(c.name, func(t *testing.T) {
			makeOpt := c.opt
			if makeOpt == nil {
				makeOpt = func(ps []*Tensor) (*Optimizer, error) { return SGD(ps, 0.1) }
			}
			opt, err := makeOpt([]*Tensor{x})
			if err != nil {
				t.Fatal(err)
			}
			defer opt.Free()
			s, err := c.make(opt)
			if err != nil {
				t.Fatal(err)
			}
			exact := !strings.Contains(c.name, "osine") && !strings.Contains(c.name, "Cycle") || strings.Contains(c.name, "Linear")
			inexact := 0
			for i, bits := range c.lrs {
				if i > 0 {
					if err := s.Step(); err != nil {
						t.Fatalf("step %d: %v", i, err)
					}
				}
				if c.momenta != nil {
					m, err := opt.Momentum()
					if err != nil {
						t.Fatal(err)
					}
					want := math.Float64frombits(c.momenta[i])
					if m != want && (exact || math.Abs(m-want) > 1e-12) {
						t.Errorf("step %d: momentum %v, Python's %v", i, m, want)
					}
				}
				want := math.Float64frombits(bits)
				got := opt.LR()
				if got != s.LastLR() {
					t.Fatalf("step %d: optimizer LR %v, scheduler's LastLR %v", i, got, s.LastLR())
				}
				if got == want {
					continue
				}
				inexact++
				if exact || math.Abs(got-want) > 1e-12*math.Max(1, math.Abs(want)) {
					t.Errorf("step %d: lr %v, Python's %v", i, got, want)
				}
			}
			if inexact > 0 {
				t.Logf("%d of %d rates within 1e-12 but not bit-exact", inexact, len(c.lrs))
			}
		})
	}
}

// TestOneCycleLRPastTotal: stepping past the total is an error, as in Python.
func TestOneCycleLRPastTotal(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{0}, 1)
	defer x.Free()
	opt, err := SGD([]*Tensor{x}, 0.1)
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Free()
	s, err := OneCycleLR(opt, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if err := s.Step(); err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
	}
	if err := s.Step(); err == nil {
		t.Errorf("step 4 of 3: no error")
	}
	if _, err := OneCycleLR(opt, 1, 10, OneCycleLROptions{AnnealStrategy: Some("cubic")}); err == nil {
		t.Errorf("AnnealStrategy cubic: no error")
	}
	if _, err := StepLR(nil, 3); err == nil {
		t.Errorf("StepLR of a nil optimizer: no error")
	}
	adagrad, err := Adagrad([]*Tensor{x})
	if err != nil {
		t.Fatal(err)
	}
	defer adagrad.Free()
	if _, err := OneCycleLR(adagrad, 1, 10); err == nil || !strings.Contains(err.Error(), "momentum") {
		t.Errorf("OneCycleLR cycling Adagrad's momentum: %v, want an error (Python's ValueError)", err)
	}
	if _, err := OneCycleLR(adagrad, 1, 10, OneCycleLROptions{CycleMomentum: Some(false)}); err != nil {
		t.Errorf("OneCycleLR over Adagrad without CycleMomentum: %v", err)
	}
}

// TestOptimZeroGrad: ZeroGrad unsets the gradients by default and zeroes
// them in place with SetToNone false.
func TestOptimZeroGrad(t *testing.T) {
	noLeaks(t)
	p := newOptimProblem(t)
	opt, err := SGD(p.params(), 0.1)
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Free()
	if err := p.backward(p.w, p.b); err != nil {
		t.Fatal(err)
	}
	if err := opt.ZeroGrad(OptimizerZeroGradOptions{SetToNone: Some(false)}); err != nil {
		t.Fatal(err)
	}
	g := p.w.Grad()
	equal(t, "zeroed grad", values[float32](t, g, g.Err()), []float32{0, 0, 0, 0, 0, 0})
	if err := opt.ZeroGrad(); err != nil {
		t.Fatal(err)
	}
	if g := p.w.Grad(); g != nil {
		g.Free()
		t.Errorf("grad after ZeroGrad() is set, want none")
	}
	ps, err := opt.Parameters()
	if err != nil || len(ps) != 2 {
		t.Fatalf("Parameters: %v, %v", len(ps), err)
	}
	for _, q := range ps {
		q.Free()
	}
	if err := opt.SetLR(0.25); err != nil || opt.LR() != 0.25 {
		t.Errorf("SetLR(0.25): %v, LR %v", err, opt.LR())
	}
}

// TestOptimErrors: libtorch's checks and the argument checks are Go errors.
func TestOptimErrors(t *testing.T) {
	noLeaks(t)
	p := newOptimProblem(t)
	for name, f := range map[string]func() (*Optimizer, error){
		"nil param":      func() (*Optimizer, error) { return SGD([]*Tensor{p.w, nil}, 0.1) },
		"SGD lr < 0":     func() (*Optimizer, error) { return SGD(p.params(), -0.1) },
		"Adam lr < 0":    func() (*Optimizer, error) { return Adam(p.params(), AdamOptions{Lr: Some(-1.0)}) },
		"Adam beta1 1":   func() (*Optimizer, error) { return Adam(p.params(), AdamOptions{Beta1: Some(1.0)}) },
		"AdamW eps < 0":  func() (*Optimizer, error) { return AdamW(p.params(), AdamWOptions{Eps: Some(-1.0)}) },
		"RMSprop lr < 0": func() (*Optimizer, error) { return RMSprop(p.params(), RMSpropOptions{Lr: Some(-1.0)}) },
		"Adagrad lr < 0": func() (*Optimizer, error) { return Adagrad(p.params(), AdagradOptions{Lr: Some(-1.0)}) },
		"nesterov, no momentum": func() (*Optimizer, error) {
			return SGD(p.params(), 0.1, SGDOptions{Nesterov: Some(true)})
		},
	} {
		opt, err := f()
		if err == nil {
			opt.Free()
			t.Errorf("%s: no error", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
	opt, err := SGD(p.params(), 0.1)
	if err != nil {
		t.Fatal(err)
	}
	if err := opt.SetLR(-1); err == nil {
		t.Errorf("SetLR(-1): no error")
	}
	if err := opt.Load(filepath.Join(t.TempDir(), "missing.pt")); err == nil {
		t.Errorf("Load of a missing file: no error")
	}
	opt.Free()
	if err := opt.Step(); err == nil {
		t.Errorf("Step of a freed optimizer: no error")
	}
	if opt.LR() != 0 {
		t.Errorf("LR of a freed optimizer: %v", opt.LR())
	}
}
