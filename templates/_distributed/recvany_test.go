package distributed

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// RecvAnySource in a group of Go and Python ranks (testpeer.py
// recv_any_steps is the twin of recvAnySteps): Python's rank 1 receives
// from any source what Go's ranks 0 and 2 send it (tag 5); Go's rank 0
// what ranks 1 and 2 send it (tag 6), the second with AsyncOp and
// Work.SourceRank; Go's rank 2, in new_group [1 2], what rank 1 sends it
// there (tag 7), whose sender is reported as a rank of the default group.
// Each message is 100 times its sender's rank, so the sender returned
// must be the one that sent it. A last all_reduce checks the ranks are in
// step.

func init() {
	workers["recvAny"] = inGlooGroup(recvAnySteps)
}

// fromSender checks that x holds 100 times its sender's rank.
func fromSender(what string, x *torch.Tensor, src int64) error {
	return expect(fmt.Sprintf("%s from rank %d", what, src), x, torch.Float32, []float64{float64(100 * src)})
}

func recvAnySteps(d *Group) error {
	r := d.Rank()
	b, err := NewGroup([]int64{1, 2}, NewGroupOptions{Timeout: 20 * time.Second})
	if err != nil {
		return err
	}
	defer b.Destroy()
	mine := func() *torch.Tensor { return torch.MustFromSlice([]float32{float32(100 * r)}) }
	switch r {
	case 0:
		if _, err := Send(mine(), 1, Options{Tag: 5}); err != nil {
			return err
		}
		x := torch.MustFromSlice([]float32{-1})
		src1, _, err := RecvAnySource(x, Options{Tag: 6})
		if err != nil {
			return err
		}
		if err := fromSender("recv from any source", x, src1); err != nil {
			return err
		}
		y := torch.MustFromSlice([]float32{-1})
		src, w, err := RecvAnySource(y, Options{Tag: 6, AsyncOp: true})
		if err != nil {
			return err
		}
		if src != -1 {
			return fmt.Errorf("recv from any source with AsyncOp returned rank %d before its Wait, want -1", src)
		}
		if err := w.Wait(); err != nil {
			return err
		}
		src2, err := w.SourceRank()
		if err != nil {
			return err
		}
		if err := fromSender("irecv from any source", y, src2); err != nil {
			return err
		}
		if got := []int64{src1, src2}; !slices.Equal(slices.Sorted(slices.Values(got)), []int64{1, 2}) {
			return fmt.Errorf("senders %v, want ranks 1 and 2", got)
		}
		if _, _, err := RecvAnySource(x, Options{Group: b, Tag: 7}); !errors.Is(err, ErrNotMember) {
			return fmt.Errorf("recv from any source in a group without this rank: %v, want ErrNotMember", err)
		}
	case 2:
		if _, err := Send(mine(), 1, Options{Tag: 5}); err != nil {
			return err
		}
		sw, err := Send(mine(), 0, Options{Tag: 6, AsyncOp: true})
		if err != nil {
			return err
		}
		if _, err := sw.SourceRank(); err == nil || !strings.Contains(err.Error(), "not the Work of a RecvAnySource") {
			return fmt.Errorf("a send's source rank: %v, want an error", err)
		}
		x := torch.MustFromSlice([]float32{-1})
		src, _, err := RecvAnySource(x, Options{Group: b, Tag: 7})
		if err != nil {
			return err
		}
		if src != 1 {
			return fmt.Errorf("recv from any source in [1 2]: sender %d, want 1 (a rank of the default group)", src)
		}
		if err := fromSender("recv from any source in [1 2]", x, src); err != nil {
			return err
		}
		if err := sw.Wait(); err != nil {
			return err
		}
	default:
		return fmt.Errorf("rank %d: recvAnySteps has ranks 0 and 2 (rank 1 is Python's)", r)
	}
	z := torch.MustFromSlice([]float64{float64(r + 1)})
	if _, err := AllReduce(z); err != nil {
		return err
	}
	fmt.Println("recv any ok")
	return expect("the last all_reduce", z, torch.Float64, []float64{6})
}

// TestRecvAnySourceWithPython: ranks Go, Python, Go.
func TestRecvAnySourceWithPython(t *testing.T) {
	t.Parallel()
	requirePython(t)
	order := []rank{{worker: "recvAny"}, {python: []string{"testpeer.py", "recv_any"}}, {worker: "recvAny"}}
	results := launch(t, order, 90*time.Second, nil)
	requireSuccess(t, results)
	for i, r := range results {
		if !strings.Contains(r.output, "recv any ok") {
			t.Errorf("rank %d did not finish:\n%s", i, r.output)
		}
	}
}
