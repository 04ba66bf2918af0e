package emit_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The committed package (generated/, made from templates/_runtime) tells a
// user without cgo or without libtorch's headers what to do, in the first
// line of the build's errors.

// TestNoCgoError: a tiny module that imports the package, built with
// CGO_ENABLED=0, fails with nocgo.go's message alone (no wall of
// "undefined:" from the files that need cgo).
func TestNoCgoError(t *testing.T) {
	generated, err := filepath.Abs("../generated")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write(t, dir, "go.mod", "module example.com/nocgo\n\ngo 1.24\n\nrequire github.com/gotorchgen/gotorchgen/generated v0.0.0\n\nreplace github.com/gotorchgen/gotorchgen/generated => "+generated+"\n")
	write(t, dir, "main.go", "package main\n\nimport \"github.com/gotorchgen/gotorchgen/generated/torch\"\n\nfunc main() { torch.ManualSeed(1) }\n")
	cmd := exec.Command("go", "build", "-o", os.DevNull, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=-mod=mod")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("CGO_ENABLED=0 go build succeeded:\n%s", out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 || !strings.Contains(lines[1], "nocgo.go") ||
		!strings.Contains(lines[1], "calls libtorch through cgo: build it with CGO_ENABLED=1 and a C++ compiler") {
		t.Errorf("want the package line and nocgo.go's message, got:\n%s", out)
	}
}

// TestMissingHeadersError: a shim compiled where libtorch's headers are not
// found stops first on gotorch_support.h's #error. -nostdinc stands for the
// missing install: /usr's headers are on every default path, and the check
// runs before any include.
func TestMissingHeadersError(t *testing.T) {
	cxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++: " + err.Error())
	}
	pkg := "../generated/torch"
	out, err := exec.Command(cxx, "-std=c++17", "-fsyntax-only", "-nostdinc", "-I", pkg,
		filepath.Join(pkg, "internal/shim00/shim.cpp")).CombinedOutput()
	if err == nil {
		t.Fatalf("compiled without headers:\n%s", out)
	}
	first := ""
	for _, line := range strings.Split(string(out), "\n") {
		if strings.Contains(line, "error") {
			first = line
			break
		}
	}
	if !strings.Contains(first, "#error") || !strings.Contains(first, "install libtorch (apt-get install libtorch-dev)") ||
		!strings.Contains(first, "gotorchgen generate --libtorch PREFIX") {
		t.Errorf("first error is not gotorch_support.h's:\n%s", out)
	}
}

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
