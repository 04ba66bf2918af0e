package torch

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// LoadStateDict, SetOption and SetParamState are all or nothing: a call
// that fails leaves the optimizer's options and state exactly as they
// were, bit for bit (issue 29, item 4: an Adam state_dict with lr 0.5 and
// step 1e300 failed after setting lr and dropping the state).

// optimSnapshot is everything an optimizer's StateDict holds (options,
// steps, state tensors as float32 bits) and its parameters' values.
func optimSnapshot(t *testing.T, opt *Optimizer) string {
	t.Helper()
	sd, err := opt.StateDict()
	if err != nil {
		t.Fatalf("StateDict: %v", err)
	}
	defer FreeAll(sd)
	var b strings.Builder
	desc, values := describeStateDict(t, sd)
	b.WriteString(desc)
	fmt.Fprintf(&b, "state tensors: %x\n", values) // float32 bits
	ps, err := opt.Parameters()
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range ps {
		fmt.Fprintf(&b, "param %d: %x\n", i, bitsOf(t, p))
		p.Free()
	}
	return b.String()
}

// tensorsIn lists the tensors of a state_dict.
func tensorsIn(v any) []*Tensor {
	switch v := v.(type) {
	case *Tensor:
		return []*Tensor{v}
	case *Dict:
		var out []*Tensor
		for _, x := range v.Values {
			out = append(out, tensorsIn(x)...)
		}
		return out
	case []any:
		var out []*Tensor
		for _, x := range v {
			out = append(out, tensorsIn(x)...)
		}
		return out
	}
	return nil
}

// optimStateEdit is one way to spoil a valid state_dict, for the
// algorithms it applies to.
type optimStateEdit struct {
	name string
	algs string // the algorithms it applies to, "" for all
	edit func(t *testing.T, sd *Dict, alg string)
	want string // in the error
}

func sdGroup(sd *Dict) *Dict {
	g, _ := sd.Get("param_groups")
	return g.([]any)[0].(*Dict)
}

func sdState(sd *Dict, id int64) *Dict {
	st, _ := dictAt(sd, "state")
	v, _ := st.Get(id)
	return v.(*Dict)
}

// firstStateTensor is the name of each algorithm's first state tensor.
var firstStateTensor = map[string]string{"SGD": "momentum_buffer", "Adam": "exp_avg", "AdamW": "exp_avg",
	"RMSprop": "square_avg", "Adagrad": "sum"}

