package torch

import (
	"errors"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// The API beyond the operators, on a CUDA device: Tensor.To and the
// device properties, chains of methods and C++ operators, indexing with a
// mask on the GPU, autograd, a TorchScript module moved to the GPU, an
// operator called by name, torch.save of a CUDA tensor, and scopes freeing
// what CUDA work made. Each result is compared with the CPU's. Like
// cuda_gpu_test.go, every test skips, saying why, without a CUDA device;
// a skip is not a pass.

// rtTo is x.To(dev), failing the test on an error; the result is freed
// when the test ends.
func rtTo(t *testing.T, x *Tensor, dev Device) *Tensor {
	t.Helper()
	y := x.To(dev)
	if err := y.Err(); err != nil {
		t.Fatalf("To(%v): %v", dev, err)
	}
	t.Cleanup(y.Free)
	if got := y.Device(); got.Type != dev.Type || (dev.Index >= 0 && got.Index != dev.Index) {
		t.Fatalf("To(%v) gave a tensor on %v", dev, got)
	}
	return y
}

// rtNear reports whether got and want agree within tol (absolute, or
// relative beyond 1).
func rtNear(got, want []float32, tol float64) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if math.Abs(float64(got[i]-want[i])) > tol*math.Max(1, math.Abs(float64(want[i]))) {
			return false
		}
	}
	return true
}

// rtHost frees x and returns its values, read through a CPU copy.
func rtHost[T Element](t *testing.T, x *Tensor) []T {
	t.Helper()
	defer x.Free()
	return chained[T](t, x.To(CPUDevice))
}

// TestCUDATensorTo: x.To(cuda:0) and back keeps every bit, the result
// says where it is, and To on the device it is on already works.
func TestCUDATensorTo(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	f := []float32{1.5, -2, 3.25, 0, float32(math.Inf(-1)), -0.125, math.MaxFloat32, math.SmallestNonzeroFloat32}
	x := tensor(t, f, 2, 4)
	g := rtTo(t, x, dev)
	if !g.IsCUDA() || g.Device() != dev || x.IsCUDA() || x.Device() != CPUDevice {
		t.Errorf("IsCUDA/Device: GPU copy %v %v, CPU original %v %v", g.IsCUDA(), g.Device(), x.IsCUDA(), x.Device())
	}
	if s := g.Shape(); !slices.Equal(s, []int64{2, 4}) || g.DType() != Float32 {
		t.Errorf("on the GPU: shape %v dtype %v", s, g.DType())
	}
	same := rtTo(t, g, dev)
	if !same.IsCUDA() {
		t.Error("To(cuda:0) of a tensor on cuda:0 left the GPU")
	}
	back := rtTo(t, g, CPUDevice)
	if back.IsCUDA() {
		t.Error("To(CPUDevice) gave a CUDA tensor")
	}
	if v, err := ToSlice[float32](back); err != nil || !rtEqualF32(v, f) {
		t.Errorf("CPU → CUDA → CPU: %v, %v; want %v", v, err, f)
	}
	n := []int64{math.MaxInt64, math.MinInt64, 0, -1}
	gn := rtTo(t, tensor(t, n, 4), dev)
	equal(t, "int64 through the GPU", chained[int64](t, gn.To(CPUDevice)), n)
}

// TestCUDAChainMatchesCPU: y = x*x + x + 36 as a chain of methods and C++
// operators on the GPU equals the CPU's result exactly (one rounding per
// operation on both), and a failure in a chain on the GPU is its error.
func TestCUDAChainMatchesCPU(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3, -0.1, 1e3, -7.25, 0.3333, 1e-3}, 8)
	chain := func(x *Tensor) (*Tensor, error) {
		return ScopedTensor(func(s *Scope) (*Tensor, error) {
			y := x.Mul(x).Add(x).Add(36)
			return y, y.Err()
		})
	}
	cpu, err := chain(x)
	if err != nil {
		t.Fatal(err)
	}
	gpu, err := chain(rtTo(t, x, dev))
	if err != nil {
		t.Fatal(err)
	}
	if !gpu.IsCUDA() {
		t.Errorf("the chain's result is on %v", gpu.Device())
	}
	want := chained[float32](t, cpu)
	if got := chained[float32](t, gpu.To(CPUDevice)); !rtEqualF32(got, want) {
		t.Errorf("GPU %v, CPU %v", got, want)
	}
	gpu.Free()
	bad := rtTo(t, x, dev).Add(tensor(t, []float32{1, 2}, 2)).Mul(2)
	if err := bad.Err(); err == nil || !strings.Contains(err.Error(), "Tensor.Add") {
		t.Errorf("a failing chain on the GPU: %v, want Tensor.Add's error", err)
	}
}

