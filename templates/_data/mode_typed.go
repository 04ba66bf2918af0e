//go:build !gotorchgen_stable

// The typed mode's side of what differs by mode in package data; the
// stable mode's (gotorchgen generate --abi stable) is mode_stable.go.
// gotorchgen emits each file in its mode only (emit's modeFile), and the
// stable package's copy loses its build line: neither needs a tag to build.

package data

import torch "github.com/gotorchgen/gotorchgen/generated/torch"

// floatTensor is a 0-dim float64 tensor holding v.
func floatTensor(v float64) *torch.Tensor {
	return torch.ScalarTensor(torch.Float(v), torch.ScalarTensorOptions{Dtype: torch.Some(torch.Float64)})
}

// intTensor is a 0-dim int64 tensor holding v.
func intTensor(v int64) *torch.Tensor {
	return torch.ScalarTensor(torch.Int(v), torch.ScalarTensorOptions{Dtype: torch.Some(torch.Int64)})
}

// newGenerator is a CPU generator seeded with seed.
func newGenerator(seed int64) (*torch.Generator, error) { return torch.NewGenerator(seed) }

func freeGenerator(g *torch.Generator) { g.Free() }
