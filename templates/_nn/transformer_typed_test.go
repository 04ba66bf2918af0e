//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need gradients (runLayerCase), torch.SetNumThreads
// and seeded initialization, which libtorch's stable C ABI (2.14) does not
// carry (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"math"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The transformer blocks equal Python's in training mode (dropout drawn
// in Python's order, and without dropout): initialisation (the
// encoder's and decoder's copies and Transformer's xavier_uniform_),
// outputs, the inputs' and the parameters' gradients, bit for bit.
func TestTransformerIsPyTorchs(t *testing.T) {
	oneThread(t)
	tol := transformerFixtures.tolerance(t, layerFixtureTolerance)
	for _, c := range transformerCases {
		t.Run(c.name, func(t *testing.T) { runLayerCase(t, c, transformerBuilders[c.name], false, tol) })
	}
}

// The same in evaluation mode with autograd on, where Python 1.13 takes
// the general path too (its fast path needs autograd off): bit for bit.
func TestTransformerEvalIsPyTorchs(t *testing.T) {
	oneThread(t)
	tol := transformerFixtures.tolerance(t, layerFixtureTolerance)
	for _, c := range transformerEvalCases {
		t.Run(c.name, func(t *testing.T) { runLayerCase(t, c, transformerEvalBuilders[c.name], true, tol) })
	}
}

// In evaluation mode without autograd Python takes its fast path and Go
// the general one: the outputs agree within transformerFastPathTolerance,
// except at the padded positions of TransformerEncoder's nested-tensor
// path, zeros in Python's output and computed values in Go's (and in
// Python's general path): those are left out.
func TestTransformerInferenceIsPyTorchs(t *testing.T) {
	oneThread(t)
	tol := max(transformerFastPathTolerance, transformerFixtures.tolerance(t, layerFixtureTolerance))
	for _, c := range transformerInferenceCases {
		t.Run(c.name, func(t *testing.T) {
			checkLive(t)
			seed(t)
			m, forward := transformerInferenceBuilders[c.name]()
			if err := m.Err(); err != nil {
				t.Fatal(err)
			}
			defer m.module().Free()
			m.module().Eval()
			err := torch.WithScope(func(s *torch.Scope) error {
				var in []*torch.Tensor
				for _, f := range c.inputs {
					in = append(in, fixture(t, f))
				}
				return torch.NoGrad(func() error {
					outs := forward(in)
					for i, o := range outs {
						if err := o.Err(); err != nil {
							return err
						}
						got := values(t, o)
						worst := 0.0
						for j, b := range c.outs[i].bits {
							want := float64(math.Float32frombits(b))
							if strings.HasPrefix(c.name, "encoder_nested") && padded(c, j) {
								continue
							}
							worst = max(worst, math.Abs(got[j]-want))
							if math.Abs(got[j]-want) > tol {
								t.Errorf("output %d[%d] = %v, want %v", i, j, got[j], want)
							}
						}
						t.Logf("output %d: largest difference from Python's fast path %.3g", i, worst)
					}
					return nil
				})
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}
