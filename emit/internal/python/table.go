package python

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/goapi"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
)

// The stable-ABI mode's entry points are tables (templates/_stable/pytable.go):
// per signature, the descriptor of the operator call its typed wrapper makes
// and where each argument's value comes from, which one runtime
// interpreter reads. A generated function per entry point cost the pure
// package's build 73 % more CPU time; data costs the compiler little.

// Lowering is the stable-ABI mode's call of an operator: the descriptor its
// typed wrapper hands rtInvoke; false where the package does not bind it.
type Lowering func(*bind.Binding) (desc string, ok bool)

// maxTableParams is pytable.go's pyMaxParams.
const maxTableParams = 24

// The from bytes of pytable.go.
const (
	fromSelf   = 0xff
	fromAbsent = 0xfe
)

// table is the entry point's spec (pytable.go's pyTable.decode reads it),
// or an error saying why the entry keeps the generated form (the
// interpreter returns one tensor; an out= list, more parameters than its
// array, or an argument with no table value need the generated code).
func (e *Entry) table(lower Lowering) ([]byte, error) {
	if !e.Tensor() {
		for i, b := range e.Base {
			if !e.Elsewhere[i] && !e.uncarried(i) && aliasResult(b) {
				return nil, fmt.Errorf("aten::%s returns an argument among its results", b.Op.ID())
			}
		}
	}
	if len(e.Sigs) > 255 {
		return nil, fmt.Errorf("%d signatures", len(e.Sigs))
	}
	spec := append([]byte(e.Python), 0)
	flags := byte(0)
	if overloads.PyNumbersAsTensors(e.Python) {
		flags |= 1
	}
	spec = append(spec, flags, byte(len(e.Sigs)))
	for _, s := range e.Sigs {
		spec = append(append(spec, s.String()...), 0)
	}
	for i, s := range e.Sigs {
		if len(s.Params) > maxTableParams {
			return nil, fmt.Errorf("signature %s: more than %d parameters", s, maxTableParams)
		}
		switch {
		case e.uncarried(i):
			spec = append(append(append(spec, 'u'), uncarriedOps(e, i)...), 0)
			continue
		case e.Elsewhere[i]:
			spec = append(append(append(spec, 'e'), elsewhereName(e, i)...), 0)
			continue
		}
		index := map[string]int{}
		outParam, gradParam := 0, 0
		for k, p := range s.Params {
			index[p.Name] = k
			if p.Out {
				outParam = k + 1
			}
			if p.TensorOption && p.Name == "requires_grad" {
				gradParam = k + 1
			}
		}
		out := e.Out[i]
		if out == nil {
			outParam = 0
		}
		outFail := ""
		if out != nil && outParam > 0 {
			if _, ok := lower(out); !ok {
				outFail = "aten::" + out.Op.ID()
			}
		}
		spec = append(append(append(spec, 'c', byte(gradParam), byte(outParam)), outFail...), 0)
		var err error
		if spec, err = tableOp(spec, s, e.Base[i], index, lower); err != nil {
			return nil, err
		}
		if outParam > 0 && outFail == "" {
			if !e.Tensor() && aliasResult(out) {
				return nil, fmt.Errorf("aten::%s returns an argument among its results", out.Op.ID())
			}
			if spec, err = tableOp(spec, s, out, index, lower); err != nil {
				return nil, err
			}
		}
	}
	spec = fastSpec(spec, e)
	if b := e.Replaces; b != nil && b.HasOptions() {
		var err error
		if spec, err = e.oldShapeSpec(spec, b, lower); err != nil {
			return nil, err
		}
	}
	return spec, nil
}

// fastSpec appends the entry's fast paths (fast.go's shapes, which the
// generated form writes out as code): 'f', their count, each one's
// signature and 'v' (varargs ints), or 'p' and its codes NUL (positional
// values), or 'k', its codes NUL, the keyword's parameter, name NUL and
// code (one keyword after them).
func fastSpec(spec []byte, e *Entry) []byte {
	shapes := fastShapes(e)
	sort.SliceStable(shapes, func(a, b int) bool { return shapes[a].kw == nil && shapes[b].kw != nil })
	var out []byte
	n := 0
	for _, sh := range shapes {
		if sh.sig > 255 || n == 255 {
			continue
		}
		ps := fastParams(e.Sigs[sh.sig])
		var codes []byte
		for i := 0; i < sh.n && !sh.varargs; i++ {
			fn, _ := ps[i].check()
			codes = append(codes, fastCode[fn])
		}
		switch {
		case sh.varargs:
			out = append(out, byte(sh.sig), 'v')
		case sh.kw != nil && len(codes) <= 4:
			fn, _ := ps[sh.kw.param].check()
			out = append(append(out, byte(sh.sig), 'k'), codes...)
			out = append(append(append(out, 0, byte(sh.kw.param)), sh.kw.name...), 0, fastCode[fn])
		case sh.kw == nil && len(codes) <= 4:
			out = append(append(append(out, byte(sh.sig), 'p'), codes...), 0)
		default:
			continue // pyFastMatch takes four at most
		}
		n++
	}
	if n == 0 {
		return spec
	}
	return append(append(spec, 'f', byte(n)), out...)
}

