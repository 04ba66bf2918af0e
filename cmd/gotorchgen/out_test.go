package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/internal/testkit"
)

// These tests run generate against output directories it must never
// replace, against what an interrupted run left, and through a symbolic
// link. outdir's own tests cover each rule; these check what a user sees.

// TestOutRefused: --out naming an input, the current directory's ancestors,
// the home directory or a module root is refused with --force too, and
// nothing under it changes.
func TestOutRefused(t *testing.T) {
	tests := []struct {
		name string
		// setup builds the case under root; it returns the directory to
		// run in, --out and the extra flags.
		setup func(t *testing.T, root, lt string) (dir, out string, flags []string)
		want  func(root, lt string) string
	}{
		{"dot-dot from inside a repository", func(t *testing.T, root, lt string) (string, string, []string) {
			writeFiles(t, root, map[string]string{"repo/.git/HEAD": "ref: refs/heads/main\n", "repo/go.mod": "module example.com/m\n", "repo/sub/x.go": "package sub\n"})
			return filepath.Join(root, "repo", "sub"), "..", nil
		}, func(root, lt string) string {
			return "output directory " + filepath.Join(root, "repo") + ": it holds the current directory " + filepath.Join(root, "repo", "sub") + "; choose another --out"
		}},
		{"the libtorch prefix", func(t *testing.T, root, lt string) (string, string, []string) {
			return "", lt, nil
		}, func(root, lt string) string {
			return "output directory " + lt + ": it is " + lt + ", an input of this run; choose another --out"
		}},
		{"the folder of Declarations.yaml", func(t *testing.T, root, lt string) (string, string, []string) {
			decl, err := os.ReadFile(filepath.Join("testdata", "unknown_type.yaml"))
			if err != nil {
				t.Fatal(err)
			}
			writeFiles(t, root, map[string]string{"in/Declarations.yaml": string(decl)})
			return "", filepath.Join(root, "in"), []string{"--declarations", filepath.Join(root, "in", "Declarations.yaml")}
		}, func(root, lt string) string {
			return "output directory " + filepath.Join(root, "in") + ": it holds " + filepath.Join(root, "in", "Declarations.yaml") + ", an input of this run"
		}},
		{"the home directory", func(t *testing.T, root, lt string) (string, string, []string) {
			home := filepath.Join(root, "home")
			writeFiles(t, home, map[string]string{".profile": "x"})
			t.Setenv("HOME", home)
			return "", home, nil
		}, func(root, lt string) string {
			return "output directory " + filepath.Join(root, "home") + ": it is the home directory"
		}},
		{"a module root", func(t *testing.T, root, lt string) (string, string, []string) {
			writeFiles(t, root, map[string]string{"mod/go.mod": "module example.com/m\n", "mod/main.go": "package main\n"})
			return "", filepath.Join(root, "mod"), []string{"--package", "torch"}
		}, func(root, lt string) string {
			return "output directory " + filepath.Join(root, "mod") + ": it is the root of a Go module (go.mod) that gotorchgen did not write (no .gotorchgen manifest); --force never removes files gotorchgen did not write"
		}},
	}
	for _, tt := range tests {
		for _, force := range [][]string{nil, {"--force"}} {
			t.Run(tt.name+strings.Join(force, ""), func(t *testing.T) {
				root := t.TempDir()
				lt := filepath.Join(root, "libtorch")
				if err := os.CopyFS(lt, os.DirFS(fakeLibtorch(t))); err != nil {
					t.Fatal(err)
				}
				dir, out, flags := tt.setup(t, root, lt)
				before := testkit.Snapshot(t, root)
				args := append([]string{"generate", "--libtorch", lt, "--out", out, importPath}, flags...)
				wantFailure(t, gotorchgenIn(t, dir, nil, append(args, force...)...), 1, tt.want(root, lt))
				testkit.SameSnapshot(t, "after a refused generate", before, testkit.Snapshot(t, root))
			})
		}
	}
}

