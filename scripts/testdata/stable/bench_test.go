package diff

import (
	"testing"

	"example.com/stabletest/stable"
	"example.com/stabletest/stable/kw"
	"example.com/stabletest/typed"
)

// Per-call cost of the two modes on 1-element tensors, where the call
// path is all there is (make bench-stable: the ratios stable/typed).
// mul.Tensor stands for the add-like operators, cat for list-taking ones,
// max.dim for tuple-returning ones; add.Tensor and mul.Scalar for the
// Scalar routes (a typed C function; the Tensor overload with a 0-dim
// tensor); sub.Scalar for the hybrid's boxed fallback.

// loop calls call until the benchmark is done, freeing each result.
func loop[R interface{ Free() }](b *testing.B, call func() (R, error)) {
	for b.Loop() {
		r, err := call()
		if err != nil {
			b.Fatal(err)
		}
		r.Free()
	}
}

func BenchmarkMulTensor(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		loop(b, func() (*typed.Tensor, error) { return typed.MulTensor(x, x).Result() })
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		loop(b, func() (*stable.Tensor, error) { return stable.MulTensor(x, x).Result() })
	})
}

func BenchmarkCat(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		xs := []*typed.Tensor{x, x, x}
		loop(b, func() (*typed.Tensor, error) { return typed.Cat(xs).Result() })
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		xs := []*stable.Tensor{x, x, x}
		loop(b, func() (*stable.Tensor, error) { return stable.Cat(xs).Result() })
	})
}

func BenchmarkMaxDim(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2, 1}, 1, 2)
		defer x.Free()
		loop(b, func() (typed.MaxDimTuple, error) { return typed.MaxDim(x, 1) })
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2, 1}, 1, 2)
		defer x.Free()
		loop(b, func() (stable.MaxDimTuple, error) { return stable.MaxDim(x, 1) })
	})
}

func BenchmarkAddTensor(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		loop(b, func() (*typed.Tensor, error) { return typed.AddTensor(x, x).Result() })
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		loop(b, func() (*stable.Tensor, error) { return stable.AddTensor(x, x).Result() })
	})
}

func BenchmarkMulScalar(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		loop(b, func() (*typed.Tensor, error) { return typed.MulScalar(x, typed.Float(0.5)).Result() })
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		loop(b, func() (*stable.Tensor, error) { return stable.MulScalar(x, stable.Float(0.5)).Result() })
	})
}

// A Scalar operator only the hybrid's boxed fallback calls (gts_call_boxed:
// c10::Dispatcher's boxed call from C++).
func BenchmarkSubScalarBoxed(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		loop(b, func() (*typed.Tensor, error) { return typed.SubScalar(x, typed.Float(0.5)).Result() })
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		loop(b, func() (*stable.Tensor, error) { return stable.SubScalar(x, stable.Float(0.5)).Result() })
	})
}

// The Python-shaped entry points of the stable mode (tables a runtime
// interpreter reads) against the suffixed function each reaches, in the
// same package: the layer's per-call cost (make bench-stable prints
// python/suffixed).
func BenchmarkPythonMul(b *testing.B) {
	x := stable.MustFromSlice([]float32{2})
	defer x.Free()
	b.Run("suffixed", func(b *testing.B) {
		loop(b, func() (*stable.Tensor, error) { return stable.MulTensor(x, x).Result() })
	})
	b.Run("python", func(b *testing.B) {
		loop(b, func() (*stable.Tensor, error) { return x.Mul(x).Result() })
	})
}

func BenchmarkPythonSumKeepdim(b *testing.B) {
	x := stable.MustFromSlice([]float32{2, 1}, 1, 2)
	defer x.Free()
	b.Run("suffixed", func(b *testing.B) {
		loop(b, func() (*stable.Tensor, error) {
			return stable.SumDimIntList(x, stable.Some([]int64{1}), stable.SumDimIntListOptions{Keepdim: stable.Some(true)}).Result()
		})
	})
	b.Run("python", func(b *testing.B) {
		loop(b, func() (*stable.Tensor, error) { return x.Sum(1, kw.Keepdim(true)).Result() })
	})
}

func BenchmarkPythonView(b *testing.B) {
	x := stable.MustFromSlice([]float32{2, 1}, 1, 2)
	defer x.Free()
	b.Run("suffixed", func(b *testing.B) {
		loop(b, func() (*stable.Tensor, error) { return stable.View(x, []int64{2, 1}).Result() })
	})
	b.Run("python", func(b *testing.B) {
		loop(b, func() (*stable.Tensor, error) { return x.View(2, 1).Result() })
	})
}
