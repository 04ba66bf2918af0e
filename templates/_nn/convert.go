package nn

import (
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// To moves the parameters and buffers of b and its children to device, as
// Python's module.to(device): each tensor takes the moved data in place
// (set_data, as Python does), so the module's fields and an optimizer
// made before keep pointing at them; requires_grad is kept and a
// gradient is moved with its parameter. A failure after some tensors
// moved leaves the module partly moved: it is then recorded as the
// module's failure (Err).
func (b *Base) To(device torch.Device) error {
	return b.apply(func(t *torch.Tensor) *torch.Tensor { return t.To(device) })
}

// ToDtype converts the floating-point and complex parameters and buffers
// (and their gradients) to dtype, which must be a floating-point or
// complex type, as Python's module.to(dtype); integer buffers
// (num_batches_tracked) are left alone. As To, in place.
func (b *Base) ToDtype(dtype torch.DType) error {
	if !dtype.IsFloatingPoint() && !dtype.IsComplex() {
		return fmt.Errorf("nn: ToDtype only accepts floating point or complex dtypes, but got desired dtype=%v", dtype)
	}
	return b.apply(func(t *torch.Tensor) *torch.Tensor {
		if d := t.DType(); d.IsFloatingPoint() || d.IsComplex() {
			return t.ToDtype(dtype)
		}
		return t
	})
}

// Float converts the floating-point parameters and buffers to float32,
// as Python's module.float().
func (b *Base) Float() error { return b.castFloating(torch.Float32) }

// Double converts the floating-point parameters and buffers to float64,
// as Python's module.double().
func (b *Base) Double() error { return b.castFloating(torch.Float64) }

func (b *Base) castFloating(dtype torch.DType) error {
	return b.apply(func(t *torch.Tensor) *torch.Tensor {
		if t.DType().IsFloatingPoint() {
			return t.ToDtype(dtype)
		}
		return t
	})
}

// apply is Python's Module._apply: fn of every parameter (and of its
// gradient) and every buffer replaces its data, without autograd
// recording it.
func (b *Base) apply(fn func(*torch.Tensor) *torch.Tensor) error {
	if err := b.Err(); err != nil {
		return err
	}
	moved := 0
	set := func(t *torch.Tensor) error {
		v := fn(t)
		if err := v.Err(); err != nil {
			return err
		}
		if v != t {
			defer v.Free()
		}
		if err := t.SetData(v); err != nil {
			return err
		}
		moved++
		return nil
	}
	err := torch.NoGrad(func() error {
		var err error
		b.walk("", true, true, func(n Named) {
			if err == nil {
				err = replaceData(n, set)
			}
		})
		return err
	})
	if err != nil && moved > 0 {
		b.Fail(err)
	}
	return err
}

// replaceData applies set to n's tensor, and to its gradient if it has
// one.
func replaceData(n Named, set func(*torch.Tensor) error) error {
	if err := set(n.Tensor); err != nil {
		return fmt.Errorf("nn: %s: %w", n.Name, err)
	}
	g := gradOf(n.Tensor)
	if g == nil {
		return nil
	}
	defer g.Free()
	if err := g.Err(); err != nil {
		return fmt.Errorf("nn: %s.grad: %w", n.Name, err)
	}
	if err := set(g); err != nil {
		return fmt.Errorf("nn: %s.grad: %w", n.Name, err)
	}
	return nil
}

// RequiresGrad_ sets whether autograd records operations on the
// parameters of b and its children, as Python's
// module.requires_grad_(requires_grad): false freezes them.
func (b *Base) RequiresGrad_(requiresGrad bool) error {
	if err := b.Err(); err != nil {
		return err
	}
	for _, n := range b.NamedParameters() {
		if err := n.Tensor.SetRequiresGrad(requiresGrad); err != nil {
			return fmt.Errorf("nn: %s: %w", n.Name, err)
		}
	}
	return nil
}

// ZeroGradOptions holds ZeroGrad's optional arguments.
type ZeroGradOptions struct {
	// SetToNone defaults to true, as Optimizer.ZeroGrad's and PyTorch
	// 2.x's (1.13's module.zero_grad defaults to False): the gradients are
	// unset; false zeroes them.
	SetToNone torch.Opt[bool]
}

// ZeroGrad unsets (or zeroes) the gradients of the parameters of b and
// its children, as Python's module.zero_grad(set_to_none).
func (b *Base) ZeroGrad(opts ...ZeroGradOptions) error {
	if err := b.Err(); err != nil {
		return err
	}
	toNone := lastOption(opts).SetToNone.Or(true)
	for _, n := range b.NamedParameters() {
		if err := zeroGrad(n.Tensor, toNone); err != nil {
			return fmt.Errorf("nn: %s.grad: %w", n.Name, err)
		}
	}
	return nil
}
