//go:build pt2

package main

import (
	"bufio"
	"bytes"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
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
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	r := bufio.NewReader(stdout)
	var line string
	for !strings.HasPrefix(line, "listening on ") {
		if line, err = r.ReadString('\n'); err != nil {
			b.Fatalf("the server stopped before listening: %v", err)
		}
	}
	go io.Copy(io.Discard, r)
	url := strings.TrimSpace(strings.TrimPrefix(line, "listening on "))
	req, err := os.ReadFile("request.json")
	if err != nil {
		b.Fatal(err)
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	b.SetParallelism(4) // 4 clients per GOMAXPROCS: the server is never idle
	cpu0 := cpuTicks(b, cmd.Process.Pid)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			resp, err := client.Post(url+"/v1/predict", "application/json", bytes.NewReader(req))
			if err != nil {
				b.Error(err)
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				b.Errorf("status %d", resp.StatusCode)
				return
			}
		}
	})
	b.StopTimer()
	ticks := cpuTicks(b, cmd.Process.Pid) - cpu0
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
	b.ReportMetric(float64(ticks)*1e4/float64(b.N), "server-cpu-µs/req") // a tick is 10 ms
}

// cpuTicks is the user plus system CPU time of process pid, in clock
// ticks (USER_HZ, 100 a second on Linux): fields 14 and 15 of its stat.
func cpuTicks(b *testing.B, pid int) int64 {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		b.Fatal(err)
	}
	s := string(stat)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+2:]) // after the command name
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err1 != nil || err2 != nil {
		b.Fatalf("%s: %v %v", stat, err1, err2)
	}
	return utime + stime
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
