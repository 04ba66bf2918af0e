package apidiff

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Manifest lists every exported identifier of the Go packages that
// patterns match in the module at dir (internal packages and tests left
// out), one line each, sorted:
//
//	torch: func (*Tensor) Sum(args ...any) *Tensor
//	torch: field BackwardOptions.RetainGraph Opt[bool]
//	torch/nn: type Linear struct
//
// Each line starts with the package's path relative to the module, so one
// manifest covers a package and its sub-packages.
//
// go/packages lists the packages (build tags, files, imports) but the
// type-check is ours, from source with FakeImportC and no function bodies:
// go/packages' own type-check runs cgo over every file, minutes of gcc for
// the generated package after each change, and cgo adds nothing exported.
func Manifest(dir string, patterns ...string) ([]string, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps | packages.NeedModule,
		Dir:  dir,
		// The generated package's API is all in cgo files: a machine
		// without a C compiler (where CGO_ENABLED defaults to 0) must list
		// them too. go list runs no compiler here.
		Env: append(os.Environ(), "CGO_ENABLED=1"),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, fmt.Errorf("apidiff: load %s in %s: %w", strings.Join(patterns, " "), dir, err)
	}
	var errs []error
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, fmt.Errorf("%s: %s", p.PkgPath, e))
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("apidiff: load %s in %s: %w", strings.Join(patterns, " "), dir, errors.Join(errs...))
	}
	c := &checker{fset: token.NewFileSet(), byPath: map[string]*packages.Package{}, done: map[string]*types.Package{}}
	packages.Visit(pkgs, nil, func(p *packages.Package) { c.byPath[p.PkgPath] = p })
	var lines []string
	for _, p := range pkgs {
		if isInternal(p.PkgPath) || p.Module == nil || p.Name == "main" {
			continue
		}
		tp, err := c.check(p.PkgPath)
		if err != nil {
			return nil, err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p.PkgPath, p.Module.Path), "/")
		if rel == "" {
			rel = path.Base(p.PkgPath)
		}
		for _, l := range packageLines(tp) {
			lines = append(lines, rel+": "+l)
		}
	}
	sortLines(lines)
	return lines, nil
}

// sortLines sorts by package, then declaration: "torch: …" before
// "torch/nn: …", which a plain sort puts the other way round.
func sortLines(lines []string) {
	sort.Slice(lines, func(i, j int) bool {
		pi, di, _ := strings.Cut(lines[i], ": ")
		pj, dj, _ := strings.Cut(lines[j], ": ")
		if pi != pj {
			return pi < pj
		}
		return di < dj
	})
}

func isInternal(pkgPath string) bool {
	return strings.HasSuffix(pkgPath, "/internal") || strings.Contains(pkgPath, "/internal/") || strings.HasPrefix(pkgPath, "internal/")
}

// checker type-checks packages from source in import order.
type checker struct {
	fset   *token.FileSet
	byPath map[string]*packages.Package
	done   map[string]*types.Package
}

func (c *checker) Import(pkgPath string) (*types.Package, error) { return c.check(pkgPath) }

func (c *checker) check(pkgPath string) (*types.Package, error) {
	if pkgPath == "unsafe" {
		return types.Unsafe, nil
	}
	if tp, ok := c.done[pkgPath]; ok {
		return tp, nil
	}
	p, ok := c.byPath[pkgPath]
	if !ok {
		return nil, fmt.Errorf("apidiff: %s is not among the loaded packages", pkgPath)
	}
	var files []*ast.File
	for _, name := range p.GoFiles {
		// Declarations only: bodies are not checked, and comments are not API.
		f, err := parser.ParseFile(c.fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("apidiff: %w", err)
		}
		files = append(files, f)
	}
	var errs []error
	conf := types.Config{
		Importer:         importerFunc(func(path string) (*types.Package, error) { return c.check(p.Imports[path].PkgPath) }),
		FakeImportC:      true,
		IgnoreFuncBodies: true,
		Error:            func(err error) { errs = append(errs, err) },
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		conf.GoVersion = "go" + p.Module.GoVersion
	}
	tp, _ := conf.Check(pkgPath, c.fset, files, nil)
	// The API packages must check cleanly: a manifest of a half-checked
	// package would record invalid types as if they were the API.
	if len(errs) > 0 && p.Module != nil {
		if len(errs) > 10 {
			errs = append(errs[:10], fmt.Errorf("and %d more", len(errs)-10))
		}
		return nil, fmt.Errorf("apidiff: type-check %s: %w", pkgPath, errors.Join(errs...))
	}
	c.done[pkgPath] = tp
	return tp, nil
}

