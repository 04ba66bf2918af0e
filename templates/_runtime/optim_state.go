//go:build cgo

package torch

import (
	"fmt"
	"slices"
	"strconv"
)

// An Optimizer's state in Python's terms: StateDict and LoadStateDict
// write and read what Python's optimizer.state_dict() holds (torch.Save
// and torch.Load carry it to and from torch.save files), over the spec's
// OptionNames/Option/SetOption and ParamStateKeys/ParamState/SetParamState
// (gotorch_optim.h). libtorch's own Save and Load keep their format.

// pyOptimGroupKeys are the param_groups keys of Python 1.13's optimizers,
// in its order; "betas" is Option's beta1 and beta2, and the keys
// pyOptimFlags lists are options libtorch lacks.
var pyOptimGroupKeys = map[string][]string{
	"SGD":     {"lr", "momentum", "dampening", "weight_decay", "nesterov", "maximize", "foreach", "differentiable"},
	"Adam":    {"lr", "betas", "eps", "weight_decay", "amsgrad", "maximize", "foreach", "capturable", "differentiable", "fused"},
	"AdamW":   {"lr", "betas", "eps", "weight_decay", "amsgrad", "foreach", "maximize", "capturable"},
	"RMSprop": {"lr", "momentum", "alpha", "eps", "centered", "weight_decay", "foreach", "maximize", "differentiable"},
	"Adagrad": {"lr", "lr_decay", "eps", "weight_decay", "initial_accumulator_value", "foreach", "maximize"},
}

// pyOptimFlags are Python's options libtorch's optimizers do not have,
// with the value they have in effect: a state_dict with another one cannot
// continue here. foreach (None) picks an implementation, not a result.
var pyOptimFlags = map[string]any{"maximize": false, "capturable": false, "differentiable": false, "fused": false, "foreach": nil}

// pySchedulerGroupKeys are the param_groups keys Python's LR schedulers
// add (Go's schedulers keep theirs in the scheduler): LoadStateDict
// ignores them.
var pySchedulerGroupKeys = map[string]bool{"initial_lr": true, "max_lr": true, "min_lr": true, "max_momentum": true, "base_momentum": true}

// pyOptimStateKeys are the per-parameter state keys of each algorithm.
var pyOptimStateKeys = map[string][]string{
	"SGD":     {"momentum_buffer"},
	"Adam":    {"step", "exp_avg", "exp_avg_sq", "max_exp_avg_sq"},
	"AdamW":   {"step", "exp_avg", "exp_avg_sq", "max_exp_avg_sq"},
	"RMSprop": {"step", "square_avg", "momentum_buffer", "grad_avg"},
	"Adagrad": {"step", "sum"},
}

// pyOptimBoolOptions are the options Python holds as bools.
var pyOptimBoolOptions = map[string]bool{"nesterov": true, "amsgrad": true, "centered": true}

// StateDict returns the optimizer's state as Python's optimizer.state_dict()
// does: a dict {"state": {index: {key: value}}, "param_groups": [{options…,
// "params": [0, 1, …]}]} with Python 1.13's keys, which torch.Save writes
// for Python's load_state_dict. The state's tensors are the optimizer's own
// (shared, as Python's are; Free them with FreeAll when done); "step" is a
// 0-dim float32 tensor, or an int for RMSprop, as Python keeps it.
func (o *Optimizer) StateDict() (*Dict, error) {
	if o.Freed() {
		return nil, rtErrorf("Optimizer.StateDict", "the optimizer is nil or freed")
	}
	alg, err := o.Algorithm()
	if err != nil {
		return nil, err
	}
	params, err := o.Parameters()
	if err != nil {
		return nil, err
	}
	n := len(params)
	for _, p := range params {
		p.Free()
	}
	state := &Dict{}
	sd := &Dict{Keys: []any{"state", "param_groups"}, Values: []any{state, nil}}
	fail := func(err error) (*Dict, error) {
		FreeAll(sd)
		return nil, err
	}
	for i := 0; i < n; i++ {
		keys, err := o.ParamStateKeys(int64(i))
		if err != nil {
			return fail(err)
		}
		if len(keys) == 0 {
			continue
		}
		entry := &Dict{}
		state.Set(int64(i), entry)
		for _, k := range keys {
			t := o.ParamState(int64(i), k)
			if err := t.Err(); err != nil {
				return fail(err)
			}
			if k != "step" {
				entry.Set(k, t)
				continue
			}
			v, err := ToSlice[int64](t)
			t.Free()
			if err != nil {
				return fail(err)
			}
			if alg == "RMSprop" {
				entry.Set(k, v[0])
				continue
			}
			step, err := FromSlice([]float32{float32(v[0])}, []int64{}...)
			if err != nil {
				return fail(err)
			}
			entry.Set(k, step)
		}
	}
	group := &Dict{}
	for _, k := range pyOptimGroupKeys[alg] {
		if flag, ok := pyOptimFlags[k]; ok {
			group.Set(k, flag)
			continue
		}
		if k == "betas" {
			b1, err1 := o.Option("beta1")
			b2, err2 := o.Option("beta2")
			if err1 != nil || err2 != nil {
				return fail(fmt.Errorf("torch: Optimizer.StateDict: betas: %v, %v", err1, err2))
			}
			group.Set(k, Tuple{b1, b2})
			continue
		}
		v, err := o.Option(k)
		if err != nil {
			return fail(err)
		}
		if pyOptimBoolOptions[k] {
			group.Set(k, v != 0)
		} else {
			group.Set(k, v)
		}
	}
	ids := make([]any, n)
	for i := range ids {
		ids[i] = int64(i)
	}
	group.Set("params", ids)
	sd.Values[1] = []any{group}
	return sd, nil
}

