package model

import "testing"

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
