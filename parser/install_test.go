package parser

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/model"
)

// realInstall is a real libtorch install the tests read when it is present,
// with the figures they expect from it.
type realInstall struct {
	version string // version header, e.g. "1.13.0" (Debian's 1.13.1 says 1.13.0)
	prefix  string
	how     string // what makes it present, for the skip message
	ops     int    // operators (RegistrationDeclarations.h lines)
	// out and in-place operators; the remaining ones are functional or
	// mutable (see TestParseRealSchemas for why only their sum is fixed).
	out, inplace int
	// function and method variants (Declarations.yaml's method_of counts).
	functions, methods int
}

// installCacheDir mirrors scripts/fetch-libtorch.sh's cache location.
func installCacheDir() string {
	if c := os.Getenv("GOTORCHGEN_CACHE"); c != "" {
		return c
	}
	home, _ := os.UserHomeDir()
	return filepath.Join(home, ".cache", "gotorchgen")
}

func realInstalls() []realInstall {
	return []realInstall{
		{
			version: "1.13.0", prefix: "/usr",
			how: "Debian's libtorch-dev 1.13.1: make deps (apt-get install libtorch-dev)",
			ops: 2952, out: 1092, inplace: 309, functions: 2716, methods: 764,
		},
		{
			version: "2.6.0",
			prefix:  filepath.Join(installCacheDir(), "debian-trixie", "root-libtorch-dev-2.6.0+dfsg-7", "usr"),
			how:     "Debian trixie's libtorch-dev 2.6.0, unpacked: make libtorch-2.6 (scripts/fetch-libtorch.sh trixie libtorch-dev 2.6.0+dfsg-7)",
			ops:     3144, out: 1125, inplace: 341, functions: 2901, methods: 778,
		},
	}
}

// find locates the install or skips the test, saying how to get it.
func (ri realInstall) find(t testing.TB) *Install {
	t.Helper()
	if _, err := os.Stat(filepath.Join(ri.prefix, "include", "ATen", "core", "Tensor.h")); err != nil {
		t.Skipf("libtorch %s is absent at %s; get it with %s", ri.version, ri.prefix, ri.how)
	}
	in, err := FindInstall(ri.prefix)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func TestFindInstallReal(t *testing.T) {
	for _, ri := range realInstalls() {
		t.Run(ri.version, func(t *testing.T) {
			in := ri.find(t)
			if in.Version != ri.version {
				t.Errorf("Version = %q, want %q", in.Version, ri.version)
			}
			if in.Prefix != ri.prefix {
				t.Errorf("Prefix = %q, want %q", in.Prefix, ri.prefix)
			}
			wantInc := []string{
				filepath.Join(ri.prefix, "include"),
				filepath.Join(ri.prefix, "include", "torch", "csrc", "api", "include"),
			}
			if !reflect.DeepEqual(in.IncludeDirs, wantInc) {
				t.Errorf("IncludeDirs = %q, want %q", in.IncludeDirs, wantInc)
			}
			if in.LibDir == "" {
				t.Errorf("LibDir empty; want the directory holding libtorch.so under %s", ri.prefix)
			} else if !fileExists(filepath.Join(in.LibDir, "libtorch.so")) && !fileExists(filepath.Join(in.LibDir, "libtorch_cpu.so")) {
				t.Errorf("LibDir %s holds no libtorch.so", in.LibDir)
			}
			if want := filepath.Join(ri.prefix, "lib", "x86_64-linux-gnu"); fileExists(want) && in.LibDir != want {
				t.Errorf("LibDir = %q, want %q", in.LibDir, want)
			}
			t.Logf("%+v", *in)
		})
	}
}

func TestFindInstallMissing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nope")
	_, err := FindInstall(dir)
	if err == nil || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), "no such directory") {
		t.Errorf("FindInstall(%s) = %v, want a 'no such directory' error naming it", dir, err)
	}
	// A file is not a prefix either.
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := FindInstall(file); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("FindInstall(file) = %v, want 'not a directory'", err)
	}
}