// aliasResult: one of b's results is an argument (in place, out=), which
// the table gives only as an entry point's one tensor.
func aliasResult(b *bind.Binding) bool {
	for _, r := range b.Rets {
		if r.Kind == bind.RetAlias {
			return true
		}
	}
	return false
}

// oldShapeSpec appends the typed call shape of the default overload b
// whose name the entry point took (oldShape's, which the generated form
// writes out): 'o', the options struct's name NUL, the positional
// arguments' count, per argument of b where its value is (pyOldShape),
// and the op, whose from is the identity.
func (e *Entry) oldShapeSpec(spec []byte, b *bind.Binding, lower Lowering) ([]byte, error) {
	if len(b.Args) > maxTableParams {
		return nil, fmt.Errorf("the typed call shape of aten::%s: more than %d arguments", b.Op.ID(), maxTableParams)
	}
	self := b.Op.Receiver()
	if e.Function() {
		self = -1
	}
	where := make([]byte, len(b.Args))
	index := map[string]int{}
	k, field := 0, 0
	for i, a := range b.Args {
		index[a.Name] = i
		switch {
		case i == self:
			where[i] = fromSelf
		case a.Positional():
			where[i] = byte(k)
			k++
		default:
			where[i] = 0x80 | byte(field)
			field++
		}
	}
	spec = append(append(append(spec, 'o'), b.OptionsName()...), 0, byte(k), byte(len(where)))
	spec = append(spec, where...)
	// The op reads argument i's value from v[i] (or the receiver): a
	// signature whose parameters are the operator's arguments.
	s := &overloads.PySignature{Method: self >= 0}
	for _, a := range b.Args {
		s.Params = append(s.Params, overloads.PyParam{Name: a.Name})
	}
	return tableOp(spec, s, b, index, lower)
}

// tableOp appends the op of a call of b with signature s's values (index:
// the parameters by name), as typedCall maps them.
func tableOp(spec []byte, s *overloads.PySignature, b *bind.Binding, index map[string]int, lower Lowering) ([]byte, error) {
	desc, ok := lower(b)
	if !ok {
		return nil, fmt.Errorf("aten::%s is not bound", b.Op.ID())
	}
	if len(desc) > 0xffff || len(b.Args) != int(desc[1]) {
		return nil, fmt.Errorf("aten::%s's descriptor does not fit", b.Op.ID())
	}
	self := b.Op.Receiver()
	from := make([]byte, len(b.Args))
	var defs []byte
	nDefs := 0
	for i, a := range b.Args {
		if i == self && s.Method {
			from[i] = fromSelf
			continue
		}
		pi, ok := paramOf(b, i, index)
		switch {
		case ok:
			if _, _, err := canonical(a); err != nil {
				return nil, fmt.Errorf("argument %s: %w", a.Name, err)
			}
			from[i] = byte(pi)
		case a.Out:
			return nil, fmt.Errorf("%s's out= tensors are a list", b.FuncName)
		case a.Positional():
			return nil, fmt.Errorf("%s's argument %s has no Python parameter", b.FuncName, a.Name)
		default:
			from[i] = fromAbsent
		}
		def, err := encodeDefault(a)
		if err != nil {
			return nil, fmt.Errorf("argument %s: %w", a.Name, err)
		}
		if def != nil {
			defs = append(append(defs, byte(i)), def...)
			nDefs++
		}
	}
	if nDefs > 255 {
		return nil, fmt.Errorf("%d defaults", nDefs)
	}
	ret := byte(0)
	if len(b.Rets) == 1 && b.Rets[0].Kind == bind.RetAlias {
		ret = byte(b.Rets[0].Alias + 1)
	}
	spec = binary.LittleEndian.AppendUint16(spec, uint16(len(desc)))
	spec = append(append(spec, desc...), from...)
	spec = append(spec, ret, byte(nDefs))
	return append(spec, defs...), nil
}

// encodeDefault is an argument's default as pySpecReader.value reads it
// (the typed wrapper's default, bind.DefaultValue), or nil for None or no
// default.
func encodeDefault(a bind.Arg) ([]byte, error) {
	if a.Default == nil {
		return nil, nil
	}
	if _, none := a.Default.(model.NoneValue); none {
		return nil, nil
	}
	t, _ := model.Unwrap(a.Type)
	switch t := t.(type) {
	case model.BaseType:
		return encodeBase(t.Kind, a.Default)
	case model.ListType:
		list, ok := a.Default.(model.ListValue)
		if !ok {
			break
		}
		elem, _ := model.Unwrap(t.Elem)
		if len(list) == 0 && model.IsTensor(elem) {
			return []byte{'T'}, nil
		}
		bt, ok := elem.(model.BaseType)
		if !ok || len(list) > 255 {
			break
		}
		var tag byte
		switch bt.Kind {
		case model.Int, model.SymInt:
			tag = 'I'
		case model.Float:
			tag = 'F'
		case model.Bool:
			tag = 'B'
		default:
			return nil, fmt.Errorf("default %s for %s", a.Default, a.Type)
		}
		n := len(list)
		if tag == 'B' && n == 1 && t.Size > 1 {
			n = t.Size // bool[3] x=True: three of them
		}
		out := []byte{tag, byte(n)}
		for k := range n {
			e, err := encodeBase(bt.Kind, list[min(k, len(list)-1)])
			if err != nil {
				return nil, err
			}
			out = append(out, e[1:]...) // the element's value without its tag
		}
		return out, nil
	}
	return nil, fmt.Errorf("default %s for %s", a.Default, a.Type)
}

