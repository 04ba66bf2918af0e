package torch

import (
	"encoding/base64"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// Tests of the dynamic layer's keyword arguments, schemas, SetAttr, extra
// files and named module trees against a module and results PyTorch
// 1.13.1 made (jit_kw_fixtures_test.go, scripts/make-jit-kw-fixtures.py).

type jitKwOutcome struct {
	Ok  []any  `json:"ok"`
	Err string `json:"err"`
}

type jitKwData struct {
	Unit            string                  `json:"unit"`
	Module          string                  `json:"module"`
	Extra           map[string]string       `json:"extra"`
	Calls           map[string]jitKwOutcome `json:"calls"`
	Sets            map[string]jitKwOutcome `json:"sets"`
	ScaledAfterSets []float64               `json:"scaledAfterSets"`
	NamedModules    []string                `json:"namedModules"`
	NamedParameters [][2]any                `json:"namedParameters"`
	NamedBuffers    [][2]any                `json:"namedBuffers"`
	MethodSchema    map[string]string       `json:"methodSchema"`
	OpSchema        string                  `json:"opSchema"`
}

func jitKw(t *testing.T) (jitKwData, []byte) {
	t.Helper()
	var d jitKwData
	if err := json.Unmarshal([]byte(jitKwFixtures), &d); err != nil {
		t.Fatal(err)
	}
	data, err := base64.StdEncoding.DecodeString(d.Module)
	if err != nil {
		t.Fatal(err)
	}
	return d, data
}

// floatsOf flattens Python's nested lists of numbers.
func floatsOf(v any) []float64 {
	switch x := v.(type) {
	case float64:
		return []float64{x}
	case []any:
		var out []float64
		for _, e := range x {
			out = append(out, floatsOf(e)...)
		}
		return out
	}
	return nil
}

// ivFloats is an IValue's values: a tensor's (as float32, then float64),
// a float's, an int's.
func ivFloats(t *testing.T, v *IValue) []float64 {
	t.Helper()
	switch {
	case v.IsTensor():
		var out []float64
		for _, f := range chained[float32](t, v.ToTensor()) {
			out = append(out, float64(f))
		}
		return out
	case v.IsFloat():
		f, _ := v.ToFloat()
		return []float64{f}
	case v.IsInt():
		n, _ := v.ToInt()
		return []float64{float64(n)}
	}
	t.Fatalf("a %s result", v.Type())
	return nil
}

// sameAsPython checks a call's outcome against Python's: the same values
// (float32-exact), or an error in both, Go's containing want.
func sameAsPython(t *testing.T, py map[string]jitKwOutcome, name string, got *IValue, err error, want string) {
	t.Helper()
	p, ok := py[name]
	if !ok {
		t.Fatalf("%s: no Python outcome (regenerate jit_kw_fixtures_test.go)", name)
	}
	if p.Err != "" {
		if err == nil {
			t.Errorf("%s: Go gives %s; Python raises %s", name, got.String(), p.Err)
			got.Free()
			return
		}
		if want == "" || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %q, want it to contain %q (Python: %s)", name, err, want, p.Err)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %v; Python gives %v", name, err, p.Ok)
		return
	}
	defer got.Free()
	g, w := ivFloats(t, got), floatsOf(p.Ok)
	for i := range w {
		w[i] = float64(float32(w[i]))
	}
	if !slices.Equal(g, w) {
		t.Errorf("%s = %v, Python's %v", name, g, w)
	}
}

