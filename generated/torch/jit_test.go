package torch

import (
	"encoding/base64"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// Tests of the dynamic layer's class specs (specs/ivalue.yaml,
// specs/jit.yaml): IValue, TorchScript modules saved by PyTorch 1.13.1
// (jit_fixtures_test.go, made by scripts/make-jit-fixtures.py), operators
// and custom classes by name.

// iv takes an IValue result, failing the test on an error and freeing the
// value when the test ends.
func iv(t *testing.T) func(*IValue, error) *IValue {
	return func(v *IValue, err error) *IValue {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(v.Free)
		return v
	}
}

func close32(got, want []float32) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if math.Abs(float64(got[i]-want[i])) > 1e-6*math.Max(1, math.Abs(float64(want[i]))) {
			return false
		}
	}
	return true
}

func TestIValueKinds(t *testing.T) {
	noLeaks(t)
	x := tensor(t, []float32{1, 2}, 2)
	cases := []struct {
		v          *IValue
		kind, typ  string
		check      func(v *IValue) bool
		isOneOfIts func(v *IValue) bool
	}{
		{iv(t)(IValueNone()), "None", "NoneType", nil, (*IValue).IsNone},
		{iv(t)(IValueOfBool(true)), "Bool", "bool", func(v *IValue) bool { b, err := v.ToBool(); return err == nil && b }, (*IValue).IsBool},
		{iv(t)(IValueOfInt(-7)), "Int", "int", func(v *IValue) bool { n, err := v.ToInt(); return err == nil && n == -7 }, (*IValue).IsInt},
		{iv(t)(IValueOfFloat(2.5)), "Double", "float", func(v *IValue) bool { f, err := v.ToFloat(); return err == nil && f == 2.5 }, (*IValue).IsFloat},
		{iv(t)(IValueOfString("héllo")), "String", "str", func(v *IValue) bool { s, err := v.ToString(); return err == nil && s == "héllo" }, (*IValue).IsString},
		{iv(t)(IValueOfTensor(x)), "Tensor", "Tensor", func(v *IValue) bool {
			y, err := v.ToTensor().Result()
			defer y.Free()
			return err == nil && y.DataPtr() == x.DataPtr()
		}, (*IValue).IsTensor},
		{iv(t)(IValueOfDevice(CUDADevice(1))), "Device", "Device", func(v *IValue) bool { d, err := v.ToDevice(); return err == nil && d == CUDADevice(1) }, (*IValue).IsDevice},
	}
	for _, c := range cases {
		if k := c.v.Kind(); k != c.kind {
			t.Errorf("Kind = %q, want %q", k, c.kind)
		}
		if ty := c.v.Type(); ty != c.typ {
			t.Errorf("%s: Type = %q, want %q", c.kind, ty, c.typ)
		}
		if !c.isOneOfIts(c.v) {
			t.Errorf("%s: its Is... method says no", c.kind)
		}
		if c.check != nil && !c.check(c.v) {
			t.Errorf("%s: its To... method gives the wrong value", c.kind)
		}
	}
	// A string with a NUL cannot cross as a C string: an error, not a cut.
	if _, err := IValueOfString("a\x00b"); err == nil {
		t.Error("IValueOfString with a NUL succeeded")
	}
	// The wrong To... is an error, not a crash.
	n := iv(t)(IValueOfInt(3))
	if _, err := n.ToBool(); err == nil {
		t.Error("ToBool of an Int succeeded")
	}
	if r := n.ToTensor(); r.Err() == nil {
		t.Error("ToTensor of an Int succeeded")
	}
}

