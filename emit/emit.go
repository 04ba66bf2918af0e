// Package emit is gotorchgen's backend: from the typed IR it produces a
// self-contained Go package — C ABI header, sharded C++ shims, Go wrappers,
// the runtime copied from templates, and cgo flags for the target build.
package emit

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"go/format"
	"go/parser"
	"go/token"
	"hash/fnv"
	"path"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/classes"
	"github.com/gotorchgen/gotorchgen/emit/internal/customops"
	"github.com/gotorchgen/gotorchgen/emit/internal/typed"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/templates"
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
	// ABI is ABITyped (C++ shims; "" means it) or ABIStable (stable.go).
	ABI string
	// StableFallback, in ABIStable, is FallbackNone ("" means it) or
	// FallbackBoxed (the hybrid: stable_boxed.go).
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

// Report counts the bound operators and lists every skipped one with why.
type Report struct {
	Total   int
	Bound   int
	Skipped []Skip
	// Methods counts the operators that are also methods of *Tensor;
	// Replaced lists those whose method a class spec defines instead.
	Methods  int
	Replaced []Skip
	// Spec counts the bound class-spec entries; SpecSkipped lists the
	// others with why.
	Spec        int
	SpecSkipped []Skip
	// Custom counts the bound custom operators (--custom-ops);
	// CustomSkipped lists the others with why.
	Custom        int
	CustomSkipped []Skip
	// ABI is the mode; in ABIStable, StableSkipped lists the operators the
	// typed mode binds that the stable ABI cannot carry (stable.go).
	ABI           string
	StableSkipped []Skip
	// StableRoutes lists, in ABIStable, the operators with Scalar arguments
	// that are bound by a route of stable_scalar.go, with the route.
	StableRoutes []Skip
	// StableBoxed lists, with --stable-fallback boxed, the operators the
	// stable ABI cannot carry that the boxed fallback calls, each with why
	// the stable ABI cannot; BoxedFor is the libtorch it ties the build to.
	StableBoxed []Skip
	BoxedFor    string
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
	runtime := templates.RuntimeFiles()
	bound, skipped, reserved, err := bind.All(lib, runtime)
	if err != nil {
		return nil, err
	}
	report := &Report{Total: len(lib.Operators), Skipped: skipped}
	report.Bound = len(bound)
	sets, err := bindClasses(c.Specs, runtime, reserved, bound, report)
	if err != nil {
		return nil, err
	}
	custom, customSkipped, err := customops.Bind(c.CustomOps, reserved)
	if err != nil {
		return nil, err
	}
	report.Custom, report.CustomSkipped = len(custom), customSkipped

	stamp := fmt.Sprintf("gotorchgen %s; libtorch %s (%s); input sha256:%s",
		c.GeneratorVersion, t.Version, t.Flavour, InputHash(lib))
	files := map[string][]byte{}
	shards := make([][]*bind.Binding, c.Shards)
	for _, b := range bound {
		i := shardOf(b.Op, c.Shards)
		if b.NeedsList() {
			// ATen/core/List.h costs a shard ~2 s of g++: the few
			// operators taking Tensor?[] (index, index_put) share one.
			i = c.Shards - 1
		}
		shards[i] = append(shards[i], b)
	}
	// The class specs' and custom operators' shims join the operator
	// table after the operators.
	table := append([]*bind.Binding(nil), bound...)
	table = append(table, custom...)
	table = append(table, classes.Bindings(sets)...)
	nptr := typed.MaxPtr(table)
	files["ops.h"] = typed.Header(stamp, nptr)
	files["optable.c"] = typed.OpTable(stamp, table, nptr)
	files["optable.go"] = typed.OpConsts(c.Package, stamp, table)
	hkey := headersKey(runtime)
	var shimImports []string
	for i, bs := range shards {
		dir := fmt.Sprintf("internal/shim%02d", i)
		pkg := path.Base(dir)
		files[dir+"/shim.cpp"] = typed.CxxShard(stamp, bs, t.OpHeaders, t.ListRefHeaders)
		files[dir+"/shim.go"] = cxxPackage(pkg, fmt.Sprintf("Package %s is one shard of the C++ operator shims.", pkg),
			stamp, cxxFlags(t, shimOpt), hkey)
		shimImports = append(shimImports, c.ImportPath+"/"+dir)
		src, err := typed.GoShard(c.Package, stamp, bs)
		if err != nil {
			return nil, err
		}
		files[fmt.Sprintf("ops_%02d.go", i)] = src
	}
	if len(custom) > 0 {
		src, err := typed.GoShard(c.Package, stamp, custom)
		if err != nil {
			return nil, err
		}
		files["customops.go"] = src
	}
	// The custom operators' shims join the default unit of the class specs:
	// both need gotorch_ivalue.h, whose parse is most of a small file's
	// compile (~4 s of g++ saved on a cold build).
	if len(sets) > 0 || len(custom) > 0 {
		for _, u := range classes.Units(c.Specs, sets) {
			var unitCustom []*bind.Binding
			if u.Name == "" {
				unitCustom = custom
			}
			if u.Empty() && len(unitCustom) == 0 {
				continue
			}
			doc := "Package classes holds the C++ shims of the class specs and of the custom operators (--custom-ops)."
			if u.Name != "" {
				doc = fmt.Sprintf("Package %s holds the C++ shims of the class specs of unit %s, in a translation unit of their own.", u.Name, u.Name)
			}
			files[u.Dir()+"/shim.cpp"] = classes.Cxx(stamp, u, unitCustom)
			files[u.Dir()+"/shim.go"] = cxxPackage(path.Base(u.Dir()), doc, stamp, cxxFlags(t, shimOpt)+u.Flags(), hkey)
			shimImports = append(shimImports, c.ImportPath+"/"+u.Dir())
		}
	}
	if len(sets) > 0 {
		src, err := classes.GoFile(c.Package, stamp, c.Specs, sets)
		if err != nil {
			return nil, err
		}
		files["classes.go"] = src
	}
	// The runtime's C++ gets a package of its own too (RuntimePath), so that
	// it compiles beside the shims instead of after them, in the torch
	// package's action.
	files[runtimeCxxDir+"/cxxrt.go"] = cxxPackage(path.Base(runtimeCxxDir),
		"Package cxxrt is the C++ half of the runtime: the hand-written functions of gotorch.h.",
		stamp, cxxFlags(t, runtimeOpt), hkey)
	shimImports = append(shimImports, c.ImportPath+"/"+runtimeCxxDir)
	files["cgo_flags.go"] = flagsFile(c.Package, stamp, t, shimImports)
	if t.Flavour == "cuda" {
		files["cgo_cuda.go"] = cudaFlagsFile(c.Package, stamp)
		if _, ok := files[c10dUnitDir+"/shim.go"]; ok && t.NCCL {
			files[c10dUnitDir+"/nccl.go"] = ncclFlagsFile(path.Base(c10dUnitDir), stamp)
		}
	}
	files["REPORT.md"] = report.markdown(lib, t, c.Specs.Dropped)
	// Only the generated Go needs gofmt: the runtime's files are gofmt'ed
	// in templates (TestRuntimeFilesAreFormatted), and renamePackage edits
	// one word in place. Formatting them again was most of a small
	// Generate's time.
	if err := formatGo(files); err != nil {
		return nil, err
	}
	for name, data := range runtime {
		if !c.RuntimeTests && isTest(name) {
			continue
		}
		// The named-tensor tests call operators an install without named
		// tensors does not have (libtorch 2.14 removed them).
		if t.NoDimname && name == "dimname_test.go" {
			continue
		}
		if strings.HasSuffix(name, ".go") {
			if data, err = renamePackage(name, data, c.Package); err != nil {
				return nil, err
			}
		}
		files[RuntimePath(name)] = data
	}
	// The sub-packages; distributed only where the specs bind c10d.
	subs := slices.Clone(templates.SubPackages)
	if hasDistributed(c.Specs) {
		subs = append(subs, "distributed")
	}
	for _, pkg := range subs {
		for name, data := range templates.SubPackageFiles(pkg) {
			if !c.RuntimeTests && isTest(name) {
				continue
			}
			if strings.HasSuffix(name, ".go") {
				// The parent, and the sub-packages (distributed's tests
				// import nn).
				for _, imp := range append([]string{""}, subs...) {
					if imp != "" {
						imp = "/" + imp
					}
					if data, err = rewriteImport(pkg+"/"+name, data, subParentImport+imp, c.ImportPath+imp); err != nil {
						return nil, err
					}
				}
			}
			files[SubPackagePath(pkg, name)] = data
		}
	}
	return &Output{Files: files, Report: report}, nil
}

