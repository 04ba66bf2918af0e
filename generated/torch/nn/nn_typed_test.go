//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.Arange (Scalar arguments) and seeded
// initialization (torch.ManualSeed, C++ at::manual_seed), which libtorch's
// stable C ABI (2.14) does not carry (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"path/filepath"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

func seed(t *testing.T) {
	t.Helper()
	if err := torch.ManualSeed(0); err != nil {
		t.Fatal(err)
	}
}

// mlpInput is torch.arange(8, dtype=torch.float32).reshape(2, 4) / 8 - 0.3.
func mlpInput() (*torch.Tensor, error) {
	x, err := torch.Arange(torch.Int(8), torch.ArangeOptions{Dtype: torch.Some(torch.Float32)}).Result()
	if err != nil {
		return nil, err
	}
	x = x.Reshape([]int64{2, 4}).Div(8).Sub(0.3)
	return x, x.Err()
}

// torch.manual_seed(0); bn = nn.BatchNorm2d(2)
// x = torch.arange(16, dtype=torch.float32).reshape(2, 2, 2, 2).pow(1.5) / 10
// bn(x).flatten().tolist(); bn.running_mean.tolist(); bn.running_var.tolist()
// bn.eval(); bn(x).flatten().tolist(); list(bn.state_dict().keys())
func TestBatchNorm2dIsPyTorchs(t *testing.T) {
	checkLive(t)
	bn := must(t, NewBatchNorm2d(2))
	defer bn.Free()
	err := torch.WithScope(func(s *torch.Scope) error {
		x, err := torch.Arange(torch.Int(16), torch.ArangeOptions{Dtype: torch.Some(torch.Float32)}).Result()
		if err != nil {
			return err
		}
		x = x.Reshape([]int64{2, 2, 2, 2}).PowTensorScalar(torch.Float(1.5)).Div(10)
		y := bn.Forward(x)
		if err := y.Err(); err != nil {
			return err
		}
		near(t, "train", values(t, y), []float64{-1.1205402612686157, -1.049820065498352, -0.920513391494751,
			-0.7530674934387207, -1.2304350137710571, -1.0633084774017334, -0.8785116076469421, -0.6775965094566345,
			0.47967445850372314, 0.7889044284820557, 1.1158279180526733, 1.459534764289856, 0.5336236357688904,
			0.8122929930686951, 1.1018973588943481, 1.4020384550094604}, 1e-6)
		near(t, "running_mean", values(t, bn.RunningMean), []float64{0.1584470570087433, 0.31414610147476196}, 1e-7)
		near(t, "running_var", values(t, bn.RunningVar), []float64{1.1285089254379272, 1.3138540983200073}, 1e-6)
		n, err := torch.ToSlice[int64](bn.NumBatchesTracked)
		if err != nil || len(n) != 1 || n[0] != 1 {
			t.Errorf("num_batches_tracked %v (%v), want 1", n, err)
		}
		bn.Eval()
		y = bn.Forward(x)
		if err := y.Err(); err != nil {
			return err
		}
		near(t, "eval", values(t, y), []float64{-0.1491522192955017, -0.05501842498779297, 0.11709833890199661,
			0.3399813175201416, 0.4238678216934204, 0.7013264894485474, 1.0081210136413574, 1.341674566268921,
			1.9808522462844849, 2.392460346221924, 2.827619791030884, 3.28511905670166, 3.3525078296661377,
			3.8151466846466064, 4.2959394454956055, 4.794225215911865}, 1e-6)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	d, err := bn.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	defer freeValues(d)
	want := []string{"weight", "bias", "running_mean", "running_var", "num_batches_tracked"}
	if len(d.Keys) != len(want) || !d.Ordered {
		t.Fatalf("state dict keys %v (ordered %v), want %q", d.Keys, d.Ordered, want)
	}
	for i, k := range want {
		if d.Keys[i] != k {
			t.Errorf("state dict keys %v, want %q", d.Keys, want)
		}
	}
}

// torch.manual_seed(0); l = nn.Linear(3, 2)
// [v.hex() for v in l.weight.detach().flatten().double().tolist()], same for l.bias
func TestLinearInitIsPyTorchs(t *testing.T) {
	checkLive(t)
	seed(t)
	l := must(t, NewLinear(3, 2))
	defer l.Free()
	near(t, "weight", values(t, l.Weight), []float64{-0x1.1b47d00000000p-8, 0x1.3d26260000000p-2, -0x1.e696fc0000000p-2,
		-0x1.b317920000000p-2, -0x1.c769620000000p-3, 0x1.3d12a60000000p-3}, 0)
	near(t, "bias", values(t, l.Bias), []float64{-0x1.76d6800000000p-7, 0x1.d4c2f40000000p-2}, 0)
	if !l.Weight.RequiresGrad() || !l.Bias.RequiresGrad() {
		t.Error("parameters do not require grad")
	}
	if got := l.Weight.Shape(); len(got) != 2 || got[0] != 2 || got[1] != 3 {
		t.Errorf("weight shape %v, want [2 3]", got)
	}
}

// torch.manual_seed(0); c = nn.Conv2d(1, 2, 3); as for Linear
func TestConv2dInitIsPyTorchs(t *testing.T) {
	checkLive(t)
	seed(t)
	c := must(t, NewConv2d(1, 2, 3))
	defer c.Free()
	near(t, "weight", values(t, c.Weight), []float64{-0x1.471aac0000000p-9, 0x1.6e36500000000p-3, -0x1.18eec80000000p-2,
		-0x1.f666ac0000000p-3, -0x1.06ee9c0000000p-3, 0x1.6e1fcc0000000p-4, -0x1.b0d3560000000p-8, 0x1.0ea3be0000000p-2,
		-0x1.e4a92c0000000p-6, 0x1.6948cc0000000p-4, -0x1.9c9f200000000p-4, -0x1.0c60960000000p-4, -0x1.4617a00000000p-2,
		-0x1.c41e300000000p-3, -0x1.1969360000000p-3, 0x1.949d560000000p-7, 0x1.0de1d60000000p-3, 0x1.999d960000000p-3}, 0)
	near(t, "bias", values(t, c.Bias), []float64{-0x1.cececc0000000p-3, -0x1.2946a60000000p-3}, 0)
	err := torch.WithScope(func(s *torch.Scope) error {
		x, err := torch.Ones([]int64{1, 1, 5, 5}).Result()
		if err != nil {
			return err
		}
		y := c.Forward(x)
		if err := y.Err(); err != nil {
			return err
		}
		if got := y.Shape(); len(got) != 4 || got[1] != 2 || got[2] != 3 || got[3] != 3 {
			t.Errorf("output shape %v, want [1 2 3 3]", got)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// torch.manual_seed(0)
// m = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3), nn.Tanh())
// m(torch.arange(8, dtype=torch.float32).reshape(2, 4) / 8 - 0.3).flatten().tolist()
// list(m.state_dict().keys())
func TestSequentialIsPyTorchs(t *testing.T) {
	checkLive(t)
	seed(t)
	m := newMLP(t)
	defer m.Free()
	err := torch.WithScope(func(s *torch.Scope) error {
		x, err := mlpInput()
		if err != nil {
			return err
		}
		y := m.Forward(x)
		if err := y.Err(); err != nil {
			return err
		}
		near(t, "output", values(t, y), []float64{0.2508315145969391, -0.06915049999952316, 0.06617186963558197,
			0.15054191648960114, -0.03185677528381348, 0.12054504454135895}, 1e-6)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, n := range m.NamedParameters() {
		names = append(names, n.Name)
	}
	want := []string{"0.weight", "0.bias", "2.weight", "2.bias"}
	if len(names) != len(want) {
		t.Fatalf("parameters %q, want %q", names, want)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Errorf("parameters %q, want %q", names, want)
		}
	}
	if n := len(m.Parameters()); n != 4 {
		t.Errorf("%d parameters, want 4", n)
	}
}

// A state dict saved with torch.Save and loaded with torch.Load into a
// model initialised differently makes it compute what the first did.
func TestStateDictRoundTrip(t *testing.T) {
	checkLive(t)
	seed(t)
	m := newMLP(t)
	defer m.Free()
	d, err := m.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "mlp.pt")
	err = torch.Save(path, d)
	freeValues(d)
	if err != nil {
		t.Fatal(err)
	}
	other := newMLP(t) // the next random values: different weights
	defer other.Free()
	loaded, err := torch.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	ld, ok := loaded.(*torch.Dict)
	if !ok {
		t.Fatalf("torch.Load returned %T", loaded)
	}
	defer freeValues(ld)
	if !ld.Ordered || ld.Len() != 4 {
		t.Fatalf("loaded %d keys, ordered %v", ld.Len(), ld.Ordered)
	}
	err = torch.WithScope(func(s *torch.Scope) error {
		x, err := mlpInput()
		if err != nil {
			return err
		}
		want := values(t, m.Forward(x))
		before := values(t, other.Forward(x))
		if err := other.LoadStateDict(ld); err != nil {
			return err
		}
		got := values(t, other.Forward(x))
		near(t, "loaded model", got, want, 0)
		same := true
		for i := range before {
			same = same && before[i] == want[i]
		}
		if same {
			t.Error("the second model computed the first's outputs before loading")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !other.Parameters()[0].RequiresGrad() {
		t.Error("a loaded parameter no longer requires grad")
	}
}

// LoadStateDict refuses a missing key, an unexpected one and a wrong
// shape, and changes nothing then.
func TestLoadStateDictErrors(t *testing.T) {
	checkLive(t)
	seed(t)
	l := must(t, NewLinear(3, 2))
	defer l.Free()
	w, err := torch.Zeros([]int64{2, 3}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Free()
	b, err := torch.Zeros([]int64{3}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer b.Free()
	before := values(t, l.Weight)
	for _, d := range []*torch.Dict{
		nil,
		{Keys: []any{"weight"}, Values: []any{w}},
		{Keys: []any{"weight", "bias"}, Values: []any{w, b}},
		{Keys: []any{"weight", "bias", "extra"}, Values: []any{w, w, w}},
		{Keys: []any{"weight", "bias"}, Values: []any{w, "x"}},
	} {
		if err := l.LoadStateDict(d); err == nil {
			t.Errorf("LoadStateDict(%v) succeeded", d)
		}
	}
	near(t, "weight after failed loads", values(t, l.Weight), before, 0)
}

// Train and Eval reach the children; Dropout drops only in training.
func TestTrainEval(t *testing.T) {
	checkLive(t)
	seed(t)
	d := must(t, NewDropout())
	if d.P != 0.5 {
		t.Errorf("p = %v, want 0.5", d.P)
	}
	m := must(t, NewSequential(NewFlatten(), d, &GELU{}, &Sigmoid{}))
	if !d.IsTraining() {
		t.Error("a new module is not in training mode")
	}
	err := torch.WithScope(func(s *torch.Scope) error {
		x, err := torch.Ones([]int64{4, 5, 10}).Result()
		if err != nil {
			return err
		}
		y := d.Forward(m.Layer(0).Forward(x))
		if got := y.Shape(); len(got) != 2 || got[0] != 4 || got[1] != 50 {
			t.Errorf("flattened shape %v, want [4 50]", got)
		}
		v := values(t, y)
		zeros := 0
		for _, f := range v {
			if f == 0 {
				zeros++
			} else if f != 2 {
				t.Fatalf("a kept element is %v, want 2", f)
			}
		}
		if zeros == 0 || zeros == len(v) {
			t.Errorf("dropout zeroed %d of %d", zeros, len(v))
		}
		m.Eval()
		if d.IsTraining() || m.IsTraining() {
			t.Error("Eval did not reach the child")
		}
		near(t, "eval dropout", values(t, d.Forward(x)), values(t, x), 0)
		near(t, "eval model", values(t, m.Forward(x).FlattenUsingInts()), values(t, torch.Gelu(x).Sigmoid().FlattenUsingInts()), 0)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := NewDropout(DropoutOptions{P: torch.Some(1.5)}).Err(); err == nil {
		t.Error("NewDropout(p=1.5) succeeded")
	}
}
