package diff

import (
	"reflect"
	"testing"

	"example.com/stabletest/stable"
	"example.com/stabletest/typed"
)

// TestPythonShapedMatchesTyped: the stable mode's Python-shaped entry
// points (the same generated layer over the stable runtime) against the
// typed mode's, where a Go number stands for a Tensor (Python's wrapped
// number: torch.mul(x, 2.5)). The typed mode makes the real wrapped
// number; the stable ABI cannot flag one, so the stable mode makes a 0-d
// tensor of the dtype that promotes as it would (templates/_stable/
// pyargs_stable.go). Every dtype, 0-d or not, and number kind must give
// bit-identical results or fail in both, but for the documented
// differences with a 0-d tensor alone (knownDifference).
func TestPythonShapedMatchesTyped(t *testing.T) {
	type op struct {
		typed  func(in *typedInputs, n any) *typed.Tensor
		stable func(in *stableInputs, n any) *stable.Tensor
	}
	ops := map[string]op{
		"torch.mul(x, n)": {func(in *typedInputs, n any) *typed.Tensor { return typed.Mul(in.t(0), n) },
			func(in *stableInputs, n any) *stable.Tensor { return stable.Mul(in.t(0), n) }},
		"torch.mul(n, x)": {func(in *typedInputs, n any) *typed.Tensor { return typed.Mul(n, in.t(0)) },
			func(in *stableInputs, n any) *stable.Tensor { return stable.Mul(n, in.t(0)) }},
		"torch.div(x, n)": {func(in *typedInputs, n any) *typed.Tensor { return typed.Div(in.t(0), n) },
			func(in *stableInputs, n any) *stable.Tensor { return stable.Div(in.t(0), n) }},
		"torch.add(x, n)": {func(in *typedInputs, n any) *typed.Tensor { return typed.Add(in.t(0), n) },
			func(in *stableInputs, n any) *stable.Tensor { return stable.Add(in.t(0), n) }},
		"torch.sub(x, n)": {func(in *typedInputs, n any) *typed.Tensor { return typed.Sub(in.t(0), n) },
			func(in *stableInputs, n any) *stable.Tensor { return stable.Sub(in.t(0), n) }},
		"torch.eq(x, n)": {func(in *typedInputs, n any) *typed.Tensor { return typed.Eq(in.t(0), n) },
			func(in *stableInputs, n any) *stable.Tensor { return stable.Eq(in.t(0), n) }},
		"torch.remainder(x, n)": {func(in *typedInputs, n any) *typed.Tensor { return typed.Remainder(in.t(0), n) },
			func(in *stableInputs, n any) *stable.Tensor { return stable.Remainder(in.t(0), n) }},
	}
	configs := scalarConfigs()
	calls, failedBoth, known := 0, 0, 0
	for name, o := range ops {
		differ := 0
		for i := range configs {
			c := &configs[i]
			n := c.scalar(0)
			dt := c.dtype(0)
			if c.zero[0] && knownDifference(n, dt) { // the calls' one tensor is 0-d
				known++
				continue
			}
			tin, sin := &typedInputs{cfg: c}, &stableInputs{cfg: c}
			want := typedResults(tin, wrap(o.typed(tin, n)))
			got := stableResults(sin, wrap(o.stable(sin, n)))
			calls++
			if len(want) > 0 && want[0] == "error" {
				failedBoth++
			}
			if !reflect.DeepEqual(want, got) {
				if differ++; differ <= 3 {
					t.Errorf("%s (%v): typed and stable differ:%s", name, c, firstDifference(want, got))
				}
			}
		}
		if differ > 3 {
			t.Errorf("%s: %d configurations differ in all", name, differ)
		}
	}
	t.Logf("%d calls × %d configurations: %d compared (%d failing in both modes), %d of the documented difference not compared",
		len(ops), len(configs), calls, failedBoth, known)
}

// knownDifference: with only a 0-d tensor of dtype dt (c10's code), the
// stable mode makes n of dt, where Python's wrapped number keeps its own
// precision: a float or complex with float16 or bfloat16 is rounded, an
// int outside int8's or uint8's range wraps (visible where the operator
// computes in another dtype: true division).
func knownDifference(n any, dt int32) bool {
	switch v := n.(type) {
	case float64, complex128:
		return dt == 5 || dt == 15
	case int64:
		return dt == 1 && (v < -128 || v > 127) || dt == 0 && (v < 0 || v > 255)
	}
	return false
}
