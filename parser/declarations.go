package parser

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/gotorchgen/gotorchgen/model"
)

// This file is the Declarations.yaml frontend. Declarations.yaml is what
// `python3 -m torchgen.gen --generate declarations_yaml` writes (see
// scripts/make-declarations.sh): one entry per operator, each with its
// schema string and, independently, structured fields describing the C++
// API (C++ types, C++ default expressions, annotations, variants).
//
// The operators are built from the structured fields, not from the schema
// string. The schema string is parsed too, with ParseSchema, and the two
// are compared: every disagreement is a cross-check difference. Two facts
// exist only in the schema string, because the C++ API the structured
// fields describe cannot express them:
//
//   - SymInt: Declarations.yaml describes the non-SymInt C++ API, where a
//     SymInt argument is int64_t and SymInt[] is at::IntArrayRef;
//   - the alias annotation of a return by value: "Tensor(a)" (a view) is
//     just at::Tensor. (A return by reference, "Tensor(a!)", is named after
//     the argument it returns, and gets that argument's annotation.)
//
// Where a structured type is such a coarsening of the schema's type (and
// only there), the operator takes the schema's type, so the library is as
// precise as the one the header frontend gives.

// DeclarationsError is a problem with a Declarations.yaml file: not YAML,
// not the expected shape, or an entry with a missing or malformed field.
type DeclarationsError struct {
	Source string // the file
	Line   int    // 1-based; 0 when unknown
	Op     string // "aten::add.Tensor" when the entry's name is known
	Msg    string
}

func (e *DeclarationsError) Error() string {
	var b strings.Builder
	b.WriteString(e.Source)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Op != "" {
		b.WriteString(": " + e.Op)
	}
	b.WriteString(": " + e.Msg)
	return b.String()
}

// maxDeclErrors bounds how many entry errors one call reports.
const maxDeclErrors = 10

// ReadDeclarations reads a Declarations.yaml file; see ParseDeclarations.
func ReadDeclarations(path string) (*model.Library, error) {
	data, err := readInput(path)
	if err != nil {
		return nil, err
	}
	return ParseDeclarations(data, path)
}

// ParseDeclarations builds a library from the contents of a
// Declarations.yaml file; source names it in errors and in Library.Source.
// Library.Version is empty: the file does not say which release it
// describes. Errors are *DeclarationsError values (several joined with
// errors.Join when several entries are bad), each naming the file and the
// line. A C++ type the frontend does not know is not an error: it becomes a
// model.UnsupportedType holding the C++ spelling.
func ParseDeclarations(data []byte, source string) (*model.Library, error) {
	lib, _, err := parseDeclarations(data, source)
	return lib, err
}

// CrossCheckDeclarations is ParseDeclarations that also returns the
// cross-check: every way an entry's structured fields disagree with its
// schema_string (as ParseSchema reads it), or with each other, one
// human-readable line each ("file:line: aten::op.overload: …"). Both real
// files, 1.13.1 and 2.6.0, give none.
func CrossCheckDeclarations(data []byte, source string) (*model.Library, []string, error) {
	lib, st, err := parseDeclarations(data, source)
	if err != nil {
		return nil, nil, err
	}
	return lib, st.diffs, nil
}

// declStats is what one read found besides the operators.
type declStats struct {
	diffs []string
	// Types the schema made more precise: int → SymInt, and returns by
	// value that gained an alias annotation.
	symInts, returnAliases int
}

var yamlLineRE = regexp.MustCompile(`^yaml: line (\d+): `)

func parseDeclarations(data []byte, source string) (*model.Library, *declStats, error) {
	lib, st, err := parseDeclarationsYAML(data, source)
	if err != nil {
		errs := []error{err}
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			errs = j.Unwrap()
		}
		for _, e := range errs {
			if de, ok := e.(*DeclarationsError); ok && de.Line > 0 {
				de.Line = fileLine(data, de.Line)
			}
		}
	}
	return lib, st, err
}

