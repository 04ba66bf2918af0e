package nn

import (
	"math"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The expected values come from Debian's PyTorch 1.13.1 (/usr/bin/python3,
// torch.__version__ 1.13.1); each test's comment gives the Python, and the
// float32 values are written exactly (hex of v.double()).

// values returns t's elements as float64s, failing the test on an error.
func values(t *testing.T, x *torch.Tensor) []float64 {
	t.Helper()
	c := x.Contiguous()
	defer c.Free()
	f, err := torch.ToSlice[float32](c)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]float64, len(f))
	for i, v := range f {
		out[i] = float64(v)
	}
	return out
}

// near fails unless got and want agree to tol (0: bit for bit).
func near(t *testing.T, what string, got, want []float64, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if math.Abs(got[i]-want[i]) > tol || (tol == 0 && got[i] != want[i]) {
			t.Errorf("%s[%d] = %v (%x), want %v (%x)", what, i, got[i], got[i], want[i], want[i])
		}
	}
}

// checkLive fails if the test left tensors alive.
func checkLive(t *testing.T) {
	live := torch.LiveTensors()
	t.Cleanup(func() {
		if n := torch.LiveTensors(); n != live {
			t.Errorf("%d tensors live at the end, %d at the start", n, live)
		}
	})
}

// must fails the test if m failed to be made, and returns m.
func must[M AnyModule](t *testing.T, m M) M {
	t.Helper()
	if err := m.Err(); err != nil {
		t.Fatal(err)
	}
	return m
}

// newMLP is nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3), nn.Tanh()).
func newMLP(t *testing.T) *Sequential {
	t.Helper()
	return must(t, NewSequential(NewLinear(4, 8), &ReLU{}, NewLinear(8, 3), &Tanh{}))
}

// Bad arguments are errors, never panics, and a failed input's error
// comes out of Forward.
func TestErrors(t *testing.T) {
	checkLive(t)
	if err := NewConv2d(3, 4, 3, ConvOptions{Groups: torch.Some[int64](2)}).Err(); err == nil {
		t.Error("NewConv2d(3, 4, groups=2) succeeded")
	}
	if err := NewLinear(-1, 2).Err(); err == nil {
		t.Error("NewLinear(-1, 2) succeeded")
	}
	var nilLinear *Linear
	if err := NewSequential(nilLinear).Err(); err == nil {
		t.Error("NewSequential(nil) succeeded")
	}
	var b Base
	if err := b.RegisterModule("a.b", &ReLU{}); err == nil {
		t.Error("a dotted name was registered")
	}
	bn := must(t, NewBatchNorm1d(3))
	defer bn.Free()
	l := must(t, NewLinear(3, 2, LinearOptions{Bias: torch.Some(false)}))
	defer l.Free()
	if l.Bias != nil || len(l.NamedParameters()) != 1 {
		t.Error("a Linear without bias has one")
	}
	err := torch.WithScope(func(s *torch.Scope) error {
		x, err := torch.Ones([]int64{1, 3}).Result()
		if err != nil {
			return err
		}
		if err := bn.Forward(x).Err(); err == nil {
			t.Error("BatchNorm1d trained on one value per channel")
		}
		y, err := torch.Ones([]int64{2, 2, 2, 2}).Result()
		if err != nil {
			return err
		}
		if err := bn.Forward(y).Err(); err == nil {
			t.Error("BatchNorm1d took a 4-D input")
		}
		bad := l.Forward(y) // 2 features, not 3
		if bad.Err() == nil {
			t.Fatal("Linear(3, 2) took 2 features")
		}
		if err := l.Forward(bad).Err(); err != bad.Err() {
			t.Errorf("a failed input's error is not passed on: %v", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
