package torch

import "testing"

// The named-tensor tests. gotorchgen copies this file only into packages
// for an install with named tensors (ATen/core/Dimname.h): libtorch 2.14
// removed them, and these operators with them.

// TestDimnameArguments: Dimname lists name the dims, then reduce over one
// by name.
func TestDimnameArguments(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2, 3, 4, 5, 6}, 2, 3)
	named, err := RefineNames(x, []string{"H", "W"}).Result()
	if err != nil {
		t.Fatal(err)
	}
	defer named.Free()
	rows, err := SumDimDimnameList(named, []string{"W"}).Result()
	equal(t, "sum over W", values[float32](t, rows, err), []float32{6, 15})
}

// TestDimnameWithNUL: a name with a NUL byte cannot travel in the NUL-joined
// buffer, and is an error naming the argument instead of a name cut short
// (part of "Reliability round 2", item 9).
func TestDimnameWithNUL(t *testing.T) {
	noLeaks(t)
	_, err := ZerosNames([]int64{2}, Some([]string{"N\x00C"})).Result()
	rtWantError(t, "dimname with NUL", err, "zeros.names", "argument names: a name contains a NUL byte")
}
