//go:build pt2

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/examples/internal/httpbench"
)

// The serving benchmarks, as examples/serve's: a server process — this
// program (the test binary re-executed as main) or serve.py, the same
// server in Python on PyTorch's loader — answers request.json (3 rows)
// from parallel clients over loopback, connections kept open. They report
// requests a second and the server process's CPU time per request (from
// /proc, so the clients' CPU is not in it):
//
//	SERVE_PT2_BENCH=1 scripts/test-serve-pt2.sh   (in the sid root)
func BenchmarkServe(b *testing.B) {
	cmd := exec.Command(os.Args[0], "-test.run=^$", "-addr", "127.0.0.1:0", "-model", filepath.Join(pt2Dir(), "model.pt2"), "-parallel", "2")
	cmd.Env = append(os.Environ(), "GOTORCHGEN_RUN_EXAMPLE=1")
	benchmarkServer(b, cmd)
}

// BenchmarkServePython starts serve.py (GOTORCHGEN_PYTHON, or python3).
func BenchmarkServePython(b *testing.B) {
	py := os.Getenv("GOTORCHGEN_PYTHON")
	if py == "" {
		py = "python3"
	}
	benchmarkServer(b, exec.Command(py, "serve.py", "127.0.0.1:0", filepath.Join(pt2Dir(), "model.pt2"), "2"))
}

func benchmarkServer(b *testing.B, cmd *exec.Cmd) {
	req, err := os.ReadFile("request.json")
	if err != nil {
		b.Fatal(err)
	}
	httpbench.Run(b, cmd, req)
}

// BenchmarkPredict is the model's part of a request alone: request.json's
// rows through predict, without HTTP or JSON.
func BenchmarkPredict(b *testing.B) {
	s, err := newServer(filepath.Join(pt2Dir(), "model.pt2"), 1)
	if err != nil {
		b.Fatal(err)
	}
	defer s.close()
	rows := [][]float32{{0.5, -1.25, 2, 0, 1.5, -0.75, 0.25, 3}, {-2, 0.5, 1, -1, 0, 2.5, -0.5, 1.25}, {1, 1, 1, 1, 1, 1, 1, 1}}
	for b.Loop() {
		if _, err := s.predict(rows); err != nil {
			b.Fatal(err)
		}
	}
}
