package overloads

import (
	"strings"
	"testing"
)

func TestCppOperator(t *testing.T) {
	tests := []struct{ op, want string }{
		{"operator+=", "Iadd"},
		{"operator-=", "Isub"},
		{"operator*=", "Imul"},
		{"operator/=", "Idiv"},
		{"operator&=", "Iand"},
		{"operator<<=", "Ilshift"},
		{"operator>>=", "Irshift"},
		{"operator[]", "Index"},
		{"operator=", "Assign"},
		{"operator+", "Add"},
		{"operator-", "Sub"},
		{"operator&", "And"},
		{"operator<<", "Lshift"},
		{"operator==", "Eq"},
		{"operator!=", "Ne"},
		{"operator<=", "Le"},
		{"operator>=", "Ge"},
		{"operator~", "Invert"},
		{"operator!", "LogicalNot"},
		{"operator()", "Call"},
	}
	for _, tt := range tests {
		got, ok := CppOperator(tt.op)
		if !ok || got != tt.want {
			t.Errorf("CppOperator(%q) = %q, %v; want %q", tt.op, got, ok, tt.want)
		}
	}
	for _, op := range []string{"operator->", "operator new", "operator", "add", ""} {
		if got, ok := CppOperator(op); ok {
			t.Errorf("CppOperator(%q) = %q, want not found", op, got)
		}
	}
}

func TestDunder(t *testing.T) {
	tests := []struct{ name, want string }{
		{"__iadd__", "Iadd"},
		{"__iand__", "Iand"},
		{"__ilshift__", "Ilshift"},
		{"__ixor__", "Ixor"},
		{"__and__", "And"},
		{"__or__", "Or"},
		{"__lshift__", "Lshift"},
		{"__rshift__", "Rshift"},
		{"__getitem__", "Index"},
		{"__setitem__", "IndexPut"},
		{"__eq__", "Eq"},
		{"__invert__", "Invert"},
	}
	for _, tt := range tests {
		got, ok := Dunder(tt.name)
		if !ok || got != tt.want {
			t.Errorf("Dunder(%q) = %q, %v; want %q", tt.name, got, ok, tt.want)
		}
		// Func uses the same table for a dunder without an overload.
		if f := Func(tt.name, ""); f != tt.want {
			t.Errorf("Func(%q, \"\") = %q, want %q", tt.name, f, tt.want)
		}
	}
	for _, name := range []string{"__foo__", "____", "__", "add", "_and_", "__and", "and__", ""} {
		if got, ok := Dunder(name); ok {
			t.Errorf("Dunder(%q) = %q, want not found", name, got)
		}
	}
}

// TestOperatorTablesAgree: a C++ operator and its Python dunder get one Go
// name, and every compound assignment is "I" + its plain operator's name,
// as every in-place dunder is "I" + its plain dunder's.
func TestOperatorTablesAgree(t *testing.T) {
	pairs := map[string]string{
		"operator+": "__add__", "operator-": "__sub__", "operator*": "__mul__", "operator/": "__div__",
		"operator%": "__mod__", "operator&": "__and__", "operator|": "__or__", "operator^": "__xor__",
		"operator<<": "__lshift__", "operator>>": "__rshift__",
		"operator+=": "__iadd__", "operator-=": "__isub__", "operator*=": "__imul__", "operator/=": "__idiv__",
		"operator%=": "__imod__", "operator&=": "__iand__", "operator|=": "__ior__", "operator^=": "__ixor__",
		"operator<<=": "__ilshift__", "operator>>=": "__irshift__",
		"operator==": "__eq__", "operator!=": "__ne__", "operator<": "__lt__", "operator<=": "__le__",
		"operator>": "__gt__", "operator>=": "__ge__", "operator~": "__invert__", "operator[]": "__getitem__",
	}
	for cpp, py := range pairs {
		c, ok1 := CppOperator(cpp)
		d, ok2 := Dunder(py)
		if !ok1 || !ok2 || c != d {
			t.Errorf("%s → %q (%v), %s → %q (%v): want one name", cpp, c, ok1, py, d, ok2)
		}
	}
	for op, name := range cppOperators {
		base := strings.TrimSuffix(op, "=")
		if base == op || base == "operator" || base == "operator=" || base == "operator!" || base == "operator<" || base == "operator>" {
			continue // not a compound assignment: =, ==, !=, <=, >=
		}
		plain, ok := cppOperators[base]
		if !ok {
			t.Errorf("%s has no plain form %s in the table", op, base)
			continue
		}
		if name != "I"+strings.ToLower(plain) {
			t.Errorf("%s → %s, want I + lower(%s) for %s", op, name, plain, base)
		}
	}
	for d, name := range dunderNames {
		if !strings.HasPrefix(d, "i") {
			continue
		}
		if plain, ok := dunderNames[d[1:]]; ok && name != "I"+strings.ToLower(plain) {
			t.Errorf("__%s__ → %s, want I + lower(%s)", d, name, plain)
		}
	}
}

// TestRealDundersInTable: every dunder operator of the real manifests is
// named through the table, not by the camel-case fallback.
func TestRealDundersInTable(t *testing.T) {
	n := 0
	for _, id := range realIDs(t) {
		if strings.HasPrefix(id[0], "__") {
			n++
			if _, ok := Dunder(id[0]); !ok {
				t.Errorf("%s: dunder missing from the operator table", id[0])
			}
		}
	}
	if n == 0 {
		t.Error("no dunder operators in the manifests")
	}
}
