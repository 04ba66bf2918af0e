package torch

import (
	"math/bits"
	"strconv"
	"strings"
)

// Size is a shape, as Python's torch.Size: Shape's []int64 converts to it
// (torch.Size(x.Shape())) and it passes wherever a shape ([]int64) goes.
type Size []int64

// Numel is the number of elements a tensor of this shape holds, the
// product of the sizes (Python's torch.Size.numel()); 1 for the empty
// shape of a 0-dim tensor. A negative size, or a product beyond int64,
// gives -1: no tensor has that shape.
func (s Size) Numel() int64 {
	n := uint64(1)
	for _, d := range s {
		if d < 0 {
			return -1
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > 1<<63-1 {
			return -1
		}
		n = lo
	}
	return int64(n)
}

// String formats s as Python prints it: "torch.Size([2, 3])".
func (s Size) String() string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return "torch.Size([" + strings.Join(parts, ", ") + "])"
}
