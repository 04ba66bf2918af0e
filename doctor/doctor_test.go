package doctor

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/internal/testkit"

	"github.com/gotorchgen/gotorchgen/parser"
)

// The ldd outputs in testdata were captured on Debian bookworm with
// libtorch 1.13.1 (trimmed to the lines that matter): the system's choice
// (ldd-default), each BLAS forced with LD_LIBRARY_PATH, and trixie's
// libtorch 2.6.0 unpacked on bookworm (libraries missing, glibc too old).
// ldd-conda-mkl is hand-written after a conda torch that links MKL.

func readTestdata(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestDoctorParseLdd(t *testing.T) {
	tests := []struct {
		file         string
		blas, lapack string // the paths ldd names
		blasName     string // identifyBLAS of the blas path as named ("" to skip: it needs resolving)
		missing      []string
		versions     []string
	}{
		{file: "ldd-default.txt", blas: "/lib/x86_64-linux-gnu/libblas.so.3", lapack: "/lib/x86_64-linux-gnu/liblapack.so.3"},
		{file: "ldd-reference.txt", blas: "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3", lapack: "/lib/x86_64-linux-gnu/liblapack.so.3",
			blasName: "reference BLAS (netlib)"},
		{file: "ldd-blis-pthread.txt", blas: "/usr/lib/x86_64-linux-gnu/blis-pthread/libblas.so.3", lapack: "/lib/x86_64-linux-gnu/liblapack.so.3",
			blasName: "BLIS pthread"},
		{file: "ldd-openblas-openmp.txt", blas: "/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3", lapack: "/usr/lib/x86_64-linux-gnu/openblas-openmp/liblapack.so.3",
			blasName: "OpenBLAS OpenMP"},
		{file: "ldd-conda-mkl.txt"},
		{file: "ldd-trixie-on-bookworm.txt", blas: "/lib/x86_64-linux-gnu/libblas.so.3", lapack: "/lib/x86_64-linux-gnu/liblapack.so.3",
			missing:  []string{"libXNNPACK.so.0.20241108", "libc10.so.2.6", "libcpp-httplib.so.0.18", "libdnnl.so.3.6", "libfmt.so.10", "libmpi.so.40", "libvulkan.so.1"},
			versions: []string{"GLIBC_2.38 (libm.so.6)", "GLIBCXX_3.4.32 (libstdc++.so.6)", "CXXABI_1.3.15 (libstdc++.so.6)", "GLIBC_2.38 (libc.so.6)"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			d := parseLdd(readTestdata(t, tt.file))
			if got := d.paths[blasSoname]; got != tt.blas {
				t.Errorf("libblas.so.3 => %q, want %q", got, tt.blas)
			}
			if got := d.paths[lapackSoname]; got != tt.lapack {
				t.Errorf("liblapack.so.3 => %q, want %q", got, tt.lapack)
			}
			if tt.blasName != "" {
				if got := identifyBLAS(tt.blas, "BLAS").name; got != tt.blasName {
					t.Errorf("identified as %q, want %q", got, tt.blasName)
				}
			}
			if !slices.Equal(d.missing, tt.missing) {
				t.Errorf("missing %q, want %q", d.missing, tt.missing)
			}
			if !slices.Equal(d.versions, tt.versions) {
				t.Errorf("versions %q, want %q", d.versions, tt.versions)
			}
			if d.paths["libgomp.so.1"] == "" && tt.file != "ldd-conda-mkl.txt" {
				t.Errorf("libgomp.so.1 not read: %v", d.paths)
			}
		})
	}
}

func TestDoctorIdentifyBLAS(t *testing.T) {
	for path, want := range map[string]string{
		"/usr/lib/x86_64-linux-gnu/blas/libblas.so.3.11.0":                   "reference BLAS (netlib)",
		"/usr/lib/x86_64-linux-gnu/lapack/liblapack.so.3.11.0":               "reference LAPACK (netlib)",
		"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3":            "OpenBLAS pthread",
		"/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblasp-r0.3.21.so": "OpenBLAS pthread",
		"/usr/lib/x86_64-linux-gnu/openblas-openmp/liblapack.so.3":           "OpenBLAS OpenMP",
		"/usr/lib/x86_64-linux-gnu/blis-openmp/libblas.so.3":                 "BLIS OpenMP",
		"/usr/lib/x86_64-linux-gnu/libmkl_rt.so":                             "MKL",
		"/opt/conda/lib/libmkl_core.so.2":                                    "MKL",
		"/nonexistent/libblas.so.3":                                          "an unrecognised BLAS",
	} {
		what := "BLAS"
		if strings.Contains(path, "lapack") && !strings.Contains(path, "openblas") {
			what = "LAPACK"
		}
		if got := identifyBLAS(path, what).name; got != want {
			t.Errorf("%s: %q, want %q", path, got, want)
		}
	}
	// A library whose path says nothing is named by the libraries it
	// needs: Debian's OpenBLAS libblas.so.3 is a small library that needs
	// libopenblas.so.0 (and libgomp.so.1 for the OpenMP build).
	for src, want := range map[string]string{
		"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3": "OpenBLAS",
		"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3":  "OpenBLAS OpenMP",
		"/usr/lib/x86_64-linux-gnu/blas/libblas.so.3":             "an unrecognised BLAS",
	} {
		data, err := os.ReadFile(src)
		if err != nil {
			t.Logf("skipping the ELF case of %s: %v", src, err)
			continue
		}
		p := filepath.Join(t.TempDir(), "libblas.so.3")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if got := identifyBLAS(p, "BLAS").name; got != want {
			t.Errorf("a copy of %s: %q, want %q", src, got, want)
		}
	}
}

// fakeAlternatives makes a dpkg alternatives directory whose libblas.so.3
// alternative is in mode ("" for no such alternative).
func fakeAlternatives(t *testing.T, mode string) {
	t.Helper()
	dir := t.TempDir()
	if mode != "" {
		text := mode + "\n/usr/lib/x86_64-linux-gnu/libblas.so.3\n\n/usr/lib/x86_64-linux-gnu/blas/libblas.so.3\n10\n\n"
		if err := os.WriteFile(filepath.Join(dir, "libblas.so.3-x86_64-linux-gnu"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := dpkgAlternatives
	dpkgAlternatives = dir
	t.Cleanup(func() { dpkgAlternatives = old })
}

// TestDoctorReferenceBLAS: the reference BLAS chosen by the system is a
// problem whose fix installs the recommended package, and puts a manual
// alternative back in auto mode.
func TestDoctorReferenceBLAS(t *testing.T) {
	t.Setenv("LD_LIBRARY_PATH", "")
	ref := &deps{paths: map[string]string{
		blasSoname:   "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3",
		lapackSoname: "/usr/lib/x86_64-linux-gnu/lapack/liblapack.so.3",
	}}
	for _, tt := range []struct{ mode, fix string }{
		{"auto", "apt-get install libopenblas0-pthread"},
		{"manual", "apt-get install libopenblas0-pthread && update-alternatives --auto libblas.so.3-x86_64-linux-gnu"},
	} {
		t.Run(tt.mode, func(t *testing.T) {
			fakeAlternatives(t, tt.mode)
			c := checkBLAS("/x/libtorch.so", ref, nil)
			if c.Status != Problem || c.Fix != tt.fix || !strings.HasPrefix(c.Detail, "reference BLAS (netlib): ") ||
				!strings.Contains(c.Detail, "10-25x slower") || !strings.Contains(c.Detail, "LAPACK: reference LAPACK (netlib)") {
				t.Errorf("got %+v\nwant a PROBLEM naming the reference BLAS, fix %q", c, tt.fix)
			}
		})
	}
	t.Run("no dpkg", func(t *testing.T) {
		old := dpkgAlternatives
		dpkgAlternatives = filepath.Join(t.TempDir(), "none")
		defer func() { dpkgAlternatives = old }()
		c := checkBLAS("/x/libtorch.so", ref, nil)
		if c.Status != Problem || !strings.Contains(c.Fix, "install an optimized BLAS that provides libblas.so.3") {
			t.Errorf("got %+v", c)
		}
	})
	t.Run("reference LAPACK only", func(t *testing.T) {
		fakeAlternatives(t, "auto")
		d := &deps{paths: map[string]string{
			blasSoname:   "/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3",
			lapackSoname: "/usr/lib/x86_64-linux-gnu/lapack/liblapack.so.3",
		}}
		c := checkBLAS("/x/libtorch.so", d, nil)
		if c.Status != Warn || !strings.HasPrefix(c.Detail, "OpenBLAS pthread: ") || c.Fix != "apt-get install libopenblas0-pthread" {
			t.Errorf("got %+v, want a WARN naming OpenBLAS and the reference LAPACK", c)
		}
	})
}

func TestDoctorBLASOtherCases(t *testing.T) {
	t.Setenv("LD_LIBRARY_PATH", "")
	fakeAlternatives(t, "auto")
	tests := []struct {
		name   string
		d      *deps
		err    error
		status Status
		detail string
	}{
		{"not found", &deps{paths: map[string]string{blasSoname: ""}}, nil, Problem, "needs libblas.so.3 and the dynamic loader finds none"},
		{"blis", parseLdd(readTestdata(t, "ldd-blis-pthread.txt")), nil, OK, "BLIS pthread: /usr/lib/x86_64-linux-gnu/blis-pthread/libblas.so.3"},
		{"mkl linked directly", parseLdd(readTestdata(t, "ldd-conda-mkl.txt")), nil, OK, "libtorch.so links MKL directly: /opt/conda/lib/libmkl_core.so.2"},
		{"no BLAS library at all", &deps{paths: map[string]string{"libc.so.6": "/lib/libc.so.6"}}, nil, OK, "this libtorch carries its own BLAS"},
		{"unrecognised", &deps{paths: map[string]string{blasSoname: "/nonexistent/libblas.so.3"}}, nil, Warn, "an unrecognised BLAS: /nonexistent/libblas.so.3"},
		{"no ldd", nil, errNoLdd, Warn, "cannot tell which BLAS libtorch loads: no ldd on PATH"},
		{"libraries missing", &deps{paths: map[string]string{"libtorch_cpu.so": ""}, missing: []string{"libtorch_cpu.so"}}, nil, Warn,
			"cannot tell which BLAS libtorch loads: the dynamic loader does not find all the libraries libtorch.so needs"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := checkBLAS("/x/libtorch.so", tt.d, tt.err)
			if c.Status != tt.status || !strings.Contains(c.Detail, tt.detail) {
				t.Errorf("got %+v\nwant %s with %q", c, tt.status, tt.detail)
			}
			if c.Status == Problem && c.Fix == "" {
				t.Error("a problem without a fix")
			}
		})
	}
}

func TestDoctorLibraries(t *testing.T) {
	c := checkLibraries("/x/libtorch_cpu.so", parseLdd(readTestdata(t, "ldd-trixie-on-bookworm.txt")), nil)
	for _, want := range []string{"libtorch_cpu.so needs 7 libraries the dynamic loader cannot find: libXNNPACK.so.0.20241108, libc10.so.2.6,",
		"symbol versions this system's libraries lack (it was built for a newer release): GLIBC_2.38 (libm.so.6)"} {
		if c.Status != Problem || !strings.Contains(c.Detail, want) {
			t.Errorf("got %+v\nwant a PROBLEM saying %q", c, want)
		}
	}
	if !strings.Contains(c.Fix, "LD_LIBRARY_PATH") || !strings.Contains(c.Fix, "built for this system's distribution release") {
		t.Errorf("fix %q", c.Fix)
	}
	if c := checkLibraries("/x/libtorch.so", parseLdd(readTestdata(t, "ldd-default.txt")), nil); c.Status != OK {
		t.Errorf("got %+v, want OK", c)
	}
	if c := checkLibraries("/x/libtorch.so", nil, errNoLdd); c.Status != Warn || !strings.Contains(c.Fix, "libc-bin") {
		t.Errorf("got %+v, want a WARN", c)
	}
}

func TestDoctorThreads(t *testing.T) {
	oldN, oldQ := numCPU, cpuQuota
	t.Cleanup(func() { numCPU, cpuQuota = oldN, oldQ })
	numCPU = func() int { return 4 }
	tests := []struct {
		env    map[string]string
		quota  int
		status Status
		detail string
	}{
		{nil, 0, OK, "4 CPUs; OMP_NUM_THREADS, MKL_NUM_THREADS, OPENBLAS_NUM_THREADS unset"},
		{map[string]string{"OMP_NUM_THREADS": "2", "OPENBLAS_NUM_THREADS": "2"}, 0, OK, "4 CPUs; OMP_NUM_THREADS=2 OPENBLAS_NUM_THREADS=2"},
		{map[string]string{"OMP_NUM_THREADS": "4,1"}, 0, OK, "OMP_NUM_THREADS=4,1"},
		{map[string]string{"OMP_NUM_THREADS": "4", "OPENBLAS_NUM_THREADS": "4"}, 0, Warn, "OMP_NUM_THREADS × OPENBLAS_NUM_THREADS = 16 threads on 4 CPUs"},
		{map[string]string{"MKL_NUM_THREADS": "8"}, 0, Warn, "MKL_NUM_THREADS=8 is more threads than the 4 CPUs"},
		{map[string]string{"OMP_NUM_THREADS": "lots"}, 0, Warn, `OMP_NUM_THREADS="lots" is not a positive number`},
		{map[string]string{"OPENBLAS_NUM_THREADS": "0"}, 0, Warn, `OPENBLAS_NUM_THREADS="0" is not a positive number`},
		{nil, 2, Warn, "4 CPUs (a CPU quota allows 2)"},
		{map[string]string{"OMP_NUM_THREADS": "2"}, 2, OK, "4 CPUs (a CPU quota allows 2); OMP_NUM_THREADS=2"},
	}
	for _, tt := range tests {
		for _, v := range threadVars {
			if val, ok := tt.env[v]; ok {
				t.Setenv(v, val)
			} else {
				t.Setenv(v, "")
				os.Unsetenv(v)
			}
		}
		cpuQuota = func() int { return tt.quota }
		c := checkThreads()
		if c.Status != tt.status || !strings.Contains(c.Detail, tt.detail) || (c.Status == Warn) != (c.Fix != "") {
			t.Errorf("%v, quota %d: got %+v\nwant %s with %q", tt.env, tt.quota, c, tt.status, tt.detail)
		}
	}
}

func TestDoctorCUDA(t *testing.T) {
	old := nvidiaGPUs
	t.Cleanup(func() { nvidiaGPUs = old })
	t.Setenv("PATH", t.TempDir()) // no nvidia-smi
	os.Unsetenv("CUDA_VISIBLE_DEVICES")
	gpus := t.TempDir()
	nvidiaGPUs = gpus
	cpu, cuda := &parser.Install{LibDir: "/l"}, &parser.Install{LibDir: "/l", CUDA: true}
	if c := checkCUDA(cpu); c.Status != OK || !strings.Contains(c.Detail, "not built with CUDA") {
		t.Errorf("cpu: %+v", c)
	}
	if c := checkCUDA(cuda); c.Status != Warn || !strings.Contains(c.Detail, "no NVIDIA GPU is visible") || c.Fix == "" {
		t.Errorf("cuda without GPUs: %+v", c)
	}
	if err := os.Mkdir(filepath.Join(gpus, "0000:01:00.0"), 0o755); err != nil {
		t.Fatal(err)
	}
	if c := checkCUDA(cuda); c.Status != OK || !strings.Contains(c.Detail, "sees 1 GPU (") {
		t.Errorf("cuda with a GPU: %+v", c)
	}
	t.Setenv("CUDA_VISIBLE_DEVICES", "")
	if c := checkCUDA(cuda); c.Status != Warn || !strings.Contains(c.Detail, "hides every GPU") {
		t.Errorf("CUDA_VISIBLE_DEVICES empty: %+v", c)
	}
}

// fakeCompiler is a C++ compiler that knows C++17 only.
const fakeCompiler = `#!/bin/sh
case "$*" in
*--version*) echo "fakec++ 1.0"; exit 0;;
*-std=c++20*) echo "fakec++: error: unrecognized command-line option '-std=c++20'" >&2; exit 1;;
esac
exit 0
`

func TestDoctorCompiler(t *testing.T) {
	bin := t.TempDir()
	fake := filepath.Join(bin, "fakec++")
	if err := os.WriteFile(fake, []byte(fakeCompiler), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("CC", fake) // any command on PATH does for the C compiler here
	t.Setenv("CGO_ENABLED", "")
	old := &parser.Install{Version: "1.13.0"}
	future := &parser.Install{Version: "2.10.0"}

	t.Setenv("CXX", fake)
	if c := checkCompiler(old, true); c.Status != OK || !strings.Contains(c.Detail, "(fakec++ 1.0) compiles -std=c++17, which libtorch 1.13.0 needs") {
		t.Errorf("C++17: %+v", c)
	}
	if c := checkCompiler(future, true); c.Status != Problem || !strings.Contains(c.Detail, "does not compile -std=c++20, which libtorch 2.10.0 needs: fakec++: error: unrecognized") {
		t.Errorf("C++20: %+v", c)
	}
	t.Setenv("CXX", filepath.Join(bin, "nonexistent")+" -m64")
	if c := checkCompiler(old, true); c.Status != Problem || !strings.Contains(c.Detail, "no C++ compiler: "+filepath.Join(bin, "nonexistent")+" is not on PATH") || c.Fix == "" {
		t.Errorf("CXX not found: %+v", c)
	}
	// A pure stable package compiles C only, but still through cgo.
	if c := checkCompiler(future, false); c.Status != OK || c.Detail != "C: "+fake+"; no C++ compiler needed: a pure stable-ABI package compiles C only" {
		t.Errorf("CXX not found, C only: %+v", c)
	}
	t.Setenv("CGO_ENABLED", "0")
	if c := checkCompiler(future, false); c.Status != Problem || !strings.Contains(c.Detail, "cgo is off (CGO_ENABLED=0)") {
		t.Errorf("CGO_ENABLED=0, C only: %+v", c)
	}
	if c := checkCompiler(old, true); c.Status != Problem || !strings.Contains(c.Detail, "cgo is off (CGO_ENABLED=0)") {
		t.Errorf("CGO_ENABLED=0: %+v", c)
	}

	// Without the go command: the go command's defaults, gcc and g++.
	t.Setenv("CGO_ENABLED", "")
	t.Setenv("CXX", "")
	t.Setenv("CC", "")
	t.Setenv("PATH", t.TempDir())
	if c := checkCompiler(old, true); c.Status != Problem || !strings.Contains(c.Detail, "no C compiler: gcc is not on PATH") {
		t.Errorf("no compiler: %+v", c)
	}
	for _, name := range []string{"gcc", "clang++"} {
		if err := os.Symlink(fake, filepath.Join(os.Getenv("PATH"), name)); err != nil {
			t.Fatal(err)
		}
	}
	if c := checkCompiler(old, true); c.Status != Problem || !strings.Contains(c.Detail, "no C++ compiler: g++ is not on PATH") ||
		!strings.HasPrefix(c.Fix, "set CXX=clang++") {
		t.Errorf("clang++ but no g++: %+v", c)
	}
}

// TestDoctorRealCompiler has the machine's g++ compile the probes.
func TestDoctorRealCompiler(t *testing.T) {
	if _, err := os.Stat("/usr/bin/g++"); err != nil {
		t.Skip("no /usr/bin/g++")
	}
	t.Setenv("CXX", "/usr/bin/g++")
	t.Setenv("CC", "")
	t.Setenv("CGO_ENABLED", "")
	if c := checkCompiler(&parser.Install{Version: "1.13.0"}, true); c.Status != OK {
		t.Errorf("%+v", c)
	}
	// The probe must fail where the standard is missing: -std=c++14
	// says 201402L.
	stdProbe["c++14"] = stdProbe["c++17"]
	defer delete(stdProbe, "c++14")
	if err := compileProbe([]string{"/usr/bin/g++"}, "c++14"); err == nil {
		t.Error("the C++17 probe compiles under -std=c++14")
	}
}

func writePackage(t *testing.T, dir, generator, version, flavour, pkg string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	text := "// Code generated by gotorchgen. DO NOT EDIT.\n// gotorchgen " + generator + "; libtorch " + version + " (" + flavour + "); input sha256:7399ca22576f599a\n\npackage " + pkg + "\n"
	if err := os.WriteFile(filepath.Join(dir, stampFile), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestDoctorPackage(t *testing.T) {
	root := t.TempDir()
	cpu := &parser.Install{Version: "1.13.0", LibDir: "/l"}
	cuda := &parser.Install{Version: "1.13.0", LibDir: "/l", CUDA: true}
	tests := []struct {
		name                        string
		generator, version, flavour string
		pkg                         string
		inst                        *parser.Install
		status                      Status
		detail, fix                 string
	}{
		{"match", "0.1.0", "1.13.0", "cpu", "torch", cpu, OK, "generated by gotorchgen 0.1.0 for libtorch 1.13.0 (cpu): matches the install", ""},
		{"other version", "0.1.0", "2.6.0", "cpu", "torch", cpu, Problem, "for libtorch 2.6.0 (cpu); the install at /p is libtorch 1.13.0",
			"regenerate: gotorchgen generate --libtorch /p --out " + filepath.Join(root, "other version")},
		{"cuda package, cpu install", "0.1.0", "1.13.0", "cuda", "torch", cpu, Problem, "the install at /p is a CPU build", "regenerate: "},
		{"cpu package, cuda install", "0.1.0", "1.13.0", "cpu", "torch", cuda, Warn, "the install is a CUDA build, which this CPU package does not use", "regenerate: "},
		{"other generator", "0.0.9", "1.13.0", "cpu", "torch", cpu, Warn, "; this is gotorchgen 0.1.0", "regenerate: "},
		{"package name", "0.1.0", "2.6.0", "cpu", "tt", cpu, Problem, "libtorch 1.13.0", " --package tt"},
		{"no install", "0.1.0", "1.13.0", "cpu", "torch", nil, Warn, "not compared: no libtorch install found", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(root, tt.name)
			writePackage(t, dir, tt.generator, tt.version, tt.flavour, tt.pkg)
			c := checkPackage(dir, "/p", tt.inst, "0.1.0")
			if c.Status != tt.status || !strings.Contains(c.Detail, tt.detail) || !strings.Contains(c.Fix, tt.fix) || (tt.fix == "") != (c.Fix == "") {
				t.Errorf("got %+v\nwant %s with %q, fix %q", c, tt.status, tt.detail, tt.fix)
			}
		})
	}
	t.Run("broken packages", func(t *testing.T) {
		noStamp := filepath.Join(root, "nostamp")
		os.MkdirAll(noStamp, 0o755)
		os.WriteFile(filepath.Join(noStamp, stampFile), []byte("package torch\n"), 0o644)
		for dir, want := range map[string]string{
			filepath.Join(root, "absent"): filepath.Join(root, "absent") + ": no such directory",
			t.TempDir():                   "no optable.go (typed mode) or stable_version.go (stable ABI)",
			noStamp:                       "optable.go: no \"// gotorchgen VERSION; libtorch VERSION (FLAVOUR); input sha256:…\" line",
		} {
			c := checkPackage(dir, "/p", cpu, "0.1.0")
			if c.Status != Problem || !strings.Contains(c.Detail, want) || c.Fix == "" {
				t.Errorf("%s: got %+v, want a PROBLEM with %q", dir, c, want)
			}
		}
	})
}

// fakeInstall writes the files FindInstall needs, and files.
func fakeInstall(t *testing.T, files ...string) string {
	t.Helper()
	dir := t.TempDir()
	all := map[string]string{
		"include/ATen/core/Tensor.h": "#pragma once\n",
		"include/torch/version.h":    "#define TORCH_VERSION_MAJOR 1\n#define TORCH_VERSION_MINOR 13\n#define TORCH_VERSION_PATCH 0\n",
	}
	for _, f := range files {
		all[f] = ""
	}
	for name, text := range all {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func statuses(checks []Check) map[string]Status {
	m := map[string]Status{}
	for _, c := range checks {
		m[c.Name] = c.Status
	}
	return m
}

// TestDoctorRunFakeInstall runs every check on fake installs: libraries
// that are no ELF files make ldd fail, which is a warning, not a crash.
func TestDoctorRunFakeInstall(t *testing.T) {
	t.Run("empty libraries", func(t *testing.T) {
		lt := fakeInstall(t, "lib/libtorch_cpu.so", "lib/libtorch_cuda.so")
		checks := Run(Options{Libtorch: lt})
		got := statuses(checks)
		if got[NameLibtorch] != OK || got[NameLibraries] != Warn || got[NameBLAS] != Warn || got[NameCUDA] == "" {
			t.Errorf("%+v", checks)
		}
		if c := checks[0]; c.Detail != "1.13.0 (cuda) at "+lt+"; libraries in "+filepath.Join(lt, "lib") {
			t.Errorf("libtorch: %+v", c)
		}
		for _, c := range checks {
			if c.Name == NameBLAS && !strings.Contains(c.Detail, "ldd "+filepath.Join(lt, "lib", "libtorch_cpu.so")+": ") {
				t.Errorf("blas: %+v", c)
			}
		}
	})
	t.Run("no ldd", func(t *testing.T) {
		lt := fakeInstall(t, "lib/libtorch.so")
		t.Setenv("PATH", t.TempDir())
		got := statuses(Run(Options{Libtorch: lt}))
		if got[NameLibraries] != Warn || got[NameBLAS] != Warn || got[NameCompiler] != Problem {
			t.Errorf("%v", got)
		}
	})
	t.Run("headers only", func(t *testing.T) {
		lt := fakeInstall(t)
		checks := Run(Options{Libtorch: lt})
		if checks[0].Status != Problem || !strings.Contains(checks[0].Detail, "no libtorch.so or libtorch_cpu.so under "+lt) {
			t.Errorf("%+v", checks[0])
		}
		if s := statuses(checks); s[NameBLAS] != "" || s[NameLibraries] != "" || s[NameCUDA] != OK {
			t.Errorf("checks that need the libraries ran: %v", s)
		}
	})
	t.Run("no install", func(t *testing.T) {
		checks := Run(Options{Libtorch: filepath.Join(t.TempDir(), "none"), Package: t.TempDir()})
		got := statuses(checks)
		if got[NameLibtorch] != Problem || got[NameBLAS] != "" || got[NameCUDA] != "" || got[NamePackage] != Problem || got[NameThreads] == "" {
			t.Errorf("%+v", checks)
		}
		if p := Problems(checks); !slices.Equal(p, []string{NameLibtorch, NamePackage}) && !slices.Equal(p, []string{NameLibtorch, NameCompiler, NamePackage}) {
			t.Errorf("Problems = %v", p)
		}
	})
}

// TestDoctorForcedBLAS runs ldd for real on Debian's libtorch with each
// BLAS forced through LD_LIBRARY_PATH.
func TestDoctorForcedBLAS(t *testing.T) {
	testkit.NeedLibtorch(t, "/usr")
	const multiarch = "/usr/lib/x86_64-linux-gnu"
	lib := loadedLibrary(multiarch)
	for dir, want := range map[string]Status{"blas": Problem, "openblas-pthread": OK, "openblas-openmp": OK, "blis-pthread": OK, "blis-openmp": OK} {
		t.Run(dir, func(t *testing.T) {
			dir := filepath.Join(multiarch, dir)
			if _, err := os.Stat(filepath.Join(dir, blasSoname)); err != nil {
				t.Skipf("%s is absent: its package is not installed", dir)
			}
			t.Setenv("LD_LIBRARY_PATH", dir)
			d, err := ldd(lib, nil)
			c := checkBLAS(lib, d, err)
			if c.Status != want || !strings.HasPrefix(c.Detail, identifyBLAS(filepath.Join(dir, blasSoname), "BLAS").name+": "+dir+"/") ||
				!strings.Contains(c.Detail, "(from LD_LIBRARY_PATH: "+dir+")") {
				t.Errorf("got %+v, want %s", c, want)
			}
			if want == Problem && !strings.HasPrefix(c.Fix, "remove "+dir+" from LD_LIBRARY_PATH") {
				t.Errorf("fix %q", c.Fix)
			}
		})
	}
	// An LD_LIBRARY_PATH entry that is where the system's choice lives
	// anyway is not the cause: the fix leaves it alone.
	t.Run("system directory in LD_LIBRARY_PATH", func(t *testing.T) {
		fakeAlternatives(t, "auto")
		t.Setenv("LD_LIBRARY_PATH", multiarch)
		if fix := blasFix(lib, blasSoname, filepath.Join(multiarch, blasSoname)); fix != "apt-get install "+RecommendedBLASPackage {
			t.Errorf("fix %q", fix)
		}
	})
}

func TestDoctorWithoutLDEntry(t *testing.T) {
	t.Setenv("LD_LIBRARY_PATH", "/opt/a:/usr/lib/x86_64-linux-gnu/blas/::/opt/b")
	if got, want := withoutLDEntry("/usr/lib/x86_64-linux-gnu/blas"), "LD_LIBRARY_PATH=/opt/a:/opt/b"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	t.Setenv("LD_LIBRARY_PATH", "/usr/lib/x86_64-linux-gnu/blas")
	if got, want := withoutLDEntry("/usr/lib/x86_64-linux-gnu/blas"), "LD_LIBRARY_PATH"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	// ldd runs with the change applied.
	env := withEnv([]string{"A=1", "LD_LIBRARY_PATH=/x", "B=2"}, []string{"LD_LIBRARY_PATH=/opt/a"})
	if !slices.Equal(env, []string{"A=1", "B=2", "LD_LIBRARY_PATH=/opt/a"}) {
		t.Errorf("withEnv = %q", env)
	}
	if env := withEnv([]string{"A=1", "LD_LIBRARY_PATH=/x"}, []string{"LD_LIBRARY_PATH"}); !slices.Equal(env, []string{"A=1"}) {
		t.Errorf("withEnv = %q", env)
	}
}

// TestDoctorOwnLibraries: Debian trixie's libtorch 2.6.0, unpacked (make
// libtorch-2.6), has its libraries in a directory the loader does not
// search; a generated package links with -rpath there, so doctor looks
// there too.
func TestDoctorOwnLibraries(t *testing.T) {
	cache := os.Getenv("GOTORCHGEN_CACHE")
	if cache == "" {
		home, _ := os.UserHomeDir()
		cache = filepath.Join(home, ".cache", "gotorchgen")
	}
	lt := filepath.Join(cache, "debian-trixie", "root-libtorch-dev-2.6.0+dfsg-7", "usr")
	if _, err := os.Stat(filepath.Join(lt, "lib", "x86_64-linux-gnu", "libtorch_cpu.so")); err != nil {
		t.Skipf("no unpacked libtorch 2.6.0 (%v): make libtorch-2.6", err)
	}
	t.Setenv("LD_LIBRARY_PATH", "")
	for _, c := range Run(Options{Libtorch: lt}) {
		if c.Name != NameLibraries {
			continue
		}
		// What else is missing depends on the system: on bookworm, trixie's
		// libfmt.so.10 and glibc 2.38.
		t.Logf("%+v", c)
		if strings.Contains(c.Detail, "libtorch_cpu.so") || strings.Contains(c.Detail, "libc10.so") {
			t.Errorf("the install's own libraries are reported missing: %+v", c)
		}
	}
	d := &deps{missing: []string{"libfoo.so.1", "libtorch_cpu.so.2.6"}}
	if !missesOwn(d, filepath.Join(lt, "lib", "x86_64-linux-gnu")) || missesOwn(&deps{missing: []string{"libfoo.so.1"}}, lt) {
		t.Error("missesOwn")
	}
	t.Setenv("LD_LIBRARY_PATH", "/opt/a")
	if got := appendLDEntry("/opt/lt/lib"); got != "LD_LIBRARY_PATH=/opt/a:/opt/lt/lib" {
		t.Errorf("appendLDEntry = %q", got)
	}
}

// TestDoctorSpecs: a 1.x install without Gloo's headers is a warning
// naming libgloo-dev; one with every spec's headers is OK; gaps of the
// version alone are reported, not warned about.
func TestDoctorSpecs(t *testing.T) {
	specs, err := parser.DefaultSpecs()
	if err != nil {
		t.Fatal(err)
	}
	// An include directory holding every header the specs require.
	all := t.TempDir()
	var required []string
	for _, c := range specs.Classes {
		required = append(required, c.Requires...)
	}
	for _, f := range specs.Functions {
		required = append(required, f.Requires...)
	}
	if len(required) == 0 {
		t.Fatal("no spec requires a header")
	}
	for _, h := range required {
		p := filepath.Join(all, filepath.FromSlash(h))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if c := checkSpecs(&parser.Install{IncludeDirs: []string{all}}); c.Status != OK || c.Fix != "" {
		t.Errorf("every header present: %+v", c)
	}
	if err := os.RemoveAll(filepath.Join(all, "gloo")); err != nil {
		t.Fatal(err)
	}
	c := checkSpecs(&parser.Install{IncludeDirs: []string{all}})
	if c.Status != Warn || !strings.Contains(c.Fix, "libgloo-dev") || !strings.Contains(c.Detail, "class Store") {
		t.Errorf("no Gloo headers: %+v", c)
	}
	// No header at all: the gaps are the build's (no AOTInductor, no
	// c10d), reported without a warning that libgloo-dev would not answer.
	c = checkSpecs(&parser.Install{IncludeDirs: []string{t.TempDir()}})
	if c.Status != OK || !strings.Contains(c.Detail, "AOTIModel") || !strings.Contains(c.Detail, "no torch/csrc/distributed/c10d/ProcessGroupGloo.hpp") {
		t.Errorf("no headers: %+v", c)
	}
}
