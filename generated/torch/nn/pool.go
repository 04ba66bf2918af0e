package nn

import (
	"fmt"
	"slices"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// MaxPoolOptions holds the optional arguments of MaxPool1d, 2d and 3d;
// the zero value of a field is its default, and a one-value slice stands
// for every dimension, as Python's int does.
type MaxPoolOptions struct {
	Stride   []int64 // defaults to the kernel size
	Padding  []int64 // defaults to 0
	Dilation []int64 // defaults to 1
	CeilMode bool    // defaults to false
}

// AvgPoolOptions holds the optional arguments of AvgPool1d, 2d and 3d, as
// MaxPoolOptions.
type AvgPoolOptions struct {
	Stride          []int64          // defaults to the kernel size
	Padding         []int64          // defaults to 0
	CeilMode        bool             // defaults to false
	CountIncludePad torch.Opt[bool]  // defaults to true
	DivisorOverride torch.Opt[int64] // defaults to the window's size; not in AvgPool1d, as in PyTorch
}

// Window is a pooling window: its size, stride, padding and dilation per
// dimension, and whether the output size rounds up (ceil_mode).
type Window struct {
	KernelSize, Stride, Padding, Dilation []int64
	CeilMode                              bool
}

// newWindow checks the window's sizes for n dimensions, with PyTorch's
// defaults (stride = kernel size, padding 0, dilation 1).
func newWindow(what string, n int, kernel, stride, padding, dilation []int64, ceil bool) (Window, error) {
	w := Window{CeilMode: ceil}
	var err error
	if w.KernelSize, err = perDim(what+" kernel_size", kernel, n); err != nil {
		return w, err
	}
	if len(stride) == 0 {
		stride = w.KernelSize
	}
	if w.Stride, err = perDim(what+" stride", stride, n); err != nil {
		return w, err
	}
	if len(padding) == 0 {
		padding = []int64{0}
	}
	if w.Padding, err = perDim(what+" padding", padding, n); err != nil {
		return w, err
	}
	if len(dilation) == 0 {
		dilation = []int64{1}
	}
	if w.Dilation, err = perDim(what+" dilation", dilation, n); err != nil {
		return w, err
	}
	for i := range n {
		if w.KernelSize[i] <= 0 || w.Stride[i] <= 0 || w.Dilation[i] <= 0 || w.Padding[i] < 0 {
			return w, fmt.Errorf("nn: %s: kernel_size %v, stride %v, dilation %v must be positive and padding %v non-negative",
				what, w.KernelSize, w.Stride, w.Dilation, w.Padding)
		}
		// PyTorch's check, made here so that it fails at construction.
		if 2*w.Padding[i] > w.KernelSize[i] {
			return w, fmt.Errorf("nn: %s: padding %v must be at most half of kernel_size %v", what, w.Padding, w.KernelSize)
		}
	}
	return w, nil
}

// MaxPool1d is nn.MaxPool1d: the maximum over windows of (N, C, L) or
// (C, L).
type MaxPool1d struct {
	Base
	Window
}

// MaxPool2d is nn.MaxPool2d, over (N, C, H, W) or (C, H, W).
type MaxPool2d struct {
	Base
	Window
}

// MaxPool3d is nn.MaxPool3d, over (N, C, D, H, W) or (C, D, H, W).
type MaxPool3d struct {
	Base
	Window
}

func maxWindow[K IntOrInts](b *Base, what string, n int, kernelSize K, opts []MaxPoolOptions) Window {
	o := lastOption(opts)
	w, err := newWindow(what, n, sizeInts(kernelSize), o.Stride, o.Padding, o.Dilation, o.CeilMode)
	b.Fail(err)
	return w
}

// NewMaxPool1d returns nn.MaxPool1d(kernel_size, stride=None, padding=0,
// dilation=1, ceil_mode=False).
func NewMaxPool1d[K IntOrInts](kernelSize K, opts ...MaxPoolOptions) *MaxPool1d {
	m := &MaxPool1d{}
	m.Window = maxWindow(&m.Base, "MaxPool1d", 1, kernelSize, opts)
	return m
}

// NewMaxPool2d returns nn.MaxPool2d(kernel_size, stride=None, padding=0,
// dilation=1, ceil_mode=False).
func NewMaxPool2d[K IntOrInts](kernelSize K, opts ...MaxPoolOptions) *MaxPool2d {
	m := &MaxPool2d{}
	m.Window = maxWindow(&m.Base, "MaxPool2d", 2, kernelSize, opts)
	return m
}

// NewMaxPool3d returns nn.MaxPool3d(kernel_size, stride=None, padding=0,
// dilation=1, ceil_mode=False).
func NewMaxPool3d[K IntOrInts](kernelSize K, opts ...MaxPoolOptions) *MaxPool3d {
	m := &MaxPool3d{}
	m.Window = maxWindow(&m.Base, "MaxPool3d", 3, kernelSize, opts)
	return m
}

// Forward returns F.max_pool1d(x, ...).
func (m *MaxPool1d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := m.failed(); f != nil {
		return f
	}
	w := m.Window
	return torch.MaxPool1d(x, w.KernelSize, torch.MaxPool1dOptions{Stride: torch.Some(w.Stride),
		Padding: torch.Some(w.Padding), Dilation: torch.Some(w.Dilation), CeilMode: torch.Some(w.CeilMode)})
}

// Forward returns F.max_pool2d(x, ...).
func (m *MaxPool2d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := m.failed(); f != nil {
		return f
	}
	w := m.Window
	return torch.MaxPool2d(x, w.KernelSize, torch.MaxPool2dOptions{Stride: torch.Some(w.Stride),
		Padding: torch.Some(w.Padding), Dilation: torch.Some(w.Dilation), CeilMode: torch.Some(w.CeilMode)})
}

// Forward returns F.max_pool3d(x, ...).
func (m *MaxPool3d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := m.failed(); f != nil {
		return f
	}
	w := m.Window
	return torch.MaxPool3d(x, w.KernelSize, torch.MaxPool3dOptions{Stride: torch.Some(w.Stride),
		Padding: torch.Some(w.Padding), Dilation: torch.Some(w.Dilation), CeilMode: torch.Some(w.CeilMode)})
}

// AvgWindow is an average pool's window and how a window's sum is divided.
type AvgWindow struct {
	Window
	CountIncludePad bool
	DivisorOverride torch.Opt[int64]
}

// AvgPool1d is nn.AvgPool1d: the mean over windows of (N, C, L) or (C, L).
type AvgPool1d struct {
	Base
	AvgWindow
}

// AvgPool2d is nn.AvgPool2d, over (N, C, H, W) or (C, H, W).
type AvgPool2d struct {
	Base
	AvgWindow
}

// AvgPool3d is nn.AvgPool3d, over (N, C, D, H, W) or (C, D, H, W).
type AvgPool3d struct {
	Base
	AvgWindow
}

func avgWindow[K IntOrInts](b *Base, what string, n int, kernelSize K, opts []AvgPoolOptions) AvgWindow {
	o := lastOption(opts)
	w, err := newWindow(what, n, sizeInts(kernelSize), o.Stride, o.Padding, nil, o.CeilMode)
	a := AvgWindow{Window: w, CountIncludePad: o.CountIncludePad.Or(true), DivisorOverride: o.DivisorOverride}
	if d, ok := o.DivisorOverride.Get(); ok && err == nil {
		if n == 1 {
			err = fmt.Errorf("nn: %s has no divisor_override", what)
		} else if d == 0 {
			err = fmt.Errorf("nn: %s: divisor_override must not be zero", what)
		}
	}
	b.Fail(err)
	return a
}

// NewAvgPool1d returns nn.AvgPool1d(kernel_size, stride=None, padding=0,
// ceil_mode=False, count_include_pad=True).
func NewAvgPool1d[K IntOrInts](kernelSize K, opts ...AvgPoolOptions) *AvgPool1d {
	a := &AvgPool1d{}
	a.AvgWindow = avgWindow(&a.Base, "AvgPool1d", 1, kernelSize, opts)
	return a
}

// NewAvgPool2d returns nn.AvgPool2d(kernel_size, stride=None, padding=0,
// ceil_mode=False, count_include_pad=True, divisor_override=None).
func NewAvgPool2d[K IntOrInts](kernelSize K, opts ...AvgPoolOptions) *AvgPool2d {
	a := &AvgPool2d{}
	a.AvgWindow = avgWindow(&a.Base, "AvgPool2d", 2, kernelSize, opts)
	return a
}

// NewAvgPool3d returns nn.AvgPool3d(kernel_size, stride=None, padding=0,
// ceil_mode=False, count_include_pad=True, divisor_override=None).
func NewAvgPool3d[K IntOrInts](kernelSize K, opts ...AvgPoolOptions) *AvgPool3d {
	a := &AvgPool3d{}
	a.AvgWindow = avgWindow(&a.Base, "AvgPool3d", 3, kernelSize, opts)
	return a
}

// Forward returns F.avg_pool1d(x, ...).
func (a *AvgPool1d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	w := a.AvgWindow
	return torch.AvgPool1d(x, w.KernelSize, torch.AvgPool1dOptions{Stride: torch.Some(w.Stride),
		Padding: torch.Some(w.Padding), CeilMode: torch.Some(w.CeilMode), CountIncludePad: torch.Some(w.CountIncludePad)})
}

// Forward returns F.avg_pool2d(x, ...).
func (a *AvgPool2d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	w := a.AvgWindow
	return torch.AvgPool2d(x, w.KernelSize, torch.AvgPool2dOptions{Stride: torch.Some(w.Stride),
		Padding: torch.Some(w.Padding), CeilMode: torch.Some(w.CeilMode), CountIncludePad: torch.Some(w.CountIncludePad),
		DivisorOverride: w.DivisorOverride})
}

// Forward returns F.avg_pool3d(x, ...).
func (a *AvgPool3d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	w := a.AvgWindow
	return torch.AvgPool3d(x, w.KernelSize, torch.AvgPool3dOptions{Stride: torch.Some(w.Stride),
		Padding: torch.Some(w.Padding), CeilMode: torch.Some(w.CeilMode), CountIncludePad: torch.Some(w.CountIncludePad),
		DivisorOverride: w.DivisorOverride})
}

// adaptive is an adaptive pool's output size.
type adaptive struct {
	OutputSize []int64
}

func newAdaptive[K IntOrInts](b *Base, what string, n int, outputSize K) adaptive {
	size, err := perDim(what+" output_size", sizeInts(outputSize), n)
	if err == nil && slices.ContainsFunc(size, func(d int64) bool { return d < 0 }) {
		err = fmt.Errorf("nn: %s(%v): negative size", what, size)
	}
	b.Fail(err)
	return adaptive{size}
}

// AdaptiveAvgPool1d is nn.AdaptiveAvgPool1d(output_size): the mean over
// windows chosen to give OutputSize.
type AdaptiveAvgPool1d struct {
	Base
	adaptive
}

// AdaptiveAvgPool2d is nn.AdaptiveAvgPool2d(output_size).
type AdaptiveAvgPool2d struct {
	Base
	adaptive
}

// AdaptiveAvgPool3d is nn.AdaptiveAvgPool3d(output_size).
type AdaptiveAvgPool3d struct {
	Base
	adaptive
}

// AdaptiveMaxPool1d is nn.AdaptiveMaxPool1d(output_size): the maximum
// over windows chosen to give OutputSize (return_indices=False).
type AdaptiveMaxPool1d struct {
	Base
	adaptive
}

// AdaptiveMaxPool2d is nn.AdaptiveMaxPool2d(output_size).
type AdaptiveMaxPool2d struct {
	Base
	adaptive
}

// AdaptiveMaxPool3d is nn.AdaptiveMaxPool3d(output_size).
type AdaptiveMaxPool3d struct {
	Base
	adaptive
}

// NewAdaptiveAvgPool1d returns nn.AdaptiveAvgPool1d(output_size).
func NewAdaptiveAvgPool1d[K IntOrInts](outputSize K) *AdaptiveAvgPool1d {
	a := &AdaptiveAvgPool1d{}
	a.adaptive = newAdaptive(&a.Base, "AdaptiveAvgPool1d", 1, outputSize)
	return a
}

// NewAdaptiveAvgPool2d returns nn.AdaptiveAvgPool2d(output_size): one
// size for both dimensions or (h, w).
func NewAdaptiveAvgPool2d[K IntOrInts](outputSize K) *AdaptiveAvgPool2d {
	a := &AdaptiveAvgPool2d{}
	a.adaptive = newAdaptive(&a.Base, "AdaptiveAvgPool2d", 2, outputSize)
	return a
}

// NewAdaptiveAvgPool3d returns nn.AdaptiveAvgPool3d(output_size).
func NewAdaptiveAvgPool3d[K IntOrInts](outputSize K) *AdaptiveAvgPool3d {
	a := &AdaptiveAvgPool3d{}
	a.adaptive = newAdaptive(&a.Base, "AdaptiveAvgPool3d", 3, outputSize)
	return a
}

// NewAdaptiveMaxPool1d returns nn.AdaptiveMaxPool1d(output_size).
func NewAdaptiveMaxPool1d[K IntOrInts](outputSize K) *AdaptiveMaxPool1d {
	a := &AdaptiveMaxPool1d{}
	a.adaptive = newAdaptive(&a.Base, "AdaptiveMaxPool1d", 1, outputSize)
	return a
}

// NewAdaptiveMaxPool2d returns nn.AdaptiveMaxPool2d(output_size).
func NewAdaptiveMaxPool2d[K IntOrInts](outputSize K) *AdaptiveMaxPool2d {
	a := &AdaptiveMaxPool2d{}
	a.adaptive = newAdaptive(&a.Base, "AdaptiveMaxPool2d", 2, outputSize)
	return a
}

// NewAdaptiveMaxPool3d returns nn.AdaptiveMaxPool3d(output_size).
func NewAdaptiveMaxPool3d[K IntOrInts](outputSize K) *AdaptiveMaxPool3d {
	a := &AdaptiveMaxPool3d{}
	a.adaptive = newAdaptive(&a.Base, "AdaptiveMaxPool3d", 3, outputSize)
	return a
}

// Forward returns F.adaptive_avg_pool1d(x, output_size).
func (a *AdaptiveAvgPool1d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	return torch.AdaptiveAvgPool1d(x, a.OutputSize)
}

// Forward returns F.adaptive_avg_pool2d(x, output_size).
func (a *AdaptiveAvgPool2d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	return torch.AdaptiveAvgPool2d(x, a.OutputSize)
}

// Forward returns F.adaptive_avg_pool3d(x, output_size).
func (a *AdaptiveAvgPool3d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	return torch.AdaptiveAvgPool3d(x, a.OutputSize)
}

// adaptiveMax returns the values of an adaptive max pool's (values,
// indices) and frees the indices.
func adaptiveMax[T any](r T, err error, parts func(T) (v, i *torch.Tensor)) *torch.Tensor {
	if err != nil {
		return torch.Chain(nil, err)
	}
	v, i := parts(r)
	i.Free()
	return v
}

// Forward returns F.adaptive_max_pool1d(x, output_size).
func (a *AdaptiveMaxPool1d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	r, err := torch.AdaptiveMaxPool1d(x, a.OutputSize)
	return adaptiveMax(r, err, func(r torch.AdaptiveMaxPool1dTuple) (v, i *torch.Tensor) { return r.V0, r.V1 })
}

// Forward returns F.adaptive_max_pool2d(x, output_size).
func (a *AdaptiveMaxPool2d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	r, err := torch.AdaptiveMaxPool2d(x, a.OutputSize)
	return adaptiveMax(r, err, func(r torch.AdaptiveMaxPool2dTuple) (v, i *torch.Tensor) { return r.V0, r.V1 })
}

// Forward returns F.adaptive_max_pool3d(x, output_size).
func (a *AdaptiveMaxPool3d) Forward(x *torch.Tensor) *torch.Tensor {
	if f := a.failed(); f != nil {
		return f
	}
	r, err := torch.AdaptiveMaxPool3d(x, a.OutputSize)
	return adaptiveMax(r, err, func(r torch.AdaptiveMaxPool3dTuple) (v, i *torch.Tensor) { return r.V0, r.V1 })
}

// withIndices returns a pool's output and the flat indices of its
// maxima, or a failure in both.
func withIndices(b *Base, x *torch.Tensor, pool func() (*torch.Tensor, *torch.Tensor, error)) (output, indices *torch.Tensor) {
	err := b.Err()
	if err == nil {
		err = x.Err()
	}
	if err == nil {
		if output, indices, err = pool(); err == nil {
			return output, indices
		}
	}
	f := torch.Chain(nil, err)
	return f, f
}

// ForwardWithIndices is Forward with nn.MaxPool1d(..., return_indices=True):
// the output and the indices of the maxima (what nn.MaxUnpool1d takes).
func (m *MaxPool1d) ForwardWithIndices(x *torch.Tensor) (output, indices *torch.Tensor) {
	return withIndices(&m.Base, x, func() (*torch.Tensor, *torch.Tensor, error) {
		w := m.Window
		r, err := torch.MaxPool1dWithIndices(x, w.KernelSize, torch.MaxPool1dWithIndicesOptions{Stride: torch.Some(w.Stride),
			Padding: torch.Some(w.Padding), Dilation: torch.Some(w.Dilation), CeilMode: torch.Some(w.CeilMode)})
		return r.V0, r.V1, err
	})
}

// ForwardWithIndices is Forward with nn.MaxPool2d(..., return_indices=True):
// the output and the indices of the maxima (what nn.MaxUnpool2d takes).
func (m *MaxPool2d) ForwardWithIndices(x *torch.Tensor) (output, indices *torch.Tensor) {
	return withIndices(&m.Base, x, func() (*torch.Tensor, *torch.Tensor, error) {
		w := m.Window
		r, err := torch.MaxPool2dWithIndices(x, w.KernelSize, torch.MaxPool2dWithIndicesOptions{Stride: torch.Some(w.Stride),
			Padding: torch.Some(w.Padding), Dilation: torch.Some(w.Dilation), CeilMode: torch.Some(w.CeilMode)})
		return r.V0, r.V1, err
	})
}

// ForwardWithIndices is Forward with nn.MaxPool3d(..., return_indices=True):
// the output and the indices of the maxima (what nn.MaxUnpool3d takes).
func (m *MaxPool3d) ForwardWithIndices(x *torch.Tensor) (output, indices *torch.Tensor) {
	return withIndices(&m.Base, x, func() (*torch.Tensor, *torch.Tensor, error) {
		w := m.Window
		r, err := torch.MaxPool3dWithIndices(x, w.KernelSize, torch.MaxPool3dWithIndicesOptions{Stride: torch.Some(w.Stride),
			Padding: torch.Some(w.Padding), Dilation: torch.Some(w.Dilation), CeilMode: torch.Some(w.CeilMode)})
		return r.V0, r.V1, err
	})
}
