//go:build pt2

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// The tests read model.pt2 and expect.json that export.py wrote, in this
// directory or in GOTORCHGEN_SERVEPT2_DIR.
func pt2Dir() string {
	if d := os.Getenv("GOTORCHGEN_SERVEPT2_DIR"); d != "" {
		return d
	}
	return "."
}

// TestMain runs the program itself when a test starts it as a child
// (TestServeAndShutdown), and then says what is still alive: main frees
// the package after the shutdown. After the tests, every tensor and
// handle they made must have been freed.
func TestMain(m *testing.M) {
	if os.Getenv("GOTORCHGEN_RUN_EXAMPLE") == "1" {
		main()
		fmt.Printf("live tensors %d, objects %d\n", torch.LiveTensors(), torch.LiveObjects())
		os.Exit(0)
	}
	code := m.Run()
	tensors, objects := torch.LiveTensors(), torch.LiveObjects()
	fmt.Printf("after the tests: live tensors %d, objects %d\n", tensors, objects)
	if code == 0 && (tensors != 0 || objects != 0) {
		fmt.Println("FAIL: the tests left tensors or objects alive")
		code = 1
	}
	os.Exit(code)
}

// expectation is export.py's expect.json: fixed requests and what the
// eager model and PyTorch's loader of the package answer.
type expectation struct {
	Torch  string `json:"torch"`
	Report struct {
		Autotune       bool    `json:"autotune"`
		CompileSeconds float64 `json:"compile_seconds"`
		Bytes          int64   `json:"bytes"`
	} `json:"report"`
	Cases []struct {
		Instances [][]float32 `json:"instances"`
		Eager     [][]float32 `json:"eager"`
		AOTI      [][]float32 `json:"aoti"`
	} `json:"cases"`
}

func readExpectation(t *testing.T) *expectation {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(pt2Dir(), "expect.json"))
	if err != nil {
		t.Fatalf("%v (python3 export.py writes it)", err)
	}
	var e expectation
	if err := json.Unmarshal(data, &e); err != nil {
		t.Fatal(err)
	}
	if len(e.Cases) == 0 {
		t.Fatal("expect.json has no cases")
	}
	return &e
}

