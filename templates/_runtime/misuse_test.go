package torch

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// Regression tests of "Reliability round 2": misuse that crashed the
// process, collected needlessly or was silently wrong. See
// docs/RELIABILITY.md in gotorchgen.

// TestToSliceOfHugeExpandedView: a 1-element tensor expanded to 2^40
// elements (4 TiB as float32) stores 4 bytes; copying it out must be an
// error, not the Go runtime's fatal out-of-memory.
func TestToSliceOfHugeExpandedView(t *testing.T) {
	noLeaks(t)
	one := tensor(t, []float32{7})
	huge, err := Expand(one, []int64{1 << 40}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer huge.Free()
	_, err = ToSlice[float32](huge)
	rtWantError(t, "ToSlice of 2^40 elements", err, "ToSlice", "1099511627776 elements need 4.0 TiB", "more than this machine's memory")
	// A small expansion still copies.
	small, err := Expand(one, []int64{3}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer small.Free()
	equal(t, "small expansion", values[float32](t, small, nil), []float32{7, 7, 7})
}

// TestFreeDuringUse frees a tensor on one goroutine while another is
// inside an operator reading it (a matrix-vector product reads the matrix
// through a raw pointer, holding no reference of its own). The matrix is
// 64 MiB, above glibc's largest mmap threshold, so its memory is unmapped
// when freed: before the use count, the reader got SIGSEGV. Now the reading
// call completes with the tensor intact, the handle is released when it
// ends, and later calls fail with an error naming the argument.
func TestFreeDuringUse(t *testing.T) {
	noLeaks(t)
	x, err := Ones([]int64{4096, 4096}).Result()
	if err != nil {
		t.Fatal(err)
	}
	v := tensor(t, make([]float32, 4096))
	if _, err := Fill_Scalar(v, Float(1)).Result(); err != nil {
		t.Fatal(err)
	}
	var (
		wg        sync.WaitGroup
		succeeded int
		lastErr   error
	)
	start := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		close(start)
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
			p, err := Mv(x, v).Result()
			if err != nil {
				lastErr = err
				return
			}
			got := values[float32](t, p, nil)
			p.Free()
			if got[0] != 4096 || got[4095] != 4096 {
				t.Errorf("mv during a concurrent Free = %v..., want 4096", got[0])
				return
			}
			succeeded++
		}
	}()
	<-start
	time.Sleep(30 * time.Millisecond)
	x.Free()
	wg.Wait()
	if succeeded == 0 {
		t.Errorf("no Mv completed before the Free")
	}
	rtWantError(t, "Mv after a concurrent Free", lastErr, "mv", "argument self", "tensor is nil or has been freed")
	if !x.Freed() {
		t.Errorf("Freed() = false after Free")
	}
}

// TestFreeDuringUseStress: many goroutines use one tensor in operators,
// queries and lists while another frees it; every call either succeeds on
// intact data or fails with an error, and the handle is released exactly
// once (noLeaks, and LeakSanitizer in make leakcheck).
func TestFreeDuringUseStress(t *testing.T) {
	noLeaks(t)
	for round := 0; round < 50; round++ {
		x, err := FromSlice([]float32{1, 2, 3, 4})
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for g := 0; g < 4; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; i < 50; i++ {
					if r, err := AddTensor(x, x).Result(); err == nil {
						if v := values[float32](t, r, nil); v[3] != 8 {
							t.Errorf("add during a concurrent Free = %v", v)
						}
						r.Free()
					} else if !strings.Contains(err.Error(), "has been freed") {
						t.Errorf("add: %v", err)
					}
					if r, err := Cat([]*Tensor{x, x}).Result(); err == nil {
						r.Free()
					} else if !strings.Contains(err.Error(), "has been freed") {
						t.Errorf("cat: %v", err)
					}
					if s, err := ToSlice[float32](x); err == nil && s[0] != 1 {
						t.Errorf("ToSlice during a concurrent Free = %v", s)
					}
				}
			}()
		}
		x.Free()
		wg.Wait()
	}
}

