package nn

import (
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// tagger is a model of one's own around an LSTM, whose Forward returns
// several tensors: Register registers its layers as Python's attribute
// assignment does (LSTM → "lstm", FC → "fc"; a failure is kept in the
// model), and it has the one-tensor Forward that a Sequential needs.
type tagger struct {
	Base
	LSTM *LSTM
	FC   *Linear
}

func newTagger(vocab, hidden, tags int64) *tagger {
	return Register(&tagger{LSTM: NewLSTM(vocab, hidden, RNNOptions{BatchFirst: torch.Some(true)}), FC: NewLinear(hidden, tags)})
}

func (m *tagger) Forward(x *torch.Tensor) *torch.Tensor {
	out, _ := m.LSTM.Forward(x)
	return m.FC.Forward(out)
}

// A model of one's own holding an LSTM goes in a Sequential; its
// parameters have PyTorch's names.
func Example_ownModel() {
	model := NewSequential(newTagger(8, 16, 4), &Tanh{})
	defer model.Free()
	for _, p := range model.NamedParameters() {
		fmt.Println(p.Name, p.Tensor.Shape())
	}
	err := torch.WithScope(func(s *torch.Scope) error {
		x, err := torch.Zeros([]int64{2, 5, 8}).Result() // (batch, time, features)
		if err != nil {
			return err
		}
		y := model.Forward(x)
		fmt.Println(y.Shape())
		return y.Err()
	})
	fmt.Println(err)
	// Output:
	// 0.lstm.weight_ih_l0 [64 8]
	// 0.lstm.weight_hh_l0 [64 16]
	// 0.lstm.bias_ih_l0 [64]
	// 0.lstm.bias_hh_l0 [64]
	// 0.fc.weight [4 16]
	// 0.fc.bias [4]
	// [2 5 4]
	// <nil>
}