// LoadStateDict replaces the optimizer's options and per-parameter state
// with those of a state_dict in Python's form — Python's
// optimizer.state_dict() read by torch.Load, or what StateDict returns —
// so that training continues as it would have where it was saved (bit for
// bit, the update rules being Python's). The optimizer must be of the same
// algorithm over as many parameters, in the same order, in one group.
// Everything is checked and converted before anything changes, and the
// new options and state replace the old at once (ReplaceState): an error
// leaves the optimizer exactly as it was. Errors: an option or state key
// the algorithm lacks, a value of the wrong type, an option libtorch's
// constructor would refuse or an infinite one, a step that is not a whole
// number from 0 to 2^63-1, a shape other than the parameter's, a freed or
// sparse tensor, or an option libtorch does not have set (maximize,
// capturable, differentiable, fused). The tensors are copied; sd stays the
// caller's.
func (o *Optimizer) LoadStateDict(sd *Dict) error {
	fail := func(format string, args ...any) error {
		return rtErrorf("Optimizer.LoadStateDict", fmt.Sprintf(format, args...))
	}
	if o.Freed() {
		return fail("the optimizer is nil or freed")
	}
	if sd == nil {
		return fail("the state dict is nil")
	}
	alg, err := o.Algorithm()
	if err != nil {
		return err
	}
	params, err := o.Parameters()
	if err != nil {
		return err
	}
	defer func() {
		for _, p := range params {
			p.Free()
		}
	}()
	state, ok := dictAt(sd, "state")
	if !ok {
		return fail("no \"state\" dict")
	}
	groupsV, _ := sd.Get("param_groups")
	groups, ok := groupsV.([]any)
	if !ok || len(groups) != 1 {
		return fail("\"param_groups\" must be a list of one group (gotorch's optimizers have one), not %s", pyDescribe(groupsV))
	}
	group, ok := groups[0].(*Dict)
	if !ok || group == nil {
		return fail("param_groups[0] is %s, not a dict", pyDescribe(groups[0]))
	}
	// The saved parameter ids, in order, name our parameters.
	idsV, _ := group.Get("params")
	ids, ok := idsV.([]any)
	if !ok || len(ids) != len(params) {
		return fail("param_groups[0][\"params\"] must list %d parameter ids, not %s", len(params), pyDescribe(idsV))
	}
	index := map[int64]int{}
	for i, id := range ids {
		n, ok := id.(int64)
		if !ok {
			return fail("parameter id %s is not an int", pyDescribe(id))
		}
		if _, dup := index[n]; dup {
			return fail("parameter id %d is listed twice in param_groups[0][\"params\"]", n)
		}
		index[n] = i
	}
	// The options, checked here for their types and by ReplaceState for
	// their values.
	var names []string
	var values []float64
	option := func(name string, v float64) {
		names = append(names, name)
		values = append(values, v)
	}
	known := map[string]bool{}
	for _, k := range pyOptimGroupKeys[alg] {
		known[k] = true
	}
	for i, kv := range group.Keys {
		k, _ := kv.(string)
		v := group.Values[i]
		_, flag := pyOptimFlags[k]
		switch {
		case k == "params" || pySchedulerGroupKeys[k]:
		case !known[k]:
			return fail("%s has no option %s", alg, pyDescribe(kv))
		case k == "foreach":
		case k == "betas":
			b, ok := v.(Tuple)
			if !ok {
				if l, isList := v.([]any); isList {
					b, ok = Tuple(l), true
				}
			}
			b1, ok1 := pyFloat(tupleAt(b, 0))
			b2, ok2 := pyFloat(tupleAt(b, 1))
			if !ok || len(b) != 2 || !ok1 || !ok2 {
				return fail("betas must be two numbers, not %s", pyDescribe(v))
			}
			option("beta1", b1)
			option("beta2", b2)
		case flag:
			if b, ok := v.(bool); !ok || b {
				return fail("option %q is %s: libtorch's %s has only %s=False", k, pyDescribe(v), alg, k)
			}
		case pyOptimBoolOptions[k]:
			b, ok := v.(bool)
			if !ok {
				return fail("option %q is %s, not a bool", k, pyDescribe(v))
			}
			x, _ := pyNumber(b)
			option(k, x)
		default:
			x, ok := pyFloat(v)
			if !ok {
				return fail("option %q is %s, not a number", k, pyDescribe(v))
			}
			option(k, x)
		}
	}
	// The state, checked here for its keys, types and shapes, and by
	// ReplaceState for the rest.
	var indices []int64
	var keys []string
	var tensors []*Tensor
	var temps []*Tensor
	defer func() {
		for _, t := range temps {
			t.Free()
		}
	}()
	stateKeys := map[string]bool{}
	for _, k := range pyOptimStateKeys[alg] {
		stateKeys[k] = true
	}
	seen := map[int]bool{}
	for i, idV := range state.Keys {
		id, ok := idV.(int64)
		if !ok {
			return fail("state key %s is not a parameter id (an int)", pyDescribe(idV))
		}
		pi, ok := index[id]
		if !ok {
			return fail("state of parameter id %d, which param_groups does not list", id)
		}
		if seen[pi] {
			return fail("state of parameter id %d is given twice", id)
		}
		seen[pi] = true
		ps, ok := state.Values[i].(*Dict)
		if !ok || ps == nil {
			return fail("state of parameter %d is %s, not a dict", id, pyDescribe(state.Values[i]))
		}
		have := map[string]bool{}
		for j, kv := range ps.Keys {
			k, _ := kv.(string)
			if !stateKeys[k] {
				return fail("%s has no per-parameter state %s", alg, pyDescribe(kv))
			}
			if have[k] {
				return fail("state %q of parameter %d is given twice", k, id)
			}
			have[k] = true
			v := ps.Values[j]
			var t *Tensor
			switch v := v.(type) {
			case nil: // Python's SGD keeps momentum_buffer None without momentum.
				continue
			case *Tensor:
				if err := v.Err(); err == ErrFreed {
					return fail("state %q of parameter %d is a freed tensor", k, id)
				} else if err != nil {
					return fail("state %q of parameter %d is a failed tensor: %v", k, id, err)
				}
				t = v
			case int64:
				if k != "step" {
					return fail("state %q of parameter %d is %s, not a tensor", k, id, pyDescribe(v))
				}
				if t, err = FromSlice([]int64{v}, []int64{}...); err != nil {
					return err
				}
				temps = append(temps, t)
			case float64:
				if k != "step" {
					return fail("state %q of parameter %d is %s, not a tensor", k, id, pyDescribe(v))
				}
				if t, err = FromSlice([]float64{v}, []int64{}...); err != nil {
					return err
				}
				temps = append(temps, t)
			default:
				return fail("state %q of parameter %d is %s", k, id, pyDescribe(v))
			}
			if k != "step" {
				if got, want := t.Shape(), params[pi].Shape(); !slices.Equal(got, want) {
					return fail("state %q of parameter %d has shape %v, the parameter %v", k, id, got, want)
				}
			}
			indices = append(indices, int64(pi))
			keys = append(keys, k)
			tensors = append(tensors, t)
		}
	}
	if err := o.ReplaceState(names, values, indices, keys, tensors); err != nil {
		if e, ok := AsError(err); ok {
			return fail("%s", e.Message)
		}
		return err
	}
	return nil
}

