package diff

import (
	"runtime"
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
// python/suffixed; make count-instructions-stable counts both under
// callgrind).
type pythonPair struct {
	name             string
	suffixed, python func() (*stable.Tensor, error)
}

func pythonPairs() ([]pythonPair, func()) {
	x := stable.MustFromSlice([]float32{2})
	y := stable.MustFromSlice([]float32{2, 1}, 1, 2)
	return []pythonPair{
		{"Mul",
			func() (*stable.Tensor, error) { return stable.MulTensor(x, x).Result() },
			func() (*stable.Tensor, error) { return x.Mul(x).Result() }},
		{"SumKeepdim",
			func() (*stable.Tensor, error) {
				return stable.SumDimIntList(y, stable.Some([]int64{1}), stable.SumDimIntListOptions{Keepdim: stable.Some(true)}).Result()
			},
			func() (*stable.Tensor, error) { return y.Sum(1, kw.Keepdim(true)).Result() }},
		{"View",
			func() (*stable.Tensor, error) { return stable.View(y, []int64{2, 1}).Result() },
			func() (*stable.Tensor, error) { return y.View(2, 1).Result() }},
	}, func() { x.Free(); y.Free() }
}

func BenchmarkPython(b *testing.B) {
	pairs, free := pythonPairs()
	defer free()
	for _, p := range pairs {
		b.Run(p.name+"/suffixed", func(b *testing.B) { loop(b, p.suffixed) })
		b.Run(p.name+"/python", func(b *testing.B) { loop(b, p.python) })
	}
}

// BenchmarkPythonInstructions runs each pair's two forms in loops of
// their own, which callgrind counts (a dump at each pythonShapedMark;
// scripts/callgrind-pairs.sh reads them): one warm call of each first.
func BenchmarkPythonInstructions(b *testing.B) {
	pairs, free := pythonPairs()
	defer free()
	for _, p := range pairs {
		b.Run(p.name, func(b *testing.B) {
			// One thread for the loops: callgrind counts per thread
			// (--separate-threads), and a goroutine back from a cgo call
			// may otherwise resume on another.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			pythonShapedGrowStack()
			for _, f := range []func() (*stable.Tensor, error){p.suffixed, p.python} {
				r, err := f()
				if err != nil {
					b.Fatal(err)
				}
				r.Free()
			}
			// Three rounds: scripts/callgrind-pairs.sh takes each form's
			// fewest, as a one-time cost of the runtime's (a heap arena
			// made, a thread started) lands in one round.
			pythonShapedMark()
			for range 3 {
				pythonShapedLoop(b, p.suffixed)
				pythonShapedMark()
				pythonShapedLoop(b, p.python)
				pythonShapedMark()
			}
		})
	}
}

// pythonShapedGrowStack grows the goroutine's stack before the loops
// (and GODEBUG=gcshrinkstackoff=1 keeps it grown): a function whose
// prologue finds the stack too small starts again after runtime.morestack,
// which callgrind takes for a second call, and a dump too many.
//
//go:noinline
func pythonShapedGrowStack() byte {
	var a [120 << 10]byte // under the compiler's 128 KiB for a stack variable
	a[len(a)-1] = 1
	return a[len(a)-1]
}

// pythonShapedMark is where callgrind dumps its counts: a leaf, so that
// only a call enters it (callgrind takes a return into a function whose
// stack Go switched, as cgo calls do, for an entry, and would dump there).
//
//go:noinline
func pythonShapedMark() {}

func pythonShapedLoop(b *testing.B, f func() (*stable.Tensor, error)) {
	for i := 0; i < b.N; i++ {
		r, err := f()
		if err != nil {
			b.Fatal(err)
		}
		r.Free()
	}
}
