package emit_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// The stable runtime's per-function gates come from the install's shim
// headers: the #if TORCH_FEATURE_VERSION blocks, read by the parser, give
// each function its release; stable_version.go lists those the runtime's C
// uses beyond the floor (2.10), and the headers' own release is what
// torch_call_dispatcher is told.
func TestStableGatesFromHeaders(t *testing.T) {
	const header = `extern "C" {
#if TORCH_FEATURE_VERSION >= TORCH_VERSION_2_10_0
AOTI_TORCH_EXPORT AOTITorchError torch_call_dispatcher(
    const char* opName, const char* overloadName, StableIValue* stack, uint64_t extension_build_version);
#endif
#if TORCH_FEATURE_VERSION >= TORCH_VERSION_2_13_0
AOTI_TORCH_EXPORT const char* torch_exception_get_what();
AOTI_TORCH_EXPORT const char* torch_exception_get_what_without_backtrace();
AOTI_TORCH_EXPORT AOTITorchError
torch_new_stable_ivalue(StableIValue** ret_value);
AOTI_TORCH_EXPORT AOTITorchError
torch_delete_stable_ivalue(StableIValue* value);
#endif
#if TORCH_FEATURE_VERSION >= TORCH_VERSION_2_14_0
AOTI_TORCH_EXPORT AOTITorchError torch_has_storage(AtenTensorHandle tensor, bool* ret_has_storage);
#endif
}
`
	shim, err := parser.ParseStableShimHeader([]byte(header))
	if err != nil {
		t.Fatal(err)
	}
	gates := func(shim model.StableShim, version string) (string, []string) {
		t.Helper()
		out, err := emit.Generate(&model.Library{}, emit.Target{Version: version, Flavour: "cpu", StableShim: shim},
			emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs, ABI: emit.ABIStable})
		if err != nil {
			t.Fatal(err)
		}
		src := string(out.Files["stable_version.go"])
		var lines []string
		for _, m := range regexp.MustCompile(`(?m)^\s*\{("\w+", 0x[0-9a-f]+)\},\s+// [0-9.]+$`).FindAllStringSubmatch(src, -1) {
			lines = append(lines, m[1])
		}
		return src, lines
	}
	src, got := gates(shim, "2.14.1")
	// The runtime uses these three beyond the floor; torch_exception_get_what
	// and torch_has_storage are declared but not used, torch_call_dispatcher
	// is the floor's.
	want := []string{
		`"torch_delete_stable_ivalue", 0x20d000000000000`,
		`"torch_exception_get_what_without_backtrace", 0x20d000000000000`,
		`"torch_new_stable_ivalue", 0x20d000000000000`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("rtGates = %q, want %q\n%s", got, want, src)
	}
	if !strings.Contains(src, "const rtBuildABI = 0x20e010000000000\n") {
		t.Errorf("no rtBuildABI of 2.14.1 in\n%s", src)
	}
	// An install whose headers declare none of them: no gate, the older
	// paths everywhere.
	delete(shim, "torch_exception_get_what_without_backtrace")
	delete(shim, "torch_new_stable_ivalue")
	delete(shim, "torch_delete_stable_ivalue")
	if src, got := gates(shim, "2.12.0"); len(got) != 0 || !strings.Contains(src, "const rtBuildABI = 0x20c000000000000\n") {
		t.Errorf("headers without the 2.13 functions: rtGates %q in\n%s", got, src)
	}
}

// A Scalar the stable ABI does not carry: the reason says whether the
// install's headers declare the Scalar handle (torch_new_scalar_*), which
// no released libtorch does yet.
func TestStableScalarHandleNote(t *testing.T) {
	op, err := parser.ParseSchema("aten::arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor")
	if err != nil {
		t.Fatal(err)
	}
	op.Variants.Function = true
	v214 := model.ABIVersion{Major: 2, Minor: 14}
	for _, c := range []struct {
		shim model.StableShim
		note string
	}{
		{model.StableShim{"torch_call_dispatcher": {Major: 2, Minor: 10}}, "this install's headers declare no Scalar handle (torch_new_scalar_*)"},
		{model.StableShim{"torch_new_scalar_int": v214, "torch_new_scalar_double": v214, "torch_new_scalar_bool": v214,
			"torch_new_scalar_complex_double": v214, "torch_delete_scalar": v214}, "declare the Scalar handle (torch_new_scalar_*, added in 2.14.0), which this gotorchgen does not pass yet"},
	} {
		out, err := emit.Generate(&model.Library{Operators: []*model.Operator{op}}, emit.Target{Version: "2.14.1", Flavour: "cpu", StableShim: c.shim},
			emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "test", Specs: specs, ABI: emit.ABIStable})
		if err != nil {
			t.Fatal(err)
		}
		if s := out.Report.StableSkipped; len(s) != 1 || !strings.HasSuffix(s[0].Reason, c.note) {
			t.Errorf("arange: %+v, want a reason ending %q", s, c.note)
		}
	}
}
