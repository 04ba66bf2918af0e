// Package diff is the stable-ABI mode's differential test (make
// test-stable): every operator both modes bind (ops_test.go, written by
// mkdiff), called with the same inputs in the typed and the stable package
// of one libtorch, in one process, must give bit-identical results — or
// fail in both. By default a sample (one operator in 10, by name order);
// STABLE_DIFF_ALL=1 runs all of them.
package diff

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"example.com/stabletest/stable"
	"example.com/stabletest/typed"
)

// The inputs: tensor i is a fresh 2×3 float32 tensor of (k+1+i)/10, made
// when first asked for, so that in-place operators see the same values in
// both modes.
const rows, cols = 2, 3

func inputData(i int) []float32 {
	d := make([]float32, rows*cols)
	for k := range d {
		d[k] = float32(k+1+i) / 10
	}
	return d
}

type typedInputs struct{ ts []*typed.Tensor }

func (in *typedInputs) t(i int) *typed.Tensor {
	for len(in.ts) <= i {
		in.ts = append(in.ts, typed.MustFromSlice(inputData(len(in.ts)), rows, cols))
	}
	return in.ts[i]
}

type stableInputs struct{ ts []*stable.Tensor }

func (in *stableInputs) t(i int) *stable.Tensor {
	for len(in.ts) <= i {
		in.ts = append(in.ts, stable.MustFromSlice(inputData(len(in.ts)), rows, cols))
	}
	return in.ts[i]
}

func wrap(vals ...any) []any { return vals }

// tensorValue is what is compared of a tensor: its shape, dtype and the
// bytes of its elements.
type tensorValue struct {
	Shape []int64
	DType string
	Bytes string
}

func raw[T any](s []T) string {
	if len(s) == 0 {
		return ""
	}
	return string(unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(s)*int(unsafe.Sizeof(s[0]))))
}

func typedTensor(t *typed.Tensor) any {
	if t == nil {
		return "nil tensor"
	}
	if t.Err() != nil {
		return "error"
	}
	v := tensorValue{Shape: t.Shape(), DType: t.DType().String()}
	var err error
	switch t.DType() {
	case typed.Float32:
		var s []float32
		s, err = typed.ToSlice[float32](t)
		v.Bytes = raw(s)
	case typed.Float64:
		var s []float64
		s, err = typed.ToSlice[float64](t)
		v.Bytes = raw(s)
	case typed.Int64:
		var s []int64
		s, err = typed.ToSlice[int64](t)
		v.Bytes = raw(s)
	case typed.Int32:
		var s []int32
		s, err = typed.ToSlice[int32](t)
		v.Bytes = raw(s)
	case typed.Boolean:
		var s []bool
		s, err = typed.ToSlice[bool](t)
		v.Bytes = raw(s)
	case typed.Uint8:
		var s []uint8
		s, err = typed.ToSlice[uint8](t)
		v.Bytes = raw(s)
	case typed.Complex64:
		var s []complex64
		s, err = typed.ToSlice[complex64](t)
		v.Bytes = raw(s)
	default:
		v.Bytes = "(not compared: dtype)"
	}
	if err != nil {
		v.Bytes = "(copy failed)"
	}
	return v
}

func stableTensor(t *stable.Tensor) any {
	if t == nil {
		return "nil tensor"
	}
	if t.Err() != nil {
		return "error"
	}
	v := tensorValue{Shape: t.Shape(), DType: t.DType().String()}
	var err error
	switch t.DType() {
	case stable.Float32:
		var s []float32
		s, err = stable.ToSlice[float32](t)
		v.Bytes = raw(s)
	case stable.Float64:
		var s []float64
		s, err = stable.ToSlice[float64](t)
		v.Bytes = raw(s)
	case stable.Int64:
		var s []int64
		s, err = stable.ToSlice[int64](t)
		v.Bytes = raw(s)
	case stable.Int32:
		var s []int32
		s, err = stable.ToSlice[int32](t)
		v.Bytes = raw(s)
	case stable.Boolean:
		var s []bool
		s, err = stable.ToSlice[bool](t)
		v.Bytes = raw(s)
	case stable.Uint8:
		var s []uint8
		s, err = stable.ToSlice[uint8](t)
		v.Bytes = raw(s)
	case stable.Complex64:
		var s []complex64
		s, err = stable.ToSlice[complex64](t)
		v.Bytes = raw(s)
	default:
		v.Bytes = "(not compared: dtype)"
	}
	if err != nil {
		v.Bytes = "(copy failed)"
	}
	return v
}