// fileLine turns a line number of yaml.v3, which counts "\r", "\r\n", NEL,
// LS and PS as line breaks, into the file's line as the other readers
// count them, by "\n": a lone "\r" used to put an error on a line past the
// end of the file. yaml.v3 also puts the empty document after a final
// "---" on the line after it, so the line is at most the file's last.
func fileLine(data []byte, yamlLine int) int {
	if !bytes.ContainsAny(data, "\r\u0085\u2028\u2029") {
		return min(yamlLine, bytes.Count(data, []byte("\n"))+1)
	}
	i := 0
	for breaks := 0; breaks < yamlLine-1 && i < len(data); {
		switch {
		case data[i] == '\r' && i+1 < len(data) && data[i+1] == '\n':
			i += 2
		case data[i] == '\r' || data[i] == '\n':
			i++
		case bytes.HasPrefix(data[i:], []byte("\u0085")):
			i += 2
		case bytes.HasPrefix(data[i:], []byte("\u2028")), bytes.HasPrefix(data[i:], []byte("\u2029")):
			i += 3
		default:
			i++
			continue
		}
		breaks++
	}
	return bytes.Count(data[:i], []byte("\n")) + 1
}

func parseDeclarationsYAML(data []byte, source string) (*model.Library, *declStats, error) {
	if err := checkInputSize(len(data)); err != nil {
		return nil, nil, &DeclarationsError{Source: source, Msg: err.Error()}
	}
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		// yaml.v3 leaves the line out when it is the first one.
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		e := &DeclarationsError{Source: source, Line: 1, Msg: "not valid YAML: " + msg}
		if m := yamlLineRE.FindStringSubmatch(err.Error()); m != nil {
			e.Line, _ = strconv.Atoi(m[1])
			e.Msg = "not valid YAML: " + strings.TrimPrefix(err.Error(), m[0])
		}
		return nil, nil, e
	}
	if root.Kind != yaml.DocumentNode || len(root.Content) != 1 {
		return nil, nil, &DeclarationsError{Source: source, Line: 1, Msg: "empty file: expected a list of operators"}
	}
	list := root.Content[0]
	if list.Kind != yaml.SequenceNode {
		return nil, nil, &DeclarationsError{Source: source, Line: list.Line,
			Msg: fmt.Sprintf("expected a list of operators, found %s", yamlNodeKind(list))}
	}
	if len(list.Content) > model.MaxOperators {
		return nil, nil, &DeclarationsError{Source: source, Line: list.Content[model.MaxOperators].Line,
			Msg: tooManyOperators()}
	}
	lib := &model.Library{Source: source}
	st := &declStats{}
	var errs []error
	lines := map[*model.Operator]int{}
	for _, n := range list.Content {
		r := &entryReader{source: source, stats: st}
		op, err := r.read(n)
		if err != nil {
			errs = append(errs, err)
			if len(errs) == maxDeclErrors {
				errs = append(errs, &DeclarationsError{Source: source,
					Msg: fmt.Sprintf("giving up after %d errors", maxDeclErrors)})
				break
			}
			continue
		}
		lines[op] = n.Line
		lib.Operators = append(lib.Operators, op)
	}
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	if err := cutShort(data, source, list); err != nil {
		return nil, nil, err
	}
	lib.Sort()
	for i := 1; i < len(lib.Operators); i++ {
		a, b := lib.Operators[i-1], lib.Operators[i]
		if a.ID() == b.ID() {
			first, second := lines[a], lines[b]
			if first > second {
				first, second = second, first
			}
			return nil, nil, &DeclarationsError{Source: source, Line: second, Op: "aten::" + b.ID(),
				Msg: fmt.Sprintf("duplicate operator (also at line %d)", fileLine(data, first))}
		}
	}
	return lib, st, nil
}

