package data

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The loader's workers: the batches of NumWorkers 0, loaded in parallel,
// stopped and freed at a break, their errors and panics through Err.

// goroutinesSettle waits (a while) for the goroutine count to fall to want.
func goroutinesSettle(want int) int {
	n := runtime.NumGoroutine()
	for deadline := time.Now().Add(2 * time.Second); n > want && time.Now().Before(deadline); n = runtime.NumGoroutine() {
		time.Sleep(5 * time.Millisecond)
	}
	return n
}

// workerGoroutines counts the goroutines running a loader's worker.
func workerGoroutines() int {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			return strings.Count(string(buf[:n]), "data.(*DataLoader).parallelEpoch.func")
		}
		buf = make([]byte, 2*len(buf))
	}
}

// epochIndices runs an epoch of a loader over TensorDataset(x, arange(n))
// and returns the batches' indices (the second tensor).
func epochIndices(t *testing.T, l *DataLoader, stopAfter int) [][]int64 {
	t.Helper()
	var got [][]int64
	for _, y := range l.Pairs() {
		idx, err := torch.ToSlice[int64](y)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, idx)
		if len(got) == stopAfter {
			break
		}
	}
	if err := l.Err(); err != nil {
		t.Fatal(err)
	}
	return got
}

// TestWorkersLoadInParallel: NumWorkers goroutines call Get at once (a
// dataset whose Get waits until 3 calls are in flight would block for
// good with fewer).
func TestWorkersLoadInParallel(t *testing.T) {
	noLeaks(t)
	d := &barrierDataset{n: 12, want: 3, arrived: make(chan struct{})}
	l, err := NewDataLoader(d, Options{BatchSize: torch.Some(int64(2)), NumWorkers: torch.Some(int64(3))})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		n := 0
		for range l.Batches() {
			n++
		}
		if n != 6 {
			done <- fmt.Errorf("%d batches, want 6", n)
			return
		}
		done <- l.Err()
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("3 workers never had 3 Gets in flight at once")
	}
	if m := d.maxInFlight.Load(); m < 3 {
		t.Errorf("at most %d Gets in flight, want 3", m)
	}
}

// barrierDataset's first Gets wait until want of them are in flight.
type barrierDataset struct {
	n, want     int64
	inFlight    atomic.Int64
	maxInFlight atomic.Int64
	once        sync.Once
	arrived     chan struct{}
}

func (d *barrierDataset) Len() int64 { return d.n }

func (d *barrierDataset) Get(i int64) ([]*torch.Tensor, error) {
	k := d.inFlight.Add(1)
	defer d.inFlight.Add(-1)
	for {
		m := d.maxInFlight.Load()
		if k <= m || d.maxInFlight.CompareAndSwap(m, k) {
			break
		}
	}
	if k >= d.want {
		d.once.Do(func() { close(d.arrived) })
	}
	<-d.arrived
	return []*torch.Tensor{Int(i)}, nil
}

// failingDataset fails or panics at one index.
type failingDataset struct {
	n, bad int64
	panics bool
}

func (d *failingDataset) Len() int64 { return d.n }

var errBadSample = errors.New("bad sample")

func (d *failingDataset) Get(i int64) ([]*torch.Tensor, error) {
	if i == d.bad {
		if d.panics {
			panic(fmt.Sprintf("sample %d", i))
		}
		return nil, fmt.Errorf("sample %d: %w", i, errBadSample)
	}
	return []*torch.Tensor{Int(i), Float(float64(i))}, nil
}

// TestWorkerErrors: a worker's error (or panic) ends the epoch at that
// batch, in order: the batches before it are yielded, Err names the batch
// and the worker and wraps the cause; nothing is left running or live.
func TestWorkerErrors(t *testing.T) {
	noLeaks(t)
	before := runtime.NumGoroutine()
	for _, c := range []struct {
		workers int64
		panics  bool
		want    []string
	}{
		{0, false, []string{"data: DataLoader: batch 3: sample 7: bad sample"}},
		{2, false, []string{"data: DataLoader: batch 3: in DataLoader worker ", ": sample 7: bad sample"}},
		{3, true, []string{"data: DataLoader: batch 3: in DataLoader worker ", ": panic: sample 7"}},
	} {
		l, err := NewDataLoader(&failingDataset{n: 20, bad: 7, panics: c.panics}, Options{BatchSize: torch.Some(int64(2)), NumWorkers: torch.Some(c.workers)})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for range l.Batches() {
			n++
		}
		err = l.Err()
		if n != 3 || err == nil {
			t.Fatalf("NumWorkers %d: %d batches (want 3), Err %v", c.workers, n, err)
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("NumWorkers %d: Err %q, want it to hold %q", c.workers, err, w)
			}
		}
		if !c.panics && !errors.Is(err, errBadSample) {
			t.Errorf("NumWorkers %d: Err %v does not wrap the dataset's error", c.workers, err)
		}
		if c.panics && !errors.Is(err, ErrWorkerPanic) {
			t.Errorf("Err %v does not wrap ErrWorkerPanic", err)
		}
	}
	if w, g := workerGoroutines(), goroutinesSettle(before); w != 0 || g > before {
		t.Errorf("%d workers running, %d goroutines, %d before", w, g, before)
	}
}
