package outdir

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/internal/testkit"
)

// stageTree writes files as a staged tree at dir, with a manifest when
// complete.
func stageTree(t *testing.T, dir string, files map[string][]byte, complete bool) {
	t.Helper()
	for name, data := range files {
		writeFiles(t, dir, map[string]string{name: string(data)})
	}
	if complete {
		writeFiles(t, dir, map[string]string{ManifestName: string(manifest(files))})
	}
}

// TestRecover builds the states a run killed during the swap leaves (the
// output directory torch, its staging directory .torch.gotorchgen-123
// holding "old" and/or "new") and checks what the next run's recovery puts
// in place, what it says, and that no staging directory is left.
func TestRecover(t *testing.T) {
	withFile := func(files map[string][]byte, name, text string) map[string][]byte {
		m := map[string][]byte{name: []byte(text)}
		for k, v := range files {
			m[k] = v
		}
		return m
	}
	tests := []struct {
		name string
		out  map[string][]byte // the output directory, nil when missing
		// the staging directory's trees, nil when absent
		old, new, done map[string][]byte
		newComplete    bool
		want           map[string][]byte // the output directory after recovery, nil: missing
		say            string
	}{
		{name: "killed between the renames: the previous package is put back",
			old: pkgA, want: pkgA, say: "put back the previous package an interrupted run had moved aside to "},
		{name: "killed between the renames with the new package complete: the swap is finished",
			old: pkgA, new: pkgB, newComplete: true, want: pkgB, say: "finished the swap an interrupted run began"},
		{name: "the previous package and an incomplete new one: the previous package is put back",
			old: pkgA, new: pkgB, want: pkgA, say: "put back the previous package"},
		{name: "a first run killed before its rename: the complete package is put in place",
			new: pkgB, newComplete: true, want: pkgB, say: "finished the swap"},
		{name: "a first run killed while writing: nothing is put in place",
			new: pkgB, say: "removed "},
		{name: "killed before the first rename: the staged package is dropped",
			out: pkgA, new: pkgB, newComplete: true, want: pkgA, say: "removed "},
		{name: "killed before removing the staging directory: the previous package is dropped",
			out: pkgB, old: pkgA, want: pkgB, say: "removed "},
		{name: "killed while removing the previous package: the rest is removed",
			out: pkgB, done: map[string][]byte{"internal/shim00/shim.cpp": []byte("// A\n"), "mine.txt": []byte("x")}, want: pkgB, say: "removed "},
		{name: "a previous package with a file of the user's that the new one lacks is put back",
			old: withFile(pkgA, "mine.txt", "x"), new: pkgB, newComplete: true, want: withFile(pkgA, "mine.txt", "x"), say: "put back"},
		{name: "a file of the user's kept in the new package: the swap is finished",
			old: withFile(pkgA, "mine.txt", "x"), new: withFile(pkgB, "mine.txt", "x"), newComplete: true, want: withFile(pkgB, "mine.txt", "x"), say: "finished the swap"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			out := filepath.Join(root, "torch")
			if tt.out != nil {
				if err := Write(out, tt.out, Options{}); err != nil {
					t.Fatal(err)
				}
			}
			stage := filepath.Join(root, ".torch.gotorchgen-123")
			if tt.old != nil {
				_, mine := tt.old["mine.txt"]
				files := tt.old
				if mine { // the manifest lists what gotorchgen wrote only
					files = pkgA
				}
				stageTree(t, filepath.Join(stage, "old"), files, true)
				if mine {
					writeFiles(t, filepath.Join(stage, "old"), map[string]string{"mine.txt": "x"})
				}
			}
			if tt.new != nil {
				stageTree(t, filepath.Join(stage, "new"), tt.new, tt.newComplete)
			}
			if tt.done != nil {
				stageTree(t, filepath.Join(stage, "done"), tt.done, false)
			}
			var said []string
			opt := Options{Log: func(m string) { said = append(said, m) }}
			tg, err := resolve(out)
			if err != nil {
				t.Fatal(err)
			}
			if err := recoverStaging(tg, opt); err != nil {
				t.Fatal(err)
			}
			if tt.want == nil {
				if _, err := os.Lstat(out); err == nil {
					t.Errorf("%s exists", out)
				}
			} else {
				holdsFiles(t, out, tt.want)
			}
			noStaging(t, out)
			text := strings.Join(said, "\n")
			if !strings.Contains(text, tt.say) || !strings.Contains(text, "removed "+stage+", left by an interrupted run") {
				t.Errorf("said %q, want %q and the removal of %s", text, tt.say, stage)
			}
			// The next Write goes through.
			if err := Write(out, pkgB, Options{Force: true}); err != nil {
				t.Fatal(err)
			}
		})
	}

	t.Run("a previous package with files of the user's beside an output that lacks them is an error", func(t *testing.T) {
		root := t.TempDir()
		out := filepath.Join(root, "torch")
		if err := Write(out, pkgB, Options{}); err != nil {
			t.Fatal(err)
		}
		stage := filepath.Join(root, ".torch.gotorchgen-123")
		stageTree(t, filepath.Join(stage, "old"), pkgA, true)
		writeFiles(t, filepath.Join(stage, "old"), map[string]string{"mine.txt": "x"})
		before := testkit.Snapshot(t, root)
		wantError(t, Write(out, pkgB, Options{Force: true}),
			"output directory "+out+": "+filepath.Join(stage, "old")+" holds a package an interrupted run moved aside, with files gotorchgen did not write that "+out+" lacks: move what you need out of it, then remove "+stage)
		testkit.SameSnapshot(t, "after refusing to recover", before, testkit.Snapshot(t, root))
	})

	t.Run("what gotorchgen did not leave is left alone", func(t *testing.T) {
		root := t.TempDir()
		out := filepath.Join(root, "torch")
		writeFiles(t, root, map[string]string{
			".torch.gotorchgen-1/old/x.go":   "package x\n", // holds something else too
			".torch.gotorchgen-1/notes":      "mine",
			".torch.gotorchgen-abc/old/x.go": "package x\n", // not a staging name
			".torch.gotorchgen-2":            "a file",
			".torchx.gotorchgen-3/old/x.go":  "package x\n", // another output's
		})
		before := testkit.Snapshot(t, root)
		var said []string
		tg, _ := resolve(out)
		if err := recoverStaging(tg, Options{Log: func(m string) { said = append(said, m) }}); err != nil {
			t.Fatal(err)
		}
		testkit.SameSnapshot(t, "after recovery", before, testkit.Snapshot(t, root))
		if want := "left " + filepath.Join(root, ".torch.gotorchgen-1") + " alone: it holds notes, which gotorchgen never puts there"; len(said) != 1 || !strings.HasSuffix(said[0], want) {
			t.Errorf("said %q, want %q", said, want)
		}
	})

	t.Run("a link whose target was moved aside", func(t *testing.T) {
		root := t.TempDir()
		real := filepath.Join(root, "torch-1.13")
		link := filepath.Join(root, "torch")
		if err := os.Symlink("torch-1.13", link); err != nil {
			t.Fatal(err)
		}
		stageTree(t, filepath.Join(root, ".torch-1.13.gotorchgen-5", "old"), pkgA, true)
		var said []string
		if err := Write(link, pkgB, Options{Log: func(m string) { said = append(said, m) }}); err != nil {
			t.Fatal(err)
		}
		holds(t, real, pkgB)
		noStaging(t, real)
		if !strings.Contains(strings.Join(said, "\n"), "put back the previous package") {
			t.Errorf("said %q", said)
		}
	})
}

