package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/internal/testkit"
)

// These tests run the built gotorchgen binary the way a user does and check
// what the user sees: the exit code and the message on stderr. Each bad
// invocation must give a clear message and a non-zero exit, never a panic,
// and must not harm an existing output directory.

var binary string // the gotorchgen built by TestMain

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "gotorchgen-cli-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Chmod(dir, 0o755) // runnable by the unprivileged user of TestUnwritableOutput
	binary = filepath.Join(dir, "gotorchgen")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	stdout, stderr string
	code           int
}

// gotorchgen runs the binary with args. wrap, when not nil, is a command
// that runs it: sh -c with a ulimit, or setpriv as another user.
func gotorchgen(t *testing.T, wrap []string, args ...string) result {
	t.Helper()
	return gotorchgenIn(t, "", wrap, args...)
}

// gotorchgenIn is gotorchgen run in the directory dir ("": this one).
func gotorchgenIn(t *testing.T, dir string, wrap []string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	argv := append(append(append([]string{}, wrap...), binary), args...)
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := result{stdout: stdout.String(), stderr: stderr.String()}
	if ctx.Err() != nil {
		t.Fatalf("gotorchgen %s: no exit after 2 minutes", strings.Join(args, " "))
	}
	if ee, ok := err.(*exec.ExitError); ok {
		r.code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("gotorchgen %s: %v", strings.Join(args, " "), err)
	}
	if strings.Contains(r.stderr, "goroutine ") || strings.Contains(r.stderr, "panic:") {
		t.Fatalf("gotorchgen %s crashed:\n%s", strings.Join(args, " "), r.stderr)
	}
	return r
}

// wantFailure checks a failed run: exit code and every wanted piece of the
// message on stderr.
func wantFailure(t *testing.T, r result, code int, want ...string) {
	t.Helper()
	if r.code != code {
		t.Errorf("exit code %d, want %d; stderr:\n%s", r.code, code, r.stderr)
	}
	if !strings.HasPrefix(r.stderr, "gotorchgen: ") {
		t.Errorf("stderr does not start with \"gotorchgen: \":\n%s", r.stderr)
	}
	for _, w := range want {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("stderr does not say %q:\n%s", w, r.stderr)
		}
	}
}

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

const versionHeader = `#define TORCH_VERSION_MAJOR 1
#define TORCH_VERSION_MINOR 13
#define TORCH_VERSION_PATCH 1
`

// fakeLibtorch makes the smallest install gotorchgen accepts, with one
// operator (relu) in its headers; generate needs no real libtorch until
// the package is compiled.
func fakeLibtorch(t *testing.T) string {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"include/ATen/core/Tensor.h":     "#pragma once\n",
		"include/torch/version.h":        versionHeader,
		"include/ATen/core/TensorBody.h": "inline at::Tensor Tensor::relu() const { return at::_ops::relu::call(const_cast<Tensor&>(*this)); }\n",
		"include/ATen/ops/relu.h":        "inline at::Tensor relu(const at::Tensor & self) { return at::_ops::relu::call(self); }\n",
		"include/ATen/ops/relu_ops.h": "struct TORCH_API relu {\n" +
			"  static constexpr const char* schema_str = \"relu(Tensor self) -> Tensor\";\n};\n",
	})
	return dir
}

// ulimit8 runs gotorchgen with a file size limit of 8 blocks (4 or 8 kB).
var ulimit8 = []string{"sh", "-c", `ulimit -f 8; exec "$0" "$@"`}

const importPath = "--import-path=example.com/m/torch"

func TestUsageErrors(t *testing.T) {
	out := filepath.Join(t.TempDir(), "torch")
	tests := []struct {
		args []string
		want string
	}{
		{nil, "no command given"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"generate", "--libtorch", "/usr"}, "generate needs --out DIR"},
		{[]string{"generate", "--out", out}, "generate needs --libtorch DIR"},
		{[]string{"generate", "--declarations", "x.yaml", "--out", out}, "generate needs --libtorch DIR"},
		{[]string{"report"}, "need --libtorch DIR or --declarations FILE"},
		{[]string{"names"}, "need --libtorch DIR or --declarations FILE"},
		{[]string{"report", "--no-such-flag"}, "report: unknown flag: --no-such-flag"},
		{[]string{"generate", "--shards", "many"}, `generate: invalid argument "many" for "--shards"`},
	}
	for _, tt := range tests {
		r := gotorchgen(t, nil, tt.args...)
		wantFailure(t, r, 2, tt.want)
		if !strings.Contains(r.stderr, "usage:") {
			t.Errorf("%v: no usage text:\n%s", tt.args, r.stderr)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a usage error created %s", out)
	}
}

