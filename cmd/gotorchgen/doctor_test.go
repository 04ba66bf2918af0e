package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/doctor"
)

// These run gotorchgen doctor as a script would: its exit code says
// whether a problem was found, stdout has one line per check.

const multiarch = "/usr/lib/x86_64-linux-gnu"

func needLibtorch(t *testing.T) {
	t.Helper()
	if _, err := os.Stat("/usr/include/ATen/core/Tensor.h"); err != nil {
		if requireLibtorch {
			t.Fatal("libtorch is absent at /usr and GOTORCHGEN_GOLDEN_REQUIRE=1 or GOTORCHGEN_REQUIRE_LIBTORCH=1: get it with make deps")
		}
		t.Skip("libtorch is absent at /usr: get it with make deps (apt-get install libtorch-dev)")
	}
}

// checkLine is the line of the text report for the check name.
func checkLine(t *testing.T, stdout, name string) string {
	t.Helper()
	re := regexp.MustCompile(`(?m)^(OK|WARN|PROBLEM) +` + name + ` +.*(\n {20}fix: .*)?$`)
	line := re.FindString(stdout)
	if line == "" {
		t.Fatalf("no %s line in:\n%s", name, stdout)
	}
	return line
}

func TestDoctorUsageErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"doctor"}, "doctor needs --libtorch DIR"},
		{[]string{"doctor", "/usr"}, `doctor takes no arguments, got ["/usr"]: pass the install with --libtorch DIR`},
		{[]string{"doctor", "--libtorch", "/usr", "--frob"}, "doctor: unknown flag: --frob"},
		{[]string{"doctor", "--libtorch"}, "doctor: flag needs an argument: --libtorch"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := gotorchgen(t, nil, tt.args...)
			wantFailure(t, r, 2, tt.want, "usage:", "gotorchgen doctor   --libtorch DIR")
			if r.stdout != "" {
				t.Errorf("a usage error printed checks:\n%s", r.stdout)
			}
		})
	}
}

// TestDoctorDefaultInstall: Debian's libtorch with OpenBLAS as the
// system's libblas.so.3 passes, and says OpenBLAS.
func TestDoctorDefaultInstall(t *testing.T) {
	needLibtorch(t)
	real, err := filepath.EvalSymlinks(filepath.Join(multiarch, "libblas.so.3"))
	if err != nil || !strings.Contains(real, "openblas") {
		t.Skipf("the system's libblas.so.3 is %s (%v), not OpenBLAS: apt-get install %s", real, err, doctor.RecommendedBLASPackage)
	}
	unset := []string{"env", "-u", "LD_LIBRARY_PATH"}
	r := gotorchgen(t, unset, "doctor", "--libtorch", "/usr", "--package", "../../generated/torch")
	if r.code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if line := checkLine(t, r.stdout, "blas"); !strings.HasPrefix(line, "OK       blas       OpenBLAS ") {
		t.Errorf("blas line: %q", line)
	}
	for _, name := range []string{"libtorch", "libraries", "threads", "cuda", "compiler", "package"} {
		if line := checkLine(t, r.stdout, name); strings.HasPrefix(line, "PROBLEM") {
			t.Errorf("%q", line)
		}
	}
	if r.stderr != "" {
		t.Errorf("stderr: %s", r.stderr)
	}

	r = gotorchgen(t, unset, "doctor", "--libtorch", "/usr", "--json")
	var checks []map[string]string
	if err := json.Unmarshal([]byte(r.stdout), &checks); err != nil || r.code != 0 {
		t.Fatalf("exit %d, %v:\n%s", r.code, err, r.stdout)
	}
	if len(checks) != 6 {
		t.Errorf("%d checks, want 6 (no package): %v", len(checks), checks)
	}
	for _, c := range checks {
		if len(c) != 4 || c["name"] == "" || c["status"] == "" || c["detail"] == "" {
			t.Errorf("want name, status, detail, fix: %v", c)
		}
	}
}

// TestDoctorReferenceBLAS forces Debian's reference BLAS with
// LD_LIBRARY_PATH, as a user's environment might: doctor fails, and the
// BLAS line names it and says what to do.
func TestDoctorReferenceBLAS(t *testing.T) {
	needLibtorch(t)
	ref := filepath.Join(multiarch, "blas")
	if _, err := os.Stat(filepath.Join(ref, "libblas.so.3")); err != nil {
		t.Skipf("the reference BLAS is not installed (%v): it comes with Debian's libblas3", err)
	}
	force := []string{"env", "LD_LIBRARY_PATH=" + ref}
	r := gotorchgen(t, force, "doctor", "--libtorch", "/usr")
	wantFailure(t, r, 1, "problem", " found: ", "blas")
	line := checkLine(t, r.stdout, "blas")
	for _, want := range []string{"PROBLEM  blas       reference BLAS (netlib): " + ref + "/libblas.so.3",
		"(from LD_LIBRARY_PATH: " + ref + ")", "matrix products run 10-25x slower",
		"\n                    fix: remove " + ref + " from LD_LIBRARY_PATH"} {
		if !strings.Contains(line, want) {
			t.Errorf("the blas line does not say %q:\n%s", want, line)
		}
	}

	r = gotorchgen(t, force, "doctor", "--libtorch", "/usr", "--json")
	var checks []doctor.Check
	if err := json.Unmarshal([]byte(r.stdout), &checks); err != nil || r.code != 1 {
		t.Fatalf("exit %d, %v:\n%s", r.code, err, r.stdout)
	}
	for _, c := range checks {
		if c.Name == "blas" && (c.Status != doctor.Problem || !strings.HasPrefix(c.Fix, "remove "+ref)) {
			t.Errorf("%+v", c)
		}
	}
}

// TestDoctorPackageMismatch: a package generated for another libtorch is
// a problem, whose fix is to regenerate.
func TestDoctorPackageMismatch(t *testing.T) {
	lt := fakeLibtorch(t) // libtorch 1.13.1
	writeFiles(t, lt, map[string]string{"lib/libtorch_cpu.so": ""})
	stamp := func(version string) string {
		return "// Code generated by gotorchgen. DO NOT EDIT.\n// gotorchgen " + version + "; libtorch " + version + " (cpu); input sha256:7399ca22576f599a\n\npackage torch\n"
	}
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"old/torch/optable.go":  stamp("2.6.0"),
		"same/torch/optable.go": stamp("1.13.1"),
	})
	old := filepath.Join(root, "old", "torch")
	r := gotorchgen(t, nil, "doctor", "--libtorch", lt, "--package", old)
	wantFailure(t, r, 1, "doctor: 1 problem found: package")
	if line := checkLine(t, r.stdout, "package"); !strings.HasPrefix(line, "PROBLEM  package    "+old+": generated by gotorchgen 2.6.0 for libtorch 2.6.0 (cpu); the install at "+lt+" is libtorch 1.13.1") ||
		!strings.HasSuffix(line, "fix: regenerate: gotorchgen generate --libtorch "+lt+" --out "+old) {
		t.Errorf("package line:\n%s", line)
	}
	r = gotorchgen(t, nil, "doctor", "--libtorch", lt, "--package", filepath.Join(root, "same", "torch"))
	if line := checkLine(t, r.stdout, "package"); !strings.HasPrefix(line, "WARN     package") || !strings.Contains(line, "this is gotorchgen "+version) {
		t.Errorf("a package for the install's version, from another gotorchgen:\n%s", line)
	}
	if strings.Contains(r.stderr, "package") {
		t.Errorf("stderr: %s", r.stderr)
	}
}
