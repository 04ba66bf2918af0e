package torch

// #include "gotorch.h"
import "C"

// TensorOptions is libtorch's at::TensorOptions: the properties a new tensor
// gets. An unset field keeps libtorch's default (float32, CPU, strided,
// contiguous, no grad). Tensor.Options returns a tensor's own; the
// conversions to and from C++ are the class spec's (specs/options.yaml).
type TensorOptions struct {
	DType        Opt[DType]
	Device       Opt[Device]
	Layout       Opt[Layout]
	MemoryFormat Opt[MemoryFormat]
	RequiresGrad Opt[bool]
	PinnedMemory Opt[bool]
}

func rtOptEnum[T ~int32](o Opt[T]) C.int32_t {
	if v, ok := o.Get(); ok {
		return C.int32_t(v)
	}
	return -1
}

func rtOptFlag(o Opt[bool]) C.int32_t {
	if v, ok := o.Get(); ok {
		if v {
			return 1
		}
		return 0
	}
	return -1
}

func (o TensorOptions) c() C.gt_tensor_options {
	dev := C.gt_device{_type: -1, index: -1}
	if d, ok := o.Device.Get(); ok {
		dev = d.c()
	}
	return C.gt_tensor_options{
		dtype: rtOptEnum(o.DType), layout: rtOptEnum(o.Layout), memory_format: rtOptEnum(o.MemoryFormat),
		requires_grad: rtOptFlag(o.RequiresGrad), pinned_memory: rtOptFlag(o.PinnedMemory), device: dev,
	}
}

func tensorOptionsFromC(c C.gt_tensor_options) TensorOptions {
	var o TensorOptions
	if c.dtype >= 0 {
		o.DType = Some(DType(c.dtype))
	}
	if c.layout >= 0 {
		o.Layout = Some(Layout(c.layout))
	}
	if c.memory_format >= 0 {
		o.MemoryFormat = Some(MemoryFormat(c.memory_format))
	}
	if c.requires_grad >= 0 {
		o.RequiresGrad = Some(c.requires_grad != 0)
	}
	if c.pinned_memory >= 0 {
		o.PinnedMemory = Some(c.pinned_memory != 0)
	}
	if c.device._type >= 0 {
		o.Device = Some(deviceFromC(c.device))
	}
	return o
}
