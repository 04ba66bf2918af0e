package emit

import (
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/python"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// pyLayer is the Python-shaped layer of a package (package python plans
// it; both modes emit it).
type pyLayer struct {
	entries  []*python.Entry   // methods, then functions
	forwards []*python.Forward // torch.nn.functional's torch bindings
	ported   map[string]string // torch.nn.functional's runtime ports, Python name → Go name
	skipped  []python.Skip
	methods  int // of entries
}

// planPyLayer plans the entry points over bound: the methods (each takes
// over the name of the default overload's typed method, whose function
// stays), the functions (one that takes the name of an operator's function
// renames that function, unexported, and calls it) and, where functional,
// torch.nn.functional (package nn's F, whose ports runtimeMethods has).
// carried, when not nil, says which bindings the package calls (the
// stable-ABI mode's): python.Carry drops or marks the rest.
func planPyLayer(lib *model.Library, bound []*bind.Binding, tensorMethods, reserved map[string]string,
	runtimeMethods map[string]map[string]string, functional bool, carried func(*bind.Binding) bool) pyLayer {
	var l pyLayer
	parsers := overloads.PyParsers(lib.Operators)
	if !functional {
		for name := range parsers {
			if strings.HasPrefix(name, overloads.FunctionalPrefix) {
				delete(parsers, name)
			}
		}
		for _, f := range overloads.FunctionalNames() {
			l.skipped = append(l.skipped, python.Skip{Python: f.Python(), Reason: "package nn's F, which this mode has not"})
		}
	}
	methods, skipped := python.Methods(parsers, bound, tensorMethods)
	funcs, funcsSkipped := python.Functions(parsers, bound, reserved, runtimeMethods)
	l.skipped = append(l.skipped, skipped...)
	l.skipped = append(l.skipped, funcsSkipped...)
	if carried != nil {
		var s1, s2 []python.Skip
		methods, s1 = python.Carry(methods, carried)
		funcs, s2 = python.Carry(funcs, carried)
		l.skipped = append(append(l.skipped, s1...), s2...)
	}
	for _, e := range methods {
		if e.Replaces != nil {
			e.Replaces.Method = false
		}
	}
	python.Rename(funcs)
	if functional {
		var fSkipped []python.Skip
		l.forwards, l.ported, fSkipped = python.Functionals(funcs, runtimeMethods[python.ModuleType(python.Functional)])
		l.skipped = append(l.skipped, fSkipped...)
	}
	l.methods = len(methods)
	l.entries = append(methods, funcs...)
	return l
}

// report fills the report's Python counts.
func (l pyLayer) report(r *Report) {
	r.Python = l.methods
	r.PythonFunctions = len(l.entries) - l.methods + len(l.forwards) + len(l.ported)
	r.PythonSkipped = l.skipped
}