// DistributedPath is the slash path, relative to the output directory, of
// the package distributed file name.
func DistributedPath(name string) string { return SubPackagePath("distributed", name) }

// hasDistributed reports whether the specs bind the c10d classes package
// distributed is written over (specs/distributed.yaml; an install without
// Gloo's headers leaves them out, and the package with them).
func hasDistributed(specs *model.Specs) bool {
	for _, name := range []string{"Store", "Work", "ProcessGroup"} {
		if c := specs.Class(name); c == nil || c.Unit != "distributed" {
			return false
		}
	}
	return true
}

// isTest says whether a template file is one of the tests (Config.RuntimeTests).
func isTest(name string) bool { return strings.HasSuffix(name, "_test.go") }

// subParentImport is the import path of the parent package in the
// templates of the sub-packages (templates/_nn, _data, _distributed): the
// committed generated package, so that they read as ordinary Go. They
// import it under an explicit name, torch, so only the path changes with
// Config.
const subParentImport = "github.com/gotorchgen/gotorchgen/generated/torch"

// SubPackagePath is the slash path, relative to the output directory, of
// the file name of the sub-package pkg (templates.SubPackages).
func SubPackagePath(pkg, name string) string { return pkg + "/" + name }

// NNPath is the slash path, relative to the output directory, of the
// package nn file name.
func NNPath(name string) string { return SubPackagePath("nn", name) }

