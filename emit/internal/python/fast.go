package python

import (
	"sort"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/overloads"
)

// Fast paths: the commonest calls (positional values of the exact Go types
// a signature takes: x.View(3, 2), torch.Zeros(2, 3), torch.Cat(xs, 1))
// skip the run-time parser. For each signature, in Python's order, the
// entry point checks the arguments' Go types against a shape and, when
// they fit, fills the parsed values as the parser would and takes that
// signature's case. A shape is generated only where the generator can
// prove that no earlier signature accepts its types (it needs a keyword,
// takes fewer or more positional values, or rejects a value's type), so a
// fast path reaches the overload the parser would; the differential test
// checks both against Python. Everything else goes to the parser.

// goKind is a Go argument type a fast path checks for.
type goKind uint8

const (
	gTensor  goKind = 1 << iota // a non-nil *Tensor
	gInt                        // int
	gFloat                      // float64
	gBool                       // bool
	gTensors                    // []*Tensor without nil
	gInt64s                     // []int64
)

// fastParam is one parameter as the runtime parser reads it (pyKindOf).
type fastParam struct {
	name       string
	kind       string // the parser type without ? and [N]: "Tensor", "int64_t", "IntArrayRef"
	size       int    // IntArrayRef[N]: a single int is taken, as N copies of it
	hasDefault bool
}

func fastParams(s *overloads.PySignature) []fastParam {
	out := make([]fastParam, len(s.Params))
	for i, p := range s.Params {
		t := strings.TrimSuffix(overloads.PyParserType(p.Type), "?")
		fp := fastParam{name: p.Name, hasDefault: p.Default != ""}
		if j := strings.IndexByte(t, '['); j >= 0 && strings.HasSuffix(t, "]") {
			n, _ := strconv.Atoi(t[j+1 : len(t)-1])
			fp.size, t = n, t[:j]
		}
		fp.kind = t
		out[i] = fp
	}
	return out
}

// accepts is the set of fast Go kinds the runtime parser's conversion
// (pyParam.convertValue) takes for the parameter; numbers: the name's
// Tensor parameters take numbers. A kind outside the set is rejected.
func (p fastParam) accepts(numbers bool) goKind {
	switch p.kind {
	case "Tensor":
		if numbers {
			return gTensor | gInt | gFloat | gBool
		}
		return gTensor
	case "int64_t", "SymInt":
		return gInt
	case "double":
		return gFloat | gInt
	case "bool":
		return gBool
	case "Scalar":
		return gInt | gFloat | gBool
	case "IntArrayRef", "SymIntArrayRef":
		if p.size > 0 {
			return gInt | gInt64s
		}
		return gInt64s
	case "ScalarList":
		return gInt64s // any slice of numbers
	case "TensorList", "c10::List<c10::optional<Tensor>>":
		return gTensors
	}
	// ScalarType, Layout, Device (Device or string), MemoryFormat,
	// Generator, strings, Dimname lists, float lists, bool arrays: none
	// of the fast kinds.
	return 0
}

// check is the runtime helper a fast path calls for a parameter (it
// returns the parsed value and whether the argument fits), and the kinds
// it takes; "" when the parameter gets no fast path.
func (p fastParam) check() (string, goKind) {
	switch p.kind {
	case "Tensor":
		return "pyFastTensor", gTensor
	case "int64_t", "SymInt":
		return "pyFastInt", gInt
	case "double":
		return "pyFastFloat", gFloat | gInt
	case "bool":
		return "pyFastBool", gBool
	case "Scalar":
		return "pyFastScalar", gInt | gFloat
	case "IntArrayRef", "SymIntArrayRef":
		switch {
		case p.size == 1:
			return "pyFastDim", gInt | gInt64s
		case p.size > 1:
			return "", 0 // the parser makes the copies
		}
		return "pyFastInt64s", gInt64s
	case "TensorList":
		return "pyFastTensors", gTensors
	}
	return "", 0
}

// fastCode is pyFastMatch's code of each check (check's names).
var fastCode = map[string]byte{
	"pyFastTensor": 't', "pyFastInt": 'i', "pyFastFloat": 'f', "pyFastBool": 'b',
	"pyFastScalar": 's', "pyFastInt64s": 'l', "pyFastDim": 'd', "pyFastTensors": 'T',
}

// fastInlined are the runtime's inlined pyFastMatch of the commonest
// shapes without a keyword (pyFastT...).
var fastInlined = map[string]string{"t": "pyFastT", "tt": "pyFastTT", "ti": "pyFastTI", "i": "pyFastI", "T": "pyFastL", "Ti": "pyFastLI"}

