package emit

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"
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

// abiSlot is one C parameter of an operator's shim.
type abiSlot struct {
	cType string // C type of the field, or of the pointer in ptrs
	name  string // C name: field name, or the local the shim binds it to
	ptr   bool   // a pointer argument, passed in ptrs[index]
	index int
	out   bool // a result slot the shim writes
}

// cTypeLayout is the size and alignment of each C type that crosses the
// ABI, as gotorch.h defines them on the LP64 targets libtorch supports. The
// shims static_assert each args struct's size with it, so a layout Go and
// C++ disagree on cannot compile.
var cTypeLayout = map[string][2]int{
	"gt_tensor": {8, 8}, "gt_generator": {8, 8}, "gt_storage": {8, 8},
	"int64_t": {8, 8}, "double": {8, 8}, "int32_t": {4, 4}, "bool": {1, 1},
	"gt_scalar": {32, 8}, "gt_device": {16, 8}, "gt_stream": {24, 8},
	"gt_tensor_options": {40, 8}, "gt_object": {8, 8}, "gt_tensor_out": {24, 8},
}

func splitParam(p string) (cType, name string) {
	i := strings.LastIndexAny(p, " *")
	return strings.TrimSpace(p[:i+1]), p[i+1:]
}

// layoutABI splits the shim's C parameters into args fields and pointer
// arguments and computes the size of the args struct; a C type without a
// known layout makes the operator unsupported.
func (b *binding) layoutABI() error {
	nptr := 0
	for _, a := range b.args {
		for _, p := range a.cParams {
			t, n := splitParam(p)
			s := abiSlot{cType: t, name: n}
			if strings.HasSuffix(t, "*") {
				s.ptr, s.index = true, nptr
				nptr++
			}
			b.slots = append(b.slots, s)
		}
	}
	for _, p := range b.outParams() {
		t, n := splitParam(p)
		b.slots = append(b.slots, abiSlot{cType: strings.TrimSpace(strings.TrimSuffix(t, "*")), name: n, out: true})
	}
	b.nptr = nptr
	size, align := 0, 1
	for _, s := range b.slots {
		if s.ptr {
			continue
		}
		sz, al, ok := sizeOf(s.cType)
		if !ok {
			return unsupportedf("no ABI layout for C type %s", s.cType)
		}
		size = (size + al - 1) / al * al
		size += sz
		align = max(align, al)
	}
	b.argsSize = (size + align - 1) / align * align
	return nil
}

func sizeOf(cType string) (size, align int, ok bool) {
	if strings.HasSuffix(cType, "*") {
		return 8, 8, true
	}
	l, ok := cTypeLayout[cType]
	return l[0], l[1], ok
}

// outParams are the result slots, in the order of the returns.
func (b *binding) outParams() []string {
	var ps []string
	for i, r := range b.rets {
		out := fmt.Sprintf("out%d", i)
		switch r.kind {
		case retTensor:
			ps = append(ps, "gt_tensor_out* "+out)
		case retList:
			elem := r.cType
			if elem == "gt_tensor" {
				elem = "gt_tensor_out" // a new handle with what Go keeps beside it
			}
			ps = append(ps, elem+"** "+out, "int64_t* "+out+"_len")
		case retValue:
			ps = append(ps, r.cType+"* "+out)
		case retAlias:
		}
	}
	return ps
}

func (b *binding) hasArgsStruct() bool { return b.argsSize > 0 }

// argsStruct is the C++ definition of the operator's args struct.
func (b *binding) argsStruct() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "struct %s_args {\n", b.cName)
	for _, s := range b.slots {
		if !s.ptr {
			fmt.Fprintf(&sb, "  %s %s;\n", s.cType, s.name)
		}
	}
	fmt.Fprintf(&sb, "};\nstatic_assert(sizeof(%s_args) == %d, \"args layout differs from the Go side's\");\n", b.cName, b.argsSize)
	return sb.String()
}

// cBindings are the shim's first lines: each parameter bound to the local
// name the lowered C++ expressions use.
func (b *binding) cBindings() []string {
	var ls []string
	if b.hasArgsStruct() {
		ls = append(ls, fmt.Sprintf("auto* a = static_cast<%s_args*>(args);", b.cName))
	}
	for _, s := range b.slots {
		switch {
		case s.ptr:
			ls = append(ls, fmt.Sprintf("auto %s = static_cast<%s>(ptrs[%d]);", s.name, s.cType, s.index))
		case s.out:
			ls = append(ls, fmt.Sprintf("%s* %s = &a->%s;", s.cType, s.name, s.name))
		case s.cType == "gt_tensor":
			// The argument's at::Tensor, borrowed without a reference count.
			ls = append(ls, fmt.Sprintf("gotorch::borrowed %s(a->%s);", s.name, s.name))
		default:
			ls = append(ls, fmt.Sprintf("%s %s = a->%s;", s.cType, s.name, s.name))
		}
	}
	return ls
}

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
func (b *binding) opConst() string { return "op" + b.funcName }

// opTable is optable.c: the shims' declarations, the table, and the entry
// points.
func opTable(stamp string, bs []*binding, maxPtr int) []byte {
	var sb strings.Builder
	sb.WriteString(cComment(stamp))
	sb.WriteString("// The operator table: every shim, in the order of the op* constants\n// (optable.go), and the entry points the Go wrappers call.\n")
	sb.WriteString("#include \"ops.h\"\n\n")
	sb.WriteString("typedef char* (*gt_op_fn)(void* args, void* const* ptrs);\n\n")
	for _, b := range bs {
		fmt.Fprintf(&sb, "char* %s(void*, void* const*);\n", b.cName)
	}
	sb.WriteString("\nstatic gt_op_fn const gt_ops[] = {\n")
	for i, b := range bs {
		fmt.Fprintf(&sb, "    %s, /* %d */\n", b.cName, i)
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

// opConsts is optable.go: each operator's index in the table. Only this
// file and optable.c change when an operator is added or removed.
func opConsts(pkg, stamp string, bs []*binding) []byte {
	var sb strings.Builder
	fmt.Fprintf(&sb, "// Code generated by gotorchgen. DO NOT EDIT.\n// %s\n\npackage %s\n\n", stamp, pkg)
	sb.WriteString("// Each operator's index in the shim table (optable.c).\nconst (\n")
	for i, b := range bs {
		fmt.Fprintf(&sb, "\t%s = %d\n", b.opConst(), i)
	}
	sb.WriteString(")\n")
	return []byte(sb.String())
}
