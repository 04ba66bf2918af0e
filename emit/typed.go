package emit

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/classes"
	"github.com/gotorchgen/gotorchgen/emit/internal/customops"
	"github.com/gotorchgen/gotorchgen/emit/internal/python"
	"github.com/gotorchgen/gotorchgen/emit/internal/typed"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/templates"
)

// The typed mode's package: the operators' Go wrappers and C++ shims
// (package typed), the class specs' (package classes) and the custom
// operators' (package customops), in shim packages that go build compiles
// in parallel, beside the runtime and the sub-packages.

// generateTyped is Generate for Config.ABI == ABITyped.
func generateTyped(lib *model.Library, t Target, c Config) (*Output, error) {
	runtime := boundRuntime(templates.RuntimeFiles(), c.Specs)
	bound, skipped, reserved, err := bind.All(lib, runtime)
	if err != nil {
		return nil, err
	}
	report := &Report{Total: len(lib.Operators), Skipped: skipped}
	report.Bound = len(bound)
	sets, tensorMethods, err := bindClasses(c.Specs, runtime, reserved, bound, report)
	if err != nil {
		return nil, err
	}
	runtimeMethods, err := bind.RuntimeMethods(runtime)
	if err != nil {
		return nil, err
	}
	py := planPyLayer(lib, bound, tensorMethods, reserved, runtimeMethods, true, nil)
	py.report(report)
	pyEntries, forwards := py.entries, py.forwards
	custom, customSkipped, err := customops.Bind(c.CustomOps, reserved)
	if err != nil {
		return nil, err
	}
	report.Custom, report.CustomSkipped = len(custom), customSkipped
	if len(c.CustomOps) > 0 && len(custom) == 0 {
		return nil, customops.AllSkipped(customSkipped)
	}

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
	headers := rootHeaders(runtime, files)
	var shimImports []string
	for i, bs := range shards {
		dir := fmt.Sprintf("internal/shim%02d", i)
		pkg := path.Base(dir)
		files[dir+"/shim.cpp"] = typed.CxxShard(stamp, bs, t.OpHeaders, t.ListRefHeaders)
		files[dir+"/shim.go"] = cxxPackage(pkg, fmt.Sprintf("Package %s is one shard of the C++ operator shims.", pkg),
			stamp, cxxFlags(t, shimOpt), headersKey(headers, files[dir+"/shim.cpp"]))
		shimImports = append(shimImports, c.ImportPath+"/"+dir)
		src, err := typed.GoShard(c.Package, stamp, bs)
		if err != nil {
			return nil, err
		}
		files[fmt.Sprintf("ops_%02d.go", i)] = src
	}
	if len(pyEntries) > 0 {
		src, err := python.GoFile(c.Package, stamp, c.ImportPath+"/kw", pyEntries, forwards, nil)
		if err != nil {
			return nil, err
		}
		files["python_methods.go"] = src
		runtimeSigs, err := bind.RuntimeParsers(runtime)
		if err != nil {
			return nil, err
		}
		if src, err = python.KeywordsFile(stamp, pyEntries, runtimeSigs); err != nil {
			return nil, err
		}
		files[SubPackagePath("kw", "keywords.go")] = src
	}
	if c.RuntimeTests {
		src, err := python.TestFile(c.Package, stamp, c.ImportPath+"/kw", pyEntries)
		if err != nil {
			return nil, err
		}
		files["python_methods_test.go"] = src
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
			opt := shimOpt
			if u.Hot {
				opt = hotOpt
			}
			files[u.Dir()+"/shim.go"] = cxxPackage(path.Base(u.Dir()), doc, stamp, cxxFlags(t, opt)+u.Flags(), headersKey(headers, files[u.Dir()+"/shim.cpp"]))
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
		stamp, cxxFlags(t, runtimeOpt), headersKey(headers, runtimeCxx(runtime)...))
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
			// The runtime imports its keyword package (kw).
			if data, err = rewriteImport(name, data, subParentImport+"/kw", c.ImportPath+"/kw"); err != nil {
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
				// A stable-mode-only file (modeFile, emit/stable.go).
				var keep bool
				if keep, data, err = modeFile(pkg+"/"+name, data, false); err != nil {
					return nil, err
				} else if !keep {
					continue
				}
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
	relativeIncludes(files, headers)
	return &Output{Files: files, Report: report}, nil
}
