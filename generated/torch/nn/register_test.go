package nn

import (
	"slices"
	"strings"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

func TestSnakeCase(t *testing.T) {
	for in, want := range map[string]string{
		"FC1": "fc1", "SelfAttn": "self_attn", "WordEmbeddings": "word_embeddings", "QKVProj": "qkv_proj",
		"Conv2d": "conv2d", "Linear1": "linear1", "LayerNorm": "layer_norm", "X": "x", "MLP": "mlp", "Norm2Out": "norm2_out",
	} {
		if got := snakeCase(in); got != want {
			t.Errorf("snakeCase(%q) = %q, want %q", in, got, want)
		}
	}
}

type regBlock struct {
	Base
	FC1       *Linear
	LayerNorm *LayerNorm `nn:"LayerNorm"`
	Act       Module
	Skip      *Linear `nn:"-"`
	Missing   *Linear
	Scale     *torch.Tensor `nn:",parameter"`
	Count     *torch.Tensor `nn:"steps,buffer"`
	Constant  *torch.Tensor
	hidden    *Linear
}

// Register names the children, parameters and buffers as Python's
// attributes would be, in field order, and skips what it should.
func TestRegister(t *testing.T) {
	constant := torch.Ones([]int64{1})
	defer constant.Free()
	m := Register(&regBlock{
		FC1: NewLinear(2, 3), LayerNorm: NewLayerNorm([]int64{3}), Act: &ReLU{}, Skip: NewLinear(1, 1),
		Scale: torch.Ones([]int64{3}), Count: torch.Zeros([]int64{1}), Constant: constant, hidden: NewLinear(1, 1),
	})
	defer m.Free()
	defer m.Skip.Free()
	defer m.hidden.Free()
	if err := m.Err(); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, n := range m.NamedParameters() {
		names = append(names, n.Name)
	}
	if want := []string{"scale", "fc1.weight", "fc1.bias", "LayerNorm.weight", "LayerNorm.bias"}; !slices.Equal(names, want) {
		t.Errorf("parameters %v, want %v", names, want)
	}
	if b := m.NamedBuffers(); len(b) != 1 || b[0].Name != "steps" {
		t.Errorf("buffers %v, want [steps]", b)
	}
	if !m.Scale.RequiresGrad() {
		t.Error("a parameter field does not require grad")
	}
	var children []string
	for _, c := range m.NamedChildren() {
		children = append(children, c.Name)
	}
	if want := []string{"fc1", "LayerNorm", "act"}; !slices.Equal(children, want) {
		t.Errorf("children %v, want %v", children, want)
	}
	sd, err := m.StateDict()
	if err != nil {
		t.Fatal(err)
	}
	defer freeValues(sd)
	if err := m.LoadStateDict(sd); err != nil {
		t.Errorf("LoadStateDict of its own StateDict: %v", err)
	}

	bad := Register(&struct {
		Base
		A *Linear `nn:"x"`
		B *Linear `nn:"x"`
	}{A: NewLinear(1, 1), B: NewLinear(1, 1)})
	defer bad.A.Free()
	defer bad.B.Free()
	if err := bad.Err(); err == nil || !strings.Contains(err.Error(), `"x" is already a module`) {
		t.Errorf("a name given twice: %v", err)
	}
	tag := Register(&struct {
		Base
		W *torch.Tensor `nn:",weight"`
	}{W: torch.Ones([]int64{1})})
	defer tag.W.Free()
	if err := tag.Err(); err == nil || !strings.Contains(err.Error(), "not parameter or buffer") {
		t.Errorf("a bad tag option: %v", err)
	}
}
