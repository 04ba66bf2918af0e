// Package torch stands for a generated package after the change: Relu
// returns one *Tensor that carries its error.
package torch

type Tensor struct{ err error }

func (t *Tensor) Result() (*Tensor, error) { return t, t.err }

func Chain(t *Tensor, err error) *Tensor { return t }

func Relu(x *Tensor) *Tensor { return x }

func Split(x *Tensor) (*Tensor, *Tensor) { return x, x }

func (t *Tensor) Err() error { return t.err }

// Relu_ changed its receiver and returned only an error; it returns the
// receiver now.
func (t *Tensor) Relu_() *Tensor { return t }

func (t *Tensor) Mul(x any) *Tensor { return t }

// Grad may be nil, and always returned one *Tensor.
func (t *Tensor) Grad() *Tensor { return nil }
