package distributed

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// RedOpType is a reduction of the collectives: ReduceOp.SUM and the rest,
// c10d's ReduceOp::RedOpType values.
type RedOpType int64

// ReduceOp is torch.distributed.ReduceOp: ReduceOp.SUM, ReduceOp.AVG… as
// in Python.
var ReduceOp = struct {
	SUM, AVG, PRODUCT, MIN, MAX, BAND, BOR, BXOR RedOpType
}{0, 1, 2, 3, 4, 5, 6, 7}

func (op RedOpType) String() string {
	names := []string{"SUM", "AVG", "PRODUCT", "MIN", "MAX", "BAND", "BOR", "BXOR"}
	if op >= 0 && int(op) < len(names) {
		return names[op]
	}
	return fmt.Sprintf("RedOpType(%d)", int64(op))
}

// Options are the collectives' common keyword arguments.
type Options struct {
	// Op is the reduction of AllReduce, AllReduceCoalesced, Reduce and
	// ReduceScatter: ReduceOp.SUM by default. The backend decides which it
	// has, as in Python: Gloo has no AVG (the Work's error says so, and
	// the operation uses up its place in the group's order, as Python's
	// does); a SUM divided by Size() is the mean.
	Op RedOpType
	// Group is the group to run in: the default group when nil. With a
	// NewGroup, src and dst are still ranks of the default group, as in
	// Python.
	Group *Group
	// AsyncOp returns a Work under way instead of waiting for it (nil).
	AsyncOp bool
	// Tag pairs a Send with its Recv.
	Tag int64
	// Timeout bounds the wait of a call without AsyncOp (Python's
	// work.wait(timeout) of an async_op=True call); zero waits as long
	// as the group's timeout (InitOptions.Timeout) lets the operation run.
	// Past it the call returns an error that wraps ErrTimeout, and with
	// it the operation's Work: a collective is still under way and keeps
	// its place in the group's order, so the group stays usable; it
	// completes, and changes its tensors, when the other ranks reach it
	// (Wait for it before touching them), or fails once the group's
	// timeout has passed, and then the group is broken (every later
	// operation fails), as after any error. A Send or Recv whose wait
	// times out is different: Gloo ends it with that error (no Work comes
	// back) and closes the connection to the peer, which breaks the group
	// on both ranks (their next operations fail), as Python's
	// irecv(...).wait(timeout).
	Timeout time.Duration
}

// ErrTimeout is the error, wrapped, of a wait that passed its time: a
// call's Options.Timeout or Work.WaitTimeout (errors.Is(err,
// ErrTimeout)). The group's own timeout is Gloo's error, not this.
var ErrTimeout = errors.New("timed out")

func options(opts []Options) Options {
	if len(opts) > 0 {
		return opts[len(opts)-1]
	}
	return Options{}
}

// Work is an operation under way (torch.distributed.Work), from a
// collective called with AsyncOp. Wait before reading or changing its
// tensors.
type Work struct {
	w    *torch.Work
	mu   sync.Mutex  // one wait on w at a time
	done atomic.Bool // the outcome is known and w freed
	err  error       // the outcome, once done
	// anySource is the group of a RecvAnySource, whose sender wait reads
	// before it frees w; nil for other operations.
	anySource *Group
	src       int64 // the sender's rank in the default group, once done
}

// Wait blocks until the operation ends and returns its error, if any (a
// peer that failed or left, the group's timeout), and frees the handle.
func (w *Work) Wait() error { return w.wait(0) }

// WaitTimeout is Wait for at most d (Python's work.wait(timeout)): past it,
// an error that wraps ErrTimeout, and a collective goes on (wait for it
// again), while Gloo ends a send or recv with that error and breaks the
// group (see Options.Timeout). d <= 0 waits as long as the operation may
// run.
func (w *Work) WaitTimeout(d time.Duration) error { return w.wait(d) }

