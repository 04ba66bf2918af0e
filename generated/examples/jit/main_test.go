package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// want is model.py's output, from
//
//	/usr/bin/python3 model.py
//
// run in this directory with Debian's torch 1.13.1 (it also writes model.pt).
const want = `0.000000
1.300498
0.000000
0.391233
0.047400
0.182056
`

// TestForwardMatchesPyTorch checks that main prints what model.py prints
// (the same %.6f formatting of the same float32 values) and frees every
// tensor it made.
func TestForwardMatchesPyTorch(t *testing.T) {
	live := torch.LiveTensors()
	out, err := predict("model.pt", input)
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, v := range out {
		fmt.Fprintf(&got, "%.6f\n", v)
	}
	if got.String() != want {
		t.Errorf("output:\n%swant (model.py):\n%s", got.String(), want)
	}
	if n := torch.LiveTensors(); n != live {
		t.Errorf("LiveTensors() = %d after predict, %d before", n, live)
	}
}
