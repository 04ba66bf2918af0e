package model

import (
	"strconv"
	"strings"
)

// Value is a typed default value. Like Type it is a closed sum.
type Value interface {
	isValue()
	String() string
}

// NoneValue is "None".
type NoneValue struct{}

// BoolValue is "True" or "False".
type BoolValue bool

// IntValue is an integer default. Symbol keeps the name when the schema used
// one (e.g. "Mean" for at::Reduction::Mean == 1).
type IntValue struct {
	V      int64
	Symbol string
}

// FloatValue is a floating-point default; Text keeps the schema's spelling
// so emitted code can use it verbatim.
type FloatValue struct {
	V    float64
	Text string
}

// StrValue is a string default, unquoted and unescaped.
type StrValue string

// ListValue is a list default ("[]", "[0,1]"); a fixed-size list with a
// scalar default ("int[2] stride=1") is expanded to its full length.
type ListValue []Value

// EnumValue names a member of an enum type: ScalarType "long",
// MemoryFormat "contiguous_format", Layout "strided".
type EnumValue struct {
	Type Base
	Name string
}

func (NoneValue) isValue()  {}
func (BoolValue) isValue()  {}
func (IntValue) isValue()   {}
func (FloatValue) isValue() {}
func (StrValue) isValue()   {}
func (ListValue) isValue()  {}
func (EnumValue) isValue()  {}

func (NoneValue) String() string { return "None" }
func (v BoolValue) String() string {
	if v {
		return "True"
	}
	return "False"
}
func (v IntValue) String() string {
	if v.Symbol != "" {
		return v.Symbol
	}
	return strconv.FormatInt(v.V, 10)
}
func (v FloatValue) String() string { return v.Text }
func (v StrValue) String() string   { return strconv.Quote(string(v)) }
func (v ListValue) String() string {
	parts := make([]string, len(v))
	for i, e := range v {
		parts[i] = e.String()
	}
	return "[" + strings.Join(parts, ",") + "]"
}
func (v EnumValue) String() string { return v.Name }
