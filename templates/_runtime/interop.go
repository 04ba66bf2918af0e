package torch

// #include "gotorch.h"
// #cgo noescape gt_tensor_from_aten
// #cgo nocallback gt_tensor_from_aten
// #cgo noescape gt_tensor_new_aten
// #cgo nocallback gt_tensor_new_aten
// #cgo nocallback gt_aten_delete
import "C"

import (
	"sync"
	"unsafe"
)

// Sharing tensors with other C++ code (your own cgo, another library)
// without copying: the pointers below are libtorch's at::Tensor*, for C++
// built against the same libtorch as this package.

// ATenPointer returns an at::Tensor* for t, borrowed: it is valid until t
// is freed (by Free, a Scope or the garbage collector), so keep t alive
// (runtime.KeepAlive) and unfreed while C++ uses it. The C++ side may use
// the tensor and make copies of it (at::Tensor's copy shares the data), but
// must not delete it. Every call on the same t returns the same pointer.
//
// A handle is the TensorImpl* itself, with no at::Tensor object to point
// at, so the first call makes one (NewATenPointer) that t's release
// deletes: a cost only for tensors that are lent.
func (t *Tensor) ATenPointer() (unsafe.Pointer, error) {
	h := t.use()
	defer t.unuse()
	var out unsafe.Pointer
	if h == nil { // the shim's error naming the argument
		return nil, newError("ATenPointer", C.gt_tensor_new_aten(h, &out))
	}
	rtLent.mu.Lock()
	defer rtLent.mu.Unlock()
	if p, ok := rtLent.m[t]; ok {
		return p, nil
	}
	if err := newError("ATenPointer", C.gt_tensor_new_aten(h, &out)); err != nil {
		return nil, err
	}
	rtLent.m[t] = out
	t.lent = true // during the use: the release that reads it comes after
	return out, nil
}

// rtLent holds the at::Tensor objects ATenPointer lent, by tensor.
var rtLent = struct {
	mu sync.Mutex
	m  map[*Tensor]unsafe.Pointer
}{m: map[*Tensor]unsafe.Pointer{}}

// rtReturnLent deletes what ATenPointer lent for t, which is being freed.
func rtReturnLent(t *Tensor) {
	rtLent.mu.Lock()
	p := rtLent.m[t]
	delete(rtLent.m, t)
	rtLent.mu.Unlock()
	C.gt_aten_delete(p)
}

// TensorFromATen returns a new Tensor sharing the TensorImpl of the
// at::Tensor at p (a copy of it: a reference count increment, no data is
// copied). The caller keeps owning *p. An undefined at::Tensor gives nil,
// as everywhere in this package.
func TensorFromATen(p unsafe.Pointer) (*Tensor, error) {
	if p == nil {
		return nil, rtErrorf("TensorFromATen", "argument p: nil at::Tensor pointer")
	}
	var out C.gt_tensor_out
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
