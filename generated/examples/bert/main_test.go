package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// hfIDs is tokenizer_ids.json: what Hugging Face's tokenizers (Debian
// sid's python3-tokenizers 0.23.1) made of make_tokenizer.py's sentences
// with tokenizer.json; make_tokenizer.py says how it was made.
type hfIDs struct {
	Generator     string     `json:"generator"`
	Sentences     []any      `json:"sentences"` // a string, or a pair of them
	Tokens        [][]string `json:"tokens"`
	InputIDs      [][]int64  `json:"input_ids"`
	TokenTypeIDs  [][]int64  `json:"token_type_ids"`
	AttentionMask [][]int64  `json:"attention_mask"`
}

func readHFIDs(t *testing.T) hfIDs {
	t.Helper()
	b, err := os.ReadFile("tokenizer_ids.json")
	if err != nil {
		t.Fatal(err)
	}
	var h hfIDs
	if err := json.Unmarshal(b, &h); err != nil {
		t.Fatal(err)
	}
	return h
}

// TestSentencesAreMakeTokenizers checks that main's sentences are the
// ones tokenizer_ids.json holds ids for.
func TestSentencesAreMakeTokenizers(t *testing.T) {
	h := readHFIDs(t)
	if len(h.Sentences) != len(sentences) {
		t.Fatalf("%d sentences, tokenizer_ids.json has %d", len(sentences), len(h.Sentences))
	}
	for i, s := range h.Sentences {
		var want []string
		switch s := s.(type) {
		case string:
			want = []string{s}
		case []any:
			for _, x := range s {
				want = append(want, x.(string))
			}
		}
		got := sentences[i]
		if !slices.Equal(got, want) {
			t.Errorf("sentence %d: %q, tokenizer_ids.json has %q", i, got, want)
		}
	}
}

