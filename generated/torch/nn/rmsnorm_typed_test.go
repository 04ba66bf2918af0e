//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need gradients (runLayerCase), torch.SetNumThreads
// and seeded initialization, which libtorch's stable C ABI (2.14) does not
// carry (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"math"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// RMSNorm (and SiLU) equal Python's made now on this machine, bit for
// bit: 1.13's Python has no nn.RMSNorm, so the script computes it as
// 2.14.1's kernel does.
func TestRMSNormIsPyTorchs(t *testing.T) {
	oneThread(t)
	cases, tol := rmsNormLiveCases(t, layerFixtureTolerance)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runLayerCase(t, c, rmsNormBuilders[c.name], false, tol) })
	}
}

// RMSNorm (and SiLU) equal PyTorch 2.14.1's nn.RMSNorm, the committed
// values made in the sid root, within layerFixtureTolerance (another
// machine's kernels round differently); the log says the largest
// difference. On the machine that made them the outputs, gradients and
// the weight's normal_ draw are 2.14.1's bit for bit (checked with
// tolerance 0).
func TestRMSNormIsPyTorch2s(t *testing.T) {
	oneThread(t)
	for _, c := range rmsNormCases {
		t.Run(c.name, func(t *testing.T) {
			runLayerCase(t, c, rmsNormBuilders[c.name], false, layerFixtureTolerance)
			worst := 0.0
			checkLive(t)
			seed(t)
			m, forward := rmsNormBuilders[c.name]()
			defer m.module().Free()
			err := torch.WithScope(func(*torch.Scope) error {
				x := fixture(t, c.inputs[0])
				got := values(t, forward([]*torch.Tensor{x})[0])
				for j, b := range c.outs[0].bits {
					worst = max(worst, math.Abs(got[j]-float64(math.Float32frombits(b))))
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("largest difference of the output from PyTorch 2.14.1's: %.3g", worst)
		})
	}
}
