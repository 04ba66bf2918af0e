package torch

// #include "gotorch.h"
// #cgo noescape gt_tensor_free_many
// #cgo nocallback gt_tensor_free_many
import "C"

import "sync"

// The free queue: Free of a small tensor costs no cgo call.
//
// A cgo call costs some 300 instructions, more than C++ spends deleting a
// small tensor, and Free made one per tensor: on a one-ReLU model it was
// the largest part of what ForwardTensors + Free costs over C++'s
// forward. So Free of a small tensor (Tensor.small: when it was made, the
// first owner of a storage of at most 16 KiB, with no autograd state;
// gotorch::wrap decides, runtime.cpp) puts the handle into this queue,
// and the queue's handles are released together, in one cgo call, when
// it holds rtQueueLen of them; before LiveTensors and LiveBytes read the
// counters; and before a collection. A queued handle keeps no autograd
// graph or gradient alive, and the queue at most rtQueueLen storages of
// 16 KiB (128 KiB). Views, tensors that require grad or lent their
// at::Tensor, and bigger tensors are released at once, as before. The
// one way a queued handle holds more is a storage grown in place after
// it was made (resize_, an out= result, set_), released with the queue,
// by the rtQueueLen-th small Free after it at the latest.
//
// Why 8: a longer queue keeps more freed blocks from malloc's per-thread
// cache, and the allocations that follow pay for it. Instructions a call
// of ForwardTensors + Free on one ReLU (make count-instructions-jit, one
// binary): no queue 11,035; 4: 10,909; 8: 10,896; 32: 11,206. Under
// ForwardInference: 10,868; 10,740; 10,524; 10,684.
const rtQueueLen = 8

var rtQueue struct {
	sync.Mutex
	n    int
	refs [rtQueueLen]C.gt_tensor_ref
}

// rtQueueFree queues the handle h of a small tensor (Tensor.small)
// accounted bytes, releasing the queue when it is full.
func rtQueueFree(h uintptr, bytes int64) {
	q := &rtQueue
	q.Lock()
	q.refs[q.n] = C.gt_tensor_ref{h: C.uintptr_t(h), bytes: C.int64_t(bytes)}
	if q.n++; q.n < rtQueueLen {
		q.Unlock()
		return
	}
	// Full: release the handles outside the lock, so that other Frees do
	// not wait for the deletes.
	refs := q.refs
	q.n = 0
	q.Unlock()
	C.gt_tensor_free_many(&refs[0], rtQueueLen)
	rtLowerGCNext()
}

// rtFlushFrees releases the queued handles now.
func rtFlushFrees() {
	q := &rtQueue
	q.Lock()
	n := q.n
	if n == 0 {
		q.Unlock()
		return
	}
	refs := q.refs
	q.n = 0
	q.Unlock()
	C.gt_tensor_free_many(&refs[0], C.int64_t(n))
	rtLowerGCNext()
}
