package torch

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// stFixtureScript writes the safetensors fixtures (its doc says which).
const stFixtureScript = "make-safetensors-fixtures.py"

// stExpect is what the fixture script printed of one file.
type stExpect struct {
	Order    []string          `json:"order"`
	Metadata map[string]string `json:"metadata"`
	Tensors  map[string]struct {
		DType  string     `json:"dtype"`
		Shape  []int64    `json:"shape"`
		Hex    string     `json:"hex"`
		Values *[]float64 `json:"values"`
	} `json:"tensors"`
}

// stFixtures runs the fixture script into a new directory and returns
// it with what the script says the files hold; it skips without Python.
func stFixtures(t *testing.T) (string, map[string]stExpect) {
	t.Helper()
	dir, err := findFixtureScripts(stFixtureScript)
	if err != nil {
		t.Skip("SKIP: " + err.Error())
	}
	if err := exec.Command(fixturePython, "-c", "import torch").Run(); err != nil {
		t.Skip("SKIP: needs " + fixturePython + " with torch (Debian's python3-torch): " + err.Error())
	}
	out := t.TempDir()
	var stderr bytes.Buffer
	cmd := exec.Command(fixturePython, filepath.Join(dir, stFixtureScript), out)
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v\n%s", stFixtureScript, err, stderr.String())
	}
	var res struct {
		Torch string              `json:"torch"`
		Files map[string]stExpect `json:"files"`
	}
	if err := json.Unmarshal(b, &res); err != nil {
		t.Fatal(err)
	}
	t.Logf("fixtures: written now by PyTorch %s (scripts/%s), compared bit for bit", res.Torch, stFixtureScript)
	return out, res.Files
}

// stCheckTensor compares a loaded tensor with the script's description.
func stCheckTensor(t *testing.T, what string, x *Tensor, dtype string, shape []int64, hexBytes string, values *[]float64) {
	t.Helper()
	if x.DType().String() != dtype || !slices.Equal(x.Shape(), shape) {
		t.Errorf("%s: %v %v, want %s %v", what, x.DType(), x.Shape(), dtype, shape)
		return
	}
	b, err := rtTensorBytes(x)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if got := hex.EncodeToString(b); got != hexBytes {
		t.Errorf("%s: bytes %s, want %s", what, got, hexBytes)
	}
	if values == nil {
		return
	}
	v := x
	if x.DType() == Complex64 {
		v = ViewAsReal(x)
		defer v.Free()
	}
	d := v.ToDtype(Float64)
	defer d.Free()
	got, err := ToSlice[float64](d)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if len(got) != len(*values) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(*values))
	}
	for i, w := range *values {
		if math.Float64bits(got[i]) != math.Float64bits(w) && !(got[i] == 0 && w == 0) {
			t.Errorf("%s[%d] = %v, want %v", what, i, got[i], w)
		}
	}
}

