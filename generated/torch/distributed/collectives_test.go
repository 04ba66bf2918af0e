package distributed

import (
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Every collective on 3 Go ranks, and on a group of a Go and a Python rank
// (testpeer.py runs the same steps, in the same order, with
// torch.distributed; Gloo pairs operations by their order). Each rank checks
// its own results against the values the collective's definition gives;
// the mixed groups show that Python's torch.distributed computes the same.
// Where the backend may refuse (reduce_scatter, AVG and MAX of complex
// tensors on Gloo), each rank prints an "outcome:" line, and every rank's
// must be the same: Go refuses what Python refuses, and in the same way (a
// refusal that takes its place in the group's order, or one before it),
// which the steps after it and a last all_reduce check: a rank one step
// off would time out there.

// groupTimeoutEnv is the group's timeout in seconds, for Go and Python
// ranks: short, so that ranks out of step fail quickly.
const groupTimeoutEnv = "PEER_GROUP_TIMEOUT_S"

func init() {
	workers["collectives"] = func() error {
		timeout, err := strconv.ParseFloat(os.Getenv(groupTimeoutEnv), 64)
		if err != nil {
			return fmt.Errorf("%s: %w", groupTimeoutEnv, err)
		}
		o := InitOptions{Timeout: time.Duration(timeout * float64(time.Second))}
		if os.Getenv("PEER_STORE") == "1" {
			// init_process_group(store=...): the caller's store, with a
			// timeout of its own for the ranks' start.
			rank, _ := strconv.ParseInt(os.Getenv("RANK"), 10, 64)
			size, _ := strconv.ParseInt(os.Getenv("WORLD_SIZE"), 10, 64)
			port, _ := strconv.ParseInt(os.Getenv("MASTER_PORT"), 10, 64)
			s, err := torch.NewTCPStore(os.Getenv("MASTER_ADDR"), port, torch.NewTCPStoreOptions{
				WorldSize: torch.Some(size), IsMaster: torch.Some(rank == 0), Timeout: torch.Some(60.0)})
			if err != nil {
				return err
			}
			defer s.Free()
			o.Store, o.Rank, o.WorldSize = s, torch.Some(rank), torch.Some(size)
		}
		g, err := InitProcessGroup("gloo", o)
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		return collectiveSteps(g, o.Timeout)
	}
}

// The multi-process tests run in parallel: they spend most of their time
// starting processes.

func TestCollectivesGo(t *testing.T) {
	t.Parallel()
	r := rank{worker: "collectives", env: []string{groupTimeoutEnv + "=20"}}
	results := launch(t, []rank{r, r, r}, 120*time.Second, nil)
	requireSuccess(t, results)
	requireSameOutcomes(t, results)
}

// TestCollectivesWithPython: a group of a Go and a Python rank: Go serves
// the store and Python joins, the other way round, and with a store each
// passes to init_process_group (store=).
func TestCollectivesWithPython(t *testing.T) {
	t.Parallel()
	requirePython(t)
	for _, c := range []struct {
		name          string
		pythonServes  bool
		store         bool
		timeoutSecond int
	}{{"go-serves", false, false, 20}, {"python-serves", true, false, 20}, {"store", true, true, 30}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			env := []string{groupTimeoutEnv + "=" + strconv.Itoa(c.timeoutSecond)}
			if c.store {
				env = append(env, "PEER_STORE=1")
			}
			order := []rank{{worker: "collectives", env: env}, {python: []string{"testpeer.py", "collectives"}, env: env}}
			if c.pythonServes {
				order[0], order[1] = order[1], order[0]
			}
			results := launch(t, order, 120*time.Second, nil)
			requireSuccess(t, results)
			for i, r := range results {
				if order[i].python != nil && !strings.Contains(r.output, "testpeer: collectives ok") {
					t.Errorf("Python rank %d did not report its checks:\n%s", i, r.output)
				}
			}
			requireSameOutcomes(t, results)
		})
	}
}

