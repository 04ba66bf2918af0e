// Package migrate rewrites Go code written against an older generated
// torch package so that it compiles against the current one
// (`gotorchgen fix`). It edits source text in place, so formatting and
// comments stay as the user wrote them, and it is driven by types: a call
// is rewritten only where the current package's signature and the call's
// context disagree in the way one API change explains.
//
// The changes it knows: operator functions that returned (*Tensor, error)
// return a *Tensor that carries its error (Tensor.Err), as methods do; and
// in-place methods that returned only an error return their receiver
// carrying it (errctx.go).
//
//	y, err := torch.Relu(x)        →  y, err := torch.Relu(x).Result()
//	return torch.Mm(a, b)          →  return torch.Mm(a, b).Result()   (in a func returning two values)
//	f(torch.Mm(a, b))              →  f(torch.Mm(a, b).Result())       (f takes two values)
//	torch.Chain(torch.Rand(n))     →  torch.Rand(n)
//
// Every other remaining type error is listed, not guessed at.
package migrate

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"os"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Edit is one text change in a file: Text replaces [Start, End).
type Edit struct {
	Start, End int
	Text       string
}

// Result is what Fix did.
type Result struct {
	// Files maps each changed file to its number of rewritten calls.
	Files map[string]int
	// Remaining are the type errors that no rewrite explains, as the
	// compiler prints them, after the rewrites (when written) or before.
	Remaining []string
}

// Fix loads the packages (go list patterns, tests included) from dir,
// rewrites the calls it can, and writes the files back when write is set.
func Fix(dir string, patterns []string, write bool) (*Result, error) {
	pkgs, err := load(dir, patterns)
	if err != nil {
		return nil, err
	}
	// Edits are placed by file, line and column as the compiler reports
	// them: a cgo file's syntax is cgo's output, whose //line comments
	// lead back to the user's file.
	edits := map[string][]posEdit{}
	fset := pkgs[0].Fset
	seen := map[string]bool{}
	for _, p := range pkgs {
		for _, f := range p.Syntax {
			name := fset.File(f.Pos()).Name()
			if seen[name] {
				continue // a file in both the package and its test variant
			}
			seen[name] = true
			for _, e := range append(fileEdits(p.TypesInfo, f), errorEdits(p.TypesInfo, f)...) {
				start, end := fset.Position(e.start), fset.Position(e.end)
				edits[start.Filename] = append(edits[start.Filename], posEdit{start: start, end: end, text: e.text, want: e.want})
			}
		}
	}
	res := &Result{Files: map[string]int{}}
	for name, pes := range edits {
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		es, err := offsets(src, pes)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		out, err := Apply(src, es)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		res.Files[name] = len(es)
		if write {
			if err := os.WriteFile(name, out, 0o644); err != nil {
				return nil, err
			}
		}
	}
	if write && len(edits) > 0 {
		if pkgs, err = load(dir, patterns); err != nil {
			return nil, err
		}
	}
	res.Remaining = typeErrors(pkgs)
	return res, nil
}

func load(dir string, patterns []string) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode:  packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports | packages.NeedDeps,
		Dir:   dir,
		Env:   withoutTrimpath(os.Environ()),
		Tests: true,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("no packages match %s in %s", strings.Join(patterns, " "), dir)
	}
	return pkgs, nil
}

// withoutTrimpath drops -trimpath from GOFLAGS in env. The edits land at
// the positions of cgo's output, whose //line comments name the user's
// file; under -trimpath the build cache keys leave the directory out, so
// cgo's output cached from a copy of the package at another path names
// that other path's file.
func withoutTrimpath(env []string) []string {
	out := make([]string, 0, len(env))
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "GOFLAGS="); ok {
			var keep []string
			for _, f := range strings.Fields(v) {
				if f != "-trimpath" && f != "-trimpath=true" {
					keep = append(keep, f)
				}
			}
			kv = "GOFLAGS=" + strings.Join(keep, " ")
		}
		out = append(out, kv)
	}
	return out
}

