// Package aoti_test times the generated package's AOTIModel
// (specs/aoti.yaml) against C++'s own AOTIModelPackageLoader on the same
// .pt2 packages in one process (cxxbench), for make bench-aoti,
// bench-aoti-models and count-instructions-aoti. The tests of the .pt2
// loader are templates/_stable/aoti_test.go, one source for the typed and
// the stable mode, which scripts/test-aoti.sh copies into the typed
// package with aoti_typed_test.go (the typed mode's helpers) and runs from
// that package's test binary. scripts/test-aoti.sh copies this file into a
// consumer module of the package in the sid root and runs it with
// GOTORCHGEN_AOTI_DIR naming export.py's directory.
package aoti_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"example.com/aotitest/cxxbench"
	"example.com/aotitest/torch"
)

// BenchmarkAOTIRun: AOTIModel.Run from Go (inputs in, outputs freed)
// against C++'s own loop over AOTIModelPackageLoader::run (cxxbench), on
// the same packages in one process: a one-ReLU model, where the call is
// all there is, and the test model, default and recipe-compiled. Blocks of
// 100 runs alternate between Go and C++ (these machines drift by more than
// the difference measured), and each sub-benchmark reports go/cxx and the
// extra nanoseconds a Go run costs; make bench-aoti runs it.
func BenchmarkAOTIRun(b *testing.B) {
	dir := os.Getenv("GOTORCHGEN_AOTI_DIR")
	if dir == "" {
		b.Fatal("GOTORCHGEN_AOTI_DIR is not set (scripts/test-aoti.sh sets it)")
	}
	for _, c := range []struct {
		name, file string
		shapes     [][]int64
	}{
		{"relu", "relu.pt2", [][]int64{{1, 16}}},
		{"model", "model.pt2", [][]int64{{2, 4}, {2}}},
		{"recipe", "recipe.pt2", [][]int64{{2, 4}, {2}}},
	} {
		b.Run(c.name, func(b *testing.B) { goVsCxx(b, filepath.Join(dir, c.file), c.shapes, 100, false) })
		b.Run(c.name+"-into", func(b *testing.B) { goVsCxx(b, filepath.Join(dir, c.file), c.shapes, 100, true) })
	}
}

// BenchmarkAOTIModels is BenchmarkAOTIRun on the four serving
// models, compiled by the recipe with autotuning (export_models.py; make
// bench-aoti-models), in $GOTORCHGEN_AOTI_MODELS_DIR. Blocks are about 2 ms
// of C++'s runs each.
func BenchmarkAOTIModels(b *testing.B) {
	dir := os.Getenv("GOTORCHGEN_AOTI_MODELS_DIR")
	if dir == "" {
		b.Fatal("GOTORCHGEN_AOTI_MODELS_DIR is not set (AOTI_MODELS=1 scripts/test-aoti.sh sets it)")
	}
	data, err := os.ReadFile(filepath.Join(dir, "models.json"))
	if err != nil {
		b.Fatal(err)
	}
	var ms struct {
		Models []struct {
			Name  string  `json:"name"`
			File  string  `json:"file"`
			Shape []int64 `json:"shape"`
		} `json:"models"`
	}
	if err := json.Unmarshal(data, &ms); err != nil {
		b.Fatal(err)
	}
	for _, m := range ms.Models {
		b.Run(m.Name, func(b *testing.B) { goVsCxx(b, filepath.Join(dir, m.File), [][]int64{m.Shape}, 0, false) })
		b.Run(m.Name+"-into", func(b *testing.B) { goVsCxx(b, filepath.Join(dir, m.File), [][]int64{m.Shape}, 0, true) })
	}
}

