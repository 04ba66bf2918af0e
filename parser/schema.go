// Package parser holds gotorchgen's frontends: the schema-string grammar,
// the libtorch-install reader and the Declarations.yaml reader. Each
// produces model operators; nothing past this package sees a schema string.
package parser

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gotorchgen/gotorchgen/model"
)

// maxListSize bounds a fixed list size (libtorch's largest is 6, in
// "int[6]"): a scalar default is repeated that many times, so an absurd
// size would be an absurd allocation.
const maxListSize = 64

// SyntaxError is a schema that does not follow the grammar. Pos is a byte
// offset into Text.
type SyntaxError struct {
	Text string
	Pos  int
	Msg  string
}

func (e *SyntaxError) Error() string {
	// Quote a real schema (at most 605 bytes) in full, an absurd one only
	// by its start.
	text := fmt.Sprintf("%q", e.Text)
	if len(e.Text) > 1024 {
		text = fmt.Sprintf("%q (%d bytes)", model.Abbrev(e.Text), len(e.Text))
	}
	return fmt.Sprintf("schema %s: column %d: %s", text, e.Pos+1, e.Msg)
}

// ParseSchema parses one schema string ("aten::add.Tensor(Tensor self, …)
// -> Tensor") into an operator. Variants, python_module and deprecation are
// not part of a schema and are left for the caller.
func ParseSchema(text string) (op *model.Operator, err error) {
	p := &schemaParser{src: text}
	if len(text) > model.MaxSchema {
		p.fail("%d bytes, more than the limit of %d for a schema", len(text), model.MaxSchema)
		return nil, p.err
	}
	// A schema ends up in generated // comments, which a newline would end.
	for i, r := range text {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(text[i:]); n <= 1 {
				p.pos = i
				p.fail("invalid UTF-8")
				return nil, p.err
			}
		}
		if r < 0x20 || r == 0x7f {
			p.pos = i
			p.fail("control character %q", r)
			return nil, p.err
		}
	}
	op = &model.Operator{}
	p.parseName(op)
	p.expect("(")
	op.Args = p.parseArgs()
	p.expect(" -> ")
	op.Returns = p.parseReturns()
	if p.err == nil && p.pos != len(p.src) {
		p.fail("unexpected %q after the returns", p.rest())
	}
	if p.err != nil {
		return nil, p.err
	}
	op.Kind = model.ComputeKind(op.Name, op.Args)
	op.Schema = text
	if op.Namespace != "" {
		op.Schema = strings.TrimPrefix(text, op.Namespace+"::")
	}
	if err := op.Validate(); err != nil {
		return nil, &SyntaxError{Text: text, Pos: 0, Msg: err.Error()}
	}
	return op, nil
}

// ParseType parses a lone type ("int[1]?", "Tensor(a!)[]").
func ParseType(text string) (model.Type, error) {
	p := &schemaParser{src: text}
	t := p.parseType()
	if p.err == nil && p.pos != len(p.src) {
		p.fail("unexpected %q after the type", p.rest())
	}
	if p.err != nil {
		return nil, p.err
	}
	return t, nil
}

// schemaParser is a recursive-descent parser over the schema text. After the
// first error every method is a no-op, so callers check p.err once.
type schemaParser struct {
	src string
	pos int
	err *SyntaxError
}

func (p *schemaParser) fail(format string, args ...any) {
	if p.err == nil {
		p.err = &SyntaxError{Text: p.src, Pos: p.pos, Msg: fmt.Sprintf(format, args...)}
	}
}

func (p *schemaParser) rest() string {
	r := p.src[min(p.pos, len(p.src)):]
	if len(r) > 20 {
		r = r[:20] + "…"
	}
	return r
}

func (p *schemaParser) peek(s string) bool {
	return p.err == nil && strings.HasPrefix(p.src[p.pos:], s)
}

func (p *schemaParser) accept(s string) bool {
	if p.peek(s) {
		p.pos += len(s)
		return true
	}
	return false
}