// wait waits on libtorch's Work until its outcome is known, and never
// again after: Gloo's send and recv hand out their completion once (a
// second wait blocks until the group's timeout and fails).
func (w *Work) wait(d time.Duration) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.done.Load() {
		return w.err
	}
	var err error
	if d > 0 {
		// c10d's timeout is whole milliseconds, and 0 means none.
		ms := max(d.Round(time.Millisecond), time.Millisecond)
		if _, err = w.w.Wait(torch.WorkWaitOptions{Timeout: torch.Some(ms.Seconds())}); err != nil {
			completed, cerr := w.w.IsCompleted()
			if cerr == nil && !completed {
				// The operation goes on.
				return fmt.Errorf("%w after %v, the operation still under way (%v)", ErrTimeout, d, err)
			}
			// A send or recv that timed out has ended with that error
			// (Gloo's "Timed out waiting…"); an operation that ended
			// meanwhile has its own outcome.
			msg, merr := w.w.Exception()
			switch {
			case cerr == nil && merr == nil && msg == "":
				err = nil
			case strings.Contains(strings.ToLower(msg), "timed out"):
				err = fmt.Errorf("%w after %v, the operation ended: %w", ErrTimeout, d, err)
			}
		}
	} else {
		_, err = w.w.Wait()
	}
	if err == nil && w.anySource != nil {
		err = w.readSource()
	}
	w.w.Free()
	w.err = err
	w.done.Store(true)
	return err
}

// readSource reads the sender of a completed RecvAnySource, as a rank of
// the default group (Python's get_global_rank of work._source_rank()).
func (w *Work) readSource() error {
	src, err := w.w.SourceRank()
	if err != nil {
		return fmt.Errorf("the sender's rank: %w", err)
	}
	if g := w.anySource.global; g != nil {
		if src < 0 || src >= int64(len(g)) {
			return fmt.Errorf("the sender's rank %d is not in the group (ranks %v)", src, g)
		}
		src = g[src]
	}
	w.src = src
	return nil
}

// SourceRank is the rank, in the default group, of the sender whose
// tensor a RecvAnySource called with AsyncOp received (Python's
// work._source_rank(), mapped as recv maps it): known once Wait has
// returned without error. For another operation, one under way, or one
// that failed, it is an error.
func (w *Work) SourceRank() (int64, error) {
	switch {
	case w.anySource == nil:
		return -1, errors.New("distributed: source rank: not the Work of a RecvAnySource")
	case !w.done.Load():
		return -1, errors.New("distributed: source rank: the receive has not completed (Wait first)")
	case w.err != nil:
		return -1, fmt.Errorf("distributed: source rank: the receive failed: %w", w.err)
	}
	return w.src, nil
}

// IsCompleted reports whether the operation has ended, successfully or
// not, without waiting. (A send's or recv's completes only in Wait, as in
// Python.)
func (w *Work) IsCompleted() bool {
	if w.done.Load() {
		return true
	}
	done, err := w.w.IsCompleted()
	return done || err != nil // an error: freed meanwhile by Wait
}

// group resolves the group of an operation.
func group(o Options) (*Group, error) {
	g := o.Group
	if g == nil {
		g = defaultGroup.Load()
	}
	if g == nil {
		return nil, errors.New("distributed: no default process group: call InitProcessGroup first")
	}
	return g, nil
}

// issue starts an operation on g in the group's order and waits for it
// (up to o.Timeout, see Options) unless o.AsyncOp. Each function issues exactly the one c10d operation
// that Python's of the same name issues, or refuses before it as Python
// does: a group of Go and Python ranks stays in step.
func issue(name string, o Options, start func(g *Group) (*torch.Work, error)) (*Work, error) {
	w, err := issueWork(name, o, false, start)
	if err == nil && !o.AsyncOp {
		return nil, nil
	}
	return w, err
}

