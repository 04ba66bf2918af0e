package emit_test

import (
	"bytes"
	"fmt"
	"go/format"
	goparser "go/parser"
	"go/token"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/internal/testkit"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
	"github.com/gotorchgen/gotorchgen/templates"
)

// FuzzPipeline runs the whole generator on one input: parse (whichever
// frontend the input's shape calls for), the IR, emit.Generate, and the
// gofmt'ed Go it returns. The contract, asserted below:
//
//   - no panic, no hang (pipelineDeadline), and an error message of at most
//     maxErrorBytes (it quotes only the start of an absurd name);
//   - Generate returns an error, or files whose Go all parses with
//     go/parser and is already gofmt'ed;
//   - a package of at most pipelineOps operators is small: its generated
//     files (all but the runtime copied verbatim) total at most
//     maxGeneratedBytes. This is what the limits of model/limits.go buy:
//     without them one megabyte-long name became 20 MB of output here, and
//     in the 3,000 operators of a real library a 3 GB optable.go.
//
// The seeds are in testdata/fuzz/FuzzPipeline: real operators in the three
// input formats (decl-*, reg-*, ops-*), megabyte-long names (mega-*), and
// the inputs of a 5-minute run that reach Generate (hash-named); plain
// `go test ./emit` replays them. Run it for longer with
//
//	go test -run '^$' -fuzz '^FuzzPipeline$' -fuzztime 10m -fuzzminimizetime 100x -parallel 1 ./emit
//
// (each input runs Generate, tens of milliseconds, so the default 60 s of
// minimizing each new input would take most of a run).
func FuzzPipeline(f *testing.F) {
	f.Add([]byte(`Tensor f(const Tensor & self); // {"schema": "aten::f(Tensor self, int[2] x=1, *, Scalar alpha=1) -> Tensor", "dispatch": "True"}` + "\n"))
	f.Add([]byte(`  static constexpr const char* schema_str = "g.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)";` + "\n"))
	runtimeFiles := map[string]bool{}
	for name := range templates.RuntimeFiles() {
		runtimeFiles[emit.RuntimePath(name)] = true
	}
	for name := range templates.NNFiles() {
		runtimeFiles[emit.NNPath(name)] = true // checked by TestNNFiles
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var lib *model.Library
		var out *emit.Output
		var perr, gerr error
		testkit.NoPanicNoHang(t, data, pipelineDeadline, func() {
			lib, perr = parseAny(data)
			if perr != nil {
				return
			}
			if len(lib.Operators) > pipelineOps {
				lib.Operators = lib.Operators[:pipelineOps]
			}
			out, gerr = emit.Generate(lib, emit.Target{Version: "1.13.0", Flavour: "cpu"},
				emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 2, GeneratorVersion: "fuzz", Specs: specs})
		})
		for _, err := range []error{perr, gerr} {
			if err != nil && len(err.Error()) > maxErrorBytes {
				t.Fatalf("a %d-byte error message (at most %d): %.200s…", len(err.Error()), maxErrorBytes, err)
			}
		}
		if perr != nil || gerr != nil {
			return
		}
		if out == nil || len(out.Files) == 0 {
			t.Fatalf("no files and no error; input %q", data)
		}
		generated := 0
		var names []string
		for name := range out.Files {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			src := out.Files[name]
			if runtimeFiles[name] {
				continue // copied verbatim from templates/, tested there
			}
			generated += len(src)
			if !strings.HasSuffix(name, ".go") {
				continue
			}
			if _, err := goparser.ParseFile(token.NewFileSet(), name, src, goparser.SkipObjectResolution); err != nil {
				t.Fatalf("%s does not parse: %v\ninput %q", name, err, data)
			}
			if again, err := format.Source(src); err != nil || !bytes.Equal(again, src) {
				t.Fatalf("%s is not gofmt'ed (%v); input %q", name, err, data)
			}
		}
		if generated > maxGeneratedBytes {
			t.Fatalf("%d operators gave %d bytes of generated files, more than %d", len(lib.Operators), generated, maxGeneratedBytes)
		}
	})
}

