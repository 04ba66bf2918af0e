// Package diff is the stable-ABI mode's differential test (make
// test-stable): every operator both modes bind (ops_test.go, written by
// mkdiff), called with the same inputs in the typed and the stable package
// of one libtorch, in one process, must give bit-identical results — or
// fail in both. By default a sample (one operator in 10, by name order);
// STABLE_DIFF_ALL=1 runs all of them.
package diff

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strconv"
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

// A Scalar parameter gets in.s(k): Float(0.5), or the scalar test's
// config (scalar_test.go), which also sets the tensors' dtypes and shapes.
type typedInputs struct {
	ts  []*typed.Tensor
	cfg *scalarConfig
}

func (in *typedInputs) t(i int) *typed.Tensor {
	for len(in.ts) <= i {
		k := len(in.ts)
		if in.cfg == nil {
			in.ts = append(in.ts, typed.MustFromSlice(inputData(k), rows, cols))
			continue
		}
		in.ts = append(in.ts, typed.MustFromSlice(in.cfg.data(k)).Reshape(in.cfg.shape(k)).ToDtype(typed.DType(in.cfg.dtype(k))))
	}
	return in.ts[i]
}

func (in *typedInputs) s(i int) typed.Scalar {
	if in.cfg == nil {
		return typed.Float(0.5)
	}
	switch v := in.cfg.scalar(i).(type) {
	case int64:
		return typed.Int(v)
	case float64:
		return typed.Float(v)
	case bool:
		return typed.Bool(v)
	}
	return typed.ComplexScalar(in.cfg.scalar(i).(complex128))
}

type stableInputs struct {
	ts  []*stable.Tensor
	cfg *scalarConfig
}

func (in *stableInputs) t(i int) *stable.Tensor {
	for len(in.ts) <= i {
		k := len(in.ts)
		if in.cfg == nil {
			in.ts = append(in.ts, stable.MustFromSlice(inputData(k), rows, cols))
			continue
		}
		in.ts = append(in.ts, stable.MustFromSlice(in.cfg.data(k)).Reshape(in.cfg.shape(k)).ToDtype(stable.DType(in.cfg.dtype(k))))
	}
	return in.ts[i]
}

