package nn

import (
	"errors"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// A module that fails to be made carries its error: Err names the failed
// child by its dotted path, Forward returns a tensor carrying the error
// (so Backward and ItemFloat report it), and StateDict refuses it.
func TestFailedModuleCarriesItsError(t *testing.T) {
	checkLive(t)
	seed(t)
	bad := NewLinear(3, -1)
	cause := bad.Err()
	if cause == nil {
		t.Fatal("NewLinear(3, -1) did not fail")
	}
	m := NewSequential(NewLinear(2, 3), &ReLU{}, NewSequential(bad))
	defer m.Free()
	err := m.Err()
	if !errors.Is(err, cause) || !strings.Contains(err.Error(), "module 2.0:") {
		t.Fatalf("Err() = %v, want the Linear's error at 2.0", err)
	}
	err = torch.WithScope(func(s *torch.Scope) error {
		x, err := torch.Ones([]int64{4, 2})
		if err != nil {
			return err
		}
		y := m.Forward(x)
		if !errors.Is(y.Err(), cause) {
			t.Errorf("Forward carries %v", y.Err())
		}
		loss := y.Sum()
		if err := loss.Backward(); !errors.Is(err, cause) {
			t.Errorf("Backward: %v", err)
		}
		if _, err := loss.ItemFloat(); !errors.Is(err, cause) {
			t.Errorf("ItemFloat: %v", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.StateDict(); !errors.Is(err, cause) {
		t.Errorf("StateDict: %v", err)
	}
	if err := m.LoadStateDict(&torch.Dict{}); !errors.Is(err, cause) {
		t.Errorf("LoadStateDict: %v", err)
	}
}

// An optimizer made from a failed module's parameters fails with the
// module's error: a model is never trained in part.
func TestOptimizerOfFailedModuleFails(t *testing.T) {
	checkLive(t)
	conv := NewConv2d(3, 4, 3, Conv2dOptions{Groups: torch.Some[int64](2)})
	cause := conv.Err()
	if cause == nil {
		t.Fatal("Conv2d(3, 4, groups=2) did not fail")
	}
	m := NewSequential(NewLinear(2, 3), conv)
	defer m.Free()
	if opt, err := torch.Adam(m.Parameters()); !errors.Is(err, cause) {
		opt.Free()
		t.Errorf("Adam: %v, want the Conv2d's error", err)
	}
	if opt, err := torch.SGD(m.Parameters(), 0.1); !errors.Is(err, cause) {
		opt.Free()
		t.Errorf("SGD: %v, want the Conv2d's error", err)
	}
	sound := NewLinear(2, 3)
	defer sound.Free()
	opt, err := torch.SGD(sound.Parameters(), 0.1)
	if err != nil {
		t.Fatal(err)
	}
	opt.Free()
}

// A module of one's own may ignore what Register* return: the failure is
// kept, and the first one is reported.
func TestRegisterFailureIsKept(t *testing.T) {
	checkLive(t)
	var own struct{ Base }
	own.RegisterModule("fc", NewLinear(2, 2))
	own.RegisterModule("fc", &ReLU{}) // taken
	own.RegisterModule("x.y", &ReLU{})
	var nilLinear *Linear
	own.RegisterModule("nil", nilLinear)
	defer own.Free()
	if err := own.Err(); err == nil || !strings.Contains(err.Error(), `"fc" is already a module`) {
		t.Errorf("Err() = %v, want the first failure", err)
	}
	if ps := own.Parameters(); len(ps) != 1 || ps[0].Err() == nil {
		t.Errorf("a failed module's Parameters() are %v, want one failed tensor", ps)
	}
}

// A parameter that cannot be allocated fails the constructor, and makes
// it allocate nothing more (the bias).
func TestFailedAllocation(t *testing.T) {
	checkLive(t)
	l := NewLinear(1<<40, 1<<40)
	defer l.Free()
	if l.Err() == nil {
		t.Fatal("NewLinear(2⁴⁰, 2⁴⁰) did not fail")
	}
	if len(l.NamedParameters()) != 0 || l.Bias.Err() == nil {
		t.Error("the failed Linear holds parameters")
	}
}
