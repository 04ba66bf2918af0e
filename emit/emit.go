// Package emit is gotorchgen's backend: from the typed IR it produces a
// self-contained Go package — C ABI header, sharded C++ shims, Go wrappers,
// the runtime copied from templates, and cgo flags for the target build.
//
// Package emit assembles the package; the backends under emit/internal
// make its parts (docs/GENERATOR.md draws the layout):
//
//   - bind: IR → bindings (Go names, lowered arguments and results,
//     defaults, the args struct's layout), which every backend reads;
//   - goapi: the Go API of a binding that both ABI modes share (options
//     and results structs, prologue, doc comments, method forms);
//   - typed: the typed mode's C ABI, C++ shims and cgo wrappers;
//   - classes: the class specs; customops: the custom operators;
//   - stable: the stable-ABI mode's calls through rtInvoke.
//
// Describe computes the Go API (for gotorchgen diff and names) from the
// same bindings without emitting it.
package emit

import (
	"errors"
	"fmt"
	"go/token"
	"strings"

	"github.com/gotorchgen/gotorchgen/model"
)

// Generate emits the package. It is a pure function of its inputs: the same
// library, target and config give byte-identical files.
func Generate(lib *model.Library, t Target, c Config) (*Output, error) {
	if c.Package == "" || c.ImportPath == "" {
		return nil, errors.New("emit: package name and import path are required")
	}
	if err := CheckPackageName(c.Package); err != nil {
		return nil, fmt.Errorf("emit: package name %q: %w", c.Package, err)
	}
	if c.Shards <= 0 {
		c.Shards = 1
	}
	if c.Specs == nil {
		// The runtime's own Go calls methods the project's specs define.
		return nil, errors.New("emit: no class specs: pass parser.DefaultSpecs() or specs of your own")
	}
	switch c.ABI {
	case "", ABITyped:
	case ABIStable:
		if len(c.CustomOps) > 0 {
			return nil, errors.New("emit: custom operators are bound in the typed mode only")
		}
		if c.StableFallback != "" && c.StableFallback != FallbackNone && c.StableFallback != FallbackBoxed {
			return nil, fmt.Errorf("emit: unknown stable fallback %q (none or boxed)", c.StableFallback)
		}
		return generateStable(lib, t, c)
	default:
		return nil, fmt.Errorf("emit: unknown ABI mode %q (typed or stable)", c.ABI)
	}
	if c.StableFallback != "" && c.StableFallback != FallbackNone {
		return nil, errors.New("emit: a stable fallback is for the stable-ABI mode only")
	}
	return generateTyped(lib, t, c)
}

// CheckPackageName says why name cannot name a generated package, or
// returns nil.
func CheckPackageName(name string) error {
	switch {
	case token.IsKeyword(name):
		return errors.New("a Go keyword, not a package name")
	case !token.IsIdentifier(name):
		return errors.New("not a Go identifier (letters, digits and _, not starting with a digit)")
	case name == "_":
		return errors.New("the blank identifier cannot name a package")
	case name == "main":
		return errors.New("package main is a command, which nothing can import")
	case strings.HasSuffix(name, "_test"):
		return errors.New("the _test suffix is Go's for external test packages")
	}
	return nil
}
