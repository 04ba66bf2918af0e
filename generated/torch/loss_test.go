package torch

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// The losses against torch.nn.functional in Python 1.13.1
// (loss_fixtures_test.go, made by scripts/make-loss-fixtures.py): values
// and input gradients, bit for bit.

type lossInput struct {
	shape []int64
	bits  []uint32
	ints  []int64
}

type lossCase struct {
	name, input, python string
	call                func(x *Tensor, d *lossData) (*Tensor, error)
	shape               []int64
	loss, grad          []uint32
}

// lossData holds the fixtures' inputs as tensors, by their names there.
type lossData struct {
	classes, targetProbs, targetLogProbs, targetReal, targetBinary *Tensor
	weight, posWeight, elemWeight                                  *Tensor
}

func newLossTensor(t *testing.T, in lossInput) *Tensor {
	t.Helper()
	if in.ints != nil {
		return tensor(t, in.ints, in.shape...)
	}
	return fromBits(t, in.bits, in.shape...)
}

func newLossData(t *testing.T) *lossData {
	t.Helper()
	get := func(name string) *Tensor {
		in, ok := lossInputs[name]
		if !ok {
			t.Fatalf("no loss input %q", name)
		}
		x := newLossTensor(t, in)
		t.Cleanup(x.Free)
		return x
	}
	return &lossData{
		classes: get("classes"), targetProbs: get("targetProbs"), targetLogProbs: get("targetLogProbs"),
		targetReal: get("targetReal"), targetBinary: get("targetBinary"),
		weight: get("weight"), posWeight: get("posWeight"), elemWeight: get("elemWeight"),
	}
}

// TestLossesMatchPython: every loss and option set gives Python's value and
// input gradient (of the loss's sum), bit for bit against libtorch 1.13
// (Python's own) with the fixtures made here (pyfixtures_test.go); with
// the committed ones, within lossFixtureTolerance; against another
// libtorch, whose kernels may round differently (2.6's binary cross
// entropies: 1-2 ulp), within lossULPs too.
func TestLossesMatchPython(t *testing.T) {
	noLeaks(t)
	tol := fixtureTolerance(t, lossFixtureTolerance)
	d := newLossData(t)
	ulps := int64(0)
	if !strings.HasPrefix(Version(), "1.13.") {
		ulps = lossULPs
		t.Logf("libtorch %s, not Python's 1.13: values within %d ulp", Version(), ulps)
	}
	for _, c := range lossCases {
		t.Run(c.name, func(t *testing.T) {
			x := newLossTensor(t, lossInputs[c.input])
			defer x.Free()
			if err := x.SetRequiresGrad(true); err != nil {
				t.Fatal(err)
			}
			loss, err := c.call(x, d)
			if err != nil {
				t.Fatalf("%s: %v", c.python, err)
			}
			defer loss.Free()
			if got := loss.Shape(); !slices.Equal(got, c.shape) {
				t.Errorf("shape %v, Python's %v", got, c.shape)
			}
			equalBitsULP(t, c.python, bitsOf(t, loss), c.loss, ulps, tol)
			err = WithScope(func(s *Scope) error { return loss.Sum().Backward() })
			if err != nil {
				t.Fatal(err)
			}
			g := x.Grad()
			defer g.Free()
			equalBitsULP(t, "grad of "+c.python, bitsOf(t, g), c.grad, ulps, tol)
		})
	}
}

// lossULPs is how far (in units in the last place) a loss or gradient may
// be from Python 1.13's with another libtorch.
const lossULPs = 4

// equalBitsULP compares float32 bits, allowing values of the same sign up
// to ulps apart, or (tol > 0) within tol of max(1, |want|), and reports how
// far apart differing values are.
func equalBitsULP(t *testing.T, what string, got, want []uint32, ulps int64, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if got[i] == want[i] {
			continue
		}
		diff := int64(got[i]) - int64(want[i])
		sameSign := got[i]>>31 == want[i]>>31
		g, w := math.Float32frombits(got[i]), math.Float32frombits(want[i])
		if (!sameSign || diff > ulps || diff < -ulps) && (tol == 0 || !fixtureClose(float64(g), float64(w), tol)) {
			t.Errorf("%s[%d] = %v, Python's %v (%d ulp)", what, i, g, w, diff)
		}
	}
}

// TestKlDivBatchmean: batchmean is the sum over the batch size; a 0-dim
// input is not divided (as Python's), and a bad target is an error.
func TestKlDivBatchmean(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{-1, -2}, 2)
	y := tensor(t, []float32{0.5, 0.25}, 2)
	defer x.Free()
	defer y.Free()
	got, err := KlDivBatchmean(x, y)
	if err != nil {
		t.Fatal(err)
	}
	defer got.Free()
	sum, err := KlDiv(x, y, KlDivOptions{Reduction: Some(ReductionSum)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer sum.Free()
	g, s := values[float32](t, got, nil), values[float32](t, sum, nil)
	if g[0] != s[0]/2 {
		t.Errorf("batchmean %v, sum/2 %v", g[0], s[0]/2)
	}
	x0 := tensor(t, []float32{-1}, []int64{}...)
	y0 := tensor(t, []float32{0.5}, []int64{}...)
	defer x0.Free()
	defer y0.Free()
	z, err := KlDivBatchmean(x0, y0)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Free()
	if v := values[float32](t, z, nil); math.Abs(float64(v[0])-0.5*(math.Log(0.5)+1)) > 1e-6 {
		t.Errorf("0-dim batchmean %v, want the undivided %v", v[0], 0.5*(math.Log(0.5)+1))
	}
	bad := tensor(t, []float32{1, 2, 3}, 3)
	defer bad.Free()
	if out, err := KlDivBatchmean(x, bad); err == nil {
		out.Free()
		t.Errorf("KlDivBatchmean of sizes 2 and 3: no error")
	}
}
