package doctor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// TestDoctorAgreesWithEmit: doctor reads what emit writes. The stamp it
// parses and the -std= it checks the compiler for are emit's, for a
// version on each side of libtorch 2.10's move to C++20.
func TestDoctorAgreesWithEmit(t *testing.T) {
	op, err := parser.ParseSchema("aten::relu(Tensor self) -> Tensor")
	if err != nil {
		t.Fatal(err)
	}
	op.Variants.Function = true
	lib := &model.Library{Operators: []*model.Operator{op}}
	for _, tt := range []struct{ version, flavour string }{{"1.13.0", "cpu"}, {"2.10.0", "cuda"}} {
		out, err := emit.Generate(lib, emit.Target{Version: tt.version, Flavour: tt.flavour},
			emit.Config{Package: "tt", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "9.9.9", Specs: specs})
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, stampFile), out.Files[stampFile], 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := ReadStamp(dir)
		if err != nil {
			t.Fatal(err)
		}
		if s.Generator != "9.9.9" || s.Version != tt.version || s.Flavour != tt.flavour || s.Package != "tt" || s.InputHash != emit.InputHash(lib) {
			t.Errorf("ReadStamp = %+v", s)
		}
		flags := string(out.Files["internal/shim00/shim.go"])
		if want := "-std=" + emit.CxxStd(tt.version) + " "; !strings.Contains(flags, want) {
			t.Errorf("libtorch %s: doctor checks for %q; emit's shim.go says:\n%s", tt.version, want, flags)
		}
	}
}

// TestDoctorAgreesWithEmitStable: doctor reads the stamps emit writes in
// the stable mode, pure and hybrid, and the hybrid's flavour from its
// flags.
func TestDoctorAgreesWithEmitStable(t *testing.T) {
	op, err := parser.ParseSchema("aten::relu(Tensor self) -> Tensor")
	if err != nil {
		t.Fatal(err)
	}
	op.Variants.Function = true
	lib := &model.Library{Operators: []*model.Operator{op}}
	for _, tt := range []struct{ fallback, flavour string }{{emit.FallbackNone, "cpu"}, {emit.FallbackBoxed, "cpu"}, {emit.FallbackBoxed, "cuda"}} {
		out, err := emit.Generate(lib, emit.Target{Version: "2.14.1", Flavour: tt.flavour},
			emit.Config{Package: "tt", ImportPath: "example.com/m/torch", Shards: 1, GeneratorVersion: "9.9.9", Specs: specs,
				ABI: emit.ABIStable, StableFallback: tt.fallback})
		if err != nil {
			t.Fatal(err)
		}
		if _, typed := out.Files[stampFile]; typed {
			t.Fatalf("the stable mode wrote %s, which makes doctor read the package as typed", stampFile)
		}
		dir := t.TempDir()
		for _, name := range []string{stableStampFile, boxedFlagsFile} {
			if data, ok := out.Files[name]; ok {
				if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		s, err := ReadStamp(dir)
		if err != nil {
			t.Fatal(err)
		}
		want := Stamp{Generator: "9.9.9", Version: "2.14.1", InputHash: emit.InputHash(lib), Package: "tt", StableABI: "2.10"}
		if tt.fallback == emit.FallbackBoxed {
			want.BoxedFor, want.Flavour = "2.14.1", tt.flavour
		}
		if *s != want {
			t.Errorf("--stable-fallback %s, %s: ReadStamp = %+v, want %+v", tt.fallback, tt.flavour, *s, want)
		}
	}
}

// specs are the project's class specs, which every generated package needs.
var specs = func() *model.Specs {
	s, err := parser.DefaultSpecs()
	if err != nil {
		panic(err)
	}
	return s
}()
