package torch

// Opt is an optional value, as libtorch's c10::optional and Python's None.
// The zero value is None. Where a Go option struct's field defaults to a
// value that is not None (BatchNorm's momentum=0.1), the zero value means
// that default, and Null says Python's explicit None.
type Opt[T any] struct {
	v    T
	ok   bool
	null bool
}

// Some returns an Opt holding v.
func Some[T any](v T) Opt[T] { return Opt[T]{v: v, ok: true} }

// None returns an empty Opt; it equals the zero value.
func None[T any]() Opt[T] { return Opt[T]{} }

// Null returns an empty Opt that says "None" where None differs from the
// argument's default: nn.BatchNorm1d(4, momentum=None) is
// NewBatchNorm1d(4, BatchNormOptions{Momentum: torch.Null[float64]()}).
// Everywhere else it is None, like the zero value.
func Null[T any]() Opt[T] { return Opt[T]{null: true} }

// IsNull reports whether o is Null: Python's explicit None, not "the
// default".
func (o Opt[T]) IsNull() bool { return o.null }

// Get returns the value and whether there is one.
func (o Opt[T]) Get() (T, bool) { return o.v, o.ok }

// Or returns the value, or def when there is none.
func (o Opt[T]) Or(def T) T {
	if o.ok {
		return o.v
	}
	return def
}

// IsSome reports whether o holds a value.
func (o Opt[T]) IsSome() bool { return o.ok }

// IsNone reports whether o is empty.
func (o Opt[T]) IsNone() bool { return !o.ok }

// rtOr is o.Or(def) without copying *o: the generated wrappers read their
// options in place (a copy of an Opt just zeroed costs a store-forwarding
// stall on every call that passes no options).
func rtOr[T any](o *Opt[T], def T) T {
	if o.ok {
		return o.v
	}
	return def
}

// pyOpt lets the Python-shaped entry points take an Opt where Python takes
// a value or None (the old typed call shapes pass Opts).
func (o Opt[T]) pyOpt() (any, bool) { return o.v, o.ok }