func TestIValueContainers(t *testing.T) {
	noLeaks(t)
	one, two := iv(t)(IValueOfInt(1)), iv(t)(IValueOfInt(2))
	l := iv(t)(IValueOfList(one, two))
	if l.Type() != "List[int]" || !l.IsList() {
		t.Errorf("list of ints: Type %q", l.Type())
	}
	items, err := l.ToList()
	if err != nil || len(items) != 2 {
		t.Fatalf("ToList = %v, %v", items, err)
	}
	if v, _ := items[1].ToInt(); v != 2 {
		t.Errorf("items[1] = %d", v)
	}
	for _, it := range items {
		it.Free()
	}
	x := tensor(t, []float32{1}, 1)
	tv := iv(t)(IValueOfTensor(x))
	if tl := iv(t)(IValueOfList(tv, tv)); tl.Type() != "List[Tensor]" {
		t.Errorf("list of tensors: Type %q", tl.Type())
	}
	s := iv(t)(IValueOfString("a"))
	if ml := iv(t)(IValueOfList(one, s)); ml.Type() != "List[Any]" {
		t.Errorf("mixed list: Type %q", ml.Type())
	}
	tup := iv(t)(IValueOfTuple(one, s, tv))
	if tup.Type() != "Tuple[int, str, Tensor]" || !tup.IsTuple() {
		t.Errorf("tuple: Type %q", tup.Type())
	}
	elems, err := tup.ToTuple()
	if err != nil || len(elems) != 3 {
		t.Fatalf("ToTuple = %v, %v", elems, err)
	}
	if str, _ := elems[1].ToString(); str != "a" {
		t.Errorf("tuple[1] = %q", str)
	}
	for _, e := range elems {
		e.Free()
	}
	b := iv(t)(IValueOfString("b"))
	d := iv(t)(IValueOfDict([]*IValue{b, s}, []*IValue{two, one}))
	if d.Type() != "Dict[str, int]" || !d.IsDict() {
		t.Errorf("dict: Type %q", d.Type())
	}
	keys, err := d.DictKeys()
	if err != nil {
		t.Fatal(err)
	}
	vals, err := d.DictValues()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for i := range keys {
		k, _ := keys[i].ToString()
		v, _ := vals[i].ToInt()
		got = append(got, k+"="+string(rune('0'+v)))
		keys[i].Free()
		vals[i].Free()
	}
	if !slices.Equal(got, []string{"b=2", "a=1"}) {
		t.Errorf("dict in order = %v", got)
	}
	if _, err := IValueOfDict([]*IValue{b}, nil); err == nil {
		t.Error("a dict with more keys than values succeeded")
	}
	if s := d.String(); !strings.Contains(s, "b") {
		t.Errorf("String = %q", s)
	}
	// A freed element is an error naming it.
	gone, _ := IValueOfInt(5)
	gone.Free()
	if _, err := IValueOfList(one, gone); err == nil || !strings.Contains(err.Error(), "element 1") {
		t.Errorf("a list with a freed element: %v", err)
	}
}

func loadFixture(t *testing.T, b64 string) *Module {
	t.Helper()
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	m, err := LoadModuleBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Free)
	return m
}