// TestWrongLibtorch: a --libtorch that is not an install names every file
// it looked for.
func TestWrongLibtorch(t *testing.T) {
	root := t.TempDir()
	file := filepath.Join(root, "file")
	writeFiles(t, root, map[string]string{
		"file":                                 "",
		"empty/.keep":                          "",
		"noversion/include/ATen/core/Tensor.h": "",
		"noops/include/ATen/core/Tensor.h":     "",
		"noops/include/torch/version.h":        versionHeader,
	})
	j := func(p ...string) string { return filepath.Join(append([]string{root}, p...)...) }
	tests := []struct {
		name, prefix string
		want         []string
	}{
		{"missing", j("nope"), []string{"libtorch " + j("nope") + ": no such directory"}},
		{"a file", file, []string{"libtorch " + file + ": not a directory"}},
		{"no headers", j("empty"), []string{"no ATen headers found; looked for:",
			j("empty", "include", "ATen", "core", "Tensor.h"),
			j("empty", "ATen", "core", "Tensor.h"),
			j("empty", "torch", "include", "ATen", "core", "Tensor.h")}},
		{"no version", j("noversion"), []string{"no version header; looked for:",
			j("noversion", "include", "torch", "csrc", "api", "include", "torch", "version.h"),
			j("noversion", "include", "torch", "version.h")}},
		{"no operators", j("noops"), []string{"no operator schemas; looked for:",
			j("noops", "include", "ATen", "RegistrationDeclarations.h"),
			j("noops", "include", "ATen", "ops", "*_ops.h")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "torch")
			wantFailure(t, gotorchgen(t, nil, "report", "--libtorch", tt.prefix), 1, tt.want...)
			wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", tt.prefix, "--out", out, importPath), 1, tt.want...)
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("a failed generate created %s", out)
			}
		})
	}
}

