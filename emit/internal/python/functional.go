package python

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/overloads"
)

// torch.nn.functional is FunctionalModule, and package nn's F its value:
// nn.F.Gelu(x) is F.gelu(x). Its functions come three ways, as Python has
// them (overloads.FunctionalNames): torch._C._nn bindings are entry points
// planned as any module's (F.gelu); torch bindings forward to the torch
// entry point (F.conv2d is torch.conv2d); Python functions are the
// runtime's hand-written ports (F.cross_entropy), or skipped.

// Forward is a function of torch.nn.functional that Python binds to a
// torch function: a FunctionalModule method that calls its entry point.
type Forward struct {
	Python string // "torch.nn.functional.conv2d"
	GoName string // "Conv2d"
	To     *Entry // torch.conv2d's
}

// Functionals plans torch.nn.functional's forwards, and lists its Python
// functions the runtime ports (ported, by Python name → Go name, from the
// runtime's FunctionalModule methods) and those that get nothing, with
// why. entries are the planned entry points (torch.X and the module's
// torch._C._nn bindings among them).
func Functionals(entries []*Entry, runtimeMethods map[string]string) (forwards []*Forward, ported map[string]string, skips []Skip) {
	byPython := map[string]*Entry{}
	for _, e := range entries {
		byPython[e.Python] = e
	}
	ported = map[string]string{}
	for _, f := range overloads.FunctionalNames() {
		goName := overloads.Func(f.Name, "")
		switch {
		case runtimeMethods[goName] != "":
			ported[f.Python()] = goName
		case f.Binds == "":
			skips = append(skips, Skip{f.Python(), "a Python function (torch/nn/functional.py) with no Go port in the runtime yet"})
		case byPython[f.Python()] != nil:
			// a torch._C._nn binding, planned as an entry point
		case Module(f.Binds) == "" && byPython[f.Binds] != nil:
			forwards = append(forwards, &Forward{Python: f.Python(), GoName: goName, To: byPython[f.Binds]})
		default:
			skips = append(skips, Skip{f.Python(), fmt.Sprintf("binds %s, which has no entry point here", f.Binds)})
		}
	}
	return forwards, ported, skips
}

// forward renders one forward.
func forward(f *jen.File, fw *Forward) {
	f.Comment(fmt.Sprintf("%s is PyTorch's %s, which is %s: it calls %s with the same arguments.", fw.GoName, fw.Python, fw.To.Python, fw.To.GoCall()))
	f.Func().Params(jen.Id(ModuleType(Functional))).Id(fw.GoName).Params(jen.Id("args").Op("...").Any()).Params(fw.To.results()...).Block(
		jen.Return(jen.Id(fw.To.GoCall()).Call(jen.Id("args").Op("..."))))
}

// sigParams returns the (type, name) of each parameter of a signature in
// the parser's format ("relu(Tensor input, bool inplace=False)"), the
// keyword-only marker dropped.
func sigParams(sig string) ([][2]string, error) {
	open, close := strings.IndexByte(sig, '('), strings.LastIndexByte(sig, ')')
	if open < 0 || close < open {
		return nil, fmt.Errorf("signature %q: no parameter list", sig)
	}
	var out [][2]string
	depth, start := 0, open+1
	for i := open + 1; i <= close; i++ {
		switch c := sig[i]; {
		case c == '[' || c == '<' || c == '(':
			depth++
		case (c == ']' || c == '>' || c == ')') && i < close:
			depth--
		case (c == ',' && depth == 0) || i == close:
			decl, _, _ := strings.Cut(strings.TrimSpace(sig[start:i]), "=")
			start = i + 1
			decl = strings.TrimSpace(decl)
			if decl == "" || decl == "*" {
				continue
			}
			sp := strings.LastIndexByte(decl, ' ')
			if sp < 0 {
				return nil, fmt.Errorf("signature %q: parameter %q has no type", sig, decl)
			}
			out = append(out, [2]string{strings.TrimSuffix(decl[:sp], "?"), decl[sp+1:]})
		}
	}
	return out, nil
}