func TestCallsByNameWithKeywords(t *testing.T) {
	noLeaks(t)
	d, data := jitKw(t)
	m, err := LoadModuleBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	x := tensor(t, []float32{1, 2}, 2)
	x2 := tensor(t, []float32{1, 2, 3, 4}, 2, 2)
	odd := tensor(t, []float32{float32(math.NaN()), 1, float32(math.Inf(1)), float32(math.Inf(-1))}, 4)
	xv := iv(t)(IValueOfTensor(x))
	const kwSchema = "kw(__torch__.KW self, Tensor x, float f, int n=1) -> Tensor"
	// Module.RunMethod: every rule of Python's argument binding.
	for _, c := range []struct {
		name, method string
		args         []any
		want         string // Go's error, where Python raises
	}{
		{"affine defaults", "affine", []any{x}, ""},
		{"affine int for float", "affine", []any{xv, 2}, ""},
		{"affine keyword skips a default", "affine", []any{x, kw.Of("b", 1)}, ""},
		{"affine keywords in any order", "affine", []any{x, kw.Of("b", 1.0), kw.Of("a", 3)}, ""},
		{"affine all by keyword", "affine", []any{kw.Of("x", x), kw.Of("b", 3)}, ""},
		{"affine wrong type", "affine", []any{x, kw.Of("a", "s")}, "torch: Module.RunMethod (torch::jit::Module::run_method): affine: argument 'a' is str, want float: affine(__torch__.KW self, Tensor x, float a=1., float b=0.) -> Tensor"},
		{"kw by keyword", "kw", []any{x, kw.Of("f", 0.5)}, ""},
		{"kw int for float keyword", "kw", []any{x, kw.Of("n", 2), kw.Of("f", 1)}, ""},
		{"kw too many positional", "kw", []any{x, 1, 2, 3}, "kw: takes 4 positional arguments but 5 were given: " + kwSchema},
		{"kw missing", "kw", []any{x}, "kw: missing 1 required argument: 'f': " + kwSchema},
		{"kw missing before unknown", "kw", []any{x, kw.Of("n", 2), kw.Of("y", 3)}, "kw: missing 1 required argument: 'f'"},
		{"kw unknown", "kw", []any{x, kw.Of("f", 1), kw.Of("y", 3)}, "kw: unknown keyword argument 'y': " + kwSchema},
		{"kw multiple values", "kw", []any{x, 1, kw.Of("f", 3)}, "kw: multiple values for argument 'f': " + kwSchema},
		{"total ints for floats", "total", []any{[]int{1, 2}}, ""},
	} {
		r, err := m.RunMethod(c.method, c.args...)
		sameAsPython(t, d.Calls, c.name, r, err, c.want)
	}
	// Two missing, and Go's own misuses (Python's syntax rules them out).
	for _, c := range []struct {
		args []any
		want string
	}{
		{nil, "kw: missing 2 required arguments: 'x' and 'f'"},
		{[]any{x, kw.Of("f", 1), kw.Of("f", 2)}, "kw: multiple values for argument 'f'"},
		{[]any{kw.Of("f", 1), x}, "kw: argument 1: a positional argument follows keyword argument 'f'"},
		{[]any{x, kw.Of("", 1)}, `kw: argument 1: "" is not a keyword`},
		{[]any{x, kw.Of("f", struct{}{})}, "kw: keyword argument 'f': a struct {}, which has no TorchScript value"},
		{[]any{x, (*Tensor)(nil)}, "kw: argument 1: a nil *Tensor"},
	} {
		if r, err := m.RunMethod("kw", c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("RunMethod(kw, %v): %v, want %q", c.args, err, c.want)
			r.Free()
		}
	}

	check := func(name, want string) func(*IValue, error) {
		return func(v *IValue, err error) {
			t.Helper()
			sameAsPython(t, d.Calls, name, v, err, want)
		}
	}
	// IValue.CallMethod on a scripted class instance.
	h := iv(t)(m.RunMethod("get_helper"))
	check("helper mul keyword", "")(h.CallMethod("mul", x, kw.Of("k", 3)))
	check("helper mul int keyword skips", "")(h.CallMethod("mul", x, kw.Of("add", 1)))
	check("helper mul unknown", "torch: IValue.CallMethod (c10::IValue::call_method): __torch__.Helper.mul: unknown keyword argument 'j'")(h.CallMethod("mul", x, kw.Of("j", 1)))

	// ScriptUnit.Run.
	u, err := CompileScript(d.Unit)
	if err != nil {
		t.Fatal(err)
	}
	defer u.Free()
	check("unit int for float", "")(u.Run("f", 3))
	check("unit keywords", "")(u.Run("f", kw.Of("n", 3), kw.Of("x", 1.5)))
	check("unit unknown", "torch: ScriptUnit.Run (torch::jit::CompilationUnit::run): f: unknown keyword argument 'm': f(float x, int n=2) -> float")(u.Run("f", 1.0, kw.Of("m", 1)))
	// Forward follows the same rule (an int for a float).
	if r, err := m.Forward(iv(t)(IValueOfTensor(x2))); err != nil {
		t.Errorf("Forward(x): %v", err)
	} else {
		r.Free()
	}
	if _, err := m.Forward(); err == nil || !strings.Contains(err.Error(), "forward: missing 1 required argument: 'x'") {
		t.Errorf("Forward(): %v", err)
	}

	// CallOp.
	op := func(name, overload string, args ...any) (*IValue, error) {
		rs, err := CallOp(name, overload, args...)
		if err != nil {
			return nil, err
		}
		for _, r := range rs[1:] {
			r.Free()
		}
		return rs[0], nil
	}
	const addSchema = "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
	check("add alpha", "")(op("aten::add", "Tensor", x, x, kw.Of("alpha", 2)))
	check("add positional alpha", "torch: CallOp (gotorch::call_op): aten::add.Tensor: takes 2 positional arguments but 3 were given ('alpha' and after are keyword-only): "+addSchema)(op("aten::add", "Tensor", x, x, 2))
	check("add unknown", "aten::add.Tensor: unknown keyword argument 'beta': "+addSchema)(op("aten::add", "Tensor", x, x, kw.Of("beta", 2)))
	check("add multiple values", "aten::add.Tensor: multiple values for argument 'self': "+addSchema)(op("aten::add", "Tensor", x, x, kw.Of("self", x)))
	check("add missing", "aten::add.Tensor: missing 1 required argument: 'other': "+addSchema)(op("aten::add", "Tensor", x))
	check("sum keepdim", "")(op("aten::sum", "dim_IntList", x2, []int64{1}, kw.Of("keepdim", true)))
	check("nan_to_num ints for float?", "")(op("aten::nan_to_num", "", odd, kw.Of("nan", 0), kw.Of("posinf", 5)))
	check("dropout int for float", "")(op("aten::dropout", "default", x, kw.Of("p", 0), kw.Of("train", false)))
}

