package doctor

import (
	"debug/elf"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// RecommendedBLASPackage is the Debian package doctor tells users to
// install for a fast libblas.so.3 (and liblapack.so.3): OpenBLAS with its
// own thread pool, the highest-priority alternative Debian offers.
const RecommendedBLASPackage = "libopenblas0-pthread"

// Debian's libtorch links libblas.so.3 and liblapack.so.3 by soname and
// leaves the choice to update-alternatives; its reference BLAS is 10–25
// times slower on matrix products than OpenBLAS.
const (
	blasSoname   = "libblas.so.3"
	lapackSoname = "liblapack.so.3"
)

// dpkgAlternatives is where update-alternatives keeps its state (a
// variable for tests).
var dpkgAlternatives = "/var/lib/dpkg/alternatives"

// blasLib is a BLAS or LAPACK library as doctor names it.
type blasLib struct {
	name      string // "OpenBLAS pthread", "reference BLAS (netlib)", …
	reference bool   // netlib's unoptimized reference implementation
	known     bool   // recognised: reference or an optimized library
}

// identifyBLAS names the library at path, the real file (symbolic links
// resolved); what is "BLAS" or "LAPACK". The path says it on Debian
// (…/openblas-pthread/, …/blas/) and most other layouts (libmkl_rt.so,
// libblis.so); otherwise the ELF file's needed libraries and symbols do.
func identifyBLAS(path, what string) blasLib {
	p := strings.ToLower(path)
	dir := filepath.Base(filepath.Dir(p))
	switch {
	case strings.Contains(p, "mkl"):
		return blasLib{name: "MKL", known: true}
	case strings.Contains(p, "openblas"):
		return blasLib{name: "OpenBLAS" + variant(p, path), known: true}
	case strings.Contains(p, "blis"):
		return blasLib{name: "BLIS" + variant(p, path), known: true}
	case strings.Contains(p, "flexiblas"):
		return blasLib{name: "FlexiBLAS (it picks a backend at run time: see flexiblas print)", known: true}
	case strings.Contains(p, "atlas"):
		return blasLib{name: "ATLAS", known: true}
	case dir == "blas" || dir == "lapack":
		return blasLib{name: "reference " + what + " (netlib)", reference: true, known: true}
	}
	needed, syms := elfFacts(path)
	has := func(prefix string) bool {
		for _, s := range append(needed, syms...) {
			if strings.HasPrefix(strings.ToLower(s), prefix) {
				return true
			}
		}
		return false
	}
	switch {
	case has("libmkl") || has("mkl_"):
		return blasLib{name: "MKL", known: true}
	case has("libopenblas") || has("openblas_"):
		return blasLib{name: "OpenBLAS" + variant("", path), known: true}
	case has("libblis") || has("bli_"):
		return blasLib{name: "BLIS" + variant("", path), known: true}
	case has("libflexiblas"):
		return blasLib{name: "FlexiBLAS (it picks a backend at run time: see flexiblas print)", known: true}
	}
	return blasLib{name: "an unrecognised " + what}
}

// variant is the threading of an OpenBLAS or BLIS build: from the
// lowercased path p (Debian's openblas-pthread/, blis-openmp/,
// libopenblasp-r0.3.21.so), else from whether the file needs an OpenMP
// runtime.
func variant(p, path string) string {
	base := filepath.Base(p)
	switch {
	case strings.Contains(p, "openmp") || strings.HasPrefix(base, "libopenblaso"):
		return " OpenMP"
	case strings.Contains(p, "pthread") || strings.HasPrefix(base, "libopenblasp"):
		return " pthread"
	case strings.Contains(p, "serial"):
		return " serial"
	}
	needed, _ := elfFacts(path)
	for _, n := range needed {
		if strings.HasPrefix(n, "libgomp") || strings.HasPrefix(n, "libomp") || strings.HasPrefix(n, "libiomp") {
			return " OpenMP"
		}
	}
	return ""
}

// elfFacts returns the libraries an ELF file needs and the symbols it
// defines; nothing when it cannot be read.
func elfFacts(path string) (needed, defined []string) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, nil
	}
	defer f.Close()
	needed, _ = f.ImportedLibraries()
	syms, _ := f.DynamicSymbols()
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF {
			defined = append(defined, s.Name)
		}
	}
	return needed, defined
}

