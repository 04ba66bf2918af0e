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

// NewGroup in a group of Go and Python ranks (testpeer.py new_group_steps
// is the twin of newGroupSteps), with the naming of the libtorch it runs
// on (1.x or 2.x): three groups made in the same order on every rank,
// members or not: [0 2], [1 2] and all ranks. Each runs collectives among
// its members only, with src given as a rank of the default group
// ([1 2] an all_to_all_single too); a rank outside a group gets
// ErrNotMember (Python skips the call); a last all_reduce of the default
// group checks that every rank is still in step.

func init() {
	workers["newGroup"] = inGlooGroup(newGroupSteps)
}

func newGroupSteps(d *Group) error {
	r := d.Rank()
	o := NewGroupOptions{Timeout: 20 * time.Second}
	a, err := NewGroup([]int64{2, 0}, o) // sorted as Python's
	if err != nil {
		return err
	}
	defer a.Destroy()
	b, err := NewGroup([]int64{1, 2}, o)
	if err != nil {
		return err
	}
	defer b.Destroy()
	c, err := NewGroup(nil, o)
	if err != nil {
		return err
	}
	defer c.Destroy()
	for _, k := range []struct {
		g          *Group
		ranks      []int64
		rank, size int64
	}{
		{a, []int64{0, 2}, map[int64]int64{0: 0, 1: -1, 2: 1}[r], map[int64]int64{0: 2, 1: -1, 2: 2}[r]},
		{b, []int64{1, 2}, map[int64]int64{0: -1, 1: 0, 2: 1}[r], map[int64]int64{0: -1, 1: 2, 2: 2}[r]},
		{c, []int64{0, 1, 2}, r, 3},
	} {
		if k.g.Rank() != k.rank || k.g.Size() != k.size || !slices.Equal(k.g.Ranks(), k.ranks) {
			return fmt.Errorf("group %v: rank %d size %d ranks %v, want %d %d %v", k.ranks, k.g.Rank(), k.g.Size(), k.g.Ranks(), k.rank, k.size, k.ranks)
		}
	}
	// [0 2]: a sum of 1 and 3.
	x := torch.MustFromSlice([]float32{float32(r + 1)})
	_, err = AllReduce(x, Options{Group: a})
	if r == 1 {
		if !errors.Is(err, ErrNotMember) {
			return fmt.Errorf("all_reduce in a group without this rank: %v, want ErrNotMember", err)
		}
	} else if err != nil {
		return err
	} else if err := expect("all_reduce in [0 2]", x, torch.Float32, []float64{4}); err != nil {
		return err
	}
	// [1 2]: a broadcast from rank 2 of the default group (rank 1 of b).
	y := torch.MustFromSlice([]float32{float32(10 * r)})
	_, err = Broadcast(y, 2, Options{Group: b})
	if r == 0 {
		if !errors.Is(err, ErrNotMember) {
			return fmt.Errorf("broadcast in a group without this rank: %v, want ErrNotMember", err)
		}
	} else if err != nil {
		return err
	} else if err := expect("broadcast in [1 2]", y, torch.Float32, []float64{20}); err != nil {
		return err
	}
	if r != 0 {
		if _, err := Broadcast(y, 0, Options{Group: b}); err == nil || !strings.Contains(err.Error(), "rank 0 is not in the group") {
			return fmt.Errorf("broadcast from a rank outside the group: %v", err)
		}
	}
	// [1 2]: all_to_all_single; rank r sends 10r+j to group rank j (global
	// rank j+1), and receives 10(j+1)+(r-1) from it.
	in := torch.MustFromSlice([]float32{float32(10 * r), float32(10*r + 1)})
	out := torch.MustFromSlice([]float32{0, 0})
	_, err = AllToAllSingle(out, in, nil, nil, Options{Group: b})
	if r == 0 {
		if !errors.Is(err, ErrNotMember) {
			return fmt.Errorf("all_to_all_single in a group without this rank: %v, want ErrNotMember", err)
		}
	} else if err != nil {
		return err
	} else if err := expect("all_to_all_single in [1 2]", out, torch.Float32, []float64{float64(10 + r - 1), float64(20 + r - 1)}); err != nil {
		return err
	}
	// All ranks.
	z := torch.MustFromSlice([]float64{float64(r + 1)})
	if _, err := AllReduce(z, Options{Group: c, Op: ReduceOp.MAX}); err != nil {
		return err
	}
	if err := expect("all_reduce MAX in new_group()", z, torch.Float64, []float64{3}); err != nil {
		return err
	}
	w := torch.MustFromSlice([]float64{float64(r + 1)})
	if _, err := AllReduce(w); err != nil {
		return err
	}
	fmt.Println("new_group ok")
	return expect("the last all_reduce", w, torch.Float64, []float64{6})
}

// TestNewGroupWithPython: ranks Go, Python, Go.
func TestNewGroupWithPython(t *testing.T) {
	t.Parallel()
	requirePython(t)
	order := []rank{{worker: "newGroup"}, {python: []string{"testpeer.py", "new_group"}}, {worker: "newGroup"}}
	results := launch(t, order, 90*time.Second, nil)
	requireSuccess(t, results)
	for i, r := range results {
		if !strings.Contains(r.output, "new_group ok") {
			t.Errorf("rank %d did not finish:\n%s", i, r.output)
		}
	}
}
