package outdir

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// A staging directory, beside the output directory so that both moves are
// renames within one file system, holds the new tree ("new") and, between
// the two renames, the previous one ("old"). A previous tree nobody needs
// any more is renamed "done" before it is removed, so that a run killed
// while removing it leaves no half-removed "old" that looks like the only
// copy of someone's files.
const (
	stagedNew  = "new"
	stagedOld  = "old"
	stagedDone = "done"
)

// stagingPrefix starts the names of dir's staging directories; os.MkdirTemp
// appends digits.
func stagingPrefix(dir string) string { return "." + filepath.Base(dir) + ".gotorchgen-" }

// testHook, set by tests only, is called after each step of the swap
// ("staged", "aside", "swapped"), so that a test can kill the process there.
var testHook func(step string)

func step(name string) {
	if testHook != nil {
		testHook(name)
	}
}

// swap writes files (and keeps the foreign files of the previous output)
// into a staging directory, then renames the previous output aside and the
// new tree into its place.
func swap(t target, files map[string][]byte, foreign []string, opt Options) error {
	parent := filepath.Dir(t.real)
	stage, err := os.MkdirTemp(parent, stagingPrefix(t.real))
	if err != nil {
		return fmt.Errorf("output directory %s: %s is not writable: %w", t.path, parent, err)
	}
	keepStage := false
	defer func() {
		if !keepStage {
			os.RemoveAll(stage)
		}
	}()
	tmp := filepath.Join(stage, stagedNew)
	if err := writeTree(tmp, t.real, files, foreign); err != nil {
		return fmt.Errorf("output directory %s: %w", t.path, err)
	}
	step("staged")
	old := filepath.Join(stage, stagedOld)
	movedAside := false
	if _, err := os.Lstat(t.real); err == nil {
		if err := os.Rename(t.real, old); err != nil {
			return fmt.Errorf("output directory %s: cannot move the previous package aside: %w", t.path, err)
		}
		movedAside = true
		step("aside")
	}
	if err := os.Rename(tmp, t.real); err != nil {
		if movedAside {
			if err2 := os.Rename(old, t.real); err2 != nil {
				keepStage = true // never delete the only copy of the previous package
				return fmt.Errorf("output directory %s: %w; the previous package is in %s (%v): the next run puts it back", t.path, err, old, err2)
			}
		}
		return fmt.Errorf("output directory %s: %w", t.path, err)
	}
	step("swapped")
	if len(foreign) > 0 {
		opt.log("output directory %s: kept %d files gotorchgen did not write (--force): %s", t.path, len(foreign), list(foreign))
	}
	if err := discard(stage); err != nil {
		return fmt.Errorf("output directory %s written, but removing the previous package from %s failed: %w", t.path, stage, err)
	}
	return nil
}

// discard removes a staging directory whose trees are not needed.
func discard(stage string) error {
	old := filepath.Join(stage, stagedOld)
	if _, err := os.Lstat(old); err == nil {
		if err := os.Rename(old, filepath.Join(stage, stagedDone)); err != nil {
			return err
		}
	}
	return os.RemoveAll(stage)
}

// writeTree writes files into the new directory dir, then links (or
// copies) the foreign files of the previous output prev into it, then the
// manifest, by a rename: a staged tree with a manifest is complete.
func writeTree(dir, prev string, files map[string][]byte, foreign []string) error {
	if err := os.Mkdir(dir, 0o755); err != nil { // not MkdirTemp's 0700
		return err
	}
	names := make([]string, 0, len(files))
	for n := range files {
		if !filepath.IsLocal(filepath.FromSlash(n)) || n == ManifestName {
			return fmt.Errorf("%q cannot be a file of the package", n)
		}
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, files[name], 0o644); err != nil {
			return err
		}
	}
	for _, f := range foreign {
		if err := keep(filepath.Join(prev, filepath.FromSlash(f)), filepath.Join(dir, filepath.FromSlash(f))); err != nil {
			return fmt.Errorf("cannot keep %s, which gotorchgen did not write: %w", f, err)
		}
	}
	m := filepath.Join(dir, ManifestName)
	if err := os.WriteFile(m+".tmp", manifest(files), 0o644); err != nil {
		return err
	}
	return os.Rename(m+".tmp", m)
}

// keep puts the file src at dst: a hard link (the same file, nothing
// copied), else a copy; a symbolic link is made again.
func keep(src, dst string) error {
	fi, err := os.Lstat(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	switch {
	case fi.Mode().IsRegular():
		if os.Link(src, dst) == nil {
			return nil
		}
		return copyFile(src, dst, fi.Mode().Perm())
	case fi.Mode()&fs.ModeSymlink != 0:
		dest, err := os.Readlink(src)
		if err != nil {
			return err
		}
		return os.Symlink(dest, dst)
	}
	return fmt.Errorf("a %v, not a file: move it out", fi.Mode().Type())
}

func copyFile(src, dst string, perm fs.FileMode) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	return os.Chmod(dst, perm)
}

