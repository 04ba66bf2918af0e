package outdir

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/gotorchgen/gotorchgen/internal/testkit"
)

// TestMain doubles as the helper process of TestKilledMidSwap: with
// OUTDIR_TEST_KILL_AT set, it writes pkgB into OUTDIR_TEST_DIR and kills
// itself with SIGKILL at that step of the swap.
func TestMain(m *testing.M) {
	if at := os.Getenv("OUTDIR_TEST_KILL_AT"); at != "" {
		testHook = func(s string) {
			if s == at {
				syscall.Kill(os.Getpid(), syscall.SIGKILL)
			}
		}
		err := Write(os.Getenv("OUTDIR_TEST_DIR"), pkgB, Options{})
		fmt.Fprintf(os.Stderr, "not killed at %s: %v\n", at, err)
		os.Exit(3)
	}
	os.Exit(m.Run())
}

// Two versions of a generated package.
var (
	pkgA = map[string][]byte{"a.go": []byte("package p // A\n"), "internal/shim00/shim.cpp": []byte("// A\n")}
	pkgB = map[string][]byte{"a.go": []byte("package p // B\n"), "b.go": []byte("package p\n"), "internal/shim01/shim.cpp": []byte("// B\n")}
)

// writeFiles creates each file (with parents) under root.
func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// holds checks that dir holds exactly files and a manifest.
func holds(t *testing.T, dir string, files map[string][]byte) {
	t.Helper()
	got := map[string]bool{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			got[filepath.ToSlash(rel)] = true
		}
		return nil
	})
	for name, data := range files {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || string(b) != string(data) {
			t.Errorf("%s: %s is %q (%v), want %q", dir, name, b, err, data)
		}
		delete(got, name)
	}
	if !got[ManifestName] {
		t.Errorf("%s: no manifest", dir)
	}
	delete(got, ManifestName)
	for name := range got {
		t.Errorf("%s: unexpected file %s", dir, name)
	}
}

// noStaging checks that no staging directory is left beside out.
func noStaging(t *testing.T, out string) {
	t.Helper()
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(out), "."+filepath.Base(out)+".*"))
	if len(left) > 0 {
		t.Errorf("staging directories left behind: %v", left)
	}
}

func wantError(t *testing.T, err error, want ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want one saying %q", want)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not say %q", err, w)
		}
	}
}

// TestWriteFailsMidway: a file set that cannot be written (a file "a" and
// a file "a/b") fails after the first files are out, and the previous tree
// stays as it was.
func TestWriteFailsMidway(t *testing.T) {
	out := filepath.Join(t.TempDir(), "pkg")
	if err := Write(out, pkgA, Options{}); err != nil {
		t.Fatal(err)
	}
	before := testkit.Snapshot(t, out)
	err := Write(out, map[string][]byte{"0.go": []byte("package pkg\n"), "a": []byte("file"), "a/b": []byte("under a file")}, Options{})
	wantError(t, err, "output directory "+out+":")
	testkit.SameSnapshot(t, "after a failed Write", before, testkit.Snapshot(t, out))
	noStaging(t, out)
}