// fastShape is a call of n positional values, no keywords, each of one of
// the kinds in kinds[i] (varargs: n ints, the int list of a signature
// whose only positional parameter it is).
type fastShape struct {
	sig     int
	n       int
	kinds   []goKind
	varargs bool
	// kw, when set, is one keyword after the positional values: the
	// parameter's index in the signature and the kinds it takes
	// (x.Sum(1, kw.Keepdim(true))).
	kw *fastKeyword
}

type fastKeyword struct {
	name  string
	param int
	kinds goKind
}

// needsKeyword: a parameter that only a keyword can give has no default,
// so no call without keywords fits the signature.
func needsKeyword(s *overloads.PySignature, ps []fastParam) bool {
	for i := s.Positional; i < len(ps); i++ {
		if !ps[i].hasDefault {
			return true
		}
	}
	return false
}

// varargsSig: the only positional parameter is an int list, which the
// parser also takes as separate ints (pySig.intListVarargs).
func varargsSig(s *overloads.PySignature, ps []fastParam) bool {
	return s.Positional == 1 && (ps[0].kind == "IntArrayRef" || ps[0].kind == "SymIntArrayRef")
}

// rejects reports whether the parser surely rejects a shape for signature
// s (pySig.accept with no keywords).
func rejects(s *overloads.PySignature, ps []fastParam, sh fastShape, numbers bool) bool {
	allInts := sh.n > 0 || sh.varargs
	for _, k := range sh.kinds {
		allInts = allInts && k == gInt
	}
	takesInts := varargsSig(s, ps) && allInts // the ints are its list
	kwAt := -1                                // the keyword's parameter in s
	if sh.kw != nil {
		for i, p := range ps {
			if p.name == sh.kw.name {
				kwAt = i
			}
		}
		consumed := sh.n
		if takesInts {
			consumed = 1
		}
		if kwAt < 0 || kwAt < consumed {
			return true // an unknown keyword, or one given twice
		}
		if sh.kw.kinds&^ps[kwAt].accepts(numbers) == sh.kw.kinds {
			return true
		}
	}
	for i := s.Positional; i < len(ps); i++ {
		if !ps[i].hasDefault && i != kwAt {
			return true // a keyword-only parameter without a default left out
		}
	}
	if takesInts {
		return false // it takes the ints as its list
	}
	n := sh.n // separate ints (varargs): as many positional values
	if n > s.Positional {
		return true
	}
	for i := n; i < len(ps); i++ {
		if !ps[i].hasDefault && i != kwAt {
			return true // a required parameter left out
		}
	}
	for i := 0; i < n; i++ {
		k := gInt
		if !sh.varargs {
			k = sh.kinds[i]
		}
		if k&^ps[i].accepts(numbers) == k {
			return true // no kind the position may have is taken
		}
	}
	return false
}

// fastShapes are the shapes that reach each signature without the parser.
func fastShapes(e *Entry) []fastShape {
	numbers := overloads.PyNumbersAsTensors(e.Python)
	params := make([][]fastParam, len(e.Sigs))
	for i, s := range e.Sigs {
		params[i] = fastParams(s)
	}
	var shapes []fastShape
	proven := func(sh fastShape) bool {
		for j := 0; j < sh.sig; j++ {
			if !rejects(e.Sigs[j], params[j], sh, numbers) {
				return false
			}
		}
		return true
	}
	for k, s := range e.Sigs {
		ps := params[k]
		if needsKeyword(s, ps) {
			continue
		}
		if varargsSig(s, ps) {
			// 1 to pyScratch (8) separate ints, proven for each count.
			ok := true
			for n := 1; n <= 8 && ok; n++ {
				ok = proven(fastShape{sig: k, n: n, varargs: true})
			}
			if ok {
				shapes = append(shapes, fastShape{sig: k, n: 1, varargs: true})
			}
		}
		required := 0
		for i := 0; i < s.Positional; i++ {
			if !ps[i].hasDefault {
				required = i + 1
			}
		}
		var kinds []goKind
		for n := 0; n <= s.Positional && n <= 4; n++ {
			if n > 0 {
				fn, k := ps[n-1].check()
				if fn == "" {
					break
				}
				kinds = append(kinds, k)
			}
			if n < required {
				continue
			}
			sh := fastShape{sig: k, n: n, kinds: append([]goKind(nil), kinds...)}
			if proven(sh) {
				shapes = append(shapes, sh)
			}
			// The positional values and one keyword of a kind the
			// fast checks know, where they prove the signature; at most
			// the two positional counts around the required ones.
			if n > required+1 {
				continue
			}
			for p := n; p < len(ps); p++ {
				fn, kk := ps[p].check()
				if fn == "" || fn == "pyFastDim" || !ps[p].hasDefault || e.Sigs[k].Params[p].Out {
					continue
				}
				ksh := sh
				ksh.kw = &fastKeyword{name: ps[p].name, param: p, kinds: kk}
				if proven(ksh) {
					shapes = append(shapes, ksh)
				}
			}
		}
	}
	return shapes
}

