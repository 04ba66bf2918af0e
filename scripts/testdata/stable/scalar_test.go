package diff

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"example.com/stabletest/stable"
	"example.com/stabletest/typed"
)

// The stable mode's Scalar routes (docs/STABLE-ABI.md, Scalars) against the
// typed mode: every function with a Scalar parameter (scalarOps, from
// mkdiff) and the ones whose Scalars are options (scalarExtras), on
// tensors of many dtypes, with dimensions or 0-dim, mixed, and Scalars of
// every kind, must give bit-identical results or fail in both modes.

// scalarDTypes are c10's codes: float32, float64, float16, bfloat16,
// int64, int32, int8, uint8, bool, complex64.
var scalarDTypes = []int32{6, 7, 5, 15, 4, 3, 1, 0, 11, 9}

// scalarValues: an int, a negative one, one outside int8's and uint8's
// range, floats, a bool, a complex.
var scalarValues = []any{int64(2), int64(-3), int64(300), 0.1, -2.5, true, complex(0.5, -1)}

// scalarConfig is one set of inputs: tensor k has dtype dtypes[k%2], is
// 0-dim where zero[k%2]; Scalar i is scalarValues[(first+i)%n].
type scalarConfig struct {
	dtypes [2]int32
	zero   [2]bool
	first  int
}

func (c *scalarConfig) dtype(k int) int32 { return c.dtypes[k%2] }
func (c *scalarConfig) shape(k int) []int64 {
	if c.zero[k%2] {
		return []int64{}
	}
	return []int64{rows, cols}
}

// data: negative, zero, fractional and large values (as float32; the
// dtype conversion rounds them as libtorch does, in both modes).
func (c *scalarConfig) data(k int) []float32 {
	base := []float32{-2.5, 0, 0.5, 1, 3, 200}
	if c.zero[k%2] {
		return base[k%len(base) : k%len(base)+1]
	}
	out := make([]float32, len(base))
	for i := range out {
		out[i] = base[(i+k)%len(base)]
	}
	return out
}

func (c *scalarConfig) scalar(i int) any { return scalarValues[(c.first+i)%len(scalarValues)] }

func (c *scalarConfig) String() string {
	return fmt.Sprintf("dtypes %v, 0-dim %v, Scalars %v, %v", c.dtypes, c.zero, c.scalar(0), c.scalar(1))
}

// scalarConfigs are every combination (STABLE_DIFF_ALL=1) or one in 47
// (about one per two dtype pairs, the Scalar and the shapes varying from
// one to the next: the stride is prime to their counts).
func scalarConfigs() []scalarConfig {
	var out []scalarConfig
	n := 0
	for _, d0 := range scalarDTypes {
		for _, d1 := range scalarDTypes {
			for z := range 4 {
				for first := range scalarValues {
					if os.Getenv("STABLE_DIFF_ALL") == "1" || n%47 == 0 {
						out = append(out, scalarConfig{dtypes: [2]int32{d0, d1}, zero: [2]bool{z&1 != 0, z&2 != 0}, first: first})
					}
					n++
				}
			}
		}
	}
	return out
}

