package doctor

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/gotorchgen/gotorchgen/parser"
)

// libtorchEnv names the library a pure stable package loads
// (templates/_stable/load.go): a libtorch.so, or the directory holding it.
const libtorchEnv = "GOTORCHGEN_LIBTORCH"

// loaderNames are the libraries a pure stable package dlopens, in order,
// when GOTORCHGEN_LIBTORCH is not set (load.go's rtLibraryNames).
var loaderNames = []string{"libtorch.so", "libtorch_cpu.so"}

// checkLoader says which libtorch a program built with a pure stable
// package loads: it dlopens the library at run time, so that is whichever
// GOTORCHGEN_LIBTORCH names, or else the first the dynamic loader finds,
// which need not be the install checked here. ownMissing says the loader
// does not find the install's own libraries that libtorch needs (an
// install without a RUNPATH outside the loader's path): then only
// LD_LIBRARY_PATH gets the program both libtorch and them.
func checkLoader(inst *parser.Install, ownMissing bool) Check {
	c := Check{Name: NameLoader}
	c.Fix = "export " + libtorchEnv + "=" + ownLibrary(inst.LibDir)
	if ownMissing {
		c.Fix = "export LD_LIBRARY_PATH=" + inst.LibDir + " (before any other libtorch's directory; " + libtorchEnv + " alone finds libtorch but not the libraries it needs, see libraries)"
	}
	if p := os.Getenv(libtorchEnv); p != "" {
		lib := p
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			lib = filepath.Join(p, "libtorch.so")
		}
		switch {
		case !fileExists(lib):
			c.Status, c.Detail = Problem, fmt.Sprintf("%s=%s, and there is no %s: Load fails", libtorchEnv, p, lib)
		case !sameDir(lib, inst.LibDir):
			c.Status, c.Detail = Warn, fmt.Sprintf("%s=%s: programs load %s, not this install's (%s)", libtorchEnv, p, lib, inst.LibDir)
		default:
			c.Status, c.Detail, c.Fix = OK, fmt.Sprintf("programs load %s, this install's (%s=%s)", lib, libtorchEnv, p), ""
		}
		return c
	}
	found, name, err := loaderFinds(loaderNames)
	switch {
	case err != nil:
		c.Status = Warn
		c.Detail = "cannot tell which libtorch programs load (" + libtorchEnv + " is not set, so the dynamic loader's search path decides): " + err.Error()
	case found == "":
		c.Status = Problem
		c.Detail = fmt.Sprintf("%s is not set, and the dynamic loader finds none of %v on its search path (LD_LIBRARY_PATH, the ld.so cache, the system directories): Load fails", libtorchEnv, loaderNames)
	case !sameDir(found, inst.LibDir):
		c.Status = Warn
		c.Detail = fmt.Sprintf("%s is not set, and the dynamic loader finds %s first (%s): programs load that, not this install's (%s)", libtorchEnv, name, found, inst.LibDir)
	default:
		c.Status, c.Fix = OK, ""
		c.Detail = fmt.Sprintf("%s is not set, and the dynamic loader finds this install's %s first (%s)", libtorchEnv, name, found)
	}
	return c
}

// ownLibrary is what to set GOTORCHGEN_LIBTORCH to for the install: its
// lib directory, which the runtime completes with libtorch.so, or the
// file itself where the install has only libtorch_cpu.so.
func ownLibrary(libDir string) string {
	if fileExists(filepath.Join(libDir, "libtorch.so")) {
		return libDir
	}
	return filepath.Join(libDir, "libtorch_cpu.so")
}

// loaderFinds asks the dynamic loader where it finds each of names, as a
// program's dlopen(name) does, and returns the first found: it lists the
// libraries of a program run with LD_TRACE_LOADED_OBJECTS (what ldd does)
// and the name preloaded (LD_PRELOAD searches as dlopen does: LD_LIBRARY_PATH,
// the ld.so cache, the system directories). The program is true(1), which,
// like a Go program, has no RUNPATH of its own.
func loaderFinds(names []string) (path, name string, err error) {
	prog, err := exec.LookPath("true")
	if err != nil {
		return "", "", fmt.Errorf("no true(1) on PATH to ask the dynamic loader with")
	}
	for _, name := range names {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		cmd := exec.CommandContext(ctx, prog)
		cmd.Env = withEnv(os.Environ(), []string{"LD_TRACE_LOADED_OBJECTS=1", "LD_PRELOAD=" + name})
		out, err := cmd.CombinedOutput()
		cancel()
		if err != nil {
			return "", "", fmt.Errorf("LD_TRACE_LOADED_OBJECTS=1 %s: %v", prog, err)
		}
		d := parseLdd(string(out))
		if len(d.paths) == 0 {
			return "", "", fmt.Errorf("LD_TRACE_LOADED_OBJECTS=1 %s listed no libraries: not a dynamic glibc program", prog)
		}
		if p := d.paths[name]; p != "" {
			return p, name, nil
		}
	}
	return "", "", nil
}

// sameDir says whether lib is in dir, symbolic links resolved (Debian's
// /lib is /usr/lib; a libtorch.so may link to a versioned file).
func sameDir(lib, dir string) bool {
	if real, err := filepath.EvalSymlinks(lib); err == nil {
		lib = real
	}
	a, err1 := os.Stat(filepath.Dir(lib))
	b, err2 := os.Stat(dir)
	return err1 == nil && err2 == nil && os.SameFile(a, b)
}
