package torch

import "unsafe"

// The pure stable-ABI mode has no boxed fallback (the hybrid replaces this
// file with boxed.go): its descriptors never ask for it.

func rtCallBoxed(name, overload string, args []rtArg, nargs int, rets string, words []uint64) string {
	return "gotorchgen bug: a call for the boxed fallback in a package generated without it (--stable-fallback boxed); please report it"
}

func rtBoxedArgOf(w []uint64, k byte, p unsafe.Pointer) (rtArg, []uint64, bool) {
	return rtArg{}, w, false
}

func rtBoxedRetOf(r rtArg, k byte, p unsafe.Pointer) bool { return false }
