package goapi

import (
	"fmt"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// DocComment is the doc comment of a binding's function: an operator's
// schema and Python names, a class-spec entry's C++ signature, or a custom
// operator's call by name.
func DocComment(b *bind.Binding) string {
	var sb strings.Builder
	if b.Op.Namespace != "" && b.Op.Namespace != "aten" && b.Spec == nil {
		return customDoc(b)
	}
	if b.Spec != nil {
		if b.FuncName != b.Spec.GoName && b.Spec.Receiver() {
			return fmt.Sprintf("%s calls %s for %s.\n\n\t%s", b.FuncName, b.ErrOp, b.ErrFunc, b.Spec.Signature)
		}
		doc := b.Spec.Doc
		if doc == "" {
			doc = fmt.Sprintf("%s calls %s.", b.FuncName, b.ErrOp)
		}
		sb.WriteString(doc + "\n\nC++:\n\n\t" + b.Spec.Signature)
		if len(b.Spec.Python) > 0 {
			sb.WriteString("\n\nPyTorch: " + strings.Join(b.Spec.Python, ", "))
		}
		return sb.String()
	}
	fmt.Fprintf(&sb, "%s calls aten::%s", b.GoName, b.Op.ID())
	switch b.Op.Kind {
	case model.Inplace:
		sb.WriteString(", in place: it returns its receiver, not a new tensor")
	case model.Out:
		sb.WriteString(", writing into its out arguments and returning them")
	}
	if Chains(b) && b.Rets[0].Kind == bind.RetAlias {
		// The tensor it returns is the caller's: on an error, one that
		// carries it instead (the argument is not marked).
		sb.WriteString(" (or a tensor carrying the error: see Tensor.Err)")
	}
	sb.WriteString(".\n\n\t" + b.Op.Schema)
	if py := overloads.PythonNames(b.Op); len(py) > 0 {
		// go doc and pkg.go.dev search find the function by its Python name.
		sb.WriteString("\n\nPyTorch: " + strings.Join(py, ", "))
	}
	if b.Op.Deprecated {
		sb.WriteString("\n\nDeprecated: libtorch marks this operator deprecated.")
	}
	return sb.String()
}

// customDoc is a custom operator's doc comment.
func customDoc(b *bind.Binding) string {
	return fmt.Sprintf("%s calls the custom operator %s::%s by name through the dispatcher: load its library first (LoadLibrary).\n\n\t%s::%s",
		b.GoName, b.Op.Namespace, b.Op.ID(), b.Op.Namespace, b.Op.Schema)
}
