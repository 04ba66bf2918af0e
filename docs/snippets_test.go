package docs

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// goBlock is a fenced Go block of a document.
var goBlock = regexp.MustCompile("(?ms)^```go\n(.*?)^```")

// TestREADMESnippetsCompile: every Go block of README.md type-checks
// against the committed generated package (generated/torch), so that the
// first code a user copies cannot rot when the API changes. Each block is
// the body of its own function, in a package of the generated module that
// imports torch, nn and kw, with x and y (*torch.Tensor) in scope as the
// README's text has them; a variable a fragment declares and does not use
// is not an error here, anything else is. A block holding only comments
// (the go:generate line) is skipped, and so is a block fenced "go pt2":
// it needs a package for libtorch 2.6 or later (AOTIModel), which the
// committed one (1.13.1) is not; generated/examples/servept2 runs the
// same calls in the sid root (make test-serve-pt2).
func TestREADMESnippetsCompile(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	src.WriteString(`package snippets

import (
	"errors"
	"fmt"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

var (
	_ = errors.New
	_ = fmt.Sprint
	_ = kw.Of
	_ = nn.NewLinear
)
`)
	n := 0
	for _, m := range goBlock.FindAllStringSubmatch(string(readme), -1) {
		if onlyComments(m[1]) {
			continue
		}
		n++
		fmt.Fprintf(&src, "\nfunc snippet%d() {\n\tvar x, y *torch.Tensor\n\t_, _ = x, y\n\t{\n%s\n\t}\n}\n", n, m[1])
	}
	if n == 0 {
		t.Fatal("README.md has no Go block: the pattern no longer matches its fences")
	}
	dir, err := os.MkdirTemp(filepath.Join("..", "generated"), "readme-snippets-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "snippets.go"), []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgs, err := packages.Load(&packages.Config{
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo,
		Dir:  dir,
	}, ".")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, p := range pkgs {
		for _, e := range p.Errors {
			if strings.Contains(e.Msg, "declared and not used") {
				continue
			}
			t.Errorf("README.md snippet: %s", e)
		}
		checked += len(p.Syntax)
	}
	if checked != 1 {
		t.Fatalf("type-checked %d files, want the snippets' one", checked)
	}
	t.Logf("%d Go blocks of README.md type-check", n)
}

// onlyComments reports whether a block is comments and blank lines.
func onlyComments(block string) bool {
	for _, l := range strings.Split(block, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "//") {
			return false
		}
	}
	return true
}