func optimStateEdits(t *testing.T) []optimStateEdit {
	// Tensors the edits put in a dict, freed after the test.
	var made []*Tensor
	t.Cleanup(func() {
		for _, x := range made {
			x.Free()
		}
	})
	keep := func(x *Tensor, err error) *Tensor {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, x)
		return x
	}
	setOption := func(k string, v any) func(*testing.T, *Dict, string) {
		return func(_ *testing.T, sd *Dict, _ string) { sdGroup(sd).Set(k, v) }
	}
	setState := func(id int64, v func() any) func(*testing.T, *Dict, string) {
		return func(_ *testing.T, sd *Dict, alg string) { sdState(sd, id).Set(firstStateTensor[alg], v()) }
	}
	setStep := func(id int64, v func() any) func(*testing.T, *Dict, string) {
		return func(_ *testing.T, sd *Dict, _ string) {
			sdGroup(sd).Set("lr", 0.5) // a valid change before the bad one
			sdState(sd, id).Set("step", v())
		}
	}
	const withStep = "Adam AdamW RMSprop Adagrad"
	return []optimStateEdit{
		// The case: lr 0.5, then a step no int64 holds.
		{"lr 0.5 and step 1e300", withStep, setStep(0, func() any { return 1e300 }), "step"},
		{"step 1e300 in the last parameter", withStep, setStep(1, func() any { return 1e300 }), "step"},
		{"step 2^63", withStep, setStep(0, func() any { return 9223372036854775808.0 }), "step"},
		{"step +Inf as a tensor", withStep, setStep(0, func() any { return keep(FromSlice([]float32{float32(math.Inf(1))})) }), "step"},
		{"step NaN as a tensor", withStep, setStep(0, func() any { return keep(FromSlice([]float64{math.NaN()})) }), "step"},
		{"step -1", withStep, setStep(0, func() any { return int64(-1) }), "step"},
		{"step 1.5", withStep, setStep(0, func() any { return 1.5 }), "step"},
		{"step a string", withStep, setStep(0, func() any { return "ten" }), "step"},
		{"step a bool", withStep, setStep(0, func() any { return true }), "step"},
		{"step of two numbers", withStep, setStep(0, func() any { return keep(FromSlice([]int64{1, 2}, 2)) }), "step"},
		{"lr a string", "", setOption("lr", "fast"), "not a number"},
		{"lr a bool", "", setOption("lr", true), "not a number"},
		{"lr negative", "", setOption("lr", -0.1), "lr"},
		{"lr +Inf", "", setOption("lr", math.Inf(1)), "lr"},
		{"lr NaN", "", setOption("lr", math.NaN()), "NaN"},
		{"weight_decay negative", "", setOption("weight_decay", -1.0), "weight_decay"},
		{"eps NaN", "Adam AdamW RMSprop Adagrad", setOption("eps", math.NaN()), "eps"},
		{"eps -Inf", "Adam AdamW RMSprop Adagrad", setOption("eps", math.Inf(-1)), "eps"},
		{"betas out of range", "Adam AdamW", setOption("betas", Tuple{1.5, 0.999}), "beta1"},
		{"betas one number", "Adam AdamW", setOption("betas", Tuple{0.9}), "betas"},
		{"betas a string", "Adam AdamW", setOption("betas", "fast"), "betas"},
		{"amsgrad a number", "Adam AdamW", setOption("amsgrad", int64(1)), "not a bool"},
		{"momentum negative", "SGD RMSprop", setOption("momentum", -0.5), "momentum"},
		{"nesterov with dampening", "SGD", setOption("dampening", 0.5), "nesterov"},
		{"an option the algorithm lacks", "", setOption("velocity", 1.0), "no option"},
		{"maximize", "", setOption("maximize", true), "maximize"},
		{"a state tensor of the other parameter's shape", "", setState(0, func() any { return keep(Zeros([]int64{2}).Result()) }), "shape"},
		{"a state tensor a string", "", setState(0, func() any { return "x" }), `is "x"`},
		{"a state tensor a number", "", setState(1, func() any { return 1.0 }), "not a tensor"},
		{"a state tensor freed", "", setState(1, func() any {
			x := keep(Zeros([]int64{2}).Result())
			x.Free()
			return x
		}), "freed"},
		{"a state tensor failed", "", setState(1, func() any { return rtFailed(errors.New("made to fail")) }), "made to fail"},
		{"a sparse state tensor", "", setState(1, func() any { return keep(keep(Zeros([]int64{2}).Result()).ToSparse(), nil) }), "dense"},
		{"a state key the algorithm lacks", "", func(_ *testing.T, sd *Dict, _ string) {
			sdState(sd, 1).Set("velocity", keep(Zeros([]int64{2}).Result()))
		}, "velocity"},
		{"state of a parameter id not listed", "", func(_ *testing.T, sd *Dict, _ string) {
			st, _ := dictAt(sd, "state")
			st.Set(int64(7), &Dict{})
		}, "id 7"},
		{"a state key that is not an int", "", func(_ *testing.T, sd *Dict, _ string) {
			st, _ := dictAt(sd, "state")
			st.Set("0", &Dict{})
		}, "not a parameter id"},
		{"state of a parameter not a dict", "", func(_ *testing.T, sd *Dict, _ string) {
			st, _ := dictAt(sd, "state")
			st.Set(int64(1), []any{})
		}, "not a dict"},
		{"no state", "", func(_ *testing.T, sd *Dict, _ string) { sd.Keys[0] = "other" }, "no \"state\""},
		{"two param groups", "", func(_ *testing.T, sd *Dict, _ string) {
			sd.Set("param_groups", []any{sdGroup(sd), sdGroup(sd)})
		}, "one group"},
		{"no param groups", "", func(_ *testing.T, sd *Dict, _ string) { sd.Set("param_groups", []any{}) }, "one group"},
		{"a param group not a dict", "", func(_ *testing.T, sd *Dict, _ string) { sd.Set("param_groups", []any{int64(1)}) }, "not a dict"},
		{"one parameter id of two", "", setOption("params", []any{int64(0)}), "must list 2"},
		{"a parameter id twice", "", setOption("params", []any{int64(0), int64(0)}), "twice"},
		{"a parameter id not an int", "", setOption("params", []any{"w", int64(1)}), "not an int"},
	}
}

