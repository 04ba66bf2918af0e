package doctor

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/parser"
)

// stdProbe is a line that compiles only under the standard: a compiler
// that accepts -std=c++20 but implements too little of it (GCC 9 and 10
// say 201709L) still passes, as it should, since libtorch builds with it.
var stdProbe = map[string]string{
	"c++17": "static_assert(__cplusplus >= 201703L);\n",
	"c++20": "static_assert(__cplusplus > 201703L);\n",
}

// checkCompiler finds the C and C++ compilers cgo will use and has the
// C++ one compile a line under the standard the install needs. Without
// them the generated package does not build. A pure stable package
// (needCXX false) compiles C only.
func checkCompiler(inst *parser.Install, needCXX bool) Check {
	c := Check{Name: NameCompiler}
	tc := goToolchain()
	cc, err := lookCompiler(tc.cc)
	if err != nil {
		c.Status = Problem
		c.Detail = "no C compiler: " + err.Error() + "; cgo needs one, and the go command turns cgo off without it"
		c.Fix = "apt-get install gcc, or set CC to a C compiler"
		return c
	}
	if tc.cgo == "0" {
		c.Status = Problem
		c.Detail = "cgo is off (CGO_ENABLED=0), and the generated package is cgo"
		c.Fix = "set CGO_ENABLED=1 (or go env -u CGO_ENABLED)"
		return c
	}
	if !needCXX {
		c.Status = OK
		c.Detail = "C: " + strings.Join(cc, " ") + "; no C++ compiler needed: a pure stable-ABI package compiles C only"
		return c
	}
	cxx, err := lookCompiler(tc.cxx)
	if err != nil {
		c.Status = Problem
		c.Detail = "no C++ compiler: " + err.Error() + "; cgo needs one for the generated package's shims"
		c.Fix = "apt-get install g++, or set CXX to a C++ compiler"
		for _, alt := range []string{"clang++", "c++"} {
			if _, err := exec.LookPath(alt); err == nil && os.Getenv("CXX") == "" {
				c.Fix = "set CXX=" + alt + " (cgo runs g++ unless CXX says otherwise), or apt-get install g++"
				break
			}
		}
		return c
	}
	std, needs := emit.CxxStd(""), "the minimum any libtorch needs"
	if inst != nil {
		std, needs = emit.CxxStd(inst.Version), "which libtorch "+inst.Version+" needs"
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
	return c
}

// toolchain is what the go command will build cgo with.
type toolchain struct {
	cc, cxx string // commands, possibly with flags
	cgo     string // CGO_ENABLED: "1", "0", or "" when unknown
}

// goToolchain asks the go command (which also reads go env -w settings
// and turns cgo off when CC is missing); without one on PATH, it applies
// the go command's Linux defaults to the environment.
func goToolchain() toolchain {
	if path, err := exec.LookPath("go"); err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, path, "env", "CC", "CXX", "CGO_ENABLED")
		// A go.mod asking for a newer Go must not make it download one.
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local")
		if out, err := cmd.Output(); err == nil {
			if v := strings.Split(strings.TrimRight(string(out), "\n"), "\n"); len(v) == 3 {
				return toolchain{cc: v[0], cxx: v[1], cgo: v[2]}
			}
		}
	}
	tc := toolchain{cc: os.Getenv("CC"), cxx: os.Getenv("CXX"), cgo: os.Getenv("CGO_ENABLED")}
	if strings.TrimSpace(tc.cc) == "" {
		tc.cc = "gcc"
	}
	if strings.TrimSpace(tc.cxx) == "" {
		tc.cxx = "g++"
	}
	return tc
}

// lookCompiler finds a compiler command ("g++", "ccache g++ -m64") on PATH.
func lookCompiler(command string) ([]string, error) {
	argv := strings.Fields(command)
	if len(argv) == 0 {
		return nil, fmt.Errorf("none set")
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return nil, fmt.Errorf("%s is not on PATH", argv[0])
	}
	return append([]string{path}, argv[1:]...), nil
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
