package torch

// #cgo LDFLAGS: -ldl
// #include <stdlib.h>
// #include "stable.h"
import "C"

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unsafe"
)

// StableABITarget is the package's floor: the libtorch stable-ABI version
// whose C functions it needs, and the oldest it runs on. Functions added
// later are used per function (rtGates), on a libtorch that has them.
const StableABITarget = "2.10"

// rtGate is a function of libtorch's stable C shim added after the floor,
// with the release that added it (TORCH_VERSION_X_Y_Z), as the headers the
// package was generated from declare it (stable_version.go's rtGates).
type rtGate struct {
	name    string
	version uint64
}

// The libraries tried, in order, when GOTORCHGEN_LIBTORCH is not set:
// libtorch.so loads libtorch_cuda too where the install has CUDA.
var rtLibraryNames = []string{"libtorch.so", "libtorch_cpu.so"}

var (
	rtLoadOnce sync.Once
	rtLoadErr  error
	rtABI      uint64
	// rtLinkedCheck, in the hybrid mode (boxed.go), refuses a loaded
	// libtorch of another release than its C++ was compiled against; nil
	// in the pure mode.
	rtLinkedCheck func(loaded uint64) error
)

// LoadLibtorch opens libtorch, if it is not open yet, and checks that it
// is at least StableABITarget. Every function of the package calls it
// first; calling it yourself only moves the cost and the error earlier.
// (Load is torch.load, as in the typed mode: serialize.go.)
//
// GOTORCHGEN_LIBTORCH names the library (a libtorch.so, or the lib/
// directory holding it, e.g. a pip wheel's torch/lib); without it the
// dynamic linker's search path is used (LD_LIBRARY_PATH, ldconfig).
func LoadLibtorch() error {
	rtLoadOnce.Do(func() { rtLoadErr = rtLoad() })
	return rtLoadErr
}

func rtLoad() error {
	for _, g := range rtGates {
		cs := C.CString(g.name)
		C.gts_gate(cs, C.uint64_t(g.version))
		C.free(unsafe.Pointer(cs))
	}
	candidates := rtLibraryNames
	if rtLinkedCheck != nil {
		// The hybrid mode links libtorch: it uses that one (dlopen(NULL)),
		// never another (GOTORCHGEN_LIBTORCH is not read).
		candidates = []string{""}
	} else if p := os.Getenv("GOTORCHGEN_LIBTORCH"); p != "" {
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			p = filepath.Join(p, "libtorch.so")
		}
		candidates = []string{p}
	}
	var failures []string
	for _, name := range candidates {
		cs := C.CString(name)
		var abi C.uint64_t
		msg := C.gts_load(cs, C.uint64_t(rtBuildABI), &abi)
		C.free(unsafe.Pointer(cs))
		if msg != nil {
			failures = append(failures, C.GoString(msg))
			C.free(unsafe.Pointer(msg))
			continue
		}
		rtABI = uint64(abi)
		if rtLinkedCheck != nil {
			if err := rtLinkedCheck(rtABI); err != nil {
				return &Error{Op: "LoadLibtorch", Message: err.Error()}
			}
		}
		return rtCheckFloor(name, rtABI)
	}
	return &Error{Op: "LoadLibtorch", Message: "cannot load libtorch: " + strings.Join(failures, "; ") +
		". Install libtorch " + StableABITarget + " or later (pip install torch, or Debian's libtorch-dev) and set GOTORCHGEN_LIBTORCH to its libtorch.so or lib/ directory"}
}

// rtCheckFloor refuses a libtorch older than the package's floor, naming
// both versions.
func rtCheckFloor(name string, abi uint64) error {
	if abi >= C.GTS_TARGET_VERSION {
		return nil
	}
	if name == "" {
		name = "the linked libtorch"
	}
	return &Error{Op: "LoadLibtorch", Message: fmt.Sprintf("%s is libtorch %s; this package needs %s or later (stable ABI)", name, abiVersion(abi), StableABITarget)}
}

// rtUses reports whether the loaded libtorch's newer path of a gated
// function (rtGates) is in use.
func rtUses(name string) bool {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	return C.gts_uses(cs) != 0
}

// rtFloorPaths makes the runtime take the older path of every gated
// function (on), as on a libtorch of StableABITarget, or the loaded
// libtorch's again (off). For the tests; not safe beside other calls.
func rtFloorPaths(on bool) {
	if on {
		C.gts_floor_paths(1)
	} else {
		C.gts_floor_paths(0)
	}
}

// LibtorchVersion is the version of the loaded libtorch ("2.14.1"), from
// its aoti_torch_abi_version; "" before a successful Load.
func LibtorchVersion() string {
	if rtABI == 0 {
		return ""
	}
	return abiVersion(rtABI)
}

// abiVersion is a TORCH_ABI_VERSION as "major.minor.patch".
func abiVersion(v uint64) string {
	return fmt.Sprintf("%d.%d.%d", v>>56, v>>48&0xff, v>>40&0xff)
}
