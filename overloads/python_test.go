package overloads

import (
	"io/fs"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/model"
)

// pyOp builds an operator as the install path reads it: no PythonModule.
func pyOp(name, overload string, fn, method bool) *model.Operator {
	op := &model.Operator{Namespace: "aten", Name: name, Overload: overload,
		Variants: model.Variants{Function: fn, Method: method}}
	op.Kind = model.Functional
	if model.IsInplaceName(name) {
		op.Kind = model.Inplace
	} else if overload == "out" || strings.HasSuffix(overload, "_out") {
		op.Kind = model.Out
	}
	return op
}

func TestPythonNames(t *testing.T) {
	tests := []struct {
		op   *model.Operator
		want []string
	}{
		{pyOp("empty", "memory_format", true, false), []string{"torch.empty"}},
		{pyOp("zeros", "", true, false), []string{"torch.zeros"}},
		{pyOp("add", "Tensor", true, true), []string{"Tensor.add", "torch.add"}},
		{pyOp("add", "Scalar", true, true), []string{"Tensor.add", "torch.add"}},
		{pyOp("add_", "Tensor", false, true), []string{"Tensor.add_"}},
		{pyOp("add", "out", true, false), []string{"torch.add"}},
		{pyOp("sum", "dim_IntList", true, true), []string{"Tensor.sum", "torch.sum"}},
		{pyOp("matmul", "", true, true), []string{"Tensor.matmul", "torch.matmul"}},
		{pyOp("cat", "", true, false), []string{"torch.cat"}},
		{pyOp("view", "", false, true), []string{"Tensor.view"}},
		{pyOp("linalg_solve", "", true, false), []string{"torch.linalg.solve"}},
		{pyOp("linalg_solve", "out", true, false), []string{"torch.linalg.solve"}},
		{pyOp("linalg_norm", "", true, false), []string{"torch.linalg.norm"}},
		{pyOp("fft_fft", "", true, false), []string{"torch.fft.fft"}},
		{pyOp("special_erf", "", true, false), []string{"torch.special.erf"}},
		{pyOp("cross_entropy_loss", "", true, false), []string{"torch.nn.functional.cross_entropy"}},
		{pyOp("nll_loss_nd", "", true, false), []string{"torch.nn.functional.nll_loss"}},
		{pyOp("relu", "", true, true), []string{"Tensor.relu", "torch.nn.functional.relu", "torch.relu"}},
		{pyOp("relu_", "", true, true), []string{"Tensor.relu_", "torch.nn.functional.relu", "torch.nn.functional.relu_", "torch.relu_"}},
		{pyOp("log_sigmoid", "", true, false), []string{"torch.nn.functional.logsigmoid"}},
		{pyOp("mse_loss", "", true, false), []string{"torch.nn.functional.mse_loss"}},
		{pyOp("mse_loss", "out", true, false), nil}, // F.mse_loss has no out=
		{pyOp("__and__", "Tensor", true, true), []string{"Tensor.__and__"}},
		{pyOp("__iand__", "Tensor", false, true), []string{"Tensor.__iand__"}},
		{pyOp("numpy_T", "", false, true), []string{"Tensor.T"}},
		{pyOp("_softmax", "", true, false), nil},
		{pyOp("_unique2", "", true, false), []string{"Tensor.unique", "torch.unique"}},
		{pyOp("upsample_nearest2d", "", true, false), []string{"torch.nn.functional.interpolate"}},
		{pyOp("convolution_backward", "", true, false), nil},
		{pyOp("mkldnn_linear", "", true, false), nil}, // known to the data, unbound
		// Newer than the data: torchgen's rules.
		{pyOp("frobnicate", "", true, true), []string{"Tensor.frobnicate", "torch.frobnicate"}},
		{pyOp("frobnicate", "out", true, false), nil},
		{pyOp("frobnicate_", "", false, true), []string{"Tensor.frobnicate_"}},
		{pyOp("nn_only_thing", "", true, false), nil},
		{pyOp("linalg_frobnicate", "", true, false), []string{"torch.linalg.frobnicate"}},
		{pyOp("linalg_frobnicate", "out", true, false), []string{"torch.linalg.frobnicate"}},
		{pyOp("_frobnicate", "", true, true), nil},
		{pyOp("frobnicate_backward", "", true, true), nil},
	}
	for _, tt := range tests {
		if got := PythonNames(tt.op); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("PythonNames(aten::%s) = %q, want %q", tt.op.ID(), got, tt.want)
		}
	}
}

