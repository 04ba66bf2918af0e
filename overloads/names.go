// Package overloads turns operators into Go identifiers. A name depends only
// on the operator's own (name, overload_name) — never on which other
// overloads exist or their order — so a libtorch upgrade never renames a
// function that survives it. docs/NAMING.md states the rule with examples.
package overloads

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/gotorchgen/gotorchgen/model"
)

// internalPrefix replaces the leading underscore of a private ATen operator
// ("_softmax" → "InternalSoftmax"): Go exports only capitalised names.
const internalPrefix = "Internal"

// Func returns the exported Go function name of an operator:
// CamelCase(name) + CamelCase(overload), a trailing "_" kept for in-place
// operators, dunders mapped through the operator table.
//
//	add.Tensor → AddTensor     add_.Tensor → Add_Tensor     add.out → AddOut
//	_softmax   → InternalSoftmax                __iand__.Tensor → IandTensor
func Func(name, overload string) string {
	return baseName(name) + camel(overload)
}

func baseName(name string) string {
	if d, ok := model.Dunder(name); ok {
		if op, ok := dunderNames[d]; ok {
			return op
		}
		return camel(d)
	}
	inplace := strings.HasSuffix(name, "_")
	trimmed := strings.TrimRight(name, "_")
	private := strings.HasPrefix(trimmed, "_")
	s := camel(strings.TrimLeft(trimmed, "_"))
	if private {
		s = internalPrefix + s
	}
	if s == "" || !unicode.IsUpper(rune(s[0])) {
		// A name starting with a digit (none exist today) still needs an
		// exported letter.
		s = "Op" + s
	}
	if inplace {
		s += "_"
	}
	return s
}

// Options is the name of the struct holding an operator's defaulted arguments.
func Options(goFunc string) string { return goFunc + "Options" }

// Tuple is the name of the struct holding an operator's tuple return.
// ("Result" would collide: "_linalg_det.result" is an overload.)
func Tuple(goFunc string) string { return goFunc + "Tuple" }

// CFunc is the C ABI symbol of an operator's shim. It is derived from the
// at::_ops struct name, which libtorch already guarantees unique.
func CFunc(op *model.Operator) string { return "gt_" + op.CppStruct() }

// camel turns snake_case into CamelCase, keeping the case of inner letters
// and any trailing underscores, which carry meaning ("range.out_" must not
// become "range.out"): "dim_IntList" → "DimIntList", "fp32" → "Fp32",
// "out_" → "Out_".
func camel(s string) string {
	var b strings.Builder
	body := strings.TrimRight(s, "_")
	for _, part := range strings.Split(body, "_") {
		if part == "" {
			continue
		}
		b.WriteString(strings.ToUpper(part[:1]))
		b.WriteString(part[1:])
	}
	b.WriteString(s[len(body):])
	return b.String()
}

// lowerCamel is camel with a lower-case start, an all-caps first word
// lowered whole as Go style does: "non_blocking" → "nonBlocking",
// "LU" → "lu", "UPLO" → "uplo", "Vh" → "vh".
func lowerCamel(s string) string {
	c := camel(s)
	if c == "" {
		return c
	}
	first := strings.TrimLeft(s, "_")
	if i := strings.IndexByte(first, '_'); i >= 0 {
		first = first[:i]
	}
	if first != "" && strings.ToUpper(first) == first {
		return strings.ToLower(first) + c[len(first):]
	}
	return strings.ToLower(c[:1]) + c[1:]
}

// Field is the exported field name for an argument or a named return.
func Field(name string) string {
	s := camel(name)
	if s == "" || !unicode.IsUpper(rune(s[0])) {
		s = "V" + s
	}
	return s
}

// Param returns Go parameter names for an operator's arguments, in order:
// lowerCamelCase, Go keywords and predeclared names escaped with a trailing
// "_", and unique within the function.
func Param(args []model.Argument) []string {
	names := make([]string, len(args))
	used := map[string]bool{}
	for i, a := range args {
		n := lowerCamel(a.Name)
		if n == "" || unicode.IsDigit(rune(n[0])) {
			n = "arg" + n
		}
		for reserved[n] || used[n] {
			n += "_"
		}
		used[n] = true
		names[i] = n
	}
	return names
}

// reserved are the identifiers a parameter must not shadow: Go's keywords,
// its predeclared names and the package names generated code uses.
var reserved = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		break case chan const continue default defer else fallthrough for func go goto
		if import interface map package range return select struct switch type var
		any append bool byte cap clear close complex complex64 complex128 copy delete
		error false float32 float64 imag int int8 int16 int32 int64 iota len make max
		min new nil panic print println real recover rune string true uint uint8
		uint16 uint32 uint64 uintptr
		C runtime unsafe opts`) {
		m[w] = true
	}
	return m
}()

// Assignment maps every operator of a library to its Go identifiers.
type Assignment struct {
	Func    map[*model.Operator]string
	byIdent map[string]string // Go identifier → what claimed it
}

// Assign names every operator and checks that no two package-level
// identifiers collide, with each other or with the runtime's own names.
func Assign(ops []*model.Operator, runtimeIdents []string) (*Assignment, error) {
	a := &Assignment{Func: map[*model.Operator]string{}, byIdent: map[string]string{}}
	for _, id := range runtimeIdents {
		a.byIdent[id] = "the runtime"
	}
	var clashes []string
	claim := func(ident, owner string) {
		if prev, ok := a.byIdent[ident]; ok {
			clashes = append(clashes, fmt.Sprintf("%s: %s and %s", ident, prev, owner))
			return
		}
		a.byIdent[ident] = owner
	}
	for _, op := range ops {
		f := Func(op.Name, op.Overload)
		a.Func[op] = f
		owner := "aten::" + op.ID()
		claim(f, owner)
		claim(Options(f), owner)
		claim(Tuple(f), owner)
	}
	if len(clashes) > 0 {
		sort.Strings(clashes)
		return nil, fmt.Errorf("Go name collisions:\n  %s", strings.Join(clashes, "\n  "))
	}
	return a, nil
}

// Manifest lists "aten::name.overload GoName" for every operator, sorted,
// and "aten::name.overload Tensor.GoName" after it for an operator that is
// also a method of *Tensor (a method variant with a Tensor self): the
// reviewed record of names that golden tests compare across versions.
func Manifest(lib *model.Library) []byte {
	var sb strings.Builder
	for _, op := range lib.Operators {
		name := Func(op.Name, op.Overload)
		fmt.Fprintf(&sb, "aten::%s %s\n", op.ID(), name)
		if i := op.Receiver(); op.Variants.Method && i >= 0 && model.IsTensor(op.Args[i].Type) {
			fmt.Fprintf(&sb, "aten::%s Tensor.%s\n", op.ID(), name)
		}
	}
	return []byte(sb.String())
}

// CustomFunc is the Go name of a custom operator (--custom-ops): its
// namespace in CamelCase, then Func's name ("myops::scale" → MyopsScale).
func CustomFunc(op *model.Operator) string {
	return camel(op.Namespace) + Func(op.Name, op.Overload)
}
