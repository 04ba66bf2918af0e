package stable

import (
	"github.com/dave/jennifer/jen"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/model"
)

// The descriptor's vocabulary: the kind of each argument and result, in
// the order of invoke.go's constants and stable.h's GTS_RET_* (a wrapper
// passes pointers, and a kind names the Go type the runtime reads through
// one), and which types the stable ABI carries, or why not.

// stableArg is how one argument reaches rtInvoke (templates/_stable/
// invoke.go): its kind, which names the Go type of the variable the
// wrapper passes a pointer to (a tensor goes apart, as itself).
type stableArg struct {
	kind  byte
	route *uint64 // a Scalar's route (scalar.go), in the descriptor
}

// Argument kinds, in the order of invoke.go's rtArg* constants
// (TestStableKindsMatch): the Go type of what the wrapper passes.
const (
	argTensor          = iota // *Tensor, among the call's tensors
	argOptTensor              // *Tensor, among the call's tensors, nil for None
	argInt                    // int64
	argFloat                  // float64
	argBool                   // bool
	argDType                  // DType
	argLayout                 // Layout
	argMemoryFormat           // MemoryFormat
	argDevice                 // Device
	argReduction              // Reduction
	argString                 // string
	argGenerator              // *Generator, passed as itself
	argOptInt                 // Opt[int64]
	argOptFloat               // Opt[float64]
	argOptBool                // Opt[bool]
	argOptDType               // Opt[DType]
	argOptLayout              // Opt[Layout]
	argOptMemoryFormat        // Opt[MemoryFormat]
	argOptDevice              // Opt[Device]
	argOptReduction           // Opt[Reduction]
	argOptString              // Opt[string]
	argInts                   // []int64
	argFloats                 // []float64
	argTensors                // []*Tensor
	argOptTensors             // []*Tensor of Tensor?[]
	argBools2                 // [2]bool
	argBools3                 // [3]bool
	argBools4                 // [4]bool
	argOptInts                // Opt[[]int64]
	argOptFloats              // Opt[[]float64]
	argScalar                 // Scalar
	argOptScalar              // Opt[Scalar]
	argScalars                // []Scalar (boxed)
	argOptScalars             // Opt[[]Scalar] (boxed)
)

// Result kinds, in the order of invoke.go's rtRet*Kind constants.
const (
	retGoNone         = iota // the result is an argument: no pointer
	retGoTensor              // *Tensor
	retGoTensors             // []*Tensor
	retGoInts                // []int64
	retGoInt                 // int64
	retGoFloat               // float64
	retGoBool                // bool
	retGoDType               // DType
	retGoLayout              // Layout
	retGoDevice              // Device
	retGoMemoryFormat        // MemoryFormat
	retGoString              // string
	retGoScalar              // Scalar (boxed)
	retGoQScheme             // QScheme (boxed)
)

// inTensors reports whether the argument goes among the call's tensors.
func (a stableArg) inTensors() bool { return a.kind == argTensor || a.kind == argOptTensor }

// pointer is the argument as the wrapper passes it among the pointers.
func (a stableArg) pointer(v jen.Code) jen.Code {
	if a.kind == argGenerator {
		return jen.Qual("unsafe", "Pointer").Call(v)
	}
	return jen.Qual("unsafe", "Pointer").Call(jen.Op("&").Add(v))
}

// notCarried is the reason for a type the stable ABI does not carry.
func notCarried(what string) error {
	return bind.Unsupportedf("stable ABI: %s is not carried by torch_call_dispatcher (libtorch's shim_common.cpp, 2.10-2.14)", what)
}

// stableBase is the kind of a base type the stable ABI carries, and of
// its optional (the Go types of bind's lower.go: an int named reduction is a
// Reduction).
func stableBase(name string, k model.Base) (plain, optional byte, err error) {
	switch k {
	case model.Int, model.SymInt, model.DeviceIndex:
		if name == "reduction" && k == model.Int {
			return argReduction, argOptReduction, nil
		}
		return argInt, argOptInt, nil
	case model.Float:
		return argFloat, argOptFloat, nil
	case model.Bool:
		return argBool, argOptBool, nil
	case model.ScalarType:
		return argDType, argOptDType, nil
	case model.Layout:
		return argLayout, argOptLayout, nil
	case model.MemoryFormat:
		return argMemoryFormat, argOptMemoryFormat, nil
	case model.Device:
		return argDevice, argOptDevice, nil
	case model.Str:
		return argString, argOptString, nil
	}
	return 0, 0, notCarried(k.String())
}