func newTestServer(t *testing.T, parallel int) (*server, *httptest.Server) {
	t.Helper()
	s, err := newServer(filepath.Join(pt2Dir(), "model.pt2"), parallel)
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

var client = &http.Client{Timeout: 2 * time.Minute}

// post sends body to /v1/predict and returns the status and the body of
// the answer.
func post(url, body string) (int, []byte, error) {
	resp, err := client.Post(url+"/v1/predict", "application/json", strings.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

// predictions posts rows and decodes the answer.
func predictions(url string, rows [][]float32) ([][]float32, error) {
	req, err := json.Marshal(predictRequest{rows})
	if err != nil {
		return nil, err
	}
	status, body, err := post(url, string(req))
	if err != nil {
		return nil, err
	}
	var resp predictResponse
	if status != http.StatusOK {
		return nil, fmt.Errorf("status %d: %s", status, body)
	}
	if err := json.Unmarshal(body, &resp); err != nil {
		return nil, err
	}
	return resp.Predictions, nil
}

// maxRelDiff is the largest |got - want| / |want| (|want| at least 1e-6),
// or an error when the shapes differ.
func maxRelDiff(got, want [][]float32) (float64, error) {
	if len(got) != len(want) {
		return 0, fmt.Errorf("%d rows, want %d", len(got), len(want))
	}
	d := 0.0
	for i := range got {
		if len(got[i]) != len(want[i]) {
			return 0, fmt.Errorf("row %d has %d values, want %d", i, len(got[i]), len(want[i]))
		}
		for j, w := range want[i] {
			d = max(d, math.Abs(float64(got[i][j])-float64(w))/max(math.Abs(float64(w)), 1e-6))
		}
	}
	return d, nil
}

// TestPredictionsArePyTorchs posts export.py's requests and compares the
// answers with PyTorch's loader of the same package (bit for bit: the same
// compiled kernels, single-threaded) and with the eager model, within
// 1e-5 relative: the package's kernels are not eager's (inductor's
// autotuned GEMM micro-kernels and fused, vectorized softmax against
// ATen's BLAS call and its softmax), so they sum in another order and
// round differently, by about 2e-7 here.
func TestPredictionsArePyTorchs(t *testing.T) {
	e := readExpectation(t)
	_, hs := newTestServer(t, 2)
	worst := 0.0
	for i, c := range e.Cases {
		got, err := predictions(hs.URL, c.Instances)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if d, err := maxRelDiff(got, c.AOTI); err != nil || d != 0 {
			t.Errorf("case %d (%d rows): differs from PyTorch's loader of the package: %v, relative %g", i, len(c.Instances), err, d)
		}
		d, err := maxRelDiff(got, c.Eager)
		if err != nil || d > 1e-5 {
			t.Errorf("case %d (%d rows): differs from eager: %v, relative %g", i, len(c.Instances), err, d)
		}
		worst = max(worst, d)
	}
	t.Logf("torch %s; %d requests: equal to PyTorch's loader, largest relative difference from eager %.2g; package %d bytes, autotuned %v, compiled in %.1f s",
		e.Torch, len(e.Cases), worst, e.Report.Bytes, e.Report.Autotune, e.Report.CompileSeconds)
}

// startProcess starts cmd, waits for its "listening on URL" line and
// returns the URL and a channel that yields Wait's result and the rest of
// its output.
func startProcess(t *testing.T, cmd *exec.Cmd) (url string, done <-chan exited) {
	t.Helper()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := &lockedBuffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	first := make(chan string, 1)
	ch := make(chan exited, 1)
	go func() {
		lines := bufio.NewScanner(stdout)
		if lines.Scan() {
			first <- lines.Text()
		}
		close(first)
		var rest []string
		for lines.Scan() {
			rest = append(rest, lines.Text())
		}
		// Wait closes the pipe: the output is read first.
		err := cmd.Wait()
		ch <- exited{err, rest, stderr.String()}
	}()
	select {
	case line := <-first:
		if !strings.HasPrefix(line, "listening on ") {
			cmd.Process.Kill()
			t.Fatalf("%s: first line %q, stderr:\n%s", cmd.Path, line, (<-ch).stderr)
		}
		return strings.TrimPrefix(line, "listening on "), ch
	case <-time.After(2 * time.Minute):
		t.Fatalf("%s: not listening after 2 minutes, stderr:\n%s", cmd.Path, stderr.String())
	}
	panic("unreachable")
}

type exited struct {
	err    error
	stdout []string
	stderr string
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// badRequests are requests each server must refuse, saying why: the
// answer's error begins with says.
func badRequests() []struct {
	name, body string
	status     int
	says       string
} {
	tooMany := `{"instances": [` + strings.Repeat("[1,2,3,4,5,6,7,8],", 1024) + `[1,2,3,4,5,6,7,8]]}`
	huge := `{"instances": [[` + strings.Repeat("1,", maxBodyBytes) + `1]]}`
	return []struct {
		name, body string
		status     int
		says       string
	}{
		{"not json", `{"instances": [`, 400, "bad JSON"},
		{"not an object", `[1, 2]`, 400, "bad JSON"},
		{"not numbers", `{"instances": [["a"]]}`, 400, "bad JSON"},
		{"no instances", `{}`, 400, "no instances"},
		{"empty instances", `{"instances": []}`, 400, "no instances"},
		{"short row", `{"instances": [[1, 2, 3]]}`, 400, "wrong row width: instance 0 has 3 values, want 8"},
		{"ragged rows", `{"instances": [[1,2,3,4,5,6,7,8], [1]]}`, 400, "wrong row width: instance 1 has 1 values, want 8"},
		{"too many rows", tooMany, 400, "too many instances: 1025, at most 1024"},
		{"too large", huge, 413, "request body too large"},
	}
}

// checkBadRequests posts badRequests to url and checks the answers: the
// status, a JSON error that begins with the named error, and a server
// that goes on answering.
func checkBadRequests(t *testing.T, who, url string) {
	t.Helper()
	for _, c := range badRequests() {
		status, body, err := post(url, c.body)
		if err != nil {
			t.Errorf("%s: %s: %v", who, c.name, err)
			continue
		}
		var e errorResponse
		if status != c.status || json.Unmarshal(body, &e) != nil || !strings.HasPrefix(e.Error, c.says) {
			t.Errorf("%s: %s: status %d, %s; want %d with an error beginning %q", who, c.name, status, body, c.status, c.says)
		}
	}
	resp, err := client.Get(url + "/v1/predict")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("%s: GET /v1/predict: status %d, want 405", who, resp.StatusCode)
	}
	req, _ := os.ReadFile("request.json")
	if status, body, err := post(url, string(req)); err != nil || status != http.StatusOK {
		t.Errorf("%s: a good request after the bad ones: status %d, %v: %s", who, status, err, body)
	}
}

// TestBadRequests: a malformed request gets a 4xx answer whose JSON error
// names what is wrong, and predict returns the named errors.
func TestBadRequests(t *testing.T) {
	s, hs := newTestServer(t, 2)
	checkBadRequests(t, "Go", hs.URL)
	row := make([]float32, s.features)
	for _, c := range []struct {
		rows [][]float32
		want error
	}{
		{nil, errNoRows},
		{[][]float32{row[1:]}, errWidth},
		{[][]float32{row, append(row, 1)}, errWidth},
		{make([][]float32, s.maxRows+1), errTooMany},
	} {
		if _, err := s.predict(c.rows); !errors.Is(err, c.want) {
			t.Errorf("predict of %d rows: %v, want %v", len(c.rows), err, c.want)
		}
	}
}

// python is the interpreter that runs serve.py: GOTORCHGEN_PYTHON, or
// python3.
func python(t *testing.T) string {
	py := os.Getenv("GOTORCHGEN_PYTHON")
	if py == "" {
		py = "python3"
	}
	if out, err := exec.Command(py, "-c", "import torch._inductor.package").CombinedOutput(); err != nil {
		t.Skipf("no %s with torch._inductor.package: %v\n%s", py, err, out)
	}
	return py
}

// TestPythonTwin starts serve.py on the same package and sends both
// servers the same requests: the predictions are equal bit for bit (the
// same kernels run), and both refuse the same bad requests with the same
// named errors.
func TestPythonTwin(t *testing.T) {
	e := readExpectation(t)
	py := python(t)
	s, hs := newTestServer(t, 2)
	cmd := exec.Command(py, "serve.py", "127.0.0.1:0", filepath.Join(pt2Dir(), "model.pt2"), "2")
	t0 := time.Now()
	pyURL, done := startProcess(t, cmd)
	started := time.Since(t0)
	rng := rand.New(rand.NewPCG(3, 4))
	requests := 0
	for i, c := range e.Cases {
		for _, rows := range [][][]float32{c.Instances, randomRows(rng, 1+i*3, int(s.features))} {
			goPreds, err := predictions(hs.URL, rows)
			if err != nil {
				t.Fatalf("Go: %v", err)
			}
			pyPreds, err := predictions(pyURL, rows)
			if err != nil {
				t.Fatalf("Python: %v", err)
			}
			if d, err := maxRelDiff(goPreds, pyPreds); err != nil || d != 0 {
				t.Errorf("%d rows: Go's answer differs from serve.py's: %v, relative %g", len(rows), err, d)
			}
			requests++
		}
	}
	checkBadRequests(t, "serve.py", pyURL)
	t.Logf("%d requests: serve.py's answers equal the Go server's (serve.py listening %.1f s after its start)", requests, started.Seconds())
	cmd.Process.Signal(syscall.SIGTERM)
	if x := <-done; x.stderr != "" && !t.Failed() {
		t.Logf("serve.py's stderr:\n%s", x.stderr)
	}
}

func randomRows(rng *rand.Rand, n, features int) [][]float32 {
	rows := make([][]float32, n)
	for r := range rows {
		rows[r] = make([]float32, features)
		for c := range rows[r] {
			rows[r][c] = float32(rng.NormFloat64())
		}
	}
	return rows
}

// TestConcurrentRequests sends each request alone, then all of them from
// 32 clients at once: the answers are the same bit for bit (runs on
// different runners at once do not mix their inputs), and every tensor a
// request made is freed.
func TestConcurrentRequests(t *testing.T) {
	const clients, requests, parallel = 32, 8, 4
	s, hs := newTestServer(t, parallel)
	tensors, objects := torch.LiveTensors(), torch.LiveObjects()
	rng := rand.New(rand.NewPCG(1, 2))
	sizes := []int{1, 2, 3, 5, 8, 16, 64, 256}
	bodies := make([][][]float32, clients*requests)
	wants := make([][][]float32, len(bodies))
	t0 := time.Now()
	for i := range bodies {
		bodies[i] = randomRows(rng, sizes[i%len(sizes)], int(s.features))
		var err error
		if wants[i], err = predictions(hs.URL, bodies[i]); err != nil {
			t.Fatal(err)
		}
	}
	serial := time.Since(t0)
	s.peak.Store(0)
	// The first request to reach its Run waits (up to 5 s) for a second
	// one to reach its own: a tiny model's Runs need not overlap by
	// chance, and the check is whether the server lets them.
	wait := func(s *server) {
		for deadline := time.Now().Add(5 * time.Second); s.peak.Load() < 2 && time.Now().Before(deadline); {
			time.Sleep(100 * time.Microsecond)
		}
	}
	testHookRun.Store(&wait)
	defer testHookRun.Store(nil)
	t0 = time.Now()
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := c * requests; i < (c+1)*requests; i++ {
				got, err := predictions(hs.URL, bodies[i])
				if err != nil {
					t.Errorf("request %d: %v", i, err)
					return
				}
				if d, err := maxRelDiff(got, wants[i]); err != nil || d != 0 {
					t.Errorf("request %d (%d rows): differs from its answer alone: %v, relative %g", i, len(bodies[i]), err, d)
				}
			}
		}()
	}
	wg.Wait()
	concurrent := time.Since(t0)
	if n, m := torch.LiveTensors(), torch.LiveObjects(); n != tensors || m != objects {
		t.Errorf("live tensors %d, objects %d after the requests; %d, %d before", n, m, tensors, objects)
	}
	peak := s.peak.Load()
	if peak < 2 {
		t.Errorf("at most %d Run at once from %d clients, %d runners", peak, clients, parallel)
	}
	t.Logf("%d requests: alone %v, from %d clients %v; up to %d Runs at once (%d runners)",
		len(bodies), serial.Round(time.Millisecond), clients, concurrent.Round(time.Millisecond), peak, parallel)
}

// TestServeAndShutdown runs the program as a user does: it listens and
// answers; on SIGTERM it stops taking connections, finishes the request in
// flight (its body is half sent when the signal comes), exits cleanly and
// has freed the package and every tensor by then.
func TestServeAndShutdown(t *testing.T) {
	e := readExpectation(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$", "-addr", "127.0.0.1:0",
		"-model", filepath.Join(pt2Dir(), "model.pt2"), "-parallel", "2")
	cmd.Env = append(os.Environ(), "GOTORCHGEN_RUN_EXAMPLE=1")
	url, done := startProcess(t, cmd)
	want := e.Cases[0] // request.json's
	got, err := predictions(url, want.Instances)
	if err != nil {
		t.Fatal(err)
	}
	if d, err := maxRelDiff(got, want.AOTI); err != nil || d != 0 {
		t.Errorf("first request: %v, relative difference %g", err, d)
	}

	// A request in flight: its headers and half its body sent, on a
	// connection of its own (a client's transport may buffer the half).
	body, _ := json.Marshal(predictRequest{want.Instances})
	conn, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	half := len(body) / 2
	fmt.Fprintf(conn, "POST /v1/predict HTTP/1.1\r\nHost: servept2\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:half])
	time.Sleep(200 * time.Millisecond) // the server reads the headers

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	select {
	case x := <-done:
		t.Fatalf("exited with a request in flight: %v, stderr:\n%s", x.err, x.stderr)
	default:
	}
	// Shutdown closed the listener: a new connection is refused.
	fresh := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	if resp, err := fresh.Get(url + "/healthz"); err == nil {
		resp.Body.Close()
		t.Errorf("a new connection after SIGTERM was answered: status %d", resp.StatusCode)
	}
	if _, err := conn.Write(body[half:]); err != nil {
		t.Fatal(err)
	}
	conn.SetReadDeadline(time.Now().Add(time.Minute))
	r, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("the request in flight: %v", err)
	}
	b, err := io.ReadAll(r.Body)
	r.Body.Close()
	var resp predictResponse
	if err != nil || r.StatusCode != http.StatusOK || json.Unmarshal(b, &resp) != nil {
		t.Fatalf("the request in flight: status %d, %v: %s", r.StatusCode, err, b)
	}
	if d, err := maxRelDiff(resp.Predictions, want.AOTI); err != nil || d != 0 {
		t.Errorf("the request in flight: %v, relative difference %g", err, d)
	}

	select {
	case x := <-done:
		if x.err != nil {
			t.Fatalf("exit after SIGTERM: %v, stderr:\n%s", x.err, x.stderr)
		}
		if want := []string{"stopped", "live tensors 0, objects 0"}; strings.Join(x.stdout, "\n") != strings.Join(want, "\n") {
			t.Errorf("output after SIGTERM %q, want %q", x.stdout, want)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no exit 30 s after SIGTERM")
	}
}