// TestTokenizerMatchesHuggingFace checks that the Go tokenizer gives,
// for each sentence, the tokens, ids, token type ids and attention mask
// of Hugging Face's tokenizers with the same tokenizer.json.
func TestTokenizerMatchesHuggingFace(t *testing.T) {
	h := readHFIDs(t)
	tk, err := LoadTokenizer("tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	in, err := EncodeInputs(sentences)
	if err != nil {
		t.Fatal(err)
	}
	encs, err := tk.EncodeBatch(in, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(encs) != len(h.InputIDs) || len(encs) != len(h.Tokens) {
		t.Fatalf("%d encodings, tokenizer_ids.json has %d", len(encs), len(h.InputIDs))
	}
	toInt64 := func(v []int) []int64 {
		out := make([]int64, len(v))
		for i, x := range v {
			out[i] = int64(x)
		}
		return out
	}
	for i, e := range encs {
		if !slices.Equal(e.Tokens, h.Tokens[i]) {
			t.Errorf("sentence %d: tokens %q, %s: %q", i, e.Tokens, h.Generator, h.Tokens[i])
		}
		for _, c := range []struct {
			name      string
			got, want []int64
		}{
			{"input_ids", toInt64(e.Ids), h.InputIDs[i]},
			{"token_type_ids", toInt64(e.TypeIds), h.TokenTypeIDs[i]},
			{"attention_mask", toInt64(e.AttentionMask), h.AttentionMask[i]},
		} {
			if !slices.Equal(c.got, c.want) {
				t.Errorf("sentence %d: %s %v, %s: %v", i, c.name, c.got, h.Generator, c.want)
			}
		}
	}
	// Without the correction of LoadTokenizer, "Café naïve" is two [UNK].
	if got := encs[3].Tokens[1:3]; !slices.Equal(got, []string{"cafe", "naive"}) {
		t.Errorf("accents: %q, want [cafe naive]", got)
	}
}

// pyOutput is one output of `model.py run`: its shape and its float32
// values as their bits.
type pyOutput struct {
	Shape []int64  `json:"shape"`
	Bits  []uint32 `json:"bits"`
}

// python runs model.py with Debian's torch, skipping the test (loudly)
// when /usr/bin/python3 has no torch.
func python(t *testing.T, args ...string) []byte {
	t.Helper()
	if err := exec.Command("/usr/bin/python3", "-c", "import torch").Run(); err != nil {
		t.Skipf("SKIP (not a pass): /usr/bin/python3 has no torch (%v): the outputs are not compared with PyTorch's; install python3-torch (make deps)", err)
	}
	var stderr bytes.Buffer
	cmd := exec.Command("/usr/bin/python3", append([]string{"model.py"}, args...)...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("model.py %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return out
}

// TestOutputsMatchPyTorch exports the model with model.py into a fresh
// directory, runs it there with PyTorch on tokenizer_ids.json's batch,
// loads the same checkpoint in Go, tokenizes main's sentences and checks
// that the last hidden states (padding included), the pooled outputs and
// the logits are bit for bit PyTorch's, and that nothing is left alive.
func TestOutputsMatchPyTorch(t *testing.T) {
	dir := t.TempDir()
	python(t, "export", dir)
	var want map[string]pyOutput
	if err := json.Unmarshal(python(t, "run", dir), &want); err != nil {
		t.Fatal(err)
	}
	live := torch.LiveTensors()
	tk, err := LoadTokenizer("tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := LoadBert(dir)
	if err != nil {
		t.Fatal(err)
	}
	ids, types, mask, err := Encode(tk, sentences)
	if err != nil {
		t.Fatal(err)
	}
	err = torch.InferenceMode(func() error {
		return torch.WithScope(func(*torch.Scope) error {
			hidden, pooled, logits := m.Forward(ids, types, mask)
			for _, o := range []struct {
				name string
				t    *torch.Tensor
			}{{"last_hidden_state", hidden}, {"pooler_output", pooled}, {"logits", logits}} {
				got, err := torch.ToSlice[float32](o.t)
				if err != nil {
					return err
				}
				w := want[o.name]
				if !slices.Equal(o.t.Shape(), w.Shape) {
					t.Errorf("%s: shape %v, PyTorch's %v", o.name, o.t.Shape(), w.Shape)
					continue
				}
				diff := 0
				for i, v := range got {
					if math.Float32bits(v) != w.Bits[i] {
						if diff < 5 {
							t.Errorf("%s[%d] = %v (%#08x), PyTorch: %v (%#08x)", o.name, i, v, math.Float32bits(v), math.Float32frombits(w.Bits[i]), w.Bits[i])
						}
						diff++
					}
				}
				if diff > 0 {
					t.Errorf("%s: %d of %d values differ from PyTorch's", o.name, diff, len(got))
				}
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	ids.Free()
	types.Free()
	mask.Free()
	m.Free()
	if n := torch.LiveTensors(); n != live {
		t.Errorf("LiveTensors() = %d after the forward, %d before", n, live)
	}
}

// TestMain runs the program as a user does (the test binary re-executed
// as main, in this directory, on the committed checkpoint) when
// BERT_EXAMPLE_MAIN is set, and the tests otherwise.
func TestMain(m *testing.M) {
	if os.Getenv("BERT_EXAMPLE_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestProgram runs main on the committed config.json, model.safetensors
// and tokenizer.json, with the example's sentences and with an argument,
// and checks what it prints has one row per sentence.
func TestProgram(t *testing.T) {
	for _, c := range []struct {
		args []string
		rows int
	}{{nil, len(sentences)}, {[]string{"Gophers love tensors."}, 1}} {
		cmd := exec.Command(os.Args[0], c.args...)
		cmd.Env = append(os.Environ(), "BERT_EXAMPLE_MAIN=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("bert %q: %v\n%s", c.args, err, out)
		}
		if strings.Count(string(out), " logits [") != c.rows {
			t.Errorf("bert %q printed:\n%swant %d rows of logits", c.args, out, c.rows)
		}
	}
}
