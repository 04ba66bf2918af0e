//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.SetNumThreads (the fixtures' thread
// count), which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"fmt"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// nn.BatchNorm1d(3, momentum=None): three training batches fold into the
// running statistics as their cumulative average, then evaluation uses
// them — Python's numbers.
func TestBatchNormMomentumNone(t *testing.T) {
	oneThread(t)
	cases, tol := optionFixtureCases(t)
	c := cases.BatchNormMomentumNone

	m := NewBatchNorm1d(3, BatchNormOptions{Momentum: torch.Null[float64]()})
	defer m.Free()
	if !m.CumulativeAverage {
		t.Fatal("Momentum: torch.Null did not ask for the cumulative average")
	}
	run := func(i int, in []uint32) {
		x := fixture(t, bitsFixture(in, 5, 3))
		defer x.Free()
		y := m.Forward(x)
		defer y.Free()
		same(t, fmt.Sprintf("output %d", i), y, bitsFixture(c.Outs[i], 5, 3), tol)
	}
	for i, in := range c.Inputs {
		run(i, in)
	}
	same(t, "running_mean", m.RunningMean, bitsFixture(c.RunningMean, 3), tol)
	same(t, "running_var", m.RunningVar, bitsFixture(c.RunningVar, 3), tol)
	same(t, "num_batches_tracked", m.NumBatchesTracked, fixTensor{ints: []int64{c.NumBatchesTracked}}, 0)
	m.Eval()
	run(len(c.Inputs), c.Inputs[0])

	// The zero value is the default, momentum=0.1, not None.
	d := NewBatchNorm1d(3)
	defer d.Free()
	if d.CumulativeAverage || d.Momentum != 0.1 {
		t.Errorf("default BatchNorm: CumulativeAverage %v, Momentum %v", d.CumulativeAverage, d.Momentum)
	}
	if n := torch.Null[float64](); n.Or(0.1) != 0.1 || !n.IsNone() || !n.IsNull() || torch.None[float64]().IsNull() {
		t.Error("torch.Null: Or, IsNone or IsNull is wrong")
	}
}
