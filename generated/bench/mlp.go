package bench

import (
	"errors"
	"math"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// The model cases: the forward of a multi-layer perceptron, as
// torch.nn.Sequential(Linear, ReLU, ..., Linear) runs it (nn.Linear is
// at::linear, i.e. addmm with the bias; nn.ReLU is the out-of-place relu).
// The Go and C++ twins make the same weights from the same seed, so their
// outputs can be compared (TestMLPSameOutput), and make them once, in the
// Case's Setup, outside the timed loops.

// mlpSeed seeds the generator that makes the weights, biases and input.
const mlpSeed = 20240601

// scope is how a model case runs its forwards: which autograd mode, and
// whether one scope holds the whole loop or each forward opens its own (a
// server wrapping each request). The values are those gtb_mlp_run takes.
type scope int

const (
	noGradLoop       scope = iota // torch.NoGrad around the loop; C++: one at::NoGradGuard
	inferenceLoop                 // torch.InferenceMode around the loop; C++: one c10::InferenceMode
	noGradPerCall                 // torch.NoGrad around each forward
	inferencePerCall              // torch.InferenceMode around each forward
)

func (s scope) inference() bool { return s == inferenceLoop || s == inferencePerCall }

// mlpCase is a model case: an MLP with layer widths sizes (sizes[0] in,
// sizes[len-1] out) on a batch of inputs, run under sc.
func mlpCase(name string, sizes []int64, batch int64, sc scope) Case {
	var g *mlp
	var c *cppMLP
	return Case{
		Name: name,
		Setup: func() (func(), error) {
			var err error
			if g, err = newMLP(sizes, batch, mlpSeed); err != nil {
				return nil, err
			}
			if c, err = newCppMLP(sizes, batch, mlpSeed); err != nil {
				g.free()
				return nil, err
			}
			return func() { g.free(); c.free(); g, c = nil, nil }, nil
		},
		Go:  func(n int) error { return g.run(n, sc) },
		Cpp: func(n int) { c.run(n, sc) },
	}
}

// mlp is the Go model: weights w[i] (out×in) and biases b[i] of each
// Linear, requiring gradients as nn.Linear's parameters do (so that NoGrad
// has something to switch off), and the input batch x.
type mlp struct {
	w, b []*torch.Tensor
	x    *torch.Tensor
}

// newMLP makes the model as gtb_mlp_new does: from one generator seeded
// with seed, for each layer randn weights then randn biases, both scaled by
// 1/sqrt(in) (1/32 for 1024 inputs, which keeps activations of order 1),
// then the randn input.
func newMLP(sizes []int64, batch int64, seed uint64) (*mlp, error) {
	if len(sizes) < 2 {
		return nil, errors.New("newMLP: want at least two layer widths")
	}
	gen, err := torch.NewGenerator(int64(seed))
	if err != nil {
		return nil, err
	}
	defer gen.Free()
	randn := func(scale float64, size ...int64) (*torch.Tensor, error) {
		r, err := torch.RandnGenerator(size, gen).Result()
		if err != nil {
			return nil, err
		}
		defer r.Free()
		return torch.MulScalar(r, torch.Float(scale)).Result()
	}
	m := &mlp{}
	for i := 0; i+1 < len(sizes); i++ {
		in, out := sizes[i], sizes[i+1]
		scale := 1 / math.Sqrt(float64(in))
		w, err := randn(scale, out, in)
		if err != nil {
			m.free()
			return nil, err
		}
		m.w = append(m.w, w)
		b, err := randn(scale, out)
		if err != nil {
			m.free()
			return nil, err
		}
		m.b = append(m.b, b)
		if err := errors.Join(w.SetRequiresGrad(true), b.SetRequiresGrad(true)); err != nil {
			m.free()
			return nil, err
		}
	}
	if m.x, err = randn(1, batch, sizes[0]); err != nil {
		m.free()
		return nil, err
	}
	return m, nil
}

func (m *mlp) free() {
	for i := range m.w {
		m.w[i].Free()
		m.b[i].Free()
	}
	m.x.Free()
}

// forward is Linear, ReLU, ..., Linear on m.x, each intermediate freed as
// soon as the next layer has consumed it; the caller frees the result.
func (m *mlp) forward() (*torch.Tensor, error) {
	h := m.x
	last := len(m.w) - 1
	for i := range m.w {
		y, err := torch.Linear(h, m.w[i], torch.LinearOptions{Bias: m.b[i]}).Result()
		if h != m.x {
			h.Free()
		}
		if err != nil || i == last {
			return y, err
		}
		h, err = torch.Relu(y).Result()
		y.Free()
		if err != nil {
			return nil, err
		}
	}
	panic("unreachable")
}

// forwardOnce runs and frees one forward.
func (m *mlp) forwardOnce() error {
	r, err := m.forward()
	r.Free()
	return err
}

// run runs n forwards under sc. The scopes take a func and lock the
// goroutine to its OS thread for its duration (the modes are per thread),
// so a per-call scope pays that lock and the mode switches on each forward.
func (m *mlp) run(n int, sc scope) error {
	loop := func() error {
		for i := 0; i < n; i++ {
			if err := m.forwardOnce(); err != nil {
				return err
			}
		}
		return nil
	}
	switch sc {
	case noGradLoop:
		return torch.NoGrad(loop)
	case inferenceLoop:
		return torch.InferenceMode(loop)
	case noGradPerCall:
		for i := 0; i < n; i++ {
			if err := torch.NoGrad(m.forwardOnce); err != nil {
				return err
			}
		}
	case inferencePerCall:
		for i := 0; i < n; i++ {
			if err := torch.InferenceMode(m.forwardOnce); err != nil {
				return err
			}
		}
	default:
		return errors.New("mlp.run: unknown scope")
	}
	return nil
}

// output runs one forward under sc and returns the result, which the
// caller frees.
func (m *mlp) output(sc scope) (*torch.Tensor, error) {
	var r *torch.Tensor
	f := func() (err error) { r, err = m.forward(); return err }
	var err error
	if sc.inference() {
		err = torch.InferenceMode(f)
	} else {
		err = torch.NoGrad(f)
	}
	return r, err
}
