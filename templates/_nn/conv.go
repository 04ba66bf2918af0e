package nn

import (
	"fmt"
	"slices"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// IntOrInts is a size given as Python gives kernel_size: one int for every
// dimension, or one per dimension.
type IntOrInts interface{ int | int64 | []int64 }

// perDim returns v for each of n dimensions: a one-value v stands for
// all, as Python's int does (_single, _pair, _triple).
func perDim(what string, v []int64, n int) ([]int64, error) {
	switch len(v) {
	case 1:
		return slices.Repeat([]int64{v[0]}, n), nil
	case n:
		return slices.Clone(v), nil
	}
	return nil, fmt.Errorf("nn: %s %v: want 1 or %d values", what, v, n)
}

func sizeInts[K IntOrInts](k K) []int64 {
	switch k := any(k).(type) {
	case int:
		return []int64{int64(k)}
	case int64:
		return []int64{k}
	case []int64:
		return k
	}
	return nil // unreachable: IntOrInts has no other types
}

// ConvOptions holds the optional arguments of Conv1d, Conv2d and Conv3d;
// the zero value of a field means its default. A one-value slice stands
// for every dimension, as Python's int does.
type ConvOptions struct {
	Stride   []int64 // defaults to 1
	Padding  []int64 // defaults to 0
	Dilation []int64 // defaults to 1
	// PaddingString is Python's padding given as a string, "same" or
	// "valid" (Padding must then be empty).
	PaddingString string
	Groups        torch.Opt[int64]  // defaults to 1
	Bias          torch.Opt[bool]   // defaults to true
	PaddingMode   torch.Opt[string] // defaults to "zeros"; "reflect", "replicate" or "circular"
}

// ConvTransposeOptions holds the optional arguments of ConvTranspose1d,
// ConvTranspose2d and ConvTranspose3d, as ConvOptions.
type ConvTransposeOptions struct {
	Stride        []int64           // defaults to 1
	Padding       []int64           // defaults to 0
	OutputPadding []int64           // defaults to 0
	Groups        torch.Opt[int64]  // defaults to 1
	Bias          torch.Opt[bool]   // defaults to true
	Dilation      []int64           // defaults to 1
	PaddingMode   torch.Opt[string] // defaults to "zeros", the only one supported
}

// ConvNd is the state of the convolutions, Python's _ConvNd: Weight
// (OutChannels, InChannels/Groups, kernel…), or (InChannels,
// OutChannels/Groups, kernel…) when transposed, and Bias (OutChannels) or
// nil. Padding is per dimension unless PaddingString is "same" or
// "valid".
type ConvNd struct {
	Base
	InChannels, OutChannels int64
	KernelSize, Stride      []int64
	Padding, Dilation       []int64
	OutputPadding           []int64 // transposed only
	PaddingString           string
	Groups                  int64
	PaddingMode             string
	Transposed              bool
	Weight, Bias            *torch.Tensor
	// reversedPadding is F.pad's padding for a PaddingMode other than
	// zeros: per dimension, last first, left and right.
	reversedPadding []int64
}

// newConv checks the arguments as _ConvNd.__init__ does, then makes and
// initialises the parameters as its reset_parameters.
func newConv(name string, c *ConvNd, n int, kernel []int64, o ConvTransposeOptions, paddingString string) {
	var err error
	fail := func(e error) {
		if err == nil {
			err = e
		}
	}
	ints := func(what string, v []int64, def int64) []int64 {
		if len(v) == 0 {
			v = []int64{def}
		}
		p, e := perDim(what, v, n)
		fail(e)
		return p
	}
	c.KernelSize = ints("kernel_size", kernel, 0)
	c.Stride = ints("stride", o.Stride, 1)
	c.Padding = ints("padding", o.Padding, 0)
	c.Dilation = ints("dilation", o.Dilation, 1)
	c.OutputPadding = ints("output_padding", o.OutputPadding, 0)
	c.PaddingString, c.Groups = paddingString, o.Groups.Or(1)
	c.PaddingMode = o.PaddingMode.Or("zeros")
	switch {
	case err != nil:
	case c.Groups <= 0:
		err = fmt.Errorf("nn: %s: groups must be a positive integer, not %d", name, c.Groups)
	case c.InChannels%c.Groups != 0:
		err = fmt.Errorf("nn: %s: in_channels %d must be divisible by groups %d", name, c.InChannels, c.Groups)
	case c.OutChannels%c.Groups != 0:
		err = fmt.Errorf("nn: %s: out_channels %d must be divisible by groups %d", name, c.OutChannels, c.Groups)
	case paddingString != "" && paddingString != "same" && paddingString != "valid":
		err = fmt.Errorf("nn: %s: invalid padding string %q, should be one of same, valid", name, paddingString)
	case paddingString != "" && len(o.Padding) > 0:
		err = fmt.Errorf("nn: %s: padding %v and padding %q given", name, o.Padding, paddingString)
	case paddingString == "same" && slices.ContainsFunc(c.Stride, func(s int64) bool { return s != 1 }):
		err = fmt.Errorf("nn: %s: padding='same' is not supported for strided convolutions", name)
	case !slices.Contains([]string{"zeros", "reflect", "replicate", "circular"}, c.PaddingMode):
		err = fmt.Errorf("nn: %s: padding_mode must be one of zeros, reflect, replicate, circular, but got padding_mode=%q", name, c.PaddingMode)
	case c.Transposed && c.PaddingMode != "zeros":
		err = fmt.Errorf("nn: %s: only \"zeros\" padding mode is supported", name)
	case c.InChannels < 0 || c.OutChannels < 0 ||
		slices.ContainsFunc(c.KernelSize, func(k int64) bool { return k <= 0 }) ||
		slices.ContainsFunc(c.Stride, func(s int64) bool { return s <= 0 }) ||
		slices.ContainsFunc(c.Padding, func(p int64) bool { return p < 0 }) ||
		slices.ContainsFunc(c.Dilation, func(d int64) bool { return d <= 0 }):
		err = fmt.Errorf("nn: %s(%d, %d, kernel_size=%v, stride=%v, padding=%v, dilation=%v): a size out of range",
			name, c.InChannels, c.OutChannels, c.KernelSize, c.Stride, c.Padding, c.Dilation)
	}
	if err != nil {
		c.Fail(err)
		return
	}
	c.reversedPadding = make([]int64, 2*n)
	for i := range n {
		left, right := c.Padding[i], c.Padding[i]
		if paddingString == "same" {
			total := c.Dilation[i] * (c.KernelSize[i] - 1)
			left, right = total/2, total-total/2
		} else if paddingString == "valid" {
			left, right = 0, 0
		}
		c.reversedPadding[2*(n-1-i)], c.reversedPadding[2*(n-1-i)+1] = left, right
	}
	shape := []int64{c.OutChannels, c.InChannels / c.Groups}
	if c.Transposed {
		shape = []int64{c.InChannels, c.OutChannels / c.Groups}
	}
	shape = append(shape, c.KernelSize...)
	c.Weight = newParam(&c.Base, "weight", shape...)
	if o.Bias.Or(true) {
		c.Bias = newParam(&c.Base, "bias", c.OutChannels)
	}
	fanIn := shape[1] // init._calculate_fan_in_and_fan_out: size(1) × receptive field
	for _, k := range c.KernelSize {
		fanIn *= k
	}
	finish(c, func() error { return resetParameters(c.Weight, c.Bias, fanIn) })
}

// Conv1d is nn.Conv1d, over (N, C, L) or (C, L).
type Conv1d struct{ ConvNd }

// Conv2d is nn.Conv2d, over (N, C, H, W) or (C, H, W).
type Conv2d struct{ ConvNd }

// Conv3d is nn.Conv3d, over (N, C, D, H, W) or (C, D, H, W).
type Conv3d struct{ ConvNd }

// ConvTranspose1d is nn.ConvTranspose1d, over (N, C, L) or (C, L).
type ConvTranspose1d struct{ ConvNd }

// ConvTranspose2d is nn.ConvTranspose2d, over (N, C, H, W) or (C, H, W).
type ConvTranspose2d struct{ ConvNd }

// ConvTranspose3d is nn.ConvTranspose3d, over (N, C, D, H, W) or
// (C, D, H, W).
type ConvTranspose3d struct{ ConvNd }

func convOpts(o ConvOptions) ConvTransposeOptions {
	return ConvTransposeOptions{Stride: o.Stride, Padding: o.Padding, Dilation: o.Dilation,
		Groups: o.Groups, Bias: o.Bias, PaddingMode: o.PaddingMode}
}

// NewConv1d returns nn.Conv1d(in_channels, out_channels, kernel_size,
// stride=1, padding=0, dilation=1, groups=1, bias=True,
// padding_mode='zeros'), initialised as PyTorch initialises it.
func NewConv1d[K IntOrInts](inChannels, outChannels int64, kernelSize K, opts ...ConvOptions) *Conv1d {
	c := &Conv1d{ConvNd{InChannels: inChannels, OutChannels: outChannels}}
	o := lastOption(opts)
	newConv("Conv1d", &c.ConvNd, 1, sizeInts(kernelSize), convOpts(o), o.PaddingString)
	return c
}

// NewConv2d returns nn.Conv2d(in_channels, out_channels, kernel_size,
// stride=1, padding=0, dilation=1, groups=1, bias=True,
// padding_mode='zeros'), initialised as PyTorch initialises it.
func NewConv2d[K IntOrInts](inChannels, outChannels int64, kernelSize K, opts ...ConvOptions) *Conv2d {
	c := &Conv2d{ConvNd{InChannels: inChannels, OutChannels: outChannels}}
	o := lastOption(opts)
	newConv("Conv2d", &c.ConvNd, 2, sizeInts(kernelSize), convOpts(o), o.PaddingString)
	return c
}

// NewConv3d returns nn.Conv3d(in_channels, out_channels, kernel_size,
// stride=1, padding=0, dilation=1, groups=1, bias=True,
// padding_mode='zeros'), initialised as PyTorch initialises it.
func NewConv3d[K IntOrInts](inChannels, outChannels int64, kernelSize K, opts ...ConvOptions) *Conv3d {
	c := &Conv3d{ConvNd{InChannels: inChannels, OutChannels: outChannels}}
	o := lastOption(opts)
	newConv("Conv3d", &c.ConvNd, 3, sizeInts(kernelSize), convOpts(o), o.PaddingString)
	return c
}

// NewConvTranspose1d returns nn.ConvTranspose1d(in_channels,
// out_channels, kernel_size, stride=1, padding=0, output_padding=0,
// groups=1, bias=True, dilation=1, padding_mode='zeros'), initialised as
// PyTorch initialises it.
func NewConvTranspose1d[K IntOrInts](inChannels, outChannels int64, kernelSize K, opts ...ConvTransposeOptions) *ConvTranspose1d {
	c := &ConvTranspose1d{ConvNd{InChannels: inChannels, OutChannels: outChannels, Transposed: true}}
	newConv("ConvTranspose1d", &c.ConvNd, 1, sizeInts(kernelSize), lastOption(opts), "")
	return c
}

// NewConvTranspose2d returns nn.ConvTranspose2d(in_channels,
// out_channels, kernel_size, stride=1, padding=0, output_padding=0,
// groups=1, bias=True, dilation=1, padding_mode='zeros'), initialised as
// PyTorch initialises it.
func NewConvTranspose2d[K IntOrInts](inChannels, outChannels int64, kernelSize K, opts ...ConvTransposeOptions) *ConvTranspose2d {
	c := &ConvTranspose2d{ConvNd{InChannels: inChannels, OutChannels: outChannels, Transposed: true}}
	newConv("ConvTranspose2d", &c.ConvNd, 2, sizeInts(kernelSize), lastOption(opts), "")
	return c
}

// NewConvTranspose3d returns nn.ConvTranspose3d(in_channels,
// out_channels, kernel_size, stride=1, padding=0, output_padding=0,
// groups=1, bias=True, dilation=1, padding_mode='zeros'), initialised as
// PyTorch initialises it.
func NewConvTranspose3d[K IntOrInts](inChannels, outChannels int64, kernelSize K, opts ...ConvTransposeOptions) *ConvTranspose3d {
	c := &ConvTranspose3d{ConvNd{InChannels: inChannels, OutChannels: outChannels, Transposed: true}}
	newConv("ConvTranspose3d", &c.ConvNd, 3, sizeInts(kernelSize), lastOption(opts), "")
	return c
}

// Forward returns the convolution of x (F.conv1d).
func (c *Conv1d) Forward(x *torch.Tensor) *torch.Tensor { return c.forward(x) }

// Forward returns the convolution of x (F.conv2d).
func (c *Conv2d) Forward(x *torch.Tensor) *torch.Tensor { return c.forward(x) }

// Forward returns the convolution of x (F.conv3d).
func (c *Conv3d) Forward(x *torch.Tensor) *torch.Tensor { return c.forward(x) }

// Forward returns the transposed convolution of x (F.conv_transpose1d),
// its size set by OutputPadding.
func (c *ConvTranspose1d) Forward(x *torch.Tensor) *torch.Tensor { return c.forward(x) }

// ForwardSize is Python's forward(input, output_size): outputSize, (L)
// or x's full output shape, picks the output padding in place of
// OutputPadding; it must be within a stride of the smallest size.
func (c *ConvTranspose1d) ForwardSize(x *torch.Tensor, outputSize []int64) *torch.Tensor {
	return c.forwardSize("ConvTranspose1d", x, outputSize)
}

// Forward returns the transposed convolution of x (F.conv_transpose2d),
// its size set by OutputPadding.
func (c *ConvTranspose2d) Forward(x *torch.Tensor) *torch.Tensor { return c.forward(x) }

// ForwardSize is Python's forward(input, output_size): outputSize, (H, W)
// or x's full output shape, picks the output padding in place of
// OutputPadding; it must be within a stride of the smallest size.
func (c *ConvTranspose2d) ForwardSize(x *torch.Tensor, outputSize []int64) *torch.Tensor {
	return c.forwardSize("ConvTranspose2d", x, outputSize)
}

// Forward returns the transposed convolution of x (F.conv_transpose3d),
// its size set by OutputPadding.
func (c *ConvTranspose3d) Forward(x *torch.Tensor) *torch.Tensor { return c.forward(x) }

// ForwardSize is Python's forward(input, output_size): outputSize,
// (D, H, W) or x's full output shape, picks the output padding in place
// of OutputPadding; it must be within a stride of the smallest size.
func (c *ConvTranspose3d) ForwardSize(x *torch.Tensor, outputSize []int64) *torch.Tensor {
	return c.forwardSize("ConvTranspose3d", x, outputSize)
}

// forwardSize is a transposed convolution's forward(input, output_size).
func (c *ConvNd) forwardSize(name string, x *torch.Tensor, outputSize []int64) *torch.Tensor {
	if f := c.failed(); f != nil {
		return f
	}
	if err := x.Err(); err != nil {
		return x
	}
	pad, err := c.outputPadding(name, x.Shape(), outputSize)
	if err != nil {
		return torch.Chain(nil, err)
	}
	return c.transposed(x, pad)
}

// outputPadding is _ConvTransposeNd._output_padding for a given size.
func (c *ConvNd) outputPadding(name string, input, size []int64) ([]int64, error) {
	n := len(c.KernelSize)
	nonSpatial := 1
	if len(input) == n+2 {
		nonSpatial = 2
	}
	if len(size) == nonSpatial+n {
		size = size[nonSpatial:]
	}
	if len(size) != n || len(input) != nonSpatial+n {
		return nil, fmt.Errorf("nn: %s: for %d-D input, output_size must have %d or %d elements (got %d)",
			name, len(input), n, nonSpatial+n, len(size))
	}
	minSizes, maxSizes, pad := make([]int64, n), make([]int64, n), make([]int64, n)
	for d := range n {
		minSizes[d] = (input[d+nonSpatial]-1)*c.Stride[d] - 2*c.Padding[d] + c.Dilation[d]*(c.KernelSize[d]-1) + 1
		maxSizes[d] = minSizes[d] + c.Stride[d] - 1
	}
	for d := range n {
		if size[d] < minSizes[d] || size[d] > maxSizes[d] {
			return nil, fmt.Errorf("nn: %s: requested an output size of %v, but valid sizes range from %v to %v (for an input of %v)",
				name, size, minSizes, maxSizes, input[nonSpatial:])
		}
		pad[d] = size[d] - minSizes[d]
	}
	return pad, nil
}

// forward is _ConvNd's _conv_forward: a padding mode other than zeros
// pads with F.pad first, then convolves without padding.
func (c *ConvNd) forward(x *torch.Tensor) *torch.Tensor {
	if f := c.failed(); f != nil {
		return f
	}
	n := len(c.KernelSize)
	// Copies throughout: cgo refuses a pointer into c, which holds Go
	// pointers.
	stride, dilation := slices.Clone(c.Stride), slices.Clone(c.Dilation)
	if c.Transposed {
		return c.transposed(x, slices.Clone(c.OutputPadding))
	}
	padding := slices.Clone(c.Padding)
	if c.PaddingMode != "zeros" {
		x = torch.Pad(x, slices.Clone(c.reversedPadding), torch.PadOptions{Mode: torch.Some(c.PaddingMode)})
		defer x.Free()
		padding = make([]int64, n)
	} else if c.PaddingString != "" {
		return convPadding(n, x, c.Weight, c.Bias, stride, c.PaddingString, dilation, c.Groups)
	}
	var y *torch.Tensor
	var err error
	switch n {
	case 1:
		y, err = torch.Conv1d(x, c.Weight, torch.Conv1dOptions{Bias: c.Bias, Stride: torch.Some(stride),
			Padding: torch.Some(padding), Dilation: torch.Some(dilation), Groups: torch.Some(c.Groups)}).Result()
	case 2:
		y, err = torch.Conv2d(x, c.Weight, torch.Conv2dOptions{Bias: c.Bias, Stride: torch.Some(stride),
			Padding: torch.Some(padding), Dilation: torch.Some(dilation), Groups: torch.Some(c.Groups)}).Result()
	default:
		y, err = torch.Conv3d(x, c.Weight, torch.Conv3dOptions{Bias: c.Bias, Stride: torch.Some(stride),
			Padding: torch.Some(padding), Dilation: torch.Some(dilation), Groups: torch.Some(c.Groups)}).Result()
	}
	return torch.Chain(y, err)
}

// transposed is F.conv_transpose1d, 2d or 3d with the output padding.
func (c *ConvNd) transposed(x *torch.Tensor, outputPadding []int64) *torch.Tensor {
	stride, padding, dilation := slices.Clone(c.Stride), slices.Clone(c.Padding), slices.Clone(c.Dilation)
	switch len(c.KernelSize) {
	case 1:
		return torch.ConvTranspose1d(x, c.Weight, torch.ConvTranspose1dOptions{
			Bias: c.Bias, Stride: torch.Some(stride), Padding: torch.Some(padding),
			OutputPadding: torch.Some(outputPadding), Groups: torch.Some(c.Groups), Dilation: torch.Some(dilation),
		})
	case 2:
		return torch.ConvTranspose2dInput(x, c.Weight, torch.ConvTranspose2dInputOptions{
			Bias: c.Bias, Stride: torch.Some(stride), Padding: torch.Some(padding),
			OutputPadding: torch.Some(outputPadding), Groups: torch.Some(c.Groups), Dilation: torch.Some(dilation),
		})
	}
	return torch.ConvTranspose3dInput(x, c.Weight, torch.ConvTranspose3dInputOptions{
		Bias: c.Bias, Stride: torch.Some(stride), Padding: torch.Some(padding),
		OutputPadding: torch.Some(outputPadding), Groups: torch.Some(c.Groups), Dilation: torch.Some(dilation),
	})
}

// convPadding is F.convNd with padding "same" or "valid".
func convPadding(n int, x, w, b *torch.Tensor, stride []int64, padding string, dilation []int64, groups int64) *torch.Tensor {
	switch n {
	case 1:
		return torch.Conv1dPadding(x, w, torch.Conv1dPaddingOptions{Bias: b, Stride: torch.Some(stride),
			Padding: torch.Some(padding), Dilation: torch.Some(dilation), Groups: torch.Some(groups)})
	case 2:
		return torch.Conv2dPadding(x, w, torch.Conv2dPaddingOptions{Bias: b, Stride: torch.Some(stride),
			Padding: torch.Some(padding), Dilation: torch.Some(dilation), Groups: torch.Some(groups)})
	}
	return torch.Conv3dPadding(x, w, torch.Conv3dPaddingOptions{Bias: b, Stride: torch.Some(stride),
		Padding: torch.Some(padding), Dilation: torch.Some(dilation), Groups: torch.Some(groups)})
}
