package apidiff

import (
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/emit"
)

func TestCompare(t *testing.T) {
	old := &emit.API{Funcs: []emit.Func{
		{Op: "add.Tensor", Name: "AddTensor", Params: []emit.Param{{Name: "self", Type: "*Tensor"}, {Name: "other", Type: "*Tensor"}},
			Options: []emit.Param{{Name: "Alpha", Type: "Opt[Scalar]", Default: "1"}}, Results: []string{"*Tensor", "error"}},
		{Op: "gone", Name: "Gone", Results: []string{"error"}},
		{Op: "same", Name: "Same", Results: []string{"error"}},
		{Op: "view", Name: "View", Params: []emit.Param{{Name: "size", Type: "[]int64"}}, Results: []string{"*Tensor", "error"}},
	}}
	new := &emit.API{Funcs: []emit.Func{
		{Op: "add.Tensor", Name: "AddTensor", Params: []emit.Param{{Name: "self", Type: "*Tensor"}, {Name: "other", Type: "*Tensor"}},
			Options: []emit.Param{{Name: "Alpha", Type: "Opt[Scalar]", Default: "2"}, {Name: "Beta", Type: "Opt[bool]", Default: "False"}},
			Results: []string{"*Tensor", "error"}},
		{Op: "fresh", Name: "Fresh", Results: []string{"error"}},
		{Op: "same", Name: "Same", Results: []string{"error"}},
		{Op: "view", Name: "ViewRenamed", Params: []emit.Param{{Name: "size", Type: "*Tensor"}}, Results: []string{"*Tensor", "error"}},
	}}
	d := Compare("old", old, "new", new)
	if len(d.Added) != 1 || d.Added[0].Op != "fresh" {
		t.Errorf("added = %+v", d.Added)
	}
	if len(d.Removed) != 1 || d.Removed[0].Op != "gone" {
		t.Errorf("removed = %+v", d.Removed)
	}
	if len(d.Renamed) != 1 || d.Renamed[0] != (Rename{Op: "view", Old: "View", New: "ViewRenamed"}) {
		t.Errorf("renamed = %+v", d.Renamed)
	}
	if d.Unchanged != 1 {
		t.Errorf("unchanged = %d, want 1", d.Unchanged)
	}
	want := map[string][]string{
		"add.Tensor": {"option Alpha: default 1 → 2", "option Beta Opt[bool] = False added"},
		"view":       {"parameter 1: size []int64 → size *Tensor"},
	}
	if len(d.Changed) != len(want) {
		t.Fatalf("changed = %+v", d.Changed)
	}
	for _, c := range d.Changed {
		if strings.Join(c.Details, "|") != strings.Join(want[c.Op], "|") {
			t.Errorf("%s details = %q, want %q", c.Op, c.Details, want[c.Op])
		}
	}
	text := d.Text()
	for _, s := range []string{"1 added, 1 removed, 2 changed, 1 renamed, 1 unchanged", "RENAMED", "+ Fresh() error  [fresh]", "- Gone() error  [gone]"} {
		if !strings.Contains(text, s) {
			t.Errorf("text lacks %q:\n%s", s, text)
		}
	}
}
