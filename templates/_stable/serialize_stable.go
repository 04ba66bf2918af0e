package torch

// #include <stdint.h>
// #include "stable.h"
// char* gts_ser_meta(uint64_t h, int32_t* layout, int64_t* ndim, const int64_t** strides, int64_t* offset,
//                    int64_t* nbytes, uintptr_t* data);
// char* gts_ser_copy(uint64_t h, int64_t elem, void* dst, int64_t nbytes);
// char* gts_ser_write(uint64_t h, int64_t offset, const void* src, int64_t n);
// #cgo noescape gts_ser_write
// #cgo nocallback gts_ser_write
// #cgo noescape gts_ser_copy
// #cgo nocallback gts_ser_copy
import "C"

import (
	"sync/atomic"
	"unsafe"
)

// serialize_stable.go: the tensor operations torch.Load and Save
// (serialize.go, the typed mode's source, which emit/stable.go copies)
// need beyond operators, over the stable C ABI (serialize_stable.c): the
// typed mode's are its serialize_typed.go.

// rtFileError is the *Error of a file that could not be opened or made,
// wrapping its *fs.PathError: errors.Is(err, fs.ErrNotExist) works.
func rtFileError(op string, err error) error {
	return &Error{Op: op, Message: err.Error(), Err: err}
}

// rtWriteBytes copies b into t's bytes from byte off on.
func rtWriteBytes(t *Tensor, off int64, b []byte) error {
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return rtErrorf("LoadFrom", rtFreedMessage)
	}
	if msg := C.gts_ser_write(C.uint64_t(h), C.int64_t(off), unsafe.Pointer(unsafe.SliceData(b)), C.int64_t(len(b))); msg != nil {
		return rtErrorf("LoadFrom", rtMessage(msg))
	}
	return nil
}

// rtStorageCopy copies the whole storage of CPU tensor t, len(b) bytes,
// into b.
func rtStorageCopy(t *Tensor, b []byte) error {
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return rtErrorf("SaveTo", rtFreedMessage)
	}
	m, err := rtMeta(h, false)
	if err != nil {
		return rtErrorf("SaveTo", err.(*Error).Message)
	}
	if msg := C.gts_ser_copy(C.uint64_t(h), C.int64_t(m.dtype.Size()), unsafe.Pointer(unsafe.SliceData(b)), C.int64_t(len(b))); msg != nil {
		return rtErrorf("SaveTo", rtMessage(msg))
	}
	return nil
}

// rtSerMeta is what Save reads of a tensor (gts_ser_meta).
type rtSerMeta struct {
	layout  Layout
	strides []int64
	offset  int64
	nbytes  int64
	data    uintptr // the data pointer of a CPU tensor, 0 elsewhere or for none
}

func rtSerMetaOf(t *Tensor) (rtSerMeta, error) {
	h := t.use()
	defer t.unuse()
	if h == 0 {
		return rtSerMeta{}, rtErrorf("SaveTo", rtFreedMessage)
	}
	var layout C.int32_t
	var ndim, offset, nbytes C.int64_t
	var strides *C.int64_t
	var data C.uintptr_t
	if msg := C.gts_ser_meta(C.uint64_t(h), &layout, &ndim, &strides, &offset, &nbytes, &data); msg != nil {
		return rtSerMeta{}, rtErrorf("SaveTo", rtMessage(msg))
	}
	m := rtSerMeta{layout: Layout(layout), offset: int64(offset), nbytes: int64(nbytes), data: uintptr(data)}
	if ndim > 0 {
		m.strides = append([]int64(nil), unsafe.Slice((*int64)(unsafe.Pointer(strides)), int(ndim))...)
	}
	return m, nil
}

// rtEmptyStorages numbers the storages without data, from the top of the
// range: each is a storage of its own (no two share a data pointer).
var rtEmptyStorages atomic.Uintptr

// rtStorageInfo returns t's storage (its identity and size in bytes) and
// t's offset in it, in elements. The stable ABI has no storage handle: a
// storage is known by where its data starts, the data pointer less the
// offset (t is a CPU tensor: Save copies others first).
func rtStorageInfo(t *Tensor) (id uintptr, nbytes, offset int64, err error) {
	m, err := rtSerMetaOf(t)
	if err != nil {
		return 0, 0, 0, err
	}
	if m.data == 0 || m.nbytes == 0 {
		return ^rtEmptyStorages.Add(1), m.nbytes, m.offset, nil
	}
	return m.data - uintptr(m.offset*int64(t.DType().Size())), m.nbytes, m.offset, nil
}

// rtMaterialize returns the zeros a ZeroTensor stands for, as a new CPU
// tensor, and nil for any other tensor.
func rtMaterialize(t *Tensor) (*Tensor, error) {
	zero, err := InternalIsZerotensor(t)
	if err != nil || !zero {
		return nil, err
	}
	shape, dt := t.Shape(), t.DType()
	n := int64(dt.Size())
	for _, s := range shape {
		n *= s
	}
	var out C.uint64_t
	msg := C.gts_from_data(unsafe.Pointer(unsafe.SliceData(make([]byte, n))), C.int64_t(n), C.int64_t(len(shape)),
		(*C.int64_t)(unsafe.Pointer(unsafe.SliceData(shape))), C.int32_t(dt), &out)
	if msg != nil {
		return nil, rtErrorf("SaveTo", rtMessage(msg))
	}
	return wrapTensor(uint64(out), n), nil
}

// rtLayoutOf is t's layout (Strided for a freed tensor: Save reports that
// elsewhere).
func rtLayoutOf(t *Tensor) Layout {
	m, _ := rtSerMetaOf(t)
	return m.layout
}

// rtStridesOf is t's strides.
func rtStridesOf(t *Tensor) []int64 {
	m, _ := rtSerMetaOf(t)
	return m.strides
}

// rtRequiresGradOf reports whether t requires grad. The stable ABI has no
// getter: a non-leaf requires grad, and a leaf does when a view of it is
// not a leaf (a view records a grad_fn only of a tensor that requires
// grad, with grad mode on, as it is unless the program turned it off).
func rtRequiresGradOf(t *Tensor) (bool, error) {
	leaf, err := IsLeaf(t)
	if err != nil || !leaf {
		return !leaf, err
	}
	a, err := Alias(t).Result()
	if err != nil {
		return false, err
	}
	defer a.Free()
	leaf, err = IsLeaf(a)
	return !leaf, err
}

// rtSetRequiresGrad makes t require grad (a loaded nn.Parameter).
func rtSetRequiresGrad(t *Tensor) error { return RequiresGrad_(t).Err() }

// rtToCPU is a copy of t on the CPU.
func rtToCPU(t *Tensor) *Tensor {
	return InternalToCopy(t, InternalToCopyOptions{Device: Some(CPUDevice)})
}
