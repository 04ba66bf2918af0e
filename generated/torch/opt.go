package torch

// Opt is an optional value, as libtorch's c10::optional and Python's None.
// The zero value is None.
type Opt[T any] struct {
	v  T
	ok bool
}

// Some returns an Opt holding v.
func Some[T any](v T) Opt[T] { return Opt[T]{v: v, ok: true} }

// None returns an empty Opt; it equals the zero value.
func None[T any]() Opt[T] { return Opt[T]{} }

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