// TestCUDAIndex: x[mask], x[1], x[:, 1:3] and x[mask] = v on a CUDA
// tensor with a CUDA mask, as on the CPU.
func TestCUDAIndex(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	g := rtTo(t, tensor(t, []float32{0, 1, 2, 3, 4, 5}, 2, 3), dev)
	mask := g.Gt(2)
	defer mask.Free()
	if err := mask.Err(); err != nil || !mask.IsCUDA() || mask.DType() != Boolean {
		t.Fatalf("mask: %v, on %v, %v", err, mask.Device(), mask.DType())
	}
	sel := g.Index(mask)
	if !sel.IsCUDA() {
		t.Errorf("x[mask] is on %v", sel.Device())
	}
	equal(t, "x[mask]", rtHost[float32](t, sel), []float32{3, 4, 5})
	equal(t, "x[1]", rtHost[float32](t, g.Index(1)), []float32{3, 4, 5})
	equal(t, "x[:, 1:3]", rtHost[float32](t, g.Index(Slice(), Slice(1, 3))), []float32{1, 2, 4, 5})
	if err := g.IndexPut(-1, mask); err != nil {
		t.Fatalf("x[mask] = -1: %v", err)
	}
	equal(t, "after x[mask] = -1", chained[float32](t, g.To(CPUDevice)), []float32{0, 1, 2, -1, -1, -1})
	v := rtTo(t, tensor(t, []float32{7, 8}, 2), dev)
	if err := g.IndexPut(v, 0, Slice(1)); err != nil {
		t.Fatalf("x[0, 1:] = v: %v", err)
	}
	equal(t, "after x[0, 1:] = v", chained[float32](t, g.To(CPUDevice)), []float32{0, 7, 8, -1, -1, -1})
}

// TestCUDAAutograd: Backward and Grad on the GPU, and torch.Grad, give the
// CPU's gradients within 1e-6, on the GPU.
func TestCUDAAutograd(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	xv := []float32{-1.5, -0.25, 0, 0.5, 1, 2.75}
	wv := []float32{0.3, -1.2, 2, 0.7, -0.4, 1.1}
	// grads returns d/dx of sum(tanh(x*w) + x*x) by Backward/Grad and by
	// torch.Grad, on dev.
	grads := func(dev Device) (back, fn []float32) {
		x := rtTo(t, tensor(t, xv, 2, 3), dev)
		w := rtTo(t, tensor(t, wv, 2, 3), dev)
		if err := x.SetRequiresGrad(true); err != nil {
			t.Fatal(err)
		}
		loss := func() *Tensor {
			y, err := ScopedTensor(func(s *Scope) (*Tensor, error) {
				y := x.Mul(w).Tanh().Add(x.Mul(x)).Sum()
				return y, y.Err()
			})
			if err != nil {
				t.Fatal(err)
			}
			return y
		}
		y := loss()
		defer y.Free()
		if err := y.Backward(); err != nil {
			t.Fatalf("Backward on %v: %v", dev, err)
		}
		g := x.Grad()
		if g.Err() == nil && g.IsCUDA() != (dev.Type == CUDA) {
			t.Errorf("Grad of a tensor on %v is on %v", dev, g.Device())
		}
		back = chained[float32](t, g.To(CPUDevice))
		g.Free()
		y2 := loss()
		defer y2.Free()
		gs, err := Grad([]*Tensor{y2}, []*Tensor{x})
		if err != nil || len(gs) != 1 {
			t.Fatalf("torch.Grad on %v: %v, %v", dev, gs, err)
		}
		if gs[0].IsCUDA() != (dev.Type == CUDA) {
			t.Errorf("torch.Grad of a tensor on %v is on %v", dev, gs[0].Device())
		}
		fn = chained[float32](t, gs[0].To(CPUDevice))
		gs[0].Free()
		return back, fn
	}
	cb, cf := grads(CPUDevice)
	gb, gf := grads(dev)
	if !rtNear(gb, cb, 1e-6) {
		t.Errorf("x.Grad() after Backward: GPU %v, CPU %v", gb, cb)
	}
	if !rtNear(gf, cf, 1e-6) {
		t.Errorf("torch.Grad: GPU %v, CPU %v", gf, cf)
	}
	if !rtNear(cb, cf, 1e-6) {
		t.Errorf("on the CPU, Backward %v and torch.Grad %v differ", cb, cf)
	}
}

