package distributed

import (
	"fmt"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// AllToAllSingle with uneven and even splits, of float32, int64 and
// complex64 tensors, and AllToAll (which Gloo refuses in 1.13), in a
// group of Go and Python ranks (testpeer.py all_to_all_steps is the twin
// of allToAllSteps). Rank r sends rank j the rows 1000r+10j+t, t <
// r+j+1, so each rank checks what every other sent it.

func init() {
	workers["alltoall"] = inGlooGroup(allToAllSteps)
}

func allToAllSteps(g *Group) error {
	n, r := g.Size(), g.Rank()
	// Uneven: r+j+1 rows of 2 to rank j.
	var in, want []float32
	var inSplit, outSplit []int64
	for j := range n {
		inSplit = append(inSplit, r+j+1)
		outSplit = append(outSplit, j+r+1)
		for t := range r + j + 1 {
			v := float32(1000*r + 10*j + t)
			in = append(in, v, -v)
		}
		for t := range j + r + 1 {
			v := float32(1000*j + 10*r + t)
			want = append(want, v, -v)
		}
	}
	input := torch.MustFromSlice(in).Reshape(-1, 2)
	output := torch.MustFromSlice(make([]float32, len(want))).Reshape(-1, 2)
	if _, err := AllToAllSingle(output, input, outSplit, inSplit); err != nil {
		return err
	}
	if err := expect("all_to_all_single uneven", output, torch.Float32, f64(want)); err != nil {
		return err
	}
	// Even pieces of 2 int64s.
	var ins, wants []int64
	for j := range n {
		for t := range int64(2) {
			ins = append(ins, 100*r+10*j+t)
			wants = append(wants, 100*j+10*r+t)
		}
	}
	out := torch.MustFromSlice(make([]int64, 2*n))
	if _, err := AllToAllSingle(out, torch.MustFromSlice(ins), nil, nil); err != nil {
		return err
	}
	var wantF []float64
	for _, v := range wants {
		wantF = append(wantF, float64(v))
	}
	if err := expect("all_to_all_single even int64", out, torch.Int64, wantF); err != nil {
		return err
	}
	// Complex64: rank r sends r+ji to rank j.
	var cin []complex64
	var cwant []float64
	for j := range n {
		cin = append(cin, complex(float32(r), float32(j)))
		cwant = append(cwant, float64(j), float64(r))
	}
	cout := torch.MustFromSlice(make([]complex64, n))
	if _, err := AllToAllSingle(cout, torch.MustFromSlice(cin), nil, nil); err != nil {
		return err
	}
	if err := expectComplex("all_to_all_single complex64", cout, cwant); err != nil {
		return err
	}
	// The list form: Gloo refuses it before anything is sent, as Python.
	outs, ins2 := make([]*torch.Tensor, n), make([]*torch.Tensor, n)
	for j := range n {
		outs[j] = torch.MustFromSlice([]float32{0})
		ins2[j] = torch.MustFromSlice([]float32{float32(10*r + j)})
	}
	if _, err := AllToAll(outs, ins2); outcome("all_to_all float32", err) {
		for j := range n {
			if err := expect(fmt.Sprintf("all_to_all[%d]", j), outs[j], torch.Float32, []float64{float64(10*j + r)}); err != nil {
				return err
			}
		}
	}
	x := torch.MustFromSlice([]float64{float64(r + 1)})
	if _, err := AllReduce(x); err != nil {
		return err
	}
	fmt.Println("alltoall ok")
	return expect("the last all_reduce", x, torch.Float64, []float64{float64(n * (n + 1) / 2)})
}

func f64(v []float32) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

// TestAllToAllWithPython: ranks Go, Python, Go.
func TestAllToAllWithPython(t *testing.T) {
	t.Parallel()
	requirePython(t)
	order := []rank{{worker: "alltoall"}, {python: []string{"testpeer.py", "alltoall"}}, {worker: "alltoall"}}
	results := launch(t, order, 90*time.Second, nil)
	requireSuccess(t, results)
	for i, r := range results {
		if !strings.Contains(r.output, "alltoall ok") {
			t.Errorf("rank %d did not finish:\n%s", i, r.output)
		}
	}
	requireSameOutcomes(t, results)
}
