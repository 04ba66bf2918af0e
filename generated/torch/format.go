package torch

// #include "gotorch.h"
import "C"

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Print options: the defaults of PyTorch's torch.set_printoptions.
const (
	rtPrintPrecision = 4    // digits after the point
	rtPrintThreshold = 1000 // more elements than this are summarised
	rtPrintEdgeItems = 3    // entries kept at each end of a summarised dimension
	rtPrintLineWidth = 80   // characters per line before wrapping
)

// rtPrintPrefix opens every formatted tensor; its length is the indent of
// continuation lines, as in PyTorch.
const rtPrintPrefix = "tensor("

// String formats the tensor as PyTorch's repr does (torch/_tensor_str.py
// with the default print options), followed by its size, dtype and device,
// which PyTorch shows only sometimes:
//
//	tensor([[1., 2.],
//	        [3., 4.]], size=(2, 2), dtype=torch.float32, device=cpu)
//
// A tensor of more than 1000 elements is summarised: each dimension longer
// than 6 shows its first and last 3 entries around "...", and only those
// entries are copied out of libtorch, so a tensor of any size prints in
// microseconds. ", requires_grad=True" ends a tensor that requires gradients.
// Suffixes that would pass column 80 start a new line, as in PyTorch. An
// empty tensor prints as "tensor([], size=(0, 3), ...)", a meta tensor as
// "tensor(..., ...)", a sparse or quantized one with the values it stands
// for.
//
// String never panics: a nil or freed tensor prints as "Tensor(nil)" or
// "Tensor(freed)", an undefined one as "Tensor(undefined)", and an error
// from libtorch as "Tensor(" + the error + ")".
func (t *Tensor) String() (s string) {
	if t == nil {
		return "Tensor(nil)"
	}
	if t.Freed() {
		return "Tensor(freed)"
	}
	// The queries below panic on failure, or if t is freed meanwhile (by
	// another goroutine); turn that into text.
	defer func() {
		if r := recover(); r != nil {
			if t.Freed() {
				s = "Tensor(freed)"
			} else {
				s = "Tensor(" + fmt.Sprint(r) + ")"
			}
		}
	}()
	s, err := rtFormatTensor(t)
	if err != nil {
		return "Tensor(" + err.Error() + ")"
	}
	return s
}

// Format implements fmt.Formatter so that a 0-dim tensor prints as its
// value under a numeric verb, as Python's f"{loss:.4f}" formats
// loss.item(): %f, %e and %g (any case, with width and precision) take the
// value as a float64; %d, %x, %X, %o and %b take it as an int64 and need
// an integral or bool dtype. Every other verb prints String, with the
// directive's width and flags. A numeric verb on a tensor that is not
// 0-dim, or on a nil, freed or failed one, prints fmt's bad-verb form
// around String ("%!f(*torch.Tensor=Tensor(...))"), so the error shows.
func (t *Tensor) Format(f fmt.State, verb rune) {
	switch verb {
	case 'f', 'F', 'e', 'E', 'g', 'G':
		if v, ok := rtScalarItem(t, false); ok {
			fmt.Fprintf(f, fmt.FormatString(f, verb), v)
			return
		}
	case 'd', 'x', 'X', 'o', 'O', 'b':
		if v, ok := rtScalarItem(t, true); ok {
			fmt.Fprintf(f, fmt.FormatString(f, verb), v)
			return
		}
	case 'v', 's', 'q':
		fmt.Fprintf(f, fmt.FormatString(f, verb), t.String())
		return
	}
	fmt.Fprintf(f, "%%!%c(*torch.Tensor=%s)", verb, t.String())
}

// rtScalarItem is the value of a live, 0-dim tensor: an int64 when integral
// (only for integral and bool dtypes), else a float64. ok is false for any
// other tensor; it never panics.
func rtScalarItem(t *Tensor, integral bool) (v any, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = nil, false
		}
	}()
	if t == nil || t.Freed() || t.Err() != nil || !t.Defined() || t.Dim() != 0 {
		return nil, false
	}
	if integral {
		if dt := t.DType(); dt.IsFloatingPoint() || dt.IsComplex() {
			return nil, false
		}
		i, err := t.ItemInt()
		return i, err == nil
	}
	x, err := t.ItemFloat()
	return x, err == nil
}

// rtFormatTensor is String for a live tensor.
func rtFormatTensor(t *Tensor) (string, error) {
	if !t.Defined() {
		return "Tensor(undefined)", nil
	}
	shape := t.Shape()
	dt := t.DType()
	dev := t.Device()
	body, err := rtFormatBody(t, shape, dt, dev)
	if err != nil {
		return "", err
	}
	suffixes := []string{"size=" + rtPyTuple(shape), "dtype=torch." + dt.String(), "device=" + dev.String()}
	if t.RequiresGrad() {
		suffixes = append(suffixes, "requires_grad=True")
	}
	return rtAddSuffixes(rtPrintPrefix+body, suffixes, len(rtPrintPrefix)), nil
}