// TestSafetensorsFixtures loads files PyTorch wrote to the format's
// specification (scripts/make-safetensors-fixtures.py): every dtype torch
// 1.13 has, 0-d and empty tensors, unaligned data, header keys out of
// data order, metadata, a sharded checkpoint; LoadSafetensors and
// OpenSafetensors must give PyTorch's bytes, values, dtypes, shapes,
// order and metadata.
func TestSafetensorsFixtures(t *testing.T) {
	serCheckLive(t)
	dir, files := stFixtures(t)
	if len(files) < 5 {
		t.Fatalf("the script described %d files", len(files))
	}
	for name, want := range files {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name)
			d, err := LoadSafetensors(path)
			if err != nil {
				t.Fatal(err)
			}
			defer FreeAll(d)
			var keys []string
			for _, k := range d.Keys {
				keys = append(keys, k.(string))
			}
			if !slices.Equal(keys, want.Order) && !(len(keys) == 0 && len(want.Order) == 0) {
				t.Errorf("keys %q, want %q", keys, want.Order)
			}
			for i, k := range keys {
				w := want.Tensors[k]
				stCheckTensor(t, k, d.Values[i].(*Tensor), w.DType, w.Shape, w.Hex, w.Values)
			}
			if strings.HasSuffix(name, ".index.json") {
				return
			}
			f, err := OpenSafetensors(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if got := f.Metadata(); !reflect.DeepEqual(got, want.Metadata) {
				t.Errorf("Metadata %q, want %q", got, want.Metadata)
			}
			sorted := slices.Clone(want.Order)
			slices.Sort(sorted)
			if got := f.Keys(); !slices.Equal(got, sorted) && len(sorted) > 0 {
				t.Errorf("Keys %q, want %q", got, sorted)
			}
			if got := f.OffsetKeys(); !slices.Equal(got, want.Order) && len(want.Order) > 0 {
				t.Errorf("OffsetKeys %q, want %q", got, want.Order)
			}
			for _, k := range want.Order {
				w := want.Tensors[k]
				x, err := f.Tensor(k)
				if err != nil {
					t.Fatal(err)
				}
				stCheckTensor(t, "Tensor("+k+")", x, w.DType, w.Shape, w.Hex, w.Values)
				x.Free()
				info, ok := f.Info(k)
				if !ok || !slices.Equal(info.Shape, w.Shape) || info.DataOffsets[1]-info.DataOffsets[0] != int64(len(w.Hex)/2) {
					t.Errorf("Info(%q) = %+v, %v", k, info, ok)
				}
			}
		})
	}

	// Go writes what PyTorch wrote, byte for byte: the fixture is written
	// as save_file writes (order, header, padding).
	t.Run("resave", func(t *testing.T) {
		path := filepath.Join(dir, "dtypes.safetensors")
		d, err := LoadSafetensors(path)
		if err != nil {
			t.Fatal(err)
		}
		defer FreeAll(d)
		out := filepath.Join(t.TempDir(), "out.safetensors")
		if err := SaveSafetensors(out, d, files["dtypes.safetensors"].Metadata); err != nil {
			t.Fatal(err)
		}
		a, _ := os.ReadFile(path)
		b, _ := os.ReadFile(out)
		if !bytes.Equal(a, b) {
			t.Errorf("Go wrote %d bytes, PyTorch %d, not the same:\n%q\n%q", len(b), len(a), b[:min(len(b), 300)], a[:min(len(a), 300)])
		}
	})
}

// stFile writes a safetensors file of the header (JSON text) and data.
func stFile(t testing.TB, header string, data []byte) []byte {
	t.Helper()
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	return append(append(b, header...), data...)
}

// stWriteTemp writes b into a new file in dir.
func stWriteTemp(t testing.TB, dir string, b []byte) string {
	t.Helper()
	f, err := os.CreateTemp(dir, "*.safetensors")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return f.Name()
}