// Momentum is the momentum OneCycleLR cycles (Python's group["momentum"],
// or group["betas"][0] for Adam and AdamW); Adagrad has none.
func (o *Optimizer) Momentum() (float64, error) {
	name, err := o.momentumOption()
	if err != nil {
		return 0, err
	}
	return o.Option(name)
}

// SetMomentum sets the momentum (SGD's and RMSprop's momentum, Adam's and
// AdamW's beta1) of every parameter group, for the next Step.
func (o *Optimizer) SetMomentum(m float64) error {
	name, err := o.momentumOption()
	if err != nil {
		return err
	}
	return o.SetOption(name, m)
}

func (o *Optimizer) momentumOption() (string, error) {
	alg, err := o.Algorithm()
	if err != nil {
		return "", err
	}
	switch alg {
	case "SGD", "RMSprop":
		return "momentum", nil
	case "Adam", "AdamW":
		return "beta1", nil
	}
	return "", rtErrorf("Optimizer.Momentum", alg+" has no momentum (nor betas)")
}

func dictAt(d *Dict, key string) (*Dict, bool) {
	v, _ := d.Get(key)
	x, ok := v.(*Dict)
	return x, ok && x != nil
}

func tupleAt(t Tuple, i int) any {
	if i < len(t) {
		return t[i]
	}
	return nil
}

// pyFloat is a Python int or float (not a bool) as a float64.
func pyFloat(v any) (float64, bool) {
	if _, isBool := v.(bool); isBool {
		return 0, false
	}
	return pyNumber(v)
}

// pyNumber is a Python int, float or bool as a float64.
func pyNumber(v any) (float64, bool) {
	switch v := v.(type) {
	case int64:
		return float64(v), true
	case float64:
		return v, true
	case bool:
		if v {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// pyDescribe is a value for a message: its repr when short, else its type.
func pyDescribe(v any) string {
	switch v := v.(type) {
	case string:
		return strconv.Quote(v)
	case int64, float64, bool:
		return fmt.Sprint(v)
	case nil:
		return "None"
	}
	return pyAType(v)
}
