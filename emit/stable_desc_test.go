package emit_test

import (
	"encoding/binary"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// constBlock is the names of the iota constants of path whose names start
// with prefix (and end with suffix), in order, without them.
func constBlock(t *testing.T, path, prefix, suffix string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			for _, n := range s.(*ast.ValueSpec).Names {
				if strings.HasPrefix(n.Name, prefix) && strings.HasSuffix(n.Name, suffix) {
					names = append(names, strings.TrimSuffix(strings.TrimPrefix(n.Name, prefix), suffix))
				}
			}
		}
	}
	return names
}

// TestStableKindsMatch: the argument and result kinds emit writes into a
// descriptor are the runtime's (templates/_stable/invoke.go), name for
// name in the same order: a wrapper passes pointers, and a kind names the
// Go type the runtime reads through one.
func TestStableKindsMatch(t *testing.T) {
	const runtime, emitted = "../templates/_stable/invoke.go", "internal/stable/kinds.go"
	args, want := constBlock(t, runtime, "rtArg", ""), constBlock(t, emitted, "arg", "")
	if strings.Join(args, " ") != strings.Join(want, " ") || len(args) < 30 {
		t.Errorf("argument kinds differ:\nruntime %v\nemit    %v", args, want)
	}
	rets := append(constBlock(t, runtime, "rtRetNone", ""), constBlock(t, runtime, "rtRet", "Kind")...)
	wantRets := constBlock(t, emitted, "retGo", "")
	rets[0] = "None"
	if strings.Join(rets, " ") != strings.Join(wantRets, " ") || len(rets) < 12 {
		t.Errorf("result kinds differ:\nruntime %v\nemit    %v", rets, wantRets)
	}
}

var invokeRE = regexp.MustCompile(`rtInvokeN?\("((?:[^"\\]|\\.)*)"`)

// stableCalls reads the descriptors of a stable package's wrappers
// (invoke.go's layout), keyed by Go function name, each as
// "CALLED [own OWN] args K,K(route) rets C/G,… [boxed] [retry]".
func stableCalls(t *testing.T, src string) map[string]string {
	t.Helper()
	argKinds := constBlock(t, "../templates/_stable/invoke.go", "rtArg", "")
	retKinds := append([]string{"None"}, constBlock(t, "../templates/_stable/invoke.go", "rtRet", "Kind")...)
	calls := map[string]string{}
	for _, m := range invokeRE.FindAllStringSubmatch(src, -1) {
		d, err := strconv.Unquote(`"` + m[1] + `"`)
		if err != nil {
			t.Fatal(err)
		}
		n, r := int(d[1]), int(d[2])
		kinds, cRets, goRets, rest := d[3:3+n], d[3+n:3+n+r], d[3+n+r:3+n+2*r], d[3+n+2*r:]
		var args []string
		for _, k := range []byte(kinds) {
			name := argKinds[k]
			if strings.HasSuffix(name, "Scalar") {
				name += fmt.Sprintf("(%#x)", binary.LittleEndian.Uint64([]byte(rest[:8])))
				rest = rest[8:]
			}
			args = append(args, name)
		}
		var rets []string
		for i := range r {
			rets = append(rets, fmt.Sprintf("%d/%s", cRets[i], retKinds[goRets[i]]))
		}
		strs := strings.Split(strings.TrimSuffix(rest, "\x00"), "\x00")
		called := strs[0] + "." + strs[1]
		var own string
		if d[0]&2 != 0 {
			own = " own " + strs[2] + "." + strs[3]
			strs = strs[2:]
		}
		desc := fmt.Sprintf("%s%s args %s rets %s", strings.TrimSuffix(called, "."), strings.TrimSuffix(own, "."), strings.Join(args, ","), strings.Join(rets, ","))
		if d[0]&1 != 0 {
			desc += " boxed"
		}
		if d[0]&2 != 0 {
			desc += " retry"
		}
		calls[strs[2]] = desc
	}
	return calls
}

// checkCalls compares the descriptors of the functions want names.
func checkCalls(t *testing.T, src string, want map[string]string) {
	t.Helper()
	calls := stableCalls(t, src)
	for fn, w := range want {
		if got := calls[fn]; got != w {
			t.Errorf("%s's call:\n got %q\nwant %q", fn, got, w)
		}
	}
}
