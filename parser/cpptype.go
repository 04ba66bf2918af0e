package parser

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gotorchgen/gotorchgen/model"
)

// This file maps the C++ spellings torchgen writes into Declarations.yaml
// (argument and return types, default expressions) to model types and
// values. The spellings differ between releases (c10::optional in 1.13,
// ::std::optional in 2.x; MemoryFormat::Contiguous vs
// c10::MemoryFormat::Contiguous), so names are matched after dropping the
// at::, c10::, std:: and torch:: qualifiers.

// ParseCppType maps a C++ type as torchgen spells it ("const at::Tensor &",
// "c10::optional<int64_t>", "::std::array<bool,3>") to a model type. Alias
// annotations and the size of an int[N] are not part of the C++ type; the
// caller adds them. A type it does not know becomes model.UnsupportedType
// holding the whole C++ text; it never fails.
//
// The C++ API Declarations.yaml describes is the non-SymInt one, so int64_t,
// at::IntArrayRef and at::OptionalIntArrayRef map to int, int[] and int[]?
// even where the schema says SymInt; c10::SymInt and c10::SymIntArrayRef map
// to SymInt and SymInt[].
func ParseCppType(text string) model.Type {
	text = strings.TrimSpace(text)
	p := &cppTypeParser{toks: tokenizeCpp(text)}
	ct := p.parse()
	if p.bad || p.pos != len(p.toks) || ct == nil {
		return model.UnsupportedType{Text: text}
	}
	if t := ct.toModel(); t != nil {
		return t
	}
	return model.UnsupportedType{Text: text}
}

// cppType is a parsed C++ type: a (qualified) name with template arguments.
// A template argument that is a number has only num set.
type cppType struct {
	ns    string // "" for unqualified or globally qualified names
	name  string
	args  []*cppType
	num   int // template argument that is an integer, when isNum
	isNum bool
}

// cppNamespaces are the qualifiers torchgen uses; anything else is unknown.
var cppNamespaces = map[string]bool{"": true, "at": true, "c10": true, "std": true, "torch": true}

// cppLeaves maps unqualified C++ names to the schema types they stand for.
var cppLeaves = map[string]model.Type{
	"Tensor":       model.TensorType{},
	"int64_t":      model.BaseType{Kind: model.Int},
	"SymInt":       model.BaseType{Kind: model.SymInt},
	"double":       model.BaseType{Kind: model.Float},
	"bool":         model.BaseType{Kind: model.Bool},
	"SymBool":      model.BaseType{Kind: model.SymBool},
	"string_view":  model.BaseType{Kind: model.Str},
	"Scalar":       model.BaseType{Kind: model.Scalar},
	"ScalarType":   model.BaseType{Kind: model.ScalarType},
	"Layout":       model.BaseType{Kind: model.Layout},
	"Device":       model.BaseType{Kind: model.Device},
	"DeviceIndex":  model.BaseType{Kind: model.DeviceIndex},
	"MemoryFormat": model.BaseType{Kind: model.MemoryFormat},
	"Generator":    model.BaseType{Kind: model.Generator},
	"Dimname":      model.BaseType{Kind: model.Dimname},
	"Storage":      model.BaseType{Kind: model.Storage},
	"Stream":       model.BaseType{Kind: model.Stream},
	"QScheme":      model.BaseType{Kind: model.QScheme},
	"DimVector":    model.BaseType{Kind: model.DimVector},
	"IValue":       model.BaseType{Kind: model.Any},
	// Aliases for lists.
	"IntArrayRef":            model.ListType{Elem: model.BaseType{Kind: model.Int}},
	"SymIntArrayRef":         model.ListType{Elem: model.BaseType{Kind: model.SymInt}},
	"OptionalIntArrayRef":    model.OptionalType{Elem: model.ListType{Elem: model.BaseType{Kind: model.Int}}},
	"OptionalSymIntArrayRef": model.OptionalType{Elem: model.ListType{Elem: model.BaseType{Kind: model.SymInt}}},
	"TensorList":             model.ListType{Elem: model.TensorType{}},
	"ITensorListRef":         model.ListType{Elem: model.TensorType{}},
	"DimnameList":            model.ListType{Elem: model.BaseType{Kind: model.Dimname}},
}

