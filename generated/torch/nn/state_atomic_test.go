package nn

import (
	"fmt"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// moduleSnapshot is every parameter and buffer of m: name, dtype, shape
// and the values, exactly (float64 holds every float32 and int64 buffer
// value here).
func moduleSnapshot(t *testing.T, m AnyModule) string {
	t.Helper()
	var b strings.Builder
	for _, n := range m.module().collect(true, true) {
		d := n.Tensor.ToDtype(torch.Float64)
		c := d.Contiguous()
		v, err := torch.ToSlice[float64](c)
		c.Free()
		d.Free()
		if err != nil {
			t.Fatalf("%s: %v", n.Name, err)
		}
		fmt.Fprintf(&b, "%s %v %v %x\n", n.Name, n.Tensor.DType(), n.Tensor.Shape(), v)
	}
	return b.String()
}

// newStateModel is Linear(4, 8), BatchNorm1d(8), Linear(8, 3): parameters
// and buffers (running statistics, an int64 count).
func newStateModel(t *testing.T) *Sequential {
	t.Helper()
	return must(t, NewSequential(NewLinear(4, 8), NewBatchNorm1d(8), NewLinear(8, 3)))
}
