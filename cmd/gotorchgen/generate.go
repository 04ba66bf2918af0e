package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/templates"
)

// manifestName lists the files gotorchgen wrote into an output directory,
// so a later run knows what it may replace.
const manifestName = ".gotorchgen"

func runGenerate(args []string) error {
	fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
	var in inputFlags
	in.register(fs)
	out := fs.String("out", "", "output directory of the generated Go package (required)")
	pkg := fs.String("package", "", "Go package name (default: the output directory's name)")
	importPath := fs.String("import-path", "", "import path of the output directory (default: from the enclosing go.mod)")
	shards := fs.Int("shards", 3, "number of C++ shim packages; go build compiles them in parallel")
	flavour := fs.String("flavour", "", `"cpu" or "cuda" (default: cuda when the install has libtorch_cuda)`)
	force := fs.Bool("force", false, "replace an output directory that holds files gotorchgen did not write")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *out == "" {
		return &usageError{"generate needs --out DIR"}
	}
	if in.libtorch == "" {
		return &usageError{"generate needs --libtorch DIR: the cgo flags come from the install"}
	}
	lib, inst, err := in.load()
	if err != nil {
		return err
	}
	absOut, err := filepath.Abs(*out)
	if err != nil {
		return err
	}
	if *pkg == "" {
		*pkg = filepath.Base(absOut)
	}
	if *importPath == "" {
		if *importPath, err = moduleImportPath(absOut); err != nil {
			return err
		}
	}
	opHeaders, listRef, err := inst.OperatorHeaders()
	if err != nil {
		return err
	}
	target := emit.Target{Version: inst.Version, Flavour: "cpu", IncludeDirs: inst.IncludeDirs,
		LibDir: inst.LibDir, OpHeaders: opHeaders, ListRefHeaders: listRef}
	switch {
	case *flavour == "" && inst.CUDA, *flavour == "cuda":
		target.Flavour = "cuda"
	case *flavour != "" && *flavour != "cpu":
		return &usageError{fmt.Sprintf("--flavour %q: want cpu or cuda", *flavour)}
	}
	result, err := emit.Generate(lib, target, emit.Config{
		Package: *pkg, ImportPath: *importPath, Shards: *shards, GeneratorVersion: version,
	})
	if err != nil {
		return err
	}
	if err := writeTree(absOut, result.Files, *force); err != nil {
		return err
	}
	r := result.Report
	fmt.Fprintf(os.Stderr, "gotorchgen: %s: bound %d of %d operators (%d skipped, see REPORT.md)\n",
		*out, r.Bound, r.Total, len(r.Skipped))
	return nil
}

// moduleImportPath finds the go.mod above dir and derives dir's import path.
func moduleImportPath(dir string) (string, error) {
	for d := dir; ; d = filepath.Dir(d) {
		f, err := os.Open(filepath.Join(d, "go.mod"))
		if err == nil {
			defer f.Close()
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				if rest, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
					rel, err := filepath.Rel(d, dir)
					if err != nil {
						return "", err
					}
					mod := strings.Trim(strings.TrimSpace(rest), `"`)
					if rel == "." {
						return mod, nil
					}
					return mod + "/" + filepath.ToSlash(rel), nil
				}
			}
			return "", fmt.Errorf("%s: no module line", filepath.Join(d, "go.mod"))
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("no go.mod above %s: pass --import-path", dir)
		}
	}
}

// writeTree replaces dir with files, all or nothing: the new tree is
// written into a staging directory beside dir and swapped in only when
// complete, so a failed run leaves the previous package intact. A directory
// holding files gotorchgen did not write is refused unless force is set.
func writeTree(dir string, files map[string][]byte, force bool) error {
	if err := checkOwned(dir, force); err != nil {
		return err
	}
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fmt.Errorf("output directory %s: cannot create %s: %w", dir, parent, err)
	}
	// The staging directory holds the new tree ("new") and, while the two
	// are swapped, the previous one ("old"). It is beside dir so both moves
	// are renames within one file system.
	stage, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".gotorchgen-")
	if err != nil {
		return fmt.Errorf("output directory %s: %s is not writable: %w", dir, parent, err)
	}
	keepStage := false
	defer func() {
		if !keepStage {
			os.RemoveAll(stage)
		}
	}()
	// Not MkdirTemp's 0700: the package directory gets the usual mode.
	tmp := filepath.Join(stage, "new")
	if err := os.Mkdir(tmp, 0o755); err != nil {
		return fmt.Errorf("output directory %s: %w", dir, err)
	}
	names := templates.Names(files)
	for _, name := range names {
		p := filepath.Join(tmp, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return fmt.Errorf("output directory %s: %w", dir, err)
		}
		if err := os.WriteFile(p, files[name], 0o644); err != nil {
			return fmt.Errorf("output directory %s: %w", dir, err)
		}
	}
	manifest := "# files written by gotorchgen; it replaces exactly these\n" + strings.Join(names, "\n") + "\n"
	if err := os.WriteFile(filepath.Join(tmp, manifestName), []byte(manifest), 0o644); err != nil {
		return fmt.Errorf("output directory %s: %w", dir, err)
	}
	old := filepath.Join(stage, "old")
	movedAside := false
	if _, err := os.Lstat(dir); err == nil {
		if err := os.Rename(dir, old); err != nil {
			return fmt.Errorf("output directory %s: cannot move the previous package aside: %w", dir, err)
		}
		movedAside = true
	}
	if err := os.Rename(tmp, dir); err != nil {
		if movedAside {
			if err2 := os.Rename(old, dir); err2 != nil {
				keepStage = true // never delete the only copy of the previous package
				return fmt.Errorf("output directory %s: %w; the previous package is in %s (%v)", dir, err, old, err2)
			}
		}
		return fmt.Errorf("output directory %s: %w", dir, err)
	}
	if err := os.RemoveAll(stage); err != nil {
		return fmt.Errorf("output directory %s written, but removing the previous package from %s failed: %w", dir, stage, err)
	}
	return nil
}

// checkOwned refuses to replace a directory with files gotorchgen did not
// write (per its manifest).
func checkOwned(dir string, force bool) error {
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) || force {
		return nil
	}
	if err != nil {
		return fmt.Errorf("output directory %s: %w", dir, err)
	}
	if len(entries) == 0 {
		return nil
	}
	data, err := os.ReadFile(filepath.Join(dir, manifestName))
	if err != nil {
		return fmt.Errorf("%s exists and was not written by gotorchgen (no %s); pass --force to replace it", dir, manifestName)
	}
	owned := map[string]bool{manifestName: true}
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			owned[l] = true
		}
	}
	var foreign []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if !owned[filepath.ToSlash(rel)] {
			foreign = append(foreign, rel)
		}
		return nil
	})
	if len(foreign) > 0 {
		return fmt.Errorf("%s holds files gotorchgen did not write (%s); move them or pass --force", dir, strings.Join(foreign, ", "))
	}
	return nil
}
