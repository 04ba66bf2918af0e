package parser

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/internal/testkit"

	"github.com/gotorchgen/gotorchgen/model"
)

// Type constructors for the expectations below ("s" for schema, to keep
// clear of the other test files of this package).
var (
	sTensor = model.TensorType{}
	sInt    = model.BaseType{Kind: model.Int}
	sSymInt = model.BaseType{Kind: model.SymInt}
	sFloat  = model.BaseType{Kind: model.Float}
	sBool   = model.BaseType{Kind: model.Bool}
	sScalar = model.BaseType{Kind: model.Scalar}
)

func sBase(b model.Base) model.Type          { return model.BaseType{Kind: b} }
func sOpt(t model.Type) model.Type           { return model.OptionalType{Elem: t} }
func sList(t model.Type) model.Type          { return model.ListType{Elem: t} }
func sSized(t model.Type, n int) model.Type  { return model.ListType{Elem: t, Size: n} }
func sAnn(set string, write bool) model.Type { return sAlias([]string{set}, write, nil) }
func sAlias(sets []string, write bool, after []string) model.TensorType {
	return model.TensorType{Alias: &model.Alias{Sets: sets, Write: write, After: after}}
}

// caret draws a marker under byte pos of text, for failure messages.
func caret(text string, pos int) string {
	return "\n\t" + text + "\n\t" + strings.Repeat(" ", max(pos, 0)) + "^"
}

func TestParseType(t *testing.T) {
	tests := []struct {
		text string
		want model.Type
	}{
		{"Tensor", sTensor},
		{"Tensor(a)", sAnn("a", false)},
		{"Tensor(a!)", sAnn("a", true)},
		{"Tensor(b!)", sAnn("b", true)},
		{"Tensor(a -> *)", sAlias([]string{"a"}, false, []string{"*"})},
		{"Tensor(a|b)", sAlias([]string{"a", "b"}, false, nil)},
		{"Tensor(a|b!)", sAlias([]string{"a", "b"}, true, nil)},
		{"Tensor(*)", model.TensorType{Alias: &model.Alias{Wildcard: true}}},
		{"Tensor?", sOpt(sTensor)},
		{"Tensor(a!)?", sOpt(sAnn("a", true))},
		{"Tensor[]", sList(sTensor)},
		{"Tensor?[]", sList(sOpt(sTensor))},
		{"Tensor(a!)[]", sList(sAnn("a", true))},
		{"Tensor(a)[]", sList(sAnn("a", false))},
		{"int[]", sList(sInt)},
		{"int[2]", sSized(sInt, 2)},
		{"int[1]?", sOpt(sSized(sInt, 1))},
		{"int[]?", sOpt(sList(sInt))},
		{"SymInt[]", sList(sSymInt)},
		{"SymInt[1]?", sOpt(sSized(sSymInt, 1))},
		{"SymInt[6]", sSized(sSymInt, 6)},
		{"bool[3]", sSized(sBool, 3)},
		{"float[]?", sOpt(sList(sFloat))},
		{"Scalar[]", sList(sScalar)},
		{"Dimname[1]", sSized(sBase(model.Dimname), 1)},
		{"Dimname[]?", sOpt(sList(sBase(model.Dimname)))},
		{"Generator?", sOpt(sBase(model.Generator))},
		{"__torch__.torch.classes.quantized.Conv2dPackedParamsBase",
			model.ClassType{Name: "__torch__.torch.classes.quantized.Conv2dPackedParamsBase"}},
		{"__torch__.torch.classes.x.Y?", sOpt(model.ClassType{Name: "__torch__.torch.classes.x.Y"})},
		// Types the grammar does not know parse, as UnsupportedType.
		{"Quux", model.UnsupportedType{Text: "Quux"}},
		{"Quux[3]?", sOpt(sSized(model.UnsupportedType{Text: "Quux"}, 3))},
		{"c10.Something", model.UnsupportedType{Text: "c10.Something"}},
	}
	for _, tt := range tests {
		got, err := ParseType(tt.text)
		if err != nil {
			t.Errorf("ParseType(%q): %v", tt.text, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseType(%q) = %#v, want %#v", tt.text, got, tt.want)
		}
		if got.String() != tt.text {
			t.Errorf("ParseType(%q).String() = %q, want the input back", tt.text, got.String())
		}
	}
}

// TestParseTypeEveryBase parses each leaf type the grammar knows, plain,
// optional and as a list.
func TestParseTypeEveryBase(t *testing.T) {
	want := []string{"int", "SymInt", "float", "bool", "SymBool", "str", "Scalar",
		"ScalarType", "Layout", "Device", "DeviceIndex", "MemoryFormat", "Generator",
		"Dimname", "Storage", "Stream", "QScheme", "DimVector", "Any"}
	if len(model.BaseByName) != len(want) {
		t.Errorf("model.BaseByName has %d names, this test knows %d: add the new ones here", len(model.BaseByName), len(want))
	}
	for _, name := range want {
		b, ok := model.BaseByName[name]
		if !ok {
			t.Errorf("%s is not in model.BaseByName", name)
			continue
		}
		for text, wantT := range map[string]model.Type{
			name:        sBase(b),
			name + "?":  sOpt(sBase(b)),
			name + "[]": sList(sBase(b)),
		} {
			got, err := ParseType(text)
			if err != nil || !reflect.DeepEqual(got, wantT) {
				t.Errorf("ParseType(%q) = %#v, %v; want %#v", text, got, err, wantT)
			}
		}
	}
}

func TestParseTypeErrors(t *testing.T) {
	tests := []struct {
		text string
		pos  int
		msg  string
	}{
		{"", 0, "expected type, found end of text"},
		{"int[", 4, "expected list size, found end of text"},
		{"int[x]", 4, `list size "x" is not a positive integer`},
		{"int[0]", 4, `list size "0" is not a positive integer`},
		{"int[2", 5, `expected "]", found end of text`},
		{"Tensor(a", 8, `expected ")", found end of text`},
		{"Tensor()", 7, "expected alias set"},
		{"int x", 3, `unexpected " x" after the type`},
		{"?", 0, "expected type"},
	}
	for _, tt := range tests {
		_, err := ParseType(tt.text)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseType(%q): error %v, want a *SyntaxError", tt.text, err)
			continue
		}
		if se.Pos != tt.pos || !strings.Contains(se.Msg, tt.msg) {
			t.Errorf("ParseType(%q): pos %d %q, want pos %d containing %q%s", tt.text, se.Pos, se.Msg, tt.pos, tt.msg, caret(tt.text, se.Pos))
		}
	}
}