// cppLists are the one-argument templates that mean "list of".
var cppLists = map[string]bool{"ArrayRef": true, "List": true, "vector": true, "IListRef": true}

func (c *cppType) toModel() model.Type {
	if c.isNum || !cppNamespaces[c.ns] {
		return nil
	}
	if len(c.args) == 0 {
		return cppLeaves[c.name]
	}
	switch {
	case c.name == "optional" && len(c.args) == 1:
		e := c.args[0].toModel()
		if e == nil {
			return nil
		}
		if _, ok := e.(model.OptionalType); ok {
			return nil
		}
		return model.OptionalType{Elem: e}
	case c.name == "OptionalArrayRef" && len(c.args) == 1:
		e := c.args[0].toModel()
		if e == nil || !isListElem(e) {
			return nil
		}
		return model.OptionalType{Elem: model.ListType{Elem: e}}
	case cppLists[c.name] && len(c.args) == 1:
		e := c.args[0].toModel()
		if e == nil || !isListElem(e) {
			return nil
		}
		return model.ListType{Elem: e}
	case c.name == "array" && len(c.args) == 2 && c.args[1].isNum && c.args[1].num > 0 && c.args[1].num <= maxListSize:
		e := c.args[0].toModel()
		if e == nil || !isListElem(e) {
			return nil
		}
		return model.ListType{Elem: e, Size: c.args[1].num}
	}
	return nil
}

// isListElem reports whether t can be a list element: not itself a list
// (the schema has no nested lists) and, if optional, an optional Tensor.
func isListElem(t model.Type) bool {
	switch t := t.(type) {
	case model.ListType:
		return false
	case model.OptionalType:
		return model.IsTensor(t.Elem)
	}
	return true
}

// tokenizeCpp splits a C++ type into identifiers, numbers and punctuation
// ("::", "<", ">", ",", "&", "*"). ">>" is two tokens. Whitespace separates
// tokens and is dropped.
func tokenizeCpp(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case isIdentByte(c):
			j := i
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		case strings.HasPrefix(s[i:], "::"):
			toks = append(toks, "::")
			i += 2
		default:
			toks = append(toks, string(c))
			i++
		}
	}
	return toks
}

type cppTypeParser struct {
	toks []string
	pos  int
	bad  bool
}