// holdsFiles is holds for a tree whose manifest may not list every file.
func holdsFiles(t *testing.T, dir string, files map[string][]byte) {
	t.Helper()
	for name, data := range files {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || string(b) != string(data) {
			t.Errorf("%s: %s is %q (%v), want %q", dir, name, b, err, data)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ManifestName)); err != nil {
		t.Errorf("%s: no manifest: %v", dir, err)
	}
}

// TestKilledMidSwap kills a real process (this test binary, see TestMain)
// with SIGKILL at each step of the swap, over a previous package, and
// checks that the next Write repairs and completes the output.
func TestKilledMidSwap(t *testing.T) {
	for _, at := range []string{"staged", "aside", "swapped"} {
		t.Run(at, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "torch")
			if err := Write(out, pkgA, Options{}); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), "OUTDIR_TEST_KILL_AT="+at, "OUTDIR_TEST_DIR="+out)
			msg, err := cmd.CombinedOutput()
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != -1 {
				t.Fatalf("helper: %v, want killed by a signal\n%s", err, msg)
			}
			left, _ := filepath.Glob(filepath.Join(filepath.Dir(out), ".torch.gotorchgen-*"))
			if len(left) != 1 {
				t.Fatalf("staging directories after the kill: %v, want one", left)
			}
			if _, err := os.Lstat(out); (err == nil) != (at != "aside") {
				t.Fatalf("after a kill at %s: %s exists: %v", at, out, err == nil)
			}
			var said []string
			if err := Write(out, pkgA, Options{Log: func(m string) { said = append(said, m) }}); err != nil {
				t.Fatal(err)
			}
			holds(t, out, pkgA)
			noStaging(t, out)
			if !strings.Contains(strings.Join(said, "\n"), "removed "+left[0]+", left by an interrupted run") {
				t.Errorf("said %q", said)
			}
			if at == "aside" && !strings.Contains(strings.Join(said, "\n"), "finished the swap an interrupted run began") {
				t.Errorf("said %q", said)
			}
		})
	}
}
