package emit

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/classes"
	"github.com/gotorchgen/gotorchgen/emit/internal/stable"
	"github.com/gotorchgen/gotorchgen/model"
)

// The class specs in the stable-ABI mode (package stable decides each
// method set): the report's counts, the operator methods whose name a set
// not carried had taken, and REPORT.md's section per class.

// stableSpecs decides the method sets of the class specs in this mode and
// fills the report's counts: Spec (entries carried), SpecSkipped (the
// others, with why; typedSkipped are those neither mode binds) and
// Replaced (operators whose method a carried set defines). An operator
// whose method name a set this mode does not carry had taken (replaced,
// the typed mode's) gets its method back.
func stableSpecs(lib *model.Library, sets []*classes.MethodSet, bound []*bind.Binding, hybrid bool,
	runtimeMethods map[string]map[string]string, runtimeIdents []string, typedSkipped, replaced []Skip, report *Report) []*stable.SpecSet {
	idents := map[string]bool{}
	for _, id := range runtimeIdents {
		idents[id] = true
	}
	var specSets []*stable.SpecSet
	for _, s := range sets {
		specSets = append(specSets, &stable.SpecSet{Class: s.Class(), Public: s.Public(), Members: s.Members(),
			GoPublic: func(f *jen.File) { classes.GoPublic(f, s) }})
	}
	stable.BindSpecs(lib, specSets, bound, hybrid, runtimeMethods, idents)
	byName := map[string]*stable.SpecSet{}
	for _, s := range specSets {
		byName[s.Name()] = s
		if s.Carried() {
			report.Spec += len(s.Members)
			continue
		}
		for _, m := range s.Members {
			report.SpecSkipped = append(report.SpecSkipped, Skip{ID: m.Spec.ID(), Reason: "stable ABI: " + s.Reason})
		}
	}
	report.SpecSkipped = append(report.SpecSkipped, typedSkipped...)
	byOp := map[string]*bind.Binding{}
	for _, b := range bound {
		byOp[b.Op.ID()] = b
	}
	for _, r := range replaced {
		b := byOp[r.ID]
		switch s := byName["Tensor."+b.GoName]; {
		case s == nil || s.Carried() && !s.Runtime:
			report.Replaced = append(report.Replaced, r)
		case s.Runtime:
			report.Replaced = append(report.Replaced, Skip{ID: r.ID, Reason: fmt.Sprintf("Tensor.%s is the stable runtime's", b.GoName)})
		default:
			b.Method = true
		}
	}
	return specSets
}

// stableSpecClass is one class's section of the stable mode's REPORT.md.
type stableSpecClass struct {
	name, source   string
	carried, total int // entries
	rows           []stableSpecRow
}

// stableSpecRow is one method set (or one entry neither mode binds).
type stableSpecRow struct {
	goName, entries, what string
}

// stableSpecSections are the report's sections, one per class in the
// specs' order, then the free functions: each set carried (how) or not
// (why), and for one not carried what has its Go name in this package (an
// operator's method, a Python-shaped entry point).
func stableSpecSections(sets []*stable.SpecSet, typedSkipped []Skip, bound []*bind.Binding, py pyLayer, specs *model.Specs) []stableSpecClass {
	if specs == nil {
		return nil
	}
	var out []stableSpecClass
	index := map[string]int{}
	section := func(name, source string) *stableSpecClass {
		i, ok := index[name]
		if !ok {
			i = len(out)
			index[name] = i
			out = append(out, stableSpecClass{name: name, source: source})
		}
		return &out[i]
	}
	for _, c := range specs.Classes {
		section(c.GoName, c.Source)
	}
	methodOf := map[string]string{}
	for _, b := range bound {
		if b.Method {
			methodOf[b.GoName] = "aten::" + b.Op.ID() + "'s method"
		}
	}
	// The Python-shaped entry points: Tensor methods, and functions.
	methodEntry, funcEntry := map[string]string{}, map[string]string{}
	for _, e := range py.entries {
		m := funcEntry
		if strings.HasPrefix(e.Python, "Tensor.") {
			m = methodEntry
		}
		m[e.GoName] = "the Python-shaped entry point of " + e.Python
	}
	for _, s := range sets {
		name, taken := "functions", ""
		if c := s.Members[0].Spec.Class; c != nil {
			name = c.GoName // a static method's too
		}
		if c := s.Class; c != nil {
			if c.GoName == "Tensor" {
				taken = methodOf[s.Public]
				if e := methodEntry[s.Public]; e != "" {
					taken = e
				}
			}
		} else if e := funcEntry[s.Public]; e != "" {
			taken = e
		}
		sec := section(name, "")
		n := len(s.Members)
		sec.total += n
		what := "carried: " + s.How()
		if s.Carried() {
			sec.carried += n
		} else {
			what = "not carried: " + s.Reason
			if taken != "" {
				what += fmt.Sprintf("; %s is %s here", s.Name(), taken)
			}
		}
		sec.rows = append(sec.rows, stableSpecRow{goName: s.Name(), entries: entryList(stable.SpecIDs(s)), what: what})
	}
	for _, sk := range typedSkipped {
		name := "functions"
		if cls, _, ok := strings.Cut(sk.ID, "."); ok {
			if _, known := index[cls]; known {
				name = cls
			}
		}
		sec := section(name, "")
		sec.total++
		sec.rows = append(sec.rows, stableSpecRow{goName: "-", entries: entryList([]string{sk.ID}), what: "not bound in either mode: " + sk.Reason})
	}
	var kept []stableSpecClass
	for _, sec := range out {
		if sec.total > 0 {
			kept = append(kept, sec)
		}
	}
	return kept
}

// entryList is the spec entries of a row, a C++ overload set once with
// its count.
func entryList(ids []string) string {
	var parts []string
	for i := 0; i < len(ids); {
		j := i
		for j < len(ids) && ids[j] == ids[i] {
			j++
		}
		p := "`" + ids[i] + "`"
		if j-i > 1 {
			p += fmt.Sprintf(" (%d overloads)", j-i)
		}
		parts = append(parts, p)
		i = j
	}
	return strings.Join(parts, ", ")
}
