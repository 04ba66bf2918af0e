package main

import (
	"go/ast"
	goparser "go/parser"
	"go/token"
	"io/fs"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/internal/testkit"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// TestNamesPythonFake: names --python needs no real libtorch; the fake
// install's one operator, relu, is torch.relu, Tensor.relu and F.relu.
func TestNamesPythonFake(t *testing.T) {
	lt := fakeLibtorch(t)
	for _, name := range []string{"torch.relu", "Tensor.relu", "torch.Tensor.relu", "F.relu", "torch.nn.functional.relu"} {
		r := gotorchgen(t, nil, "names", "--libtorch", lt, "--python", name)
		if r.code != 0 {
			t.Errorf("--python %s: exit %d, stderr:\n%s", name, r.code, r.stderr)
			continue
		}
		// The Python-shaped function comes first; the default overload's
		// typed function is reached through it.
		want := "Relu  torch.Relu(...): Python's call shapes, the overload Python's parser picks; a *Tensor that carries its error (Result for (T, error))\n" +
			"Relu  aten::relu (through Relu, with the typed call shape too)\n"
		if strings.Contains(name, "functional") || strings.HasPrefix(name, "F.") {
			// F.relu is a Python function over torch.relu: the runtime's
			// port, package nn's F.
			want = "nn.F.Relu  nn.F.Relu(...): Python's call shapes, the overload Python's parser picks; a *Tensor that carries its error (Result for (T, error))\n" +
				"Relu       aten::relu\n"
		}
		if strings.Contains(name, "Tensor.") {
			// The Python-shaped method comes first.
			want = "Tensor.Relu  x.Relu(...): Python's call shapes, the overload Python's parser picks\n" +
				"Relu         aten::relu\n"
		}
		if r.stdout != want {
			t.Errorf("--python %s: stdout %q, want %q", name, r.stdout, want)
		}
	}
	wantFailure(t, gotorchgen(t, nil, "names", "--libtorch", lt, "--python", "torch.empty"), 1,
		"no operator has the Python name torch.empty")
	wantFailure(t, gotorchgen(t, nil, "names", "--libtorch", lt, "--python", "Tensor.nosuch"), 1,
		"no operator has the Python name Tensor.nosuch", "spell them")
	wantFailure(t, gotorchgen(t, nil, "names", "--libtorch", lt, "--python", "linalg.relu"), 1,
		"no operator has the Python name torch.linalg.relu; did you mean Tensor.relu, torch.nn.functional.relu, torch.relu?")
	wantFailure(t, gotorchgen(t, nil, "names", "--libtorch", lt, "--python", ""), 2,
		"--python needs a PyTorch name")
	// Without --python, names still prints the manifest.
	if r := gotorchgen(t, nil, "names", "--libtorch", lt); r.code != 0 || r.stdout != "aten::relu Relu\naten::relu Tensor.Relu\n" {
		t.Errorf("names: exit %d, stdout %q", r.code, r.stdout)
	}
}

// TestNamesPython: the real install answers the common PyTorch spellings.
func TestNamesPython(t *testing.T) {
	testkit.NeedLibtorch(t, "/usr")
	tests := []struct {
		python string
		want   []string // lines of stdout, spaces squeezed
	}{
		{"torch.empty", []string{"EmptyMemoryFormat aten::empty.memory_format", "EmptyOut aten::empty.out"}},
		{"F.cross_entropy", []string{"CrossEntropyLoss aten::cross_entropy_loss"}},
		{"torch.nn.functional.cross_entropy", []string{"CrossEntropyLoss aten::cross_entropy_loss"}},
		{"Tensor.sum", []string{"Sum aten::sum", "SumDimIntList aten::sum.dim_IntList"}},
		{"torch.linalg.solve", []string{"LinalgSolve aten::linalg_solve", "LinalgSolveOut aten::linalg_solve.out"}},
		{"Tensor.add_", []string{"Add_Tensor aten::add_.Tensor"}},
		{"Tensor.__and__", []string{"AndTensor aten::__and__.Tensor"}},
		{"Tensor.T", []string{"NumpyT aten::numpy_T"}},
	}
	for _, tt := range tests {
		r := gotorchgen(t, nil, "names", "--libtorch", "/usr", "--python", tt.python)
		if r.code != 0 {
			t.Errorf("--python %s: exit %d, stderr:\n%s", tt.python, r.code, r.stderr)
			continue
		}
		got := map[string]bool{}
		for _, line := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
			got[strings.Join(strings.Fields(line), " ")] = true
		}
		for _, w := range tt.want {
			if !got[w] {
				t.Errorf("--python %s: no line %q in:\n%s", tt.python, w, r.stdout)
			}
		}
	}
	wantFailure(t, gotorchgen(t, nil, "names", "--libtorch", "/usr", "--python", "Tensor.cross_entropy"), 1,
		"did you mean torch.nn.functional.cross_entropy?")

	// Names that are not operators, and the Python-shaped method first.
	for _, c := range []struct{ python, first string }{
		{"torch.no_grad", "NoGrad torch.NoGrad(func() error { ... })"},
		{"Tensor.__getitem__", "Tensor.Index x.Index(0, torch.Slice(1, 3))"},
		{"nn.Linear", "nn.NewLinear nn.NewLinear(in, out)"},
		{"Tensor.flatten", "Tensor.Flatten x.Flatten(...): Python's call shapes, the overload Python's parser picks"},
		{"torch.linalg.solve", "Linalg.Solve torch.Linalg.Solve(...): Python's call shapes, the overload Python's parser picks; a *Tensor that carries its error (Result for (T, error))"},
		{"Tensor.topk", "Tensor.Topk x.Topk(...): Python's call shapes, the overload Python's parser picks; returns (TopkTuple, error)"},
	} {
		r := gotorchgen(t, nil, "names", "--python", c.python)
		first, _, _ := strings.Cut(r.stdout, "\n")
		if r.code != 0 || strings.Join(strings.Fields(first), " ") != c.first {
			t.Errorf("names --python %s: exit %d, first line %q, want %q", c.python, r.code, first, c.first)
		}
	}

	// Without --libtorch it reads the default install, and it lists the
	// signatures Python's parser tries, in order, with what each reaches.
	r := gotorchgen(t, nil, "names", "--python", "Tensor.sum")
	want := "# Python's argument parser tries, in order (the first that takes the arguments wins):\n" +
		"#   sum(*, ScalarType? dtype=None)  ->  Sum\n" +
		"#   sum(IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)  ->  SumDimIntList\n" +
		"#   sum(DimnameList[1] dim, bool keepdim=False, *, ScalarType? dtype=None)  ->  SumDimDimnameList\n"
	if r.code != 0 || !strings.HasSuffix(r.stdout, want) {
		t.Errorf("names --python Tensor.sum: exit %d, stdout:\n%s\nwant it to end with:\n%s", r.code, r.stdout, want)
	}
}

