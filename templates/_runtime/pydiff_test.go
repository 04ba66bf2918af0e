package torch

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// pyDiffCase is one call of the differential overload test: a
// Python-shaped method called with sample arguments in Go and the same
// call in Python (python_methods_test.go, generated, has the cases).
type pyDiffCase struct {
	ID     string // "Tensor.sum#1": the name and the signature the samples were made for
	Python string // the expression, in opsrecord.py's environment
	Want   string // the operator of that signature
	Go     func(e *opsEnv) *Tensor
}

// TestPythonOverloads: every Python-shaped method reaches, for the same
// call, the operator and overload Python reaches (the first operator each
// dispatches, recorded by librecordops.so on both sides). A call that
// reaches no operator in either (an argument check before dispatch) must
// reach none in the other.
func TestPythonOverloads(t *testing.T) {
	if len(pyDiffCases) == 0 {
		t.Fatal("no cases: the package has no Python-shaped methods")
	}
	r := opRecorder(t)
	pcs := make([]pyRecordCase, len(pyDiffCases))
	for i, c := range pyDiffCases {
		pcs[i] = pyRecordCase{ID: c.ID, Expr: c.Python}
	}
	py := runPythonRecorder(t, r.lib, pcs)
	first := func(ops []string) string {
		if len(ops) == 0 {
			return "(none)"
		}
		return ops[0]
	}
	var same, none, asSigned, known int
	var bad, crashed []string
	names := map[string]bool{}
	for _, c := range pyDiffCases {
		names[strings.Split(c.ID, "#")[0]] = true
		if p := py[c.ID]; p.Crashed != "" || pyDiffUnchecked[c.ID] {
			// PyTorch has no check for these arguments and crashes on
			// them (the RNN cells on 2x3 samples); Go would too. The
			// crash is a read out of bounds, so it happens or not by
			// the heap's layout: the known ones are never run in Go.
			why := p.Crashed
			if why == "" {
				why = "survived this time; reads out of bounds"
			}
			crashed = append(crashed, fmt.Sprintf("%s: %s (%s)", c.ID, c.Python, why))
			continue
		}
		e := recordEnv(t)
		var res *Tensor
		ops := r.Record(func() { res = c.Go(e) })
		goErr := res.Err()
		freeResult(res)
		e.Free()
		p, ok := py[c.ID]
		if !ok {
			t.Fatalf("%s: no Python result", c.ID)
		}
		g, want := first(ops), first(p.Ops)
		if name := c.ID[strings.IndexByte(c.ID, '.')+1 : strings.IndexByte(c.ID, '#')]; pyDiffNoDispatch[name] &&
			g == "aten::"+name && want == "(none)" {
			known++
			continue
		}
		if k, ok := pyDiffKnown[c.ID]; ok {
			if g != k.goOp || want != k.pyOp {
				bad = append(bad, fmt.Sprintf("%s: %s\n\tGo reached %s, Python %s: the known difference (Go %s, Python %s) changed", c.ID, c.Python, g, want, k.goOp, k.pyOp))
			}
			known++
			continue
		}
		switch {
		case g != want:
			bad = append(bad, fmt.Sprintf("%s: %s\n\tGo reached %s (%v)\n\tPython reached %s (%s)", c.ID, c.Python, g, goErr, want, p.Error))
		case g == "(none)":
			none++
		default:
			same++
			if g == c.Want {
				asSigned++
			}
		}
	}
	sort.Strings(bad)
	for i, b := range bad {
		if i == 40 {
			t.Errorf("... and %d more", len(bad)-40)
			break
		}
		t.Error(b)
	}
	for _, c := range crashed {
		t.Logf("not run in Go: the call crashes PyTorch's own process: %s", c)
	}
	if len(crashed) > len(pyDiffCases)/50 {
		t.Errorf("%d of %d calls crash Python: the samples, not PyTorch, are wrong", len(crashed), len(pyDiffCases))
	}
	t.Logf("differential overload test: %d Python names, %d calls: %d reach the same operator in Go and Python (%d the signature's own), %d reach none in either, %d known differences, %d crash Python (not run in Go), %d differ",
		len(names), len(pyDiffCases), same, asSigned, none, known, len(crashed), len(bad))
}

// pyDiffKnown are the calls whose first operator differs for a reason
// that leaves the result the same; each must still differ exactly so.
var pyDiffKnown = map[string]struct{ goOp, pyOp, why string }{
	"Tensor.conj#0": {"aten::conj", "(none)", "Python's binding calls the C++ method Tensor::conj() " +
		"(manual_cpp_binding), which returns a real tensor itself without dispatching; Go dispatches " +
		"aten::conj, whose kernel returns the real tensor itself too"},
	"torch.conj#0": {"aten::conj", "(none)", "as Tensor.conj#0: torch.conj is the same manual C++ binding"},
}

// pyDiffUnchecked are the calls whose sample arguments PyTorch does not
// check and reads past (gru_cell's and quantized_lstm_cell's weights of
// the wrong shape): seen to crash Python, and Go, which calls the same
// kernel, when the read lands outside the heap.
var pyDiffUnchecked = map[string]bool{"torch.gru_cell#0": true, "torch.quantized_lstm_cell#0": true}

// pyDiffNoDispatch are the queries PyTorch may bind to the C++ Tensor
// method (manual_cpp_binding: a field of the TensorImpl, read without
// dispatching; item and retain_grad check their argument first and raise
// before any dispatch), by release: 1.13.1's item does not dispatch,
// 2.14.1's does. Go dispatches the operator, whose kernel reads the same
// field or raises the same error. A call of these that reaches aten::name
// in Go and nothing in Python is a known difference; one that reaches the
// same operator in both is the same.
var pyDiffNoDispatch = map[string]bool{
	"is_conj": true, "is_floating_point": true, "is_neg": true, "is_signed": true,
	"is_inference": true, "item": true, "retain_grad": true, "get_device": true,
	"storage_offset": true,
}

// pyDiffResult is the differential test's *Tensor for an entry point with
// other results: they are freed, and the tensor carries the error (nil
// when there was none).
func pyDiffResult(r any, err error) *Tensor {
	if f, ok := r.(interface{ Free() }); ok {
		f.Free()
	} else {
		FreeAll(r)
	}
	return pyDiffErr(err)
}

func pyDiffErr(err error) *Tensor {
	if err != nil {
		return rtFailed(err)
	}
	return nil
}
