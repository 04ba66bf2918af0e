package overloads

import (
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

func TestFunc(t *testing.T) {
	tests := []struct{ name, overload, want string }{
		// CamelCase(name) + CamelCase(overload).
		{"add", "Tensor", "AddTensor"},
		{"add", "Scalar", "AddScalar"},
		{"add", "out", "AddOut"},
		{"add", "Scalar_out", "AddScalarOut"},
		{"max", "dim", "MaxDim"},
		{"max", "dim_max", "MaxDimMax"},
		{"max", "", "Max"},
		{"sum", "dim_IntList", "SumDimIntList"},
		{"abs", "", "Abs"},
		{"batch_norm", "", "BatchNorm"},
		{"adaptive_max_pool3d_backward", "grad_input", "AdaptiveMaxPool3dBackwardGradInput"},
		{"fbgemm_linear_fp16_weight_fp32_activation", "", "FbgemmLinearFp16WeightFp32Activation"},
		{"special_xlog1py", "self_scalar", "SpecialXlog1pySelfScalar"},
		// Inner capitals are kept.
		{"_cast_Byte", "", "InternalCastByte"},
		{"_dimI", "", "InternalDimI"},
		{"where", "ScalarOther", "WhereScalarOther"},
		// In-place: the name's trailing "_" is kept.
		{"add_", "Tensor", "Add_Tensor"},
		{"add_", "Scalar", "Add_Scalar"},
		{"abs_", "", "Abs_"},
		{"set_", "source_Storage", "Set_SourceStorage"},
		// So is the overload's ("range.out_" and "range.out" both exist).
		{"range", "out_", "RangeOut_"},
		{"range", "out", "RangeOut"},
		// A leading "_" becomes "Internal".
		{"_softmax", "", "InternalSoftmax"},
		{"_softmax", "out", "InternalSoftmaxOut"},
		{"_linalg_det", "result", "InternalLinalgDetResult"},
		{"_foreach_add_", "Scalar", "InternalForeachAdd_Scalar"},
		{"_foreach_add", "Scalar", "InternalForeachAddScalar"},
		{"_foreach_log10_", "", "InternalForeachLog10_"},
		{"_amp_foreach_non_finite_check_and_unscale_", "", "InternalAmpForeachNonFiniteCheckAndUnscale_"},
		{"_fused_moving_avg_obs_fq_helper", "", "InternalFusedMovingAvgObsFqHelper"},
		{"_grid_sampler_2d_cpu_fallback", "out", "InternalGridSampler2dCpuFallbackOut"},
		// Dunders go through the operator table.
		{"__and__", "Scalar", "AndScalar"},
		{"__and__", "Tensor", "AndTensor"},
		{"__iand__", "Tensor", "IandTensor"},
		{"__iand__", "Scalar", "IandScalar"},
		{"__ilshift__", "Tensor", "IlshiftTensor"},
		{"__lshift__", "Scalar_out", "LshiftScalarOut"},
		{"__rshift__", "Tensor_out", "RshiftTensorOut"},
		{"__ixor__", "Scalar", "IxorScalar"},
		{"__getitem__", "", "Index"},
		// A dunder the table lacks is camel-cased.
		{"__foo_bar__", "", "FooBar"},
		// A name that would not start with a letter gets one.
		{"2d", "", "Op2d"},
		{"_2d", "", "Internal2d"},
	}
	for _, tt := range tests {
		if got := Func(tt.name, tt.overload); got != tt.want {
			t.Errorf("Func(%q, %q) = %q, want %q", tt.name, tt.overload, got, tt.want)
		}
	}
}

func TestOptionsTuple(t *testing.T) {
	if got := Options("AddTensor"); got != "AddTensorOptions" {
		t.Errorf("Options = %q", got)
	}
	if got := Tuple("MaxDim"); got != "MaxDimTuple" {
		t.Errorf("Tuple = %q", got)
	}
	// The reason for "Tuple" rather than "Result": _linalg_det.result exists,
	// so _linalg_det's result struct would be InternalLinalgDetResult, the
	// name of that overload's function.
	if Func("_linalg_det", "")+"Result" != Func("_linalg_det", "result") {
		t.Errorf("the collision that rules out a Result suffix is gone")
	}
	if Tuple(Func("_linalg_det", "")) == Func("_linalg_det", "result") {
		t.Errorf("Tuple collides with _linalg_det.result")
	}
}

func TestCFunc(t *testing.T) {
	tests := []struct{ name, overload, want string }{
		{"add", "Tensor", "gt_add_Tensor"},
		{"add_", "Tensor", "gt_add__Tensor"},
		{"add", "out", "gt_add_out"},
		{"abs", "", "gt_abs"},
		{"_softmax", "", "gt__softmax"},
		{"__iand__", "Tensor", "gt___iand___Tensor"},
		{"range", "out_", "gt_range_out_"},
	}
	for _, tt := range tests {
		op := &model.Operator{Namespace: "aten", Name: tt.name, Overload: tt.overload}
		if got := CFunc(op); got != tt.want {
			t.Errorf("CFunc(%s) = %q, want %q", op.ID(), got, tt.want)
		}
		if got := CFunc(op); got != "gt_"+op.CppStruct() {
			t.Errorf("CFunc(%s) = %q, want gt_ + the at::_ops struct %q", op.ID(), got, op.CppStruct())
		}
	}
}

func TestField(t *testing.T) {
	tests := []struct{ in, want string }{
		{"values", "Values"},
		{"indices", "Indices"},
		{"self_out", "SelfOut"},
		{"found_inf_out", "FoundInfOut"},
		{"LU", "LU"},
		{"Vh", "Vh"},
		{"non_blocking", "NonBlocking"},
		{"memory_format", "MemoryFormat"},
		{"out_", "Out_"},
		{"_scratch", "Scratch"},
		{"0", "V0"},
		{"", "V"},
	}
	for _, tt := range tests {
		if got := Field(tt.in); got != tt.want {
			t.Errorf("Field(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func args(names ...string) []model.Argument {
	a := make([]model.Argument, len(names))
	for i, n := range names {
		a[i] = model.Argument{Name: n, Type: model.TensorType{}}
	}
	return a
}

func TestParam(t *testing.T) {
	tests := []struct {
		in   []string
		want []string
	}{
		{[]string{"self", "other", "alpha"}, []string{"self", "other", "alpha"}},
		{[]string{"self", "non_blocking", "memory_format"}, []string{"self", "nonBlocking", "memoryFormat"}},
		// Go keywords.
		{[]string{"type", "range", "func", "default", "interface", "map", "select", "go"},
			[]string{"type_", "range_", "func_", "default_", "interface_", "map_", "select_", "go_"}},
		// Predeclared identifiers.
		{[]string{"len", "min", "max", "copy", "real", "imag", "complex", "new", "string", "int", "bool", "error", "any", "nil", "true", "append", "cap", "clear", "close", "print"},
			[]string{"len_", "min_", "max_", "copy_", "real_", "imag_", "complex_", "new_", "string_", "int_", "bool_", "error_", "any_", "nil_", "true_", "append_", "cap_", "clear_", "close_", "print_"}},
		// Names generated code uses.
		{[]string{"unsafe", "opts", "runtime"}, []string{"unsafe_", "opts_", "runtime_"}},
		// Duplicates after camel-casing, and after escaping.
		{[]string{"grad_input", "gradInput"}, []string{"gradInput", "gradInput_"}},
		{[]string{"type", "type_"}, []string{"type_", "type__"}},
		{[]string{"out", "out_", "out__"}, []string{"out", "out_", "out__"}},
		// Only the first letter is lowered.
		{[]string{"A", "LU", "UPLO", "Vh"}, []string{"a", "lu", "uplo", "vh"}},
		{[]string{"C"}, []string{"c"}},
		// A leading "_" is dropped; a leading digit or an empty name gets "arg".
		{[]string{"_scratch"}, []string{"scratch"}},
		{[]string{"1x", ""}, []string{"arg1x", "arg"}},
		{nil, []string{}},
	}
	for _, tt := range tests {
		got := Param(args(tt.in...))
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Param(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestAssignCollision builds colliding operators by hand: the error must
// name the identifier and both owners.
func TestAssignCollision(t *testing.T) {
	op := func(name, overload string) *model.Operator {
		return &model.Operator{Namespace: "aten", Name: name, Overload: overload}
	}
	tests := []struct {
		name    string
		ops     []*model.Operator
		runtime []string
		want    []string
	}{
		{"same camel case", []*model.Operator{op("foo_bar", ""), op("fooBar", "")}, nil,
			[]string{"FooBar: aten::foo_bar and aten::fooBar", "FooBarOptions: aten::foo_bar and aten::fooBar", "FooBarTuple: aten::foo_bar and aten::fooBar"}},
		{"overload meets name", []*model.Operator{op("foo", "bar"), op("foo_bar", "")}, nil,
			[]string{"FooBar: aten::foo.bar and aten::foo_bar"}},
		{"function meets options struct", []*model.Operator{op("foo", ""), op("foo", "Options")}, nil,
			[]string{"FooOptions: aten::foo and aten::foo.Options"}},
		{"function meets tuple struct", []*model.Operator{op("max", "dim"), op("max", "dim_Tuple")}, nil,
			[]string{"MaxDimTuple: aten::max.dim and aten::max.dim_Tuple"}},
		{"dunder meets name", []*model.Operator{op("__iadd__", "Tensor"), op("iadd", "Tensor")}, nil,
			[]string{"IaddTensor: aten::__iadd__.Tensor and aten::iadd.Tensor"}},
		{"private meets internal_", []*model.Operator{op("_softmax", ""), op("internal_softmax", "")}, nil,
			[]string{"InternalSoftmax: aten::_softmax and aten::internal_softmax"}},
		{"runtime identifier", []*model.Operator{op("add", ""), op("tensor", "")}, []string{"Tensor", "Scalar"},
			[]string{"Tensor: the runtime and aten::tensor"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Assign(tt.ops, tt.runtime)
			if err == nil {
				t.Fatalf("Assign = %v, want a collision error", a.Func)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q:\n%v", w, err)
				}
			}
		})
	}
}

func TestAssignNoCollision(t *testing.T) {
	ops := []*model.Operator{
		{Namespace: "aten", Name: "add", Overload: "Tensor"},
		{Namespace: "aten", Name: "add_", Overload: "Tensor"},
		{Namespace: "aten", Name: "add", Overload: "out"},
		{Namespace: "aten", Name: "range", Overload: "out"},
		{Namespace: "aten", Name: "range", Overload: "out_"},
		{Namespace: "aten", Name: "__and__", Overload: "Tensor"},
		{Namespace: "aten", Name: "__iand__", Overload: "Tensor"},
		{Namespace: "aten", Name: "_linalg_det"},
		{Namespace: "aten", Name: "_linalg_det", Overload: "result"},
	}
	a, err := Assign(ops, []string{"Tensor", "Scalar"})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Func) != len(ops) {
		t.Errorf("%d names for %d operators", len(a.Func), len(ops))
	}
	for _, op := range ops {
		if a.Func[op] != Func(op.Name, op.Overload) {
			t.Errorf("Assign named %s %s, Func gives %s", op.ID(), a.Func[op], Func(op.Name, op.Overload))
		}
	}
}

func TestManifest(t *testing.T) {
	lib := &model.Library{Operators: []*model.Operator{
		{Namespace: "aten", Name: "__iand__", Overload: "Tensor"},
		{Namespace: "aten", Name: "_softmax"},
		{Namespace: "aten", Name: "add", Overload: "Tensor"},
		{Namespace: "aten", Name: "add_", Overload: "Tensor"},
	}}
	want := "aten::__iand__.Tensor IandTensor\naten::_softmax InternalSoftmax\naten::add.Tensor AddTensor\naten::add_.Tensor Add_Tensor\n"
	if got := string(Manifest(lib)); got != want {
		t.Errorf("Manifest =\n%s\nwant\n%s", got, want)
	}
}

// realIDs reads every (name, overload) of the committed name manifests,
// which need no libtorch install.
func realIDs(t *testing.T) [][2]string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "golden", "names", "libtorch-*.txt"))
	if len(files) == 0 {
		t.Skip("no committed manifests under ../golden/names")
	}
	seen := map[string]bool{}
	var ids [][2]string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			id, _, _ := strings.Cut(strings.TrimPrefix(line, "aten::"), " ")
			if seen[id] {
				continue
			}
			seen[id] = true
			name, overload, _ := strings.Cut(id, ".")
			ids = append(ids, [2]string{name, overload})
		}
	}
	return ids
}