func TestFindInstallEmpty(t *testing.T) {
	dir := t.TempDir()
	_, err := FindInstall(dir)
	if err == nil {
		t.Fatal("FindInstall(empty dir) succeeded")
	}
	msg := err.Error()
	for _, want := range []string{
		filepath.Join(dir, "include", "ATen", "core", "Tensor.h"),
		filepath.Join(dir, "ATen", "core", "Tensor.h"),
		filepath.Join(dir, "torch", "include", "ATen", "core", "Tensor.h"),
		"--libtorch",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error does not mention %s:\n%s", want, msg)
		}
	}
}

const fakeVersionHeader = `#pragma once
#define TORCH_VERSION_MAJOR 2
#define TORCH_VERSION_MINOR 5
#define TORCH_VERSION_PATCH 1
#define TORCH_VERSION "2.5.1"
`

// writeFiles creates each file (with parents) under root.
func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestFindInstallPipWheel builds a pip wheel's layout (site-packages/torch/
// {include,lib}) and points FindInstall at site-packages and at torch/.
func TestFindInstallPipWheel(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"torch/include/ATen/core/Tensor.h":                           "#pragma once\n",
		"torch/include/torch/csrc/api/include/torch/version.h":       fakeVersionHeader,
		"torch/include/torch/csrc/api/include/torch/torch.h":         "#pragma once\n",
		"torch/lib/libtorch.so":                                      "",
		"torch/lib/libtorch_cuda.so":                                 "",
		"torch/include/ATen/ops/.keep":                               "",
		"torch/include/torch/csrc/api/include/torch/nn/.placeholder": "",
	})
	torchDir := filepath.Join(site, "torch")
	for _, prefix := range []string{site, torchDir} {
		in, err := FindInstall(prefix)
		if err != nil {
			t.Errorf("FindInstall(%s): %v", prefix, err)
			continue
		}
		inc := filepath.Join(torchDir, "include")
		want := &Install{
			Prefix:      prefix,
			IncludeDirs: []string{inc, filepath.Join(inc, "torch", "csrc", "api", "include")},
			LibDir:      filepath.Join(torchDir, "lib"),
			Version:     "2.5.1",
			CUDA:        true,
		}
		if !reflect.DeepEqual(in, want) {
			t.Errorf("FindInstall(%s)\n got  %+v\n want %+v", prefix, *in, *want)
		}
	}
}

// TestFindInstallLayouts: an unpacked libtorch zip keeps include/ and lib/
// at the top; the include directory itself is accepted too.
func TestFindInstallLayouts(t *testing.T) {
	zip := t.TempDir()
	writeFiles(t, zip, map[string]string{
		"include/ATen/core/Tensor.h":                     "",
		"include/torch/csrc/api/include/torch/version.h": fakeVersionHeader,
		"lib/libtorch_cpu.so":                            "",
	})
	in, err := FindInstall(zip)
	if err != nil {
		t.Fatal(err)
	}
	if in.Version != "2.5.1" || in.LibDir != filepath.Join(zip, "lib") || in.CUDA ||
		!reflect.DeepEqual(in.IncludeDirs, []string{filepath.Join(zip, "include"), filepath.Join(zip, "include", "torch", "csrc", "api", "include")}) {
		t.Errorf("zip layout: %+v", *in)
	}

	// The include directory itself: found, without a library directory.
	in, err = FindInstall(filepath.Join(zip, "include"))
	if err != nil {
		t.Fatal(err)
	}
	if in.IncludeDirs[0] != filepath.Join(zip, "include") || in.LibDir != "" {
		t.Errorf("include dir as prefix: %+v", *in)
	}
}

