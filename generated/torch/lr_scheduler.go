//go:build cgo

package torch

import (
	"errors"
	"fmt"
	"math"
)

// LRSetter is what a learning-rate scheduler drives: an optimizer's
// learning rate. *Optimizer is one (whatever its algorithm); so is any Go
// optimizer with these two methods.
type LRSetter interface {
	LR() float64
	SetLR(lr float64) error
}

// MomentumSetter is what OneCycleLR cycles when CycleMomentum is on: an
// optimizer's momentum (SGD's and RMSprop's momentum, Adam's and AdamW's
// beta1, as Python's scheduler picks). *Optimizer is one; its Momentum is
// an error for an algorithm without one (Adagrad).
type MomentumSetter interface {
	Momentum() (float64, error)
	SetMomentum(m float64) error
}

// LRScheduler changes an optimizer's learning rate as training goes on, by
// the formulas of PyTorch's torch.optim.lr_scheduler (their chainable forms,
// which read the optimizer's current rate, so the rates are the ones Python
// computes, bit for bit where no cosine is involved). Make one with StepLR,
// MultiStepLR, CosineAnnealingLR or OneCycleLR: making it sets the
// optimizer's rate for the first step (as Python's constructor does); call
// Step after each optimizer Step (or epoch, as the schedule counts).
//
// These are Go, over LR and SetLR, rather than libtorch's C++ schedulers:
// libtorch 1.13 has only StepLR, and it decays one step later than Python's.
type LRScheduler struct {
	opt       LRSetter
	name      string
	baseLR    float64
	lastEpoch int
	lastLR    float64
	next      func(s *LRScheduler) (float64, error)
	// hyper are the constructor's arguments as Python's state_dict names
	// them ("step_size", "gamma", …), in its order.
	hyper []schedulerArg
}

// schedulerArg is one constructor argument in a scheduler's state dict.
type schedulerArg struct {
	key   string
	value any // int64, float64 or bool
}

func newLRScheduler(name string, opt LRSetter, next func(*LRScheduler) (float64, error), hyper ...schedulerArg) (*LRScheduler, error) {
	if opt == nil {
		return nil, fmt.Errorf("torch: %s: the optimizer is nil", name)
	}
	if o, ok := opt.(*Optimizer); ok && (o == nil || o.Freed()) {
		return nil, fmt.Errorf("torch: %s: the optimizer is nil or freed", name)
	}
	s := &LRScheduler{opt: opt, name: name, baseLR: opt.LR(), lastEpoch: -1, next: next, hyper: hyper}
	if err := s.Step(); err != nil {
		return nil, err
	}
	return s, nil
}

// Step advances the schedule by one step and sets the optimizer's learning
// rate to the new step's (Python's scheduler.step()).
func (s *LRScheduler) Step() error {
	s.lastEpoch++
	lr, err := s.next(s)
	if err == nil {
		err = s.opt.SetLR(lr)
	}
	if err != nil {
		s.lastEpoch--
		return fmt.Errorf("torch: %s.Step: %w", s.name, err)
	}
	s.lastLR = lr
	return nil
}

// LastLR is the learning rate the last Step (or the constructor) set
// (Python's get_last_lr()[0]).
func (s *LRScheduler) LastLR() float64 { return s.lastLR }

// LastEpoch is the number of Steps taken since the constructor (Python's
// last_epoch).
func (s *LRScheduler) LastEpoch() int { return s.lastEpoch }

// StateDict is Python's scheduler.state_dict(), for one parameter group:
// the constructor's arguments (step_size, gamma, T_max, eta_min,
// total_steps, …), base_lrs, last_epoch, verbose, _step_count,
// _get_lr_called_within_step and _last_lr, in Python's order. torch.Save
// writes it as a file Python's scheduler.load_state_dict takes.
// MultiStepLR's milestones (a collections.Counter in Python) and
// OneCycleLR's phases (derived from its arguments) are left out.
func (s *LRScheduler) StateDict() *Dict {
	d := &Dict{}
	for _, h := range s.hyper {
		d.Set(h.key, h.value)
	}
	d.Set("base_lrs", []any{s.baseLR})
	d.Set("last_epoch", int64(s.lastEpoch))
	d.Set("verbose", false)
	d.Set("_step_count", int64(s.lastEpoch+1))
	d.Set("_get_lr_called_within_step", false)
	d.Set("_last_lr", []any{s.lastLR})
	return d
}

