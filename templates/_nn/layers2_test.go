package nn

import (
	"slices"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The expected values come from Debian's PyTorch 1.13.1, as in nn_test.go:
//
//	H = lambda t: [v.hex() for v in t.detach().flatten().double().tolist()]

// fromValues makes a float32 tensor of the shape from exact float32 values.
func fromValues(t *testing.T, v []float64, shape ...int64) *torch.Tensor {
	t.Helper()
	f := make([]float32, len(v))
	for i, x := range v {
		f[i] = float32(x)
		if float64(f[i]) != x {
			t.Fatalf("value %d, %v, is not a float32", i, x)
		}
	}
	x, err := torch.FromSlice(f, shape...)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// checkShape fails unless x has the shape.
func checkShape(t *testing.T, what string, x *torch.Tensor, want ...int64) {
	t.Helper()
	if got := x.Shape(); !slices.Equal(got, want) {
		t.Errorf("%s: shape %v, want %v", what, got, want)
	}
}

// forward applies m to x in a scope and returns the output's values and
// shape.
func forward(t *testing.T, m Module, x *torch.Tensor) ([]float64, []int64) {
	t.Helper()
	var v []float64
	var shape []int64
	err := torch.WithScope(func(s *torch.Scope) error {
		y := m.Forward(x)
		if err := y.Err(); err != nil {
			return err
		}
		v, shape = values(t, y), y.Shape()
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return v, shape
}

// x = torch.arange(24, dtype=torch.float32).reshape(2, 3, 4).sin(); H(x)
var layerNormInput = []float64{
	0, 0x1.aed5480000000p-1, 0x1.d18f6e0000000p-1, 0x1.2103860000000p-3,
	-0x1.837b9e0000000p-1, -0x1.eaf8200000000p-1, -0x1.1e1f180000000p-2, 0x1.50608c0000000p-1,
	0x1.fa8d2a0000000p-1, 0x1.a602640000000p-2, -0x1.1689f00000000p-1, -0x1.fffeb80000000p-1,
	-0x1.12b9b00000000p-1, 0x1.ae40440000000p-2, 0x1.fb30e40000000p-1, 0x1.4cf2880000000p-1,
	-0x1.26d0200000000p-2, -0x1.ec3c4c0000000p-1, -0x1.8081660000000p-1, 0x1.32f2d20000000p-3,
	0x1.d36d900000000p-1, 0x1.ac5e200000000p-1, -0x1.220a2a0000000p-7, -0x1.b143cc0000000p-1,
}

// H(nn.LayerNorm([4])(x)); H(nn.LayerNorm([3, 4], eps=1e-3)(x))
func TestLayerNormIsPyTorchs(t *testing.T) {
	checkLive(t)
	x := fromValues(t, layerNormInput, 2, 3, 4)
	defer x.Free()
	l := must(t, NewLayerNorm([]int64{4}))
	defer l.Free()
	if l.Eps != 1e-5 || !l.ElementwiseAffine {
		t.Errorf("defaults eps %v, elementwise_affine %v", l.Eps, l.ElementwiseAffine)
	}
	names := []string{}
	for _, n := range l.NamedParameters() {
		names = append(names, n.Name)
	}
	if !slices.Equal(names, []string{"weight", "bias"}) {
		t.Errorf("parameters %v, want [weight bias]", names)
	}
	near(t, "weight", values(t, l.Weight), []float64{1, 1, 1, 1}, 0)
	near(t, "bias", values(t, l.Bias), []float64{0, 0, 0, 0}, 0)
	checkShape(t, "weight", l.Weight, 4)
	if !l.Weight.RequiresGrad() || !l.Bias.RequiresGrad() {
		t.Error("parameters do not require grad")
	}
	got, shape := forward(t, l, x)
	if !slices.Equal(shape, []int64{2, 3, 4}) {
		t.Errorf("output shape %v", shape)
	}
	want4 := []float64{
		-0x1.2a12500000000p+0, 0x1.d076860000000p-1, 0x1.12f9f20000000p+0, -0x1.a245d20000000p-1,
		-0x1.5ad2820000000p-1, -0x1.006aa60000000p+0, 0x1.6a33780000000p-4, 0x1.9730b00000000p+0,
		0x1.4ffee00000000p+0, 0x1.258c960000000p-1, -0x1.4d4d520000000p-1, -0x1.3c1e7e0000000p+0,
		-0x1.9e10d80000000p+0, 0x1.19df5e0000000p-4, 0x1.1300320000000p+0, 0x1.e5cabc0000000p-2,
		0x1.a093b80000000p-2, -0x1.2959340000000p+0, -0x1.57d4dc0000000p-1, 0x1.6d1eba0000000p+0,
		0x1.ed096c0000000p-1, 0x1.b678520000000p-1, -0x1.4c925c0000000p-2, -0x1.7e9c4a0000000p+0,
	}
	near(t, "LayerNorm([4])", got, want4, 1e-6)

	l2 := must(t, NewLayerNorm([]int64{3, 4}, LayerNormOptions{Eps: torch.Some(1e-3)}))
	defer l2.Free()
	checkShape(t, "weight", l2.Weight, 3, 4)
	got, _ = forward(t, l2, x)
	near(t, "LayerNorm([3, 4], eps=1e-3)", got, []float64{
		-0x1.8d02040000000p-5, 0x1.24417a0000000p+0, 0x1.3cd01e0000000p+0, 0x1.357f920000000p-3,
		-0x1.1e69ec0000000p+0, -0x1.6798040000000p+0, -0x1.c649240000000p-2, 0x1.c2ec4a0000000p-1,
		0x1.59ccba0000000p+0, 0x1.119c0c0000000p-1, -0x1.a2bfa60000000p-1, -0x1.76764c0000000p+0,
		-0x1.b1ee640000000p-1, 0x1.1502b00000000p-1, 0x1.5e72e80000000p+0, 0x1.c002ae0000000p-1,
		-0x1.f24bb60000000p-2, -0x1.76ce7c0000000p+0, -0x1.28a1420000000p+0, 0x1.30a5520000000p-3,
		0x1.41980e0000000p+0, 0x1.253fc00000000p+0, -0x1.4e4d560000000p-4, -0x1.4c03620000000p+0,
	}, 1e-6)

	l3 := must(t, NewLayerNorm([]int64{4}, LayerNormOptions{ElementwiseAffine: torch.Some(false)}))
	defer l3.Free()
	if l3.Weight != nil || l3.Bias != nil || len(l3.NamedParameters()) != 0 {
		t.Error("elementwise_affine=False has parameters")
	}
	got, _ = forward(t, l3, x)
	near(t, "LayerNorm([4], elementwise_affine=False)", got, want4, 1e-6)

	bad := fromValues(t, layerNormInput, 4, 6)
	defer bad.Free()
	if y := l2.Forward(bad); y.Err() == nil {
		y.Free()
		t.Error("LayerNorm([3, 4]) accepted a (4, 6) input")
	}
}

// TestPoolDefaults checks PyTorch's defaults (stride = kernel size,
// padding 0, dilation 1) and the refusals; the values are the fixture
// cases' (layercases_test.go).
func TestPoolDefaults(t *testing.T) {
	if m := must(t, NewMaxPool2d(3)); !slices.Equal(m.Stride, []int64{3, 3}) || !slices.Equal(m.Padding, []int64{0, 0}) ||
		!slices.Equal(m.Dilation, []int64{1, 1}) || m.CeilMode {
		t.Errorf("MaxPool2d(3): %+v", m.Window)
	}
	if a := must(t, NewAvgPool3d([]int64{1, 2, 3})); !slices.Equal(a.Stride, []int64{1, 2, 3}) || !a.CountIncludePad {
		t.Errorf("AvgPool3d((1, 2, 3)): %+v", a.AvgWindow)
	}
	if a := must(t, NewAdaptiveAvgPool2d(1)); !slices.Equal(a.OutputSize, []int64{1, 1}) {
		t.Errorf("AdaptiveAvgPool2d(1): output size %v", a.OutputSize)
	}
	for name, m := range map[string]Module{
		"AvgPool2d(0)":                     NewAvgPool2d(0),
		"MaxPool2d(2, padding=2)":          NewMaxPool2d(2, MaxPoolOptions{Padding: []int64{2}}),
		"MaxPool2d((2, 2, 2))":             NewMaxPool2d([]int64{2, 2, 2}),
		"MaxPool1d(2, dilation=0)":         NewMaxPool1d(2, MaxPoolOptions{Dilation: []int64{0}}),
		"AvgPool1d(2, divisor_override=1)": NewAvgPool1d(2, AvgPoolOptions{DivisorOverride: torch.Some[int64](1)}),
		"AvgPool2d(2, divisor_override=0)": NewAvgPool2d(2, AvgPoolOptions{DivisorOverride: torch.Some[int64](0)}),
		"AdaptiveAvgPool2d((-1, 2))":       NewAdaptiveAvgPool2d([]int64{-1, 2}),
		"AdaptiveMaxPool3d((1, 2))":        NewAdaptiveMaxPool3d([]int64{1, 2}),
	} {
		if err := m.Err(); err == nil {
			t.Errorf("%s accepted", name)
		}
	}
}