// requireSameOutcomes checks that every rank printed the same outcome
// lines (the step and ok or error), and some.
func requireSameOutcomes(t *testing.T, results []result) {
	t.Helper()
	outcomes := func(out string) []string {
		var o []string
		for _, line := range strings.Split(out, "\n") {
			if rest, ok := strings.CutPrefix(line, "outcome: "); ok {
				if step, kind, ok := strings.Cut(rest, " => "); ok {
					kind, _, _ = strings.Cut(kind, ":")
					o = append(o, step+" => "+kind)
				}
			}
		}
		return o
	}
	first := outcomes(results[0].output)
	if len(first) == 0 {
		t.Fatalf("rank 0 printed no outcome lines:\n%s", results[0].output)
	}
	for i, r := range results[1:] {
		if o := outcomes(r.output); !slices.Equal(o, first) {
			t.Errorf("rank %d's outcomes differ from rank 0's:\n%s\nrank 0:\n%s", i+1, strings.Join(o, "\n"), strings.Join(first, "\n"))
		}
	}
	for i, r := range results {
		for _, line := range strings.Split(r.output, "\n") {
			if strings.HasPrefix(line, "outcome: ") {
				t.Logf("rank %d: %s", i, line)
			}
		}
	}
}

// outcome prints the outcome of a step the backend may refuse, for
// requireSameOutcomes, and reports whether it succeeded.
func outcome(step string, err error) bool {
	if err != nil {
		fmt.Printf("outcome: %s => error: %v\n", step, err)
		return false
	}
	fmt.Printf("outcome: %s => ok\n", step)
	return true
}

// dtypes of the collective checks; the reductions stay integers small
// enough to be exact in each.
var dtypes = []torch.DType{torch.Float32, torch.Float64, torch.Int64, torch.Int32}

