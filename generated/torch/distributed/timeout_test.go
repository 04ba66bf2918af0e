package distributed

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Options.Timeout: a blocking collective whose peer is late returns
// ErrTimeout and its Work, still under way; the group stays usable (the
// late peer joins, the Work completes, the next collective runs). A peer
// that never joins: the Work fails once the group's timeout has passed,
// and the group is broken. Rank 1 is a Go or a Python rank (testpeer.py
// late_peer), and the ranks signal each other through the group's store.

// lateTimeout is the group's timeout in TestCollectiveTimeout.
const lateTimeout = 8 * time.Second

func init() {
	workers["lateLeader"] = func() error {
		g, err := InitProcessGroup("gloo", InitOptions{Timeout: lateTimeout})
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		s := g.Store()
		// 1. The peer is late: ErrTimeout after about 200 ms, the Work
		// still under way.
		x := torch.MustFromSlice([]float32{1, 10})
		begin := time.Now()
		w, err := AllReduce(x, Options{Timeout: 200 * time.Millisecond})
		took := time.Since(begin)
		if !errors.Is(err, ErrTimeout) || w == nil {
			return fmt.Errorf("all_reduce with a late peer: %v (Work %v), want ErrTimeout and the Work", err, w)
		}
		if took > 3*time.Second {
			return fmt.Errorf("the timeout of 200ms came after %v", took)
		}
		if w.IsCompleted() {
			return errors.New("the timed-out all_reduce has completed without the peer")
		}
		fmt.Printf("timed out after %v: %v\n", took, err)
		if err := s.Set("go-on", []byte("1")); err != nil {
			return err
		}
		if err := w.Wait(); err != nil {
			return fmt.Errorf("the timed-out all_reduce once the peer joined: %w", err)
		}
		if err := expect("the late all_reduce", x, torch.Float32, []float64{3, 30}); err != nil {
			return err
		}
		// 2. The group is still usable.
		y := torch.MustFromSlice([]float32{5})
		if _, err := AllReduce(y, Options{Timeout: lateTimeout}); err != nil {
			return fmt.Errorf("the all_reduce after a timed-out one: %w", err)
		}
		if err := expect("the next all_reduce", y, torch.Float32, []float64{10}); err != nil {
			return err
		}
		// 3. The peer never joins: the Work fails after the group's
		// timeout, not with ErrTimeout, and the group is broken.
		z := torch.MustFromSlice([]float32{1})
		w, err = AllReduce(z, Options{Timeout: 100 * time.Millisecond})
		if !errors.Is(err, ErrTimeout) || w == nil {
			return fmt.Errorf("all_reduce without the peer: %v, want ErrTimeout", err)
		}
		begin = time.Now()
		err = w.Wait()
		took = time.Since(begin)
		if err == nil || errors.Is(err, ErrTimeout) {
			return fmt.Errorf("the all_reduce the peer never joins: %v, want the group's timeout", err)
		}
		if took > lateTimeout+5*time.Second {
			return fmt.Errorf("the group's timeout %v came after %v", lateTimeout, took)
		}
		fmt.Printf("the Work failed after %v more: %v\n", took, err)
		begin = time.Now()
		if _, err := AllReduce(y, Options{Timeout: lateTimeout}); err == nil || errors.Is(err, ErrTimeout) {
			return fmt.Errorf("an all_reduce in the broken group: %v, want Gloo's error", err)
		} else {
			fmt.Printf("broken group: the next all_reduce failed after %v: %v\n", time.Since(begin), err)
		}
		if _, err := Barrier(Options{Timeout: -time.Second}); err == nil || !strings.Contains(err.Error(), "negative timeout") {
			return fmt.Errorf("a negative timeout: %v", err)
		}
		// Rank 0 serves the store: it leaves after the peer.
		if err := s.Set("done", []byte("1")); err != nil {
			return err
		}
		return s.Wait([]string{"done1"}, torch.StoreWaitOptions{Timeout: torch.Some(30.0)})
	}
	workers["latePeer"] = func() error {
		g, err := InitProcessGroup("gloo", InitOptions{Timeout: lateTimeout})
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		s := g.Store()
		if err := s.Wait([]string{"go-on"}, torch.StoreWaitOptions{Timeout: torch.Some(30.0)}); err != nil {
			return err
		}
		x := torch.MustFromSlice([]float32{2, 20})
		if _, err := AllReduce(x); err != nil {
			return err
		}
		y := torch.MustFromSlice([]float32{5})
		if _, err := AllReduce(y); err != nil {
			return err
		}
		// Never joins the third all_reduce.
		if err := s.Wait([]string{"done"}, torch.StoreWaitOptions{Timeout: torch.Some(60.0)}); err != nil {
			return err
		}
		return s.Set("done1", []byte("1"))
	}
}

func TestCollectiveTimeout(t *testing.T) {
	t.Parallel()
	for _, peer := range []rank{{worker: "latePeer"}, {python: []string{"testpeer.py", "late_peer", "8"}}} {
		name := "go"
		if peer.python != nil {
			requirePython(t)
			name = "python"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			results := launch(t, []rank{{worker: "lateLeader"}, peer}, 90*time.Second, nil)
			requireSuccess(t, results)
			t.Log(strings.TrimSpace(results[0].output))
		})
	}
}

// A Recv whose Timeout passes: Gloo ends it with ErrTimeout (no Work
// comes back) and closes its connection to the peer, so the group is
// broken on both ranks: the next all_reduce fails on each.
func init() {
	workers["recvTimeout"] = func() error {
		g, err := InitProcessGroup("gloo", InitOptions{Timeout: lateTimeout})
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		s := g.Store()
		if g.Rank() == 0 {
			begin := time.Now()
			w, err := Recv(torch.MustFromSlice([]float32{0}), 1, Options{Tag: 5, Timeout: 200 * time.Millisecond})
			if !errors.Is(err, ErrTimeout) || w != nil {
				return fmt.Errorf("recv from a peer that does not send: %v (Work %v), want ErrTimeout and no Work", err, w)
			}
			fmt.Printf("recv timed out after %v: %v\n", time.Since(begin), err)
			if err := s.Set("timed-out", []byte("1")); err != nil {
				return err
			}
		} else if err := s.Wait([]string{"timed-out"}, torch.StoreWaitOptions{Timeout: torch.Some(30.0)}); err != nil {
			return err
		}
		begin := time.Now()
		x := torch.MustFromSlice([]float32{1})
		_, err = AllReduce(x)
		took := time.Since(begin)
		if err == nil || errors.Is(err, ErrTimeout) {
			return fmt.Errorf("all_reduce after a timed-out recv: %v, want Gloo's error (a broken group)", err)
		}
		if took > lateTimeout+5*time.Second {
			return fmt.Errorf("the all_reduce's error came after %v, the group's timeout %v", took, lateTimeout)
		}
		fmt.Printf("rank %d: the next all_reduce failed after %v: %v\n", g.Rank(), took, err)
		// Rank 0 serves the store: it leaves after rank 1.
		if g.Rank() == 1 {
			return s.Set("done1", []byte("1"))
		}
		return s.Wait([]string{"done1"}, torch.StoreWaitOptions{Timeout: torch.Some(30.0)})
	}
}

func TestRecvTimeout(t *testing.T) {
	t.Parallel()
	results := launch(t, []rank{{worker: "recvTimeout"}, {worker: "recvTimeout"}}, 60*time.Second, nil)
	requireSuccess(t, results)
	for _, r := range results {
		t.Log(strings.TrimSpace(r.output))
	}
}
