package parser

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/gotorchgen/gotorchgen/model"
)

// Install is what gotorchgen found in a libtorch install.
type Install struct {
	Prefix      string   // the directory the user named
	IncludeDirs []string // -I directories: the ATen root and the torch API root
	LibDir      string   // directory holding libtorch.so (may be empty)
	Version     string   // from torch/version.h, e.g. "1.13.0"
	CUDA        bool     // libtorch_cuda is present
	// Features are what the headers provide that the runtime's C++ adapts
	// to, probed from the files present rather than from the version
	// (docs/LIBTORCH-ASSUMPTIONS.md lists them).
	Features Features
}

// Features are the header features the runtime's C++ is compiled for.
type Features struct {
	// Dimname: ATen/core/Dimname.h exists (named tensors; libtorch 2.14
	// removed them, header and at::Dimname with it).
	Dimname bool
	// FromIntArrayRefSlow: c10/core/SymIntArrayRef.h converts int lists
	// with c10::fromIntArrayRefSlow (libtorch 2.x), not fromIntArrayRef.
	FromIntArrayRefSlow bool
	// C10dBackends: torch/csrc/distributed/c10d/ProcessGroupGloo.hpp makes
	// ProcessGroupGloo a c10d::Backend that a ProcessGroup dispatches to
	// (libtorch 2.x), not a ProcessGroup itself (1.x).
	C10dBackends bool
	// NCCL: the install's include directories have what c10d's
	// ProcessGroupNCCL.hpp includes beyond libtorch: nccl.h and the CUDA
	// runtime's headers (libnccl-dev and nvidia-cuda-dev on Debian).
	NCCL bool
}

// includeLayouts are the places a prefix keeps ATen's headers, relative to
// the prefix: a system prefix (/usr), an unpacked libtorch zip, a pip
// wheel's torch/ folder, or the include directory itself.
var includeLayouts = []string{"include", "", "torch/include"}

// libLayouts are the places a prefix keeps its libraries.
var libLayouts = []string{"lib/x86_64-linux-gnu", "lib/aarch64-linux-gnu", "lib64", "lib", "torch/lib"}

// versionHeaders are where torch/version.h lives relative to an include dir.
var versionHeaders = []string{"torch/csrc/api/include/torch/version.h", "torch/version.h"}

// FindInstall locates headers, libraries and version under prefix. The error
// lists every path it looked at.
func FindInstall(prefix string) (*Install, error) {
	if st, err := os.Stat(prefix); os.IsNotExist(err) {
		return nil, fmt.Errorf("libtorch %s: no such directory", prefix)
	} else if err != nil {
		return nil, fmt.Errorf("libtorch %s: %w", prefix, err)
	} else if !st.IsDir() {
		return nil, fmt.Errorf("libtorch %s: not a directory", prefix)
	}
	in := &Install{Prefix: prefix}
	var tried []string
	for _, l := range includeLayouts {
		dir := filepath.Join(prefix, l)
		probe := filepath.Join(dir, "ATen", "core", "Tensor.h")
		tried = append(tried, probe)
		if fileExists(probe) {
			in.IncludeDirs = []string{dir}
			break
		}
	}
	if in.IncludeDirs == nil {
		return nil, fmt.Errorf("libtorch %s: no ATen headers found; looked for:\n  %s\npoint --libtorch at a prefix such as /usr, an unpacked libtorch, or a pip wheel's torch/ folder",
			prefix, strings.Join(tried, "\n  "))
	}
	inc := in.IncludeDirs[0]
	if api := filepath.Join(inc, "torch", "csrc", "api", "include"); fileExists(filepath.Join(api, "torch")) {
		in.IncludeDirs = append(in.IncludeDirs, api)
	}
	tried = tried[:0]
	for _, v := range versionHeaders {
		p := filepath.Join(inc, v)
		tried = append(tried, p)
		if fileExists(p) {
			ver, err := readVersionHeader(p, in.IncludeDirs)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", p, err)
			}
			in.Version = ver
			break
		}
	}
	in.Features.Dimname = fileExists(filepath.Join(inc, "ATen", "core", "Dimname.h"))
	if data, err := os.ReadFile(filepath.Join(inc, "c10", "core", "SymIntArrayRef.h")); err == nil {
		in.Features.FromIntArrayRefSlow = bytes.Contains(data, []byte("fromIntArrayRefSlow("))
	}
	if data, err := os.ReadFile(filepath.Join(inc, "torch", "csrc", "distributed", "c10d", "ProcessGroupGloo.hpp")); err == nil {
		in.Features.C10dBackends = bytes.Contains(data, []byte("public Backend"))
	}
	in.Features.NCCL = in.HasHeader("torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp") &&
		in.HasHeader("nccl.h") && in.HasHeader("cuda_runtime_api.h")
	if in.Version == "" {
		return nil, fmt.Errorf("libtorch %s: no version header; looked for:\n  %s", prefix, strings.Join(tried, "\n  "))
	}
	for _, l := range libLayouts {
		dir := filepath.Join(prefix, l)
		if fileExists(filepath.Join(dir, "libtorch.so")) || fileExists(filepath.Join(dir, "libtorch_cpu.so")) {
			in.LibDir = dir
			in.CUDA = fileExists(filepath.Join(dir, "libtorch_cuda.so"))
			break
		}
	}
	return in, nil
}