// cutShort finds the signs of a file that ends early, inside its last
// entry. torchgen (through PyYAML) ends every line with a newline and
// writes every field of every entry, so a last line without a newline (a
// cut inside a line that still parses, such as "python_module: n") or a
// last entry lacking a field that every other entry has (a cut at a line
// boundary inside the entry, after the fields this reader needs) is a file
// cut short. A cut exactly between two entries leaves a valid, shorter
// file: nothing in it says so, and only an install to compare with can
// tell (ReadDeclarationsFor).
func cutShort(data []byte, source string, list *yaml.Node) error {
	last := lastLine(data)
	if len(data) > 0 && data[len(data)-1] != '\n' {
		return &DeclarationsError{Source: source, Line: last,
			Msg: "the last line has no newline: the file looks cut short (torchgen ends every line)"}
	}
	n := len(list.Content)
	if n < 2 || list.Content[n-1].Kind != yaml.MappingNode {
		return nil
	}
	keys := func(e *yaml.Node) map[string]bool {
		m := map[string]bool{}
		for i := 0; i+1 < len(e.Content); i += 2 {
			m[e.Content[i].Value] = true
		}
		return m
	}
	common := keys(list.Content[0])
	for _, e := range list.Content[1 : n-1] {
		k := keys(e)
		for key := range common {
			if !k[key] {
				delete(common, key)
			}
		}
	}
	lastKeys := keys(list.Content[n-1])
	var lacks []string
	for key := range common {
		if !lastKeys[key] {
			lacks = append(lacks, strconv.Quote(key))
		}
	}
	if len(lacks) == 0 {
		return nil
	}
	sort.Strings(lacks)
	return &DeclarationsError{Source: source, Line: last,
		Msg: fmt.Sprintf("the last entry (line %d) lacks %s, which every other entry has: the file looks cut short",
			fileLine(data, list.Content[n-1].Line), strings.Join(lacks, ", "))}
}

// entryReader reads one entry of the list.
type entryReader struct {
	source string
	stats  *declStats
	op     string // "aten::name.overload", once known
	line   int    // the entry's first line
}

func (r *entryReader) errorf(n *yaml.Node, format string, args ...any) error {
	line := r.line
	if n != nil {
		line = n.Line
	}
	return &DeclarationsError{Source: r.source, Line: line, Op: r.op, Msg: fmt.Sprintf(format, args...)}
}

func (r *entryReader) difff(n *yaml.Node, format string, args ...any) {
	line := r.line
	if n != nil {
		line = n.Line
	}
	r.stats.diffs = append(r.stats.diffs,
		fmt.Sprintf("%s:%d: %s: %s", r.source, line, r.op, fmt.Sprintf(format, args...)))
}

func yamlNodeKind(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.MappingNode:
		return "a mapping"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "null"
		}
		// A whole non-YAML file can be one scalar: quote its start only.
		v := n.Value
		if r := []rune(v); len(r) > 40 {
			v = string(r[:40]) + "…"
		}
		return fmt.Sprintf("the scalar %q", v)
	case yaml.AliasNode:
		return "an alias"
	}
	return "nothing"
}

// yamlMapping is a YAML mapping node with its keys indexed.
type yamlMapping struct {
	node *yaml.Node
	keys map[string]*yaml.Node
}

func (r *entryReader) mapping(n *yaml.Node, what string) (*yamlMapping, error) {
	if n.Kind != yaml.MappingNode {
		return nil, r.errorf(n, "%s: expected a mapping, found %s", what, yamlNodeKind(n))
	}
	m := &yamlMapping{node: n, keys: map[string]*yaml.Node{}}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if _, dup := m.keys[k.Value]; dup {
			return nil, r.errorf(k, "%s: duplicate key %q", what, model.Abbrev(k.Value))
		}
		m.keys[k.Value] = v
	}
	return m, nil
}

// str returns a required scalar field's text. A field present but null is
// missing too.
func (r *entryReader) str(m *yamlMapping, key, what string) (string, *yaml.Node, error) {
	n, ok := m.keys[key]
	if !ok || n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return "", nil, r.errorf(m.node, "%s: missing field %q", what, key)
	}
	if n.Kind != yaml.ScalarNode {
		return "", nil, r.errorf(n, "%s: field %q: expected a string, found %s", what, key, yamlNodeKind(n))
	}
	return n.Value, n, nil
}

