package main

import (
	"bytes"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestTrain trains for 300 steps and checks the losses against mlp.py's
// (same seed, same initialisation order, so the same numbers:
// /usr/bin/python3 mlp.py with torch 1.13.1), the accuracy, and that every
// tensor the training made is freed.
func TestTrain(t *testing.T) {
	live := torch.LiveTensors()
	start := time.Now()
	var out bytes.Buffer
	acc, err := train(300, &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%saccuracy %.3f after %v", out.String(), acc, time.Since(start))
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
	if acc < 0.98 {
		t.Errorf("accuracy %.3f, want ≥ 0.98", acc)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("training took %v, want < 10s", d)
	}
	if n := torch.LiveTensors(); n != live {
		t.Errorf("LiveTensors() = %d after training, %d before", n, live)
	}
}
