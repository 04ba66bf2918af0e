package torch

// #include "gotorch.h"
// #cgo nocallback gt_cuda_is_available
// #cgo nocallback gt_cuda_device_count
import "C"

// CUDAIsAvailable reports whether libtorch was built with CUDA and sees at
// least one CUDA device. It is false in CPU-only builds.
func CUDAIsAvailable() bool { return bool(C.gt_cuda_is_available()) }

// CUDADeviceCount returns the number of CUDA devices (0 in CPU-only
// builds).
func CUDADeviceCount() int { return int(C.gt_cuda_device_count()) }