func (p *schemaParser) expect(s string) {
	if !p.accept(s) {
		if p.pos >= len(p.src) {
			p.fail("expected %q, found end of text", s)
		} else {
			p.fail("expected %q, found %q", s, p.rest())
		}
	}
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// ident reads [A-Za-z0-9_]+ (plus '.' when dotted, for class names), at
// most model.MaxIdent bytes (model.MaxType when dotted: a type name).
func (p *schemaParser) ident(what string, dotted bool) string {
	if p.err != nil {
		return ""
	}
	start := p.pos
	for p.pos < len(p.src) && (isIdentByte(p.src[p.pos]) || dotted && p.src[p.pos] == '.') {
		p.pos++
	}
	if p.pos == start {
		if p.pos >= len(p.src) {
			p.fail("expected %s, found end of text", what)
		} else {
			p.fail("expected %s, found %q", what, p.rest())
		}
	}
	limit := model.MaxIdent
	if dotted {
		limit = model.MaxType
	}
	if n := p.pos - start; n > limit {
		p.pos = start
		p.fail("%s of %d bytes, more than the limit of %d", what, n, limit)
	}
	return p.src[start:p.pos]
}

// name reads a name the schema gives an operator, overload, argument or
// return: an identifier that does not start with a digit.
func (p *schemaParser) name(what string) string {
	start := p.pos
	s := p.ident(what, false)
	if p.err == nil && s[0] >= '0' && s[0] <= '9' {
		p.pos = start
		p.fail("%s %q starts with a digit", what, model.Abbrev(s))
	}
	return s
}

func (p *schemaParser) parseName(op *model.Operator) {
	name := p.name("operator name")
	if p.accept("::") {
		op.Namespace = name
		name = p.name("operator name")
	}
	op.Name = name
	if p.accept(".") {
		op.Overload = p.name("overload name")
	}
}

func (p *schemaParser) parseArgs() []model.Argument {
	var args []model.Argument
	if p.accept(")") {
		return args
	}
	kwargOnly, outSeen := false, false
	seen := map[string]bool{}
	for p.err == nil {
		if p.accept("*") {
			if kwargOnly {
				p.pos--
				p.fail("second keyword-only marker")
			}
			kwargOnly = true
		} else {
			a, namePos := p.parseArg()
			a.KwargOnly = kwargOnly
			if al := model.AliasOf(a.Type); kwargOnly && al != nil && al.Write {
				a.Out = true
			}
			// Checked here, not only by Validate, so Pos points at the name.
			if p.err == nil && seen[a.Name] {
				p.pos = namePos
				p.fail("duplicate argument %q", a.Name)
			}
			if p.err == nil && outSeen && !a.Out {
				p.pos = namePos
				p.fail("argument %q follows out arguments", a.Name)
			}
			seen[a.Name], outSeen = true, outSeen || a.Out
			args = append(args, a)
		}
		if p.accept(")") {
			break
		}
		p.expectSeparator()
	}
	return args
}

// expectSeparator reads the ", " between list items, whose alternative is
// the closing ")".
func (p *schemaParser) expectSeparator() {
	if !p.accept(", ") {
		if p.pos >= len(p.src) {
			p.fail(`expected ", " or ")", found end of text`)
		} else {
			p.fail(`expected ", " or ")", found %q`, p.rest())
		}
	}
}

// parseArg reads one argument; it also returns where its name starts.
func (p *schemaParser) parseArg() (model.Argument, int) {
	var a model.Argument
	a.Type = p.parseType()
	p.expect(" ")
	namePos := p.pos
	a.Name = p.name("argument name")
	if p.accept("=") {
		start := p.pos
		text := p.defaultText()
		if p.err == nil {
			v, err := parseDefault(text, a.Type)
			if err != nil {
				p.pos = start
				p.fail("default of %s: %v", a.Name, err)
			}
			a.Default = v
		}
	}
	return a, namePos
}

// defaultText scans a default up to the next top-level ", " or ")",
// honouring quotes (with backslash escapes) and brackets.
func (p *schemaParser) defaultText() string {
	start, depth := p.pos, 0
	for p.pos < len(p.src) {
		switch c := p.src[p.pos]; c {
		case '\'', '"':
			p.pos++
			for p.pos < len(p.src) && p.src[p.pos] != c {
				if p.src[p.pos] == '\\' {
					p.pos++
				}
				p.pos++
			}
			if p.pos >= len(p.src) {
				p.pos = start
				p.fail("unterminated string default")
				return ""
			}
		case '[':
			depth++
		case ']':
			depth--
		case ',', ')':
			if depth == 0 {
				if p.pos == start {
					p.fail("empty default")
				}
				return p.src[start:p.pos]
			}
		}
		p.pos++
		if p.pos-start > model.MaxDefault {
			p.pos = start
			p.fail("default of more than %d bytes", model.MaxDefault)
			return ""
		}
	}
	p.fail("default runs to the end of the text")
	return ""
}

func (p *schemaParser) parseType() model.Type {
	if p.err != nil {
		return nil
	}
	start := p.pos
	name := p.ident("type", true)
	var t model.Type
	switch {
	case name == "Tensor":
		tt := model.TensorType{}
		if p.accept("(") {
			tt.Alias = p.parseAlias()
			p.expect(")")
		}
		t = tt
	case strings.HasPrefix(name, "__torch__."):
		t = model.ClassType{Name: name}
	default:
		if b, ok := model.BaseByName[name]; ok {
			t = model.BaseType{Kind: b}
		} else {
			t = model.UnsupportedType{Text: name}
		}
	}
	for p.err == nil {
		// Checked per suffix: "Tensor???…" nests one type per "?".
		if p.pos-start > model.MaxType {
			p.pos = start
			p.fail("type of more than %d bytes", model.MaxType)
			return t
		}
		switch {
		case p.accept("?"):
			t = model.OptionalType{Elem: t}
		case p.accept("["):
			lt := model.ListType{Elem: t}
			if !p.peek("]") {
				n := p.ident("list size", false)
				size, err := strconv.Atoi(n)
				if err != nil || size <= 0 {
					p.pos -= len(n)
					p.fail("list size %q is not a positive integer", n)
				} else if size > maxListSize {
					p.pos -= len(n)
					p.fail("list size %d is more than %d", size, maxListSize)
				}
				lt.Size = size
			}
			p.expect("]")
			t = lt
		default:
			if u, ok := t.(model.UnsupportedType); ok {
				u.Text = p.src[start:p.pos]
				return u
			}
			return t
		}
	}
	return t
}

// parseAlias reads the inside of "Tensor(...)": "a", "a!", "a|b", "a -> *",
// "*".
func (p *schemaParser) parseAlias() *model.Alias {
	a := &model.Alias{}
	if p.accept("*") {
		a.Wildcard = true
	} else {
		a.Sets = p.aliasSets()
	}
	a.Write = p.accept("!")
	if p.accept(" -> ") {
		if p.accept("*") {
			a.After = []string{"*"}
		} else {
			a.After = p.aliasSets()
		}
	}
	return a
}

func (p *schemaParser) aliasSets() []string {
	sets := []string{p.ident("alias set", false)}
	for p.accept("|") {
		sets = append(sets, p.ident("alias set", false))
	}
	return sets
}

func (p *schemaParser) parseReturns() []model.Return {
	if p.accept("()") {
		return nil
	}
	if !p.accept("(") {
		return []model.Return{p.parseReturn()}
	}
	var rets []model.Return
	for p.err == nil {
		rets = append(rets, p.parseReturn())
		if p.accept(")") {
			break
		}
		p.expectSeparator()
	}
	return rets
}

func (p *schemaParser) parseReturn() model.Return {
	r := model.Return{Type: p.parseType()}
	if p.accept(" ") {
		r.Name = p.name("return name")
	}
	return r
}

// reductionNames are the symbolic int defaults (at::Reduction).
var reductionNames = map[string]int64{"Mean": 1, "Sum": 2}

// parseDefault turns default text into a value typed by the argument type.
func parseDefault(text string, t model.Type) (model.Value, error) {
	if text == "None" {
		if _, ok := t.(model.OptionalType); ok {
			return model.NoneValue{}, nil
		}
		return nil, fmt.Errorf("None for non-optional type %s", t)
	}
	t, _ = model.Unwrap(t)
	switch t := t.(type) {
	case model.ListType:
		if strings.HasPrefix(text, "[") {
			if !strings.HasSuffix(text, "]") {
				return nil, fmt.Errorf("unterminated list %q", text)
			}
			inner := strings.TrimSpace(text[1 : len(text)-1])
			list := model.ListValue{}
			if inner == "" {
				return list, nil
			}
			for _, e := range strings.Split(inner, ",") {
				v, err := parseDefault(strings.TrimSpace(e), t.Elem)
				if err != nil {
					return nil, err
				}
				list = append(list, v)
			}
			// The size of an int list is only a hint ("int[1] dim=[-2,-1]" is
			// valid); only bool[N] is a real fixed-size array, checked by emit.
			return list, nil
		}
		// A scalar default for a list: "int[2] stride=1" means [1, 1].
		v, err := parseDefault(text, t.Elem)
		if err != nil {
			return nil, err
		}
		n := max(t.Size, 1)
		list := make(model.ListValue, n)
		for i := range list {
			list[i] = v
		}
		return list, nil
	case model.TensorType:
		return nil, fmt.Errorf("default %q for Tensor", text)
	case model.BaseType:
		return parseBaseDefault(text, t.Kind)
	}
	return nil, fmt.Errorf("default %q for type %s", text, t)
}

func parseBaseDefault(text string, b model.Base) (model.Value, error) {
	switch b {
	case model.Bool, model.SymBool:
		switch text {
		case "True":
			return model.BoolValue(true), nil
		case "False":
			return model.BoolValue(false), nil
		}
	case model.Int, model.SymInt, model.DeviceIndex:
		if v, ok := reductionNames[text]; ok {
			return model.IntValue{V: v, Symbol: text}, nil
		}
		if v, err := strconv.ParseInt(text, 10, 64); err == nil {
			return model.IntValue{V: v}, nil
		}
	case model.Float:
		return parseFloat(text)
	case model.Scalar:
		if v, err := strconv.ParseInt(text, 10, 64); err == nil {
			return model.IntValue{V: v}, nil
		}
		switch text {
		case "True":
			return model.BoolValue(true), nil
		case "False":
			return model.BoolValue(false), nil
		}
		return parseFloat(text)
	case model.Str:
		return parseString(text)
	case model.ScalarType, model.MemoryFormat, model.Layout, model.QScheme:
		if isIdent(text) {
			return model.EnumValue{Type: b, Name: text}, nil
		}
	}
	return nil, fmt.Errorf("%q is not a valid %s", text, b)
}

func isIdent(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isIdentByte(s[i]) {
			return false
		}
	}
	return true
}