func TestSchemas(t *testing.T) {
	noLeaks(t)
	d, data := jitKw(t)
	m, err := LoadModuleBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	s, err := OpSchema("aten::add", "Tensor")
	if err != nil {
		t.Fatal(err)
	}
	if s.String() != d.OpSchema {
		t.Errorf("OpSchema(aten::add.Tensor) = %q, Python's %q", s, d.OpSchema)
	}
	want := &FunctionSchema{Name: "aten::add", Overload: "Tensor", text: d.OpSchema,
		Arguments: []SchemaArgument{{Name: "self", Type: "Tensor"}, {Name: "other", Type: "Tensor"},
			{Name: "alpha", Type: "Scalar", Default: "1", HasDefault: true, KwargOnly: true}},
		Returns: []SchemaArgument{{Type: "Tensor"}}}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("OpSchema(aten::add.Tensor) = %+v, want %+v", s, want)
	}
	s, err = OpSchema("aten::add", "out")
	if err != nil {
		t.Fatal(err)
	}
	if out := s.Arguments[3]; out.Name != "out" || out.Type != "Tensor(a!)" || !out.KwargOnly || !out.IsOut || out.HasDefault {
		t.Errorf("add.out's out: %+v", out)
	}
	if s, err := OpSchema("aten::sum", "dim_IntList"); err != nil || s.Arguments[1].Type != "int[1]?" || s.Arguments[3].Default != "None" {
		t.Errorf("sum.dim_IntList: %+v, %v", s, err)
	}
	if _, err := OpSchema("aten::nope", ""); err == nil || !strings.Contains(err.Error(), "torch: OpSchema (gotorch::op_schema): no operator aten::nope is registered") {
		t.Errorf("OpSchema(aten::nope): %v", err)
	}
	for name, text := range d.MethodSchema {
		s, err := m.MethodSchema(name)
		if err != nil {
			t.Fatal(err)
		}
		if s.String() != text || s.Name != name || s.Arguments[0].Name != "self" {
			t.Errorf("MethodSchema(%s) = %q %+v, Python's %q", name, s, s, text)
		}
	}
	s, err = m.MethodSchema("affine")
	if err != nil {
		t.Fatal(err)
	}
	if a := s.Arguments[2]; a != (SchemaArgument{Name: "a", Type: "float", Default: "1.", HasDefault: true}) {
		t.Errorf("affine's a: %+v", a)
	}
	if _, err := m.MethodSchema("nope"); err == nil || !strings.Contains(err.Error(), "has no method nope") {
		t.Errorf("MethodSchema(nope): %v", err)
	}
}

