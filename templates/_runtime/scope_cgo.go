package torch

// #include "gotorch.h"
// #cgo nocallback gt_scope_swap
import "C"

// rtScopeEnter makes the scope with handle id the thread's current one
// (gotorch::wrap returns it with each handle) and returns the one it
// replaces, which rtScopeExit restores.
func rtScopeEnter(id uint64) uint64 { return uint64(C.gt_scope_swap(C.uint64_t(id))) }

// rtScopeExit makes prev the thread's current scope again.
func rtScopeExit(prev uint64) { C.gt_scope_swap(C.uint64_t(prev)) }
