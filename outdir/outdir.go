// Package outdir has one responsibility: replacing a generated package's
// output directory atomically and safely.
//
// Atomically: the new tree is written into a staging directory beside the
// output and swapped in by two renames, so a failed run leaves the previous
// package as it was, and a run killed between the renames is repaired by the
// next one (see recoverStaging).
//
// Safely: it never removes a file gotorchgen did not write. An output
// directory may be replaced when it is missing, empty, or a previous output
// (it holds the manifest .gotorchgen listing the files gotorchgen wrote);
// files it lists are gotorchgen's even when edited. Files the manifest does
// not list are refused, or with Force kept in the new package. Whatever the
// manifest says, the output may not be /, the home directory, the current
// directory or an ancestor of one of them, or hold an input of the run; a
// directory without a manifest that holds files (a module or repository
// root among them) is never replaced.
package outdir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// ManifestName is the file listing what gotorchgen wrote into an output
// directory. Its presence marks a previous output, and in a staging
// directory a complete new tree: it is written last.
const ManifestName = ".gotorchgen"

// manifestHeader is the manifest's first line. A .gotorchgen without it was
// not written by gotorchgen and does not make a directory a previous output.
const manifestHeader = "# files written by gotorchgen; it replaces exactly these"

// Options are what the caller knows beyond the files.
type Options struct {
	// Force keeps the files gotorchgen did not write in a previous output
	// (they are carried into the new package) instead of refusing it.
	Force bool
	// Inputs are the files and directories the run reads (a libtorch
	// prefix, a Declarations.yaml): the output may not be one of them or
	// hold one.
	Inputs []string
	// Log, when not nil, is told what was done besides writing: a repaired
	// interrupted run, kept files.
	Log func(msg string)
}

func (o Options) log(format string, args ...any) {
	if o.Log != nil {
		o.Log(fmt.Sprintf(format, args...))
	}
}

// target is an output directory as named and as it is on disk.
type target struct {
	path string // absolute and clean, as the caller named it
	real string // with every symbolic link resolved: the directory replaced
}

// Check reports whether dir may be replaced, without changing anything:
// callers run it before the work that produces the files, to fail early.
// Write checks again.
func Check(dir string, opt Options) error {
	t, err := resolve(dir)
	if err != nil {
		return err
	}
	_, err = inspect(t, opt, nil)
	return err
}

// Write replaces dir with files (slash paths relative to dir), all or
// nothing, after repairing what an interrupted earlier run left beside it.
// A symbolic link dir stays a link: the directory it points to is replaced.
func Write(dir string, files map[string][]byte, opt Options) error {
	t, err := resolve(dir)
	if err != nil {
		return err
	}
	if err := refuse(t, opt); err != nil {
		return err
	}
	parent := filepath.Dir(t.real)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fmt.Errorf("output directory %s: cannot create %s: %w", t.path, parent, err)
	}
	unlock, err := lockDir(parent)
	if err != nil {
		return fmt.Errorf("output directory %s: cannot lock %s against another gotorchgen run: %w", t.path, parent, err)
	}
	defer unlock()
	if err := recoverStaging(t, opt); err != nil {
		return err
	}
	// After recovery, which may have put a package back; and another run
	// may have written one while this one waited for the lock.
	foreign, err := inspect(t, opt, files)
	if err != nil {
		return err
	}
	return swap(t, files, foreign, opt)
}

// resolve makes dir absolute and resolves the symbolic links of its
// existing part, so that the checks compare real directories.
func resolve(dir string) (target, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return target{}, fmt.Errorf("output directory %s: %w", dir, err)
	}
	t := target{path: abs}
	if fi, err := os.Lstat(abs); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		dest, _ := os.Readlink(abs)
		real, err := filepath.EvalSymlinks(abs)
		if err != nil {
			// The target an interrupted run moved aside: recovery puts
			// it back.
			if !filepath.IsAbs(dest) {
				dest = filepath.Join(filepath.Dir(abs), dest)
			}
			if target, err := realPath(dest); err == nil && hasStaging(target) {
				t.real = target
				return t, nil
			}
			return t, fmt.Errorf("output directory %s is a symbolic link to %s, which does not exist: point it at a directory, or remove the link for a new directory", abs, dest)
		}
		if st, err := os.Stat(real); err != nil || !st.IsDir() {
			return t, fmt.Errorf("output directory %s is a symbolic link to %s, which is not a directory: point it at a directory, or remove the link for a new directory", abs, real)
		}
		t.real = real
		return t, nil
	}
	t.real, err = realPath(abs)
	if err != nil {
		return t, fmt.Errorf("output directory %s: %w", abs, err)
	}
	return t, nil
}

// realPath resolves the symbolic links of the longest existing prefix of
// the absolute path p; the rest does not exist and is appended as it is.
func realPath(p string) (string, error) {
	rest := ""
	for d := p; ; d = filepath.Dir(d) {
		_, err := os.Lstat(d)
		if err == nil {
			real, err := filepath.EvalSymlinks(d)
			if err != nil {
				return "", fmt.Errorf("%s: a symbolic link to nowhere: %w", d, err)
			}
			return filepath.Join(real, rest), nil
		}
		if !errors.Is(err, fs.ErrNotExist) || filepath.Dir(d) == d {
			return "", err
		}
		rest = filepath.Join(filepath.Base(d), rest)
	}
}

