// Command mlp trains a two-layer perceptron (package nn's layers, with
// PyTorch's initialisation) on three interleaved spiral arms with Adam
// (libtorch's torch::optim, bit-exact with Python's), and prints the
// falling loss and the final accuracy. mlp.py is the same program in
// PyTorch.
package main

import (
	"fmt"
	"io"
	"log"
	"math"
	"os"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

func main() {
	acc, err := train(500, os.Stdout)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("accuracy %.3f\n", acc)
}

// train fits the perceptron for the given number of steps, printing the
// loss to w every 100, and returns its accuracy on the training set.
func train(steps int, w io.Writer) (float64, error) {
	if err := torch.ManualSeed(0); err != nil {
		return 0, err
	}
	var acc float64
	err := torch.WithScope(func(s *torch.Scope) error {
		x, y, err := spirals(600, 3)
		if err != nil {
			return err
		}
		net := nn.NewSequential(nn.NewLinear(2, 64), &nn.ReLU{}, nn.NewLinear(64, 3))
		model := func() *torch.Tensor { return net.Forward(x) }
		opt, err := torch.Adam(net.Parameters(), torch.AdamOptions{Lr: torch.Some(0.01)})
		if err != nil {
			return err
		}
		defer opt.Free()
		for step := 0; step <= steps; step++ {
			// One scope per step: the step's intermediates go at its end.
			err := torch.WithScope(func(s *torch.Scope) error {
				loss, err := torch.CrossEntropyLoss(model(), y)
				if err != nil {
					return err
				}
				if err := loss.Backward(); err != nil {
					return err
				}
				if step%100 == 0 {
					v, err := loss.ItemFloat()
					if err != nil {
						return err
					}
					fmt.Fprintf(w, "step %3d  loss %.4f\n", step, v)
				}
				if err := opt.Step(); err != nil {
					return err
				}
				return opt.ZeroGrad()
			})
			if err != nil {
				return err
			}
		}
		pred := model().Argmax(torch.ArgmaxOptions{Dim: torch.Some[int64](1)})
		acc, err = pred.Eq(y).ToDtype(torch.Float32).Mean().ItemFloat()
		return err
	})
	return acc, err
}

// spirals returns n points on the given number of spiral arms, (n, 2), and
// the arm of each, (n).
func spirals(n, arms int64) (x, y *torch.Tensor, err error) {
	i, err := torch.Arange(torch.Int(n))
	if err != nil {
		return nil, nil, err
	}
	r, err := torch.Rand([]int64{n})
	if err != nil {
		return nil, nil, err
	}
	noise, err := torch.Randn([]int64{n})
	if err != nil {
		return nil, nil, err
	}
	y = i.Mod(arms)
	theta := y.Mul(2 * math.Pi / float64(arms)).Add(r.Mul(4)).Add(noise.Mul(0.2))
	xs := []*torch.Tensor{r.Mul(theta.Sin()), r.Mul(theta.Cos())}
	x, err = torch.Stack(xs, torch.StackOptions{Dim: torch.Some[int64](1)})
	return x, y, err
}
