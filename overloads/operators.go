package overloads

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
