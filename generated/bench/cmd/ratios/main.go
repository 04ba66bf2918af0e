// Command ratios runs every benchmark pair of package bench, alternating
// the Go and C++ loops for several rounds in one process, and prints a
// Markdown table of medians: time per call and the Go/C++ ratio, both in
// process CPU time (user+system of this process only, so that other load
// on a shared machine matters less) and in wall time, and the Go
// allocations per call.
//
//	cd generated && go run ./bench/cmd/ratios [-rounds 7] [-time 300ms] [-run add/1] [-lock]
package main

import (
	"flag"
	"fmt"
	"os"
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
	run := flag.String("run", "", "only the cases whose name contains this")
	threads := flag.Int("threads", 1, "libtorch intra-op threads")
	lock := flag.Bool("lock", false, "runtime.LockOSThread: keep the loops on one OS thread")
	flag.Parse()
	if *lock {
		runtime.LockOSThread()
	}
	bench.SetNumThreads(*threads)
	fmt.Printf("GOMAXPROCS=%d, libtorch threads=%d, locked to an OS thread: %v, %d rounds of ~%v per loop\n\n", runtime.GOMAXPROCS(0), *threads, *lock, *rounds, *per)
	fmt.Println("| case | Go CPU ns/op | C++ CPU ns/op | Go/C++ CPU | Go/C++ wall | Go allocs/op | Go B/op |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|")
	for _, c := range bench.Cases {
		if !strings.Contains(c.Name, *run) {
			continue
		}
		goLoop := func(n int) {
			if err := c.Go(n); err != nil {
				fmt.Fprintf(os.Stderr, "%s: %v\n", c.Name, err)
				os.Exit(1)
			}
		}
		nGo, nCpp := calibrate(goLoop, *per), calibrate(c.Cpp, *per)
		var goCPU, cppCPU, cpuRatio, wallRatio, allocs, bytes []float64
		for r := 0; r < *rounds; r++ {
			var ms0, ms1 runtime.MemStats
			runtime.ReadMemStats(&ms0)
			gw, gc := measure(goLoop, nGo)
			runtime.ReadMemStats(&ms1)
			pw, pc := measure(c.Cpp, nCpp)
			goCPU, cppCPU = append(goCPU, gc), append(cppCPU, pc)
			cpuRatio, wallRatio = append(cpuRatio, gc/pc), append(wallRatio, gw/pw)
			allocs = append(allocs, float64(ms1.Mallocs-ms0.Mallocs)/float64(nGo))
			bytes = append(bytes, float64(ms1.TotalAlloc-ms0.TotalAlloc)/float64(nGo))
		}
		fmt.Printf("| %s | %.0f | %.0f | %.3f | %.3f | %.2f | %.0f |\n", c.Name,
			median(goCPU), median(cppCPU), median(cpuRatio), median(wallRatio), median(allocs), median(bytes))
	}
	if n := torch.LiveTensors(); n != 0 {
		fmt.Fprintf(os.Stderr, "ratios: %d tensor handles leaked\n", n)
		os.Exit(1)
	}
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

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
