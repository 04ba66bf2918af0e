package bench

// #include <stdlib.h>
// #include "models.h"
import "C"

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

// The layer-and-optimizer cases (issue 17's make bench line): one training
// step of examples/mlp's model and one forward of examples/cnn's, written
// with package nn and torch.Adam in Go and with libtorch's C++ frontend
// (torch::nn, torch::optim; models.cpp) in C++. Go's parameters and data
// are copied into the C++ model, so both do the same arithmetic
// (TestModelsSameResults); scripts/bench-python.sh times the same in
// Python.

// modelSeed seeds the default generator that makes the Go model's
// parameters (nn's PyTorch initialisation) and the data.
const modelSeed = 0

// mlpTrainBatch is examples/mlp's batch: 600 points.
const mlpTrainBatch = 600

// cnnBatch is examples/cnn's batch: two 1×12×12 images.
const cnnBatch = 2

// goModel is a Go model and its C++ twin.
type goModel struct {
	net  *nn.Sequential
	opt  *torch.Optimizer // the MLP's Adam
	x, y *torch.Tensor
	cpp  unsafe.Pointer
}

func (m *goModel) free() {
	if m.opt != nil {
		m.opt.Free()
	}
	if m.net != nil {
		m.net.Free()
	}
	m.x.Free()
	m.y.Free()
	if m.cpp != nil {
		C.gtb_model_free(m.cpp)
	}
}

// newTrainMLP is examples/mlp's model: Linear(2, 64), ReLU, Linear(64, 3)
// with Adam(lr=0.01), on 600 random points in three classes.
func newTrainMLP() (*goModel, error) {
	if err := torch.ManualSeed(modelSeed); err != nil {
		return nil, err
	}
	m := &goModel{net: nn.NewSequential(nn.NewLinear(2, 64), &nn.ReLU{}, nn.NewLinear(64, 3))}
	var err error
	if err = m.net.Err(); err == nil {
		m.opt, err = torch.Adam(m.net.Parameters(), torch.AdamOptions{Lr: torch.Some(0.01)})
	}
	if err == nil {
		m.x, err = torch.Randn([]int64{mlpTrainBatch, 2}).Result()
	}
	if err == nil {
		m.y, err = torch.Randint(3, []int64{mlpTrainBatch}).Result()
	}
	if err != nil {
		m.free()
		return nil, err
	}
	return m, m.twin(0)
}

// newCNN is examples/cnn's model, on two random images.
func newCNN() (*goModel, error) {
	if err := torch.ManualSeed(modelSeed); err != nil {
		return nil, err
	}
	pad := nn.ConvOptions{Padding: []int64{1}}
	m := &goModel{net: nn.NewSequential(
		nn.NewConv2d(1, 4, 3, pad), &nn.ReLU{}, nn.NewMaxPool2d(2),
		nn.NewConv2d(4, 8, 3, pad), &nn.ReLU{}, nn.NewMaxPool2d(2),
		nn.NewFlatten(), nn.NewLinear(8*3*3, 10),
	)}
	err := m.net.Err()
	if err == nil {
		m.x, err = torch.Randn([]int64{cnnBatch, 1, 12, 12}).Result()
	}
	if err != nil {
		m.free()
		return nil, err
	}
	return m, m.twin(1)
}

// twin makes the C++ model of kind (models.h) and copies the Go model's
// parameters, input and targets into it.
func (m *goModel) twin(kind int) error {
	if m.cpp = C.gtb_model_new(C.int(kind)); m.cpp == nil {
		m.free()
		return errors.New("gtb_model_new failed")
	}
	for i, p := range m.net.Parameters() {
		v, err := torch.ToSlice[float32](p)
		if err != nil {
			m.free()
			return err
		}
		if C.gtb_model_set_param(m.cpp, C.int64_t(i), (*C.float)(unsafe.Pointer(&v[0])), C.int64_t(len(v))) != 0 {
			m.free()
			return fmt.Errorf("parameter %d: shapes differ between the Go and C++ models", i)
		}
	}
	x, err := torch.ToSlice[float32](m.x)
	if err != nil {
		m.free()
		return err
	}
	shape := m.x.Shape()
	if C.gtb_model_set_input(m.cpp, (*C.float)(unsafe.Pointer(&x[0])), (*C.int64_t)(unsafe.Pointer(&shape[0])), C.int64_t(len(shape))) != 0 {
		m.free()
		return errors.New("gtb_model_set_input failed")
	}
	if m.y != nil {
		y, err := torch.ToSlice[int64](m.y)
		if err != nil {
			m.free()
			return err
		}
		if C.gtb_model_set_target(m.cpp, (*C.int64_t)(unsafe.Pointer(&y[0])), C.int64_t(len(y))) != 0 {
			m.free()
			return errors.New("gtb_model_set_target failed")
		}
	}
	return nil
}

