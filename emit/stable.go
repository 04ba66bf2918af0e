package emit

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/python"
	"github.com/gotorchgen/gotorchgen/emit/internal/stable"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/templates"
)

// The stable-ABI mode's package (docs/STABLE-ABI.md): the operators as
// package stable lowers them, the stable runtime (templates/_stable), and in
// the hybrid the boxed fallback's files.

// stableShared are the typed runtime's pure-Go files the stable runtime
// uses as they are.
var stableShared = []string{"opt.go", "enums.go", "element.go", "scalar.go", "nursery.go", "errtype.go"}

// generateStable is Generate for Config.ABI == ABIStable.
func generateStable(lib *model.Library, t Target, c Config) (*Output, error) {
	// The typed runtime's identifiers decide the Go names, so that both
	// modes name every operator alike.
	typedRuntime := templates.RuntimeFiles()
	bound, skipped, reserved, err := bind.All(lib, typedRuntime)
	if err != nil {
		return nil, err
	}
	report := &Report{Total: len(lib.Operators), Skipped: skipped, ABI: ABIStable}
	if _, _, err := bindClasses(c.Specs, typedRuntime, reserved, bound, report); err != nil {
		return nil, err
	}
	report.Spec, report.SpecSkipped, report.Replaced = 0, nil, nil
	runtime := templates.StableFiles()
	if c.StableFallback == FallbackBoxed {
		delete(runtime, "unboxed.go") // boxed.go has the real ones
	}
	for _, name := range stableShared {
		runtime[name] = typedRuntime[name]
	}
	if c.StablePython {
		runtime["pyargs.go"] = typedRuntime["pyargs.go"]
	} else {
		delete(runtime, "pyargs_stable.go")
		delete(runtime, "pyargs_stable_test.go")
		delete(runtime, "pytable.go")
	}
	stableIdents, err := bind.RuntimeIdents(runtime)
	if err != nil {
		return nil, err
	}
	lowered := stable.Bind(lib, bound, c.StableFallback == FallbackBoxed)
	report.StableSkipped, report.StableRoutes, report.StableBoxed = lowered.Skipped, lowered.Routes, lowered.Boxed
	kept := lowered.Calls
	for _, id := range stableIdents {
		if owner, ok := reserved[id]; ok && owner != "the runtime" {
			return nil, fmt.Errorf("emit: stable runtime identifier %s collides with %s", id, owner)
		}
	}
	// The Python-shaped layer over what this mode binds: the typed mode's
	// entry points, names and parser, less torch.nn.functional (package
	// nn's) and the signatures of operators not carried.
	carried := map[string]bool{}
	for _, k := range kept {
		carried[k.Op.ID()] = true
	}
	// No class spec is bound here: the Tensor methods decided are the
	// stable runtime's and the operators', and an entry point may take a
	// class spec's name (x.Add, x.Mul are Tensor.add's and Tensor.mul's).
	stableMethods, err := bind.RuntimeMethods(runtime)
	if err != nil {
		return nil, err
	}
	tensorMethods := map[string]string{}
	for n, owner := range stableMethods["Tensor"] {
		tensorMethods[n] = owner
	}
	for _, b := range bound {
		if b.Method {
			tensorMethods[b.GoName] = "aten::" + b.Op.ID()
		}
	}
	var py pyLayer
	if c.StablePython {
		py = planPyLayer(lib, bound, tensorMethods, reserved, nil, false, func(b *bind.Binding) bool { return carried[b.Op.ID()] })
		py.report(report)
	}
	report.Bound = len(kept)
	report.Methods = 0
	for _, k := range kept {
		if k.Method {
			report.Methods++
		}
	}
	stamp := fmt.Sprintf("gotorchgen %s; libtorch %s (stable ABI %s); input sha256:%s",
		c.GeneratorVersion, t.Version, stable.ABIVersion, InputHash(lib))
	files := map[string][]byte{}
	if len(py.entries) > 0 {
		descs := stable.Descriptors(kept)
		lower := func(b *bind.Binding) (string, bool) {
			d, ok := descs[b]
			return d, ok
		}
		src, err := python.GoFile(c.Package, stamp, c.ImportPath+"/kw", py.entries, nil, lower)
		if err != nil {
			return nil, err
		}
		files["python_methods.go"] = src
		if src, err = python.KeywordsFile(stamp, py.entries, nil); err != nil {
			return nil, err
		}
		files[SubPackagePath("kw", "keywords.go")] = src
		for name, data := range templates.SubPackageFiles("kw") {
			if strings.HasSuffix(name, ".go") && !isTest(name) {
				files[SubPackagePath("kw", name)] = data
			}
		}
	}
	// A function the layer renamed (typedSum) that nothing calls any more
	// gets no Go wrapper: the tables call its operator, and each wrapper
	// costs the compiler (docs/STABLE-ABI.md, "The Python-shaped layer").
	omit := map[*bind.Binding]bool{}
	if src := files["python_methods.go"]; src != nil {
		for _, k := range kept {
			if b := k.Binding; strings.HasPrefix(b.FuncName, "typed") && !b.Method && !bytes.Contains(src, []byte(b.FuncName+"(")) {
				omit[b] = true
			}
		}
	}
	shards := make([][]*stable.Call, max(c.Shards, 1))
	for _, k := range kept {
		i := shardOf(k.Op, len(shards))
		shards[i] = append(shards[i], k)
	}
	for i, calls := range shards {
		src, err := stable.GoFile(c.Package, stamp, calls, omit)
		if err != nil {
			return nil, err
		}
		files[fmt.Sprintf("ops_%02d.go", i)] = src
	}
	files["stable_version.go"] = []byte(fmt.Sprintf(`// Code generated by gotorchgen. DO NOT EDIT.
// %s

package %s

// GeneratedFor is the libtorch whose operators this package binds; it runs
// on any libtorch since StableABITarget that has them (docs/STABLE-ABI.md).
const GeneratedFor = %q
`, stamp, c.Package, t.Version))
	if c.StableFallback == FallbackBoxed {
		report.BoxedFor = t.Version
		for name, data := range boxedFiles(c.Package, stamp, t) {
			if strings.HasSuffix(name, ".go") && name != "boxed_flags.go" {
				if data, err = renamePackage(name, data, c.Package); err != nil {
					return nil, err
				}
			}
			files[name] = data
		}
	}
	// No class spec is bound in this mode, so none is listed as lacking headers.
	files["REPORT.md"] = report.markdown(lib, t, nil)
	if err := formatGo(files); err != nil {
		return nil, err
	}
	for name, data := range runtime {
		if strings.HasSuffix(name, ".go") {
			if data, err = renamePackage(name, data, c.Package); err != nil {
				return nil, err
			}
			// pyargs.go imports the keyword package.
			if data, err = rewriteImport(name, data, subParentImport+"/kw", c.ImportPath+"/kw"); err != nil {
				return nil, err
			}
		}
		files[RuntimePath(name)] = data
	}
	return &Output{Files: files, Report: report}, nil
}

// boxedFiles are the hybrid's files: the C++ and its Go, and the cgo flags
// that compile it against, and link, the libtorch of t.
func boxedFiles(pkg, stamp string, t Target) map[string][]byte {
	files := map[string][]byte{}
	for name, data := range templates.StableBoxedFiles() {
		files[name] = data
	}
	files["boxed_flags.go"] = []byte(fmt.Sprintf(`// Code generated by gotorchgen. DO NOT EDIT.
// %s

package %s

// The boxed fallback's C++ (boxed.cpp) is compiled against this libtorch's
// headers and links its libraries: the package runs on that release only.

// #cgo CXXFLAGS: %s
// #cgo LDFLAGS: %s
import "C"

// BoxedFor is the libtorch the boxed fallback was generated for; Load
// refuses any other release (the C++ ABI is exact-version).
const BoxedFor = %q
`, stamp, pkg, cxxFlags(t, runtimeOpt), boxedLDFlags(t), t.Version))
	return files
}
