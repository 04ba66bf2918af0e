// Package nn is unchanged between the rounds.
package nn

import "example.com/api/torch"

// Module is a layer.
type Module interface {
	Forward(x *torch.Tensor) *torch.Tensor
	params() []*torch.Tensor
}
