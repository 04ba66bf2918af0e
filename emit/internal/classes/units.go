package classes

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/typed"
	"github.com/gotorchgen/gotorchgen/model"
)

// Cxx is the C++ of one translation unit of the class specs (see Units):
// the headers its classes and functions name, then every entry's shim, then
// the custom operators' (--custom-ops; the default unit only). It includes
// what the classes need rather than one operator header each, so it is not
// restricted to method operators (TORCH_ASSERT_ONLY_METHOD_OPERATORS).
func Cxx(stamp string, u *Unit, custom []*bind.Binding) []byte {
	var sb strings.Builder
	sb.WriteString(typed.Comment(stamp))
	sb.WriteString("#include \"gotorch_support.h\"\n")
	includes := map[string]bool{}
	for _, c := range u.classes {
		for _, h := range c.Includes {
			includes[h] = true
		}
	}
	for _, f := range u.functions {
		for _, h := range f.Includes {
			includes[h] = true
		}
	}
	needsList := false
	for _, s := range u.sets {
		for _, m := range s.members {
			needsList = needsList || m.NeedsList()
		}
	}
	for _, b := range custom {
		needsList = needsList || b.NeedsList()
	}
	if len(custom) > 0 {
		includes["gotorch_ivalue.h"] = true // the custom operators' calls by name
	}
	if needsList {
		includes["gotorch_list.h"] = true
	}
	names := make([]string, 0, len(includes))
	for h := range includes {
		names = append(names, h)
	}
	sort.Strings(names)
	for _, h := range names {
		if strings.HasPrefix(h, "gotorch") {
			fmt.Fprintf(&sb, "#include \"%s\"\n", h)
		} else {
			fmt.Fprintf(&sb, "#include <%s>\n", h)
		}
	}
	var pre strings.Builder
	for _, c := range u.classes {
		if o, ok := c.Type.(model.ObjectType); ok && o.Handle {
			fmt.Fprintf(&pre, "void %s(void* h) {\n  delete reinterpret_cast<%s*>(h);\n  gt_object_freed();\n}\n\n", freeFunc(c), c.Cxx)
		}
	}
	var bs []*bind.Binding
	for _, s := range u.sets {
		for _, m := range s.members {
			bs = append(bs, m.Binding)
		}
	}
	typed.WriteShims(&sb, pre.String(), append(bs, custom...))
	return []byte(sb.String())
}

// Unit is one translation unit of the class specs: the default one
// (internal/classes), or a unit a class names (internal/<unit>, with its
// defines), so that headers slow to parse cost only that unit.
type Unit struct {
	Name      string // "" for the default unit
	Hot       bool   // a class of the unit is hot (model.Class.Hot)
	defines   []string
	classes   []*model.Class
	functions []*model.Method
	sets      []*MethodSet
}

// defaultDir holds the default unit's shims.
const defaultDir = "internal/classes"

// Dir is the unit's package directory.
func (u *Unit) Dir() string {
	if u.Name == "" {
		return defaultDir
	}
	return "internal/" + u.Name
}

// Units splits the class specs and their bound entries by unit: the
// default unit first, then the named ones by name. Free functions are in
// the default unit; a unit's defines are the union of its classes'.
func Units(specs *model.Specs, sets []*MethodSet) []*Unit {
	byName := map[string]*Unit{"": {}}
	unit := func(name string) *Unit {
		if byName[name] == nil {
			byName[name] = &Unit{Name: name}
		}
		return byName[name]
	}
	for _, c := range specs.Classes {
		u := unit(c.Unit)
		u.classes = append(u.classes, c)
		u.Hot = u.Hot || c.Hot
		for _, d := range c.Defines {
			if !slices.Contains(u.defines, d) {
				u.defines = append(u.defines, d)
			}
		}
	}
	def := byName[""]
	def.functions = specs.Functions
	for _, s := range sets {
		u := def
		if c := s.members[0].m.Class; c != nil {
			u = unit(c.Unit)
		}
		u.sets = append(u.sets, s)
	}
	var units []*Unit
	for _, u := range byName {
		sort.Strings(u.defines)
		units = append(units, u)
	}
	sort.Slice(units, func(i, j int) bool { return units[i].Name < units[j].Name })
	return units
}

// Empty reports whether the unit has nothing to compile.
func (u *Unit) Empty() bool { return len(u.sets) == 0 && len(u.classes) == 0 }

// Flags are the unit's own compiler flags: its defines.
func (u *Unit) Flags() string {
	var sb strings.Builder
	for _, d := range u.defines {
		sb.WriteString(" -D" + d)
	}
	return sb.String()
}
