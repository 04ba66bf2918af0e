package torch

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// The parser against Python's choices: each case's want is the signature
// Python 1.13.1's parser picks for the same call (checked by hand with
// /usr/bin/python3; the differential overload test checks every name).
func TestPyParserChoosesLikePython(t *testing.T) {
	sum := newPyParser("Tensor.sum", false,
		"sum(*, ScalarType? dtype=None)",
		"sum(IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)",
		"sum(DimnameList[1] dim, bool keepdim=False, *, ScalarType? dtype=None)")
	view := newPyParser("Tensor.view", false, "view(ScalarType dtype)", "view(SymIntArrayRef size)")
	flatten := newPyParser("Tensor.flatten", false,
		"flatten(int64_t start_dim, int64_t end_dim, Dimname out_dim)",
		"flatten(int64_t start_dim=0, int64_t end_dim=-1)",
		"flatten(Dimname start_dim, Dimname end_dim, Dimname out_dim)",
		"flatten(DimnameList dims, Dimname out_dim)")
	rot90 := newPyParser("Tensor.rot90", false, "rot90(int64_t k=1, IntArrayRef dims={0,1})")
	add := newPyParser("torch.add", true, "add(Tensor input, Tensor other, *, Scalar alpha=1, Tensor out=None)")
	mm := newPyParser("torch.mm", false, "mm(Tensor input, Tensor mat2, *, Tensor out=None)")
	x := &Tensor{}
	cases := []struct {
		p    *pyParser
		args []any
		want int // -1: rejected
	}{
		{sum, nil, 0},
		{sum, []any{Float64}, -1}, // dtype is keyword-only
		{sum, []any{kw.Of("dtype", Float64)}, 0},
		{sum, []any{1}, 1},
		{sum, []any{[]int{0, 1}}, 1},
		{sum, []any{1, true}, 1},
		{sum, []any{1, kw.Of("keepdim", true)}, 1},
		{sum, []any{kw.Of("dim", 1), kw.Of("keepdim", true)}, 1},
		{sum, []any{"N"}, 2},
		{sum, []any{1, kw.Of("keepdim", true), kw.Of("keepdim", false)}, -1},
		{sum, []any{1, kw.Of("bogus", true)}, -1},
		{sum, []any{kw.Of("keepdim", true)}, -1}, // dim has no default: Python's TypeError too
		{sum, []any{kw.Of("keepdim", true), 1}, -1},
		{view, []any{2, 3}, 1},
		{view, []any{6}, 1},
		{view, []any{[]int64{2, 3}}, 1},
		{view, []any{Float64}, 0},
		{flatten, nil, 1},
		{flatten, []any{1}, 1},
		{flatten, []any{1, 2}, 1},
		{flatten, []any{kw.Of("start_dim", 1)}, 1},
		{flatten, []any{0, 1, "C"}, 0},
		{flatten, []any{[]string{"A", "B"}, "C"}, 3},
		{flatten, []any{true}, -1},
		{rot90, nil, 0}, // a default with a comma in braces
		{rot90, []any{1, []int{0, 1}}, 0},
		{add, []any{x, x}, 0},
		{add, []any{x, x, kw.Of("alpha", 2)}, 0},
		{add, []any{x, x, kw.Of("alpha", 2.5), kw.Of("out", x)}, 0},
		{add, []any{x}, -1},
		{add, []any{x, 2}, 0}, // add's Tensor parameters take numbers (wrapped numbers), as in Python
		{mm, []any{x, 2}, -1}, // mm's take none: Python's TypeError too
	}
	for _, c := range cases {
		vals := make([]any, 8)
		got, err := c.p.parse(c.args, vals, nil)
		if got != c.want {
			t.Errorf("%s%v: signature %d (%v), want %d", c.p.name, c.args, got, err, c.want)
		}
		if c.want < 0 {
			var ae *ArgumentError
			if !errors.As(err, &ae) || !strings.Contains(err.Error(), "expected one of") {
				t.Errorf("%s%v: error %v, want an *ArgumentError listing the signatures", c.p.name, c.args, err)
			}
		}
	}
}