// normalize turns results into comparable values with tensor(x) for each
// tensor; an error becomes "error" (the two modes' messages may differ in
// their prefixes, not in whether they fail).
func normalize[T any](vals []any, tensor func(*T) any) []any {
	var out []any
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		if !v.IsValid() {
			out = append(out, "nil")
			return
		}
		if t, ok := v.Interface().(*T); ok {
			out = append(out, tensor(t))
			return
		}
		if e, ok := v.Interface().(error); ok {
			if e != nil {
				out = append(out, "error")
			}
			return
		}
		switch v.Kind() {
		case reflect.Struct:
			for i := range v.NumField() {
				walk(v.Field(i))
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Interface:
			if v.IsNil() {
				return
			}
			walk(v.Elem())
		case reflect.Float64:
			out = append(out, fmt.Sprintf("float64 bits %x", *(*uint64)(unsafe.Pointer(&[]float64{v.Float()}[0]))))
		default:
			out = append(out, fmt.Sprint(v.Interface()))
		}
	}
	for _, v := range vals {
		walk(reflect.ValueOf(v))
	}
	return out
}

func typedResults(in *typedInputs, vals []any) []any {
	r := normalize(vals, typedTensor)
	for _, t := range in.ts { // in-place and out= operators change them
		r = append(r, typedTensor(t))
	}
	return r
}

func stableResults(in *stableInputs, vals []any) []any {
	r := normalize(vals, stableTensor)
	for _, t := range in.ts {
		r = append(r, stableTensor(t))
	}
	return r
}

// uninitialized: operators whose results' elements are unspecified
// (empty*): their shape and dtype are compared, not their bytes.
func uninitialized(name string) bool { return strings.Contains(name, "Empty") }

func TestStableMatchesTyped(t *testing.T) {
	all := os.Getenv("STABLE_DIFF_ALL") == "1"
	var names []string
	for n := range stableOps {
		names = append(names, n)
	}
	slices.Sort(names)
	compared, failedBoth := 0, 0
	for i, name := range names {
		if !all && i%10 != 0 {
			continue
		}
		if reason, skip := notRun[name]; skip {
			t.Logf("%s: not run: %s", name, reason)
			continue
		}
		var tin typedInputs
		var sin stableInputs
		if err := typed.ManualSeed(0); err != nil {
			t.Fatal(err)
		}
		want := typedOps[name](&tin)
		if err := typed.ManualSeed(0); err != nil { // one generator: libtorch's default
			t.Fatal(err)
		}
		got := stableOps[name](&sin)
		if uninitialized(name) {
			for _, r := range [][]any{want, got} {
				for k, v := range r {
					if tv, ok := v.(tensorValue); ok {
						tv.Bytes = ""
						r[k] = tv
					}
				}
			}
		}
		if !reflect.DeepEqual(want, got) {
			t.Errorf("%s: typed and stable differ:\n typed:  %.300v\n stable: %.300v", name, want, got)
		}
		if len(want) > 0 && want[0] == "error" {
			failedBoth++
		}
		compared++
	}
	t.Logf("%d of %d operators compared (%d failed in both modes on these inputs); libtorch %s", compared, len(names), failedBoth, stable.LibtorchVersion())
	if compared == 0 {
		t.Fatal("nothing compared")
	}
}
