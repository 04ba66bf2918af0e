package main

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain runs the program itself when the test starts it as a child
// (TestOutputIsPyTorchs), so that main is tested as a user runs it.
func TestMain(m *testing.M) {
	if os.Getenv("GOTORCHGEN_RUN_EXAMPLE") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestOutputIsPyTorchs runs the program and compares what it prints with
// what mlp.py prints (/usr/bin/python3 mlp.py, Debian's torch 1.13.1: the
// same seed and initialisation order give the same numbers).
func TestOutputIsPyTorchs(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GOTORCHGEN_RUN_EXAMPLE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	t.Logf("\n%s", out)
	want := []string{
		"step   0  loss 1.1430",
		"step 100  loss 0.2591",
		"step 200  loss 0.0985",
		"step 300  loss 0.0580",
		"step 400  loss 0.0415",
		"step 500  loss 0.0323",
		"accuracy 1.000",
	}
	got := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d", len(got), len(want))
	}
	for i := range want {
		if !closeLine(got[i], want[i]) {
			t.Errorf("line %d: %q, want %q", i, got[i], want[i])
		}
	}
}

// closeLine reports whether two printed lines differ at most by one unit
// in the last printed digit of their final number (the last digit may
// round the other way when the float32 sums are ordered differently).
func closeLine(got, want string) bool {
	gi, wi := strings.LastIndex(got, " "), strings.LastIndex(want, " ")
	if gi < 0 || wi < 0 || got[:gi] != want[:wi] {
		return got == want
	}
	var g, w float64
	if _, err := fmt.Sscan(got[gi+1:], &g); err != nil {
		return false
	}
	if _, err := fmt.Sscan(want[wi+1:], &w); err != nil {
		return false
	}
	return math.Abs(g-w) <= 1.5e-4
}