// collectiveSteps runs every collective and checks the results; testpeer.py
// is its Python twin. timeout is the group's.
func collectiveSteps(g *Group, timeout time.Duration) error {
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
	s := n * (n + 1) / 2
	for _, dt := range dtypes {
		reductions := []struct {
			op   RedOpType
			want func(i float64) float64
		}{
			{ReduceOp.SUM, func(i float64) float64 { return i * s }},
			{ReduceOp.PRODUCT, func(i float64) float64 { return math.Pow(i, n) * fact }},
			{ReduceOp.MIN, func(i float64) float64 { return i }},
			{ReduceOp.MAX, func(i float64) float64 { return i * n }},
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

		// Gloo of libtorch 1.13 has no reduce_scatter: Python's raises
		// before anything reaches the network, and so must Go's.
		ins := make([]*torch.Tensor, g.Size())
		for j := range ins {
			ins[j] = torch.MustFromSlice([]float64{1, 1}).Mul((r + 1) * float64(j+1)).ToDtype(dt)
		}
		out := torch.MustFromSlice([]float64{0, 0}).ToDtype(dt)
		if _, err := ReduceScatter(out, ins); outcome("reduce_scatter "+dt.String(), err) {
			v := (r + 1) * s
			if err := expect("reduce_scatter "+dt.String(), out, dt, []float64{v, v}); err != nil {
				return err
			}
		}

		if _, err := Barrier(); err != nil {
			return err
		}

		if err := ring(g, dt, timeout); err != nil {
			return err
		}
	}
	if err := complexSteps(g); err != nil {
		return err
	}
	if err := lateRank(g); err != nil {
		return err
	}
	// Gloo has no AVG: Python's wait raises, and so must Go's. Last, after
	// every barrier: Gloo 1.13's barrier waits on the work its worker
	// threads still list as in progress, so a worker preempted between
	// finishing a refused AVG and clearing its slot hands that error to a
	// later barrier, on Python's ranks too.
	for _, dt := range dtypes {
		if !dt.IsFloatingPoint() {
			continue
		}
		x := ramp(r+1, dt)
		if _, err := AllReduce(x, Options{Op: ReduceOp.AVG}); outcome("all_reduce AVG "+dt.String(), err) {
			if err := expect("all_reduce AVG "+dt.String(), x, dt, expectRamp(func(i float64) float64 { return i * (n + 1) / 2 })); err != nil {
				return err
			}
		}
		x = ramp(r+1, dt)
		if _, err := Reduce(x, 0, Options{Op: ReduceOp.AVG}); outcome("reduce AVG "+dt.String(), err) && g.Rank() == 0 {
			if err := expect("reduce AVG "+dt.String(), x, dt, expectRamp(func(i float64) float64 { return i * (n + 1) / 2 })); err != nil {
				return err
			}
		}
	}
	// The last collective: a rank one step off would wait here for a
	// partner that never comes, until the group's timeout.
	x := torch.MustFromSlice([]float64{1000 * (r + 1)})
	if _, err := AllReduce(x); err != nil {
		return fmt.Errorf("the last all_reduce: %w", err)
	}
	return expect("the last all_reduce", x, torch.Float64, []float64{1000 * s})
}

// ring: each rank sends two messages to the next (isend), which takes them
// (irecv) in the other order: the tags, not the order, pair them. Every
// wait is a WaitTimeout, which returns once the message has gone or come,
// well before the group's timeout.
func ring(g *Group, dt torch.DType, timeout time.Duration) error {
	r := float64(g.Rank())
	next, prev := (g.Rank()+1)%g.Size(), (g.Rank()+g.Size()-1)%g.Size()
	begin := time.Now()
	s1, err := Send(torch.MustFromSlice([]float64{1, 1, 1}).Mul(r).ToDtype(dt), next, Options{Tag: 1, AsyncOp: true})
	if err != nil {
		return err
	}
	s2, err := Send(torch.MustFromSlice([]float64{1, 1, 1}).Mul(100+r).ToDtype(dt), next, Options{Tag: 2, AsyncOp: true})
	if err != nil {
		return err
	}
	got2, got1 := torch.MustFromSlice([]float64{0, 0, 0}).ToDtype(dt), torch.MustFromSlice([]float64{0, 0, 0}).ToDtype(dt)
	r2, err := Recv(got2, prev, Options{Tag: 2, AsyncOp: true})
	if err != nil {
		return err
	}
	r1, err := Recv(got1, prev, Options{Tag: 1, AsyncOp: true})
	if err != nil {
		return err
	}
	for i, w := range []*Work{r2, r1, s1, s2} {
		if err := w.WaitTimeout(time.Minute); err != nil {
			return fmt.Errorf("ring %v: wait %d after %v: %w", dt, i, time.Since(begin), err)
		}
		if !w.IsCompleted() {
			return fmt.Errorf("ring %v: wait %d returned, and the operation has not completed", dt, i)
		}
		if err := w.WaitTimeout(time.Minute); err != nil { // at once, the same outcome
			return fmt.Errorf("ring %v: wait %d again: %w", dt, i, err)
		}
	}
	if took := time.Since(begin); took > timeout/2 {
		return fmt.Errorf("ring %v: the waits took %v, the group's timeout %v", dt, took, timeout)
	}
	p := float64(prev)
	if err := expect("recv tag 2 "+dt.String(), got2, dt, []float64{100 + p, 100 + p, 100 + p}); err != nil {
		return err
	}
	return expect("recv tag 1 "+dt.String(), got1, dt, []float64{p, p, p})
}

// complexSteps: Python passes complex tensors as real ones (view_as_real)
// to all_reduce (SUM), all_reduce_coalesced, all_gather and scatter, and
// refuses MAX of them before the network.
func complexSteps(g *Group) error {
	n, r := float64(g.Size()), float64(g.Rank())
	s := n * (n + 1) / 2
	c := func(scale float64) *torch.Tensor { // scale * [1+2i, 3-4i]
		return torch.MustFromSlice([]complex64{complex(float32(scale), float32(2*scale)), complex(float32(3*scale), float32(-4*scale))})
	}
	x := c(r + 1)
	if _, err := AllReduce(x); err != nil {
		return err
	}
	if err := expectComplex("all_reduce complex64", x, []float64{s, 2 * s, 3 * s, -4 * s}); err != nil {
		return err
	}
	y := c(r + 1)
	if _, err := AllReduce(y, Options{Op: ReduceOp.MAX}); !outcome("all_reduce MAX complex64", err) {
		if err := expectComplex("all_reduce MAX complex64 (refused)", y, []float64{r + 1, 2 * (r + 1), 3 * (r + 1), -4 * (r + 1)}); err != nil {
			return err
		}
	}
	a, b := c(r+1), c(10*(r+1))
	if _, err := AllReduceCoalesced([]*torch.Tensor{a, b}); err != nil {
		return err
	}
	if err := expectComplex("all_reduce_coalesced complex64", b, []float64{10 * s, 20 * s, 30 * s, -40 * s}); err != nil {
		return err
	}
	outs := make([]*torch.Tensor, g.Size())
	for k := range outs {
		outs[k] = c(0)
	}
	if _, err := AllGather(outs, c(r+1)); err != nil {
		return err
	}
	for k, o := range outs {
		v := float64(k + 1)
		if err := expectComplex(fmt.Sprintf("all_gather[%d] complex64", k), o, []float64{v, 2 * v, 3 * v, -4 * v}); err != nil {
			return err
		}
	}
	var pieces []*torch.Tensor
	if g.Rank() == 0 {
		for k := range g.Size() {
			pieces = append(pieces, c(float64(5*k)))
		}
	}
	piece := c(-1)
	if _, err := Scatter(piece, pieces, 0); err != nil {
		return err
	}
	return expectComplex("scatter complex64", piece, []float64{5 * r, 10 * r, 15 * r, -20 * r})
}

// lateRank: the last rank joins an all_reduce only once every other rank's
// first wait for it (20 ms) has timed out and said so (a message each);
// the all_reduce goes on, and a second wait gets it.
func lateRank(g *Group) error {
	last := g.Size() - 1
	x := torch.MustFromSlice([]float32{1})
	token := torch.MustFromSlice([]float32{0})
	if g.Rank() == last {
		for k := range last {
			if _, err := Recv(token, k, Options{Tag: 9}); err != nil {
				return err
			}
		}
		if _, err := AllReduce(x); err != nil {
			return err
		}
	} else {
		w, err := AllReduce(x, Options{AsyncOp: true})
		if err != nil {
			return err
		}
		if err := w.WaitTimeout(20 * time.Millisecond); !errors.Is(err, ErrTimeout) || w.IsCompleted() {
			return fmt.Errorf("an all_reduce without the last rank completed: %v", err)
		}
		if _, err := Send(token, last, Options{Tag: 9}); err != nil {
			return err
		}
		if err := w.WaitTimeout(time.Minute); err != nil || !w.IsCompleted() {
			return fmt.Errorf("the all_reduce once every rank is in: %v", err)
		}
	}
	return expect("all_reduce after a timed-out wait", x, torch.Float32, []float64{float64(g.Size())})
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
	if !slices.Equal(got, want) {
		return fmt.Errorf("%s: %v, want %v", what, got, want)
	}
	return nil
}

// expectComplex checks that x is complex64 with the real and imaginary
// parts want (re, im, re, im…).
func expectComplex(what string, x *torch.Tensor, want []float64) error {
	if x.DType() != torch.Complex64 {
		return fmt.Errorf("%s: dtype %v, want complex64 (%v)", what, x.DType(), x.Err())
	}
	re, err := torch.ViewAsReal(x).Result()
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	defer re.Free()
	return expect(what, re, torch.Float32, want)
}
