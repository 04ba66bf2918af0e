package bind

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"strconv"
	"strings"
)

// RuntimeIdents lists the package-level identifiers the runtime declares,
// so that no generated name can collide with them (op "contiguous" must
// not meet a runtime constant Contiguous).
func RuntimeIdents(files map[string][]byte) ([]string, error) {
	seen := map[string]bool{}
	err := runtimeDecls(files, func(_ string, d ast.Decl) {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				seen[d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					seen[s.Name.Name] = true
				case *ast.ValueSpec:
					for _, n := range s.Names {
						seen[n.Name] = true
					}
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	idents := make([]string, 0, len(seen))
	for id := range seen {
		if id != "_" {
			idents = append(idents, id)
		}
	}
	sort.Strings(idents)
	return idents, nil
}

// RuntimeMethods lists the methods the runtime declares, by receiver type
// ("Tensor" → "Free" → "the runtime"), so that no generated method can
// collide with them.
func RuntimeMethods(files map[string][]byte) (map[string]map[string]string, error) {
	methods := map[string]map[string]string{}
	err := runtimeDecls(files, func(name string, d ast.Decl) {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || len(fd.Recv.List) == 0 {
			return
		}
		t := fd.Recv.List[0].Type
		if s, ok := t.(*ast.StarExpr); ok {
			t = s.X
		}
		if id, ok := t.(*ast.Ident); ok {
			if methods[id.Name] == nil {
				methods[id.Name] = map[string]string{}
			}
			methods[id.Name][fd.Name.Name] = "the runtime (" + name + ")"
		}
	})
	return methods, err
}

// runtimeDecls calls f with every top-level declaration of the runtime's
// Go files, tests apart.
func runtimeDecls(files map[string][]byte, f func(file string, d ast.Decl)) error {
	fset := token.NewFileSet()
	for name, src := range files {
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return fmt.Errorf("runtime template %s: %w", name, err)
		}
		for _, d := range file.Decls {
			f(name, d)
		}
	}
	return nil
}

// RuntimeParsers lists the Python signatures the runtime's hand-written
// entry points parse (the newPyParser(name, numbers, signature...) calls
// of its package-level variables: torch.nn.functional's ports), by Python
// name, so that their keywords get package kw's constructors.
func RuntimeParsers(files map[string][]byte) (map[string][]string, error) {
	out := map[string][]string{}
	var bad error
	err := runtimeDecls(files, func(file string, d ast.Decl) {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			return
		}
		for _, s := range gd.Specs {
			for _, v := range s.(*ast.ValueSpec).Values {
				call, ok := v.(*ast.CallExpr)
				if !ok {
					continue
				}
				if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "newPyParser" || len(call.Args) < 3 {
					continue
				}
				var lits []string
				for i, a := range call.Args {
					if i == 1 {
						continue // numbers
					}
					lit, ok := a.(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						bad = fmt.Errorf("runtime template %s: newPyParser's name and signatures must be string literals", file)
						return
					}
					s, err := strconv.Unquote(lit.Value)
					if err != nil {
						bad = err
						return
					}
					lits = append(lits, s)
				}
				out[lits[0]] = append(out[lits[0]], lits[1:]...)
			}
		}
	})
	if err == nil {
		err = bad
	}
	return out, err
}