// TestFindInstall214Layout: libtorch 2.14's torch/version.h only includes
// torch/headeronly/version.h, which holds the version; and it has no
// named tensors (ATen/core/Dimname.h), which the features record.
func TestFindInstall214Layout(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"include/ATen/core/Tensor.h":                     "",
		"include/torch/csrc/api/include/torch/version.h": "#if !defined(TORCH_STABLE_ONLY)\n#include <torch/headeronly/version.h>\n#else\n#error no\n#endif\n",
		"include/torch/headeronly/version.h":             "#pragma once\n#define TORCH_VERSION_MAJOR 2\n#define TORCH_VERSION_MINOR 14\n#define TORCH_VERSION_PATCH 1\n",
	})
	in, err := FindInstall(dir)
	if err != nil {
		t.Fatal(err)
	}
	if in.Version != "2.14.1" || in.Features.Dimname {
		t.Errorf("2.14 layout: version %q, Dimname %v; want 2.14.1, false", in.Version, in.Features.Dimname)
	}
	writeFiles(t, dir, map[string]string{"include/ATen/core/Dimname.h": ""})
	if in, err := FindInstall(dir); err != nil || !in.Features.Dimname {
		t.Errorf("with ATen/core/Dimname.h: %+v, %v", in, err)
	}
	// An include cycle or a missing include ends the walk with the error.
	writeFiles(t, dir, map[string]string{"include/torch/headeronly/version.h": "#include <torch/csrc/api/include/torch/version.h>\n#include <nowhere.h>\n"})
	if _, err := FindInstall(dir); err == nil || !strings.Contains(err.Error(), "not all defined") {
		t.Errorf("cyclic version headers: %v", err)
	}
}

func TestFindInstallVersionErrors(t *testing.T) {
	// Headers without a version header: the error lists where it looked.
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"include/ATen/core/Tensor.h": ""})
	_, err := FindInstall(dir)
	if err == nil {
		t.Fatal("FindInstall without version.h succeeded")
	}
	for _, want := range []string{"no version header",
		filepath.Join(dir, "include", "torch", "csrc", "api", "include", "torch", "version.h"),
		filepath.Join(dir, "include", "torch", "version.h")} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not mention %s:\n%v", want, err)
		}
	}

	// A version header missing a part is an error naming the file.
	writeFiles(t, dir, map[string]string{"include/torch/version.h": "#define TORCH_VERSION_MAJOR 2\n#define TORCH_VERSION_MINOR 6\n"})
	_, err = FindInstall(dir)
	if err == nil || !strings.Contains(err.Error(), "version.h") || !strings.Contains(err.Error(), "PATCH") {
		t.Errorf("incomplete version header: %v", err)
	}
}

// TestHeaderSourcesAgree: RegistrationDeclarations.h and the per-operator
// ATen/ops/*_ops.h headers give the same operators with the same schemas.
func TestHeaderSourcesAgree(t *testing.T) {
	for _, ri := range realInstalls() {
		t.Run(ri.version, func(t *testing.T) {
			in := ri.find(t)
			aten := filepath.Join(in.IncludeDirs[0], "ATen")
			reg, err := ReadRegistrationDeclarations(filepath.Join(aten, "RegistrationDeclarations.h"))
			if err != nil {
				t.Fatal(err)
			}
			ops, err := ReadOpsHeaders(filepath.Join(aten, "ops"))
			if err != nil {
				t.Fatal(err)
			}
			if len(reg.Operators) != ri.ops || len(ops.Operators) != ri.ops {
				t.Errorf("RegistrationDeclarations.h: %d operators, ATen/ops: %d; want %d", len(reg.Operators), len(ops.Operators), ri.ops)
			}
			byID := map[string]*model.Operator{}
			for _, op := range ops.Operators {
				byID[op.ID()] = op
			}
			diffs := 0
			for _, op := range reg.Operators {
				other := byID[op.ID()]
				delete(byID, op.ID())
				switch {
				case other == nil:
					t.Errorf("%s: only in RegistrationDeclarations.h", op.ID())
				case other.Schema != op.Schema:
					t.Errorf("%s: schemas differ:\n  %s\n  %s", op.ID(), op.Schema, other.Schema)
				case !reflect.DeepEqual(op, other):
					t.Errorf("%s: parsed operators differ", op.ID())
				default:
					continue
				}
				if diffs++; diffs > 20 {
					t.Fatal("too many differences")
				}
			}
			for id := range byID {
				t.Errorf("%s: only in ATen/ops", id)
			}
		})
	}
}