// TestNoCollectionWhenEveryTensorIsFreed: results far above the GC
// threshold, each freed, never start a collection (it used to be one per
// result: 1.45 ms an op instead of 0.6 µs). Tensors that stay alive
// unfreed still do.
func TestNoCollectionWhenEveryTensorIsFreed(t *testing.T) {
	noLeaks(t)
	defer SetGCThreshold(SetGCThreshold(16 << 20))
	before := GCCollections()
	for i := 0; i < 20; i++ {
		r, err := Zeros([]int64{8 << 20}).Result() // 32 MiB
		if err != nil {
			t.Fatal(err)
		}
		r.Free()
	}
	if n := GCCollections() - before; n != 0 {
		t.Errorf("%d collections for 20 freed 32 MiB results, want 0", n)
	}
	// The same results dropped without Free are garbage the safety net
	// must collect.
	before, live := GCCollections(), LiveTensors()
	for i := 0; i < 4; i++ {
		if _, err := Zeros([]int64{8 << 20}).Result(); err != nil {
			t.Fatal(err)
		}
	}
	if GCCollections() == before {
		t.Errorf("no collection for 96 MiB of dropped results above a 16 MiB threshold")
	}
	rtSettleLiveTensors(live)
}

// TestViewsAccountOnlyTheirHandle: a view, an expansion, a shallow clone,
// a detached tensor share their base's storage and add only a handle's overhead to
// LiveBytes; they used to count their elements again (an expansion to 2^40
// elements counted 4 TiB and forced a collection on every call).
func TestViewsAccountOnlyTheirHandle(t *testing.T) {
	noLeaks(t)
	base, err := Zeros([]int64{1024, 1024}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer base.Free()
	one := tensor(t, []float32{1})
	for _, c := range []struct {
		name string
		make func() (*Tensor, error)
	}{
		{"view", func() (*Tensor, error) { return View(base, []int64{-1}).Result() }},
		{"select", func() (*Tensor, error) { return SelectInt(base, 0, 3).Result() }},
		{"expand to 2^40", func() (*Tensor, error) { return Expand(one, []int64{1 << 40}).Result() }},
		{"shallow clone", func() (*Tensor, error) { return base.ShallowClone().Result() }},
		{"detach", func() (*Tensor, error) { return Detach(base).Result() }},
		{"alias", func() (*Tensor, error) { return Alias(base).Result() }},
	} {
		before := LiveBytes()
		v, err := c.make()
		if err != nil {
			t.Fatal(c.name, err)
		}
		if d := LiveBytes() - before; d > 4096 {
			t.Errorf("%s: LiveBytes grew by %d, want a handle's overhead", c.name, d)
		}
		v.Free()
	}
	before := LiveBytes()
	c, err := Zeros([]int64{1024, 1024}).Result()
	if err != nil {
		t.Fatal(err)
	}
	if d := LiveBytes() - before; d < 4<<20 {
		t.Errorf("a new 4 MiB tensor added %d bytes to LiveBytes", d)
	}
	c.Free()
	// A result autograd saved for backward shares its storage with the
	// saved copy, and is still its owner.
	w, err := Zeros([]int64{1024, 1024}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Free()
	if err := w.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	before = LiveBytes()
	e, err := Exp(w).Result()
	if err != nil {
		t.Fatal(err)
	}
	if d := LiveBytes() - before; d < 4<<20 {
		t.Errorf("exp's 4 MiB result, saved for backward, added %d bytes to LiveBytes", d)
	}
	e.Free()
}

// TestOutOfRangeArguments: enum and device values outside libtorch's
// range, and strings with a NUL byte, are errors naming the argument;
// they used to be truncated (cpu:256 became cpu:0) or cut at the NUL.
func TestOutOfRangeArguments(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2})
	for _, c := range []struct {
		name string
		opts ZerosOptions
		want string
	}{
		{"device index 256", ZerosOptions{Device: Some(Device{Type: CPU, Index: 256})}, "argument device: device index 256 is out of range [-1, 127]"},
		{"device index 2^32", ZerosOptions{Device: Some(Device{Type: CPU, Index: 1 << 32})}, "device index 4294967296 is out of range"},
		{"device index -2", ZerosOptions{Device: Some(Device{Type: CPU, Index: -2})}, "device index -2 is out of range"},
		{"cpu:1", ZerosOptions{Device: Some(Device{Type: CPU, Index: 1})}, "of a CPU device: want -1 or 0"},
		{"device type 99", ZerosOptions{Device: Some(Device{Type: 99, Index: -1})}, "argument device: device type 99 is out of range"},
		{"dtype 99", ZerosOptions{Dtype: Some(DType(99))}, "argument dtype: dtype 99 is out of range"},
		{"dtype -2", ZerosOptions{Dtype: Some(DType(-2))}, "argument dtype: dtype -2 is out of range"},
		{"layout 50", ZerosOptions{Layout: Some(Layout(50))}, "argument layout: layout 50 is out of range"},
	} {
		r, err := Zeros([]int64{2}, c.opts).Result()
		if err == nil {
			r.Free()
		}
		rtWantError(t, c.name, err, "zeros", c.want)
	}
	_, err := ToDevice(x, CUDADevice(256), Float32).Result()
	rtWantError(t, "cuda:256", err, "to.device", "argument device: device index 256 is out of range")
	_, err = DivTensorMode(x, x, Some("floor\x00junk")).Result()
	rtWantError(t, "string with NUL", err, "div.Tensor_mode", "argument rounding_mode: string contains a NUL byte")
	r, err := Zeros([]int64{2}, ZerosOptions{Device: Some(Device{Type: CPU, Index: 0})}).Result()
	if err != nil {
		t.Errorf("cpu:0: %v", err)
	} else {
		r.Free()
	}
}

