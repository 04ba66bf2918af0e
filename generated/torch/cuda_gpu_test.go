package torch

import (
	"errors"
	"math"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Tests that run only where a CUDA device is visible: results computed on
// the GPU against the CPU, copies both ways, errors and Go panics around
// CUDA calls, and the Go runtime's signals (nil dereferences, faults,
// asynchronous preemption) still working once CUDA is initialised. CUDA
// libraries have been seen replacing Go's signal handlers (onnxruntime_go,
// issue #140). Without a device each test skips with its reason; a skip is
// not a pass. The signal-handler table check is in cuda_gpu_linux_test.go.

// rtNeedCUDA skips the test unless a CUDA device is visible, and returns
// device 0 after a first CUDA operation (so CUDA is initialised).
func rtNeedCUDA(t *testing.T) Device {
	t.Helper()
	if !CUDAIsBuilt() {
		t.Skipf("needs the cuda flavour and a CUDA device: this package (Flavour %s, gotorch_nocuda %v) has no CUDA kernels", Flavour, rtNoCUDATag)
	}
	if CUDADeviceCount() == 0 {
		t.Skip(rtNeedsGPU)
	}
	dev := CUDADevice(0)
	if err := CUDASynchronize(0); err != nil {
		t.Fatalf("CUDASynchronize(0): %v", err)
	}
	return dev
}

// rtToDevice moves x to dev, failing the test on an error.
func rtToDevice(t *testing.T, x *Tensor, dev Device, dt DType) *Tensor {
	t.Helper()
	y, err := ToDevice(x, dev, dt).Result()
	if err != nil {
		t.Fatalf("ToDevice(%v, %v): %v", dev, dt, err)
	}
	if got := y.Device(); got.Type != dev.Type || (dev.Index >= 0 && got.Index != dev.Index) {
		t.Fatalf("ToDevice(%v) gave a tensor on %v", dev, got)
	}
	return y
}

// TestCUDACopyRoundTrip: CPU → CUDA → CPU keeps every element, for
// several dtypes; ToSlice reads a CUDA tensor directly too, also a
// non-contiguous one.
func TestCUDACopyRoundTrip(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	f := []float32{1.5, -2, 3.25, 0, float32(math.Inf(1)), -0.125}
	x := tensor(t, f, 2, 3)
	defer x.Free()
	g := rtToDevice(t, x, dev, Float32)
	defer g.Free()
	if got := g.Device(); got != dev {
		t.Errorf("device %v, want %v", got, dev)
	}
	if s := g.Shape(); len(s) != 2 || s[0] != 2 || s[1] != 3 {
		t.Errorf("shape on the GPU %v, want [2 3]", s)
	}
	back := rtToDevice(t, g, CPUDevice, Float32)
	defer back.Free()
	if v, err := ToSlice[float32](back); err != nil || !rtEqualF32(v, f) {
		t.Errorf("CUDA → CPU: %v, %v; want %v", v, err, f)
	}
	if v, err := ToSlice[float32](g); err != nil || !rtEqualF32(v, f) {
		t.Errorf("ToSlice of the CUDA tensor: %v, %v; want %v", v, err, f)
	}
	tr, err := TransposeInt(g, 0, 1).Result()
	if err != nil {
		t.Fatalf("transpose on the GPU: %v", err)
	}
	defer tr.Free()
	want := []float32{f[0], f[3], f[1], f[4], f[2], f[5]}
	if v, err := ToSlice[float32](tr); err != nil || !rtEqualF32(v, want) {
		t.Errorf("ToSlice of a transposed CUDA tensor: %v, %v; want %v", v, err, want)
	}

	i := []int64{math.MaxInt64, math.MinInt64, 0, 7}
	xi := tensor(t, i)
	defer xi.Free()
	gi := rtToDevice(t, xi, dev, Int64)
	defer gi.Free()
	bi := rtToDevice(t, gi, CPUDevice, Int64)
	defer bi.Free()
	if v, err := ToSlice[int64](bi); err != nil || len(v) != 4 || v[0] != i[0] || v[1] != i[1] || v[3] != 7 {
		t.Errorf("int64 CUDA → CPU: %v, %v; want %v", v, err, i)
	}

	d := []float64{math.Pi, -math.E, 1e-300, 1e300}
	xd := tensor(t, d)
	defer xd.Free()
	gd := rtToDevice(t, xd, dev, Float64)
	defer gd.Free()
	if v, err := ToSlice[float64](gd); err != nil || len(v) != 4 || v[0] != d[0] || v[1] != d[1] || v[2] != d[2] || v[3] != d[3] {
		t.Errorf("float64 CUDA → CPU: %v, %v; want %v", v, err, d)
	}

	// A dtype conversion on the way: float32 on the CPU to float64 on the GPU.
	gc := rtToDevice(t, x, dev, Float64)
	defer gc.Free()
	if v, err := ToSlice[float64](gc); err != nil || len(v) != 6 || v[2] != 3.25 {
		t.Errorf("float32 → float64 on the GPU: %v, %v", v, err)
	}
}

func rtEqualF32(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && !(math.IsNaN(float64(a[i])) && math.IsNaN(float64(b[i]))) {
			return false
		}
	}
	return true
}

