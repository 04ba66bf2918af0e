package torch

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"hash/crc32"
	"io"
	"io/fs"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// torch.Load and Save's tests, one source for both modes: the stable-ABI
// mode receives this file as it is (emit/stable.go's stableShared), as it
// does serialize.go and pickle.go, so it uses only what both packages
// have: the functions and Python-shaped methods both bind, and the few
// tensor operations each mode supplies under one name for serialize.go
// (rtStridesOf, rtRequiresGradOf, rtSetRequiresGrad, rtStorageInfo:
// serialize_typed.go, templates/_stable/serialize_stable.go). What differs
// by mode is serCheckLive alone (serialize_typed_test.go here,
// templates/_stable/serialize_stable_test.go there: the stable package's
// nursery keeps dropped tensors alive until a collection).
//
// The fixtures (serialize_fixtures_test.go, also shared) are torch.save
// files made by scripts/make-serialize-fixtures.py with PyTorch 1.13.

func serFixture(t testing.TB, b64 string) []byte {
	t.Helper()
	b, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func serLoad(t testing.TB, data []byte) any {
	t.Helper()
	v, err := LoadFrom(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func serSave(t testing.TB, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := SaveTo(&b, v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// serMustFromSlice is FromSlice that fails the test on error and frees the
// tensor when the test ends.
func serMustFromSlice[T Element](t *testing.T, data []T, shape ...int64) *Tensor {
	t.Helper()
	x, err := FromSlice(data, shape...)
	if err != nil {
		t.Fatalf("FromSlice(%v, %v): %v", data, shape, err)
	}
	t.Cleanup(x.Free)
	return x
}

// serRequiresGrad is rtRequiresGradOf that fails the test on error.
func serRequiresGrad(t *testing.T, x *Tensor) bool {
	t.Helper()
	rg, err := rtRequiresGradOf(x)
	if err != nil {
		t.Fatal(err)
	}
	return rg
}

func serValues[T Element](t *testing.T, x *Tensor) []T {
	t.Helper()
	v, err := ToSlice[T](x)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func serExpect(t *testing.T, name string, x *Tensor, dt DType, shape []int64) {
	t.Helper()
	if x == nil {
		t.Fatalf("%s: no tensor", name)
	}
	if x.DType() != dt || serList(x.Shape()) != serList(shape) {
		t.Fatalf("%s: %v %v, want %v %v", name, x.DType(), x.Shape(), dt, shape)
	}
}

func TestLoadTensor(t *testing.T) {
	serCheckLive(t)
	v := serLoad(t, serFixture(t, fixtureTensor))
	defer FreeAll(v)
	x, ok := v.(*Tensor)
	if !ok {
		t.Fatalf("got %T", v)
	}
	serExpect(t, "x", x, Float32, []int64{2, 3})
	if got := serValues[float32](t, x); !reflect.DeepEqual(got, []float32{0, 1, 2, 3, 4, 5}) {
		t.Fatal(got)
	}
	if serRequiresGrad(t, x) {
		t.Fatal("requires grad")
	}
}

func TestLoadDict(t *testing.T) {
	serCheckLive(t)
	v := serLoad(t, serFixture(t, fixtureDict))
	defer FreeAll(v)
	d, ok := v.(*Dict)
	if !ok || d.Ordered || !reflect.DeepEqual(d.Keys, []any{"w", "n"}) {
		t.Fatalf("got %#v", v)
	}
	serExpect(t, "w", d.Tensor("w"), Float32, []int64{2, 2})
	if got := serValues[float32](t, d.Tensor("w")); !reflect.DeepEqual(got, []float32{1.5, -2, 0.25, 3}) {
		t.Fatal(got)
	}
	if got := serValues[int64](t, d.Tensor("n")); !reflect.DeepEqual(got, []int64{7, -8, 9}) {
		t.Fatal(got)
	}
}

// serCheckStateDict checks the fixtures' state_dict: entry i holds
// i + 0.25*j at element j, num_batches_tracked 7+i.
func serCheckStateDict(t *testing.T, v any) {
	t.Helper()
	d, ok := v.(*Dict)
	if !ok || !d.Ordered {
		t.Fatalf("got %T, want an OrderedDict", v)
	}
	keys := []any{"0.weight", "0.bias", "1.weight", "1.bias", "1.running_mean", "1.running_var",
		"1.num_batches_tracked", "3.weight", "3.bias"}
	shapes := [][]int64{{4, 3}, {4}, {4}, {4}, {4}, {4}, {}, {2, 4}, {2}}
	if !reflect.DeepEqual(d.Keys, keys) {
		t.Fatalf("keys %v", d.Keys)
	}
	for i, k := range keys {
		x := d.Tensor(k)
		if k == "1.num_batches_tracked" {
			serExpect(t, k.(string), x, Int64, shapes[i])
			if got := serValues[int64](t, x); got[0] != int64(7+i) {
				t.Fatalf("%s = %v", k, got)
			}
			continue
		}
		serExpect(t, k.(string), x, Float32, shapes[i])
		for j, e := range serValues[float32](t, x) {
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

func TestLoadStateDict(t *testing.T) {
	for _, c := range []struct{ name, data string }{{"zip", fixtureStateDict}, {"legacy", fixtureStateDictLegacy}} {
		t.Run(c.name, func(t *testing.T) {
			serCheckLive(t)
			v := serLoad(t, serFixture(t, c.data))
			defer FreeAll(v)
			serCheckStateDict(t, v)
		})
	}
}

func TestLoadParameter(t *testing.T) {
	serCheckLive(t)
	v := serLoad(t, serFixture(t, fixtureParameter))
	defer FreeAll(v)
	x := v.(*Tensor)
	if leaf, err := IsLeaf(x); err != nil || !leaf || !serRequiresGrad(t, x) {
		t.Fatal("a Parameter must load as a leaf that requires grad")
	}
	d := x.Detach()
	defer d.Free()
	if got := serValues[float32](t, d); !reflect.DeepEqual(got, []float32{1, 2, 3}) {
		t.Fatal(got)
	}
	// Save keeps requires_grad: the Parameter's, and a plain tensor's none.
	y := serMustFromSlice(t, []float32{1, 2})
	for _, c := range []struct {
		x    *Tensor
		want bool
	}{{x, true}, {y, false}} {
		z := serLoad(t, serSave(t, c.x)).(*Tensor)
		if got := serRequiresGrad(t, z); got != c.want {
			t.Errorf("requires grad after Save and Load: %v, want %v", got, c.want)
		}
		z.Free()
	}
	if serRequiresGrad(t, y) {
		t.Error("a plain tensor requires grad")
	}
}

func TestLoadViewsShareStorage(t *testing.T) {
	for _, c := range []struct{ name, data string }{{"zip", fixtureViews}, {"legacy", fixtureViewsLegacy}} {
		t.Run(c.name, func(t *testing.T) {
			serCheckLive(t)
			v := serLoad(t, serFixture(t, c.data))
			defer FreeAll(v)
			l := v.([]any)
			x, rows, xt := l[0].(*Tensor), l[1].(*Tensor), l[2].(*Tensor)
			serExpect(t, "x", x, Float32, []int64{3, 4})
			serExpect(t, "x[1:]", rows, Float32, []int64{2, 4})
			serExpect(t, "x.t()", xt, Float32, []int64{4, 3})
			if !reflect.DeepEqual(rtStridesOf(xt), []int64{1, 4}) || !reflect.DeepEqual(rtStridesOf(x), []int64{4, 1}) {
				t.Fatalf("strides: x %v, x.t() %v", rtStridesOf(x), rtStridesOf(xt))
			}
			if got := serValues[float32](t, xt); !reflect.DeepEqual(got[:4], []float32{0, 4, 8, 1}) {
				t.Fatalf("x.t() = %v", got)
			}
			var ids [3]uintptr
			var offs [3]int64
			for i, y := range []*Tensor{x, rows, xt} {
				var err error
				if ids[i], _, offs[i], err = rtStorageInfo(y); err != nil {
					t.Fatal(err)
				}
			}
			if ids[1] != ids[0] || ids[2] != ids[0] || offs != [3]int64{0, 4, 0} {
				t.Fatalf("storages %v at offsets %v: the views do not share x's", ids, offs)
			}
			// Write through x[1:]; x and x.t() see it.
			if err := Fill_Scalar(rows, Int(100)).Err(); err != nil {
				t.Fatal(err)
			}
			want := []float32{0, 1, 2, 3, 100, 100, 100, 100, 100, 100, 100, 100}
			if got := serValues[float32](t, x); !reflect.DeepEqual(got, want) {
				t.Fatalf("x = %v", got)
			}
			if got := serValues[float32](t, xt); got[1] != 100 || got[11] != 100 || got[3] != 1 {
				t.Fatalf("x.t() = %v", got)
			}
			// Save writes the one storage once.
			saved := serSave(t, v)
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
		})
	}
}

// TestLoadStorageTwice: a storage the pickle names again and again (a
// bare storage, memoized or not) is one tensor, as Python's
// persistent_load returns one storage, not a tensor per mention.
func TestLoadStorageTwice(t *testing.T) {
	serCheckLive(t)
	pid := "(X\x07\x00\x00\x00storagectorch\nFloatStorage\nX\x01\x00\x00\x000X\x03\x00\x00\x00cpuK\x02t"
	data := serZip(t, "archive/data.pkl", "\x80\x02("+pid+"Qq\x00h\x00h\x00"+pid+"Ql.", "archive/data/0", "12345678")
	before := LiveTensors()
	v := serLoad(t, data)
	defer FreeAll(v)
	l := v.([]any)
	if len(l) != 4 || l[0] != l[1] || l[0] != l[2] || l[0] != l[3] {
		t.Fatalf("loaded %#v, want one tensor four times", l)
	}
	if n := LiveTensors() - before; n != 1 {
		t.Errorf("%d tensors live, want 1", n)
	}
}

// serBits returns a tensor's bytes in row-major order.
func serBits(t *testing.T, x *Tensor) []byte {
	t.Helper()
	c := x.Contiguous()
	defer c.Free()
	r := c.Reshape([]int64{-1})
	defer r.Free()
	b := r.ViewDtype(Uint8)
	defer b.Free()
	return serValues[uint8](t, b)
}

func TestLoadDTypes(t *testing.T) {
	serCheckLive(t)
	v := serLoad(t, serFixture(t, fixtureDTypes))
	defer FreeAll(v)
	d := v.(*Dict)
	check := func(key string, dt DType, got, want any) {
		t.Helper()
		if x := d.Tensor(key); x.DType() != dt {
			t.Fatalf("%s: dtype %v, want %v", key, x.DType(), dt)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s = %v, want %v", key, got, want)
		}
	}
	check("f64", Float64, serValues[float64](t, d.Tensor("f64")), []float64{1.5, -2.25, 1e300})
	check("i64", Int64, serValues[int64](t, d.Tensor("i64")), []int64{-(1 << 62), 0, 1<<62 + 5})
	check("i32", Int32, serValues[int32](t, d.Tensor("i32")), []int32{-7, 1<<31 - 1})
	check("i16", Int16, serValues[int16](t, d.Tensor("i16")), []int16{-300, 300})
	check("i8", Int8, serValues[int8](t, d.Tensor("i8")), []int8{-128, 127})
	check("u8", Uint8, serValues[uint8](t, d.Tensor("u8")), []uint8{0, 200, 255})
	check("bool", Boolean, serValues[bool](t, d.Tensor("bool")), []bool{true, false, true})
	// float16 0.5, -1, 65504; bfloat16 0.5, -3: their bits, little-endian.
	check("f16", Float16, serBits(t, d.Tensor("f16")), []byte{0x00, 0x38, 0x00, 0xbc, 0xff, 0x7b})
	check("bf16", BFloat16, serBits(t, d.Tensor("bf16")), []byte{0x00, 0x3f, 0x40, 0xc0})
	check("c64", Complex64, serValues[complex64](t, d.Tensor("c64")), []complex64{1 + 2i, -0.5i})
	check("scalar", Float32, serValues[float32](t, d.Tensor("scalar")), []float32{3.5})
	if s := d.Tensor("scalar").Shape(); len(s) != 0 {
		t.Fatalf("scalar shape %v", s)
	}
	misc, _ := d.Get("misc")
	want := []any{int64(1), int64(-(1 << 40)), 2.5, "héllo", nil, true, false, Tuple{int64(1), "a"},
		&Dict{Keys: []any{int64(3)}, Values: []any{"three"}}}
	if !reflect.DeepEqual(misc, want) {
		t.Fatalf("misc = %#v", misc)
	}
	if size, _ := d.Get("size"); !reflect.DeepEqual(size, Tuple{int64(2), int64(3)}) {
		t.Fatalf("size = %#v", size)
	}
}

// serEntryOffset returns where entry name's data begins in a zip.
func serEntryOffset(t *testing.T, data []byte, name string) int64 {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zr.File {
		if f.Name == name {
			off, err := f.DataOffset()
			if err != nil {
				t.Fatal(err)
			}
			return off
		}
	}
	t.Fatalf("no entry %s", name)
	return 0
}

// TestLoadCorruptCRC: a flipped bit in an entry is an error naming it
// (PyTorch 1.13 loads such a file without a word).
func TestLoadCorruptCRC(t *testing.T) {
	serCheckLive(t)
	for _, entry := range []string{"archive/data/3", "archive/data.pkl", "archive/version"} {
		data := serFixture(t, fixtureStateDict)
		off := serEntryOffset(t, data, entry)
		data[off] ^= 0x01
		_, err := LoadFrom(bytes.NewReader(data), int64(len(data)))
		if err == nil || !strings.Contains(err.Error(), entry) || !strings.Contains(err.Error(), "CRC-32") {
			t.Errorf("flipped bit in %s: %v", entry, err)
		}
	}
}

func TestLoadTruncated(t *testing.T) {
	serCheckLive(t)
	for name, b64 := range map[string]string{"zip": fixtureStateDict, "legacy": fixtureStateDictLegacy} {
		data := serFixture(t, b64)
		for _, n := range []int{0, 3, 10, 100, len(data) / 2, len(data) - 100, len(data) - 1} {
			if _, err := LoadFrom(bytes.NewReader(data[:n]), int64(n)); err == nil {
				t.Errorf("%s truncated to %d bytes: no error", name, n)
			}
		}
	}
	legacy := serFixture(t, fixtureViewsLegacy)
	_, err := LoadFrom(bytes.NewReader(legacy[:len(legacy)-20]), int64(len(legacy)-20))
	if err == nil || !strings.Contains(err.Error(), "truncated in storage") {
		t.Errorf("legacy truncated in a storage: %v", err)
	}
}

// serZip makes a torch.save-like zip of the given entries.
func serZip(t *testing.T, entries ...string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i < len(entries); i += 2 {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: entries[i], Method: zip.Store})
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(entries[i+1]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// serTensorPickle is _rebuild_tensor_v2 of a FloatStorage "0" of numel
// elements with the given size and stride, as pickle text.
func serTensorPickle(numel, size, stride byte) string {
	return "\x80\x02ctorch._utils\n_rebuild_tensor_v2\n((X\x07\x00\x00\x00storagectorch\nFloatStorage\nX\x01\x00\x00\x000X\x03\x00\x00\x00cpuK" +
		string(rune(numel)) + "tQK\x00K" + string(rune(size)) + "\x85K" + string(rune(stride)) + "\x85\x89ccollections\nOrderedDict\n)RtR."
}

// serZipWithSize is a zip of one stored record whose header claims size
// bytes.
func serZipWithSize(t *testing.T, name, data string, size uint64) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(&zip.FileHeader{Name: name, Method: zip.Store, CRC32: crc32.ChecksumIEEE([]byte(data)),
		CompressedSize64: uint64(len(data)), UncompressedSize64: size})
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte(data))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// serSizeBomb rebuilds 500 tensors whose size and stride are one memoized
// 60000-tuple: each call copies it twice.
func serSizeBomb() string {
	return "\x80\x02(" + strings.Repeat("K\x01", 60000) + "tq\x000" +
		"(X\x07\x00\x00\x00storagectorch\nFloatStorage\nX\x01\x00\x00\x000X\x03\x00\x00\x00cpuK\x01tQq\x010(" +
		strings.Repeat("ctorch._utils\n_rebuild_tensor_v2\n(h\x01K\x00h\x00h\x00tR", 500) + "l."
}

func TestLoadErrors(t *testing.T) {
	serCheckLive(t)
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "too short"},
		{"text", []byte("hello, world"), "neither a zip archive nor the legacy format"},
		{"legacy magic", []byte("\x80\x02K\x05."), "wrong magic number"},
		{"zip without data.pkl", serZip(t, "a/b", "x"), "no a/data.pkl"},
		{"record outside a folder", serZip(t, "data.pkl", "x"), "not in a folder"},
		{"records claiming 100 MB", serZipWithSize(t, "archive/data.pkl", "\x80\x02N.", 100<<20), "a zip bomb? (at entry archive/data.pkl)"},
		{"unknown global", serZip(t, "archive/data.pkl", "\x80\x02c__main__\nFoo\n)R."), "unsupported Python global __main__.Foo"},
		{"whole module", serZip(t, "archive/data.pkl", "\x80\x02ctorch.nn.modules.linear\nLinear\n)R."), "save its state_dict() instead"},
		{"unknown opcode", serZip(t, "archive/data.pkl", "\x80\x02I1\n."), "unsupported pickle opcode"},
		{"stack underflow", serZip(t, "archive/data.pkl", "\x80\x02s."), "stack underflow"},
		{"no STOP", serZip(t, "archive/data.pkl", "\x80\x02N"), "no STOP"},
		{"bad memo", serZip(t, "archive/data.pkl", "\x80\x02h\x05."), "memo key 5"},
		{"missing storage", serZip(t, "archive/data.pkl", serTensorPickle(4, 4, 1)), "no entry archive/data/0"},
		{"storage shorter than its numel", serZip(t, "archive/data.pkl", serTensorPickle(4, 4, 1), "archive/data/0", "12345678"),
			"holds 8 bytes, its float32 storage of 4 elements needs 16"},
		{"tensor beyond its storage", serZip(t, "archive/data.pkl", serTensorPickle(4, 5, 1), "archive/data/0", strings.Repeat("x", 16)),
			"need more than the storage's 4 elements"},
		{"strided beyond its storage", serZip(t, "archive/data.pkl", serTensorPickle(4, 2, 4), "archive/data/0", strings.Repeat("x", 16)),
			"need more than the storage's 4 elements"},
		{"self-containing list", serZip(t, "archive/data.pkl", "\x80\x02]q\x00h\x00a."), "contains itself"},
		{"TorchScript", serZip(t, "m/data.pkl", "", "m/constants.pkl", ""), "torch.jit.load"},
		{"memoized size tuple", serZip(t, "archive/data.pkl", serSizeBomb()), "a memo bomb?"},
		{"tuple key of NaN", serZip(t, "archive/data.pkl", "\x80\x02}G\x7f\xf8\x00\x00\x00\x00\x00\x00\x85K\x01s."), "tuple holding NaN"},
		{"list key", serZip(t, "archive/data.pkl", "\x80\x02}]K\x01s."), "unhashable dict key of type list"},
	}
	for _, c := range cases {
		v, err := LoadFrom(bytes.NewReader(c.data), int64(len(c.data)))
		if err == nil {
			FreeAll(v)
			t.Errorf("%s: no error", c.name)
			continue
		}
		if _, ok := AsError(err); !ok || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.pt")); err == nil || !strings.Contains(err.Error(), "missing.pt") {
		t.Errorf("Load of a missing file: %v", err)
	}
}

// serSample is a value tree that exercises Save: views sharing storage,
// every dtype, dicts of both kinds, nested containers and Python scalars.
func serSample(t *testing.T) (any, func()) {
	x := serMustFromSlice(t, []float32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, 3, 4)
	rows := x.Narrow(0, 1, 2)
	xt := x.T()
	p := serMustFromSlice(t, []float64{0.5, -1e-300})
	if err := rtSetRequiresGrad(p); err != nil {
		t.Fatal(err)
	}
	h16 := serMustFromSlice(t, []int16{0x3800, -0x4400})
	h, err := ViewDtype(h16, Float16).Result()
	h16.Free()
	if err != nil {
		t.Fatal(err)
	}
	tensors := []*Tensor{x, rows, xt, p, h,
		serMustFromSlice(t, []int64{-(1 << 62), 5}), serMustFromSlice(t, []int32{-7}), serMustFromSlice(t, []int16{300}),
		serMustFromSlice(t, []int8{-128}), serMustFromSlice(t, []uint8{255}), serMustFromSlice(t, []bool{true, false}),
		serMustFromSlice(t, []complex64{1 - 2i}), serMustFromSlice(t, []complex128{3i}), serMustFromSlice(t, []float32{2.5}, []int64{}...),
		serMustFromSlice(t, []float32{}, 0, 3)}
	sd := &Dict{Ordered: true, Keys: []any{"w", "b"}, Values: []any{x, rows},
		Attrs: &Dict{Keys: []any{"_metadata"}, Values: []any{&Dict{Ordered: true, Keys: []any{""}, Values: []any{
			&Dict{Keys: []any{"version"}, Values: []any{int64(1)}}}}}}}
	v := &Dict{Keys: []any{"views", "sd", "plain", "all", "misc", int64(7), "same"}, Values: []any{
		[]any{x, rows, xt},
		sd,
		map[string]*Tensor{"p": p, "h": h},
		tensors,
		[]any{int64(1), -(int64(1) << 40), int64(1) << 62, int64(-1 << 63), 2.5, "héllo", nil, true, false,
			Tuple{int64(1), "a"}, Tuple{}, []any{}, &Dict{Keys: []any{int64(3), Tuple{int64(1), int64(2)}}, Values: []any{"three", 0.0}}},
		"seven",
		[]any{p, p},
	}}
	return v, func() { FreeAll(tensors) }
}

// serDescribe formats a value tree the way the Python side of
// TestSavePythonLoads prints it, storages numbered by first appearance.
func serDescribe(t *testing.T, v any) string {
	var b strings.Builder
	ids := map[uintptr]int{}
	var walk func(v any, path string)
	walk = func(v any, path string) {
		switch x := v.(type) {
		case *Tensor:
			sid, _, off, err := rtStorageInfo(x)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := ids[sid]; !ok {
				ids[sid] = len(ids)
			}
			d, rg := x, serRequiresGrad(t, x)
			if rg {
				d = x.Detach()
				defer d.Free()
			}
			b.WriteString(path + " tensor torch." + x.DType().String() + " " + serList(x.Shape()) + " " +
				serList(rtStridesOf(x)) + " " + strconv.FormatInt(off, 10) + " " + serPyBool(rg) + " " +
				strconv.Itoa(ids[sid]) + " " + hex.EncodeToString(serBits(t, d)) + "\n")
		case *Dict:
			kind := "dict"
			if x.Ordered {
				kind = "OrderedDict"
			}
			b.WriteString(path + " " + kind + " " + strconv.Itoa(x.Len()) + "\n")
			for i, k := range x.Keys {
				walk(x.Values[i], path+"["+serRepr(k)+"]")
			}
			if x.Attrs != nil {
				for i, k := range x.Attrs.Keys {
					walk(x.Attrs.Values[i], path+"."+k.(string))
				}
			}
		case map[string]*Tensor:
			b.WriteString(path + " dict " + strconv.Itoa(len(x)) + "\n")
			for _, k := range sortedKeys(x) {
				walk(x[k], path+"["+serRepr(k)+"]")
			}
		case []*Tensor:
			b.WriteString(path + " list " + strconv.Itoa(len(x)) + "\n")
			for i, e := range x {
				walk(e, path+"["+strconv.Itoa(i)+"]")
			}
		case []any:
			b.WriteString(path + " list " + strconv.Itoa(len(x)) + "\n")
			for i, e := range x {
				walk(e, path+"["+strconv.Itoa(i)+"]")
			}
		case Tuple:
			b.WriteString(path + " tuple " + strconv.Itoa(len(x)) + "\n")
			for i, e := range x {
				walk(e, path+"["+strconv.Itoa(i)+"]")
			}
		default:
			b.WriteString(path + " " + serPyType(v) + " " + serRepr(v) + "\n")
		}
	}
	walk(v, "v")
	return b.String()
}

func serPyType(v any) string {
	switch v.(type) {
	case nil:
		return "NoneType"
	case *big.Int:
		return "int"
	}
	return pyTypeName(v)
}

func serList(s []int64) string {
	p := make([]string, len(s))
	for i, x := range s {
		p[i] = strconv.FormatInt(x, 10)
	}
	return "[" + strings.Join(p, ", ") + "]"
}

func serPyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

func serRepr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case bool:
		return serPyBool(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case *big.Int:
		return x.String()
	case float64:
		s := strconv.FormatFloat(x, 'g', -1, 64)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return s
	case string:
		return "'" + x + "'"
	case Tuple:
		p := make([]string, len(x))
		for i, e := range x {
			p[i] = serRepr(e)
		}
		if len(x) == 1 {
			return "(" + p[0] + ",)"
		}
		return "(" + strings.Join(p, ", ") + ")"
	}
	return "?"
}

func TestSaveLoadRoundTrip(t *testing.T) {
	serCheckLive(t)
	v, free := serSample(t)
	defer free()
	var buf bytes.Buffer
	if err := SaveTo(&buf, v); err != nil {
		t.Fatal(err)
	}
	got := serLoad(t, buf.Bytes())
	defer FreeAll(got)
	if want, have := serDescribe(t, v), serDescribe(t, got); want != have {
		t.Fatalf("round trip differs:\n--- saved\n%s--- loaded\n%s", want, have)
	}
	d := got.(*Dict)
	same, _ := d.Get("same")
	if l := same.([]any); l[0] != l[1] {
		t.Fatal("the same *Tensor twice must load as one tensor")
	}
	views, _ := d.Get("views")
	l := views.([]any)
	if err := Fill_Scalar(l[1].(*Tensor), Float(-1)).Err(); err != nil {
		t.Fatal(err)
	}
	if got := serValues[float32](t, l[2].(*Tensor)); got[1] != -1 || got[0] != 0 {
		t.Fatalf("loaded views do not share storage: x.t() = %v", got)
	}
	// Save to a file and back.
	path := filepath.Join(t.TempDir(), "sample.pt")
	if err := Save(path, v); err != nil {
		t.Fatal(err)
	}
	again, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	defer FreeAll(again)
	if want, have := serDescribe(t, v), serDescribe(t, again); want != have {
		t.Fatal("Save/Load through a file differs")
	}
}

// TestSaveFixturesAgain: what Load read from PyTorch's files, Save writes
// and Load reads back the same (values, dtypes, shapes, strides, offsets,
// sharing and requires_grad; state_dict's order and _metadata too), and
// Save(Load(Save(x))) is Save(x) byte for byte.
func TestSaveFixturesAgain(t *testing.T) {
	for _, c := range []struct{ name, data string }{
		{"tensor", fixtureTensor}, {"dict", fixtureDict}, {"state_dict", fixtureStateDict},
		{"state_dict legacy", fixtureStateDictLegacy}, {"parameter", fixtureParameter},
		{"views", fixtureViews}, {"dtypes", fixtureDTypes},
	} {
		t.Run(c.name, func(t *testing.T) {
			serCheckLive(t)
			v := serLoad(t, serFixture(t, c.data))
			defer FreeAll(v)
			saved := serSave(t, v)
			w := serLoad(t, saved)
			defer FreeAll(w)
			if a, b := serDescribe(t, v), serDescribe(t, w); a != b {
				t.Errorf("differs:\n%s---\n%s", a, b)
			}
			if again := serSave(t, w); !bytes.Equal(saved, again) {
				t.Errorf("Save(Load(Save(x))) differs from Save(x): %d and %d bytes", len(again), len(saved))
			}
			if strings.HasPrefix(c.name, "state_dict") {
				serCheckStateDict(t, w)
			}
		})
	}
}

func TestSaveErrors(t *testing.T) {
	serCheckLive(t)
	x := serMustFromSlice(t, []float32{1, 2})
	defer x.Free()
	xi := x.ViewDtype(Int32)
	defer xi.Free()
	freed := serMustFromSlice(t, []float32{1})
	freed.Free()
	for _, c := range []struct {
		v    any
		want string
	}{
		{map[string]any{"a": []any{make(chan int)}}, `value["a"][0]: unsupported Go type chan int`},
		{[]any{freed}, "value[0]: torch: tensor is nil or has been freed"},
		{&Dict{Keys: []any{"a"}}, "1 keys and 0 values"},
		{&Dict{Keys: []any{[]any{}}, Values: []any{x}}, "unsupported key type"},
		{[]any{x, xi}, "view one storage"},
	} {
		err := SaveTo(&bytes.Buffer{}, c.v)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v, want %q", err, c.want)
		}
	}
	if err := Save(filepath.Join(t.TempDir(), "no", "such", "dir.pt"), 1); err == nil {
		t.Error("Save into a missing directory: no error")
	}
}

// TestSaveLoadFiles: Save and Load by path, LoadStateDict and LoadTensor,
// and their errors (a missing file: an *Error of the function's name
// wrapping fs.ErrNotExist).
func TestSaveLoadFiles(t *testing.T) {
	serCheckLive(t)
	dir := t.TempDir()
	w := serMustFromSlice(t, []float64{1.5, -2, 3}, 3, 1)
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
	if got := serValues[float64](t, sd.Tensor("w")); !reflect.DeepEqual(got, []float64{1.5, -2, 3}) || !reflect.DeepEqual(sd.Tensor("w").Shape(), []int64{3, 1}) {
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

// TestSaveZeroTensor: a ZeroTensor (no data) is saved as its zeros.
func TestSaveZeroTensor(t *testing.T) {
	serCheckLive(t)
	z := InternalEfficientzerotensor([]int64{2, 3}, InternalEfficientzerotensorOptions{Dtype: Some(Float32)})
	defer z.Free()
	if err := z.Err(); err != nil {
		t.Fatal(err)
	}
	y := serLoad(t, serSave(t, z)).(*Tensor)
	defer y.Free()
	if got := serValues[float32](t, y); !reflect.DeepEqual(got, make([]float32, 6)) || !reflect.DeepEqual(y.Shape(), []int64{2, 3}) {
		t.Fatalf("%v %v", y.Shape(), got)
	}
}

// TestSaveConjView: a conjugate view is saved as its resolved values, in a
// storage of its own.
func TestSaveConjView(t *testing.T) {
	serCheckLive(t)
	x := serMustFromSlice(t, []complex64{1 + 2i, 3 - 4i})
	c := x.Conj()
	defer c.Free()
	if conj, err := c.IsConj(); err != nil || !conj {
		t.Fatalf("IsConj: %v %v", conj, err)
	}
	l := serLoad(t, serSave(t, []any{x, c})).([]any)
	defer FreeAll(l)
	if got := serValues[complex64](t, l[1].(*Tensor)); !reflect.DeepEqual(got, []complex64{1 - 2i, 3 + 4i}) {
		t.Fatalf("conj: %v", got)
	}
	if got := serValues[complex64](t, l[0].(*Tensor)); !reflect.DeepEqual(got, []complex64{1 + 2i, 3 - 4i}) {
		t.Fatalf("x: %v", got)
	}
}

// serPython is the interpreter with python3-torch (Debian's: 1.13 on the
// host, 2.14.1 in the sid root of scripts/test-stable.sh).
const serPython = "/usr/bin/python3"

const serPythonScript = `
import sys, collections, torch
v = torch.load(sys.argv[1])
ids = {}
def bits(x):
    return x.detach().contiguous().reshape(-1).view(torch.uint8).numpy().tobytes().hex()
def walk(v, path):
    if isinstance(v, torch.Tensor):
        p = v.storage().data_ptr()
        ids.setdefault(p, len(ids))
        print(path, "tensor", v.dtype, list(v.shape), list(v.stride()), v.storage_offset(), v.requires_grad, ids[p], bits(v))
    elif isinstance(v, dict):
        print(path, type(v).__name__, len(v))
        for k in v:
            walk(v[k], path + "[" + repr(k) + "]")
        for k, a in getattr(v, "__dict__", {}).items():
            walk(a, path + "." + k)
    elif isinstance(v, (list, tuple)):
        print(path, type(v).__name__, len(v))
        for i, e in enumerate(v):
            walk(e, path + "[" + str(i) + "]")
    else:
        print(path, type(v).__name__, repr(v))
walk(v, "v")
`

// TestSavePythonLoads saves from Go and has PyTorch's torch.load read it:
// every value, dtype, shape, stride, offset and shared storage must match.
func TestSavePythonLoads(t *testing.T) {
	if err := exec.Command(serPython, "-c", "import torch").Run(); err != nil {
		t.Skip("needs " + serPython + " with torch (Debian's python3-torch): " + err.Error())
	}
	serCheckLive(t)
	dir := t.TempDir()
	samples := map[string]func() (any, func()){
		"sample": func() (any, func()) { return serSample(t) },
	}
	for name, b64 := range map[string]string{"statedict": fixtureStateDictLegacy, "views": fixtureViews, "dtypes": fixtureDTypes} {
		samples[name] = func() (any, func()) {
			v := serLoad(t, serFixture(t, b64))
			return v, func() { FreeAll(v) }
		}
	}
	for name, make := range samples {
		t.Run(name, func(t *testing.T) {
			v, free := make()
			defer free()
			path := filepath.Join(dir, name+".pt")
			if err := Save(path, v); err != nil {
				t.Fatal(err)
			}
			// stdout only: a newer PyTorch warns on stderr (TypedStorage).
			var stderr strings.Builder
			cmd := exec.Command(serPython, "-c", serPythonScript, path)
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("torch.load: %v\n%s%s", err, out, stderr.String())
			}
			// Python prints OrderedDict keys of a state_dict and a dict the same way.
			if want := serDescribe(t, v); string(out) != want {
				t.Fatalf("PyTorch read:\n%s\nGo saved:\n%s", out, want)
			}
		})
	}
}

// serPythonSameScript has torch.load (weights-only where the PyTorch has
// it: 2.6 and later's default) read each file PyTorch wrote and the one
// Save wrote of what Load made of it (the arguments, in pairs), and
// compares them: the same keys and Python values (a torch.Size as a
// tuple), and tensors of the same dtype, shape, strides, offset,
// requires_grad and bits.
const serPythonSameScript = `
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

// TestSavePythonLoadsAsWritten: what this package saves of PyTorch's
// files, PyTorch's torch.load reads as what PyTorch wrote.
func TestSavePythonLoadsAsWritten(t *testing.T) {
	if err := exec.Command(serPython, "-c", "import torch").Run(); err != nil {
		t.Skip("needs " + serPython + " with torch (python3-torch): " + err.Error())
	}
	serCheckLive(t)
	dir := t.TempDir()
	// One interpreter for all: importing torch takes seconds.
	var args []string
	for name, data := range map[string]string{"state_dict": fixtureStateDict, "state_dict_legacy": fixtureStateDictLegacy,
		"views": fixtureViews, "dtypes": fixtureDTypes, "parameter": fixtureParameter} {
		orig := filepath.Join(dir, name+".orig.pt")
		b := serFixture(t, data)
		if err := os.WriteFile(orig, b, 0o644); err != nil {
			t.Fatal(err)
		}
		v := serLoad(t, b)
		saved := filepath.Join(dir, name+".pt")
		err := Save(saved, v)
		FreeAll(v)
		if err != nil {
			t.Fatal(err)
		}
		args = append(args, orig, saved)
	}
	out, err := exec.Command(serPython, append([]string{"-c", serPythonSameScript}, args...)...).CombinedOutput()
	if err != nil || !strings.HasSuffix(string(out), "same\n") {
		t.Fatalf("torch.load: %v\n%s", err, out)
	}
}

// serHostileFile is a torch.save file altered (serialize_hostile_test.go).
type serHostileFile struct {
	name, data string // base64
	python     string // what torch.load made of it: TestSavePythonLoads's lines, or "error: ..."
	goErr      string // a piece of Load's error; "": what PyTorch made; "-": loads, where PyTorch fails
}

// TestLoadHostileFiles: on files altered as a hostile or broken writer
// might, Load gives what PyTorch's torch.load gave, or a named error where
// PyTorch's answer is arbitrary (two records of one name: its reader's
// binary search picks one) or unbounded (a memo bomb).
func TestLoadHostileFiles(t *testing.T) {
	serCheckLive(t)
	for _, h := range serHostile {
		data := serFixture(t, h.data)
		v, err := LoadFrom(bytes.NewReader(data), int64(len(data)))
		switch {
		case err != nil && (h.goErr == "" || h.goErr == "-"):
			t.Errorf("%s: %v; PyTorch: %s", h.name, err, h.python)
		case err != nil:
			if !strings.Contains(err.Error(), h.goErr) {
				t.Errorf("%s: %v, want %q", h.name, err, h.goErr)
			}
		case h.goErr == "-":
			FreeAll(v)
		case h.goErr != "":
			t.Errorf("%s: loaded, want an error with %q; PyTorch: %s", h.name, h.goErr, h.python)
			FreeAll(v)
		default:
			if got := serDescribe(t, v); got != h.python {
				t.Errorf("%s: Load made\n%sPyTorch made\n%s", h.name, got, h.python)
			}
			FreeAll(v)
		}
	}
}

// TestDictKeysAsPython: Get and Set take keys equal in Python as one.
func TestDictKeysAsPython(t *testing.T) {
	d := &Dict{}
	d.Set(int64(1), "a")
	d.Set(true, "b")
	d.Set(1.0, "c")
	d.Set(Tuple{int64(1), "x"}, "d")
	d.Set(Tuple{1.0, "x"}, "e")
	d.Set(0.5, "f")
	if want := []any{int64(1), Tuple{int64(1), "x"}, 0.5}; !reflect.DeepEqual(d.Keys, want) {
		t.Errorf("keys %#v, want %#v", d.Keys, want)
	}
	if want := []any{"c", "e", "f"}; !reflect.DeepEqual(d.Values, want) {
		t.Errorf("values %#v, want %#v", d.Values, want)
	}
	for _, k := range []any{1, int64(1), true, 1.0} {
		if v, ok := d.Get(k); !ok || v != "c" {
			t.Errorf("Get(%#v) = %v, %v", k, v, ok)
		}
	}
	for _, k := range []any{int64(2), false, "1", Tuple{int64(1)}, math.NaN(), []any{}} {
		if v, ok := d.Get(k); ok {
			t.Errorf("Get(%#v) = %v", k, v)
		}
	}
}

// serZerosDeflated is a deflate stream of mib MiB of zeros in about 1 KB a
// MiB (deflate's best, near 1000:1): one flushed MiB, then what the next
// MiB makes, again and again (the compressor's state repeats), then an
// empty final block. Compressing 1.5 GiB for real costs a minute of CPU.
func serZerosDeflated(t testing.TB, mib int) []byte {
	zero := make([]byte, 1<<20)
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	var cuts [3]int
	for i := range cuts {
		w.Write(zero)
		w.Flush()
		cuts[i] = buf.Len()
	}
	b := buf.Bytes()
	first, next, again := b[:cuts[0]], b[cuts[0]:cuts[1]], b[cuts[1]:cuts[2]]
	if !bytes.Equal(next, again) {
		t.Fatal("compress/flate makes different bytes for each MiB of zeros: build the bomb another way")
	}
	out := append(make([]byte, 0, len(first)+mib*len(next)+2), first...)
	for i := 1; i < mib; i++ {
		out = append(out, next...)
	}
	return append(out, 0x03, 0x00) // a final block (fixed Huffman) holding only its end
}

// serZerosCRC is the CRC-32 of mib MiB of zeros.
func serZerosCRC(mib int) uint32 {
	zero := make([]byte, 1<<20)
	crc := uint32(0)
	for i := 0; i < mib; i++ {
		crc = crc32.Update(crc, crc32.IEEETable, zero)
	}
	return crc
}

// serRecord is a zip record for FuzzLoadRecords.
type serRecord struct {
	name   string
	data   []byte
	method uint16
}

// serRecordBases are the records of the zip fixtures and hostile files.
func serRecordBases(t testing.TB) [][]serRecord {
	var all []string
	for _, b64 := range []string{fixtureTensor, fixtureDict, fixtureStateDict, fixtureParameter, fixtureViews, fixtureDTypes} {
		all = append(all, b64)
	}
	for _, h := range serHostile {
		all = append(all, h.data)
	}
	var bases [][]serRecord
	for _, b64 := range all {
		data := serFixture(t, b64)
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		var recs []serRecord
		for _, f := range zr.File {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				t.Fatal(err)
			}
			recs = append(recs, serRecord{f.Name, b, zip.Store})
		}
		bases = append(bases, recs)
	}
	return bases
}

// serBuildRecords makes a zip from prog: prog[0] picks a base, then each
// three bytes (op, a, b) change its records. It returns the zip and the
// bytes its records inflate to.
func serBuildRecords(t testing.TB, bases [][]serRecord, prog []byte) ([]byte, uint64) {
	if len(prog) == 0 {
		prog = []byte{0}
	}
	recs := append([]serRecord(nil), bases[int(prog[0])%len(bases)]...)
	var spare []int // MiB of zeros, as deflated spare records
	for i := 1; i+2 < len(prog) && len(recs) > 0; i += 3 {
		op, a, b := prog[i]%10, int(prog[i+1]), int(prog[i+2])
		r := &recs[a%len(recs)]
		switch op {
		case 0: // drop
			recs = append(recs[:a%len(recs)], recs[a%len(recs)+1:]...)
		case 1: // again, at the end
			recs = append(recs, *r)
		case 2: // swap two
			j := b % len(recs)
			recs[a%len(recs)], recs[j] = recs[j], recs[a%len(recs)]
		case 3: // deflate
			r.method = zip.Deflate
		case 4: // flip the case of a letter of the name
			if n := []byte(r.name); len(n) > 0 {
				n[b%len(n)] ^= 0x20
				r.name = string(n)
			}
		case 5: // cut short
			r.data = r.data[:b*len(r.data)/256]
		case 6: // change a byte
			if len(r.data) > 0 {
				d := append([]byte(nil), r.data...)
				d[b*len(d)/256] ^= byte(a) | 1
				r.data = d
			}
		case 7: // a deflated spare record of zeros
			spare = append(spare, 1+b%80)
		case 8: // take another record's name
			r.name = recs[b%len(recs)].name
		case 9: // take the data of the same record of another base
			other := bases[b%len(bases)]
			r.data = other[a%len(other)].data
		}
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	var total uint64
	prefix := "archive/"
	if len(recs) > 0 {
		if dir, _, ok := strings.Cut(recs[0].name, "/"); ok {
			prefix = dir + "/"
		}
	}
	for _, r := range recs {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: r.name, Method: r.method})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(r.data)
		total += uint64(len(r.data))
	}
	for i, mib := range spare {
		w, err := zw.CreateRaw(&zip.FileHeader{Name: prefix + "zeros" + strconv.Itoa(i), Method: zip.Deflate,
			CRC32: serZerosCRC(mib), UncompressedSize64: uint64(mib) << 20})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(serZerosDeflated(t, mib))
		total += uint64(mib) << 20
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), total
}

// FuzzLoadRecords: zips made of the records of real torch.save files (the
// fixtures, the hostile files), dropped, repeated, reordered, renamed,
// deflated, cut short or changed (with right CRCs, so Load reads on), and
// with spare records of up to 80 MiB of zeros. Load must not panic or
// leak, must not load two records of one name (ASCII case folded, as
// PyTorch's reader compares them), and must load nothing that inflates
// past its budget.
func FuzzLoadRecords(f *testing.F) {
	bases := serRecordBases(f)
	for i := range bases {
		f.Add([]byte{byte(i)})
	}
	f.Add([]byte{2, 1, 0, 0})       // the state_dict's data.pkl twice
	f.Add([]byte{2, 3, 4, 0})       // a record deflated
	f.Add([]byte{2, 4, 1, 10})      // a name's letter in upper case
	f.Add([]byte{2, 7, 0, 70})      // 71 MiB of zeros, past the budget
	f.Add([]byte{2, 7, 0, 5})       // 6 MiB of zeros, within it
	f.Add([]byte{1, 8, 1, 0})       // two records named archive/data.pkl
	f.Add([]byte{2, 9, 0, 5})       // another file's pickle
	f.Add([]byte{0, 2, 0, 1, 5, 1}) // reordered, a storage cut short
	f.Fuzz(func(t *testing.T, prog []byte) {
		if len(prog) > 64 {
			return
		}
		data, total := serBuildRecords(t, bases, prog)
		before := LiveTensors()
		v, err := LoadFrom(bytes.NewReader(data), int64(len(data)))
		if err == nil {
			FreeAll(v)
		}
		if n := LiveTensors(); n != before {
			t.Fatalf("LiveTensors %d, was %d (err %v)", n, before, err)
		}
		zr, zerr := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if zerr != nil {
			t.Fatal(zerr)
		}
		seen := map[string]bool{}
		for _, f := range zr.File {
			name := strings.ToLower(f.Name) // the names are ASCII
			if seen[name] && err == nil {
				t.Fatalf("two records named %q: loaded", f.Name)
			}
			seen[name] = true
		}
		if err == nil && total > zipBudget(int64(len(data))) {
			t.Fatalf("loaded %d bytes of records from %d, past the budget", total, len(data))
		}
	})
}

// FuzzLoad: no input makes Load panic or leak; the fixtures, the hostile
// files and a small zip bomb seed it.
func FuzzLoad(f *testing.F) {
	for _, b64 := range []string{fixtureTensor, fixtureDict, fixtureStateDict, fixtureStateDictLegacy,
		fixtureParameter, fixtureViews, fixtureViewsLegacy, fixtureDTypes} {
		b, _ := base64.StdEncoding.DecodeString(b64)
		f.Add(b)
	}
	for _, h := range serHostile {
		b, _ := base64.StdEncoding.DecodeString(h.data)
		f.Add(b)
	}
	// 80 MiB of zeros in 80 KB: past 64 MiB and twice the file.
	bases := serRecordBases(f)
	bomb, _ := serBuildRecords(f, bases, []byte{2, 7, 0, 79})
	f.Add(bomb)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		before := LiveTensors()
		v, err := LoadFrom(bytes.NewReader(data), int64(len(data)))
		if err == nil {
			FreeAll(v)
		}
		if n := LiveTensors(); n != before {
			t.Fatalf("LiveTensors %d, was %d (err %v)", n, before, err)
		}
	})
}

// BenchmarkSaveLoad saves and loads a 64 MiB state_dict (16 float32
// tensors of 1M elements) through memory.
func BenchmarkSaveLoad(b *testing.B) {
	sd := &Dict{Ordered: true}
	data := make([]float32, 1<<20)
	for i := 0; i < 16; i++ {
		x, err := FromSlice(data, 1024, 1024)
		if err != nil {
			b.Fatal(err)
		}
		sd.Set("layer"+strconv.Itoa(i)+".weight", x)
	}
	defer FreeAll(sd)
	var buf bytes.Buffer
	b.Run("save", func(b *testing.B) {
		b.SetBytes(64 << 20)
		for i := 0; i < b.N; i++ {
			buf.Reset()
			if err := SaveTo(&buf, sd); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("load", func(b *testing.B) {
		b.SetBytes(64 << 20)
		for i := 0; i < b.N; i++ {
			v, err := LoadFrom(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
			if err != nil {
				b.Fatal(err)
			}
			FreeAll(v)
		}
	})
}
