package main

import (
	"os"
	"os/exec"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/examples/internal/httpbench"
)

// The serving benchmarks start a server process — this program (the test
// binary re-executed as main) or serve.py, the same server in Python — and
// send request.json (3 rows) from parallel clients over loopback with
// connections kept open. They report requests a second and the server
// process's CPU time per request (from /proc, so the clients' own CPU is
// not in it), which is what to compare on a loaded machine:
//
//	cd generated && go test -run '^$' -bench Serve -benchtime 3s ./examples/serve
func BenchmarkServe(b *testing.B) {
	cmd := exec.Command(os.Args[0], "-test.run=^$", "-addr", "127.0.0.1:0", "-model", "model.pt")
	cmd.Env = append(os.Environ(), "GOTORCHGEN_RUN_EXAMPLE=1")
	benchmarkServer(b, cmd)
}

// BenchmarkServePython starts serve.py with Debian's python3-torch.
func BenchmarkServePython(b *testing.B) {
	if err := exec.Command("/usr/bin/python3", "-c", "import torch").Run(); err != nil {
		b.Skip("no /usr/bin/python3 with torch: ", err)
	}
	benchmarkServer(b, exec.Command("/usr/bin/python3", "serve.py", "127.0.0.1:0", "model.pt"))
}

func benchmarkServer(b *testing.B, cmd *exec.Cmd) {
	req, err := os.ReadFile("request.json")
	if err != nil {
		b.Fatal(err)
	}
	httpbench.Run(b, cmd, req)
}

// BenchmarkPredict is the model's part of a request alone: request.json's
// rows through predict (InferenceMode, a scope, the forward, the copy out),
// without HTTP or JSON.
func BenchmarkPredict(b *testing.B) {
	s, err := newServer("model.pt", 1)
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