// schedulerDerivedKeys are state dict entries Python derives from the
// constructor's arguments, or keeps for its own bookkeeping: LoadStateDict
// takes them without reading them.
var schedulerDerivedKeys = map[string]bool{
	"verbose": true, "_step_count": true, "_get_lr_called_within_step": true,
	"milestones": true, "_schedule_phases": true, "anneal_func": true, "_anneal_func_type": true,
	"_is_initial": true,
}

// LoadStateDict restores a schedule from a state dict that StateDict
// made, or that Python's scheduler.state_dict() made and torch.Load read:
// last_epoch, base_lrs and _last_lr (one parameter group). The
// constructor's arguments in d must equal s's (a Go scheduler's formula is
// fixed when it is made: make it with the saved arguments); a key s does
// not know is an error. The optimizer's learning rate is not changed, as
// in Python: restore the optimizer's state dict beside this one. Nothing
// changes when an error is returned.
func (s *LRScheduler) LoadStateDict(d *Dict) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("torch: %s.LoadStateDict: "+format, append([]any{s.name}, args...)...)
	}
	one := func(key string, v any) (float64, error) {
		l, ok := v.([]any)
		if !ok || len(l) != 1 {
			return 0, fail("%s: want a list of one learning rate (one parameter group), got %s", key, pyRepr(v))
		}
		switch x := l[0].(type) {
		case float64:
			return x, nil
		case int64:
			return float64(x), nil
		}
		return 0, fail("%s: want a number, got %s", key, pyRepr(l[0]))
	}
	hyper := map[string]any{}
	for _, h := range s.hyper {
		hyper[h.key] = h.value
	}
	epoch, base, last := s.lastEpoch, s.baseLR, s.lastLR
	seen := map[string]bool{}
	for i, k := range d.Keys {
		key, ok := k.(string)
		if !ok {
			return fail("key %s is not a string", pyRepr(k))
		}
		v := d.Values[i]
		var err error
		switch want, known := hyper[key]; {
		case key == "last_epoch":
			n, ok := v.(int64)
			if !ok || n < -1 || n > math.MaxInt32 {
				return fail("last_epoch: want an int from -1, got %s", pyRepr(v))
			}
			epoch, seen[key] = int(n), true
		case key == "base_lrs":
			base, err = one(key, v)
			seen[key] = true
		case key == "_last_lr":
			last, err = one(key, v)
			seen[key] = true
		case known:
			if !sameSchedulerArg(want, v) {
				return fail("%s is %s in the state dict, %v in this scheduler: make it with the saved arguments", key, schedulerArgRepr(v), want)
			}
		case schedulerDerivedKeys[key]:
		default:
			return fail("unknown key %q for a %s", key, s.name)
		}
		if err != nil {
			return err
		}
	}
	for _, k := range []string{"last_epoch", "base_lrs"} {
		if !seen[k] {
			return fail("no %s", k)
		}
	}
	if !seen["_last_lr"] {
		last = base
	}
	s.lastEpoch, s.baseLR, s.lastLR = epoch, base, last
	return nil
}

// schedulerArgRepr is a loaded argument as an error shows it.
func schedulerArgRepr(v any) string {
	switch v.(type) {
	case float64, bool:
		return fmt.Sprint(v)
	}
	return pyRepr(v)
}

// sameSchedulerArg is whether a loaded argument v equals the scheduler's
// own: an int where Go holds a float is the same number, as in Python.
func sameSchedulerArg(want, v any) bool {
	switch w := want.(type) {
	case float64:
		switch x := v.(type) {
		case float64:
			return x == w
		case int64:
			return float64(x) == w
		}
	case int64:
		x, ok := v.(int64)
		return ok && x == w
	case bool:
		x, ok := v.(bool)
		return ok && x == w
	}
	return false
}

// StepLROptions holds StepLR's optional arguments; the zero value of a field means its default.
type StepLROptions struct {
	// Gamma defaults to 0.1.
	Gamma Opt[float64]
}

// StepLR multiplies the learning rate by Gamma every stepSize steps.
//
// PyTorch: torch.optim.lr_scheduler.StepLR
func StepLR(opt LRSetter, stepSize int, opts ...StepLROptions) (*LRScheduler, error) {
	o := rtLastOption(opts)
	gamma := o.Gamma.Or(0.1)
	if stepSize < 1 {
		return nil, fmt.Errorf("torch: StepLR: stepSize must be at least 1, not %d", stepSize)
	}
	return newLRScheduler("StepLR", opt, func(s *LRScheduler) (float64, error) {
		lr := s.opt.LR()
		if s.lastEpoch == 0 || s.lastEpoch%stepSize != 0 {
			return lr, nil
		}
		return lr * gamma, nil
	}, schedulerArg{"step_size", int64(stepSize)}, schedulerArg{"gamma", gamma})
}

