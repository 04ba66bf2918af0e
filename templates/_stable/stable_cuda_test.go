package torch

import (
	"os"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// The same test binary on a CUDA install (docs/STABLE-ABI.md): a tensor
// goes to the GPU, an operator runs there, the result comes back. Skipped
// with its reason where libtorch has no CUDA device;
// GOTORCHGEN_REQUIRE_CUDA=1 makes that a failure.
func TestStableCUDA(t *testing.T) {
	x := MustFromSlice([]float32{1, 2, 3})
	defer x.Free()
	g, err := ToDevice(x, CUDADevice(0), Float32).Result()
	if err != nil {
		if os.Getenv("GOTORCHGEN_REQUIRE_CUDA") == "1" {
			t.Fatalf("no CUDA: %v", err)
		}
		t.Skipf("no CUDA device in this libtorch: %v", err)
	}
	defer g.Free()
	y, err := MulTensor(g, g).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer y.Free()
	if d := y.Device(); d.Type != CUDA || d.Index != 0 {
		t.Errorf("result on %v, want cuda:0", d)
	}
	if got := mustSlice[float32](t, y); !slices.Equal(got, []float32{1, 4, 9}) {
		t.Errorf("x*x on CUDA = %v", got)
	}
	// A CUDA error is an error: a device that does not exist.
	if _, err := ToDevice(x, CUDADevice(1000), Float32).Result(); err == nil || !strings.Contains(strings.ToLower(err.Error()), "device") {
		t.Errorf("cuda:1000: %v", err)
	}
}

// Go's signal handling survives libtorch's loading (CUDA libraries are
// known to install their own handlers): a nil dereference is a Go panic
// that recovers, and a goroutine in a tight loop is still preempted
// (asynchronous preemption uses SIGURG).
func TestStableSignalsAfterLoad(t *testing.T) {
	if err := LoadLibtorch(); err != nil {
		t.Fatal(err)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("no panic from a nil dereference")
			}
		}()
		var p *Tensor
		_ = p.bytes
	}()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	var stop atomic.Bool
	done := make(chan struct{})
	go func() {
		n := 0
		for !stop.Load() {
			n++
		}
		close(done)
	}()
	ran := make(chan struct{})
	go func() { close(ran) }() // needs the loop preempted, with one P
	select {
	case <-ran:
	case <-time.After(10 * time.Second):
		t.Error("a goroutine in a tight loop was not preempted in 10 s")
	}
	stop.Store(true)
	<-done
}