// TestCUDAMatmulMatchesCPU: matmul on the GPU gives the CPU's result:
// exactly for small integers (every sum is exact in float32), within a
// rounding bound for random float32 and float64 matrices.
func TestCUDAMatmulMatchesCPU(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)

	// Exact: integers in [-8, 8], inner dimension 40: sums stay far below 2^24.
	const m, k, n = 33, 40, 17
	a := make([]float32, m*k)
	b := make([]float32, k*n)
	for i := range a {
		a[i] = float32(i*7%17 - 8)
	}
	for i := range b {
		b[i] = float32(i*5%13 - 6)
	}
	ca, cb := tensor(t, a, m, k), tensor(t, b, k, n)
	defer ca.Free()
	defer cb.Free()
	cpu, err := Matmul(ca, cb).Result()
	if err != nil {
		t.Fatalf("matmul on the CPU: %v", err)
	}
	defer cpu.Free()
	ga, gb := rtToDevice(t, ca, dev, Float32), rtToDevice(t, cb, dev, Float32)
	defer ga.Free()
	defer gb.Free()
	gpu, err := Matmul(ga, gb).Result()
	if err != nil {
		t.Fatalf("matmul on the GPU: %v", err)
	}
	defer gpu.Free()
	if d := gpu.Device(); d != dev {
		t.Errorf("the GPU matmul's result is on %v, want %v", d, dev)
	}
	want, _ := ToSlice[float32](cpu)
	got, err := ToSlice[float32](gpu)
	if err != nil {
		t.Fatalf("ToSlice of the GPU result: %v", err)
	}
	if !rtEqualF32(got, want) {
		diff := 0
		for i := range got {
			if got[i] != want[i] {
				diff++
			}
		}
		t.Errorf("integer matmul %dx%d·%dx%d: %d of %d elements differ between CUDA and CPU", m, k, k, n, diff, len(got))
	}
	// Against a plain Go matmul too.
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			var s float32
			for l := 0; l < k; l++ {
				s += a[i*k+l] * b[l*n+j]
			}
			if got[i*n+j] != s {
				t.Fatalf("CUDA matmul [%d,%d] = %v, Go computes %v", i, j, got[i*n+j], s)
			}
		}
	}

	// Random matrices: float32 within a relative bound, float64 tighter.
	if err := ManualSeed(11); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		dt  DType
		tol float64
	}{{Float32, 1e-4}, {Float64, 1e-12}} {
		ra, err := Randn([]int64{128, 256}, RandnOptions{Dtype: Some(c.dt)}).Result()
		if err != nil {
			t.Fatal(err)
		}
		rb, err := Randn([]int64{256, 64}, RandnOptions{Dtype: Some(c.dt)}).Result()
		if err != nil {
			t.Fatal(err)
		}
		rc, err := Matmul(ra, rb).Result()
		if err != nil {
			t.Fatal(err)
		}
		ga, gb := rtToDevice(t, ra, dev, c.dt), rtToDevice(t, rb, dev, c.dt)
		gc, err := Matmul(ga, gb).Result()
		if err != nil {
			t.Fatalf("%v matmul on the GPU: %v", c.dt, err)
		}
		back := rtToDevice(t, gc, CPUDevice, c.dt)
		var worst float64
		var w, g []float64
		if c.dt == Float32 {
			w32, _ := ToSlice[float32](rc)
			g32, err := ToSlice[float32](back)
			if err != nil {
				t.Fatal(err)
			}
			for i := range w32 {
				w, g = append(w, float64(w32[i])), append(g, float64(g32[i]))
			}
		} else {
			w, _ = ToSlice[float64](rc)
			if g, err = ToSlice[float64](back); err != nil {
				t.Fatal(err)
			}
		}
		for i := range w {
			// Each element sums 256 products of N(0,1) numbers: scale by sqrt(256).
			worst = math.Max(worst, math.Abs(g[i]-w[i])/16)
		}
		if worst > c.tol || len(g) != 128*64 {
			t.Errorf("%v matmul 128x256·256x64: largest |CUDA - CPU|/16 = %g, want ≤ %g", c.dt, worst, c.tol)
		}
		t.Logf("%v matmul 128x256·256x64: largest |CUDA - CPU|/16 = %.3g", c.dt, worst)
		for _, x := range []*Tensor{ra, rb, rc, ga, gb, gc, back} {
			x.Free()
		}
	}
}