func TestModuleSetAttr(t *testing.T) {
	noLeaks(t)
	d, data := jitKw(t)
	m, err := LoadModuleBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	for _, c := range []struct {
		name, attr string
		value      any
		want       string
	}{
		{"scale int", "scale", 5, ""},
		{"steps float", "steps", 4.5, "torch: Module.SetAttr (torch::jit::Module::set_attr): __torch__.KW.steps is int, not float"},
		{"tag", "tag", "new", ""},
		{"maybe float", "maybe", 1.5, ""},
		{"sizes", "sizes", []int{3, 4}, ""},
	} {
		err := m.SetAttr(c.attr, c.value)
		var got *IValue
		if err == nil {
			got, err = m.Attr(c.attr)
		}
		p := d.Sets[c.name]
		switch {
		case p.Err != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("SetAttr(%s, %v): %v, want %q (Python: %s)", c.attr, c.value, err, c.want, p.Err)
		case p.Err == "" && err != nil:
			t.Errorf("SetAttr(%s, %v): %v", c.attr, c.value, err)
		case p.Err == "" && c.attr == "tag":
			if s, _ := got.ToString(); s != "new" {
				t.Errorf("tag = %q", s)
			}
		case p.Err == "" && c.attr == "sizes":
			l, _ := got.ToList()
			var ns []int64
			for _, e := range l {
				n, _ := e.ToInt()
				ns = append(ns, n)
				e.Free()
			}
			if !slices.Equal(ns, []int64{3, 4}) {
				t.Errorf("sizes = %v", ns)
			}
		case p.Err == "":
			if g, w := ivFloats(t, got), floatsOf(p.Ok); !slices.Equal(g, w) {
				t.Errorf("%s = %v, Python's %v", c.attr, g, w)
			}
		}
		got.Free()
	}
	x := tensor(t, []float32{1, 2}, 2)
	r, err := m.RunMethod("scaled", x)
	if err != nil {
		t.Fatal(err)
	}
	if g, w := ivFloats(t, r), d.ScaledAfterSets; !slices.Equal(g, w) {
		t.Errorf("scaled(x) after the sets = %v, Python's %v", g, w)
	}
	r.Free()
	for _, c := range []struct {
		attr  string
		value any
		want  string
	}{
		{"nope", 1, "__torch__.KW has no attribute 'nope'"},
		{"k", 5, "__torch__.KW.k is a constant (Final): it cannot be set"},
		{"affine", 1, "__torch__.KW.affine is a method"},
		{"first", 1, "__torch__.KW.first is __torch__.torch.nn.modules.linear.Linear, not int"},
		{"maybe", "s", "__torch__.KW.maybe is Optional[float], not str"},
	} {
		if err := m.SetAttr(c.attr, c.value); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("SetAttr(%s, %v): %v, want %q", c.attr, c.value, err, c.want)
		}
	}
	// A parameter of a submodule, then None into an Optional.
	first, err := m.Child("first")
	if err != nil {
		t.Fatal(err)
	}
	defer first.Free()
	w := tensor(t, []float32{1, 0, 0, 1}, 2, 2)
	if err := first.SetAttr("weight", w); err != nil {
		t.Fatal(err)
	}
	ps, err := m.NamedParameters()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.Name == "first.weight" {
			if got := chained[float32](t, p.Tensor.Detach()); !slices.Equal(got, []float32{1, 0, 0, 1}) {
				t.Errorf("first.weight after SetAttr = %v", got)
			}
		}
		p.Tensor.Free()
	}
	// A submodule set to a module of its class (Python's m.first =
	// m.mid.inner.lin); one of another load is refused, as in Python.
	mid, err := m.Child("mid")
	if err != nil {
		t.Fatal(err)
	}
	defer mid.Free()
	inner, err := mid.Child("inner")
	if err != nil {
		t.Fatal(err)
	}
	defer inner.Free()
	lin, err := inner.Child("lin")
	if err != nil {
		t.Fatal(err)
	}
	defer lin.Free()
	if err := m.SetAttr("first", lin); err != nil {
		t.Errorf("SetAttr(first, mid.inner.lin): %v", err)
	}
	other, err := LoadModuleBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Free()
	otherFirst, err := other.Child("first")
	if err != nil {
		t.Fatal(err)
	}
	defer otherFirst.Free()
	if err := m.SetAttr("first", otherFirst); err == nil || !strings.Contains(err.Error(), "__torch__.KW.first is __torch__.torch.nn.modules.linear.Linear, not __torch__.torch.nn.modules.linear.Linear (a class of the same name from another load") {
		t.Errorf("SetAttr(first, another load's Linear): %v", err)
	}
	if err := m.SetAttr("first", other); err == nil || !strings.Contains(err.Error(), "__torch__.KW.first is __torch__.torch.nn.modules.linear.Linear, not __torch__.KW") {
		t.Errorf("SetAttr(first, a KW): %v", err)
	}
	if err := m.SetAttr("maybe", nil); err != nil {
		t.Errorf("SetAttr(maybe, None): %v", err)
	}
}

