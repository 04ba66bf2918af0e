package parser

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gotorchgen/gotorchgen/internal/testkit"

	"github.com/gotorchgen/gotorchgen/model"
)

// The fuzz targets of the two file readers. Each asserts the readers'
// contract: any input gives either a valid library or an error that names
// the file, a line inside the input and the problem — never a panic, never
// a hang. Run one for long with
//
//	go test -run XXX -fuzz FuzzParseDeclarations -fuzztime 10m -parallel 1 ./parser
//
// (`make fuzz` runs each for a few seconds). The seeds are small excerpts of
// the real 1.13.1 and 2.6.0 inputs in testdata/seeds (see its README); what
// long runs found is under testdata/fuzz and replays with plain `go test`.

// fuzzDeadline is how long one input may take. Real inputs a thousand
// times larger than a fuzz input parse in under a second.
const fuzzDeadline = 10 * time.Second

// lineCount is the number of lines an error may point at: a position just
// past a last newline is on line count+1.
func lineCount(data []byte) int { return bytes.Count(data, []byte("\n")) + 1 }

// addSeeds adds every file under testdata/seeds/dir (and the extra files)
// to the corpus.
func addSeeds(f *testing.F, dir string, extra ...string) {
	files, _ := filepath.Glob(filepath.Join("testdata", "seeds", dir, "*"))
	files = append(files, extra...)
	if len(files) == 0 {
		f.Fatalf("no seeds in testdata/seeds/%s", dir)
	}
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// checkLibrary checks a reader's successful result.
func checkLibrary(t *testing.T, input []byte, source string, lib *model.Library) {
	t.Helper()
	if lib == nil {
		t.Fatalf("no library and no error on input %q", input)
	}
	if lib.Source != source {
		t.Fatalf("Library.Source %q, want %q", lib.Source, source)
	}
	for _, op := range lib.Operators {
		if err := op.Validate(); err != nil {
			t.Fatalf("invalid operator %s from input %q: %v", op.ID(), input, err)
		}
	}
}

// checkDeclarationsError checks an error of ParseDeclarations: one
// *DeclarationsError, or several joined, each naming the source, a line of
// the input and a problem. Only the "giving up after N errors" note that
// ends a long list has no line.
func checkDeclarationsError(t *testing.T, input []byte, source string, err error) {
	t.Helper()
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	for _, e := range errs {
		var de *DeclarationsError
		if !errors.As(e, &de) {
			t.Fatalf("error %T %q is not a *DeclarationsError; input %q", e, e, input)
		}
		if de.Source != source || strings.TrimSpace(de.Msg) == "" {
			t.Fatalf("error %q: want source %q and a message; input %q", e, source, input)
		}
		if de.Line == 0 && strings.HasPrefix(de.Msg, "giving up after") {
			continue
		}
		if de.Line < 1 || de.Line > lineCount(input) {
			t.Fatalf("error %q: line %d outside the input's %d lines; input %q", e, de.Line, lineCount(input), input)
		}
		if !strings.HasPrefix(e.Error(), fmt.Sprintf("%s:%d: ", source, de.Line)) {
			t.Fatalf("error %q does not start with %s:%d:", e, source, de.Line)
		}
	}
}

// FuzzParseDeclarations: the Declarations.yaml reader.
func FuzzParseDeclarations(f *testing.F) {
	fixtures, _ := filepath.Glob(filepath.Join("testdata", "declarations", "*.yaml"))
	addSeeds(f, "declarations", fixtures...)
	f.Add([]byte(minimalDecl + minimalDecl)) // a duplicate operator
	f.Add([]byte(strings.Repeat("- 1\n", 12)))
	f.Add([]byte("- &a [*a]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		const source = "fuzz.yaml"
		var lib *model.Library
		var err error
		testkit.NoPanicNoHang(t, data, fuzzDeadline, func() { lib, err = ParseDeclarations(data, source) })
		if err != nil {
			if lib != nil {
				t.Fatalf("both a library and an error %v", err)
			}
			checkDeclarationsError(t, data, source, err)
			return
		}
		checkLibrary(t, data, source, lib)
	})
}

// checkHeaderError checks a header reader's error: "file:line: problem"
// with the line inside the input, or (only for the problem of the whole
// file) "file: no operator schemas found".
func checkHeaderError(t *testing.T, input []byte, file string, err error) {
	t.Helper()
	msg := err.Error()
	if msg == file+": no operator schemas found" {
		return
	}
	m := regexp.MustCompile(`^` + regexp.QuoteMeta(file) + `:(\d+): \S`).FindStringSubmatch(msg)
	if m == nil {
		t.Fatalf("error %q does not say %s:LINE: problem; input %q", msg, file, input)
	}
	if line, _ := strconv.Atoi(m[1]); line < 1 || line > lineCount(input) {
		t.Fatalf("error %q: line outside the input's %d lines; input %q", msg, lineCount(input), input)
	}
}

// FuzzParseRegistrationDeclarations: the reader of
// ATen/RegistrationDeclarations.h, the headers frontend's first choice.
func FuzzParseRegistrationDeclarations(f *testing.F) {
	addSeeds(f, "registration")
	f.Add([]byte(`Tensor f(); // {"schema": "aten::f() -> Tensor", "dispatch": "True"}` + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		const source = "RegistrationDeclarations.h"
		var lib *model.Library
		var err error
		testkit.NoPanicNoHang(t, data, fuzzDeadline, func() { lib, err = ParseRegistrationDeclarations(data, source) })
		if err != nil {
			if lib != nil {
				t.Fatalf("both a library and an error %v", err)
			}
			checkHeaderError(t, data, source, err)
			return
		}
		checkLibrary(t, data, source, lib)
		if len(lib.Operators) == 0 {
			t.Fatalf("a library without operators and no error; input %q", data)
		}
	})
}

// FuzzParseOpsHeader: the reader of one ATen/ops/*_ops.h header, used when
// an install has no RegistrationDeclarations.h (pip wheels, libtorch zips).
func FuzzParseOpsHeader(f *testing.F) {
	addSeeds(f, "opsheaders")
	f.Add([]byte(`  static constexpr const char* schema_str = "f(Tensor self) -> Tensor";` + "\n"))
	f.Add([]byte(`  STATIC_CONSTEXPR_STR_INL_EXCEPT_WIN_CUDA(schema_str, "f(str a=\"\\\"\") -> Tensor")` + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		const file = "x_ops.h"
		var ops []*model.Operator
		var err error
		testkit.NoPanicNoHang(t, data, fuzzDeadline, func() { ops, err = ParseOpsHeader(data, file) })
		if err != nil {
			if ops != nil {
				t.Fatalf("both operators and an error %v", err)
			}
			checkHeaderError(t, data, file, err)
			return
		}
		for _, op := range ops {
			if err := op.Validate(); err != nil {
				t.Fatalf("invalid operator %s from input %q: %v", op.ID(), data, err)
			}
		}
	})
}

// TestFuzzSeedsParse: the seeds are real, valid inputs, so the fuzzers
// start from inputs that reach the end of the readers.
func TestFuzzSeedsParse(t *testing.T) {
	read := func(dir string) map[string][]byte {
		files, _ := filepath.Glob(filepath.Join("testdata", "seeds", dir, "*"))
		if len(files) == 0 {
			t.Fatalf("no seeds in testdata/seeds/%s", dir)
		}
		m := map[string][]byte{}
		for _, p := range files {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			m[filepath.Base(p)] = data
		}
		return m
	}
	for name, data := range read("declarations") {
		if lib, err := ParseDeclarations(data, name); err != nil || len(lib.Operators) != 1 {
			t.Errorf("%s: %v", name, err)
		}
	}
	for name, data := range read("registration") {
		if lib, err := ParseRegistrationDeclarations(data, name); err != nil || len(lib.Operators) < 10 {
			t.Errorf("%s: %v", name, err)
		}
	}
	for name, data := range read("opsheaders") {
		if ops, err := ParseOpsHeader(data, name); err != nil || len(ops) == 0 {
			t.Errorf("%s: %d operators, %v", name, len(ops), err)
		}
	}
}

// TestHugeListSizes: what FuzzParseSchema found. A scalar default for a
// fixed-size list is repeated size times, so "int[2222222170] x=0" once
// allocated 17 GB and crashed; sizes above maxListSize are now errors in
// all three places a size comes from.
func TestHugeListSizes(t *testing.T) {
	if _, err := ParseSchema("f(int[64] x=0) -> Tensor"); err != nil {
		t.Errorf("int[64]: %v", err)
	}
	// (The crasher itself, "0(int[2222222170] 0=0)", now stops at its name,
	// which starts with a digit; the same list with a valid name:)
	for _, s := range []string{"f(int[2222222170] x=0)", "f(int[65] x=0) -> Tensor", "f(bool[99999999999] x=False) -> Tensor"} {
		var se *SyntaxError
		if _, err := ParseSchema(s); err == nil || !errors.As(err, &se) || !strings.Contains(err.Error(), "is more than 64") &&
			!strings.Contains(err.Error(), "not a positive integer") {
			t.Errorf("ParseSchema(%q) = %v, want a list size error", s, err)
		}
	}
	if typ := ParseCppType("::std::array<bool,100000>"); len(model.Unsupported(typ)) == 0 {
		t.Errorf("std::array<bool,100000> = %v, want unsupported", typ)
	}
	if typ := ParseCppType("::std::array<bool,3>"); len(model.Unsupported(typ)) != 0 {
		t.Errorf("std::array<bool,3> = %v", typ)
	}
	decl := strings.Replace(minimalDecl, "    type: int64_t\n", "    type: at::IntArrayRef\n    size: 2222222170\n", 1)
	if _, err := ParseDeclarations([]byte(decl), "x.yaml"); err == nil || !strings.Contains(err.Error(), "x.yaml:17: aten::relu: argument dim: size: 2222222170 is more than 64") {
		t.Errorf("size 2222222170: %v", err)
	}
}
