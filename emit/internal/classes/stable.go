package classes

import (
	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/model"
)

// What the stable-ABI mode (package stable) reads of a method set: it
// lowers the cores of the entries it can carry to operator calls, and
// renders the same public form over them, so that both modes have one Go
// API.

// Class is the set's class, nil for a package-level function.
func (s *MethodSet) Class() *model.Class { return s.class }

// Public is the set's exported Go name.
func (s *MethodSet) Public() string { return s.public }

// Members are the cores of the set's entries (Binding.Spec is the entry),
// in the order the public form calls them: the Tensor overload first.
func (s *MethodSet) Members() []*bind.Binding {
	bs := make([]*bind.Binding, len(s.members))
	for i, m := range s.members {
		bs[i] = m.Binding
	}
	return bs
}

// GoPublic renders the set's public method over its cores, whose Go
// functions the caller renders (with the cores' names and signatures).
func GoPublic(f *jen.File, s *MethodSet) { s.goPublic(f) }
