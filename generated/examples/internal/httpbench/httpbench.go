// Package httpbench is the serving benchmark the examples' servers share
// (examples/serve, examples/servept2): a server process answers one
// request body from parallel clients over loopback, connections kept open,
// and the benchmark reports requests a second and the server process's
// CPU time per request (from /proc, so the clients' CPU is not in it).
package httpbench

import (
	"bufio"
	"bytes"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// Run starts cmd, a server that prints "listening on URL" (lines before it
// are skipped), and POSTs body to URL/v1/predict from 4 clients per
// GOMAXPROCS until b.N requests are answered, each with 200.
func Run(b *testing.B, cmd *exec.Cmd, body []byte) {
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
			b.Fatalf("the server stopped before listening (last line %q): %v", line, err)
		}
	}
	go io.Copy(io.Discard, r)
	url := strings.TrimSpace(strings.TrimPrefix(line, "listening on "))
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	b.SetParallelism(4) // 4 clients per GOMAXPROCS: the server is never idle
	cpu0 := cpuTicks(b, cmd.Process.Pid)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			resp, err := client.Post(url+"/v1/predict", "application/json", bytes.NewReader(body))
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
