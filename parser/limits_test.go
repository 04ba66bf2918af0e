package parser

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The limits of model/limits.go, as every frontend enforces them. The
// figures are spelled out (256, 16384, …) so that the messages users see
// are what is tested.

// TestLongNames: a megabyte-long name (or type, or default) in any of the
// three input formats is an error naming the file, the line, what is too
// long and the limit, quoting only the start of the text. Before the
// limits it was accepted, and a megabyte name in a real-sized library made
// a 3 GB optable.go and used 10 GB of memory.
func TestLongNames(t *testing.T) {
	mega := "a" + strings.Repeat("b", 1<<20)
	long := "a" + strings.Repeat("b", 256) // one byte over
	r := strings.NewReplacer
	decl := func(old, new string) string { return r(old, new).Replace(minimalDecl) }
	yamlTests := []struct{ name, text, want string }{
		{"operator_name", decl("operator_name: relu", "operator_name: "+mega),
			`x.yaml:2: aten::abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb…: operator_name "abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb…": 1048577 bytes, more than the limit of 256`},
		{"operator_name at 257 bytes", decl("operator_name: relu", "operator_name: "+long), `x.yaml:2: aten::` + long[:60] + `…: operator_name "` + long[:60] + `…": 257 bytes, more than the limit of 256`},
		{"operator_name starting with a digit", decl("operator_name: relu", "operator_name: 2relu"), `x.yaml:2: aten::2relu: operator_name "2relu": starts with a digit (a name is [A-Za-z_][A-Za-z0-9_]*)`},
		{"overload_name", decl("overload_name: ''", "overload_name: "+mega), `x.yaml:3: aten::relu.abbbb`},
		{"overload_name", decl("overload_name: ''", "overload_name: "+mega), `overload_name "abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb…": 1048577 bytes, more than the limit of 256`},
		{"argument name", decl("name: dim", "name: "+mega), `x.yaml:15: aten::relu: argument 1: name "abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb…": 1048577 bytes, more than the limit of 256`},
		{"argument type", decl("    type: int64_t\n", "    type: int64_t"+strings.Repeat(" ", 1<<20)+"x\n"), `x.yaml:16: aten::relu: argument dim: type "int64_t                                                     …": 1048584 bytes, more than the limit of 256`},
		{"default", decl("default: 0", "default: 1"+strings.Repeat("0", 1<<20)), `x.yaml:12: aten::relu: argument dim: default "100000000000000000000000000000000000000000000000000000000000…": 1048577 bytes, more than the limit of 256`},
		{"annotation", decl("  - annotation: null\n    dynamic_type: at::Tensor", "  - annotation: "+mega+"\n    dynamic_type: at::Tensor"), `x.yaml:6: aten::relu: argument self: annotation "abbbb`},
		{"return field_name", decl("    name: result\n", "    field_name: "+mega+"\n    name: result\n"), `x.yaml:23: aten::relu: return 0: field_name "abbbb`},
		{"return type", decl("    type: at::Tensor\n  deprecated", "    type: at::Tensor"+strings.Repeat(" ", 300)+"x\n  deprecated"), `x.yaml:24: aten::relu: return 0: type "at::Tensor                                                  …": 311 bytes, more than the limit of 256`},
		{"python_module", decl("python_module: ''", "python_module: "+mega), `x.yaml:20: aten::relu: python_module "abbbb`},
		{"schema_string", decl("schema_string: aten::relu(", "schema_string: aten::relu"+strings.Repeat("x", 1<<20)+"("), `x.yaml:4: aten::relu: schema_string "aten::reluxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…": 1048620 bytes, more than the limit of 16384`},
	}
	for _, tt := range yamlTests {
		_, err := ParseDeclarations([]byte(tt.text), "x.yaml")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Declarations.yaml, long %s: error %.400v\nwant it to contain\n  %.400s", tt.name, err, tt.want)
		}
		if err != nil && len(err.Error()) > 1000 {
			t.Errorf("Declarations.yaml, long %s: a %d-byte message", tt.name, len(err.Error()))
		}
	}

	// The headers: one schema each, in RegistrationDeclarations.h and in an
	// ATen/ops/*_ops.h.
	schemaTests := []struct{ name, schema, want string }{
		{"operator name", "aten::" + mega + "(Tensor self) -> Tensor", `(1048606 bytes): column 1: 1048606 bytes, more than the limit of 16384 for a schema`},
		{"operator name at 257 bytes", "aten::" + long + "(Tensor self) -> Tensor", `column 7: operator name of 257 bytes, more than the limit of 256`},
		{"overload name", "aten::f." + long + "(Tensor self) -> Tensor", `column 9: overload name of 257 bytes, more than the limit of 256`},
		{"argument name", "aten::f(Tensor " + long + ") -> Tensor", `column 16: argument name of 257 bytes, more than the limit of 256`},
		{"return name", "aten::f(Tensor self) -> (Tensor " + long + ")", `column 33: return name of 257 bytes, more than the limit of 256`},
		{"type", "aten::f(Tensor" + strings.Repeat("?", 300) + " self) -> Tensor", `column 9: type of more than 256 bytes`},
		{"class type", "aten::f(__torch__." + strings.Repeat("x", 300) + " self) -> Tensor", `column 9: type of 310 bytes, more than the limit of 256`},
		{"default", "aten::f(str self=\"" + strings.Repeat("x", 300) + "\") -> Tensor", `column 18: default of more than 256 bytes`},
		{"a name starting with a digit", "aten::f(Tensor 2x) -> Tensor", `column 16: argument name "2x" starts with a digit`},
		{"a newline in a default", "aten::f(str self=\"a\nb\") -> Tensor", `column 20: control character '\n'`},
		{"arguments", "aten::f(" + strings.Repeat("Tensor a, ", 0) + manyArgs(257) + ") -> Tensor", `257 arguments, more than the limit of 256`},
		{"returns", "aten::f(Tensor self) -> (" + strings.TrimSuffix(strings.Repeat("Tensor, ", 65), ", ") + ")", `65 returns, more than the limit of 64`},
	}
	for _, tt := range schemaTests {
		reg := fmt.Sprintf("// header\nTensor f(); // {\"schema\": %q, \"dispatch\": \"True\"}\n", tt.schema)
		_, err := ParseRegistrationDeclarations([]byte(reg), "RegistrationDeclarations.h")
		if err == nil || !strings.HasPrefix(err.Error(), "RegistrationDeclarations.h:2: schema ") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("RegistrationDeclarations.h, long %s: error %.400v\nwant RegistrationDeclarations.h:2: schema … %s", tt.name, err, tt.want)
		}
		ops := fmt.Sprintf("struct TORCH_API f {\n  static constexpr const char* schema_str = %q;\n};\n", strings.TrimPrefix(tt.schema, "aten::"))
		_, err = ParseOpsHeader([]byte(ops), "f_ops.h")
		if err == nil || !strings.HasPrefix(err.Error(), "f_ops.h:2: schema ") {
			t.Errorf("f_ops.h, long %s: error %.400v\nwant f_ops.h:2: schema …", tt.name, err)
		}
		if err != nil && len(err.Error()) > 1000 {
			t.Errorf("long %s: a %d-byte message", tt.name, len(err.Error()))
		}
	}
}

