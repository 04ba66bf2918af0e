// Command cnn runs a small convolutional network forward on a batch of two
// 12×12 images and prints the logits. The input and every parameter are
// filled deterministically, without random numbers, so that cnn.py, the
// same program in PyTorch, prints the same numbers.
package main

import (
	"fmt"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

// wave is sin(f·i) over the elements' indices i, in the given shape.
func wave(f float64, shape ...int64) *torch.Tensor {
	return torch.Arange(torch.Size(shape).Numel()).Mul(f).Sin().Reshape(shape)
}

// main stops at the first error with a panic (Tensor.Must), as cnn.py
// stops with an exception.
func main() {
	model := nn.NewSequential(
		nn.NewConv2d(1, 4, 3, nn.ConvOptions{Padding: []int64{1}}), &nn.ReLU{}, nn.NewMaxPool2d(2),
		nn.NewConv2d(4, 8, 3, nn.ConvOptions{Padding: []int64{1}}), &nn.ReLU{}, nn.NewMaxPool2d(2),
		nn.NewFlatten(), nn.NewLinear(8*3*3, 10))
	for i, p := range model.Parameters() { // Python's p.data.copy_(...)
		p.Detach().Copy_(wave(float64(i+1), p.Shape()...)).Must()
	}
	fmt.Println(model.Forward(wave(0.1, 2, 1, 12, 12)).Must())
}