// The values reach the typed functions' Go types.
func TestPyParserConverts(t *testing.T) {
	p := newPyParser("torch.x", false, "x(IntArrayRef[1]? dim, bool keepdim=False, *, Scalar alpha=1, Tensor? w=None, Device? device=None, int64_t n=0)")
	vals := make([]any, 8)
	if _, err := p.parse([]any{2, kw.Of("alpha", 0.5), kw.Of("w", nil), kw.Of("device", "cpu"), kw.Of("n", Some[int64](3))}, vals, nil); err != nil {
		t.Fatal(err)
	}
	if d, ok := pyArg[[]int64](vals, 0); !ok || len(d) != 1 || d[0] != 2 {
		t.Errorf("dim = %v %v, want [2]", d, ok)
	}
	if _, ok := pyArg[bool](vals, 1); ok {
		t.Error("keepdim given, want not given")
	}
	if a, ok := pyArg[Scalar](vals, 2); !ok || a.Float64() != 0.5 {
		t.Errorf("alpha = %v %v, want 0.5", a, ok)
	}
	if _, ok := pyArg[*Tensor](vals, 3); ok {
		t.Error("w=nil given as a tensor, want None (not given)")
	}
	if d, ok := pyArg[Device](vals, 4); !ok || d.Type != CPU {
		t.Errorf("device = %v %v, want cpu", d, ok)
	}
	if n, ok := pyArg[int64](vals, 5); !ok || n != 3 {
		t.Errorf("n = %v %v, want 3 (from Some[int64](3))", n, ok)
	}
}

// The parser allocates nothing for the common call shapes (the per-call
// budget, docs/design/pytorch-layer.md): the ints Python's shapes make
// (x.sum(1), x.view(3, 2)) go to the caller's scratch space.
func TestPyParserAllocations(t *testing.T) {
	sum := newPyParser("Tensor.sum", false,
		"sum(*, ScalarType? dtype=None)",
		"sum(IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)")
	view := newPyParser("Tensor.view", false, "view(ScalarType dtype)", "view(SymIntArrayRef size)")
	for _, c := range []struct {
		p    *pyParser
		args []any
		want []int64
	}{
		{sum, []any{1, kw.Keepdim(true), kw.Of("dtype", Float64)}, []int64{1}},
		{sum, []any{[]int64{0, 1}, kw.Keepdim(true)}, []int64{0, 1}},
		{view, []any{3, 2}, []int64{3, 2}},
	} {
		var vals [8]any
		var ints [pyScratch]int64
		if i, err := c.p.parse(c.args, vals[:], ints[:]); i != 1 {
			t.Fatalf("%s%v: signature %d (%v), want 1", c.p.name, c.args, i, err)
		}
		if got, ok := pyIntList(vals[:], 0, ints[:]); !ok || !slices.Equal(got, c.want) {
			t.Errorf("%s%v: int list %v %v, want %v", c.p.name, c.args, got, ok, c.want)
		}
		if n := testing.AllocsPerRun(100, func() { clear(vals[:]); c.p.parse(c.args, vals[:], ints[:]) }); n > 0 {
			t.Errorf("%s%v: parse allocates %v times per call, want 0", c.p.name, c.args, n)
		}
	}
	// Without scratch space, or with too little, the lists are allocated.
	var vals [8]any
	if i, _ := view.parse([]any{1, 2, 3}, vals[:], nil); i != 1 {
		t.Fatal("view(1, 2, 3) without scratch space: not parsed")
	}
	if got, ok := pyIntList(vals[:], 0, nil); !ok || !slices.Equal(got, []int64{1, 2, 3}) {
		t.Errorf("view(1, 2, 3) without scratch space: %v %v", got, ok)
	}
	small := make([]int64, 2)
	clear(vals[:]) // parse takes vals all nil
	if i, _ := view.parse([]any{1, 2, 3}, vals[:], small); i != 1 {
		t.Fatal("view(1, 2, 3) with 2 ints of scratch space: not parsed")
	}
	if got, ok := pyIntList(vals[:], 0, small); !ok || !slices.Equal(got, []int64{1, 2, 3}) {
		t.Errorf("view(1, 2, 3) with 2 ints of scratch space: %v %v", got, ok)
	}
}