func typeErrors(pkgs []*packages.Package) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range pkgs {
		for _, e := range p.Errors {
			if s := e.Error(); !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	sort.Strings(out)
	return out
}

// Apply applies non-overlapping edits to src and formats the result.
func Apply(src []byte, edits []Edit) ([]byte, error) {
	es := append([]Edit(nil), edits...)
	sort.Slice(es, func(i, j int) bool {
		if es[i].Start != es[j].Start {
			return es[i].Start > es[j].Start
		}
		return es[i].End > es[j].End
	})
	out := append([]byte(nil), src...)
	for _, e := range es {
		out = append(out[:e.Start], append([]byte(e.Text), out[e.End:]...)...)
	}
	formatted, err := format.Source(out)
	if err != nil {
		return nil, fmt.Errorf("the rewritten file does not parse: %w", err)
	}
	return formatted, nil
}

// astEdit is an edit in a file's syntax; want is the text it replaces
// (^X: text starting with X, $X: ending with X), or for an insertion the
// text it must follow, checked in the user's file.
type astEdit struct {
	start, end token.Pos
	text, want string
}

// posEdit is an astEdit placed in the user's file.
type posEdit struct {
	start, end token.Position
	text, want string
}

// offsets turns placed edits into byte offsets of src, refusing any whose
// text is not what the syntax said (a cgo line whose columns moved).
func offsets(src []byte, pes []posEdit) ([]Edit, error) {
	lines := []int{0}
	for i, c := range src {
		if c == '\n' {
			lines = append(lines, i+1)
		}
	}
	at := func(p token.Position) (int, error) {
		if p.Line < 1 || p.Line > len(lines) {
			return 0, fmt.Errorf("line %d out of range", p.Line)
		}
		o := lines[p.Line-1] + p.Column - 1
		if o > len(src) {
			return 0, fmt.Errorf("%d:%d out of range", p.Line, p.Column)
		}
		return o, nil
	}
	var es []Edit
	for _, pe := range pes {
		start, err := at(pe.start)
		if err != nil {
			return nil, err
		}
		end, err := at(pe.end)
		if err != nil {
			return nil, err
		}
		got := string(src[start:end])
		if start == end {
			got = string(src[max(0, start-len(pe.want)):start])
		}
		ok := got == pe.want
		switch {
		case strings.HasPrefix(pe.want, "^"):
			ok = strings.HasPrefix(got, pe.want[1:])
		case strings.HasPrefix(pe.want, "$"):
			ok = strings.HasSuffix(got, pe.want[1:])
		}
		if !ok {
			return nil, fmt.Errorf("%d:%d: found %q where the syntax has %q (a cgo file whose columns moved?)", pe.start.Line, pe.start.Column, got, pe.want)
		}
		es = append(es, Edit{Start: start, End: end, Text: pe.text})
	}
	return es, nil
}

// fileEdits finds the calls of one file to rewrite.
func fileEdits(info *types.Info, f *ast.File) []astEdit {
	var edits []astEdit
	var stack []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		defer func() { stack = append(stack, n) }()
		call, ok := n.(*ast.CallExpr)
		if !ok || !chainingFunc(info, call) || len(stack) == 0 {
			return true
		}
		switch parent := unparen(stack).(type) {
		case *ast.CallExpr:
			if len(parent.Args) != 1 || parent.Args[0] != ast.Expr(call) {
				return true
			}
			if isChain(info, parent.Fun) {
				// torch.Chain(F(...)) → F(...)
				edits = append(edits,
					astEdit{start: parent.Pos(), end: call.Pos(), want: "^" + exprText(parent.Fun) + "("},
					astEdit{start: call.End(), end: parent.End(), want: "$)"})
				return true
			}
			// f(F(...)) where f takes exactly (T, error).
			if sig, ok := info.TypeOf(parent.Fun).(*types.Signature); ok && sig.Params().Len() == 2 && !sig.Variadic() &&
				types.Identical(sig.Params().At(1).Type(), types.Universe.Lookup("error").Type()) {
				edits = append(edits, result(call))
			}
		case *ast.AssignStmt:
			if len(parent.Lhs) == 2 && len(parent.Rhs) == 1 {
				edits = append(edits, result(call))
			}
		case *ast.ValueSpec:
			if len(parent.Names) == 2 && len(parent.Values) == 1 {
				edits = append(edits, result(call))
			}
		case *ast.ReturnStmt:
			if len(parent.Results) == 1 && enclosingResults(stack) == 2 {
				edits = append(edits, result(call))
			}
		}
		return true
	})
	return edits
}

