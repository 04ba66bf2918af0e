package emit

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strconv"
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
// pickle.go and serialize.go are torch.Load and Save (their tensor
// operations: templates/_stable/serialize_stable.go); serialize_test.go,
// their tests, one source for both modes (what differs, serCheckLive:
// templates/_stable/serialize_stable_test.go), with the files PyTorch
// wrote that they read (serialize_fixtures_test.go) and altered
// (serialize_hostile_test.go). accessors_test.go: Tensor's accessors that
// are no operator (templates/_stable/accessors.go here).
var stableShared = []string{"opt.go", "enums.go", "element.go", "scalar.go", "nursery.go", "errtype.go",
	"pickle.go", "serialize.go", "serialize_test.go", "serialize_fixtures_test.go", "serialize_hostile_test.go",
	"accessors_test.go"}

// stableSharedNN are the typed runtime's files that packages nn and data
// need and the stable runtime uses as they are: scope.go (Scope,
// WithScope; each mode's rtScopeEnter/rtScopeExit, the stable one in
// templates/_stable/nn.go) and nograd.go (NoGrad, NoGradValue over each
// mode's WithGradEnabled).
var stableSharedNN = []string{"scope.go", "nograd.go"}

// stableSubPackages are the sub-packages of the stable mode: the keyword
// package (with the Python-shaped layer, above) and nn and data, from the
// typed mode's sources (modeFile picks each mode's files).
var stableSubPackages = []string{"nn", "data"}

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
	sets, _, err := bindClasses(c.Specs, typedRuntime, reserved, bound, report)
	if err != nil {
		return nil, err
	}
	// The typed mode's decisions on the class specs, which stableSpecs
	// redoes for this mode.
	typedSpecSkipped, replaced := report.SpecSkipped, report.Replaced
	report.Spec, report.SpecSkipped, report.Replaced = 0, nil, nil
	runtime := templates.StableFiles()
	if c.StableFallback == FallbackBoxed {
		delete(runtime, "unboxed.go") // boxed.go has the real ones
	}
	for _, name := range stableShared {
		runtime[name] = typedRuntime[name]
	}
	for _, name := range stableSharedNN {
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
	noteScalarHandle(lowered.Skipped, t.StableShim)
	report.StableSkipped, report.StableRoutes, report.StableBoxed = lowered.Skipped, lowered.Routes, lowered.Boxed
	kept := lowered.Calls
	stableMethods, err := bind.RuntimeMethods(runtime)
	if err != nil {
		return nil, err
	}
	// A class spec's names that the stable runtime defines itself (the
	// set is then the runtime's: stable.BindSpecs) are no collision: the
	// .pt2 loader (aoti.go) has AOTIModel's.
	runtimeOwned := map[string]bool{}
	for _, s := range sets {
		if cl := s.Class(); cl != nil && stableMethods[cl.GoName][s.Public()] != "" || cl == nil && slices.Contains(stableIdents, s.Public()) {
			for _, m := range s.Members() {
				runtimeOwned[m.Spec.ID()] = true
			}
		}
	}
	for _, id := range stableIdents {
		if owner, ok := reserved[id]; ok && owner != "the runtime" && !runtimeOwned[owner] {
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
	// The class specs' sets this mode carries (the stable runtime's, or
	// by operators); an operator's method whose name a set not carried
	// took is the operator's again (stable_specs.go).
	specSets := stableSpecs(lib, sets, bound, c.StableFallback == FallbackBoxed, stableMethods, stableIdents, typedSpecSkipped, replaced, report)
	tensorMethods := map[string]string{}
	for n, owner := range stableMethods["Tensor"] {
		tensorMethods[n] = owner
	}
	for _, s := range specSets {
		if s.Carried() && s.Class != nil && s.Class.GoName == "Tensor" {
			tensorMethods[s.Public] = s.Members[0].Spec.ID()
		}
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
	report.stableSpecs = stableSpecSections(specSets, typedSpecSkipped, bound, py, c.Specs)
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
	if src, err := stable.SpecGoFile(c.Package, stamp, specSets); err != nil {
		return nil, err
	} else if src != nil {
		files["classes.go"] = src
	}
	// Without a version (report --declarations), the runtime tells the
	// dispatcher the floor's (rtBuildABI 0).
	build, _ := parseRelease(t.Version)
	files["stable_version.go"] = []byte(fmt.Sprintf(`// Code generated by gotorchgen. DO NOT EDIT.
// %s

package %s

// GeneratedFor is the libtorch whose operators this package binds; it runs
// on any libtorch since StableABITarget that has them (docs/STABLE-ABI.md).
const GeneratedFor = %q

// rtBuildABI is TORCH_ABI_VERSION of the headers the package was generated
// from: torch_call_dispatcher is told the stacks are built for it, as
// libtorch's own stable headers do (its schema adapters serve callers
// built before a schema changed).
const rtBuildABI = %#x

%s`, stamp, c.Package, t.Version, build.Encoded(), gatesSource(stableGates(runtime["stable.c"], t.StableShim))))
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
	var dropped []string
	if c.Specs != nil {
		dropped = c.Specs.Dropped
	}
	files["REPORT.md"] = append(report.markdown(lib, t, dropped), stableNNReport...)
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
	for _, pkg := range stableSubPackages {
		for name, data := range templates.SubPackageFiles(pkg) {
			if strings.HasSuffix(name, ".go") {
				var keep bool
				if keep, data, err = modeFile(pkg+"/"+name, data, true); err != nil {
					return nil, err
				} else if !keep {
					continue
				}
				for _, imp := range append([]string{"", "/kw"}, prefixed(stableSubPackages)...) {
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

// stableNNReport is REPORT.md's section on packages nn and data in this
// mode (docs/STABLE-ABI.md, "nn and data").
const stableNNReport = `
Packages nn and data in this mode: the typed mode's sources, with the same API, less what needs autograd or a C++ class:
- carried: every layer's construction and Forward, Sequential/ModuleList, state dicts (StateDict, LoadStateDict, torch.Save/Load), Eval/Train, the conversions (To, Half, …), PackedSequence, data's datasets, samplers without shuffling, DataLoader and collation; over the stable runtime's Strides, ItemInt, ItemFloat, RequiresGrad, Version, NoGrad/WithGradEnabled (aoti_torch_grad_mode_*) and Scope/WithScope (the typed mode's scope.go).
- by other operators (nn/mode_stable.go, data/mode_stable.go), with the same bits: arange (Go), _pad_packed_sequence (full + copies), the BatchNorm counter (item + fill_), RMSNorm's square (x*x), data.Int/Float (FromSlice, 0-dim), MultiheadAttention's masked scores (baddbmm, whose beta and alpha are Scalars: the stable runtime's BaddbmmDouble, baddbmm's device kernel through libtorch's C shim, aoti_torch_cpu_baddbmm_out or aoti_torch_cuda_baddbmm_out); MultiheadAttention as PyTorch 2.x computes it (q * sqrt(1/E) where the typed mode divides by sqrt(E), as 1.13; without weights, scaled_dot_product_attention); not bit for bit: those scores where autograd records them (grad mode on, an input that requires grad; the shim's kernel records nothing), as bmm + add, which may round differently.
- not carried: gradients (ZeroGrad is an error; a conversion converts no .grad: the stable ABI cannot read one), nn.F (torch.nn.functional is not in this mode's Python-shaped layer), seeded Generators (RandomSampler and DistributedSampler with shuffling fail with an error: libtorch's stable C ABI makes no generator), torch.ManualSeed and torch.SetNumThreads (C++ only). Tests needing them are in nn's and data's *_typed_test.go files, left out of this mode.
`

func prefixed(pkgs []string) []string {
	var out []string
	for _, p := range pkgs {
		out = append(out, "/"+p)
	}
	return out
}

// stableTag is the build tag that picks a sub-package template file
// (templates/_nn, _data) by mode: a file whose first line is
// "//go:build !gotorchgen_stable" is the typed mode's only (it needs what
// the stable ABI cannot carry: autograd's gradients, a Generator, a C++
// class), one with "//go:build gotorchgen_stable" the stable mode's only
// (its version of a typed-only helper). Emit evaluates the tag: a file is
// left out of the other mode's package, and the stable mode's files lose
// the line (the package builds with no tag). Other constraints stay as
// they are.
const stableTag = "gotorchgen_stable"

// modeFile reports whether the template file src belongs to the mode
// (stable or typed) and returns it as that mode's package has it.
func modeFile(name string, src []byte, stable bool) (bool, []byte, error) {
	line, rest, _ := bytes.Cut(src, []byte("\n"))
	switch strings.TrimSpace(string(line)) {
	case "//go:build !" + stableTag:
		return !stable, src, nil
	case "//go:build " + stableTag:
		if !stable {
			return false, nil, nil
		}
		return true, bytes.TrimLeft(rest, "\n"), nil
	}
	if bytes.Contains(line, []byte(stableTag)) {
		return false, nil, fmt.Errorf("emit: %s: a build constraint on %s must be exactly //go:build %s or //go:build !%s", name, stableTag, stableTag, stableTag)
	}
	return true, src, nil
}

// scalarHandle are the functions of the stable ABI's owning Scalar handle
// (an upstream proposal: no released libtorch declares them yet, 2.14.1
// included), which would carry Scalar arguments through
// torch_call_dispatcher.
var scalarHandle = []string{"torch_new_scalar_int", "torch_new_scalar_double", "torch_new_scalar_bool", "torch_new_scalar_complex_double", "torch_delete_scalar"}

// noteScalarHandle says, in each reason that a Scalar is not carried,
// whether the install's headers declare the Scalar handle: the runtime
// has no path over it yet, and none is made without headers that declare
// it (docs/STABLE-ABI.md, "Loading and versions").
func noteScalarHandle(skipped []bind.Skip, shim model.StableShim) {
	note := "; this install's headers declare no Scalar handle (torch_new_scalar_*)"
	declared := true
	for _, name := range scalarHandle {
		_, ok := shim[name]
		declared = declared && ok
	}
	if declared {
		note = fmt.Sprintf("; this install's headers declare the Scalar handle (torch_new_scalar_*, added in %s), which this gotorchgen does not pass yet", shim[scalarHandle[0]])
	}
	for i, s := range skipped {
		if strings.Contains(s.Reason, "stable ABI: Scalar is not carried") || strings.Contains(s.Reason, "stable ABI: Scalar[] is not carried") {
			skipped[i].Reason += note
		}
	}
}

// stableGates are the functions of libtorch's stable C shim that the
// runtime's C (stable.c) names and that shim declares as added after the
// floor (stable.ABIVersion), with their releases, sorted by name. The
// runtime uses each only on a libtorch of that release or later, and a
// function shim does not declare not at all (docs/STABLE-ABI.md,
// "Loading and versions").
func stableGates(stableC []byte, shim model.StableShim) []stableGate {
	floor, err := parseRelease(stable.ABIVersion)
	if err != nil {
		panic(err)
	}
	var gates []stableGate
	for name, v := range shim {
		if floor.Less(v) && bytes.Contains(stableC, []byte(`"`+name+`"`)) {
			gates = append(gates, stableGate{name, v})
		}
	}
	sort.Slice(gates, func(i, j int) bool { return gates[i].name < gates[j].name })
	return gates
}

type stableGate struct {
	name    string
	version model.ABIVersion
}

// gatesSource is the generated rtGates.
func gatesSource(gates []stableGate) string {
	var b strings.Builder
	b.WriteString(`// rtGates are the functions of libtorch's stable C shim that the runtime
// uses beyond StableABITarget, each with the release that added it, as the
// headers the package was generated from declare them. Load uses one only
// on a libtorch of that release or later; before it, and for what the
// headers did not declare, the runtime takes its older path.
var rtGates = []rtGate{
`)
	for _, g := range gates {
		fmt.Fprintf(&b, "\t{%q, %#x}, // %s\n", g.name, g.version.Encoded(), g.version)
	}
	b.WriteString("}\n")
	return b.String()
}

// parseRelease reads "2.14.1" (or "2.10") as a release; the zero one and
// an error for anything else.
func parseRelease(s string) (model.ABIVersion, error) {
	var v model.ABIVersion
	parts := strings.SplitN(strings.SplitN(s, "+", 2)[0], ".", 3)
	nums := []*int{&v.Major, &v.Minor, &v.Patch}
	for i, p := range parts {
		// The number a part starts with ("0a0" of "2.6.0a0+git…").
		if i := strings.IndexFunc(p, func(r rune) bool { return r < '0' || r > '9' }); i > 0 {
			p = p[:i]
		}
		n, err := strconv.Atoi(p)
		if err != nil {
			return model.ABIVersion{}, fmt.Errorf("emit: libtorch version %q: %w", s, err)
		}
		*nums[i] = n
	}
	return v, nil
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