var (
	versionRE = regexp.MustCompile(`#define\s+TORCH_VERSION_(MAJOR|MINOR|PATCH)\s+(\d+)`)
	includeRE = regexp.MustCompile(`(?m)^\s*#\s*include\s+[<"]([^>"]+)[>"]`)
)

// readVersionHeader reads TORCH_VERSION_MAJOR/MINOR/PATCH from the version
// header at p, following its #includes through the include directories:
// libtorch 2.14's torch/version.h only includes torch/headeronly/version.h.
func readVersionHeader(p string, includeDirs []string) (string, error) {
	parts := map[string]string{}
	seen := map[string]bool{}
	var walk func(p string, depth int) error
	walk = func(p string, depth int) error {
		if seen[p] || depth > 4 {
			return nil
		}
		seen[p] = true
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range versionRE.FindAllSubmatch(data, -1) {
			if _, ok := parts[string(m[1])]; !ok {
				parts[string(m[1])] = string(m[2])
			}
		}
		if len(parts) == 3 {
			return nil
		}
		for _, m := range includeRE.FindAllSubmatch(data, -1) {
			name := string(m[1])
			for _, dir := range append([]string{filepath.Dir(p)}, includeDirs...) {
				if q := filepath.Join(dir, name); fileExists(q) {
					if err := walk(q, depth+1); err != nil {
						return err
					}
					break
				}
			}
		}
		return nil
	}
	if err := walk(p, 0); err != nil {
		return "", err
	}
	if len(parts) != 3 {
		return "", errors.New("TORCH_VERSION_MAJOR/MINOR/PATCH not all defined (here or in the headers it includes)")
	}
	return parts["MAJOR"] + "." + parts["MINOR"] + "." + parts["PATCH"], nil
}

