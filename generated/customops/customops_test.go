// Package customops tests the typed Go functions gotorchgen generates for
// a user's own operators (generate --custom-ops generated/custom-ops.txt):
// it builds a TORCH_LIBRARY against the libtorch the package uses, loads
// it, and calls its operators through the generated functions.
package customops

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// library implements the operators of generated/custom-ops.txt, except
// that mismatch takes a float where the file declares an int.
const library = `
#include <torch/library.h>

at::Tensor scale(const at::Tensor& x, double s) { return x.mul(s); }
std::tuple<at::Tensor, at::Tensor> minmax(const at::Tensor& x) { return {x.min(), x.max()}; }
int64_t count(at::TensorList xs, int64_t extra) { return static_cast<int64_t>(xs.size()) + extra; }
at::Tensor& shift_(at::Tensor& x, const at::Scalar& by) { return x.add_(by); }
at::Tensor mismatch(const at::Tensor& x, double n) { return x.mul(n); }

TORCH_LIBRARY(gotorch_typed, m) {
  m.def("scale(Tensor x, float s=2.0) -> Tensor", scale);
  m.def("minmax(Tensor x) -> (Tensor min, Tensor max)", minmax);
  m.def("count(Tensor[] xs, int extra=0) -> int", count);
  m.def("shift_(Tensor(a!) x, Scalar by) -> Tensor(a!)", shift_);
  m.def("mismatch(Tensor x, float n) -> Tensor", mismatch);
}
`

// cgoFlags reads a #cgo line of the torch package, without its headers key
// and optimization flags.
func cgoFlags(t *testing.T, file, which string) []string {
	src, err := os.ReadFile(filepath.Join("..", "torch", file))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`#cgo ` + which + `: (.*)`).FindSubmatch(src)
	if m == nil {
		t.Fatalf("%s: no #cgo %s line", file, which)
	}
	var out []string
	for _, f := range strings.Fields(string(m[1])) {
		if !strings.HasPrefix(f, "-DGOTORCH") && f != "-Og" && f != "-O1" && f != "-w" {
			out = append(out, f)
		}
	}
	return out
}

var loaded sync.Once

// load builds and loads the library once for the package's tests.
func load(t *testing.T) {
	t.Helper()
	var err error
	loaded.Do(func() {
		dir, derr := os.MkdirTemp("", "customops")
		if derr != nil {
			err = derr
			return
		}
		src := filepath.Join(dir, "typed.cpp")
		if err = os.WriteFile(src, []byte(library), 0o644); err != nil {
			return
		}
		lib := filepath.Join(dir, "libgotorch_typed.so")
		args := append([]string{"-shared", "-fPIC", "-O0", "-o", lib, src}, cgoFlags(t, filepath.Join("internal", "cxxrt", "cxxrt.go"), "CXXFLAGS")...)
		args = append(args, cgoFlags(t, "cgo_flags.go", "LDFLAGS")...)
		if out, cerr := exec.Command("g++", args...).CombinedOutput(); cerr != nil {
			t.Fatalf("building the library: %v\n%s", cerr, out)
		}
		err = torch.LoadLibrary(lib)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// floats reads a float32 result and frees it.
func floats(t *testing.T) func(*torch.Tensor, error) []float32 {
	return func(x *torch.Tensor, err error) []float32 {
		t.Helper()
		return values(t, x, err)
	}
}

func values(t *testing.T, x *torch.Tensor, err error) []float32 {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	v, err := torch.ToSlice[float32](x)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestBeforeLoading(t *testing.T) {
	// Runs first (go test runs tests in source order): nothing loaded yet.
	x := torch.MustFromSlice([]float32{1})
	defer x.Free()
	if _, err := torch.GotorchTypedScale(x).Result(); err == nil || !strings.Contains(err.Error(), "LoadLibrary") {
		t.Errorf("before the library is loaded: %v", err)
	}
}

func TestTypedCustomOps(t *testing.T) {
	load(t)
	before := torch.LiveTensors()
	x := torch.MustFromSlice([]float32{1, -2, 3})
	if got := floats(t)(torch.GotorchTypedScale(x).Result()); !slices.Equal(got, []float32{2, -4, 6}) {
		t.Errorf("scale(x), s defaulted to 2.0 = %v", got)
	}
	if got := floats(t)(torch.GotorchTypedScale(x, torch.GotorchTypedScaleOptions{S: torch.Some(0.5)}).Result()); !slices.Equal(got, []float32{0.5, -1, 1.5}) {
		t.Errorf("scale(x, 0.5) = %v", got)
	}
	mm, err := torch.GotorchTypedMinmax(x)
	if err != nil {
		t.Fatal(err)
	}
	if lo, hi := values(t, mm.Min, nil), values(t, mm.Max, nil); lo[0] != -2 || hi[0] != 3 {
		t.Errorf("minmax = %v, %v", lo, hi)
	}
	if n, err := torch.GotorchTypedCount([]*torch.Tensor{x, x}, torch.GotorchTypedCountOptions{Extra: torch.Some[int64](10)}); err != nil || n != 12 {
		t.Errorf("count = %d, %v", n, err)
	}
	r, err := torch.GotorchTypedShift_(x, torch.Int(1)).Result()
	if err != nil || r != x {
		t.Errorf("shift_ = %v, %v; want its argument back", r, err)
	}
	if got, _ := torch.ToSlice[float32](x); !slices.Equal(got, []float32{2, -1, 4}) {
		t.Errorf("after shift_: %v", got)
	}
	// The library registers a float where the generated function passes an
	// int: the first call's check says so instead of calling it.
	if _, err := torch.GotorchTypedMismatch(x, 3).Result(); err == nil || !strings.Contains(err.Error(), "regenerate") {
		t.Errorf("mismatch: %v", err)
	}
	if _, err := torch.GotorchTypedScale(nil).Result(); err == nil || !strings.Contains(err.Error(), "argument x") {
		t.Errorf("scale(nil): %v", err)
	}
	x.Free()
	if n := torch.LiveTensors(); n != before {
		t.Errorf("live tensors: %d before, %d after", before, n)
	}
}
