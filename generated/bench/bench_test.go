package bench

import (
	"fmt"
	"os"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestMain runs libtorch on one thread, as the peer figures were measured,
// and fails if a benchmark leaked a tensor handle.
func TestMain(m *testing.M) {
	SetNumThreads(1)
	code := m.Run()
	if n := torch.LiveTensors(); code == 0 && n != 0 {
		fmt.Fprintf(os.Stderr, "FAIL: %d tensor handles leaked by the benchmarks\n", n)
		code = 1
	}
	os.Exit(code)
}

// Benchmark runs every pair as Benchmark/<case>/{go,cpp}. CI runs it in a
// short mode (make bench-short: -benchtime 100x) so that it cannot rot; it
// never asserts on time.
func Benchmark(b *testing.B) {
	for _, c := range Cases {
		b.Run(c.Name+"/go", func(b *testing.B) {
			b.ReportAllocs()
			if err := c.Go(b.N); err != nil {
				b.Fatal(err)
			}
		})
		b.Run(c.Name+"/cpp", func(b *testing.B) {
			b.ReportAllocs()
			c.Cpp(b.N)
		})
	}
}

// TestCases runs each loop a few times, so that a plain go test exercises
// them and checks that they release what they make.
func TestCases(t *testing.T) {
	for _, c := range Cases {
		before := torch.LiveTensors()
		if err := c.Go(3); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
		c.Cpp(3)
		if got := torch.LiveTensors(); got != before {
			t.Errorf("%s: LiveTensors %d after the loop, want %d", c.Name, got, before)
		}
	}
}

var sinkTensorSized *[2]uintptr

// BenchmarkFloor measures the pieces every call through cgo pays, for
// docs/BENCHMARKS.md: a cgo transition to an empty C function, the same
// with a pointer argument (cgo's pointer check), and a 16-byte Go
// allocation (what a Tensor costs).
func BenchmarkFloor(b *testing.B) {
	b.Run("cgo-call", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			cgoNop(false)
		}
	})
	b.Run("cgo-call-pointer-arg", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			cgoNop(true)
		}
	})
	b.Run("alloc-16B", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			sinkTensorSized = new([2]uintptr)
		}
	})
}