// TestOutInterrupted: a run killed between the two renames of the swap
// left the output directory missing and the previous package in
// .torch.gotorchgen-*/old; the next generate puts it back, then replaces
// it, says so, and leaves no staging directory.
func TestOutInterrupted(t *testing.T) {
	lt := fakeLibtorch(t)
	root := t.TempDir()
	out := filepath.Join(root, "torch")
	gen := func(extra ...string) result {
		return gotorchgen(t, nil, append([]string{"generate", "--libtorch", lt, "--out", out, importPath}, extra...)...)
	}
	if r := gen(); r.code != 0 {
		t.Fatalf("first generate: exit %d\n%s", r.code, r.stderr)
	}
	// What the kill leaves, with a file of the user's kept by --force.
	writeFiles(t, out, map[string]string{"mine.go": "package torch\n"})
	stage := filepath.Join(root, ".torch.gotorchgen-42")
	if err := os.Mkdir(stage, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(out, filepath.Join(stage, "old")); err != nil {
		t.Fatal(err)
	}

	// Without --force the restored package's foreign file is refused: the
	// previous package is back as it was.
	r := gen()
	wantFailure(t, r, 1, "holds files gotorchgen did not write (mine.go)")
	for _, want := range []string{
		"gotorchgen: output directory " + out + ": put back the previous package an interrupted run had moved aside to " + filepath.Join(stage, "old"),
		"gotorchgen: output directory " + out + ": removed " + stage + ", left by an interrupted run",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr does not say %q:\n%s", want, r.stderr)
		}
	}
	if data, err := os.ReadFile(filepath.Join(out, "mine.go")); string(data) != "package torch\n" {
		t.Errorf("mine.go after recovery: %q, %v", data, err)
	}
	if !treeContains(t, out, "func Relu(") {
		t.Error("the previous package was not put back")
	}
	noStaging(t, out)

	if r := gen("--force"); r.code != 0 {
		t.Fatalf("generate --force: exit %d\n%s", r.code, r.stderr)
	}
	noStaging(t, out)
}

// TestOutSymlink: --out naming a link to a directory replaces that
// directory and keeps the link; a link to nothing or to a file is an
// error.
func TestOutSymlink(t *testing.T) {
	lt := fakeLibtorch(t)
	root := t.TempDir()
	gen := func(out string) result {
		return gotorchgen(t, nil, "generate", "--libtorch", lt, "--out", out, "--package", "torch", importPath)
	}
	real := filepath.Join(root, "pkgs", "torch-1.13")
	if r := gen(real); r.code != 0 {
		t.Fatalf("generate: exit %d\n%s", r.code, r.stderr)
	}
	link := filepath.Join(root, "mod", "torch")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../pkgs/torch-1.13", link); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, real, map[string]string{"REPORT.md": "stale"})
	if r := gen(link); r.code != 0 {
		t.Fatalf("generate through the link: exit %d\n%s", r.code, r.stderr)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("%s is no longer a symbolic link (%v)", link, err)
	}
	if report, _ := os.ReadFile(filepath.Join(real, "REPORT.md")); !strings.Contains(string(report), "gotorchgen report") {
		t.Errorf("the link's target was not replaced: REPORT.md is %q", report)
	}
	noStaging(t, real)
	noStaging(t, link)

	dangling := filepath.Join(root, "mod", "dangling")
	if err := os.Symlink("../pkgs/none", dangling); err != nil {
		t.Fatal(err)
	}
	wantFailure(t, gen(dangling), 1, "output directory "+dangling+" is a symbolic link to "+filepath.Join(root, "pkgs", "none")+", which does not exist: point it at a directory, or remove the link for a new directory")
	if st, err := os.Lstat(dangling); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("%s is no longer a symbolic link (%v)", dangling, err)
	}

	file := filepath.Join(root, "file")
	writeFiles(t, root, map[string]string{"file": "keep"})
	tofile := filepath.Join(root, "mod", "tofile")
	if err := os.Symlink("../file", tofile); err != nil {
		t.Fatal(err)
	}
	wantFailure(t, gen(tofile), 1, "output directory "+tofile+" is a symbolic link to "+file+", which is not a directory")
	if data, _ := os.ReadFile(file); string(data) != "keep" {
		t.Errorf("the file became %q", data)
	}
}
