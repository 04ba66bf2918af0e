// Package scripts holds the shell and Python scripts make runs; its tests
// run the scripts' own functions on small fake inputs.
package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// A root's dpkg status with one package of each state dpkg --audit
// reports, and one installed.
const (
	installed = "Package: base-files\nStatus: install ok installed\n\n"
	statusOf  = "Package: libtorch2.6\nStatus: install ok %s\n\n"
)

// fakeRoot makes the cache of scripts/debian-root.sh with a trixie root:
// a dpkg status, a journal (var/lib/dpkg/updates) of the given entries
// and the marker of a complete root. It returns the cache directory.
func fakeRoot(t *testing.T, status string, journal ...string) string {
	t.Helper()
	cache := t.TempDir()
	dpkg := filepath.Join(cache, "trixie-root", "var", "lib", "dpkg")
	if err := os.MkdirAll(filepath.Join(dpkg, "updates"), 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{filepath.Join(dpkg, "status"): status}
	for _, j := range journal {
		files[filepath.Join(dpkg, "updates", j)] = "Package: libtorch2.6\nStatus: install ok half-configured\n"
	}
	for name, data := range files {
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return cache
}

// rootScript runs script in bash after sourcing scripts/debian-root.sh
// (which then defines its functions and runs nothing) for the trixie root
// in cache, with inside (the chroot), mount_proc and cleanup replaced:
// inside appends its command to $cache/calls and runs $INSIDE_<verb>
// (dpkg, apt-get) if set, as the command's effect on the root. It returns
// the output and the exit status.
func rootScript(t *testing.T, cache, script string, env ...string) (string, int) {
	t.Helper()
	cmd := exec.Command("bash", "-c", `
source ./debian-root.sh
set_suite trixie
declare -A INSIDE_EFFECT=()
inside() {
  shift
  echo "$*" >>"$cache/calls"
  local verb=${1//-/_}
  eval "${INSIDE_EFFECT[$verb]:-true}"
}
mount_proc() { :; }
cleanup() { :; }
`+script)
	cmd.Env = append(os.Environ(), append([]string{"GOTORCHGEN_CACHE=" + cache}, env...)...)
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), code
}

func calls(t *testing.T, cache string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(cache, "calls"))
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}

// TestDpkgInterrupted: dpkg_interrupted tells a root an install was
// killed in (a journal entry, a package in a state dpkg --audit reports)
// from a whole one.
func TestDpkgInterrupted(t *testing.T) {
	for _, tt := range []struct {
		name    string
		status  string
		journal []string
		want    bool
	}{
		{"installed", installed, nil, false},
		{"journal", installed, []string{"0001"}, true},
		{"half-installed", installed + strings.Replace(statusOf, "%s", "half-installed", 1), nil, true},
		{"unpacked", installed + strings.Replace(statusOf, "%s", "unpacked", 1), nil, true},
		{"half-configured", installed + strings.Replace(statusOf, "%s", "half-configured", 1), nil, true},
		{"triggers-awaited", installed + strings.Replace(statusOf, "%s", "triggers-awaited", 1), nil, true},
		{"triggers-pending", installed + strings.Replace(statusOf, "%s", "triggers-pending", 1), nil, true},
		{"config-files (removed)", installed + strings.Replace(statusOf, "%s", "config-files", 1), nil, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cache := fakeRoot(t, tt.status, tt.journal...)
			out, code := rootScript(t, cache, `dpkg_interrupted "$root"`)
			if got := code == 0; got != tt.want {
				t.Errorf("dpkg_interrupted = %v (exit %d), want %v\n%s", got, code, tt.want, out)
			}
		})
	}
}

