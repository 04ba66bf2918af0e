package torch

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func hostileBytes(t *testing.T, b64 string) []byte {
	t.Helper()
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// libtorchRefused tells libtorch's own refusal of a tensor outside its
// storage: 2.14's unpickler checks offsets, sizes and strides (1.13's does
// not), and as the check before loading runs that unpickler, its error
// comes first there. It names no tensor. Neither checks a storage against
// its record, nor a sparse index.
func libtorchRefused(msg string) bool {
	return strings.Contains(msg, "require a storage of at least") || strings.Contains(msg, "is out of bounds for storage")
}

// TestLoadModuleHostile: an archive whose tensor reaches past its data
// (scripts/make-hostile-jit-fixtures.py; PyTorch 1.13.1 loads each, and
// reading the tensor reads the heap or SIGSEGVs) is an error that names
// the tensor, its sizes, strides and offset and its storage's bytes, from
// LoadModuleBytes, LoadModule and Optimizer.Load alike (or libtorch's own
// refusal, where it has one).
func TestLoadModuleHostile(t *testing.T) {
	noLeaks(t)
	dir := t.TempDir()
	for _, c := range jitHostile {
		t.Run(c.name, func(t *testing.T) {
			data := hostileBytes(t, c.archive)
			check := func(fn string, err error) {
				t.Helper()
				if err == nil {
					t.Fatalf("%s: the archive loaded", fn)
				}
				msg := err.Error()
				ours := strings.Contains(msg, c.want) && strings.Contains(msg, "the archive is corrupt or crafted")
				if !ours && !libtorchRefused(msg) {
					t.Errorf("%s: %v\nwant it to say %q", fn, err, c.want)
				}
			}
			m, err := LoadModuleBytes(data)
			if err == nil {
				m.Free()
			}
			check("LoadModuleBytes", err)
			path := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "_")+".pt")
			if err := os.WriteFile(path, data, 0o600); err != nil {
				t.Fatal(err)
			}
			m, err = LoadModule(path)
			if err == nil {
				m.Free()
			}
			check("LoadModule", err)
			// An optimizer's file is a TorchScript archive too.
			p := tensor(t, []float32{1, 2})
			opt, err := SGD([]*Tensor{p}, 0.1)
			if err != nil {
				t.Fatal(err)
			}
			defer opt.Free()
			check("Optimizer.Load", opt.Load(path))
		})
	}
}

// TestLoadModuleInBounds: the check refuses nothing PyTorch saves: views
// sharing a storage at offsets, an empty view, list, dict and tuple
// attributes, a submodule, sparse COO and CSR and per-channel quantized
// tensors load, and forward computes what PyTorch computes.
func TestLoadModuleInBounds(t *testing.T) {
	noLeaks(t)
	m := loadFixture(t, jitKitchen)
	x := tensor(t, []float32{0.5, -1.5})
	out := iv(t)(m.Forward(iv(t)(IValueOfTensor(x))))
	if got := chained[float32](t, out.ToTensor()); !close32(got, jitKitchenForward) {
		t.Errorf("forward = %v, PyTorch %v", got, jitKitchenForward)
	}
	// An optimizer's own file passes the check too.
	p := tensor(t, []float32{1, 2})
	opt, err := SGD([]*Tensor{p}, 0.1, SGDOptions{Momentum: Some(0.9)})
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Free()
	path := filepath.Join(t.TempDir(), "sgd.pt")
	if err := opt.Save(path); err != nil {
		t.Fatal(err)
	}
	if err := opt.Load(path); err != nil {
		t.Errorf("Optimizer.Load of its own file: %v", err)
	}
}

// TestLoadModuleRunsCode documents what docs/API.md warns of: a
// TorchScript file is a program. This one's forward writes a file.
func TestLoadModuleRunsCode(t *testing.T) {
	noLeaks(t)
	m := loadFixture(t, jitSaver)
	path := filepath.Join(t.TempDir(), "written-by-the-module.pt")
	x := tensor(t, []float32{1, 2})
	iv(t)(m.RunMethod("forward", iv(t)(IValueOfTensor(x)), iv(t)(IValueOfString(path))))
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the module's forward wrote no file: %v", err)
	}
}
