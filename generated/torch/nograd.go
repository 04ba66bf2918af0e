//go:build cgo

package torch

// NoGrad and NoGradValue over each mode's WithGradEnabled: the typed
// runtime's autograd.go, the stable one's nn.go (aoti_torch_grad_mode_*);
// this file is in both packages (emit/stable.go, stableSharedNN).

// NoGrad runs f with gradient recording disabled, as PyTorch's
// torch.no_grad(), and returns f's error. See WithGradEnabled.
func NoGrad(f func() error) error { return WithGradEnabled(false, f) }

// NoGradValue is NoGrad for a function with a result, so that the result
// need not leave through an outer variable:
//
//	y, err := torch.NoGradValue(func() (*torch.Tensor, error) { return model.Forward(x) })
//
// It returns f's results as f returned them.
func NoGradValue[T any](f func() (T, error)) (T, error) {
	var v T
	err := NoGrad(func() error {
		var err error
		v, err = f()
		return err
	})
	return v, err
}
