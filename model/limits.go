package model

import (
	"fmt"
	"unicode/utf8"
)

// The limits every frontend enforces on its input, in one place. Each is
// far above what the real inputs hold (libtorch 1.13.1 and 2.6.0, their
// headers and Declarations.yaml, measured: the figure after "real") and
// low enough that nothing downstream can blow up. Why they are needed:
// emit repeats each name a dozen times, and go/printer pads every line of
// an aligned block (a const block, a struct) to its longest name, so one
// megabyte-long operator name in a 3,000-operator library became a 3 GB
// optable.go and about 10 GB of memory. A deeply nested type
// ("Tensor??????…") would recurse once per suffix everywhere types are
// walked.
const (
	// MaxIdent bounds a name: operator, overload, argument, return, alias
	// set. Real: 57 bytes (_fake_quantize_per_tensor_affine_cachemask_tensor_qparams).
	MaxIdent = 256
	// MaxType bounds a type's text, in the schema ("Tensor(a!)[]?") or in
	// C++ ("const c10::List<c10::optional<at::Tensor>> &"), and an alias
	// annotation. Real: 46 bytes.
	MaxType = 256
	// MaxDefault bounds a default value's text ("c10::MemoryFormat::Contiguous").
	// Real: 29 bytes.
	MaxDefault = 256
	// MaxSchema bounds a whole schema string. Real: 605 bytes
	// (mkldnn_rnn_layer_backward.out in 2.6.0).
	MaxSchema = 16 << 10
	// MaxArgs and MaxReturns bound an operator's arguments and returns.
	// Real: 30 and 9.
	MaxArgs    = 256
	MaxReturns = 64
	// MaxOperators bounds the operators of one input. Real: 3,144 (2.6.0).
	MaxOperators = 50_000
	// MaxInputBytes bounds one input file. Real: 5.3 MB (2.6.0's
	// Declarations.yaml; RegistrationDeclarations.h is 0.9 MB, the largest
	// ATen/ops/*_ops.h 12 kB). The YAML reader holds a node tree many times
	// the file's size, so this is also a bound on its memory.
	MaxInputBytes = 32 << 20
)

// CheckIdent checks a name against the schema grammar's identifier,
// [A-Za-z_][A-Za-z0-9_]*, and MaxIdent. The error says what is wrong and
// quotes at most the start of the name.
func CheckIdent(s string) error {
	const grammar = "a name is [A-Za-z_][A-Za-z0-9_]*"
	if len(s) > MaxIdent {
		return fmt.Errorf("%s: %d bytes, more than the limit of %d", q(s), len(s), MaxIdent)
	}
	if s == "" {
		return fmt.Errorf("empty (%s)", grammar)
	}
	if c := s[0]; c >= '0' && c <= '9' {
		return fmt.Errorf("%s: starts with a digit (%s)", q(s), grammar)
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return fmt.Errorf("%s: %q at byte %d (%s)", q(s), c, i, grammar)
		}
	}
	return nil
}

// CheckText checks free text that ends up in generated comments (a
// schema): at most limit bytes, valid UTF-8, and no control characters,
// which would end a // comment early.
func CheckText(s string, limit int) error {
	if len(s) > limit {
		return fmt.Errorf("%s: %d bytes, more than the limit of %d", q(s), len(s), limit)
	}
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n <= 1 {
				return fmt.Errorf("%s: invalid UTF-8 at byte %d", q(s), i)
			}
		}
		if r < 0x20 || r == 0x7f {
			return fmt.Errorf("%s: control character %q at byte %d", q(s), r, i)
		}
	}
	return nil
}

// q quotes s, abbreviated.
func q(s string) string { return fmt.Sprintf("%q", Abbrev(s)) }

// abbrevLen is the longest text an error message quotes in full: more
// than any real operator ID (91 bytes), so real messages are unchanged.
const abbrevLen = 128

// Abbrev shortens s for an error message: a text longer than abbrevLen
// becomes its first 60 bytes and "…", so that a megabyte-long name does
// not make a megabyte-long message.
func Abbrev(s string) string {
	if len(s) <= abbrevLen {
		return s
	}
	cut := 60
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}