// TestRefused: the directories Write never replaces, with or without
// Force. Nothing in them changes and nothing is created beside them.
func TestRefused(t *testing.T) {
	t.Run("root", func(t *testing.T) {
		// Check only: Write is never pointed at the real root.
		for _, force := range []bool{false, true} {
			wantError(t, Check("/", Options{Force: force}), "output directory /: it is the root directory; choose another --out")
		}
	})

	tests := []struct {
		name string
		// setup makes the case under root and returns the --out to try
		// and the inputs of the run.
		setup func(t *testing.T, root string) (out string, inputs []string)
		want  string
	}{
		{"home directory", func(t *testing.T, root string) (string, []string) {
			home := filepath.Join(root, "home", "me")
			writeFiles(t, home, map[string]string{".profile": "x", ManifestName: manifestHeader + "\n"})
			t.Setenv("HOME", home)
			return home, nil
		}, "it is the home directory"},
		{"ancestor of the home directory", func(t *testing.T, root string) (string, []string) {
			home := filepath.Join(root, "home", "me")
			writeFiles(t, home, map[string]string{".profile": "x"})
			t.Setenv("HOME", home)
			return filepath.Join(root, "home"), nil
		}, "it holds the home directory"},
		{"current directory", func(t *testing.T, root string) (string, []string) {
			wd := filepath.Join(root, "work")
			writeFiles(t, wd, map[string]string{ManifestName: manifestHeader + "\nx.go\n", "x.go": "package x\n"})
			t.Chdir(wd)
			return ".", nil
		}, "it is the current directory"},
		{"dot-dot: an ancestor of the current directory", func(t *testing.T, root string) (string, []string) {
			wd := filepath.Join(root, "repo", "sub")
			writeFiles(t, root, map[string]string{"repo/go.mod": "module m\n", "repo/sub/x.go": "package sub\n"})
			t.Chdir(wd)
			return "..", nil
		}, "it holds the current directory"},
		{"the libtorch prefix", func(t *testing.T, root string) (string, []string) {
			lt := filepath.Join(root, "libtorch")
			writeFiles(t, lt, map[string]string{"include/ATen/core/Tensor.h": "", ManifestName: manifestHeader + "\n"})
			return lt, []string{lt}
		}, "libtorch, an input of this run"},
		{"an ancestor of Declarations.yaml", func(t *testing.T, root string) (string, []string) {
			writeFiles(t, root, map[string]string{"in/Declarations.yaml": "[]"})
			return filepath.Join(root, "in"), []string{filepath.Join(root, "in", "Declarations.yaml")}
		}, "Declarations.yaml, an input of this run"},
		{"a link to the libtorch prefix", func(t *testing.T, root string) (string, []string) {
			lt := filepath.Join(root, "libtorch")
			writeFiles(t, lt, map[string]string{"include/ATen/core/Tensor.h": ""})
			link := filepath.Join(root, "link")
			if err := os.Symlink(lt, link); err != nil {
				t.Fatal(err)
			}
			return link, []string{lt}
		}, "an input of this run"},
		{"a module root", func(t *testing.T, root string) (string, []string) {
			writeFiles(t, root, map[string]string{"mod/go.mod": "module m\n", "mod/main.go": "package main\n"})
			return filepath.Join(root, "mod"), nil
		}, "it is the root of a Go module (go.mod) that gotorchgen did not write (no .gotorchgen manifest)"},
		{"a repository root", func(t *testing.T, root string) (string, []string) {
			writeFiles(t, root, map[string]string{"repo/.git/HEAD": "ref: refs/heads/main\n", "repo/README": "x"})
			return filepath.Join(root, "repo"), nil
		}, "it is the root of a repository (.git) that gotorchgen did not write (no .gotorchgen manifest)"},
		{"a directory of files without a manifest", func(t *testing.T, root string) (string, []string) {
			writeFiles(t, root, map[string]string{"mine/notes.txt": "x", "mine/sub/a.go": "package sub\n"})
			return filepath.Join(root, "mine"), nil
		}, "it holds files and no .gotorchgen manifest, so gotorchgen did not write it; --force never removes files gotorchgen did not write"},
		{"a manifest gotorchgen did not write", func(t *testing.T, root string) (string, []string) {
			writeFiles(t, root, map[string]string{"mine/.gotorchgen": "notes.txt\n", "mine/notes.txt": "x"})
			return filepath.Join(root, "mine"), nil
		}, "no .gotorchgen manifest"},
		{"a file", func(t *testing.T, root string) (string, []string) {
			writeFiles(t, root, map[string]string{"file": "x"})
			return filepath.Join(root, "file"), nil
		}, "exists and is not a directory"},
	}
	for _, tt := range tests {
		for _, force := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/force=%v", tt.name, force), func(t *testing.T) {
				root := t.TempDir()
				out, inputs := tt.setup(t, root)
				before := testkit.Snapshot(t, root)
				opt := Options{Force: force, Inputs: inputs}
				wantError(t, Check(out, opt), tt.want)
				err := Write(out, pkgA, opt)
				wantError(t, err, "output directory ", tt.want)
				t.Log(err)
				testkit.SameSnapshot(t, "after a refused Write", before, testkit.Snapshot(t, root))
			})
		}
	}
}

