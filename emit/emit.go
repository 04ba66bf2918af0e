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
	"crypto/sha256"
	"errors"
	"fmt"
	"go/token"
	"hash/fnv"
	"sort"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/classes"
	"github.com/gotorchgen/gotorchgen/model"
)

// Target describes the libtorch build the package is generated for.
type Target struct {
	Version     string   // libtorch version, e.g. "1.13.0"
	Flavour     string   // "cpu" or "cuda"
	IncludeDirs []string // -I directories
	LibDir      string   // -L directory; "" for the linker's default
	// OpHeaders maps at::_ops struct names to their ATen/ops header; an
	// operator missing from it uses "<root name>_ops.h".
	OpHeaders map[string]string
	// ListRefHeaders are the ATen/ops headers whose operators take an
	// at::ITensorListRef; their shards include ATen/core/IListRef.h.
	ListRefHeaders map[string]bool
	// NoDimname: the headers lack named tensors (ATen/core/Dimname.h;
	// libtorch 2.14 removed them), probed from the install. The runtime's
	// C++ is then compiled without its Dimname conversions
	// (-DGOTORCH_NO_DIMNAME).
	NoDimname bool
	// FromIntArrayRefSlow: the headers convert int lists to SymInt lists
	// with c10::fromIntArrayRefSlow (libtorch 2.x), probed from the
	// install (-DGOTORCH_FROM_INT_ARRAY_REF_SLOW).
	FromIntArrayRefSlow bool
	// C10dBackends: c10d's ProcessGroupGloo is a Backend under a
	// ProcessGroup (libtorch 2.x), probed from the install; the c10d
	// shim's helpers (gotorch_c10d.h) build and address the group that way
	// (-DGOTORCH_C10D_BACKENDS).
	C10dBackends bool
	// NCCL: the install has nccl.h and the CUDA headers beside
	// ProcessGroupNCCL.hpp, probed. In the cuda flavour the c10d unit is
	// then compiled with ProcessGroupNCCL (ncclFlagsFile).
	NCCL bool
}

// Config is what the user chooses about the output.
type Config struct {
	Package          string // Go package name, e.g. "torch"
	ImportPath       string // import path of the output directory
	Shards           int    // number of C++ shim packages (compiled in parallel)
	GeneratorVersion string
	// Specs are the class specs to bind beside the operators (parser.
	// ReadSpecs); the runtime's Go needs the project's own (specs/).
	Specs *model.Specs
	// CustomOps are a user's own operators (parser.ParseCustomOps), bound
	// as typed functions that call them by name.
	CustomOps []*model.Operator
	// ABI is ABITyped (C++ shims; "" means it) or ABIStable (calls by name
	// through libtorch's stable C ABI, docs/STABLE-ABI.md).
	ABI string
	// StableFallback, in ABIStable, is FallbackNone ("" means it) or
	// FallbackBoxed (the hybrid: docs/STABLE-ABI.md, "The hybrid").
	StableFallback string
	// RuntimeTests copies the runtime's and package nn's own tests and
	// benchmarks (templates' *_test.go) into the package. gotorchgen's
	// committed generated/ keeps them; a user's package needs none (they
	// add tens of seconds to a user's go test ./...).
	RuntimeTests bool
}

// Output is the generated package: file contents by slash path relative to
// the output directory, and what was and was not bound.
type Output struct {
	Files  map[string][]byte
	Report *Report
}

// Skip is one operator (or class-spec entry, custom operator) that was
// not bound: its ID and why.
type Skip = bind.Skip

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

// bindClasses lowers the class specs, then makes every operator with the
// method variant a method of *Tensor, unless a spec method of the same
// name replaces it (the report lists it). A collision with the runtime's
// names is an error.
func bindClasses(specs *model.Specs, runtime map[string][]byte, reserved map[string]string, bound []*bind.Binding, report *Report) ([]*classes.MethodSet, error) {
	methods, err := bind.RuntimeMethods(runtime)
	if err != nil {
		return nil, err
	}
	sets, skipped, err := classes.Bind(specs, reserved, methods)
	if err != nil {
		return nil, err
	}
	report.SpecSkipped = skipped
	report.Spec = len(classes.Bindings(sets))
	if methods["Tensor"] == nil {
		methods["Tensor"] = map[string]string{}
	}
	var clashes []string
	for _, b := range bound {
		if !b.TensorMethod() {
			continue
		}
		if owner, taken := methods["Tensor"][b.GoName]; taken {
			if strings.HasPrefix(owner, "the runtime") {
				clashes = append(clashes, fmt.Sprintf("Tensor.%s: %s and aten::%s", b.GoName, owner, b.Op.ID()))
				continue
			}
			report.Replaced = append(report.Replaced, Skip{ID: b.Op.ID(), Reason: fmt.Sprintf("Tensor.%s comes from the class spec (%s)", b.GoName, owner)})
			continue
		}
		methods["Tensor"][b.GoName] = "aten::" + b.Op.ID()
		b.Method = true
		report.Methods++
	}
	if len(clashes) > 0 {
		sort.Strings(clashes)
		return nil, fmt.Errorf("emit: method name collisions:\n  %s", strings.Join(clashes, "\n  "))
	}
	return sets, nil
}

// shardOf assigns an operator to a shim by its root name, so all overloads
// of an operator share a shard and adding an operator touches one shard.
func shardOf(op *model.Operator, n int) int {
	h := fnv.New32a()
	h.Write([]byte(op.RootName()))
	return int(h.Sum32() % uint32(n))
}

// InputHash identifies the operator set independently of the input format:
// the sorted schemas and variants.
func InputHash(lib *model.Library) string {
	h := sha256.New()
	for _, op := range lib.Operators {
		fmt.Fprintf(h, "%s|%v|%v\n", op.Schema, op.Variants.Function, op.Variants.Method)
	}
	return fmt.Sprintf("%x", h.Sum(nil))[:16]
}
