package nn

import (
	"encoding/json"
	"math"
	"sync"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// RMSNorm's fixtures: rmsNormCases (rmsnorm_fixtures_test.go) are
// PyTorch 2.14.1's nn.RMSNorm, made in the sid root; at test time
// scripts/make-rmsnorm-fixtures.py gives, through /usr/bin/python3,
// nn.RMSNorm where its torch has one, else 2.14.1's CPU kernel written
// with 1.13's operators (its doc says why that is 2.14.1's bits).
var rmsNormFixtureScripts = []string{"make-rmsnorm-fixtures.py"}

var rmsNormFixtures struct {
	once  sync.Once
	py    pythonFixtures
	cases []layerCase
	err   error
}

// rmsNormLiveCases returns the cases made now by Python, and 0, or else
// the committed ones and tol; t's log says which.
func rmsNormLiveCases(t *testing.T, tol float64) ([]layerCase, float64) {
	t.Helper()
	rmsNormFixtures.once.Do(func() {
		rmsNormFixtures.py, rmsNormFixtures.err = runPythonFixtures(rmsNormFixtureScripts, torch.Version())
		if rmsNormFixtures.err == nil && rmsNormFixtures.py.values != nil {
			rmsNormFixtures.cases, rmsNormFixtures.err = decodeRMSNormFixtures(rmsNormFixtures.py.values["make-rmsnorm-fixtures.py"])
		}
	})
	if rmsNormFixtures.err != nil {
		t.Fatal(rmsNormFixtures.err)
	}
	t.Log(fixtureNote(rmsNormFixtures.py, rmsNormFixtureScripts, tol))
	if rmsNormFixtures.py.values != nil {
		return rmsNormFixtures.cases, 0
	}
	return rmsNormCases, tol
}

// decodeRMSNormFixtures reads the script's cases; they must be the
// committed file's.
func decodeRMSNormFixtures(data json.RawMessage) ([]layerCase, error) {
	return decodeCases("make-rmsnorm-fixtures.py", "rmsnorm_fixtures_test.go", data, "layerCases", rmsNormCases)
}

// drawn draws r's weight from N(0, 1), as the script's drawn().
func drawn(r *RMSNorm) *RMSNorm {
	if r.Err() == nil && r.Weight != nil {
		r.Fail(torch.NoGrad(func() error { return r.Weight.Normal_().Err() }))
	}
	return r
}

var rmsNormBuilders = map[string]func() (AnyModule, layerForward){
	"rms_norm": module(func() Module { return drawn(NewRMSNorm([]int64{8})) }),
	"rms_norm_2d_eps": module(func() Module {
		return drawn(NewRMSNorm([]int64{4, 5}, RMSNormOptions{Eps: torch.Some(1e-3)}))
	}),
	"rms_norm_plain": module(func() Module {
		return NewRMSNorm([]int64{6}, RMSNormOptions{ElementwiseAffine: torch.Some(false)})
	}),
	"rms_norm_wide": module(func() Module { return drawn(NewRMSNorm([]int64{100}, RMSNormOptions{Eps: torch.Some(1e-6)})) }),
	"silu":          module(func() Module { return &SiLU{} }),
}

// The default eps is the machine epsilon of the computation's dtype:
// float32's for float16 and float32 inputs, float64's for float64; a
// float64 input is normalised in float64, a float16 one in float32 and
// cast back. Checked against the formula in Go's float64, on values
// small enough for eps to matter.
func TestRMSNormDefaultEps(t *testing.T) {
	checkLive(t)
	r := must(t, NewRMSNorm([]int64{4}, RMSNormOptions{ElementwiseAffine: torch.Some(false)}))
	defer r.Free()
	for _, dtype := range []torch.DType{torch.Float64, torch.Float32, torch.Float16} {
		err := torch.WithScope(func(*torch.Scope) error {
			x64, err := torch.FromSlice([]float64{1e-4, -2e-4, 3e-4, 0.5e-4}, 4)
			if err != nil {
				return err
			}
			x := x64.ToDtype(dtype)
			in := values64(t, x.ToDtype(torch.Float64)) // as dtype holds them
			y := r.Forward(x)
			if err := y.Err(); err != nil {
				return err
			}
			if y.DType() != dtype {
				t.Errorf("%v: output dtype %v", dtype, y.DType())
			}
			got := values64(t, y.ToDtype(torch.Float64))
			eps := 0x1p-23
			if dtype == torch.Float64 {
				eps = 0x1p-52
			}
			ms := 0.0
			for _, v := range in {
				ms += v * v / 4
			}
			for i, v := range in {
				want := v / math.Sqrt(ms+eps)
				if math.Abs(got[i]-want) > 1e-3*math.Abs(want) {
					t.Errorf("%v: y[%d] = %v, want %v (eps %v)", dtype, i, got[i], want, eps)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
