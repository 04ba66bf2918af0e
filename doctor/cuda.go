package doctor

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/gotorchgen/gotorchgen/parser"
)

// nvidiaGPUs lists the GPUs the NVIDIA driver sees, one directory each (a
// variable for tests).
var nvidiaGPUs = "/proc/driver/nvidia/gpus"

// checkCUDA says, for a CUDA build, whether a driver and GPUs are visible.
// Without them a CUDA build still runs on the CPU, so that is a warning.
func checkCUDA(inst *parser.Install) Check {
	c := Check{Name: NameCUDA, Status: OK}
	if !inst.CUDA {
		c.Detail = "a CPU build (no libtorch_cuda.so in " + inst.LibDir + "): not built with CUDA"
		return c
	}
	if v, ok := os.LookupEnv("CUDA_VISIBLE_DEVICES"); ok && (strings.TrimSpace(v) == "" || strings.HasPrefix(strings.TrimSpace(v), "-")) {
		c.Status = Warn
		c.Detail = fmt.Sprintf("a CUDA build, but CUDA_VISIBLE_DEVICES=%q hides every GPU: CUDA tensors will fail", v)
		c.Fix = "unset CUDA_VISIBLE_DEVICES, or list the GPUs to use"
		return c
	}
	gpus, _ := filepath.Glob(filepath.Join(nvidiaGPUs, "*"))
	if len(gpus) > 0 {
		c.Detail = fmt.Sprintf("a CUDA build; the NVIDIA driver sees %s (%s)", plural(len(gpus), "GPU", "GPUs"), nvidiaGPUs)
		return c
	}
	if n, err := nvidiaSMI(); err == nil && n > 0 {
		c.Detail = fmt.Sprintf("a CUDA build; nvidia-smi -L lists %s", plural(n, "GPU", "GPUs"))
		return c
	}
	c.Status = Warn
	c.Detail = "a CUDA build, but no NVIDIA GPU is visible (nothing in " + nvidiaGPUs + ", no GPU from nvidia-smi -L): CUDA tensors will fail; the CPU works"
	c.Fix = "install the NVIDIA driver (and check the GPU is passed to this container), or generate with --flavour cpu"
	return c
}

// nvidiaSMI counts the GPUs nvidia-smi -L lists ("GPU 0: …").
func nvidiaSMI() (int, error) {
	path, err := exec.LookPath("nvidia-smi")
	if err != nil {
		return 0, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "-L").Output()
	if err != nil {
		return 0, err
	}
	n := 0
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "GPU ") {
			n++
		}
	}
	return n, nil
}
