package torch

import (
	"slices"
	"strings"
	"testing"
)

// tracedImage is the input the traced fixture's expected output
// (jitTracedForward) is for: sin(arange(32)/10) as 2×1×4×4.
func tracedImage(t *testing.T) *Tensor {
	t.Helper()
	img, err := ScopedTensor(func(s *Scope) (*Tensor, error) {
		a, err := Arange(Int(32)).Result()
		if err != nil {
			return nil, err
		}
		x := a.Div(10).Sin().Reshape([]int64{2, 1, 4, 4})
		return x, x.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(img.Free)
	return img
}

// TestForwardTensorsInto: the output reused from call to call is
// ForwardTensors' (and ForwardInference's) output, in the same *Tensor,
// with no handle more alive after each call; nil the first time makes it;
// a freed or failed out, or a failing forward, is a named error that
// leaves out as it was; the counters return to zero.
func TestForwardTensorsInto(t *testing.T) {
	noLeaks(t)
	m := loadFixture(t, jitTraced)
	img := tracedImage(t)
	img2 := img.Mul(3)
	defer img2.Free()

	y, err := m.ForwardTensorsInto(nil, img)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { y.Free() }()
	if got := values[float32](t, y.Clone(), nil); !close32(got, jitTracedForward) {
		t.Errorf("ForwardTensorsInto(nil) = %v, PyTorch %v", got, jitTracedForward)
	}
	live := LiveTensors()
	for i, c := range []struct {
		name      string
		in        *Tensor
		inference bool
	}{
		{"ForwardTensorsInto", img2, false},
		{"ForwardTensorsInto", img, false},
		{"ForwardInferenceInto", img2, true},
	} {
		var want []float32
		var got *Tensor
		if c.inference {
			want = chained[float32](t, m.ForwardInference(c.in))
			got, err = m.ForwardInferenceInto(y, c.in)
		} else {
			want = chained[float32](t, m.ForwardTensors(c.in))
			got, err = m.ForwardTensorsInto(y, c.in)
		}
		if err != nil {
			t.Fatalf("call %d: %s: %v", i, c.name, err)
		}
		if got != y {
			t.Errorf("call %d: %s returned another *Tensor than its out", i, c.name)
		}
		if n := LiveTensors(); n != live {
			t.Errorf("call %d: %s: %d live tensors, %d before: the previous output was not freed", i, c.name, n, live)
		}
		if v := values[float32](t, y.Clone(), nil); !slices.Equal(v, want) {
			t.Errorf("call %d: %s = %v, the plain form's %v", i, c.name, v, want)
		}
		if y.IsInference() != c.inference {
			t.Errorf("call %d: %s: IsInference %v", i, c.name, y.IsInference())
		}
	}

	// A failing forward: an error naming the call; out keeps its tensor.
	before := values[float32](t, y.Clone(), nil)
	if got, err := m.ForwardTensorsInto(y); err == nil || !strings.Contains(err.Error(), "Module.ForwardTensorsInto") {
		t.Errorf("ForwardTensorsInto without its input: %v", err)
	} else if got != y || y.Freed() {
		t.Errorf("after a failed call: out %p (freed %v), want %p alive", got, y.Freed(), y)
	} else if v := values[float32](t, y.Clone(), nil); !slices.Equal(v, before) {
		t.Errorf("after a failed call out holds %v, before %v", v, before)
	}

	freed := m.ForwardTensors(img)
	freed.Free()
	if _, err := m.ForwardTensorsInto(freed, img); err == nil || !strings.Contains(err.Error(), "Module.ForwardTensorsInto: argument out: tensor is nil or has been freed") {
		t.Errorf("a freed out: %v", err)
	}
	failed := m.ForwardTensors()
	if _, err := m.ForwardTensorsInto(failed, img); err == nil || err != failed.Err() {
		t.Errorf("a failed out: %v, want its own error %v", err, failed.Err())
	}
	if _, err := m.ForwardTensorsInto(y, freed); err == nil || !strings.Contains(err.Error(), "inputs") {
		t.Errorf("a freed input: %v", err)
	}
	var nilModule *Module
	if _, err := nilModule.ForwardTensorsInto(y, img); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("a nil module: %v", err)
	}
}
