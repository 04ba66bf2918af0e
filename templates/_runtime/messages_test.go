package torch

import (
	"strings"
	"testing"
)

// TestPickleMessagesArticles: the unpickler's messages name a value's type
// with the right article ("calls a an unknown type" was one, issue 29
// item 7), and a type it has no name for by its Go type.
func TestPickleMessagesArticles(t *testing.T) {
	for _, c := range []struct{ name, pickle, want string }{
		{"a storage class called", "\x80\x02ctorch\nFloatStorage\n)R.", "REDUCE calls a storage class, not a supported callable"},
		{"APPEND to an int", "\x80\x02K\x01K\x02a.", "APPEND to an int, not a list"},
		{"SETITEM on None", "\x80\x02NK\x01K\x02s.", "SETITEM on None, not a dict"},
		{"REDUCE of an int", "\x80\x02ccollections\nOrderedDict\nK\x01R.", "REDUCE arguments are an int, not a tuple"},
		{"BUILD of an OrderedDict with a list", "\x80\x02ccollections\nOrderedDict\n)R]b.", "BUILD of an OrderedDict with a list is not supported"},
	} {
		_, _, err := unpickle([]byte(c.pickle), nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error containing %q", c.name, err, c.want)
		}
	}
	for v, want := range map[any]string{
		nil: "None", int64(1): "an int", 1.5: "a float", "s": "a str", true: "a bool",
		&Dict{Ordered: true}: "an OrderedDict", &Dict{}: "a dict", &storageType{}: "a storage class",
		struct{}{}: "an unknown type (Go struct {})",
	} {
		if got := pyAType(v); got != want {
			t.Errorf("pyAType(%#v) = %q, want %q", v, got, want)
		}
	}
}
