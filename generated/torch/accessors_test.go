package torch

import (
	"slices"
	"testing"
)

// TestTensorAccessors: Tensor's class-spec methods that call no ATen
// operator (specs/tensor.yaml: Defined, Layout, IsSparse, IsCUDA,
// ElementSize, DataPtr, StorageNbytes, ShallowClone), one source for both
// modes: the stable package receives this file as it is (emit's
// stableShared), where they are the stable runtime's own
// (templates/_stable/accessors.go, over the stable C shim's accessors).
// Expected values are worked by hand.
func TestTensorAccessors(t *testing.T) {
	x, err := FromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	if !x.Defined() || x.Layout() != Strided || x.IsSparse() || x.IsCUDA() || x.ElementSize() != 4 {
		t.Errorf("Defined %v Layout %v IsSparse %v IsCUDA %v ElementSize %d",
			x.Defined(), x.Layout(), x.IsSparse(), x.IsCUDA(), x.ElementSize())
	}
	// Row 1 of a contiguous 2x3 float32 tensor: 3 elements (12 bytes) in,
	// a view of the whole 24-byte storage.
	row := x.SelectInt(0, 1)
	defer row.Free()
	if d := row.DataPtr() - x.DataPtr(); x.DataPtr() == 0 || d != 12 {
		t.Errorf("DataPtr: base %#x, row 1 at +%d, want +12", x.DataPtr(), d)
	}
	if n, err := row.StorageNbytes(); err != nil || n != 24 {
		t.Errorf("a row's StorageNbytes = %d, %v; want 24 (the whole storage)", n, err)
	}
	i, err := FromSlice([]int64{-7})
	if err != nil {
		t.Fatal(err)
	}
	defer i.Free()
	if n, err := i.StorageNbytes(); err != nil || n != 8 || i.ElementSize() != 8 {
		t.Errorf("int64: StorageNbytes %d, %v; ElementSize %d; want 8, 8", n, err, i.ElementSize())
	}
	// An empty tensor: defined, no data (C++'s data_ptr() is null).
	e, err := FromSlice([]float64{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Free()
	if n, err := e.StorageNbytes(); !e.Defined() || e.DataPtr() != 0 || err != nil || n != 0 || e.ElementSize() != 8 {
		t.Errorf("empty: Defined %v DataPtr %#x StorageNbytes %d, %v ElementSize %d", e.Defined(), e.DataPtr(), n, err, e.ElementSize())
	}

	// A shallow clone shares the tensor; freeing it leaves the tensor.
	c := x.ShallowClone()
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	if c == x || c.DataPtr() != x.DataPtr() || !c.Defined() {
		t.Errorf("ShallowClone: DataPtr %#x, the tensor's %#x", c.DataPtr(), x.DataPtr())
	}
	c.Free()
	if c.Defined() {
		t.Error("a freed shallow clone is defined")
	}
	if v, err := ToSlice[float32](x); err != nil || !slices.Equal(v, []float32{1, 2, 3, 4, 5, 6}) {
		t.Errorf("the tensor after its clone's Free: %v, %v", v, err)
	}

	// A sparse COO tensor has a layout of its own and no storage.
	s := x.ToSparse()
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	defer s.Free()
	if !s.Defined() || s.Layout() != SparseCoo || !s.IsSparse() || s.ElementSize() != 4 || s.DataPtr() != 0 {
		t.Errorf("sparse: Defined %v Layout %v IsSparse %v ElementSize %d DataPtr %#x", s.Defined(), s.Layout(), s.IsSparse(), s.ElementSize(), s.DataPtr())
	}
	if n, err := s.StorageNbytes(); err == nil {
		t.Errorf("a sparse tensor's StorageNbytes = %d, no error", n)
	}

	// Nil, freed and failed tensors: zero values, errors, never a panic.
	freed, err := FromSlice([]float32{1})
	if err != nil {
		t.Fatal(err)
	}
	freed.Free()
	failed := x.Reshape([]int64{7}) // 6 elements
	if failed.Err() == nil {
		t.Fatal("Reshape of 6 elements to 7 succeeded")
	}
	for _, tt := range []*Tensor{nil, freed, failed} {
		if tt.Defined() || tt.Layout() != Strided || tt.IsSparse() || tt.IsCUDA() || tt.ElementSize() != 0 || tt.DataPtr() != 0 {
			t.Errorf("%v: Defined %v Layout %v IsSparse %v IsCUDA %v ElementSize %d DataPtr %#x: not the zero values",
				tt.Err(), tt.Defined(), tt.Layout(), tt.IsSparse(), tt.IsCUDA(), tt.ElementSize(), tt.DataPtr())
		}
		if n, err := tt.StorageNbytes(); err == nil {
			t.Errorf("%v: StorageNbytes = %d, no error", tt.Err(), n)
		}
		if c, err := tt.ShallowClone().Result(); err == nil || c != nil {
			t.Errorf("%v: ShallowClone = %v, %v", tt.Err(), c, err)
		}
	}
}