// TestPreviousOutput: what Write does with a previous output's files.
func TestPreviousOutput(t *testing.T) {
	t.Run("edited files are replaced", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "torch")
		if err := Write(out, pkgA, Options{}); err != nil {
			t.Fatal(err)
		}
		writeFiles(t, out, map[string]string{"a.go": "package p // edited\n"})
		if err := Write(out, pkgB, Options{}); err != nil {
			t.Fatal(err)
		}
		holds(t, out, pkgB)
		noStaging(t, out)
	})

	t.Run("an empty directory is filled", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "torch")
		if err := os.Mkdir(out, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := Write(out, pkgA, Options{}); err != nil {
			t.Fatal(err)
		}
		holds(t, out, pkgA)
	})

	t.Run("foreign files: refused, kept with Force", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "torch")
		if err := Write(out, pkgA, Options{}); err != nil {
			t.Fatal(err)
		}
		writeFiles(t, out, map[string]string{"extra.go": "package p\n", "internal/notes.txt": "mine", "go.mod": "module m\n"})
		if err := os.Symlink("extra.go", filepath.Join(out, "link.go")); err != nil {
			t.Fatal(err)
		}
		before := testkit.Snapshot(t, out)
		wantError(t, Write(out, pkgB, Options{}), "output directory "+out+": holds files gotorchgen did not write (extra.go, go.mod, internal/notes.txt, link.go): move them out, or pass --force to keep them in the new package")
		testkit.SameSnapshot(t, "refused", before, testkit.Snapshot(t, out))

		notes, err := os.Stat(filepath.Join(out, "internal", "notes.txt"))
		if err != nil {
			t.Fatal(err)
		}
		var logged []string
		if err := Write(out, pkgB, Options{Force: true, Log: func(m string) { logged = append(logged, m) }}); err != nil {
			t.Fatal(err)
		}
		want := map[string][]byte{"extra.go": []byte("package p\n"), "internal/notes.txt": []byte("mine"), "go.mod": []byte("module m\n"), "link.go": []byte("package p\n")}
		for k, v := range pkgB {
			want[k] = v
		}
		holds(t, out, want)
		if dest, err := os.Readlink(filepath.Join(out, "link.go")); err != nil || dest != "extra.go" {
			t.Errorf("link.go: %q, %v; want a link to extra.go", dest, err)
		}
		if st, err := os.Stat(filepath.Join(out, "internal", "notes.txt")); err != nil || !os.SameFile(st, notes) {
			t.Errorf("internal/notes.txt is not the same file (hard link) as before: %v", err)
		}
		if strings.Join(logged, "\n") != "output directory "+out+": kept 4 files gotorchgen did not write (--force): extra.go, go.mod, internal/notes.txt, link.go" {
			t.Errorf("logged %q", logged)
		}
		noStaging(t, out)
		// They stay foreign: the next run without Force refuses again.
		wantError(t, Write(out, pkgB, Options{}), "holds files gotorchgen did not write")
	})

	t.Run("Force never overwrites a foreign file", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "torch")
		if err := Write(out, pkgA, Options{}); err != nil {
			t.Fatal(err)
		}
		// b.go and internal/shim01 are what pkgB writes.
		writeFiles(t, out, map[string]string{"b.go": "package p // mine\n", "internal/shim01": "a file where B needs a directory"})
		before := testkit.Snapshot(t, out)
		wantError(t, Write(out, pkgB, Options{Force: true}), "the new package writes where files gotorchgen did not write are (b.go, internal/shim01): move them out; --force keeps such files but never overwrites them")
		testkit.SameSnapshot(t, "refused", before, testkit.Snapshot(t, out))
		noStaging(t, out)
	})
}

// TestSymlinkOut: a link to a directory stays a link, and the directory it
// points to is replaced, staged beside itself; a link to nothing or to a
// file is an error.
func TestSymlinkOut(t *testing.T) {
	root := t.TempDir()
	real := filepath.Join(root, "pkgs", "torch-1.13")
	if err := Write(real, pkgA, Options{}); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(root, "mod", "torch")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../pkgs/torch-1.13", link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, pkgB, Options{}); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("%s is no longer a symbolic link (%v)", link, err)
	}
	if dest, _ := os.Readlink(link); dest != "../pkgs/torch-1.13" {
		t.Errorf("the link points to %q now", dest)
	}
	holds(t, real, pkgB)
	noStaging(t, real)
	noStaging(t, link)

	t.Run("dangling", func(t *testing.T) {
		dangling := filepath.Join(root, "mod", "dangling")
		if err := os.Symlink("../pkgs/none", dangling); err != nil {
			t.Fatal(err)
		}
		wantError(t, Write(dangling, pkgB, Options{}), "output directory "+dangling+" is a symbolic link to "+filepath.Join(root, "pkgs", "none")+", which does not exist")
		if _, err := os.Stat(filepath.Join(root, "pkgs", "none")); err == nil {
			t.Error("the link's target was created")
		}
	})
	t.Run("to a file", func(t *testing.T) {
		writeFiles(t, root, map[string]string{"file": "keep"})
		tofile := filepath.Join(root, "mod", "tofile")
		if err := os.Symlink("../file", tofile); err != nil {
			t.Fatal(err)
		}
		wantError(t, Write(tofile, pkgB, Options{}), "output directory "+tofile+" is a symbolic link to "+filepath.Join(root, "file")+", which is not a directory")
		if data, _ := os.ReadFile(filepath.Join(root, "file")); string(data) != "keep" {
			t.Errorf("the file became %q", data)
		}
	})
}

// TestConcurrentWrites: runs writing the same directory at once take turns
// (the lock), so none takes another's staging directory for a leftover.
func TestConcurrentWrites(t *testing.T) {
	out := filepath.Join(t.TempDir(), "torch")
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = Write(out, pkgB, Options{Log: func(m string) { t.Errorf("run %d: %s", i, m) }})
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("run %d: %v", i, err)
		}
	}
	holds(t, out, pkgB)
	noStaging(t, out)
}
