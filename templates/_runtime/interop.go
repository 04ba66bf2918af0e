package torch

// #include "gotorch.h"
// #cgo noescape gt_tensor_aten_pointer
// #cgo nocallback gt_tensor_aten_pointer
// #cgo noescape gt_tensor_from_aten
// #cgo nocallback gt_tensor_from_aten
// #cgo noescape gt_tensor_new_aten
// #cgo nocallback gt_tensor_new_aten
// #cgo nocallback gt_aten_delete
import "C"

import "unsafe"

// Sharing tensors with other C++ code (your own cgo, another library)
// without copying: the pointers below are libtorch's at::Tensor*, for C++
// built against the same libtorch as this package.

// ATenPointer returns the at::Tensor* inside t's handle, borrowed: it is
// valid until t is freed (by Free, a Scope or the garbage collector), so
// keep t alive (runtime.KeepAlive) and unfreed while C++ uses it. The C++
// side may use the tensor and make copies of it (at::Tensor's copy shares
// the data), but must not delete it.
func (t *Tensor) ATenPointer() (unsafe.Pointer, error) {
	var out unsafe.Pointer
	err := newError("ATenPointer", C.gt_tensor_aten_pointer(t.use(), &out))
	t.unuse()
	if err != nil {
		return nil, err
	}
	return out, nil
}

// TensorFromATen returns a new Tensor sharing the TensorImpl of the
// at::Tensor at p (a copy of it: a reference count increment, no data is
// copied). The caller keeps owning *p. An undefined at::Tensor gives nil,
// as everywhere in this package.
func TensorFromATen(p unsafe.Pointer) (*Tensor, error) {
	if p == nil {
		return nil, rtErrorf("TensorFromATen", "argument p: nil at::Tensor pointer")
	}
	var out C.gt_tensor
	if err := newError("TensorFromATen", C.gt_tensor_from_aten(p, &out)); err != nil {
		return nil, err
	}
	return wrapTensor(out), nil
}

// NewATenPointer returns a new heap at::Tensor* (new at::Tensor(t)) sharing
// t's data, which the caller owns independently of t: C++ must delete it,
// or Go must pass it to DeleteATenPointer, exactly once.
func (t *Tensor) NewATenPointer() (unsafe.Pointer, error) {
	var out unsafe.Pointer
	err := newError("NewATenPointer", C.gt_tensor_new_aten(t.use(), &out))
	t.unuse()
	if err != nil {
		return nil, err
	}
	return out, nil
}

// DeleteATenPointer deletes an at::Tensor* made by NewATenPointer (or by
// new at::Tensor in C++); nil is a no-op.
func DeleteATenPointer(p unsafe.Pointer) {
	C.gt_aten_delete(p)
}
