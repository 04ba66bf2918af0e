package torch

// #include "gotorch.h"
// #cgo nocallback gt_cuda_is_available
// #cgo nocallback gt_cuda_device_count
// #cgo nocallback gt_cuda_is_built
// #cgo nocallback gt_cuda_synchronize
// #cgo nocallback gt_cuda_manual_seed
// #cgo nocallback gt_cuda_manual_seed_all
import "C"

// The CUDA helpers compile and link in every flavour: in a package
// generated for a CPU-only libtorch they report no devices, CUDASynchronize
// returns an error and the seeding functions do nothing, as in PyTorch.

// CUDAIsAvailable reports whether libtorch was built with CUDA and sees at
// least one CUDA device. It is false in CPU-only builds.
func CUDAIsAvailable() bool { return bool(C.gt_cuda_is_available()) }

// CUDADeviceCount returns the number of CUDA devices (0 in CPU-only
// builds).
func CUDADeviceCount() int { return int(C.gt_cuda_device_count()) }

// CUDAIsBuilt reports whether libtorch's CUDA kernels are registered in
// this process: true when the package is linked with libtorch_cuda (the
// cuda flavour, unless built with the tag gotorch_nocuda), whether or not a
// GPU is present; false with a CPU-only libtorch. A cuda-flavoured program
// for which it is false has lost libtorch_cuda to the linker's --as-needed
// and would run every operator on the CPU only.
func CUDAIsBuilt() bool { return bool(C.gt_cuda_is_built()) }

// CUDASynchronize waits until all work queued on a CUDA device has
// finished, as torch.cuda.synchronize. device is a device index, or -1 for
// the current device. Without a CUDA device (a CPU-only libtorch, or no
// GPU) it returns an error ("No CUDA GPUs are available"), as does a device
// index out of range.
func CUDASynchronize(device int) error {
	return newError("CUDASynchronize", C.gt_cuda_synchronize(C.int64_t(device)))
}

// CUDAManualSeed seeds the default random generator of the current CUDA
// device, as torch.cuda.manual_seed. Without a CUDA device it does nothing
// and returns nil. ManualSeed seeds the CPU and every CUDA device at once.
func CUDAManualSeed(seed uint64) error {
	return newError("CUDAManualSeed", C.gt_cuda_manual_seed(C.uint64_t(seed)))
}

// CUDAManualSeedAll seeds the default random generators of all CUDA
// devices (not the CPU's), as torch.cuda.manual_seed_all. Without a CUDA
// device it does nothing and returns nil.
func CUDAManualSeedAll(seed uint64) error {
	return newError("CUDAManualSeedAll", C.gt_cuda_manual_seed_all(C.uint64_t(seed)))
}
