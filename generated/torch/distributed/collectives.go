package distributed

import (
	"errors"
	"fmt"
	"sync"
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
	// Op is the reduction of AllReduce, Reduce and ReduceScatter:
	// ReduceOp.SUM by default. AVG (which Gloo lacks) is a SUM divided by
	// the group's size, on floating-point tensors.
	Op RedOpType
	// Group is the group to run in: the default group when nil.
	Group *Group
	// AsyncOp returns a Work under way instead of waiting for it (nil).
	AsyncOp bool
	// Tag pairs a Send with its Recv.
	Tag int64
}

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
	then func() error // runs once the operation has succeeded (AVG's division)
	once sync.Once
	err  error
}

// Wait blocks until the operation ends and returns its error, if any (a
// peer that failed or left, the group's timeout), and frees the handle.
func (w *Work) Wait() error {
	w.once.Do(func() {
		_, err := w.w.Wait()
		w.w.Free()
		if err == nil && w.then != nil {
			err = w.then()
		}
		w.err = err
	})
	return w.err
}

// WaitTimeout is Wait for at most d (Python's work.wait(timeout)): past it,
// an error, and a collective goes on (wait for it again), while Gloo ends a
// send or recv with that error. d <= 0 waits as long as the operation may
// run.
func (w *Work) WaitTimeout(d time.Duration) error {
	if d > 0 && !w.w.Freed() {
		if _, err := w.w.Wait(torch.WorkWaitOptions{Timeout: torch.Some(d.Seconds())}); err != nil && !w.w.Freed() {
			return err
		}
	}
	return w.Wait()
}