// TestOptimLoadStateDictAtomic: for each algorithm and each way of
// spoiling a valid state_dict (from an optimizer trained otherwise), the
// load fails and the optimizer is as it was, bit for bit; the unspoilt
// dict then loads and changes it.
func TestOptimLoadStateDictAtomic(t *testing.T) {
	noLeaks(t)
	edits := optimStateEdits(t)
	for _, name := range []string{"sgd_nesterov", "adam_amsgrad", "adamw", "rmsprop_centered", "adagrad_decay"} {
		t.Run(name, func(t *testing.T) {
			c := optimCaseNamed(t, name)
			p := newOptimProblem(t)
			opt, err := c.make(p.params())
			if err != nil {
				t.Fatal(err)
			}
			defer opt.Free()
			p.steps(t, opt, p.w, p.b, 5)
			alg, err := opt.Algorithm()
			if err != nil {
				t.Fatal(err)
			}
			// The source: the same algorithm over copies, with another
			// rate and another number of steps.
			q := newOptimProblem(t)
			other, err := c.make(q.params())
			if err != nil {
				t.Fatal(err)
			}
			defer other.Free()
			if err := other.SetLR(0.02); err != nil {
				t.Fatal(err)
			}
			q.steps(t, other, q.w, q.b, 3)
			before := optimSnapshot(t, opt)
			for _, e := range edits {
				if e.algs != "" && !strings.Contains(" "+e.algs+" ", " "+alg+" ") {
					continue
				}
				sd, err := other.StateDict()
				if err != nil {
					t.Fatal(err)
				}
				own := tensorsIn(sd) // the edit may drop some from sd
				e.edit(t, sd, alg)
				err = opt.LoadStateDict(sd)
				for _, x := range own {
					x.Free()
				}
				t.Logf("%s: %v", e.name, err)
				switch {
				case err == nil:
					t.Errorf("%s: no error", e.name)
				case !strings.Contains(err.Error(), e.want):
					t.Errorf("%s: %v, want an error containing %q", e.name, err, e.want)
				case strings.Contains(err.Error(), " a an ") || strings.Contains(err.Error(), "torch: torch:"):
					t.Errorf("%s: %v", e.name, err)
				}
				if after := optimSnapshot(t, opt); after != before {
					t.Fatalf("%s: the failed load changed the optimizer:\nbefore:\n%s\nafter:\n%s", e.name, before, after)
				}
			}
			if err := opt.LoadStateDict(nil); err == nil {
				t.Error("LoadStateDict(nil): no error")
			}
			// The control: the dict as it came loads, and shows.
			sd, err := other.StateDict()
			if err != nil {
				t.Fatal(err)
			}
			defer FreeAll(sd)
			if err := opt.LoadStateDict(sd); err != nil {
				t.Fatalf("the unspoilt dict: %v", err)
			}
			if got, want := optimSnapshot(t, opt), optimSnapshot(t, other); got[:strings.Index(got, "param 0")] != want[:strings.Index(want, "param 0")] {
				t.Errorf("after loading other's state_dict:\n%s\nother's:\n%s", got, want)
			}
		})
	}
}

// TestOptimSetOptionAtomic: SetOption and SetParamState refuse what the
// constructors refuse (and what no int64 holds) and change nothing then.
func TestOptimSetOptionAtomic(t *testing.T) {
	noLeaks(t)
	p := newOptimProblem(t)
	adam, err := Adam(p.params(), AdamOptions{Lr: Some(0.05)})
	if err != nil {
		t.Fatal(err)
	}
	defer adam.Free()
	p.steps(t, adam, p.w, p.b, 2)
	sgd, err := SGD(p.params(), 0.1, SGDOptions{Momentum: Some(0.9), Nesterov: Some(true)})
	if err != nil {
		t.Fatal(err)
	}
	defer sgd.Free()
	huge := tensor(t, []float64{1e300})
	dense := tensor(t, make([]float32, 6), 3, 2)
	sparse := dense.ToSparse()
	defer sparse.Free()
	for _, c := range []struct {
		opt  *Optimizer
		name string
		call func(o *Optimizer) error
	}{
		{adam, "beta1 1.5", func(o *Optimizer) error { return o.SetOption("beta1", 1.5) }},
		{adam, "eps -1", func(o *Optimizer) error { return o.SetOption("eps", -1) }},
		{adam, "lr +Inf", func(o *Optimizer) error { return o.SetOption("lr", math.Inf(1)) }},
		{adam, "weight_decay NaN", func(o *Optimizer) error { return o.SetOption("weight_decay", math.NaN()) }},
		{sgd, "momentum 0 with nesterov", func(o *Optimizer) error { return o.SetOption("momentum", 0) }},
		{adam, "step 1e300", func(o *Optimizer) error { return o.SetParamState(0, "step", huge) }},
		{adam, "a sparse exp_avg", func(o *Optimizer) error { return o.SetParamState(0, "exp_avg", sparse) }},
		{adam, "exp_avg of the wrong shape", func(o *Optimizer) error { return o.SetParamState(1, "exp_avg", p.w) }},
	} {
		before := optimSnapshot(t, c.opt)
		if err := c.call(c.opt); err == nil {
			t.Errorf("%s: no error", c.name)
		}
		if after := optimSnapshot(t, c.opt); after != before {
			t.Errorf("%s: the failed call changed the optimizer:\nbefore:\n%s\nafter:\n%s", c.name, before, after)
		}
	}
}

// TestOptimFreed: StateDict and LoadStateDict of a freed optimizer say so.
func TestOptimFreed(t *testing.T) {
	noLeaks(t)
	p := newOptimProblem(t)
	opt, err := Adam(p.params())
	if err != nil {
		t.Fatal(err)
	}
	p.steps(t, opt, p.w, p.b, 1)
	sd, err := opt.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	defer FreeAll(sd)
	opt.Free()
	if err := opt.LoadStateDict(sd); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("LoadStateDict after Free: %v, want an error saying it is freed", err)
	}
	if _, err := opt.StateDict(); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("StateDict after Free: %v, want an error saying it is freed", err)
	}
}