// fastPath renders the fast paths before the parser: each sets i to its
// signature's case (i is -1 when none fits), or, for a shape of positional
// values alone, returns direct's call: the case specialized to the
// parameters the shape gives (the others are known to be absent, so the
// options, out= and requires_grad code of the case is left out).
func fastPath(e *Entry, direct func(sig int, given func(int) bool) []jen.Code) []jen.Code {
	var code []jen.Code
	vi := func(i int) *jen.Statement { return jen.Id("v").Index(jen.Lit(i)) }
	// Positional shapes first, then those with a keyword: any order gives
	// the parser's choice (a shape of a later signature is proven rejected
	// by the earlier ones), and the common calls are positional.
	shapes := fastShapes(e)
	sort.SliceStable(shapes, func(a, b int) bool { return shapes[a].kw == nil && shapes[b].kw != nil })
	for _, sh := range shapes {
		ps := fastParams(e.Sigs[sh.sig])
		if sh.varargs {
			// torch.Zeros(2, 3), x.View(3, 2): the ints in the scratch
			// space, as the parser puts them (pyScratchInts: offset 0).
			set := []jen.Code{vi(0).Op("=").Id("pyScratchInts").Call(jen.Len(jen.Id("args")))}
			if d := direct(sh.sig, func(p int) bool { return p == 0 }); d != nil {
				set = append(set, d...)
			} else {
				set = append(set, jen.Id("i").Op("=").Lit(sh.sig))
			}
			code = append(code, jen.If(jen.Id("i").Op("<").Lit(0).Op("&&").Id("pyFastIntsVarargs").Call(jen.Id("args"), jen.Id("ints").Index(jen.Op(":")))).Block(set...))
			continue
		}
		if sh.kw != nil {
			// One keyword (x.Sum(1, kw.Keepdim(true))): checked inline,
			// which pyFastMatch's general test costs ~4 % more a call.
			code = append(code, keywordShape(sh, ps, e.lead()))
			continue
		}
		n := sh.n
		set := []jen.Code{jen.Id("i").Op("=").Lit(sh.sig)}
		if d := direct(sh.sig, func(p int) bool { return p < n }); d != nil {
			set = d
		}
		if n == 0 {
			code = append(code, jen.If(jen.Id("i").Op("<").Lit(0).Op("&&").Len(jen.Id("args")).Op("==").Lit(0)).Block(set...))
			continue
		}
		// The checks are pyFastMatch's, by a code per value: one call
		// rather than inline checks keeps the package's Go small (its
		// compile's memory grows with the code, ~7 MiB per 1,000 lines).
		var shape strings.Builder
		for i := 0; i < n; i++ {
			fn, _ := ps[i].check()
			shape.WriteByte(fastCode[fn])
		}
		ints := jen.Nil()
		if usesIntLists(e) {
			ints = jen.Id("ints").Index(jen.Op(":"))
		}
		cond := jen.Id("i").Op("<").Lit(0).Op("&&").Id("pyFastMatch").Call(
			jen.Id("args"), jen.Id("v").Index(jen.Op(":")), ints, jen.Lit(shape.String()))
		if fn, ok := fastInlined[shape.String()]; ok {
			cond = jen.Id("i").Op("<").Lit(0).Op("&&").Id(fn).Call(jen.Id("args"), jen.Id("v").Index(jen.Op(":")))
		}
		if e.lead() {
			cond, set = leadShape(shape.String(), ints, set)
		}
		code = append(code, jen.If(cond).Block(set...))
	}
	return code
}

// leadShape is a positional shape's test and case for an entry whose
// list is the typed tensors (Entry.LeadingList): the list checked there,
// the rest of the shape on args, which then fill v from v[1] (v[0] stays
// empty: the cases read the list from tensors).
func leadShape(shape string, ints jen.Code, set []jen.Code) (*jen.Statement, []jen.Code) {
	rest := shape[1:] // shape[0] is the list's 'T'
	match := jen.Len(jen.Id("args")).Op("==").Lit(0)
	switch fn, ok := fastInlined[rest]; {
	case ok:
		match = jen.Id(fn).Call(jen.Id("args"), jen.Id("v").Index(jen.Lit(1).Op(":")))
	case rest != "":
		match = jen.Id("pyFastMatch").Call(jen.Id("args"), jen.Id("v").Index(jen.Lit(1).Op(":")), ints, jen.Lit(rest))
	}
	cond := jen.Id("i").Op("<").Lit(0).Op("&&").Id("pyFastList").Call(jen.Id("tensors")).Op("&&").Add(match)
	return cond, set
}

