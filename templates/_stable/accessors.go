package torch

// #include "stable.h"
// #cgo noescape gts_tensor_defined
// #cgo nocallback gts_tensor_defined
// #cgo noescape gts_tensor_layout
// #cgo nocallback gts_tensor_layout
// #cgo noescape gts_tensor_data_ptr
// #cgo nocallback gts_tensor_data_ptr
// #cgo noescape gts_tensor_storage_nbytes
// #cgo nocallback gts_tensor_storage_nbytes
// #cgo noescape gts_tensor_new_ref
// #cgo nocallback gts_tensor_new_ref
import "C"

// accessors.go: Tensor's class-spec methods (specs/tensor.yaml) that call
// no ATen operator, over the stable C shim's accessors (stable.c), with
// the typed mode's names, signatures and behaviour: on a nil, freed or
// failed tensor the properties are the zero value (Err says why), the
// methods that return an error return one.

// Defined reports whether the tensor holds data (aoti_torch_is_defined);
// a nil, freed or failed *Tensor is not defined.
func (t *Tensor) Defined() bool {
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return false
	}
	var d C.bool
	if msg := C.gts_tensor_defined(C.uint64_t(h), &d); msg != nil {
		rtMessage(msg)
		return false
	}
	return bool(d)
}

// rtLayout is t's layout, and false for a nil or freed tensor or a failed
// read.
func (t *Tensor) rtLayout() (Layout, bool) {
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return 0, false
	}
	var l C.int32_t
	if msg := C.gts_tensor_layout(C.uint64_t(h), &l); msg != nil {
		rtMessage(msg)
		return 0, false
	}
	return Layout(l), true
}

// Layout is the tensor's layout (strided, sparse...):
// aoti_torch_get_layout.
func (t *Tensor) Layout() Layout {
	l, _ := t.rtLayout()
	return l
}

// IsSparse reports whether the tensor is a sparse COO tensor (C++'s
// x.is_sparse(); the compressed layouts are not).
func (t *Tensor) IsSparse() bool {
	l, ok := t.rtLayout()
	return ok && l == SparseCoo
}

// rtMetaOf is t's dtype and device, and false for a nil or freed tensor.
func (t *Tensor) rtMetaOf() (rtMetadata, bool) {
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return rtMetadata{}, false
	}
	m, err := rtMeta(h, false)
	return m, err == nil
}

// IsCUDA reports whether the tensor's data is on a CUDA device
// (aoti_torch_get_device_type).
func (t *Tensor) IsCUDA() bool {
	m, ok := t.rtMetaOf()
	return ok && m.device.Type == CUDA
}

// ElementSize is the size of one element in bytes (its dtype's, as C++'s
// x.element_size()).
func (t *Tensor) ElementSize() int64 {
	m, ok := t.rtMetaOf()
	if !ok {
		return 0
	}
	return int64(m.dtype.Size())
}

// DataPtr is the address of the first element, as Python's x.data_ptr()
// (aoti_torch_get_data_ptr: C++'s data_ptr()); it is valid while the
// tensor and its storage live. 0 for an empty tensor, as in C++; a
// ZeroTensor (zeros with no data) has none, and its DataPtr is 0 plus its
// offset, as in Python: read it with ToSlice, which makes its zeros.
func (t *Tensor) DataPtr() int64 {
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return 0
	}
	var p C.uintptr_t
	if msg := C.gts_tensor_data_ptr(C.uint64_t(h), &p); msg != nil {
		rtMessage(msg)
		return 0
	}
	return int64(p)
}

// StorageNbytes is the size of the tensor's storage in bytes (Python's
// x.untyped_storage().nbytes(); aoti_torch_get_storage_size), which a
// view's Numel does not show; an error for a tensor without a storage
// (sparse, mkldnn, nested).
func (t *Tensor) StorageNbytes() (int64, error) {
	if t != nil && t.err != nil {
		return 0, t.err
	}
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return 0, rtErrorf("Tensor.StorageNbytes", rtFreedMessage)
	}
	var n C.int64_t
	if msg := C.gts_tensor_storage_nbytes(C.uint64_t(h), &n); msg != nil {
		return 0, rtErrorf("Tensor.StorageNbytes", rtMessage(msg))
	}
	return int64(n), nil
}

// ShallowClone is a new *Tensor sharing the tensor (C++'s copy of an
// at::Tensor; aoti_torch_new_tensor_handle): freeing one leaves the other
// usable. An error, its own or its receiver's, travels in the result (see
// Tensor.Err).
func (t *Tensor) ShallowClone() *Tensor {
	if t != nil && t.err != nil {
		return rtFailed(t.err)
	}
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return rtFailed(rtErrorf("Tensor.ShallowClone", rtFreedMessage))
	}
	var out C.uint64_t
	if msg := C.gts_tensor_new_ref(C.uint64_t(h), &out); msg != nil {
		return rtFailed(rtErrorf("Tensor.ShallowClone", rtMessage(msg)))
	}
	return wrapTensor(uint64(out), int64(C.gts_storage_bytes(out)))
}
