package torch

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// stRealDirEnv names the directory scripts/test-safetensors.sh fills with
// files the real safetensors library wrote (python3-safetensors in the sid
// root, scripts/testdata/safetensors/real.py) and their expect.json.
const stRealDirEnv = "GOTORCHGEN_SAFETENSORS_DIR"

// TestSafetensorsReal reads what the real library's save_file (torch and
// numpy) wrote: every dtype, BF16, F16, float8 and unsigned ones included,
// metadata, a sharded checkpoint. Each tensor this package has a DType
// for must be what PyTorch's load_file gave (bytes, values, dtype, shape,
// order); the others (F8_*, U16, U32, U64) an ErrSafetensorsDType. Then
// it writes each file back (the tensors it could read) into DIR/go/ for
// the script's Python to read with load_file; a file of supported dtypes
// only must come out byte for byte as save_file wrote it. Without the
// directory it skips, loudly: make test-safetensors runs it.
func TestSafetensorsReal(t *testing.T) {
	dir := os.Getenv(stRealDirEnv)
	if dir == "" {
		t.Skip("SKIP: " + stRealDirEnv + " is not set: scripts/test-safetensors.sh (make test-safetensors) runs this against the real safetensors library")
	}
	serCheckLive(t)
	b, err := os.ReadFile(filepath.Join(dir, "expect.json"))
	if err != nil {
		t.Fatal(err)
	}
	var exp struct {
		Torch       string `json:"torch"`
		Safetensors string `json:"safetensors"`
		Files       map[string]struct {
			stExpect
			Sorted []string `json:"sorted"`
		} `json:"files"`
	}
	if err := json.Unmarshal(b, &exp); err != nil {
		t.Fatal(err)
	}
	t.Logf("files written by safetensors %s with PyTorch %s", exp.Safetensors, exp.Torch)
	ours := map[string]bool{}
	for _, d := range stDTypes {
		if d.dtype >= 0 {
			ours[d.dtype.String()] = true
		}
	}
	out := filepath.Join(dir, "go")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if len(exp.Files) < 4 {
		t.Fatalf("expect.json describes %d files", len(exp.Files))
	}
	for name, want := range exp.Files {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name)
			var unsupported []string
			for _, k := range want.Order {
				if !ours[want.Tensors[k].DType] {
					unsupported = append(unsupported, k)
				}
			}
			d := &Dict{}
			defer func() { FreeAll(d) }()
			if len(unsupported) == 0 {
				l, err := LoadSafetensors(path)
				if err != nil {
					t.Fatal(err)
				}
				d = l
			} else {
				if _, err := LoadSafetensors(path); !errors.Is(err, ErrSafetensorsDType) {
					t.Errorf("LoadSafetensors of %q: %v, want ErrSafetensorsDType", unsupported, err)
				}
			}
			if !strings.HasSuffix(name, ".index.json") {
				f, err := OpenSafetensors(path)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				if got := f.Keys(); !slices.Equal(got, want.Sorted) {
					t.Errorf("Keys %q, want safe_open's keys() %q", got, want.Sorted)
				}
				if got := f.OffsetKeys(); !slices.Equal(got, want.Order) {
					t.Errorf("OffsetKeys %q, want load_file's order %q", got, want.Order)
				}
				if got := f.Metadata(); !reflect.DeepEqual(got, want.Metadata) {
					t.Errorf("Metadata %q, want %q", got, want.Metadata)
				}
				if len(unsupported) > 0 {
					for _, k := range want.Order {
						x, err := f.Tensor(k)
						if !ours[want.Tensors[k].DType] {
							if !errors.Is(err, ErrSafetensorsDType) {
								t.Errorf("Tensor(%q) of dtype %s: %v, want ErrSafetensorsDType", k, want.Tensors[k].DType, err)
							} else {
								t.Logf("%s: %v", k, err)
							}
							continue
						}
						if err != nil {
							t.Fatal(err)
						}
						d.Set(k, x)
					}
				}
			}
			var keys []string
			for i, k := range d.Keys {
				keys = append(keys, k.(string))
				w := want.Tensors[k.(string)]
				stCheckTensor(t, k.(string), d.Values[i].(*Tensor), w.DType, w.Shape, w.Hex, w.Values)
			}
			var wantKeys []string
			for _, k := range want.Order {
				if ours[want.Tensors[k].DType] {
					wantKeys = append(wantKeys, k)
				}
			}
			if !slices.Equal(keys, wantKeys) {
				t.Errorf("keys %q, want %q", keys, wantKeys)
			}
			gopath := filepath.Join(out, name)
			if !strings.HasSuffix(gopath, ".safetensors") {
				gopath += ".safetensors"
			}
			if err := SaveSafetensors(gopath, d, want.Metadata); err != nil {
				t.Fatal(err)
			}
			if len(unsupported) == 0 && len(want.Metadata) <= 1 && !strings.HasSuffix(name, ".index.json") {
				a, _ := os.ReadFile(path)
				g, _ := os.ReadFile(gopath)
				if !bytes.Equal(a, g) {
					t.Errorf("Go wrote %d bytes, save_file %d, not the same", len(g), len(a))
				}
			}
		})
	}
}
