//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need seeded initialization (torch.ManualSeed, C++
// at::manual_seed), which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"slices"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// torch.manual_seed(0); H(nn.Embedding(5, 3).weight)
func TestEmbeddingInitIsPyTorchs(t *testing.T) {
	checkLive(t)
	seed(t)
	e := must(t, NewEmbedding(5, 3))
	defer e.Free()
	checkShape(t, "weight", e.Weight, 5, 3)
	if !e.Weight.RequiresGrad() || e.PaddingIdx.IsSome() {
		t.Errorf("requires grad %v, padding_idx %v", e.Weight.RequiresGrad(), e.PaddingIdx)
	}
	near(t, "weight", values(t, e.Weight), []float64{
		0x1.8a7eb80000000p+0, -0x1.2c78a00000000p-2, -0x1.16e2920000000p+1, 0x1.23096c0000000p-1,
		-0x1.15a3420000000p+0, -0x1.660a5a0000000p+0, 0x1.9d06f40000000p-2, 0x1.ad11ca0000000p-1,
		-0x1.7042880000000p-1, -0x1.9d06160000000p-2, -0x1.317a300000000p-1, 0x1.74cf8c0000000p-3,
		-0x1.b69e0e0000000p-1, 0x1.19c1320000000p+0, -0x1.1239560000000p+0,
	}, 0)
}

// torch.manual_seed(0); e = nn.Embedding(5, 3, padding_idx=-2)
// e.padding_idx (3); H(e.weight)
// H(e(torch.tensor([[0, 3], [4, 3]])))
func TestEmbeddingPaddingIsPyTorchs(t *testing.T) {
	checkLive(t)
	seed(t)
	e := must(t, NewEmbedding(5, 3, EmbeddingOptions{PaddingIdx: torch.Some[int64](-2)}))
	defer e.Free()
	if p, ok := e.PaddingIdx.Get(); !ok || p != 3 {
		t.Errorf("padding_idx %v, want 3", e.PaddingIdx)
	}
	near(t, "weight", values(t, e.Weight), []float64{
		0x1.8a7eb80000000p+0, -0x1.2c78a00000000p-2, -0x1.16e2920000000p+1, 0x1.23096c0000000p-1,
		-0x1.15a3420000000p+0, -0x1.660a5a0000000p+0, 0x1.9d06f40000000p-2, 0x1.ad11ca0000000p-1,
		-0x1.7042880000000p-1, 0, 0, 0,
		-0x1.b69e0e0000000p-1, 0x1.19c1320000000p+0, -0x1.1239560000000p+0,
	}, 0)
	idx, err := torch.FromSlice([]int64{0, 3, 4, 3}, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Free()
	got, shape := forward(t, e, idx)
	if !slices.Equal(shape, []int64{2, 2, 3}) {
		t.Errorf("output shape %v, want [2 2 3]", shape)
	}
	near(t, "forward", got, []float64{
		0x1.8a7eb80000000p+0, -0x1.2c78a00000000p-2, -0x1.16e2920000000p+1, 0,
		0, 0, -0x1.b69e0e0000000p-1, 0x1.19c1320000000p+0,
		-0x1.1239560000000p+0, 0, 0, 0,
	}, 0)
	for _, p := range []int64{5, -6} {
		if err := NewEmbedding(5, 3, EmbeddingOptions{PaddingIdx: torch.Some(p)}).Err(); err == nil {
			t.Errorf("padding_idx %d accepted", p)
		}
	}
}
