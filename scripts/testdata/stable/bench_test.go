package diff

import (
	"testing"

	"example.com/stabletest/stable"
	"example.com/stabletest/typed"
)

// Per-call cost of the two modes on 1-element tensors, where the call
// path is all there is (make bench-stable: the ratios stable/typed).
// mul.Tensor stands for the add-like operators, cat for list-taking ones,
// max.dim for tuple-returning ones; add.Tensor and mul.Scalar for the
// Scalar routes (a typed C function; the Tensor overload with a 0-dim
// tensor).

func BenchmarkMulTensor(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		for b.Loop() {
			r, err := typed.MulTensor(x, x)
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		for b.Loop() {
			r, err := stable.MulTensor(x, x)
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
}

func BenchmarkCat(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		xs := []*typed.Tensor{x, x, x}
		for b.Loop() {
			r, err := typed.Cat(xs)
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		xs := []*stable.Tensor{x, x, x}
		for b.Loop() {
			r, err := stable.Cat(xs)
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
}

func BenchmarkMaxDim(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2, 1}, 1, 2)
		defer x.Free()
		for b.Loop() {
			r, err := typed.MaxDim(x, 1)
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2, 1}, 1, 2)
		defer x.Free()
		for b.Loop() {
			r, err := stable.MaxDim(x, 1)
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
}

func BenchmarkAddTensor(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		for b.Loop() {
			r, err := typed.AddTensor(x, x)
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		for b.Loop() {
			r, err := stable.AddTensor(x, x)
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
}

func BenchmarkMulScalar(b *testing.B) {
	b.Run("typed", func(b *testing.B) {
		x := typed.MustFromSlice([]float32{2})
		defer x.Free()
		for b.Loop() {
			r, err := typed.MulScalar(x, typed.Float(0.5))
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
	b.Run("stable", func(b *testing.B) {
		x := stable.MustFromSlice([]float32{2})
		defer x.Free()
		for b.Loop() {
			r, err := stable.MulScalar(x, stable.Float(0.5))
			if err != nil {
				b.Fatal(err)
			}
			r.Free()
		}
	})
}
