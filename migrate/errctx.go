package migrate

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// The second change: methods (and functions) that changed their argument
// in place and returned only an error (or (T, error)) return the tensor,
// carrying its error, so that in-place calls chain too. Code that used the
// result as an error still compiles where it stores it in a variable of
// its own (err := x.Relu_(); if err != nil is then always true), so the
// rewrite follows the value rather than the type errors:
//
//	return x.Relu_()                  →  return x.Relu_().Err()          (the result is an error)
//	errors.Join(err, p.Copy_(w))      →  errors.Join(err, p.Copy_(w).Err())
//	err = x.Iadd(y)                   →  err = x.Iadd(y).Err()           (err is an error)
//	if err := x.Relu_(); err != nil   →  if err := x.Relu_().Err(); err != nil
//
// A result in an error's place (returned or passed as an error, assigned
// to one) is always rewritten: a *Tensor cannot be an error. A result
// compared with nil, or stored in a variable, is rewritten only for an
// in-place call (a tensor may be nil: Grad without a gradient); such a
// variable is taken for an error when every use of it is one an error has
// (compared with nil, in an error's place, passed as any) and one at least
// says so; a use as a tensor (a method call, a *Tensor parameter) leaves
// it alone.

// errorEdits finds the tensor results one file uses as errors.
func errorEdits(info *types.Info, f *ast.File) []astEdit {
	parents := parentMap(f)
	var edits []astEdit
	done := map[*ast.CallExpr]bool{}
	add := func(call *ast.CallExpr) {
		if !done[call] {
			done[call] = true
			edits = append(edits, astEdit{start: call.End(), end: call.End(), text: ".Err()", want: ")"})
		}
	}
	// Variables defined from tensor calls, with every call assigned to them.
	assigned := map[types.Object][]*ast.CallExpr{}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || !tensorCall(info, call) {
			return true
		}
		expr, parent := outer(call, parents)
		u := use(info, expr, parent, parents)
		if u == useNil || u == useStored {
			// A tensor may be nil (Grad without a gradient): only
			// an in-place call's result was an error before.
			if !inPlace(info, call) {
				return true
			}
		}
		switch u {
		case useError, useNil:
			add(call)
		case useStored:
			if obj := storedIn(info, expr, parent); obj != nil {
				assigned[obj] = append(assigned[obj], call)
			}
		}
		return true
	})
	if len(assigned) == 0 {
		return edits
	}
	uses := map[types.Object][]*ast.Ident{}
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if obj := info.Uses[id]; obj != nil && assigned[obj] != nil {
				uses[obj] = append(uses[obj], id)
			}
		}
		return true
	})
	for obj, calls := range assigned {
		errorish := false
		tensor := false
		for _, id := range uses[obj] {
			expr, parent := outer(id, parents)
			switch use(info, expr, parent, parents) {
			case useError, useNil:
				errorish = true
			case useTensor:
				tensor = true
			}
		}
		if errorish && !tensor {
			for _, c := range calls {
				add(c)
			}
		}
	}
	return edits
}

// How an expression's value is used.
type valueUse int

const (
	useNeutral valueUse = iota // passed as any, discarded, assigned on
	useError                   // as an error: an error slot
	useNil                     // compared with nil
	useTensor                  // as a tensor, or anything else
	useStored                  // stored in a variable (its own uses decide)
)

// use says how the value of expr (whose parent is given) is used.
func use(info *types.Info, expr ast.Expr, parent ast.Node, parents map[ast.Node]ast.Node) valueUse {
	switch p := parent.(type) {
	case *ast.ExprStmt:
		return useNeutral
	case *ast.BinaryExpr:
		other := p.X
		if other == expr {
			other = p.Y
		}
		if (p.Op == token.EQL || p.Op == token.NEQ) && isNil(info, other) {
			return useNil
		}
	case *ast.ReturnStmt:
		if t := returnSlot(info, p, expr, parents); t != nil {
			return classify(t)
		}
	case *ast.CallExpr:
		if p.Fun == expr {
			return useTensor
		}
		if t := paramSlot(info, p, expr); t != nil {
			return classify(t)
		}
	case *ast.AssignStmt:
		for i, r := range p.Rhs {
			if r != expr || len(p.Lhs) != len(p.Rhs) {
				continue
			}
			if p.Tok == token.DEFINE {
				return useStored
			}
			if id, ok := p.Lhs[i].(*ast.Ident); ok && id.Name == "_" {
				return useNeutral
			}
			if isError(info.TypeOf(p.Lhs[i])) {
				return useError
			}
			return useStored
		}
		for _, l := range p.Lhs {
			if l == expr {
				return useNeutral // assigned to: the right side decides
			}
		}
	case *ast.ValueSpec:
		for _, v := range p.Values {
			if v != expr || len(p.Names) != len(p.Values) {
				continue
			}
			if p.Type != nil && isError(info.TypeOf(p.Type)) {
				return useError
			}
			if p.Type == nil {
				return useStored
			}
		}
	case *ast.CompositeLit:
		if isError(elemType(info.TypeOf(p))) {
			return useError
		}
	}
	return useTensor
}

