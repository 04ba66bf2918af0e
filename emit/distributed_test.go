package emit_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
	"github.com/gotorchgen/gotorchgen/templates"
)

// TestDistributedFiles: package distributed is emitted under distributed/
// with the c10d classes it is written over, its imports of the committed
// package and of its nn rewritten, and left out with them (an install
// without Gloo's headers); the classes' shims are their own unit, compiled
// with their defines.
func TestDistributedFiles(t *testing.T) {
	const committed = "github.com/gotorchgen/gotorchgen/generated/torch"
	files := templates.DistributedFiles()
	if len(files) == 0 {
		t.Fatal("templates/_distributed is empty")
	}
	generate := func(s *model.Specs) *emit.Output {
		out, err := emit.Generate(&model.Library{}, emit.Target{Version: "1.13.0", Flavour: "cpu"},
			emit.Config{Package: "tt", ImportPath: "example.com/m/tt", Shards: 1, GeneratorVersion: "test", Specs: s, RuntimeTests: true})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	out := generate(specs)
	for name, src := range files {
		got, ok := out.Files[emit.DistributedPath(name)]
		if !ok {
			t.Errorf("%s not emitted as %s", name, emit.DistributedPath(name))
			continue
		}
		want := bytes.ReplaceAll(src, []byte(`"`+committed+`"`), []byte(`"example.com/m/tt"`))
		want = bytes.ReplaceAll(want, []byte(`"`+committed+`/nn"`), []byte(`"example.com/m/tt/nn"`))
		if !bytes.Equal(got, want) {
			t.Errorf("%s: more than the imports changed", name)
		}
	}
	shim := string(out.Files["internal/distributed/shim.go"])
	if !strings.Contains(shim, "-DUSE_C10D_GLOO") || !strings.Contains(string(out.Files["internal/distributed/shim.cpp"]), "ProcessGroupGloo.hpp") {
		t.Errorf("internal/distributed: no unit of its own with its defines:\n%s", shim)
	}
	if strings.Contains(string(out.Files["internal/classes/shim.cpp"]), "c10d") || strings.Contains(string(out.Files["internal/classes/shim.go"]), "USE_C10D_GLOO") {
		t.Error("the default class unit includes c10d or its defines")
	}

	without, dropped := specs.Without(func(h string) bool { return !strings.HasPrefix(h, "gloo/") })
	if len(dropped) == 0 {
		t.Fatal("no class requires Gloo's headers")
	}
	for name := range generate(without).Files {
		if strings.HasPrefix(name, "distributed/") || strings.HasPrefix(name, "internal/distributed/") {
			t.Errorf("%s emitted without the c10d classes", name)
		}
	}
}

// TestNCCLFlags: the c10d unit gets ProcessGroupNCCL's defines, behind
// the build tag gotorch_nocuda, only in the cuda flavour of an install
// with NCCL's and CUDA's headers (Target.NCCL); the 2.x probe's define
// reaches the shims.
func TestNCCLFlags(t *testing.T) {
	const nccl = "internal/distributed/nccl.go"
	for _, c := range []struct {
		flavour   string
		ncclProbe bool
		want      bool
	}{{"cuda", true, true}, {"cuda", false, false}, {"cpu", true, false}} {
		out, err := emit.Generate(&model.Library{}, emit.Target{Version: "2.6.0", Flavour: c.flavour, NCCL: c.ncclProbe, C10dBackends: true},
			emit.Config{Package: "tt", ImportPath: "example.com/m/tt", Shards: 1, GeneratorVersion: "test", Specs: specs})
		if err != nil {
			t.Fatal(err)
		}
		src, ok := out.Files[nccl]
		if ok != c.want {
			t.Errorf("flavour %s, NCCL probe %v: %s emitted: %v, want %v", c.flavour, c.ncclProbe, nccl, ok, c.want)
		}
		if ok && (!strings.Contains(string(src), "//go:build !gotorch_nocuda") || !strings.Contains(string(src), "-DUSE_C10D_NCCL -DGOTORCH_NCCL")) {
			t.Errorf("%s:\n%s", nccl, src)
		}
		if shim := string(out.Files["internal/distributed/shim.go"]); !strings.Contains(shim, "-DGOTORCH_C10D_BACKENDS") {
			t.Errorf("internal/distributed/shim.go without the 2.x probe's define:\n%s", shim)
		}
	}
}

// TestHotUnit: a hot class's unit compiles at -O2, the other shims at -Og.
func TestHotUnit(t *testing.T) {
	specs, err := parser.ParseSpec([]byte(`classes:
- {class: Fast, cxx: at::Fast, kind: handle, unit: fast, hot: true, methods: [{cxx: int64_t size()}]}
- {class: Slow, cxx: at::Slow, kind: handle, methods: [{cxx: int64_t size()}]}`), "hot.yaml")
	if err != nil {
		t.Fatal(err)
	}
	out, err := emit.Generate(&model.Library{}, emit.Target{Version: "2.14.0", Flavour: "cpu"},
		emit.Config{Package: "tt", ImportPath: "example.com/m/tt", Shards: 1, GeneratorVersion: "test", Specs: specs})
	if err != nil {
		t.Fatal(err)
	}
	for file, opt := range map[string]string{"internal/fast/shim.go": " -O2 ", "internal/classes/shim.go": " -Og "} {
		if src := string(out.Files[file]); !strings.Contains(src, opt) {
			t.Errorf("%s: no %q in its flags:\n%s", file, opt, src)
		}
	}
}
