package nn

import "strconv"

// ModuleList holds modules as Python's nn.ModuleList: registered under
// the names "0", "1"…, so that their parameters are named "0.weight"…,
// without a Forward of its own (its modules may take and return anything:
// it is an AnyModule). TransformerEncoder and TransformerDecoder keep
// their layers in one, named "layers".
type ModuleList struct {
	Base
	modules []AnyModule
}

// NewModuleList returns the modules as one nn.ModuleList. A nil or failed
// module makes it fail (Err).
func NewModuleList(modules ...AnyModule) *ModuleList {
	l := &ModuleList{}
	for _, m := range modules {
		l.Append(m)
	}
	return l
}

// Append adds m as the next module, as Python's append; a nil m makes
// the list fail (Err).
func (l *ModuleList) Append(m AnyModule) {
	if l.RegisterModule(strconv.Itoa(len(l.modules)), m) == nil {
		l.modules = append(l.modules, m)
	}
}

// Len returns the number of modules, as Python's len.
func (l *ModuleList) Len() int { return len(l.modules) }

// At returns module i, as Python's l[i].
func (l *ModuleList) At(i int) AnyModule { return l.modules[i] }