// optStr returns an optional scalar field's text ("" when absent or null).
func (r *entryReader) optStr(m *yamlMapping, key, what string) (string, *yaml.Node, error) {
	n, ok := m.keys[key]
	if !ok || n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return "", nil, nil
	}
	if n.Kind != yaml.ScalarNode {
		return "", nil, r.errorf(n, "%s: field %q: expected a string, found %s", what, key, yamlNodeKind(n))
	}
	return n.Value, n, nil
}

// optBool returns an optional boolean field (false when absent).
func (r *entryReader) optBool(m *yamlMapping, key, what string) (bool, error) {
	n, ok := m.keys[key]
	if !ok || n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return false, nil
	}
	var b bool
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" || n.Decode(&b) != nil {
		return false, r.errorf(n, "%s: field %q: expected true or false, found %s", what, key, yamlNodeKind(n))
	}
	return b, nil
}

// seq returns a required list field's items.
func (r *entryReader) seq(m *yamlMapping, key, what string) ([]*yaml.Node, error) {
	n, ok := m.keys[key]
	if !ok {
		return nil, r.errorf(m.node, "%s: missing field %q", what, key)
	}
	if n.Kind != yaml.SequenceNode {
		return nil, r.errorf(n, "%s: field %q: expected a list, found %s", what, key, yamlNodeKind(n))
	}
	return n.Content, nil
}

func (r *entryReader) read(n *yaml.Node) (*model.Operator, error) {
	r.line = n.Line
	e, err := r.mapping(n, "operator entry")
	if err != nil {
		return nil, err
	}
	const what = "operator entry"
	name, _, err := r.str(e, "operator_name", what)
	if err != nil {
		return nil, err
	}
	r.op = "aten::" + model.Abbrev(name)
	overload, _, err := r.optStr(e, "overload_name", what)
	if err != nil {
		return nil, err
	}
	if _, ok := e.keys["overload_name"]; !ok {
		return nil, r.errorf(n, "%s: missing field %q", what, "overload_name")
	}
	op := &model.Operator{Namespace: "aten", Name: name, Overload: overload}
	r.op = "aten::" + model.Abbrev(op.ID())
	if err := model.CheckIdent(name); err != nil {
		return nil, r.errorf(e.keys["operator_name"], "operator_name %v", err)
	}
	if err := model.CheckIdent(overload); overload != "" && err != nil {
		return nil, r.errorf(e.keys["overload_name"], "overload_name %v", err)
	}
	schema, schemaNode, err := r.str(e, "schema_string", what)
	if err != nil {
		return nil, err
	}
	// Checked here, not left to the cross-check: a schema_string that does
	// not parse is only a difference, but its text goes into the output.
	if err := model.CheckText(schema, model.MaxSchema); err != nil {
		return nil, r.errorf(schemaNode, "schema_string %v", err)
	}
	op.Schema = strings.TrimPrefix(schema, "aten::")

	argNodes, err := r.seq(e, "schema_order_arguments", what)
	if err != nil {
		return nil, err
	}
	if len(argNodes) > model.MaxArgs {
		return nil, r.errorf(e.keys["schema_order_arguments"], "%d arguments, more than the limit of %d", len(argNodes), model.MaxArgs)
	}
	var nullable []bool
	var output []bool
	for i, an := range argNodes {
		a, isNullable, isOutput, err := r.readArg(an, i)
		if err != nil {
			return nil, err
		}
		op.Args = append(op.Args, a)
		nullable = append(nullable, isNullable)
		output = append(output, isOutput)
	}

	retNodes, err := r.seq(e, "returns", what)
	if err != nil {
		return nil, err
	}
	if len(retNodes) > model.MaxReturns {
		return nil, r.errorf(e.keys["returns"], "%d returns, more than the limit of %d", len(retNodes), model.MaxReturns)
	}
	for i, rn := range retNodes {
		ret, err := r.readReturn(rn, i, op.Args)
		if err != nil {
			return nil, err
		}
		op.Returns = append(op.Returns, ret)
	}

	methodOf, err := r.seq(e, "method_of", what)
	if err != nil {
		return nil, err
	}
	for _, mn := range methodOf {
		if mn.Kind != yaml.ScalarNode {
			return nil, r.errorf(mn, "method_of: expected a name, found %s", yamlNodeKind(mn))
		}
		switch mn.Value {
		case "Tensor":
			op.Variants.Method = true
		case "namespace":
			op.Variants.Function = true
		}
	}
	var pyNode *yaml.Node
	if op.PythonModule, pyNode, err = r.optStr(e, "python_module", what); err != nil {
		return nil, err
	}
	if err := model.CheckIdent(op.PythonModule); op.PythonModule != "" && err != nil {
		return nil, r.errorf(pyNode, "python_module %v", err)
	}
	if op.Deprecated, err = r.optBool(e, "deprecated", what); err != nil {
		return nil, err
	}
	op.Kind = model.ComputeKind(op.Name, op.Args)
	if err := op.Validate(); err != nil {
		return nil, r.errorf(n, "%s", strings.TrimPrefix(err.Error(), model.Abbrev(op.ID())+": "))
	}

	// Consistency of the structured fields among themselves.
	for i, a := range op.Args {
		if len(model.Unsupported(a.Type)) == 0 && nullable[i] != declNullable(a.Type) {
			r.difff(argNodes[i], "argument %s: is_nullable is %v for type %s", a.Name, nullable[i], a.Type)
		}
		if output[i] != a.Out {
			r.difff(argNodes[i], "argument %s: output is %v, but out argument is %v", a.Name, output[i], a.Out)
		}
	}
	if cppName, nameNode, _ := r.optStr(e, "name", what); nameNode != nil {
		want := op.Name
		if op.Kind == model.Out {
			want += "_out"
		}
		if cppName != want {
			r.difff(nameNode, "name %q, want %q for a %s operator", cppName, want, op.Kind)
		}
	}
	if inplace, err := r.optBool(e, "inplace", what); err == nil {
		if _, ok := e.keys["inplace"]; ok && inplace != (op.Kind == model.Inplace) {
			r.difff(e.keys["inplace"], "inplace is %v for a %s operator", inplace, op.Kind)
		}
	}

	// The cross-check against the schema string.
	sop, err := ParseSchema(schema)
	if err != nil {
		r.difff(schemaNode, "schema_string: %v", err)
		return op, nil
	}
	for _, d := range r.compare(op, sop) {
		r.difff(schemaNode, "%s", d)
	}
	r.refine(op, sop)
	if err := op.Validate(); err != nil {
		return nil, r.errorf(n, "after taking types from the schema: %v", err)
	}
	return op, nil
}

func declNullable(t model.Type) bool {
	switch t := t.(type) {
	case model.OptionalType:
		return true
	case model.ListType:
		_, ok := t.Elem.(model.OptionalType)
		return ok
	}
	return false
}

// readArg builds one argument from its structured fields.
func (r *entryReader) readArg(n *yaml.Node, i int) (a model.Argument, nullable, output bool, err error) {
	what := fmt.Sprintf("argument %d", i)
	m, err := r.mapping(n, what)
	if err != nil {
		return a, false, false, err
	}
	if a.Name, _, err = r.str(m, "name", what); err != nil {
		return a, false, false, err
	}
	if err := model.CheckIdent(a.Name); err != nil {
		return a, false, false, r.errorf(m.keys["name"], "%s: name %v", what, err)
	}
	what = "argument " + a.Name
	cpp, cppNode, err := r.str(m, "type", what)
	if err != nil {
		return a, false, false, err
	}
	if len(cpp) > model.MaxType {
		return a, false, false, r.errorf(cppNode, "%s: type %q: %d bytes, more than the limit of %d", what, model.Abbrev(cpp), len(cpp), model.MaxType)
	}
	a.Type = ParseCppType(cpp)
	_, unsupported := a.Type.(model.UnsupportedType)

	if sizeNode, ok := m.keys["size"]; ok && !unsupported {
		var size int
		if sizeNode.Kind != yaml.ScalarNode || sizeNode.Tag != "!!int" || sizeNode.Decode(&size) != nil || size <= 0 {
			return a, false, false, r.errorf(sizeNode, "%s: size: expected a positive integer, found %s", what, yamlNodeKind(sizeNode))
		}
		if size > maxListSize {
			return a, false, false, r.errorf(sizeNode, "%s: size: %d is more than %d", what, size, maxListSize)
		}
		if a.Type, err = withListSize(a.Type, size); err != nil {
			return a, false, false, r.errorf(sizeNode, "%s: %v", what, err)
		}
	}

	ann, annNode, err := r.optStr(m, "annotation", what)
	if err != nil {
		return a, false, false, err
	}
	if len(ann) > model.MaxType {
		return a, false, false, r.errorf(annNode, "%s: annotation %q: %d bytes, more than the limit of %d", what, model.Abbrev(ann), len(ann), model.MaxType)
	}
	if annNode != nil && !unsupported {
		alias, err := parseAnnotation(ann)
		if err != nil {
			return a, false, false, r.errorf(annNode, "%s: annotation %q: %v", what, ann, err)
		}
		if a.Type, err = withTensorAlias(a.Type, alias); err != nil {
			return a, false, false, r.errorf(annNode, "%s: annotation %q: %v", what, ann, err)
		}
	}

	if a.KwargOnly, err = r.optBool(m, "kwarg_only", what); err != nil {
		return a, false, false, err
	}
	if nullable, err = r.optBool(m, "is_nullable", what); err != nil {
		return a, false, false, err
	}
	if output, err = r.optBool(m, "output", what); err != nil {
		return a, false, false, err
	}
	// torchgen marks out arguments "output" and not "kwarg_only", though
	// they follow the schema's "*" too.
	a.KwargOnly = a.KwargOnly || output
	if al := model.AliasOf(a.Type); a.KwargOnly && al != nil && al.Write {
		a.Out = true
	}

	if dn, ok := m.keys["default"]; ok {
		text, err := cppDefaultText(dn)
		if err != nil {
			return a, false, false, r.errorf(dn, "%s: default: %v", what, err)
		}
		if len(text) > model.MaxDefault {
			return a, false, false, r.errorf(dn, "%s: default %q: %d bytes, more than the limit of %d", what, model.Abbrev(text), len(text), model.MaxDefault)
		}
		if unsupported {
			// The type is unknown, so is what its default means; the
			// argument is reported as unsupported anyway.
			return a, nullable, output, nil
		}
		v, err := ParseCppDefault(text, a.Type)
		if err != nil {
			// Not fatal: a newer torchgen may spell a default this
			// frontend does not know. The argument becomes unsupported,
			// keeping both spellings for the report.
			a.Type = model.UnsupportedType{Text: fmt.Sprintf("%s (default %s)", cpp, text)}
			return a, nullable, output, nil
		}
		a.Default = v
	}
	return a, nullable, output, nil
}

// readReturn builds one return from its structured fields. The schema's
// return name is field_name (name is the C++ name, "result" or the out
// argument's name when the schema has none). A return by reference returns
// the argument it is named after, and takes its annotation.
func (r *entryReader) readReturn(n *yaml.Node, i int, args []model.Argument) (model.Return, error) {
	var ret model.Return
	what := fmt.Sprintf("return %d", i)
	m, err := r.mapping(n, what)
	if err != nil {
		return ret, err
	}
	cpp, cppNode, err := r.str(m, "type", what)
	if err != nil {
		return ret, err
	}
	if len(cpp) > model.MaxType {
		return ret, r.errorf(cppNode, "%s: type %q: %d bytes, more than the limit of %d", what, model.Abbrev(cpp), len(cpp), model.MaxType)
	}
	cppName, _, err := r.optStr(m, "name", what)
	if err != nil {
		return ret, err
	}
	var nameNode *yaml.Node
	if ret.Name, nameNode, err = r.optStr(m, "field_name", what); err != nil {
		return ret, err
	}
	if err := model.CheckIdent(ret.Name); ret.Name != "" && err != nil {
		return ret, r.errorf(nameNode, "%s: field_name %v", what, err)
	}
	ret.Type = ParseCppType(cpp)
	if strings.HasSuffix(strings.TrimSpace(cpp), "&") && model.IsTensor(ret.Type) {
		for _, a := range args {
			if al := model.AliasOf(a.Type); a.Name == cppName && al != nil && al.Write && model.IsTensor(a.Type) {
				ret.Type = model.TensorType{Alias: al}
			}
		}
	}
	return ret, nil
}

// cppDefaultText returns a default's C++ expression. torchgen turns C++
// "true", "false", integers and floats into YAML booleans and numbers, and
// PyYAML writes a float whose Python repr has an exponent but no point with
// ".0" inserted ("1e-05" becomes 1.0e-05) and infinities as .inf: both are
// undone here so a float keeps the schema's spelling.
func cppDefaultText(n *yaml.Node) (string, error) {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return "", fmt.Errorf("expected a C++ expression, found %s", yamlNodeKind(n))
	}
	if n.Tag != "!!float" {
		return n.Value, nil
	}
	switch v := strings.ToLower(n.Value); v {
	case ".inf", "+.inf":
		return "inf", nil
	case "-.inf":
		return "-inf", nil
	case ".nan":
		return "nan", nil
	default:
		v = strings.TrimPrefix(n.Value, "+")
		if i := strings.IndexAny(v, "eE"); i >= 2 && v[i-2:i] == ".0" {
			v = v[:i-2] + "e" + v[i+1:]
		}
		return v, nil
	}
}

// withListSize gives a list type (or an optional list) its fixed size.
func withListSize(t model.Type, size int) (model.Type, error) {
	switch tt := t.(type) {
	case model.OptionalType:
		e, err := withListSize(tt.Elem, size)
		if err != nil {
			return nil, err
		}
		return model.OptionalType{Elem: e}, nil
	case model.ListType:
		if tt.Size != 0 && tt.Size != size {
			return nil, fmt.Errorf("size %d for a list of %d", size, tt.Size)
		}
		tt.Size = size
		return tt, nil
	}
	return nil, fmt.Errorf("size %d for type %s, which is not a list", size, t)
}

// withTensorAlias puts an alias annotation on the Tensor inside t ("Tensor",
// "Tensor?", "Tensor[]", "Tensor?[]").
func withTensorAlias(t model.Type, a *model.Alias) (model.Type, error) {
	switch tt := t.(type) {
	case model.TensorType:
		return model.TensorType{Alias: a}, nil
	case model.OptionalType:
		e, err := withTensorAlias(tt.Elem, a)
		if err != nil {
			return nil, err
		}
		return model.OptionalType{Elem: e}, nil
	case model.ListType:
		e, err := withTensorAlias(tt.Elem, a)
		if err != nil {
			return nil, err
		}
		tt.Elem = e
		return tt, nil
	}
	return nil, fmt.Errorf("an annotation on type %s, which is not a Tensor", t)
}

// parseAnnotation reads an annotation field ("a", "a!", "a -> *", "a|b")
// with the schema grammar's rules.
func parseAnnotation(text string) (*model.Alias, error) {
	p := &schemaParser{src: text}
	a := p.parseAlias()
	if p.err == nil && p.pos != len(p.src) {
		p.fail("unexpected %q after the annotation", p.rest())
	}
	if p.err != nil {
		return nil, errors.New(p.err.Msg)
	}
	return a, nil
}

