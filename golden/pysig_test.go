package golden

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/overloads"
	"github.com/gotorchgen/gotorchgen/parser"
)

// TestPythonSignatures checks overloads.PyParsers — the signatures Python's
// argument parser tries for each torch.X and Tensor.X, in its order —
// against the strings libtorch_python.so of the same PyTorch carries: torchgen
// writes each name's parser as an array of signature literals in the order
// the parser tries them, so the derived list must appear there as one run
// (a literal the linker merged into another, equal or ending the same, is
// found elsewhere and may leave the run). What does not match — PyTorch's
// hand-written bindings (Tensor.to, torch.range, ...) and operators newer
// than overloads/pynames/autogen.txt — is listed in
// pysig/libtorch-VERSION.txt, a golden file: a change shows as its diff.
func TestPythonSignatures(t *testing.T) {
	pythonLib := map[string]string{
		"1.13.0": "/usr/lib/python3/dist-packages/torch/lib/libtorch_python.so",
		// Only the Debian roots of make test-2.6 / test-2.14 have them.
		"2.6.0":  filepath.Join(cacheDir(), "trixie-root", "usr", "lib", "x86_64-linux-gnu", "libtorch_python.so.2.6"),
		"2.14.1": filepath.Join(cacheDir(), "sid-root", "usr", "lib", "x86_64-linux-gnu", "libtorch_python.so.2.14"),
	}
	for _, c := range nameCases() {
		t.Run(c.version, func(t *testing.T) {
			skipUnlessInstalled(t, "libtorch "+c.version, c.prefix, c.how)
			so := pythonLib[c.version]
			if _, err := os.Stat(so); err != nil {
				if c.version == "1.13.0" {
					t.Fatalf("%s: %v (make deps installs python3-torch)", so, err)
				}
				t.Skipf("no %s here: make test-%s makes the Debian root that has it", so, strings.Join(strings.Split(c.version, ".")[:2], "."))
			}
			lib, _, err := parser.ReadInstall(c.prefix)
			if err != nil {
				t.Fatal(err)
			}
			literals, err := rodataStrings(so)
			if err != nil {
				t.Fatal(err)
			}
			got := comparePySignatures(overloads.PyParsers(lib.Operators), literals)
			path := filepath.Join("pysig", "libtorch-"+c.version+".txt")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the derivation (go test ./golden -run TestPythonSignatures -update rewrites it; review the diff):\n%s", path, lineDiff(string(want), string(got)))
			}
		})
	}
}

// comparePySignatures returns the report the golden file holds: a count
// line, then each name whose derived parser is not found, with its
// signatures.
func comparePySignatures(parsers map[string][]*overloads.PySignature, literals []string) []byte {
	at := map[string][]int{}
	for i, l := range literals {
		at[l] = append(at[l], i)
	}
	// merged: a literal the linker folded into a longer one ending the same.
	merged := func(s string) bool {
		for _, l := range literals {
			if len(l) > len(s) && strings.HasSuffix(l, s) {
				return true
			}
		}
		return false
	}
	var names []string
	for n := range parsers {
		names = append(names, n)
	}
	sort.Strings(names)
	var bad []string
	checked := 0
	for _, name := range names {
		sigs := parsers[name]
		if len(sigs) == 1 && len(sigs[0].Params) == 0 {
			continue // METH_NOARGS: no parser, no literal
		}
		checked++
		if !pyRunFound(sigs, literals, at, merged) {
			var b strings.Builder
			b.WriteString(name + "\n")
			for _, s := range sigs {
				b.WriteString("\t" + s.String() + "\n")
			}
			bad = append(bad, b.String())
		}
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "# Python signatures derived by overloads.PyParsers and not found in libtorch_python.so.\n")
	fmt.Fprintf(&out, "# Regenerate: go test ./golden -run TestPythonSignatures -update\n")
	fmt.Fprintf(&out, "%d names with a parser, %d found, %d not found\n", checked, checked-len(bad), len(bad))
	for _, b := range bad {
		out.WriteString(b)
	}
	return out.Bytes()
}

// pyRunFound reports whether the signatures appear in literals as one run in
// their order (deprecated signatures, which Go does not bind, may sit
// between them; a literal merged elsewhere may be missing from the run).
func pyRunFound(sigs []*overloads.PySignature, literals []string, at map[string][]int, merged func(string) bool) bool {
	for _, s := range sigs {
		if len(at[s.String()]) == 0 && !merged(s.String()) {
			return false
		}
	}
	for _, s0 := range sigs {
		for _, start := range at[s0.String()] {
			if pyRunAt(sigs, literals, start, at) {
				return true
			}
		}
	}
	// Every literal merged elsewhere: nothing left to order.
	for _, s := range sigs {
		if len(at[s.String()]) > 0 {
			return false
		}
	}
	return true
}

func pyRunAt(sigs []*overloads.PySignature, literals []string, start int, at map[string][]int) bool {
	j, matched := start, 0
	for _, s := range sigs {
		for j < len(literals) && strings.HasSuffix(literals[j], "|deprecated") {
			j++
		}
		switch {
		case j < len(literals) && literals[j] == s.String():
			j++
			matched++
		case matched == 0:
			// before the run's first literal: a literal placed elsewhere
		case !contains(at[s.String()], j):
			// placed elsewhere (merged with an equal literal)
		default:
			return false
		}
	}
	return matched > 0
}

func contains(a []int, x int) bool {
	for _, v := range a {
		if v == x {
			return true
		}
	}
	return false
}

// rodataStrings returns the NUL-terminated strings of an ELF file's
// .rodata, in order.
func rodataStrings(path string) ([]string, error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sec := f.Section(".rodata")
	if sec == nil {
		return nil, fmt.Errorf("%s: no .rodata section", path)
	}
	data, err := sec.Data()
	if err != nil {
		return nil, fmt.Errorf("%s: .rodata: %w", path, err)
	}
	var out []string
	for _, s := range bytes.Split(data, []byte{0}) {
		if len(s) > 0 {
			out = append(out, string(s))
		}
	}
	return out, nil
}