func manyArgs(n int) string {
	args := make([]string, n)
	for i := range args {
		args[i] = fmt.Sprintf("Tensor a%d", i)
	}
	return strings.Join(args, ", ")
}

// TestInputLimits: an input file over 32 MiB, and a list of more than
// 50,000 operators, are errors saying the limit. The size is checked
// before the file is read whole.
func TestInputLimits(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	// A sparse file of 1 GiB: only the first 32 MiB + 1 byte are read.
	if err := f.Truncate(1 << 30); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := ReadDeclarations(big); err == nil || err.Error() != big+": larger than the limit of 33554432 bytes (32 MiB) for an input file" {
		t.Errorf("a 1 GiB Declarations.yaml: %.300v", err)
	}
	if _, err := ReadRegistrationDeclarations(big); err == nil || err.Error() != big+": larger than the limit of 33554432 bytes (32 MiB) for an input file" {
		t.Errorf("a 1 GiB RegistrationDeclarations.h: %.300v", err)
	}

	var reg strings.Builder
	for i := range 50_001 {
		fmt.Fprintf(&reg, "Tensor f%d(const Tensor & self); // {\"schema\": \"aten::f%d(Tensor self) -> Tensor\"}\n", i, i)
	}
	if _, err := ParseRegistrationDeclarations([]byte(reg.String()), "R.h"); err == nil || err.Error() != "R.h:50001: more than the limit of 50000 operators" {
		t.Errorf("50,001 operators in RegistrationDeclarations.h: %.300v", err)
	}
	decl := strings.Repeat(minimalDecl, 50_001)
	if _, err := ParseDeclarations([]byte(decl), "x.yaml"); err == nil || err.Error() != fmt.Sprintf("x.yaml:%d: more than the limit of 50000 operators", 50_000*25+1) {
		t.Errorf("50,001 operators in Declarations.yaml: %.300v", err)
	}
}
