//go:build cgo

package torch

import (
	"errors"
	"fmt"
	"strconv"
)

// One value model for the two halves of the dynamic layer: torch.Load and
// Save speak a tree of plain Go values (serialize.go), modules and
// operators speak *IValue. IValueOf and IValue.Value convert between them,
// so that a state_dict loaded from a torch.save file can be passed to a
// TorchScript method, and what a method returns can be saved or compared
// as Load's values are.
//
// The two kinds map one to one where both have them:
//
//	Load's tree                    IValue
//	nil                            None
//	bool, int64, float64           Bool, Int, Double
//	complex128                     ComplexDouble
//	string                         String
//	*Tensor                        Tensor
//	[]any                          List (List[int], List[Tensor], ...)
//	Tuple                          Tuple
//	*Dict (keys in order)          Dict (keys in order)
//
// What one side has and the other has not: Load's []byte (Python's bytes)
// and ints beyond int64 (*big.Int) have no TorchScript value (ErrNoIValue);
// Load's DType and Layout become Ints, as TorchScript holds them; a
// *Dict's Ordered and Attrs (Python's OrderedDict class and its pickled
// attributes) have no IValue equivalent and are dropped, its keys' order
// kept. An IValue Device becomes its string ("cuda:1"), as Load gives a
// torch.device; a list's element type (List[int]) becomes the types of its
// elements, as Load's []any has; objects, modules, futures, generators and
// the other kinds torch.save cannot write have no Load value
// (ErrNoGoValue).

var (
	// ErrNoIValue is the cause of an error of IValueOf or of a call by
	// name given a value TorchScript has no type for ([]byte, an int
	// beyond int64, a Go type of its own).
	ErrNoIValue = errors.New("no TorchScript value")
	// ErrNoGoValue is the cause of an error of IValue.Value on an IValue
	// whose kind has no value in Load's tree (an object, a module, a
	// future, a generator...).
	ErrNoGoValue = errors.New("no value in torch.Load's tree")
)

// IValueOf converts a Go value to a new IValue the caller owns: a tree as
// torch.Load returns it (*Dict, Tuple, []any, *Tensor, numbers, strings,
// nil), or anything a call by name takes (dynamic.go: Go slices of a type,
// which make lists of that type even when empty, map[string]*Tensor,
// Device, *IValue...), converted by the same rule as CallOp's arguments.
// The IValue holds the tensors themselves (shared, not copied). An error
// names where in the tree the value is that cannot convert; one
// TorchScript has no type for wraps ErrNoIValue.
func IValueOf(v any) (*IValue, error) {
	var made []*IValue
	iv, err := dynValue(v, &made)
	if err != nil {
		dynFree(made)
		return nil, dynError("IValueOf", "c10::IValue", err)
	}
	// The result is one of made, or an *IValue the caller passed: a new
	// handle either way, so that the caller frees what it gets.
	for _, m := range made {
		if m != iv {
			m.Free()
		}
	}
	if len(made) == 0 || made[len(made)-1] != iv {
		return iv.shallowCopy()
	}
	return iv, nil
}

// IValueOfComplex makes a complex IValue (TorchScript's complex, C++'s
// c10::complex<double>).
func IValueOfComplex(v complex128) (*IValue, error) {
	return ivalueOfComplex(real(v), imag(v))
}

// ToComplex is a complex IValue's value; another kind is an error.
func (self *IValue) ToComplex() (complex128, error) {
	re, err := self.complexReal()
	if err != nil {
		return 0, err
	}
	im, err := self.complexImag()
	if err != nil {
		return 0, err
	}
	return complex(re, im), nil
}

// Value converts the IValue to the tree of Go values torch.Load returns
// for the same Python value (the table above): nil, bool, int64, float64,
// complex128, string, *Tensor, []any, Tuple, *Dict, nested, which
// torch.Save writes and FreeAll frees. The tensors are new *Tensor handles
// of the IValue's tensors (shared, not copied), the caller's to free. A
// kind with no such value is an error naming where it is and wrapping
// ErrNoGoValue; the tensors made before it are freed.
func (self *IValue) Value() (any, error) {
	v, err := ivalueTree(self, "value", 0)
	if err != nil {
		return nil, &Error{Op: "c10::IValue", Func: "IValue.Value", Message: err.Error(), Err: errors.Unwrap(err)}
	}
	return v, nil
}

// ivalueTree is Value of iv at path (where it is, for errors).
func ivalueTree(iv *IValue, path string, depth int) (any, error) {
	if depth > 1000 {
		return nil, fmt.Errorf("%s: nested too deeply", path)
	}
	if iv.Freed() {
		return nil, fmt.Errorf("%s: the IValue is nil or freed", path)
	}
	switch kind := iv.Kind(); kind {
	case "None":
		return nil, nil
	case "Bool":
		return ivalueLeaf(iv.ToBool())
	case "Int":
		return ivalueLeaf(iv.ToInt())
	case "Double":
		return ivalueLeaf(iv.ToFloat())
	case "ComplexDouble":
		return ivalueLeaf(iv.ToComplex())
	case "String":
		return ivalueLeaf(iv.ToString())
	case "Device":
		d, err := iv.ToDevice()
		return d.String(), err
	case "Tensor":
		t := iv.ToTensor()
		if err := t.Err(); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return t, nil
	case "GenericList", "Tuple":
		var items []*IValue
		var err error
		if kind == "Tuple" {
			items, err = iv.ToTuple()
		} else {
			items, err = iv.ToList()
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		defer dynFree(items)
		out := make([]any, len(items))
		for i, e := range items {
			if out[i], err = ivalueTree(e, path+"["+strconv.Itoa(i)+"]", depth+1); err != nil {
				FreeAll(out)
				return nil, err
			}
		}
		if kind == "Tuple" {
			return Tuple(out), nil
		}
		return out, nil
	case "GenericDict":
		return ivalueDict(iv, path, depth)
	default:
		return nil, fmt.Errorf("%s: %s (%s): %w", path, kind, iv.Type(), ErrNoGoValue)
	}
}

func ivalueLeaf[T any](v T, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	return v, nil
}

func ivalueDict(iv *IValue, path string, depth int) (any, error) {
	keys, err := iv.DictKeys()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	defer dynFree(keys)
	values, err := iv.DictValues()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	defer dynFree(values)
	d := &Dict{Keys: make([]any, len(keys)), Values: make([]any, len(values))}
	for i := range keys {
		if keys[i].IsTensor() {
			FreeAll(d)
			return nil, fmt.Errorf("%s: a tensor as a dict key (%s): %w", path, iv.Type(), ErrNoGoValue)
		}
		if d.Keys[i], err = ivalueTree(keys[i], path, depth+1); err != nil {
			FreeAll(d)
			return nil, err
		}
		if d.Values[i], err = ivalueTree(values[i], path+"["+keyString(d.Keys[i])+"]", depth+1); err != nil {
			FreeAll(d)
			return nil, err
		}
	}
	return d, nil
}