// TestBadDeclarations: a --declarations file that is missing, truncated,
// not YAML or not a list of operators gives file:line: problem.
func TestBadDeclarations(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "unknown_type.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		writeFiles(t, dir, map[string]string{name: text})
		return filepath.Join(dir, name)
	}
	// Cut inside the second entry's argument list, and inside a quoted
	// string (a download that stopped early).
	cut := write("cut.yaml", string(good[:1000]))
	quoted := write("quoted.yaml", "- name: relu\n  operator_name: relu\n  schema_string: 'aten::relu(Tensor se")
	tests := []struct {
		name, file string
		want       []string
	}{
		{"missing", filepath.Join(dir, "nope.yaml"), []string{filepath.Join(dir, "nope.yaml"), "no such file or directory"}},
		{"truncated in an entry", cut, []string{cut + `:33: aten::_test_unknown_type: argument 1: missing field "name"`}},
		{"truncated in a string", quoted, []string{quoted + ":3: not valid YAML: found unexpected end of stream"}},
		{"empty", write("empty.yaml", ""), []string{"empty.yaml:1: empty file: expected a list of operators"}},
		{"C++ header", write("header.yaml", "#pragma once\nnamespace at {\nstruct Tensor { int x: 3; };\n}\n"),
			[]string{"header.yaml:3: not valid YAML: mapping values are not allowed in this context"}},
		{"flow garbage", write("garbage.yaml", "- {relu: [1, 2}\n"), []string{"garbage.yaml:1: not valid YAML: did not find expected ',' or ']'"}},
		{"binary", write("binary.yaml", "\x00\x01\x02\xff\xfe"), []string{"binary.yaml:1: not valid YAML:"}},
		{"a whole file as one scalar", write("prose.yaml", strings.Repeat("this is not a list of operators ", 20)),
			[]string{`prose.yaml:1: expected a list of operators, found the scalar "this is not a list of operators this is …"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantFailure(t, gotorchgen(t, nil, "report", "--declarations", tt.file), 1, tt.want...)
			wantFailure(t, gotorchgen(t, nil, "names", "--declarations", tt.file), 1, tt.want...)
			out := filepath.Join(t.TempDir(), "torch")
			wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", fakeLibtorch(t), "--declarations", tt.file, "--out", out, importPath), 1, tt.want...)
		})
	}
}

// TestUnknownTypeSkipped: an operator with a C++ type gotorchgen does not
// know is skipped and reported, and the rest is generated.
func TestUnknownTypeSkipped(t *testing.T) {
	decl := filepath.Join("testdata", "unknown_type.yaml")
	out := filepath.Join(t.TempDir(), "torch")
	r := gotorchgen(t, nil, "generate", "--libtorch", fakeLibtorch(t), "--declarations", decl, "--out", out, importPath)
	if r.code != 0 {
		t.Fatalf("exit %d:\n%s", r.code, r.stderr)
	}
	if want := "bound 1 of 2 operators (1 skipped, see REPORT.md)"; !strings.Contains(r.stderr, want) {
		t.Errorf("stderr does not say %q:\n%s", want, r.stderr)
	}
	report, err := os.ReadFile(filepath.Join(out, "REPORT.md"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "| `_test_unknown_type` | argument foo: unknown type \"c10::intrusive_ptr<Foo>\" |"; !strings.Contains(string(report), want) {
		t.Errorf("REPORT.md does not list the skipped operator (%s):\n%s", want, report)
	}
	if !strings.Contains(string(report), "2 operators, 1 bound, 1 skipped") {
		t.Errorf("REPORT.md counts:\n%s", report)
	}
	if !treeContains(t, out, "func Relu(") {
		t.Error("relu was not bound")
	}
	if treeContains(t, out, "UnknownType(") {
		t.Error("the operator with the unknown type has a wrapper")
	}

	r = gotorchgen(t, nil, "report", "--declarations", decl)
	if r.code != 0 || !strings.Contains(r.stdout, `_test_unknown_type`) || !strings.Contains(r.stdout, `unknown type "c10::intrusive_ptr<Foo>"`) {
		t.Errorf("report: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// treeContains reports whether a Go file under dir contains s.
func treeContains(t *testing.T, dir, s string) bool {
	t.Helper()
	found := false
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
			return err
		}
		data, err := os.ReadFile(p)
		found = found || strings.Contains(string(data), s)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// noStaging checks that no staging directory is left beside out.
func noStaging(t *testing.T, out string) {
	t.Helper()
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(out), "."+filepath.Base(out)+".*"))
	if len(left) > 0 {
		t.Errorf("staging directories left behind: %v", left)
	}
}

// TestForeignFiles: an output directory holding files gotorchgen did not
// write is refused, and nothing in it is touched; --force keeps such files
// of a previous output in the new package, and never removes them.
func TestForeignFiles(t *testing.T) {
	lt := fakeLibtorch(t)
	gen := func(out string, extra ...string) result {
		return gotorchgen(t, nil, append([]string{"generate", "--libtorch", lt, "--out", out, importPath}, extra...)...)
	}

	t.Run("a directory gotorchgen never wrote", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "mine")
		writeFiles(t, out, map[string]string{"main.go": "package main\n", "notes/todo.txt": "x"})
		before := testkit.Snapshot(t, out)
		for _, force := range [][]string{nil, {"--force"}} {
			wantFailure(t, gen(out, force...), 1, "output directory "+out+": it holds files and no .gotorchgen manifest, so gotorchgen did not write it; --force never removes files gotorchgen did not write: choose a new or empty directory")
			testkit.SameSnapshot(t, "refused directory", before, testkit.Snapshot(t, out))
			noStaging(t, out)
		}
	})

	t.Run("a foreign file among generated ones", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "torch")
		if r := gen(out); r.code != 0 {
			t.Fatalf("first generate: exit %d\n%s", r.code, r.stderr)
		}
		if st, err := os.Stat(out); err != nil || st.Mode().Perm() != 0o755&^umask(t) {
			t.Errorf("output directory mode %v, want %v", st.Mode().Perm(), os.FileMode(0o755&^umask(t)))
		}
		// Regenerating over its own output is fine.
		if r := gen(out); r.code != 0 {
			t.Fatalf("regenerate: exit %d\n%s", r.code, r.stderr)
		}
		writeFiles(t, out, map[string]string{"extra.go": "package torch\n", "internal/notes.txt": "x"})
		before := testkit.Snapshot(t, out)
		wantFailure(t, gen(out), 1, "holds files gotorchgen did not write", "extra.go", filepath.Join("internal", "notes.txt"), "--force")
		testkit.SameSnapshot(t, "refused directory", before, testkit.Snapshot(t, out))

		// --force writes a fresh package and keeps the foreign files.
		r := gen(out, "--force")
		if r.code != 0 {
			t.Fatalf("--force: exit %d\n%s", r.code, r.stderr)
		}
		if want := "gotorchgen: output directory " + out + ": kept 2 files gotorchgen did not write (--force): extra.go, internal/notes.txt"; !strings.Contains(r.stderr, want) {
			t.Errorf("stderr does not say %q:\n%s", want, r.stderr)
		}
		for name, want := range map[string]string{"extra.go": "package torch\n", "internal/notes.txt": "x"} {
			if data, err := os.ReadFile(filepath.Join(out, name)); string(data) != want {
				t.Errorf("--force did not keep %s: %q, %v", name, data, err)
			}
		}
		if _, err := os.Stat(filepath.Join(out, ".gotorchgen")); err != nil {
			t.Errorf("no manifest after --force: %v", err)
		}
		noStaging(t, out)
	})
}

func umask(t *testing.T) os.FileMode {
	dir := t.TempDir()
	p := filepath.Join(dir, "probe")
	if err := os.Mkdir(p, 0o777); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return 0o777 &^ st.Mode().Perm()
}

// TestUnwritableOutput: an output directory that cannot be written gives a
// message naming it, and an exit code of 1.
func TestUnwritableOutput(t *testing.T) {
	lt := fakeLibtorch(t)
	t.Run("under a regular file", func(t *testing.T) {
		// Not even root can make a directory inside a file.
		file := filepath.Join(t.TempDir(), "file")
		writeFiles(t, filepath.Dir(file), map[string]string{"file": "keep"})
		for _, out := range []string{filepath.Join(file, "torch"), filepath.Join(file, "a", "torch")} {
			wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", lt, "--out", out, importPath), 1,
				"output directory "+out+":", "not a directory")
		}
		if data, _ := os.ReadFile(file); string(data) != "keep" {
			t.Errorf("the file became %q", data)
		}
	})
	t.Run("read-only parent", func(t *testing.T) {
		// Root ignores permissions: run gotorchgen as nobody then, with
		// everything it reads readable by all.
		var wrap []string
		if os.Geteuid() == 0 {
			setpriv, err := exec.LookPath("setpriv")
			if err != nil {
				t.Skip("running as root without setpriv: permissions do not apply to root; the 'under a regular file' case covers an unwritable output")
			}
			wrap = []string{setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"}
		}
		base, err := os.MkdirTemp("", "gotorchgen-ro-")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(filepath.Join(base, "ro"), 0o755); os.RemoveAll(base) })
		if err := os.Chmod(base, 0o755); err != nil {
			t.Fatal(err)
		}
		lt := filepath.Join(base, "libtorch")
		if err := os.CopyFS(lt, os.DirFS(fakeLibtorch(t))); err != nil {
			t.Fatal(err)
		}
		filepath.WalkDir(lt, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				err = os.Chmod(p, 0o755)
			} else if err == nil {
				err = os.Chmod(p, 0o644)
			}
			return err
		})
		parent := filepath.Join(base, "ro")
		if err := os.Mkdir(parent, 0o555); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(parent, 0o555); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(parent, "torch")
		wantFailure(t, gotorchgen(t, wrap, "generate", "--libtorch", lt, "--out", out, importPath), 1,
			"output directory "+out+": "+parent+" is not writable", "permission denied")
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("%s was created", out)
		}
	})
}

// TestFailedRunKeepsPrevious: a run that fails while writing leaves the
// previous package exactly as it was, and no staging directory behind.
func TestFailedRunKeepsPrevious(t *testing.T) {
	lt := fakeLibtorch(t)
	out := filepath.Join(t.TempDir(), "torch")
	decl := filepath.Join("testdata", "unknown_type.yaml")
	if r := gotorchgen(t, nil, "generate", "--libtorch", lt, "--out", out, importPath); r.code != 0 {
		t.Fatalf("first generate: exit %d\n%s", r.code, r.stderr)
	}
	before := testkit.Snapshot(t, out)

	// A file size limit of a few kilobytes: the small files are written,
	// then a larger one fails with EFBIG, half-way through the package.
	r := gotorchgen(t, ulimit8, "generate", "--libtorch", lt, "--declarations", decl, "--out", out, importPath)
	wantFailure(t, r, 1, "output directory "+out+": write ", "file too large")
	testkit.SameSnapshot(t, "after a failed write", before, testkit.Snapshot(t, out))
	noStaging(t, out)

	// A run that fails before writing (bad input) does not touch it either.
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	writeFiles(t, filepath.Dir(bad), map[string]string{"bad.yaml": "- [\n"})
	wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", lt, "--declarations", bad, "--out", out, importPath), 1, "bad.yaml:")
	testkit.SameSnapshot(t, "after bad input", before, testkit.Snapshot(t, out))

	// And the same run without the limit succeeds and replaces it.
	if r := gotorchgen(t, nil, "generate", "--libtorch", lt, "--declarations", decl, "--out", out, importPath); r.code != 0 {
		t.Fatalf("generate: exit %d\n%s", r.code, r.stderr)
	}
	if report, _ := os.ReadFile(filepath.Join(out, "REPORT.md")); !strings.Contains(string(report), "_test_unknown_type") {
		t.Errorf("the package was not replaced:\n%s", report)
	}
	noStaging(t, out)
}
