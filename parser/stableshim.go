package parser

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/gotorchgen/gotorchgen/model"
)

// The stable C shim's headers, relative to an include directory: each
// release adds its functions inside `#if TORCH_FEATURE_VERSION >=
// TORCH_VERSION_X_Y_Z` (libtorch 2.10 and later), and upstream keeps
// the same map in shim_function_versions.txt, which installs may not ship
// (Debian's 2.14.1 does not).
var stableShimDirs = []string{
	"torch/csrc/stable/c",
	"torch/csrc/inductor/aoti_torch/c",
	"torch/csrc/inductor/aoti_torch/generated",
}

const shimVersionsFile = "torch/csrc/stable/c/shim_function_versions.txt"

var (
	featureVersionIf = regexp.MustCompile(`^#\s*if\s+TORCH_FEATURE_VERSION\s*>=\s*TORCH_VERSION_(\d+)_(\d+)_(\d+)\s*$`)
	exportedFunc     = regexp.MustCompile(`AOTI_TORCH_EXPORT\s[^;{}()]*?\b([A-Za-z_]\w*)\s*\(`)
	versionsLine     = regexp.MustCompile(`^(\w+)\s*:\s*TORCH_VERSION_(\d+)_(\d+)_(\d+)\s*$`)
	blockComment     = regexp.MustCompile(`(?s)/\*.*?\*/`)
)

// StableShim reads what the install's stable C shim headers declare, each
// function with the release that added it. Nil, no error, for an install
// without them (before 2.10).
func (in *Install) StableShim() (model.StableShim, error) {
	shim := model.StableShim{}
	for _, inc := range in.IncludeDirs {
		for _, d := range stableShimDirs {
			files, _ := filepath.Glob(filepath.Join(inc, d, "*.h"))
			sort.Strings(files)
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					return nil, err
				}
				m, err := ParseStableShimHeader(data)
				if err != nil {
					return nil, fmt.Errorf("%s: %w", f, err)
				}
				merge(shim, m)
			}
		}
		if data, err := os.ReadFile(filepath.Join(inc, shimVersionsFile)); err == nil {
			m, err := ParseShimVersions(data)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", filepath.Join(inc, shimVersionsFile), err)
			}
			// The file names what the headers declare; a function only it
			// names is not declared here.
			for name, v := range m {
				if _, ok := shim[name]; ok {
					shim[name] = later(shim[name], v)
				}
			}
		}
	}
	if len(shim) == 0 {
		return nil, nil
	}
	return shim, nil
}

// merge adds m to shim; a function declared twice keeps its later release.
func merge(shim, m model.StableShim) {
	for name, v := range m {
		if old, ok := shim[name]; ok {
			v = later(old, v)
		}
		shim[name] = v
	}
}

func later(a, b model.ABIVersion) model.ABIVersion {
	if a.Less(b) {
		return b
	}
	return a
}

// ParseStableShimHeader reads the functions a shim header declares
// (AOTI_TORCH_EXPORT ... name(...)) with the release of the innermost
// `#if TORCH_FEATURE_VERSION >= TORCH_VERSION_X_Y_Z` around each (zero
// outside every such block). Another condition inside a block (USE_CUDA)
// keeps the block's release; an #else or #elif branch of a version block
// is for releases before it, and its functions are not recorded there.
func ParseStableShimHeader(src []byte) (model.StableShim, error) {
	src = blockComment.ReplaceAllFunc(src, func(c []byte) []byte {
		return bytes.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, c)
	})
	type cond struct {
		version model.ABIVersion
		isVer   bool
		inElse  bool
	}
	var stack []cond
	// current is the release in effect: the innermost version block's,
	// ok false inside the #else of one.
	current := func() (model.ABIVersion, bool) {
		for i := len(stack) - 1; i >= 0; i-- {
			if stack[i].isVer {
				return stack[i].version, !stack[i].inElse
			}
		}
		return model.ABIVersion{}, true
	}
	shim := model.StableShim{}
	var stmt strings.Builder
	var stmtVersion model.ABIVersion
	stmtOK := true
	flush := func() {
		text := stmt.String()
		for _, m := range exportedFunc.FindAllStringSubmatch(text, -1) {
			if stmtOK {
				merge(shim, model.StableShim{m[1]: stmtVersion})
			}
		}
		stmt.Reset()
	}
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if i := strings.Index(text, "//"); i >= 0 {
			text = text[:i]
		}
		trimmed := strings.TrimSpace(text)
		if strings.HasPrefix(trimmed, "#") {
			flush()
			directive := strings.Fields(strings.TrimPrefix(trimmed, "#"))
			word := ""
			if len(directive) > 0 {
				word = directive[0]
			}
			switch word {
			case "if", "ifdef", "ifndef":
				c := cond{}
				if m := featureVersionIf.FindStringSubmatch(trimmed); m != nil {
					c.isVer = true
					c.version = model.ABIVersion{Major: atoi(m[1]), Minor: atoi(m[2]), Patch: atoi(m[3])}
				}
				stack = append(stack, c)
			case "else", "elif":
				if len(stack) == 0 {
					return nil, fmt.Errorf("line %d: #%s without #if", line, word)
				}
				stack[len(stack)-1].inElse = true
			case "endif":
				if len(stack) == 0 {
					return nil, fmt.Errorf("line %d: #endif without #if", line)
				}
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if stmt.Len() == 0 {
			stmtVersion, stmtOK = current()
		}
		stmt.WriteString(text)
		stmt.WriteByte('\n')
		if strings.ContainsAny(text, ";{}") {
			flush()
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(stack) != 0 {
		return nil, fmt.Errorf("%d #if without #endif", len(stack))
	}
	return shim, nil
}

// ParseShimVersions reads shim_function_versions.txt: one
// `name: TORCH_VERSION_X_Y_Z` a line, # comments.
func ParseShimVersions(src []byte) (model.StableShim, error) {
	shim := model.StableShim{}
	for i, l := range strings.Split(string(src), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		m := versionsLine.FindStringSubmatch(l)
		if m == nil {
			return nil, fmt.Errorf("line %d: %q is not `name: TORCH_VERSION_X_Y_Z`", i+1, l)
		}
		shim[m[1]] = model.ABIVersion{Major: atoi(m[2]), Minor: atoi(m[3]), Patch: atoi(m[4])}
	}
	return shim, nil
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