// issueWork is issue that also returns the Work of an operation it waited
// for, done (its outcome and, with anySource, its sender).
func issueWork(name string, o Options, anySource bool, start func(g *Group) (*torch.Work, error)) (*Work, error) {
	g, err := group(o)
	if err != nil {
		return nil, err
	}
	if o.Timeout < 0 {
		return nil, fmt.Errorf("distributed: %s: negative timeout %v", name, o.Timeout)
	}
	g.mu.Lock()
	if g.closed {
		g.mu.Unlock()
		return nil, fmt.Errorf("distributed: %s: the group has been destroyed", name)
	}
	if g.pg == nil {
		g.mu.Unlock()
		return nil, fmt.Errorf("distributed: %s: %w (ranks %v)", name, ErrNotMember, g.global)
	}
	tw, err := start(g)
	g.mu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("distributed: %s (rank %d of %d): %w", name, g.rank, g.size, err)
	}
	w := &Work{w: tw, src: -1}
	if anySource {
		w.anySource = g
	}
	if o.AsyncOp {
		return w, nil
	}
	if err := w.wait(o.Timeout); err != nil {
		err = fmt.Errorf("distributed: %s (rank %d of %d): %w", name, g.rank, g.size, err)
		if errors.Is(err, ErrTimeout) && !w.done.Load() {
			return w, err // under way: the caller may wait again
		}
		return nil, err
	}
	return w, nil
}

// reduction checks op; the backend refuses what it lacks (Gloo: AVG).
func reduction(op RedOpType) (int64, error) {
	if op < ReduceOp.SUM || op > ReduceOp.BXOR {
		return 0, fmt.Errorf("op %v is not a ReduceOp", op)
	}
	return int64(op), nil
}

// asReal is what Python's all_reduce, all_reduce_coalesced, all_gather and
// scatter pass for complex tensors: views as real ones (view_as_real, a
// last dimension of 2), which Gloo handles; the others pass as they are.
// A reduction must be one that complex numbers have (SUM, AVG: Python's
// supports_complex). free frees the views once the operation holds them.
func asReal(ts []*torch.Tensor, op RedOpType) (out []*torch.Tensor, free func(), err error) {
	var views []*torch.Tensor
	free = func() {
		for _, v := range views {
			v.Free()
		}
	}
	out = make([]*torch.Tensor, len(ts))
	for i, t := range ts {
		dt := t.DType()
		if !dt.IsComplex() {
			out[i] = t
			continue
		}
		if op != ReduceOp.SUM && op != ReduceOp.AVG {
			free()
			return nil, nil, fmt.Errorf("ReduceOp.%v of a %v tensor: complex tensors have SUM and AVG only (Python's raises too)", op, dt)
		}
		v, err := torch.ViewAsReal(t).Result()
		if err != nil {
			free()
			return nil, nil, err
		}
		views = append(views, v)
		out[i] = v
	}
	return out, free, nil
}

// AllReduce is torch.distributed.all_reduce: it reduces tensor across the
// ranks with Op (SUM by default) and leaves the result in it on every rank.
// A complex tensor is reduced as real numbers, with SUM or AVG, as Python.
func AllReduce(tensor *torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("all_reduce", o, func(g *Group) (*torch.Work, error) {
		op, err := reduction(o.Op)
		if err != nil {
			return nil, err
		}
		ts, free, err := asReal([]*torch.Tensor{tensor}, o.Op)
		if err != nil {
			return nil, err
		}
		defer free()
		return g.pg.Allreduce(ts, torch.ProcessGroupAllreduceOptions{Op: torch.Some(op)})
	})
}

// AllReduceCoalesced is torch.distributed.all_reduce_coalesced: AllReduce
// of every tensor in one operation; they must share one dtype.
func AllReduceCoalesced(tensors []*torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("all_reduce_coalesced", o, func(g *Group) (*torch.Work, error) {
		op, err := reduction(o.Op)
		if err != nil {
			return nil, err
		}
		ts, free, err := asReal(tensors, o.Op)
		if err != nil {
			return nil, err
		}
		defer free()
		return g.pg.AllreduceCoalesced(ts, torch.ProcessGroupAllreduceCoalescedOptions{Op: torch.Some(op)})
	})
}

// Reduce is torch.distributed.reduce: it reduces tensor across the ranks
// with Op into rank dst's.
func Reduce(tensor *torch.Tensor, dst int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("reduce", o, func(g *Group) (*torch.Work, error) {
		op, err := reduction(o.Op)
		if err != nil {
			return nil, err
		}
		root, err := g.groupRank(dst)
		if err != nil {
			return nil, err
		}
		return g.pg.Reduce([]*torch.Tensor{tensor}, torch.ProcessGroupReduceOptions{RootRank: torch.Some(root), Op: torch.Some(op)})
	})
}

