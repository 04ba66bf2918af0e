package torch

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// TestPythonShaped: the Python-shaped layer over the stable runtime, as a
// user calls it (scripts/testdata/stable/python_test.go compares it with
// the typed mode's, operator by operator).
func TestPythonShaped(t *testing.T) {
	x := MustFromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	defer x.Free()
	check := func(what string, got *Tensor, shape []int64, want []float32) {
		t.Helper()
		defer got.Free()
		if err := got.Err(); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if s := got.Shape(); !slices.Equal(s, shape) {
			t.Errorf("%s: shape %v, want %v", what, s, shape)
		}
		if v := mustSlice[float32](t, got); !slices.Equal(v, want) {
			t.Errorf("%s: %v, want %v", what, v, want)
		}
	}
	check("x.Sum(1, kw.Keepdim(true))", x.Sum(1, kw.Keepdim(true)), []int64{2, 1}, []float32{6, 15})
	check("x.Sum()", x.Sum(), []int64{}, []float32{21})
	check("x.View(3, 2)", x.View(3, 2), []int64{3, 2}, []float32{1, 2, 3, 4, 5, 6})
	check("torch.Zeros(2, 3)", Zeros(2, 3), []int64{2, 3}, []float32{0, 0, 0, 0, 0, 0})
	check("torch.Mul(x, 2.5)", Mul(x, 2.5), []int64{2, 3}, []float32{2.5, 5, 7.5, 10, 12.5, 15})
	check("x.Flatten()", x.Flatten(), []int64{6}, []float32{1, 2, 3, 4, 5, 6})

	// An int tensor times a float: float32, as Python's wrapped number
	// promotes.
	i := MustFromSlice([]int64{1, 2})
	defer i.Free()
	check("torch.Mul(int tensor, 0.5)", Mul(i, 0.5), []int64{2}, []float32{0.5, 1})

	am := x.Argmax(1)
	if v := mustSlice[int64](t, am); !slices.Equal(v, []int64{2, 2}) {
		t.Errorf("x.Argmax(1): %v, want [2 2]", v)
	}
	am.Free()

	// A signature no argument list fits: an *ArgumentError naming them.
	var ae *ArgumentError
	bad := x.Sum("no")
	if err := bad.Err(); !errors.As(err, &ae) || !strings.Contains(err.Error(), "sum(") {
		t.Errorf("x.Sum(\"no\"): error %v, want an *ArgumentError listing sum's signatures", err)
	}

	// x.pow(2) reaches pow.Tensor_Scalar, whose Scalar the pure mode
	// cannot carry before 2.14's Scalar handle: an *ArgumentError that
	// names it (x.pow(y), pow.Tensor_Tensor, is carried). The hybrid
	// carries both.
	check("x.Pow(x.Div(x))", x.Pow(x.Div(x)), []int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	check("x.Mul(x)", x.Mul(x), []int64{2, 3}, []float32{1, 4, 9, 16, 25, 36})
	sq := x.Pow(2)
	if err := sq.Err(); err != nil {
		if !errors.As(err, &ae) || !strings.Contains(err.Error(), "aten::pow.Tensor_Scalar this package does not bind") {
			t.Errorf("x.Pow(2): %v, want the squares or an *ArgumentError naming aten::pow.Tensor_Scalar", err)
		}
		t.Logf("pure mode: %v", err)
	} else {
		check("x.Pow(2)", sq, []int64{2, 3}, []float32{1, 4, 9, 16, 25, 36})
	}
}

// TestPyTables: every entry point's table decodes, and its calls fit
// their descriptors (a generator's bug otherwise, which the entry point
// would report only when called).
func TestPyTables(t *testing.T) {
	for i := range pyTables {
		tab := pyTableAt(i)
		if tab.err != nil {
			t.Errorf("table %d: %v", i, tab.err)
			continue
		}
		ops := []*pyOp{}
		for k := range tab.calls {
			ops = append(ops, &tab.calls[k].base, &tab.calls[k].out)
		}
		if tab.old != nil {
			ops = append(ops, &tab.old.op)
		}
		for _, op := range ops {
			if op.desc != "" && len(op.from) != int(op.desc[1]) {
				t.Errorf("%s: an operator of %d arguments, %d sources", tab.p.name, op.desc[1], len(op.from))
			}
		}
	}
	if len(pyTables) < 500 {
		t.Errorf("%d tables, want the layer's entry points (over 500)", len(pyTables))
	}
}

// TestPyTableShapes: the table form's other paths: the typed call shape
// of the overload whose name an entry point took (an options struct
// last), and results other than one tensor.
func TestPyTableShapes(t *testing.T) {
	x := MustFromSlice([]float32{3, 1, 2, 6, 5, 4}, 2, 3)
	defer x.Free()

	// x.Sum(SumOptions{...}) and Sum(x, SumOptions{...}): aten::sum with
	// its dtype, as before the entry point took the name.
	for what, s := range map[string]*Tensor{
		"x.Sum(SumOptions{Dtype: Some(Float64)})":  x.Sum(SumOptions{Dtype: Some(Float64)}),
		"Sum(x, SumOptions{Dtype: Some(Float64)})": Sum(x, SumOptions{Dtype: Some(Float64)}),
	} {
		if err := s.Err(); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if s.DType() != Float64 || mustSlice[float64](t, s)[0] != 21 {
			t.Errorf("%s: %v %v, want float64 21", what, s.DType(), mustSlice[float64](t, s))
		}
		s.Free()
	}
	if err := x.Sum(SumOptions{}, 1).Err(); err == nil {
		t.Errorf("x.Sum(SumOptions{}, 1): no error")
	}

	// Results: a tuple, a list, a bool.
	top, err := x.Topk(2, kw.Of("dim", 1))
	if err != nil {
		t.Fatal(err)
	}
	if v, i := mustSlice[float32](t, top.Values), mustSlice[int64](t, top.Indices); !slices.Equal(v, []float32{3, 2, 6, 5}) || !slices.Equal(i, []int64{0, 2, 0, 1}) {
		t.Errorf("x.Topk(2, dim=1): %v %v, want [3 2 6 5] [0 2 0 1]", v, i)
	}
	top.Free()
	parts, err := x.TensorSplit(3, kw.Of("dim", 1))
	if err != nil || len(parts) != 3 {
		t.Fatalf("x.TensorSplit(3, dim=1): %d parts, %v", len(parts), err)
	}
	for _, p := range parts {
		p.Free()
	}
	if eq, err := x.Equal(x); err != nil || !eq {
		t.Errorf("x.Equal(x): %v, %v", eq, err)
	}
	if _, err := x.Topk("no"); err == nil {
		t.Errorf("x.Topk(\"no\"): no error")
	}
}

// TestPyTableFastPaths: each table's fast paths take a sample of the
// arguments they check to the signature the parser takes them to.
func TestPyTableFastPaths(t *testing.T) {
	x := MustFromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	defer x.Free()
	sample := func(code byte) any {
		switch code {
		case 't':
			return x
		case 'i', 'd':
			return 1
		case 'f':
			return 0.5
		case 'b':
			return true
		case 's':
			return 2
		case 'l':
			return []int64{1}
		case 'T':
			return []*Tensor{x}
		}
		t.Fatalf("no sample for code %q", code)
		return nil
	}
	n := 0
	for i := range pyTables {
		tab := pyTableAt(i)
		tab.p.init()
		for fi, f := range tab.fast {
			var args []any
			switch f.kind {
			case 'v':
				args = []any{2, 3}
			default:
				for k := range len(f.codes) {
					args = append(args, sample(f.codes[k]))
				}
				if f.kind == 'k' {
					args = append(args, kw.Of(f.name, sample(f.code)))
				}
			}
			// pyRun's walk from the call's key reaches the fast path.
			key := pyFastKey(len(args), f.kind == 'k')
			if !pyFastReaches(tab, key, fi) {
				t.Errorf("%s%v: fast path %d (key %d) is not reached from the call's key %d (keys %v)", tab.p.name, args, fi, tab.fastKeys[fi], key, []byte(tab.fastKeys))
			}
			var v1, v2 [pyMaxParams]any
			var i1, i2 [pyScratch]int64
			got := f.match(args, v1[:], i1[:])
			want, err := tab.p.parse(args, v2[:], i2[:])
			if got != f.sig || err != nil || want != got {
				t.Errorf("%s%v: the fast path takes signature %d (its own %d), the parser %d (%v)", tab.p.name, args, got, f.sig, want, err)
			}
			// A shape its last value misses leaves the values as they
			// were (all nil), which the parser then fills.
			if len(args) > 0 {
				args[len(args)-1] = struct{}{}
				var v3 [pyMaxParams]any
				var i3 [pyScratch]int64
				got := f.match(args, v3[:], i3[:])
				left := slices.IndexFunc(v3[:], func(a any) bool { return a != nil })
				if got >= 0 || left >= 0 {
					t.Errorf("%s%v: a missed fast path gives %d and leaves value %d set", tab.p.name, args, got, left)
				}
			}
			n++
		}
	}
	if n < 100 {
		t.Errorf("%d fast paths checked, want the layer's (over 100)", n)
	}
}

// pyFastReaches reports whether pyRun's walk of tab's fast paths for a
// call of key comes to fast path fi.
func pyFastReaches(tab *pyTable, key byte, fi int) bool {
	for k := int(tab.fastFrom[key]); k < len(tab.fastKeys); k++ {
		if fk := tab.fastKeys[k]; fk != key && fk != pyFastAnyKey {
			k = int(tab.fastFrom[pyFastAnyKey]) - 1
			continue
		}
		if k == fi {
			return true
		}
	}
	return false
}
