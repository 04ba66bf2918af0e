package main

import (
	"math"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch"
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

func TestLogitsMatchPyTorch(t *testing.T) {
	live := torch.LiveTensors()
	out, err := logits()
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Shape(); len(got) != 2 || got[0] != 2 || got[1] != 10 {
		t.Fatalf("shape %v, want [2 10]", got)
	}
	got, err := torch.ToSlice[float32](out)
	if err != nil {
		t.Fatal(err)
	}
	var worst float64 // the largest relative difference
	for i, w := range want {
		d := math.Abs(float64(got[i])-w) / math.Abs(w)
		if d > 1e-5 {
			t.Errorf("out[%d][%d] = %.9g, want %.9g (cnn.py)", i/10, i%10, got[i], w)
		}
		worst = max(worst, d)
	}
	t.Logf("largest relative difference from cnn.py: %.3g", worst)
	out.Free()
	if n := torch.LiveTensors(); n != live {
		t.Errorf("LiveTensors() = %d after Free, %d before", n, live)
	}
}
