// Package torch stands for a generated package after the change: Relu
// returns one *Tensor that carries its error.
package torch

type Tensor struct{ err error }

func (t *Tensor) Result() (*Tensor, error) { return t, t.err }

func Chain(t *Tensor, err error) *Tensor { return t }

func Relu(x *Tensor) *Tensor { return x }

func Split(x *Tensor) (*Tensor, *Tensor) { return x, x }