func parseFloat(text string) (model.Value, error) {
	switch text {
	case "inf":
		return model.FloatValue{V: math.Inf(1), Text: text}, nil
	case "-inf":
		return model.FloatValue{V: math.Inf(-1), Text: text}, nil
	case "nan":
		return model.FloatValue{V: math.NaN(), Text: text}, nil
	}
	v, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return nil, fmt.Errorf("%q is not a number", text)
	}
	return model.FloatValue{V: v, Text: text}, nil
}

// parseString unquotes a '…' or "…" default with backslash escapes.
func parseString(text string) (model.Value, error) {
	if len(text) < 2 || (text[0] != '\'' && text[0] != '"') || text[len(text)-1] != text[0] {
		return nil, fmt.Errorf("%s is not a quoted string", text)
	}
	var b strings.Builder
	body := text[1 : len(text)-1]
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\\' {
			if i+1 >= len(body) {
				return nil, fmt.Errorf("%s ends in a lone backslash", text)
			}
			i++
			switch body[i] {
			case 'n':
				c = '\n'
			case 't':
				c = '\t'
			default:
				c = body[i]
			}
		} else if c == text[0] {
			return nil, fmt.Errorf("%s has an unescaped quote", text)
		}
		b.WriteByte(c)
	}
	return model.StrValue(b.String()), nil
}
