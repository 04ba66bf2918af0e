//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need gradients (TestLayersArePyTorchs),
// torch.SetNumThreads (the fixtures' thread count) and seeded initialization
// (TestInferenceIsPyTorchs); stateload_test.go runs the layer cases' forward
// in both modes, which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"fmt"
	"math"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Each layer's default initialisation, forward and backward (the
// inputs' and parameters' gradients) equal Python's on the fixtures.
// oneThread pins libtorch's intra-op threads to 1 while a test runs, as
// scripts/make-nn-fixtures.py does: a convolution's weight gradient is
// summed in an order that depends on the thread count, so the bits match
// only at the fixtures' count (a 2-CPU machine defaults to 2 here, where
// Python defaults to its physical cores).
func oneThread(t *testing.T) {
	t.Helper()
	prev := torch.NumThreads()
	if err := torch.SetNumThreads(1); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := torch.SetNumThreads(prev); err != nil {
			t.Error(err)
		}
	})
}

// runLayerCase runs one layer case: c's layer made (seeded)
// by build, its state dict, its outputs, the inputs' and the parameters'
// gradients compared with c's, in evaluation mode when eval.
func runLayerCase(t *testing.T, c layerCase, build func() (AnyModule, layerForward), eval bool, tol float64) {
	t.Helper()
	if build == nil {
		t.Fatalf("no Go builder for case %s", c.name)
	}
	checkLive(t)
	seed(t)
	m, forward := build()
	if err := m.Err(); err != nil {
		t.Fatal(err)
	}
	defer m.module().Free()
	if eval {
		m.module().Eval()
	}
	state := m.module().collect(true, true)
	if len(state) != len(c.init) {
		t.Fatalf("%d state dict entries, want %d", len(state), len(c.init))
	}
	for i, n := range state {
		if n.Name != c.init[i].name {
			t.Errorf("state dict entry %d is %s, want %s", i, n.Name, c.init[i].name)
		}
		same(t, "init "+n.Name, n.Tensor, c.init[i], tol)
	}
	err := torch.WithScope(func(s *torch.Scope) error {
		var in, needGrad []*torch.Tensor
		for _, f := range c.inputs {
			x := fixture(t, f)
			if !f.fixed {
				if err := x.SetRequiresGrad(true); err != nil {
					return err
				}
				needGrad = append(needGrad, x)
			}
			in = append(in, x)
		}
		outs := forward(in)
		if len(outs) != len(c.outs) {
			return fmt.Errorf("%d outputs, want %d", len(outs), len(c.outs))
		}
		var loss *torch.Tensor
		for i, o := range outs {
			same(t, fmt.Sprint("output ", i), o, c.outs[i], tol)
			term := o.Mul(fixture(t, c.ups[i])).Sum()
			if loss == nil {
				loss = term
			} else {
				loss = loss.Add(term)
			}
		}
		if err := loss.Backward(); err != nil {
			return err
		}
		for i, x := range needGrad {
			same(t, fmt.Sprint("input grad ", i), x.Grad(), c.inputGrads[i], tol)
		}
		params := m.module().NamedParameters()
		if len(params) != len(c.paramGrads) {
			return fmt.Errorf("%d parameters, want %d", len(params), len(c.paramGrads))
		}
		for i, p := range params {
			same(t, "grad "+p.Name, p.Tensor.Grad(), c.paramGrads[i], tol)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestLayersArePyTorchs(t *testing.T) {
	oneThread(t)
	tol := fixtureTolerance(t, layerFixtureTolerance)
	for _, c := range layerCases {
		t.Run(c.name, func(t *testing.T) { runLayerCase(t, c, layerBuilders[c.name], false, tol) })
	}
}

// In evaluation mode without autograd Python takes MultiheadAttention's
// fast path (torch._native_multi_head_attention), whose float rounding
// differs from the general path's (5.96e-8 here); Go takes the general
// path, so the outputs agree to 1e-6, not to the bit (to
// layerFixtureTolerance with the committed fixtures).
func TestInferenceIsPyTorchs(t *testing.T) {
	oneThread(t)
	tol := max(1e-6, fixtureTolerance(t, layerFixtureTolerance))
	for _, c := range inferenceCases {
		t.Run(c.name, func(t *testing.T) {
			checkLive(t)
			seed(t)
			m, forward := inferenceBuilders[c.name]()
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
						want := make([]float64, len(c.outs[i].bits))
						for j, b := range c.outs[i].bits {
							want[j] = float64(math.Float32frombits(b))
						}
						near(t, fmt.Sprint("output ", i), values(t, o), want, tol)
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