// scalarExtras are the operators whose Scalars are in their options, or
// that take a parameter mkdiff does not fill (rounding_mode).
var scalarExtras = map[string]struct {
	typed  func(in *typedInputs) []any
	stable func(in *stableInputs) []any
}{
	"AddTensor(alpha)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.AddTensor(in.t(0), in.t(1), typed.AddTensorOptions{Alpha: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.AddTensor(in.t(0), in.t(1), stable.AddTensorOptions{Alpha: stable.Some(in.s(0))})))
		},
	},
	"AddTensor": {
		func(in *typedInputs) []any { return typedResults(in, wrap(typed.AddTensor(in.t(0), in.t(1)))) },
		func(in *stableInputs) []any { return stableResults(in, wrap(stable.AddTensor(in.t(0), in.t(1)))) },
	},
	"SubTensor(alpha)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.SubTensor(in.t(0), in.t(1), typed.SubTensorOptions{Alpha: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.SubTensor(in.t(0), in.t(1), stable.SubTensorOptions{Alpha: stable.Some(in.s(0))})))
		},
	},
	"RsubTensor(alpha)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.RsubTensor(in.t(0), in.t(1), typed.RsubTensorOptions{Alpha: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.RsubTensor(in.t(0), in.t(1), stable.RsubTensorOptions{Alpha: stable.Some(in.s(0))})))
		},
	},
	"Clamp(min, max)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Clamp(in.t(0), typed.ClampOptions{Min: typed.Some(in.s(0)), Max: typed.Some(in.s(1))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Clamp(in.t(0), stable.ClampOptions{Min: stable.Some(in.s(0)), Max: stable.Some(in.s(1))})))
		},
	},
	"Clamp(max)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Clamp(in.t(0), typed.ClampOptions{Max: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Clamp(in.t(0), stable.ClampOptions{Max: stable.Some(in.s(0))})))
		},
	},
	"Clamp_(min)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Clamp_(in.t(0), typed.Clamp_Options{Min: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Clamp_(in.t(0), stable.Clamp_Options{Min: stable.Some(in.s(0))})))
		},
	},
	"ConstantPadNd(value)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.ConstantPadNd(in.t(0), []int64{1, 2}, typed.ConstantPadNdOptions{Value: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.ConstantPadNd(in.t(0), []int64{1, 2}, stable.ConstantPadNdOptions{Value: stable.Some(in.s(0))})))
		},
	},
	"Full(dtype)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Full([]int64{2, 2}, in.s(0), typed.FullOptions{Dtype: typed.Some(typed.DType(in.cfg.dtype(0)))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Full([]int64{2, 2}, in.s(0), stable.FullOptions{Dtype: stable.Some(stable.DType(in.cfg.dtype(0)))})))
		},
	},
	"SubtractTensor(alpha)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.SubtractTensor(in.t(0), in.t(1), typed.SubtractTensorOptions{Alpha: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.SubtractTensor(in.t(0), in.t(1), stable.SubtractTensorOptions{Alpha: stable.Some(in.s(0))})))
		},
	},
	"Div_ScalarMode(trunc)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Div_ScalarMode(in.t(0), in.s(0), typed.Some("trunc"))))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Div_ScalarMode(in.t(0), in.s(0), stable.Some("trunc"))))
		},
	},
	"DivideScalarMode(floor)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.DivideScalarMode(in.t(0), in.s(0), typed.Some("floor"))))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.DivideScalarMode(in.t(0), in.s(0), stable.Some("floor"))))
		},
	},
	"Divide_ScalarMode(None)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Divide_ScalarMode(in.t(0), in.s(0), typed.None[string]())))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Divide_ScalarMode(in.t(0), in.s(0), stable.None[string]())))
		},
	},
	// The hybrid's boxed fallback: Scalars in options.
	"Hardtanh(min, max)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Hardtanh(in.t(0), typed.HardtanhOptions{MinVal: typed.Some(in.s(0)), MaxVal: typed.Some(in.s(1))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Hardtanh(in.t(0), stable.HardtanhOptions{MinVal: stable.Some(in.s(0)), MaxVal: stable.Some(in.s(1))})))
		},
	},
	"LeakyRelu(slope)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.LeakyRelu(in.t(0), typed.LeakyReluOptions{NegativeSlope: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.LeakyRelu(in.t(0), stable.LeakyReluOptions{NegativeSlope: stable.Some(in.s(0))})))
		},
	},
	"Elu(alpha)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Elu(in.t(0), typed.EluOptions{Alpha: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Elu(in.t(0), stable.EluOptions{Alpha: stable.Some(in.s(0))})))
		},
	},
	"Add_Tensor(alpha)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.Add_Tensor(in.t(0), in.t(1), typed.Add_TensorOptions{Alpha: typed.Some(in.s(0))})))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.Add_Tensor(in.t(0), in.t(1), stable.Add_TensorOptions{Alpha: stable.Some(in.s(0))})))
		},
	},
	"DivScalarMode(floor)": {
		func(in *typedInputs) []any {
			return typedResults(in, wrap(typed.DivScalarMode(in.t(0), in.s(0), typed.Some("floor"))))
		},
		func(in *stableInputs) []any {
			return stableResults(in, wrap(stable.DivScalarMode(in.t(0), in.s(0), stable.Some("floor"))))
		},
	},
}