func TestParseSchema(t *testing.T) {
	one := model.IntValue{V: 1}
	tests := []struct {
		schema string
		want   model.Operator // Schema is checked separately
	}{
		{
			"aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
			model.Operator{Namespace: "aten", Name: "add", Overload: "Tensor", Kind: model.Functional,
				Args: []model.Argument{
					{Name: "self", Type: sTensor},
					{Name: "other", Type: sTensor},
					{Name: "alpha", Type: sScalar, Default: one, KwargOnly: true},
				},
				Returns: []model.Return{{Type: sTensor}}},
		},
		{
			"aten::add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
			model.Operator{Namespace: "aten", Name: "add_", Overload: "Tensor", Kind: model.Inplace,
				Args: []model.Argument{
					{Name: "self", Type: sAnn("a", true)},
					{Name: "other", Type: sTensor},
					{Name: "alpha", Type: sScalar, Default: one, KwargOnly: true},
				},
				Returns: []model.Return{{Type: sAnn("a", true)}}},
		},
		{
			"aten::add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)",
			model.Operator{Namespace: "aten", Name: "add", Overload: "out", Kind: model.Out,
				Args: []model.Argument{
					{Name: "self", Type: sTensor},
					{Name: "other", Type: sTensor},
					{Name: "alpha", Type: sScalar, Default: one, KwargOnly: true},
					{Name: "out", Type: sAnn("a", true), KwargOnly: true, Out: true},
				},
				Returns: []model.Return{{Type: sAnn("a", true)}}},
		},
		{
			// Dunder, in-place by its "__i" spelling.
			"aten::__iand__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
			model.Operator{Namespace: "aten", Name: "__iand__", Overload: "Tensor", Kind: model.Inplace,
				Args:    []model.Argument{{Name: "self", Type: sAnn("a", true)}, {Name: "other", Type: sTensor}},
				Returns: []model.Return{{Type: sAnn("a", true)}}},
		},
		{
			"aten::__and__.Scalar(Tensor self, Scalar other) -> Tensor",
			model.Operator{Namespace: "aten", Name: "__and__", Overload: "Scalar", Kind: model.Functional,
				Args:    []model.Argument{{Name: "self", Type: sTensor}, {Name: "other", Type: sScalar}},
				Returns: []model.Return{{Type: sTensor}}},
		},
		{
			// Mutable: written positional arguments after self, no "_" and no out=.
			"aten::_fused_moving_avg_obs_fq_helper(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> (Tensor output, Tensor mask)",
			model.Operator{Namespace: "aten", Name: "_fused_moving_avg_obs_fq_helper", Kind: model.Mutable,
				Args: []model.Argument{
					{Name: "self", Type: sTensor},
					{Name: "observer_on", Type: sTensor},
					{Name: "fake_quant_on", Type: sTensor},
					{Name: "running_min", Type: sAnn("a", true)},
					{Name: "running_max", Type: sAnn("b", true)},
					{Name: "scale", Type: sAnn("c", true)},
					{Name: "zero_point", Type: sAnn("d", true)},
					{Name: "averaging_const", Type: sFloat},
					{Name: "quant_min", Type: sInt},
					{Name: "quant_max", Type: sInt},
					{Name: "ch_axis", Type: sInt},
					{Name: "per_row_fake_quant", Type: sBool, Default: model.BoolValue(false)},
					{Name: "symmetric_quant", Type: sBool, Default: model.BoolValue(false)},
				},
				Returns: []model.Return{{Name: "output", Type: sTensor}, {Name: "mask", Type: sTensor}}},
		},
		{
			"aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
			model.Operator{Namespace: "aten", Name: "max", Overload: "dim", Kind: model.Functional,
				Args: []model.Argument{
					{Name: "self", Type: sTensor},
					{Name: "dim", Type: sInt},
					{Name: "keepdim", Type: sBool, Default: model.BoolValue(false)},
				},
				Returns: []model.Return{{Name: "values", Type: sTensor}, {Name: "indices", Type: sTensor}}},
		},
		{
			// Several out arguments; annotated, named tuple returns.
			"aten::_linalg_det.result(Tensor A, *, Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots) -> (Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots)",
			model.Operator{Namespace: "aten", Name: "_linalg_det", Overload: "result", Kind: model.Out,
				Args: []model.Argument{
					{Name: "A", Type: sTensor},
					{Name: "result", Type: sAnn("a", true), KwargOnly: true, Out: true},
					{Name: "LU", Type: sAnn("b", true), KwargOnly: true, Out: true},
					{Name: "pivots", Type: sAnn("c", true), KwargOnly: true, Out: true},
				},
				Returns: []model.Return{
					{Name: "result", Type: sAnn("a", true)},
					{Name: "LU", Type: sAnn("b", true)},
					{Name: "pivots", Type: sAnn("c", true)},
				}},
		},
		{
			// Unnamed tuple of writes.
			"aten::max.dim_max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)",
			model.Operator{Namespace: "aten", Name: "max", Overload: "dim_max", Kind: model.Out,
				Args: []model.Argument{
					{Name: "self", Type: sTensor},
					{Name: "dim", Type: sInt},
					{Name: "keepdim", Type: sBool, Default: model.BoolValue(false)},
					{Name: "max", Type: sAnn("a", true), KwargOnly: true, Out: true},
					{Name: "max_values", Type: sAnn("b", true), KwargOnly: true, Out: true},
				},
				Returns: []model.Return{{Name: "values", Type: sAnn("a", true)}, {Name: "indices", Type: sAnn("b", true)}}},
		},
		{
			"aten::_slow_conv2d_backward.output_mask_out(Tensor grad_output, Tensor self, Tensor weight, int[2] kernel_size, int[2] stride, int[2] padding, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))",
			model.Operator{Namespace: "aten", Name: "_slow_conv2d_backward", Overload: "output_mask_out", Kind: model.Out,
				Args: []model.Argument{
					{Name: "grad_output", Type: sTensor},
					{Name: "self", Type: sTensor},
					{Name: "weight", Type: sTensor},
					{Name: "kernel_size", Type: sSized(sInt, 2)},
					{Name: "stride", Type: sSized(sInt, 2)},
					{Name: "padding", Type: sSized(sInt, 2)},
					{Name: "output_mask", Type: sSized(sBool, 3)},
					{Name: "out0", Type: sAnn("a", true), KwargOnly: true, Out: true},
					{Name: "out1", Type: sAnn("b", true), KwargOnly: true, Out: true},
					{Name: "out2", Type: sAnn("c", true), KwargOnly: true, Out: true},
				},
				Returns: []model.Return{{Type: sAnn("a", true)}, {Type: sAnn("b", true)}, {Type: sAnn("c", true)}}},
		},
		{
			// A view returning a list: "a -> *" in, "Tensor(a)[]" out.
			"aten::chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]",
			model.Operator{Namespace: "aten", Name: "chunk", Kind: model.Functional,
				Args: []model.Argument{
					{Name: "self", Type: sAlias([]string{"a"}, false, []string{"*"})},
					{Name: "chunks", Type: sInt},
					{Name: "dim", Type: sInt, Default: model.IntValue{V: 0}},
				},
				Returns: []model.Return{{Type: sList(sAnn("a", false))}}},
		},
		{
			// Tensor[] arguments and returns; a named tuple mixing lists.
			"aten::_amp_foreach_non_finite_check_and_unscale(Tensor[] self, Tensor found_inf, Tensor inv_scale) -> (Tensor[] self_out, Tensor found_inf_out)",
			model.Operator{Namespace: "aten", Name: "_amp_foreach_non_finite_check_and_unscale", Kind: model.Functional,
				Args: []model.Argument{
					{Name: "self", Type: sList(sTensor)},
					{Name: "found_inf", Type: sTensor},
					{Name: "inv_scale", Type: sTensor},
				},
				Returns: []model.Return{{Name: "self_out", Type: sList(sTensor)}, {Name: "found_inf_out", Type: sTensor}}},
		},
		{
			// An out list ("Tensor(a!)[] out") wins over a written positional.
			"aten::_amp_foreach_non_finite_check_and_unscale.out(Tensor[] self, Tensor(b!) found_inf, Tensor inv_scale, *, Tensor(a!)[] out) -> ()",
			model.Operator{Namespace: "aten", Name: "_amp_foreach_non_finite_check_and_unscale", Overload: "out", Kind: model.Out,
				Args: []model.Argument{
					{Name: "self", Type: sList(sTensor)},
					{Name: "found_inf", Type: sAnn("b", true)},
					{Name: "inv_scale", Type: sTensor},
					{Name: "out", Type: sList(sAnn("a", true)), KwargOnly: true, Out: true},
				}},
		},
		{
			// In-place on a list, "()" return.
			"aten::_foreach_add_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()",
			model.Operator{Namespace: "aten", Name: "_foreach_add_", Overload: "Scalar", Kind: model.Inplace,
				Args: []model.Argument{{Name: "self", Type: sList(sAnn("a", true))}, {Name: "scalar", Type: sScalar}}},
		},
		{
			// Keyword-only arguments that are not written are not out=.
			"aten::aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)",
			model.Operator{Namespace: "aten", Name: "aminmax", Kind: model.Functional,
				Args: []model.Argument{
					{Name: "self", Type: sTensor},
					{Name: "dim", Type: sOpt(sInt), Default: model.NoneValue{}, KwargOnly: true},
					{Name: "keepdim", Type: sBool, Default: model.BoolValue(false), KwargOnly: true},
				},
				Returns: []model.Return{{Name: "min", Type: sTensor}, {Name: "max", Type: sTensor}}},
		},
		{
			// Arguments before self; Tensor?[].
			"aten::where.self(Tensor condition, Tensor self, Tensor? other, Tensor?[] indices) -> Tensor",
			model.Operator{Namespace: "aten", Name: "where", Overload: "self", Kind: model.Functional,
				Args: []model.Argument{
					{Name: "condition", Type: sTensor},
					{Name: "self", Type: sTensor},
					{Name: "other", Type: sOpt(sTensor)},
					{Name: "indices", Type: sList(sOpt(sTensor))},
				},
				Returns: []model.Return{{Type: sTensor}}},
		},
		{
			// Named single return, Tensor[].
			"aten::_foreach_add.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()",
			model.Operator{Namespace: "aten", Name: "_foreach_add", Overload: "Scalar_out", Kind: model.Out,
				Args: []model.Argument{
					{Name: "self", Type: sList(sTensor)},
					{Name: "scalar", Type: sScalar},
					{Name: "out", Type: sList(sAnn("a", true)), KwargOnly: true, Out: true},
				}},
		},
		{
			"aten::_fused_adam(Tensor[] self) -> Tensor[] self_out",
			model.Operator{Namespace: "aten", Name: "_fused_adam", Kind: model.Functional,
				Args:    []model.Argument{{Name: "self", Type: sList(sTensor)}},
				Returns: []model.Return{{Name: "self_out", Type: sList(sTensor)}}},
		},
		{
			// A non-Tensor return; 2.x types.
			"aten::sym_size.int(Tensor self, int dim) -> SymInt",
			model.Operator{Namespace: "aten", Name: "sym_size", Overload: "int", Kind: model.Functional,
				Args:    []model.Argument{{Name: "self", Type: sTensor}, {Name: "dim", Type: sInt}},
				Returns: []model.Return{{Type: sSymInt}}},
		},
		{
			"aten::_cufft_get_plan_cache_size(DeviceIndex device_index) -> int",
			model.Operator{Namespace: "aten", Name: "_cufft_get_plan_cache_size", Kind: model.Functional,
				Args:    []model.Argument{{Name: "device_index", Type: sBase(model.DeviceIndex)}},
				Returns: []model.Return{{Type: sInt}}},
		},
		{
			// Mutable in 2.6.0 (noise became written).
			"aten::rrelu_with_noise(Tensor self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor",
			model.Operator{Namespace: "aten", Name: "rrelu_with_noise", Kind: model.Mutable,
				Args: []model.Argument{
					{Name: "self", Type: sTensor},
					{Name: "noise", Type: sAnn("b", true)},
					{Name: "lower", Type: sScalar, Default: model.FloatValue{V: 0.125, Text: "0.125"}},
					{Name: "upper", Type: sScalar, Default: model.FloatValue{V: 0.3333333333333333, Text: "0.3333333333333333"}},
					{Name: "training", Type: sBool, Default: model.BoolValue(false)},
					{Name: "generator", Type: sOpt(sBase(model.Generator)), Default: model.NoneValue{}},
				},
				Returns: []model.Return{{Type: sTensor}}},
		},
		{
			// No namespace; a trailing "_" on the overload is not in-place.
			"range.out_(Scalar start, Scalar end, *, Tensor(a!) out) -> Tensor(a!)",
			model.Operator{Name: "range", Overload: "out_", Kind: model.Out,
				Args: []model.Argument{
					{Name: "start", Type: sScalar},
					{Name: "end", Type: sScalar},
					{Name: "out", Type: sAnn("a", true), KwargOnly: true, Out: true},
				},
				Returns: []model.Return{{Type: sAnn("a", true)}}},
		},
		{
			// Another namespace and a TorchScript class argument.
			"quantized::conv2d_relu(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor",
			model.Operator{Namespace: "quantized", Name: "conv2d_relu", Kind: model.Functional,
				Args: []model.Argument{
					{Name: "qx", Type: sTensor},
					{Name: "packed_weight", Type: model.ClassType{Name: "__torch__.torch.classes.quantized.Conv2dPackedParamsBase"}},
					{Name: "output_scale", Type: sFloat},
					{Name: "output_zero_point", Type: sInt},
				},
				Returns: []model.Return{{Type: sTensor}}},
		},
		{
			// An unknown type is not an error: it is recorded for the report.
			"aten::future_op(Tensor self, Quux q, Quux[]? qs=None) -> Quux",
			model.Operator{Namespace: "aten", Name: "future_op", Kind: model.Functional,
				Args: []model.Argument{
					{Name: "self", Type: sTensor},
					{Name: "q", Type: model.UnsupportedType{Text: "Quux"}},
					{Name: "qs", Type: sOpt(sList(model.UnsupportedType{Text: "Quux"})), Default: model.NoneValue{}},
				},
				Returns: []model.Return{{Type: model.UnsupportedType{Text: "Quux"}}}},
		},
		{
			// No arguments.
			"aten::_get_tracing_state() -> bool",
			model.Operator{Namespace: "aten", Name: "_get_tracing_state", Kind: model.Functional,
				Returns: []model.Return{{Type: sBool}}},
		},
	}
	for _, tt := range tests {
		op, err := ParseSchema(tt.schema)
		if err != nil {
			t.Errorf("ParseSchema: %v", err)
			continue
		}
		wantSchema := tt.schema
		if tt.want.Namespace != "" {
			wantSchema = strings.TrimPrefix(tt.schema, tt.want.Namespace+"::")
		}
		if op.Schema != wantSchema {
			t.Errorf("%s: Schema = %q, want %q", tt.schema, op.Schema, wantSchema)
		}
		got := *op
		got.Schema = ""
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseSchema(%q)\n got  %#v\n want %#v", tt.schema, got, tt.want)
		}
	}
}

