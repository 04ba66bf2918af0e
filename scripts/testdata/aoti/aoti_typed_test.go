package torch

// The typed mode's side of the .pt2 tests (AOTIModel of specs/aoti.yaml,
// PyTorch's AOTIModelPackageLoader): scripts/test-aoti.sh copies this file
// and templates/_stable/aoti_test.go — the tests, one source for both
// modes — into the typed package it generates (named torch there), and
// runs them from that package's test binary. This file holds the two
// helpers those tests take from each mode (the stable mode's are in
// templates/_stable/aoti_stable_test.go); the benchmarks against C++'s
// loader, which need a C++ package of their own (cxxbench), are in the
// consumer package aoti_test.go.

// aotiTempEntries is what a package loaded from bytes leaves under TMPDIR
// while the model lives: the loader's extraction directory (removed by
// Free).
const aotiTempEntries = 1

// aotiLive is the live-handle counters: tensors, and objects (the
// model's own handle among them).
func aotiLive() [2]int64 { return [2]int64{LiveTensors(), LiveObjects()} }
