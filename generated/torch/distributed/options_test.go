package distributed

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// InitOptions.Hostname and Threads, and Group.Store: in this process (a
// group of one), and in a group of a Go and a Python rank, where the Go
// rank's device listens on a host name's address, not GLOO_SOCKET_IFNAME's
// interface, and the ranks exchange values through the group's store
// (Python's _get_default_store()).

func init() {
	workers["storeAndDevice"] = func() error {
		g, err := InitProcessGroup("gloo", InitOptions{Timeout: 20 * time.Second, Hostname: "127.0.0.1", Threads: 3})
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		return storeSteps(g, "go")
	}
}

// storeSteps is testpeer.py's store_steps: each rank sets its key in the
// group's store and reads every other's, counts itself in with Add, and
// an all_reduce checks the group.
func storeSteps(g *Group, lang string) error {
	s := g.Store()
	if err := s.Set(fmt.Sprintf("from%d", g.Rank()), []byte(fmt.Sprintf("%s rank %d", lang, g.Rank()))); err != nil {
		return err
	}
	for k := range g.Size() {
		v, err := s.Get(fmt.Sprintf("from%d", k))
		if err != nil {
			return fmt.Errorf("get from%d: %w", k, err)
		}
		fmt.Printf("rank %d: from%d = %q\n", g.Rank(), k, v)
	}
	if _, err := s.Add("count", g.Rank()+1); err != nil {
		return err
	}
	x := torch.MustFromSlice([]float64{float64(g.Rank() + 1)})
	if _, err := AllReduce(x); err != nil {
		return err
	}
	n := float64(g.Size())
	if err := expect("all_reduce", x, torch.Float64, []float64{n * (n + 1) / 2}); err != nil {
		return err
	}
	// Every rank has added by now (the all_reduce waited for all).
	if c, err := s.Add("count", 0); err != nil || float64(c) != n*(n+1)/2 {
		return fmt.Errorf("count %d %v, want %v", c, err, n*(n+1)/2)
	}
	// Rank 0, which serves the store, leaves after every rank's reads.
	if _, err := Barrier(Options{Group: g}); err != nil {
		return err
	}
	fmt.Printf("rank %d: store ok\n", g.Rank())
	return nil
}

// TestStoreAndDeviceWithPython: a Go rank (device on Hostname 127.0.0.1,
// 3 threads) and a Python rank (GLOO_SOCKET_IFNAME=lo) share the group's
// store: each reads what the other set.
func TestStoreAndDeviceWithPython(t *testing.T) {
	t.Parallel()
	requirePython(t)
	for _, goFirst := range []bool{true, false} {
		order := []rank{{worker: "storeAndDevice"}, {python: []string{"testpeer.py", "store"}}}
		if !goFirst {
			order[0], order[1] = order[1], order[0]
		}
		results := launch(t, order, 90*time.Second, nil)
		requireSuccess(t, results)
		for i, r := range results {
			other := 1 - i
			lang := "go"
			if order[other].python != nil {
				lang = "python"
			}
			want := fmt.Sprintf("from%d = \"%s rank %d\"", other, lang, other)
			if !strings.Contains(r.output, want) || !strings.Contains(r.output, "store ok") {
				t.Errorf("rank %d did not read %s:\n%s", i, want, r.output)
			}
		}
	}
}

// osThreads is the number of this process's OS threads.
func osThreads(t *testing.T) int {
	t.Helper()
	ents, err := os.ReadDir("/proc/self/task")
	if err != nil {
		t.Fatal(err)
	}
	return len(ents)
}

// TestDeviceOptions: a group of one on a FileStore with Hostname; Threads
// starts that many Gloo threads (seen in /proc/self/task: the group of 6
// threads starts at least 5 more than the group of 1); the misuses are
// errors.
func TestDeviceOptions(t *testing.T) {
	grow := func(threads int) int {
		before := osThreads(t)
		g, err := JoinGroup(InitOptions{InitMethod: "file://" + filepath.Join(t.TempDir(), "store"),
			Rank: torch.Some[int64](0), WorldSize: torch.Some[int64](1), Timeout: 10 * time.Second,
			Hostname: "127.0.0.1", Threads: threads})
		if err != nil {
			t.Fatal(err)
		}
		defer g.Destroy()
		x := torch.MustFromSlice([]float32{1, 2})
		if _, err := AllReduce(x, Options{Group: g}); err != nil {
			t.Fatal(err)
		}
		if err := g.Store().Set("k", []byte("v")); err != nil {
			t.Fatal(err)
		}
		if v, err := g.Store().Get("k"); err != nil || string(v) != "v" {
			t.Errorf("Store().Get: %q %v", v, err)
		}
		return osThreads(t) - before
	}
	// Go may start an OS thread of its own meanwhile: take the smallest
	// growth of a few tries.
	least := func(threads int) int {
		m := 1 << 30
		for range 3 {
			m = min(m, grow(threads))
		}
		return m
	}
	// At least 5 more: a Threads that did nothing would give the same
	// growth twice. Not exactly 5: Go's scheduler may add an OS thread of
	// its own while the group's threads block in C (seen in the 2.14.1
	// root: 1 and 7), and the minimum of three tries does not always hide
	// it.
	one, six := least(1), least(6)
	if six-one < 5 {
		t.Errorf("Threads 1 started %d OS threads, Threads 6 %d: want at least 5 more", one, six)
	}
	t.Logf("OS threads of a group: %d with Threads 1, %d with Threads 6", one, six)

	base := InitOptions{Rank: torch.Some[int64](0), WorldSize: torch.Some[int64](1), Timeout: 5 * time.Second}
	cases := []struct {
		edit func(o *InitOptions)
		want string
	}{
		{func(o *InitOptions) { o.Hostname, o.Interface = "127.0.0.1", "lo" }, `hostname "127.0.0.1" and interface "lo": give one`},
		{func(o *InitOptions) { o.Threads = -1 }, "threads -1"},
		{func(o *InitOptions) { o.Hostname = "no-such-host.invalid" }, "no-such-host.invalid"},
	}
	for _, c := range cases {
		o := base
		o.InitMethod = "file://" + filepath.Join(t.TempDir(), "store")
		c.edit(&o)
		g, err := JoinGroup(o)
		if err == nil {
			g.Destroy()
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error with %q", o, err, c.want)
		}
	}
}
