package data

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Fixtures made by Python at test time. A kernel's float rounding depends
// on the CPU it runs on (AVX-512, AVX2, ATEN_CPU_CAPABILITY): bits Python
// computed on one machine differ from libtorch's on another by an ulp or
// so, while Python and Go on one machine agree bit for bit. So a fixture
// test runs the fixture scripts' fixtures() (scripts/make-*-fixtures.py)
// once per test binary, in one /usr/bin/python3 process on the machine the
// test runs on, replaces the committed fixtures with what they give, and
// compares bit for bit. Where that cannot run (no Python with torch,
// another torch than libtorch's, no scripts/ above the package: a package
// generated outside gotorchgen's checkout, or the Debian roots), the
// committed fixtures are compared within a tolerance each test states, and
// its log says so. This file is the same in packages torch and nn
// (emit's TestPyFixturesFileIsShared).

// fixturePython is the interpreter the fixtures are made with: Debian's,
// with python3-torch (another python3 may come first on PATH).
const fixturePython = "/usr/bin/python3"

// fixtureDriver runs each script's fixtures() and prints them as one JSON
// object by script name, with torch's version. One intra-op thread, as
// the Go tests that need it pin (a convolution's weight gradient is summed
// in an order that depends on the count). Without torch it prints why.
const fixtureDriver = `
import json, os, runpy, sys
try:
    import torch
except ImportError as e:
    json.dump({"absent": str(e)}, sys.stdout)
    sys.exit(0)
torch.set_num_threads(1)
out = {"torch": torch.__version__}
for path in sys.argv[1:]:
    out[os.path.basename(path)] = runpy.run_path(path, run_name="fixtures")["fixtures"]()
json.dump(out, sys.stdout)
`

// pythonFixtures is what runPythonFixtures found.
type pythonFixtures struct {
	// values holds each script's fixtures() by the script's file name;
	// nil when absent says why there are none.
	values map[string]json.RawMessage
	absent string
	// version is Python's torch.__version__.
	version string
}

// runPythonFixtures runs the scripts' fixtures() with fixturePython, for
// libtorch (Version()). Python absent, without torch, of another torch
// version, or no scripts/ above the working directory: absent says which.
// An error is Python failing where it should have run.
func runPythonFixtures(scripts []string, libtorch string) (pythonFixtures, error) {
	dir, err := findFixtureScripts(scripts[0])
	if err != nil {
		return pythonFixtures{absent: err.Error()}, nil
	}
	if _, err := os.Stat(fixturePython); err != nil {
		return pythonFixtures{absent: "no " + fixturePython}, nil
	}
	args := []string{"-c", fixtureDriver}
	for _, s := range scripts {
		args = append(args, filepath.Join(dir, s))
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(fixturePython, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return pythonFixtures{}, fmt.Errorf("fixtures: %s %s: %v\n%s", fixturePython, strings.Join(scripts, " "), err, stderr.Bytes())
	}
	var out map[string]json.RawMessage
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		return pythonFixtures{}, fmt.Errorf("fixtures: output of %s: %v", strings.Join(scripts, " "), err)
	}
	if a, ok := out["absent"]; ok {
		var why string
		_ = json.Unmarshal(a, &why)
		return pythonFixtures{absent: fixturePython + " has no torch: " + why}, nil
	}
	var version string
	if err := json.Unmarshal(out["torch"], &version); err != nil {
		return pythonFixtures{}, fmt.Errorf("fixtures: torch version of %s: %v", fixturePython, err)
	}
	if majorMinor(version) != majorMinor(libtorch) {
		return pythonFixtures{absent: fmt.Sprintf("%s's torch is %s, libtorch %s", fixturePython, version, libtorch), version: version}, nil
	}
	return pythonFixtures{values: out, version: version}, nil
}

// findFixtureScripts is the scripts/ directory holding script, in the
// working directory or above it (generated/torch/nn is three below).
func findFixtureScripts(script string) (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "scripts", script)); err == nil {
			return filepath.Join(dir, "scripts"), nil
		}
		if filepath.Dir(dir) == dir {
			return "", errors.New("no scripts/" + script + " in " + wd + " or above it (a package generated outside gotorchgen's checkout)")
		}
	}
}

// majorMinor is "1.13" of "1.13.1" or "1.13.0a0".
func majorMinor(v string) string {
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 {
		return v
	}
	return parts[0] + "." + parts[1]
}

// fixtureNote is what a test's log says about its fixtures: Python's on
// this machine, bit for bit, or the committed ones within tol.
func fixtureNote(py pythonFixtures, scripts []string, tol float64) string {
	if py.values != nil {
		return fmt.Sprintf("fixtures: made now by PyTorch %s on this machine (scripts/%s), compared bit for bit", py.version, strings.Join(scripts, ", scripts/"))
	}
	return fmt.Sprintf("fixtures: the committed ones (PyTorch 1.13.1 on an AVX-512 machine), compared within %g of max(1, |value|): Python's cannot be made here: %s", tol, py.absent)
}

// fixtureClose says whether got is want, bit for bit when tol is 0, else
// within tol of max(1, |want|).
func fixtureClose(got, want float64, tol float64) bool {
	if tol == 0 {
		return math.Float64bits(got) == math.Float64bits(want)
	}
	return math.Abs(got-want) <= tol*math.Max(1, math.Abs(want))
}
