package diff

import (
	"fmt"
	"reflect"
	"testing"

	"example.com/stabletest/stable"
	"example.com/stabletest/typed"
)

// TestBaddbmmDoubleMatchesTyped: the stable runtime's BaddbmmDouble (the
// device kernel through libtorch's c_shim_cpu.h, beta and alpha as
// doubles; package nn's MultiheadAttention uses it for its masked scores)
// gives the typed mode's torch.Baddbmm bit for bit: beta and alpha 1 (the
// typed call with its defaults, Int(1), as MHA makes it) and other values
// (as Floats), in float32, float64 and bfloat16, with a mask of the
// result's shape or one broadcast to it. And the errors: a freed argument,
// a failed one, shapes that do not fit.
func TestBaddbmmDoubleMatchesTyped(t *testing.T) {
	const b, n, k, m = 2, 3, 4, 5
	vals := func(count, seed int) []float32 {
		v := make([]float32, count)
		for i := range v {
			// Values whose products and sums round: (i*7+seed)%13 - 6 over 9.
			v[i] = float32((i*7+seed)%13-6) / 9
		}
		return v
	}
	masks := [][]int64{{b, n, m}, {n, m}, {1, n, m}, {b, 1, m}}
	coefs := [][2]float64{{1, 1}, {0.5, 2}, {0, 1.5}, {-1, 0.25}, {1, 1.0 / 3}}
	dtypes := []int32{int32(typed.Float32), int32(typed.Float64), int32(typed.BFloat16)}
	cases := 0
	for _, dt := range dtypes {
		for _, ms := range masks {
			for _, c := range coefs {
				name := fmt.Sprintf("dtype %d, mask %v, beta %v, alpha %v", dt, ms, c[0], c[1])
				mn := int64(1)
				for _, s := range ms {
					mn *= s
				}
				tm := typed.MustFromSlice(vals(int(mn), 1)).Reshape(ms).ToDtype(typed.DType(dt))
				t1 := typed.MustFromSlice(vals(b*n*k, 2)).Reshape([]int64{b, n, k}).ToDtype(typed.DType(dt))
				t2 := typed.MustFromSlice(vals(b*k*m, 3)).Reshape([]int64{b, k, m}).ToDtype(typed.DType(dt))
				sm := stable.MustFromSlice(vals(int(mn), 1)).Reshape(ms).ToDtype(stable.DType(dt))
				s1 := stable.MustFromSlice(vals(b*n*k, 2)).Reshape([]int64{b, n, k}).ToDtype(stable.DType(dt))
				s2 := stable.MustFromSlice(vals(b*k*m, 3)).Reshape([]int64{b, k, m}).ToDtype(stable.DType(dt))
				var want *typed.Tensor
				if c == [2]float64{1, 1} {
					want = typed.Baddbmm(tm, t1, t2)
				} else {
					want = typed.Baddbmm(tm, t1, t2, typed.BaddbmmOptions{Beta: typed.Some(typed.Float(c[0])), Alpha: typed.Some(typed.Float(c[1]))})
				}
				got := stable.BaddbmmDouble(sm, s1, s2, c[0], c[1])
				w, g := typedTensor(want), stableTensor(got)
				if w == "error" || !reflect.DeepEqual(w, g) {
					t.Errorf("%s: typed %v, stable %v (%v, %v)", name, w, g, want.Err(), got.Err())
				}
				for _, x := range []*typed.Tensor{tm, t1, t2, want} {
					x.Free()
				}
				for _, x := range []*stable.Tensor{sm, s1, s2, got} {
					x.Free()
				}
				cases++
			}
		}
	}
	t.Logf("%d cases bit for bit", cases)

	a := stable.MustFromSlice(vals(b*n*k, 2), b, n, k)
	c := stable.MustFromSlice(vals(b*k*m, 3), b, k, m)
	mask := stable.MustFromSlice(vals(n*m, 1), n, m)
	defer a.Free()
	defer c.Free()
	defer mask.Free()
	freed := stable.MustFromSlice([]float32{1})
	freed.Free()
	if r := stable.BaddbmmDouble(mask, freed, c, 1, 1); r.Err() == nil {
		r.Free()
		t.Error("BaddbmmDouble of a freed batch1 succeeded")
	}
	failed := a.Reshape([]int64{7}) // 24 elements do not reshape to 7
	if failed.Err() == nil {
		t.Fatal("Reshape to a wrong size succeeded")
	}
	if r := stable.BaddbmmDouble(mask, failed, c, 1, 1); r.Err() != failed.Err() {
		t.Errorf("BaddbmmDouble of a failed argument: %v, want its error %v", r.Err(), failed.Err())
	}
	// batch1 [2,3,4] by batch1 again (4 columns against 3 rows), and a
	// mask [3,5] that does not expand to [2,3,4]: libtorch's error.
	if r := stable.BaddbmmDouble(mask, a, a, 1, 1); r.Err() == nil {
		r.Free()
		t.Error("BaddbmmDouble of shapes that do not fit succeeded")
	} else {
		t.Logf("shapes that do not fit: %v", r.Err())
	}
}
