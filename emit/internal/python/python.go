// Package python is the backend of the Python-shaped entry points: one Go
// method per Python name Tensor.X that Python binds straight to ATen
// operators, taking Python's call shapes (x.Sum(1, kw.Of("keepdim", true)),
// x.View(2, 3)) and reaching the overload Python's argument parser reaches
// for the same arguments: the runtime's parser (pyargs.go) tries the
// name's signatures (overloads.PyParsers) in Python's order, and the
// generated switch calls the typed function of the one that took them.
// docs/design/pytorch-layer.md has the design.
package python

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/goapi"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// Entry is one Python-shaped method.
type Entry struct {
	Python string // "Tensor.sum"
	GoName string // "Sum"
	Sigs   []*overloads.PySignature
	// Base and Out are the bindings each signature reaches: without out=,
	// and with it (nil when the signature takes none).
	Base, Out []*bind.Binding
	// Replaces is the default overload's binding whose typed method had
	// the name: its old call shapes (an options struct last) still reach it.
	Replaces *bind.Binding
	// Result is the entry point's Go result list: nil for a *Tensor that
	// chains, else the typed function's of the first signature ((TopkTuple,
	// error), ([]*Tensor, error), (bool, error), error).
	Result []jen.Code
	// Elsewhere marks the signatures whose results are not the entry's
	// (torch.max(x, 1)'s (values, indices) where torch.max(x) is a
	// tensor): Python returns either from one name, a Go function has one
	// result type. Their typed function (Base[i]) reaches them; the entry
	// point, given their arguments, returns an error naming it.
	Elsewhere []bool
	// Uncarried marks the signatures whose operators the package does not
	// bind (the stable-ABI mode's, Carry): they stay in the parser, so
	// that no later signature takes their calls, and give an error.
	Uncarried []bool
	main      *bind.Binding // the first binding of the entry's results
	compact   bool          // GoFile's: the options filled in one statement each
	// carried is Carry's: which bindings the package has (nil: all).
	carried func(*bind.Binding) bool
}

// Carry keeps, of the entries, those the package can call where carried
// says which operators it binds (the stable-ABI mode binds fewer than the
// typed mode): an entry whose result type's operator, or every
// signature's, is not carried gets none (a Skip); a signature whose
// operator is not carried is marked Uncarried; a default overload not
// carried has no typed call shape to keep.
func Carry(entries []*Entry, carried func(*bind.Binding) bool) ([]*Entry, []Skip) {
	var kept []*Entry
	var skips []Skip
	for _, e := range entries {
		if !e.Tensor() && e.main != nil && !carried(e.main) { // its result type is main's
			skips = append(skips, Skip{e.Python, fmt.Sprintf("its results are aten::%s's, which this package does not bind", e.main.Op.ID())})
			continue
		}
		e.carried = carried
		e.Uncarried = make([]bool, len(e.Sigs))
		n := 0
		for i := range e.Sigs {
			// An out= operator not carried fails its calls with out=
			// only (adapterGiven).
			e.Uncarried[i] = !carried(e.Base[i])
			if !e.Uncarried[i] {
				n++
			}
		}
		if n == 0 {
			skips = append(skips, Skip{e.Python, "this package binds none of its operators"})
			continue
		}
		if e.Replaces != nil && !carried(e.Replaces) {
			e.Replaces = nil
		}
		kept = append(kept, e)
	}
	return kept, skips
}

// uncarried reports whether signature i's operators are not bound here.
func (e *Entry) uncarried(i int) bool { return e.Uncarried != nil && e.Uncarried[i] }

// Skip is a Python name that gets no entry point, and why.
type Skip struct{ Python, Reason string }

// Methods plans the Tensor methods: taken maps the Tensor method names
// already decided (runtime, class specs, operators) to their owner
// ("the runtime ...", a spec, "aten::id").
func Methods(parsers map[string][]*overloads.PySignature, bound []*bind.Binding, taken map[string]string) ([]*Entry, []Skip) {
	methodOf := map[string]*bind.Binding{}
	for _, b := range bound {
		if b.Method {
			methodOf[b.GoName] = b
		}
	}
	return planAll(parsers, "Tensor.", bound, methodOf, taken, nil)
}

// Functions plans the package-level functions, one per Python name torch.X:
// reserved maps the package-level names already decided (the runtime's,
// the operators' functions, options and results structs) to their owner.
// An entry that takes the name of an operator's function (its default
// overload's) renames that function to an unexported one the entry calls
// (Entry.Replaces; Rename does it).
//
// moduleMethods maps a module type to the methods the runtime declares on
// it (FunctionalModule's hand-written ports of torch.nn.functional's
// Python functions), which no entry may take.
func Functions(parsers map[string][]*overloads.PySignature, bound []*bind.Binding, reserved map[string]string, moduleMethods map[string]map[string]string) ([]*Entry, []Skip) {
	funcOf := map[string]*bind.Binding{}
	for _, b := range bound {
		funcOf[b.FuncName] = b
	}
	return planAll(parsers, "torch.", bound, funcOf, reserved, moduleMethods)
}

