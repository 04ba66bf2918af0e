//go:build cgo

package torch

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// schedStateFixtures is scripts/make-sched-state-fixtures.py's output
// (Python's float arithmetic and torch.save: the same on every machine).
const schedStateFixtures = `[
 {
  "name": "StepLR",
  "file": "504b03040000080800000000000000000000000000000000000010001200617263686976652f646174612e706b6c46420e005a5a5a5a5a5a5a5a5a5a5a5a5a5a80027d7100285809000000737465705f73697a6571014b03580500000067616d6d617102473fe00000000000005808000000626173655f6c727371035d7104473fb999999999999a61580a0000006c6173745f65706f636871054b045807000000766572626f7365710689580b0000005f737465705f636f756e7471074b05581a0000005f6765745f6c725f63616c6c65645f77697468696e5f7374657071088958080000005f6c6173745f6c7271095d710a473fa999999999999a61752e504b07086ad55208bf000000bf000000504b0304000008080000000000000000000000000000000000000f000400617263686976652f76657273696f6e46420000330a504b0708d19e67550200000002000000504b01020000000008080000000000006ad55208bf000000bf000000100000000000000000000000000000000000617263686976652f646174612e706b6c504b0102000000000808000000000000d19e675502000000020000000f000000000000000000000000000f010000617263686976652f76657273696f6e504b06062c000000000000001e032d000000000000000000020000000000000002000000000000007b000000000000005201000000000000504b060700000000cd0100000000000001000000504b050600000000020002007b000000520100000000",
  "lr": 0.05,
  "momentum": 0.9,
  "state": {
   "step_size": 3,
   "gamma": 0.5,
   "base_lrs": [
    0.1
   ],
   "last_epoch": 4,
   "verbose": false,
   "_step_count": 5,
   "_get_lr_called_within_step": false,
   "_last_lr": [
    0.05
   ]
  },
  "next": [
   0.05,
   0.025,
   0.025
  ]
 },
 {
  "name": "CosineAnnealingLR",
  "file": "504b03040000080800000000000000000000000000000000000010001200617263686976652f646174612e706b6c46420e005a5a5a5a5a5a5a5a5a5a5a5a5a5a80027d7100285805000000545f6d617871014b0a58070000006574615f6d696e7102473f847ae147ae147b5808000000626173655f6c727371035d7104473fb999999999999a61580a0000006c6173745f65706f636871054b035807000000766572626f7365710689580b0000005f737465705f636f756e7471074b04581a0000005f6765745f6c725f63616c6c65645f77697468696e5f7374657071088958080000005f6c6173745f6c7271095d710a473fb4d9ede2e2912c61752e504b07087ed5b969bd000000bd000000504b0304000008080000000000000000000000000000000000000f000600617263686976652f76657273696f6e464202005a5a330a504b0708d19e67550200000002000000504b01020000000008080000000000007ed5b969bd000000bd000000100000000000000000000000000000000000617263686976652f646174612e706b6c504b0102000000000808000000000000d19e675502000000020000000f000000000000000000000000000d010000617263686976652f76657273696f6e504b06062c000000000000001e032d000000000000000000020000000000000002000000000000007b000000000000005201000000000000504b060700000000cd0100000000000001000000504b050600000000020002007b000000520100000000",
  "lr": 0.08145033635316129,
  "momentum": 0.9,
  "state": {
   "T_max": 10,
   "eta_min": 0.01,
   "base_lrs": [
    0.1
   ],
   "last_epoch": 3,
   "verbose": false,
   "_step_count": 4,
   "_get_lr_called_within_step": false,
   "_last_lr": [
    0.08145033635316129
   ]
  },
  "next": [
   0.06890576474687264,
   0.05500000000000001,
   0.04109423525312737
  ]
 },
 {
  "name": "OneCycleLR",
  "file": "504b03040000080800000000000000000000000000000000000010001200617263686976652f646174612e706b6c46420e005a5a5a5a5a5a5a5a5a5a5a5a5a5a80027d710028580b000000746f74616c5f737465707371014b0c580e0000006379636c655f6d6f6d656e74756d71028858090000007573655f62657461317103895808000000626173655f6c727371045d7105473fa47ae147ae147b61580a0000006c6173745f65706f636871064b055807000000766572626f7365710789580b0000005f737465705f636f756e7471084b06581a0000005f6765745f6c725f63616c6c65645f77697468696e5f7374657071098958080000005f6c6173745f6c72710a5d710b473fe9f9d2058c4cb861752e504b07088ebc1dced3000000d3000000504b0304000008080000000000000000000000000000000000000f003000617263686976652f76657273696f6e46422c005a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a330a504b0708d19e67550200000002000000504b01020000000008080000000000008ebc1dced3000000d3000000100000000000000000000000000000000000617263686976652f646174612e706b6c504b0102000000000808000000000000d19e675502000000020000000f0000000000000000000000000023010000617263686976652f76657273696f6e504b06062c000000000000001e032d000000000000000000020000000000000002000000000000007b000000000000009201000000000000504b0607000000000d0200000000000001000000504b050600000000020002007b000000920100000000",
  "lr": 0.811745653949763,
  "momentum": 0.8688255099070633,
  "state": {
   "total_steps": 12,
   "cycle_momentum": true,
   "use_beta1": false,
   "base_lrs": [
    0.04
   ],
   "last_epoch": 5,
   "verbose": false,
   "_step_count": 6,
   "_get_lr_called_within_step": false,
   "_last_lr": [
    0.811745653949763
   ]
  },
  "next": [
   0.6473789976951033,
   0.46263710266697505,
   0.28306099820869923
  ]
 }
]`

