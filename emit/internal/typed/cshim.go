package typed

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
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

// CxxShard is one C++ translation unit: the per-operator headers of its
// operators only, so each shard compiles a fraction of ATen. opHeaders maps
// at::_ops struct names to their ATen/ops header (the root name's _ops.h
// where it has none); the operators of listRef's headers take an
// at::ITensorListRef, which needs ATen/core/IListRef.h.
func CxxShard(stamp string, bs []*bind.Binding, opHeaders map[string]string, listRef map[string]bool) []byte {
	var sb strings.Builder
	sb.WriteString(Comment(stamp))
	// Method-only operator headers: keeps the TU from pulling all of ATen.
	sb.WriteString("#define TORCH_ASSERT_ONLY_METHOD_OPERATORS\n")
	sb.WriteString("#include \"gotorch_support.h\"\n")
	if slices.ContainsFunc(bs, func(b *bind.Binding) bool { return b.NeedsList() }) {
		sb.WriteString("#include \"gotorch_list.h\"\n")
	}
	sb.WriteString("\n")
	headers := map[string]bool{}
	for _, b := range bs {
		h, ok := opHeaders[b.Op.CppStruct()]
		if !ok {
			h = b.Op.RootName() + "_ops.h"
		}
		headers[h] = true
	}
	names := make([]string, 0, len(headers))
	needsListRef := false
	for h := range headers {
		names = append(names, h)
		needsListRef = needsListRef || listRef[h]
	}
	sort.Strings(names)
	if needsListRef {
		sb.WriteString("#include <ATen/core/IListRef.h>\n")
	}
	for _, h := range names {
		fmt.Fprintf(&sb, "#include <ATen/ops/%s>\n", h)
	}
	WriteShims(&sb, "", bs)
	return []byte(sb.String())
}

// WriteShims writes the extern "C" block of a translation unit: pre (C++
// of its own, such as destructors), then each binding's shim.
func WriteShims(sb *strings.Builder, pre string, bs []*bind.Binding) {
	sb.WriteString("\nextern \"C\" {\n\n")
	sb.WriteString(pre)
	for _, b := range bs {
		sb.WriteString(cppBody(b))
		sb.WriteString("\n")
	}
	sb.WriteString("}  // extern \"C\"\n")
}

// Comment is the stamp as the C and C++ files' first comment.
func Comment(stamp string) string {
	var sb strings.Builder
	for _, l := range strings.Split(stamp, "\n") {
		sb.WriteString("// " + l + "\n")
	}
	return sb.String() + "\n"
}

// argsStruct is the C++ definition of the operator's args struct.
func argsStruct(b *bind.Binding) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "struct %s_args {\n", b.CName)
	for _, s := range b.Slots {
		if !s.Ptr {
			fmt.Fprintf(&sb, "  %s %s;\n", s.CType, s.Name)
		}
	}
	fmt.Fprintf(&sb, "};\nstatic_assert(sizeof(%s_args) == %d, \"args layout differs from the Go side's\");\n", b.CName, b.ArgsSize)
	return sb.String()
}

// cBindings are the shim's first lines: each parameter bound to the local
// name the lowered C++ expressions use.
func cBindings(b *bind.Binding) []string {
	var ls []string
	if b.HasArgsStruct() {
		ls = append(ls, fmt.Sprintf("auto* a = static_cast<%s_args*>(args);", b.CName))
	}
	for _, s := range b.Slots {
		switch {
		case s.Ptr:
			ls = append(ls, fmt.Sprintf("auto %s = static_cast<%s>(ptrs[%d]);", s.Name, s.CType, s.Index))
		case s.Out:
			ls = append(ls, fmt.Sprintf("%s* %s = &a->%s;", s.CType, s.Name, s.Name))
		case s.CType == "gt_tensor":
			// The argument's at::Tensor, borrowed without a reference count.
			ls = append(ls, fmt.Sprintf("gotorch::borrowed %s(a->%s);", s.Name, s.Name))
		default:
			ls = append(ls, fmt.Sprintf("%s %s = a->%s;", s.CType, s.Name, s.Name))
		}
	}
	return ls
}
