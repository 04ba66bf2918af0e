// Package torch is the API of two rounds ago, in small: the six signature
// changes of the issue "Go that reads like PyTorch", item 5.
package torch

// #include <stdlib.h>
import "C"

import "unsafe"

// Tensor is a handle.
type Tensor struct{ p unsafe.Pointer }

// Grad returns the gradient.
func (t *Tensor) Grad() (*Tensor, error) { return nil, nil }

// ShallowClone shares the storage.
func (t *Tensor) ShallowClone() (*Tensor, error) { return nil, nil }

// NoGrad runs f without autograd.
func NoGrad(f func()) { f() }

// BackwardOpts are Backward's options.
type BackwardOpts struct {
	RetainGraph bool
	CreateGraph bool
}

// Backward computes gradients.
func (t *Tensor) Backward(o BackwardOpts) error { return nil }

// MSELossOptions are MSELoss's options.
type MSELossOptions struct{ Reduction string }

// Free is in the API of both rounds; its body is cgo.
func Free(p unsafe.Pointer) { C.free(p) }

// Version is the runtime's.
const Version = "0.1"

var cfree = C.free
