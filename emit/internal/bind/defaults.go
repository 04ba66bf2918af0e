package bind

import (
	"math"

	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/model"
)

// Go names of the runtime's enum constants for the spellings schema
// defaults use.
var enumConstants = map[model.Base]map[string]string{
	model.ScalarType: {
		"byte": "Uint8", "uint8": "Uint8", "char": "Int8", "int8": "Int8", "short": "Int16",
		"int16": "Int16", "int": "Int32", "int32": "Int32", "long": "Int64", "int64": "Int64",
		"half": "Float16", "float16": "Float16", "float": "Float32", "float32": "Float32",
		"double": "Float64", "float64": "Float64", "bool": "Boolean", "bfloat16": "BFloat16",
		"cfloat": "Complex64", "complex64": "Complex64", "cdouble": "Complex128", "complex128": "Complex128",
	},
	model.MemoryFormat: {
		"contiguous_format": "ContiguousFormat", "preserve_format": "PreserveFormat",
		"channels_last": "ChannelsLast", "channels_last_3d": "ChannelsLast3d",
	},
	model.Layout: {"strided": "Strided", "sparse_coo": "SparseCoo", "sparse_csr": "SparseCsr"},
}

// DefaultValue is the Go expression of a default, typed for the argument.
// It returns nil for None (the zero Opt, nil pointer or nil slice).
func DefaultValue(t model.Type, v model.Value) (jen.Code, error) {
	if _, ok := v.(model.NoneValue); ok {
		if _, opt := t.(model.OptionalType); opt {
			return nil, nil
		}
		return nil, Unsupportedf("None default for non-optional %s", t)
	}
	t, _ = model.Unwrap(t)
	switch t := t.(type) {
	case model.BaseType:
		return baseDefault(t.Kind, v)
	case model.ListType:
		list, ok := v.(model.ListValue)
		if !ok {
			return nil, Unsupportedf("default %s for %s", v, t)
		}
		if len(list) == 0 && model.IsTensor(t.Elem) {
			// C++'s "= {}" for a tensor list (class specs).
			return jen.Index().Op("*").Id("Tensor").Values(), nil
		}
		elems := make([]jen.Code, len(list))
		for i, e := range list {
			var err error
			if elems[i], err = DefaultValue(t.Elem, e); err != nil {
				return nil, err
			}
		}
		elem, _ := model.Unwrap(t.Elem)
		bt, ok := elem.(model.BaseType)
		if !ok {
			return nil, Unsupportedf("default %s for %s", v, t)
		}
		switch bt.Kind {
		case model.Int, model.SymInt:
			return jen.Index().Int64().Values(elems...), nil
		case model.Float:
			return jen.Index().Float64().Values(elems...), nil
		case model.Bool:
			if len(elems) == 1 && t.Size > 1 {
				for len(elems) < t.Size {
					elems = append(elems, elems[0])
				}
			}
			return jen.Index(jen.Lit(t.Size)).Bool().Values(elems...), nil
		}
	}
	return nil, Unsupportedf("default %s for %s", v, t)
}

func baseDefault(b model.Base, v model.Value) (jen.Code, error) {
	switch v := v.(type) {
	case model.IntValue:
		switch b {
		case model.Int, model.SymInt, model.DeviceIndex:
			if v.Symbol != "" { // at::Reduction::Mean: a Reduction argument
				return jen.Id("Reduction" + v.Symbol), nil
			}
			return jen.Lit(int(v.V)), nil
		case model.Float:
			return jen.Lit(float64(v.V)), nil
		case model.Scalar:
			return jen.Id("Int").Call(jen.Lit(int(v.V))), nil
		}
	case model.FloatValue:
		lit := floatLit(v)
		switch b {
		case model.Float:
			return lit, nil
		case model.Scalar:
			return jen.Id("Float").Call(lit), nil
		}
	case model.BoolValue:
		switch b {
		case model.Bool, model.SymBool:
			return jen.Lit(bool(v)), nil
		case model.Scalar:
			return jen.Id("Bool").Call(jen.Lit(bool(v))), nil
		}
	case model.StrValue:
		if b == model.Str {
			return jen.Lit(string(v)), nil
		}
	case model.EnumValue:
		if name, ok := enumConstants[b][v.Name]; ok {
			return jen.Id(name), nil
		}
	}
	return nil, Unsupportedf("default %s for %s", v, b)
}

func floatLit(v model.FloatValue) jen.Code {
	switch {
	case math.IsInf(v.V, 1):
		return jen.Qual("math", "Inf").Call(jen.Lit(1))
	case math.IsInf(v.V, -1):
		return jen.Qual("math", "Inf").Call(jen.Lit(-1))
	case math.IsNaN(v.V):
		return jen.Qual("math", "NaN").Call()
	}
	return jen.Op(v.Text) // the schema's own spelling is valid Go
}
