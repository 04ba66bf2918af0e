package torch

import "testing"

// TestFreeQueue: Free of a small tensor queues its handle (freequeue.go),
// released with rtQueueLen of them in one call or by LiveTensors; a big
// tensor, a view and a tensor with autograd state are released at once.
func TestFreeQueue(t *testing.T) {
	LiveTensors() // empties the queue
	base := rtLiveTensorsUnflushed()

	small := Ones(1, 16)
	if !small.small {
		t.Fatalf("a fresh 64-byte tensor is not small (bytes %d)", small.bytes)
	}
	small.Free()
	if got := rtLiveTensorsUnflushed(); got != base+1 {
		t.Errorf("after Free of a small tensor: %d live handles, want %d (queued, not yet released)", got, base+1)
	}
	if got := LiveTensors(); got != base {
		t.Errorf("LiveTensors after a queued Free: %d, want %d (it releases the queue)", got, base)
	}

	big := Ones(64, 1024) // 256 KiB
	view := big.View(-1)
	grad := Ones(1, 16).RequiresGrad_()
	derived := grad.Mul(grad) // has a grad_fn: keeps the graph
	for name, x := range map[string]*Tensor{"256 KiB": big, "view": view, "grad_fn": derived} {
		if x.small {
			t.Errorf("%s: marked small", name)
		}
	}
	derived.Free()
	view.Free()
	big.Free()
	if got := rtLiveTensorsUnflushed(); got != base+1 {
		t.Errorf("after Free of a big tensor, a view and a result with a grad_fn: %d live handles, want %d (released at once)", got, base+1)
	}
	grad.Free()
	LiveTensors()

	// rtQueueLen+3 small Frees: the first rtQueueLen released together,
	// three left queued.
	ts := make([]*Tensor, rtQueueLen+3)
	for i := range ts {
		ts[i] = Ones(4)
	}
	for _, x := range ts {
		x.Free()
	}
	if got := rtLiveTensorsUnflushed(); got != base+3 {
		t.Errorf("after %d small Frees: %d live handles, want %d (one full queue released)", len(ts), got, base+3)
	}
	if got := LiveBytes(); got != rtLiveBytes() || rtLiveTensorsUnflushed() != base {
		t.Errorf("LiveBytes did not release the queue: %d live handles, want %d", rtLiveTensorsUnflushed(), base)
	}
}
