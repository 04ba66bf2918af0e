package overloads

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"github.com/gotorchgen/gotorchgen/model"
)

// The Python spellings of ATen operators, derived from a PyTorch install by
// scripts/python-names.py (regenerate with /usr/bin/python3
// scripts/python-names.py) except curated.txt, which is kept by hand.
// docs/NAMING.md ("Python names") states the rules.
//
//go:embed pynames/*.txt
var pynamesFS embed.FS

// pyFiles says, for each derived file of bare names, how a name N in it is
// spelled in Python and which operator it names, and whether the spelling
// is a torch-namespace function that takes Python's out= keyword.
var pyFiles = []struct {
	file, python, aten string
	out                bool
}{
	{"torch.txt", "torch.", "", true},
	{"Tensor.txt", "Tensor.", "", false},
	{"nn.functional.txt", "torch.nn.functional.", "", false},
	{"linalg.txt", "torch.linalg.", "linalg_", true},
	{"fft.txt", "torch.fft.", "fft_", true},
	{"special.txt", "torch.special.", "special_", true},
	{"sparse.txt", "torch.sparse.", "sparse_", true},
}

// pyModules are the PyTorch submodules bound from python_module operators
// named "<module>_<name>": aten::linalg_solve is torch.linalg.solve.
var pyModules = []string{"linalg", "fft", "special", "sparse"}

type pySpelling struct {
	name string
	out  bool // also spells the operator's out= overloads
}

type pyIndex struct {
	byOp    map[string][]pySpelling // schema name ("add_", "__and__") → spellings
	known   map[string]bool         // every public operator name the data has seen
	version string                  // the torch the data was derived from
}

var (
	pyOnce sync.Once
	pyData *pyIndex
)

func pyIndexData() *pyIndex {
	pyOnce.Do(func() {
		ix, err := loadPyIndex(pynamesFS)
		if err != nil {
			panic("overloads: embedded pynames: " + err.Error())
		}
		pyData = ix
	})
	return pyData
}

// pyLines returns a data file's entries: each line's fields, comments
// ("# ...") and blank lines dropped. The first comment line that names the
// torch version ("from torch 1.13.0a0") sets *version.
func pyLines(fsys fs.FS, file string, version *string) ([][]string, error) {
	data, err := fs.ReadFile(fsys, "pynames/"+file)
	if err != nil {
		return nil, err
	}
	var out [][]string
	for _, line := range strings.Split(string(data), "\n") {
		text, comment, _ := strings.Cut(line, "#")
		if _, v, ok := strings.Cut(comment, "from torch "); ok && *version == "" {
			*version = strings.TrimSuffix(strings.Fields(v)[0], ";")
		}
		if f := strings.Fields(text); len(f) > 0 {
			out = append(out, f)
		}
	}
	return out, nil
}

func loadPyIndex(fsys fs.FS) (*pyIndex, error) {
	ix := &pyIndex{byOp: map[string][]pySpelling{}, known: map[string]bool{}}
	add := func(op, python string, out bool) {
		ix.byOp[op] = append(ix.byOp[op], pySpelling{python, out})
		ix.known[op] = true
	}
	for _, f := range pyFiles {
		lines, err := pyLines(fsys, f.file, &ix.version)
		if err != nil {
			return nil, err
		}
		for _, l := range lines {
			if len(l) != 1 {
				return nil, fmt.Errorf("%s: want one name a line, got %q", f.file, strings.Join(l, " "))
			}
			add(f.aten+l[0], f.python+l[0], f.out)
		}
	}
	for _, file := range []string{"wrappers.txt", "curated.txt"} {
		lines, err := pyLines(fsys, file, &ix.version)
		if err != nil {
			return nil, err
		}
		for _, l := range lines {
			if len(l) < 2 || len(l) > 3 {
				return nil, fmt.Errorf("%s: want \"python-name aten-name [since]\", got %q", file, strings.Join(l, " "))
			}
			add(l[1], CanonicalPythonName(l[0]), false)
		}
	}
	lines, err := pyLines(fsys, "unbound.txt", &ix.version)
	if err != nil {
		return nil, err
	}
	for _, l := range lines {
		ix.known[l[0]] = true
	}
	return ix, nil
}

// PythonNamesSource names the PyTorch release the Python names were derived
// from ("torch 1.13.0a0").
func PythonNamesSource() string { return "torch " + pyIndexData().version }

