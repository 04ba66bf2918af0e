package bind

import (
	"os"
	"reflect"
	"testing"

	"github.com/gotorchgen/gotorchgen/parser"
	"github.com/gotorchgen/gotorchgen/templates"
)

// goLayout mirrors each ABI C type with a Go type of the same size and
// alignment, as cgo's C.<type> has it.
var goLayout = map[string]reflect.Type{
	"gt_tensor": reflect.TypeFor[uintptr](), "gt_generator": reflect.TypeFor[uintptr](),
	"gt_storage": reflect.TypeFor[uintptr](), "gt_object": reflect.TypeFor[uintptr](), "int64_t": reflect.TypeFor[int64](),
	"double": reflect.TypeFor[float64](), "int32_t": reflect.TypeFor[int32](), "bool": reflect.TypeFor[bool](),
	"gt_scalar": reflect.TypeFor[struct {
		kind  int32
		i     int64
		d, im float64
	}](),
	"gt_device": reflect.TypeFor[struct {
		typ   int32
		index int64
	}](),
	"gt_stream": reflect.TypeFor[struct {
		id     int64
		device struct {
			typ   int32
			index int64
		}
	}](),
	"gt_tensor_out": reflect.TypeFor[struct {
		h     uintptr
		bytes int64
		scope uint64
	}](),
	"gt_tensor_options": reflect.TypeFor[struct {
		dtype, layout, memoryFormat, requiresGrad, pinnedMemory int32
		device                                                  struct {
			typ   int32
			index int64
		}
	}](),
}

// TestArgsLayoutMatchesGo checks, for every operator of the system
// libtorch, that the args struct size emit computes (and each shim
// static_asserts against C++'s sizeof) is the size Go gives the same
// fields: together the two checks make Go's and C++'s layouts agree.
func TestArgsLayoutMatchesGo(t *testing.T) {
	for name, l := range cTypeLayout {
		g, ok := goLayout[name]
		if !ok || int(g.Size()) != l[0] || g.Align() != l[1] {
			t.Errorf("%s: layout %v, Go mirror %v", name, l, g)
		}
	}
	if _, err := os.Stat("/usr/include/ATen/core/Tensor.h"); err != nil {
		t.Skip("no libtorch headers in /usr (make deps)")
	}
	lib, _, err := parser.ReadInstall("/usr")
	if err != nil {
		t.Fatal(err)
	}
	bound, _, _, err := All(lib, templates.RuntimeFiles())
	if err != nil {
		t.Fatal(err)
	}
	maxPtrs := 0
	for _, b := range bound {
		var fields []reflect.StructField
		for _, s := range b.Slots {
			if s.Ptr {
				continue
			}
			typ, ok := goLayout[s.CType]
			if !ok { // a pointer result slot, e.g. gt_tensor_out* out0 of a list
				typ = reflect.TypeFor[uintptr]()
			}
			fields = append(fields, reflect.StructField{Name: "F" + s.Name, Type: typ})
		}
		var size int
		if len(fields) > 0 {
			size = int(reflect.StructOf(fields).Size())
		}
		if size != b.ArgsSize {
			t.Errorf("%s: emit computes %d bytes, Go lays the fields out in %d", b.Op.ID(), b.ArgsSize, size)
		}
		maxPtrs = max(maxPtrs, b.NPtr)
	}
	if maxPtrs == 0 || maxPtrs > 16 {
		t.Errorf("most pointer arguments of an operator: %d", maxPtrs)
	}
}

// TestLayoutABI pins the split of one signature: pointers numbered in
// order, values and result slots in the struct, padding as C has it.
func TestLayoutABI(t *testing.T) {
	b := &Binding{Args: []Arg{
		{Lowered: &Lowered{CParams: []string{"gt_tensor a_self"}}},
		{Lowered: &Lowered{CParams: []string{"const int64_t* a_dim", "int64_t a_dim_len"}}},
		{Lowered: &Lowered{CParams: []string{"bool a_keepdim"}}},
		{Lowered: &Lowered{CParams: []string{"const gt_scalar* a_s"}}},
	}, Rets: []Ret{{Kind: RetTensor}}}
	if err := b.layoutABI(); err != nil {
		t.Fatal(err)
	}
	// self 0..8, dim_len 8..16, keepdim 16..17, pad to 24, out0 24..48.
	if b.ArgsSize != 48 || b.NPtr != 2 {
		t.Errorf("argsSize %d, nptr %d; want 48, 2", b.ArgsSize, b.NPtr)
	}
	if s := b.Slots[1]; !s.Ptr || s.Index != 0 || s.CType != "const int64_t*" {
		t.Errorf("dim slot %+v", s)
	}
	if s := b.Slots[4]; !s.Ptr || s.Index != 1 {
		t.Errorf("scalar pointer slot %+v", s)
	}
	if s := b.Slots[5]; !s.Out || s.CType != "gt_tensor_out" || s.Name != "out0" {
		t.Errorf("result slot %+v", s)
	}
}
