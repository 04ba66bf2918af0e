package nn

import (
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// tagger is a model of one's own around an LSTM, whose Forward returns
// several tensors: it registers its layers (ignoring the results: a
// failure is kept in the model) and has the one-tensor Forward that a
// Sequential needs.
type tagger struct {
	Base
	lstm *LSTM
	fc   *Linear
}

func newTagger(vocab, hidden, tags int64) *tagger {
	m := &tagger{lstm: NewLSTM(vocab, hidden, RNNOptions{BatchFirst: torch.Some(true)}), fc: NewLinear(hidden, tags)}
	m.RegisterModule("lstm", m.lstm)
	m.RegisterModule("fc", m.fc)
	return m
}

func (m *tagger) Forward(x *torch.Tensor) *torch.Tensor {
	out, _ := m.lstm.Forward(x)
	return m.fc.Forward(out)
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