// rtFormatBody formats the elements: what PyTorch's _tensor_str returns,
// "[]" for an empty tensor and "..." for a meta tensor (it has no data).
func rtFormatBody(t *Tensor, shape []int64, dt DType, dev Device) (string, error) {
	if dev.Type == Meta {
		return "...", nil
	}
	numel := int64(1)
	for _, n := range shape {
		numel *= n // cannot overflow: libtorch checks that numel fits
	}
	if numel == 0 {
		return "[]", nil
	}
	summarize := numel > rtPrintThreshold
	kept := make([]int64, len(shape))
	for d, n := range shape {
		kept[d] = n
		if summarize && n > 2*rtPrintEdgeItems {
			kept[d] = 2 * rtPrintEdgeItems
		}
	}
	v, err := rtSummaryData(t, summarize)
	if err != nil {
		return "", err
	}
	defer v.Free()
	p := rtPrinter{shape: shape, kept: kept, summarize: summarize}
	switch {
	case dt.IsComplex():
		z, err := ToSlice[complex128](v)
		if err != nil {
			return "", err
		}
		re := make([]float64, len(z))
		im := make([]float64, len(z))
		for i, c := range z {
			re[i], im[i] = real(c), imag(c)
		}
		fr, fi := rtNewFloatFormatter(re), rtNewFloatFormatter(im)
		p.elemWidth = fr.width + 2 + fi.width + 1 // ", " and the "j"
		p.elem = func(i int) string { return rtFormatComplex(fr.format(re[i]), fi.format(im[i])) }
	case dt == Boolean:
		b, err := ToSlice[bool](v)
		if err != nil {
			return "", err
		}
		f := rtTextFormatter{width: 1}
		for _, x := range b {
			f.fit(rtPyBool(x))
		}
		p.elemWidth = f.width + 2
		p.elem = func(i int) string { return f.format(rtPyBool(b[i])) }
	case dt.IsFloatingPoint() || rtIsQuantized(dt): // quantized: the values it stands for
		x, err := ToSlice[float64](v)
		if err != nil {
			return "", err
		}
		f := rtNewFloatFormatter(x)
		p.elemWidth = f.width + 2
		p.elem = func(i int) string { return f.format(x[i]) }
	default: // integers
		n, err := ToSlice[int64](v)
		if err != nil {
			return "", err
		}
		f := rtTextFormatter{width: 1}
		for _, x := range n {
			f.fit(strconv.FormatInt(x, 10))
		}
		p.elemWidth = f.width + 2
		p.elem = func(i int) string { return f.format(strconv.FormatInt(n[i], 10)) }
	}
	var b strings.Builder
	p.write(&b, 0, 0, len(rtPrintPrefix))
	return b.String(), nil
}

// rtSummaryData copies the entries of t that a summary shows (all of them
// unless summarize) into a new CPU tensor, as float64, complex128, bool or
// int64 (gt_tensor_summary): in the row-major order of PyTorch's
// get_summarized_data, whatever t's strides (expanded, transposed). The
// caller frees it. It is done in the runtime's C++, not with generated
// operators, so that a package generated from any subset of operators
// still has a String.
func rtSummaryData(t *Tensor, summarize bool) (*Tensor, error) {
	var out C.gt_tensor_out
	err := newError("String", C.gt_tensor_summary(t.use(), rtPrintEdgeItems, C.bool(summarize), &out))
	t.unuse()
	if err != nil {
		return nil, err
	}
	return wrapTensor(out), nil
}

// rtPrinter lays out the elements of a summary as PyTorch's
// _tensor_str_with_formatter does. elem(i) formats element i of the
// summarised tensor (shape kept, row-major) padded to the common width;
// elemWidth is that width plus the separator, to fit lines to 80 columns.
type rtPrinter struct {
	shape, kept []int64
	summarize   bool
	elem        func(i int) string
	elemWidth   int
}

// write formats the sub-tensor of dimensions d.. starting at element off of
// the summary, its continuation lines indented by indent.
func (p *rtPrinter) write(b *strings.Builder, d, off, indent int) {
	if d == len(p.shape) { // 0-d
		b.WriteString(p.elem(off))
		return
	}
	stride := 1
	for _, k := range p.kept[d+1:] {
		stride *= int(k)
	}
	// The entries of this dimension, with -1 for the "..." of a summary.
	var idx []int
	for i := range int(p.kept[d]) {
		if p.summarize && p.shape[d] > 2*rtPrintEdgeItems && i == rtPrintEdgeItems {
			idx = append(idx, -1)
		}
		idx = append(idx, i)
	}
	b.WriteByte('[')
	if d == len(p.shape)-1 { // a vector: elements wrapped to the line width
		perLine := max(1, (rtPrintLineWidth-indent)/p.elemWidth)
		for n, i := range idx {
			if n > 0 {
				if n%perLine == 0 {
					b.WriteString(",\n")
					b.WriteString(strings.Repeat(" ", indent+1))
				} else {
					b.WriteString(", ")
				}
			}
			if i < 0 {
				b.WriteString(" ...")
			} else {
				b.WriteString(p.elem(off + i))
			}
		}
	} else {
		sep := "," + strings.Repeat("\n", len(p.shape)-d-1) + strings.Repeat(" ", indent+1)
		for n, i := range idx {
			if n > 0 {
				b.WriteString(sep)
			}
			if i < 0 {
				b.WriteString("...")
			} else {
				p.write(b, d+1, off+i*stride, indent+1)
			}
		}
	}
	b.WriteByte(']')
}