func result(call *ast.CallExpr) astEdit {
	return astEdit{start: call.End(), end: call.End(), text: ".Result()", want: ")"}
}

// exprText is a callee as written: torch.Chain, Chain.
func exprText(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return exprText(e.X) + "." + e.Sel.Name
	}
	return ""
}

// unparen is the innermost enclosing node that is not a parenthesis.
func unparen(stack []ast.Node) ast.Node {
	for i := len(stack) - 1; i >= 0; i-- {
		if _, ok := stack[i].(*ast.ParenExpr); !ok {
			return stack[i]
		}
	}
	return nil
}

// enclosingResults is the result count of the innermost function around
// the top of stack.
func enclosingResults(stack []ast.Node) int {
	for i := len(stack) - 1; i >= 0; i-- {
		switch fn := stack[i].(type) {
		case *ast.FuncLit:
			return fieldCount(fn.Type.Results)
		case *ast.FuncDecl:
			return fieldCount(fn.Type.Results)
		}
	}
	return 0
}

func fieldCount(fl *ast.FieldList) int {
	if fl == nil {
		return 0
	}
	n := 0
	for _, f := range fl.List {
		n += max(1, len(f.Names))
	}
	return n
}

// calleeFunc is the package-level function a call names, or nil.
func calleeFunc(info *types.Info, fun ast.Expr) *types.Func {
	switch e := ast.Unparen(fun).(type) {
	case *ast.Ident:
		f, _ := info.Uses[e].(*types.Func)
		return f
	case *ast.SelectorExpr:
		f, _ := info.Uses[e.Sel].(*types.Func)
		return f
	case *ast.IndexExpr: // an instantiated generic function
		return calleeFunc(info, e.X)
	}
	return nil
}

// torchPackage reports whether pkg is a generated torch package: it
// declares the Tensor type and the Chain function.
func torchPackage(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	_, tensor := pkg.Scope().Lookup("Tensor").(*types.TypeName)
	_, chain := pkg.Scope().Lookup("Chain").(*types.Func)
	return tensor && chain
}

// chainingFunc reports whether call calls a package-level function of a
// torch package that returns one *Tensor.
func chainingFunc(info *types.Info, call *ast.CallExpr) bool {
	f := calleeFunc(info, call.Fun)
	if f == nil || !torchPackage(f.Pkg()) {
		return false
	}
	sig, ok := f.Type().(*types.Signature)
	if !ok || sig.Recv() != nil || sig.Results().Len() != 1 {
		return false
	}
	return isTensorPtr(sig.Results().At(0).Type(), f.Pkg())
}

func isTensorPtr(t types.Type, pkg *types.Package) bool {
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := p.Elem().(*types.Named)
	return ok && n.Obj().Name() == "Tensor" && n.Obj().Pkg() == pkg
}

func isChain(info *types.Info, fun ast.Expr) bool {
	f := calleeFunc(info, fun)
	return f != nil && f.Name() == "Chain" && torchPackage(f.Pkg())
}

// Summary prints a Result for the command line.
func (r *Result) Summary(write bool) string {
	var b bytes.Buffer
	names := make([]string, 0, len(r.Files))
	total := 0
	for n, c := range r.Files {
		names = append(names, n)
		total += c
	}
	sort.Strings(names)
	verb := "would rewrite"
	if write {
		verb = "rewrote"
	}
	for _, n := range names {
		fmt.Fprintf(&b, "%s: %s %d call(s)\n", n, verb, r.Files[n])
	}
	fmt.Fprintf(&b, "%s %d call(s) in %d file(s)\n", verb, total, len(names))
	if len(r.Remaining) > 0 {
		fmt.Fprintf(&b, "%d type error(s) no rewrite explains:\n", len(r.Remaining))
		for _, e := range r.Remaining {
			fmt.Fprintf(&b, "  %s\n", e)
		}
	}
	return b.String()
}