// MultiStepLROptions holds MultiStepLR's optional arguments; the zero value of a field means its default.
type MultiStepLROptions struct {
	// Gamma defaults to 0.1.
	Gamma Opt[float64]
}

// MultiStepLR multiplies the learning rate by Gamma at each milestone (a
// step number; one listed twice multiplies by Gamma²).
//
// PyTorch: torch.optim.lr_scheduler.MultiStepLR
func MultiStepLR(opt LRSetter, milestones []int, opts ...MultiStepLROptions) (*LRScheduler, error) {
	o := rtLastOption(opts)
	gamma := o.Gamma.Or(0.1)
	count := map[int]int{}
	for _, m := range milestones {
		count[m]++
	}
	return newLRScheduler("MultiStepLR", opt, func(s *LRScheduler) (float64, error) {
		lr := s.opt.LR()
		n, ok := count[s.lastEpoch]
		if !ok {
			return lr, nil
		}
		return lr * math.Pow(gamma, float64(n)), nil
	}, schedulerArg{"gamma", gamma})
}

// CosineAnnealingLROptions holds CosineAnnealingLR's optional arguments; the zero value of a field means its default.
type CosineAnnealingLROptions struct {
	// EtaMin defaults to 0.
	EtaMin Opt[float64]
}

// CosineAnnealingLR anneals the learning rate from its initial value to
// EtaMin along a half cosine over tMax steps, and back up over the next
// tMax, and so on (PyTorch's recursive form, without restarts).
//
// PyTorch: torch.optim.lr_scheduler.CosineAnnealingLR
func CosineAnnealingLR(opt LRSetter, tMax int, opts ...CosineAnnealingLROptions) (*LRScheduler, error) {
	o := rtLastOption(opts)
	etaMin := o.EtaMin.Or(0)
	if tMax < 1 {
		return nil, fmt.Errorf("torch: CosineAnnealingLR: tMax must be at least 1, not %d", tMax)
	}
	T := float64(tMax)
	return newLRScheduler("CosineAnnealingLR", opt, func(s *LRScheduler) (float64, error) {
		lr := s.opt.LR()
		e := s.lastEpoch
		switch {
		case e == 0:
			return lr, nil
		case (e-1-tMax)%(2*tMax) == 0:
			return lr + (s.baseLR-etaMin)*(1-math.Cos(math.Pi/T))/2, nil
		}
		return (1+math.Cos(math.Pi*float64(e)/T))/(1+math.Cos(math.Pi*float64(e-1)/T))*(lr-etaMin) + etaMin, nil
	}, schedulerArg{"T_max", int64(tMax)}, schedulerArg{"eta_min", etaMin})
}

// OneCycleLROptions holds OneCycleLR's optional arguments; the zero value of a field means its default.
type OneCycleLROptions struct {
	// PctStart (the fraction of the steps spent raising the rate) defaults to 0.3.
	PctStart Opt[float64]
	// AnnealStrategy is "cos" (the default) or "linear".
	AnnealStrategy Opt[string]
	// DivFactor (the initial rate is maxLR/DivFactor) defaults to 25.
	DivFactor Opt[float64]
	// FinalDivFactor (the final rate is the initial one/FinalDivFactor) defaults to 1e4.
	FinalDivFactor Opt[float64]
	// ThreePhase (a third phase annealing to the final rate) defaults to false.
	ThreePhase Opt[bool]
	// CycleMomentum (cycling the momentum inversely to the rate, between
	// MaxMomentum and BaseMomentum) defaults to true; the optimizer must
	// then be a MomentumSetter that has a momentum.
	CycleMomentum Opt[bool]
	// BaseMomentum (the momentum at the peak rate) defaults to 0.85.
	BaseMomentum Opt[float64]
	// MaxMomentum (the momentum at the start and end) defaults to 0.95.
	MaxMomentum Opt[float64]
}

