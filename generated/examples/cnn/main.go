// Command cnn runs a small convolutional network forward on a batch of two
// 12×12 images and prints the logits. The input and every parameter are
// filled deterministically, without random numbers, so that cnn.py, the
// same program in PyTorch, prints the same numbers.
package main

import (
	"fmt"
	"log"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

func main() {
	out, err := logits()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(out)
}

// logits makes the parameters and the input and returns the network's
// output, (2, 10); it frees everything else it made.
func logits() (*torch.Tensor, error) {
	return torch.ScopedTensor(func(s *torch.Scope) (*torch.Tensor, error) {
		x, err := wave(0.1, 2, 1, 12, 12)
		if err != nil {
			return nil, err
		}
		// conv1's weight and bias, conv2's, then the linear layer's: the
		// order of the nn.Sequential's parameters() in cnn.py.
		shapes := [][]int64{{4, 1, 3, 3}, {4}, {8, 4, 3, 3}, {8}, {10, 8 * 3 * 3}, {10}}
		p := make([]*torch.Tensor, len(shapes))
		for i, shape := range shapes {
			if p[i], err = wave(float64(i+1), shape...); err != nil {
				return nil, err
			}
		}
		return forward(x, p)
	})
}

// forward is two blocks of conv 3×3 → ReLU → max pool 2, then flatten →
// linear.
func forward(x *torch.Tensor, p []*torch.Tensor) (*torch.Tensor, error) {
	h, err := block(x, p[0], p[1])
	if err != nil {
		return nil, err
	}
	if h, err = block(h, p[2], p[3]); err != nil {
		return nil, err
	}
	flat := h.FlattenUsingInts(torch.FlattenUsingIntsOptions{StartDim: torch.Some[int64](1)})
	return torch.Linear(flat, p[4], torch.LinearOptions{Bias: p[5]})
}

// block is a 3×3 convolution with padding 1, then ReLU and 2×2 max pooling.
func block(x, w, b *torch.Tensor) (*torch.Tensor, error) {
	h, err := torch.Conv2d(x, w, torch.Conv2dOptions{Bias: b, Padding: torch.Some([]int64{1, 1})})
	if err != nil {
		return nil, err
	}
	return torch.MaxPool2d(h.Relu(), []int64{2, 2})
}

// wave is sin(f·i) over the elements' indices i, in the given shape.
func wave(f float64, shape ...int64) (*torch.Tensor, error) {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	i, err := torch.Arange(torch.Int(n))
	if err != nil {
		return nil, err
	}
	w := i.Mul(f).Sin().Reshape(shape)
	return w, w.Err()
}