func (p *cppTypeParser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

func (p *cppTypeParser) accept(t string) bool {
	if p.peek() == t {
		p.pos++
		return true
	}
	return false
}

// parse reads ["const"] name ["<" args ">"] ["const"] ["&"].
func (p *cppTypeParser) parse() *cppType {
	p.accept("const")
	c := p.parseName()
	if c == nil {
		return nil
	}
	p.accept("const")
	if p.accept("&") {
		p.accept("&") // "&&"
	}
	return c
}

func (p *cppTypeParser) parseName() *cppType {
	if t := p.peek(); t != "" && t[0] >= '0' && t[0] <= '9' {
		n, err := strconv.Atoi(t)
		if err != nil {
			p.bad = true
			return nil
		}
		p.pos++
		return &cppType{num: n, isNum: true}
	}
	var parts []string
	p.accept("::") // global qualification
	for {
		t := p.peek()
		if t == "" || !isIdentByte(t[0]) || t == "const" {
			p.bad = true
			return nil
		}
		parts = append(parts, t)
		p.pos++
		if !p.accept("::") {
			break
		}
	}
	c := &cppType{name: parts[len(parts)-1], ns: strings.Join(parts[:len(parts)-1], "::")}
	if p.accept("<") {
		for {
			a := p.parse()
			if a == nil {
				p.bad = true
				return nil
			}
			c.args = append(c.args, a)
			if p.accept(">") {
				break
			}
			if !p.accept(",") {
				p.bad = true
				return nil
			}
		}
	}
	return c
}

// nulloptSpellings are the C++ spellings of an absent optional.
var nulloptSpellings = map[string]bool{
	"c10::nullopt": true, "::std::nullopt": true, "std::nullopt": true,
	"at::nullopt": true, "nullopt": true, "None": true,
}

// cppScalarTypes maps at::k<Name> constants to the names the schema uses
// for a ScalarType default (torch.long and friends).
var cppScalarTypes = map[string]string{
	"kByte": "uint8", "kChar": "int8", "kShort": "short", "kInt": "int",
	"kLong": "long", "kHalf": "half", "kFloat": "float", "kDouble": "double",
	"kComplexHalf": "complex32", "kComplexFloat": "cfloat", "kComplexDouble": "cdouble",
	"kBool": "bool", "kBFloat16": "bfloat16",
}

// cppMemoryFormats maps MemoryFormat enumerators to schema names.
var cppMemoryFormats = map[string]string{
	"Contiguous": "contiguous_format", "Preserve": "preserve_format",
	"ChannelsLast": "channels_last", "ChannelsLast3d": "channels_last_3d",
}

// cppLayouts maps at::k<Layout> constants to schema names.
var cppLayouts = map[string]string{
	"kStrided": "strided", "kSparse": "sparse_coo", "kMkldnn": "_mkldnn",
	"kSparseCsr": "sparse_csr", "kSparseCsc": "sparse_csc",
	"kSparseBsr": "sparse_bsr", "kSparseBsc": "sparse_bsc", "kJagged": "jagged",
}

// cppQSchemes maps at::k<QScheme> constants to schema names.
var cppQSchemes = map[string]string{
	"kPerTensorAffine": "per_tensor_affine", "kPerChannelAffine": "per_channel_affine",
	"kPerTensorSymmetric": "per_tensor_symmetric", "kPerChannelSymmetric": "per_channel_symmetric",
	"kPerChannelAffineFloatQParams": "per_channel_affine_float_qparams",
}

// ParseCppDefault maps a C++ default expression as torchgen writes it
// ("false", "c10::nullopt", "at::Reduction::Mean", "{-2,-1}", "\"linear\"",
// "at::kLong") to the value the schema grammar gives the same default, for
// an argument of type t. It is the inverse of torchgen's default_expr:
//   - "{}" for Tensor? is None (torchgen's spelling of a null tensor);
//   - "{a,b}" is a list; a lone scalar for a list type is repeated, as the
//     schema's "int[2] stride=1" is;
//   - at::Reduction::Mean/Sum are the symbolic ints Mean (1) and Sum (2);
//   - at::k<Type>, MemoryFormat::<Format>, at::k<Layout> are enum names;
//     a bare identifier for an enum type is the schema name itself (torchgen
//     passes defaults it has no C++ spelling for through unchanged).
//
// A float keeps the expression's spelling as its Text. (Declarations.yaml
// holds floats as YAML numbers in PyYAML's spelling, "1.0e-05" for the
// schema's "1e-05"; ParseDeclarations undoes that before calling this.)
func ParseCppDefault(text string, t model.Type) (model.Value, error) {
	text = strings.TrimSpace(text)
	if o, ok := t.(model.OptionalType); ok {
		if nulloptSpellings[text] {
			return model.NoneValue{}, nil
		}
		if text == "{}" && model.IsTensor(o.Elem) {
			return model.NoneValue{}, nil
		}
		return ParseCppDefault(text, o.Elem)
	}
	if nulloptSpellings[text] {
		return nil, fmt.Errorf("%s for non-optional type %s", text, t)
	}
	switch t := t.(type) {
	case model.ListType:
		if strings.HasPrefix(text, "{") {
			if !strings.HasSuffix(text, "}") {
				return nil, fmt.Errorf("unterminated list %q", text)
			}
			inner := strings.TrimSpace(text[1 : len(text)-1])
			list := model.ListValue{}
			if inner == "" {
				return list, nil
			}
			for _, e := range strings.Split(inner, ",") {
				v, err := ParseCppDefault(e, t.Elem)
				if err != nil {
					return nil, err
				}
				list = append(list, v)
			}
			return list, nil
		}
		v, err := ParseCppDefault(text, t.Elem)
		if err != nil {
			return nil, err
		}
		list := make(model.ListValue, max(t.Size, 1))
		for i := range list {
			list[i] = v
		}
		return list, nil
	case model.TensorType:
		return nil, fmt.Errorf("default %q for Tensor", text)
	case model.BaseType:
		return cppBaseDefault(text, t.Kind)
	}
	return nil, fmt.Errorf("default %q for type %s", text, t)
}

func cppBaseDefault(text string, b model.Base) (model.Value, error) {
	// c10::SymInt(3), as torchgen's SymInt API spells an int default.
	if s, ok := strings.CutPrefix(text, "c10::SymInt("); ok && strings.HasSuffix(s, ")") {
		text = strings.TrimSuffix(s, ")")
	}
	last := text
	if i := strings.LastIndex(text, "::"); i >= 0 {
		last = text[i+2:]
	}
	switch b {
	case model.Bool, model.SymBool:
		switch text {
		case "true":
			return model.BoolValue(true), nil
		case "false":
			return model.BoolValue(false), nil
		}
	case model.Int, model.SymInt, model.DeviceIndex:
		if strings.HasPrefix(text, "at::Reduction::") || strings.HasPrefix(text, "Reduction::") {
			if v, ok := reductionNames[last]; ok {
				return model.IntValue{V: v, Symbol: last}, nil
			}
		}
		if v, err := strconv.ParseInt(text, 10, 64); err == nil {
			return model.IntValue{V: v}, nil
		}
	case model.Float:
		return cppFloat(text)
	case model.Scalar:
		if v, err := strconv.ParseInt(text, 10, 64); err == nil {
			return model.IntValue{V: v}, nil
		}
		switch text {
		case "true":
			return model.BoolValue(true), nil
		case "false":
			return model.BoolValue(false), nil
		}
		return cppFloat(text)
	case model.Str:
		return cppString(text)
	case model.ScalarType, model.Layout, model.MemoryFormat, model.QScheme:
		var table map[string]string
		switch b {
		case model.ScalarType:
			table = cppScalarTypes
		case model.Layout:
			table = cppLayouts
		case model.MemoryFormat:
			table = cppMemoryFormats
		case model.QScheme:
			table = cppQSchemes
		}
		qualified := last != text
		if name, ok := table[last]; ok && qualified {
			return model.EnumValue{Type: b, Name: name}, nil
		}
		if !qualified && isIdent(text) {
			return model.EnumValue{Type: b, Name: text}, nil
		}
	}
	return nil, fmt.Errorf("%q is not a known C++ default for %s", text, b)
}

// cppFloat reads a floating-point default, keeping its spelling as the
// value's Text; "inf", "-inf" and "nan" are accepted as the schema spells
// them.
func cppFloat(text string) (model.Value, error) {
	switch text {
	case "inf", "-inf", "nan":
		return parseFloat(text)
	}
	v, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return nil, fmt.Errorf("%q is not a number", text)
	}
	return model.FloatValue{V: v, Text: text}, nil
}

// cppString unquotes a C++ string literal "…" (torchgen turns the schema's
// '…' into "…", escaping inner double quotes).
func cppString(text string) (model.Value, error) {
	if len(text) < 2 || text[0] != '"' || text[len(text)-1] != '"' {
		return nil, fmt.Errorf("%s is not a C++ string literal", text)
	}
	return parseString(text)
}