func TestParseSchemaUnsupported(t *testing.T) {
	op, err := ParseSchema("aten::future_op(Tensor self, Quux q, Quux[]? qs=None) -> Quux")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := op.Unsupported(), []string{"Quux", "Quux", "Quux"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Unsupported() = %q, want %q", got, want)
	}
}

// TestKind pins torchgen's SchemaKind on real schemas.
func TestKind(t *testing.T) {
	tests := []struct {
		schema string
		want   model.Kind
	}{
		{"aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", model.Functional},
		{"aten::add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)", model.Out},
		{"aten::add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)", model.Inplace},
		{"aten::add_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)", model.Inplace},
		{"aten::__iand__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", model.Inplace},
		{"aten::__ilshift__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", model.Inplace},
		{"aten::__lshift__.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)", model.Out},
		{"aten::__and__.Tensor(Tensor self, Tensor other) -> Tensor", model.Functional},
		{"aten::range.out_(Scalar start, Scalar end, *, Tensor(a!) out) -> Tensor(a!)", model.Out},
		{"aten::_foreach_add_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()", model.Inplace},
		{"aten::set_.source_Storage(Tensor(a!) self, Storage source) -> Tensor(a!)", model.Inplace},
		{"aten::_cummax_helper(Tensor self, Tensor(a!) values, Tensor(b!) indices, int dim) -> ()", model.Mutable},
		{"aten::_native_batch_norm_legit(Tensor input, Tensor? weight, Tensor? bias, Tensor(a!) running_mean, Tensor(b!) running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)", model.Mutable},
		{"aten::_fused_moving_avg_obs_fq_helper.out(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False, *, Tensor(e!) out0, Tensor(f!) out1) -> (Tensor(e!), Tensor(f!))", model.Out},
		{"aten::_fused_moving_avg_obs_fq_helper_functional(Tensor self, Tensor observer_on, Tensor running_min) -> (Tensor output, Tensor mask)", model.Functional},
		{"aten::to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)", model.Functional},
	}
	for _, tt := range tests {
		op, err := ParseSchema(tt.schema)
		if err != nil {
			t.Errorf("ParseSchema: %v", err)
			continue
		}
		if op.Kind != tt.want {
			t.Errorf("%s: kind %s, want %s", op.ID(), op.Kind, tt.want)
		}
	}
}