// classify is a value's use from the type of the slot it fills.
func classify(t types.Type) valueUse {
	switch {
	case isError(t):
		return useError
	}
	if it, ok := t.Underlying().(*types.Interface); ok && it.Empty() {
		return useNeutral
	}
	return useTensor
}

// storedIn is the variable an assignment or declaration stores expr in.
func storedIn(info *types.Info, expr ast.Expr, parent ast.Node) types.Object {
	switch p := parent.(type) {
	case *ast.AssignStmt:
		for i, r := range p.Rhs {
			if r == expr {
				if id, ok := p.Lhs[i].(*ast.Ident); ok {
					if obj := info.Defs[id]; obj != nil {
						return obj
					}
					return info.Uses[id]
				}
			}
		}
	case *ast.ValueSpec:
		for i, v := range p.Values {
			if v == expr {
				return info.Defs[p.Names[i]]
			}
		}
	}
	return nil
}

// outer climbs from n over parentheses: the expression whose value is
// used, and the node that uses it.
func outer(n ast.Expr, parents map[ast.Node]ast.Node) (ast.Expr, ast.Node) {
	p := parents[n]
	for {
		pe, ok := p.(*ast.ParenExpr)
		if !ok {
			return n, p
		}
		n, p = pe, parents[pe]
	}
}

// returnSlot is the type of the enclosing function's result that expr fills.
func returnSlot(info *types.Info, r *ast.ReturnStmt, expr ast.Expr, parents map[ast.Node]ast.Node) types.Type {
	var fnType types.Type
	for n := parents[r]; n != nil && fnType == nil; n = parents[n] {
		switch fn := n.(type) {
		case *ast.FuncLit:
			fnType = info.TypeOf(fn)
		case *ast.FuncDecl:
			if obj := info.Defs[fn.Name]; obj != nil {
				fnType = obj.Type()
			}
		}
	}
	sig, ok := fnType.(*types.Signature)
	if !ok || sig.Results().Len() != len(r.Results) {
		return nil
	}
	for i, e := range r.Results {
		if e == expr {
			return sig.Results().At(i).Type()
		}
	}
	return nil
}

// paramSlot is the type of the parameter expr is passed to.
func paramSlot(info *types.Info, call *ast.CallExpr, expr ast.Expr) types.Type {
	sig, ok := info.TypeOf(call.Fun).(*types.Signature)
	if !ok {
		return nil // a conversion or a builtin
	}
	for i, a := range call.Args {
		if a != expr {
			continue
		}
		n := sig.Params().Len()
		switch {
		case sig.Variadic() && i >= n-1 && !call.Ellipsis.IsValid():
			return sig.Params().At(n - 1).Type().(*types.Slice).Elem()
		case i < n:
			return sig.Params().At(i).Type()
		}
	}
	return nil
}

func elemType(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	}
	return nil
}

var errorType = types.Universe.Lookup("error").Type()

func isError(t types.Type) bool { return t != nil && types.Identical(t, errorType) }

func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// inPlace reports whether call calls an in-place method or function,
// which returned only an error before: its Go name has the in-place mark
// (Relu_, Add_Tensor, Copy_) or is a compound assignment (Iadd).
func inPlace(info *types.Info, call *ast.CallExpr) bool {
	f := calleeFunc(info, call.Fun)
	if f == nil {
		return false
	}
	switch n := f.Name(); n {
	case "Iadd", "Isub", "Imul", "Idiv", "Iand", "Ior", "Ixor":
		return true
	default:
		return strings.Contains(n, "_")
	}
}

// tensorCall reports whether call calls a function or method of a torch
// package that returns one *Tensor.
func tensorCall(info *types.Info, call *ast.CallExpr) bool {
	f := calleeFunc(info, call.Fun)
	if f == nil || !torchPackage(f.Pkg()) {
		return false
	}
	sig, ok := f.Type().(*types.Signature)
	return ok && sig.Results().Len() == 1 && isTensorPtr(sig.Results().At(0).Type(), f.Pkg())
}

// parentMap maps every node of f to its parent.
func parentMap(f *ast.File) map[ast.Node]ast.Node {
	parents := map[ast.Node]ast.Node{}
	var stack []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if len(stack) > 0 {
			parents[n] = stack[len(stack)-1]
		}
		stack = append(stack, n)
		return true
	})
	return parents
}
