package distributed

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// BenchmarkAllReduce: all_reduce (SUM) of a float32 tensor of 1 MiB and of
// 64 MiB across 2 local processes, a Go pair against a Python pair
// (testpeer.py bench) in the same setting: each rank does 3 warm-up
// rounds, then b.N rounds each timed alone after a barrier. ns/op is rank
// 0's mean time of one all_reduce, median-ns its median (the processes'
// start and the group's setup are not counted). docs/BENCHMARKS.md has
// figures and the command.
func BenchmarkAllReduce(b *testing.B) {
	for _, pair := range []string{"go-pair", "python-pair"} {
		for _, mib := range []int{1, 64} {
			b.Run(fmt.Sprintf("%s/%dMiB", pair, mib), func(b *testing.B) {
				numel := strconv.Itoa(mib << 20 / 4)
				r := rank{worker: "benchAllReduce", env: []string{"BENCH_NUMEL=" + numel, "BENCH_ROUNDS=" + strconv.Itoa(b.N)}}
				if pair == "python-pair" {
					requirePython(b)
					r = rank{python: []string{"testpeer.py", "bench", numel, strconv.Itoa(b.N)}}
				}
				results := launch(b, []rank{r, r}, 10*time.Minute, nil)
				requireSuccess(b, results)
				if b.Failed() {
					return
				}
				var median, mean float64
				line := results[0].output[strings.LastIndex(results[0].output, "bench: "):]
				if _, err := fmt.Sscanf(line, "bench: median_s %g mean_s %g", &median, &mean); err != nil {
					b.Fatalf("rank 0's output: %v\n%s", err, results[0].output)
				}
				b.ReportMetric(mean*1e9, "ns/op")
				b.ReportMetric(median*1e9, "median-ns")
			})
		}
	}
}

func init() {
	workers["benchAllReduce"] = func() error {
		numel, err := strconv.ParseInt(os.Getenv("BENCH_NUMEL"), 10, 64)
		if err != nil {
			return err
		}
		rounds, err := strconv.Atoi(os.Getenv("BENCH_ROUNDS"))
		if err != nil || rounds < 1 {
			return fmt.Errorf("BENCH_ROUNDS=%q", os.Getenv("BENCH_ROUNDS"))
		}
		g, err := InitProcessGroup("gloo", InitOptions{Timeout: 5 * time.Minute})
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		x, err := torch.Ones([]int64{numel}, torch.OnesOptions{Dtype: torch.Some(torch.Float32)}).Result()
		if err != nil {
			return err
		}
		for range 3 {
			if _, err := AllReduce(x); err != nil {
				return err
			}
		}
		times := make([]float64, rounds)
		var sum float64
		for i := range times {
			if _, err := Barrier(); err != nil {
				return err
			}
			t0 := time.Now()
			if _, err := AllReduce(x); err != nil {
				return err
			}
			times[i] = time.Since(t0).Seconds()
			sum += times[i]
		}
		sort.Float64s(times)
		if g.Rank() == 0 {
			fmt.Printf("bench: median_s %.9f mean_s %.9f\n", times[len(times)/2], sum/float64(rounds))
		}
		return nil
	}
}
