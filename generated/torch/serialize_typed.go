package torch

// #include "gotorch.h"
// // runtime.cpp (internal/cxxrt)
// char* gt_tensor_storage_info(gt_tensor t, uintptr_t* id, int64_t* nbytes, int64_t* offset);
// char* gt_tensor_storage_copy(gt_tensor t, void* dst, int64_t nbytes);
// char* gt_tensor_write_bytes(gt_tensor t, int64_t offset, const void* src, int64_t n);
// #cgo noescape gt_tensor_write_bytes
// #cgo nocallback gt_tensor_write_bytes
// char* gt_tensor_materialize(gt_tensor t, gt_tensor_out* out);
import "C"

import "unsafe"

// serialize_typed.go: the few tensor operations Load and Save
// (serialize.go, shared with the stable-ABI mode) need beyond operators,
// in the typed mode: C++ (runtime.cpp) and the class specs' methods. The
// stable mode's are templates/_stable/serialize_stable.go.

// rtWriteBytes copies b into t's bytes from byte off on.
func rtWriteBytes(t *Tensor, off int64, b []byte) error {
	h := t.use()
	defer t.unuse()
	return newError("LoadFrom", C.gt_tensor_write_bytes(h, C.int64_t(off), unsafe.Pointer(unsafe.SliceData(b)), C.int64_t(len(b))))
}

// rtStorageCopy copies the whole storage of CPU tensor t, len(b) bytes,
// into b.
func rtStorageCopy(t *Tensor, b []byte) error {
	h := t.use()
	defer t.unuse()
	return newError("SaveTo", C.gt_tensor_storage_copy(h, unsafe.Pointer(unsafe.SliceData(b)), C.int64_t(len(b))))
}

// rtStorageInfo returns t's storage (its identity and size in bytes) and
// t's offset in it, in elements.
func rtStorageInfo(t *Tensor) (id uintptr, nbytes, offset int64, err error) {
	var cid C.uintptr_t
	var cn, co C.int64_t
	h := t.use()
	err = newError("SaveTo", C.gt_tensor_storage_info(h, &cid, &cn, &co))
	t.unuse()
	return uintptr(cid), int64(cn), int64(co), err
}

// rtMaterialize returns the zeros a ZeroTensor stands for, as a new CPU
// tensor, and nil for any other tensor.
func rtMaterialize(t *Tensor) (*Tensor, error) {
	var out C.gt_tensor_out
	h := t.use()
	err := newError("SaveTo", C.gt_tensor_materialize(h, &out))
	t.unuse()
	if err != nil || out.h == nil {
		return nil, err
	}
	return wrapTensor(out), nil
}

// The tensor's properties Save writes, and the flag Load sets.
func rtLayoutOf(t *Tensor) Layout              { return t.Layout() }
func rtStridesOf(t *Tensor) []int64            { return t.Strides() }
func rtRequiresGradOf(t *Tensor) (bool, error) { return t.RequiresGrad(), nil }
func rtSetRequiresGrad(t *Tensor) error        { return t.SetRequiresGrad(true) }
func rtToCPU(t *Tensor) *Tensor                { return t.To(CPUDevice) }
