package emit

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"strings"
)

// runtimeIdents lists the package-level identifiers the runtime declares,
// so that no generated name can collide with them (op "contiguous" must
// not meet a runtime constant Contiguous).
func runtimeIdents(files map[string][]byte) ([]string, error) {
	fset := token.NewFileSet()
	seen := map[string]bool{}
	for name, src := range files {
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("runtime template %s: %w", name, err)
		}
		for _, d := range f.Decls {
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
		}
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

// runtimeMethods lists the methods the runtime declares, by receiver type
// ("Tensor" → "Free" → "the runtime"), so that no generated method can
// collide with them.
func runtimeMethods(files map[string][]byte) (map[string]map[string]string, error) {
	fset := token.NewFileSet()
	methods := map[string]map[string]string{}
	for name, src := range files {
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("runtime template %s: %w", name, err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) == 0 {
				continue
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
		}
	}
	return methods, nil
}
