package model

import "sort"

// Library is everything a frontend read from one input: a libtorch install
// or a Declarations.yaml file.
type Library struct {
	Version   string      // libtorch version from its headers, e.g. "1.13.0"; "" if unknown
	Source    string      // what was read, for reports and file headers
	Operators []*Operator // sorted by ID
}

// Sort orders the operators by ID so every consumer sees one order.
func (l *Library) Sort() {
	sort.Slice(l.Operators, func(i, j int) bool { return l.Operators[i].ID() < l.Operators[j].ID() })
}

// Lookup returns the operator with the given ID, or nil.
func (l *Library) Lookup(id string) *Operator {
	i := sort.Search(len(l.Operators), func(i int) bool { return l.Operators[i].ID() >= id })
	if i < len(l.Operators) && l.Operators[i].ID() == id {
		return l.Operators[i]
	}
	return nil
}
