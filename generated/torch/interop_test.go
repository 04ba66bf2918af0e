package torch

import (
	"runtime"
	"testing"
)

// rtPeek copies x's values out, leaving x alive.
func rtPeek[T Element](t *testing.T, x *Tensor) []T {
	t.Helper()
	v, err := ToSlice[T](x)
	if err != nil {
		t.Fatalf("ToSlice: %v", err)
	}
	return v
}

// TestATenPointerSharesStorage: a tensor made from the borrowed at::Tensor*
// shares the original's data, both ways, and outlives the original.
func TestATenPointerSharesStorage(t *testing.T) {
	noLeaks(t)
	x, err := FromSlice([]float32{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	p, err := x.ATenPointer()
	if err != nil {
		t.Fatal(err)
	}
	before := LiveTensors()
	y, err := TensorFromATen(p)
	runtime.KeepAlive(x)
	if err != nil {
		t.Fatal(err)
	}
	if got := LiveTensors(); got != before+1 {
		t.Errorf("TensorFromATen: %d live tensors, want %d", got, before+1)
	}
	if _, err := Fill_Scalar(y, Float(7)).Result(); err != nil {
		t.Fatal(err)
	}
	equal(t, "x after filling y", rtPeek[float32](t, x), []float32{7, 7, 7})
	if _, err := Fill_Scalar(x, Float(-1)).Result(); err != nil {
		t.Fatal(err)
	}
	equal(t, "y after filling x", rtPeek[float32](t, y), []float32{-1, -1, -1})
	// y holds its own reference: freeing x leaves it intact.
	x.Free()
	equal(t, "y after freeing x", values[float32](t, y, nil), []float32{-1, -1, -1})
}

// TestATenPointerLentOnce: a handle is the TensorImpl* itself, so the
// at::Tensor ATenPointer lends is made on the first call, the same one
// comes back on the next, and Free deletes it (make leakcheck would report
// it otherwise) without touching the tensor a copy of it made.
func TestATenPointerLentOnce(t *testing.T) {
	noLeaks(t)
	x := rtMustFromSlice(t, []float32{5, 6})
	p, err := x.ATenPointer()
	if err != nil {
		t.Fatal(err)
	}
	q, err := x.ATenPointer()
	if err != nil || q != p {
		t.Fatalf("second ATenPointer = %v, %v; want the first, %v", q, err, p)
	}
	y, err := TensorFromATen(p)
	if err != nil {
		t.Fatal(err)
	}
	x.Free()
	rtLent.mu.Lock()
	_, held := rtLent.m[x]
	rtLent.mu.Unlock()
	if held {
		t.Errorf("Free kept the lent at::Tensor")
	}
	equal(t, "a copy of the lent tensor after Free", values[float32](t, y, nil), []float32{5, 6})
}

// TestNewATenPointer: the owned at::Tensor* keeps the data alive after the
// Tensor is freed, until DeleteATenPointer.
func TestNewATenPointer(t *testing.T) {
	noLeaks(t)
	x, err := FromSlice([]int64{4, 5, 6})
	if err != nil {
		t.Fatal(err)
	}
	before := LiveTensors()
	q, err := x.NewATenPointer()
	if err != nil {
		t.Fatal(err)
	}
	if got := LiveTensors(); got != before {
		t.Errorf("NewATenPointer made a handle: %d live tensors, want %d", got, before)
	}
	x.Free()
	y, err := TensorFromATen(q)
	DeleteATenPointer(q)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "through the owned pointer", values[int64](t, y, nil), []int64{4, 5, 6})
	DeleteATenPointer(nil)
}

func TestATenPointerErrors(t *testing.T) {
	noLeaks(t)
	x, err := FromSlice([]float32{1})
	if err != nil {
		t.Fatal(err)
	}
	x.Free()
	for _, c := range []struct {
		name string
		x    *Tensor
	}{{"freed", x}, {"nil", nil}} {
		p, err := c.x.ATenPointer()
		if p != nil {
			t.Errorf("ATenPointer of a %s tensor = %v", c.name, p)
		}
		rtWantError(t, "ATenPointer of a "+c.name+" tensor", err, "ATenPointer", "argument self", "tensor is nil or has been freed")
		p, err = c.x.NewATenPointer()
		if p != nil {
			t.Errorf("NewATenPointer of a %s tensor = %v", c.name, p)
		}
		rtWantError(t, "NewATenPointer of a "+c.name+" tensor", err, "NewATenPointer", "argument self", "tensor is nil or has been freed")
	}
	y, err := TensorFromATen(nil)
	if y != nil {
		t.Errorf("TensorFromATen(nil) = %v", y)
	}
	rtWantError(t, "TensorFromATen(nil)", err, "TensorFromATen", "argument p", "nil")
}