// Broadcast is torch.distributed.broadcast: it copies rank src's tensor
// into tensor on every rank.
func Broadcast(tensor *torch.Tensor, src int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("broadcast", o, func(g *Group) (*torch.Work, error) {
		root, err := g.groupRank(src)
		if err != nil {
			return nil, err
		}
		return g.pg.Broadcast([]*torch.Tensor{tensor}, torch.ProcessGroupBroadcastOptions{RootRank: torch.Some(root)})
	})
}

// AllGather is torch.distributed.all_gather: every rank's tensor lands in
// tensorList[rank] on every rank (Size() tensors of tensor's shape and
// dtype).
func AllGather(tensorList []*torch.Tensor, tensor *torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("all_gather", o, func(g *Group) (*torch.Work, error) {
		if int64(len(tensorList)) != g.size {
			return nil, fmt.Errorf("%d output tensors for a group of %d", len(tensorList), g.size)
		}
		ts, free, err := asReal(append([]*torch.Tensor{tensor}, tensorList...), ReduceOp.SUM)
		if err != nil {
			return nil, err
		}
		defer free()
		return g.pg.Allgather(ts[1:], ts[0])
	})
}

// Gather is torch.distributed.gather: every rank's tensor lands in
// gatherList[rank] on rank dst, whose gatherList holds Size() tensors of
// tensor's shape and dtype; the other ranks pass nil.
func Gather(tensor *torch.Tensor, gatherList []*torch.Tensor, dst int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("gather", o, func(g *Group) (*torch.Work, error) {
		root, err := g.groupRank(dst)
		if err != nil {
			return nil, err
		}
		if g.rank == root && int64(len(gatherList)) != g.size {
			return nil, fmt.Errorf("%d gather_list tensors for a group of %d", len(gatherList), g.size)
		}
		return g.pg.Gather(gatherList, tensor, torch.ProcessGroupGatherOptions{RootRank: torch.Some(root)})
	})
}

// Scatter is torch.distributed.scatter: scatterList[i] of rank src (Size()
// tensors of tensor's shape and dtype) lands in tensor on rank i; the
// other ranks pass nil.
func Scatter(tensor *torch.Tensor, scatterList []*torch.Tensor, src int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("scatter", o, func(g *Group) (*torch.Work, error) {
		root, err := g.groupRank(src)
		if err != nil {
			return nil, err
		}
		if g.rank == root && int64(len(scatterList)) != g.size {
			return nil, fmt.Errorf("%d scatter_list tensors for a group of %d", len(scatterList), g.size)
		}
		ts, free, err := asReal(append([]*torch.Tensor{tensor}, scatterList...), ReduceOp.SUM)
		if err != nil {
			return nil, err
		}
		defer free()
		return g.pg.Scatter(ts[0], ts[1:], torch.ProcessGroupScatterOptions{RootRank: torch.Some(root)})
	})
}

// ReduceScatter is torch.distributed.reduce_scatter: inputList[i] of every
// rank, reduced with Op, lands in output on rank i, where the backend has
// the operation. Gloo has none in libtorch 1.13: the error says so, as
// Python's, and nothing reaches the other ranks (a SUM AllReduce of the
// stacked inputs, narrowed to the rank's row, is the same result).
func ReduceScatter(output *torch.Tensor, inputList []*torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("reduce_scatter", o, func(g *Group) (*torch.Work, error) {
		op, err := reduction(o.Op)
		if err != nil {
			return nil, err
		}
		return g.pg.ReduceScatter(output, inputList, torch.ProcessGroupReduceScatterOptions{Op: torch.Some(op)})
	})
}

// sameDType is Python's _ensure_all_tensors_same_dtype: one dtype, where
// complex64 mixes with float32 (and, as Python's, complex128 with nothing
// else).
func sameDType(ts ...*torch.Tensor) error {
	var first torch.DType
	for i, t := range ts {
		dt := t.DType()
		if dt == torch.Complex64 {
			dt = torch.Float32
		}
		if i == 0 {
			first = dt
		} else if dt != first {
			return fmt.Errorf("tensors of dtypes %v and %v: want one dtype (Python's raises too)", first, t.DType())
		}
	}
	return nil
}

