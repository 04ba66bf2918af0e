package bench

import (
	"fmt"
	"math"
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
		release := setup(b, c)
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
		release()
	}
}

// setup runs c's Setup, if any, and returns its release func.
func setup(tb testing.TB, c Case) func() {
	if c.Setup == nil {
		return func() {}
	}
	release, err := c.Setup()
	if err != nil {
		tb.Fatalf("%s: setup: %v", c.Name, err)
	}
	return release
}

// TestCases runs each loop a few times, so that a plain go test exercises
// them and checks that they release what they make.
func TestCases(t *testing.T) {
	for _, c := range Cases {
		before := torch.LiveTensors()
		release := setup(t, c)
		if err := c.Go(3); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
		c.Cpp(3)
		release()
		if got := torch.LiveTensors(); got != before {
			t.Errorf("%s: LiveTensors %d after the loop, want %d", c.Name, got, before)
		}
	}
}

// TestMLPSameOutput checks that the Go and C++ twins of the model cases
// compute the same forward, under each scope, so that their times compare
// the same work; and that the scope took effect on the Go side (the
// weights require gradients, so only NoGrad keeps the output out of the
// graph; InferenceMode makes an inference tensor).
func TestMLPSameOutput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sizes []int64
		batch int64
	}{
		{"mlp4x1024/64", []int64{1024, 1024, 1024, 1024, 1024}, 64},
		{"mlp2-64-64-2/256", mlpSmall, 256},
	} {
		before := torch.LiveTensors()
		g, err := newMLP(tc.sizes, tc.batch, mlpSeed)
		if err != nil {
			t.Fatal(err)
		}
		c, err := newCppMLP(tc.sizes, tc.batch, mlpSeed)
		if err != nil {
			g.free()
			t.Fatal(err)
		}
		for _, sc := range []scope{noGradLoop, inferenceLoop} {
			name := fmt.Sprintf("%s scope %d", tc.name, sc)
			r, err := g.output(sc)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if want := []int64{tc.batch, tc.sizes[len(tc.sizes)-1]}; fmt.Sprint(r.Shape()) != fmt.Sprint(want) {
				t.Errorf("%s: shape %v, want %v", name, r.Shape(), want)
			}
			if r.RequiresGrad() || r.IsInference() != sc.inference() {
				t.Errorf("%s: RequiresGrad %v, IsInference %v: the scope did not take effect", name, r.RequiresGrad(), r.IsInference())
			}
			got, err := torch.ToSlice[float32](r)
			r.Free()
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			want, numel := c.output(sc, len(got))
			if numel != len(got) {
				t.Errorf("%s: C++ output has %d elements, Go %d", name, numel, len(got))
				continue
			}
			var maxDiff, maxAbs float64
			for i := range got {
				maxDiff = max(maxDiff, math.Abs(float64(got[i]-want[i])))
				maxAbs = max(maxAbs, math.Abs(float64(want[i])))
			}
			if maxDiff >= 1e-4 {
				t.Errorf("%s: Go and C++ outputs differ by up to %g", name, maxDiff)
			}
			t.Logf("%s: max diff %g, max abs %g", name, maxDiff, maxAbs)
			// All-zero outputs would agree without testing anything.
			if maxAbs < 1e-3 {
				t.Errorf("%s: output is (nearly) all zero: max |y| %g", name, maxAbs)
			}
		}
		g.free()
		c.free()
		if got := torch.LiveTensors(); got != before {
			t.Errorf("%s: LiveTensors %d after the model was freed, want %d", tc.name, got, before)
		}
	}
}

var sinkTensorSized *[2]uintptr

// BenchmarkFloor measures the pieces every call through cgo pays, for
// docs/BENCHMARKS-HISTORY.md ("The cgo floor"): a cgo transition to an
// empty C function, the same with a pointer argument (cgo's pointer
// check), and a 16-byte Go allocation (what a Tensor costs).
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
