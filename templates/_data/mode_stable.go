//go:build gotorchgen_stable

// The stable mode's side of what differs by mode in package data (see
// mode_typed.go).

package data

import (
	"errors"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// floatTensor is a 0-dim float64 tensor holding v (scalar_tensor's Scalar
// is not carried: FromSlice with an empty shape).
func floatTensor(v float64) *torch.Tensor {
	return torch.Chain(torch.FromSlice([]float64{v}, []int64{}...))
}

// intTensor is a 0-dim int64 tensor holding v.
func intTensor(v int64) *torch.Tensor {
	return torch.Chain(torch.FromSlice([]int64{v}, []int64{}...))
}

// newGenerator fails: libtorch's stable C ABI (2.14) makes no generator
// (torch_new_generator_handle copies one it is given), so shuffling
// samplers (RandomSampler, DistributedSampler with Shuffle) need the typed
// mode (their iteration fails with this error).
func newGenerator(seed int64) (*torch.Generator, error) {
	return nil, errors.New("a seeded torch.Generator: libtorch's stable C ABI (2.14) cannot make one; use the typed mode")
}

func freeGenerator(*torch.Generator) {}
