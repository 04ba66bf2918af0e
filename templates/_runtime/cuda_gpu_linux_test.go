//go:build linux && (amd64 || arm64)

package torch

import (
	"runtime"
	"runtime/debug"
	"syscall"
	"testing"
	"unsafe"
)

// The Go side of the signals once CUDA is initialised, read from the
// kernel: see cuda_gpu_test.go.

// rtKSigaction is the kernel's struct sigaction on linux/amd64 and arm64.
type rtKSigaction struct {
	handler  uintptr
	flags    uint64
	restorer uintptr
	mask     uint64
}

const (
	rtSA_SIGINFO = 0x4
	rtSA_ONSTACK = 0x08000000
)

func rtSigactionOf(t *testing.T, sig syscall.Signal) rtKSigaction {
	t.Helper()
	var old rtKSigaction
	if _, _, e := syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, uintptr(sig), 0, uintptr(unsafe.Pointer(&old)), 8, 0, 0); e != 0 {
		t.Fatalf("rt_sigaction(%v): %v", sig, e)
	}
	return old
}

// TestCUDAKeepsGoSignalHandlers: after CUDA work, the synchronous signals
// Go turns into panics (SIGSEGV, SIGBUS, SIGFPE) and the preemption signal
// (SIGURG) all still have Go's handler: one and the same function, with
// SA_SIGINFO and SA_ONSTACK. A CUDA library that installed its own handler
// for one of them would show here as a different address.
func TestCUDAKeepsGoSignalHandlers(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3, 4}, 2, 2)
	defer x.Free()
	g := rtToDevice(t, x, dev, Float32)
	defer g.Free()
	y, err := Matmul(g, g).Result()
	if err != nil {
		t.Fatal(err)
	}
	y.Free()
	if err := CUDASynchronize(0); err != nil {
		t.Fatal(err)
	}
	goHandler := rtSigactionOf(t, syscall.SIGURG).handler
	for _, sig := range []syscall.Signal{syscall.SIGURG, syscall.SIGSEGV, syscall.SIGBUS, syscall.SIGFPE} {
		sa := rtSigactionOf(t, sig)
		t.Logf("%-22v handler %#x flags %#x", sig, sa.handler, sa.flags)
		if sa.handler <= 1 {
			t.Errorf("%v: handler %#x (default or ignored), not Go's", sig, sa.handler)
		} else if sa.handler != goHandler {
			t.Errorf("%v: handler %#x differs from SIGURG's %#x: something replaced Go's handler", sig, sa.handler, goHandler)
		}
		if sa.flags&(rtSA_SIGINFO|rtSA_ONSTACK) != rtSA_SIGINFO|rtSA_ONSTACK {
			t.Errorf("%v: flags %#x lack SA_SIGINFO|SA_ONSTACK", sig, sa.flags)
		}
	}
}

// TestCUDAFaultIsPanic: with debug.SetPanicOnFault, a read of a page
// mapped PROT_NONE (a SIGSEGV at a non-nil address) after CUDA work is a
// runtime.Error panic carrying the address, not a crash.
func TestCUDAFaultIsPanic(t *testing.T) {
	rtNeedCUDA(t)
	page, err := syscall.Mmap(-1, 0, 4096, syscall.PROT_NONE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatalf("mmap: %v", err)
	}
	defer syscall.Munmap(page)
	old := debug.SetPanicOnFault(true)
	defer debug.SetPanicOnFault(old)
	r := func() (r any) {
		defer func() { r = recover() }()
		return page[100]
	}()
	re, ok := r.(interface {
		runtime.Error
		Addr() uintptr
	})
	if !ok {
		t.Fatalf("read of a PROT_NONE page after CUDA init: recovered %T %v, want a runtime.Error with Addr", r, r)
	}
	want := uintptr(unsafe.Pointer(&page[0])) + 100
	if re.Addr() != want {
		t.Errorf("fault address %#x, want %#x (%v)", re.Addr(), want, re)
	}
	t.Logf("recovered: %v (addr %#x)", re, re.Addr())
}
