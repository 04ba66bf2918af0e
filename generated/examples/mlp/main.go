// Command mlp trains a two-layer perceptron (package nn's layers, with
// PyTorch's initialisation) on three interleaved spiral arms with Adam
// (libtorch's torch::optim, bit-exact with Python's), and prints the
// falling loss and the final accuracy. mlp.py is the same program in
// PyTorch; both print the same numbers.
package main

import (
	"errors"
	"fmt"
	"log"
	"math"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

func spirals(n, arms int64) (x, y *torch.Tensor) {
	y = torch.Arange(n).Mod(arms)
	r := torch.Rand(n)
	theta := y.Mul(2 * math.Pi / float64(arms)).Add(r.Mul(4)).Add(torch.Randn(n).Mul(0.2))
	return torch.Stack([]*torch.Tensor{r.Mul(theta.Sin()), r.Mul(theta.Cos())}, 1), y
}

func main() {
	seedErr := torch.ManualSeed(0) // reported with the training's errors, below
	x, y := spirals(600, 3)
	model := nn.NewSequential(nn.NewLinear(2, 64), &nn.ReLU{}, nn.NewLinear(64, 3))
	opt, err := torch.Adam(model.Parameters(), torch.AdamOptions{Lr: torch.Some(0.01)})
	for step := 0; step <= 500 && err == nil; step++ { // each step's tensors are freed by the GC net
		loss := nn.F.CrossEntropy(model.Forward(x), y)
		err = errors.Join(opt.ZeroGrad(), loss.Backward(), opt.Step())
		if step%100 == 0 {
			fmt.Printf("step %3d  loss %.4f\n", step, loss)
		}
	}
	if err = errors.Join(seedErr, err); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("accuracy %.3f\n", model.Forward(x).Argmax(1).Eq(y).ToDtype(torch.Float32).Mean())
}