// TestErrorsNameFunctionAndArgument: a nil or freed tensor is reported
// with the Go function, the operator and the argument (element) it was
// passed as.
func TestErrorsNameFunctionAndArgument(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2})
	freed := tensor(t, []float32{1, 2})
	freed.Free()
	_, err := AddTensor(x, freed).Result()
	rtWantError(t, "freed other", err, "add.Tensor", "argument other: tensor is nil or has been freed")
	if err != nil && !strings.HasPrefix(err.Error(), "torch: AddTensor (aten::add.Tensor): argument other: ") {
		t.Errorf("error text %q does not start with the function, operator and argument", err)
	}
	_, err = AddTensor(nil, x).Result()
	rtWantError(t, "nil self", err, "add.Tensor", "argument self: tensor is nil or has been freed")
	// The typed call shape (the options struct last) reaches the typed
	// function; Python's shape would refuse the nil element before, as
	// Python's parser does (an *ArgumentError).
	_, err = Cat([]*Tensor{x, nil, freed}, CatOptions{}).Result()
	rtWantError(t, "nil list element", err, "cat", "element 1 of argument tensors: tensor is nil or has been freed")
	_, err = IndexTensor(x, []*Tensor{nil, freed}).Result()
	rtWantError(t, "freed optional element", err, "index.Tensor", "element 1 of argument indices: tensor has been freed")
	_, err = Conv2d(tensor(t, make([]float32, 16), 1, 1, 4, 4), tensor(t, make([]float32, 4), 1, 1, 2, 2), Conv2dOptions{Bias: freed}).Result()
	rtWantError(t, "freed optional", err, "conv2d", "argument bias: tensor is nil or has been freed")
	_, err = ToSlice[float32](freed)
	rtWantError(t, "ToSlice of a freed tensor", err, "ToSlice", "argument t: tensor is nil or has been freed")
}
