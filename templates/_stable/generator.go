package torch

// Generator is a random number generator. The stable ABI carries
// generators only from libtorch 2.13 on, beyond this package's target
// (StableABITarget), so in this mode there is no way to make one: operators
// that take an optional generator use libtorch's default one when given nil,
// and fail when given another. The type exists so that signatures match
// the typed mode's.
type Generator struct{ _ [0]func() }

// rtOptGenerator is an optional generator argument: only nil (None).
func rtOptGenerator(g *Generator) rtArg {
	if g == nil {
		return rtArg{}
	}
	return rtArg{kind: rtUnsupported}
}
