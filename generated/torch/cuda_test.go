package torch

import (
	"slices"
	"strings"
	"testing"
)

// The CUDA helpers are tested for what they do here: without a GPU they
// must report no devices, refuse to synchronize with an error and leave the
// CPU's random numbers alone. What needs a GPU skips, saying so.

const rtNeedsGPU = "needs a CUDA device; this machine has none"

func TestCUDAIsBuiltMatchesFlavour(t *testing.T) {
	want := Flavour == "cuda" && !rtNoCUDATag
	got := CUDAIsBuilt()
	switch {
	case want && !got:
		t.Fatalf("package generated for a CUDA libtorch (Flavour %q), but no CUDA kernels are registered: libtorch_cuda is not linked (dropped by --as-needed?)", Flavour)
	case !want && got:
		t.Fatalf("CUDA kernels are registered, but the package links no libtorch_cuda (Flavour %q, tag gotorch_nocuda %v)", Flavour, rtNoCUDATag)
	}
	if !got && (CUDAIsAvailable() || CUDADeviceCount() != 0) {
		t.Errorf("no CUDA kernels, but CUDAIsAvailable %v, CUDADeviceCount %d", CUDAIsAvailable(), CUDADeviceCount())
	}
	t.Logf("Flavour %s, gotorch_nocuda %v, CUDAIsBuilt %v, CUDA devices %d", Flavour, rtNoCUDATag, got, CUDADeviceCount())
}

func TestCUDASynchronize(t *testing.T) {
	n := CUDADeviceCount()
	if n == 0 {
		for _, d := range []int{-1, 0, 1} {
			err := CUDASynchronize(d)
			if err == nil {
				t.Fatalf("CUDASynchronize(%d) without a CUDA device returned nil", d)
			}
			e, ok := AsError(err)
			if !ok || e.Op != "CUDASynchronize" || !strings.Contains(e.Message, "CUDA") {
				t.Errorf("CUDASynchronize(%d) = %#v, want an *Error from CUDASynchronize naming CUDA", d, err)
			}
		}
		t.Skip("synchronizing a device " + rtNeedsGPU)
	}
	for d := -1; d < n; d++ {
		if err := CUDASynchronize(d); err != nil {
			t.Errorf("CUDASynchronize(%d) with %d devices: %v", d, n, err)
		}
	}
	if err := CUDASynchronize(n); err == nil {
		t.Errorf("CUDASynchronize(%d) with %d devices: no error", n, n)
	}
}

// rtRandn draws n normal numbers on dev from its default generator.
func rtRandn(t *testing.T, dev Device, n int64) []float32 {
	t.Helper()
	x, err := Randn([]int64{n}, RandnOptions{Device: Some(dev)}).Result()
	if err != nil {
		t.Fatalf("Randn on %v: %v", dev, err)
	}
	defer x.Free()
	v, err := ToSlice[float32](x)
	if err != nil {
		t.Fatalf("ToSlice: %v", err)
	}
	return v
}

func TestCUDAManualSeed(t *testing.T) {
	noLeaks(t)
	// Seeding CUDA must not touch the CPU generator.
	if err := ManualSeed(7); err != nil {
		t.Fatal(err)
	}
	a := rtRandn(t, CPUDevice, 8)
	if err := ManualSeed(7); err != nil {
		t.Fatal(err)
	}
	if err := CUDAManualSeed(99); err != nil {
		t.Errorf("CUDAManualSeed: %v", err)
	}
	if err := CUDAManualSeedAll(99); err != nil {
		t.Errorf("CUDAManualSeedAll: %v", err)
	}
	if b := rtRandn(t, CPUDevice, 8); !slices.Equal(a, b) {
		t.Errorf("CUDA seeding changed the CPU random numbers: %v, then %v", a, b)
	}
	if CUDADeviceCount() == 0 {
		t.Skip("CUDA random numbers: " + rtNeedsGPU + " (CUDAManualSeed and CUDAManualSeedAll returned nil and did nothing)")
	}
	dev := CUDADevice(0)
	for name, seed := range map[string]func(uint64) error{"CUDAManualSeed": CUDAManualSeed, "CUDAManualSeedAll": CUDAManualSeedAll} {
		if err := seed(5); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		x := rtRandn(t, dev, 8)
		if err := seed(5); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if y := rtRandn(t, dev, 8); !slices.Equal(x, y) {
			t.Errorf("%s(5) twice: %v, then %v", name, x, y)
		}
	}
}
