package emit

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/model"
)

// cDecl is the shim's C prototype, without the trailing ";" (abi.go).
func cDecl(b *bind.Binding) string {
	return fmt.Sprintf("char* %s(void* args, void* const* ptrs)", b.CName)
}

// cppBody is the shim: its args struct, then one dispatcher call inside
// GT_TRY/GT_CATCH, results moved into the out slots.
func cppBody(b *bind.Binding) string {
	var sb strings.Builder
	args := make([]string, len(b.Args))
	for i, a := range b.Args {
		args[i] = a.Cxx
	}
	call := fmt.Sprintf("at::_ops::%s::call(%s)", b.Op.CppStruct(), strings.Join(args, ", "))
	if b.CxxCall != "" {
		call = b.CxxCall
	}
	fmt.Fprintf(&sb, "// %s\n", b.Op.Schema)
	if b.HasArgsStruct() {
		sb.WriteString(argsStruct(b))
	}
	fmt.Fprintf(&sb, "%s {\n", cDecl(b))
	for _, l := range cBindings(b) {
		fmt.Fprintf(&sb, "  %s\n", l)
	}
	sb.WriteString("  GT_TRY\n")
	var stores []string
	for i, r := range b.Rets {
		v := "std::move(r)"
		if len(b.Rets) > 1 {
			v = fmt.Sprintf("std::get<%d>(std::move(r))", i)
		}
		switch r.Kind {
		case bind.RetTensor:
			stores = append(stores, fmt.Sprintf("*out%d = gotorch::wrap(%s);", i, v))
		case bind.RetList:
			stores = append(stores, fmt.Sprintf(r.CStore, v, fmt.Sprintf("out%d", i), fmt.Sprintf("out%d_len", i)))
		case bind.RetValue:
			stores = append(stores, fmt.Sprintf("*out%d = %s;", i, fmt.Sprintf(r.CStore, v)))
		case bind.RetAlias:
		}
	}
	if len(stores) == 0 {
		fmt.Fprintf(&sb, "  %s;\n", call)
	} else {
		fmt.Fprintf(&sb, "  auto r = %s;\n", call)
		for _, s := range stores {
			fmt.Fprintf(&sb, "  %s\n", s)
		}
	}
	sb.WriteString("  GT_CATCH\n}\n")
	return sb.String()
}

// cHeader declares the entry points for the Go side (abi.go).
func cHeader(stamp string, maxPtr int) []byte {
	var sb strings.Builder
	sb.WriteString(cComment(stamp))
	sb.WriteString("#ifndef GOTORCH_OPS_H\n#define GOTORCH_OPS_H\n\n#include \"gotorch.h\"\n\n")
	sb.WriteString("#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n")
	sb.WriteString("// gt_gomem is a byte of Go memory that holds no Go pointers: an args\n// struct or a pointer argument. A type cgo sees cannot hold a pointer, so\n// that it does not check the memory on each call (abi.go, goMem).\ntypedef unsigned char gt_gomem;\n\n")
	sb.WriteString("// gt_callN calls operator op (optable.go) with its args struct and N\n// pointer arguments; it returns NULL or a malloc'd error message.\n")
	for n := 0; n <= maxPtr; n++ {
		fmt.Fprintf(&sb, "%s;\n", entryDecl(n))
	}
	sb.WriteString("\n#ifdef __cplusplus\n}\n#endif\n\n#endif  // GOTORCH_OPS_H\n")
	return []byte(sb.String())
}

// cppShard is one C++ translation unit: the per-operator headers of its
// operators only, so each shard compiles a fraction of ATen.
func cppShard(stamp string, bs []*bind.Binding, t Target) []byte {
	var sb strings.Builder
	sb.WriteString(cComment(stamp))
	// Method-only operator headers: keeps the TU from pulling all of ATen.
	sb.WriteString("#define TORCH_ASSERT_ONLY_METHOD_OPERATORS\n")
	sb.WriteString("#include \"gotorch_support.h\"\n")
	if slices.ContainsFunc(bs, func(b *bind.Binding) bool { return b.NeedsList() }) {
		sb.WriteString("#include \"gotorch_list.h\"\n")
	}
	sb.WriteString("\n")
	headers := map[string]bool{}
	for _, b := range bs {
		h, ok := t.OpHeaders[b.Op.CppStruct()]
		if !ok {
			h = b.Op.RootName() + "_ops.h"
		}
		headers[h] = true
	}
	names := make([]string, 0, len(headers))
	listRef := false
	for h := range headers {
		names = append(names, h)
		listRef = listRef || t.ListRefHeaders[h]
	}
	sort.Strings(names)
	if listRef {
		sb.WriteString("#include <ATen/core/IListRef.h>\n")
	}
	for _, h := range names {
		fmt.Fprintf(&sb, "#include <ATen/ops/%s>\n", h)
	}
	writeShims(&sb, "", bs)
	return []byte(sb.String())
}

// writeShims writes the extern "C" block of a translation unit: pre (C++
// of its own, such as destructors), then each binding's shim.
func writeShims(sb *strings.Builder, pre string, bs []*bind.Binding) {
	sb.WriteString("\nextern \"C\" {\n\n")
	sb.WriteString(pre)
	for _, b := range bs {
		sb.WriteString(cppBody(b))
		sb.WriteString("\n")
	}
	sb.WriteString("}  // extern \"C\"\n")
}

func cComment(stamp string) string {
	var sb strings.Builder
	for _, l := range strings.Split(stamp, "\n") {
		sb.WriteString("// " + l + "\n")
	}
	return sb.String() + "\n"
}

// cppClasses is one translation unit of the class specs (see classUnits):
// the headers its classes and functions name, then every entry's shim, then
// the custom operators' (--custom-ops; the default unit only). It includes
// what the classes need rather than one operator header each, so it is not
// restricted to method operators (TORCH_ASSERT_ONLY_METHOD_OPERATORS).
func cppClasses(stamp string, u *classUnit, custom []*bind.Binding) []byte {
	var sb strings.Builder
	sb.WriteString(cComment(stamp))
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
	writeShims(&sb, pre.String(), append(bs, custom...))
	return []byte(sb.String())
}

// classUnit is one translation unit of the class specs: the default one
// (internal/classes), or a unit a class names (internal/<unit>, with its
// defines), so that headers slow to parse cost only that unit.
type classUnit struct {
	name      string // "" for the default unit
	defines   []string
	classes   []*model.Class
	functions []*model.Method
	sets      []*methodSet
}

// dir is the unit's package directory.
func (u *classUnit) dir() string {
	if u.name == "" {
		return classesCxxDir
	}
	return "internal/" + u.name
}

// classUnits splits the class specs and their bound entries by unit: the
// default unit first, then the named ones by name. Free functions are in
// the default unit; a unit's defines are the union of its classes'.
func classUnits(specs *model.Specs, sets []*methodSet) []*classUnit {
	byName := map[string]*classUnit{"": {}}
	unit := func(name string) *classUnit {
		if byName[name] == nil {
			byName[name] = &classUnit{name: name}
		}
		return byName[name]
	}
	for _, c := range specs.Classes {
		u := unit(c.Unit)
		u.classes = append(u.classes, c)
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
	var units []*classUnit
	for _, u := range byName {
		sort.Strings(u.defines)
		units = append(units, u)
	}
	sort.Slice(units, func(i, j int) bool { return units[i].name < units[j].name })
	return units
}

// unitFlags are a unit's own compiler flags: its defines.
func unitFlags(u *classUnit) string {
	var sb strings.Builder
	for _, d := range u.defines {
		sb.WriteString(" -D" + d)
	}
	return sb.String()
}