func TestModuleNamedAndExtraFiles(t *testing.T) {
	noLeaks(t)
	d, data := jitKw(t)
	extra := map[string]string{"meta.json": "", "absent.txt": "kept"}
	m, err := LoadModuleBytes(data, LoadModuleBytesOptions{ExtraFiles: extra})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	if want := map[string]string{"meta.json": d.Extra["meta.json"], "absent.txt": "kept"}; !reflect.DeepEqual(extra, want) {
		t.Errorf("extra files = %q, want %q", extra, want)
	}
	mods, err := m.NamedModules()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, nm := range mods {
		names = append(names, nm.Name)
		nm.Module.Free()
	}
	if !slices.Equal(names, d.NamedModules) {
		t.Errorf("NamedModules = %q, Python's %q", names, d.NamedModules)
	}
	for _, c := range []struct {
		what string
		get  func() ([]NamedTensor, error)
		want [][2]any
	}{{"NamedParameters", m.NamedParameters, d.NamedParameters}, {"NamedBuffers", m.NamedBuffers, d.NamedBuffers}} {
		got, err := c.get()
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: %d, Python's %d", c.what, len(got), len(c.want))
		}
		for i, nt := range got {
			if i < len(c.want) {
				var g []float64
				d := nt.Tensor.Detach()
				for _, v := range chained[float32](t, d.ToDtype(Float32)) {
					g = append(g, float64(v))
				}
				d.Free()
				w := floatsOf(c.want[i][1])
				for j := range w {
					w[j] = float64(float32(w[j]))
				}
				if nt.Name != c.want[i][0] || !slices.Equal(g, w) {
					t.Errorf("%s[%d] = %s %v, Python's %v %v", c.what, i, nt.Name, g, c.want[i][0], w)
				}
			}
			nt.Tensor.Free()
		}
	}

	// Save with extra files: Go reads them back, and so does Python.
	dir := t.TempDir()
	path := filepath.Join(dir, "m.pt")
	files := map[string]string{"config.txt": "lr=0.1\n", "bin": "\x00\xff\x01"}
	if err := m.Save(path, ModuleSaveOptions{ExtraFiles: files}); err != nil {
		t.Fatal(err)
	}
	back := map[string]string{"config.txt": "", "bin": "", "meta.json": ""}
	m2, err := LoadModule(path, LoadModuleOptions{ExtraFiles: back})
	if err != nil {
		t.Fatal(err)
	}
	m2.Free()
	if want := map[string]string{"config.txt": "lr=0.1\n", "bin": "\x00\xff\x01", "meta.json": ""}; !reflect.DeepEqual(back, want) {
		t.Errorf("extra files saved and loaded = %q, want %q", back, want)
	}
	if err := m.Save(path, ModuleSaveOptions{ExtraFiles: map[string]string{"": "x"}}); err == nil || !strings.Contains(err.Error(), "without a name") {
		t.Errorf("an extra file without a name: %v", err)
	}
	if _, err := os.Stat(fixturePython); err != nil {
		t.Logf("Python's torch.jit.load not checked: no %s", fixturePython)
		return
	}
	out, err := exec.Command(fixturePython, "-c", `
import json, sys, torch
d = {"config.txt": "", "bin": ""}
torch.jit.load(sys.argv[1], _extra_files=d)
print(json.dumps({k: list(v) if isinstance(v, bytes) else [ord(c) for c in v] for k, v in d.items()}))
`, path).Output()
	if err != nil {
		t.Fatalf("Python's torch.jit.load: %v", err)
	}
	var py map[string][]int
	if err := json.Unmarshal(out, &py); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	for k, v := range files {
		var b []int
		for _, c := range []byte(v) {
			b = append(b, int(c))
		}
		if !slices.Equal(py[k], b) {
			t.Errorf("Python reads extra file %s as %v, want %v", k, py[k], b)
		}
	}
}