// resolve is the real file behind a path the loader named.
func resolve(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	return path
}

// checkBLAS names the BLAS (and LAPACK) libtorch loads in this
// environment. The reference BLAS is a problem: every matrix product runs
// 10–25 times slower, and nothing else says so.
func checkBLAS(lib string, d *deps, err error) Check {
	c := Check{Name: NameBLAS}
	if err != nil {
		c.Status = Warn
		c.Detail = "cannot tell which BLAS libtorch loads: " + err.Error()
		if errors.Is(err, errNoLdd) {
			c.Fix = "install ldd (Debian: apt-get install libc-bin) to check"
		}
		return c
	}
	loaded, ok := d.paths[blasSoname]
	if !ok && len(d.missing) > 0 {
		// The missing libraries' own dependencies are unknown.
		c.Status = Warn
		c.Detail = "cannot tell which BLAS libtorch loads: the dynamic loader does not find all the libraries " + lastElem(lib) + " needs (see libraries)"
		return c
	}
	if !ok {
		return ownBLAS(lib, d)
	}
	if loaded == "" {
		c.Status = Problem
		c.Detail = lastElem(lib) + " needs " + blasSoname + " and the dynamic loader finds none: nothing that links libtorch can start"
		c.Fix = systemFix(blasSoname, loaded)
		return c
	}
	real := resolve(loaded)
	b := identifyBLAS(real, "BLAS")
	c.Status, c.Detail = OK, b.name+": "+real+source(loaded)
	switch {
	case b.reference:
		c.Status = Problem
		c.Detail += "; unoptimized: matrix products run 10-25x slower than with OpenBLAS"
		c.Fix = blasFix(lib, blasSoname, loaded)
	case !b.known:
		c.Status = Warn
		c.Detail += "; check that it is an optimized BLAS (OpenBLAS, BLIS, MKL), not the reference one"
	}
	if lp := d.paths[lapackSoname]; lp != "" {
		real := resolve(lp)
		l := identifyBLAS(real, "LAPACK")
		c.Detail += "; LAPACK: " + l.name + ": " + real
		if l.reference && c.Status == OK {
			c.Detail += source(lp)
			// Reference LAPACK calls the BLAS for its heavy lifting, so
			// only the linear-algebra functions (torch.linalg) suffer.
			c.Status = Warn
			c.Detail += "; unoptimized: linear-algebra functions (solve, svd, …) run slower"
			c.Fix = blasFix(lib, lapackSoname, lp)
		}
	}
	return c
}

// ownBLAS reports a libtorch that does not link libblas.so.3: official
// builds link MKL in (x86) or carry their own OpenBLAS (aarch64).
func ownBLAS(lib string, d *deps) Check {
	c := Check{Name: NameBLAS, Status: OK}
	sonames := make([]string, 0, len(d.paths))
	for s := range d.paths {
		sonames = append(sonames, s)
	}
	sort.Strings(sonames)
	for _, s := range sonames {
		if p := d.paths[s]; p != "" {
			if b := identifyBLAS(resolve(p), "BLAS"); b.known && !b.reference {
				c.Detail = lastElem(lib) + " links " + b.name + " directly: " + resolve(p)
				return c
			}
		}
	}
	c.Detail = lastElem(lib) + " does not load " + blasSoname + ": this libtorch carries its own BLAS (official builds link MKL in)"
	return c
}

// source says what chose the library the loader names at path: an
// LD_LIBRARY_PATH entry, or update-alternatives and its mode.
func source(path string) string {
	dir := filepath.Dir(path)
	if ldLibraryPathHas(dir) {
		return " (from LD_LIBRARY_PATH: " + dir + ")"
	}
	if target, err := os.Readlink(path); err == nil && strings.HasPrefix(target, "/etc/alternatives/") {
		name := filepath.Base(target)
		mode := alternativeMode(name)
		if mode == "" {
			return " (chosen by update-alternatives " + name + ")"
		}
		return " (chosen by update-alternatives " + name + ", " + mode + " mode)"
	}
	return ""
}

