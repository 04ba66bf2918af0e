package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/sugarme/tokenizer"
	"github.com/sugarme/tokenizer/pretrained"
)

// LoadTokenizer is Python's tokenizers.Tokenizer.from_file(path) with
// github.com/sugarme/tokenizer, corrected where that library's v0.3.0
// reads a BertNormalizer differently from Hugging Face's: it takes
// "strip_accents": null (bert-base-uncased's) as false where Hugging
// Face's follows "lowercase", and its accent stripping skips the NFD
// decomposition, so a composed "é" stays. A BertNormalizer that strips
// accents becomes the same normalizer without stripping, then NFD, then
// StripAccents, which is what Hugging Face's does.
func LoadTokenizer(path string) (*tokenizer.Tokenizer, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cfg map[string]any
	if err := json.Unmarshal(b, &cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if n, _ := cfg["normalizer"].(map[string]any); n != nil && n["type"] == "BertNormalizer" {
		strip, ok := n["strip_accents"].(bool)
		if !ok {
			strip = n["lowercase"] == true
		}
		if strip {
			n["strip_accents"] = false
			cfg["normalizer"] = map[string]any{"type": "Sequence", "normalizers": []any{
				n, map[string]any{"type": "NFD"}, map[string]any{"type": "StripAccents"}}}
		}
	}
	if b, err = json.Marshal(cfg); err != nil {
		return nil, err
	}
	tk, err := pretrained.FromReader(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return tk, nil
}

// EncodeInputs returns the tokenizer's inputs for sentences: each a
// sentence, or a pair of them (token type ids 0, then 1).
func EncodeInputs(sentences [][]string) ([]tokenizer.EncodeInput, error) {
	var in []tokenizer.EncodeInput
	for i, s := range sentences {
		switch len(s) {
		case 1:
			in = append(in, tokenizer.NewSingleEncodeInput(tokenizer.NewInputSequence(s[0])))
		case 2:
			in = append(in, tokenizer.NewDualEncodeInput(tokenizer.NewInputSequence(s[0]), tokenizer.NewInputSequence(s[1])))
		default:
			return nil, fmt.Errorf("tokenize: input %d has %d sentences: one, or a pair", i, len(s))
		}
	}
	if len(in) == 0 {
		return nil, fmt.Errorf("tokenize: no input")
	}
	return in, nil
}

// Encode is tokenizer(sentences, padding=True, return_tensors="pt"): the
// batch's input_ids, token_type_ids and attention_mask, (N, L) int64
// tensors, [CLS] and [SEP] added and padded to the longest as
// tokenizer.json says.
func Encode(tk *tokenizer.Tokenizer, sentences [][]string) (ids, types, mask *torch.Tensor, err error) {
	in, err := EncodeInputs(sentences)
	if err != nil {
		return nil, nil, nil, err
	}
	encs, err := tk.EncodeBatch(in, true)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("tokenize: %w", err)
	}
	n, l := len(encs), len(encs[0].Ids)
	var cols [3][]int64
	for _, e := range encs {
		if len(e.Ids) != l {
			return nil, nil, nil, fmt.Errorf("tokenize: sequences of %d and %d tokens: tokenizer.json pads none", l, len(e.Ids))
		}
		for i, v := range [3][]int{e.Ids, e.TypeIds, e.AttentionMask} {
			for _, x := range v {
				cols[i] = append(cols[i], int64(x))
			}
		}
	}
	var ts [3]*torch.Tensor
	for i := range ts {
		if ts[i], err = torch.FromSlice(cols[i], int64(n), int64(l)); err != nil {
			return nil, nil, nil, err
		}
	}
	return ts[0], ts[1], ts[2], nil
}