// TestCUDAErrorsAreErrors: what libtorch refuses on the GPU comes back as
// an *Error, and CUDA goes on working afterwards.
func TestCUDAErrorsAreErrors(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3, 4, 5, 6}, 2, 3)
	defer x.Free()
	g := rtToDevice(t, x, dev, Float32)
	defer g.Free()

	r, err := Mm(g, g).Result()
	if err == nil {
		r.Free()
	}
	rtWantError(t, "mm of 2x3 and 2x3 on the GPU", err, "mm", "mat1 and mat2 shapes cannot be multiplied (2x3 and 2x3)")
	r, err = AddTensor(g, x).Result()
	if err == nil {
		r.Free()
	}
	rtWantError(t, "cuda + cpu", err, "add.Tensor", "device")
	t.Logf("cuda + cpu: %v", err)
	n := CUDADeviceCount()
	if n < 64 {
		r, err = ToDevice(x, CUDADevice(n), Float32).Result()
		if err == nil {
			r.Free()
			t.Errorf("ToDevice(cuda:%d) with %d devices: no error", n, n)
		} else if _, ok := AsError(err); !ok {
			t.Errorf("ToDevice(cuda:%d): %T %v is not a *torch.Error", n, err, err)
		} else {
			t.Logf("ToDevice(cuda:%d) with %d devices: %v", n, n, err)
		}
	}
	// Still working.
	s, err := Sum(g).Result()
	if err != nil {
		t.Fatalf("sum on the GPU after the errors: %v", err)
	}
	defer s.Free()
	if v, err := ToSlice[float32](s); err != nil || len(v) != 1 || v[0] != 21 {
		t.Errorf("sum on the GPU after the errors: %v, %v; want [21]", v, err)
	}
	if err := CUDASynchronize(-1); err != nil {
		t.Errorf("CUDASynchronize after the errors: %v", err)
	}
}

// TestCUDAPanicRecover: a Go panic in the middle of CUDA work, and the
// runtime's documented panic for a freed CUDA tensor, are recovered like
// any other; CUDA works afterwards, also from other goroutines.
func TestCUDAPanicRecover(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3, 4}, 2, 2)
	defer x.Free()

	work := func(fail bool) (r any) {
		defer func() { r = recover() }()
		g, err := ToDevice(x, dev, Float32).Result()
		if err != nil {
			t.Errorf("ToDevice(%v): %v", dev, err)
			return nil
		}
		defer g.Free()
		y, err := Matmul(g, g).Result()
		if err != nil {
			t.Errorf("matmul: %v", err)
			return nil
		}
		defer y.Free()
		if fail {
			panic("deliberate panic after a CUDA matmul")
		}
		return nil
	}
	if r := work(true); r != "deliberate panic after a CUDA matmul" {
		t.Errorf("recovered %v, want the deliberate panic", r)
	}
	if r := work(false); r != nil {
		t.Errorf("no panic expected, recovered %v", r)
	}

	freed := rtToDevice(t, x, dev, Float32)
	freed.Free()
	// A property of a freed tensor is its zero value, not a panic.
	if s := freed.Shape(); s != nil || !errors.Is(freed.Err(), ErrFreed) {
		t.Errorf("Shape of a freed CUDA tensor = %v, Err %v", s, freed.Err())
	}

	var wg sync.WaitGroup
	var recovered atomic.Int32
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if r := work(true); r != nil {
				recovered.Add(1)
			}
		}()
	}
	wg.Wait()
	if recovered.Load() != 8 {
		t.Errorf("%d of 8 goroutines recovered their panic", recovered.Load())
	}
	if err := CUDASynchronize(0); err != nil {
		t.Errorf("CUDASynchronize after the panics: %v", err)
	}
}

