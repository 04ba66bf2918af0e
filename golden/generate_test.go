package golden

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
	"github.com/gotorchgen/gotorchgen/templates"
)

// generatorVersion is fixed in golden output so that a version bump alone
// does not rewrite every expected file.
const generatorVersion = "golden"

// placeholderTarget keeps machine paths out of golden output: the cgo flags
// name /LIBTORCH instead of wherever the install sits on this machine.
func placeholderTarget(version, flavour string, opHeaders map[string]string, listRef map[string]bool, features parser.Features) emit.Target {
	return emit.Target{
		NoDimname:           !features.Dimname,
		FromIntArrayRefSlow: features.FromIntArrayRefSlow,
		C10dBackends:        features.C10dBackends,
		NCCL:                features.NCCL,
		Version:             version,
		Flavour:             flavour,
		IncludeDirs:         []string{"/LIBTORCH/include", "/LIBTORCH/include/torch/csrc/api/include"},
		LibDir:              "/LIBTORCH/lib",
		OpHeaders:           opHeaders,
		ListRefHeaders:      listRef,
	}
}

var goldenConfig = emit.Config{
	Package: "torch", ImportPath: "example.com/golden/torch", Shards: 2, GeneratorVersion: generatorVersion,
	Specs: mustSpecs(),
}

func mustSpecs() *model.Specs {
	s, err := parser.DefaultSpecs()
	if err != nil {
		panic(err)
	}
	return s
}

// generateTwice generates and checks that a second run is byte-identical.
func generateTwice(t *testing.T, lib *model.Library, target emit.Target, specs *model.Specs, custom ...*model.Operator) *emit.Output {
	t.Helper()
	return generateTwiceABI(t, "", lib, target, specs, custom...)
}

// generateTwiceABI is generateTwice in the ABI mode abi (emit.Config.ABI).
func generateTwiceABI(t *testing.T, abi string, lib *model.Library, target emit.Target, specs *model.Specs, custom ...*model.Operator) *emit.Output {
	t.Helper()
	config := goldenConfig
	config.Specs, config.CustomOps, config.ABI = specs, custom, abi
	// "stable+boxed": the hybrid (--abi stable --stable-fallback boxed).
	if mode, fallback, ok := strings.Cut(abi, "+"); ok {
		config.ABI, config.StableFallback = mode, fallback
	}
	first, err := emit.Generate(lib, target, config)
	if err != nil {
		t.Fatal(err)
	}
	second, err := emit.Generate(lib, target, config)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range first.Files {
		if !bytes.Equal(data, second.Files[name]) {
			t.Errorf("%s differs between two runs on the same input", name)
		}
	}
	return first
}

// withoutRuntime drops the files copied from templates: they are the same
// in every case (the sub-packages' but for their import of the parent,
// which emit's TestNNFiles checks) and are tested in generated/.
func withoutRuntime(files map[string][]byte) map[string][]byte {
	out := map[string][]byte{}
	copied := map[string]bool{}
	for name := range templates.RuntimeFiles() {
		copied[emit.RuntimePath(name)] = true
	}
	for _, pkg := range templates.SubPackages {
		for name := range templates.SubPackageFiles(pkg) {
			copied[emit.SubPackagePath(pkg, name)] = true
		}
	}
	for name := range templates.StableFiles() {
		copied[emit.RuntimePath(name)] = true
	}
	for name := range templates.StableBoxedFiles() {
		copied[name] = true
	}
	for name, data := range files {
		if !copied[name] {
			out[name] = data
		}
	}
	return out
}

// TestFixtures is the sqlc-style end-to-end test: every folder under
// testdata/fixtures holds an input (a minimal libtorch include tree whose
// RegistrationDeclarations.h lists hand-written schemas) and the exact
// expected output. -update rewrites expected/.
func TestFixtures(t *testing.T) {
	cases, err := filepath.Glob("testdata/fixtures/*")
	if err != nil || len(cases) == 0 {
		t.Fatal("no fixtures under testdata/fixtures")
	}
	for _, dir := range cases {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			lib, inst, err := parser.ReadInstall(filepath.Join(dir, "input"))
			if err != nil {
				t.Fatal(err)
			}
			// A fixture's own class specs (specs/), else none: fixtures are
			// compared, not compiled, so the runtime's need of the
			// project's specs does not apply.
			specs := &model.Specs{}
			if _, err := os.Stat(filepath.Join(dir, "specs")); err == nil {
				if specs, err = parser.ReadSpecs(os.DirFS(filepath.Join(dir, "specs"))); err != nil {
					t.Fatal(err)
				}
			}
			// And its custom operators (custom-ops.txt), if any.
			var custom []*model.Operator
			if data, err := os.ReadFile(filepath.Join(dir, "custom-ops.txt")); err == nil {
				if custom, err = parser.ParseCustomOps(data, "custom-ops.txt"); err != nil {
					t.Fatal(err)
				}
			}
			// And its ABI mode (a file abi: "stable"), else the typed mode.
			abi := ""
			if data, err := os.ReadFile(filepath.Join(dir, "abi")); err == nil {
				abi = strings.TrimSpace(string(data))
			}
			out := generateTwiceABI(t, abi, lib, placeholderTarget(inst.Version, "cpu", nil, nil, inst.Features), specs, custom...)
			compareTree(t, filepath.Join(dir, "expected"), withoutRuntime(out.Files))
		})
	}
}