// OneCycleLR is the 1cycle policy over totalSteps steps: the learning rate
// rises from maxLR/DivFactor to maxLR, then falls to far below the start,
// while the momentum (CycleMomentum, on by default as in Python) falls from
// MaxMomentum to BaseMomentum and rises back. It sets the rate and the
// momentum regardless of the optimizer's own. Stepping past totalSteps is
// an error, as in Python.
//
// PyTorch: torch.optim.lr_scheduler.OneCycleLR
func OneCycleLR(opt LRSetter, maxLR float64, totalSteps int, opts ...OneCycleLROptions) (*LRScheduler, error) {
	o := rtLastOption(opts)
	pctStart := o.PctStart.Or(0.3)
	strategy := o.AnnealStrategy.Or("cos")
	divFactor := o.DivFactor.Or(25)
	finalDivFactor := o.FinalDivFactor.Or(1e4)
	if totalSteps < 1 {
		return nil, fmt.Errorf("torch: OneCycleLR: expected a positive totalSteps, not %d", totalSteps)
	}
	if !(pctStart >= 0 && pctStart <= 1) {
		return nil, fmt.Errorf("torch: OneCycleLR: expected PctStart between 0 and 1, not %v", pctStart)
	}
	var anneal func(start, end, pct float64) float64
	switch strategy {
	case "cos":
		anneal = func(start, end, pct float64) float64 {
			cosOut := math.Cos(math.Pi*pct) + 1
			return end + (start-end)/2.0*cosOut
		}
	case "linear":
		anneal = func(start, end, pct float64) float64 { return (end-start)*pct + start }
	default:
		return nil, fmt.Errorf("torch: OneCycleLR: AnnealStrategy must be \"cos\" or \"linear\", not %q", strategy)
	}
	initialLR := maxLR / divFactor
	minLR := initialLR / finalDivFactor
	baseM, maxM := o.BaseMomentum.Or(0.85), o.MaxMomentum.Or(0.95)
	var momentum MomentumSetter
	if o.CycleMomentum.Or(true) {
		// As Python's constructor: the optimizer starts at MaxMomentum.
		m, ok := opt.(MomentumSetter)
		if ok {
			_, err := m.Momentum()
			ok = err == nil
		}
		if !ok {
			return nil, errors.New("torch: OneCycleLR: the optimizer must have a momentum (or betas) with CycleMomentum on")
		}
		if err := m.SetMomentum(maxM); err != nil {
			return nil, fmt.Errorf("torch: OneCycleLR: %w", err)
		}
		momentum = m
	}
	type phase struct{ end, startLR, endLR, startM, endM float64 }
	n := float64(totalSteps)
	phases := []phase{{pctStart*n - 1, initialLR, maxLR, maxM, baseM}, {n - 1, maxLR, minLR, baseM, maxM}}
	if o.ThreePhase.Or(false) {
		phases = []phase{{pctStart*n - 1, initialLR, maxLR, maxM, baseM}, {2*pctStart*n - 2, maxLR, initialLR, baseM, maxM},
			{n - 1, initialLR, minLR, maxM, maxM}}
	}
	return newLRScheduler("OneCycleLR", opt, func(s *LRScheduler) (float64, error) {
		step := s.lastEpoch
		if step > totalSteps {
			return 0, fmt.Errorf("tried to step %d times; the total steps are %d", step+1, totalSteps)
		}
		start := 0.0
		for i, p := range phases {
			if float64(step) <= p.end || i == len(phases)-1 {
				pct := (float64(step) - start) / (p.end - start)
				if momentum != nil {
					if err := momentum.SetMomentum(anneal(p.startM, p.endM, pct)); err != nil {
						return 0, err
					}
				}
				return anneal(p.startLR, p.endLR, pct), nil
			}
			start = p.end
		}
		return 0, errors.New("unreachable")
	}, schedulerArg{"total_steps", int64(totalSteps)}, schedulerArg{"cycle_momentum", momentum != nil},
		schedulerArg{"use_beta1", usesBeta1(opt)})
}

// usesBeta1 is OneCycleLR's use_beta1: whether the optimizer's momentum is
// Adam's beta1.
func usesBeta1(opt LRSetter) bool {
	o, ok := opt.(*Optimizer)
	if !ok {
		return false
	}
	name, err := o.momentumOption()
	return err == nil && name == "beta1"
}

// rtLastOption is the options argument of a variadic ...Options
// parameter: the last one given, else the zero value (every default).
func rtLastOption[T any](opts []T) T {
	var o T
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	return o
}
