package migrate

import (
	"os"
	"path/filepath"
	"testing"
)

// TestFixRewritesOldCalls: every old (T, error) use of a function that now
// chains is rewritten, the rest of the file (comments, a two-result
// function) stays, and the result type-checks.
func TestFixRewritesOldCalls(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"go.mod", "torch/torch.go"} {
		copyFile(t, filepath.Join("testdata/mod", f), filepath.Join(dir, f))
	}
	copyFile(t, "testdata/mod/user/user.go.txt", filepath.Join(dir, "user/user.go"))
	// A cgo file: the syntax the type checker sees is cgo's output, and
	// the edit must land in the user's file, not in Go's build cache.
	copyFile(t, "testdata/mod/user/cgo.go.txt", filepath.Join(dir, "user/cgo.go"))
	// In-place methods that returned only an error: the result used as
	// an error, directly or through a variable, gets .Err(); the results
	// new code uses as tensors stay.
	copyFile(t, "testdata/mod/user/inplace.go.txt", filepath.Join(dir, "user/inplace.go"))

	dry, err := Fix(dir, []string{"./..."}, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(dry.Remaining) == 0 {
		t.Fatal("the old code type-checks against the new API: the test proves nothing")
	}
	res, err := Fix(dir, []string{"./..."}, true)
	if err != nil {
		t.Fatal(err)
	}
	if n := res.Files[filepath.Join(dir, "user/user.go")]; n != 7 {
		t.Errorf("%d edits in user.go, want 7 (5 .Result(), one Chain unwrapped as 2)", n)
	}
	if len(res.Remaining) > 0 {
		t.Errorf("type errors after the fix: %v", res.Remaining)
	}
	if n := res.Files[filepath.Join(dir, "user/cgo.go")]; n != 1 {
		t.Errorf("%d edits in cgo.go, want 1; files changed: %v", n, res.Files)
	}
	if n := res.Files[filepath.Join(dir, "user/inplace.go")]; n != 8 {
		t.Errorf("%d edits in inplace.go, want 8", n)
	}
	if len(res.Files) != 3 {
		t.Errorf("files changed: %v, want user.go, cgo.go and inplace.go", res.Files)
	}
	for _, name := range []string{"user.go", "cgo.go", "inplace.go"} {
		got, err := os.ReadFile(filepath.Join(dir, "user", name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile("testdata/mod/user/" + name + ".want")
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("fixed %s:\n%s\nwant:\n%s", name, got, want)
		}
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
