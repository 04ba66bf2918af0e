//go:build gotorch_nocuda

package torch

// rtNoCUDATag: see cuda_tag.go.
const rtNoCUDATag = true