// recoverStaging repairs what runs killed during a swap left beside t.
// With the output missing, it puts back the complete new tree when that
// kept every file of the previous one gotorchgen did not write, else the
// previous tree. A staged tree not put back is removed; so is a previous
// tree beside an output that holds all its foreign files (the swap had
// finished); otherwise the previous tree is the only copy of someone's
// files, and it is an error. It says on opt.Log what it did.
func recoverStaging(t target, opt Options) error {
	parent := filepath.Dir(t.real)
	entries, err := os.ReadDir(parent)
	if err != nil {
		return fmt.Errorf("output directory %s: %w", t.path, err)
	}
	for _, e := range entries {
		if !isStaging(e.Name(), t.real) {
			continue
		}
		if err := recoverOne(t, filepath.Join(parent, e.Name()), opt); err != nil {
			return err
		}
	}
	return nil
}

// isStaging reports whether name is the name of a staging directory of dir.
func isStaging(name, dir string) bool {
	digits, ok := strings.CutPrefix(name, stagingPrefix(dir))
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}

func recoverOne(t target, stage string, opt Options) error {
	fi, err := os.Lstat(stage)
	if err != nil || !fi.IsDir() {
		return nil
	}
	entries, err := os.ReadDir(stage)
	if err != nil {
		return fmt.Errorf("output directory %s: %s, left by an interrupted run: %w", t.path, stage, err)
	}
	for _, e := range entries {
		if e.Name() != stagedNew && e.Name() != stagedOld && e.Name() != stagedDone {
			opt.log("output directory %s: left %s alone: it holds %s, which gotorchgen never puts there", t.path, stage, e.Name())
			return nil
		}
	}
	newDir, oldDir := filepath.Join(stage, stagedNew), filepath.Join(stage, stagedOld)
	hasOld := isDir(oldDir)
	complete := false
	if isDir(newDir) {
		owned, _ := readManifest(newDir)
		complete = owned != nil
	}
	_, err = os.Lstat(t.real)
	outExists := err == nil
	switch {
	case !outExists && complete && (!hasOld || keptAll(oldDir, newDir)):
		if err := os.Rename(newDir, t.real); err != nil {
			return fmt.Errorf("output directory %s is missing and %s holds the package an interrupted run wrote, but moving it back failed: %w; move it there yourself", t.path, newDir, err)
		}
		opt.log("output directory %s: finished the swap an interrupted run began: moved its complete new package from %s into place", t.path, newDir)
	case !outExists && hasOld:
		if err := os.Rename(oldDir, t.real); err != nil {
			return fmt.Errorf("output directory %s is missing and %s holds the previous package an interrupted run moved aside, but moving it back failed: %w; move it there yourself", t.path, oldDir, err)
		}
		opt.log("output directory %s: put back the previous package an interrupted run had moved aside to %s", t.path, oldDir)
	case hasOld && !keptAll(oldDir, t.real):
		return fmt.Errorf("output directory %s: %s holds a package an interrupted run moved aside, with files gotorchgen did not write that %s lacks: move what you need out of it, then remove %s",
			t.path, oldDir, t.path, stage)
	}
	if err := discard(stage); err != nil {
		return fmt.Errorf("output directory %s: cannot remove %s, left by an interrupted run: %w", t.path, stage, err)
	}
	opt.log("output directory %s: removed %s, left by an interrupted run", t.path, stage)
	return nil
}

func isDir(p string) bool {
	fi, err := os.Lstat(p)
	return err == nil && fi.IsDir()
}

// keptAll reports whether every file in prev that its manifest does not
// list (every file, without a manifest) is in cur too, the same file or
// the same bytes: then removing prev loses nothing of anyone's.
func keptAll(prev, cur string) bool {
	owned, err := readManifest(prev)
	if err != nil {
		return false
	}
	foreign, err := foreignFiles(prev, owned)
	if err != nil {
		return false
	}
	for _, f := range foreign {
		if !sameFile(filepath.Join(prev, filepath.FromSlash(f)), filepath.Join(cur, filepath.FromSlash(f))) {
			return false
		}
	}
	return true
}

func sameFile(a, b string) bool {
	fa, err := os.Lstat(a)
	if err != nil {
		return false
	}
	fb, err := os.Lstat(b)
	if err != nil || fa.Mode().Type() != fb.Mode().Type() {
		return false
	}
	if os.SameFile(fa, fb) {
		return true
	}
	if fa.Mode()&fs.ModeSymlink != 0 {
		da, errA := os.Readlink(a)
		db, errB := os.Readlink(b)
		return errA == nil && errB == nil && da == db
	}
	if !fa.Mode().IsRegular() || fa.Size() != fb.Size() {
		return false
	}
	da, errA := os.ReadFile(a)
	db, errB := os.ReadFile(b)
	return errA == nil && errB == nil && string(da) == string(db)
}

// hasStaging reports whether an interrupted run left a staging directory
// of dir.
func hasStaging(dir string) bool {
	entries, err := os.ReadDir(filepath.Dir(dir))
	if err != nil {
		return false
	}
	for _, e := range entries {
		if isStaging(e.Name(), dir) {
			return true
		}
	}
	return false
}
