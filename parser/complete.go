package parser

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/gotorchgen/gotorchgen/model"
)

// This file detects inputs cut short. A truncated RegistrationDeclarations.h
// or Declarations.yaml is still a valid, smaller list of operators, and
// would give a smaller package without a word. So what was read is
// compared with a second source the install holds anyway: the
// per-operator headers ATen/ops/*_ops.h (one schema_str per operator),
// themselves checked against the list of them in ATen/Operators.h and for
// being whole.

// IncompleteError says that the operators read are fewer than the install
// declares, or that some of the install's per-operator headers are missing
// or cut short. Library and Install are what was read, for a caller that
// goes on anyway (gotorchgen --allow-partial).
type IncompleteError struct {
	Problems []string // each "file:line: what is wrong" (the line when there is one)
	Library  *model.Library
	Install  *Install
}

func (e *IncompleteError) Error() string { return strings.Join(e.Problems, "\n") }

// listedIDs is how many operators a problem names before "and N more".
const listedIDs = 10

// someIDs lists the first listedIDs of ids and how many more there are.
func someIDs(ids []string) string {
	if len(ids) <= listedIDs {
		return strings.Join(ids, ", ")
	}
	return fmt.Sprintf("%s, and %d more", strings.Join(ids[:listedIDs], ", "), len(ids)-listedIDs)
}

// operators is "1 operator" or "n operators".
func operators(n int) string {
	if n == 1 {
		return "1 operator"
	}
	return fmt.Sprintf("%d operators", n)
}

// opsCensus is what ATen/ops/*_ops.h declare, read cheaply: the ID of each
// schema_str (its text before "("), without parsing the schema.
type opsCensus struct {
	what     string          // ".../ATen/ops/*_ops.h", for messages
	ids      map[string]bool // "add.Tensor"
	problems []string        // headers missing or cut short
}

// censusOpsHeaders reads the IDs every *_ops.h in dir declares, and checks
// that the headers are whole and that none ATen/Operators.h includes is
// missing.
func censusOpsHeaders(dir string) (*opsCensus, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*_ops.h"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("%s: no *_ops.h headers", dir)
	}
	sort.Strings(files)
	c := &opsCensus{what: filepath.Join(dir, "*_ops.h"), ids: map[string]bool{}}
	for _, file := range files {
		data, err := readInput(file)
		if err != nil {
			return nil, err
		}
		if p := opsHeaderCutShort(data, file); p != "" {
			c.problems = append(c.problems, p)
		}
		for rest := data; ; {
			// The literal after `schema_str = ` or `schema_str, `: its
			// text up to "(" is the ID, which has no escapes. (A regexp
			// took half of ReadInstall's time.)
			i := bytes.Index(rest, []byte("schema_str"))
			if i < 0 {
				break
			}
			rest = rest[i+len("schema_str"):]
			for _, sep := range []string{` = "`, `, "`} {
				if after, ok := bytes.CutPrefix(rest, []byte(sep)); ok {
					if j := bytes.IndexAny(after, "(\"\n"); j > 0 {
						c.ids[string(after[:j])] = true
					}
					break
				}
			}
		}
		if len(c.ids) > model.MaxOperators {
			return nil, fmt.Errorf("%s: %s", c.what, tooManyOperators())
		}
	}
	c.problems = append(c.problems, missingOpsHeaders(dir, files)...)
	return c, nil
}

// opsHeaderCutShort checks that an *_ops.h header is whole: torchgen
// closes every brace it opens (the structs, then "}} // namespace
// at::_ops"), so a header that ends inside a brace was cut short. It
// returns the problem, or "".
func opsHeaderCutShort(data []byte, file string) string {
	depth := 0
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '"': // a string literal: a schema may hold braces in a default
			for i++; i < len(data) && data[i] != '"' && data[i] != '\n'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
		case '/':
			if i+1 < len(data) && data[i+1] == '/' {
				for i < len(data) && data[i] != '\n' {
					i++
				}
			}
		case '{':
			depth++
		case '}':
			depth--
		}
	}
	if depth > 0 {
		return fmt.Sprintf("%s:%d: the header ends inside %d unclosed braces: it looks cut short", file, lastLine(data), depth)
	}
	return ""
}

var operatorsIncludeRE = regexp.MustCompile(`(?m)^#include <ATen/ops/(\w+_ops\.h)>`)

