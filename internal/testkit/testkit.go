// Package testkit holds the test helpers that more than one package's
// tests need: snapshots of a directory tree, and running a function under a
// deadline that turns a panic or a hang into a test failure.
package testkit

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
	"time"
)

// Snapshot records every entry below dir: directories by mode, files by
// mode and content hash, symbolic links by target.
func Snapshot(t testing.TB, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		info, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			m[rel+"/"] = info.Mode().String()
		case d.Type()&os.ModeSymlink != 0:
			dest, err := os.Readlink(p)
			m[rel] = "-> " + dest
			return err
		default:
			data, err := os.ReadFile(p)
			m[rel] = fmt.Sprintf("%s %x", info.Mode(), sha256.Sum256(data))
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// SameSnapshot fails t for every entry that changed, went missing or
// appeared between two snapshots.
func SameSnapshot(t testing.TB, what string, before, after map[string]string) {
	t.Helper()
	for k, v := range before {
		if after[k] != v {
			t.Errorf("%s: %s changed or went missing", what, k)
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			t.Errorf("%s: %s appeared", what, k)
		}
	}
}

// NoPanicNoHang runs fn, failing t with the input when fn panics or does
// not return within deadline.
func NoPanicNoHang(t testing.TB, input []byte, deadline time.Duration, fn func()) {
	t.Helper()
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprintf("%v\n%s", r, debug.Stack())
			}
		}()
		fn()
		done <- ""
	}()
	select {
	case p := <-done:
		if p != "" {
			t.Fatalf("panic on input %.300q:\n%s", input, p)
		}
	case <-time.After(deadline):
		t.Fatalf("no result after %v (a hang) on input %.300q", deadline, input)
	}
}

// RequireLibtorch is set when a missing libtorch must fail tests instead
// of skipping them: make golden sets GOTORCHGEN_GOLDEN_REQUIRE=1 after
// installing every build; GOTORCHGEN_REQUIRE_LIBTORCH=1 asks for it alone.
var RequireLibtorch = os.Getenv("GOTORCHGEN_GOLDEN_REQUIRE") == "1" || os.Getenv("GOTORCHGEN_REQUIRE_LIBTORCH") == "1"

// NeedLibtorch skips t (or, under RequireLibtorch, fails it) when prefix
// holds no libtorch headers.
func NeedLibtorch(t testing.TB, prefix string) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(prefix, "include", "ATen", "core", "Tensor.h")); err == nil {
		return
	}
	if RequireLibtorch {
		t.Fatalf("libtorch is absent at %s and GOTORCHGEN_GOLDEN_REQUIRE=1 or GOTORCHGEN_REQUIRE_LIBTORCH=1: get it with make deps", prefix)
	}
	t.Skipf("libtorch is absent at %s: get it with make deps (apt-get install libtorch-dev)", prefix)
}