func rtString(r any) string {
	switch v := r.(type) {
	case string:
		return v
	case error:
		return v.Error()
	}
	return ""
}

// TestCUDAGoFaultsStillPanic: once CUDA is initialised, a nil pointer
// dereference (a SIGSEGV that Go's handler turns into a panic) and a nil
// map write are still recoverable panics.
func TestCUDAGoFaultsStillPanic(t *testing.T) {
	rtNeedCUDA(t)
	var p *[64]int
	r := func() (r any) {
		defer func() { r = recover() }()
		return p[3]
	}()
	if re, ok := r.(runtime.Error); !ok || !strings.Contains(re.Error(), "nil pointer dereference") {
		t.Errorf("nil pointer dereference after CUDA init: recovered %v, want a runtime.Error naming it", r)
	}
	var m map[string]int
	r = func() (r any) {
		defer func() { r = recover() }()
		m["x"] = 1
		return nil
	}()
	if re, ok := r.(runtime.Error); !ok || !strings.Contains(re.Error(), "nil map") {
		t.Errorf("nil map write after CUDA init: recovered %v, want a runtime.Error naming it", r)
	}
	// The same with SetPanicOnFault on (faults at other addresses are in
	// cuda_gpu_linux_test.go).
	old := debug.SetPanicOnFault(true)
	defer debug.SetPanicOnFault(old)
	r = func() (r any) {
		defer func() { r = recover() }()
		return p[5]
	}()
	if _, ok := r.(runtime.Error); !ok {
		t.Errorf("nil pointer dereference with SetPanicOnFault: recovered %v, want a runtime.Error", r)
	}
}

// TestCUDAPreemption: a goroutine spinning in a loop without calls can be
// stopped only by asynchronous preemption (a signal, SIGURG). A garbage
// collection needs every goroutine stopped, so it completes only if that
// signal still reaches Go's handler while another goroutine runs CUDA ops.
func TestCUDAPreemption(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("needs GOMAXPROCS ≥ 2 (a spinning goroutine and the test)")
	}
	x := tensor(t, []float32{1, 2, 3, 4}, 2, 2)
	defer x.Free()
	g := rtToDevice(t, x, dev, Float32)
	defer g.Free()

	var stop atomic.Bool
	var started atomic.Bool
	var spins uint64
	spun := make(chan uint64)
	go func() {
		started.Store(true)
		var n uint64
		for !stop.Load() { // atomic loads are inlined: no call, no preemption point
			n++
		}
		spun <- n
	}()
	for !started.Load() {
		runtime.Gosched()
	}

	cudaDone := make(chan error, 1)
	go func() {
		for i := 0; i < 200; i++ {
			y, err := Matmul(g, g).Result()
			if err != nil {
				cudaDone <- err
				return
			}
			y.Free()
		}
		cudaDone <- CUDASynchronize(0)
	}()

	gcDone := make(chan time.Duration, 1)
	t0 := time.Now()
	go func() {
		for i := 0; i < 5; i++ {
			runtime.GC()
		}
		gcDone <- time.Since(t0)
	}()

	const bound = 20 * time.Second
	deadline := time.After(bound)
	var gcTook time.Duration
	select {
	case gcTook = <-gcDone:
	case <-deadline:
		stop.Store(true) // let the GC finish, so the rest of the suite can run
		t.Errorf("5 garbage collections did not finish within %v while a goroutine spun and another ran CUDA ops: asynchronous preemption (SIGURG) is not reaching Go", bound)
		<-gcDone
	}
	select {
	case err := <-cudaDone:
		if err != nil {
			t.Errorf("CUDA ops beside the spinning goroutine: %v", err)
		}
	case <-time.After(bound):
		t.Errorf("200 CUDA matmuls did not finish within %v beside a spinning goroutine", bound)
	}
	stop.Store(true)
	spins = <-spun
	t.Logf("5 GCs with a goroutine spinning took %v (spins %d)", gcTook, spins)
}
