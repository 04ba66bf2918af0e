// Command ratios runs every benchmark pair of package bench, alternating
// the Go and C++ loops for several rounds in one process, and prints a
// Markdown table of medians: time per call and the Go/C++ ratio, both in
// process CPU time (user+system of this process only, so that other load
// on a shared machine matters less) and in wall time, and the Go
// allocations per call. -wall adds the wall time per call of each side
// (for multi-threaded cases, where CPU time adds up all threads). The
// header says which BLAS library the process loaded, the thread settings
// and the load average, since the matrix-product cases depend on them.
//
//	cd generated && go run ./bench/cmd/ratios [-rounds 7] [-time 300ms] [-run 'jit|callop|add/1'] [-threads 1] [-lock] [-wall]
package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/gotorchgen/gotorchgen/generated/bench"
	"github.com/gotorchgen/gotorchgen/generated/torch"
)

func main() {
	rounds := flag.Int("rounds", 7, "rounds of each pair (medians are reported)")
	per := flag.Duration("time", 300*time.Millisecond, "wall time of each loop per round")
	run := flag.String("run", "", "only the cases whose name matches this regular expression")
	threads := flag.Int("threads", 1, "intra-op threads: libtorch's and the BLAS's (torch.SetNumThreads)")
	lock := flag.Bool("lock", false, "runtime.LockOSThread: keep the loops on one OS thread")
	wall := flag.Bool("wall", false, "also print wall ns/op of each side")
	flag.Parse()
	if *lock {
		runtime.LockOSThread()
	}
	only, err := regexp.Compile(*run)
	if err != nil {
		fmt.Fprintf(os.Stderr, "ratios: -run: %v\n", err)
		os.Exit(2)
	}
	bench.SetNumThreads(*threads)
	fmt.Printf("GOMAXPROCS=%d, intra-op threads (libtorch and BLAS)=%d, locked to an OS thread: %v, %d rounds of ~%v per loop\n", runtime.GOMAXPROCS(0), *threads, *lock, *rounds, *per)
	blas, err := torch.BLASLibrary()
	if err != nil {
		blas = err.Error()
	}
	fmt.Printf("BLAS: %s (%s); OMP_NUM_THREADS=%q OPENBLAS_NUM_THREADS=%q BLIS_NUM_THREADS=%q; load average %s\n\n",
		blas, torch.BLASKind(blas), os.Getenv("OMP_NUM_THREADS"), os.Getenv("OPENBLAS_NUM_THREADS"), os.Getenv("BLIS_NUM_THREADS"), loadAverage())
	head, rule := "| case | Go CPU ns/op | C++ CPU ns/op | Go/C++ CPU | Go/C++ wall | Go allocs/op | Go B/op |", "|---|---:|---:|---:|---:|---:|---:|"
	if *wall {
		head, rule = head+" Go wall ns/op | C++ wall ns/op |", rule+"---:|---:|"
	}
	fmt.Println(head)
	fmt.Println(rule)
	for _, c := range bench.Cases {
		if !only.MatchString(c.Name) {
			continue
		}
		goLoop := func(n int) {
			if err := c.Go(n); err != nil {
				fmt.Fprintf(os.Stderr, "%s: %v\n", c.Name, err)
				os.Exit(1)
			}
		}
		release := setup(c)
		nGo, nCpp := calibrate(goLoop, *per), calibrate(c.Cpp, *per)
		var goCPU, cppCPU, goWall, cppWall, cpuRatio, wallRatio, allocs, bytes []float64
		for r := 0; r < *rounds; r++ {
			if r > 0 && c.Setup != nil {
				// New weights each round: where they land in memory moves
				// a model's sgemm time by up to 17 % between identical
				// models (BLIS; 3 % OpenBLAS), so one placement per run
				// would bias the ratio.
				release()
				release = setup(c)
			}
			var ms0, ms1 runtime.MemStats
			runtime.ReadMemStats(&ms0)
			gw, gc := measure(goLoop, nGo)
			runtime.ReadMemStats(&ms1)
			pw, pc := measure(c.Cpp, nCpp)
			goCPU, cppCPU = append(goCPU, gc), append(cppCPU, pc)
			goWall, cppWall = append(goWall, gw), append(cppWall, pw)
			cpuRatio, wallRatio = append(cpuRatio, gc/pc), append(wallRatio, gw/pw)
			allocs = append(allocs, float64(ms1.Mallocs-ms0.Mallocs)/float64(nGo))
			bytes = append(bytes, float64(ms1.TotalAlloc-ms0.TotalAlloc)/float64(nGo))
		}
		release()
		fmt.Printf("| %s | %.0f | %.0f | %.3f | %.3f | %.2f | %.0f |", c.Name,
			median(goCPU), median(cppCPU), median(cpuRatio), median(wallRatio), median(allocs), median(bytes))
		if *wall {
			fmt.Printf(" %.0f | %.0f |", median(goWall), median(cppWall))
		}
		fmt.Println()
	}
	if n := torch.LiveTensors(); n != 0 {
		fmt.Fprintf(os.Stderr, "ratios: %d tensor handles leaked\n", n)
		os.Exit(1)
	}
}

// setup runs c.Setup, if any, and returns its release func.
func setup(c bench.Case) func() {
	if c.Setup == nil {
		return func() {}
	}
	release, err := c.Setup()
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: setup: %v\n", c.Name, err)
		os.Exit(1)
	}
	return release
}

// calibrate finds a loop count that takes about d of wall time.
func calibrate(loop func(int), d time.Duration) int {
	n := 1
	for {
		w, _ := measure(loop, n) // per iteration
		if w*float64(n) >= float64(d.Nanoseconds())/10 || n >= 1<<30 {
			return max(1, int(float64(d.Nanoseconds())/w))
		}
		n *= 4
	}
}

// measure runs loop(n) and returns wall and process CPU nanoseconds per
// iteration.
func measure(loop func(int), n int) (wall, cpu float64) {
	c0, t0 := cpuTime(), time.Now()
	loop(n)
	w, c := time.Since(t0), cpuTime()-c0
	return float64(w.Nanoseconds()) / float64(n), float64(c.Nanoseconds()) / float64(n)
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loadAverage is the first three fields of /proc/loadavg, or "?".
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "?"
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
