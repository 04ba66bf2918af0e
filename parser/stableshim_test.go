package parser

import (
	"maps"
	"testing"

	"github.com/gotorchgen/gotorchgen/model"
)

// The shape of libtorch's torch/csrc/stable/c/shim.h: functions before
// the versioned blocks, blocks per release, a USE_CUDA block inside one,
// declarations over two lines, comments that name functions, and an #else
// branch (the older path, not the release's own).
const shimHeader = `#ifndef STABLE_TORCH_SHIM
#define STABLE_TORCH_SHIM
#include <torch/csrc/stable/version.h>
#ifdef __cplusplus
extern "C" {
#endif
AOTI_TORCH_EXPORT AOTITorchError aoti_torch_abi_version_like(void);
#if TORCH_FEATURE_VERSION >= TORCH_VERSION_2_10_0
// AOTI_TORCH_EXPORT AOTITorchError commented_out(int);
AOTI_TORCH_EXPORT AOTITorchError torch_call_dispatcher(
    const char* opName,
    uint64_t extension_build_version);
struct StableListOpaque;
using StableListHandle = StableListOpaque*;
AOTI_TORCH_EXPORT AOTITorchError
torch_new_list_reserve_size(size_t size, StableListHandle* ret);
#ifdef USE_CUDA
AOTI_TORCH_EXPORT AOTITorchError torch_cuda_stream_synchronize(void* stream, int32_t device_index);
#endif // USE_CUDA
#endif // TORCH_FEATURE_VERSION >= TORCH_VERSION_2_10_0
/* AOTI_TORCH_EXPORT int32_t in_a_block_comment();
*/
#if TORCH_FEATURE_VERSION >= TORCH_VERSION_2_13_0
/// Retrieve a pointer to the string ...
AOTI_TORCH_EXPORT const char* torch_exception_get_what_without_backtrace();
AOTI_TORCH_EXPORT AOTITorchError
torch_new_stable_ivalue(StableIValue** ret_value);
#else
AOTI_TORCH_EXPORT AOTITorchError older_path_only(void);
#endif
#if TORCH_FEATURE_VERSION >= TORCH_VERSION_2_14_0
struct ScalarOpaque;
using ScalarHandle = ScalarOpaque*;
AOTI_TORCH_EXPORT AOTITorchError
torch_new_scalar_int(int64_t value, ScalarHandle* ret);
#endif
#ifdef __cplusplus
} // extern "C"
#endif
#endif
`

func TestParseStableShimHeader(t *testing.T) {
	got, err := ParseStableShimHeader([]byte(shimHeader))
	if err != nil {
		t.Fatal(err)
	}
	v := func(minor int) model.ABIVersion { return model.ABIVersion{Major: 2, Minor: minor} }
	want := model.StableShim{
		"aoti_torch_abi_version_like":                {},
		"torch_call_dispatcher":                      v(10),
		"torch_new_list_reserve_size":                v(10),
		"torch_cuda_stream_synchronize":              v(10),
		"torch_exception_get_what_without_backtrace": v(13),
		"torch_new_stable_ivalue":                    v(13),
		"torch_new_scalar_int":                       v(14),
	}
	if !maps.Equal(got, want) {
		t.Errorf("ParseStableShimHeader =\n%v\nwant\n%v", got, want)
	}
	if _, err := ParseStableShimHeader([]byte("#if TORCH_FEATURE_VERSION >= TORCH_VERSION_2_13_0\n")); err == nil {
		t.Error("an unterminated #if: no error")
	}
	if _, err := ParseStableShimHeader([]byte("#endif\n")); err == nil {
		t.Error("#endif without #if: no error")
	}
}

func TestParseShimVersions(t *testing.T) {
	got, err := ParseShimVersions([]byte("# Auto-generated\n# If a function is not in this file, it was available before 2.10.0.\n\ntorch_call_dispatcher: TORCH_VERSION_2_10_0\ntorch_new_scalar_int: TORCH_VERSION_2_14_0\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := model.StableShim{"torch_call_dispatcher": {Major: 2, Minor: 10}, "torch_new_scalar_int": {Major: 2, Minor: 14}}
	if !maps.Equal(got, want) {
		t.Errorf("ParseShimVersions = %v, want %v", got, want)
	}
	if _, err := ParseShimVersions([]byte("torch_call_dispatcher 2.10\n")); err == nil {
		t.Error("a malformed line: no error")
	}
}

func TestABIVersionEncoded(t *testing.T) {
	// TORCH_VERSION_2_13_0 and TORCH_ABI_VERSION of 2.14.1, as version.h defines them.
	if got := (model.ABIVersion{Major: 2, Minor: 13}).Encoded(); got != 0x020d000000000000 {
		t.Errorf("2.13.0 = %#x", got)
	}
	if got := (model.ABIVersion{Major: 2, Minor: 14, Patch: 1}).Encoded(); got != 0x020e010000000000 {
		t.Errorf("2.14.1 = %#x", got)
	}
}
