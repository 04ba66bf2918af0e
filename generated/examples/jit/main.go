// Command jit serves a model trained in Python: it loads model.pt, the
// TorchScript module model.py saved with torch.jit.save, runs its forward
// on model.py's input and prints the output as model.py does.
package main

import (
	"fmt"
	"log"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// input is model.py's x, two rows of 4 features.
var input = []float32{1, 2, 3, 4, -1, 0.5, -2, 0.25}

func main() {
	out, err := predict("model.pt", input)
	if err != nil {
		log.Fatal(err)
	}
	for _, v := range out {
		fmt.Printf("%.6f\n", v)
	}
}

// predict runs the module saved at path on a batch of 4-feature rows and
// returns its output, flattened; it frees everything it made.
func predict(path string, rows []float32) ([]float32, error) {
	m, err := torch.LoadModule(path)
	if err != nil {
		return nil, err
	}
	defer m.Free()
	x, err := torch.FromSlice(rows, int64(len(rows)/4), 4)
	if err != nil {
		return nil, err
	}
	defer x.Free()
	y := m.ForwardTensors(x) // tensors in, a tensor out; Forward takes and returns IValues
	defer y.Free()
	return torch.ToSlice[float32](y)
}