func TestScriptedModule(t *testing.T) {
	noLeaks(t)
	m := loadFixture(t, jitScripted)
	x := tensor(t, []float32{0, 1, 2, 3, 4, 5}, 2, 3)
	xs, err := ScopedTensor(func(s *Scope) (*Tensor, error) {
		y := x.Div(4).Sub(0.5) // the scope frees x.Div(4)
		return y, y.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	defer xs.Free()
	in := iv(t)(IValueOfTensor(xs))
	out := iv(t)(m.Forward(in))
	if got := chained[float32](t, out.ToTensor()); !close32(got, jitScriptedForward) {
		t.Errorf("forward = %v, PyTorch %v", got, jitScriptedForward)
	}
	// A method with a tuple of a tensor and a list of ints.
	three := iv(t)(IValueOfInt(3))
	pair := iv(t)(m.RunMethod("pair", in, three))
	if pair.Type() != "Tuple[Tensor, List[int]]" {
		t.Errorf("pair type %q", pair.Type())
	}
	parts, err := pair.ToTuple()
	if err != nil {
		t.Fatal(err)
	}
	want := []float32{2.5, 2.75, 3, 3.25, 3.5, 3.75}
	if got := chained[float32](t, parts[0].ToTensor()); !close32(got, want) {
		t.Errorf("pair[0] = %v, want %v", got, want)
	}
	ns, _ := parts[1].ToList()
	if a, _ := ns[0].ToInt(); a != 3 {
		t.Errorf("pair[1][0] = %d", a)
	}
	for _, v := range append(parts, ns...) {
		v.Free()
	}
	// A dict argument, and a list of tensors with a float.
	ka, kb := iv(t)(IValueOfString("a")), iv(t)(IValueOfString("b"))
	d := iv(t)(IValueOfDict([]*IValue{ka, kb}, []*IValue{in, in}))
	sum := iv(t)(m.RunMethod("total", d))
	if got := chained[float32](t, sum.ToTensor()); !close32(got, []float32{-1, -0.5, 0, 0.5, 1, 1.5}) {
		t.Errorf("total = %v", got)
	}
	list := iv(t)(IValueOfList(in, in))
	half := iv(t)(IValueOfFloat(0.5))
	sc := iv(t)(m.RunMethod("scaled", list, half))
	if got := chained[float32](t, sc.ToTensor()); !close32(got, []float32{-0.5, -0.25, 0, 0.25, 0.5, 0.75}) {
		t.Errorf("scaled = %v", got)
	}
	// Introspection.
	names, err := m.MethodNames()
	if err != nil || !slices.Contains(names, "forward") || !slices.Contains(names, "pair") {
		t.Errorf("MethodNames = %v, %v", names, err)
	}
	if ps, err := m.ParameterNames(); err != nil || !slices.Equal(ps, []string{"fc.weight", "fc.bias"}) {
		t.Errorf("ParameterNames = %v, %v", ps, err)
	}
	params, err := m.Parameters()
	if err != nil || len(params) != 2 {
		t.Fatalf("Parameters = %v, %v", params, err)
	}
	if got := values[float32](t, params[0], nil); !close32(got, jitScriptedWeight) {
		t.Errorf("fc.weight = %v, PyTorch %v", got, jitScriptedWeight)
	}
	params[1].Free()
	if bs, err := m.BufferNames(); err != nil || !slices.Equal(bs, []string{"scale"}) {
		t.Errorf("BufferNames = %v, %v", bs, err)
	}
	if cs, err := m.ChildNames(); err != nil || !slices.Equal(cs, []string{"fc"}) {
		t.Errorf("ChildNames = %v, %v", cs, err)
	}
	fc, err := m.Child("fc")
	if err != nil {
		t.Fatal(err)
	}
	defer fc.Free()
	lin := iv(t)(fc.Forward(in))
	if ty := lin.Type(); ty != "Tensor" {
		t.Errorf("fc(x) type %q", ty)
	}
	name := iv(t)(m.Attr("name"))
	if s, _ := name.ToString(); s != "scripted" {
		t.Errorf("attr name = %q", s)
	}
	if ok, err := m.HasAttr("scale"); err != nil || !ok {
		t.Errorf("HasAttr(scale) = %v, %v", ok, err)
	}
	if !m.IsTraining() {
		t.Error("a module saved in training mode is not training")
	}
	if err := m.Eval(); err != nil || m.IsTraining() {
		t.Errorf("Eval: %v, training %v", err, m.IsTraining())
	}
	if err := m.Train(); err != nil || !m.IsTraining() {
		t.Errorf("Train: %v, training %v", err, m.IsTraining())
	}
	if err := m.To(CPUDevice); err != nil {
		t.Error(err)
	}
	// Save, load from the file, same output.
	path := filepath.Join(t.TempDir(), "m.pt")
	if err := m.Save(path); err != nil {
		t.Fatal(err)
	}
	m2, err := LoadModule(path, LoadModuleOptions{MapLocation: Some(CPUDevice)})
	if err != nil {
		t.Fatal(err)
	}
	defer m2.Free()
	out2 := iv(t)(m2.Forward(in))
	if got := chained[float32](t, out2.ToTensor()); !close32(got, jitScriptedForward) {
		t.Errorf("forward after Save and LoadModule = %v", got)
	}
}

func TestTracedModule(t *testing.T) {
	noLeaks(t)
	m := loadFixture(t, jitTraced)
	img := tracedImage(t)
	in := iv(t)(IValueOfTensor(img))
	out := iv(t)(m.Forward(in))
	if got := chained[float32](t, out.ToTensor()); !close32(got, jitTracedForward) {
		t.Errorf("traced forward = %v, PyTorch %v", got, jitTracedForward)
	}
	// Tensors in, a tensor out.
	if got := chained[float32](t, m.ForwardTensors(img)); !close32(got, jitTracedForward) {
		t.Errorf("ForwardTensors = %v, PyTorch %v", got, jitTracedForward)
	}
	if r := m.ForwardTensors(); r.Err() == nil {
		t.Error("ForwardTensors without its input succeeded")
	}
}

// Bad input is a Go error that names the thing, never a crash.
func TestModuleBadInput(t *testing.T) {
	noLeaks(t)
	data, _ := base64.StdEncoding.DecodeString(jitScripted)
	if _, err := LoadModuleBytes(data[:len(data)/2]); err == nil {
		t.Error("a truncated module loaded")
	}
	if _, err := LoadModuleBytes([]byte("not a zip")); err == nil {
		t.Error("garbage loaded as a module")
	}
	if _, err := LoadModule(filepath.Join(t.TempDir(), "missing.pt")); err == nil || !strings.Contains(err.Error(), "missing.pt") {
		t.Errorf("a missing file: %v", err)
	}
	m := loadFixture(t, jitScripted)
	x := tensor(t, []float32{1, 2, 3}, 1, 3)
	in := iv(t)(IValueOfTensor(x))
	if _, err := m.RunMethod("nope", in); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("a missing method: %v", err)
	}
	if _, err := m.Forward(); err == nil {
		t.Error("forward without its argument succeeded")
	}
	if _, err := m.Forward(in, in); err == nil {
		t.Error("forward with an extra argument succeeded")
	}
	if _, err := m.Forward(iv(t)(IValueOfInt(1))); err == nil {
		t.Error("forward with an int succeeded")
	}
	if _, err := m.Child("nope"); err == nil {
		t.Error("a missing submodule was found")
	}
	var freed *Module
	if _, err := freed.Forward(in); err == nil {
		t.Error("forward of a nil module succeeded")
	}
}

func TestCallOpByName(t *testing.T) {
	noLeaks(t)
	a := iv(t)(IValueOfTensor(tensor(t, []float32{1, 2}, 2)))
	b := iv(t)(IValueOfTensor(tensor(t, []float32{10, 20}, 2)))
	rs, err := CallOp("aten::add", "Tensor", a, b) // alpha: the schema's default
	if err != nil {
		t.Fatal(err)
	}
	if got := chained[float32](t, rs[0].ToTensor()); !slices.Equal(got, []float32{11, 22}) {
		t.Errorf("aten::add.Tensor = %v", got)
	}
	rs[0].Free()
	// An int where a float is declared, as Python accepts.
	neg := iv(t)(IValueOfTensor(tensor(t, []float32{-2, 3}, 2)))
	rs, err = CallOp("aten::leaky_relu", "default", neg, iv(t)(IValueOfInt(1)))
	if err != nil {
		t.Fatal(err)
	}
	if got := chained[float32](t, rs[0].ToTensor()); !slices.Equal(got, []float32{-2, 3}) {
		t.Errorf("leaky_relu(x, 1) = %v", got)
	}
	rs[0].Free()
	// Several results.
	m := iv(t)(IValueOfTensor(tensor(t, []float32{1, 5, 3, 2}, 2, 2)))
	rs, err = CallOp("aten::max", "dim", m, iv(t)(IValueOfInt(1)))
	if err != nil || len(rs) != 2 {
		t.Fatalf("aten::max.dim = %v, %v", rs, err)
	}
	if got := chained[int64](t, rs[1].ToTensor()); !slices.Equal(got, []int64{1, 0}) {
		t.Errorf("max.dim indices = %v", got)
	}
	rs[0].Free()
	rs[1].Free()
	for _, c := range []struct {
		name, overload string
		args           []any
		want           string
	}{
		{"aten::nope", "", nil, "no operator aten::nope"},
		{"aten::add", "Tensor", []any{a}, "aten::add.Tensor: missing 1 required argument: 'other'"},
		{"aten::add", "Tensor", []any{a, b, a, a}, "takes 2 positional arguments but 4 were given ('alpha' and after are keyword-only)"},
		{"aten::add", "Tensor", []any{a, iv(t)(IValueOfString("x"))}, "argument 'other' is str, want Tensor"},
	} {
		if _, err := CallOp(c.name, c.overload, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("CallOp(%s.%s): %v, want %q", c.name, c.overload, err, c.want)
		}
	}
}

// customLibrary is a TORCH_LIBRARY of one operator and one TorchBind
// class, built by the test against the libtorch this package uses.
const customLibrary = `
#include <torch/custom_class.h>
#include <torch/library.h>

struct Counter : torch::CustomClassHolder {
  int64_t n;
  explicit Counter(int64_t start) : n(start) {}
  int64_t add(int64_t k) { n += k; return n; }
};

at::Tensor scale(const at::Tensor& x, double s) { return x.mul(s); }
int64_t counter_value(const c10::intrusive_ptr<Counter>& c) { return c->n; }

TORCH_LIBRARY(gotorch_test, m) {
  m.class_<Counter>("Counter").def(torch::init<int64_t>()).def("add", &Counter::add);
  m.def("scale(Tensor x, float s=2.0) -> Tensor", scale);
  m.def("counter_value(__torch__.torch.classes.gotorch_test.Counter c) -> int", counter_value);
}
`

// buildCustomLibrary compiles customLibrary with the flags this package's
// C++ is built with (internal/cxxrt/cxxrt.go, cgo_flags.go).
func buildCustomLibrary(t *testing.T) string {
	t.Helper()
	return buildLibrary(t, "libgotorch_test.so", customLibrary)
}

// buildLibrary compiles the C++ source into the shared library name, as
// buildCustomLibrary.
func buildLibrary(t testing.TB, name, source string) string {
	t.Helper()
	cxx, err := os.ReadFile(filepath.Join("internal", "cxxrt", "cxxrt.go"))
	if err != nil {
		t.Fatal(err)
	}
	ld, err := os.ReadFile("cgo_flags.go")
	if err != nil {
		t.Fatal(err)
	}
	flag := func(src []byte, which string) []string {
		m := regexp.MustCompile(`#cgo ` + which + `: (.*)`).FindSubmatch(src)
		if m == nil {
			t.Fatalf("no #cgo %s line", which)
		}
		var out []string
		for _, f := range strings.Fields(string(m[1])) {
			if !strings.HasPrefix(f, "-DGOTORCH") && f != "-Og" && f != "-O1" && f != "-w" {
				out = append(out, f)
			}
		}
		return out
	}
	dir := t.TempDir()
	src := filepath.Join(dir, strings.TrimSuffix(name, ".so")+".cpp")
	if err := os.WriteFile(src, []byte(source), 0o644); err != nil {
		t.Fatal(err)
	}
	lib := filepath.Join(dir, name)
	args := append([]string{"-shared", "-fPIC", "-O0", "-o", lib, src}, flag(cxx, "CXXFLAGS")...)
	args = append(args, flag(ld, "LDFLAGS")...)
	cc := os.Getenv("CXX")
	if cc == "" {
		cc = "g++"
	}
	if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("building %s: %v\n%s", name, err, out)
	}
	return lib
}

