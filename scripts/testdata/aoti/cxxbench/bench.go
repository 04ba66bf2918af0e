// Package cxxbench is C++'s own loop over AOTIModelPackageLoader::run, for
// BenchmarkAOTIRun (scripts/testdata/aoti/aoti_test.go): the Go call and
// the C++ call of the same package in one process.
package cxxbench

// #cgo CXXFLAGS: -std=c++20 -O2 -w -I/usr/include/torch/csrc/api/include
// #cgo LDFLAGS: -ltorch -ltorch_cpu -lc10
// #include <stdlib.h>
// #include "bench.h"
import "C"

import (
	"errors"
	"time"
	"unsafe"
)

// Loader is a package loaded by C++ with its random float32 inputs.
type Loader struct{ b *C.aoti_cxx_bench }

// Load loads the package at path, with inputs of the given shapes.
func Load(path string, shapes [][]int64) (*Loader, error) {
	var flat []int64
	var ndims []C.int
	for _, s := range shapes {
		flat = append(flat, s...)
		ndims = append(ndims, C.int(len(s)))
	}
	cpath := C.CString(path)
	defer C.free(unsafe.Pointer(cpath))
	var cerr *C.char
	b := C.aoti_cxx_bench_new(cpath, (*C.int64_t)(unsafe.Pointer(&flat[0])), &ndims[0], C.int(len(shapes)), &cerr)
	if b == nil {
		defer C.free(unsafe.Pointer(cerr))
		return nil, errors.New(C.GoString(cerr))
	}
	return &Loader{b}, nil
}

// Run runs the package n times in C++ and returns the time C++'s loop took.
func (l *Loader) Run(n int) (time.Duration, error) {
	var cerr *C.char
	ns := C.aoti_cxx_bench_run(l.b, C.int64_t(n), &cerr)
	if cerr != nil {
		defer C.free(unsafe.Pointer(cerr))
		return 0, errors.New(C.GoString(cerr))
	}
	return time.Duration(ns), nil
}

func (l *Loader) Free() { C.aoti_cxx_bench_free(l.b) }