// HasHeader reports whether one of the install's include directories has
// the header h ("torch/csrc/inductor/aoti_package/model_package_loader.h"):
// the feature probe of class specs' requires.
func (in *Install) HasHeader(h string) bool {
	for _, d := range in.IncludeDirs {
		if fileExists(filepath.Join(d, filepath.FromSlash(h))) {
			return true
		}
	}
	return false
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// ReadInstall reads the operator list of a libtorch install: the schemas
// from ATen/RegistrationDeclarations.h (or, when absent, ATen/ops/*_ops.h)
// and the C++ variants from the headers that call at::_ops.
//
// When the list read lacks operators that the install's ATen/ops/*_ops.h
// declare, or some of those headers are missing or cut short, the error is
// an *IncompleteError that still holds what was read (see complete.go).
func ReadInstall(prefix string) (*model.Library, *Install, error) {
	in, err := FindInstall(prefix)
	if err != nil {
		return nil, nil, err
	}
	aten := filepath.Join(in.IncludeDirs[0], "ATen")
	var lib *model.Library
	var problems []string
	reg, ops := filepath.Join(aten, "RegistrationDeclarations.h"), filepath.Join(aten, "ops")
	switch matches, _ := filepath.Glob(filepath.Join(ops, "*_ops.h")); {
	case fileExists(reg):
		var data []byte
		if data, err = readInput(reg); err != nil {
			break
		}
		if lib, err = ParseRegistrationDeclarations(data, reg); err != nil || len(matches) == 0 {
			break
		}
		problems, err = checkRegistrationAgainstOps(lib, reg, lastLine(data), ops)
	case len(matches) > 0:
		lib, problems, err = readOpsHeaders(ops)
	default:
		err = fmt.Errorf("libtorch %s: no operator schemas; looked for:\n  %s\n  %s",
			prefix, reg, filepath.Join(ops, "*_ops.h"))
	}
	if err != nil {
		return nil, nil, err
	}
	lib.Version = in.Version
	lib.Source = prefix
	if err := readVariants(lib, aten); err != nil {
		return nil, nil, err
	}
	if len(problems) > 0 {
		return nil, nil, &IncompleteError{Problems: problems, Library: lib, Install: in}
	}
	return lib, in, nil
}

// ReadRegistrationDeclarations reads one operator per line: a C++
// declaration followed by `// {"schema": "aten::…", …}`.
func ReadRegistrationDeclarations(path string) (*model.Library, error) {
	data, err := readInput(path)
	if err != nil {
		return nil, err
	}
	return ParseRegistrationDeclarations(data, path)
}

// ParseRegistrationDeclarations is ReadRegistrationDeclarations on the
// file's contents; source names the file in errors ("source:line: …") and
// in Library.Source.
//
// torchgen writes a comment at the top, then one declaration per line,
// each with its metadata comment, and ends every line with a newline. So a
// line that is neither blank, a comment nor a declaration with its
// metadata, or a last line without a newline, is the sign of a file cut
// short, and an error. (A cut exactly at the end of a line is not visible
// in the file; ReadInstall compares with ATen/ops/*_ops.h for that.)
func ParseRegistrationDeclarations(data []byte, source string) (*model.Library, error) {
	if err := checkInputSize(len(data)); err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	lib := &model.Library{Source: source}
	marker := []byte(`// {"schema"`)
	for line, rest := 1, data; len(rest) > 0; line++ {
		var text []byte
		var newline bool
		text, rest, newline = bytes.Cut(rest, []byte("\n"))
		if !newline {
			return nil, fmt.Errorf("%s:%d: the last line has no newline: the file looks cut short (torchgen ends every line)", source, line)
		}
		i := bytes.Index(text, marker)
		if i < 0 {
			if t := bytes.TrimSpace(text); len(t) > 0 && !bytes.HasPrefix(t, []byte("//")) && !bytes.HasPrefix(t, []byte("#")) {
				return nil, fmt.Errorf("%s:%d: a declaration without its // {\"schema\": …} comment: the line is cut short", source, line)
			}
			continue
		}
		if len(lib.Operators) == model.MaxOperators {
			return nil, fmt.Errorf("%s:%d: %s", source, line, tooManyOperators())
		}
		var meta struct {
			Schema string `json:"schema"`
		}
		if err := json.Unmarshal(text[i+3:], &meta); err != nil {
			return nil, fmt.Errorf("%s:%d: bad metadata comment: %w", source, line, err)
		}
		op, err := ParseSchema(meta.Schema)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", source, line, err)
		}
		lib.Operators = append(lib.Operators, op)
	}
	if len(lib.Operators) == 0 {
		return nil, fmt.Errorf("%s: no operator schemas found", source)
	}
	lib.Sort()
	return lib, nil
}

// schemaStrRE matches both spellings of the schema_str member: 2.x's
// `static constexpr const char* schema_str = "…";` and 1.13's
// `STATIC_CONSTEXPR_STR_INL_EXCEPT_WIN_CUDA(schema_str, "…")`.
var schemaStrRE = regexp.MustCompile(`schema_str(?: = |, )("(?:[^"\\]|\\.)*")`)

// ReadOpsHeaders reads the schema_str of every struct in ATen/ops/*_ops.h,
// the per-operator headers every libtorch build ships. When some are
// missing (ATen/Operators.h includes them) or cut short, the error is an
// *IncompleteError holding the operators read.
func ReadOpsHeaders(dir string) (*model.Library, error) {
	lib, problems, err := readOpsHeaders(dir)
	if err != nil {
		return nil, err
	}
	if len(problems) > 0 {
		return nil, &IncompleteError{Problems: problems, Library: lib}
	}
	return lib, nil
}

func readOpsHeaders(dir string) (*model.Library, []string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*_ops.h"))
	if err != nil || len(files) == 0 {
		return nil, nil, fmt.Errorf("%s: no *_ops.h headers", dir)
	}
	sort.Strings(files)
	lib := &model.Library{Source: dir}
	var problems []string
	for _, file := range files {
		data, err := readInput(file)
		if err != nil {
			return nil, nil, err
		}
		ops, err := ParseOpsHeader(data, file)
		if err != nil {
			return nil, nil, err
		}
		if len(lib.Operators)+len(ops) > model.MaxOperators {
			return nil, nil, fmt.Errorf("%s: %s", file, tooManyOperators())
		}
		if p := opsHeaderCutShort(data, file); p != "" {
			problems = append(problems, p)
		}
		lib.Operators = append(lib.Operators, ops...)
	}
	problems = append(problems, missingOpsHeaders(dir, files)...)
	lib.Sort()
	return lib, problems, nil
}