// goVsCxx times AOTIModel.Run from Go (inputs in, outputs freed), or
// with into RunInto (the outputs of the previous run reused), against
// C++'s loop over loader.run on the package at path, with normal float32
// inputs of the given shapes, in blocks of block runs (0: about 2 ms of
// C++'s) alternating between the two, and reports each side's time a run,
// Go's extra nanoseconds and go/cxx.
func goVsCxx(b *testing.B, path string, shapes [][]int64, block int, into bool) {
	m, err := torch.LoadAOTIModel(path)
	if err != nil {
		b.Fatal(err)
	}
	defer m.Free()
	cxx, err := cxxbench.Load(path, shapes)
	if err != nil {
		b.Fatal(err)
	}
	defer cxx.Free()
	var in []*torch.Tensor
	for _, s := range shapes {
		n := int64(1)
		for _, d := range s {
			n *= d
		}
		// Normal values, as C++'s inputs (at::randn): zeros would run
		// the same kernels on other data.
		r := rand.New(rand.NewPCG(1, uint64(n)))
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64())
		}
		x := torch.MustFromSlice(v, s...)
		defer x.Free()
		in = append(in, x)
	}
	if block == 0 {
		d, err := cxx.Run(3) // and warm
		if err != nil {
			b.Fatal(err)
		}
		block = max(2, min(200, int(2*time.Millisecond/max(d/3, 1))))
	}
	var outs []*torch.Tensor // RunInto's
	defer func() {
		for _, o := range outs {
			o.Free()
		}
	}()
	goBlock := func() time.Duration {
		t0 := time.Now()
		if into {
			for range block {
				if outs, err = m.RunInto(outs, in...); err != nil {
					b.Fatal(err)
				}
			}
			return time.Since(t0)
		}
		for range block {
			out, err := m.Run(in...)
			if err != nil {
				b.Fatal(err)
			}
			for _, o := range out {
				o.Free()
			}
		}
		return time.Since(t0)
	}
	cxxBlock := func() time.Duration {
		d, err := cxx.Run(block)
		if err != nil {
			b.Fatal(err)
		}
		return d
	}
	goBlock() // warm: the first runs of each
	cxxBlock()
	var goTime, cxxTime time.Duration
	blocks := max(1, b.N/block)
	b.ResetTimer()
	for i := range blocks {
		if i%2 == 0 {
			goTime += goBlock()
			cxxTime += cxxBlock()
		} else {
			cxxTime += cxxBlock()
			goTime += goBlock()
		}
	}
	runs := float64(blocks * block)
	b.ReportMetric(float64(goTime)/runs, "go-ns/run")
	b.ReportMetric(float64(cxxTime)/runs, "cxx-ns/run")
	b.ReportMetric(float64(goTime-cxxTime)/runs, "extra-ns/run")
	b.ReportMetric(float64(goTime)/float64(cxxTime), "go/cxx")
}

// aotiMark is where callgrind dumps its counts (AOTI_COUNT=1
// scripts/test-aoti.sh): a leaf function, called between the loops of
// BenchmarkAOTIRunInstructions.
//
//go:noinline
func aotiMark() {}

// BenchmarkAOTIRunInstructions runs, for each of aotiCountPackages, three
// rounds of (Go loop of Run and Free, Go loop of RunInto, C++ loop) of
// aotiRunCalls runs each, with aotiMark before each loop and after each
// package's last: under callgrind (AOTI_COUNT=1 scripts/test-aoti.sh),
// package p's round k has its loops in parts 10p+3k+2, 10p+3k+3 and
// 10p+3k+4, which, unlike their times on these machines, repeat to the
// instruction. The goroutine is locked to
// its thread, whose counts alone are read.
func BenchmarkAOTIRunInstructions(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for _, c := range aotiCountPackages {
		path := filepath.Join(os.Getenv("GOTORCHGEN_AOTI_DIR"), c.file)
		m, err := torch.LoadAOTIModel(path)
		if err != nil {
			b.Fatal(err)
		}
		cxx, err := cxxbench.Load(path, c.shapes)
		if err != nil {
			b.Fatal(err)
		}
		var in []*torch.Tensor
		for _, s := range c.shapes {
			n := int64(1)
			for _, d := range s {
				n *= d
			}
			in = append(in, torch.MustFromSlice(make([]float32, n), s...))
		}
		goLoop := func() {
			for range aotiRunCalls {
				out, err := m.Run(in...)
				if err != nil {
					b.Fatal(err)
				}
				for _, o := range out {
					o.Free()
				}
			}
		}
		var outs []*torch.Tensor
		intoLoop := func() {
			for range aotiRunCalls {
				if outs, err = m.RunInto(outs, in...); err != nil {
					b.Fatal(err)
				}
			}
		}
		goLoop() // warm: first runs, first growth of everything
		intoLoop()
		cxx.Run(aotiRunCalls)
		for range 3 {
			aotiMark()
			goLoop()
			aotiMark()
			intoLoop()
			aotiMark()
			if _, err := cxx.Run(aotiRunCalls); err != nil {
				b.Fatal(err)
			}
		}
		aotiMark()
		for _, x := range append(in, outs...) {
			x.Free()
		}
		cxx.Free()
		m.Free()
	}
}

// aotiCountPackages are the packages BenchmarkAOTIRunInstructions counts,
// in the order test-aoti.sh reads them.
var aotiCountPackages = []struct {
	file   string
	shapes [][]int64
}{
	{"relu.pt2", [][]int64{{1, 16}}},
	{"model.pt2", [][]int64{{2, 4}, {2}}},
}

// aotiRunCalls is how many runs each loop of BenchmarkAOTIRunInstructions
// makes (test-aoti.sh divides by it).
const aotiRunCalls = 500