// AllToAllSingle is torch.distributed.all_to_all_single: input's first
// dimension is cut into Size() pieces, inputSplitSizes[i] rows each (nil:
// even pieces), piece i going to rank i; output's is cut likewise by
// outputSplitSizes, piece j receiving rank j's piece for this rank. Output
// and input have one dtype; complex tensors go as real numbers, as
// Python's.
func AllToAllSingle(output, input *torch.Tensor, outputSplitSizes, inputSplitSizes []int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("all_to_all_single", o, func(g *Group) (*torch.Work, error) {
		if err := sameDType(output, input); err != nil {
			return nil, err
		}
		ts, free, err := asReal([]*torch.Tensor{output, input}, ReduceOp.SUM)
		if err != nil {
			return nil, err
		}
		defer free()
		return g.pg.AlltoallBase(ts[0], ts[1], outputSplitSizes, inputSplitSizes)
	})
}

// AllToAll is torch.distributed.all_to_all: inputTensorList[i] goes to
// rank i, which receives it in outputTensorList[rank], where the backend
// has the operation. Gloo has none in libtorch 1.13: the error says so,
// as Python's, and nothing reaches the other ranks (AllToAllSingle of the
// concatenated tensors is the same exchange).
func AllToAll(outputTensorList, inputTensorList []*torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("all_to_all", o, func(g *Group) (*torch.Work, error) {
		all := append(append([]*torch.Tensor{}, outputTensorList...), inputTensorList...)
		if err := sameDType(all...); err != nil {
			return nil, err
		}
		ts, free, err := asReal(all, ReduceOp.SUM)
		if err != nil {
			return nil, err
		}
		defer free()
		return g.pg.Alltoall(ts[:len(outputTensorList)], ts[len(outputTensorList):])
	})
}

// Barrier is torch.distributed.barrier: it returns once every rank has
// called it.
func Barrier(opts ...Options) (*Work, error) {
	return issue("barrier", options(opts), func(g *Group) (*torch.Work, error) {
		return g.pg.Barrier()
	})
}

// Send is torch.distributed.send (isend with AsyncOp): it sends tensor to
// rank dst, whose Recv with the same Tag takes it.
func Send(tensor *torch.Tensor, dst int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("send", o, func(g *Group) (*torch.Work, error) {
		peer, err := g.groupRank(dst)
		if err != nil {
			return nil, err
		}
		return g.pg.Send([]*torch.Tensor{tensor}, peer, torch.ProcessGroupSendOptions{Tag: torch.Some(o.Tag)})
	})
}

// Recv is torch.distributed.recv (irecv with AsyncOp): it receives into
// tensor (of the sent shape and dtype) what rank src sends with the same
// Tag.
func Recv(tensor *torch.Tensor, src int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("recv", o, func(g *Group) (*torch.Work, error) {
		peer, err := g.groupRank(src)
		if err != nil {
			return nil, err
		}
		return g.pg.Recv([]*torch.Tensor{tensor}, peer, torch.ProcessGroupRecvOptions{Tag: torch.Some(o.Tag)})
	})
}

// RecvAnySource is torch.distributed.recv with src=None (irecv with
// AsyncOp): it receives into tensor (of the sent shape and dtype) what any
// other rank of the group sends with the same Tag, and returns the
// sender's rank in the default group, as Python's recv does (in a
// NewGroup too). With AsyncOp it returns -1 and the Work under way, whose
// SourceRank says after Wait.
func RecvAnySource(tensor *torch.Tensor, opts ...Options) (int64, *Work, error) {
	o := options(opts)
	w, err := issueWork("recv from any source", o, true, func(g *Group) (*torch.Work, error) {
		return g.pg.RecvAnySource([]*torch.Tensor{tensor}, torch.ProcessGroupRecvAnySourceOptions{Tag: torch.Some(o.Tag)})
	})
	if err != nil || o.AsyncOp {
		return -1, w, err
	}
	return w.src, nil, nil
}
