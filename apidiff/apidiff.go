// Package apidiff says what changes in the generated Go API: Compare, what
// a libtorch upgrade changes operator by operator (functions added,
// removed, renamed, and changed argument by argument); Manifest and
// CompareManifests, every exported signature of the generated package, its
// runtime and class specs included, and what changed between two of them.
package apidiff

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit"
)

// Diff is the change from an old API to a new one.
type Diff struct {
	Old     string   `json:"old"`
	New     string   `json:"new"`
	Added   []Entry  `json:"added"`
	Removed []Entry  `json:"removed"`
	Renamed []Rename `json:"renamed"`
	Changed []Change `json:"changed"`
	// Unchanged counts operators in both with identical signatures.
	Unchanged int `json:"unchanged"`
}

// Entry names one function.
type Entry struct {
	Op        string `json:"op"`
	Name      string `json:"name"`
	Signature string `json:"signature"`
}

// Rename is an operator present in both versions whose Go name changed;
// the naming rule promises there are none.
type Rename struct {
	Op  string `json:"op"`
	Old string `json:"old"`
	New string `json:"new"`
}

// Change is an operator whose signature changed, with each difference
// spelled out.
type Change struct {
	Op      string   `json:"op"`
	Name    string   `json:"name"`
	Details []string `json:"details"`
}

// Compare diffs two APIs by operator.
func Compare(oldName string, old *emit.API, newName string, new *emit.API) *Diff {
	d := &Diff{Old: oldName, New: newName, Added: []Entry{}, Removed: []Entry{}, Renamed: []Rename{}, Changed: []Change{}}
	oldFuncs, newFuncs := byOp(old), byOp(new)
	for _, op := range sortedKeys(newFuncs) {
		if _, ok := oldFuncs[op]; !ok {
			f := newFuncs[op]
			d.Added = append(d.Added, Entry{Op: op, Name: f.Name, Signature: f.Signature()})
		}
	}
	for _, op := range sortedKeys(oldFuncs) {
		o := oldFuncs[op]
		n, ok := newFuncs[op]
		if !ok {
			d.Removed = append(d.Removed, Entry{Op: op, Name: o.Name, Signature: o.Signature()})
			continue
		}
		if o.Name != n.Name {
			d.Renamed = append(d.Renamed, Rename{Op: op, Old: o.Name, New: n.Name})
		}
		if details := compareFunc(o, n); len(details) > 0 {
			d.Changed = append(d.Changed, Change{Op: op, Name: n.Name, Details: details})
		} else if o.Name == n.Name {
			d.Unchanged++
		}
	}
	return d
}

func byOp(api *emit.API) map[string]emit.Func {
	m := make(map[string]emit.Func, len(api.Funcs))
	for _, f := range api.Funcs {
		m[f.Key()] = f
	}
	return m
}

func sortedKeys(m map[string]emit.Func) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// compareFunc lists the differences argument by argument: positional
// parameters by position, options fields by name, then the results.
func compareFunc(o, n emit.Func) []string {
	var details []string
	oldPos, newPos := o.Params, n.Params
	for i := 0; i < max(len(oldPos), len(newPos)); i++ {
		switch {
		case i >= len(oldPos):
			details = append(details, fmt.Sprintf("parameter %d %s %s added", i+1, newPos[i].Name, newPos[i].Type))
		case i >= len(newPos):
			details = append(details, fmt.Sprintf("parameter %d %s %s removed", i+1, oldPos[i].Name, oldPos[i].Type))
		case oldPos[i].Name != newPos[i].Name || oldPos[i].Type != newPos[i].Type:
			details = append(details, fmt.Sprintf("parameter %d: %s %s → %s %s", i+1, oldPos[i].Name, oldPos[i].Type, newPos[i].Name, newPos[i].Type))
		}
	}
	oldOpt, newOpt := options(o), options(n)
	for _, name := range unionKeys(oldOpt, newOpt) {
		a, inOld := oldOpt[name]
		b, inNew := newOpt[name]
		switch {
		case !inOld:
			details = append(details, fmt.Sprintf("option %s %s = %s added", name, b.Type, b.Default))
		case !inNew:
			details = append(details, fmt.Sprintf("option %s %s removed", name, a.Type))
		default:
			if a.Type != b.Type {
				details = append(details, fmt.Sprintf("option %s: type %s → %s", name, a.Type, b.Type))
			}
			if a.Default != b.Default {
				details = append(details, fmt.Sprintf("option %s: default %s → %s", name, a.Default, b.Default))
			}
		}
	}
	if strings.Join(o.Results, ", ") != strings.Join(n.Results, ", ") {
		details = append(details, fmt.Sprintf("results (%s) → (%s)", strings.Join(o.Results, ", "), strings.Join(n.Results, ", ")))
	}
	return details
}

func options(f emit.Func) map[string]emit.Param {
	m := map[string]emit.Param{}
	for _, p := range f.Options {
		m[p.Name] = p
	}
	return m
}

func unionKeys(a, b map[string]emit.Param) []string {
	seen := map[string]bool{}
	for k := range a {
		seen[k] = true
	}
	for k := range b {
		seen[k] = true
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Text renders the diff for people.
func (d *Diff) Text() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "gotorchgen diff %s → %s\n", d.Old, d.New)
	fmt.Fprintf(&sb, "%d added, %d removed, %d changed, %d renamed, %d unchanged\n",
		len(d.Added), len(d.Removed), len(d.Changed), len(d.Renamed), d.Unchanged)
	if len(d.Renamed) > 0 {
		sb.WriteString("\nRENAMED (the naming rule was broken):\n")
		for _, r := range d.Renamed {
			fmt.Fprintf(&sb, "  %s: %s → %s\n", r.Op, r.Old, r.New)
		}
	}
	if len(d.Removed) > 0 {
		sb.WriteString("\nremoved:\n")
		for _, e := range d.Removed {
			fmt.Fprintf(&sb, "  - %s  [%s]\n", e.Signature, e.Op)
		}
	}
	if len(d.Added) > 0 {
		sb.WriteString("\nadded:\n")
		for _, e := range d.Added {
			fmt.Fprintf(&sb, "  + %s  [%s]\n", e.Signature, e.Op)
		}
	}
	if len(d.Changed) > 0 {
		sb.WriteString("\nchanged:\n")
		for _, c := range d.Changed {
			fmt.Fprintf(&sb, "  ~ %s  [%s]\n", c.Name, c.Op)
			for _, det := range c.Details {
				fmt.Fprintf(&sb, "      %s\n", det)
			}
		}
	}
	return sb.String()
}
