package main

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
	"github.com/gotorchgen/gotorchgen/parser"
)

// runNamesCommand is the names command: the manifest (runNames), or with
// --python NAME the Go functions of one PyTorch function, one
// "GoName  aten::name.overload" line each.
func runNamesCommand(args []string) error {
	fs := pflag.NewFlagSet("names", pflag.ContinueOnError)
	var in inputFlags
	in.register(fs)
	python := fs.String("python", "", "print the Go functions of a PyTorch name (torch.empty, Tensor.sum, F.cross_entropy) instead of the manifest")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if !fs.Changed("python") {
		return runNames(args)
	}
	if strings.TrimSpace(*python) == "" {
		return &usageError{"names: --python needs a PyTorch name, such as torch.empty, Tensor.sum or F.cross_entropy"}
	}
	if in.libtorch == "" && in.declarations == "" {
		// A PyTorch name is looked up where the user's libtorch most
		// likely is: the default install (Debian's libtorch-dev).
		if _, err := parser.FindInstall(defaultLibtorch); err != nil {
			return &usageError{fmt.Sprintf("names --python: no libtorch at %s (%v): pass --libtorch DIR or --declarations FILE", defaultLibtorch, err)}
		}
		in.libtorch = defaultLibtorch
	}
	lib, _, err := in.load()
	if err != nil {
		return err
	}
	lines, near := pythonMatches(lib.Operators, *python)
	runtime := runtimeMatches(*python)
	// The Python-shaped method first: the call a PyTorch user writes.
	specs, err := in.loadSpecs()
	if err != nil {
		return err
	}
	shaped, _, err := emit.PythonMethods(lib, specs)
	if err != nil {
		return err
	}
	canon := overloads.CanonicalPythonName(*python)
	if e, ok := shaped[canon]; ok {
		name := e.Call
		results := "; returns " + e.Results
		if e.Results == "*Tensor" {
			results = "; a *Tensor that carries its error (Result for (T, error))"
		}
		method := results
		if e.Results == "*Tensor" {
			method = "" // methods chain: nothing to say
		}
		entry := [2]string{"Tensor." + name, "x." + name + "(...): Python's call shapes, the overload Python's parser picks" + method}
		if !strings.HasPrefix(canon, "Tensor.") {
			call := "torch." + name
			if strings.HasPrefix(name, "nn.") { // nn.F.Relu: package nn's
				call = name
			}
			entry = [2]string{name, call + "(...): Python's call shapes, the overload Python's parser picks" + results}
			// The default overload's function gave the entry point its
			// name: it is reached through it, with its typed call shape.
			for i, l := range lines {
				if l[0] == name {
					lines[i][1] += " (through " + name + ", with the typed call shape too)"
				}
			}
		}
		runtime = append([][2]string{entry}, runtime...)
	}
	if len(lines) == 0 && len(runtime) > 0 {
		near = nil
	}
	if len(lines) == 0 && len(runtime) == 0 {
		msg := fmt.Sprintf("no operator has the Python name %s", overloads.CanonicalPythonName(*python))
		if len(near) > 0 {
			msg += "; did you mean " + strings.Join(near, ", ") + "?"
		} else {
			msg += " (names are known from " + overloads.PythonNamesSource() +
				"; spell them torch.X, Tensor.X, torch.linalg.X or F.X)"
		}
		return fmt.Errorf("%s", msg)
	}
	// Names that are not operators first: the runtime's, package nn's.
	lines = append(runtime, lines...)
	width := 0
	for _, l := range lines {
		width = max(width, len(l[0]))
	}
	var sb strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&sb, "%-*s  %s\n", width, l[0], l[1])
	}
	sb.WriteString(parserOrder(lib.Operators, *python))
	_, err = os.Stdout.WriteString(sb.String())
	return err
}

// runtimeMatches returns {Go symbol, usage} for the PyTorch names that are
// not operators (overloads.RuntimeNames): torch.no_grad, Tensor.__getitem__,
// nn.Linear.
func runtimeMatches(query string) [][2]string {
	q := strings.TrimPrefix(overloads.CanonicalPythonName(query), "torch.")
	var out [][2]string
	for _, r := range overloads.RuntimeNames() {
		if strings.TrimPrefix(r.Python, "torch.") == q {
			out = append(out, [2]string{r.Symbol, r.Usage})
		}
	}
	return out
}

// defaultLibtorch is the install names --python reads when given none.
const defaultLibtorch = "/usr"

// parserOrder describes, for a name Python binds straight to operators, the
// signatures its argument parser tries, in order, and the Go function each
// reaches; "" for a name with one signature (its Go function says it all)
// or without a parser of its own.
func parserOrder(ops []*model.Operator, query string) string {
	sigs := overloads.PyParsers(ops)[overloads.CanonicalPythonName(query)]
	if len(sigs) < 2 {
		return ""
	}
	var sb strings.Builder
	sb.WriteString("# Python's argument parser tries, in order (the first that takes the arguments wins):\n")
	for _, s := range sigs {
		reach := overloads.Func(s.Base.Name, s.Base.Overload)
		if s.Outplace != nil {
			reach += ", with out= " + overloads.Func(s.Outplace.Name, s.Outplace.Overload)
		}
		fmt.Fprintf(&sb, "#   %s  ->  %s\n", s.String(), reach)
	}
	return sb.String()
}

// pythonMatches returns {Go name, "aten::id"} for every operator spelled
// query in Python, in the operators' order, and when there is none the
// Python names that end the same way ("Tensor.cross_entropy" →
// torch.nn.functional.cross_entropy).
func pythonMatches(ops []*model.Operator, query string) (lines [][2]string, near []string) {
	q := overloads.CanonicalPythonName(query)
	last := q[strings.LastIndexByte(q, '.')+1:]
	nearSet := map[string]bool{}
	for _, op := range ops {
		for _, p := range overloads.PythonNames(op) {
			switch {
			case p == q:
				lines = append(lines, [2]string{overloads.Func(op.Name, op.Overload), "aten::" + op.ID()})
			case strings.HasSuffix(p, "."+last):
				nearSet[p] = true
			}
		}
	}
	if len(lines) > 0 {
		return lines, nil
	}
	for p := range nearSet {
		near = append(near, p)
	}
	sort.Strings(near)
	return nil, near
}
