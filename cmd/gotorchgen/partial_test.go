package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An input cut short (a truncated RegistrationDeclarations.h, a
// Declarations.yaml lacking operators the install declares) used to give
// a smaller package and exit 0. Now it fails, naming the file, the line
// and the operators missing; --allow-partial goes on with a warning.

// partialLibtorch is fakeLibtorch with two operators, relu and relu_, in
// ATen/ops/relu_ops.h, and a RegistrationDeclarations.h of regLines of
// them (0, 1 or 2).
func partialLibtorch(t *testing.T, regLines int) string {
	dir := t.TempDir()
	reg := "// This file contains all native_functions that can be registered to\n" +
		"// and the schema string that they should be registered with\n\n"
	for _, l := range []string{
		`Tensor relu(const Tensor & self); // {"schema": "aten::relu(Tensor self) -> Tensor", "dispatch": "True", "default": "False"}`,
		`Tensor & relu_(Tensor & self); // {"schema": "aten::relu_(Tensor(a!) self) -> Tensor(a!)", "dispatch": "True", "default": "False"}`,
	}[:regLines] {
		reg += l + "\n"
	}
	writeFiles(t, dir, map[string]string{
		"include/ATen/core/Tensor.h":     "#pragma once\n",
		"include/torch/version.h":        versionHeader,
		"include/ATen/core/TensorBody.h": "inline at::Tensor Tensor::relu() const { return at::_ops::relu::call(const_cast<Tensor&>(*this)); }\n",
		"include/ATen/ops/relu.h":        "inline at::Tensor relu(const at::Tensor & self) { return at::_ops::relu::call(self); }\n",
		"include/ATen/ops/relu_ops.h": "namespace at { namespace _ops {\n" +
			"struct TORCH_API relu {\n  static constexpr const char* schema_str = \"relu(Tensor self) -> Tensor\";\n};\n" +
			"struct TORCH_API relu_ {\n  static constexpr const char* schema_str = \"relu_(Tensor(a!) self) -> Tensor(a!)\";\n};\n" +
			"}} // namespace at::_ops\n",
		"include/ATen/RegistrationDeclarations.h": reg,
	})
	return dir
}

// wantPartialWarning checks a run that went on with --allow-partial.
func wantPartialWarning(t *testing.T, r result, want ...string) {
	t.Helper()
	if r.code != 0 {
		t.Fatalf("exit %d with --allow-partial:\n%s", r.code, r.stderr)
	}
	want = append(want, "(--allow-partial): the output lacks the others")
	for _, w := range want {
		if !strings.Contains(r.stderr, "gotorchgen: warning: ") || !strings.Contains(r.stderr, w) {
			t.Errorf("stderr does not warn %q:\n%s", w, r.stderr)
		}
	}
}

func TestPartialInput(t *testing.T) {
	t.Run("RegistrationDeclarations.h cut short", func(t *testing.T) {
		lt := partialLibtorch(t, 1)
		reg := filepath.Join(lt, "include", "ATen", "RegistrationDeclarations.h")
		want := []string{
			reg + ":4: the file ends after 1 operator, but " + filepath.Join(lt, "include", "ATen", "ops", "*_ops.h") +
				" declare 2; it lacks 1: relu_; it looks cut short",
			"pass --allow-partial to go on with the 1 operators read",
		}
		out := filepath.Join(t.TempDir(), "torch")
		wantFailure(t, gotorchgen(t, nil, "report", "--libtorch", lt), 1, want...)
		wantFailure(t, gotorchgen(t, nil, "names", "--libtorch", lt), 1, want...)
		wantFailure(t, gotorchgen(t, nil, "generate", "--libtorch", lt, "--out", out, importPath), 1, want...)
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("a failed generate created %s", out)
		}

		r := gotorchgen(t, nil, "report", "--allow-partial", "--libtorch", lt)
		wantPartialWarning(t, r, "gotorchgen: warning: "+want[0], "going on with the 1 operators read")
		if !strings.Contains(r.stdout, "1 operators") {
			t.Errorf("report --allow-partial:\n%s", r.stdout)
		}
		r = gotorchgen(t, nil, "generate", "--allow-partial", "--libtorch", lt, "--out", out, importPath)
		wantPartialWarning(t, r, want[0])
		if !strings.Contains(r.stderr, "bound 1 of 1 operators") {
			t.Errorf("generate --allow-partial:\n%s", r.stderr)
		}
		// The whole file: no warning.
		if r := gotorchgen(t, nil, "report", "--libtorch", partialLibtorch(t, 2)); r.code != 0 || strings.Contains(r.stderr, "warning") {
			t.Errorf("a whole install: exit %d\n%s", r.code, r.stderr)
		}
	})

	t.Run("a per-operator header cut short", func(t *testing.T) {
		lt := partialLibtorch(t, 2)
		h := filepath.Join(lt, "include", "ATen", "ops", "relu_ops.h")
		data, err := os.ReadFile(h)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(h, data[:strings.Index(string(data), "struct TORCH_API relu_")], 0o644); err != nil {
			t.Fatal(err)
		}
		wantFailure(t, gotorchgen(t, nil, "report", "--libtorch", lt), 1,
			h+":4: the header ends inside 2 unclosed braces: it looks cut short",
			"1 operator of RegistrationDeclarations.h in no header: relu_")
	})

	t.Run("Declarations.yaml lacking operators of the install", func(t *testing.T) {
		// unknown_type.yaml holds relu and _test_unknown_type: relu_ is
		// missing, _test_unknown_type extra.
		lt := partialLibtorch(t, 2)
		decl := filepath.Join("testdata", "unknown_type.yaml")
		out := filepath.Join(t.TempDir(), "torch")
		r := gotorchgen(t, nil, "generate", "--libtorch", lt, "--declarations", decl, "--out", out, importPath)
		wantFailure(t, r, 1, decl+":", ": the file ends after 2 operators, but the install's "+filepath.Join(lt, "include", "ATen", "ops", "*_ops.h")+
			" declare 2; it lacks 1: relu_; it looks cut short, or is for another libtorch version")
		if !strings.Contains(r.stderr, "gotorchgen: warning: "+decl+": 1 operator not in the install's") ||
			!strings.Contains(r.stderr, ": _test_unknown_type; their shims will not compile against it") {
			t.Errorf("no warning about the operator only in the file:\n%s", r.stderr)
		}
		r = gotorchgen(t, nil, "generate", "--allow-partial", "--libtorch", lt, "--declarations", decl, "--out", out, importPath)
		wantPartialWarning(t, r, "it lacks 1: relu_", "going on with the 2 operators read")
	})
}

