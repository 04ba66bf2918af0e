package distributed

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Every collective on 3 Go ranks, and on a group of Go and Python ranks
// (testpeer.py runs the same steps, in the same order, with
// torch.distributed; Gloo pairs operations by their order). Each rank checks
// its own results against the values the collective's definition gives;
// the mixed groups show that Python's torch.distributed computes the same.

func init() {
	workers["collectives"] = func() error {
		g, err := InitProcessGroup("gloo", InitOptions{Timeout: 60 * time.Second})
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		return collectiveSteps(g, os.Getenv("PEER_PYTHON") == "1")
	}
}

// The multi-process tests run in parallel: they spend most of their time
// starting processes.

func TestCollectivesGo(t *testing.T) {
	t.Parallel()
	ranks := []rank{{worker: "collectives"}, {worker: "collectives"}, {worker: "collectives"}}
	requireSuccess(t, launch(t, ranks, 90*time.Second, nil))
}

// TestCollectivesWithPython: Go serves the store and Python joins, then
// the other way round.
func TestCollectivesWithPython(t *testing.T) {
	t.Parallel()
	requirePython(t)
	goRank := rank{worker: "collectives", env: []string{"PEER_PYTHON=1"}}
	pyRank := rank{python: []string{"testpeer.py", "collectives"}}
	for name, order := range map[string][]rank{"go-serves": {goRank, pyRank}, "python-serves": {pyRank, goRank}} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			results := launch(t, order, 90*time.Second, nil)
			requireSuccess(t, results)
			for i, r := range results {
				if order[i].python != nil && !strings.Contains(r.output, "testpeer: collectives ok") {
					t.Errorf("Python rank %d did not report its checks:\n%s", i, r.output)
				}
			}
		})
	}
}

// dtypes of the collective checks; the reductions stay integers small
// enough to be exact in each.
var dtypes = []torch.DType{torch.Float32, torch.Float64, torch.Int64, torch.Int32}

