// Package doctor checks a libtorch install and the machine around it for
// what makes generated bindings fail to build or run slowly: the libtorch
// itself and the libraries it loads, the BLAS the dynamic loader picks for
// it, thread settings, CUDA devices, the C++ compiler cgo needs, the class
// specs the install's headers leave out, and whether a generated package
// matches the install: a typed one, or a stable-ABI one (pure or hybrid,
// docs/STABLE-ABI.md), whose needs differ.
//
// Each check runs in this process's environment (PATH, LD_LIBRARY_PATH,
// OMP_NUM_THREADS, …), because that is what a program built here will see.
package doctor

import (
	"os"
	"path/filepath"

	"github.com/gotorchgen/gotorchgen/parser"
)

// Status is a check's verdict.
type Status string

const (
	OK      Status = "OK"
	Warn    Status = "WARN"    // works, but slower or riskier than it should be
	Problem Status = "PROBLEM" // fails, or is far slower than it should be
)

// Check is one line of the report.
type Check struct {
	Name   string `json:"name"`
	Status Status `json:"status"`
	Detail string `json:"detail"`
	Fix    string `json:"fix"` // what to do; empty when nothing is
}

// Options say what to check.
type Options struct {
	Libtorch string // the libtorch prefix, as for gotorchgen generate --libtorch
	// Package is a generated package's directory, compared with the
	// install; "" skips that check.
	Package string
	// GeneratorVersion is this gotorchgen's version, compared with the
	// version that generated Package.
	GeneratorVersion string
}

// Check names, in report order.
const (
	NameLibtorch  = "libtorch"
	NameLibraries = "libraries"
	NameBLAS      = "blas"
	NameThreads   = "threads"
	NameCUDA      = "cuda"
	NameCompiler  = "compiler"
	NameSpecs     = "specs"
	NamePackage   = "package"
	NameLoader    = "loader" // which libtorch a pure stable package's programs load
)

// Run runs every check and returns them in report order. Checks that need
// the install's libraries are left out when none were found: the libtorch
// check says why.
func Run(o Options) []Check {
	inst, c := checkInstall(o.Libtorch)
	checks := []Check{c}
	// A stable package needs other things of the machine than a typed one;
	// an unreadable stamp is the package check's to report.
	var stamp *Stamp
	if o.Package != "" {
		stamp, _ = ReadStamp(o.Package)
	}
	pure := stamp != nil && stamp.Pure()
	ownMissing := false // the loader alone misses libraries of the install's own
	if inst != nil && inst.LibDir != "" {
		lib := loadedLibrary(inst.LibDir)
		deps, err := ldd(lib, nil)
		ownMissing = err == nil && missesOwn(deps, inst.LibDir)
		if ownMissing && !pure {
			// A typed or hybrid package links with -rpath LibDir (emit's
			// ldFlags), so its programs find the install's own libraries
			// where the loader alone does not: look there last, as a
			// DT_RUNPATH does. A pure stable package dlopens libtorch and
			// has no such path.
			deps, err = ldd(lib, []string{appendLDEntry(inst.LibDir)})
		}
		checks = append(checks, checkLibraries(lib, deps, err), checkBLAS(lib, deps, err))
	}
	checks = append(checks, checkThreads())
	if inst != nil {
		checks = append(checks, checkCUDA(inst))
	}
	checks = append(checks, checkCompiler(inst, !pure))
	if inst != nil {
		if stamp != nil && stamp.Stable() {
			checks = append(checks, Check{Name: NameSpecs, Status: OK,
				Detail: "not used: a stable-ABI package binds no class specs (docs/STABLE-ABI.md)"})
		} else {
			checks = append(checks, checkSpecs(inst))
		}
	}
	if o.Package != "" {
		checks = append(checks, checkPackage(o.Package, o.Libtorch, inst, o.GeneratorVersion))
	}
	if pure && inst != nil && inst.LibDir != "" {
		checks = append(checks, checkLoader(inst, ownMissing))
	}
	return checks
}

// Problems returns the names of the checks that found a problem.
func Problems(checks []Check) []string {
	var names []string
	for _, c := range checks {
		if c.Status == Problem {
			names = append(names, c.Name)
		}
	}
	return names
}

// checkInstall finds the install as gotorchgen generate does.
func checkInstall(prefix string) (*parser.Install, Check) {
	c := Check{Name: NameLibtorch}
	inst, err := parser.FindInstall(prefix)
	if err != nil {
		c.Status, c.Detail = Problem, err.Error()
		c.Fix = "point --libtorch at a libtorch prefix: /usr after apt-get install libtorch-dev, an unpacked libtorch zip, or a pip wheel's torch/ folder"
		return nil, c
	}
	flavour := "cpu"
	if inst.CUDA {
		flavour = "cuda"
	}
	if inst.LibDir == "" {
		c.Status = Problem
		c.Detail = inst.Version + " headers in " + inst.IncludeDirs[0] + ", but no libtorch.so or libtorch_cpu.so under " + prefix + ": a typed package cannot link, and a stable-ABI package finds no library to load"
		c.Fix = "install libtorch's libraries (apt-get install libtorch-dev), or point --libtorch at a full install"
		return inst, c
	}
	c.Status = OK
	c.Detail = inst.Version + " (" + flavour + ") at " + prefix + "; libraries in " + inst.LibDir
	return inst, c
}

// loadedLibrary is the library whose dependencies a generated package
// loads: libtorch.so needs libtorch_cpu.so (and libtorch_cuda.so), so its
// dependency list is the whole set; an install without it has
// libtorch_cpu.so.
func loadedLibrary(libDir string) string {
	p := filepath.Join(libDir, "libtorch.so")
	if fileExists(p) {
		return p
	}
	return filepath.Join(libDir, "libtorch_cpu.so")
}

// missesOwn says whether a library the loader could not find is one of
// the install's own, in libDir.
func missesOwn(d *deps, libDir string) bool {
	for _, m := range d.missing {
		if fileExists(filepath.Join(libDir, m)) {
			return true
		}
	}
	return false
}

// appendLDEntry is LD_LIBRARY_PATH with dir last, as an environment entry.
func appendLDEntry(dir string) string {
	if v := os.Getenv("LD_LIBRARY_PATH"); v != "" {
		return "LD_LIBRARY_PATH=" + v + string(filepath.ListSeparator) + dir
	}
	return "LD_LIBRARY_PATH=" + dir
}