// compareTree diffs files against the directory want, or rewrites it.
func compareTree(t *testing.T, want string, files map[string][]byte) {
	t.Helper()
	if *update {
		if err := os.RemoveAll(want); err != nil {
			t.Fatal(err)
		}
		for name, data := range files {
			p := filepath.Join(want, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	seen := map[string]bool{}
	err := filepath.WalkDir(want, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(want, p)
		name := filepath.ToSlash(rel)
		seen[name] = true
		expected, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		got, ok := files[name]
		switch {
		case !ok:
			t.Errorf("%s: expected but not generated", name)
		case !bytes.Equal(got, expected):
			t.Errorf("%s differs from the expected output:\n%s", name, lineDiff(string(expected), string(got)))
		}
		return nil
	})
	if err != nil {
		t.Fatalf("reading %s: %v (run with -update to create it)", want, err)
	}
	for name := range files {
		if !seen[name] {
			t.Errorf("%s: generated but not expected", name)
		}
	}
}

// lineDiff shows the first lines that differ, enough to review a failure.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var sb strings.Builder
	shown := 0
	for i := 0; i < max(len(w), len(g)) && shown < 10; i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			fmt.Fprintf(&sb, "  line %d:\n    - %s\n    + %s\n", i+1, a, b)
			shown++
		}
	}
	return sb.String()
}

// buildCase is a real libtorch build whose API manifest and output hashes
// are committed under testdata/builds/<name>.
type buildCase struct {
	name, prefix, flavour, how string
	abi                        string // emit.Config.ABI ("" for the typed mode), "stable+boxed" for the hybrid
}

func buildCases() []buildCase {
	trixie := filepath.Join(cacheDir(), "debian-trixie")
	sid := filepath.Join(cacheDir(), "debian-sid")
	return []buildCase{
		{"libtorch-1.13.1-cpu", "/usr", "cpu", "make deps", ""},
		{"libtorch-2.6.0-cpu", filepath.Join(trixie, "root-libtorch-dev-2.6.0+dfsg-7", "usr"), "cpu", "make libtorch-2.6", ""},
		{"libtorch-2.6.0-cuda", filepath.Join(trixie, "root-libtorch-cuda-dev-2.6.0+dfsg-7", "usr"), "cuda", "make libtorch-2.6-cuda", ""},
		{"libtorch-2.14.1-cpu", filepath.Join(sid, "root-libtorch-dev-2.14.1+dfsg-1", "usr"), "cpu", "make libtorch-2.14", ""},
		// The stable-ABI mode (docs/STABLE-ABI.md): its REPORT.md lists
		// every operator it leaves to the typed mode.
		{"libtorch-2.14.1-stable", filepath.Join(sid, "root-libtorch-dev-2.14.1+dfsg-1", "usr"), "cpu", "make libtorch-2.14", emit.ABIStable},
		// The hybrid (--stable-fallback boxed): its REPORT.md lists the
		// operators the boxed fallback calls and the few still left out.
		{"libtorch-2.14.1-hybrid", filepath.Join(sid, "root-libtorch-dev-2.14.1+dfsg-1", "usr"), "cpu", "make libtorch-2.14", emit.ABIStable + "+" + emit.FallbackBoxed},
	}
}

// TestBuilds regenerates each real build and compares its Go API manifest
// (every function's signature and defaults, every skip) and the SHA-256 of
// every generated file with the committed ones.
func TestBuilds(t *testing.T) {
	for _, c := range buildCases() {
		t.Run(c.name, func(t *testing.T) {
			skipUnlessInstalled(t, c.name, c.prefix, c.how)
			lib, inst, err := parser.ReadInstall(c.prefix)
			if err != nil {
				t.Fatal(err)
			}
			api, err := emit.Describe(lib)
			if err != nil {
				t.Fatal(err)
			}
			if len(api.Skipped) != 0 {
				t.Errorf("%d operators skipped, want every operator bound: %+v", len(api.Skipped), api.Skipped)
			}
			headers, listRef, err := inst.OperatorHeaders()
			if err != nil {
				t.Fatal(err)
			}
			// The feature probe, as gotorchgen generate does it: class specs
			// whose requires the install lacks are left out (REPORT.md).
			specs, _ := goldenConfig.Specs.Without(inst.HasHeader)
			out := generateTwiceABI(t, c.abi, lib, placeholderTarget(inst.Version, c.flavour, headers, listRef, inst.Features), specs)
			dir := filepath.Join("testdata", "builds", c.name)
			want := map[string][]byte{
				"api.txt":    api.Manifest(),
				"hashes.txt": hashes(withoutRuntime(out.Files)),
			}
			if strings.HasPrefix(c.abi, emit.ABIStable) {
				want["REPORT.md"] = out.Files["REPORT.md"]
			}
			compareTree(t, dir, want)
		})
	}
}

func hashes(files map[string][]byte) []byte {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var sb strings.Builder
	for _, n := range names {
		fmt.Fprintf(&sb, "%x  %s\n", sha256.Sum256(files[n]), n)
	}
	return []byte(sb.String())
}