// The Python-shaped methods of docs/API.md §1a give the typed calls'
// values.
func TestPythonShapedMethods(t *testing.T) {
	noLeaks(t)
	x := MustFromSlice([]float32{1, -2, 3, 4, 5, -6}, 2, 3)
	defer x.Free()
	same := func(name string, got, want *Tensor) {
		t.Helper()
		defer got.Free()
		defer want.Free()
		if err := errors.Join(got.Err(), want.Err()); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if g, w := got.String(), want.String(); g != w || !slices.Equal(got.Shape(), want.Shape()) {
			t.Errorf("%s: %s, want %s", name, g, w)
		}
	}
	same("Sum(1, keepdim)", x.Sum(1, kw.Keepdim(true)), x.SumDimIntList(Some([]int64{1}), SumDimIntListOptions{Keepdim: Some(true)}))
	same("Sum()", x.Sum(), Sum(x))
	same("Sum(SumOptions)", x.Sum(SumOptions{Dtype: Some(Float64)}), Sum(x, SumOptions{Dtype: Some(Float64)}))
	same("Flatten(1)", x.Flatten(1), x.FlattenUsingInts(FlattenUsingIntsOptions{StartDim: Some[int64](1)}))
	same("View(3, 2)", x.View(3, 2), View(x, []int64{3, 2}))
	same("View([]int64)", x.View([]int64{6}), View(x, []int64{6}))
	same("Argmax(dim=1)", x.Argmax(kw.Dim(1)), Argmax(x, ArgmaxOptions{Dim: Some[int64](1)}))
	same("Argmax(ArgmaxOptions)", x.Argmax(ArgmaxOptions{Dim: Some[int64](0)}), Argmax(x, ArgmaxOptions{Dim: Some[int64](0)}))
	half := x.Div(2)
	defer half.Free()
	same("Divide(2, floor)", x.Divide(2, kw.RoundingMode("floor")), half.Floor())
	if err := x.Sum(kw.Keepdim(true)).Err(); err == nil || !strings.Contains(err.Error(), "expected one of") {
		t.Errorf("Sum(keepdim=True) without dim: %v, want Python's TypeError", err)
	}
}

