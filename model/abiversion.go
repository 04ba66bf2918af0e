package model

import "fmt"

// ABIVersion is a libtorch release as its stable C ABI counts them
// (TORCH_VERSION_2_13_0; TORCH_ABI_VERSION is major<<56 | minor<<48 |
// patch<<40).
type ABIVersion struct{ Major, Minor, Patch int }

// Encoded is v as libtorch's TORCH_ABI_VERSION encodes it, the value
// aoti_torch_abi_version() returns.
func (v ABIVersion) Encoded() uint64 {
	return uint64(v.Major)<<56 | uint64(v.Minor)<<48 | uint64(v.Patch)<<40
}

// Less orders releases.
func (v ABIVersion) Less(w ABIVersion) bool { return v.Encoded() < w.Encoded() }

// IsZero: no version (a function older than the versioned blocks).
func (v ABIVersion) IsZero() bool { return v == ABIVersion{} }

func (v ABIVersion) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

// StableShim is what an install's stable C shim headers declare: each
// function with the release that added it (zero: before the first
// versioned block, 2.10). A function absent is not declared by that
// install.
type StableShim map[string]ABIVersion
