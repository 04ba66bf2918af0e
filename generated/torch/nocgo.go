//go:build !cgo

package torch

// The package calls libtorch through cgo, which this build has off
// (CGO_ENABLED=0, or a cross-compile without CC). Every other file needs
// cgo, so this one is all the compiler sees, and its error is the message.
// (The Go files that do not import "C" but use what those that do define
// carry //go:build cgo for the same reason.)
var _ int = "this package (gotorchgen's bindings) calls libtorch through cgo: build it with CGO_ENABLED=1 and a C++ compiler (apt-get install g++)"
