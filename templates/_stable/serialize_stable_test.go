package torch

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"
)

// torch.Load and Save in the stable-ABI mode: serialize.go is the typed
// mode's source, its tensor operations serialize_stable.go's. The
// fixtures (serialize_fixtures_test.go, shared) are torch.save files
// PyTorch wrote (scripts/make-serialize-fixtures.py).

func stSerFixture(t *testing.T, b64 string) []byte {
	t.Helper()
	b, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func stSerLoad(t *testing.T, data []byte) any {
	t.Helper()
	v, err := LoadFrom(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func stSerSave(t *testing.T, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := SaveTo(&b, v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// stSerCheckLive fails t if it ends with more live tensors than it began
// with (the nursery may hold dropped ones until a collection). Tensors an
// earlier test left to the GC are collected first, and fewer at the end
// is no failure: the GC may free such leftovers during the test.
func stSerCheckLive(t *testing.T) {
	before := LiveTensors()
	for deadline := time.Now().Add(time.Second); time.Now().Before(deadline); {
		rtPromoteAll()
		runtime.GC()
		time.Sleep(2 * time.Millisecond)
		n := LiveTensors()
		if n == before {
			break
		}
		before = n
	}
	t.Cleanup(func() {
		n := LiveTensors()
		for deadline := time.Now().Add(5 * time.Second); n > before && time.Now().Before(deadline); n = LiveTensors() {
			rtPromoteAll()
			runtime.GC()
			time.Sleep(10 * time.Millisecond)
		}
		if n > before {
			t.Errorf("LiveTensors: %d after the test, %d before", n, before)
		}
	})
}

func stSerValues[T Element](t *testing.T, x *Tensor) []T {
	t.Helper()
	v, err := ToSlice[T](x)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// stSerCheckStateDict checks the fixtures' state_dict (a Sequential(Linear,
// BatchNorm1d, ReLU, Linear)'s): entry i holds i + 0.25*j at element j,
// num_batches_tracked 7+i; its _metadata as Python's.
func stSerCheckStateDict(t *testing.T, v any) {
	t.Helper()
	d, ok := v.(*Dict)
	if !ok || !d.Ordered {
		t.Fatalf("got %T, want an OrderedDict", v)
	}
	keys := []any{"0.weight", "0.bias", "1.weight", "1.bias", "1.running_mean", "1.running_var",
		"1.num_batches_tracked", "3.weight", "3.bias"}
	shapes := [][]int64{{4, 3}, {4}, {4}, {4}, {4}, {4}, nil, {2, 4}, {2}}
	if !reflect.DeepEqual(d.Keys, keys) {
		t.Fatalf("keys %v", d.Keys)
	}
	for i, k := range keys {
		x := d.Tensor(k)
		if x == nil || !reflect.DeepEqual(x.Shape(), shapes[i]) {
			t.Fatalf("%s: %v, want shape %v", k, x, shapes[i])
		}
		if k == "1.num_batches_tracked" {
			if got := stSerValues[int64](t, x); x.DType() != Int64 || got[0] != int64(7+i) {
				t.Fatalf("%s = %v %v", k, x.DType(), got)
			}
			continue
		}
		for j, e := range stSerValues[float32](t, x) {
			if want := float32(i) + 0.25*float32(j); e != want {
				t.Fatalf("%s[%d] = %v, want %v", k, j, e, want)
			}
		}
	}
	md, _ := d.Attrs.Get("_metadata")
	m, ok := md.(*Dict)
	if !ok || !m.Ordered || m.Len() != 5 {
		t.Fatalf("_metadata: %#v", md)
	}
	if v, _ := m.Get("1"); !reflect.DeepEqual(v, &Dict{Keys: []any{"version"}, Values: []any{int64(2)}}) {
		t.Fatalf("_metadata['1'] = %#v", v)
	}
}

// TestStableLoadStateDict loads a state_dict PyTorch saved, in the zip
// and the legacy format.
func TestStableLoadStateDict(t *testing.T) {
	for _, c := range []struct{ name, data string }{{"zip", fixtureStateDict}, {"legacy", fixtureStateDictLegacy}} {
		t.Run(c.name, func(t *testing.T) {
			stSerCheckLive(t)
			v := stSerLoad(t, stSerFixture(t, c.data))
			defer FreeAll(v)
			stSerCheckStateDict(t, v)
		})
	}
}

// TestStableLoadViews: tensors that shared a storage in Python share one
// here (views of it), and Save writes that storage once.
func TestStableLoadViews(t *testing.T) {
	stSerCheckLive(t)
	for _, data := range []string{fixtureViews, fixtureViewsLegacy} {
		v := stSerLoad(t, stSerFixture(t, data))
		l, ok := v.([]any)
		if !ok || len(l) != 3 {
			t.Fatalf("got %#v", v)
		}
		x, row, xt := l[0].(*Tensor), l[1].(*Tensor), l[2].(*Tensor)
		if got := stSerValues[float32](t, row); !reflect.DeepEqual(got, []float32{4, 5, 6, 7, 8, 9, 10, 11}) {
			t.Fatalf("x[1:] = %v", got)
		}
		if got := stSerValues[float32](t, xt); !reflect.DeepEqual(got[:4], []float32{0, 4, 8, 1}) || !reflect.DeepEqual(xt.Shape(), []int64{4, 3}) {
			t.Fatalf("x.t() = %v %v", xt.Shape(), got)
		}
		if !reflect.DeepEqual(rtStridesOf(xt), []int64{1, 4}) || !reflect.DeepEqual(rtStridesOf(x), []int64{4, 1}) {
			t.Fatalf("strides %v %v", rtStridesOf(x), rtStridesOf(xt))
		}
		saved := stSerSave(t, v)
		zr, err := zip.NewReader(bytes.NewReader(saved), int64(len(saved)))
		if err != nil {
			t.Fatal(err)
		}
		var storages []string
		for _, f := range zr.File {
			if strings.HasPrefix(f.Name, "archive/data/") {
				storages = append(storages, f.Name)
			}
		}
		if len(storages) != 1 {
			t.Errorf("Save wrote the storages %v, want one", storages)
		}
		FreeAll(v)
	}
}

// TestStableSaveLoadRoundTrip: every fixture PyTorch wrote, loaded, saved
// and loaded again, saves to the same bytes (values, dtypes, shapes,
// strides, offsets, sharing and requires_grad unchanged: Save writes them
// all).
func TestStableSaveLoadRoundTrip(t *testing.T) {
	for _, c := range []struct{ name, data string }{
		{"tensor", fixtureTensor}, {"dict", fixtureDict}, {"state_dict", fixtureStateDict},
		{"state_dict legacy", fixtureStateDictLegacy}, {"parameter", fixtureParameter},
		{"views", fixtureViews}, {"dtypes", fixtureDTypes},
	} {
		t.Run(c.name, func(t *testing.T) {
			stSerCheckLive(t)
			first := stSerLoad(t, stSerFixture(t, c.data))
			defer FreeAll(first)
			saved := stSerSave(t, first)
			second := stSerLoad(t, saved)
			defer FreeAll(second)
			if again := stSerSave(t, second); !bytes.Equal(saved, again) {
				t.Fatalf("Save(Load(Save(x))) differs from Save(x): %d and %d bytes", len(again), len(saved))
			}
			if c.name == "state_dict" || c.name == "state_dict legacy" {
				stSerCheckStateDict(t, second)
			}
		})
	}
}

// TestStableRequiresGrad: an nn.Parameter loads as a tensor that requires
// grad, a plain tensor as one that does not, and Save keeps both.
func TestStableRequiresGrad(t *testing.T) {
	stSerCheckLive(t)
	p := stSerLoad(t, stSerFixture(t, fixtureParameter)).(*Tensor)
	defer p.Free()
	x := MustFromSlice([]float32{1, 2})
	defer x.Free()
	for _, c := range []struct {
		x    *Tensor
		want bool
	}{{p, true}, {x, false}} {
		y := stSerLoad(t, stSerSave(t, c.x)).(*Tensor)
		for _, z := range []*Tensor{c.x, y} {
			if got, err := rtRequiresGradOf(z); err != nil || got != c.want {
				t.Errorf("requires grad: %v %v, want %v", got, err, c.want)
			}
		}
		y.Free()
	}
	if got := stSerValues[float32](t, p); !reflect.DeepEqual(got, []float32{1, 2, 3}) {
		t.Fatal(got)
	}
}

// TestStableSaveLoadFiles: Save and Load by path, LoadStateDict and
// LoadTensor, and their errors as the typed mode's.
func TestStableSaveLoadFiles(t *testing.T) {
	stSerCheckLive(t)
	dir := t.TempDir()
	w := MustFromSlice([]float64{1.5, -2, 3}, 3, 1)
	defer w.Free()
	d := &Dict{Ordered: true}
	d.Set("w", w)
	d.Set("n", int64(7))
	path := filepath.Join(dir, "m.pt")
	if err := Save(path, d); err != nil {
		t.Fatal(err)
	}
	sd, err := LoadStateDict(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := stSerValues[float64](t, sd.Tensor("w")); !reflect.DeepEqual(got, []float64{1.5, -2, 3}) || !reflect.DeepEqual(sd.Tensor("w").Shape(), []int64{3, 1}) {
		t.Fatalf("w = %v", got)
	}
	if n, _ := sd.Get("n"); n != int64(7) {
		t.Fatalf("n = %v", n)
	}
	FreeAll(sd)
	if _, err := LoadTensor(path); err == nil || !strings.Contains(err.Error(), "not a tensor") {
		t.Errorf("LoadTensor of a dict: %v", err)
	}
	tpath := filepath.Join(dir, "t.pt")
	if err := Save(tpath, w); err != nil {
		t.Fatal(err)
	}
	x, err := LoadTensor(tpath)
	if err != nil {
		t.Fatal(err)
	}
	x.Free()
	if _, err := LoadStateDict(tpath); err == nil || !strings.Contains(err.Error(), "not a dict") {
		t.Errorf("LoadStateDict of a tensor: %v", err)
	}
	missing := filepath.Join(dir, "none", "x.pt")
	for name, err := range map[string]error{
		"Load":          func() error { _, err := Load(missing); return err }(),
		"LoadStateDict": func() error { _, err := LoadStateDict(missing); return err }(),
		"LoadTensor":    func() error { _, err := LoadTensor(missing); return err }(),
		"Save":          Save(missing, w),
	} {
		var e *Error
		if !errors.Is(err, fs.ErrNotExist) || !errors.As(err, &e) || e.Op != name {
			t.Errorf("%s of a missing file: %#v, want an *Error of Op %s wrapping fs.ErrNotExist", name, err, name)
		}
	}
	if _, err := LoadFrom(bytes.NewReader([]byte("nonsense")), 8); err == nil || !strings.Contains(err.Error(), "not a PyTorch file") {
		t.Errorf("LoadFrom(nonsense): %v", err)
	}
}

// TestStableSaveZeroTensor: a ZeroTensor (no data) is saved as its zeros.
func TestStableSaveZeroTensor(t *testing.T) {
	stSerCheckLive(t)
	z := InternalEfficientzerotensor([]int64{2, 3}, InternalEfficientzerotensorOptions{Dtype: Some(Float32)})
	defer z.Free()
	if err := z.Err(); err != nil {
		t.Fatal(err)
	}
	y := stSerLoad(t, stSerSave(t, z)).(*Tensor)
	defer y.Free()
	if got := stSerValues[float32](t, y); !reflect.DeepEqual(got, make([]float32, 6)) || !reflect.DeepEqual(y.Shape(), []int64{2, 3}) {
		t.Fatalf("%v %v", y.Shape(), got)
	}
}

// stSerPythonScript has torch.load (weights-only, PyTorch 2.6 and later's
// default) read each file PyTorch wrote and the one Save wrote of what
// Load made of it (the arguments, in pairs), and compares them: the same keys and
// Python values (a torch.Size as a tuple), and tensors of the same dtype,
// shape, strides, offset, requires_grad and bits.
const stSerPythonScript = `
import sys, torch
def same(a, b, path):
    if isinstance(a, torch.Tensor):
        assert isinstance(b, torch.Tensor), path
        assert (a.dtype, a.shape, a.stride(), a.storage_offset(), a.requires_grad) == \
            (b.dtype, b.shape, b.stride(), b.storage_offset(), b.requires_grad), path
        bits = lambda x: x.detach().contiguous().flatten().view(torch.uint8)
        assert torch.equal(bits(a), bits(b)), path
    elif isinstance(a, dict):
        assert type(a) is type(b) and list(a) == list(b), path
        for k in a:
            same(a[k], b[k], path + "[" + repr(k) + "]")
        same(getattr(a, "_metadata", None), getattr(b, "_metadata", None), path + "._metadata")
    elif isinstance(a, (list, tuple)):
        # A torch.Size loads as a Tuple, which Save writes as a tuple.
        assert isinstance(b, (list, tuple)) and isinstance(a, list) == isinstance(b, list) and len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b)):
            same(x, y, path + "[" + str(i) + "]")
    else:
        assert type(a) is type(b) and a == b, path + ": " + repr(a) + " " + repr(b)
for orig, saved in zip(sys.argv[1::2], sys.argv[2::2]):
    same(torch.load(orig), torch.load(saved), saved)
print("same")
`

// TestStableSavePythonLoads: what this package saves of PyTorch's files,
// PyTorch's torch.load reads as what it wrote (the python3-torch of the
// root scripts/test-stable.sh runs in).
func TestStableSavePythonLoads(t *testing.T) {
	const python = "/usr/bin/python3"
	if err := exec.Command(python, "-c", "import torch").Run(); err != nil {
		t.Skip("needs " + python + " with torch (python3-torch): " + err.Error())
	}
	stSerCheckLive(t)
	dir := t.TempDir()
	// One interpreter for all: importing torch takes seconds.
	var args []string
	for name, data := range map[string]string{"state_dict": fixtureStateDict, "state_dict_legacy": fixtureStateDictLegacy,
		"views": fixtureViews, "dtypes": fixtureDTypes, "parameter": fixtureParameter} {
		orig := filepath.Join(dir, name+".orig.pt")
		b := stSerFixture(t, data)
		if err := os.WriteFile(orig, b, 0o644); err != nil {
			t.Fatal(err)
		}
		v := stSerLoad(t, b)
		saved := filepath.Join(dir, name+".pt")
		err := Save(saved, v)
		FreeAll(v)
		if err != nil {
			t.Fatal(err)
		}
		args = append(args, orig, saved)
	}
	out, err := exec.Command(python, append([]string{"-c", stSerPythonScript}, args...)...).CombinedOutput()
	if err != nil || !strings.HasSuffix(string(out), "same\n") {
		t.Fatalf("torch.load: %v\n%s", err, out)
	}
}

// TestStableSaveConjView: a conjugate view is saved as its resolved
// values, in a storage of its own (as the typed mode's Save).
func TestStableSaveConjView(t *testing.T) {
	stSerCheckLive(t)
	x := MustFromSlice([]complex64{1 + 2i, 3 - 4i})
	defer x.Free()
	c := x.Conj()
	defer c.Free()
	if conj, err := c.IsConj(); err != nil || !conj {
		t.Fatalf("IsConj: %v %v", conj, err)
	}
	l := stSerLoad(t, stSerSave(t, []any{x, c})).([]any)
	defer FreeAll(l)
	if got := stSerValues[complex64](t, l[1].(*Tensor)); !reflect.DeepEqual(got, []complex64{1 - 2i, 3 + 4i}) {
		t.Fatalf("conj: %v", got)
	}
	if got := stSerValues[complex64](t, l[0].(*Tensor)); !reflect.DeepEqual(got, []complex64{1 + 2i, 3 - 4i}) {
		t.Fatalf("x: %v", got)
	}
}