// compare lists how the structured operator st differs from the schema's
// sop, ignoring what the structured fields cannot express (coarserType).
func (r *entryReader) compare(st, sop *model.Operator) []string {
	var d []string
	add := func(format string, args ...any) { d = append(d, fmt.Sprintf(format, args...)) }
	if sop.Namespace != st.Namespace {
		add("namespace %q, schema_string has %q", st.Namespace, sop.Namespace)
	}
	if sop.Name != st.Name {
		add("operator_name %q, schema_string has %q", st.Name, sop.Name)
	}
	if sop.Overload != st.Overload {
		add("overload_name %q, schema_string has %q", st.Overload, sop.Overload)
	}
	if sop.Kind != st.Kind {
		add("kind %s, schema_string gives %s", st.Kind, sop.Kind)
	}
	if len(sop.Args) != len(st.Args) {
		add("%d arguments, schema_string has %d", len(st.Args), len(sop.Args))
	} else {
		for i, a := range st.Args {
			b := sop.Args[i]
			where := fmt.Sprintf("argument %d (%s)", i, a.Name)
			if a.Name != b.Name {
				add("%s: schema_string names it %s", where, b.Name)
			}
			if !coarserType(a.Type, b.Type, false) {
				add("%s: type %s from the C++ type, schema_string has %s", where, a.Type, b.Type)
			}
			if !defaultsEqual(a.Default, b.Default) {
				add("%s: default %s from the C++ default, schema_string has %s", where, describeDefault(a.Default), describeDefault(b.Default))
			}
			if a.KwargOnly != b.KwargOnly {
				add("%s: kwarg_only %v, schema_string says %v", where, a.KwargOnly, b.KwargOnly)
			}
			if a.Out != b.Out {
				add("%s: out argument %v, schema_string says %v", where, a.Out, b.Out)
			}
		}
	}
	if len(sop.Returns) != len(st.Returns) {
		add("%d returns, schema_string has %d", len(st.Returns), len(sop.Returns))
	} else {
		for i, a := range st.Returns {
			b := sop.Returns[i]
			if a.Name != b.Name {
				add("return %d: name %q, schema_string has %q", i, a.Name, b.Name)
			}
			if !coarserType(a.Type, b.Type, true) {
				add("return %d: type %s from the C++ type, schema_string has %s", i, a.Type, b.Type)
			}
		}
	}
	return d
}

// refine takes the schema's type wherever the structured one is a
// coarsening of it (see coarserType).
func (r *entryReader) refine(st, sop *model.Operator) {
	if len(st.Args) == len(sop.Args) {
		for i := range st.Args {
			a, b := st.Args[i].Type, sop.Args[i].Type
			if !reflect.DeepEqual(a, b) && coarserType(a, b, false) {
				st.Args[i].Type = b
				r.stats.symInts++
			}
		}
	}
	if len(st.Returns) == len(sop.Returns) {
		for i := range st.Returns {
			a, b := st.Returns[i].Type, sop.Returns[i].Type
			if !reflect.DeepEqual(a, b) && coarserType(a, b, true) {
				st.Returns[i].Type = b
				if model.AliasOf(b) != nil {
					r.stats.returnAliases++
				} else {
					r.stats.symInts++
				}
			}
		}
	}
}

// coarserType reports whether the structured type st is the schema type sc as
// far as the C++ API can say: equal, or with int where the schema has
// SymInt, or (for a return) an unannotated Tensor where the schema has a
// read-only alias annotation.
func coarserType(st, sc model.Type, isReturn bool) bool {
	if reflect.DeepEqual(st, sc) {
		return true
	}
	switch s := st.(type) {
	case model.BaseType:
		c, ok := sc.(model.BaseType)
		return ok && s.Kind == model.Int && c.Kind == model.SymInt
	case model.TensorType:
		c, ok := sc.(model.TensorType)
		return ok && isReturn && s.Alias == nil && c.Alias != nil && !c.Alias.Write
	case model.OptionalType:
		c, ok := sc.(model.OptionalType)
		return ok && coarserType(s.Elem, c.Elem, isReturn)
	case model.ListType:
		c, ok := sc.(model.ListType)
		return ok && s.Size == c.Size && coarserType(s.Elem, c.Elem, isReturn)
	}
	return false
}

// defaultsEqual compares defaults, floats by spelling and value (NaN equals
// NaN).
func defaultsEqual(a, b model.Value) bool {
	switch a := a.(type) {
	case model.FloatValue:
		c, ok := b.(model.FloatValue)
		return ok && a.Text == c.Text && (a.V == c.V || a.V != a.V && c.V != c.V)
	case model.ListValue:
		c, ok := b.(model.ListValue)
		if !ok || len(a) != len(c) {
			return false
		}
		for i := range a {
			if !defaultsEqual(a[i], c[i]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a, b)
}

func describeDefault(v model.Value) string {
	if v == nil {
		return "(none)"
	}
	return fmt.Sprintf("%s (%T)", v, v)
}
