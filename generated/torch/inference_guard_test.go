package torch

import (
	"strings"
	"testing"
)

// TestInferenceModeGuardThreads: the guard whose C++ half lives in the
// ModeGuard (gt_inference_guard_enter/_exit) refuses a Close on another
// OS thread and changes nothing there, restores nested modes in order,
// and leaves the thread's modes as they were before it.
func TestInferenceModeGuardThreads(t *testing.T) {
	noLeaks(t)
	before, beforeGrad := InferenceModeEnabled(), GradEnabled()
	g := InferenceModeGuard()
	if g.Err() != nil || !InferenceModeEnabled() || GradEnabled() {
		t.Fatalf("inside: err %v, inference %v, grad %v; want nil, true, false", g.Err(), InferenceModeEnabled(), GradEnabled())
	}
	done := make(chan error)
	go func() { done <- g.Close() }()
	if err := <-done; err == nil || !strings.Contains(err.Error(), "InferenceModeGuard.Close") ||
		!strings.Contains(err.Error(), "another OS thread") {
		t.Errorf("Close on another goroutine: %v, want an error naming InferenceModeGuard.Close and the thread", err)
	}
	if !InferenceModeEnabled() {
		t.Errorf("Close on another goroutine left inference mode")
	}
	// Nested: an inner inference guard and a no-grad guard inside it;
	// each Close restores the mode its guard found.
	inner := InferenceModeGuard()
	ng := NoGradGuard()
	if err := ng.Close(); err != nil || !InferenceModeEnabled() {
		t.Errorf("NoGradGuard inside: Close %v, inference %v", err, InferenceModeEnabled())
	}
	if err := inner.Close(); err != nil || !InferenceModeEnabled() || GradEnabled() {
		t.Errorf("inner Close: %v, inference %v, grad %v; want the outer guard's mode", err, InferenceModeEnabled(), GradEnabled())
	}
	x := tensor(t, []float32{1, 2})
	defer x.Free()
	y, err := MulTensor(x, x).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer y.Free()
	if !y.IsInference() {
		t.Errorf("a tensor made under the guard is not an inference tensor")
	}
	if err := g.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if InferenceModeEnabled() != before || GradEnabled() != beforeGrad {
		t.Errorf("after Close: inference %v, grad %v; want %v, %v", InferenceModeEnabled(), GradEnabled(), before, beforeGrad)
	}
	if err := g.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	// A Close from another goroutine after the real one: nothing to do.
	go func() { done <- g.Close() }()
	if err := <-done; err != nil {
		t.Errorf("Close on another goroutine after Close: %v", err)
	}
	// Grad mode, made normal again, records.
	w := tensor(t, []float32{3})
	defer w.Free()
	if err := w.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	z, err := MulTensor(w, w).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Free()
	if !z.RequiresGrad() {
		t.Errorf("after the guard, a result of a tensor that requires grad does not")
	}
}

// TestForwardTensorsFresh: ForwardTensors and ForwardInference, now on
// ForwardTensorsInto's path with a new output each call, give PyTorch's
// output, a new tensor each time (an inference tensor for
// ForwardInference), and name a bad input.
func TestForwardTensorsFresh(t *testing.T) {
	noLeaks(t)
	m := loadFixture(t, jitTraced)
	img := tracedImage(t)
	for _, inference := range []bool{false, true} {
		var prev *Tensor
		for i := 0; i < 3; i++ {
			var y *Tensor
			if inference {
				y = m.ForwardInference(img)
			} else {
				y = m.ForwardTensors(img)
			}
			if y == prev {
				t.Errorf("inference %v: call %d returned the previous call's *Tensor", inference, i)
			}
			if y.IsInference() != inference {
				t.Errorf("inference %v: the output's IsInference is %v", inference, y.IsInference())
			}
			if got := chained[float32](t, y); !close32(got, jitTracedForward) {
				t.Errorf("inference %v: call %d = %v, PyTorch %v", inference, i, got, jitTracedForward)
			}
			prev = y
		}
	}
	freed := tensor(t, []float32{1})
	freed.Free()
	if err := m.ForwardTensors(freed).Err(); err == nil || !strings.Contains(err.Error(), "Module.ForwardTensors") ||
		!strings.Contains(err.Error(), "element 0 of argument inputs") {
		t.Errorf("ForwardTensors of a freed input: %v, want an error naming Module.ForwardTensors and element 0 of inputs", err)
	}
	if err := m.ForwardInference().Err(); err == nil || !strings.Contains(err.Error(), "Module.ForwardInference") {
		t.Errorf("ForwardInference without its input: %v", err)
	}
}
