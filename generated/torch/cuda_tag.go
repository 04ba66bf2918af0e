//go:build !gotorch_nocuda

package torch

// rtNoCUDATag reports whether the package was built with the tag
// gotorch_nocuda, which leaves libtorch_cuda and libc10_cuda out of the
// link of a cuda-flavoured package (to build it against the CPU-only
// libtorch of the same version). It changes nothing in the cpu flavour.
const rtNoCUDATag = false
