# make_tokenizer.py writes tokenizer.json, a BERT-uncased-style WordPiece
# tokenizer over a small vocabulary, with Hugging Face's `tokenizers`
# library, and tokenizer_ids.json: the ids, type ids and attention masks
# that library gives for the sentences main.go tokenizes (padded to the
# longest, as tokenizer(..., padding=True) does). Ids do not depend on the
# CPU, so both files are committed; main_test.go checks the Go tokenizer
# against the second. The host's Python has no `tokenizers`; Debian sid's
# python3-tokenizers (0.23.1) has, so from the repository root:
#
#	scripts/debian-root.sh sid install python3-tokenizers
#	ROOT=$(scripts/debian-root.sh sid path)
#	mkdir -p $ROOT/work/bert && cp generated/examples/bert/make_tokenizer.py $ROOT/work/bert/
#	scripts/debian-root.sh sid run sh -c 'cd /work/bert && python3 make_tokenizer.py'
#	cp $ROOT/work/bert/tokenizer.json $ROOT/work/bert/tokenizer_ids.json generated/examples/bert/
import json

import tokenizers
from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
PUNCTUATION = list("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
DIGITS = list("0123456789")
LETTERS = [chr(c) for c in range(ord("a"), ord("z") + 1)]
WORDS = """the a an and of to in is it that for on with as was be are this
not but by from at or have has had i you he she we they my your what which
who how why when where there here all one two three new go hello world quick
brown fox jump over lazy dog cat love like model models token text word
sentence safe python torch tensor weight weights load run fast slow small big
good bad cafe naive believ able un re pre bert encoder layer head do does
does done make made read write file json""".split()
PIECES = """##s ##es ##ed ##ing ##er ##ers ##ly ##able ##ization ##ize ##iz
##ation ##ion ##ness ##ful ##pher ##phers ##tensors ##former ##formers
##ment ##y ##ie ##ier ##believ""".split()


def vocabulary():
    vocab = {}
    for t in SPECIALS + PUNCTUATION + DIGITS + LETTERS + ["##" + c for c in LETTERS] + WORDS + PIECES:
        vocab.setdefault(t, len(vocab))
    return vocab


# The sentences main.go encodes: a pair (token type ids 0 and 1), word
# pieces, punctuation, an accent (stripped, uncased), a word with no pieces
# ([UNK]), a CJK character and an emoji (both [UNK]).
SENTENCES = [
    "Hello, world!",
    ["Does the quick brown fox jump?", "It jumped over the lazy dog."],
    "Gophers load safetensors: unbelievable!",
    "Café naïve models, 3 layers... 中 🙂 xylophone",
]


def build():
    vocab = vocabulary()
    tok = Tokenizer(models.WordPiece(vocab, unk_token="[UNK]", continuing_subword_prefix="##",
                                     max_input_chars_per_word=100))
    tok.normalizer = normalizers.BertNormalizer(clean_text=True, handle_chinese_chars=True,
                                                strip_accents=None, lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    cls, sep = vocab["[CLS]"], vocab["[SEP]"]
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", cls), ("[SEP]", sep)])
    tok.decoder = decoders.WordPiece(prefix="##")
    tok.add_special_tokens(SPECIALS)
    tok.enable_padding(pad_id=vocab["[PAD]"], pad_token="[PAD]")
    return tok


def main():
    tok = build()
    tok.save("tokenizer.json", pretty=True)
    inputs = [tuple(s) if isinstance(s, list) else s for s in SENTENCES]
    encs = tok.encode_batch(inputs)
    out = {
        "generator": "tokenizers " + tokenizers.__version__,
        "sentences": SENTENCES,
        "tokens": [e.tokens for e in encs],
        "input_ids": [e.ids for e in encs],
        "token_type_ids": [e.type_ids for e in encs],
        "attention_mask": [e.attention_mask for e in encs],
    }
    with open("tokenizer_ids.json", "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(len(tok.get_vocab()), "tokens")
    for e in encs:
        print(e.tokens)


if __name__ == "__main__":
    main()
