package bench

import (
	"math"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// TestModelsSameResults checks that the Go and C++ sides of the model
// cases do the same arithmetic, so that their times compare the same
// work: three training steps end at the same loss, and the CNN's forwards
// give the same logits (to the last bit: the same libtorch kernels run).
func TestModelsSameResults(t *testing.T) {
	m, err := newTrainMLP()
	if err != nil {
		t.Fatal(err)
	}
	goLoss, err := m.trainSteps(3)
	if err != nil {
		t.Fatal(err)
	}
	if cppLoss := m.cppTrainSteps(3); float32(goLoss) != float32(cppLoss) || math.IsNaN(goLoss) {
		t.Errorf("MLP loss after 3 steps: Go %v, C++ %v", goLoss, cppLoss)
	}
	m.free()

	c, err := newCNN()
	if err != nil {
		t.Fatal(err)
	}
	defer c.free()
	out, err := c.forwards(2)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Free()
	goOut, err := torch.ToSlice[float32](out)
	if err != nil {
		t.Fatal(err)
	}
	cppOut := make([]float32, 2*10)
	if n := c.cppForwards(2, cppOut); n != int64(len(goOut)) || n != 20 {
		t.Fatalf("CNN output: C++ %d values, Go %d, want 20", n, len(goOut))
	}
	for i := range goOut {
		if goOut[i] != cppOut[i] {
			t.Errorf("CNN logit %d: Go %v, C++ %v", i, goOut[i], cppOut[i])
		}
	}
}
