package torch

import (
	"bytes"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// zeroChildEnv makes the test binary, run again by TestZeroTensorReads,
// run one case: reading a ZeroTensor's null data was a SIGSEGV, which must
// fail that case, not end the whole test binary.
const zeroChildEnv = "GOTORCH_TEST_ZERO_CHILD"

// zeroGrad is x.grad after x.sgn().sum().backward(), the issue's
// reproducer: in libtorch 1.13 the gradient of sgn of a real tensor is a
// ZeroTensor (no data: a null data pointer); Python reads it as zeros. The
// other cases make theirs with _efficientzerotensor, so that they read one
// whatever a libtorch's autograd gives.
func zeroGrad(t *testing.T) *Tensor {
	t.Helper()
	x := tensor(t, []float32{1, -2, 3})
	if err := x.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	sg := x.Sgn()
	defer sg.Free()
	s := sg.Sum()
	defer s.Free()
	if err := s.Backward(); err != nil {
		t.Fatal(err)
	}
	g := x.Grad()
	if err := g.Err(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Free)
	if ok, err := g.InternalIsZerotensor(); err != nil || !ok {
		t.Logf("this libtorch's x.grad is no ZeroTensor (%v, %v): read as any tensor", ok, err)
	}
	return g
}

// efficientZero is torch._efficientzerotensor(shape, dtype).
func efficientZero(t *testing.T, dt DType, shape ...int64) *Tensor {
	t.Helper()
	if shape == nil {
		shape = []int64{}
	}
	z, err := InternalEfficientzerotensor(shape, InternalEfficientzerotensorOptions{Dtype: Some(dt)}).Result()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(z.Free)
	mustZeroTensor(t, z)
	return z
}

// mustZeroTensor makes sure a case reads what it means to: a tensor with
// no data, not one libtorch materialized already.
func mustZeroTensor(t *testing.T, z *Tensor) {
	t.Helper()
	if ok, err := z.InternalIsZerotensor(); err != nil || !ok {
		t.Fatalf("_is_zerotensor = %v, %v: the case does not read a ZeroTensor", ok, err)
	}
}

func zeroSlice[T Element](t *testing.T, what string, x *Tensor, n int) {
	t.Helper()
	got, err := ToSlice[T](x)
	if err != nil {
		t.Fatalf("%s: ToSlice: %v", what, err)
	}
	equal(t, what, got, make([]T, n))
}

// zeroLive unwraps a chaining method's result, freed at the end of the test.
func zeroLive(t *testing.T, x *Tensor) *Tensor {
	t.Helper()
	if err := x.Err(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(x.Free)
	return x
}

var zeroCases = []struct {
	name string
	f    func(t *testing.T)
}{
	{"ToSliceGrad", func(t *testing.T) { zeroSlice[float32](t, "x.grad", zeroGrad(t), 3) }},
	{"ToSliceViews", func(t *testing.T) {
		z := efficientZero(t, Float32, 3)
		// A view has a storage offset: its data pointer is 4, not null.
		v := zeroLive(t, z.Narrow(0, 1, 2))
		mustZeroTensor(t, v)
		zeroSlice[float32](t, "z[1:]", v, 2)
		e := zeroLive(t, zeroLive(t, z.Unsqueeze(1)).Expand([]int64{3, 2}))
		mustZeroTensor(t, e)
		zeroSlice[float32](t, "expanded", e, 6)
		c := zeroLive(t, e.Contiguous())
		zeroSlice[float32](t, "expanded.contiguous()", c, 6)
	}},
	{"ToSliceDTypes", func(t *testing.T) {
		zeroSlice[float64](t, "z.to(float64)", zeroLive(t, efficientZero(t, Float32, 3).ToDtype(Float64)), 3)
		zeroSlice[int64](t, "int64", efficientZero(t, Int64, 2, 3), 6)
		zeroSlice[bool](t, "bool", efficientZero(t, Boolean, 4), 4)
		zeroSlice[complex64](t, "complex64", efficientZero(t, Complex64, 2), 2)
	}},
	{"Item", func(t *testing.T) {
		for name, x := range map[string]*Tensor{
			"0-dim":  efficientZero(t, Float64),
			"z[1:2]": zeroLive(t, efficientZero(t, Float32, 3).Narrow(0, 1, 1)),
		} {
			if v, err := x.ItemFloat(); err != nil || v != 0 {
				t.Errorf("%s: ItemFloat = %v, %v", name, v, err)
			}
		}
		if v, err := efficientZero(t, Int32, 1, 1).ItemInt(); err != nil || v != 0 {
			t.Errorf("ItemInt = %v, %v", v, err)
		}
	}},
	{"String", func(t *testing.T) {
		// Python's str of the same tensors, and String's suffixes.
		for _, c := range []struct {
			x    *Tensor
			want string
		}{
			{efficientZero(t, Float32, 3), "tensor([0., 0., 0.], size=(3,), dtype=torch.float32, device=cpu)"},
			{efficientZero(t, Float64), "tensor(0., size=(), dtype=torch.float64, device=cpu)"},
			{efficientZero(t, Float32, 2000), "tensor([0., 0., 0.,  ..., 0., 0., 0.], size=(2000,), dtype=torch.float32,\n       device=cpu)"},
			{efficientZero(t, Complex128, 2), "tensor([0.+0.j, 0.+0.j], size=(2,), dtype=torch.complex128, device=cpu)"},
			{efficientZero(t, Int64, 2, 3), "tensor([[0, 0, 0],\n        [0, 0, 0]], size=(2, 3), dtype=torch.int64, device=cpu)"},
			{efficientZero(t, Boolean, 2), "tensor([False, False], size=(2,), dtype=torch.bool, device=cpu)"},
		} {
			if got := c.x.String(); got != c.want {
				t.Errorf("String = %q, want %q", got, c.want)
			}
		}
	}},
	{"Save", func(t *testing.T) {
		z := efficientZero(t, Float32, 3)
		v := zeroLive(t, z.Narrow(0, 1, 2))
		var buf bytes.Buffer
		if err := SaveTo(&buf, map[string]*Tensor{"z": z, "view": v}); err != nil {
			t.Fatal(err)
		}
		got, err := LoadFrom(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if err != nil {
			t.Fatal(err)
		}
		defer FreeAll(got)
		d, ok := got.(*Dict)
		if !ok {
			t.Fatalf("LoadFrom: %T", got)
		}
		for key, n := range map[string]int{"z": 3, "view": 2} {
			x, _ := d.Get(key)
			xt, ok := x.(*Tensor)
			if !ok {
				t.Fatalf("%s: %T", key, x)
			}
			zeroSlice[float32](t, key, xt, n)
		}
	}},
	{"FromATen", func(t *testing.T) {
		z := efficientZero(t, Float32, 3)
		p, err := z.ATenPointer()
		if err != nil {
			t.Fatal(err)
		}
		y, err := TensorFromATen(p)
		runtime.KeepAlive(z)
		if err != nil {
			t.Fatal(err)
		}
		defer y.Free()
		zeroSlice[float32](t, "TensorFromATen(z)", y, 3)
	}},
}

// TestZeroTensorReads: every path that reads a tensor's bytes reads a
// ZeroTensor (null data) as zeros, as Python does, and does not crash.
// Each case runs in a child process.
func TestZeroTensorReads(t *testing.T) {
	child := os.Getenv(zeroChildEnv) == "1"
	for _, c := range zeroCases {
		t.Run(c.name, func(t *testing.T) {
			if child {
				noLeaks(t)
				c.f(t)
				return
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestZeroTensorReads$/^"+c.name+"$", "-test.count=1", "-test.v")
			cmd.Env = append(os.Environ(), zeroChildEnv+"=1")
			out, err := cmd.CombinedOutput()
			if err != nil {
				// A crash's goroutine dump: the first of it says where.
				lines := strings.Split(string(out), "\n")
				if len(lines) > 40 {
					lines = append(lines[:40], "...")
				}
				t.Fatalf("child: %v\n%s", err, strings.Join(lines, "\n"))
			}
			if !strings.Contains(string(out), "--- PASS: TestZeroTensorReads/"+c.name) {
				t.Fatalf("child ran no case:\n%s", out)
			}
		})
	}
}