// TestCUDAScriptedModule: the scripted fixture moved with Module.To runs
// on a CUDA input and gives PyTorch's result (and the CPU's) within 1e-5,
// on the GPU; a CPU input to the moved module is an error.
func TestCUDAScriptedModule(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	m := loadFixture(t, jitScripted)
	x := tensor(t, []float32{0, 1, 2, 3, 4, 5}, 2, 3)
	xs, err := ScopedTensor(func(s *Scope) (*Tensor, error) {
		y := x.Div(4).Sub(0.5)
		return y, y.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(xs.Free)
	cpu := chained[float32](t, m.ForwardTensors(xs))
	if !rtNear(cpu, jitScriptedForward, 1e-5) {
		t.Errorf("CPU forward %v, PyTorch %v", cpu, jitScriptedForward)
	}
	if err := m.To(dev); err != nil {
		t.Fatalf("Module.To(%v): %v", dev, err)
	}
	out := m.ForwardTensors(rtTo(t, xs, dev))
	defer out.Free()
	if err := out.Err(); err != nil {
		t.Fatalf("forward on the GPU: %v", err)
	}
	if !out.IsCUDA() {
		t.Errorf("forward of a CUDA input gave a tensor on %v", out.Device())
	}
	got := chained[float32](t, out.To(CPUDevice))
	if !rtNear(got, jitScriptedForward, 1e-5) || !rtNear(got, cpu, 1e-5) {
		t.Errorf("GPU forward %v, PyTorch %v, CPU %v", got, jitScriptedForward, cpu)
	}
	if bad := m.ForwardTensors(xs); bad.Err() == nil {
		bad.Free()
		t.Error("a CPU input to the module on the GPU gave no error")
	}
}

// TestCUDACallOp: aten::add.Tensor called by name on CUDA IValues gives a
// CUDA tensor with the sum; a CUDA and a CPU operand are refused.
func TestCUDACallOp(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	a := iv(t)(IValueOfTensor(rtTo(t, tensor(t, []float32{1, 2, 0.5}, 3), dev)))
	b := iv(t)(IValueOfTensor(rtTo(t, tensor(t, []float32{10, 20, -0.25}, 3), dev)))
	rs, err := CallOp("aten::add", "Tensor", a, b, kw.Of("alpha", 2)) // alpha is keyword-only, as in Python
	if err != nil || len(rs) != 1 {
		t.Fatalf("CallOp(aten::add.Tensor): %v, %v", rs, err)
	}
	defer rs[0].Free()
	sum := rs[0].ToTensor()
	if !sum.IsCUDA() {
		t.Errorf("aten::add of CUDA tensors gave a tensor on %v", sum.Device())
	}
	equal(t, "aten::add.Tensor(a, b, alpha=2)", chained[float32](t, sum.To(CPUDevice)), []float32{21, 42, 0})
	sum.Free()
	c := iv(t)(IValueOfTensor(tensor(t, []float32{1, 1, 1}, 3)))
	if rs, err := CallOp("aten::add", "Tensor", a, c); err == nil || !strings.Contains(err.Error(), "device") {
		for _, r := range rs {
			r.Free()
		}
		t.Errorf("aten::add of a CUDA and a CPU tensor: %v, want a device error", err)
	}
}

// TestCUDASaveLoad: torch.Save of a CUDA tensor (alone and in a dict)
// writes its values; Load gives CPU tensors with them.
func TestCUDASaveLoad(t *testing.T) {
	dev := rtNeedCUDA(t)
	noLeaks(t)
	f := []float32{1.5, -2, float32(math.NaN()), 0, float32(math.Inf(1)), -0.125}
	g := rtTo(t, tensor(t, f, 2, 3), dev)
	path := filepath.Join(t.TempDir(), "cuda.pt")
	if err := Save(path, g); err != nil {
		t.Fatalf("Save of a CUDA tensor: %v", err)
	}
	v, err := Load(path)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	x, ok := v.(*Tensor)
	if !ok {
		t.Fatalf("Load gave %T, want *Tensor", v)
	}
	defer x.Free()
	if x.IsCUDA() || !slices.Equal(x.Shape(), []int64{2, 3}) {
		t.Errorf("loaded: on %v, shape %v", x.Device(), x.Shape())
	}
	if got, err := ToSlice[float32](x); err != nil || !rtEqualF32(got, f) {
		t.Errorf("loaded %v, %v; want %v", got, err, f)
	}
	n := rtTo(t, tensor(t, []int64{math.MinInt64, 7}, 2), dev)
	path = filepath.Join(t.TempDir(), "dict.pt")
	if err := Save(path, map[string]*Tensor{"f": g, "n": n}); err != nil {
		t.Fatalf("Save of a dict of CUDA tensors: %v", err)
	}
	v, err = Load(path)
	if err != nil {
		t.Fatalf("Load of the dict: %v", err)
	}
	d, ok := v.(*Dict)
	if !ok || len(d.Values) != 2 {
		t.Fatalf("Load gave %T %v, want a *Dict of 2", v, v)
	}
	for i, k := range d.Keys {
		y, _ := d.Values[i].(*Tensor)
		if y == nil || y.IsCUDA() {
			t.Errorf("%v: %T on the GPU", k, d.Values[i])
			continue
		}
		switch k {
		case "f":
			if got, err := ToSlice[float32](y); err != nil || !rtEqualF32(got, f) {
				t.Errorf("d[f] = %v, %v", got, err)
			}
		case "n":
			if got, err := ToSlice[int64](y); err != nil || !slices.Equal(got, []int64{math.MinInt64, 7}) {
				t.Errorf("d[n] = %v, %v", got, err)
			}
		default:
			t.Errorf("key %v", k)
		}
		y.Free()
	}
}

// TestCUDAScopeFreesGPUWork: a scope around CUDA work (copies, a chain,
// matmul, indexing, autograd) frees every tensor it made, also when it
// ends in an error (a CPU operand); LiveTensors and LiveBytes are back where they
// were.
func TestCUDAScopeFreesGPUWork(t *testing.T) {
	dev := rtNeedCUDA(t)
	x := tensor(t, []float32{1, 2, 3, 4, 5, 6}, 2, 3)
	tensors, bytes := LiveTensors(), LiveBytes()
	err := WithScope(func(s *Scope) error {
		g := x.To(dev)
		if err := g.SetRequiresGrad(true); err != nil {
			return err
		}
		y := g.Mul(g).Add(g).Add(36).Matmul(g.T()).Add(g.Index(Slice(), Slice(0, 2)))
		loss := y.Index(y.Gt(100)).Sum()
		if err := loss.Backward(); err != nil {
			return err
		}
		if gr := g.Grad(); gr.Err() != nil || !gr.IsCUDA() {
			return errors.New("no CUDA gradient")
		}
		return CUDASynchronize(0)
	})
	if err != nil {
		t.Fatalf("the scope's work: %v", err)
	}
	if n, b := LiveTensors(), LiveBytes(); n != tensors || b != bytes {
		t.Errorf("after the scope: %d tensors, %d bytes; before: %d, %d", n, b, tensors, bytes)
	}
	err = WithScope(func(s *Scope) error {
		return x.To(dev).Mul(2).Matmul(x.To(dev).T()).Add(x.Matmul(x.T())).Err()
	})
	if err == nil || !strings.Contains(err.Error(), "device") {
		t.Errorf("a CUDA tensor plus a CPU one in a scope: %v, want a device error", err)
	}
	if n, b := LiveTensors(), LiveBytes(); n != tensors || b != bytes {
		t.Errorf("after the failing scope (%v): %d tensors, %d bytes; before: %d, %d", err, n, b, tensors, bytes)
	}
}