// TestDefaults parses "f(TYPE x=DEFAULT) -> ()" for every default spelling
// the real installs use.
func TestDefaults(t *testing.T) {
	i := func(v int64) model.Value { return model.IntValue{V: v} }
	fl := func(v float64, text string) model.Value { return model.FloatValue{V: v, Text: text} }
	tests := []struct {
		typ, def string
		want     model.Value
	}{
		{"Tensor?", "None", model.NoneValue{}},
		{"int?", "None", model.NoneValue{}},
		{"int[1]?", "None", model.NoneValue{}},
		{"str?", "None", model.NoneValue{}},
		{"Generator?", "None", model.NoneValue{}},
		{"bool", "True", model.BoolValue(true)},
		{"bool", "False", model.BoolValue(false)},
		{"bool?", "False", model.BoolValue(false)},
		{"int", "0", i(0)},
		{"int", "1", i(1)},
		{"int", "-1", i(-1)},
		{"int", "-100", i(-100)},
		{"SymInt", "0", i(0)},
		{"SymInt?", "-2", i(-2)},
		{"int", "Mean", model.IntValue{V: 1, Symbol: "Mean"}},
		{"int", "Sum", model.IntValue{V: 2, Symbol: "Sum"}},
		{"float", "1e-05", fl(1e-05, "1e-05")},
		{"float", "1e-15", fl(1e-15, "1e-15")},
		{"float", "0.5", fl(0.5, "0.5")},
		{"float", "1", fl(1, "1")},
		{"float", "-1.0", fl(-1, "-1.0")},
		{"float?", "10.0", fl(10, "10.0")},
		{"Scalar", "1", i(1)},
		{"Scalar", "0.125", fl(0.125, "0.125")},
		{"Scalar", "0.3333333333333333", fl(0.3333333333333333, "0.3333333333333333")},
		{"Scalar?", "None", model.NoneValue{}},
		{"int[]", "[]", model.ListValue{}},
		{"int[2]", "[]", model.ListValue{}},
		{"int[]", "[0,1]", model.ListValue{i(0), i(1)}},
		{"int[1]", "[-2,-1]", model.ListValue{i(-2), i(-1)}},
		{"int[1]", "-1", model.ListValue{i(-1)}},
		{"SymInt[]", "[]", model.ListValue{}},
		// A scalar default fills a sized list.
		{"int[2]", "1", model.ListValue{i(1), i(1)}},
		{"int[3]", "0", model.ListValue{i(0), i(0), i(0)}},
		{"SymInt[2]", "1", model.ListValue{i(1), i(1)}},
		{"str", "'linear'", model.StrValue("linear")},
		{"str", `"L"`, model.StrValue("L")},
		{"str", `"reflect"`, model.StrValue("reflect")},
		{"str", `""`, model.StrValue("")},
		{"str?", "'none'", model.StrValue("none")},
		// aten::_test_string_default spells `"'\` both ways.
		{"str", `"\"'\\"`, model.StrValue(`"'\`)},
		{"str", `'"\'\\'`, model.StrValue(`"'\`)},
		{"str", `'a, b)'`, model.StrValue("a, b)")},
		{"ScalarType?", "long", model.EnumValue{Type: model.ScalarType, Name: "long"}},
		{"ScalarType", "float", model.EnumValue{Type: model.ScalarType, Name: "float"}},
		{"MemoryFormat?", "contiguous_format", model.EnumValue{Type: model.MemoryFormat, Name: "contiguous_format"}},
		{"MemoryFormat", "contiguous_format", model.EnumValue{Type: model.MemoryFormat, Name: "contiguous_format"}},
		{"Layout?", "strided", model.EnumValue{Type: model.Layout, Name: "strided"}},
	}
	for _, tt := range tests {
		schema := "aten::f(" + tt.typ + " x=" + tt.def + ") -> ()"
		op, err := ParseSchema(schema)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if got := op.Args[0].Default; !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: default %#v, want %#v", schema, got, tt.want)
		}
	}

	// inf, -inf and nan are accepted by the float reader.
	for _, text := range []string{"inf", "-inf", "nan"} {
		op, err := ParseSchema("aten::f(float x=" + text + ") -> ()")
		if err != nil {
			t.Errorf("float default %s: %v", text, err)
			continue
		}
		v, ok := op.Args[0].Default.(model.FloatValue)
		if !ok || v.Text != text || !(math.IsInf(v.V, 0) || math.IsNaN(v.V)) {
			t.Errorf("float default %s = %#v", text, op.Args[0].Default)
		}
	}
}

// TestDefaultsInContext checks defaults in real schemas, next to other
// arguments, where the scanner must stop at the right ", " or ")".
func TestDefaultsInContext(t *testing.T) {
	tests := []struct {
		schema string
		arg    string
		want   model.Value
	}{
		{`aten::_test_string_default(Tensor dummy, str a="\"'\\", str b='"\'\\') -> Tensor`, "a", model.StrValue(`"'\`)},
		{`aten::_test_string_default(Tensor dummy, str a="\"'\\", str b='"\'\\') -> Tensor`, "b", model.StrValue(`"'\`)},
		{"aten::quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor", "interpolation", model.StrValue("linear")},
		{`aten::_linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)`, "UPLO", model.StrValue("L")},
		{"aten::nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100) -> Tensor", "reduction", model.IntValue{V: 1, Symbol: "Mean"}},
		{"aten::nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100) -> Tensor", "ignore_index", model.IntValue{V: -100}},
		{"aten::randint(int high, int[] size, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor", "dtype", model.EnumValue{Type: model.ScalarType, Name: "long"}},
		{"aten::rot90(Tensor self, int k=1, int[] dims=[0,1]) -> Tensor", "dims", model.ListValue{model.IntValue{V: 0}, model.IntValue{V: 1}}},
		{"aten::fft_fft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor", "dim", model.ListValue{model.IntValue{V: -2}, model.IntValue{V: -1}}},
		{"aten::_nnpack_spatial_convolution(Tensor input, Tensor weight, Tensor? bias, int[2] padding, int[2] stride=1) -> Tensor", "stride", model.ListValue{model.IntValue{V: 1}, model.IntValue{V: 1}}},
		{"aten::_mps_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor", "stride", model.ListValue{}},
		{"aten::_mps_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor", "padding", model.ListValue{model.IntValue{V: 0}, model.IntValue{V: 0}}},
		{"aten::allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool", "rtol", model.FloatValue{V: 1e-05, Text: "1e-05"}},
		{"aten::_empty_affine_quantized(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, float scale=1, int zero_point=0, MemoryFormat? memory_format=contiguous_format) -> Tensor", "memory_format", model.EnumValue{Type: model.MemoryFormat, Name: "contiguous_format"}},
		{"aten::_empty_affine_quantized(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, float scale=1, int zero_point=0, MemoryFormat? memory_format=contiguous_format) -> Tensor", "scale", model.FloatValue{V: 1, Text: "1"}},
	}
	for _, tt := range tests {
		op, err := ParseSchema(tt.schema)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		found := false
		for _, a := range op.Args {
			if a.Name == tt.arg {
				found = true
				if !reflect.DeepEqual(a.Default, tt.want) {
					t.Errorf("%s: %s default %#v, want %#v", op.ID(), tt.arg, a.Default, tt.want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no argument %s", op.ID(), tt.arg)
		}
	}
}

// TestParseSchemaErrors: every malformed schema is a *SyntaxError pointing
// at the offending byte, with a message that says what went wrong.
func TestParseSchemaErrors(t *testing.T) {
	tests := []struct {
		name   string
		schema string
		pos    int
		msg    string
	}{
		{"empty", "", 0, "expected operator name, found end of text"},
		{"name only", "aten::add", 9, `expected "(", found end of text`},
		{"namespace only", "aten::", 6, "expected operator name, found end of text"},
		{"empty overload", "aten::add.(Tensor self) -> Tensor", 10, "expected overload name"},
		{"missing open paren", "aten::add.Tensor Tensor self) -> Tensor", 16, `expected "("`},
		{"missing close paren", "aten::add(Tensor self -> Tensor", 21, `expected ", " or ")", found " -> Tensor"`},
		{"unclosed args", "aten::add(Tensor self", 21, `expected ", " or ")", found end of text`},
		{"open paren only", "aten::add(", 10, "expected type, found end of text"},
		{"missing arrow", "aten::add(Tensor self) Tensor", 22, `expected " -> ", found " Tensor"`},
		{"arrow without spaces", "aten::add(Tensor self)->Tensor", 22, `expected " -> "`},
		{"no returns", "aten::add(Tensor self)", 22, `expected " -> ", found end of text`},
		{"empty returns", "aten::add(Tensor self) -> ", 26, "expected type, found end of text"},
		{"comma without space", "aten::add(Tensor self,Tensor other) -> Tensor", 21, `expected ", " or ")", found ",Tensor other`},
		{"trailing comma", "aten::add(Tensor self, ) -> Tensor", 23, `expected type, found ") -> Tensor"`},
		{"double space", "aten::add(Tensor  self) -> Tensor", 17, "expected argument name"},
		{"missing name", "aten::add(Tensor) -> Tensor", 16, `expected " ", found ")`},
		{"bad list size", "aten::f(int[x] a) -> ()", 12, `list size "x" is not a positive integer`},
		{"zero list size", "aten::f(int[0] a) -> ()", 12, `list size "0" is not a positive integer`},
		{"negative list size", "aten::f(int[-1] a) -> ()", 12, "expected list size"},
		{"unclosed list", "aten::f(int[2 a) -> ()", 13, `expected "]"`},
		{"unclosed annotation", "aten::f(Tensor(a self) -> ()", 16, `expected ")"`},
		{"empty annotation", "aten::f(Tensor() self) -> ()", 15, "expected alias set"},
		{"unterminated single-quoted default", "aten::f(str a='abc) -> ()", 14, "unterminated string default"},
		{"unterminated double-quoted default", `aten::f(str a="abc, int b=1) -> ()`, 14, "unterminated string default"},
		{"escaped closing quote", `aten::f(str a='abc\') -> ()`, 14, "unterminated string default"},
		{"empty default", "aten::f(int a=, int b) -> ()", 14, "empty default"},
		{"empty default at end", "aten::f(int a=) -> ()", 14, "empty default"},
		{"default to end of text", "aten::f(int a=1", 15, "default runs to the end of the text"},
		{"None for non-optional", "aten::f(int a=None) -> ()", 14, "default of a: None for non-optional type int"},
		{"None for non-optional list", "aten::f(int[] a=None) -> ()", 16, "None for non-optional type int[]"},
		{"float for int", "aten::f(int a=1.5) -> ()", 14, `default of a: "1.5" is not a valid int`},
		{"int for bool", "aten::f(bool a=1) -> ()", 15, `"1" is not a valid bool`},
		{"lower-case bool", "aten::f(bool a=true) -> ()", 15, `"true" is not a valid bool`},
		{"unquoted string", "aten::f(str a=linear) -> ()", 14, "linear is not a quoted string"},
		{"mismatched quotes", `aten::f(str a='linear") -> ()`, 14, "unterminated string default"},
		{"bad float", "aten::f(float a=1e400) -> ()", 16, `"1e400" is not a number`},
		{"word for float", "aten::f(float a=abc) -> ()", 16, `"abc" is not a number`},
		{"default for Tensor", "aten::f(Tensor a=1) -> ()", 17, `default "1" for Tensor`},
		{"bad list element", "aten::f(int[2] a=[1,x]) -> ()", 17, `"x" is not a valid int`},
		{"empty list element", "aten::f(int[2] a=[1,]) -> ()", 17, `"" is not a valid int`},
		{"nested list", "aten::f(int[] a=[[1]]) -> ()", 16, `"[1]" is not a valid int`},
		{"list for int", "aten::f(int a=[1]) -> ()", 14, `"[1]" is not a valid int`},
		{"spaces around =", "aten::f(int a = 1) -> ()", 13, `expected ", " or ")", found " = 1`},
		{"space after default", "aten::f(int a=1 ) -> ()", 14, `"1 " is not a valid int`},
		{"enum from a number", "aten::f(ScalarType a=1) -> ()", 21, `"1" is not a valid ScalarType`},
		{"default for class", "aten::f(__torch__.torch.classes.x.Y a=1) -> ()", 38, "default \"1\" for type __torch__.torch.classes.x.Y"},
		{"duplicate argument", "aten::f(Tensor a, int b, Tensor a) -> ()", 32, `duplicate argument "a"`},
		{"second keyword marker", "aten::f(Tensor a, *, int b, *, int c) -> ()", 28, "second keyword-only marker"},
		{"argument after out", "aten::f(Tensor self, *, Tensor(a!) out, int b) -> ()", 44, `argument "b" follows out arguments`},
		{"trailing garbage", "aten::add(Tensor self) -> Tensor)", 32, `unexpected ")" after the returns`},
		{"trailing word", "aten::add(Tensor self) -> Tensor foo bar", 36, `unexpected " bar" after the returns`},
		{"garbage after ()", "aten::add(Tensor self) -> ()x", 28, `unexpected "x" after the returns`},
		{"unclosed tuple", "aten::add(Tensor self) -> (Tensor a, Tensor b", 45, `expected ", " or ")", found end of text`},
		{"trailing comma in tuple", "aten::add(Tensor self) -> (Tensor, )", 35, "expected type"},
		{"bad return type", "aten::add(Tensor self) -> int[", 30, "expected list size"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			op, err := ParseSchema(tt.schema)
			if err == nil {
				t.Fatalf("ParseSchema(%q) = %s, want an error", tt.schema, op.ID())
			}
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ParseSchema(%q): %T %v, want a *SyntaxError", tt.schema, err, err)
			}
			if se.Text != tt.schema {
				t.Errorf("Text = %q, want the input", se.Text)
			}
			if se.Pos != tt.pos {
				t.Errorf("Pos = %d, want %d (%s)%s\nwant:%s", se.Pos, tt.pos, se.Msg, caret(tt.schema, se.Pos), caret(tt.schema, tt.pos))
			}
			if !strings.Contains(se.Msg, tt.msg) {
				t.Errorf("Msg = %q, want it to contain %q", se.Msg, tt.msg)
			}
			// Error() names the schema and a 1-based column.
			if e := se.Error(); !strings.Contains(e, "column ") || !strings.Contains(e, se.Msg) {
				t.Errorf("Error() = %q", e)
			}
		})
	}
}

// TestParseSchemaNeverPanics feeds every prefix and every one-byte deletion
// of a few real schemas: each must parse or give a *SyntaxError with a Pos
// inside the text.
func TestParseSchemaNeverPanics(t *testing.T) {
	seeds := []string{
		`aten::_test_string_default(Tensor dummy, str a="\"'\\", str b='"\'\\') -> Tensor`,
		"aten::_linalg_det.result(Tensor A, *, Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots) -> (Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots)",
		"aten::fft_fft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor",
		"aten::chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]",
		"aten::index.Tensor_out(Tensor self, Tensor?[] indices, *, Tensor(a!) out) -> Tensor(a!)",
	}
	check := func(s string) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("ParseSchema(%q) panicked: %v", s, r)
			}
		}()
		_, err := ParseSchema(s)
		if err == nil {
			return
		}
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseSchema(%q): %T, want *SyntaxError", s, err)
		} else if se.Pos < 0 || se.Pos > len(s) {
			t.Errorf("ParseSchema(%q): Pos %d outside the text", s, se.Pos)
		}
	}
	n := 0
	for _, s := range seeds {
		for i := 0; i <= len(s); i++ {
			check(s[:i])
			n++
			if i < len(s) {
				check(s[:i] + s[i+1:])
				n++
			}
		}
	}
	t.Logf("%d mutated schemas, no panic", n)
}

