//go:build !gotorchgen_stable

// Typed mode only (emit's modeFile leaves this file out of the stable mode's
// package): these tests need torch.Arange (Scalar arguments) and
// torch.ManualSeed, which libtorch's stable C ABI (2.14) does not carry
// (docs/STABLE-ABI.md, "nn and data").

package nn

import (
	"encoding/binary"
	"encoding/hex"
	"math"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// interopOutput is m's eval-mode output on sin(arange(15)).reshape(5, 3),
// as the little-endian float32 hex Python prints.
func interopOutput(t *testing.T, m *Sequential) string {
	t.Helper()
	m.Eval()
	var b []byte
	err := torch.WithScope(func(*torch.Scope) error {
		x := torch.Arange(torch.Float(15)).Reshape([]int64{5, 3}).Sin()
		var y *torch.Tensor
		err := torch.NoGrad(func() error { y = m.Forward(x); return y.Err() })
		if err != nil {
			return err
		}
		f, err := torch.ToSlice[float32](y.Contiguous())
		for _, v := range f {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}

// TestStateDictInterchangesWithPython: Python's load_state_dict(strict)
// reads a Go model's state dict (parameters and BatchNorm's buffers,
// including num_batches_tracked) through torch.Save, and a Go model reads
// Python's through torch.Load; each side's eval output on the same input
// is the other's, bit for bit.
func TestStateDictInterchangesWithPython(t *testing.T) {
	if err := exec.Command(python, "-c", "import torch").Run(); err != nil {
		t.Skip("needs " + python + " with torch (Debian's python3-torch): " + err.Error())
	}
	checkLive(t)
	dir := t.TempDir()
	goPath, pyPath := filepath.Join(dir, "go.pt"), filepath.Join(dir, "py.pt")

	if err := torch.ManualSeed(3); err != nil {
		t.Fatal(err)
	}
	g := must(t, interopModel())
	defer g.Free()
	err := torch.WithScope(func(*torch.Scope) error { // train-mode forward: running stats move
		return g.Forward(torch.Arange(torch.Float(15)).Reshape([]int64{5, 3}).Cos()).Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	sd, err := g.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	err = torch.Save(goPath, sd)
	torch.FreeAll(sd)
	if err != nil {
		t.Fatal(err)
	}
	goOut := interopOutput(t, g)

	var stderr strings.Builder
	cmd := exec.Command(python, "-c", interopScript, goPath, pyPath)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python: %v\n%s", err, stderr.String())
	}
	lines := strings.Fields(string(out))
	if len(lines) != 2 {
		t.Fatalf("python printed %q", out)
	}
	if lines[0] != goOut {
		t.Errorf("Python's output with Go's state dict:\n%s\nGo's:\n%s", lines[0], goOut)
	}

	v, err := torch.Load(pyPath)
	if err != nil {
		t.Fatal(err)
	}
	defer torch.FreeAll(v)
	d, ok := v.(*torch.Dict)
	if !ok {
		t.Fatalf("torch.Load of Python's state dict: %T", v)
	}
	p := must(t, interopModel())
	defer p.Free()
	if err := p.LoadStateDict(d); err != nil {
		t.Fatal(err)
	}
	if got := interopOutput(t, p); got != lines[1] {
		t.Errorf("Go's output with Python's state dict:\n%s\nPython's:\n%s", got, lines[1])
	}
}
