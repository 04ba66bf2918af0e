// Package torch is the API of today, in small.
package torch

// #include <stdlib.h>
import "C"

import "unsafe"

// Tensor is a handle.
type Tensor struct{ p unsafe.Pointer }

// Grad returns the gradient.
func (t *Tensor) Grad() *Tensor { return nil }

// ShallowClone shares the storage.
func (t *Tensor) ShallowClone() *Tensor { return nil }

// NoGrad runs f without autograd.
func NoGrad(f func() error) error { return f() }

// Opt is an optional value.
type Opt[T any] struct {
	v  T
	ok bool
}

// BackwardOptions are Backward's options.
type BackwardOptions struct {
	RetainGraph Opt[bool]
	CreateGraph Opt[bool]
}

// Backward computes gradients.
func (t *Tensor) Backward(o BackwardOptions) error { return nil }

// Reduction is a loss's reduction.
type Reduction int

// The reductions.
const (
	ReductionNone Reduction = iota
	ReductionMean
)

// MSELossOptions are MSELoss's options.
type MSELossOptions struct{ Reduction Reduction }

// Free is in the API of both rounds; its body is cgo.
func Free(p unsafe.Pointer) { C.free(p) }

// Version is the runtime's.
const Version = "0.1"

var cfree = C.free
