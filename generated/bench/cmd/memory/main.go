// Command memory runs the memory workloads of docs/BENCHMARKS.md and
// prints the process's peak RSS (VmHWM) and its RSS growth.
//
//	cd generated && go run ./bench/cmd/memory -mode free      # 10^6 adds, each result freed
//	cd generated && go run ./bench/cmd/memory -mode gc        # the same, no Free: the GC releases them
//	cd generated && go run ./bench/cmd/memory -mode inplace   # 1000 in-place adds on 4 MiB tensors
//	cd generated && go run ./bench/cmd/memory -mode views     # 10^5 views of a 32 MiB tensor, each freed
//	cd generated && go run ./bench/cmd/memory -mode free -numel 8388608 -ops 200  # 32 MiB results, each freed
//
// -numel sets the elements of the small tensors (default 1);
// GOTORCH_GC_THRESHOLD (or -threshold) the accounting threshold.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

func main() {
	mode := flag.String("mode", "gc", "free, gc, inplace or views")
	ops := flag.Int("ops", 1_000_000, "operations of the free and gc modes")
	numel := flag.Int64("numel", 1, "elements of each tensor in the free and gc modes")
	inplace := flag.Int("inplace", 1000, "in-place adds of the inplace mode")
	threshold := flag.Int64("threshold", -1, "SetGCThreshold in bytes (-1: the default or GOTORCH_GC_THRESHOLD)")
	flag.Parse()
	if *threshold >= 0 {
		torch.SetGCThreshold(*threshold)
	}
	check := func(err error) {
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	start := time.Now()
	var before int64
	switch *mode {
	case "free", "gc":
		a, err := torch.Ones([]int64{*numel}).Result()
		check(err)
		b, err := torch.Ones([]int64{*numel}).Result()
		check(err)
		before = rss()
		for i := 0; i < *ops; i++ {
			c, err := torch.AddTensor(a, b).Result()
			check(err)
			if *mode == "free" {
				c.Free()
			}
		}
	case "inplace":
		const n = 1 << 20 // 4 MiB of float32
		a, err := torch.Ones([]int64{n}).Result()
		check(err)
		b, err := torch.Ones([]int64{n}).Result()
		check(err)
		// One add first, so that the growth below is the loop's alone.
		_, err = torch.Add_Tensor(a, b).Result()
		check(err)
		before = rss()
		for i := 0; i < *inplace; i++ {
			_, err := torch.Add_Tensor(a, b).Result()
			check(err)
		}
		a.Free()
		b.Free()
	case "views":
		// Each view shares the base's 32 MiB storage: a program that frees
		// them must never collect (it used to, on every view).
		const n = 8 << 20
		a, err := torch.Ones([]int64{n}).Result()
		check(err)
		if *ops == 1_000_000 {
			*ops = 100_000
		}
		before = rss()
		for i := 0; i < *ops; i++ {
			v, err := torch.View(a, []int64{-1}).Result()
			check(err)
			v.Free()
		}
		a.Free()
	default:
		fmt.Fprintf(os.Stderr, "unknown -mode %q\n", *mode)
		os.Exit(2)
	}
	elapsed := time.Since(start)
	after := rss()
	fmt.Printf("mode=%s ops=%d numel=%d: %v (%v/op), peak RSS %.1f MiB, RSS %.1f -> %.1f MiB (growth %.1f MiB), live tensors %d, GC-pressure collections %d, Go GCs %d\n",
		*mode, *ops, *numel, elapsed.Round(time.Millisecond), perOp(elapsed, *mode, *ops, *inplace), mib(status("VmHWM")), mib(before), mib(after), mib(after-before),
		torch.LiveTensors(), torch.GCCollections(), numGC())
}

func perOp(d time.Duration, mode string, ops, inplace int) time.Duration {
	if mode == "inplace" {
		ops = inplace
	}
	return d / time.Duration(max(ops, 1))
}

func numGC() uint32 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.NumGC
}

func rss() int64 { return status("VmRSS") }

// status reads a kB field of /proc/self/status, in bytes.
func status(field string) int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return -1
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return -1
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }
