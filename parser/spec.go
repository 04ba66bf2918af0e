package parser

import (
	"fmt"
	"io/fs"
	"regexp"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/specs"
)

// A class spec describes C++ classes and free functions the generator
// binds beside the operators (hasktorch's second input). docs/SPECS.md
// documents the format; specs/*.yaml are the project's own.

type specFile struct {
	Classes   []specClass  `yaml:"classes"`
	Functions []specMethod `yaml:"functions"`
}

type specClass struct {
	Class string `yaml:"class"` // Go type name
	Cxx   string `yaml:"cxx"`
	Kind  string `yaml:"kind"` // handle | value
	// SchemaType names the schema type this class is, when it is one
	// (Tensor, Scalar, Device, Generator); else the class gets a type of
	// its own (model.ObjectType).
	SchemaType string   `yaml:"schema_type"`
	Doc        string   `yaml:"doc"`
	Includes   []string `yaml:"includes"`
	Requires   []string `yaml:"requires"`
	// RequiresDoc: model.Class.RequiresDoc.
	RequiresDoc string       `yaml:"requires_doc"`
	Unit        string       `yaml:"unit"`
	Defines     []string     `yaml:"defines"`
	Hot         bool         `yaml:"hot"`
	Methods     []specMethod `yaml:"methods"`
	line        int
}

type specMethod struct {
	Cxx      string   `yaml:"cxx"` // the C++ signature
	Go       string   `yaml:"go"`
	Static   bool     `yaml:"static"`
	Body     string   `yaml:"body"`
	NoThrow  bool     `yaml:"nothrow"`
	Python   []string `yaml:"python"`
	Doc      string   `yaml:"doc"`
	Includes []string `yaml:"includes"`
	Requires []string `yaml:"requires"`
	Line     int      `yaml:"-"`
}

// ReadSpecs reads every *.yaml file of fsys (sorted by name) as one set of
// class specs. Names resolve across files: a class of one file is a type
// in all of them.
func ReadSpecs(fsys fs.FS) (*model.Specs, error) {
	names, err := fs.Glob(fsys, "*.yaml")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	files := make([]*specFile, len(names))
	for i, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		if files[i], err = decodeSpec(data, name); err != nil {
			return nil, err
		}
	}
	return parseSpecFiles(func(yield func(string, *specFile) bool) {
		for i, f := range files {
			if !yield(names[i], f) {
				return
			}
		}
	})
}

// decodeSpec decodes one spec file, rejecting unknown keys and noting
// each entry's line.
func decodeSpec(data []byte, source string) (*specFile, error) {
	if err := checkInputSize(len(data)); err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	var f specFile
	if err := root.Decode(&f); err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	if err := strictKeys(&root, source); err != nil {
		return nil, err
	}
	setLines(&root, &f)
	return &f, nil
}

// DefaultSpecs reads the project's own class specs (specs/).
func DefaultSpecs() (*model.Specs, error) { return ReadSpecs(specs.FS) }

// ParseSpec parses one spec file's contents (for tests and fuzzing).
func ParseSpec(data []byte, source string) (*model.Specs, error) {
	f, err := decodeSpec(data, source)
	if err != nil {
		return nil, err
	}
	return parseSpecFiles(func(yield func(string, *specFile) bool) { yield(source, f) })
}

// strictKeys rejects unknown keys: a misspelt "nothrow" must not be
// ignored.
func strictKeys(root *yaml.Node, source string) error {
	known := map[string]bool{}
	for _, k := range []string{"classes", "functions", "class", "cxx", "kind", "schema_type", "doc",
		"includes", "requires", "requires_doc", "unit", "defines", "hot", "methods", "go", "static", "body", "nothrow", "python"} {
		known[k] = true
	}
	var walk func(n *yaml.Node) error
	walk = func(n *yaml.Node) error {
		if n.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(n.Content); i += 2 {
				if k := n.Content[i].Value; !known[k] {
					return fmt.Errorf("%s:%d: unknown key %q", source, n.Content[i].Line, k)
				}
			}
		}
		for _, c := range n.Content {
			if err := walk(c); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(root)
}

// setLines records each method's line for messages.
func setLines(root *yaml.Node, f *specFile) {
	if len(root.Content) == 0 {
		return
	}
	doc := root.Content[0]
	get := func(m *yaml.Node, key string) *yaml.Node {
		if m == nil || m.Kind != yaml.MappingNode {
			return nil
		}
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == key {
				return m.Content[i+1]
			}
		}
		return nil
	}
	if cs := get(doc, "classes"); cs != nil {
		for i, c := range cs.Content {
			if i < len(f.Classes) {
				f.Classes[i].line = c.Line
				if ms := get(c, "methods"); ms != nil {
					for j, m := range ms.Content {
						if j < len(f.Classes[i].Methods) {
							f.Classes[i].Methods[j].Line = m.Line
						}
					}
				}
			}
		}
	}
	if fs := get(doc, "functions"); fs != nil {
		for i, m := range fs.Content {
			if i < len(f.Functions) {
				f.Functions[i].Line = m.Line
			}
		}
	}
}

// schemaTypes are the schema types a class may declare itself to be.
var schemaTypes = map[string]model.Type{
	"Tensor":    model.TensorType{},
	"Scalar":    model.BaseType{Kind: model.Scalar},
	"Device":    model.BaseType{Kind: model.Device},
	"Generator": model.BaseType{Kind: model.Generator},
}

// parseSpecFiles turns decoded spec files into the model: classes first
// (so every file may use every class), then their methods and the free
// functions.
func parseSpecFiles(files func(yield func(string, *specFile) bool)) (*model.Specs, error) {
	specs := &model.Specs{}
	types := &specTypes{byCxx: map[string]*model.Class{}}
	type pending struct {
		source string
		sc     *specClass
		c      *model.Class
	}
	var classes []pending
	var functions []struct {
		source string
		sm     *specMethod
	}
	var problems []string
	for source, f := range files {
		for i := range f.Classes {
			sc := &f.Classes[i]
			at := fmt.Sprintf("%s:%d", source, sc.line)
			c := &model.Class{GoName: sc.Class, Cxx: sc.Cxx, Doc: strings.TrimSpace(sc.Doc), Includes: sc.Includes,
				Requires: sc.Requires, RequiresDoc: strings.TrimSpace(sc.RequiresDoc), Unit: sc.Unit, Defines: sc.Defines, Hot: sc.Hot, Source: source}
			switch sc.Kind {
			case "handle":
				c.Kind = model.HandleClass
			case "value":
				c.Kind = model.ValueClass
			default:
				problems = append(problems, fmt.Sprintf("%s: class %s: kind %q, want handle or value", at, sc.Class, sc.Kind))
				continue
			}
			if err := model.CheckIdent(c.GoName); err != nil || c.GoName[0] < 'A' || c.GoName[0] > 'Z' {
				problems = append(problems, fmt.Sprintf("%s: class name %q is not an exported Go identifier", at, sc.Class))
				continue
			}
			if c.Cxx == "" {
				problems = append(problems, fmt.Sprintf("%s: class %s has no cxx type", at, sc.Class))
				continue
			}
			if err := checkUnit(sc.Unit, sc.Defines, sc.Hot); err != nil {
				problems = append(problems, fmt.Sprintf("%s: class %s: %v", at, sc.Class, err))
				continue
			}
			if sc.SchemaType != "" {
				t, ok := schemaTypes[sc.SchemaType]
				if !ok {
					problems = append(problems, fmt.Sprintf("%s: class %s: unknown schema_type %q", at, sc.Class, sc.SchemaType))
					continue
				}
				c.Type = t
			} else {
				c.Type = model.ObjectType{Class: c.GoName, Cxx: c.Cxx, Handle: c.Kind == model.HandleClass}
			}
			if prev := specs.Class(c.GoName); prev != nil {
				problems = append(problems, fmt.Sprintf("%s: class %s is declared twice (also in %s)", at, c.GoName, prev.Source))
				continue
			}
			specs.Classes = append(specs.Classes, c)
			types.add(c)
			classes = append(classes, pending{source, sc, c})
		}
		for i := range f.Functions {
			functions = append(functions, struct {
				source string
				sm     *specMethod
			}{source, &f.Functions[i]})
		}
	}
	for _, p := range classes {
		for i := range p.sc.Methods {
			m, err := types.method(p.c, &p.sc.Methods[i])
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s:%d: %v", p.source, p.sc.Methods[i].Line, err))
				continue
			}
			p.c.Methods = append(p.c.Methods, m)
		}
	}
	for _, f := range functions {
		m, err := types.method(nil, f.sm)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s:%d: %v", f.source, f.sm.Line, err))
			continue
		}
		specs.Functions = append(specs.Functions, m)
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("class specs:\n  %s", strings.Join(problems, "\n  "))
	}
	if err := specs.Validate(); err != nil {
		return nil, err
	}
	return specs, nil
}