type importerFunc func(string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// packageLines renders one package's exported API, without the package
// prefix.
func packageLines(pkg *types.Package) []string {
	qf := func(other *types.Package) string {
		if other == pkg {
			return ""
		}
		return other.Name()
	}
	typ := func(t types.Type) string { return types.TypeString(t, qf) }
	var lines []string
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Func:
			lines = append(lines, "func "+name+signature(obj.Type().(*types.Signature), qf))
		case *types.Const:
			lines = append(lines, fmt.Sprintf("const %s %s = %s", name, typ(obj.Type()), obj.Val().ExactString()))
		case *types.Var:
			lines = append(lines, fmt.Sprintf("var %s %s", name, typ(obj.Type())))
		case *types.TypeName:
			lines = append(lines, typeLines(obj, qf)...)
		}
	}
	return lines
}

func signature(sig *types.Signature, qf types.Qualifier) string {
	var buf bytes.Buffer
	types.WriteSignature(&buf, sig, qf)
	return buf.String()
}

// typeLines renders a type and, one line each, its exported fields,
// interface methods and declared methods, so that a change to one member
// reads as that member's change.
func typeLines(obj *types.TypeName, qf types.Qualifier) []string {
	name := obj.Name()
	typ := func(t types.Type) string { return types.TypeString(t, qf) }
	if obj.IsAlias() {
		return []string{fmt.Sprintf("type %s = %s", name, typ(types.Unalias(obj.Type())))}
	}
	named, ok := obj.Type().(*types.Named)
	if !ok {
		return []string{fmt.Sprintf("type %s %s", name, typ(obj.Type()))}
	}
	head := name
	if tps := named.TypeParams(); tps.Len() > 0 {
		params := make([]string, tps.Len())
		for i := range params {
			tp := tps.At(i)
			params[i] = tp.Obj().Name() + " " + typ(tp.Constraint())
		}
		head += "[" + strings.Join(params, ", ") + "]"
	}
	var lines []string
	switch u := named.Underlying().(type) {
	case *types.Struct:
		lines = append(lines, "type "+head+" struct")
		for i := 0; i < u.NumFields(); i++ {
			f := u.Field(i)
			if !f.Exported() {
				continue
			}
			embedded := ""
			if f.Embedded() {
				embedded = " (embedded)"
			}
			lines = append(lines, fmt.Sprintf("field %s.%s %s%s", name, f.Name(), typ(f.Type()), embedded))
		}
	case *types.Interface:
		sealed := ""
		for i := 0; i < u.NumMethods(); i++ {
			m := u.Method(i)
			if !m.Exported() {
				sealed = " (has unexported methods)"
				continue
			}
			lines = append(lines, fmt.Sprintf("method %s.%s%s", name, m.Name(), signature(m.Type().(*types.Signature), qf)))
		}
		if u.NumEmbeddeds() > 0 && !u.IsMethodSet() {
			sealed += " (constraint " + typ(u) + ")"
		}
		lines = append(lines, "type "+head+" interface"+sealed)
	default:
		lines = append(lines, "type "+head+" "+typ(u))
	}
	for i := 0; i < named.NumMethods(); i++ {
		m := named.Method(i)
		if !m.Exported() {
			continue
		}
		sig := m.Type().(*types.Signature)
		lines = append(lines, fmt.Sprintf("func (%s) %s%s", typ(sig.Recv().Type()), m.Name(), signature(sig, qf)))
	}
	return lines
}

// LoadManifest reads the manifest at path: a manifest file, or a directory
// whose Go packages (./...) it lists.
func LoadManifest(path string) ([]string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("apidiff: %w", err)
	}
	if st.IsDir() {
		return Manifest(path, "./...")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("apidiff: %w", err)
	}
	lines, err := ParseManifest(data)
	if err != nil {
		return nil, fmt.Errorf("apidiff: %s: %w", path, err)
	}
	return lines, nil
}
