package torch

// #include "gotorch.h"
// #cgo noescape gt_version
// #cgo nocallback gt_version
import "C"

import "unsafe"

// Version returns the version of the libtorch library loaded at run time
// (e.g. "1.13.0"), as recorded in its build settings; "unknown" if it
// cannot tell.
func Version() string {
	var out *C.char
	if newError("Version", C.gt_version(&out)) != nil || out == nil {
		return "unknown"
	}
	v := C.GoString(out)
	C.free(unsafe.Pointer(out))
	return v
}
