//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need gradients (runLayerCase compares them) and
// torch.SetNumThreads, which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"testing"
)

// ConvTranspose1d and 3d (and 2d's output_size), RNN, LSTM's proj_size
// and the recurrent layers over packed sequences equal Python's in
// training mode: initialisation and state dict names, outputs (the
// packed data, batch sizes and indices, padded again), the inputs' and
// the parameters' gradients, bit for bit.
func TestConvTransposeRNNArePyTorchs(t *testing.T) {
	oneThread(t)
	tol := convtRNNFixtures.tolerance(t, layerFixtureTolerance)
	for _, c := range convtRNNCases {
		t.Run(c.name, func(t *testing.T) { runLayerCase(t, c, convtRNNBuilders[c.name], false, tol) })
	}
}
