package nn

import (
	"fmt"
	"reflect"
	"strings"
	"unicode"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// Register registers the exported fields of the module m — a pointer to
// a struct embedding Base — and returns m, as assigning attributes in a
// Python __init__ registers them:
//
//	return nn.Register(&MLP{FC1: nn.NewLinear(4, 8), FC2: nn.NewLinear(8, 2)})
//
// is self.fc1 = nn.Linear(4, 8); self.fc2 = nn.Linear(8, 2). In field
// order:
//   - a field holding a module (an AnyModule: a layer, a model, a
//     Sequential) becomes a child;
//   - a *torch.Tensor field tagged `nn:",parameter"` becomes a parameter
//     (it is made to require grad), one tagged `nn:",buffer"` a buffer;
//     an untagged tensor field is not registered (a constant).
//
// The name is the field's in snake case (FC1 → "fc1", SelfAttn →
// "self_attn", WordEmbeddings → "word_embeddings"), or the tag's name:
// `nn:"LayerNorm"` keeps Hugging Face's key, `nn:"-"` skips the field. A
// nil module or tensor field is skipped, as Python's None attribute is not
// registered. A failure (a name given twice, a failed child) is recorded
// in m's Base (Err), as RegisterModule's is.
func Register[M AnyModule](m M) M {
	b := m.module()
	v := reflect.ValueOf(m)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		b.Fail(fmt.Errorf("nn: Register: %T is not a pointer to a struct", m))
		return m
	}
	s := v.Elem()
	tensorType := reflect.TypeFor[*torch.Tensor]()
	anyModule := reflect.TypeFor[AnyModule]()
	for i := 0; i < s.NumField(); i++ {
		f := s.Type().Field(i)
		if !f.IsExported() || f.Anonymous {
			continue
		}
		name, kind, _ := strings.Cut(f.Tag.Get("nn"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = snakeCase(f.Name)
		}
		fv := s.Field(i)
		switch {
		case f.Type == tensorType:
			t := fv.Interface().(*torch.Tensor)
			if t == nil {
				continue
			}
			switch kind {
			case "parameter":
				b.RegisterParameter(name, t)
			case "buffer":
				b.RegisterBuffer(name, t)
			case "":
			default:
				b.Fail(fmt.Errorf("nn: Register: field %s: tag option %q is not parameter or buffer", f.Name, kind))
			}
		case f.Type.Implements(anyModule):
			if fv.Kind() == reflect.Pointer && fv.IsNil() || fv.Kind() == reflect.Interface && fv.IsNil() {
				continue
			}
			if kind != "" {
				b.Fail(fmt.Errorf("nn: Register: field %s: tag option %q on a module", f.Name, kind))
				continue
			}
			b.RegisterModule(name, fv.Interface().(AnyModule))
		}
	}
	return m
}

// snakeCase is a Go field name as a Python attribute: an underscore
// before each upper-case letter that starts a word (after a lower-case
// letter or a digit, or before a lower-case letter after an upper-case
// run), then lower case: SelfAttn → self_attn, FC1 → fc1, QKVProj →
// qkv_proj, Conv2d → conv2d.
func snakeCase(s string) string {
	r := []rune(s)
	var out []rune
	for i, c := range r {
		if unicode.IsUpper(c) && i > 0 {
			prev := r[i-1]
			nextLower := i+1 < len(r) && unicode.IsLower(r[i+1])
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || unicode.IsUpper(prev) && nextLower {
				out = append(out, '_')
			}
		}
		out = append(out, unicode.ToLower(c))
	}
	return string(out)
}
