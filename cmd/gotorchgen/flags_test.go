package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/internal/testkit"
)

// TestFlagsValidated: generate's flags are checked before anything is
// read or written: a bad value is a usage error (exit 2) that says what is
// wanted; a value that does not fit the install or the output directory
// fails (exit 1) and names the flag to pass.
func TestFlagsValidated(t *testing.T) {
	lt := fakeLibtorch(t)
	root := t.TempDir()
	out := filepath.Join(root, "torch")
	usage := []struct {
		flags []string
		want  string
	}{
		{[]string{"--shards", "0"}, "--shards 0: want a number from 1 to 64"},
		{[]string{"--shards", "-3"}, "--shards -3: want a number from 1 to 64"},
		{[]string{"--shards", "100000"}, "--shards 100000: want a number from 1 to 64"},
		{[]string{"--import-path", `example.com/m/"torch`}, `--import-path "example.com/m/\"torch": not a Go import path: malformed import path`},
		{[]string{"--import-path", "example.com/m/my torch"}, `--import-path "example.com/m/my torch": not a Go import path`},
		{[]string{"--package", "my-torch"}, `--package "my-torch": not a Go identifier`},
		{[]string{"--package", "main"}, `--package "main": package main is a command, which nothing can import`},
		{[]string{"--package", "_"}, `--package "_": the blank identifier cannot name a package`},
		{[]string{"--package", "func"}, `--package "func": a Go keyword, not a package name`},
		{[]string{"--package", "torch_test"}, `--package "torch_test": the _test suffix is Go's for external test packages`},
		{[]string{"--flavour", "rocm"}, `--flavour "rocm": want cpu or cuda`},
		{[]string{"--abi", "c"}, `--abi "c": want typed or stable`},
	}
	for _, tt := range usage {
		t.Run(strings.Join(tt.flags, "="), func(t *testing.T) {
			args := append([]string{"generate", "--libtorch", lt, "--out", out, importPath}, tt.flags...)
			wantFailure(t, gotorchgen(t, nil, args...), 2, tt.want, "usage:")
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("a usage error created %s", out)
			}
		})
	}

	t.Run("a directory name that is no package name", func(t *testing.T) {
		out := filepath.Join(root, "my-torch")
		wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", lt, "--out", out, importPath), 1,
			"output directory "+out+": its name cannot be the package name (not a Go identifier (letters, digits and _, not starting with a digit)): pass --package NAME")
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("%s was created", out)
		}
	})
	t.Run("an import path from go.mod that is no import path", func(t *testing.T) {
		writeFiles(t, root, map[string]string{"mod/go.mod": "module example.com/m\n"})
		out := filepath.Join(root, "mod", "my torch")
		wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", lt, "--out", out, "--package", "torch"), 1,
			`output directory `+out+`: its import path from go.mod, "example.com/m/my torch", is not valid (`, "pass --import-path")
	})
	t.Run("--flavour cuda on a CPU-only install", func(t *testing.T) {
		cpu := fakeLibtorch(t)
		writeFiles(t, cpu, map[string]string{"lib/libtorch.so": "", "lib/libtorch_cpu.so": ""})
		wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", cpu, "--flavour", "cuda", "--out", out, importPath), 1,
			"--flavour cuda: libtorch "+cpu+" is a CPU-only install (no libtorch_cuda.so in "+filepath.Join(cpu, "lib")+"): point --libtorch at a CUDA build, or use --flavour cpu")
		wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", lt, "--flavour", "cuda", "--out", out, importPath), 1,
			"--flavour cuda: libtorch "+lt+" is a CPU-only install (no libtorch_cuda.so in any of its library directories)")
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("%s was created", out)
		}
		// With the CUDA libraries, it is accepted.
		writeFiles(t, cpu, map[string]string{"lib/libtorch_cuda.so": ""})
		if r := gotorchgen(t, nil, "generate", "--libtorch", cpu, "--flavour", "cuda", "--out", out, importPath); r.code != 0 {
			t.Fatalf("exit %d\n%s", r.code, r.stderr)
		}
		if _, err := os.Stat(filepath.Join(out, "cgo_cuda.go")); err != nil {
			t.Errorf("no cgo_cuda.go: %v", err)
		}
	})
	t.Run("64 shards", func(t *testing.T) {
		out := filepath.Join(root, "shards")
		if r := gotorchgen(t, nil, "generate", "--libtorch", lt, "--shards", "64", "--out", out, importPath); r.code != 0 {
			t.Fatalf("exit %d\n%s", r.code, r.stderr)
		}
		if _, err := os.Stat(filepath.Join(out, "internal", "shim63", "shim.go")); err != nil {
			t.Error(err)
		}
	})
}

// TestFlagsPackageBuilds generates a package named tt into a directory
// named my-torch from the libtorch in /usr, and builds and vets it in a
// module of its own: every file, the runtime's copied ones included, must
// say package tt. All of the install's operators, not a small
// Declarations.yaml: go vet type-checks the runtime's tests too, and they
// call generated operators.
//
// The module lives at a fixed path in the cache (flagsBuildDir), not a
// temporary directory: Go's build cache keys a cgo package's C++ objects
// on its directory, so a new directory compiled every shim again, 8 of
// this binary's 10 minutes on a loaded 2-core machine, at every run.
func TestFlagsPackageBuilds(t *testing.T) {
	const prefix = "/usr"
	testkit.NeedLibtorch(t, prefix)
	// The build may use the test binary's time (go test -timeout), less a
	// minute to report on it.
	ctx := context.Background()
	if deadline, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline.Add(-time.Minute))
		defer cancel()
	}
	mod := flagsBuildDir(ctx, t)
	writeFiles(t, mod, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.24\n",
		"main.go": `package main

import tt "example.com/m/my-torch"

func main() { println(tt.LibtorchVersion) }
`,
	})
	out := filepath.Join(mod, "my-torch")
	r := gotorchgen(t, nil, "generate", "--libtorch", prefix, "--out", out, "--package", "tt")
	if r.code != 0 {
		t.Fatalf("generate: exit %d\n%s", r.code, r.stderr)
	}
	for _, args := range [][]string{{"build", "./..."}, {"vet", "./..."}} {
		start := time.Now()
		cmd := exec.CommandContext(ctx, "go", args...)
		cmd.Dir = mod
		cmd.Env = append(os.Environ(), "GOWORK=off")
		msg, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s in %s: %v after %v\n%s", strings.Join(args, " "), mod, err, time.Since(start).Round(time.Second), msg)
		}
		t.Logf("go %s: %v", strings.Join(args, " "), time.Since(start).Round(time.Second))
	}
}

// flagsBuildDir is TestFlagsPackageBuilds' module directory, emptied:
// test-flags-build/m in the cache of the scripts (GOTORCHGEN_CACHE,
// ~/.cache/gotorchgen), held (flock on test-flags-build.lock) until t ends,
// so that two checkouts' tests on one machine take turns.
func flagsBuildDir(ctx context.Context, t *testing.T) string {
	t.Helper()
	cache := os.Getenv("GOTORCHGEN_CACHE")
	if cache == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			t.Fatal(err)
		}
		cache = filepath.Join(home, ".cache", "gotorchgen")
	}
	dir := filepath.Join(cache, "test-flags-build")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	lock, err := os.OpenFile(dir+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lock.Close() })
	for syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil {
		select {
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v", lock.Name(), ctx.Err())
		case <-time.After(time.Second):
		}
	}
	mod := filepath.Join(dir, "m")
	if err := os.RemoveAll(mod); err != nil {
		t.Fatal(err)
	}
	return mod
}
