package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/pflag"
	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/outdir"
	"github.com/gotorchgen/gotorchgen/parser"
)

// maxShards bounds --shards: more shim packages than a machine has cores
// only add files and link time.
const maxShards = 64

func runGenerate(args []string) error {
	fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
	var in inputFlags
	in.register(fs)
	out := fs.String("out", "", "output directory of the generated Go package (required)")
	pkg := fs.String("package", "", "Go package name (default: the output directory's name)")
	importPath := fs.String("import-path", "", "import path of the output directory (default: from the enclosing go.mod)")
	shards := fs.Int("shards", 3, fmt.Sprintf("number of C++ shim packages, 1 to %d; go build compiles them in parallel", maxShards))
	flavour := fs.String("flavour", "", `"cpu" or "cuda" (default: cuda when the install has libtorch_cuda)`)
	customOps := fs.String("custom-ops", "", "file of custom operator schemas, one a line (myops::scale(Tensor x, float s=2.0) -> Tensor), bound as typed functions that call them by name")
	abi := fs.String("abi", "typed", `"typed" (C++ shims, any libtorch) or "stable" (libtorch 2.10+: calls by name through its stable C ABI, loaded at run time; no C++ compiled; docs/STABLE-ABI.md)`)
	fallback := fs.String("stable-fallback", "none", `with --abi stable: "none" (the operators the stable ABI cannot carry are left out, REPORT.md says which) or "boxed" (they are called through one C++ function compiled against this libtorch, which then ties the package to this release; docs/STABLE-ABI.md, "The hybrid")`)
	stablePython := fs.Bool("stable-python", true, `with --abi stable: the Python-shaped layer (x.Sum(1, kw.Keepdim(true)), torch.Zeros(2, 3): the typed mode's entry points over the operators the stable ABI carries, as tables; about a tenth more of the package's cold build); --stable-python=false leaves it out (docs/STABLE-ABI.md)`)
	runtimeTests := fs.Bool("runtime-tests", false, "copy the runtime's own tests and benchmarks into the package (gotorchgen's own generated/ has them; a user's package needs none)")
	force := fs.Bool("force", false, "keep the files gotorchgen did not write in a previous output (by default such an output is refused)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *out == "" {
		return &usageError{"generate needs --out DIR"}
	}
	if in.libtorch == "" {
		return &usageError{"generate needs --libtorch DIR: the cgo flags come from the install"}
	}
	if *shards < 1 || *shards > maxShards {
		return &usageError{fmt.Sprintf("--shards %d: want a number from 1 to %d", *shards, maxShards)}
	}
	if *flavour != "" && *flavour != "cpu" && *flavour != "cuda" {
		return &usageError{fmt.Sprintf("--flavour %q: want cpu or cuda", *flavour)}
	}
	if *abi != emit.ABITyped && *abi != emit.ABIStable {
		return &usageError{fmt.Sprintf("--abi %q: want typed or stable", *abi)}
	}
	if *fallback != emit.FallbackNone && (*fallback != emit.FallbackBoxed || *abi != emit.ABIStable) {
		return &usageError{fmt.Sprintf("--stable-fallback %q: want none, or boxed with --abi stable", *fallback)}
	}
	if fs.Changed("stable-python") && *abi != emit.ABIStable {
		return &usageError{"--stable-python: only with --abi stable (the typed mode always has the Python-shaped layer)"}
	}
	if *pkg != "" {
		if err := emit.CheckPackageName(*pkg); err != nil {
			return &usageError{fmt.Sprintf("--package %q: %v", *pkg, err)}
		}
	}
	if *importPath != "" {
		if err := module.CheckImportPath(*importPath); err != nil {
			return &usageError{fmt.Sprintf("--import-path %q: not a Go import path: %v", *importPath, err)}
		}
	}
	absOut, err := filepath.Abs(*out)
	if err != nil {
		return err
	}
	// What the run reads may not be inside what it replaces.
	opts := outdir.Options{Force: *force, Log: func(msg string) { fmt.Fprintln(os.Stderr, "gotorchgen: "+msg) }}
	for _, p := range []string{in.libtorch, in.declarations, *customOps, in.specs} {
		if p != "" {
			opts.Inputs = append(opts.Inputs, p)
		}
	}
	if err := outdir.Check(absOut, opts); err != nil {
		return err
	}
	if *pkg == "" {
		*pkg = filepath.Base(absOut)
		if err := emit.CheckPackageName(*pkg); err != nil {
			return fmt.Errorf("output directory %s: its name cannot be the package name (%v): pass --package NAME", absOut, err)
		}
	}
	if *importPath == "" {
		if *importPath, err = moduleImportPath(absOut); err != nil {
			return err
		}
		if err := module.CheckImportPath(*importPath); err != nil {
			return fmt.Errorf("output directory %s: its import path from go.mod, %q, is not valid (%v): pass --import-path", absOut, *importPath, err)
		}
	}
	// The custom operators first: a file in error fails in a moment,
	// before the install is read.
	var custom []*model.Operator
	if *customOps != "" {
		data, err := os.ReadFile(*customOps)
		if err != nil {
			return err
		}
		if custom, err = parser.ParseCustomOps(data, *customOps); err != nil {
			return err
		}
	}
	lib, inst, err := in.load()
	if err != nil {
		return err
	}
	opHeaders, listRef, err := inst.OperatorHeaders()
	if err != nil {
		return err
	}
	target := emit.Target{Version: inst.Version, Flavour: "cpu", IncludeDirs: inst.IncludeDirs,
		LibDir: inst.LibDir, OpHeaders: opHeaders, ListRefHeaders: listRef, NoDimname: !inst.Features.Dimname,
		FromIntArrayRefSlow: inst.Features.FromIntArrayRefSlow, C10dBackends: inst.Features.C10dBackends,
		NCCL: inst.Features.NCCL}
	if *abi == emit.ABIStable {
		if target.StableShim, err = inst.StableShim(); err != nil {
			return err
		}
	}
	switch {
	case *flavour == "cuda" && !inst.CUDA:
		where := inst.LibDir
		if where == "" {
			where = "any of its library directories"
		}
		return fmt.Errorf("--flavour cuda: libtorch %s is a CPU-only install (no libtorch_cuda.so in %s): point --libtorch at a CUDA build, or use --flavour cpu", in.libtorch, where)
	case *flavour == "cuda", *flavour == "" && inst.CUDA:
		target.Flavour = "cuda"
	}
	specs, err := in.loadSpecs()
	if err != nil {
		return err
	}
	// Specs of features this install lacks are left out (REPORT.md says so).
	specs, _ = specs.Without(inst.HasHeader)
	result, err := emit.Generate(lib, target, emit.Config{
		Package: *pkg, ImportPath: *importPath, Shards: *shards, GeneratorVersion: version, Specs: specs,
		CustomOps: custom, ABI: *abi, StableFallback: *fallback, StablePython: *stablePython && *abi == emit.ABIStable, RuntimeTests: *runtimeTests,
	})
	if err != nil {
		return err
	}
	if err := outdir.Write(absOut, result.Files, opts); err != nil {
		return err
	}
	r := result.Report
	fmt.Fprintf(os.Stderr, "gotorchgen: %s: bound %d of %d operators (%d skipped, see REPORT.md), %d Tensor methods, %d class-spec entries\n",
		*out, r.Bound, r.Total, len(r.Skipped)+len(r.StableSkipped), r.Methods, r.Spec)
	return nil
}

// moduleImportPath finds the go.mod above dir and derives dir's import path.
func moduleImportPath(dir string) (string, error) {
	for d := dir; ; d = filepath.Dir(d) {
		gomod := filepath.Join(d, "go.mod")
		data, err := os.ReadFile(gomod)
		if err == nil {
			mod := modfile.ModulePath(data)
			if mod == "" {
				return "", fmt.Errorf("%s: no module line", gomod)
			}
			rel, err := filepath.Rel(d, dir)
			if err != nil {
				return "", err
			}
			if rel == "." {
				return mod, nil
			}
			return mod + "/" + filepath.ToSlash(rel), nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("no go.mod above %s: pass --import-path", dir)
		}
	}
}
