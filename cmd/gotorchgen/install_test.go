package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

// The README's install lines, as a user runs them, against a module proxy
// made here from this repository (no network): go get -tool of the
// generator, go generate through //go:generate, and go install @version.
// GOTORCHGEN_INSTALL_BUILD=1 (make test-install) also builds and runs the
// user's program: the generated package's first build is minutes.

const modulePath = "github.com/gotorchgen/gotorchgen"

// localProxy writes a GOPROXY=file:// tree serving this repository's
// module at v+version (the working tree, as a tag of it would be served)
// and returns its GOPROXY value; the dependencies come from the module
// cache's download directory, which has a proxy's layout.
func localProxy(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	v := "v" + version
	dir := filepath.Join(t.TempDir(), "proxy")
	at := filepath.Join(dir, modulePath, "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	zf, err := os.Create(filepath.Join(at, v+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	// CreateFromDir leaves out what a module zip does (generated/, its own
	// module; .git) and checks the rest as the go command would.
	if err := modzip.CreateFromDir(zf, module.Version{Path: modulePath, Version: v}, root); err != nil {
		t.Fatal(err)
	}
	if err := zf.Close(); err != nil {
		t.Fatal(err)
	}
	info, _ := json.Marshal(map[string]any{"Version": v, "Time": time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)})
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"list": []byte(v + "\n"), v + ".info": info, v + ".mod": gomod} {
		if err := os.WriteFile(filepath.Join(at, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The dependencies' files must be in the module cache for the user's
	// side to need no network (a no-op where go test already fetched them).
	download := exec.Command("go", "mod", "download")
	download.Dir = root
	if out, err := download.CombinedOutput(); err != nil {
		t.Fatalf("go mod download: %v\n%s", err, out)
	}
	cache, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + dir + ",file://" + filepath.Join(strings.TrimSpace(string(cache)), "cache", "download")
}

// goEnv is the environment of the user's go commands: only the local
// proxy, a module cache of their own, no checksum database.
func goEnv(t *testing.T, proxy string) []string {
	return append(os.Environ(), "GOPROXY="+proxy, "GOMODCACHE="+filepath.Join(t.TempDir(), "modcache"),
		"GOSUMDB=off", "GOFLAGS=-mod=mod -modcacherw", "GOTOOLCHAIN=local")
}

func goCmd(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// userProgram is the README's example, generated through go generate.
const userProgram = `package main

//go:generate go tool gotorchgen generate --libtorch /usr --out torch

import (
	"fmt"

	"example.com/user/torch"
)

func main() {
	x, err := torch.FromSlice([]float32{1, 2, 3, 4}, 2, 2)
	if err != nil {
		panic(err)
	}
	defer x.Free()
	y := x.Mul(x).Add(x)
	defer y.Free()
	fmt.Println(y)
}
`

func TestGoGetToolAndGenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds the generator in a fresh module")
	}
	env := goEnv(t, localProxy(t))
	user := t.TempDir()
	if os.Getenv("GOTORCHGEN_INSTALL_BUILD") == "1" {
		// A fixed place, so that a second run finds the C++ in the build
		// cache (without -trimpath its cache keys name the directory).
		user = filepath.Join(os.TempDir(), "gotorchgen-install-test")
		os.RemoveAll(user)
		if err := os.MkdirAll(user, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	goCmd(t, user, env, "go", "mod", "init", "example.com/user")
	goCmd(t, user, env, "go", "get", "-tool", modulePath+"/cmd/gotorchgen@v"+version)
	if mod, _ := os.ReadFile(filepath.Join(user, "go.mod")); !strings.Contains(string(mod), "tool "+modulePath+"/cmd/gotorchgen") {
		t.Fatalf("go.mod has no tool line:\n%s", mod)
	}
	if err := os.WriteFile(filepath.Join(user, "main.go"), []byte(userProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	goCmd(t, user, env, "go", "generate", ".")
	stamp, err := os.ReadFile(filepath.Join(user, "torch", "cgo_flags.go"))
	if err != nil || !strings.Contains(string(stamp), "// gotorchgen "+version+"; libtorch ") {
		t.Fatalf("go generate made no package: %v\n%s", err, stamp)
	}
	tests, _ := filepath.Glob(filepath.Join(user, "torch", "*_test.go"))
	if len(tests) != 0 {
		t.Errorf("a user's package got the runtime's tests: %v", tests)
	}
	if os.Getenv("GOTORCHGEN_INSTALL_BUILD") != "1" {
		t.Log("GOTORCHGEN_INSTALL_BUILD unset: the program is not built (make test-install builds and runs it)")
		return
	}
	out := goCmd(t, user, env, "go", "run", ".")
	// PyTorch's repr of x * x + x for x = torch.tensor([[1., 2.], [3., 4.]]),
	// up to the suffix Go's String adds (size, dtype, device).
	want := "tensor([[ 2.,  6.],\n        [12., 20.]]"
	if !strings.Contains(out, want) {
		t.Errorf("the program printed:\n%s\nwant:\n%s", out, want)
	}
}

func TestGoInstallVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds the generator from the proxy")
	}
	env := goEnv(t, localProxy(t))
	bin := t.TempDir()
	env = append(env, "GOBIN="+bin)
	goCmd(t, t.TempDir(), env, "go", "install", modulePath+"/cmd/gotorchgen@v"+version)
	// The binary says which module version it was built from.
	out := goCmd(t, bin, env, "go", "version", "-m", filepath.Join(bin, "gotorchgen"))
	if !strings.Contains(out, "\tmod\t"+modulePath+"\tv"+version) {
		t.Errorf("go version -m:\n%s\nwant mod %s v%s", out, modulePath, version)
	}
	goCmd(t, bin, env, filepath.Join(bin, "gotorchgen"), "--help")
}
