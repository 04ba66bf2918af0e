//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need gradients, an optimizer (torch.SGD),
// torch.Arange, torch.CUDAIsAvailable, which libtorch's stable C ABI (2.14)
// does not carry (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestModuleOnCUDA: a model moved with To(cuda) keeps every parameter and
// buffer on the GPU, computes there what the same model computes on the
// CPU (forward, the parameters' gradients, BatchNorm's running statistics)
// and an optimizer made after the move steps it there. It needs a CUDA
// device, which CI does not have: the GPU runs (scripts/gpu-run.sh,
// docs/GOLDEN.md) run it.
func TestModuleOnCUDA(t *testing.T) {
	if !torch.CUDAIsAvailable() {
		t.Skip("no CUDA device here; scripts/gpu-run.sh runs this on a GPU machine")
	}
	checkLive(t)
	cpu, gpu := cudaModel(t), cudaModel(t)
	defer cpu.Free()
	defer gpu.Free()
	dev := torch.CUDADevice(0)
	if err := gpu.To(dev); err != nil {
		t.Fatal(err)
	}
	for _, n := range append(gpu.NamedParameters(), gpu.NamedBuffers()...) {
		if d := n.Tensor.Device(); d.Type != torch.CUDA {
			t.Errorf("%s is on %s after To(%s)", n.Name, d, dev)
		}
	}
	opt, err := torch.SGD(gpu.Parameters(), 0.1)
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Free()
	err = torch.WithScope(func(*torch.Scope) error {
		x := torch.Arange(torch.Float(15)).Reshape([]int64{5, 3}).Sin()
		yc, yg := cpu.Forward(x), gpu.Forward(x.To(dev))
		if err := yg.Err(); err != nil {
			return err
		}
		if d := yg.Device(); d.Type != torch.CUDA {
			t.Errorf("output on %s", d)
		}
		near(t, "output", onCPU(t, yg), values(t, yc), 1e-5)
		if err := yc.Mul(yc).Sum().Backward(); err != nil {
			return err
		}
		if err := yg.Mul(yg).Sum().Backward(); err != nil {
			return err
		}
		pc, pg := cpu.NamedParameters(), gpu.NamedParameters()
		for i := range pc {
			near(t, "grad "+pc[i].Name, onCPU(t, pg[i].Tensor.Grad()), values(t, pc[i].Tensor.Grad()), 1e-5)
		}
		bc, bg := cpu.NamedBuffers(), gpu.NamedBuffers()
		for i := range bc {
			if bc[i].Tensor.DType() == torch.Float32 {
				near(t, bc[i].Name, onCPU(t, bg[i].Tensor), values(t, bc[i].Tensor), 1e-5)
			}
		}
		before := onCPU(t, pg[0].Tensor)
		if err := opt.Step(); err != nil {
			return err
		}
		after := onCPU(t, pg[0].Tensor)
		if d := pg[0].Tensor.Device(); d.Type != torch.CUDA {
			t.Errorf("after a step, %s is on %s", pg[0].Name, d)
		}
		if before[0] == after[0] {
			t.Errorf("SGD's step left %s[0] at %v", pg[0].Name, before[0])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// cudaModel is the model TestModuleOnCUDA runs on both devices.
func cudaModel(t *testing.T) *Sequential {
	seed(t)
	return must(t, NewSequential(NewLinear(3, 8), NewBatchNorm1d(8), &ReLU{}, NewLinear(8, 2)))
}
