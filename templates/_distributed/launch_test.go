package distributed

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The multi-process tests start the test binary again once per rank (a
// worker: TestMain runs the function workerEnv names instead of the tests),
// and /usr/bin/python3 for Python ranks, with torchrun's environment on
// loopback.

const workerEnv = "GOTORCHGEN_DISTRIBUTED_WORKER"

// workers are the functions a rank process can run, by name; each returns
// its failure.
var workers = map[string]func() error{}

// inGlooGroup is a worker that runs steps in the default group: gloo,
// torchrun's environment, a 20 s timeout, destroyed after.
func inGlooGroup(steps func(*Group) error) func() error {
	return func() error {
		g, err := InitProcessGroup("gloo", InitOptions{Timeout: 20 * time.Second})
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		return steps(g)
	}
}

func TestMain(m *testing.M) {
	if name := os.Getenv(workerEnv); name != "" {
		f := workers[name]
		if f == nil {
			fmt.Fprintf(os.Stderr, "no worker %q\n", name)
			os.Exit(2)
		}
		if err := f(); err != nil {
			fmt.Fprintf(os.Stderr, "rank %s: %v\n", os.Getenv("RANK"), err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// rank is one process of a launch: a Go worker by name, or a Python
// script's arguments (python set).
type rank struct {
	worker string
	python []string
	env    []string // more environment
}

// result is how a rank process ended.
type result struct {
	err     error // nil for exit status 0
	output  string
	elapsed time.Duration
}

// pythonExe is Debian's python3, whose torch is the libtorch the package
// runs on (1.13.1 on the host, 2.x in the roots of scripts/test-trixie.sh
// and test-sid.sh; another python3 may come first on PATH).
const pythonExe = "/usr/bin/python3"

// requirePython fails the test when Debian's python3-torch is missing:
// make deps installs it, and an interoperability test that does not run
// must not pass.
func requirePython(t testing.TB) {
	t.Helper()
	out, err := exec.Command(pythonExe, "-c", "import torch.distributed as d; print(d.is_available() and d.is_gloo_available())").CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "True" {
		t.Fatalf("%s cannot run torch.distributed with gloo (install python3-torch; make deps does): %v %s", pythonExe, err, out)
	}
}

// freePort is a TCP port on 127.0.0.1 that nothing listens on now, below
// the kernel's ephemeral range (ip_local_port_range), and never handed out
// twice in this process. A port from the ephemeral range (what listening on
// port 0 gives) may be taken before rank 0 binds it: every outgoing
// connection, and every Gloo listener, draws its local port from that
// range. That happened in CI: rank 0 failed with "Address already in use",
// and the other ranks connected to a stranger.
func freePort(t testing.TB) int {
	t.Helper()
	low := ephemeralLow()
	portsMu.Lock()
	defer portsMu.Unlock()
	for range 1000 {
		port := 10000 + rand.IntN(low-10000)
		if portsGiven[port] {
			continue
		}
		l, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(port))
		if err != nil {
			continue // in use
		}
		l.Close()
		portsGiven[port] = true
		return port
	}
	t.Fatalf("no free TCP port in [10000, %d) after 1000 tries", low)
	return 0
}

var (
	portsMu    sync.Mutex
	portsGiven = map[int]bool{}
)

// ephemeralLow is the first port of the kernel's ephemeral range (32768
// where it cannot be read, Linux's default).
func ephemeralLow() int {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return 32768
	}
	f := strings.Fields(string(b))
	if len(f) != 2 {
		return 32768
	}
	low, err := strconv.Atoi(f[0])
	if err != nil || low <= 11000 {
		return 32768
	}
	return low
}

// launch starts one process per rank with RANK, WORLD_SIZE, MASTER_ADDR,
// MASTER_PORT, LOCAL_RANK and GLOO_SOCKET_IFNAME=lo, and returns how each
// ended; past limit it has them dump their stacks and kills them all (the test then fails on their
// errors). started, when not nil, is called with each process once it runs.
func launch(t testing.TB, ranks []rank, limit time.Duration, started func(i int, p *os.Process)) []result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	port := freePort(t)
	type done struct {
		i int
		r result
	}
	ch := make(chan done, len(ranks))
	begin := time.Now()
	for i, r := range ranks {
		var cmd *exec.Cmd
		if r.python != nil {
			cmd = exec.CommandContext(ctx, pythonExe, r.python...)
			// Debian's torch 2.x has no libuv, which Python's TCPStore
			// would use by default (1.13 ignores the variable).
			cmd.Env = append(cmd.Env, "USE_LIBUV=0")
		} else {
			cmd = exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
			cmd.Env = append(cmd.Env, workerEnv+"="+r.worker, "GOTRACEBACK=all")
		}
		cmd.Env = append(os.Environ(), cmd.Env...)
		cmd.Env = append(cmd.Env, "RANK="+strconv.Itoa(i), "LOCAL_RANK="+strconv.Itoa(i),
			"WORLD_SIZE="+strconv.Itoa(len(ranks)), "MASTER_ADDR=127.0.0.1",
			"MASTER_PORT="+strconv.Itoa(port), "GLOO_SOCKET_IFNAME=lo")
		cmd.Env = append(cmd.Env, r.env...)
		// Past the limit a rank first dumps its stacks (Go's SIGQUIT,
		// testpeer.py's SIGUSR1 handler), so that the test's output says
		// where it hung, and is killed a few seconds later.
		stacks := syscall.SIGQUIT
		if r.python != nil {
			stacks = syscall.SIGUSR1
		}
		cmd.Cancel = func() error { return cmd.Process.Signal(stacks) }
		cmd.WaitDelay = 5 * time.Second
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatalf("rank %d: %v", i, err)
		}
		if started != nil {
			started(i, cmd.Process)
		}
		go func() {
			err := cmd.Wait()
			if ctx.Err() != nil {
				err = fmt.Errorf("killed after %v: %w", limit, err)
			}
			ch <- done{i, result{err: err, output: out.String(), elapsed: time.Since(begin)}}
		}()
	}
	results := make([]result, len(ranks))
	for range ranks {
		d := <-ch
		results[d.i] = d.r
	}
	return results
}

// requireSuccess fails the test with the output of every rank that failed.
func requireSuccess(t testing.TB, results []result) {
	t.Helper()
	for i, r := range results {
		if r.err != nil {
			t.Errorf("rank %d: %v\n%s", i, r.err, r.output)
		}
	}
}
