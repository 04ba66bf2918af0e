package nn

import (
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// onCPU copies x to the CPU and returns its values.
func onCPU(t *testing.T, x *torch.Tensor) []float64 {
	t.Helper()
	c := x.To(torch.CPUDevice)
	defer c.Free()
	return values(t, c)
}