func TestReadInstallReal(t *testing.T) {
	for _, ri := range realInstalls() {
		t.Run(ri.version, func(t *testing.T) {
			ri.find(t)
			start := time.Now()
			lib, in, err := ReadInstall(ri.prefix)
			elapsed := time.Since(start)
			if err != nil {
				t.Fatal(err)
			}
			// Informational only: timing is measured by BenchmarkReadInstall.
			t.Logf("ReadInstall(%s): %d operators in %v", ri.prefix, len(lib.Operators), elapsed)
			if lib.Version != ri.version || in.Version != ri.version || lib.Source != ri.prefix {
				t.Errorf("Version %q/%q Source %q, want %q and %q", lib.Version, in.Version, lib.Source, ri.version, ri.prefix)
			}
			if len(lib.Operators) != ri.ops {
				t.Errorf("%d operators, want %d", len(lib.Operators), ri.ops)
			}
			functions, methods, neither := 0, 0, 0
			for i, op := range lib.Operators {
				if i > 0 && lib.Operators[i-1].ID() >= op.ID() {
					t.Errorf("operators not sorted by ID: %s before %s", lib.Operators[i-1].ID(), op.ID())
				}
				if lib.Lookup(op.ID()) != op {
					t.Errorf("Lookup(%s) does not find it", op.ID())
				}
				if op.Variants.Function {
					functions++
				}
				if op.Variants.Method {
					methods++
				}
				if !op.Variants.Function && !op.Variants.Method {
					neither++
				}
			}
			t.Logf("variants: %d function, %d method, %d neither", functions, methods, neither)
			if functions != ri.functions || methods != ri.methods {
				t.Errorf("%d function and %d method variants, want %d and %d (Declarations.yaml's method_of)", functions, methods, ri.functions, ri.methods)
			}
			// Spot checks, the same in both versions.
			for id, want := range map[string]model.Variants{
				"add.Tensor":      {Function: true, Method: true},
				"add_.Tensor":     {Method: true},
				"add.out":         {Function: true},
				"__iand__.Tensor": {Method: true},
				"__and__.Tensor":  {Function: true, Method: true},
				"_softmax":        {Function: true},
				"view":            {Method: true},
			} {
				op := lib.Lookup(id)
				if op == nil {
					t.Errorf("%s missing", id)
				} else if op.Variants != want {
					t.Errorf("%s: variants %+v, want %+v", id, op.Variants, want)
				}
			}
		})
	}
}

func TestReadInstallErrors(t *testing.T) {
	// Headers but no operator list at all.
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"include/ATen/core/Tensor.h": "",
		"include/torch/version.h":    fakeVersionHeader,
	})
	if _, _, err := ReadInstall(dir); err == nil || !strings.Contains(err.Error(), "_ops.h") ||
		!strings.Contains(err.Error(), filepath.Join(dir, "include", "ATen", "RegistrationDeclarations.h")) {
		t.Errorf("ReadInstall without operator headers: %v, want both places it looked", err)
	}

	// A bad schema names the file and line, and carries the SyntaxError.
	writeFiles(t, dir, map[string]string{
		"include/ATen/RegistrationDeclarations.h": "// header\n" +
			`Tensor add(const Tensor & self); // {"schema": "aten::add(Tensor self) -> Tensor", "dispatch": "True"}` + "\n" +
			`Tensor bad(const Tensor & self); // {"schema": "aten::bad(Tensor self -> Tensor", "dispatch": "True"}` + "\n",
	})
	_, _, err := ReadInstall(dir)
	var se *SyntaxError
	if err == nil || !strings.Contains(err.Error(), "RegistrationDeclarations.h:3:") || !errors.As(err, &se) {
		t.Errorf("ReadInstall with a bad schema: %v", err)
	}
}

// BenchmarkReadInstall reads Debian's libtorch 1.13.1 at /usr:
//
//	go test -run '^$' -bench ReadInstall ./parser
func BenchmarkReadInstall(b *testing.B) {
	ri := realInstalls()[0]
	ri.find(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := ReadInstall(ri.prefix); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseSchema parses every schema of /usr's install once per op.
func BenchmarkParseSchema(b *testing.B) {
	in := realInstalls()[0].find(b)
	schemas := registrationSchemas(b, in.IncludeDirs[0])
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range schemas {
			if _, err := ParseSchema(s); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(schemas)), "ns/schema")
}