// rewriteImport replaces the import path from with to in the Go file src,
// in place (the literal only: the file stays gofmt'ed). A file that does
// not import from is returned as it is.
func rewriteImport(name string, src []byte, from, to string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly)
	if err != nil {
		return nil, fmt.Errorf("emit: sub-package file %s: %w", name, err)
	}
	for _, imp := range f.Imports {
		if imp.Path.Value != strconv.Quote(from) {
			continue
		}
		at := fset.Position(imp.Path.Pos()).Offset
		out := append([]byte(nil), src[:at]...)
		out = append(out, strconv.Quote(to)...)
		return append(out, src[at+len(imp.Path.Value):]...), nil
	}
	return src, nil
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

// runtimePackage is the package clause of the runtime files in templates.
const runtimePackage = "torch"

// renamePackage rewrites the package clause of the runtime Go file src,
// and a "Package torch" doc comment's first words, for the package pkg; an
// external test package torch_test becomes pkg_test.
func renamePackage(name string, src []byte, pkg string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return nil, fmt.Errorf("emit: runtime file %s: %w", name, err)
	}
	var want string
	switch f.Name.Name {
	case runtimePackage:
		want = pkg
	case runtimePackage + "_test":
		want = pkg + "_test"
	default:
		return nil, fmt.Errorf("emit: runtime file %s is package %s, want %s", name, f.Name.Name, runtimePackage)
	}
	type edit struct{ at, n int }
	edits := []edit{{fset.Position(f.Name.Pos()).Offset, len(f.Name.Name)}}
	if f.Doc != nil {
		docPrefix := "// Package " + f.Name.Name + " "
		if c := f.Doc.List[0]; strings.HasPrefix(c.Text, docPrefix) {
			edits = append(edits, edit{fset.Position(c.Pos()).Offset + len("// Package "), len(f.Name.Name)})
		}
	}
	out := append([]byte(nil), src...)
	for _, e := range edits { // last first: an edit moves what follows it
		out = append(out[:e.at:e.at], append([]byte(want), out[e.at+e.n:]...)...)
	}
	return out, nil
}