// The names whose results are not one tensor (several, a list, a value)
// and the sub-modules' functions, against their typed functions.
func TestPythonShapedResults(t *testing.T) {
	noLeaks(t)
	x := MustFromSlice([]float32{1, -2, 3, 4, 5, -6}, 2, 3)
	defer x.Free()
	same := func(name string, got, want *Tensor) {
		t.Helper()
		if err := errors.Join(got.Err(), want.Err()); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if g, w := got.String(), want.String(); g != w || !slices.Equal(got.Shape(), want.Shape()) {
			t.Errorf("%s: %s, want %s", name, g, w)
		}
	}
	// x.topk(2, dim=0, largest=False)
	top, err := x.Topk(2, kw.Dim(0), kw.Largest(false))
	if err != nil {
		t.Fatal(err)
	}
	defer top.Free()
	want, err := typedTopk(x, 2, TopkOptions{Dim: Some[int64](0), Largest: Some(false)})
	if err != nil {
		t.Fatal(err)
	}
	defer want.Free()
	same("Topk values", top.Values, want.Values)
	same("Topk indices", top.Indices, want.Indices)
	// torch.sort(x, descending=True), and its out=(values, indices).
	sorted, err := Sort(x, kw.Descending(true))
	if err != nil {
		t.Fatal(err)
	}
	defer sorted.Free()
	v, i := EmptyLike(x), EmptyLike(x, kw.Dtype(Int64))
	defer v.Free()
	defer i.Free()
	into, err := Sort(x, kw.Descending(true), kw.Out([]*Tensor{v, i}))
	if err != nil {
		t.Fatal(err)
	}
	if into.Values != v || into.Indices != i {
		t.Errorf("Sort(out=(v, i)) returned other tensors than v and i")
	}
	same("Sort(out=) values", v, sorted.Values)
	same("Sort(out=) indices", i, sorted.Indices)
	if _, err := Sort(x, kw.Out([]*Tensor{v})); err == nil || !strings.Contains(err.Error(), "expected one of") {
		t.Errorf("Sort(out=(v,)): %v, want Python's TypeError (out= takes 2 tensors)", err)
	}
	// The typed call shape with an untyped constant, which the typed
	// parameter made an int64 and ...any makes an int.
	old, err := x.Chunk(3, ChunkOptions{Dim: Some[int64](1)})
	if err != nil || len(old) != 3 {
		t.Fatalf("Chunk(3, ChunkOptions{Dim: 1}): %d parts, %v", len(old), err)
	}
	FreeAll(old)
	// x.chunk(3, 1): a list.
	parts, err := x.Chunk(3, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer FreeAll(parts)
	if len(parts) != 3 || !slices.Equal(parts[2].Shape(), []int64{2, 1}) {
		t.Errorf("Chunk(3, 1): %d parts, want 3 of 2x1", len(parts))
	}
	// x.max() is a tensor; x.max(1) returns (values, indices), which a
	// Go function returning *Tensor cannot: the error names MaxDim.
	m := x.Max()
	defer m.Free()
	if got, err := m.Item(); err != nil || got.Float64() != 5 {
		t.Errorf("Max().Item() = %v, %v; want 5", got, err)
	}
	var ae *ArgumentError
	if err := x.Max(1).Err(); !errors.As(err, &ae) || !strings.Contains(err.Error(), "Tensor.MaxDim") {
		t.Errorf("Max(1): %v, want an *ArgumentError naming Tensor.MaxDim", err)
	}
	// torch.linalg.norm(x, 2, dim=1) and torch.fft.rfft(x): the modules'
	// values.
	freed := func(name string, got, want *Tensor) {
		t.Helper()
		defer got.Free()
		defer want.Free()
		same(name, got, want)
	}
	freed("Linalg.Norm", Linalg.Norm(x, 2, kw.Dim(1)), LinalgNorm(x, LinalgNormOptions{Ord: Some(Float(2)), Dim: Some([]int64{1})}))
	freed("Fft.Rfft", Fft.Rfft(x), FftRfft(x))
	freed("Special.Expit", Special.Expit(x), Sigmoid(x))
}

// pyFastMatch against the parser's conversions: the values it fills, and
// vals left as they were when the arguments do not fit.
func TestPyFastMatch(t *testing.T) {
	x := &Tensor{}
	var ints [pyScratch]int64
	cases := []struct {
		args  []any
		shape string
		ok    bool
		want  []any
	}{
		{[]any{x, 1}, "ti", true, []any{x, int64(1), nil}},
		{[]any{x, 1.5}, "ti", false, nil},       // a float for an int
		{[]any{x}, "ti", false, nil},            // too few
		{[]any{x, 1, 2}, "ti", false, nil},      // too many
		{[]any{x, kw.Dim(1)}, "ti", false, nil}, // a keyword is not a value
		{[]any{[]*Tensor{x, x}, 0}, "Ti", true, []any{[]*Tensor{x, x}, int64(0), nil}},
		{[]any{[]*Tensor{x, nil}}, "T", false, nil}, // a nil tensor
		{[]any{(*Tensor)(nil)}, "t", false, nil},
		{[]any{2.5, true}, "fb", true, []any{2.5, true, nil}},
	}
	for i, c := range cases {
		vals := make([]any, 3)
		got := pyFastMatch(c.args, vals, ints[:], c.shape)
		if got != c.ok {
			t.Errorf("case %d (%q %v): %v, want %v", i, c.shape, c.args, got, c.ok)
			continue
		}
		want := c.want
		if !c.ok {
			want = []any{nil, nil, nil}
		}
		for k := range vals {
			if !reflect.DeepEqual(vals[k], want[k]) {
				t.Errorf("case %d (%q %v): vals[%d] = %#v, want %#v", i, c.shape, c.args, k, vals[k], want[k])
			}
		}
	}
	// The inlined forms are pyFastMatch's.
	inlined := map[string]func(args, vals []any) bool{"t": pyFastT, "tt": pyFastTT, "ti": pyFastTI, "i": pyFastI, "T": pyFastL, "Ti": pyFastLI}
	samples := []any{x, (*Tensor)(nil), 1, int64(1), 2.5, true, []*Tensor{x}, []*Tensor{nil}, kw.Dim(1)}
	for shape, fn := range inlined {
		for _, a := range samples {
			for _, b := range append(samples, "none") {
				args := []any{a}
				if b != "none" {
					args = append(args, b)
				}
				v1, v2 := make([]any, 2), make([]any, 2)
				ok1, ok2 := fn(args, v1), pyFastMatch(args, v2, nil, shape)
				if ok1 != ok2 || !reflect.DeepEqual(v1, v2) {
					t.Errorf("%q %v: inlined %v %v, pyFastMatch %v %v", shape, args, ok1, v1, ok2, v2)
				}
			}
		}
	}
	// A single int for a sized int list goes to the scratch space, in
	// order: x.Sum(1) as the parser takes it.
	vals := make([]any, 2)
	if !pyFastMatch([]any{x, 3}, vals, ints[:], "td") {
		t.Fatal(`pyFastMatch(x, 3; "td") = false`)
	}
	if got, ok := pyIntList(vals, 1, ints[:]); !ok || !slices.Equal(got, []int64{3}) {
		t.Errorf("the dim of one int: %v, %v; want [3]", got, ok)
	}
}

// pyFastCase is a call an entry point's fast path takes, and the
// signature it reaches (python_methods_test.go lists them).
type pyFastCase struct {
	p    *pyParser
	args []any
	want int
}

// pyFastSampleTensor stands for a tensor argument: the parser only checks
// that it is a non-nil *Tensor.
var pyFastSampleTensor = &Tensor{}

// TestFastPathsAreTheParsers: the generator proves each fast path's shape
// reaches its signature from the signatures alone; here the parser itself
// must pick the same signature for every argument list a fast path takes.
func TestFastPathsAreTheParsers(t *testing.T) {
	if len(pyFastCases) == 0 {
		t.Fatal("no fast paths generated")
	}
	names := map[*pyParser]bool{}
	for _, c := range pyFastCases {
		names[c.p] = true
		var vals [64]any
		var ints [pyScratch]int64
		if got, err := c.p.parse(c.args, vals[:], ints[:]); got != c.want {
			t.Errorf("%s%v: the parser picks signature %d (%v), the fast path %d", c.p.name, c.args, got, err, c.want)
		}
	}
	t.Logf("%d argument lists of the fast paths of %d names: the parser agrees", len(pyFastCases), len(names))
}

// The entry points whose every signature starts with a tensor list take it
// typed (torch.Cat(tensors, args...)), so that the caller's slice literal
// stays on the stack: their common calls allocate no more than the typed
// calls they reach (a []*Tensor in args ...any made two allocations more).
func TestLeadingListAllocations(t *testing.T) {
	x := Ones(2, 3)
	defer x.Free()
	for _, c := range []struct {
		name         string
		typed, shape func() *Tensor
	}{
		{"torch.cat(xs, 1)",
			func() *Tensor { return typedCat([]*Tensor{x, x}, CatOptions{Dim: Some[int64](1)}) },
			func() *Tensor { return Cat([]*Tensor{x, x}, 1) }},
		{"torch.cat(xs)",
			func() *Tensor { return typedCat([]*Tensor{x, x}) },
			func() *Tensor { return Cat([]*Tensor{x, x}) }},
		{"torch.stack(xs, 0)",
			func() *Tensor { return typedStack([]*Tensor{x, x}, StackOptions{Dim: Some[int64](0)}) },
			func() *Tensor { return Stack([]*Tensor{x, x}, 0) }},
	} {
		want, got := c.typed(), c.shape()
		if eq, err := want.Equal(got); err != nil || !eq {
			t.Errorf("%s: %v, want %v (%v)", c.name, got, want, err)
		}
		want.Free()
		got.Free()
		typed := testing.AllocsPerRun(50, func() { c.typed().Free() })
		shape := testing.AllocsPerRun(50, func() { c.shape().Free() })
		if shape > typed {
			t.Errorf("%s: %v allocations a call, the typed call %v", c.name, shape, typed)
		}
	}
	// A keyword, and the parser's path (out=), which copies the list.
	want := typedCat([]*Tensor{x, x}, CatOptions{Dim: Some[int64](1)})
	defer want.Free()
	got := Cat([]*Tensor{x, x}, kw.Dim(1))
	defer got.Free()
	if eq, err := want.Equal(got); err != nil || !eq {
		t.Errorf("torch.cat(xs, dim=1): %v, want %v (%v)", got, want, err)
	}
	out := Empty(2, 6)
	defer out.Free()
	if err := Cat([]*Tensor{x, x}, 1, kw.Of("out", out)).Err(); err != nil {
		t.Fatal(err)
	}
	if eq, err := out.Equal(want); err != nil || !eq {
		t.Errorf("torch.cat(xs, 1, out=out): %v, want %v (%v)", out, want, err)
	}
}