// TestEnsureRepairsAnInterruptedRoot: a complete root whose last install
// was killed (dpkg's journal not empty, a package half-configured) is
// repaired by ensure before it is used: dpkg --configure -a, then apt-get
// -f install. Before, ensure took it as complete, and every later install
// failed with "E: dpkg was interrupted".
func TestEnsureRepairsAnInterruptedRoot(t *testing.T) {
	cache := fakeRoot(t, installed+strings.Replace(statusOf, "%s", "half-configured", 1), "0001", "0002")
	root := filepath.Join(cache, "trixie-root")
	if err := os.WriteFile(filepath.Join(root, ".gotorchgen-complete"), []byte("PACKAGES\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// dpkg --configure -a does what it does in a real root: it empties
	// the journal and configures the package.
	out, code := rootScript(t, cache, `
PACKAGES=PACKAGES
declare -A INSIDE_EFFECT=([dpkg]='rm -f "$root"/var/lib/dpkg/updates/*; printf "Package: libtorch2.6\nStatus: install ok installed\n" >"$root/var/lib/dpkg/status"')
ensure
echo "ensured $root"`)
	if code != 0 {
		t.Fatalf("ensure: exit %d\n%s", code, out)
	}
	want := []string{"dpkg --configure -a", "apt-get -f install -y --no-install-recommends"}
	if got := calls(t, cache); !slices.Equal(got, want) {
		t.Errorf("ran %q in the root, want %q\n%s", got, want, out)
	}
	if !strings.Contains(out, "was interrupted") || !strings.Contains(out, "repaired") || !strings.Contains(out, "ensured "+root) {
		t.Errorf("output:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(root, ".gotorchgen-complete")); err != nil {
		t.Errorf("the repaired root lost its marker: %v", err)
	}
}

// TestRepairRemovesARootItCannotFix: when the repair fails (or leaves dpkg
// interrupted), the root is removed, for ensure to make it again.
func TestRepairRemovesARootItCannotFix(t *testing.T) {
	for _, tt := range []struct {
		name, effect string
	}{
		{"apt-get fails", `declare -A INSIDE_EFFECT=([apt_get]='false')`},
		{"dpkg still interrupted", `declare -A INSIDE_EFFECT=()`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cache := fakeRoot(t, installed, "0001")
			out, code := rootScript(t, cache, tt.effect+"\nrepair\necho repair returned")
			if code != 0 || !strings.Contains(out, "repair returned") {
				t.Fatalf("repair: exit %d\n%s", code, out)
			}
			if _, err := os.Stat(filepath.Join(cache, "trixie-root")); !os.IsNotExist(err) {
				t.Errorf("the broken root is still there (%v)\n%s", err, out)
			}
			if !strings.Contains(out, "the repair failed: removing") {
				t.Errorf("output:\n%s", out)
			}
		})
	}
}

// TestRepairLeavesAWholeRootAlone: a root no install was killed in is not
// touched (no command runs in it).
func TestRepairLeavesAWholeRootAlone(t *testing.T) {
	cache := fakeRoot(t, installed)
	out, code := rootScript(t, cache, "repair")
	if code != 0 {
		t.Fatalf("repair: exit %d\n%s", code, out)
	}
	if got := calls(t, cache); got != nil {
		t.Errorf("ran %q in a whole root", got)
	}
	if _, err := os.Stat(filepath.Join(cache, "trixie-root", "var")); err != nil {
		t.Error(err)
	}
}

// TestRootLockExcludesASecondScript: while one script holds the root's
// lock (here this test, as flock(1) would), a second cannot take it and
// gives up after its wait, saying which lock; once it is free, it can.
func TestRootLockExcludesASecondScript(t *testing.T) {
	cache := fakeRoot(t, installed)
	f, err := os.Create(filepath.Join(cache, "trixie-root.lock"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	out, code := rootScript(t, cache, "take_lock 1\necho locked")
	if code != 1 || strings.Contains(out, "locked\n") || !strings.Contains(out, "timed out waiting for "+f.Name()) {
		t.Errorf("take_lock with the lock held: exit %d\n%s", code, out)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_UN); err != nil {
		t.Fatal(err)
	}
	if out, code := rootScript(t, cache, "take_lock 1\necho locked"); code != 0 || !strings.Contains(out, "locked") {
		t.Errorf("take_lock with the lock free: exit %d\n%s", code, out)
	}
}