// realDeclarationsDir finds the project-made Declarations.yaml files, as
// parser's tests do: $GOTORCHGEN_DECLARATIONS_DIR, else ../shared/declarations
// beside the repository.
func realDeclarationsDir() string {
	if d := os.Getenv("GOTORCHGEN_DECLARATIONS_DIR"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "..", "shared", "declarations")
}

// TestPartialRealInput: Debian's libtorch 1.13.1 with its
// RegistrationDeclarations.h cut in half, and its Declarations.yaml cut
// between two entries (a cut nothing in the file shows).
func TestPartialRealInput(t *testing.T) {
	const usr = "/usr"
	if _, err := os.Stat(filepath.Join(usr, "include", "ATen", "core", "Tensor.h")); err != nil {
		t.Skipf("libtorch 1.13.1 is absent at %s; get it with make deps (apt-get install libtorch-dev)", usr)
	}
	reg, err := os.ReadFile(filepath.Join(usr, "include", "ATen", "RegistrationDeclarations.h"))
	if err != nil {
		t.Fatal(err)
	}
	// The install, linked, but for half its RegistrationDeclarations.h.
	lt := t.TempDir()
	inc := filepath.Join(lt, "include")
	if err := os.MkdirAll(filepath.Join(inc, "ATen"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"torch", "c10", "ATen/core", "ATen/ops", "ATen/Operators.h"} {
		if err := os.Symlink(filepath.Join(usr, "include", p), filepath.Join(inc, p)); err != nil {
			t.Fatal(err)
		}
	}
	lines := strings.SplitAfter(string(reg), "\n")
	half := strings.Join(lines[:len(lines)/2], "")
	writeFiles(t, lt, map[string]string{"include/ATen/RegistrationDeclarations.h": half})
	wantFailure(t, gotorchgen(t, nil, "report", "--libtorch", lt), 1,
		"RegistrationDeclarations.h:1478: the file ends after 1475 operators, but ", " declare 2952; it lacks 1477: ", ", and 1467 more; it looks cut short")
	r := gotorchgen(t, nil, "report", "--libtorch", lt, "--allow-partial")
	wantPartialWarning(t, r, "it lacks 1477: ")
	if !strings.Contains(r.stdout, "1475 operators") {
		t.Errorf("report --allow-partial:\n%.300s", r.stdout)
	}

	path := filepath.Join(realDeclarationsDir(), "Declarations-1.13.1.yaml")
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		t.Skipf("%s is absent (set GOTORCHGEN_DECLARATIONS_DIR, or make it with make declarations)", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	cut := strings.Index(string(data[len(data)/2:]), "\n- name: ") + len(data)/2 + 1
	decl := filepath.Join(t.TempDir(), "Declarations.yaml")
	writeFiles(t, filepath.Dir(decl), map[string]string{"Declarations.yaml": string(data[:cut])})
	// Alone, the file is valid: nothing in it says it is short.
	if r := gotorchgen(t, nil, "report", "--declarations", decl); r.code != 0 {
		t.Errorf("report --declarations of a file cut between entries: exit %d\n%s", r.code, r.stderr)
	}
	wantFailure(t, gotorchgen(t, nil, "report", "--libtorch", usr, "--declarations", decl), 1,
		decl+":", ": the file ends after 1574 operators, but the install's /usr/include/ATen/ops/*_ops.h declare 2952; it lacks 1378: ")
}
