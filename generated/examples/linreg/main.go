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
	// Every tensor made inside the scope is freed when it ends.
	return torch.WithScope(func(s *torch.Scope) error {
		const n = 256
		x, err := torch.Rand([]int64{n, 1}).Result()
		if err != nil {
			return err
		}
		noise, err := torch.Randn([]int64{n, 1}).Result()
		if err != nil {
			return err
		}
		y := x.Mul(3).Add(2).Add(noise.Mul(0.05)) // y = 3x + 2 + noise
		w, err := torch.Zeros([]int64{1, 1}).Result()
		if err != nil {
			return err
		}
		b, err := torch.Zeros([]int64{1}).Result()
		if err != nil {
			return err
		}
		for _, p := range []*torch.Tensor{w, b} {
			if err := p.SetRequiresGrad(true); err != nil {
				return err
			}
		}
		for step := 0; step <= 200; step++ {
			// One scope per step: the step's intermediates go at its end.
			err := torch.WithScope(func(s *torch.Scope) error {
				loss, err := torch.MseLoss(x.Matmul(w).Add(b), y).Result()
				if err != nil {
					return err
				}
				if err := loss.Backward(); err != nil {
					return err
				}
				if step%20 == 0 {
					v, err := loss.ItemFloat()
					if err != nil {
						return err
					}
					fmt.Printf("step %3d  loss %.6f\n", step, v)
				}
				return sgdStep(0.5, w, b)
			})
			if err != nil {
				return err
			}
		}
		wv, err := w.ItemFloat()
		if err != nil {
			return err
		}
		bv, err := b.ItemFloat()
		if err != nil {
			return err
		}
		fmt.Printf("fitted y = %.3fx + %.3f (true: 3x + 2)\n", wv, bv)
		return nil
	})
}

// sgdStep updates each parameter by -lr·grad outside autograd, then drops
// its gradient (Python's p.grad = None).
func sgdStep(lr float64, params ...*torch.Tensor) error {
	return torch.NoGrad(func() error {
		for _, p := range params {
			if err := p.Isub(p.Grad().Mul(lr)).Err(); err != nil {
				return err
			}
			if err := p.SetGrad(nil); err != nil {
				return err
			}
		}
		return nil
	})
}
