package doctor

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/gotorchgen/gotorchgen/parser"
)

// RequiredStd is the C++ standard a generated package compiles its shims
// with for a libtorch version: libtorch 2.10 moved to C++20. It must agree
// with emit's cxxStd, which writes the -std= flag (TestRequiredStdMatchesEmit).
func RequiredStd(version string) string {
	var major, minor int
	fmt.Sscanf(version, "%d.%d", &major, &minor)
	if major > 2 || major == 2 && minor >= 10 {
		return "c++20"
	}
	return "c++17"
}

// stdProbe is a line that compiles only under the standard: a compiler
// that accepts -std=c++20 but implements too little of it (GCC 9 and 10
// say 201709L) still passes, as it should, since libtorch builds with it.
var stdProbe = map[string]string{
	"c++17": "static_assert(__cplusplus >= 201703L);\n",
	"c++20": "static_assert(__cplusplus > 201703L);\n",
}

// checkCompiler finds the C and C++ compilers cgo will use (CC and CXX, or
// the go command's defaults) and has the C++ one compile a line under the
// standard the install needs. Without them the generated package does not
// build.
func checkCompiler(inst *parser.Install) Check {
	c := Check{Name: NameCompiler}
	if os.Getenv("CGO_ENABLED") == "0" {
		c.Status = Problem
		c.Detail = "CGO_ENABLED=0: the generated package is cgo, and does not build without it"
		c.Fix = "unset CGO_ENABLED (or set it to 1)"
		return c
	}
	cxx, note, err := findCompiler("CXX", "g++", "clang++")
	if err != nil {
		c.Status, c.Detail = Problem, err.Error()+": cgo needs a C++ compiler to build the generated package's shims"
		c.Fix = "apt-get install g++, or set CXX to a C++ compiler"
		return c
	}
	cc, ccNote, err := findCompiler("CC", "gcc", "clang")
	if err != nil {
		c.Status, c.Detail = Problem, err.Error()+": cgo needs a C compiler too, and the go command turns cgo off without one"
		c.Fix = "apt-get install gcc, or set CC to a C compiler"
		return c
	}
	std, needs := RequiredStd(""), "the minimum any libtorch needs"
	if inst != nil {
		std, needs = RequiredStd(inst.Version), "which libtorch "+inst.Version+" needs"
	}
	version := compilerVersion(cxx)
	if err := compileProbe(cxx, std); err != nil {
		c.Status = Problem
		c.Detail = fmt.Sprintf("%s (%s) does not compile -std=%s, %s: %v", strings.Join(cxx, " "), version, std, needs, err)
		c.Fix = "install a newer C++ compiler and set CXX to it"
		return c
	}
	c.Status = OK
	c.Detail = fmt.Sprintf("%s (%s) compiles -std=%s, %s; C: %s", strings.Join(cxx, " "), version, std, needs, strings.Join(cc, " "))
	if note != "" || ccNote != "" {
		c.Status = Warn
		c.Detail += "; " + strings.Trim(note+"; "+ccNote, "; ")
		c.Fix = "set CXX (and CC) to the compilers to use"
	}
	return c
}

// findCompiler returns the compiler in $env (a command and its flags), or
// else the first of names on PATH. note, when set, says that cgo will not
// find it by itself: only "c++" or "cc" was found.
func findCompiler(env string, names ...string) (argv []string, note string, err error) {
	if v := strings.Fields(os.Getenv(env)); len(v) > 0 {
		path, err := exec.LookPath(v[0])
		if err != nil {
			return nil, "", fmt.Errorf("%s=%q: %s not found", env, os.Getenv(env), v[0])
		}
		return append([]string{path}, v[1:]...), "", nil
	}
	for _, n := range names {
		if path, err := exec.LookPath(n); err == nil {
			return []string{path}, "", nil
		}
	}
	generic := map[string]string{"CXX": "c++", "CC": "cc"}[env]
	if path, err := exec.LookPath(generic); err == nil {
		return []string{path}, fmt.Sprintf("only %s is on PATH, which cgo does not look for: set %s=%s", generic, env, generic), nil
	}
	return nil, "", fmt.Errorf("no %s on PATH (looked for %s, %s)", strings.Join(names, " or "), strings.Join(names, ", "), generic)
}

// compilerVersion is the first line of --version.
func compilerVersion(argv []string) string {
	out, err := runCompiler(argv, []string{"--version"}, "")
	if err != nil {
		return "version unknown"
	}
	return firstLine(out)
}

// compileProbe checks the compiler accepts std and implements it.
func compileProbe(argv []string, std string) error {
	out, err := runCompiler(argv, []string{"-std=" + std, "-fsyntax-only", "-x", "c++", "-"}, stdProbe[std])
	if err != nil {
		if l := firstLine(out); l != "" {
			return fmt.Errorf("%s", l)
		}
		return err
	}
	return nil
}

func runCompiler(argv, args []string, stdin string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], append(append([]string{}, argv[1:]...), args...)...)
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}