func lowerStableArg(name string, t model.Type) (stableArg, error) {
	switch t := t.(type) {
	case model.TensorType:
		return stableArg{kind: argTensor}, nil
	case model.BaseType:
		k, _, err := stableBase(name, t.Kind)
		return stableArg{kind: k}, err
	case model.OptionalType:
		switch e := t.Elem.(type) {
		case model.TensorType:
			return stableArg{kind: argOptTensor}, nil
		case model.BaseType:
			if e.Kind == model.Generator {
				return stableArg{kind: argGenerator}, nil
			}
			_, k, err := stableBase(name, e.Kind)
			return stableArg{kind: k}, err
		case model.ListType:
			k, err := lowerStableList(e)
			switch {
			case err != nil:
				return stableArg{}, err
			case k == argInts:
				return stableArg{kind: argOptInts}, nil
			case k == argFloats:
				return stableArg{kind: argOptFloats}, nil
			}
			return stableArg{}, notCarried("an optional " + e.String())
		}
		return stableArg{}, notCarried("optional " + t.Elem.String())
	case model.ListType:
		k, err := lowerStableList(t)
		return stableArg{kind: k}, err
	}
	return stableArg{}, notCarried(t.String())
}

func lowerStableList(t model.ListType) (byte, error) {
	switch e := t.Elem.(type) {
	case model.TensorType:
		return argTensors, nil
	case model.OptionalType:
		if model.IsTensor(e.Elem) {
			return argOptTensors, nil
		}
	case model.BaseType:
		switch e.Kind {
		case model.Int, model.SymInt:
			return argInts, nil
		case model.Float:
			return argFloats, nil
		case model.Bool:
			// The sizes the schemas use; invoke.go has a kind for each.
			switch t.Size {
			case 2:
				return argBools2, nil
			case 3:
				return argBools3, nil
			case 4:
				return argBools4, nil
			}
		}
	}
	return 0, notCarried(t.String())
}

// Result kinds of stable.h (GTS_RET_*).
const (
	retKindValue      = 0
	retKindTensor     = 1
	retKindDrop       = 2
	retKindTensorList = 3
	retKindIntList    = 4
	retKindDropList   = 5
	retKindStr        = 6
)

// retKindScalar is boxed.h's GTS_RET_SCALAR.
const retKindScalar = 7

// lowerStableRet is a result's kind for C (GTS_RET_*) and for Go (the
// Go type of the variable rtInvoke writes it into).
func lowerStableRet(b *bind.Binding, r bind.Ret) (int, byte, error) {
	if _, ok := r.Type.(model.OptionalType); ok {
		return 0, 0, notCarried("an optional result")
	}
	switch r.Kind {
	case bind.RetTensor:
		return retKindTensor, retGoTensor, nil
	case bind.RetAlias:
		if _, ok := unwrapped(r.Type).(model.ListType); ok {
			return retKindDropList, retGoNone, nil
		}
		return retKindDrop, retGoNone, nil
	case bind.RetList:
		switch r.CType {
		case "gt_tensor":
			return retKindTensorList, retGoTensors, nil
		case "int64_t":
			return retKindIntList, retGoInts, nil
		}
		return 0, 0, notCarried("a result " + r.Type.String())
	}
	bt, ok := unwrapped(r.Type).(model.BaseType)
	if !ok {
		return 0, 0, notCarried("a result " + r.Type.String())
	}
	switch bt.Kind {
	case model.Bool:
		return retKindValue, retGoBool, nil
	case model.Int, model.SymInt:
		return retKindValue, retGoInt, nil
	case model.Float:
		return retKindValue, retGoFloat, nil
	case model.ScalarType:
		return retKindValue, retGoDType, nil
	case model.Layout:
		return retKindValue, retGoLayout, nil
	case model.Device:
		return retKindValue, retGoDevice, nil
	case model.Str:
		return retKindStr, retGoString, nil
	}
	return 0, 0, notCarried("a result " + r.Type.String())
}

// Descriptor flags (invoke.go's rtDescBoxed, rtDescRetry).
const (
	descBoxed = 1 << iota
	descRetry
)

// unwrapped is t without an Optional wrapper.
func unwrapped(t model.Type) model.Type { u, _ := model.Unwrap(t); return u }

// resultKey is a result type without its alias annotation.
func resultKey(t model.Type) string {
	switch t := t.(type) {
	case model.TensorType:
		return "Tensor"
	case model.OptionalType:
		return resultKey(t.Elem) + "?"
	case model.ListType:
		return resultKey(t.Elem) + "[]"
	}
	return t.String()
}