type schedStateCase struct {
	Name     string
	File     string
	LR       float64
	Momentum float64
	State    map[string]any
	Next     []float64
}

// makeSched makes the Go twin of a fixture's scheduler.
func makeSched(name string, opt *Optimizer) (*LRScheduler, error) {
	switch name {
	case "StepLR":
		return StepLR(opt, 3, StepLROptions{Gamma: Some(0.5)})
	case "CosineAnnealingLR":
		return CosineAnnealingLR(opt, 10, CosineAnnealingLROptions{EtaMin: Some(0.01)})
	case "OneCycleLR":
		return OneCycleLR(opt, 1.0, 12)
	}
	return nil, nil
}

// A scheduler state dict Python saved loads into a Go scheduler, which
// then goes on with Python's rates; Go's StateDict says what Python's
// does, and survives torch.Save and torch.Load.
func TestLRSchedulerStateDict(t *testing.T) {
	var cases []schedStateCase
	if err := json.Unmarshal([]byte(schedStateFixtures), &cases); err != nil {
		t.Fatal(err)
	}
	x := tensor(t, []float32{0}, 1)
	defer x.Free()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			opt, err := SGD([]*Tensor{x}, 0.1, SGDOptions{Momentum: Some(0.9)})
			if err != nil {
				t.Fatal(err)
			}
			defer opt.Free()
			s, err := makeSched(c.Name, opt)
			if err != nil || s == nil {
				t.Fatalf("%s: %v", c.Name, err)
			}
			file, err := hex.DecodeString(c.File)
			if err != nil {
				t.Fatal(err)
			}
			v, err := LoadFrom(bytes.NewReader(file), int64(len(file)))
			if err != nil {
				t.Fatal(err)
			}
			d, ok := v.(*Dict)
			if !ok {
				t.Fatalf("loaded a %T", v)
			}
			if err := s.LoadStateDict(d); err != nil {
				t.Fatal(err)
			}
			// Python's load_state_dict leaves the optimizer alone: restore
			// its rate (and momentum) as its own state dict would.
			if err := opt.SetLR(c.LR); err != nil {
				t.Fatal(err)
			}
			if err := opt.SetMomentum(c.Momentum); err != nil {
				t.Fatal(err)
			}
			checkState(t, s.StateDict(), c.State)
			exact := c.Name == "StepLR"
			for i, want := range c.Next {
				if err := s.Step(); err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
				if got := opt.LR(); got != want && (exact || math.Abs(got-want) > 1e-12) {
					t.Errorf("step %d after the load: rate %v, Python's %v", i, got, want)
				}
			}

			// Go's own state dict round-trips through a file.
			var buf bytes.Buffer
			if err := SaveTo(&buf, s.StateDict()); err != nil {
				t.Fatal(err)
			}
			back, err := LoadFrom(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
			if err != nil {
				t.Fatal(err)
			}
			s2, _ := makeSched(c.Name, opt)
			if err := s2.LoadStateDict(back.(*Dict)); err != nil {
				t.Fatal(err)
			}
			if s2.LastEpoch() != s.LastEpoch() || s2.LastLR() != s.LastLR() {
				t.Errorf("round trip: epoch %d, rate %v; want %d, %v", s2.LastEpoch(), s2.LastLR(), s.LastEpoch(), s.LastLR())
			}
		})
	}
}

