// Package typed is the typed mode's backend (generate --abi typed, the
// default): the C ABI between the Go wrappers and the C++ shims (the entry
// points of ops.h, the operator table of optable.c and optable.go), the
// C++ shims, one translation unit per shard, and the Go wrappers that call
// them through cgo. The class specs and the custom operators reach their
// shims through it too; package emit assembles the files.
package typed

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
)

// The calling convention between the Go wrappers and the C++ shims.
//
// Every shim has the same C signature,
//
//	char* gt_<op>(void* args, void* const* ptrs);
//
// and is reached through one table (optable.c) by a handful of entry points
// gt_call0 … gt_callN, where N is the most pointer arguments any operator
// takes. args is a struct on the Go stack holding the operator's value
// arguments (handles, numbers, enums, scalars, list lengths) and the slots
// its results are written to; ptrs holds its pointer arguments (list data,
// strings, optional values), which the entry point receives as direct cgo
// arguments, so no Go pointer is ever stored in Go memory passed to C.
//
// Why not one cgo function per operator: cgo type-checks each C name a
// package uses by compiling probes whose diagnostics cost time quadratic in
// the names per file — 20–25 s of CPU for 3,000 operators, before any shim
// is compiled. With the table, the package uses a dozen C names.
//
// Which C parameters go in the args struct, and its size, is decided with
// the binding (bind's layout.go): a type without a layout is unsupported.

// goCType is the Go spelling of a C type from the ABI.
func goCType(cType string) jen.Code {
	if t, ok := strings.CutSuffix(cType, "*"); ok {
		return jen.Op("*").Add(goCType(strings.TrimSpace(t)))
	}
	return cQual(strings.TrimPrefix(cType, "const "))
}

// goMem passes Go memory to an entry point as *C.gt_gomem (ops.h): an
// opaque C type, so cgo's per-call check for Go pointers in the memory is
// skipped. The args struct and the pointer arguments never hold a Go
// pointer (only values, C handles and C pointers), which is what the check
// would verify.
func goMem(p jen.Code) jen.Code {
	return jen.Parens(jen.Op("*").Add(cQual("gt_gomem"))).Call(jen.Qual("unsafe", "Pointer").Call(p))
}

// entryPoint is the C function that reaches a shim with n pointers.
func entryPoint(n int) string { return fmt.Sprintf("gt_call%d", n) }

// opConst is the Go constant holding the operator's index in the table.
func opConst(b *bind.Binding) string { return "op" + b.FuncName }

// Header is ops.h: it declares the entry points for the Go side.
func Header(stamp string, maxPtr int) []byte {
	var sb strings.Builder
	sb.WriteString(Comment(stamp))
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

// OpTable is optable.c: the shims' declarations, the table, and the entry
// points.
func OpTable(stamp string, bs []*bind.Binding, maxPtr int) []byte {
	var sb strings.Builder
	sb.WriteString(Comment(stamp))
	sb.WriteString("// The operator table: every shim, in the order of the op* constants\n// (optable.go), and the entry points the Go wrappers call.\n")
	sb.WriteString("#include \"ops.h\"\n\n")
	sb.WriteString("typedef char* (*gt_op_fn)(void* args, void* const* ptrs);\n\n")
	for _, b := range bs {
		fmt.Fprintf(&sb, "char* %s(void*, void* const*);\n", b.CName)
	}
	sb.WriteString("\nstatic gt_op_fn const gt_ops[] = {\n")
	for i, b := range bs {
		fmt.Fprintf(&sb, "    %s, /* %d */\n", b.CName, i)
	}
	sb.WriteString("};\n\n")
	for n := 0; n <= maxPtr; n++ {
		fmt.Fprintf(&sb, "%s {\n", entryDecl(n))
		sb.WriteString("  gt_threads_check();\n") // this thread's OpenMP count (gotorch.h)
		if n == 0 {
			sb.WriteString("  return gt_ops[op](args, NULL);\n}\n")
			continue
		}
		ps := make([]string, n)
		for i := range ps {
			ps[i] = fmt.Sprintf("p%d", i)
		}
		fmt.Fprintf(&sb, "  void* const ptrs[] = {%s};\n  return gt_ops[op](args, ptrs);\n}\n", strings.Join(ps, ", "))
	}
	return []byte(sb.String())
}

func entryDecl(n int) string {
	params := []string{"int32_t op", "gt_gomem* args"}
	for i := 0; i < n; i++ {
		params = append(params, fmt.Sprintf("gt_gomem* p%d", i))
	}
	return fmt.Sprintf("char* %s(%s)", entryPoint(n), strings.Join(params, ", "))
}

// OpConsts is optable.go: each operator's index in the table. Only this
// file and optable.c change when an operator is added or removed.
func OpConsts(pkg, stamp string, bs []*bind.Binding) []byte {
	var sb strings.Builder
	fmt.Fprintf(&sb, "// Code generated by gotorchgen. DO NOT EDIT.\n// %s\n\npackage %s\n\n", stamp, pkg)
	sb.WriteString("// Each operator's index in the shim table (optable.c).\nconst (\n")
	for i, b := range bs {
		fmt.Fprintf(&sb, "\t%s = %d\n", opConst(b), i)
	}
	sb.WriteString(")\n")
	return []byte(sb.String())
}

func cQual(name string) *jen.Statement { return jen.Qual("C", name) }