// checkUnit checks a class's own translation unit: a lower-case name
// that is no package the generator makes itself, and macro names (NAME or
// NAME=VALUE, no spaces: they land in a #cgo line) and hot only with a
// unit.
func checkUnit(unit string, defines []string, hot bool) error {
	if unit == "" {
		if len(defines) > 0 {
			return fmt.Errorf("defines without a unit: they apply to a unit of its own")
		}
		// hot without a unit compiles the default unit, all the specs'
		// classes without one, at -O2 (specs/jit.yaml's Module).
		return nil
	}
	if !unitName.MatchString(unit) || unit == "classes" || unit == "cxxrt" || unit == "customops" || shimName.MatchString(unit) {
		return fmt.Errorf("unit %q: want a lower-case name ([a-z][a-z0-9_]*) other than classes, cxxrt, customops and shimNN", unit)
	}
	for _, d := range defines {
		if !defineName.MatchString(d) {
			return fmt.Errorf("define %q: want NAME or NAME=VALUE (letters, digits, _)", d)
		}
	}
	return nil
}

var (
	unitName   = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
	shimName   = regexp.MustCompile(`^shim[0-9]+$`)
	defineName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(=[A-Za-z0-9_]+)?$`)
)

// specTypes resolves C++ type names in signatures: the spec's classes
// first, then the types torchgen spells (ParseCppType).
type specTypes struct {
	byCxx map[string]*model.Class // unqualified C++ name → class
}

// add makes a class a type of signatures by its C++ name and, for a C++
// type that is no plain name (std::shared_ptr<...>), by its Go name.
func (s *specTypes) add(c *model.Class) {
	s.byCxx[unqualified(c.Cxx)] = c
	if strings.Contains(c.Cxx, "<") {
		s.byCxx[c.GoName] = c
	}
}

func unqualified(name string) string {
	if i := strings.LastIndex(name, "::"); i >= 0 {
		return name[i+2:]
	}
	return name
}

// cppExtra are C++ spellings specs use that torchgen's never do.
var cppExtra = map[string]model.Type{
	"string":        model.BaseType{Kind: model.Str},
	"variable_list": model.ListType{Elem: model.TensorType{}},
	"Bytes":         model.BaseType{Kind: model.Bytes}, // gotorch's: Go []byte, C++ std::string
}

// typeOf maps a parameter or return type. A class name (optionally
// qualified, const, by reference) is that class's type; a vector or
// ArrayRef of one is a list of it.
func (s *specTypes) typeOf(text string) (model.Type, error) {
	norm := strings.TrimSpace(text)
	norm = strings.TrimPrefix(norm, "const ")
	norm = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(norm, "&"), "&"))
	norm = strings.TrimSpace(strings.TrimSuffix(norm, " const"))
	if c, ok := s.byCxx[unqualified(norm)]; ok && !strings.Contains(norm, "<") {
		return c.Type, nil
	}
	if t, ok := cppExtra[unqualified(norm)]; ok && !strings.Contains(norm, "<") {
		return t, nil
	}
	for _, list := range []string{"ArrayRef<", "vector<"} {
		if i := strings.Index(norm, list); i >= 0 && strings.HasSuffix(norm, ">") && !strings.Contains(norm[:i], "<") {
			inner := strings.TrimSpace(norm[i+len(list) : len(norm)-1])
			if c, ok := s.byCxx[unqualified(inner)]; ok {
				return model.ListType{Elem: c.Type}, nil
			}
			if unqualified(inner) == "string" {
				return model.ListType{Elem: model.BaseType{Kind: model.Str}}, nil
			}
		}
	}
	t := ParseCppType(text)
	if u, ok := t.(model.UnsupportedType); ok {
		return nil, fmt.Errorf("unknown C++ type %q", u.Text)
	}
	return t, nil
}

// method parses one spec entry's C++ signature,
//
//	RET NAME(TYPE name [= DEFAULT], ...) [const]
//
// into a method of c (nil: a free function).
func (s *specTypes) method(c *model.Class, sm *specMethod) (*model.Method, error) {
	sig := strings.TrimSpace(sm.Cxx)
	if sig == "" {
		return nil, fmt.Errorf("entry without a cxx signature")
	}
	ret, name, params, isConst, err := splitSignature(sig)
	if err != nil {
		return nil, fmt.Errorf("%q: %v", sig, err)
	}
	m := &model.Method{Class: c, CxxName: name, Const: isConst, Signature: sig, Body: strings.TrimSpace(sm.Body),
		NoThrow: sm.NoThrow, Python: sm.Python, Doc: strings.TrimSpace(sm.Doc), Line: sm.Line}
	switch {
	case c == nil:
		m.Kind = model.FreeFunction
	case strings.HasPrefix(name, "operator"):
		m.Kind = model.OperatorMethod
	case sm.Static:
		m.Kind = model.StaticMethod
	default:
		m.Kind = model.InstanceMethod
	}
	if c != nil && (len(sm.Includes) > 0 || len(sm.Requires) > 0) {
		return nil, fmt.Errorf("%s: includes and requires belong to the class", name)
	}
	if c == nil {
		m.Includes, m.Requires = sm.Includes, sm.Requires
	}
	// An empty Go name is derived by overloads.SpecName.
	m.GoName = sm.Go
	for _, p := range params {
		a, err := s.param(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		m.Args = append(m.Args, a)
	}
	if ret != "void" {
		t, err := s.typeOf(ret)
		if err != nil {
			return nil, fmt.Errorf("%s: result: %v", name, err)
		}
		m.Returns = []model.Return{{Type: t}}
	}
	return m, nil
}

// param parses "TYPE name [= DEFAULT]".
func (s *specTypes) param(p string) (model.Argument, error) {
	decl, def, hasDef := cutTopLevel(p, '=')
	decl = strings.TrimSpace(decl)
	i := strings.LastIndexFunc(decl, func(r rune) bool { return !isIdentByte(byte(r)) })
	if i < 0 || i == len(decl)-1 {
		return model.Argument{}, fmt.Errorf("parameter %q has no name", p)
	}
	name, typ := decl[i+1:], decl[:i+1]
	t, err := s.typeOf(typ)
	if err != nil {
		return model.Argument{}, fmt.Errorf("parameter %s: %v", name, err)
	}
	a := model.Argument{Name: name, Type: t}
	if hasDef {
		def = strings.TrimSpace(def)
		if model.IsTensor(t) && def == "{}" {
			// An undefined tensor is C++'s spelling of None.
			a.Type = model.OptionalType{Elem: t}
			a.Default = model.NoneValue{}
			return a, nil
		}
		if l, ok := t.(model.ListType); ok && def == "{}" && !isBaseList(l) {
			a.Default = model.ListValue{}
			return a, nil
		}
		v, err := ParseCppDefault(def, t)
		if err != nil {
			return model.Argument{}, fmt.Errorf("parameter %s: default: %v", name, err)
		}
		a.Default = v
	}
	return a, nil
}

func isBaseList(l model.ListType) bool { _, ok := l.Elem.(model.BaseType); return ok }

// splitSignature splits "RET NAME(PARAMS) [const]".
func splitSignature(sig string) (ret, name string, params []string, isConst bool, err error) {
	rest := strings.TrimSpace(sig)
	if r, ok := strings.CutSuffix(rest, "const"); ok && strings.HasSuffix(strings.TrimSpace(r), ")") {
		rest, isConst = strings.TrimSpace(r), true
	}
	if !strings.HasSuffix(rest, ")") {
		return "", "", nil, false, fmt.Errorf("no parameter list")
	}
	depth, open := 0, -1
	for i := len(rest) - 1; i >= 0; i-- {
		switch rest[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				open = i
			}
		}
		if open >= 0 {
			break
		}
	}
	if open < 0 {
		return "", "", nil, false, fmt.Errorf("unbalanced parentheses")
	}
	head, inner := strings.TrimSpace(rest[:open]), strings.TrimSpace(rest[open+1:len(rest)-1])
	if i := strings.Index(head, "operator"); i >= 0 && (i == 0 || !isIdentByte(head[i-1])) {
		ret, name = strings.TrimSpace(head[:i]), strings.ReplaceAll(head[i:], " ", "")
	} else {
		j := strings.LastIndexAny(head, " &*>")
		if j < 0 {
			return "", "", nil, false, fmt.Errorf("no result type")
		}
		ret, name = strings.TrimSpace(head[:j+1]), head[j+1:]
	}
	if ret == "" || name == "" {
		return "", "", nil, false, fmt.Errorf("want RESULT NAME(PARAMETERS)")
	}
	if inner != "" && inner != "void" {
		params = splitTopLevel(inner, ',')
	}
	return ret, name, params, isConst, nil
}

// splitTopLevel splits s at sep outside <>, (), {} and quotes.
func splitTopLevel(s string, sep byte) []string {
	var parts []string
	for {
		i := topLevel(s, sep)
		if i < 0 {
			return append(parts, strings.TrimSpace(s))
		}
		parts = append(parts, strings.TrimSpace(s[:i]))
		s = s[i+1:]
	}
}

// cutTopLevel cuts s at the first sep outside brackets and quotes.
func cutTopLevel(s string, sep byte) (before, after string, found bool) {
	if i := topLevel(s, sep); i >= 0 {
		return s[:i], s[i+1:], true
	}
	return s, "", false
}

// topLevel is the index of the first sep in s outside <>, (), {} and
// quotes, or -1.
func topLevel(s string, sep byte) int {
	depth, quoted := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '<' || c == '(' || c == '{':
			depth++
		case c == '>' || c == ')' || c == '}':
			depth--
		case c == sep && depth == 0:
			return i
		}
	}
	return -1
}

// ParseCustomOps reads a file of custom operator schemas, one per line
// ("myops::scale(Tensor x, float s=2.0) -> Tensor"; blank lines and lines
// starting with # are ignored), for typed wrappers that call them by name.
// Each needs a namespace other than aten.
func ParseCustomOps(data []byte, source string) ([]*model.Operator, error) {
	if err := checkInputSize(len(data)); err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	lines := strings.Split(string(data), "\n")
	// Counted before any is parsed: past the limit, binding them would
	// take minutes and gigabytes before failing anyway.
	n := 0
	for _, line := range lines {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			n++
		}
	}
	if n > model.MaxOperators {
		return nil, fmt.Errorf("%s: %d operator schemas: %s", source, n, tooManyOperators())
	}
	var ops []*model.Operator
	seen := map[string]int{}
	for i, line := range lines {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		op, err := ParseSchema(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", source, i+1, err)
		}
		if op.Namespace == "" || op.Namespace == "aten" {
			return nil, fmt.Errorf("%s:%d: %s: a custom operator needs a namespace of its own (myops::%s)", source, i+1, op.ID(), op.Name)
		}
		key := op.Namespace + "::" + op.ID()
		if prev, ok := seen[key]; ok {
			return nil, fmt.Errorf("%s:%d: %s is declared twice (also line %d)", source, i+1, key, prev)
		}
		seen[key] = i + 1
		op.Variants = model.Variants{Function: true}
		if err := op.Validate(); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", source, i+1, err)
		}
		ops = append(ops, op)
	}
	return ops, nil
}