// checkState compares a Go state dict with Python's (as JSON numbers).
func checkState(t *testing.T, d *Dict, want map[string]any) {
	t.Helper()
	if d.Len() != len(want) {
		t.Errorf("state dict keys %v, Python's %d keys %v", d.Keys, len(want), want)
	}
	num := func(v any) (float64, bool) {
		switch x := v.(type) {
		case float64:
			return x, true
		case int64:
			return float64(x), true
		case []any:
			if len(x) == 1 {
				f, ok := x[0].(float64)
				return f, ok
			}
		}
		return 0, false
	}
	for i, k := range d.Keys {
		key := k.(string)
		w, ok := want[key]
		if !ok {
			t.Errorf("key %q: Python has none", key)
			continue
		}
		got := d.Values[i]
		if wl, ok := w.([]any); ok && len(wl) == 1 {
			w = wl[0]
		}
		if wb, ok := w.(bool); ok {
			if got != wb {
				t.Errorf("%s = %v, Python's %v", key, got, wb)
			}
			continue
		}
		g, ok1 := num(got)
		wf, ok2 := w.(float64)
		if !ok1 || !ok2 || g != wf {
			t.Errorf("%s = %v, Python's %v", key, got, w)
		}
	}
}

// What LoadStateDict refuses, naming it, and leaving the scheduler as it
// was.
func TestLRSchedulerLoadStateDictErrors(t *testing.T) {
	x := tensor(t, []float32{0}, 1)
	defer x.Free()
	opt, err := SGD([]*Tensor{x}, 0.1)
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Free()
	s, err := StepLR(opt, 3)
	if err != nil {
		t.Fatal(err)
	}
	base := func(extra ...any) *Dict {
		d := s.StateDict()
		for i := 0; i < len(extra); i += 2 {
			d.Set(extra[i], extra[i+1])
		}
		return d
	}
	for _, c := range []struct {
		d    *Dict
		want string
	}{
		{base("step_size", int64(5)), "step_size is 5 in the state dict, 3 in this scheduler"},
		{base("gamma", 0.5), "gamma is 0.5"},
		{base("T_max", int64(3)), "unknown key \"T_max\""},
		{base("base_lrs", []any{0.1, 0.2}), "one parameter group"},
		{base("last_epoch", "3"), "last_epoch: want an int"},
		{&Dict{Keys: []any{"step_size"}, Values: []any{int64(3)}}, "no last_epoch"},
	} {
		err := s.LoadStateDict(c.d)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "StepLR.LoadStateDict") {
			t.Errorf("LoadStateDict: %v, want an error with %q", err, c.want)
		}
	}
	if s.LastEpoch() != 0 || s.LastLR() != 0.1 {
		t.Errorf("a refused state dict changed the scheduler: epoch %d, rate %v", s.LastEpoch(), s.LastLR())
	}
}
