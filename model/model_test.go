package model

import (
	"fmt"
	"strings"
	"testing"
)

func tensor(alias ...string) Type {
	if len(alias) == 0 {
		return TensorType{}
	}
	return TensorType{Alias: &Alias{Sets: []string{alias[0]}, Write: len(alias) > 1}}
}

func TestKindAndNames(t *testing.T) {
	for _, c := range []struct {
		name, overload string
		args           []Argument
		kind           Kind
		id, cpp, root  string
	}{
		{"add", "Tensor", []Argument{{Name: "self", Type: tensor()}}, Functional, "add.Tensor", "add_Tensor", "add"},
		{"add_", "Tensor", []Argument{{Name: "self", Type: tensor("a", "!")}}, Inplace, "add_.Tensor", "add__Tensor", "add"},
		{"add", "out", []Argument{{Name: "self", Type: tensor()}, {Name: "out", Type: tensor("a", "!"), KwargOnly: true, Out: true}}, Out, "add.out", "add_out", "add"},
		{"__iand__", "Scalar", []Argument{{Name: "self", Type: tensor("a", "!")}}, Inplace, "__iand__.Scalar", "__iand___Scalar", "and"},
		{"__and__", "Scalar", []Argument{{Name: "self", Type: tensor()}}, Functional, "__and__.Scalar", "__and___Scalar", "and"},
		{"_batch_norm_impl_index", "", []Argument{{Name: "running_mean", Type: OptionalType{Elem: tensor("a", "!")}}}, Mutable, "_batch_norm_impl_index", "_batch_norm_impl_index", "_batch_norm_impl_index"},
		{"relu", "", []Argument{{Name: "self", Type: tensor()}}, Functional, "relu", "relu", "relu"},
	} {
		op := &Operator{Name: c.name, Overload: c.overload, Args: c.args, Kind: ComputeKind(c.name, c.args)}
		if op.Kind != c.kind || op.ID() != c.id || op.CppStruct() != c.cpp || op.RootName() != c.root {
			t.Errorf("%s.%s: kind %v id %q struct %q root %q; want %v %q %q %q",
				c.name, c.overload, op.Kind, op.ID(), op.CppStruct(), op.RootName(), c.kind, c.id, c.cpp, c.root)
		}
		if err := op.Validate(); err != nil {
			t.Errorf("%s: %v", c.id, err)
		}
	}
}

func TestValidateRejects(t *testing.T) {
	out := Argument{Name: "out", Type: tensor("a", "!"), KwargOnly: true, Out: true}
	for name, op := range map[string]*Operator{
		"empty name":    {Kind: Functional},
		"duplicate arg": {Name: "f", Args: []Argument{{Name: "x", Type: tensor()}, {Name: "x", Type: tensor()}}, Kind: Functional},
		"arg after out": {Name: "f", Args: []Argument{out, {Name: "x", Type: tensor()}}, Kind: Out},
		"wrong kind":    {Name: "f_", Args: []Argument{{Name: "self", Type: tensor("a", "!")}}, Kind: Functional},
	} {
		if op.Validate() == nil {
			t.Errorf("%s: Validate accepted it", name)
		}
	}
}

func TestTypeStrings(t *testing.T) {
	for want, typ := range map[string]Type{
		"Tensor(a!)?":     OptionalType{Elem: tensor("a", "!")},
		"Tensor(a)[]":     ListType{Elem: tensor("a")},
		"int[2]":          ListType{Elem: BaseType{Kind: Int}, Size: 2},
		"SymInt[]?":       OptionalType{Elem: ListType{Elem: BaseType{Kind: SymInt}}},
		"Tensor(a -> *)":  TensorType{Alias: &Alias{Sets: []string{"a"}, After: []string{"*"}}},
		"Tensor(a|b)":     TensorType{Alias: &Alias{Sets: []string{"a", "b"}}},
		"Quaternion":      UnsupportedType{Text: "Quaternion"},
		"__torch__.x.Cls": ClassType{Name: "__torch__.x.Cls"},
	} {
		if got := typ.String(); got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
	}
	if u := Unsupported(ListType{Elem: UnsupportedType{Text: "Q"}}); len(u) != 1 || u[0] != "Q" {
		t.Errorf("Unsupported = %v", u)
	}
}

func TestLibraryLookup(t *testing.T) {
	lib := &Library{Operators: []*Operator{{Name: "b"}, {Name: "a", Overload: "x"}, {Name: "a"}}}
	lib.Sort()
	if lib.Operators[0].ID() != "a" || lib.Lookup("a.x") == nil || lib.Lookup("c") != nil {
		t.Errorf("sorted %v; Lookup broken", lib.Operators)
	}
}

// TestValidateLimits: Validate enforces limits.go's bounds on names,
// schemas and counts, so a frontend cannot hand emit a megabyte name.
func TestValidateLimits(t *testing.T) {
	name := func(n int) string { return "a" + strings.Repeat("b", n-1) }
	args := func(n int) []Argument {
		a := make([]Argument, n)
		for i := range a {
			a[i] = Argument{Name: fmt.Sprintf("a%d", i), Type: tensor()}
		}
		return a
	}
	ok := &Operator{Name: name(256), Overload: name(256), Args: []Argument{{Name: name(256), Type: tensor()}},
		Returns: make([]Return, 64), Kind: Functional, Schema: strings.Repeat("x", 16384)}
	ok.Args = append(ok.Args, args(255)...)
	if err := ok.Validate(); err != nil {
		t.Errorf("an operator at every limit: %v", err)
	}
	for want, op := range map[string]*Operator{
		`operator name "abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb…": 257 bytes, more than the limit of 256`: {Name: name(257), Kind: Functional},
		`f.1x: overload name "1x": starts with a digit (a name is [A-Za-z_][A-Za-z0-9_]*)`:                                     {Name: "f", Overload: "1x", Kind: Functional},
		`f: argument 0: name "a-b": '-' at byte 1 (a name is [A-Za-z_][A-Za-z0-9_]*)`:                                          {Name: "f", Args: []Argument{{Name: "a-b", Type: tensor()}}, Kind: Functional},
		`f: return 0: name "r\x00": '\x00' at byte 1 (a name is [A-Za-z_][A-Za-z0-9_]*)`:                                       {Name: "f", Returns: []Return{{Name: "r\x00", Type: tensor()}}, Kind: Functional},
		`f: schema "f(str a=\"\n\") -> Tensor": control character '\n' at byte 9`:                                              {Name: "f", Schema: "f(str a=\"\n\") -> Tensor", Kind: Functional},
		`f: schema "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…": 16385 bytes, more than the limit of 16384`: {Name: "f", Schema: strings.Repeat("x", 16385), Kind: Functional},
		`f: 257 arguments, more than the limit of 256`:                                                                         {Name: "f", Args: args(257), Kind: Functional},
		`f: 65 returns, more than the limit of 64`:                                                                             {Name: "f", Returns: make([]Return, 65), Kind: Functional},
	} {
		if err := op.Validate(); err == nil || err.Error() != want {
			t.Errorf("Validate() = %v\nwant %s", err, want)
		}
	}
}
