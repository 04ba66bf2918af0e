// Command loop runs one side of one benchmark pair n times and exits: a
// process small enough to run under valgrind's callgrind or perf, so that
// the Go and C++ loops can be counted in instructions, which the load of a
// shared machine does not change (docs/BENCHMARKS-HISTORY.md, "Per-call
// cost at the floor").
// The cost per call is the difference between two runs with different n,
// divided by the difference of the n.
//
//	cd generated && go build -o /tmp/loop ./bench/cmd/loop
//	GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind /tmp/loop -case add/1 -side go,cpp -n 20000
//	callgrind_annotate --inclusive=yes callgrind.out.* | grep -E 'bench\.|gtb_'
//
// gives the instructions of each loop function (the Go case's closure, the
// C++ gtb_ function) over n calls. asyncpreemptoff: callgrind cannot
// deliver the Go runtime's preemption signals.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/gotorchgen/gotorchgen/generated/bench"
)

func main() {
	name := flag.String("case", "add/1", "the benchmark pair (bench.Cases)")
	sides := flag.String("side", "go", "go, cpp, or both in order (go,cpp)")
	n := flag.Int("n", 1000, "calls")
	flag.Parse()
	bench.SetNumThreads(1)
	for _, c := range bench.Cases {
		if c.Name != *name {
			continue
		}
		release := func() {}
		if c.Setup != nil {
			var err error
			if release, err = c.Setup(); err != nil {
				fail(err)
			}
		}
		for _, side := range strings.Split(*sides, ",") {
			switch side {
			case "go":
				if err := c.Go(*n); err != nil {
					fail(err)
				}
			case "cpp":
				c.Cpp(*n)
			default:
				fail(fmt.Errorf("-side %q: want go, cpp or go,cpp", *sides))
			}
		}
		release()
		return
	}
	fail(fmt.Errorf("no case %q", *name))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "loop:", err)
	os.Exit(1)
}