// collectiveSteps runs every collective and checks the results. withPython
// leaves out what Python's gloo backend raises on in 1.13 (reduce_scatter,
// ReduceOp.AVG), which testpeer.py does not run.
func collectiveSteps(g *Group, withPython bool) error {
	n, r := float64(g.Size()), float64(g.Rank())
	ramp := func(scale float64, dt torch.DType) *torch.Tensor { // scale * [1 2 3 4 5]
		return torch.MustFromSlice([]float64{1, 2, 3, 4, 5}).Mul(scale).ToDtype(dt)
	}
	expectRamp := func(f func(i float64) float64) []float64 {
		v := make([]float64, 5)
		for i := range v {
			v[i] = f(float64(i + 1))
		}
		return v
	}
	fact := 1.0
	for k := 2.0; k <= n; k++ {
		fact *= k
	}
	for _, dt := range dtypes {
		reductions := []struct {
			op   RedOpType
			want func(i float64) float64
		}{
			{ReduceOp.SUM, func(i float64) float64 { return i * n * (n + 1) / 2 }},
			{ReduceOp.PRODUCT, func(i float64) float64 { return math.Pow(i, n) * fact }},
			{ReduceOp.MIN, func(i float64) float64 { return i }},
			{ReduceOp.MAX, func(i float64) float64 { return i * n }},
		}
		if !withPython && dt.IsFloatingPoint() {
			reductions = append(reductions, struct {
				op   RedOpType
				want func(i float64) float64
			}{ReduceOp.AVG, func(i float64) float64 { return i * (n + 1) / 2 }})
		}
		for _, red := range reductions {
			x := ramp(r+1, dt)
			if _, err := AllReduce(x, Options{Op: red.op}); err != nil {
				return err
			}
			if err := expect(fmt.Sprintf("all_reduce %v %v", red.op, dt), x, dt, expectRamp(red.want)); err != nil {
				return err
			}
		}

		a, b := torch.MustFromSlice([]float64{1, 1, 1, 1}, 2, 2).Mul(r+1).ToDtype(dt), torch.MustFromSlice([]float64{2, 2, 2}).Mul(r+1).ToDtype(dt)
		if _, err := AllReduceCoalesced([]*torch.Tensor{a, b}); err != nil {
			return err
		}
		s := n * (n + 1) / 2
		if err := expect("all_reduce_coalesced "+dt.String(), a, dt, []float64{s, s, s, s}); err != nil {
			return err
		}
		if err := expect("all_reduce_coalesced "+dt.String(), b, dt, []float64{2 * s, 2 * s, 2 * s}); err != nil {
			return err
		}

		x := ramp(r, dt)
		if _, err := Broadcast(x, g.Size()-1); err != nil {
			return err
		}
		if err := expect("broadcast "+dt.String(), x, dt, expectRamp(func(i float64) float64 { return i * (n - 1) })); err != nil {
			return err
		}

		x = ramp(r+1, dt)
		if _, err := Reduce(x, 0); err != nil {
			return err
		}
		if g.Rank() == 0 {
			if err := expect("reduce "+dt.String(), x, dt, expectRamp(func(i float64) float64 { return i * s })); err != nil {
				return err
			}
		}

		outs := make([]*torch.Tensor, g.Size())
		for k := range outs {
			outs[k] = torch.MustFromSlice([]float64{0, 0, 0}).ToDtype(dt)
		}
		if _, err := AllGather(outs, torch.MustFromSlice([]float64{1, 1, 1}).Mul(10*(r+1)).ToDtype(dt)); err != nil {
			return err
		}
		for k, o := range outs {
			v := 10 * float64(k+1)
			if err := expect(fmt.Sprintf("all_gather[%d] %v", k, dt), o, dt, []float64{v, v, v}); err != nil {
				return err
			}
		}

		// gather to the last rank, scatter from it.
		last := g.Size() - 1
		var gathered []*torch.Tensor
		if g.Rank() == last {
			for range g.Size() {
				gathered = append(gathered, torch.MustFromSlice([]float64{0, 0}).ToDtype(dt))
			}
		}
		if _, err := Gather(torch.MustFromSlice([]float64{1, 2}).Mul(r+1).ToDtype(dt), gathered, last); err != nil {
			return err
		}
		for k, o := range gathered {
			v := float64(k + 1)
			if err := expect(fmt.Sprintf("gather[%d] %v", k, dt), o, dt, []float64{v, 2 * v}); err != nil {
				return err
			}
		}
		var pieces []*torch.Tensor
		if g.Rank() == last {
			for k := range g.Size() {
				pieces = append(pieces, torch.MustFromSlice([]float64{1, 1, 1}).Mul(float64(7*k)).ToDtype(dt))
			}
		}
		piece := torch.MustFromSlice([]float64{-1, -1, -1}).ToDtype(dt)
		if _, err := Scatter(piece, pieces, last); err != nil {
			return err
		}
		if err := expect("scatter "+dt.String(), piece, dt, []float64{7 * r, 7 * r, 7 * r}); err != nil {
			return err
		}

		if !withPython {
			ins := make([]*torch.Tensor, g.Size())
			for j := range ins {
				ins[j] = torch.MustFromSlice([]float64{1, 1}).Mul((r + 1) * float64(j+1)).ToDtype(dt)
			}
			out := torch.MustFromSlice([]float64{0, 0}).ToDtype(dt)
			if _, err := ReduceScatter(out, ins); err != nil {
				return err
			}
			v := (r + 1) * s
			if err := expect("reduce_scatter "+dt.String(), out, dt, []float64{v, v}); err != nil {
				return err
			}
		}

		if _, err := Barrier(); err != nil {
			return err
		}

		// A ring: each rank sends two messages to the next, which takes
		// them in the other order: the tags, not the order, pair them.
		next, prev := (g.Rank()+1)%g.Size(), (g.Rank()+g.Size()-1)%g.Size()
		s1, err := Send(torch.MustFromSlice([]float64{1, 1, 1}).Mul(r).ToDtype(dt), next, Options{Tag: 1, AsyncOp: true})
		if err != nil {
			return err
		}
		s2, err := Send(torch.MustFromSlice([]float64{1, 1, 1}).Mul(100+r).ToDtype(dt), next, Options{Tag: 2, AsyncOp: true})
		if err != nil {
			return err
		}
		got2, got1 := torch.MustFromSlice([]float64{0, 0, 0}).ToDtype(dt), torch.MustFromSlice([]float64{0, 0, 0}).ToDtype(dt)
		if _, err := Recv(got2, prev, Options{Tag: 2}); err != nil {
			return err
		}
		if _, err := Recv(got1, prev, Options{Tag: 1}); err != nil {
			return err
		}
		if err := s1.Wait(); err != nil {
			return err
		}
		if err := s2.Wait(); err != nil {
			return err
		}
		p := float64(prev)
		if err := expect("recv tag 2 "+dt.String(), got2, dt, []float64{100 + p, 100 + p, 100 + p}); err != nil {
			return err
		}
		if err := expect("recv tag 1 "+dt.String(), got1, dt, []float64{p, p, p}); err != nil {
			return err
		}
	}
	if withPython {
		return nil
	}
	// A wait with a timeout: the last rank joins an all_reduce late, so
	// the others' first wait times out; the all_reduce goes on.
	x := torch.MustFromSlice([]float32{1})
	if g.Rank() == g.Size()-1 {
		time.Sleep(300 * time.Millisecond)
		_, err := AllReduce(x)
		return err
	}
	w, err := AllReduce(x, Options{AsyncOp: true})
	if err != nil {
		return err
	}
	if err := w.WaitTimeout(20 * time.Millisecond); err == nil || w.IsCompleted() {
		return fmt.Errorf("an all_reduce without the last rank completed: %v", err)
	}
	if err := w.WaitTimeout(time.Minute); err != nil || !w.IsCompleted() {
		return fmt.Errorf("the all_reduce once every rank is in: %v", err)
	}
	return expect("all_reduce after a timed-out wait", x, torch.Float32, []float64{n})
}

// expect checks x's dtype and exact values.
func expect(what string, x *torch.Tensor, dt torch.DType, want []float64) error {
	if err := x.Err(); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if x.DType() != dt {
		return fmt.Errorf("%s: dtype %v, want %v", what, x.DType(), dt)
	}
	got, err := torch.ToSlice[float64](x.ToDtype(torch.Float64).Contiguous().Reshape([]int64{-1}))
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if len(got) != len(want) {
		return fmt.Errorf("%s: %v, want %v", what, got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			return fmt.Errorf("%s: %v, want %v", what, got, want)
		}
	}
	return nil
}