// PythonNames returns the public PyTorch spellings of an operator, sorted
// (byte order: "Tensor." before "torch.") and without duplicates; nil when
// Python has none.
//
//	empty.memory_format → torch.empty          add.Tensor → Tensor.add, torch.add
//	add_.Tensor → Tensor.add_                   add.out → torch.add (its out= keyword)
//	linalg_solve → torch.linalg.solve           cross_entropy_loss → torch.nn.functional.cross_entropy
//	__and__.Tensor → Tensor.__and__             _softmax → (none)
//
// The names depend on the operator's name, kind and variants only, never on
// its overload, except that an out= overload keeps only the torch-namespace
// functions (torch.X, torch.linalg.X, ...), which take out=: Tensor methods
// and torch.nn.functional do not. Operators the data knows (every operator
// of the PyTorch it was derived from) get exactly the data's names; newer
// ones get the names torchgen's rules give them (see guessPython).
// PythonModule is used when set, but not needed.
func PythonNames(op *model.Operator) []string {
	ix := pyIndexData()
	var names []string
	if sp, ok := ix.byOp[op.Name]; ok || ix.known[op.Name] || isPrivate(op.Name) {
		for _, s := range sp {
			if op.Kind != model.Out || s.out {
				names = append(names, s.name)
			}
		}
	} else {
		names = guessPython(op)
	}
	sort.Strings(names)
	return dedup(names)
}

// guessPython spells an operator newer than the data by torchgen's rules for
// Python bindings: a method variant is Tensor.X, a "linalg_X" (fft_,
// special_, sparse_) function torch.linalg.X, and any other function torch.X
// when its python_module is known to be empty — from Declarations.yaml, or
// because it is also a method (no python_module "nn" operator is). nn
// operators (torch._C._nn) and *_backward operators get nothing.
func guessPython(op *model.Operator) []string {
	name := op.Name
	if strings.Contains(name, "_backward") || op.PythonModule == "nn" {
		return nil
	}
	var names []string
	if op.Variants.Function {
		for _, m := range pyModules {
			if rest, ok := strings.CutPrefix(name, m+"_"); ok && (op.PythonModule == "" || op.PythonModule == m) {
				return []string{"torch." + m + "." + rest}
			}
		}
		if op.PythonModule == "" && op.Variants.Method {
			names = append(names, "torch."+name)
		}
	}
	if op.Variants.Method && op.Kind != model.Out {
		names = append(names, "Tensor."+name)
	}
	return names
}

func isPrivate(name string) bool {
	_, dunder := model.Dunder(name)
	return strings.HasPrefix(name, "_") && !dunder
}

func dedup(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// CanonicalPythonName writes a PyTorch name the way PythonNames does:
// "F.relu", "nn.functional.relu" and "torch.nn.functional.relu" are all
// "torch.nn.functional.relu"; "torch.Tensor.sum" is "Tensor.sum". Other
// names come back unchanged.
func CanonicalPythonName(s string) string {
	s = strings.TrimSpace(s)
	for _, p := range []string{"F.", "nn.functional.", "torch.nn.functional."} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			return "torch.nn.functional." + rest
		}
	}
	if rest, ok := strings.CutPrefix(s, "torch.Tensor."); ok {
		return "Tensor." + rest
	}
	for _, m := range pyModules {
		if rest, ok := strings.CutPrefix(s, m+"."); ok {
			return "torch." + m + "." + rest
		}
	}
	return s
}

// RuntimeName is a PyTorch name that is not an operator (torch.no_grad,
// Tensor.__getitem__, torch.nn.Linear) and the Go a generated package
// offers for it (pynames/runtime.txt, kept by hand).
type RuntimeName struct {
	Python, Symbol, Usage string
}

// RuntimeNames returns pynames/runtime.txt's entries, in file order.
func RuntimeNames() []RuntimeName {
	data, err := fs.ReadFile(pynamesFS, "pynames/runtime.txt")
	if err != nil {
		panic("overloads: embedded pynames/runtime.txt: " + err.Error())
	}
	var out []RuntimeName
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 3 {
			continue
		}
		out = append(out, RuntimeName{Python: f[0], Symbol: f[1], Usage: strings.Join(f[2:], " ")})
	}
	return out
}
