package torch

import (
	"testing"
)

func BenchmarkFromSliceFree(b *testing.B) {
	data := make([]float32, 16)
	b.ReportAllocs()
	for b.Loop() {
		x, err := FromSlice(data, 4, 4)
		if err != nil {
			b.Fatal(err)
		}
		x.Free()
	}
}

func BenchmarkToSlice(b *testing.B) {
	x := MustFromSlice(make([]float32, 16), 4, 4)
	defer x.Free()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ToSlice[float32](x); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWrapTensor measures wrapTensor alone: it wraps an existing
// handle, then disarms the wrapper without freeing the handle. Expect 1
// alloc/op, the Tensor: it goes into a nursery, and no finalizer is set
// unless it is still live when the nursery is emptied (memory.go).
func BenchmarkWrapTensor(b *testing.B) {
	x := MustFromSlice([]float32{1})
	defer x.Free()
	x.use()
	defer x.unuse()
	out := x.rtResultOf()
	b.ReportAllocs()
	for b.Loop() {
		w := wrapTensor(out)
		w.h = 0
	}
}

// BenchmarkShallowCloneFree is the cost of a minimal operator: one C call
// that returns a new handle, wrapTensor, Free.
func BenchmarkShallowCloneFree(b *testing.B) {
	x := MustFromSlice([]float32{1})
	defer x.Free()
	b.ReportAllocs()
	for b.Loop() {
		c, err := split(x.ShallowClone())
		if err != nil {
			b.Fatal(err)
		}
		c.Free()
	}
}

// BenchmarkScopedShallowClone is BenchmarkShallowCloneFree with the clones
// freed by a Scope, 100 to a scope: the registration plus the scope's own
// cost spread over its tensors.
func BenchmarkScopedShallowClone(b *testing.B) {
	x := MustFromSlice([]float32{1})
	defer x.Free()
	b.ReportAllocs()
	for b.Loop() {
		err := WithScope(func(s *Scope) error {
			for range 100 {
				if err := x.ShallowClone().Err(); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDim(b *testing.B) {
	x := MustFromSlice([]float32{1, 2}, 1, 2)
	defer x.Free()
	b.ReportAllocs()
	for b.Loop() {
		if x.Dim() != 2 {
			b.Fatal("dim")
		}
	}
}

// BenchmarkUseUnuse is what a generated function pays per tensor argument
// to make a concurrent Free safe (Tensor.use and unuse: two atomic adds on
// the Tensor); compare BenchmarkShallowCloneFree, a whole minimal call.
func BenchmarkUseUnuse(b *testing.B) {
	x := MustFromSlice([]float32{1})
	defer x.Free()
	for b.Loop() {
		x.use()
		x.unuse()
	}
}

// BenchmarkUseUnuseShared is the same with every P using one tensor at
// once: the adds contend for the Tensor's cache line.
func BenchmarkUseUnuseShared(b *testing.B) {
	x := MustFromSlice([]float32{1})
	defer x.Free()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			x.use()
			x.unuse()
		}
	})
}