// encodeBase encodes a default of a base type; an int for a float or a
// Scalar, as Python's parser takes it.
func encodeBase(k model.Base, v model.Value) ([]byte, error) {
	num := func(tag byte, bits uint64) []byte { return binary.LittleEndian.AppendUint64([]byte{tag}, bits) }
	switch v := v.(type) {
	case model.IntValue:
		switch k {
		case model.Int, model.SymInt, model.DeviceIndex, model.Scalar:
			if v.Symbol != "" {
				return append([]byte("EReduction"+v.Symbol), 0), nil
			}
			return num('i', uint64(v.V)), nil
		case model.Float:
			return num('f', math.Float64bits(float64(v.V))), nil
		}
	case model.FloatValue:
		if k == model.Float || k == model.Scalar {
			return num('f', math.Float64bits(v.V)), nil
		}
	case model.BoolValue:
		if k == model.Bool || k == model.SymBool || k == model.Scalar {
			if v {
				return []byte{'b', 1}, nil
			}
			return []byte{'b', 0}, nil
		}
	case model.StrValue:
		if k == model.Str {
			return append(append([]byte{'s'}, string(v)...), 0), nil
		}
	case model.EnumValue:
		c, err := bind.DefaultValue(model.BaseType{Kind: k}, v)
		if err != nil {
			return nil, err
		}
		return append(append([]byte{'E'}, goapi.Render(c)...), 0), nil
	}
	return nil, fmt.Errorf("default %s for %s", v, k)
}

// tables gathers the entry points' specs, in order: table i is
// pySpecs[pySpecEnds[i-1]:pySpecEnds[i]].
type tables struct {
	specs []byte
	ends  []jen.Code
}

func (t *tables) add(spec []byte) int {
	t.specs = append(t.specs, spec...)
	t.ends = append(t.ends, jen.Lit(len(t.specs)))
	return len(t.ends) - 1
}

// declare writes pyTables, pySpecs and pySpecEnds.
func (t *tables) declare(f *jen.File) {
	f.Comment("pyTables are the entry points' tables, decoded on first use from pySpecs (pytable.go).")
	f.Var().Id("pyTables").Index(jen.Lit(len(t.ends))).Id("pyTable")
	f.Comment("pySpecs are the tables' specs, one after the other: table i ends at pySpecEnds[i].")
	f.Const().Id("pySpecs").Op("=").Lit(string(t.specs))
	f.Var().Id("pySpecEnds").Op("=").Index(jen.Lit(len(t.ends))).Uint32().Values(t.ends...)
}

// tableCall is the body of an entry point over table i: pyMethod or
// pyFunction for one tensor, else pyResults writing the results.
func (e *Entry) tableCall(i int) []jen.Code {
	self := jen.Id("self")
	if e.Function() {
		self = jen.Nil()
	}
	args := jen.Id("args")
	if e.Tensor() {
		if e.Function() {
			return []jen.Code{jen.Return(jen.Id("pyFunction").Call(jen.Lit(i), args))}
		}
		return []jen.Code{jen.Return(jen.Id("pyMethod").Call(jen.Lit(i), self, args))}
	}
	b := e.main
	ptr := func(v jen.Code) jen.Code { return jen.Qual("unsafe", "Pointer").Call(jen.Op("&").Add(v)) }
	switch len(b.Rets) {
	case 0:
		return []jen.Code{jen.Return(jen.Id("pyResults").Call(jen.Lit(i), self, args))}
	case 1:
		return []jen.Code{
			jen.Var().Id("r").Add(b.Rets[0].GoType),
			jen.Id("err").Op(":=").Id("pyResults").Call(jen.Lit(i), self, args, ptr(jen.Id("r"))),
			jen.Return(jen.Id("r"), jen.Id("err")),
		}
	}
	call := []jen.Code{jen.Lit(i), self, args}
	for _, r := range b.Rets {
		call = append(call, ptr(jen.Id("r").Dot(r.Field)))
	}
	return []jen.Code{
		jen.Var().Id("r").Id(b.TupleName()),
		jen.Id("err").Op(":=").Id("pyResults").Call(call...),
		jen.Return(jen.Id("r"), jen.Id("err")),
	}
}
