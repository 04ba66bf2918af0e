package bind

// The layout of the calling convention between the Go wrappers and the C++
// shims (the typed backend's abi.go says why there is one): which C
// parameters of a shim are fields of its args struct and which pointer
// arguments, and the struct's size. A C type without a known layout makes
// an operator unsupported in either mode, so the layout is decided here.

import (
	"fmt"
	"strings"
)

// Slot is one C parameter of an operator's shim.
type Slot struct {
	CType string // C type of the field, or of the pointer in ptrs
	Name  string // C name: field name, or the local the shim binds it to
	Ptr   bool   // a pointer argument, passed in ptrs[Index]
	Index int
	Out   bool // a result slot the shim writes
	// Buf: the Go caller's buffer for a tensor-list result (a pointer
	// argument, rtListBuf handles on its stack): the shim writes the
	// handles there when they fit, its capacity in the list's _len slot,
	// saving a malloc and the cgo call that frees it.
	Buf bool
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
func (b *Binding) layoutABI() error {
	nptr := 0
	for _, a := range b.Args {
		for _, p := range a.CParams {
			t, n := splitParam(p)
			s := Slot{CType: t, Name: n}
			if strings.HasSuffix(t, "*") {
				s.Ptr, s.Index = true, nptr
				nptr++
			}
			b.Slots = append(b.Slots, s)
		}
	}
	for _, p := range b.outParams() {
		t, n := splitParam(p)
		b.Slots = append(b.Slots, Slot{CType: strings.TrimSpace(strings.TrimSuffix(t, "*")), Name: n, Out: true})
	}
	for i, r := range b.Rets {
		if r.Kind == RetList && r.CType == "gt_tensor" {
			b.Slots = append(b.Slots, Slot{CType: "gt_tensor_out*", Name: ListBuf(i), Ptr: true, Index: nptr, Buf: true})
			nptr++
		}
	}
	b.NPtr = nptr
	size, align := 0, 1
	for _, s := range b.Slots {
		if s.Ptr {
			continue
		}
		sz, al, ok := sizeOf(s.CType)
		if !ok {
			return Unsupportedf("no ABI layout for C type %s", s.CType)
		}
		size = (size + al - 1) / al * al
		size += sz
		align = max(align, al)
	}
	b.ArgsSize = (size + align - 1) / align * align
	return nil
}

// ListBuf is the name of result i's buffer slot (Slot.Buf).
func ListBuf(i int) string { return fmt.Sprintf("out%d_buf", i) }

func sizeOf(cType string) (size, align int, ok bool) {
	if strings.HasSuffix(cType, "*") {
		return 8, 8, true
	}
	l, ok := cTypeLayout[cType]
	return l[0], l[1], ok
}

// outParams are the result slots, in the order of the returns.
func (b *Binding) outParams() []string {
	var ps []string
	for i, r := range b.Rets {
		out := fmt.Sprintf("out%d", i)
		switch r.Kind {
		case RetTensor:
			ps = append(ps, "gt_tensor_out* "+out)
		case RetList:
			elem := r.CType
			if elem == "gt_tensor" {
				elem = "gt_tensor_out" // a new handle with what Go keeps beside it
			}
			ps = append(ps, elem+"** "+out, "int64_t* "+out+"_len")
		case RetValue:
			ps = append(ps, r.CType+"* "+out)
		case RetAlias:
		}
	}
	return ps
}

// HasArgsStruct reports whether the shim takes an args struct.
func (b *Binding) HasArgsStruct() bool { return b.ArgsSize > 0 }