// stHostile are broken or hostile files, each with the kind of error and a
// piece of its message.
var stHostile = []struct {
	name string
	data func(t testing.TB) []byte
	kind error
	want string
}{
	{"empty file", func(testing.TB) []byte { return nil }, ErrSafetensorsHeader, "HeaderTooSmall"},
	{"5 bytes", func(testing.TB) []byte { return []byte{1, 0, 0, 0, 0} }, ErrSafetensorsHeader, "HeaderTooSmall"},
	{"header of 100000001 bytes", func(testing.TB) []byte {
		return binary.LittleEndian.AppendUint64(nil, stMaxHeader+1)
	}, ErrSafetensorsHeader, "HeaderTooLarge"},
	{"header of 2^64-1 bytes", func(testing.TB) []byte {
		return binary.LittleEndian.AppendUint64(nil, math.MaxUint64)
	}, ErrSafetensorsHeader, "HeaderTooLarge"},
	{"header past the file", func(t testing.TB) []byte { return stFile(t, "{}", nil)[:9] }, ErrSafetensorsHeader, "InvalidHeaderLength"},
	{"header of 100 MB in a 20-byte file", func(testing.TB) []byte {
		return append(binary.LittleEndian.AppendUint64(nil, stMaxHeader), "{}          "...)
	}, ErrSafetensorsHeader, "InvalidHeaderLength"},
	{"not UTF-8", func(t testing.TB) []byte { return stFile(t, "{\"\xff\":1}", nil) }, ErrSafetensorsHeader, "InvalidHeader"},
	{"not JSON", func(t testing.TB) []byte { return stFile(t, "{", nil) }, ErrSafetensorsHeader, "InvalidHeaderDeserialization"},
	{"an array", func(t testing.TB) []byte { return stFile(t, "[]", nil) }, ErrSafetensorsHeader, "the header is an array"},
	{"trailing characters", func(t testing.TB) []byte { return stFile(t, "{}x", nil) }, ErrSafetensorsHeader, "InvalidHeaderDeserialization"},
	{"two objects", func(t testing.TB) []byte { return stFile(t, "{}{}", nil) }, ErrSafetensorsHeader, "trailing characters"},
	{"a tensor that is a string", func(t testing.TB) []byte { return stFile(t, `{"a":"x"}`, nil) }, ErrSafetensorsHeader, `tensor "a" is a string`},
	{"negative shape", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F32","shape":[-1],"data_offsets":[0,0]}}`, nil)
	}, ErrSafetensorsHeader, "-1 is not an unsigned integer"},
	{"fractional shape", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F32","shape":[1.5],"data_offsets":[0,4]}}`, nil)
	}, ErrSafetensorsHeader, "1.5 is not an unsigned integer"},
	{"shape past 2^64", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F32","shape":[18446744073709551616],"data_offsets":[0,0]}}`, nil)
	}, ErrSafetensorsHeader, "past 2^64"},
	{"shape past 2^63", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F32","shape":[0,9223372036854775808],"data_offsets":[0,0]}}`, nil)
	}, ErrSafetensorsTensorInfo, "ValidationOverflow"},
	{"shape overflowing", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,0]}}`, nil)
	}, ErrSafetensorsTensorInfo, "ValidationOverflow"},
	{"shape times dtype overflowing", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F64","shape":[4611686018427387904],"data_offsets":[0,0]}}`, nil)
	}, ErrSafetensorsTensorInfo, "ValidationOverflow"},
	{"three offsets", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1,2]}}`, []byte{1})
	}, ErrSafetensorsHeader, "more than 2 entries"},
	{"one offset", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[1],"data_offsets":[0]}}`, []byte{1})
	}, ErrSafetensorsHeader, "1 entries, not 2"},
	{"no offsets", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[1]}}`, []byte{1})
	}, ErrSafetensorsHeader, `no field "data_offsets"`},
	{"unknown dtype", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F128","shape":[1],"data_offsets":[0,16]}}`, make([]byte, 16))
	}, ErrSafetensorsDType, `"F128", which the format does not know`},
	{"dtype a number", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":5,"shape":[1],"data_offsets":[0,1]}}`, make([]byte, 1))
	}, ErrSafetensorsHeader, "dtype is the number 5"},
	{"F4 ending inside a byte", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F4","shape":[3],"data_offsets":[0,1]}}`, make([]byte, 1))
	}, ErrSafetensorsTensorInfo, "MisalignedSlice"},
	{"tensor twice", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{1})
	}, ErrSafetensorsHeader, `tensor "a" twice`},
	{"field twice", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","dtype":"I8","shape":[1],"data_offsets":[0,1]}}`, []byte{1})
	}, ErrSafetensorsHeader, `field "dtype" twice`},
	{"metadata key twice", func(t testing.TB) []byte {
		return stFile(t, `{"__metadata__":{"k":"1","k":"2"}}`, nil)
	}, ErrSafetensorsHeader, `key "k" twice`},
	{"metadata twice", func(t testing.TB) []byte {
		return stFile(t, `{"__metadata__":{},"__metadata__":{}}`, nil)
	}, ErrSafetensorsHeader, `"__metadata__" twice`},
	{"metadata of numbers", func(t testing.TB) []byte {
		return stFile(t, `{"__metadata__":{"k":1}}`, nil)
	}, ErrSafetensorsHeader, `__metadata__["k"] is the number 1, not a string`},
	{"metadata a list", func(t testing.TB) []byte {
		return stFile(t, `{"__metadata__":["k"]}`, nil)
	}, ErrSafetensorsHeader, `__metadata__ is an array`},
	{"first offset not 0", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}}`, []byte{1, 2})
	}, ErrSafetensorsOffsets, `invalid offset for tensor "a" (InvalidOffset)`},
	{"overlap", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[2],"data_offsets":[0,2]},"b":{"dtype":"U8","shape":[2],"data_offsets":[1,3]}}`, []byte{1, 2, 3})
	}, ErrSafetensorsOffsets, `"b" (InvalidOffset)`},
	{"same range twice", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[2],"data_offsets":[0,2]},"b":{"dtype":"U8","shape":[2],"data_offsets":[0,2]}}`, []byte{1, 2})
	}, ErrSafetensorsOffsets, "InvalidOffset"},
	{"hole", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},"b":{"dtype":"U8","shape":[1],"data_offsets":[2,3]}}`, []byte{1, 2, 3})
	}, ErrSafetensorsOffsets, `"b" (InvalidOffset)`},
	{"end before begin", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[2],"data_offsets":[0,2]},"b":{"dtype":"U8","shape":[0],"data_offsets":[2,1]}}`, []byte{1, 2})
	}, ErrSafetensorsOffsets, `"b" (InvalidOffset)`},
	{"offset past 2^63", func(t testing.TB) []byte {
		return stFile(t, `{"b":{"dtype":"U8","shape":[0],"data_offsets":[0,18446744073709551615]}}`, nil)
	}, ErrSafetensorsTensorInfo, "ValidationOverflow"},
	{"size not the shape's", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}}`, make([]byte, 4))
	}, ErrSafetensorsTensorInfo, "TensorInvalidInfo"},
	{"data after the last tensor", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{1, 2})
	}, ErrSafetensorsOffsets, "MetadataIncompleteBuffer"},
	{"truncated data", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"F32","shape":[1024],"data_offsets":[0,4096]}}`, make([]byte, 100))
	}, ErrSafetensorsOffsets, "MetadataIncompleteBuffer"},
	{"truncated data, 1 TB claimed", func(t testing.TB) []byte {
		return stFile(t, `{"a":{"dtype":"U8","shape":[1099511627776],"data_offsets":[0,1099511627776]}}`, make([]byte, 100))
	}, ErrSafetensorsOffsets, "MetadataIncompleteBuffer"},
}

// TestSafetensorsHostile: each broken or hostile file is a named error
// (errors.Is of its kind, the reference library's name in its message),
// from OpenSafetensors and LoadSafetensors, with no tensor or mapping
// left behind.
func TestSafetensorsHostile(t *testing.T) {
	serCheckLive(t)
	dir := t.TempDir()
	maps := rtMappingsLive()
	for _, c := range stHostile {
		path := stWriteTemp(t, dir, c.data(t))
		for _, op := range []string{"OpenSafetensors", "LoadSafetensors"} {
			var err error
			if op == "OpenSafetensors" {
				var f *SafetensorsFile
				if f, err = OpenSafetensors(path); err == nil {
					f.Close()
				}
			} else {
				var d *Dict
				if d, err = LoadSafetensors(path); err == nil {
					FreeAll(d)
				}
			}
			e, ok := AsError(err)
			switch {
			case err == nil:
				t.Errorf("%s: %s: no error", c.name, op)
			case !errors.Is(err, c.kind) || !ok || e.Op != op:
				t.Errorf("%s: %s: %v (%T), want an *Error of %s wrapping %v", c.name, op, err, err, op, c.kind)
			case !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path):
				t.Errorf("%s: %s: %v, want %q and the path in it", c.name, op, err, c.want)
			}
		}
	}
	if n := rtMappingsLive(); n != maps {
		t.Errorf("%d mappings live, %d before", n, maps)
	}
}

// TestSafetensorsErrors: a missing file, a missing tensor, a closed file,
// a dtype this package's DType lacks (F8_E4M3 opens, its tensor is an
// error naming it).
func TestSafetensorsErrors(t *testing.T) {
	serCheckLive(t)
	dir := t.TempDir()
	if _, err := OpenSafetensors(filepath.Join(dir, "none.safetensors")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	if _, err := LoadSafetensors(filepath.Join(dir, "none.safetensors")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	if _, err := OpenSafetensors(dir); err == nil {
		t.Error("a directory: no error")
	}
	path := stWriteTemp(t, dir, stFile(t, `{"f8":{"dtype":"F8_E4M3","shape":[2],"data_offsets":[0,2]},"u":{"dtype":"U8","shape":[1],"data_offsets":[2,3]}}`, []byte{1, 2, 3}))
	f, err := OpenSafetensors(path)
	if err != nil {
		t.Fatal(err)
	}
	if info, ok := f.Info("f8"); !ok || info.Dtype != "F8_E4M3" || info.FileOffset != 8+int64(len(`{"f8":{"dtype":"F8_E4M3","shape":[2],"data_offsets":[0,2]},"u":{"dtype":"U8","shape":[1],"data_offsets":[2,3]}}`)) {
		t.Errorf("Info(f8) = %+v, %v", info, ok)
	}
	if _, err := f.Tensor("f8"); !errors.Is(err, ErrSafetensorsDType) || !strings.Contains(err.Error(), "F8_E4M3 (torch.float8_e4m3fn)") {
		t.Errorf("F8_E4M3: %v", err)
	}
	if _, err := f.Tensor("nope"); !errors.Is(err, ErrSafetensorsNotFound) || !strings.Contains(err.Error(), `"nope"`) {
		t.Errorf("missing tensor: %v", err)
	}
	u, err := f.Tensor("u")
	if err != nil {
		t.Fatal(err)
	}
	u.Free()
	f.Close()
	f.Close()
	if _, err := f.Tensor("u"); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("after Close: %v", err)
	}
	if _, err := LoadSafetensors(path); !errors.Is(err, ErrSafetensorsDType) || !strings.Contains(err.Error(), "F8_E4M3") {
		t.Errorf("LoadSafetensors of F8_E4M3: %v", err)
	}
}

// TestSafetensorsMapping: a tensor over the mapping outlives Close, an
// in-place write to it changes the tensor and not the file
// (copy-on-write), and the mapping goes when Close and the last tensor
// are done, in either order.
func TestSafetensorsMapping(t *testing.T) {
	serCheckLive(t)
	dir := t.TempDir()
	data := make([]byte, 16)
	for i := range 4 {
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(float32(i+1)))
	}
	header := `{"x":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}}`
	header += strings.Repeat(" ", (8-len(header)%8)%8)
	file := stFile(t, header, data)
	path := stWriteTemp(t, dir, file)
	maps := rtMappingsLive()
	for _, closeFirst := range []bool{true, false} {
		f, err := OpenSafetensors(path)
		if err != nil {
			t.Fatal(err)
		}
		x, err := f.Tensor("x")
		if err != nil {
			t.Fatal(err)
		}
		if n := rtMappingsLive(); n != maps+1 {
			t.Errorf("%d mappings, want %d", n, maps+1)
		}
		if closeFirst {
			f.Close()
		}
		if err := x.Add_(10.0).Err(); err != nil {
			t.Fatal(err)
		}
		if got := serValues[float32](t, x); !slices.Equal(got, []float32{11, 12, 13, 14}) {
			t.Errorf("after x += 10: %v", got)
		}
		if rtMappingsLive() != maps+1 {
			t.Error("the mapping went while in use")
		}
		x.Free()
		if !closeFirst {
			if n := rtMappingsLive(); n != maps+1 {
				t.Errorf("freed the tensor before Close: %d mappings, want %d", n, maps+1)
			}
			f.Close()
		}
		if n := rtMappingsLive(); n != maps {
			t.Errorf("close first %v: %d mappings after Close and Free, want %d", closeFirst, n, maps)
		}
		if b, _ := os.ReadFile(path); !bytes.Equal(b, file) {
			t.Error("writing to the tensor changed the file")
		}
	}
	// Two tensors of one open file share its one private mapping: the
	// second sees what was written through the first, as in Python, where
	// safe_open's tensors view one storage. The file is unchanged.
	f, err := OpenSafetensors(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	a, _ := f.Tensor("x")
	defer a.Free()
	a.Fill_(7.0)
	b, _ := f.Tensor("x")
	defer b.Free()
	if got := serValues[float32](t, b); !slices.Equal(got, []float32{7, 7, 7, 7}) {
		t.Errorf("second Tensor of one open file: %v, want the first's writes (one mapping)", got)
	}

	// Unaligned data (the data region at an odd offset): a copy, which
	// holds no mapping.
	odd := stWriteTemp(t, dir, stFile(t, header+" ", data))
	g, err := OpenSafetensors(odd)
	if err != nil {
		t.Fatal(err)
	}
	c, err := g.Tensor("x")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Free()
	if n := rtMappingsLive(); n != maps+2 {
		t.Errorf("%d mappings, want %d", n, maps+2)
	}
	g.Close()
	if n := rtMappingsLive(); n != maps+1 {
		t.Errorf("unaligned: %d mappings after Close with its tensor live, want %d (a copy)", n, maps+1)
	}
	if got := serValues[float32](t, c); !slices.Equal(got, []float32{1, 2, 3, 4}) {
		t.Errorf("unaligned: %v", got)
	}
}

// stSample is a state of tensors of every dtype the format and this
// package share, a 0-d, an empty and a non-contiguous one.
func stSample(t *testing.T) *Dict {
	d := &Dict{}
	must := func(x *Tensor, err error) *Tensor {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(x.Free)
		return x
	}
	add := func(name string, x *Tensor) { d.Set(name, x) }
	x := must(FromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3))
	add("f32", x)
	y := must(FromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3))
	add("f32.T", must(y.T().Result()))
	add("f64", must(FromSlice([]float64{math.Pi, -1e300, math.Inf(1)})))
	add("f16", must(x.ToDtype(Float16).Result()))
	add("bf16", must(x.ToDtype(BFloat16).Result()))
	add("i64", must(FromSlice([]int64{math.MinInt64, math.MaxInt64})))
	add("i32", must(FromSlice([]int32{-7}, []int64{}...)))
	add("i16", must(FromSlice([]int16{-1, 2, 3})))
	add("i8", must(FromSlice([]int8{-128, 127})))
	add("u8", must(FromSlice([]uint8{0, 255, 1})))
	add("bool", must(FromSlice([]bool{true, false, true})))
	add("c64", must(FromSlice([]complex64{1 + 2i, -3i})))
	add("empty", must(FromSlice([]float32{}, 0, 4)))
	return d
}

// TestSafetensorsRoundTrip: Go writes, Go reads: every dtype, values,
// shapes, metadata; the header as save_file orders it (widest dtype
// first, then by name), 8-byte aligned; a map saves as its *Dict.
func TestSafetensorsRoundTrip(t *testing.T) {
	serCheckLive(t)
	d := stSample(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "m.safetensors")
	meta := map[string]string{"format": "pt", "b": "x\n\"y\"\u2028"}
	if err := SaveSafetensors(path, d, meta); err != nil {
		t.Fatal(err)
	}
	f, err := OpenSafetensors(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if !reflect.DeepEqual(f.Metadata(), meta) {
		t.Errorf("metadata %q, want %q", f.Metadata(), meta)
	}
	want := []string{"i64", "f64", "c64", "empty", "f32", "f32.T", "i32", "bf16", "f16", "i16", "i8", "u8", "bool"}
	if got := f.OffsetKeys(); !slices.Equal(got, want) {
		t.Errorf("order %q, want %q", got, want)
	}
	b, _ := os.ReadFile(path)
	if n := binary.LittleEndian.Uint64(b); n%8 != 0 || !bytes.HasPrefix(b[8:], []byte(`{"__metadata__":{"b":"x\n\"y\"`+"\u2028"+`","format":"pt"},"i64":{"dtype":"I64","shape":[2],"data_offsets":[0,16]},"f64"`)) {
		t.Errorf("header %q", b[8:200])
	}
	l, err := LoadSafetensors(path)
	if err != nil {
		t.Fatal(err)
	}
	defer FreeAll(l)
	for i, k := range d.Keys {
		x := d.Values[i].(*Tensor)
		y := l.Tensor(k)
		if y == nil {
			t.Fatalf("%s: missing", k)
		}
		xb, err := rtTensorBytes(x)
		if err != nil {
			t.Fatal(err)
		}
		yb, _ := rtTensorBytes(y)
		if x.DType() != y.DType() || !slices.Equal(x.Shape(), y.Shape()) || !bytes.Equal(xb, yb) || !y.IsContiguous() {
			t.Errorf("%s: %v %v %x, saved %v %v %x", k, y.DType(), y.Shape(), yb, x.DType(), x.Shape(), xb)
		}
	}
	m := map[string]*Tensor{}
	for i, k := range d.Keys {
		m[k.(string)] = d.Values[i].(*Tensor)
	}
	path2 := filepath.Join(dir, "map.safetensors")
	if err := SaveSafetensorsMap(path2, m, meta); err != nil {
		t.Fatal(err)
	}
	if b2, _ := os.ReadFile(path2); !bytes.Equal(b, b2) {
		t.Error("SaveSafetensorsMap wrote another file than SaveSafetensors")
	}
	// A lazy conjugate (Conj of a complex tensor) saves as its values.
	c := d.Tensor("c64")
	cj := c.Conj()
	defer cj.Free()
	if err := SaveSafetensors(path2, &Dict{Keys: []any{"c"}, Values: []any{cj}}, nil); err != nil {
		t.Fatal(err)
	}
	lc, err := LoadSafetensors(path2)
	if err != nil {
		t.Fatal(err)
	}
	if got := serValues[complex64](t, lc.Tensor("c")); !slices.Equal(got, []complex64{1 - 2i, 3i}) {
		t.Errorf("Conj saved as %v, want [1-2i 3i]", got)
	}
	FreeAll(lc)

	// No metadata: no __metadata__; empty metadata: an empty one.
	small := &Dict{Keys: []any{"u8"}, Values: []any{d.Tensor("u8")}}
	for _, c := range []struct {
		meta map[string]string
		head string
	}{{nil, `{"u8":`}, {map[string]string{}, `{"__metadata__":{},"u8":`}} {
		if err := SaveSafetensors(path2, small, c.meta); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(path2); !bytes.HasPrefix(b[8:], []byte(c.head)) {
			t.Errorf("metadata %v: header %q", c.meta, b[8:])
		}
	}
}

// TestSafetensorsSaveErrors: what save_file refuses (tensors sharing
// memory, a dtype the format lacks) and what a *Dict may hold wrongly.
func TestSafetensorsSaveErrors(t *testing.T) {
	serCheckLive(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "x.safetensors")
	x := rtMustFromSlice(t, []float32{1, 2, 3, 4, 5, 6})
	a, b := x.Narrow(0, 0, 4), x.Narrow(0, 3, 3)
	defer a.Free()
	defer b.Free()
	c := x.Narrow(0, 4, 2)
	defer c.Free()
	z := rtMustFromSlice(t, []complex128{1})
	freed := rtMustFromSlice(t, []float32{1})
	freed.Free()
	for _, tc := range []struct {
		d    *Dict
		kind error
		want string
	}{
		{&Dict{Keys: []any{"a", "b"}, Values: []any{x, x}}, ErrSafetensorsSharedMemory, `tensors "a" and "b" share memory`},
		{&Dict{Keys: []any{"x", "y"}, Values: []any{a, b}}, ErrSafetensorsSharedMemory, "share memory"},
		{&Dict{Keys: []any{"x", "y"}, Values: []any{x, c}}, ErrSafetensorsSharedMemory, "share memory"},
		{&Dict{Keys: []any{"z"}, Values: []any{z}}, ErrSafetensorsDType, "complex128"},
		{&Dict{Keys: []any{int64(1)}, Values: []any{x}}, nil, "not a string"},
		{&Dict{Keys: []any{"a"}, Values: []any{1.5}}, nil, "not a tensor"},
		{&Dict{Keys: []any{"a"}, Values: []any{freed}}, nil, "freed"},
		{&Dict{Keys: []any{"__metadata__"}, Values: []any{x}}, nil, "metadata key"},
		{&Dict{Keys: []any{"a"}}, nil, "1 keys and 0 values"},
		{nil, nil, "nil *Dict"},
	} {
		err := SaveSafetensors(path, tc.d, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) || (tc.kind != nil && !errors.Is(err, tc.kind)) {
			t.Errorf("%v, want %q (%v)", err, tc.want, tc.kind)
		}
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Error("a failed save left a file")
	}
	// Views that do not overlap save (save_file too).
	a2, b2 := x.Narrow(0, 0, 3), x.Narrow(0, 3, 3)
	defer a2.Free()
	defer b2.Free()
	if err := SaveSafetensors(path, &Dict{Keys: []any{"a", "b"}, Values: []any{a2, b2}}, nil); err != nil {
		t.Error(err)
	}
	if err := SaveSafetensors(filepath.Join(dir, "no", "dir.safetensors"), &Dict{}, nil); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing directory: %v", err)
	}
}

// stShard writes one shard holding the named uint8 tensors.
func stShard(t *testing.T, dir, file string, names ...string) {
	t.Helper()
	d := &Dict{}
	for i, n := range names {
		x := rtMustFromSlice(t, []uint8{uint8(i)})
		d.Set(n, x)
	}
	if err := SaveSafetensors(filepath.Join(dir, file), d, nil); err != nil {
		t.Fatal(err)
	}
}

// TestSafetensorsIndexErrors: a sharded checkpoint whose index disagrees
// with its shards is an ErrSafetensorsIndex naming the tensor.
func TestSafetensorsIndexErrors(t *testing.T) {
	serCheckLive(t)
	maps := rtMappingsLive()
	for _, c := range []struct {
		name   string
		shards map[string][]string
		index  string
		want   string
	}{
		{"in two shards", map[string][]string{"a.safetensors": {"x", "y"}, "b.safetensors": {"y"}},
			`{"weight_map":{"x":"a.safetensors","y":"b.safetensors"}}`, `tensor "y" is in shard "a.safetensors", the index puts it in "b.safetensors"`},
		{"in two shards, listed", map[string][]string{"a.safetensors": {"x"}, "b.safetensors": {"x"}},
			`{"weight_map":{"x":"a.safetensors","z":"b.safetensors"}}`, `tensor "x" is in two shards`},
		{"missing from its shard", map[string][]string{"a.safetensors": {"x"}},
			`{"weight_map":{"x":"a.safetensors","y":"a.safetensors"}}`, `tensor "y" is missing from its shard "a.safetensors"`},
		{"not in the weight map", map[string][]string{"a.safetensors": {"x", "w"}},
			`{"weight_map":{"x":"a.safetensors"}}`, `tensor "w" is not in the index's weight_map`},
		{"outside the directory", nil, `{"weight_map":{"x":"../a.safetensors"}}`, "not a file in the index's directory"},
		{"absolute", nil, `{"weight_map":{"x":"/etc/passwd"}}`, "not a file in the index's directory"},
		{"no weight map", nil, `{"metadata":{}}`, "no weight_map"},
		{"not JSON", nil, `{`, "unexpected end of JSON"},
		{"weight map of numbers", nil, `{"weight_map":{"x":1}}`, "cannot unmarshal"},
	} {
		dir := t.TempDir()
		for file, names := range c.shards {
			stShard(t, dir, file, names...)
		}
		path := filepath.Join(dir, "model.safetensors.index.json")
		if err := os.WriteFile(path, []byte(c.index), 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := LoadSafetensors(path)
		if err == nil {
			FreeAll(d)
		}
		if !errors.Is(err, ErrSafetensorsIndex) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if n := rtMappingsLive(); n != maps {
		t.Errorf("%d mappings live, %d before", n, maps)
	}
}

// FuzzSafetensors: whatever a file holds, OpenSafetensors and every
// Tensor of it either work or fail with a named error, leaving no tensor
// or mapping behind. Its seeds are valid files, the hostile ones and
// pieces of both; plain go test replays them.
func FuzzSafetensors(f *testing.F) {
	for _, c := range stHostile {
		f.Add(c.data(f))
	}
	f.Add(stFile(f, `{"__metadata__":{"a":"b"},"x":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"y":{"dtype":"BF16","shape":[],"data_offsets":[8,10]}}`, make([]byte, 10)))
	f.Add(stFile(f, `{"y":{"dtype":"U8","shape":[1],"data_offsets":[8,9]},"x":{"dtype":"F64","shape":[1],"data_offsets":[0,8]},"z":{"dtype":"BOOL","shape":[0],"data_offsets":[9,9]}} `, make([]byte, 9)))
	f.Add(stFile(f, `{"x":{"dtype":"F8_E5M2","shape":[2,1],"data_offsets":[0,2],"extra":{}}}`, make([]byte, 2)))
	f.Add(stFile(f, `{"x":{"dtype":"C64","shape":[1],"data_offsets":[0,8]}}`, make([]byte, 8)))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		path := filepath.Join(dir, "fuzz.safetensors")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		before, maps := LiveTensors(), rtMappingsLive()
		sf, err := OpenSafetensors(path)
		if err != nil {
			if _, ok := AsError(err); !ok {
				t.Fatalf("%T %v: not an *Error", err, err)
			}
		} else {
			for _, k := range sf.Keys() {
				x, err := sf.Tensor(k)
				if err != nil {
					if !errors.Is(err, ErrSafetensorsDType) {
						t.Fatalf("Tensor(%q): %v", k, err)
					}
					continue
				}
				info, _ := sf.Info(k)
				if !slices.Equal(x.Shape(), info.Shape) {
					t.Fatalf("Tensor(%q): shape %v, header %v", k, x.Shape(), info.Shape)
				}
				x.Free()
			}
			sf.Close()
		}
		if n := LiveTensors(); n != before {
			t.Fatalf("LiveTensors %d, was %d (err %v)", n, before, err)
		}
		if n := rtMappingsLive(); n != maps {
			t.Fatalf("%d mappings, was %d", n, maps)
		}
	})
}

// BenchmarkLoadSafetensors loads a 64 MiB state_dict (16 float32 tensors
// of 1M elements) saved by SaveSafetensors and by Save, and sums each
// tensor (which reads every page of the mapped file): LoadSafetensors
// against Load of the same tensors.
func BenchmarkLoadSafetensors(b *testing.B) {
	sd := &Dict{}
	data := make([]float32, 1<<20)
	for i := range data {
		data[i] = float32(i)
	}
	for i := 0; i < 16; i++ {
		x, err := FromSlice(data, 1024, 1024)
		if err != nil {
			b.Fatal(err)
		}
		defer x.Free()
		sd.Set("layer"+strconv.Itoa(i)+".weight", x)
	}
	dir := b.TempDir()
	st, pt := filepath.Join(dir, "m.safetensors"), filepath.Join(dir, "m.pt")
	if err := SaveSafetensors(st, sd, nil); err != nil {
		b.Fatal(err)
	}
	if err := Save(pt, sd); err != nil {
		b.Fatal(err)
	}
	use := func(d *Dict) {
		for _, v := range d.Values {
			s := v.(*Tensor).Sum()
			s.Free()
		}
		FreeAll(d)
	}
	b.Run("LoadSafetensors", func(b *testing.B) {
		b.SetBytes(64 << 20)
		for b.Loop() {
			d, err := LoadSafetensors(st)
			if err != nil {
				b.Fatal(err)
			}
			use(d)
		}
	})
	b.Run("Load", func(b *testing.B) {
		b.SetBytes(64 << 20)
		for b.Loop() {
			d, err := LoadStateDict(pt)
			if err != nil {
				b.Fatal(err)
			}
			use(d)
		}
	})
}