func TestStableScalarsMatchTyped(t *testing.T) {
	type op struct {
		typed  func(in *typedInputs) []any
		stable func(in *stableInputs) []any
	}
	ops := map[string]op{}
	for _, name := range scalarOps {
		// The boxed fallback's: a sample, all with STABLE_DIFF_ALL=1.
		if boxedOps[name] && !alwaysSampled[name] && os.Getenv("STABLE_DIFF_ALL") != "1" {
			continue
		}
		ops[name] = op{typedOps[name], stableOps[name]}
	}
	for name, e := range scalarExtras {
		ops[name] = op{e.typed, e.stable}
	}
	configs := scalarConfigs()
	calls, failedBoth, refused := 0, 0, 0
	for name, o := range ops {
		differ := 0
		for i := range configs {
			c := &configs[i]
			want := o.typed(&typedInputs{cfg: c})
			errorMessages = nil
			got := o.stable(&stableInputs{cfg: c})
			calls++
			switch {
			case slices.Contains(want, any("error")):
				failedBoth++
				if slices.Contains(got, any("error")) {
					// An out= tensor a failing call resized first holds
					// uninitialized memory: its shape and dtype are compared.
					want, got = withoutBytes(want), withoutBytes(got)
				}
			case refusal(name, c, want, errorMessages):
				refused++
				continue
			}
			if !reflect.DeepEqual(want, got) {
				if differ++; differ <= 3 {
					t.Errorf("%s (%v): typed and stable differ:%s %v", name, c, firstDifference(want, got), errorMessages)
				}
			}
		}
		if differ > 3 {
			t.Errorf("%s: %d configurations differ in all", name, differ)
		}
	}
	t.Logf("%d operators × %d input configurations: %d calls compared (%d of them failing in both modes; %d refused by the stable mode as documented)", len(ops), len(configs), calls, failedBoth, refused)
}

// refusal reports whether the stable mode's errors (msgs), where the typed
// mode gave want, are the ones docs/STABLE-ABI.md documents for these
// inputs: add/sub/rsub with an integer result or a bool tensor (a double
// alpha; sub rejects bool tensors); a float16 or bfloat16 result only a
// 0-dim tensor of those gives (a wrapped number is read in float there); a
// complex32 one; mul_ of a float16/bfloat16 tensor by a float; an int a
// 0-dim integer tensor's result dtype cannot hold;
// a complex Scalar, or a negative int for a uint8 tensor, to a route over
// a typed C function taking a double.
func refusal(name string, c *scalarConfig, want []any, msgs []string) bool {
	if len(msgs) == 0 {
		return false
	}
	for _, m := range msgs {
		if !strings.Contains(m, "use the typed mode") {
			return false
		}
	}
	halfZeroDim, half := false, false
	for k := range 2 {
		if d := c.dtype(k); d == 5 || d == 15 {
			half = true
			halfZeroDim = halfZeroDim || c.zero[k]
		}
	}
	_, complexScalar := c.scalar(0).(complex128)
	_, complexScalar1 := c.scalar(1).(complex128)
	intZeroDim := false
	for k := range 2 {
		if d := c.dtype(k); c.zero[k] && (d <= 3 || d == 11) {
			intZeroDim = true
		}
	}
	for _, m := range msgs {
		switch {
		case strings.Contains(m, "no exact stable-ABI route for a Scalar here") && halfZeroDim:
			return true // a 0-dim float16/bfloat16 tensor gives the result dtype
		case strings.Contains(m, "cannot hold it") && intZeroDim:
			return true // a 0-dim integer tensor gives the result dtype, too small for the int
		case strings.Contains(m, "complex32") && half && (complexScalar || complexScalar1):
			return true
		case strings.Contains(m, "rounds it to that dtype first") && half && (name == "Mul_Scalar" || name == "Multiply_Scalar"):
			return true
		}
	}
	tv, ok := want[0].(tensorValue)
	if !ok {
		return false
	}
	v, isComplex := c.scalar(0).(complex128)
	complexPart := isComplex && imag(v) != 0
	switch strings.SplitN(name, "(", 2)[0] {
	case "AddTensor", "SubTensor", "SubtractTensor", "RsubTensor":
		integral := !strings.Contains(tv.DType, "float") && !strings.Contains(tv.DType, "complex")
		return integral || c.dtype(0) == 11 || c.dtype(1) == 11 || complexPart
	case "Fill_Scalar", "Full", "ConstantPadNd":
		i, isInt := c.scalar(0).(int64)
		return complexPart || isInt && i < 0 && tv.DType == "uint8"
	}
	return false
}

// withoutBytes is r with its tensors' elements left out.
func withoutBytes(r []any) []any {
	out := slices.Clone(r)
	for k, v := range out {
		if tv, ok := v.(tensorValue); ok {
			tv.Bytes = ""
			out[k] = tv
		}
	}
	return out
}

// wider is the dtype whose values hold every value of dt exactly, for the
// comparison of dtypes ToSlice does not copy: float16 and bfloat16 as
// float32, int8 and int16 as int64.
func wider(dt int32) typed.DType {
	switch dt {
	case 5, 15:
		return typed.Float32
	}
	return typed.Int64
}
