package nn

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestForwardFromStateDict is the inference path of a service, in both
// modes (the stable mode's nn has no gradients and no torch.ManualSeed):
// each layer case's module is made, PyTorch's state dict for it (the
// fixture's init, as torch.save would hand it over) is loaded with
// LoadStateDict, and the forward, under NoGrad, must give PyTorch's
// outputs, as TestLayersArePyTorchs checks them in the typed mode. The
// cases whose forward draws random numbers (dropout in training mode) are
// left out: the stable ABI cannot seed libtorch's generator.
func TestForwardFromStateDict(t *testing.T) {
	tol := fixtureTolerance(t, layerFixtureTolerance)
	// Tensors an earlier test left to the GC net are finalized now, not
	// during a case, whose checkLive would count them.
	for range 3 {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	ran := 0
	for _, c := range layerCases {
		if strings.Contains(c.name, "dropout") {
			continue
		}
		ran++
		tol := tol
		if _, ok := notBitExact[c.name]; ok {
			tol = max(tol, 1e-6)
		}
		t.Run(c.name, func(t *testing.T) {
			build := layerBuilders[c.name]
			if build == nil {
				t.Fatalf("no Go builder for case %s", c.name)
			}
			checkLive(t)
			m, forward := build()
			if err := m.Err(); err != nil {
				t.Fatal(err)
			}
			defer m.module().Free()
			d := &torch.Dict{Ordered: true}
			for _, f := range c.init {
				x := stateFixture(t, f)
				defer x.Free()
				d.Keys = append(d.Keys, f.name)
				d.Values = append(d.Values, x)
			}
			if err := m.module().LoadStateDict(d); err != nil {
				t.Fatal(err)
			}
			err := torch.WithScope(func(s *torch.Scope) error {
				var in []*torch.Tensor
				for _, f := range c.inputs {
					in = append(in, fixture(t, f))
				}
				return torch.NoGrad(func() error {
					outs := forward(in)
					if len(outs) != len(c.outs) {
						return fmt.Errorf("%d outputs, want %d", len(outs), len(c.outs))
					}
					for i, o := range outs {
						if err := o.Err(); err != nil {
							return err
						}
						same(t, fmt.Sprint("output ", i), o, c.outs[i], tol)
					}
					return nil
				})
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
	t.Logf("%d of %d layer cases from their state dicts (the others draw random numbers)", ran, len(layerCases))
}

// notBitExact are the cases whose forward here may differ from the
// fixtures' in the last bits, and why; they are compared within 1e-6.
var notBitExact = map[string]string{
	// libtorch 2.x runs an LSTM's forward under no_grad by another kernel
	// (the fixtures ran it with gradients); so does PyTorch.
	"lstm_unbatched": "no_grad",
}

// stateFixture is fixture for a state dict entry, which may be an int64
// one (BatchNorm's num_batches_tracked).
func stateFixture(t *testing.T, f fixTensor) *torch.Tensor {
	t.Helper()
	if f.ints == nil {
		return fixture(t, f)
	}
	x, err := torch.FromSlice(f.ints, f.shape...)
	if err != nil {
		t.Fatal(err)
	}
	return x
}
