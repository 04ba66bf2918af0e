//go:build cgo

package torch

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// The one value model (ivalue_tree.go), the typed containers and the
// storage queries, against what PyTorch 1.13.1 gives
// (scripts/make-ivalue-fixtures.py, committed in ivalue_fixtures_test.go).

type ivalueFixtureData struct {
	Tree          string
	TreeDescribed json.RawMessage
	Typed         struct {
		Module string
		Calls  map[string]json.RawMessage
		Kinds  json.RawMessage
		Types  map[string]string
	}
	StorageCases map[string][]json.RawMessage
	Storage      map[string]struct {
		Offset          int64
		DataFromStorage int64 `json:"data_from_storage"`
		StorageNbytes   int64 `json:"storage_nbytes"`
		Alias           bool
		AliasReversed   bool `json:"alias_reversed"`
		SameStoragePtr  bool `json:"same_storage_ptr"`
		Shape           []int64
		Values          []float64
	}
}

func loadIValueFixtures(t *testing.T) ivalueFixtureData {
	t.Helper()
	var d ivalueFixtureData
	if err := json.Unmarshal([]byte(ivalueFixtures), &d); err != nil {
		t.Fatal(err)
	}
	return d
}

func ivalueDecode(t *testing.T, s string) []byte {
	t.Helper()
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// tensorFloat64s is a tensor's elements as float64s, in row-major order.
func tensorFloat64s(t *testing.T, x *Tensor) []float64 {
	t.Helper()
	out, err := CallOp("aten::to", "dtype", x, Float64) // a DType goes by name as its int
	if err != nil {
		t.Fatal(err)
	}
	defer dynFree(out)
	f := out[0].ToTensor()
	defer f.Free()
	v, err := ToSlice[float64](f)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// describeTree is the script's describe(v) of a value of Load's tree, as
// JSON text, to compare with Python's.
func describeTree(t *testing.T, v any) any {
	t.Helper()
	switch x := v.(type) {
	case nil:
		return []any{"None"}
	case bool:
		return []any{"bool", x}
	case int64:
		return []any{"int", strconv.FormatInt(x, 10)}
	case float64:
		return []any{"float", x}
	case complex128:
		return []any{"complex", real(x), imag(x)}
	case string:
		return []any{"str", x}
	case *Tensor:
		return []any{"tensor", x.DType().String(), x.Shape(), tensorFloat64s(t, x)}
	case Tuple:
		items := []any{}
		for _, e := range x {
			items = append(items, describeTree(t, e))
		}
		return []any{"tuple", items}
	case []any:
		items := []any{}
		for _, e := range x {
			items = append(items, describeTree(t, e))
		}
		return []any{"list", items}
	case *Dict:
		items := []any{}
		for i, k := range x.Keys {
			items = append(items, []any{describeTree(t, k), describeTree(t, x.Values[i])})
		}
		return []any{"dict", items}
	}
	t.Fatalf("describeTree: a %T", v)
	return nil
}

// sameDescription compares a Go description with Python's JSON, both
// through encoding/json (so 0.0 and 0 are one float).
func sameDescription(t *testing.T, what string, got any, python json.RawMessage) {
	t.Helper()
	var want any
	if err := json.Unmarshal(python, &want); err != nil {
		t.Fatal(err)
	}
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if !bytes.Equal(g, w) {
		t.Errorf("%s:\n got %s\nwant %s", what, g, w)
	}
}

// TestIValueOfLoadTree: every kind of a torch.save file's tree converts to
// an IValue and back to the same tree (Python's describe of make_tree()),
// views stay views of one storage, and the tree saved from the IValue is
// what Python saved (torch.load of Go's file equals make_tree(), types
// included).
func TestIValueOfLoadTree(t *testing.T) {
	noLeaks(t)
	d := loadIValueFixtures(t)
	data := ivalueDecode(t, d.Tree)
	loaded, err := LoadFrom(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	defer FreeAll(loaded)
	sameDescription(t, "Load", describeTree(t, loaded), d.TreeDescribed)

	iv, err := IValueOf(loaded)
	if err != nil {
		t.Fatal(err)
	}
	defer iv.Free()
	if got := iv.Type(); !strings.HasPrefix(got, "Dict[str, ") {
		t.Errorf("IValueOf(tree).Type() = %s, want a Dict[str, ...]", got)
	}
	back, err := iv.Value()
	if err != nil {
		t.Fatal(err)
	}
	defer FreeAll(back)
	sameDescription(t, "Load → IValueOf → Value", describeTree(t, back), d.TreeDescribed)

	// state["row"] is a view of state["w"] in Python, in Load's tree and
	// after the round trip.
	state, _ := back.(*Dict).Get("state")
	w, row := state.(*Dict).Tensor("w"), state.(*Dict).Tensor("row")
	if alias, err := row.IsAliasOf(w); err != nil || !alias {
		t.Errorf("state.row.IsAliasOf(state.w) after the round trip = %v, %v; want true", alias, err)
	}
	if off, err := row.StorageOffset(); err != nil || off != 4 {
		t.Errorf("state.row.StorageOffset() = %d, %v; want 4", off, err)
	}

	path := filepath.Join(t.TempDir(), "tree.pt")
	if err := Save(path, back); err != nil {
		t.Fatal(err)
	}
	again, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	defer FreeAll(again)
	sameDescription(t, "Load → IValueOf → Value → Save → Load", describeTree(t, again), d.TreeDescribed)
	ivalueCheckWithPython(t, path)
}

// ivalueCheckWithPython has Python load the file Go saved and compare it
// with make_tree(), where Python with torch and the script are here.
func ivalueCheckWithPython(t *testing.T, path string) {
	t.Helper()
	dir, err := findFixtureScripts("make-ivalue-fixtures.py")
	if err != nil {
		t.Logf("Python's torch.load not checked: %v", err)
		return
	}
	if _, err := os.Stat(fixturePython); err != nil {
		t.Logf("Python's torch.load not checked: no %s", fixturePython)
		return
	}
	out, err := exec.Command(fixturePython, filepath.Join(dir, "make-ivalue-fixtures.py"), "--check", path).Output()
	if err != nil {
		t.Fatalf("Python's check: %v", err)
	}
	if got := strings.TrimSpace(string(out)); got != "ok" {
		t.Errorf("Python loads the tree Go saved from the IValue differently: %s", got)
	}
}

// TestIValueValueOfEveryKind: a TorchScript method's result of every IValue
// kind that has a Load value converts to what Python's describe gives of
// the same result in Python (a device as its string).
func TestIValueValueOfEveryKind(t *testing.T) {
	noLeaks(t)
	d := loadIValueFixtures(t)
	m, err := LoadModuleBytes(ivalueDecode(t, d.Typed.Module))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	out, err := m.RunMethod("kinds")
	if err != nil {
		t.Fatal(err)
	}
	defer out.Free()
	v, err := out.Value()
	if err != nil {
		t.Fatal(err)
	}
	defer FreeAll(v)
	sameDescription(t, "kinds().Value()", describeTree(t, v), d.Typed.Kinds)

	// And back: the tree converts to an IValue the module's method of
	// the same types takes.
	dict := v.(Tuple)[11]
	iv, err := IValueOf(dict)
	if err != nil {
		t.Fatal(err)
	}
	defer iv.Free()
	echoed, err := m.RunMethod("echo", iv)
	if err != nil {
		t.Fatalf("echo(IValueOf(Value of a Dict[str, Tensor])): %v", err)
	}
	echoed.Free()
}

// TestIValueConversionErrors: what has no value on the other side is an
// error naming where it is, wrapping ErrNoIValue or ErrNoGoValue.
func TestIValueConversionErrors(t *testing.T) {
	noLeaks(t)
	for _, c := range []struct {
		name string
		v    any
		want string
	}{
		{"bytes", &Dict{Keys: []any{"a"}, Values: []any{[]any{1, []byte("x")}}}, "value of key \"a\": element 1: bytes"},
		{"uint64 beyond int64", Tuple{uint64(1 << 63)}, "element 0: the int 9223372036854775808, beyond int64"},
	} {
		_, err := IValueOf(c.v)
		if !errors.Is(err, ErrNoIValue) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: IValueOf = %v, want an error wrapping ErrNoIValue containing %q", c.name, err, c.want)
		}
	}
	if _, err := IValueOf(struct{}{}); !errors.Is(err, ErrNoIValue) || !strings.Contains(err.Error(), "a struct {}, which has no TorchScript value") {
		t.Errorf("IValueOf(struct{}{}) = %v, want an error naming the type, wrapping ErrNoIValue", err)
	}

	// An object (a scripted module's IValue) has no Load value.
	d := loadIValueFixtures(t)
	m, err := LoadModuleBytes(ivalueDecode(t, d.Typed.Module))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	obj, err := m.IValue()
	if err != nil {
		t.Fatal(err)
	}
	defer obj.Free()
	list, err := IValueOf([]any{1, obj})
	if err != nil {
		t.Fatal(err)
	}
	defer list.Free()
	_, err = list.Value()
	if !errors.Is(err, ErrNoGoValue) || !strings.Contains(err.Error(), "value[1]: Object (__torch__.Typed)") {
		t.Errorf("Value of [1, a module] = %v, want value[1]: Object (__torch__.Typed) wrapping ErrNoGoValue", err)
	}

	// IValueOf of an *IValue is a new handle of the same value.
	same, err := IValueOf(obj)
	if err != nil {
		t.Fatal(err)
	}
	same.Free()
	if obj.Freed() || obj.Type() != "__torch__.Typed" {
		t.Errorf("freeing IValueOf(obj) freed obj")
	}
}

// TestTypedEmptyContainers: List[int], List[float], Dict[str, Tensor] and
// Dict[int, str], empty and not, made with their element types, are what
// TorchScript methods declared with those types take, with Python's
// results; IValueOfList() alone is a List[Tensor], which they refuse.
func TestTypedEmptyContainers(t *testing.T) {
	noLeaks(t)
	d := loadIValueFixtures(t)
	m, err := LoadModuleBytes(ivalueDecode(t, d.Typed.Module))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	one := tensor(t, []float32{1}, 1)

	must := func(v *IValue, err error) *IValue {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(v.Free)
		return v
	}
	emptyInts := must(IValueOfTypedList("int"))
	emptyFloats := must(IValueOfTypedList("float"))
	emptyStrTensor := must(IValueOfTypedDict("str", "Tensor", nil, nil))
	emptyIntStr := must(IValueOfTypedDict("int", "str", nil, nil))
	for _, c := range []struct {
		iv   *IValue
		want string
	}{
		{emptyInts, d.Typed.Types["List[int]"]},
		{emptyFloats, d.Typed.Types["List[float]"]},
		{must(IValueOfTypedList("str")), d.Typed.Types["List[str]"]},
		{must(IValueOfList()), d.Typed.Types["List[Tensor]"]},
		{emptyStrTensor, d.Typed.Types["Dict[str, Tensor]"]},
		{emptyIntStr, d.Typed.Types["Dict[int, str]"]},
		{must(IValueOf([]int64{})), d.Typed.Types["List[int]"]},
		{must(IValueOf([]float64{})), d.Typed.Types["List[float]"]},
		{must(IValueOf(map[string]*Tensor{})), d.Typed.Types["Dict[str, Tensor]"]},
	} {
		if got := c.iv.Type(); got != c.want || c.want == "" {
			t.Errorf("Type() = %s, want Python's %q", got, c.want)
		}
	}

	ints := must(IValueOfTypedList("int", must(IValueOfInt(1)), must(IValueOfInt(2)), must(IValueOfInt(3))))
	floats := must(IValueOfTypedList("float", must(IValueOfInt(1)), must(IValueOfFloat(2.5)))) // an int stands for a float
	byName := must(IValueOfTypedDict("str", "Tensor", []*IValue{must(IValueOfString("b")), must(IValueOfString("a"))},
		[]*IValue{must(IValueOfTensor(one)), must(IValueOfTensor(one))}))
	intStr := must(IValueOfTypedDict("int", "str", []*IValue{must(IValueOfInt(1))}, []*IValue{must(IValueOfString("a"))}))
	for _, c := range []struct {
		name string
		args []any
	}{
		{"count []", []any{emptyInts}},
		{"count []", []any{[]int{}}},
		{"count [1 2 3]", []any{ints}},
		{"count [1 2 3]", []any{[]int64{1, 2, 3}}},
		{"total []", []any{emptyFloats}},
		{"total []", []any{[]float64{}}},
		{"total [1 2.5]", []any{floats}},
		{"names {}", []any{emptyStrTensor}},
		{"names {}", []any{map[string]*Tensor{}}},
		{"names {b a}", []any{byName}},
		{"lookup {} 1", []any{emptyIntStr, 1}},
		{"lookup {1:a} 1", []any{intStr, 1}},
	} {
		method := strings.Fields(c.name)[0]
		out, err := m.RunMethod(method, c.args...)
		if err != nil {
			t.Errorf("%s with %T: %v", c.name, c.args[0], err)
			continue
		}
		v, err := out.Value()
		out.Free()
		if err != nil {
			t.Fatal(err)
		}
		var want any
		if err := json.Unmarshal(d.Typed.Calls[c.name], &want); err != nil {
			t.Fatal(err)
		}
		g, _ := json.Marshal(v)
		w, _ := json.Marshal(want)
		if !bytes.Equal(g, w) {
			t.Errorf("%s with %T = %s, want Python's %s", c.name, c.args[0], g, w)
		}
	}

	// What the types refuse, named.
	if _, err := m.RunMethod("count", must(IValueOfList())); err == nil || !strings.Contains(err.Error(), "argument 'xs' is List[Tensor], want List[int]") {
		t.Errorf("count(IValueOfList()) = %v, want argument 'xs' is List[Tensor], want List[int]", err)
	}
	for _, c := range []struct {
		name string
		make func() (*IValue, error)
		want string
	}{
		{"a str in a List[int]", func() (*IValue, error) { return IValueOfTypedList("int", must(IValueOfString("a"))) }, "element 0 is str, want int"},
		{"a float in a List[int]", func() (*IValue, error) { return IValueOfTypedList("int", must(IValueOfFloat(1.5))) }, "element 0 is float, want int"},
		{"not a type", func() (*IValue, error) { return IValueOfTypedList("integer") }, `"integer" is not a TorchScript type`},
		{"an int key in a Dict[str, Tensor]", func() (*IValue, error) {
			return IValueOfTypedDict("str", "Tensor", []*IValue{must(IValueOfInt(1))}, []*IValue{must(IValueOfTensor(one))})
		}, "key 0 is int, want str"},
		{"a list as a key type", func() (*IValue, error) { return IValueOfTypedDict("List[int]", "int", nil, nil) }, "key type"},
		{"keys and values", func() (*IValue, error) {
			return IValueOfTypedDict("str", "int", []*IValue{must(IValueOfString("a"))}, nil)
		}, "1 keys but 0 values"},
	} {
		iv, err := c.make()
		if err == nil {
			iv.Free()
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error containing %q", c.name, err, c.want)
		}
	}
}

// TestStorageQueries: storage offsets, data pointers, storage sizes and
// aliasing of views and copies made by the same ATen operators Python ran
// are Python's.
func TestStorageQueries(t *testing.T) {
	noLeaks(t)
	d := loadIValueFixtures(t)
	values := make([]float32, 24)
	for i := range values {
		values[i] = float32(i)
	}
	base := tensor(t, values, 4, 6)
	transposed := base.T()
	defer transposed.Free()
	if len(d.Storage) != len(d.StorageCases) || len(d.Storage) < 10 {
		t.Fatalf("%d storage cases, %d results", len(d.StorageCases), len(d.Storage))
	}
	for name, want := range d.Storage {
		c := d.StorageCases[name]
		v := base.ShallowClone()
		if c != nil {
			var op, overload string
			var args []any
			_ = json.Unmarshal(c[0], &op)
			_ = json.Unmarshal(c[1], &overload)
			if err := json.Unmarshal(c[2], &args); err != nil {
				t.Fatal(err)
			}
			src := base
			if len(c) > 3 {
				src = transposed
			}
			out, err := CallOp("aten::"+op, overload, append([]any{src}, ivalueJSONArgs(args)...)...)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			v.Free()
			v = out[0].ToTensor()
			dynFree(out)
		}
		offset, err := v.StorageOffset()
		if err != nil {
			t.Fatal(err)
		}
		storage, err := v.StorageDataPtr()
		if err != nil {
			t.Fatal(err)
		}
		baseStorage, _ := base.StorageDataPtr()
		nbytes, err := v.StorageNbytes()
		if err != nil {
			t.Fatal(err)
		}
		alias, err := v.IsAliasOf(base)
		if err != nil {
			t.Fatal(err)
		}
		reversed, err := base.IsAliasOf(v)
		if err != nil {
			t.Fatal(err)
		}
		if offset != want.Offset || v.DataPtr()-storage != want.DataFromStorage || nbytes != want.StorageNbytes ||
			alias != want.Alias || reversed != want.AliasReversed || (storage == baseStorage) != want.SameStoragePtr ||
			!reflect.DeepEqual(v.Shape(), want.Shape) || !reflect.DeepEqual(tensorFloat64s(t, v), want.Values) {
			t.Errorf("%s: offset %d, data-storage %d, nbytes %d, alias %v/%v, same storage %v, shape %v; Python's %+v",
				name, offset, v.DataPtr()-storage, nbytes, alias, reversed, storage == baseStorage, v.Shape(), want)
		}
		v.Free()
	}

	// Python raises for a tensor without a storage; so does Go.
	sparse, err := CallOp("aten::to_sparse", "", base)
	if err != nil {
		t.Fatal(err)
	}
	defer dynFree(sparse)
	s := sparse[0].ToTensor()
	defer s.Free()
	if _, err := s.StorageDataPtr(); err == nil {
		t.Errorf("StorageDataPtr of a sparse tensor: no error")
	}
	if _, err := s.IsAliasOf(base); err == nil {
		t.Errorf("IsAliasOf of a sparse tensor: no error")
	}
}

// ivalueJSONArgs turns JSON's numbers (float64) into ints, as the
// storage cases' arguments are, for CallOp.
func ivalueJSONArgs(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch x := a.(type) {
		case float64:
			out[i] = int64(x)
		case []any:
			ints := make([]int64, len(x))
			for j, e := range x {
				ints[j] = int64(e.(float64))
			}
			out[i] = ints
		default:
			out[i] = a
		}
	}
	return out
}