// keywordShape is the inline test of a shape with a keyword: each value's
// check, then the keyword's, and the case it takes.
func keywordShape(sh fastShape, ps []fastParam, lead bool) jen.Code {
	vi := func(i int) *jen.Statement { return jen.Id("v").Index(jen.Lit(i)) }
	shift := 0 // args[i-shift] is the i-th value (lead: the list is tensors)
	if lead {
		shift = 1
	}
	cond := jen.Id("i").Op("<").Lit(0).Op("&&").Len(jen.Id("args")).Op("==").Lit(sh.n + 1 - shift)
	var body, oks, set []jen.Code
	dims := 0
	for i := 0; i < sh.n; i++ {
		if lead && i == 0 {
			oks = append(oks, jen.Id("pyFastList").Call(jen.Id("tensors")))
			continue
		}
		fn, _ := ps[i].check()
		x, ok := "x"+strconv.Itoa(i), "ok"+strconv.Itoa(i)
		call := jen.Id(fn).Call(jen.Id("args").Index(jen.Lit(i - shift)))
		if fn == "pyFastDim" {
			// A single int goes to the scratch space, at the next free
			// slot (the dims before it took one each).
			call = jen.Id(fn).Call(jen.Id("args").Index(jen.Lit(i-shift)), jen.Id("ints").Index(jen.Op(":")), jen.Lit(dims))
			dims++
		}
		body = append(body, jen.List(jen.Id(x), jen.Id(ok)).Op(":=").Add(call))
		oks = append(oks, jen.Id(ok))
		set = append(set, vi(i).Op("=").Id(x))
	}
	// The keyword's value, when args[n] is that keyword (the checks
	// reject the nil it is otherwise).
	fn, _ := ps[sh.kw.param].check()
	body = append(body, jen.List(jen.Id("xk"), jen.Id("okk")).Op(":=").Id(fn).Call(
		jen.Id("pyFastKeyword").Call(jen.Id("args").Index(jen.Lit(sh.n-shift)), jen.Lit(sh.kw.name))))
	oks = append(oks, jen.Id("okk"))
	set = append(set, vi(sh.kw.param).Op("=").Id("xk"), jen.Id("i").Op("=").Lit(sh.sig))
	all := jen.Add(oks[0])
	for _, ok := range oks[1:] {
		all = all.Op("&&").Add(ok)
	}
	return jen.If(cond).Block(append(body, jen.If(all).Block(set...))...)
}

// fastCases are the test cases of the fast paths: for each shape, the
// arguments of each kind it takes at each position (the others at their
// first kind), or 1 to 8 ints for varargs, and the signature it reaches.
func fastCases(entries []*Entry, kwPkg string) []jen.Code {
	sample := map[goKind]jen.Code{
		gTensor:  jen.Id("pyFastSampleTensor"),
		gInt:     jen.Lit(1),
		gFloat:   jen.Lit(0.5),
		gBool:    jen.True(),
		gTensors: jen.Index().Op("*").Id("Tensor").Values(jen.Id("pyFastSampleTensor")),
		gInt64s:  jen.Index().Int64().Values(jen.Lit(1)),
	}
	kindsOf := func(set goKind) []goKind {
		var ks []goKind
		for k := gTensor; k <= gInt64s; k <<= 1 {
			if set&k != 0 {
				ks = append(ks, k)
			}
		}
		return ks
	}
	var cases []jen.Code
	add := func(e *Entry, args []jen.Code, sig int) {
		cases = append(cases, jen.Values(jen.Id(parserVar(e)), jen.Index().Any().Values(args...), jen.Lit(sig)))
	}
	for _, e := range entries {
		for _, sh := range fastShapes(e) {
			if sh.varargs {
				for n := 1; n <= 8; n++ {
					args := make([]jen.Code, n)
					for i := range args {
						args[i] = jen.Lit(i + 1)
					}
					add(e, args, sh.sig)
				}
				continue
			}
			first := make([]jen.Code, sh.n)
			for i, set := range sh.kinds {
				first[i] = sample[kindsOf(set)[0]]
			}
			sets := sh.kinds
			if sh.kw != nil {
				first = append(first, jen.Qual(kwPkg, "Of").Call(jen.Lit(sh.kw.name), sample[kindsOf(sh.kw.kinds)[0]]))
				sets = append(append([]goKind(nil), sets...), sh.kw.kinds)
			}
			add(e, first, sh.sig)
			for i, set := range sets {
				for _, k := range kindsOf(set)[1:] {
					args := append([]jen.Code(nil), first...)
					args[i] = sample[k]
					if sh.kw != nil && i == sh.n {
						args[i] = jen.Qual(kwPkg, "Of").Call(jen.Lit(sh.kw.name), sample[k])
					}
					add(e, args, sh.sig)
				}
			}
		}
	}
	return cases
}
