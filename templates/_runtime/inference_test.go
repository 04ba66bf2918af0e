package torch

import (
	"testing"
)

// TestInferenceMode: PyTorch's rules for torch.inference_mode().
func TestInferenceMode(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3})
	if err := x.SetRequiresGrad(true); err != nil {
		t.Fatal(err)
	}
	var y *Tensor
	var err error
	InferenceMode(func() error {
		if !InferenceModeEnabled() || GradEnabled() {
			t.Errorf("inside: InferenceModeEnabled %v, GradEnabled %v", InferenceModeEnabled(), GradEnabled())
		}
		y, err = MulTensor(x, x).Result()
		if err != nil {
			t.Fatal(err)
		}
		// Off again inside: normal tensors, recorded by autograd.
		WithInferenceMode(false, func() error {
			n, err := MulTensor(x, x).Result()
			if err != nil {
				t.Fatal(err)
			}
			defer n.Free()
			if n.IsInference() || !n.RequiresGrad() {
				t.Errorf("inside inference_mode(False): IsInference %v, RequiresGrad %v", n.IsInference(), n.RequiresGrad())
			}
			return nil
		})
		return nil
	})
	defer y.Free()
	if InferenceModeEnabled() {
		t.Errorf("inference mode still on after the scope")
	}
	if !y.IsInference() || y.RequiresGrad() {
		t.Errorf("made in inference mode: IsInference %v, RequiresGrad %v", y.IsInference(), y.RequiresGrad())
	}
	if x.IsInference() {
		t.Errorf("an input made outside became an inference tensor")
	}
	if got, err := ToSlice[float32](y); err != nil {
		t.Fatal(err)
	} else {
		equal(t, "inference result", got, []float32{1, 4, 9})
	}

	// Outside: autograd refuses to save an inference tensor for backward,
	// in-place operators refuse to change one; a clone is a normal tensor.
	_, err = MulTensor(y, x).Result()
	rtWantError(t, "saving an inference tensor for backward", err, "mul.Tensor", "Inference tensors cannot be saved for backward")
	_, err = Add_Tensor(y, y).Result()
	rtWantError(t, "in-place update outside the mode", err, "add_.Tensor", "Inplace update to inference tensor outside InferenceMode is not allowed")
	c, err := Clone(y).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Free()
	if c.IsInference() {
		t.Errorf("a clone made outside is an inference tensor")
	}
	r, err := MulTensor(c, x).Result()
	if err != nil {
		t.Errorf("a clone in autograd: %v", err)
	} else {
		r.Free()
	}
}

// TestInferenceModeRestoredOnPanic: a panic in f leaves the thread's mode
// as it was.
func TestInferenceModeRestoredOnPanic(t *testing.T) {
	func() {
		defer func() { recover() }()
		InferenceMode(func() error { panic("boom") })
	}()
	WithGradEnabled(true, func() error {
		if InferenceModeEnabled() {
			t.Errorf("inference mode left on after a panic")
		}
		return nil
	})
}

// TestInferenceModeAccounting: inference tensors are accounted as others
// are; a view of one (no view metadata in inference mode) adds only its
// handle's overhead.
func TestInferenceModeAccounting(t *testing.T) {
	noLeaks(t)
	InferenceMode(func() error {
		before := LiveBytes()
		z, err := Zeros([]int64{1024, 1024}).Result()
		if err != nil {
			t.Fatal(err)
		}
		defer z.Free()
		if d := LiveBytes() - before; d < 4<<20 {
			t.Errorf("a 4 MiB inference tensor added %d bytes", d)
		}
		before = LiveBytes()
		v, err := View(z, []int64{-1}).Result()
		if err != nil {
			t.Fatal(err)
		}
		defer v.Free()
		if d := LiveBytes() - before; d > 4096 {
			t.Errorf("a view of an inference tensor added %d bytes", d)
		}
		return nil
	})
}
