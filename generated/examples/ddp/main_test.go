package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"strconv"
	"testing"
)

// TestMain runs a rank when the launcher started this test binary as one.
func TestMain(m *testing.M) {
	if _, isRank := os.LookupEnv("RANK"); isRank {
		steps, err := strconv.Atoi(os.Getenv(stepsEnv))
		if err == nil {
			err = rank(steps, os.Stdout)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestTrain trains on 2 ranks for 300 steps: the mean losses are those of
// examples/mlp's mlp.py on the whole batch in one process (/usr/bin/python3
// mlp.py with torch 1.13.1; the same numbers as mlp's TestTrain), since
// averaging the halves' gradients gives the whole batch's.
func TestTrain(t *testing.T) {
	var out bytes.Buffer
	if err := launch(2, 300, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	t.Logf("\n%s", out.String())
	want := []float64{1.1430, 0.2591, 0.0985, 0.0580} // steps 0, 100, 200, 300
	for i, w := range want {
		var step int
		var loss float64
		if _, err := fmt.Fscanf(&out, "step %d  loss %f\n", &step, &loss); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		if step != 100*i || math.Abs(loss-w) > 1e-3*w+5e-5 {
			t.Errorf("step %d: loss %.4f, want step %d loss %.4f", step, loss, 100*i, w)
		}
	}
	var acc float64
	if _, err := fmt.Fscanf(&out, "accuracy %f\n", &acc); err != nil || acc < 0.98 {
		t.Errorf("accuracy %.3f (%v), want ≥ 0.98", acc, err)
	}
}
