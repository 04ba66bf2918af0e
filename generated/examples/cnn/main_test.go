package main

import (
	"math"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// want is cnn.py's output, from
//
//	/usr/bin/python3 -c 'import cnn; print(cnn.out.flatten().tolist())'
//
// run in this directory with Debian's torch 1.13.1.
var want = []float64{
	-3.3392062187194824, -1.3852239847183228, 3.430049419403076, -1.8957691192626953, -4.2226715087890625,
	2.0388095378875732, 0.6079385280609131, -4.851014614105225, -0.13561075925827026, 3.0167531967163086,
	-1.4637116193771362, 2.7941808700561523, -0.8167660236358643, -3.665607213973999, 1.0283178091049194,
	0.8293308019638062, -3.9568142890930176, -1.0515751838684082, 2.2734079360961914, -2.1495208740234375,
}

// TestMain runs the program itself when the test starts it as a child
// (TestLogitsArePyTorchs), so that main is tested as a user runs it.
func TestMain(m *testing.M) {
	if os.Getenv("GOTORCHGEN_RUN_EXAMPLE") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

var number = regexp.MustCompile(`-?\d+\.\d+`)

// TestLogitsArePyTorchs runs the program and checks the 20 printed logits
// (PyTorch's 4 decimals) against cnn.py's values and the printed shape.
func TestLogitsArePyTorchs(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GOTORCHGEN_RUN_EXAMPLE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	t.Logf("\n%s", out)
	body, suffix, ok := strings.Cut(string(out), "size=")
	if !ok || !strings.HasPrefix(suffix, "(2, 10), dtype=torch.float32") {
		t.Fatalf("not a (2, 10) float32 tensor:\n%s", out)
	}
	got := number.FindAllString(body, -1)
	if len(got) != len(want) {
		t.Fatalf("%d numbers printed, want %d", len(got), len(want))
	}
	for i, s := range got {
		g, _ := strconv.ParseFloat(s, 64)
		if math.Abs(g-want[i]) > 5.01e-5 { // printed with 4 decimals
			t.Errorf("logit %d: printed %s, cnn.py's is %.6f", i, s, want[i])
		}
	}
}