// planAll plans every name with the prefix, in order; ownerOf maps a Go
// name to the operator binding that has it, taken every Go name decided.
func planAll(parsers map[string][]*overloads.PySignature, prefix string, bound []*bind.Binding, ownerOf map[string]*bind.Binding, taken map[string]string, moduleMethods map[string]map[string]string) ([]*Entry, []Skip) {
	byID := map[string]*bind.Binding{}
	for _, b := range bound {
		byID[b.Op.ID()] = b
	}
	var names []string
	for n := range parsers {
		if strings.HasPrefix(n, prefix) {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	var entries []*Entry
	var skips []Skip
	// A module's functions are methods of its namespace type: their names
	// are the module's own.
	moduleTaken := map[string]map[string]string{}
	for _, name := range names {
		reason := ""
		var e *Entry
		switch m := Module(name); {
		case m == "":
			e, reason = plan(name, parsers[name], byID, ownerOf, taken)
		case m != Functional && (taken[ModuleVar(m)] != "" || taken[ModuleType(m)] != ""):
			reason = fmt.Sprintf("torch.%s's Go names %s and %s: one is %s's", m, ModuleVar(m), ModuleType(m), taken[ModuleVar(m)]+taken[ModuleType(m)])
		default:
			if moduleTaken[m] == nil {
				moduleTaken[m] = map[string]string{}
				for n, owner := range moduleMethods[ModuleType(m)] {
					moduleTaken[m][n] = owner
				}
			}
			e, reason = plan(name, parsers[name], byID, nil, moduleTaken[m])
			if reason == "" {
				moduleTaken[m][e.GoName] = name
			}
		}
		if reason != "" {
			skips = append(skips, Skip{Python: name, Reason: reason})
			continue
		}
		entries = append(entries, e)
	}
	return entries, skips
}

// Rename gives each replaced function its unexported name: the entry point
// that took its name calls it (the typed call shape reaches it too).
func Rename(entries []*Entry) {
	for _, e := range entries {
		if e.Replaces != nil && e.Function() {
			n := e.Replaces.FuncName
			e.Replaces.FuncName = "typed" + n
		}
	}
}

// Function reports whether the entry is a package-level function (torch.X,
// or torch.linalg.X as a method of the module's value) rather than a
// Tensor method.
func (e *Entry) Function() bool { return strings.HasPrefix(e.Python, "torch.") }

// Module is the torch sub-module of a Python name ("linalg" for
// torch.linalg.norm), or "".
func Module(python string) string {
	if strings.HasPrefix(python, overloads.FunctionalPrefix) {
		return Functional
	}
	parts := strings.Split(python, ".")
	if len(parts) != 3 || parts[0] != "torch" {
		return ""
	}
	return parts[1]
}

// Functional is torch.nn.functional's Module. Its type, FunctionalModule,
// is the runtime's (which holds the ports of its Python functions), and
// its value is package nn's F: nn.F.Gelu(x) is F.gelu(x).
const Functional = "nn.functional"

// ModuleVar is the package-level value whose methods are a sub-module's
// functions: torch.Linalg.Norm(x) is torch.linalg.norm(x).
func ModuleVar(m string) string {
	if m == Functional {
		return "F"
	}
	return overloads.Func(m, "")
}

// ModuleType is ModuleVar's type, where go doc finds the functions
// (go doc torch LinalgModule.Norm).
func ModuleType(m string) string {
	if m == Functional {
		return "FunctionalModule"
	}
	return ModuleVar(m) + "Module"
}

// GoCall is the Go spelling of the entry's call, for docs and tests:
// "Sum", "Linalg.Norm", "nn.F.Gelu" (a method's is its name alone).
func (e *Entry) GoCall() string {
	return GoCall(e.Python, e.GoName)
}

// GoCall is the Go spelling of a call of the Python name whose Go name is
// goName.
func GoCall(python, goName string) string {
	switch m := Module(python); m {
	case "":
		return goName
	case Functional:
		return "nn.F." + goName
	default:
		return ModuleVar(m) + "." + goName
	}
}

// inPackage is GoCall for code in package torch (nn.F is package nn's).
func inPackage(python, goName string) *jen.Statement {
	if Module(python) == Functional {
		return jen.Id("FunctionalModule").Values().Dot(goName)
	}
	return jen.Id(GoCall(python, goName))
}

func plan(name string, sigs []*overloads.PySignature, byID, ownerOf map[string]*bind.Binding, taken map[string]string) (*Entry, string) {
	py := name[strings.LastIndexByte(name, '.')+1:]
	if _, dunder := model.Dunder(py); dunder {
		return nil, "a Python operator: Go spells it with the method of its name (Add, Mul, ...)"
	}
	e := &Entry{Python: name, GoName: overloads.Func(py, ""), Sigs: sigs}
	// The entry's results: one tensor where a signature gives one
	// (torch.where(c, x, y), not where(c)'s list), else the first's.
	main := ""
	for _, s := range sigs {
		base := byID[s.Base.ID()]
		if base == nil {
			return nil, fmt.Sprintf("aten::%s is not bound", s.Base.ID())
		}
		if sh := shape(base); main == "" || sh == tensorShape {
			main, e.main = sh, base
		}
	}
	switch {
	case e.main == nil:
		main = tensorShape // no signature: no case either
	case main != tensorShape:
		e.Result = goapi.Results(e.main)
	}
	where := "Tensor." + e.GoName
	if e.Function() {
		where = e.GoName
	}
	if owner, ok := taken[e.GoName]; ok {
		if !strings.HasPrefix(owner, "aten::") {
			return nil, fmt.Sprintf("%s is %s's", where, owner)
		}
		e.Replaces = ownerOf[e.GoName]
		if e.Replaces == nil || shape(e.Replaces) != main {
			return nil, fmt.Sprintf("%s is %s's, whose results are not the entry point's %s", where, owner, main)
		}
		if e.Function() && main == tensorShape && !goapi.Chains(e.Replaces) {
			return nil, fmt.Sprintf("%s is %s's, which returns an argument", where, owner)
		}
		if main != tensorShape {
			// The name's results keep their type (SortTuple, not
			// sort.stable's SortStableTuple: the same fields).
			e.main, e.Result = e.Replaces, goapi.Results(e.Replaces)
		}
	}
	for _, s := range sigs {
		base := byID[s.Base.ID()]
		elsewhere := shape(base) != main
		var out *bind.Binding
		if s.Outplace != nil && !elsewhere {
			if out = byID[s.Outplace.ID()]; out == nil || shape(out) != main {
				return nil, fmt.Sprintf("aten::%s is not bound with the results of aten::%s", s.Outplace.ID(), s.Base.ID())
			}
		}
		e.Base, e.Out = append(e.Base, base), append(e.Out, out)
		e.Elsewhere = append(e.Elsewhere, elsewhere)
		if !elsewhere {
			// Every argument must take the parser's values.
			if _, err := e.adapter(s, base, out, jen.Id("v").Index(jen.Op(":"))); err != nil {
				return nil, fmt.Sprintf("signature %s: %v", s, err)
			}
		}
	}
	return e, ""
}

func oneTensor(b *bind.Binding) bool {
	return len(b.Rets) == 1 && model.IsTensor(b.Rets[0].Type)
}

// tensorShape is shape's answer for one tensor: the entry point chains.
const tensorShape = "*Tensor"

// shape is what a binding's call gives an entry point, for comparing
// overloads: one tensor, or its Go results (a tuple by its fields, which
// a struct conversion between two overloads' tuples keeps).
func shape(b *bind.Binding) string {
	if oneTensor(b) {
		return tensorShape
	}
	var parts []string
	for _, r := range b.Rets {
		f := goapi.Render(r.GoType)
		if len(b.Rets) > 1 {
			f = r.Field + " " + f
		}
		parts = append(parts, f)
	}
	return "(" + strings.Join(parts, "; ") + ")"
}

// Tensor reports whether the entry point returns one *Tensor (it chains).
func (e *Entry) Tensor() bool { return e.Result == nil }

// fail is the entry point's return of an error.
func (e *Entry) fail(err jen.Code) jen.Code {
	if e.Tensor() {
		return jen.Return(jen.Id("rtFailed").Call(err))
	}
	base := e.main
	switch len(base.Rets) {
	case 0:
		return jen.Return(err)
	case 1:
		return jen.Return(goapi.Zero(base.Rets[0]), err)
	}
	return jen.Return(jen.Id(base.TupleName()).Values(), err)
}

// returns is the entry point's return of a typed call of b: through
// rtChain for a tensor entry whose function does not chain, and, for a
// tuple of another overload, converted to the entry's tuple (the same
// fields).
func (e *Entry) returns(b *bind.Binding, call jen.Code) []jen.Code {
	if e.Tensor() {
		return []jen.Code{jen.Return(chained(b, call))}
	}
	if t := e.main; b.Tuple() && b.TupleName() != t.TupleName() {
		return []jen.Code{
			jen.List(jen.Id("r"), jen.Id("rerr")).Op(":=").Add(call),
			jen.Return(jen.Id(t.TupleName()).Call(jen.Id("r")), jen.Id("rerr")),
		}
	}
	return []jen.Code{jen.Return(call)}
}

// ResultsString is the entry point's results in Go: "*Tensor",
// "(TopkTuple, error)", "error".
func (e *Entry) ResultsString() string {
	var rs []string
	for _, r := range e.results() {
		rs = append(rs, goapi.Render(r))
	}
	if len(rs) == 1 {
		return rs[0]
	}
	return "(" + strings.Join(rs, ", ") + ")"
}

// results is the entry point's result list.
func (e *Entry) results() []jen.Code {
	if e.Tensor() {
		return []jen.Code{jen.Op("*").Id("Tensor")}
	}
	return e.Result
}

// GoFile renders the entry points.
//
// compact leaves out what costs compile time more than it saves at run
// time where the build is the point (the stable-ABI mode): the fast paths,
// and the options filled with a branch each.
//
// lower, in the stable-ABI mode, gives the operators' calls: the entry
// points returning one tensor are then tables (table.go), the others
// compact.
func GoFile(pkg, stamp, kwImport string, entries []*Entry, forwards []*Forward, lower Lowering) ([]byte, error) {
	compact := lower != nil
	f := jen.NewFile(pkg)
	f.HeaderComment("Code generated by gotorchgen; DO NOT EDIT.")
	f.HeaderComment(stamp)
	// The runtime's parser is cgo's (pyargs.go); without cgo the package
	// stops at nocgo.go's message.
	f.HeaderComment("//go:build cgo")
	f.ImportName(kwImport, "kw")
	modules := map[string]int{}
	for _, e := range entries {
		if m := Module(e.Python); m != "" {
			modules[m]++
		}
	}
	var ms []string
	for m := range modules {
		ms = append(ms, m)
	}
	sort.Strings(ms)
	for _, m := range ms {
		if m == Functional {
			continue // the runtime's type, package nn's value
		}
		t, v := ModuleType(m), ModuleVar(m)
		f.Comment(fmt.Sprintf("%s is torch.%s: its %d functions are %s's methods, called on %s with Python's call shapes (torch.%s.X(...) is torch.%s.X(...)).", t, m, modules[m], t, v, m, v))
		f.Type().Id(t).Struct()
		f.Comment(fmt.Sprintf("%s is PyTorch's torch.%s module (see %s).", v, m, t))
		f.Var().Id(v).Id(t)
	}
	var tabs *tables
	if lower != nil {
		tabs = &tables{}
	}
	for _, e := range entries {
		e.compact = compact
		if err := entryPoint(f, e, lower, tabs); err != nil {
			return nil, fmt.Errorf("python: %s: %w", e.Python, err)
		}
	}
	if tabs != nil {
		tabs.declare(f)
	}
	for _, fw := range forwards {
		forward(f, fw)
	}
	var b strings.Builder
	if err := f.Render(&b); err != nil {
		return nil, err
	}
	return []byte(b.String()), nil
}

// goFunc names an overload's typed function in a doc comment: "Sum
// (aten::sum)", or the operator alone where the entry point took the name.
func goFunc(b *bind.Binding) string {
	if n := b.FuncName; n != "" && n[0] >= 'A' && n[0] <= 'Z' {
		return fmt.Sprintf("%s (aten::%s)", n, b.Op.ID())
	}
	return "aten::" + b.Op.ID()
}

func parserVar(e *Entry) string { return "py" + strings.ReplaceAll(e.Python, ".", "_") }

func entryPoint(f *jen.File, e *Entry, lower Lowering, tabs *tables) error {
	compact := lower != nil
	var lits []jen.Code
	most := 1
	for _, s := range e.Sigs {
		lits = append(lits, jen.Lit(s.String()))
		most = max(most, len(s.Params))
	}
	table := -1
	if lower != nil {
		// An entry the table cannot hold keeps the generated form.
		if spec, err := e.table(lower); err == nil {
			table = tabs.add(spec)
		}
	}
	if table < 0 {
		// A composite literal, not newPyParser's call: the compiler lays
		// it out as static data, where a thousand calls would make one
		// init function whose compile costs ~150 MiB of the compiler's
		// peak memory.
		fields := jen.Dict{
			jen.Id("name"): jen.Lit(e.Python),
			jen.Id("src"):  jen.Index().String().Values(lits...),
		}
		if overloads.PyNumbersAsTensors(e.Python) {
			fields[jen.Id("numbers")] = jen.True()
		}
		f.Var().Id(parserVar(e)).Op("=").Op("&").Id("pyParser").Values(fields)
	}

	doc := []string{
		fmt.Sprintf("%s is PyTorch's %s, with Python's call shapes: positional values as Python takes them (a Go number for a number, ints or a slice for a size), keywords as package kw's values (kw.Keepdim(true) is keepdim=True; kw.Of(name, value) for any), nil for None. The overload is the one Python's argument parser picks: the first of these signatures that takes the arguments (Python's order), and the typed function it calls:", e.GoName, e.Python),
		"",
	}
	elsewhere := false
	for i, s := range e.Sigs {
		line := fmt.Sprintf("\t%s  ->  %s", s.String(), goFunc(e.Base[i]))
		if e.Out[i] != nil {
			line += fmt.Sprintf(", with out= %s", goFunc(e.Out[i]))
		}
		if e.Elsewhere[i] {
			line += fmt.Sprintf(": returns %s, call %s", shape(e.Base[i]), elsewhereName(e, i))
			elsewhere = true
		}
		switch {
		case e.uncarried(i):
			line += ": not bound by this package (REPORT.md)"
		case e.Out[i] != nil && e.carried != nil && !e.carried(e.Out[i]):
			line += " (out=: not bound by this package, REPORT.md)"
		}
		doc = append(doc, line)
	}
	doc = append(doc, "")
	if e.LeadingList() {
		doc = append(doc, "The tensors, which every signature takes first, are a typed []*Tensor; the rest are as above.")
	}
	if e.Tensor() {
		doc = append(doc, "Arguments no signature takes give a tensor carrying an *ArgumentError that lists them (see Tensor.Err).")
	} else {
		doc = append(doc, "Arguments no signature takes give an *ArgumentError that lists them.")
	}
	if elsewhere {
		doc = append(doc, "Python returns other results for the signatures marked with a call: one Go function has one result type, so those arguments give an *ArgumentError that names the call.")
	}
	if e.Replaces != nil && e.Replaces.HasOptions() {
		doc = append(doc, fmt.Sprintf("The typed call shape of the default overload (its arguments, then a %s) is taken too, and reaches aten::%s.",
			e.Replaces.OptionsName(), e.Replaces.Op.ID()))
	}
	doc = append(doc, "", "PyTorch: "+e.Python)
	for _, l := range doc {
		f.Comment(l)
	}

	if table >= 0 {
		// The table has the old call shape too.
		return declare(f, e, e.tableCall(table))
	}
	var body []jen.Code
	if e.Replaces != nil && e.Replaces.HasOptions() {
		body = append(body, e.oldShape(e.Replaces, !e.Function())...)
	}
	v := jen.Id("v").Index(jen.Op(":"))
	body = append(body, jen.Var().Id("v").Index(jen.Lit(most)).Any())
	if overloads.PyNumbersAsTensors(e.Python) {
		// Numbers given for Tensor parameters became tensors: free them.
		body = append(body, jen.Defer().Id("pyFreeTemps").Call(v))
	}
	var cases []jen.Code
	for i, s := range e.Sigs {
		if e.uncarried(i) {
			cases = append(cases, jen.Case(jen.Lit(i)).Block(
				e.fail(jen.Id("pyUncarried").Call(jen.Id(parserVar(e)), jen.Lit(i), jen.Lit(uncarriedOps(e, i))))))
			continue
		}
		if e.Elsewhere[i] {
			cases = append(cases, jen.Case(jen.Lit(i)).Block(
				e.fail(jen.Id("pyElsewhere").Call(jen.Id(parserVar(e)), jen.Lit(i), jen.Lit(elsewhereName(e, i))))))
			continue
		}
		call, err := e.adapter(s, e.Base[i], e.Out[i], v)
		if err != nil {
			return fmt.Errorf("signature %s: %w", s, err)
		}
		cases = append(cases, jen.Case(jen.Lit(i)).Block(call...))
	}
	cases = append(cases, jen.Default().Block(e.fail(jen.Id("err"))))
	ints := jen.Nil()
	if usesIntLists(e) {
		body = append(body, jen.Var().Id("ints").Index(jen.Id("pyScratch")).Int64())
		ints = jen.Id("ints").Index(jen.Op(":"))
	}
	direct := func(sig int, given func(int) bool) []jen.Code {
		if e.Elsewhere[sig] || e.uncarried(sig) {
			return nil
		}
		code, err := e.adapterGiven(e.Sigs[sig], e.Base[sig], e.Out[sig], v, given)
		if err != nil {
			return nil
		}
		return code
	}
	if compact {
		direct = func(int, func(int) bool) []jen.Code { return nil }
	}
	if fast := fastPath(e, direct); len(fast) > 0 && !compact {
		body = append(body, jen.Id("i").Op(":=").Lit(-1))
		body = append(body, fast...)
		body = append(body,
			jen.Var().Id("err").Error(),
			jen.If(jen.Id("i").Op("<").Lit(0)).Block(
				jen.List(jen.Id("i"), jen.Id("err")).Op("=").Id(parserVar(e)).Dot("parse").Call(e.parserArgs(), v, ints)),
			jen.Switch(jen.Id("i")).Block(cases...))
	} else {
		body = append(body,
			jen.List(jen.Id("i"), jen.Id("err")).Op(":=").Id(parserVar(e)).Dot("parse").Call(e.parserArgs(), v, ints),
			jen.Switch(jen.Id("i")).Block(cases...))
	}
	return declare(f, e, body)
}

// declare writes the entry point's function with body.
func declare(f *jen.File, e *Entry, body []jen.Code) error {
	params := []jen.Code{jen.Id("args").Op("...").Any()}
	if e.LeadingList() {
		params = []jen.Code{jen.Id("tensors").Index().Op("*").Id("Tensor"), jen.Id("args").Op("...").Any()}
		if e.compact {
			// The stable mode's tables read every argument from args,
			// the list first, copied (pyListFirst). The generated form
			// reads the list from tensors and the rest from args (lead),
			// and only its parser's path copies the list.
			body = append([]jen.Code{jen.Id("args").Op("=").Id("pyListFirst").Call(jen.Id("tensors"), jen.Id("args"))}, body...)
		}
	}
	if m := Module(e.Python); m != "" {
		f.Func().Params(jen.Id(ModuleType(m))).Id(e.GoName).Params(params...).Params(e.results()...).Block(body...)
		return nil
	}
	if e.Function() {
		f.Func().Id(e.GoName).Params(params...).Params(e.results()...).Block(body...)
		return nil
	}
	f.Func().Params(jen.Id("self").Op("*").Id("Tensor")).Id(e.GoName).Params(params...).Params(e.results()...).Block(body...)
	return nil
}

// LeadingList: every Python signature of the function starts with a
// required, positional TensorList (torch.cat, stack, hstack, meshgrid,
// the _foreach_* …), which the entry point then takes as a typed first
// parameter, torch.Cat(tensors []*Tensor, args ...any). Why: a
// []*Tensor passed through args ...any is boxed, and the run-time
// parser's path makes every value in args escape, so the caller's slice
// literal went to the heap, two allocations a call (8 % over the typed
// call). Typed, the slice reaches the typed function without escaping;
// only the parser's path copies it (pyListFirst).
func (e *Entry) LeadingList() bool {
	if !e.Function() && Module(e.Python) == "" || len(e.Sigs) == 0 {
		return false
	}
	for _, s := range e.Sigs {
		if s.Method || len(s.Params) == 0 || s.Positional == 0 {
			return false
		}
		p := s.Params[0]
		l, ok := p.Type.(model.ListType)
		if !ok || p.Default != "" || p.KwOnly || p.Out || !model.IsTensor(l.Elem) {
			return false
		}
		if _, opt := l.Elem.(model.OptionalType); opt {
			return false
		}
	}
	return true
}

// lead: the generated form of a LeadingList entry, whose args hold the
// arguments after the typed list.
func (e *Entry) lead() bool { return !e.compact && e.LeadingList() }

// parserArgs are the arguments the run-time parser reads: all of them,
// a leading list as a copy (leadingListBody).
func (e *Entry) parserArgs() jen.Code {
	if e.lead() {
		return jen.Id("pyListFirst").Call(jen.Id("tensors"), jen.Id("args"))
	}
	return jen.Id("args")
}

// uncarriedOps names signature i's operator.
func uncarriedOps(e *Entry, i int) string { return "aten::" + e.Base[i].Op.ID() }

// elsewhereName is the Go call that reaches signature i of the entry, one
// of those whose results are not the entry's: the typed method or
// function of its operator.
func elsewhereName(e *Entry, i int) string {
	b := e.Base[i]
	if !e.Function() && b.Method {
		return "Tensor." + b.GoName
	}
	return b.FuncName
}

// oldShape is the typed call of the default overload's method (function
// when !method): its positional arguments, then its options struct.
func (e *Entry) oldShape(b *bind.Binding, method bool) []jen.Code {
	self := b.Op.Receiver()
	if !method {
		self = -1
	}
	var checks []jen.Code
	var call []jen.Code
	var oks []jen.Code
	k := 0
	shift := 0 // args[k-shift] is the k-th positional value
	if e.lead() {
		shift = 1
	}
	for i, a := range b.Args {
		if i == self {
			call = append(call, jen.Id("self"))
			continue
		}
		if !a.Positional() {
			continue
		}
		if e.lead() && k == 0 {
			// The typed list is the typed function's.
			call = append(call, jen.Id("tensors"))
			k++
			continue
		}
		id := fmt.Sprintf("a%d", k)
		ok := fmt.Sprintf("ok%d", k)
		// An untyped nil is the zero value of a slice or pointer
		// parameter, as the typed function took it (Zeros(nil, opts)).
		nilable := strings.HasPrefix(goapi.Render(a.GoType), "[]") || strings.HasPrefix(goapi.Render(a.GoType), "*")
		checks = append(checks, jen.List(jen.Id(id), jen.Id(ok)).Op(":=").Id("pyOld").Types(a.GoType).Call(jen.Id("args").Index(jen.Lit(k-shift)), jen.Lit(nilable)))
		oks = append(oks, jen.Id(ok))
		call = append(call, jen.Id(id))
		k++
	}
	call = append(call, jen.Id("o"))
	ret := e.returns(b, jen.Id(b.FuncName).Call(call...))
	inner := ret
	if len(oks) > 0 {
		cond := jen.Add(oks[0])
		for _, ok := range oks[1:] {
			cond = cond.Op("&&").Add(ok)
		}
		inner = append(checks, jen.If(cond).Block(ret...))
	}
	return []jen.Code{
		jen.If(jen.Len(jen.Id("args")).Op("==").Lit(k + 1 - shift)).Block(
			jen.If(jen.List(jen.Id("o"), jen.Id("ok")).Op(":=").Id("args").Index(jen.Lit(k-shift)).Assert(jen.Id(b.OptionsName())), jen.Id("ok")).Block(inner...)),
	}
}

// adapter is one case of the switch: the typed call of the signature's
// operator (its out= operator when out was given) with the parsed values.
func (e *Entry) adapter(s *overloads.PySignature, base, out *bind.Binding, v jen.Code) ([]jen.Code, error) {
	return e.adapterGiven(s, base, out, v, nil)
}

// adapterGiven is adapter where given reports which parameters may have
// been given (nil: any): the code for the others is left out.
func (e *Entry) adapterGiven(s *overloads.PySignature, base, out *bind.Binding, v jen.Code, given func(int) bool) ([]jen.Code, error) {
	may := func(p int) bool { return p >= 0 && (given == nil || given(p)) }
	index := map[string]int{}
	outParam, gradParam := -1, -1
	for i, p := range s.Params {
		index[p.Name] = i
		if p.Out {
			outParam = i
		}
		if p.TensorOption && p.Name == "requires_grad" {
			gradParam = i
		}
	}
	if !may(outParam) {
		outParam = -1
	}
	if !may(gradParam) {
		gradParam = -1
	}
	baseCall, err := typedCall(s, base, index, v, given, e.compact, e.lead())
	if err != nil {
		return nil, err
	}
	if gradParam >= 0 && !e.Tensor() {
		return nil, fmt.Errorf("requires_grad for %s results", shape(base))
	}
	ret := func(b *bind.Binding, c typedCallCode) []jen.Code {
		pre := append([]jen.Code(nil), c.pre...)
		if gradParam >= 0 {
			return append(pre, jen.Return(jen.Id("pyRequiresGrad").Call(chained(b, c.call), v, jen.Lit(gradParam))))
		}
		return append(pre, e.returns(b, c.call)...)
	}
	if out == nil || outParam < 0 {
		return ret(base, baseCall), nil
	}
	if e.carried != nil && !e.carried(out) {
		sig := slices.Index(e.Sigs, s)
		return append([]jen.Code{
			jen.If(v.(*jen.Statement).Clone().Index(jen.Lit(outParam)).Op("!=").Nil()).Block(
				e.fail(jen.Id("pyUncarried").Call(jen.Id(parserVar(e)), jen.Lit(sig), jen.Lit("aten::"+out.Op.ID())))),
		}, ret(base, baseCall)...), nil
	}
	outCall, err := typedCall(s, out, index, v, given, e.compact, e.lead())
	if err != nil {
		return nil, err
	}
	return append([]jen.Code{
		jen.If(v.(*jen.Statement).Clone().Index(jen.Lit(outParam)).Op("!=").Nil()).Block(ret(out, outCall)...),
	}, ret(base, baseCall)...), nil
}

// chained is a typed call as a *Tensor: as it is for a function that
// chains (goapi.Chains), through rtChain for one returning (T, error).
func chained(b *bind.Binding, call jen.Code) jen.Code {
	if goapi.Chains(b) {
		return call
	}
	return jen.Id("rtChain").Call(call)
}

// typedCall calls b's function with the parsed values, by parameter name
// ("self" is the receiver, or Python's "input"); lead: the first
// parameter's list is the entry point's typed tensors (Entry.LeadingList),
// never boxed in v, where it would escape with v's other values.
func typedCall(s *overloads.PySignature, b *bind.Binding, index map[string]int, v jen.Code, given func(int) bool, compact, lead bool) (typedCallCode, error) {
	self := b.Op.Receiver()
	var args []jen.Code
	var opts []jen.Code
	outList, outK := -1, 0
	for i, p := range s.Params {
		if _, list := p.Type.(model.ListType); list && p.Out {
			outList = i
		}
	}
	for i, a := range b.Args {
		if i == self && s.Method {
			args = append(args, jen.Id("self"))
			continue
		}
		pi, ok := paramOf(b, i, index)
		if !ok && a.Out && outList >= 0 {
			// out=(values, indices): the list's tensors, in order (the
			// parser checked its length).
			args = append(args, jen.Id("pyTensorsVal").Call(v, jen.Lit(outList)).Index(jen.Lit(outK)))
			outK++
			continue
		}
		if !ok {
			if a.Positional() {
				return typedCallCode{}, fmt.Errorf("%s's argument %s has no Python parameter", b.FuncName, a.Name)
			}
			continue // a defaulted argument Python does not offer
		}
		if !a.Positional() && given != nil && !given(pi) {
			continue // an option the call cannot have given: its default
		}
		canon, convFn, err := canonical(a)
		if err != nil {
			return typedCallCode{}, fmt.Errorf("argument %s: %w", a.Name, err)
		}
		conv := func(c jen.Code) jen.Code {
			if convFn == nil {
				return c
			}
			return convFn(c)
		}
		vc := func() *jen.Statement { return jen.Add(v.(*jen.Statement).Clone()) }
		_, optional := a.Type.(model.OptionalType)
		optValue := optional && !pointerOptional(a.Type)
		if isIntList(a.Type) {
			// Int lists may sit in the entry point's scratch space (ints).
			ints := jen.Id("ints").Index(jen.Op(":"))
			switch {
			case a.Positional() && optValue:
				args = append(args, jen.Id("pyOptIntList").Call(vc(), jen.Lit(pi), ints))
			case a.Positional():
				args = append(args, jen.Id("pyIntListVal").Call(vc(), jen.Lit(pi), ints))
			default:
				opts = append(opts, jen.If(jen.List(jen.Id("x"), jen.Id("ok")).Op(":=").Id("pyIntList").Call(vc(), jen.Lit(pi), ints), jen.Id("ok")).Block(
					jen.Id("o").Dot(overloads.Field(a.Name)).Op("=").Id("Some").Call(jen.Id("x"))))
			}
			continue
		}
		if a.Positional() {
			switch {
			case lead && pi == 0:
				args = append(args, jen.Id("tensors"))
			case optValue:
				args = append(args, jen.Id("pyOptArg").Types(canon).Call(vc(), jen.Lit(pi)))
			default:
				args = append(args, conv(getter("pyVal", inlinedVal, canon, vc(), jen.Lit(pi))))
			}
			continue
		}
		field := jen.Id("o").Dot(overloads.Field(a.Name))
		if compact && convFn == nil {
			// One statement, no branch: pyOptArg and pyVal give the
			// default's zero value for a value not given.
			if optional && !optValue {
				opts = append(opts, jen.Add(field).Op("=").Id("pyVal").Types(canon).Call(vc(), jen.Lit(pi)))
			} else {
				opts = append(opts, jen.Add(field).Op("=").Id("pyOptArg").Types(canon).Call(vc(), jen.Lit(pi)))
			}
			continue
		}
		var set jen.Code
		switch {
		case optional && !optValue:
			set = jen.Add(field).Op("=").Id("x")
		default:
			set = jen.Add(field).Op("=").Id("Some").Call(conv(jen.Id("x")))
		}
		// A keyword not given costs a compare: pyArg's generic call is not
		// inlined.
		given := getter("pyArgGiven", inlinedGiven, canon, vc(), jen.Lit(pi))
		opts = append(opts, jen.If(vc().Index(jen.Lit(pi)).Op("!=").Nil()).Block(
			jen.If(jen.List(jen.Id("x"), jen.Id("ok")).Op(":=").Add(given), jen.Id("ok")).Block(set)))
	}
	if !b.HasOptions() || len(opts) == 0 {
		return typedCallCode{call: jen.Id(b.FuncName).Call(args...)}, nil
	}
	// The options struct, filled in statements before the call (a
	// function literal would move the parsed values to the heap).
	pre := append([]jen.Code{jen.Var().Id("o").Id(b.OptionsName())}, opts...)
	return typedCallCode{pre: pre, call: jen.Id(b.FuncName).Call(append(args, jen.Id("o"))...)}, nil
}

// paramOf is the parameter (index: the signature's, by name) that takes
// b's argument i: the one of its name, or Python's "input" for a
// function's self.
func paramOf(b *bind.Binding, i int, index map[string]int) (int, bool) {
	name := b.Args[i].Name
	if i == b.Op.Receiver() {
		if _, ok := index[name]; !ok {
			name = "input"
		}
	}
	pi, ok := index[name]
	return pi, ok
}

// The runtime's getters of a parsed value that inline (pyVal's and
// pyArgGiven's generic calls do not), by the value's Go type.
var (
	inlinedVal   = map[string]string{"*Tensor": "pyTensorVal", "int64": "pyInt64Val", "Scalar": "pyScalarVal", "[]*Tensor": "pyTensorsVal"}
	inlinedGiven = map[string]string{"int64": "pyInt64Given", "bool": "pyBoolGiven"}
)

// getter calls the inlined getter for canon, else the generic one.
func getter(generic string, inlined map[string]string, canon jen.Code, args ...jen.Code) jen.Code {
	if fn, ok := inlined[goapi.Render(canon)]; ok {
		return jen.Id(fn).Call(args...)
	}
	return jen.Id(generic).Types(canon).Call(args...)
}

// typedCallCode is a typed call and the statements that prepare its
// options struct.
type typedCallCode struct {
	pre  []jen.Code
	call jen.Code
}

// pointerOptional: an optional whose Go type is a nil-able pointer (Tensor?,
// Generator?) rather than Opt.
func pointerOptional(t model.Type) bool {
	o, ok := t.(model.OptionalType)
	if !ok {
		return false
	}
	if model.IsTensor(o.Elem) {
		return true
	}
	bt, ok := o.Elem.(model.BaseType)
	return ok && bt.Kind == model.Generator
}

// canonical is the Go type the runtime's parser gives an argument's values
// (the element type for an Opt), and the conversion to the typed
// function's type where they differ (int reduction: Reduction; nil where
// they do not).
func canonical(a bind.Arg) (jen.Code, func(jen.Code) jen.Code, error) {
	var same func(jen.Code) jen.Code // no conversion
	t := a.Type
	if o, ok := t.(model.OptionalType); ok {
		t = o.Elem
	}
	switch t := t.(type) {
	case model.TensorType:
		return jen.Op("*").Id("Tensor"), same, nil
	case model.BaseType:
		switch t.Kind {
		case model.Int, model.SymInt:
			if a.Name == "reduction" {
				return jen.Int64(), func(c jen.Code) jen.Code { return jen.Id("Reduction").Call(c) }, nil
			}
			return jen.Int64(), same, nil
		case model.Float:
			return jen.Float64(), same, nil
		case model.Bool:
			return jen.Bool(), same, nil
		case model.Str, model.Dimname:
			return jen.String(), same, nil
		case model.Scalar:
			return jen.Id("Scalar"), same, nil
		case model.ScalarType:
			return jen.Id("DType"), same, nil
		case model.Layout:
			return jen.Id("Layout"), same, nil
		case model.Device:
			return jen.Id("Device"), same, nil
		case model.MemoryFormat:
			return jen.Id("MemoryFormat"), same, nil
		case model.Generator:
			return jen.Op("*").Id("Generator"), same, nil
		}
	case model.ListType:
		switch e := t.Elem.(type) {
		case model.TensorType:
			return jen.Index().Op("*").Id("Tensor"), same, nil
		case model.OptionalType:
			if model.IsTensor(e.Elem) {
				return jen.Index().Op("*").Id("Tensor"), same, nil
			}
		case model.BaseType:
			switch e.Kind {
			case model.Int, model.SymInt:
				return jen.Index().Int64(), same, nil
			case model.Float:
				return jen.Index().Float64(), same, nil
			case model.Scalar:
				return jen.Index().Id("Scalar"), same, nil
			case model.Dimname, model.Str:
				return jen.Index().String(), same, nil
			case model.Bool:
				if t.Size > 0 {
					return jen.Index(jen.Lit(t.Size)).Bool(), same, nil
				}
			}
		}
	}
	return nil, nil, fmt.Errorf("no Python-parser value for %s", a.Type)
}

// TestFile renders the differential overload test's cases: for each entry
// point and each of its signatures, one call with a sample value for every
// parameter without a default, in Go and in Python (pydiff_test.go runs
// both and compares the operator each reaches). Signatures with a
// parameter no sample stands for (Storage, Stream) get no case.
func TestFile(pkg, stamp, kwImport string, entries []*Entry) ([]byte, error) {
	f := jen.NewFile(pkg)
	f.HeaderComment("Code generated by gotorchgen; DO NOT EDIT.")
	f.HeaderComment(stamp)
	f.ImportName(kwImport, "kw")
	var cases []jen.Code
	for _, e := range entries {
		for i, s := range e.Sigs {
			goArgs, pyArgs, ok := samples(s, kwImport)
			if !ok || e.Elsewhere[i] {
				continue
			}
			want := "aten::" + s.Base.ID()
			pyCall := "x." + strings.TrimPrefix(e.Python, "Tensor.")
			goCall := jen.Id("e").Dot("X").Dot(e.GoName).Call(goArgs...)
			if e.Function() {
				pyCall, goCall = e.Python, inPackage(e.Python, e.GoName).Call(goArgs...)
			}
			cases = append(cases, jen.Values(jen.Dict{
				jen.Id("ID"):     jen.Lit(fmt.Sprintf("%s#%d", e.Python, i)),
				jen.Id("Python"): jen.Lit(fmt.Sprintf("%s(%s)", pyCall, strings.Join(pyArgs, ", "))),
				jen.Id("Want"):   jen.Lit(want),
				jen.Id("Go"): jen.Func().Params(jen.Id("e").Op("*").Id("opsEnv")).Op("*").Id("Tensor").Block(
					jen.Return(e.asTensor(goCall))),
			}))
		}
	}
	f.Comment("pyDiffCases are the differential overload test's calls (pydiff_test.go).")
	f.Var().Id("pyDiffCases").Op("=").Index().Id("pyDiffCase").Values(cases...)
	f.Comment("pyFastCases are argument lists the entry points' fast paths take, with the signature each")
	f.Comment("reaches; TestFastPathsAreTheParsers checks that the parser picks the same one.")
	f.Var().Id("pyFastCases").Op("=").Index().Id("pyFastCase").Values(fastCases(entries, kwImport)...)
	var b strings.Builder
	if err := f.Render(&b); err != nil {
		return nil, err
	}
	return []byte(b.String()), nil
}

// asTensor is a test's call of the entry point as a *Tensor: the result
// itself, or, for other results, pyDiffResult's tensor carrying the error
// (the results freed).
func (e *Entry) asTensor(call jen.Code) jen.Code {
	switch {
	case e.Tensor():
		return call
	case len(e.Result) == 1:
		return jen.Id("pyDiffErr").Call(call)
	}
	return jen.Id("pyDiffResult").Call(call)
}

// samples are a signature's required arguments, in Go and in Python: the
// positional ones by position, the keyword-only ones by keyword. The
// environment (opsrecord_test.go, opsrecord.py) has x and y (float 2x3),
// i (int64 2x3), g (a Generator).
func samples(s *overloads.PySignature, kwImport string) (goArgs []jen.Code, pyArgs []string, ok bool) {
	for i, p := range s.Params {
		if p.Default != "" {
			continue
		}
		g, py, ok := sample(p)
		if !ok {
			return nil, nil, false
		}
		if i >= s.Positional {
			g = jen.Qual(kwImport, "Of").Call(jen.Lit(p.Name), g)
			py = p.Name + "=" + py
		}
		goArgs, pyArgs = append(goArgs, g), append(pyArgs, py)
	}
	return goArgs, pyArgs, true
}

func sample(p overloads.PyParam) (jen.Code, string, bool) {
	t := p.Type
	if o, ok := t.(model.OptionalType); ok {
		t = o.Elem
	}
	switch t := t.(type) {
	case model.TensorType:
		return jen.Id("e").Dot("Y"), "y", true
	case model.BaseType:
		switch t.Kind {
		case model.Int, model.SymInt:
			return jen.Lit(1), "1", true
		case model.Float:
			return jen.Lit(0.5), "0.5", true
		case model.Bool:
			return jen.True(), "True", true
		case model.Scalar:
			return jen.Lit(2), "2", true
		case model.ScalarType:
			return jen.Id("Float64"), "torch.float64", true
		case model.Layout:
			return jen.Id("Strided"), "torch.strided", true
		case model.Device:
			return jen.Lit("cpu"), "'cpu'", true
		case model.MemoryFormat:
			return jen.Id("ContiguousFormat"), "torch.contiguous_format", true
		case model.Generator:
			return jen.Id("e").Dot("G"), "g", true
		case model.Str:
			return jen.Lit("a"), "'a'", true
		case model.Dimname:
			return jen.Lit("N"), "'N'", true
		}
	case model.ListType:
		switch e := t.Elem.(type) {
		case model.TensorType:
			return jen.Index().Op("*").Id("Tensor").Values(jen.Id("e").Dot("Y")), "[y]", true
		case model.OptionalType:
			if model.IsTensor(e.Elem) {
				return jen.Index().Op("*").Id("Tensor").Values(jen.Id("e").Dot("I")), "[i]", true
			}
		case model.BaseType:
			switch e.Kind {
			case model.Int, model.SymInt:
				return jen.Index().Int64().Values(jen.Lit(1)), "[1]", true
			case model.Float:
				return jen.Index().Float64().Values(jen.Lit(0.5)), "[0.5]", true
			case model.Scalar:
				return jen.Index().Id("Scalar").Values(jen.Id("Int").Call(jen.Lit(2))), "[2]", true
			case model.Dimname:
				return jen.Index().String().Values(jen.Lit("N")), "['N']", true
			case model.Bool:
				if t.Size > 0 {
					vals := make([]jen.Code, t.Size)
					py := make([]string, t.Size)
					for k := range vals {
						vals[k], py[k] = jen.True(), "True"
					}
					return jen.Index().Bool().Values(vals...), "[" + strings.Join(py, ", ") + "]", true
				}
			}
		}
	}
	return nil, "", false
}

// KeywordsFile renders package kw's constructors: one per keyword name the
// entry points take (kw.Keepdim(true) is keepdim=True), typed bool where
// every signature taking it takes a bool, any otherwise (the entry point's
// parser checks the value against the signature, as Python's does).
//
// runtimeSigs are the signatures of the runtime's hand-written entry
// points, by Python name (bind.RuntimeParsers), whose keywords join.
func KeywordsFile(stamp string, entries []*Entry, runtimeSigs map[string][]string) ([]byte, error) {
	users := map[string][]string{}
	boolOnly := map[string]bool{}
	use := func(name, python string, isBool bool) {
		if !strings.HasSuffix(lastOf(users[name]), python) {
			users[name] = append(users[name], python)
		}
		if prev, ok := boolOnly[name]; ok {
			boolOnly[name] = prev && isBool
		} else {
			boolOnly[name] = isBool
		}
	}
	for _, e := range entries {
		for _, s := range e.Sigs {
			for _, p := range s.Params {
				use(p.Name, e.Python, schemaBase(p.Type) == "bool")
			}
		}
	}
	var pythons []string
	for py := range runtimeSigs {
		pythons = append(pythons, py)
	}
	sort.Strings(pythons)
	for _, py := range pythons {
		for _, sig := range runtimeSigs[py] {
			params, err := sigParams(sig)
			if err != nil {
				return nil, fmt.Errorf("python: the runtime's %s: %w", py, err)
			}
			for _, p := range params {
				use(p[1], py, p[0] == "bool")
			}
		}
	}
	var names []string
	for n := range users {
		names = append(names, n)
	}
	sort.Strings(names)
	f := jen.NewFile("kw")
	f.HeaderComment("Code generated by gotorchgen; DO NOT EDIT.")
	f.HeaderComment(stamp)
	// Keywords that differ only in case (k, K) would share a Go name: the
	// lower-case one (topk's k) gets it, the other only kw.Of.
	owner := map[string]string{}
	for _, n := range names {
		id := overloads.Field(n)
		if prev, ok := owner[id]; !ok || n == strings.ToLower(n) && prev != strings.ToLower(prev) {
			owner[id] = n
		}
	}
	seen := map[string]string{"Of": "Of", "Arg": "Arg"}
	for _, n := range names {
		id := overloads.Field(n)
		if owner[id] != n {
			continue
		}
		if other, dup := seen[id]; dup {
			return nil, fmt.Errorf("python: keywords %q and %q are both kw.%s", n, other, id)
		}
		seen[id] = n
		who := users[n]
		more := ""
		if len(who) > 6 {
			more = fmt.Sprintf(" and %d more", len(who)-6)
			who = who[:6]
		}
		f.Comment(fmt.Sprintf("%s is Python's keyword argument %s= (%s%s).", id, n, strings.Join(who, ", "), more))
		if boolOnly[n] {
			// Two shared values: a bool keyword costs no allocation.
			lower := "kw" + id
			f.Var().Id(lower).Op("=").Index(jen.Lit(2)).Id("Arg").Values(
				jen.Values(jen.Lit(n), jen.False()), jen.Values(jen.Lit(n), jen.True()))
			f.Func().Id(id).Params(jen.Id("v").Bool()).Op("*").Id("Arg").Block(
				jen.If(jen.Id("v")).Block(jen.Return(jen.Op("&").Id(lower).Index(jen.Lit(1)))),
				jen.Return(jen.Op("&").Id(lower).Index(jen.Lit(0))))
			continue
		}
		f.Func().Id(id).Params(jen.Id("v").Any()).Op("*").Id("Arg").Block(
			jen.Return(jen.Op("&").Id("Arg").Values(jen.Lit(n), jen.Id("v"))))
	}
	var b strings.Builder
	if err := f.Render(&b); err != nil {
		return nil, err
	}
	return []byte(b.String()), nil
}

func lastOf(s []string) string {
	if len(s) == 0 {
		return "\x00"
	}
	return s[len(s)-1]
}

// schemaBase is a type's base name without "?": "bool", "int", "Tensor".
func schemaBase(t model.Type) string {
	if o, ok := t.(model.OptionalType); ok {
		t = o.Elem
	}
	if b, ok := t.(model.BaseType); ok {
		return b.Kind.String()
	}
	return t.String()
}

// isIntList reports whether a schema type is an int or SymInt list, or an
// optional one.
func isIntList(t model.Type) bool {
	if o, ok := t.(model.OptionalType); ok {
		t = o.Elem
	}
	l, ok := t.(model.ListType)
	if !ok {
		return false
	}
	b, ok := l.Elem.(model.BaseType)
	return ok && (b.Kind == model.Int || b.Kind == model.SymInt)
}

// usesIntLists reports whether any signature of the entry takes an int list.
func usesIntLists(e *Entry) bool {
	for _, s := range e.Sigs {
		for _, p := range s.Params {
			if isIntList(p.Type) {
				return true
			}
		}
	}
	return false
}
