package overloads

import (
	"fmt"
	"strings"

	"github.com/gotorchgen/gotorchgen/model"
)

// dunderNames maps Python dunder operators ("__iand__" → "iand") to Go
// names. In-place dunders keep their "I" prefix instead of a trailing "_",
// matching Python's spelling.
var dunderNames = map[string]string{
	"add": "Add", "sub": "Sub", "mul": "Mul", "div": "Div", "mod": "Mod",
	"pow": "Pow", "matmul": "Matmul", "truediv": "Truediv", "floordiv": "Floordiv",
	"lshift": "Lshift", "rshift": "Rshift", "and": "And", "or": "Or", "xor": "Xor",
	"iadd": "Iadd", "isub": "Isub", "imul": "Imul", "idiv": "Idiv", "imod": "Imod",
	"ipow": "Ipow", "imatmul": "Imatmul", "itruediv": "Itruediv", "ifloordiv": "Ifloordiv",
	"ilshift": "Ilshift", "irshift": "Irshift", "iand": "Iand", "ior": "Ior", "ixor": "Ixor",
	"eq": "Eq", "ne": "Ne", "lt": "Lt", "le": "Le", "gt": "Gt", "ge": "Ge",
	"neg": "Neg", "invert": "Invert", "getitem": "Index", "setitem": "IndexPut",
}

// cppOperators maps C++ operator functions (as they appear in TensorBody.h
// and hand-written class specs) to Go names.
var cppOperators = map[string]string{
	"operator=": "Assign", "operator[]": "Index",
	"operator+": "Add", "operator-": "Sub", "operator*": "Mul", "operator/": "Div",
	"operator%": "Mod", "operator&": "And", "operator|": "Or", "operator^": "Xor",
	"operator<<": "Lshift", "operator>>": "Rshift",
	"operator+=": "Iadd", "operator-=": "Isub", "operator*=": "Imul", "operator/=": "Idiv",
	"operator%=": "Imod", "operator&=": "Iand", "operator|=": "Ior", "operator^=": "Ixor",
	"operator<<=": "Ilshift", "operator>>=": "Irshift",
	"operator==": "Eq", "operator!=": "Ne", "operator<": "Lt", "operator<=": "Le",
	"operator>": "Gt", "operator>=": "Ge", "operator~": "Invert", "operator!": "LogicalNot",
	"operator()": "Call",
	// Unary minus: "Neg" is aten::neg's method already.
	"unary operator-": "Negative",
}

// CppOperator returns the Go name of a C++ operator function
// ("operator+=" → "Iadd").
func CppOperator(op string) (string, bool) {
	n, ok := cppOperators[op]
	return n, ok
}

// Dunder returns the Go name of a Python dunder ("__iand__" → "Iand").
func Dunder(name string) (string, bool) {
	if len(name) > 4 && name[:2] == "__" && name[len(name)-2:] == "__" {
		n, ok := dunderNames[name[2:len(name)-2]]
		return n, ok
	}
	return "", false
}

// SpecName is the Go name of a spec entry: the spec's own, else a C++
// operator's from the table (unary minus apart from binary), else the
// C++ name in CamelCase ("is_leaf" → "IsLeaf").
func SpecName(m *model.Method) (string, error) {
	if m.GoName != "" {
		return m.GoName, nil
	}
	if m.Kind == model.OperatorMethod {
		op := m.CxxName
		if op == "operator-" && len(m.Args) == 0 {
			op = "unary operator-"
		}
		n, ok := CppOperator(op)
		if !ok {
			return "", fmt.Errorf("%s: %s is not in the operator table (overloads/operators.go)", m.ID(), m.CxxName)
		}
		return n, nil
	}
	name := m.CxxName
	if i := strings.LastIndex(name, "::"); i >= 0 {
		name = name[i+2:]
	}
	return Field(name), nil
}

// cSymbols spell a C++ operator's characters in a C identifier.
var cSymbols = map[rune]string{
	'+': "plus", '-': "minus", '*': "star", '/': "slash", '%': "percent", '&': "amp",
	'|': "bar", '^': "caret", '<': "lt", '>': "gt", '=': "eq", '!': "not", '~': "tilde",
	'[': "lbracket", ']': "rbracket", '(': "lparen", ')': "rparen",
}

// CIdent turns a spec entry's ID ("Tensor.operator+=",
// "torch::autograd::grad") into a C identifier part
// ("Tensor_operator_plus_eq", "torch_autograd_grad").
func CIdent(id string) string {
	var sb strings.Builder
	for _, r := range strings.ReplaceAll(id, "::", "_") {
		switch {
		case r == '.' || r == ' ':
			sb.WriteByte('_')
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			sb.WriteRune(r)
		default:
			if s, ok := cSymbols[r]; ok {
				sb.WriteString("_" + s)
			} else {
				fmt.Fprintf(&sb, "_x%02x", r)
			}
		}
	}
	return sb.String()
}

// Snake turns a Go class name into snake_case for the C and C++ names of
// its conversions: "TensorOptions" → "tensor_options".
func Snake(name string) string {
	var sb strings.Builder
	for i, r := range name {
		if r >= 'A' && r <= 'Z' {
			if i > 0 && !(name[i-1] >= 'A' && name[i-1] <= 'Z') {
				sb.WriteByte('_')
			}
			sb.WriteRune(r + 'a' - 'A')
			continue
		}
		sb.WriteRune(r)
	}
	return sb.String()
}