// FuzzParseSchema: `go test -fuzz FuzzParseSchema ./parser`.
func FuzzParseSchema(f *testing.F) {
	f.Add("aten::add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)")
	f.Add(`aten::_test_string_default(Tensor dummy, str a="\"'\\", str b='"\'\\') -> Tensor`)
	f.Add("aten::f(int[2] x=1, Tensor(a|b!)?[] y, __torch__.torch.classes.x.Y z) -> (Tensor a, int[])")
	f.Fuzz(func(t *testing.T, s string) {
		var op *model.Operator
		var err error
		testkit.NoPanicNoHang(t, []byte(s), fuzzDeadline, func() { op, err = ParseSchema(s) })
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Pos < 0 || se.Pos > len(s) {
				t.Fatalf("ParseSchema(%q): %v", s, err)
			}
			return
		}
		if err := op.Validate(); err != nil {
			t.Fatalf("ParseSchema(%q) gave an invalid operator: %v", s, err)
		}
	})
}

// renderSchema writes an operator back as a schema, defaults in their
// canonical spelling (Value.String()).
func renderSchema(op *model.Operator) string {
	var b strings.Builder
	b.WriteString(op.Namespace + "::" + op.ID() + "(")
	kw := false
	for i, a := range op.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		if a.KwargOnly && !kw {
			b.WriteString("*, ")
			kw = true
		}
		b.WriteString(a.Type.String() + " " + a.Name)
		if a.Default != nil {
			b.WriteString("=" + a.Default.String())
		}
	}
	b.WriteString(") -> ")
	if len(op.Returns) == 1 {
		b.WriteString(op.Returns[0].Type.String())
		if op.Returns[0].Name != "" {
			b.WriteString(" " + op.Returns[0].Name)
		}
		return b.String()
	}
	b.WriteString("(")
	for i, r := range op.Returns {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(r.Type.String())
		if r.Name != "" {
			b.WriteString(" " + r.Name)
		}
	}
	b.WriteString(")")
	return b.String()
}