// within reports whether p is dir or lies under it.
func within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// refuse returns why t may never be an output directory, or nil.
func refuse(t target, opt Options) error {
	bad := func(why string) error {
		if t.real != t.path {
			return fmt.Errorf("output directory %s (%s): %s; choose another --out", t.path, t.real, why)
		}
		return fmt.Errorf("output directory %s: %s; choose another --out", t.path, why)
	}
	if filepath.Dir(t.real) == t.real {
		return bad("it is the root directory")
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		if h, err := realPath(home); err == nil && within(h, t.real) {
			if h == t.real {
				return bad("it is the home directory")
			}
			return bad("it holds the home directory " + h)
		}
	}
	if wd, err := os.Getwd(); err == nil {
		if w, err := realPath(wd); err == nil && within(w, t.real) {
			if w == t.real {
				return bad("it is the current directory")
			}
			return bad("it holds the current directory " + w)
		}
	}
	for _, in := range opt.Inputs {
		abs, err := filepath.Abs(in)
		if err != nil {
			continue
		}
		if r, err := realPath(abs); err == nil && within(r, t.real) {
			if r == t.real {
				return bad("it is " + in + ", an input of this run")
			}
			return bad("it holds " + in + ", an input of this run")
		}
	}
	return nil
}

// inspect decides whether t may be replaced by files. It returns the files
// in it that gotorchgen did not write, which are kept (opt.Force) or
// refused. files may be nil (Check): then conflicts are not looked for.
func inspect(t target, opt Options, files map[string][]byte) ([]string, error) {
	if err := refuse(t, opt); err != nil {
		return nil, err
	}
	st, err := os.Lstat(t.real)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("output directory %s: %w", t.path, err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("output directory %s: exists and is not a directory; choose another --out", t.path)
	}
	entries, err := os.ReadDir(t.real)
	if err != nil {
		return nil, fmt.Errorf("output directory %s: %w", t.path, err)
	}
	if len(entries) == 0 {
		return nil, nil
	}
	owned, err := readManifest(t.real)
	if err != nil {
		return nil, fmt.Errorf("output directory %s: %w", t.path, err)
	}
	if owned == nil {
		what := "it holds files and no " + ManifestName + " manifest, so gotorchgen did not write it"
		for _, root := range []struct{ name, is string }{{".git", "a repository"}, {"go.mod", "a Go module"}} {
			if _, err := os.Lstat(filepath.Join(t.real, root.name)); err == nil {
				what = fmt.Sprintf("it is the root of %s (%s) that gotorchgen did not write (no %s manifest)", root.is, root.name, ManifestName)
			}
		}
		return nil, fmt.Errorf("output directory %s: %s; --force never removes files gotorchgen did not write: choose a new or empty directory", t.path, what)
	}
	foreign, err := foreignFiles(t.real, owned)
	if err != nil {
		return nil, fmt.Errorf("output directory %s: %w", t.path, err)
	}
	if len(foreign) == 0 {
		return nil, nil
	}
	if !opt.Force {
		return nil, fmt.Errorf("output directory %s: holds files gotorchgen did not write (%s): move them out, or pass --force to keep them in the new package",
			t.path, list(foreign))
	}
	if files != nil {
		if clash := clashes(foreign, files); len(clash) > 0 {
			return nil, fmt.Errorf("output directory %s: the new package writes where files gotorchgen did not write are (%s): move them out; --force keeps such files but never overwrites them",
				t.path, list(clash))
		}
	}
	return foreign, nil
}

// readManifest returns the set of files the manifest in dir lists (itself
// included), or nil when dir has no manifest of gotorchgen's.
func readManifest(dir string) (map[string]bool, error) {
	data, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(data), "\n")
	if lines[0] != manifestHeader {
		return nil, nil
	}
	owned := map[string]bool{ManifestName: true}
	for _, l := range lines[1:] {
		if l != "" && !strings.HasPrefix(l, "#") {
			owned[l] = true
		}
	}
	return owned, nil
}

func manifest(files map[string][]byte) []byte {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	return []byte(manifestHeader + "\n" + strings.Join(names, "\n") + "\n")
}

// foreignFiles lists, as slash paths, what under dir is not a directory and
// not in owned.
func foreignFiles(dir string, owned map[string]bool) ([]string, error) {
	var foreign []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		if rel = filepath.ToSlash(rel); !owned[rel] {
			foreign = append(foreign, rel)
		}
		return nil
	})
	return foreign, err
}

// clashes lists the foreign files that the new files would overwrite or
// need as a directory, or that lie under a new file's path.
func clashes(foreign []string, files map[string][]byte) []string {
	var out []string
	for _, f := range foreign {
		_, clash := files[f]
		for d := parentOf(f); !clash && d != "."; d = parentOf(d) {
			_, clash = files[d]
		}
		for n := range files {
			if clash {
				break
			}
			clash = strings.HasPrefix(n, f+"/")
		}
		if clash {
			out = append(out, f)
		}
	}
	return out
}

// parentOf is the parent of a slash path ("." at the top).
func parentOf(p string) string {
	if i := strings.LastIndex(p, "/"); i >= 0 {
		return p[:i]
	}
	return "."
}

// list shows up to ten names.
func list(names []string) string {
	const most = 10
	if len(names) <= most {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:most], ", "), len(names)-most)
}
