// Command mlp trains a two-layer perceptron on three interleaved spiral
// arms with Adam, written by hand over the tensor API, and prints the
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
		l1, err := newLinear(2, 64)
		if err != nil {
			return err
		}
		l2, err := newLinear(64, 3)
		if err != nil {
			return err
		}
		model := func() *torch.Tensor { return l2.forward(l1.forward(x).Relu()) }
		opt := newAdam(0.01, l1.w, l1.b, l2.w, l2.b)
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
					v, err := loss.Item()
					if err != nil {
						return err
					}
					fmt.Fprintf(w, "step %3d  loss %.4f\n", step, v.Float64())
				}
				return opt.step()
			})
			if err != nil {
				return err
			}
		}
		pred := model().Argmax(torch.ArgmaxOptions{Dim: torch.Some[int64](1)})
		v, err := pred.Eq(y).ToDtype(torch.Float32).Mean().Item()
		acc = v.Float64()
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

// linear is a fully connected layer, x·wᵀ + b, with w (out, in) as in
// nn.Linear.
type linear struct{ w, b *torch.Tensor }

// newLinear initialises w and b as nn.Linear does, uniformly in ±1/√in.
func newLinear(in, out int64) (linear, error) {
	bound := 1 / math.Sqrt(float64(in))
	var p [2]*torch.Tensor
	for i, shape := range [][]int64{{out, in}, {out}} {
		u, err := torch.Rand(shape)
		if err != nil {
			return linear{}, err
		}
		p[i] = u.Mul(2 * bound).Sub(bound)
		if err := p[i].SetRequiresGrad(true); err != nil {
			return linear{}, err
		}
	}
	return linear{p[0], p[1]}, nil
}

func (l linear) forward(x *torch.Tensor) *torch.Tensor { return x.Matmul(l.w.T()).Add(l.b) }

// adam is torch.optim.Adam with its default betas and eps.
type adam struct {
	lr           float64
	t            int
	params, m, v []*torch.Tensor
}

const beta1, beta2, eps = 0.9, 0.999, 1e-8

func newAdam(lr float64, params ...*torch.Tensor) *adam {
	a := &adam{lr: lr, params: params}
	for _, p := range params {
		a.m = append(a.m, p.NewZeros(p.Shape()))
		a.v = append(a.v, p.NewZeros(p.Shape()))
	}
	return a
}

// step updates each parameter from its gradient, outside autograd, then
// drops the gradient (opt.step(), then opt.zero_grad(set_to_none=True)).
func (a *adam) step() error {
	a.t++
	c1 := 1 - math.Pow(beta1, float64(a.t)) // bias corrections
	c2 := 1 - math.Pow(beta2, float64(a.t))
	var err error
	torch.NoGrad(func() {
		for i, p := range a.params {
			g, m, v := p.Grad(), a.m[i], a.v[i]
			if err = m.Copy_(m.Mul(beta1).Add(g.Mul(1 - beta1))); err != nil {
				return
			}
			if err = v.Copy_(v.Mul(beta2).Add(g.Mul(g).Mul(1 - beta2))); err != nil {
				return
			}
			mhat, vhat := m.Div(c1), v.Div(c2)
			if err = p.Isub(mhat.Mul(a.lr).Div(vhat.Sqrt().Add(eps))); err != nil {
				return
			}
			if err = p.SetGrad(nil); err != nil {
				return
			}
		}
	})
	return err
}