func (in *stableInputs) s(i int) stable.Scalar {
	if in.cfg == nil {
		return stable.Float(0.5)
	}
	switch v := in.cfg.scalar(i).(type) {
	case int64:
		return stable.Int(v)
	case float64:
		return stable.Float(v)
	case bool:
		return stable.Bool(v)
	}
	return stable.ComplexScalar(in.cfg.scalar(i).(complex128))
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
	if err := t.Err(); err != nil {
		// A function's result carries its error (Tensor.Result).
		errorMessages = append(errorMessages, err.Error())
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
	case typed.Complex128:
		var s []complex128
		s, err = typed.ToSlice[complex128](t)
		v.Bytes = raw(s)
	case typed.Float16, typed.BFloat16, typed.Int8, typed.Int16:
		// Compared in a dtype that holds every value exactly.
		w := typedTensor(t.ToDtype(wider(int32(t.DType()))))
		v.Bytes = w.(tensorValue).Bytes
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
	if err := t.Err(); err != nil {
		// A function's result carries its error (Tensor.Result).
		errorMessages = append(errorMessages, err.Error())
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
	case stable.Complex128:
		var s []complex128
		s, err = stable.ToSlice[complex128](t)
		v.Bytes = raw(s)
	case stable.Float16, stable.BFloat16, stable.Int8, stable.Int16:
		w := stableTensor(t.ToDtype(stable.DType(wider(int32(t.DType())))))
		v.Bytes = w.(tensorValue).Bytes
	default:
		v.Bytes = "(not compared: dtype)"
	}
	if err != nil {
		v.Bytes = "(copy failed)"
	}
	return v
}

// errorMessages collects the messages of the errors normalize meets (the
// scalar test reads the stable mode's).
var errorMessages []string

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
		if v.Kind() == reflect.Struct && v.Type().Name() == "Scalar" { // a Scalar result (item)
			out = append(out, fmt.Sprintf("Scalar kind %d %v", v.MethodByName("Kind").Call(nil)[0].Int(), v.Interface()))
			return
		}
		if e, ok := v.Interface().(error); ok {
			if e != nil {
				out = append(out, "error")
				errorMessages = append(errorMessages, e.Error())
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
// (empty*, _make_dep_token): their shape and dtype are compared, not their
// bytes.
func uninitialized(name string) bool {
	return strings.Contains(name, "Empty") || name == "InternalMakeDepToken"
}

// TestStableMatchesTyped runs the operators in a child process of this
// test binary (TestStableChild), restarting it after an operator that
// crashes libtorch on these inputs: a crash in the typed mode too is
// logged (libtorch's, not this package's), a crash in the stable mode
// alone fails the test.
func TestStableMatchesTyped(t *testing.T) {
	names := sampleNames()
	from, crashes := 0, 0
	outcomes := map[string]int{} // per operator, from the children's lines
	for from < len(names) {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestStableChild$", "-test.v")
		cmd.Env = append(os.Environ(), fmt.Sprintf("STABLE_DIFF_CHILD=%d", from))
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		last, lastMode := -1, ""
		for _, line := range strings.Split(out.String(), "\n") {
			if rest, ok := strings.CutPrefix(line, "STABLE_DIFF "); ok {
				var i int
				var mode, outcome string
				fmt.Sscanf(rest, "%d %s %s", &i, &mode, &outcome)
				if mode == "outcome" {
					outcomes[outcome]++
					continue
				}
				last, lastMode = i, mode
				continue
			}
			if strings.Contains(line, "typed and stable differ") || strings.Contains(line, "compared") ||
				strings.Contains(line, "--- FAIL") || strings.Contains(line, "not run:") {
				t.Log(strings.TrimSpace(line))
			}
			// A crashed child prints no --- FAIL: its differences fail the test.
			if strings.Contains(line, "--- FAIL: TestStableChild") || strings.Contains(line, "typed and stable differ") {
				t.Fail()
			}
		}
		if err == nil || last < 0 || lastMode == "done" {
			if err != nil {
				t.Fatalf("child: %v\n%s", err, out.String())
			}
			break
		}
		// The child died in operator last.
		crashes++
		if lastMode == "stable" {
			t.Errorf("%s: crashed in the stable mode only (the typed mode returned)", names[last])
		} else {
			t.Logf("%s: crashes libtorch in the typed mode too, on these inputs: not compared", names[last])
		}
		from = last + 1
	}
	t.Logf("%d operators in the run: %d compared (%d of them failing in both modes on these inputs), %d not deterministic in the typed mode, %d not run, %d crashed libtorch",
		len(names), outcomes["compared"]+outcomes["failed-both"], outcomes["failed-both"], outcomes["nondeterministic"], outcomes["not-run"], crashes)
}

// sampleNames are the operators of this run: one in ten by name order, or
// all (STABLE_DIFF_ALL=1).
func sampleNames() []string {
	var names []string
	for n := range stableOps {
		names = append(names, n)
	}
	slices.Sort(names)
	if os.Getenv("STABLE_DIFF_ALL") == "1" {
		return names
	}
	var sample []string
	for i, n := range names {
		if i%10 == 0 || alwaysSampled[n] {
			sample = append(sample, n)
		}
	}
	return sample
}

// alwaysSampled are in every run: operators the hybrid's boxed fallback
// calls (docs/STABLE-ABI.md, "The hybrid") — Scalar arguments, a Scalar[]
// one, a Scalar result, tuples of mixed types, SymBool and QScheme results — and
// one Scalar route.
var alwaysSampled = map[string]bool{
	"Arange": true, "ArangeStartStep": true, "Add_Tensor": true, "SubScalar": true, "LeakyRelu": true,
	"Hardtanh": true, "Elu": true, "PowTensorScalar": true, "RsubScalar": true, "MaskedFillScalar": true,
	"InternalForeachMulScalarList": true, "GradientScalarrayint": true, "Item": true,
	"Histogramdd": true, "InternalChooseQparamsPerTensor": true, "SymIsContiguous": true, "Qscheme": true,
}

// TestStableChild compares the operators from STABLE_DIFF_CHILD on; it
// runs only as TestStableMatchesTyped's child.
func TestStableChild(t *testing.T) {
	start, ok := os.LookupEnv("STABLE_DIFF_CHILD")
	if !ok {
		t.Skip("runs as the child of TestStableMatchesTyped")
	}
	from, _ := strconv.Atoi(start)
	names := sampleNames()
	compared, failedBoth, nondeterministic := 0, 0, 0
	for i := from; i < len(names); i++ {
		name := names[i]
		if reason, skip := notRun[name]; skip {
			t.Logf("%s: not run: %s", name, reason)
			fmt.Printf("STABLE_DIFF %d outcome not-run\n", i)
			continue
		}
		var tin typedInputs
		var sin stableInputs
		if err := typed.ManualSeed(0); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("STABLE_DIFF %d typed\n", i)
		want := typedOps[name](&tin)
		// An operator that gives different results twice in the typed mode
		// (uninitialized memory in a result, on these inputs) is not
		// compared.
		var again typedInputs
		if err := typed.ManualSeed(0); err != nil {
			t.Fatal(err)
		}
		if w2 := typedOps[name](&again); !uninitialized(name) && !reflect.DeepEqual(want, w2) {
			t.Logf("%s: not compared: two typed calls differ on these inputs (uninitialized memory in a result)", name)
			nondeterministic++
			fmt.Printf("STABLE_DIFF %d outcome nondeterministic\n", i)
			continue
		}
		if err := typed.ManualSeed(0); err != nil { // one generator: libtorch's default
			t.Fatal(err)
		}
		fmt.Printf("STABLE_DIFF %d stable\n", i)
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
			t.Errorf("%s: typed and stable differ:%s", name, firstDifference(want, got))
		}
		outcome := "compared"
		if len(want) > 0 && want[0] == "error" {
			failedBoth++
			outcome = "failed-both"
		}
		fmt.Printf("STABLE_DIFF %d outcome %s\n", i, outcome)
		compared++
	}
	fmt.Printf("STABLE_DIFF %d done\n", len(names))
	t.Logf("%d operators compared from %d (%d failed in both modes on these inputs, %d not deterministic in the typed mode); libtorch %s",
		compared, from, failedBoth, nondeterministic, stable.LibtorchVersion())
}

// firstDifference describes where two result lists first differ.
func firstDifference(want, got []any) string {
	if len(want) != len(got) {
		return fmt.Sprintf(" %d results in the typed mode, %d in the stable mode: %.200v | %.200v", len(want), len(got), want, got)
	}
	for i := range want {
		if reflect.DeepEqual(want[i], got[i]) {
			continue
		}
		w, wok := want[i].(tensorValue)
		g, gok := got[i].(tensorValue)
		if wok && gok {
			return fmt.Sprintf(" result %d: typed %v %s %x, stable %v %s %x", i, w.Shape, w.DType, w.Bytes[:min(len(w.Bytes), 64)], g.Shape, g.DType, g.Bytes[:min(len(g.Bytes), 64)])
		}
		return fmt.Sprintf(" result %d: typed %.200v, stable %.200v", i, want[i], got[i])
	}
	return ""
}
