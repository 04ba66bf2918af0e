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
