// Package customops binds custom operators (gotorchgen generate
// --custom-ops FILE), in the typed mode: schemas of a user's own operators
// (TORCH_LIBRARY), bound with the same names, defaults, options and errors
// as ATen's, but called by name through the boxed dispatcher, so no header
// of their library is needed. The library is loaded at run time
// (LoadLibrary); the first call checks that the schema it registered is the
// one the wrapper was generated for. Package typed renders their Go and
// shims; package emit places them.
package customops

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// Bind lowers the custom operators, those that cannot be bound skipped
// with why; names collide with nothing the package already has (reserved,
// which records theirs), or generation fails.
func Bind(ops []*model.Operator, reserved map[string]string) ([]*bind.Binding, []bind.Skip, error) {
	var bound []*bind.Binding
	var skipped []bind.Skip
	var clashes []string
	for _, op := range ops {
		id := op.Namespace + "::" + op.ID()
		goName := overloads.CustomFunc(op)
		for _, n := range []string{goName, overloads.Options(goName), overloads.Tuple(goName)} {
			if prev, ok := reserved[n]; ok {
				clashes = append(clashes, fmt.Sprintf("%s: %s and %s", n, prev, id))
			}
			reserved[n] = id
		}
		b, err := bind.New(op, goName)
		if err == nil {
			err = customCall(b)
		}
		if err != nil {
			skipped = append(skipped, bind.Skip{ID: id, Reason: err.Error()})
			continue
		}
		b.CName = "gt_custom_" + overloads.CIdent(op.Namespace+"_"+op.CppStruct())
		b.ErrOp = id
		bound = append(bound, b)
	}
	if len(clashes) > 0 {
		return nil, nil, fmt.Errorf("custom operators: Go name collisions:\n  %s", strings.Join(clashes, "\n  "))
	}
	return bound, skipped, nil
}

// AllSkipped is the error of a custom-ops file none of whose schemas
// could be bound: a package without them is not what was asked for. It
// names the first few with why.
func AllSkipped(skipped []bind.Skip) error {
	const shown = 5
	var sb strings.Builder
	for i, s := range skipped {
		if i == shown {
			fmt.Fprintf(&sb, "\n  … and %d more", len(skipped)-shown)
			break
		}
		fmt.Fprintf(&sb, "\n  %s: %s", s.ID, s.Reason)
	}
	return fmt.Errorf("custom operators: none of the %d could be bound, so none would be in the package:%s", len(skipped), sb.String())
}

// customCall sets the shim's call: the arguments pushed on a stack, the
// operator found once by name and called boxed, the results taken off.
func customCall(b *bind.Binding) error {
	op := b.Op
	declared := op.Namespace + "::" + op.Schema
	var sb strings.Builder
	fmt.Fprintf(&sb, "[&]() {\n    static const c10::OperatorHandle op = gotorch::custom_op(%s, %s, %s);\n",
		strconv.Quote(op.Namespace+"::"+op.Name), strconv.Quote(op.Overload), strconv.Quote(declared))
	fmt.Fprintf(&sb, "    torch::jit::Stack s;\n    s.reserve(%d);\n", len(b.Args))
	for _, a := range b.Args {
		fmt.Fprintf(&sb, "    s.emplace_back(%s);\n", a.Cxx)
	}
	sb.WriteString("    op.callBoxed(&s);\n")
	var rets []string
	for i, r := range b.Rets {
		if r.Kind == bind.RetAlias {
			continue
		}
		conv, err := fromIValue(r.Type, fmt.Sprintf("s[%d]", i))
		if err != nil {
			return fmt.Errorf("return %d: %w", i, err)
		}
		rets = append(rets, conv)
	}
	switch len(rets) {
	case 0:
	case 1:
		if len(b.Rets) == 1 {
			fmt.Fprintf(&sb, "    return %s;\n", rets[0])
			break
		}
		fallthrough
	default:
		if len(rets) != len(b.Rets) {
			return bind.Unsupportedf("a custom operator returning an alias beside other results")
		}
		fmt.Fprintf(&sb, "    return std::make_tuple(%s);\n", strings.Join(rets, ", "))
	}
	sb.WriteString("  }()")
	b.CxxCall = sb.String()
	return nil
}

// fromIValue is the C++ conversion of a stack entry to a return's type.
func fromIValue(t model.Type, v string) (string, error) {
	t, _ = model.Unwrap(t)
	switch t := t.(type) {
	case model.TensorType:
		return "std::move(" + v + ").toTensor()", nil
	case model.ListType:
		if model.IsTensor(t.Elem) {
			return "std::move(" + v + ").toTensorVector()", nil
		}
		if bt, ok := t.Elem.(model.BaseType); ok && bt.Kind == model.Int {
			return v + ".toIntVector()", nil
		}
	case model.BaseType:
		switch t.Kind {
		case model.Int:
			return v + ".toInt()", nil
		case model.Float:
			return v + ".toDouble()", nil
		case model.Bool:
			return v + ".toBool()", nil
		case model.Scalar:
			return v + ".toScalar()", nil
		case model.ScalarType:
			return v + ".toScalarType()", nil
		}
	}
	return "", bind.Unsupportedf("a custom operator's %s result", t)
}