// trainSteps runs n training steps as examples/mlp's loop does (a scope
// per step; ZeroGrad, forward, CrossEntropyLoss, Backward, Step) and
// returns the last step's loss.
func (m *goModel) trainSteps(n int) (float64, error) {
	var last float64
	for i := 0; i < n; i++ {
		err := torch.WithScope(func(s *torch.Scope) error {
			if err := m.opt.ZeroGrad(); err != nil {
				return err
			}
			loss, err := torch.CrossEntropyLoss(m.net.Forward(m.x), m.y).Result()
			if err != nil {
				return err
			}
			if err := loss.Backward(); err != nil {
				return err
			}
			if i == n-1 {
				if last, err = loss.ItemFloat(); err != nil {
					return err
				}
			}
			return m.opt.Step()
		})
		if err != nil {
			return 0, err
		}
	}
	return last, nil
}

func (m *goModel) cppTrainSteps(n int) float64 {
	return float64(C.gtb_train_steps(m.cpp, C.int64_t(n)))
}

// forwards runs n forwards under NoGrad, each in a scope that frees its
// intermediates (nn.Sequential leaves them to the caller, as a chain of
// methods does), and returns the last output.
func (m *goModel) forwards(n int) (*torch.Tensor, error) {
	var out *torch.Tensor
	err := torch.NoGrad(func() error {
		for i := 0; i < n; i++ {
			out.Free()
			var err error
			out, err = torch.ScopedTensor(func(s *torch.Scope) (*torch.Tensor, error) {
				y := m.net.Forward(m.x)
				return y, y.Err()
			})
			if err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// forwardsEager runs n forwards under NoGrad, layer by layer, freeing
// each intermediate as soon as the next layer has made its output, as
// C++'s Sequential::forward (and Python's refcounting) does.
func (m *goModel) forwardsEager(n int) error {
	return torch.NoGrad(func() error {
		for i := 0; i < n; i++ {
			x := m.x
			for j := 0; j < m.net.Len(); j++ {
				y := m.net.Layer(j).Forward(x)
				if x != m.x {
					x.Free()
				}
				if x = y; x.Err() != nil {
					return x.Err()
				}
			}
			x.Free()
		}
		return nil
	})
}

func (m *goModel) cppForwards(n int, out []float32) int64 {
	var p *C.float
	if len(out) > 0 {
		p = (*C.float)(unsafe.Pointer(&out[0]))
	}
	return int64(C.gtb_cnn_forwards(m.cpp, C.int64_t(n), p, C.int64_t(len(out))))
}

// mlpTrainCase times one training step of examples/mlp's model.
func mlpTrainCase() Case {
	var m *goModel
	return Case{
		Name: "mlp-train-step/600",
		Setup: func() (func(), error) {
			var err error
			m, err = newTrainMLP()
			return func() { m.free(); m = nil }, err
		},
		Go:  func(n int) error { _, err := m.trainSteps(n); return err },
		Cpp: func(n int) { m.cppTrainSteps(n) },
	}
}

// cnnForwardCase times one forward of examples/cnn's model under NoGrad:
// in a scope per forward (what examples write), or freeing each
// intermediate at once (eager).
func cnnForwardCase(eager bool) Case {
	var m *goModel
	name := "cnn-forward/2"
	if eager {
		name += "-eager-free"
	}
	return Case{
		Name: name,
		Setup: func() (func(), error) {
			var err error
			m, err = newCNN()
			return func() { m.free(); m = nil }, err
		},
		Go: func(n int) error {
			if eager {
				return m.forwardsEager(n)
			}
			out, err := m.forwards(n)
			out.Free()
			return err
		},
		Cpp: func(n int) { m.cppForwards(n, nil) },
	}
}