// registrationSchemas returns every schema string of an install's
// ATen/RegistrationDeclarations.h.
func registrationSchemas(t testing.TB, includeDir string) []string {
	path := filepath.Join(includeDir, "ATen", "RegistrationDeclarations.h")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Bytes()
		i := bytes.Index(line, []byte(`// {"schema"`))
		if i < 0 {
			continue
		}
		var meta struct{ Schema string }
		if err := json.Unmarshal(line[i+3:], &meta); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, meta.Schema)
	}
	return out
}

// TestParseRealSchemas parses every schema of the real installs, collecting
// all errors rather than stopping at the first, and checks each operator
// survives a render/parse round trip unchanged.
func TestParseRealSchemas(t *testing.T) {
	for _, ri := range realInstalls() {
		t.Run(ri.version, func(t *testing.T) {
			in := ri.find(t)
			schemas := registrationSchemas(t, in.IncludeDirs[0])
			var errs []string
			kinds := map[model.Kind]int{}
			unsupported := 0
			for _, s := range schemas {
				op, err := ParseSchema(s)
				if err != nil {
					errs = append(errs, err.Error())
					continue
				}
				kinds[op.Kind]++
				unsupported += len(op.Unsupported())
				again, err := ParseSchema(renderSchema(op))
				if err != nil {
					t.Errorf("%s: re-parsing the rendered schema: %v", op.ID(), err)
					continue
				}
				again.Schema = op.Schema
				if !reflect.DeepEqual(op, again) {
					t.Errorf("%s: round trip changed the operator:\n  %s\n  %s", op.ID(), s, renderSchema(op))
				}
			}
			for i, e := range errs {
				if i == 20 {
					t.Errorf("… and %d more", len(errs)-20)
					break
				}
				t.Error(e)
			}
			if len(schemas) != ri.ops {
				t.Errorf("%d schemas, want %d", len(schemas), ri.ops)
			}
			if unsupported != 0 {
				t.Errorf("%d unsupported types in a real install", unsupported)
			}
			t.Logf("libtorch %s: %d schemas, %d errors; %d functional, %d out, %d in-place, %d mutable",
				in.Version, len(schemas), len(errs), kinds[model.Functional], kinds[model.Out], kinds[model.Inplace], kinds[model.Mutable])
			// torchgen's counts for 1.13.1 are 1547 functional and 4 mutable:
			// it only looks for writes after self, where model.ComputeKind
			// also counts a written self (record_stream, retain_grad,
			// set_data). Out and in-place agree exactly.
			if ri.out != 0 && (kinds[model.Out] != ri.out || kinds[model.Inplace] != ri.inplace ||
				kinds[model.Functional]+kinds[model.Mutable] != ri.ops-ri.out-ri.inplace) {
				t.Errorf("kinds %v, want %d out and %d in-place", kinds, ri.out, ri.inplace)
			}
		})
	}
}
