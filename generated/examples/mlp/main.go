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
	y = torch.Chain(torch.Arange(torch.Int(n))).Mod(arms)
	r := torch.Chain(torch.Rand([]int64{n}))
	theta := y.Mul(2 * math.Pi / float64(arms)).Add(r.Mul(4)).Add(torch.Chain(torch.Randn([]int64{n})).Mul(0.2))
	xs := []*torch.Tensor{r.Mul(theta.Sin()), r.Mul(theta.Cos())}
	return torch.Chain(torch.Stack(xs, torch.StackOptions{Dim: torch.Some[int64](1)})), y
}

func main() {
	if err := torch.ManualSeed(0); err != nil {
		log.Fatal(err)
	}
	x, y := spirals(600, 3)
	model := nn.NewSequential(nn.NewLinear(2, 64), &nn.ReLU{}, nn.NewLinear(64, 3))
	opt, err := torch.Adam(model.Parameters(), torch.AdamOptions{Lr: torch.Some(0.01)})
	for step := 0; step <= 500 && err == nil; step++ {
		err = torch.WithScope(func(*torch.Scope) error { // frees the step's tensors at its end
			loss := torch.Chain(torch.CrossEntropyLoss(model.Forward(x), y))
			err := errors.Join(opt.ZeroGrad(), loss.Backward(), opt.Step())
			if step%100 == 0 {
				fmt.Printf("step %3d  loss %.4f\n", step, loss)
			}
			return err
		})
	}
	if err != nil {
		log.Fatal(err)
	}
	pred := model.Forward(x).Argmax(1)
	fmt.Printf("accuracy %.3f\n", pred.Eq(y).ToDtype(torch.Float32).Mean())
}