// ParseOpsHeader reads the operators of one *_ops.h header from its
// contents: one per schema_str member, in file order. file names the
// header in errors ("file:line: …"). A header without schema_str members
// gives no operators and no error.
func ParseOpsHeader(data []byte, file string) ([]*model.Operator, error) {
	if err := checkInputSize(len(data)); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var ops []*model.Operator
	line, counted := 1, 0
	for _, m := range schemaStrRE.FindAllSubmatchIndex(data, -1) {
		line += bytes.Count(data[counted:m[0]], []byte("\n"))
		counted = m[0]
		s, err := strconv.Unquote(string(data[m[2]:m[3]]))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: bad schema_str literal: %w", file, line, err)
		}
		op, err := ParseSchema("aten::" + s)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		if len(ops) == model.MaxOperators {
			return nil, fmt.Errorf("%s:%d: %s", file, line, tooManyOperators())
		}
		ops = append(ops, op)
	}
	return ops, nil
}

var opsCallRE = regexp.MustCompile(`at::_ops::(\w+)::call\(`)

// symintBlockRE matches 2.x's `namespace symint { … }` helper templates,
// which exist for method-only operators too and so say nothing about the
// function variant.
var symintBlockRE = regexp.MustCompile(`(?s)namespace symint \{.*?\n\}\n`)

// readVariants marks an operator a method when TensorBody.h calls it from a
// Tensor method, and a function when its ATen/ops/<op>.h calls it from a
// free function: exactly the C++ API libtorch exposes.
func readVariants(lib *model.Library, aten string) error {
	byStruct := make(map[string]*model.Operator, len(lib.Operators))
	for _, op := range lib.Operators {
		byStruct[op.CppStruct()] = op
	}
	// A minimal install (a test fixture) may lack TensorBody.h: then no
	// operator is a method.
	body, err := os.ReadFile(filepath.Join(aten, "core", "TensorBody.h"))
	if err != nil && !os.IsNotExist(err) {
		return fmt.Errorf("reading variants: %w", err)
	}
	for _, m := range opsCallRE.FindAllSubmatch(body, -1) {
		if op := byStruct[string(m[1])]; op != nil {
			op.Variants.Method = true
		}
	}
	ops, _ := filepath.Glob(filepath.Join(aten, "ops", "*_ops.h"))
	for _, p := range ops {
		fn := strings.TrimSuffix(p, "_ops.h") + ".h"
		data, err := os.ReadFile(fn)
		if err != nil {
			continue // an operator without a free-function header
		}
		data = symintBlockRE.ReplaceAll(data, nil)
		for _, m := range opsCallRE.FindAllSubmatch(data, -1) {
			if op := byStruct[string(m[1])]; op != nil {
				op.Variants.Function = true
			}
		}
	}
	return nil
}

var opsStructRE = regexp.MustCompile(`struct TORCH_API (\w+) \{`)

// OperatorHeaders maps each at::_ops struct name to the per-operator header
// that declares it ("normal_functional" → "normal_ops.h"): torchgen groups
// related operators into one header, so the name alone does not say. It
// also names the headers whose operators take an at::ITensorListRef (cat):
// a shim calling one needs ATen/core/IListRef.h, which is too costly to
// compile into every shim.
func (in *Install) OperatorHeaders() (headers map[string]string, listRef map[string]bool, err error) {
	dir := filepath.Join(in.IncludeDirs[0], "ATen", "ops")
	files, err := filepath.Glob(filepath.Join(dir, "*_ops.h"))
	if err != nil || len(files) == 0 {
		return nil, nil, fmt.Errorf("%s: no *_ops.h headers", dir)
	}
	headers, listRef = map[string]string{}, map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, err
		}
		for _, m := range opsStructRE.FindAllSubmatch(data, -1) {
			headers[string(m[1])] = filepath.Base(f)
		}
		if bytes.Contains(data, []byte("ITensorListRef")) {
			listRef[filepath.Base(f)] = true
		}
	}
	return headers, listRef, nil
}