// IsCompleted reports whether the operation has ended, successfully or
// not, without waiting.
func (w *Work) IsCompleted() bool {
	if w.w.Freed() { // Wait has run
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
// unless o.AsyncOp.
func issue(name string, o Options, start func(g *Group) (*torch.Work, func() error, error)) (*Work, error) {
	g, err := group(o)
	if err != nil {
		return nil, err
	}
	g.mu.Lock()
	if g.closed {
		g.mu.Unlock()
		return nil, fmt.Errorf("distributed: %s: the group has been destroyed", name)
	}
	tw, then, err := start(g)
	g.mu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("distributed: %s (rank %d of %d): %w", name, g.rank, g.size, err)
	}
	w := &Work{w: tw, then: then}
	if o.AsyncOp {
		return w, nil
	}
	if err := w.Wait(); err != nil {
		return nil, fmt.Errorf("distributed: %s (rank %d of %d): %w", name, g.rank, g.size, err)
	}
	return nil, nil
}

// reduction maps op to Gloo's and says what to do after it: AVG is a SUM,
// then a division by the group's size of every tensor.
func reduction(op RedOpType, g *Group, ts []*torch.Tensor) (int64, func() error, error) {
	if op < ReduceOp.SUM || op > ReduceOp.BXOR {
		return 0, nil, fmt.Errorf("op %v is not a ReduceOp", op)
	}
	if op != ReduceOp.AVG {
		return int64(op), nil, nil
	}
	for _, t := range ts {
		if !t.DType().IsFloatingPoint() && !t.DType().IsComplex() {
			return 0, nil, fmt.Errorf("ReduceOp.AVG of a %v tensor: AVG needs floating-point tensors", t.DType())
		}
	}
	return int64(ReduceOp.SUM), func() error {
		for _, t := range ts {
			if err := t.Idiv(g.size); err != nil {
				return err
			}
		}
		return nil
	}, nil
}

// AllReduce is torch.distributed.all_reduce: it reduces tensor across the
// ranks with Op (SUM by default) and leaves the result in it on every rank.
func AllReduce(tensor *torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("all_reduce", o, func(g *Group) (*torch.Work, func() error, error) {
		op, then, err := reduction(o.Op, g, []*torch.Tensor{tensor})
		if err != nil {
			return nil, nil, err
		}
		w, err := g.pg.Allreduce([]*torch.Tensor{tensor}, torch.ProcessGroupAllreduceOptions{Op: torch.Some(op)})
		return w, then, err
	})
}

// AllReduceCoalesced is torch.distributed.all_reduce_coalesced: AllReduce
// of every tensor in one operation; they must share one dtype.
func AllReduceCoalesced(tensors []*torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("all_reduce_coalesced", o, func(g *Group) (*torch.Work, func() error, error) {
		op, then, err := reduction(o.Op, g, tensors)
		if err != nil {
			return nil, nil, err
		}
		w, err := g.pg.AllreduceCoalesced(tensors, torch.ProcessGroupAllreduceCoalescedOptions{Op: torch.Some(op)})
		return w, then, err
	})
}

// Reduce is torch.distributed.reduce: it reduces tensor across the ranks
// with Op into rank dst's.
func Reduce(tensor *torch.Tensor, dst int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("reduce", o, func(g *Group) (*torch.Work, func() error, error) {
		var divide []*torch.Tensor
		if g.rank == dst {
			divide = []*torch.Tensor{tensor}
		}
		op, then, err := reduction(o.Op, g, divide)
		if err != nil {
			return nil, nil, err
		}
		w, err := g.pg.Reduce([]*torch.Tensor{tensor}, torch.ProcessGroupReduceOptions{RootRank: torch.Some(dst), Op: torch.Some(op)})
		return w, then, err
	})
}

// Broadcast is torch.distributed.broadcast: it copies rank src's tensor
// into tensor on every rank.
func Broadcast(tensor *torch.Tensor, src int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("broadcast", o, func(g *Group) (*torch.Work, func() error, error) {
		w, err := g.pg.Broadcast([]*torch.Tensor{tensor}, torch.ProcessGroupBroadcastOptions{RootRank: torch.Some(src)})
		return w, nil, err
	})
}

// AllGather is torch.distributed.all_gather: every rank's tensor lands in
// tensorList[rank] on every rank (Size() tensors of tensor's shape and
// dtype).
func AllGather(tensorList []*torch.Tensor, tensor *torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("all_gather", o, func(g *Group) (*torch.Work, func() error, error) {
		if int64(len(tensorList)) != g.size {
			return nil, nil, fmt.Errorf("%d output tensors for a group of %d", len(tensorList), g.size)
		}
		w, err := g.pg.Allgather(tensorList, tensor)
		return w, nil, err
	})
}

// Gather is torch.distributed.gather: every rank's tensor lands in
// gatherList[rank] on rank dst, whose gatherList holds Size() tensors of
// tensor's shape and dtype; the other ranks pass nil.
func Gather(tensor *torch.Tensor, gatherList []*torch.Tensor, dst int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("gather", o, func(g *Group) (*torch.Work, func() error, error) {
		if g.rank == dst && int64(len(gatherList)) != g.size {
			return nil, nil, fmt.Errorf("%d gather_list tensors for a group of %d", len(gatherList), g.size)
		}
		w, err := g.pg.Gather(gatherList, tensor, torch.ProcessGroupGatherOptions{RootRank: torch.Some(dst)})
		return w, nil, err
	})
}

// Scatter is torch.distributed.scatter: scatterList[i] of rank src (Size()
// tensors of tensor's shape and dtype) lands in tensor on rank i; the
// other ranks pass nil.
func Scatter(tensor *torch.Tensor, scatterList []*torch.Tensor, src int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("scatter", o, func(g *Group) (*torch.Work, func() error, error) {
		if g.rank == src && int64(len(scatterList)) != g.size {
			return nil, nil, fmt.Errorf("%d scatter_list tensors for a group of %d", len(scatterList), g.size)
		}
		w, err := g.pg.Scatter(tensor, scatterList, torch.ProcessGroupScatterOptions{RootRank: torch.Some(src)})
		return w, nil, err
	})
}

// ReduceScatter is torch.distributed.reduce_scatter: inputList[i] of every
// rank, reduced with Op, lands in output on rank i. Gloo has none in
// libtorch 1.13 (Python's raises): this one is an all_reduce of the stacked
// inputs (ProcessGroup.ReduceScatter), and AsyncOp still waits for it.
func ReduceScatter(output *torch.Tensor, inputList []*torch.Tensor, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("reduce_scatter", o, func(g *Group) (*torch.Work, func() error, error) {
		op, then, err := reduction(o.Op, g, []*torch.Tensor{output})
		if err != nil {
			return nil, nil, err
		}
		w, err := g.pg.ReduceScatter(output, inputList, torch.ProcessGroupReduceScatterOptions{Op: torch.Some(op)})
		return w, then, err
	})
}

// Barrier is torch.distributed.barrier: it returns once every rank has
// called it.
func Barrier(opts ...Options) (*Work, error) {
	return issue("barrier", options(opts), func(g *Group) (*torch.Work, func() error, error) {
		w, err := g.pg.Barrier()
		return w, nil, err
	})
}

// Send is torch.distributed.send (isend with AsyncOp): it sends tensor to
// rank dst, whose Recv with the same Tag takes it.
func Send(tensor *torch.Tensor, dst int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("send", o, func(g *Group) (*torch.Work, func() error, error) {
		w, err := g.pg.Send([]*torch.Tensor{tensor}, dst, torch.ProcessGroupSendOptions{Tag: torch.Some(o.Tag)})
		return w, nil, err
	})
}

// Recv is torch.distributed.recv (irecv with AsyncOp): it receives into
// tensor (of the sent shape and dtype) what rank src sends with the same
// Tag.
func Recv(tensor *torch.Tensor, src int64, opts ...Options) (*Work, error) {
	o := options(opts)
	return issue("recv", o, func(g *Group) (*torch.Work, func() error, error) {
		w, err := g.pg.Recv([]*torch.Tensor{tensor}, src, torch.ProcessGroupRecvOptions{Tag: torch.Some(o.Tag)})
		return w, nil, err
	})
}
