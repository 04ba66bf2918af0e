package emit

import (
	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/python"
	"github.com/gotorchgen/gotorchgen/model"
)

// The types of emit's API: what Generate takes and returns.

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
	// StableShim: the functions of the install's stable C shim headers,
	// each with the release that added it (parser.Install.StableShim); the
	// stable mode's runtime uses a function beyond its floor only where
	// these declare it, and only on a libtorch of that release or later.
	StableShim model.StableShim
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
	// StablePython, in ABIStable, adds the Python-shaped layer (the typed
	// mode's entry points over the operators the mode binds). Off by
	// default: it costs the package's cold build about half again its CPU
	// time and memory (docs/STABLE-ABI.md, "The Python-shaped layer").
	StablePython bool
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

// Report counts the bound operators and lists every skipped one with why.
type Report struct {
	Total   int
	Bound   int
	Skipped []Skip
	// Methods counts the operators that are also methods of *Tensor;
	// Replaced lists those whose method a class spec defines instead.
	Methods  int
	Replaced []Skip
	// Python counts the Python-shaped Tensor methods (emit/internal/python);
	// PythonSkipped lists the Python names without one, with why.
	// PythonFunctions counts the Python-shaped functions (torch.X).
	Python          int
	PythonFunctions int
	PythonSkipped   []python.Skip
	// Spec counts the bound class-spec entries; SpecSkipped lists the
	// others with why.
	Spec        int
	SpecSkipped []Skip
	// stableSpecs are, in ABIStable, the class specs' sections: what of
	// each this mode carries, and why not the rest.
	stableSpecs []stableSpecClass
	// Custom counts the bound custom operators (--custom-ops);
	// CustomSkipped lists the others with why.
	Custom        int
	CustomSkipped []Skip
	// ABI is the mode; in ABIStable, StableSkipped lists the operators the
	// typed mode binds that the stable ABI cannot carry, with why.
	ABI           string
	StableSkipped []Skip
	// StableRoutes lists, in ABIStable, the operators with Scalar arguments
	// that are bound by a route (docs/STABLE-ABI.md, Scalars), with the
	// route.
	StableRoutes []Skip
	// StableBoxed lists, with --stable-fallback boxed, the operators the
	// stable ABI cannot carry that the boxed fallback calls, each with why
	// the stable ABI cannot; BoxedFor is the libtorch it ties the build to.
	StableBoxed []Skip
	BoxedFor    string
}

// ABI modes of Config.ABI.
const (
	ABITyped  = "typed"
	ABIStable = "stable"
)

// Stable fallbacks of Config.StableFallback.
const (
	FallbackNone  = "none"
	FallbackBoxed = "boxed"
)