// TestPythonNamesModule: from Declarations.yaml, python_module decides what
// the name alone cannot.
func TestPythonNamesModule(t *testing.T) {
	op := pyOp("frobnicate", "", true, false)
	if got := PythonNames(op); got != nil {
		t.Errorf("function-only, no module: %q, want none", got)
	}
	op.PythonModule = "nn"
	if got := PythonNames(op); got != nil {
		t.Errorf("python_module nn: %q, want none", got)
	}
	op.Variants.Method = true
	if got := PythonNames(op); got != nil {
		t.Errorf("python_module nn with a method: %q, want none", got)
	}
	op = pyOp("special_frobnicate", "", true, false)
	op.PythonModule = "special"
	if got, want := PythonNames(op), []string{"torch.special.frobnicate"}; !reflect.DeepEqual(got, want) {
		t.Errorf("python_module special: %q, want %q", got, want)
	}
}

func TestCanonicalPythonName(t *testing.T) {
	for in, want := range map[string]string{
		"F.cross_entropy":                  "torch.nn.functional.cross_entropy",
		"nn.functional.relu":               "torch.nn.functional.relu",
		"torch.nn.functional.relu":         "torch.nn.functional.relu",
		"torch.Tensor.sum":                 "Tensor.sum",
		"Tensor.sum":                       "Tensor.sum",
		"linalg.solve":                     "torch.linalg.solve",
		" torch.empty ":                    "torch.empty",
		"torch.linalg.norm":                "torch.linalg.norm",
		"numpy.sum":                        "numpy.sum",
		"torch.nn.functional.interpolate ": "torch.nn.functional.interpolate",
	} {
		if got := CanonicalPythonName(in); got != want {
			t.Errorf("CanonicalPythonName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPythonNamesData: the embedded files are what the script writes —
// sorted, one entry a line, no duplicates — and curated.txt's names are
// canonical and say why they are there.
func TestPythonNamesData(t *testing.T) {
	files, err := fs.Glob(pynamesFS, "pynames/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no embedded data: %v", err)
	}
	for _, f := range files {
		data, _ := fs.ReadFile(pynamesFS, f)
		var entries []string
		for i, line := range strings.Split(string(data), "\n") {
			text, comment, hasComment := strings.Cut(line, "#")
			text = strings.TrimSpace(text)
			if text == "" {
				continue
			}
			if strings.HasSuffix(f, "/curated.txt") {
				fields := strings.Fields(text)
				if CanonicalPythonName(fields[0]) != fields[0] {
					t.Errorf("%s:%d: %s is not canonical (%s)", f, i+1, fields[0], CanonicalPythonName(fields[0]))
				}
				if !hasComment || strings.TrimSpace(comment) == "" {
					t.Errorf("%s:%d: no reason given", f, i+1)
				}
				continue
			}
			if strings.HasSuffix(f, "/runtime.txt") {
				// Hand-kept, in reading order: python-name go-symbol usage.
				if len(strings.Fields(text)) < 3 {
					t.Errorf("%s:%d: want python-name go-symbol usage", f, i+1)
				}
				continue
			}
			entries = append(entries, text)
		}
		if !sort.StringsAreSorted(entries) {
			t.Errorf("%s is not sorted: rerun scripts/python-names.py", f)
		}
		for i := 1; i < len(entries); i++ {
			if entries[i] == entries[i-1] {
				t.Errorf("%s: %s twice", f, entries[i])
			}
		}
	}
	if v := PythonNamesSource(); v == "torch " {
		t.Error("the data does not name the torch it came from")
	}
}
