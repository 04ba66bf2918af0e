// Command linreg fits y = 3x + 2 by gradient descent with libtorch's
// autograd, through the generated bindings, and prints the falling loss.
package main

import (
	"fmt"
	"log"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

func main() {
	if err := run(); err != nil {
		log.Fatal(err)
	}
}

func run() error {
	if err := torch.ManualSeed(1); err != nil {
		return err
	}
	const n = 256
	x, err := torch.Rand([]int64{n, 1})
	if err != nil {
		return err
	}
	defer x.Free()
	// y = 3x + 2 + noise
	noise, err := torch.Randn([]int64{n, 1})
	if err != nil {
		return err
	}
	defer noise.Free()
	y, err := torch.MulScalar(x, torch.Float(3))
	if err != nil {
		return err
	}
	defer y.Free()
	if _, err := torch.Add_Scalar(y, torch.Float(2)); err != nil {
		return err
	}
	if _, err := torch.Add_Tensor(y, noise, torch.Add_TensorOptions{Alpha: torch.Some(torch.Float(0.05))}); err != nil {
		return err
	}

	w, err := torch.Zeros([]int64{1, 1})
	if err != nil {
		return err
	}
	defer w.Free()
	b, err := torch.Zeros([]int64{1})
	if err != nil {
		return err
	}
	defer b.Free()
	for _, p := range []*torch.Tensor{w, b} {
		if err := p.SetRequiresGrad(true); err != nil {
			return err
		}
	}

	const lr = 0.5
	for step := 0; step <= 200; step++ {
		loss, err := lossOf(x, y, w, b)
		if err != nil {
			return err
		}
		if err := loss.Backward(); err != nil {
			return err
		}
		if step%20 == 0 {
			v, err := loss.Item()
			if err != nil {
				return err
			}
			fmt.Printf("step %3d  loss %.6f\n", step, v.Float64())
		}
		loss.Free()
		if err := sgdStep(lr, w, b); err != nil {
			return err
		}
	}
	wv, _ := w.Item()
	bv, _ := b.Item()
	fmt.Printf("fitted y = %.3fx + %.3f (true: 3x + 2)\n", wv.Float64(), bv.Float64())
	return nil
}

// lossOf is the mean squared error of x·w + b against y.
func lossOf(x, y, w, b *torch.Tensor) (*torch.Tensor, error) {
	xw, err := torch.Matmul(x, w)
	if err != nil {
		return nil, err
	}
	defer xw.Free()
	pred, err := torch.AddTensor(xw, b)
	if err != nil {
		return nil, err
	}
	defer pred.Free()
	return torch.MseLoss(pred, y)
}

// sgdStep updates each parameter by -lr·grad outside autograd, then zeroes
// its gradient.
func sgdStep(lr float64, params ...*torch.Tensor) error {
	var err error
	torch.NoGrad(func() {
		for _, p := range params {
			var g *torch.Tensor
			if g, err = p.Grad(); err != nil {
				return
			}
			if _, err = torch.Sub_Tensor(p, g, torch.Sub_TensorOptions{Alpha: torch.Some(torch.Float(lr))}); err != nil {
				return
			}
			_, err = torch.Zero_(g)
			g.Free()
			if err != nil {
				return
			}
		}
	})
	return err
}
