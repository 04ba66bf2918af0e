package emit

import (
	"fmt"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/goapi"
	"github.com/gotorchgen/gotorchgen/emit/internal/python"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
	"github.com/gotorchgen/gotorchgen/templates"
)

// API is the Go surface a library generates: what users see, and what
// `gotorchgen diff` compares between two libtorch versions.
type API struct {
	Funcs   []Func // bound operators, sorted by operator ID
	Skipped []Skip
}

// Func is one generated function, or method when Recv is set.
type Func struct {
	Op      string   `json:"op"`             // "add.Tensor"
	Recv    string   `json:"recv,omitempty"` // "*Tensor" for the method form of an operator
	Name    string   `json:"name"`
	Params  []Param  `json:"params"` // positional, in order
	Options []Param  `json:"options,omitempty"`
	Results []string `json:"results"`
}

// Param is one parameter or options field; Default is empty for a
// positional parameter.
type Param struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Default string `json:"default,omitempty"`
}

// Signature renders the function's Go signature on one line.
func (f Func) Signature() string {
	var ps []string
	for _, p := range f.Params {
		ps = append(ps, p.Name+" "+p.Type)
	}
	if len(f.Options) > 0 {
		ps = append(ps, "opts ..."+overloads.Options(f.Name))
	}
	res := strings.Join(f.Results, ", ")
	if len(f.Results) > 1 {
		res = "(" + res + ")"
	}
	if f.Recv != "" {
		return fmt.Sprintf("(%s) %s(%s) %s", f.Recv, f.Name, strings.Join(ps, ", "), res)
	}
	return fmt.Sprintf("%s(%s) %s", f.Name, strings.Join(ps, ", "), res)
}

// Key identifies the function across versions: its operator, and
// " (method)" for a method form.
func (f Func) Key() string {
	if f.Recv != "" {
		return f.Op + " (method)"
	}
	return f.Op
}

// Describe computes the Go API of a library without emitting it.
func Describe(lib *model.Library) (*API, error) {
	bound, skipped, _, err := bind.All(lib, templates.RuntimeFiles())
	if err != nil {
		return nil, err
	}
	api := &API{Skipped: skipped}
	for _, b := range bound {
		f := Func{Op: b.Op.ID(), Name: b.GoName}
		for _, a := range b.Args {
			p := Param{Name: a.Param, Type: goapi.Render(a.GoType)}
			if a.Positional() {
				f.Params = append(f.Params, p)
				continue
			}
			p.Name, p.Type, p.Default = overloads.Field(a.Name), goapi.Render(goapi.FieldType(a)), a.Default.String()
			f.Options = append(f.Options, p)
		}
		for _, r := range goapi.Results(b) {
			f.Results = append(f.Results, goapi.Render(r))
		}
		api.Funcs = append(api.Funcs, f)
		if b.TensorMethod() {
			api.Funcs = append(api.Funcs, describeMethod(b, f))
		}
	}
	return api, nil
}

// Manifest lists one "op signature" line per bound function, then the
// skipped operators: the compact golden record of a real build.
func (a *API) Manifest() []byte {
	var sb strings.Builder
	for _, f := range a.Funcs {
		fmt.Fprintf(&sb, "%s\t%s\n", f.Op, f.Signature())
		for _, o := range f.Options {
			fmt.Fprintf(&sb, "%s\t  .%s %s = %s\n", f.Op, o.Name, o.Type, o.Default)
		}
	}
	for _, s := range a.Skipped {
		fmt.Fprintf(&sb, "%s\tSKIPPED: %s\n", s.ID, s.Reason)
	}
	return []byte(sb.String())
}

// describeMethod is the method form of an operator's function f: without
// the self parameter, with the results its form returns (goapi.MethodForm).
func describeMethod(b *bind.Binding, f Func) Func {
	m := Func{Op: f.Op, Recv: "*Tensor", Name: f.Name, Options: f.Options}
	self := b.Args[b.Op.Receiver()].Param
	for _, p := range f.Params {
		if p.Name != self {
			m.Params = append(m.Params, p)
		}
	}
	switch goapi.MethodForm(b) {
	case goapi.FormChain:
		m.Results = []string{"*Tensor"}
	case goapi.FormErr:
		m.Results = []string{"error"}
	default:
		m.Results = f.Results
	}
	return m
}

// PythonMethods returns the Python-shaped Tensor methods and functions the
// typed mode generates for lib and specs, by Python name ("Tensor.sum" →
// "Sum", "torch.zeros" → "Zeros"), and the Python names that get none,
// with why.
func PythonMethods(lib *model.Library, specs *model.Specs) (map[string]PythonEntry, []python.Skip, error) {
	runtime := templates.RuntimeFiles()
	bound, _, reserved, err := bind.All(lib, runtime)
	if err != nil {
		return nil, nil, err
	}
	_, taken, err := bindClasses(specs, runtime, reserved, bound, &Report{})
	if err != nil {
		return nil, nil, err
	}
	runtimeMethods, err := bind.RuntimeMethods(runtime)
	if err != nil {
		return nil, nil, err
	}
	py := planPyLayer(lib, bound, taken, reserved, runtimeMethods, true, nil)
	entries, forwards, ported, skipped := py.entries, py.forwards, py.ported, py.skipped
	out := make(map[string]PythonEntry, len(entries))
	for _, e := range entries {
		out[e.Python] = PythonEntry{Call: e.GoCall(), Results: e.ResultsString()}
	}
	for _, fw := range forwards {
		out[fw.Python] = PythonEntry{Call: python.GoCall(fw.Python, fw.GoName), Results: fw.To.ResultsString()}
	}
	for py, goName := range ported {
		out[py] = PythonEntry{Call: python.GoCall(py, goName), Results: "*Tensor"}
	}
	return out, skipped, nil
}

// PythonEntry is a Python-shaped entry point: its Go call without receiver
// or package ("Sum", "Linalg.Norm") and its results ("*Tensor",
// "(TopkTuple, error)").
type PythonEntry struct{ Call, Results string }
