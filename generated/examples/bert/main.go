// Command bert runs a small BERT-style encoder shipped as a Hugging Face
// checkpoint is (config.json, model.safetensors, tokenizer.json): it
// rebuilds the model of model.py with package nn, loads the weights from
// the safetensors file, tokenizes sentences with tokenizer.json (a pure-Go
// WordPiece tokenizer) and prints each sentence's pooled [CLS] output and
// logits. model.py is the same model in PyTorch.
//
//	go run .                          # the example's sentences
//	go run . "Gophers love tensors."  # yours
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

// Config is config.json: the fields of transformers' BertConfig the model reads.
type Config struct {
	VocabSize             int64   `json:"vocab_size"`
	HiddenSize            int64   `json:"hidden_size"`
	NumHiddenLayers       int64   `json:"num_hidden_layers"`
	NumAttentionHeads     int64   `json:"num_attention_heads"`
	IntermediateSize      int64   `json:"intermediate_size"`
	HiddenAct             string  `json:"hidden_act"`
	HiddenDropoutProb     float64 `json:"hidden_dropout_prob"`
	MaxPositionEmbeddings int64   `json:"max_position_embeddings"`
	TypeVocabSize         int64   `json:"type_vocab_size"`
	LayerNormEps          float64 `json:"layer_norm_eps"`
	PadTokenID            int64   `json:"pad_token_id"`
	NumLabels             int64   `json:"num_labels"`
}

// BertEmbeddings is model.py's BertEmbeddings: word, token type and
// position embeddings, summed, then LayerNorm and dropout.
type BertEmbeddings struct {
	nn.Base
	WordEmbeddings, PositionEmbeddings, TokenTypeEmbeddings *nn.Embedding
	LayerNorm                                               *nn.LayerNorm `nn:"LayerNorm"`
	Dropout                                                 *nn.Dropout
}

func NewBertEmbeddings(c Config) *BertEmbeddings {
	return nn.Register(&BertEmbeddings{
		WordEmbeddings:      nn.NewEmbedding(c.VocabSize, c.HiddenSize, nn.EmbeddingOptions{PaddingIdx: torch.Some(c.PadTokenID)}),
		PositionEmbeddings:  nn.NewEmbedding(c.MaxPositionEmbeddings, c.HiddenSize),
		TokenTypeEmbeddings: nn.NewEmbedding(c.TypeVocabSize, c.HiddenSize),
		LayerNorm:           nn.NewLayerNorm([]int64{c.HiddenSize}, nn.LayerNormOptions{Eps: torch.Some(c.LayerNormEps)}),
		Dropout:             nn.NewDropout(nn.DropoutOptions{P: torch.Some(c.HiddenDropoutProb)}),
	})
}

func (e *BertEmbeddings) Forward(inputIDs, tokenTypeIDs *torch.Tensor) *torch.Tensor {
	positionIDs := torch.Arange(inputIDs.Shape()[1]).Unsqueeze(0)
	x := e.WordEmbeddings.Forward(inputIDs).Add(e.TokenTypeEmbeddings.Forward(tokenTypeIDs))
	x = x.Add(e.PositionEmbeddings.Forward(positionIDs))
	return e.Dropout.Forward(e.LayerNorm.Forward(x))
}

// Bert is model.py's BertForSequenceClassification: embeddings, a
// post-norm transformer encoder, a pooler (Linear and tanh on [CLS]) and
// a classifier on the pooled output.
type Bert struct {
	nn.Base
	Embeddings *BertEmbeddings
	Encoder    *nn.TransformerEncoder
	Pooler     *nn.Linear
	Dropout    *nn.Dropout
	Classifier *nn.Linear
}

func NewBert(c Config) *Bert {
	layer := nn.NewTransformerEncoderLayer(c.HiddenSize, c.NumAttentionHeads, nn.TransformerEncoderLayerOptions{
		DimFeedforward: torch.Some(c.IntermediateSize), Dropout: torch.Some(c.HiddenDropoutProb),
		Activation: c.HiddenAct, LayerNormEps: torch.Some(c.LayerNormEps), BatchFirst: torch.Some(true)})
	return nn.Register(&Bert{
		Embeddings: NewBertEmbeddings(c),
		Encoder:    nn.NewTransformerEncoder(layer, c.NumHiddenLayers),
		Pooler:     nn.NewLinear(c.HiddenSize, c.HiddenSize),
		Dropout:    nn.NewDropout(nn.DropoutOptions{P: torch.Some(c.HiddenDropoutProb)}),
		Classifier: nn.NewLinear(c.HiddenSize, c.NumLabels),
	})
}

// Forward returns the last hidden states (N, L, H), the pooled output
// (N, H) and the logits (N, NumLabels); attentionMask is 1 at tokens, 0
// at padding.
func (m *Bert) Forward(inputIDs, tokenTypeIDs, attentionMask *torch.Tensor) (hidden, pooled, logits *torch.Tensor) {
	x := m.Embeddings.Forward(inputIDs, tokenTypeIDs)
	hidden = m.Encoder.ForwardMasked(x, nn.EncoderMasks{SrcKeyPaddingMask: attentionMask.Eq(0)})
	pooled = m.Pooler.Forward(hidden.Index(torch.Slice(), 0)).Tanh()
	return hidden, pooled, m.Classifier.Forward(m.Dropout.Forward(pooled))
}

// LoadBert is from_pretrained(dir): the model of dir/config.json with the
// weights of dir/model.safetensors, every one of them used, in evaluation mode.
func LoadBert(dir string) (*Bert, error) {
	b, err := os.ReadFile(filepath.Join(dir, "config.json"))
	if err != nil {
		return nil, err
	}
	var c Config
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("config.json: %w", err)
	}
	weights, err := torch.LoadSafetensors(filepath.Join(dir, "model.safetensors"))
	if err != nil {
		return nil, err
	}
	defer torch.FreeAll(weights)
	m := NewBert(c)
	if err := m.LoadStateDict(weights); err != nil {
		m.Free()
		return nil, err
	}
	m.Eval()
	return m, nil
}

// sentences are main's input without arguments, make_tokenizer.py's
// SENTENCES: each a sentence or a pair of them.
var sentences = [][]string{
	{"Hello, world!"},
	{"Does the quick brown fox jump?", "It jumped over the lazy dog."},
	{"Gophers load safetensors: unbelievable!"},
	{"Café naïve models, 3 layers... 中 🙂 xylophone"},
}

func main() {
	inputs := sentences
	if len(os.Args) > 1 {
		inputs = nil
		for _, s := range os.Args[1:] {
			inputs = append(inputs, []string{s})
		}
	}
	tk, err := LoadTokenizer("tokenizer.json")
	if err != nil {
		log.Fatal(err)
	}
	m, err := LoadBert(".")
	if err != nil {
		log.Fatal(err)
	}
	ids, types, mask, err := Encode(tk, inputs)
	if err != nil {
		log.Fatal(err)
	}
	var pooled, logits []float32
	err = torch.InferenceMode(func() error {
		_, p, l := m.Forward(ids, types, mask)
		if pooled, err = torch.ToSlice[float32](p.Index(torch.Slice(), torch.Slice(0, 4))); err != nil {
			return err
		}
		logits, err = torch.ToSlice[float32](l)
		return err
	})
	if err != nil {
		log.Fatal(err)
	}
	k := len(logits) / len(inputs)
	for i, s := range inputs {
		fmt.Printf("%q\n    pooled[:4] %.4f logits %.4f\n", strings.Join(s, " | "), pooled[4*i:4*i+4], logits[k*i:k*i+k])
	}
}