func TestCustomLibrary(t *testing.T) {
	lib := buildCustomLibrary(t)
	noLeaks(t)
	if _, err := CallOp("gotorch_test::scale", ""); err == nil || !strings.Contains(err.Error(), "LoadLibrary") {
		t.Errorf("before LoadLibrary: %v", err)
	}
	if err := LoadLibrary(filepath.Join(t.TempDir(), "none.so")); err == nil || !strings.Contains(err.Error(), "none.so") {
		t.Errorf("a missing library: %v", err)
	}
	if err := LoadLibrary(lib); err != nil {
		t.Fatal(err)
	}
	x := iv(t)(IValueOfTensor(tensor(t, []float32{1, 2}, 2)))
	rs, err := CallOp("gotorch_test::scale", "", x) // s: its default, 2.0
	if err != nil {
		t.Fatal(err)
	}
	if got := chained[float32](t, rs[0].ToTensor()); !slices.Equal(got, []float32{2, 4}) {
		t.Errorf("scale(x) = %v", got)
	}
	rs[0].Free()
	// A keyword, an int for its float (Python's torch.ops.gotorch_test.scale(x, s=3)).
	rs, err = CallOp("gotorch_test::scale", "", x, kw.Of("s", 3))
	if err != nil {
		t.Fatal(err)
	}
	if got := chained[float32](t, rs[0].ToTensor()); !slices.Equal(got, []float32{3, 6}) {
		t.Errorf("scale(x, s=3) = %v", got)
	}
	rs[0].Free()
	if _, err := CallOp("gotorch_test::scale", "", x, kw.Of("t", 3)); err == nil ||
		!strings.Contains(err.Error(), "gotorch_test::scale: unknown keyword argument 't': gotorch_test::scale(Tensor x, float s=2.) -> Tensor") {
		t.Errorf("scale(x, t=3): %v", err)
	}
	if _, err := NewObject("gotorch_test.Counter", kw.Of("nope", 1)); err == nil ||
		!strings.Contains(err.Error(), "__torch__.torch.classes.gotorch_test.Counter.__init__: missing 1 required argument") {
		t.Errorf("Counter(nope=1): %v", err)
	}
	// TorchBind: make an object by name, call its methods, pass it to an operator.
	c := iv(t)(NewObject("gotorch_test.Counter", iv(t)(IValueOfInt(10))))
	if !c.IsObject() || c.Type() != "__torch__.torch.classes.gotorch_test.Counter" {
		t.Errorf("object type %q", c.Type())
	}
	r := iv(t)(c.CallMethod("add", iv(t)(IValueOfInt(5))))
	if n, _ := r.ToInt(); n != 15 {
		t.Errorf("add(5) = %d", n)
	}
	rs, err = CallOp("gotorch_test::counter_value", "", c)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := rs[0].ToInt(); n != 15 {
		t.Errorf("counter_value = %d", n)
	}
	rs[0].Free()
	if _, err := c.CallMethod("nope"); err == nil {
		t.Error("a missing method of a custom class was found")
	}
	if _, err := c.CallMethod("add", iv(t)(IValueOfString("x"))); err == nil {
		t.Error("add with a string succeeded")
	}
	// Passed to and returned from TorchScript.
	u, err := CompileScript(`
def bump(c: __torch__.torch.classes.gotorch_test.Counter, k: int) -> __torch__.torch.classes.gotorch_test.Counter:
    c.add(k)
    return c
`)
	if err != nil {
		t.Fatal(err)
	}
	defer u.Free()
	if names, err := u.FunctionNames(); err != nil || !slices.Equal(names, []string{"bump"}) {
		t.Errorf("FunctionNames = %v, %v", names, err)
	}
	back := iv(t)(u.Run("bump", c, iv(t)(IValueOfInt(2))))
	r2 := iv(t)(back.CallMethod("add", iv(t)(IValueOfInt(0))))
	if n, _ := r2.ToInt(); n != 17 {
		t.Errorf("after TorchScript's bump(c, 2): %d, want 17", n)
	}
	if _, err := u.Run("nope"); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("a missing function: %v", err)
	}
	if _, err := u.Run("bump", c); err == nil {
		t.Error("bump without k succeeded")
	}
	if _, err := CompileScript("def f(x: Tensor) -> Tensor:\n    return x +\n"); err == nil {
		t.Error("bad TorchScript compiled")
	}
	if _, err := NewObject("gotorch_test.Nope"); err == nil || !strings.Contains(err.Error(), "Nope") {
		t.Errorf("an unknown class: %v", err)
	}
}

// LiveObjects counts handle-class objects as LiveTensors counts tensors;
// Free and the GC cleanup both release them.
func TestLiveObjects(t *testing.T) {
	before := LiveObjects()
	v, err := IValueOfInt(1)
	if err != nil {
		t.Fatal(err)
	}
	items, err := IValueOfList(v, v)
	if err != nil {
		t.Fatal(err)
	}
	list, err := items.ToList()
	if err != nil {
		t.Fatal(err)
	}
	if n := LiveObjects() - before; n != 4 {
		t.Errorf("4 objects made, LiveObjects grew by %d", n)
	}
	v.Free()
	v.Free() // idempotent
	items.Free()
	for _, e := range list {
		e.Free()
	}
	if n := LiveObjects(); n != before {
		t.Errorf("after Free: %d live, want %d", n, before)
	}
	// Dropped without Free: the GC cleanup frees it.
	func() {
		if _, err := IValueOfString("dropped"); err != nil {
			t.Fatal(err)
		}
	}()
	deadline := time.Now().Add(5 * time.Second)
	for LiveObjects() != before && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if n := LiveObjects(); n != before {
		t.Errorf("a dropped IValue was not freed by the GC: %d live, want %d", n, before)
	}
}