// TestFuncIsPure: a name depends only on (name, overload). Naming a
// shuffled or thinned-out operator list, or operators whose schemas differ,
// gives every operator the name it has in the full list.
func TestFuncIsPure(t *testing.T) {
	ids := realIDs(t)
	full := make([]*model.Operator, len(ids))
	for i, id := range ids {
		full[i] = &model.Operator{Namespace: "aten", Name: id[0], Overload: id[1], Kind: model.Functional}
	}
	ref, err := Assign(full, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, op := range full {
		want[op.ID()] = ref.Func[op]
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 20; round++ {
		// A fresh copy (new pointers, other arguments and kind), shuffled
		// and thinned out to a random fraction.
		var ops []*model.Operator
		keep := rng.Float64()
		for _, op := range full {
			if round == 0 || rng.Float64() < keep {
				ops = append(ops, &model.Operator{
					Namespace: "aten", Name: op.Name, Overload: op.Overload,
					Args: args("self", "other"), Kind: model.Out,
				})
			}
		}
		rng.Shuffle(len(ops), func(i, j int) { ops[i], ops[j] = ops[j], ops[i] })
		a, err := Assign(ops, nil)
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		for _, op := range ops {
			if a.Func[op] != want[op.ID()] {
				t.Fatalf("round %d (%d operators): %s named %s, %s in the full list", round, len(ops), op.ID(), a.Func[op], want[op.ID()])
			}
		}
	}
	t.Logf("%d real operators, 20 shuffled subsets: identical names", len(full))
}

// TestNamesAreGoIdentifiers: every real operator's function, options and
// tuple names are exported Go identifiers.
func TestNamesAreGoIdentifiers(t *testing.T) {
	for _, id := range realIDs(t) {
		f := Func(id[0], id[1])
		for _, n := range []string{f, Options(f), Tuple(f)} {
			if !token.IsIdentifier(n) || !token.IsExported(n) {
				t.Errorf("%s.%s: %q is not an exported Go identifier", id[0], id[1], n)
			}
		}
	}
}

// TestParamReal names the parameters of every real operator: valid,
// unexported, never a keyword or predeclared name, unique per function.
func TestParamReal(t *testing.T) {
	if _, err := os.Stat("/usr/include/ATen/core/Tensor.h"); err != nil {
		t.Skip("Debian's libtorch-dev is absent at /usr: make deps")
	}
	lib, _, err := parser.ReadInstall("/usr")
	if err != nil {
		t.Fatal(err)
	}
	escaped := 0
	for _, op := range lib.Operators {
		names := Param(op.Args)
		seen := map[string]bool{}
		for i, n := range names {
			if !token.IsIdentifier(n) || token.IsExported(n) || reserved[n] || seen[n] {
				t.Errorf("%s: argument %s → bad parameter name %q", op.ID(), op.Args[i].Name, n)
			}
			seen[n] = true
			if strings.HasSuffix(n, "_") {
				escaped++
			}
		}
	}
	t.Logf("%d operators; %d parameters escaped with a trailing _", len(lib.Operators), escaped)
}