// TestOneConversionRule: every call by name converts as Python does (an
// int for a float, ints for a List[float], an int for a float?) and
// refuses a wrong type with one message, "WHAT: argument 'NAME' is GOT,
// want TYPE: SCHEMA".
func TestOneConversionRule(t *testing.T) {
	noLeaks(t)
	d, data := jitKw(t)
	m, err := LoadModuleBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	u, err := CompileScript(d.Unit)
	if err != nil {
		t.Fatal(err)
	}
	defer u.Free()
	h := iv(t)(m.RunMethod("get_helper"))
	x := tensor(t, []float32{1, 2}, 2)
	first := func(rs []*IValue, err error) (*IValue, error) {
		if err != nil {
			return nil, err
		}
		for _, r := range rs[1:] {
			r.Free()
		}
		return rs[0], nil
	}
	for _, c := range []struct {
		call     string
		ok, bad  func() (*IValue, error)
		want     []float64
		badError string
	}{
		{"CallOp", func() (*IValue, error) { return first(CallOp("aten::dropout", "", x, 0, false)) },
			func() (*IValue, error) { return first(CallOp("aten::dropout", "", x, "0", false)) }, []float64{1, 2},
			"torch: CallOp (gotorch::call_op): aten::dropout: argument 'p' is str, want float: aten::dropout(Tensor input, float p, bool train) -> Tensor"},
		{"Module.RunMethod", func() (*IValue, error) { return m.RunMethod("affine", x, 2, 1) },
			func() (*IValue, error) { return m.RunMethod("affine", x, "2") }, []float64{3, 5},
			"torch: Module.RunMethod (torch::jit::Module::run_method): affine: argument 'a' is str, want float: affine(__torch__.KW self, Tensor x, float a=1., float b=0.) -> Tensor"},
		{"Module.RunMethod, List[float]", func() (*IValue, error) { return m.RunMethod("total", []int64{1, 2, 4}) },
			func() (*IValue, error) { return m.RunMethod("total", []string{"1"}) }, []float64{7},
			"total: argument 'xs' is List[str], want List[float]: total(__torch__.KW self, float[] xs) -> float"},
		{"IValue.CallMethod", func() (*IValue, error) { return h.CallMethod("mul", x, 2) },
			func() (*IValue, error) { return h.CallMethod("mul", x, true) }, []float64{2, 4},
			"torch: IValue.CallMethod (c10::IValue::call_method): __torch__.Helper.mul: argument 'k' is bool, want float: mul(__torch__.Helper self, Tensor x, float k=2., int add=0) -> Tensor"},
		{"ScriptUnit.Run", func() (*IValue, error) { return u.Run("f", 2) },
			func() (*IValue, error) { return u.Run("f", 2.0, 1.5) }, []float64{4},
			"torch: ScriptUnit.Run (torch::jit::CompilationUnit::run): f: argument 'n' is float, want int: f(float x, int n=2) -> float"},
	} {
		r, err := c.ok()
		if err != nil {
			t.Errorf("%s: %v", c.call, err)
		} else {
			if got := ivFloats(t, r); !slices.Equal(got, c.want) {
				t.Errorf("%s = %v, want %v", c.call, got, c.want)
			}
			r.Free()
		}
		if r, err := c.bad(); err == nil || err.Error() != c.badError && !strings.HasSuffix(err.Error(), c.badError) {
			t.Errorf("%s: %v,\nwant %q", c.call, err, c.badError)
			r.Free()
		}
	}
}
