package emit

import (
	"fmt"
	"sort"
	"strings"
)

// cParams is the full C parameter list of a shim: the arguments, then one
// out slot per returned value that is not an alias of an argument.
func (b *binding) cParams() []string {
	var ps []string
	for _, a := range b.args {
		ps = append(ps, a.cParams...)
	}
	for i, r := range b.rets {
		out := fmt.Sprintf("out%d", i)
		switch r.kind {
		case retTensor:
			ps = append(ps, "gt_tensor* "+out)
		case retList:
			ps = append(ps, r.cType+"** "+out, "int64_t* "+out+"_len")
		case retValue:
			ps = append(ps, r.cType+"* "+out)
		case retAlias:
		}
	}
	if len(ps) == 0 {
		return []string{"void"}
	}
	return ps
}

// cDecl is the shim's C prototype, without the trailing ";".
func (b *binding) cDecl() string {
	return fmt.Sprintf("char* %s(%s)", b.cName, strings.Join(b.cParams(), ", "))
}

// cppBody is the shim: one dispatcher call inside GT_TRY/GT_CATCH, results
// moved into the out slots.
func (b *binding) cppBody() string {
	var sb strings.Builder
	args := make([]string, len(b.args))
	for i, a := range b.args {
		args[i] = a.cxx
	}
	call := fmt.Sprintf("at::_ops::%s::call(%s)", b.op.CppStruct(), strings.Join(args, ", "))
	fmt.Fprintf(&sb, "%s {\n  GT_TRY\n", b.cDecl())
	var stores []string
	for i, r := range b.rets {
		v := "std::move(r)"
		if len(b.rets) > 1 {
			v = fmt.Sprintf("std::get<%d>(std::move(r))", i)
		}
		switch r.kind {
		case retTensor:
			stores = append(stores, fmt.Sprintf("*out%d = gotorch::wrap(%s);", i, v))
		case retList:
			stores = append(stores, fmt.Sprintf(r.cStore, v, fmt.Sprintf("out%d", i), fmt.Sprintf("out%d_len", i)))
		case retValue:
			stores = append(stores, fmt.Sprintf("*out%d = %s;", i, fmt.Sprintf(r.cStore, v)))
		case retAlias:
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

// cHeader declares every shim for the Go side.
func cHeader(stamp string, bs []*binding) []byte {
	var sb strings.Builder
	sb.WriteString(cComment(stamp))
	sb.WriteString("#ifndef GOTORCH_OPS_H\n#define GOTORCH_OPS_H\n\n#include \"gotorch.h\"\n\n")
	sb.WriteString("#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n")
	for _, b := range bs {
		fmt.Fprintf(&sb, "// %s\n%s;\n", b.op.Schema, b.cDecl())
	}
	sb.WriteString("\n#ifdef __cplusplus\n}\n#endif\n\n#endif  // GOTORCH_OPS_H\n")
	return []byte(sb.String())
}

// cppShard is one C++ translation unit: the per-operator headers of its
// operators only, so each shard compiles a fraction of ATen.
func cppShard(stamp string, bs []*binding, opHeaders map[string]string) []byte {
	var sb strings.Builder
	sb.WriteString(cComment(stamp))
	// Method-only operator headers: keeps the TU from pulling all of ATen.
	sb.WriteString("#define TORCH_ASSERT_ONLY_METHOD_OPERATORS\n")
	sb.WriteString("#include \"gotorch_support.h\"\n#include \"ops.h\"\n\n")
	headers := map[string]bool{}
	for _, b := range bs {
		h, ok := opHeaders[b.op.CppStruct()]
		if !ok {
			h = b.op.RootName() + "_ops.h"
		}
		headers[h] = true
	}
	names := make([]string, 0, len(headers))
	for h := range headers {
		names = append(names, h)
	}
	sort.Strings(names)
	for _, h := range names {
		fmt.Fprintf(&sb, "#include <ATen/ops/%s>\n", h)
	}
	sb.WriteString("\nextern \"C\" {\n\n")
	for _, b := range bs {
		sb.WriteString(b.cppBody())
		sb.WriteString("\n")
	}
	sb.WriteString("}  // extern \"C\"\n")
	return []byte(sb.String())
}

func cComment(stamp string) string {
	var sb strings.Builder
	for _, l := range strings.Split(stamp, "\n") {
		sb.WriteString("// " + l + "\n")
	}
	return sb.String() + "\n"
}