const (
	// pipelineOps is how many operators of an input go through Generate:
	// enough for two to share a name or a shard, few enough that an
	// iteration takes milliseconds.
	pipelineOps = 2
	// maxGeneratedBytes bounds the generated files of pipelineOps
	// operators. Within model's limits an operator yields at most about a
	// megabyte (256 arguments of 256-byte names, each written a dozen
	// times); a real one yields 10 to 40 kB.
	maxGeneratedBytes = 8 << 20
	// maxErrorBytes bounds an error message: ten joined errors of a few
	// hundred bytes each.
	maxErrorBytes = 16 << 10
	// pipelineDeadline is how long one input may take; real libraries of
	// 3,000 operators generate in under a second.
	pipelineDeadline = 10 * time.Second
)

// parseAny reads data with the frontend its shape calls for: a
// RegistrationDeclarations.h when it holds a metadata comment, an
// ATen/ops/*_ops.h when it holds a schema_str (and no Declarations.yaml
// schema_string), else a Declarations.yaml.
func parseAny(data []byte) (*model.Library, error) {
	switch {
	case bytes.Contains(data, []byte(`// {"schema"`)):
		return parser.ParseRegistrationDeclarations(data, "RegistrationDeclarations.h")
	case bytes.Contains(data, []byte("schema_str")) && !bytes.Contains(data, []byte("schema_string")):
		ops, err := parser.ParseOpsHeader(data, "x_ops.h")
		if err != nil {
			return nil, err
		}
		if len(ops) == 0 {
			return nil, fmt.Errorf("x_ops.h: no operator schemas found")
		}
		lib := &model.Library{Source: "x_ops.h", Operators: ops}
		lib.Sort()
		return lib, nil
	default:
		return parser.ParseDeclarations(data, "Declarations.yaml")
	}
}

// TestPipelineAtTheLimits: two operators with every name, count and text at
// model's limits (a 256-byte name, 256 arguments with 256-byte names and
// 256-byte defaults, 64 named returns) are accepted, and generate less
// than maxGeneratedBytes: the fuzz target's bound holds for every input
// the limits let through, not just for small ones.
func TestPipelineAtTheLimits(t *testing.T) {
	name := func(prefix string, i int) string {
		s := fmt.Sprintf("%s%03d_", prefix, i)
		return s + strings.Repeat("x", model.MaxIdent-len(s))
	}
	float := "1." + strings.Repeat("0", model.MaxDefault-2)
	var b strings.Builder
	for op := range 2 {
		opName, overload := name("op", op), name("ovl", op)
		fmt.Fprintf(&b, "- name: %s\n  operator_name: %s\n  overload_name: %s\n", opName, opName, overload)
		fmt.Fprintf(&b, "  schema_string: aten::%s.%s() -> ()\n  schema_order_arguments:\n", opName, overload)
		for i := range model.MaxArgs {
			fmt.Fprintf(&b, "  - annotation: null\n    default: %s\n    dynamic_type: double\n    is_nullable: false\n    name: %s\n    type: double\n", float, name("arg", i))
		}
		b.WriteString("  method_of:\n  - namespace\n  python_module: ''\n  returns:\n")
		for i := range model.MaxReturns {
			fmt.Fprintf(&b, "  - dynamic_type: at::Tensor\n    field_name: %s\n    name: %s\n    type: at::Tensor\n", name("ret", i), name("ret", i))
		}
		b.WriteString("  deprecated: false\n")
	}
	lib, err := parser.ParseDeclarations([]byte(b.String()), "limits.yaml")
	if err != nil {
		t.Fatalf("an input at the limits is refused: %.500v", err)
	}
	out, err := emit.Generate(lib, emit.Target{Version: "1.13.0", Flavour: "cpu"},
		emit.Config{Package: "torch", ImportPath: "example.com/m/torch", Shards: 2, GeneratorVersion: "test", Specs: specs})
	if err != nil {
		t.Fatalf("Generate: %.500v", err)
	}
	runtime := map[string]bool{}
	for name := range templates.RuntimeFiles() {
		runtime[emit.RuntimePath(name)] = true
	}
	for name := range templates.NNFiles() {
		runtime[emit.NNPath(name)] = true
	}
	generated := 0
	for name, src := range out.Files {
		if !runtime[name] {
			generated += len(src)
		}
	}
	t.Logf("%d input bytes, %d generated bytes; bound %d, skipped %v", b.Len(), generated, maxGeneratedBytes, out.Report.Skipped)
	if generated > maxGeneratedBytes {
		t.Errorf("%d bytes generated at the limits, more than the fuzz target's bound %d", generated, maxGeneratedBytes)
	}
}
