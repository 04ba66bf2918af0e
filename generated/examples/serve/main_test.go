package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestMain runs the program itself when a test starts it as a child
// (TestServeAndShutdown), so that main is tested as a user runs it.
func TestMain(m *testing.M) {
	if os.Getenv("GOTORCHGEN_RUN_EXAMPLE") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// want is what model.py prints for request.json's instances, from
//
//	/usr/bin/python3 model.py
//
// run in this directory with Debian's torch 1.13.1 (it also writes model.pt).
const want = `0.222873 0.517084 0.260044
0.248683 0.342743 0.408574
0.233565 0.526404 0.240031
`

func newTestServer(t *testing.T) (*server, *httptest.Server) {
	t.Helper()
	s, err := newServer("model.pt", 4)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.routes())
	t.Cleanup(func() {
		hs.Close()
		s.close()
	})
	return s, hs
}

// post sends body to /v1/predict and returns the status and the body of
// the answer.
func post(t testing.TB, url, body string) (int, []byte) {
	resp, err := http.Post(url+"/v1/predict", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, b
}

func format(preds [][]float32) string {
	var b strings.Builder
	for _, row := range preds {
		for j, v := range row {
			if j > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%.6f", v)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestPredictionsArePyTorchs posts request.json and compares the answer
// with what model.py prints for the same instances.
func TestPredictionsArePyTorchs(t *testing.T) {
	_, hs := newTestServer(t)
	req, err := os.ReadFile("request.json")
	if err != nil {
		t.Fatal(err)
	}
	status, body := post(t, hs.URL, string(req))
	if status != http.StatusOK {
		t.Fatalf("status %d: %s", status, body)
	}
	var resp predictResponse
	if err := json.Unmarshal(body, &resp); err != nil {
		t.Fatal(err)
	}
	if got := format(resp.Predictions); got != want {
		t.Errorf("predictions:\n%swant (model.py):\n%s", got, want)
	}
}

// TestConcurrentRequests sends many requests at once, each with its own
// rows, and checks every answer against the same rows predicted alone:
// forwards running in parallel on one module do not mix their inputs, and
// every tensor a request made is freed.
func TestConcurrentRequests(t *testing.T) {
	s, hs := newTestServer(t)
	tensors, objects := torch.LiveTensors(), torch.LiveObjects()
	const clients, requests = 8, 16
	rng := rand.New(rand.NewPCG(1, 2))
	bodies := make([][][]float32, clients*requests)
	wants := make([]string, len(bodies))
	for i := range bodies {
		rows := make([][]float32, 1+i%5)
		for r := range rows {
			rows[r] = make([]float32, s.features)
			for c := range rows[r] {
				rows[r][c] = float32(rng.NormFloat64())
			}
		}
		preds, err := s.predict(rows)
		if err != nil {
			t.Fatal(err)
		}
		bodies[i], wants[i] = rows, format(preds)
	}
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := c * requests; i < (c+1)*requests; i++ {
				req, _ := json.Marshal(predictRequest{bodies[i]})
				status, body := post(t, hs.URL, string(req))
				var resp predictResponse
				if status != http.StatusOK || json.Unmarshal(body, &resp) != nil {
					t.Errorf("request %d: status %d: %s", i, status, body)
					return
				}
				if got := format(resp.Predictions); got != wants[i] {
					t.Errorf("request %d:\n%swant:\n%s", i, got, wants[i])
				}
			}
		}()
	}
	wg.Wait()
	if n, m := torch.LiveTensors(), torch.LiveObjects(); n != tensors || m != objects {
		t.Errorf("live tensors %d, objects %d after the requests; %d, %d before", n, m, tensors, objects)
	}
}

// TestBadRequests checks that a malformed request gets a 4xx answer that
// says what is wrong, and that the server goes on answering.
func TestBadRequests(t *testing.T) {
	_, hs := newTestServer(t)
	huge := `{"instances": [[` + strings.Repeat("1,", maxBodyBytes) + `1]]}`
	for _, c := range []struct {
		name, body string
		status     int
		says       string
	}{
		{"not json", `{"instances": [`, 400, "reading the request"},
		{"no instances", `{}`, 400, "0 instances"},
		{"short row", `{"instances": [[1, 2, 3]]}`, 400, "instance 0 has 3 values, want 8"},
		{"ragged rows", `{"instances": [[1,2,3,4,5,6,7,8], [1]]}`, 400, "instance 1 has 1 values"},
		{"not numbers", `{"instances": [["a"]]}`, 400, "reading the request"},
		{"too large", huge, 413, "too large"},
	} {
		status, body := post(t, hs.URL, c.body)
		if status != c.status || !bytes.Contains(body, []byte(c.says)) {
			t.Errorf("%s: status %d, %s; want %d saying %q", c.name, status, body, c.status, c.says)
		}
	}
	resp, err := http.Get(hs.URL + "/v1/predict")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET /v1/predict: status %d, want 405", resp.StatusCode)
	}
	req, _ := os.ReadFile("request.json")
	if status, body := post(t, hs.URL, string(req)); status != http.StatusOK {
		t.Errorf("a good request after the bad ones: status %d: %s", status, body)
	}
}

// TestServeAndShutdown runs the program as a user does: it listens, answers
// a request, and on SIGTERM stops and exits cleanly.
func TestServeAndShutdown(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$", "-addr", "127.0.0.1:0", "-model", "model.pt")
	cmd.Env = append(os.Environ(), "GOTORCHGEN_RUN_EXAMPLE=1")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stdout)
	if !lines.Scan() || !strings.HasPrefix(lines.Text(), "listening on ") {
		t.Fatalf("first line %q, stderr:\n%s", lines.Text(), stderr.String())
	}
	url := strings.TrimPrefix(lines.Text(), "listening on ")
	req, _ := os.ReadFile("request.json")
	status, body := post(t, url, string(req))
	var resp predictResponse
	if status != http.StatusOK || json.Unmarshal(body, &resp) != nil || format(resp.Predictions) != want {
		t.Errorf("status %d: %s", status, body)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	// The rest of the output is read before Wait, which closes the pipe.
	var rest []string
	done := make(chan error, 1)
	go func() {
		for lines.Scan() {
			rest = append(rest, lines.Text())
		}
		done <- cmd.Wait()
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit after SIGTERM: %v, stderr:\n%s", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no exit 30 s after SIGTERM")
	}
	if len(rest) != 1 || rest[0] != "stopped" {
		t.Errorf("output after SIGTERM %q, want [stopped]", rest)
	}
}