// formatGo gofmts the Go files concurrently: formatting is most of
// Generate's time, and the files are independent.
func formatGo(files map[string][]byte) error {
	var names []string
	for name := range files {
		if strings.HasSuffix(name, ".go") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	out := make([][]byte, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, name := range names {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			out[i], errs[i] = format.Source(files[name])
		}()
	}
	wg.Wait()
	for i, name := range names {
		if errs[i] != nil {
			return fmt.Errorf("emit %s: generated Go does not parse: %w", name, errs[i])
		}
		files[name] = out[i]
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

// CxxStd is the C++ standard a libtorch version's headers need, which the
// shims' -std= flag names: libtorch 2.10 and later require C++20.
// gotorchgen doctor checks the compiler for it.
func CxxStd(version string) string {
	var major, minor int
	fmt.Sscanf(version, "%d.%d", &major, &minor)
	if major > 2 || major == 2 && minor >= 10 {
		return "c++20"
	}
	return "c++17"
}

// systemDirs are searched by the toolchain anyway; naming them with -I
// breaks libstdc++'s #include_next.
var systemDirs = map[string]bool{
	"/usr/include": true, "/usr/local/include": true,
	"/usr/lib": true, "/usr/lib/x86_64-linux-gnu": true, "/usr/lib/aarch64-linux-gnu": true, "/usr/lib64": true,
}

// Optimisation of the C++: the runtime's few functions are on every call's
// path and get -O1; the shims only convert arguments and call the
// dispatcher, and -Og compiles them in 25-30 % less time than -O1 at the
// same cost per call (docs/BENCHMARKS.md).
const (
	runtimeOpt = "-O1"
	shimOpt    = "-Og"
)

func cxxFlags(t Target, opt string) string {
	flags := []string{"-std=" + CxxStd(t.Version), opt, "-g0", "-w"}
	if t.NoDimname {
		flags = append(flags, "-DGOTORCH_NO_DIMNAME")
	}
	if t.FromIntArrayRefSlow {
		flags = append(flags, "-DGOTORCH_FROM_INT_ARRAY_REF_SLOW")
	}
	if t.C10dBackends {
		flags = append(flags, "-DGOTORCH_C10D_BACKENDS")
	}
	for _, d := range t.IncludeDirs {
		if !systemDirs[d] {
			flags = append(flags, "-I"+d)
		}
	}
	return strings.Join(flags, " ")
}

func ldFlags(t Target) string {
	var flags []string
	if t.LibDir != "" && !systemDirs[t.LibDir] {
		flags = append(flags, "-L"+t.LibDir, "-Wl,-rpath,"+t.LibDir)
	}
	flags = append(flags, "-ltorch", "-ltorch_cpu", "-lc10")
	return strings.Join(flags, " ")
}

// cudaLDFlags keep libtorch_cuda and libc10_cuda in the link. Nothing
// references them directly (libtorch.so, which needs them, is itself
// dropped), so with --as-needed, which Debian's and Ubuntu's gcc pass to ld
// by default (also in the external link of Go programs), the linker drops
// them and the CUDA kernels are never registered.
const cudaLDFlags = "-Wl,--no-as-needed -ltorch_cuda -lc10_cuda -Wl,--as-needed"

// c10dUnitDir is the package of the c10d class specs' unit
// (specs/distributed.yaml).
const c10dUnitDir = "internal/distributed"

// ncclFlagsFile compiles the c10d unit with ProcessGroupNCCL (its header is
// empty without USE_C10D_NCCL; gotorch_c10d.h's NCCL helpers without
// GOTORCH_NCCL throw), in the cuda flavour only and behind the build tag
// gotorch_nocuda as cudaFlagsFile: ProcessGroupNCCL is in libtorch_cuda.
func ncclFlagsFile(pkg, stamp string) []byte {
	return []byte(fmt.Sprintf(`// Code generated by gotorchgen. DO NOT EDIT.
// %s

//go:build !gotorch_nocuda

package %s

// #cgo CXXFLAGS: -DUSE_C10D_NCCL -DGOTORCH_NCCL
import "C"
`, stamp, pkg))
}

// cudaFlagsFile is the cuda flavour's own build configuration: its link
// flags, behind the build tag gotorch_nocuda, which leaves them out to build
// the same package against the CPU-only libtorch of that version.
func cudaFlagsFile(pkg, stamp string) []byte {
	return []byte(fmt.Sprintf(`// Code generated by gotorchgen. DO NOT EDIT.
// %s

//go:build !gotorch_nocuda

package %s

// The CUDA libraries stay linked although no symbol of theirs is used:
// loading libtorch_cuda registers the CUDA kernels. Build with
// -tags gotorch_nocuda to link against a CPU-only libtorch instead.

// #cgo LDFLAGS: %s
import "C"
`, stamp, pkg, cudaLDFlags))
}

func flagsFile(pkg, stamp string, t Target, shims []string) []byte {
	var sb strings.Builder
	fmt.Fprintf(&sb, "// Code generated by gotorchgen. DO NOT EDIT.\n// %s\n\npackage %s\n\n", stamp, pkg)
	fmt.Fprintf(&sb, "// #cgo LDFLAGS: %s\nimport \"C\"\n\n", ldFlags(t))
	sb.WriteString("// The C++ lives in packages of its own so that go build compiles it in\n// parallel (it compiles one package's C++ files one after another).\nimport (\n")
	for _, s := range shims {
		fmt.Fprintf(&sb, "\t_ %q\n", s)
	}
	sb.WriteString(")\n\n")
	fmt.Fprintf(&sb, "// Build facts of the libtorch this package was generated for.\nconst (\n\tLibtorchVersion = %q\n\tFlavour = %q\n)\n", t.Version, t.Flavour)
	sb.WriteString("\n// Refuse to run against another libtorch than the one generated for.\nfunc init() { checkLibtorchVersion(LibtorchVersion) }\n")
	return []byte(sb.String())
}

// runtimeCxxDir holds the runtime's C++ (runtime.cpp).
const runtimeCxxDir = "internal/cxxrt"

// RuntimePath is where the runtime template file name lands in a generated
// package: its C++ in a package of its own, the rest at the top.
func RuntimePath(name string) string {
	if strings.HasSuffix(name, ".cpp") {
		return runtimeCxxDir + "/" + name
	}
	return name
}

// cxxPackage is the Go file of a C++-only package (a shim shard or the
// runtime's C++). Its flags carry headersKey: Go's build cache hashes only a
// package's own files, so without it a change to the runtime headers the
// C++ includes from ../.. would reuse stale objects.
func cxxPackage(pkg, doc, stamp, cxxFlags, headersKey string) []byte {
	return []byte(fmt.Sprintf(`// Code generated by gotorchgen. DO NOT EDIT.
// %s

// %s
package %s

// #cgo CXXFLAGS: -I${SRCDIR}/../.. -DGOTORCH_HEADERS_%s %s
import "C"
`, stamp, doc, pkg, headersKey, cxxFlags))
}

// headersKey hashes the runtime's C and C++ headers (the ones every shim
// includes), in name order.
func headersKey(runtime map[string][]byte) string {
	h := sha256.New()
	for _, name := range templates.Names(runtime) {
		if strings.HasSuffix(name, ".h") {
			fmt.Fprintf(h, "%s\n", name)
			h.Write(runtime[name])
		}
	}
	return fmt.Sprintf("%x", h.Sum(nil))[:16]
}

func (r *Report) markdown(lib *model.Library, t Target, specsDropped []string) []byte {
	var sb strings.Builder
	fmt.Fprintf(&sb, "# gotorchgen report: libtorch %s (%s)\n\n", t.Version, t.Flavour)
	fmt.Fprintf(&sb, "%d operators, %d bound, %d skipped.\n", r.Total, r.Bound, len(r.Skipped)+len(r.StableSkipped))
	fmt.Fprintf(&sb, "%d operators are also methods of *Tensor; %d class-spec entries bound, %d skipped.\n", r.Methods, r.Spec, len(r.SpecSkipped))
	r.stableMarkdown(&sb)
	if len(r.Replaced) > 0 {
		sb.WriteString("\nOperators whose Tensor method a class spec defines instead (the function stays):\n\n| operator | method |\n|---|---|\n")
		for _, s := range r.Replaced {
			fmt.Fprintf(&sb, "| `%s` | %s |\n", s.ID, s.Reason)
		}
	}
	if r.Custom > 0 || len(r.CustomSkipped) > 0 {
		fmt.Fprintf(&sb, "\n%d custom operators bound, %d skipped.\n", r.Custom, len(r.CustomSkipped))
		for _, s := range r.CustomSkipped {
			fmt.Fprintf(&sb, "- `%s`: %s\n", s.ID, s.Reason)
		}
	}
	if c := specsDropped; len(c) > 0 {
		sb.WriteString("\nClass specs this install lacks the headers for:\n\n")
		for _, d := range c {
			fmt.Fprintf(&sb, "- %s\n", d)
		}
	}
	if len(r.SpecSkipped) > 0 {
		sb.WriteString("\nClass-spec entries not bound:\n\n| entry | reason |\n|---|---|\n")
		for _, s := range r.SpecSkipped {
			fmt.Fprintf(&sb, "| `%s` | %s |\n", s.ID, s.Reason)
		}
	}
	if len(r.Skipped) > 0 {
		sb.WriteString("\n| operator | reason |\n|---|---|\n")
		skipped := append([]Skip(nil), r.Skipped...)
		sort.Slice(skipped, func(i, j int) bool { return skipped[i].ID < skipped[j].ID })
		for _, s := range skipped {
			fmt.Fprintf(&sb, "| `%s` | %s |\n", s.ID, s.Reason)
		}
	}
	return []byte(sb.String())
}