// rtFloatFormatter is PyTorch's _Formatter for floating-point values: it
// picks one notation and width for a whole tensor from its non-zero finite
// values.
type rtFloatFormatter struct {
	intMode bool // all integral: "1." rather than "1.0000"
	sciMode bool // "1.0000e+10"
	width   int
}

func rtNewFloatFormatter(vals []float64) rtFloatFormatter {
	f := rtFloatFormatter{intMode: true, width: 1}
	lo, hi := math.Inf(1), 0.0 // of the non-zero finite magnitudes
	for _, v := range vals {
		if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		lo, hi = min(lo, math.Abs(v)), max(hi, math.Abs(v))
		if v != math.Ceil(v) {
			f.intMode = false
		}
	}
	if hi == 0 { // no non-zero finite value
		return f
	}
	f.sciMode = hi/lo > 1000 || hi > 1e8 || (!f.intMode && lo < 1e-4)
	for _, v := range vals {
		if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		var n int
		switch {
		case f.sciMode:
			n = len(rtPyFloat(v, 'e', rtPrintPrecision))
		case f.intMode:
			n = len(rtPyFloat(v, 'f', 0)) + 1 // the "."
		default:
			n = len(rtPyFloat(v, 'f', rtPrintPrecision))
		}
		f.width = max(f.width, n)
	}
	return f
}

func (f rtFloatFormatter) format(v float64) string {
	var s string
	switch {
	case f.sciMode:
		s = rtPyFloat(v, 'e', rtPrintPrecision)
	case f.intMode:
		s = rtPyFloat(v, 'f', 0)
		if !math.IsNaN(v) && !math.IsInf(v, 0) {
			s += "."
		}
	default:
		s = rtPyFloat(v, 'f', rtPrintPrecision)
	}
	return rtPadLeft(s, f.width)
}

// rtTextFormatter right-aligns integers and booleans to the widest.
type rtTextFormatter struct{ width int }

func (f *rtTextFormatter) fit(s string)          { f.width = max(f.width, len(s)) }
func (f rtTextFormatter) format(s string) string { return rtPadLeft(s, f.width) }

// rtFormatComplex joins formatted real and imaginary parts as PyTorch does:
// " 1.0000+2.0000j", "-3.5000-0.2500j".
func rtFormatComplex(re, im string) string {
	im = strings.TrimLeft(im, " ") + "j"
	if im[0] == '+' || im[0] == '-' {
		return re + im
	}
	return re + "+" + im
}

// rtPyFloat formats v as Python's format(v, ".{prec}{fmt}") does: Go's
// digits and exponent ("1.0000e+10") are the same; only the non-finite
// values are spelled differently.
func rtPyFloat(v float64, verb byte, prec int) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	return strconv.FormatFloat(v, verb, prec, 64)
}

func rtIsQuantized(dt DType) bool {
	return dt == QInt8 || dt == QUInt8 || dt == QInt32 || dt == QUInt4x2 || dt == QUInt2x4
}

func rtPyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

func rtPadLeft(s string, width int) string {
	if len(s) >= width {
		return s
	}
	return strings.Repeat(" ", width-len(s)) + s
}

// rtPyTuple formats a shape as a Python tuple: "(2, 3)", "(3,)", "()".
func rtPyTuple(shape []int64) string {
	b := []byte{'('}
	for i, n := range shape {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, n, 10)
	}
	if len(shape) == 1 {
		b = append(b, ',')
	}
	return string(append(b, ')'))
}

// rtAddSuffixes appends ", suffix" for each suffix and the closing ")",
// starting a new line indented by indent where the line would pass the
// line width (PyTorch's _add_suffixes, with its count of the last line).
func rtAddSuffixes(s string, suffixes []string, indent int) string {
	var b strings.Builder
	b.WriteString(s)
	last := len(s) - strings.LastIndexByte(s, '\n') + 1
	for _, x := range suffixes {
		if last+len(x)+2 > rtPrintLineWidth {
			b.WriteString(",\n")
			b.WriteString(strings.Repeat(" ", indent))
			last = indent + len(x)
		} else {
			b.WriteString(", ")
			last += len(x) + 2
		}
		b.WriteString(x)
	}
	b.WriteByte(')')
	return b.String()
}