// TestRuntimeNamesExist: every Go symbol of overloads/pynames/runtime.txt
// is declared in the committed generated package (generated/torch, its nn).
func TestRuntimeNamesExist(t *testing.T) {
	decls := map[string]bool{}
	for dir, prefix := range map[string]string{"../../generated/torch": "", "../../generated/torch/nn": "nn."} {
		pkgs, err := goparser.ParseDir(token.NewFileSet(), dir, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pkgs {
			for _, f := range p.Files {
				for _, d := range f.Decls {
					fd, ok := d.(*ast.FuncDecl)
					if !ok {
						continue
					}
					name := fd.Name.Name
					if fd.Recv != nil && len(fd.Recv.List) == 1 {
						typ := fd.Recv.List[0].Type
						if st, ok := typ.(*ast.StarExpr); ok {
							typ = st.X
						}
						if id, ok := typ.(*ast.Ident); ok {
							name = id.Name + "." + name
						}
					}
					decls[prefix+name] = true
				}
			}
		}
	}
	names := overloads.RuntimeNames()
	if len(names) < 40 {
		t.Fatalf("runtime.txt has %d entries", len(names))
	}
	for _, r := range names {
		if !decls[r.Symbol] {
			t.Errorf("runtime.txt: %s: %s is not declared in generated/torch", r.Python, r.Symbol)
		}
	}
}
