# model.py is main.go in PyTorch: a tiny BERT-style encoder (Hugging Face's
# BertModel in shape and names: embeddings, a post-norm transformer encoder,
# a pooler on [CLS], and a classifier head), saved as a Hugging Face
# checkpoint is: model.safetensors and config.json.
#
#	/usr/bin/python3 model.py export DIR   # DIR/config.json, DIR/model.safetensors
#	/usr/bin/python3 model.py run DIR      # the outputs for tokenizer_ids.json's batch
#
# `run` loads DIR's checkpoint and prints, as JSON, the outputs for the ids
# in tokenizer_ids.json (what Hugging Face's tokenizers made of main.go's
# sentences): each output's shape and its float32 values as their bits, for
# main_test.go to compare bit for bit. Debian's torch 1.13.1 has no
# safetensors package, so the format is written and read here to its
# specification (https://github.com/huggingface/safetensors): an 8-byte
# little-endian header length, a JSON header {name: {dtype, shape,
# data_offsets}, "__metadata__": {...}} padded with spaces to 8 bytes, then
# the tensors' bytes.
import json
import os
import struct
import sys

import torch
from torch import nn

CONFIG = {
    "architectures": ["BertForSequenceClassification"],
    "model_type": "bert",
    "vocab_size": 222,
    "hidden_size": 32,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "intermediate_size": 64,
    "hidden_act": "gelu",
    "hidden_dropout_prob": 0.1,
    "max_position_embeddings": 64,
    "type_vocab_size": 2,
    "layer_norm_eps": 1e-12,
    "pad_token_id": 0,
    "num_labels": 2,
    "torch_dtype": "float32",
}


class BertEmbeddings(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.word_embeddings = nn.Embedding(c["vocab_size"], c["hidden_size"], padding_idx=c["pad_token_id"])
        self.position_embeddings = nn.Embedding(c["max_position_embeddings"], c["hidden_size"])
        self.token_type_embeddings = nn.Embedding(c["type_vocab_size"], c["hidden_size"])
        self.LayerNorm = nn.LayerNorm(c["hidden_size"], eps=c["layer_norm_eps"])
        self.dropout = nn.Dropout(c["hidden_dropout_prob"])

    def forward(self, input_ids, token_type_ids):
        position_ids = torch.arange(input_ids.shape[1]).unsqueeze(0)
        x = self.word_embeddings(input_ids) + self.token_type_embeddings(token_type_ids)
        x = x + self.position_embeddings(position_ids)
        return self.dropout(self.LayerNorm(x))


class BertForSequenceClassification(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.embeddings = BertEmbeddings(c)
        layer = nn.TransformerEncoderLayer(
            c["hidden_size"], c["num_attention_heads"], c["intermediate_size"], c["hidden_dropout_prob"],
            activation=c["hidden_act"], layer_norm_eps=c["layer_norm_eps"], batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, c["num_hidden_layers"], enable_nested_tensor=False)
        self.pooler = nn.Linear(c["hidden_size"], c["hidden_size"])
        self.dropout = nn.Dropout(c["hidden_dropout_prob"])
        self.classifier = nn.Linear(c["hidden_size"], c["num_labels"])

    def forward(self, input_ids, token_type_ids, attention_mask):
        x = self.embeddings(input_ids, token_type_ids)
        hidden = self.encoder(x, src_key_padding_mask=attention_mask == 0)
        pooled = torch.tanh(self.pooler(hidden[:, 0]))
        return hidden, pooled, self.classifier(self.dropout(pooled))


def save_safetensors(path, tensors, metadata):
    header, blobs, offset = {"__metadata__": metadata}, [], 0
    for name, t in tensors.items():
        b = t.detach().contiguous().numpy().tobytes()
        header[name] = {"dtype": "F32", "shape": list(t.shape), "data_offsets": [offset, offset + len(b)]}
        blobs.append(b)
        offset += len(b)
    h = json.dumps(header, separators=(",", ":")).encode()
    h += b" " * (-len(h) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)) + h + b"".join(blobs))


def load_safetensors(path):
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n])
    header.pop("__metadata__", None)
    out = {}
    for name, h in header.items():
        assert h["dtype"] == "F32", (name, h["dtype"])
        start, end = h["data_offsets"]
        out[name] = torch.frombuffer(bytearray(data[8 + n + start:8 + n + end]), dtype=torch.float32).reshape(h["shape"])
    return out


def export(d):
    torch.manual_seed(0)
    model = BertForSequenceClassification(CONFIG)
    with torch.no_grad():  # stands in for fine-tuning: no parameter keeps its initial 0 or 1
        for p in model.parameters():
            p.add_(torch.rand_like(p) - 0.5, alpha=0.2)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "config.json"), "w") as f:
        json.dump(CONFIG, f, indent=2)
        f.write("\n")
    save_safetensors(os.path.join(d, "model.safetensors"), model.state_dict(), {"format": "pt"})


def bits(t):
    return {"shape": list(t.shape), "bits": [v & 0xFFFFFFFF for v in t.contiguous().view(torch.int32).flatten().tolist()]}


def run(d):
    with open(os.path.join(d, "config.json")) as f:
        model = BertForSequenceClassification(json.load(f))
    model.load_state_dict(load_safetensors(os.path.join(d, "model.safetensors")))
    model.eval()
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "tokenizer_ids.json")) as f:
        batch = {k: torch.tensor(v) for k, v in json.load(f).items() if k.endswith("_ids") or k.endswith("_mask")}
    # Autograd stays on: without it torch 1.13 takes its inference fast path
    # (torch._transformer_encoder_layer_fwd), fused kernels that round
    # differently from the layers' own operators, which package nn follows.
    hidden, pooled, logits = model(batch["input_ids"], batch["token_type_ids"], batch["attention_mask"])
    json.dump({"last_hidden_state": bits(hidden), "pooler_output": bits(pooled), "logits": bits(logits)}, sys.stdout)


if __name__ == "__main__":
    {"export": export, "run": run}[sys.argv[1]](sys.argv[2])