// missingOpsHeaders lists the per-operator headers ATen/Operators.h
// includes that are not among files. An install without Operators.h (a
// test fixture) has nothing to check.
func missingOpsHeaders(dir string, files []string) []string {
	opsH := filepath.Join(filepath.Dir(dir), "Operators.h")
	data, err := readInput(opsH)
	if err != nil {
		return nil
	}
	have := map[string]bool{}
	for _, f := range files {
		have[filepath.Base(f)] = true
	}
	var missing []string
	first := 0
	for _, m := range operatorsIncludeRE.FindAllSubmatchIndex(data, -1) {
		if name := string(data[m[2]:m[3]]); !have[name] {
			if first == 0 {
				first = bytes.Count(data[:m[0]], []byte("\n")) + 1
			}
			missing = append(missing, name)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return []string{fmt.Sprintf("%s:%d: includes %d per-operator header(s) that %s lacks: %s; the install is incomplete",
		opsH, first, len(missing), dir, someIDs(missing))}
}

// compareIDs lists the operators of lib the census lacks (extra) and those
// it declares that lib lacks (missing), each sorted.
func compareIDs(lib *model.Library, declared map[string]bool) (missing, extra []string) {
	read := make(map[string]bool, len(lib.Operators))
	for _, op := range lib.Operators {
		read[op.ID()] = true
		if !declared[op.ID()] {
			extra = append(extra, op.ID())
		}
	}
	for id := range declared {
		if !read[id] {
			missing = append(missing, id)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	return missing, extra
}

// checkRegistrationAgainstOps compares the operators read from
// RegistrationDeclarations.h (file, lines long) with those the install's
// ATen/ops/*_ops.h declare. Both come from one torchgen run over one list
// of native functions, so in a whole install they are the same (2,952 in
// 1.13.1, 3,144 in 2.6.0): any difference is a file cut short or missing.
func checkRegistrationAgainstOps(lib *model.Library, file string, lines int, opsDir string) ([]string, error) {
	c, err := censusOpsHeaders(opsDir)
	if err != nil {
		return nil, err
	}
	problems := c.problems
	missing, extra := compareIDs(lib, c.ids)
	if len(missing) > 0 {
		problems = append(problems, fmt.Sprintf("%s:%d: the file ends after %s, but %s declare %d; it lacks %d: %s; it looks cut short",
			file, lines, operators(len(lib.Operators)), c.what, len(c.ids), len(missing), someIDs(missing)))
	}
	if len(extra) > 0 {
		problems = append(problems, fmt.Sprintf("%s: %s of %s in no header: %s; a header is missing or cut short",
			c.what, operators(len(extra)), filepath.Base(file), someIDs(extra)))
	}
	return problems, nil
}

// declaredByInstall is the set of operator IDs an install declares, and
// what declared them: its ATen/ops/*_ops.h, or else its
// RegistrationDeclarations.h. It is nil when the install has neither.
func declaredByInstall(in *Install) (ids map[string]bool, what string, problems []string, err error) {
	aten := filepath.Join(in.IncludeDirs[0], "ATen")
	opsDir := filepath.Join(aten, "ops")
	if files, _ := filepath.Glob(filepath.Join(opsDir, "*_ops.h")); len(files) > 0 {
		c, err := censusOpsHeaders(opsDir)
		if err != nil {
			return nil, "", nil, err
		}
		return c.ids, c.what, c.problems, nil
	}
	reg := filepath.Join(aten, "RegistrationDeclarations.h")
	if !fileExists(reg) {
		return nil, "", nil, nil
	}
	lib, err := ReadRegistrationDeclarations(reg)
	if err != nil {
		return nil, "", nil, err
	}
	ids = map[string]bool{}
	for _, op := range lib.Operators {
		ids[op.ID()] = true
	}
	return ids, reg, nil, nil
}

// ReadDeclarationsFor reads a Declarations.yaml that is to be generated
// against the install in: ReadDeclarations, then a comparison with the
// operators the install declares. When the file lacks some of them (it
// was cut short exactly between two entries, which nothing in the file
// shows, or it is for another libtorch version) the error is an
// *IncompleteError listing them. Operators the file has and the install
// lacks are not an error, since they may be skipped anyway; they are
// returned as a warning (their shims would not compile).
func ReadDeclarationsFor(path string, in *Install) (lib *model.Library, warning string, err error) {
	data, err := readInput(path)
	if err != nil {
		return nil, "", err
	}
	if lib, err = ParseDeclarations(data, path); err != nil {
		return nil, "", err
	}
	lib.Version = in.Version
	declared, what, problems, err := declaredByInstall(in)
	if err != nil || declared == nil {
		return lib, "", err
	}
	missing, extra := compareIDs(lib, declared)
	if len(missing) > 0 {
		problems = append(problems, fmt.Sprintf("%s:%d: the file ends after %s, but the install's %s declare %d; it lacks %d: %s; it looks cut short, or is for another libtorch version",
			path, lastLine(data), operators(len(lib.Operators)), what, len(declared), len(missing), someIDs(missing)))
	}
	if len(extra) > 0 {
		warning = fmt.Sprintf("%s: %s not in the install's %s: %s; their shims will not compile against it",
			path, operators(len(extra)), what, someIDs(extra))
	}
	if len(problems) > 0 {
		return nil, warning, &IncompleteError{Problems: problems, Library: lib, Install: in}
	}
	return lib, warning, nil
}
