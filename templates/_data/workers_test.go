package data

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
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

// TestCollateOwnership: a Collate may return the samples' own tensors
// (freed once, after the body) or new ones; the samples it does not
// return are freed; its error ends the epoch. Without automatic
// batching, it gets the one sample.
func TestCollateOwnership(t *testing.T) {
	noLeaks(t)
	x := arange(t, 6, torch.Float32)
	defer x.Free()
	ds, err := NewTensorDataset(x)
	if err != nil {
		t.Fatal(err)
	}
	// Workers collate concurrently: lens is guarded, and compared sorted.
	var mu sync.Mutex
	var lens []int
	first := func(samples [][]*torch.Tensor) ([]*torch.Tensor, error) {
		mu.Lock()
		defer mu.Unlock()
		lens = append(lens, len(samples))
		return []*torch.Tensor{samples[0][0]}, nil
	}
	for _, workers := range []int64{0, 2} {
		lens = nil
		l, err := NewDataLoader(ds, Options{BatchSize: torch.Some(int64(4)), Collate: first, NumWorkers: torch.Some(workers)})
		if err != nil {
			t.Fatal(err)
		}
		var got []float32
		for _, b := range l.Batches() {
			v, err := torch.ToSlice[float32](b[0])
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, v...)
		}
		slices.Sort(lens)
		if l.Err() != nil || !slices.Equal(got, []float32{0, 4}) || !slices.Equal(lens, []int{2, 4}) {
			t.Errorf("NumWorkers %d: batches %v (want [0 4]), collate's lens %v, Err %v", workers, got, lens, l.Err())
		}
	}
	lens = nil
	l, err := NewDataLoader(ds, Options{BatchSize: torch.Null[int64](), Collate: first})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for range l.Batches() {
		n++
	}
	if n != 6 || !slices.Equal(lens, []int{1, 1, 1, 1, 1, 1}) {
		t.Errorf("batch_size=None: %d batches, collate's lens %v", n, lens)
	}
	bad := func([][]*torch.Tensor) ([]*torch.Tensor, error) { return nil, errors.New("no") }
	l, err = NewDataLoader(ds, Options{Collate: bad})
	if err != nil {
		t.Fatal(err)
	}
	for range l.Batches() {
		t.Fatal("a failing collate yielded")
	}
	if err := l.Err(); err == nil || err.Error() != "data: DataLoader: batch 0: collate: no" {
		t.Errorf("a failing collate: Err %v", err)
	}
}

// TestDefaultCollate: stacks position by position; samples of different
// lengths or shapes are errors (Python's message for the first).
func TestDefaultCollate(t *testing.T) {
	noLeaks(t)
	a, b := arange(t, 3, torch.Float32), arange(t, 2, torch.Float32)
	defer a.Free()
	defer b.Free()
	one, two := Int(1), Int(2)
	defer one.Free()
	defer two.Free()
	batch, err := DefaultCollate([][]*torch.Tensor{{a, one}, {a, two}})
	if err != nil {
		t.Fatal(err)
	}
	if s0, s1 := batch[0].Shape(), batch[1].Shape(); !slices.Equal(s0, []int64{2, 3}) || !slices.Equal(s1, []int64{2}) || batch[1].DType() != torch.Int64 {
		t.Errorf("shapes %v %v, dtype %v", s0, s1, batch[1].DType())
	}
	freeAll(batch)
	if _, err := DefaultCollate([][]*torch.Tensor{{a, one}, {a}}); err == nil || !strings.Contains(err.Error(), "each element in list of batch should be of equal size") {
		t.Errorf("samples of 2 and 1 tensors: %v", err)
	}
	if _, err := DefaultCollate([][]*torch.Tensor{{one, a}, {two, b}}); err == nil || !strings.Contains(err.Error(), "stack expects each tensor to be equal size") {
		t.Errorf("shapes [3] and [2]: %v", err)
	}
	if _, err := DefaultCollate(nil); err == nil {
		t.Errorf("no samples: no error")
	}
}
