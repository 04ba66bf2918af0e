// Package docs holds the project's documents; its test checks what they
// cite against the code.
package docs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var (
	// A fenced code block: commands, not citations.
	fenced = regexp.MustCompile("(?ms)^ *```.*?^ *```")
	// A code span that is a test's name: TestFoo, a subtest TestFoo/bar,
	// or TestFoo* for every test whose name starts so.
	citedSpan = regexp.MustCompile(`^((?:Test|Fuzz|Benchmark|Example)[A-Z0-9_][A-Za-z0-9_]*)(\*|/\S*)?$`)
	// A test's name in running text.
	citedWord = regexp.MustCompile(`\b(?:Test|Fuzz|Benchmark|Example)[A-Z0-9_][A-Za-z0-9_]*\b\*?`)
	// A test function.
	testFunc = regexp.MustCompile(`(?m)^func ((?:Test|Fuzz|Benchmark|Example)[A-Za-z0-9_]*)\(`)
)

// TestCitedTestsExist: every test the documents name (README.md and
// docs/*.md: a code span that is a test's name, or the name in running
// text; TestFoo* names a family) is a test function somewhere in the
// repository, so that a renamed or deleted test cannot stay cited as the
// proof of a behaviour. Names inside commands (-run 'TestA|TestB') and
// code blocks are not citations.
func TestCitedTestsExist(t *testing.T) {
	defined := definedTests(t, "..")
	docs, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	docs = append(docs, filepath.Join("..", "README.md"))
	checked := 0
	for _, doc := range docs {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range citedTests(string(data)) {
			checked++
			if prefix, ok := strings.CutSuffix(name, "*"); ok {
				if !slices.ContainsFunc(defined, func(d string) bool { return strings.HasPrefix(d, prefix) }) {
					t.Errorf("%s cites %s, but no test's name starts with %s", doc, name, prefix)
				}
			} else if _, found := slices.BinarySearch(defined, name); !found {
				t.Errorf("%s cites %s, which is no test function in the repository", doc, name)
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d citations found in %v: the pattern no longer matches how the documents cite tests", checked, docs)
	}
}

// citedTests is every test name text cites, as written (TestFoo*), with
// a subtest's path dropped.
func citedTests(text string) []string {
	spans, prose := codeSpans(fenced.ReplaceAllString(text, " "))
	var names []string
	for _, span := range spans {
		if c := citedSpan.FindStringSubmatch(strings.TrimSpace(span)); c != nil {
			name := c[1]
			if c[2] == "*" {
				name += "*"
			}
			names = append(names, name)
		}
	}
	return append(names, citedWord.FindAllString(prose, -1)...)
}

// codeSpans splits Markdown text into its code spans (a run of n
// backticks up to the next run of exactly n, as CommonMark reads them, so
// that a span opened by two backticks may hold one) and the rest, each
// span a space there.
func codeSpans(text string) (spans []string, prose string) {
	var rest strings.Builder
	run := func(s string) int { return len(s) - len(strings.TrimLeft(s, "`")) }
	for len(text) > 0 {
		i := strings.IndexByte(text, '`')
		if i < 0 {
			rest.WriteString(text)
			break
		}
		rest.WriteString(text[:i])
		text = text[i:]
		n := run(text)
		body, closed := text[n:], -1
		for j := 0; j < len(body); {
			k := strings.IndexByte(body[j:], '`')
			if k < 0 {
				break
			}
			m := run(body[j+k:])
			if m == n {
				closed = j + k
				break
			}
			j += k + m
		}
		if closed < 0 { // no closing run: the backticks are text
			rest.WriteString(text[:n])
			text = text[n:]
			continue
		}
		spans = append(spans, strings.ReplaceAll(body[:closed], "\n", " "))
		rest.WriteString(" ")
		text = body[closed+n:]
	}
	return spans, rest.String()
}

// definedTests is the sorted names of the test functions of every
// _test.go file under root.
func definedTests(t *testing.T, root string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range testFunc.FindAllStringSubmatch(string(data), -1) {
			names = append(names, m[1])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	return slices.Compact(names)
}