// withoutLDEntry is LD_LIBRARY_PATH without dir, as an environment entry
// for ldd: "LD_LIBRARY_PATH=…", or "LD_LIBRARY_PATH" to remove it.
func withoutLDEntry(dir string) string {
	var keep []string
	for _, e := range filepath.SplitList(os.Getenv("LD_LIBRARY_PATH")) {
		if e != "" && filepath.Clean(e) != dir && resolve(e) != resolve(dir) {
			keep = append(keep, e)
		}
	}
	if len(keep) == 0 {
		return "LD_LIBRARY_PATH"
	}
	return "LD_LIBRARY_PATH=" + strings.Join(keep, string(filepath.ListSeparator))
}

// ldLibraryPathHas says whether dir is an entry of LD_LIBRARY_PATH.
func ldLibraryPathHas(dir string) bool {
	for _, e := range filepath.SplitList(os.Getenv("LD_LIBRARY_PATH")) {
		if e != "" && (filepath.Clean(e) == dir || resolve(e) == resolve(dir)) {
			return true
		}
	}
	return false
}

// alternativeMode is "auto" or "manual" for an update-alternatives name,
// "" when there is no such alternative (or no dpkg).
func alternativeMode(name string) string {
	data, err := os.ReadFile(filepath.Join(dpkgAlternatives, name))
	if err != nil {
		return ""
	}
	mode, _, _ := strings.Cut(string(data), "\n")
	return mode
}

// blasFix says how to get an optimized library for soname, which the
// loader found at loaded: drop the LD_LIBRARY_PATH entry that chose the
// reference one, if one did, and, unless the system's own choice is then
// optimized, fix the system's choice.
func blasFix(lib, soname, loaded string) string {
	dir := filepath.Dir(loaded)
	if !ldLibraryPathHas(dir) {
		return systemFix(soname, loaded)
	}
	fix := "remove " + dir + " from LD_LIBRARY_PATH"
	d, err := ldd(lib, []string{withoutLDEntry(dir)})
	if err != nil {
		return fix + "; then run gotorchgen doctor again"
	}
	p := d.paths[soname]
	switch {
	case p != "" && resolve(p) == resolve(loaded):
		// The entry is a system directory: removing it changes nothing.
		return systemFix(soname, p)
	case p != "":
		if b := identifyBLAS(resolve(p), "BLAS"); b.known && !b.reference {
			return fix + " (without it, libtorch loads " + b.name + ": " + resolve(p) + ")"
		}
	}
	return fix + "; then " + systemFix(soname, p)
}

// systemFix says how to make the system's soname an optimized library: on
// Debian, install the recommended package, and put the alternative back in
// auto mode if someone chose the reference one by hand.
func systemFix(soname, loaded string) string {
	if _, err := os.Stat(dpkgAlternatives); err != nil {
		return "install an optimized BLAS that provides " + soname + " (OpenBLAS, BLIS or MKL) where the dynamic loader finds it"
	}
	fix := "apt-get install " + RecommendedBLASPackage
	if name := alternativeName(soname, loaded); name != "" && alternativeMode(name) == "manual" {
		fix += " && update-alternatives --auto " + name
	}
	return fix
}

// alternativeName is the update-alternatives name for soname: Debian
// names it after the multiarch triplet ("libblas.so.3-x86_64-linux-gnu"),
// which is the directory the loader found the link in.
func alternativeName(soname, loaded string) string {
	if loaded != "" {
		if name := soname + "-" + filepath.Base(filepath.Dir(loaded)); fileExists(filepath.Join(dpkgAlternatives, name)) {
			return name
		}
	}
	matches, _ := filepath.Glob(filepath.Join(dpkgAlternatives, soname+"-*"))
	if len(matches) == 1 {
		return filepath.Base(matches[0])
	}
	return ""
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
