package overloads

import (
	"sort"
	"strings"
	"sync"

	"github.com/gotorchgen/gotorchgen/model"
)

// torch.nn.functional (pynames/functional.txt): Python binds some of its
// functions straight to the argument parser — to torch.X (F.conv2d is
// torch.conv2d) or to torch._C._nn.X, the python_module "nn" operators
// (F.gelu, F.linear, F.logsigmoid is torch._C._nn.log_sigmoid) — and
// writes the others in Python (F.cross_entropy, F.relu), which the
// runtime ports by hand.

// FunctionalPrefix is the Python names' prefix of torch.nn.functional.
const FunctionalPrefix = "torch.nn.functional."

// Functional is one public function of torch.nn.functional.
type Functional struct {
	Name string // "gelu"
	// Binds is the Python name the function is ("torch.conv2d",
	// "torch._C._nn.gelu"), "" for a Python function.
	Binds string
}

// Python is the function's Python name ("torch.nn.functional.gelu").
func (f Functional) Python() string { return FunctionalPrefix + f.Name }

// FunctionalNames lists torch.nn.functional's public functions, sorted.
var FunctionalNames = sync.OnceValue(func() []Functional {
	var version string
	lines, err := pyLines(pynamesFS, "functional.txt", &version)
	if err != nil {
		panic("overloads: embedded pynames/functional.txt: " + err.Error())
	}
	out := make([]Functional, 0, len(lines))
	for _, l := range lines {
		f := Functional{Name: l[0]}
		if len(l) > 1 && l[1] != "python" {
			f.Binds = l[1]
		}
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
})

// functionalParsers adds to out the signatures of the functions of
// torch.nn.functional that are torch._C._nn bindings: those of the
// operators of that name, as torch._C._nn's parser has them.
func functionalParsers(ops []*model.Operator, out map[string][]*PySignature) {
	byName := map[string][]*model.Operator{}
	for _, op := range ops {
		if !pySkippedOverloads[op.ID()] && !pyAutogen()[op.ID()] {
			byName[op.Name] = append(byName[op.Name], op)
		}
	}
	for _, f := range FunctionalNames() {
		nn, ok := strings.CutPrefix(f.Binds, "torch._C._nn.")
		if !ok || len(byName[nn]) == 0 {
			continue
		}
		out[f.Python()] = groupPy(byName[nn], false)
	}
}
