// Package nn holds layers and a parameter store, as Python's torch.nn: a
// model is a Module whose parameters and buffers have PyTorch's dotted
// names ("0.weight", "fc.bias"), and whose state dict Python's
// load_state_dict reads (through torch.Save) and whose LoadStateDict reads
// Python's (through torch.Load).
//
// Layers are Go structs that embed Base; a model of one's own does the
// same and registers its layers (RegisterModule) in PyTorch's order.
// Constructors return only the module, as tensors' chaining methods return
// only the tensor: a construction failure stays in the module (Err), its
// Forward returns a tensor carrying it, and an optimizer made from its
// Parameters fails with it.
//
// A module's tensors are ordinary tensors: made inside a torch.WithScope,
// they are freed at its end unless kept; Free frees them all.
package nn

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// AnyModule is any module, whatever its Forward takes and returns: what
// embeds Base. A model registers its children as AnyModules; LSTM, GRU,
// MultiheadAttention and Bilinear, whose Forward takes or returns several
// tensors, are AnyModules but not Modules.
type AnyModule interface {
	// Err reports why the module, or one of its children, failed to be
	// made (Base's method); nil for a sound module.
	Err() error
	// module returns the parameter store, Base's method.
	module() *Base
}

// Module is a layer or a model taking and returning one tensor, as a
// Sequential's layers do. Implement it by embedding Base.
type Module interface {
	AnyModule
	// Forward applies the module to x; a failure travels in the result
	// (Err), as in a chain of methods.
	Forward(x *torch.Tensor) *torch.Tensor
}

// Named is a parameter or buffer and its dotted name.
type Named struct {
	Name   string
	Tensor *torch.Tensor
}

type child struct {
	name string
	m    AnyModule
}

// Base is a module's parameter store: its own parameters and buffers and
// its children, in registration order (the order of the state dict),
// whether it is in training mode, and the first error met in making it.
// The zero value is an empty, sound store in training mode, as PyTorch's
// modules start.
type Base struct {
	params, buffers []Named
	children        []child
	eval            bool
	err             error
}

func (b *Base) module() *Base { return b }

// Fail records err (when not nil) as the module's failure, unless one is
// recorded already (the first is kept), and returns err. A module of
// one's own calls it for a failure of its constructor.
func (b *Base) Fail(err error) error {
	if b.err == nil {
		b.err = err
	}
	return err
}

// Err returns the module's own failure or else the first failed child's,
// naming that child by its dotted path ("0.fc"); nil for a sound module.
func (b *Base) Err() error {
	path, err := b.firstErr()
	if err != nil && path != "" {
		return fmt.Errorf("nn: module %s: %w", path, err)
	}
	return err
}

// firstErr returns the first failure in b and its children, in
// registration order, and the dotted path of the module holding it (""
// for b itself).
func (b *Base) firstErr() (string, error) {
	if b.err != nil {
		return "", b.err
	}
	for _, c := range b.children {
		if path, err := c.m.module().firstErr(); err != nil {
			if path != "" {
				path = "." + path
			}
			return c.name + path, err
		}
	}
	return "", nil
}

// failed returns a tensor carrying the module's failure, for Forward to
// return, or nil for a sound module.
func (b *Base) failed() *torch.Tensor {
	if err := b.Err(); err != nil {
		return torch.Chain(nil, err)
	}
	return nil
}

// checkName refuses an empty or dotted name and one already registered.
func (b *Base) checkName(name string) error {
	if name == "" || strings.Contains(name, ".") {
		return fmt.Errorf("nn: name %q: must be non-empty and without a dot", name)
	}
	for _, n := range b.params {
		if n.Name == name {
			return fmt.Errorf("nn: name %q is already a parameter", name)
		}
	}
	for _, n := range b.buffers {
		if n.Name == name {
			return fmt.Errorf("nn: name %q is already a buffer", name)
		}
	}
	for _, c := range b.children {
		if c.name == name {
			return fmt.Errorf("nn: name %q is already a module", name)
		}
	}
	return nil
}

// RegisterParameter adds t as the parameter name and makes it require
// grad, as nn.Parameter does. A failure is returned and also recorded as
// the module's (Err), so a constructor may ignore the result.
func (b *Base) RegisterParameter(name string, t *torch.Tensor) error {
	if err := b.checkName(name); err != nil {
		return b.Fail(err)
	}
	if err := t.Err(); err != nil {
		return b.Fail(fmt.Errorf("nn: parameter %s: %w", name, err))
	}
	if err := t.SetRequiresGrad(true); err != nil {
		return b.Fail(fmt.Errorf("nn: parameter %s: %w", name, err))
	}
	b.params = append(b.params, Named{name, t})
	return nil
}

// RegisterBuffer adds t as the buffer name: state that is saved but not
// trained (BatchNorm's running statistics). A failure is returned and
// recorded, as RegisterParameter's.
func (b *Base) RegisterBuffer(name string, t *torch.Tensor) error {
	if err := b.checkName(name); err != nil {
		return b.Fail(err)
	}
	if err := t.Err(); err != nil {
		return b.Fail(fmt.Errorf("nn: buffer %s: %w", name, err))
	}
	b.buffers = append(b.buffers, Named{name, t})
	return nil
}

// RegisterModule adds m as the child name; its parameters are named
// "name.<its names>". A failed m is registered: its failure is then the
// parent's too (Err). A failure to register is returned and recorded, as
// RegisterParameter's.
func (b *Base) RegisterModule(name string, m AnyModule) error {
	if err := b.checkName(name); err != nil {
		return b.Fail(err)
	}
	if v := reflect.ValueOf(m); m == nil || v.Kind() == reflect.Pointer && v.IsNil() {
		return b.Fail(fmt.Errorf("nn: module %s is nil", name))
	}
	b.children = append(b.children, child{name, m})
	return nil
}

// walk calls f for b's own entries and then each child's, recursively,
// with dotted names: the order of PyTorch's state_dict.
func (b *Base) walk(prefix string, params, buffers bool, f func(Named)) {
	if params {
		for _, n := range b.params {
			f(Named{prefix + n.Name, n.Tensor})
		}
	}
	if buffers {
		for _, n := range b.buffers {
			f(Named{prefix + n.Name, n.Tensor})
		}
	}
	for _, c := range b.children {
		c.m.module().walk(prefix+c.name+".", params, buffers, f)
	}
}

func (b *Base) collect(params, buffers bool) []Named {
	var out []Named
	b.walk("", params, buffers, func(n Named) { out = append(out, n) })
	return out
}

// NamedParameters returns the parameters of b and its children, with
// PyTorch's names, in PyTorch's order (named_parameters).
func (b *Base) NamedParameters() []Named { return b.collect(true, false) }

// NamedBuffers returns the buffers, as NamedParameters.
func (b *Base) NamedBuffers() []Named { return b.collect(false, true) }

// Parameters returns the parameter tensors, for an optimizer. For a failed
// module (Err) it returns one tensor carrying the failure instead, so
// that an optimizer made from them fails with it rather than train part
// of a model.
func (b *Base) Parameters() []*torch.Tensor {
	if f := b.failed(); f != nil {
		return []*torch.Tensor{f}
	}
	var out []*torch.Tensor
	for _, n := range b.NamedParameters() {
		out = append(out, n.Tensor)
	}
	return out
}

// NamedModule is a module and its dotted name.
type NamedModule struct {
	Name   string
	Module AnyModule
}

// Children returns b's direct submodules in registration order, as
// Python's children().
func (b *Base) Children() []AnyModule {
	out := make([]AnyModule, len(b.children))
	for i, c := range b.children {
		out[i] = c.m
	}
	return out
}

// NamedChildren returns b's direct submodules with their names, as
// Python's named_children().
func (b *Base) NamedChildren() []NamedModule {
	out := make([]NamedModule, len(b.children))
	for i, c := range b.children {
		out[i] = NamedModule{c.name, c.m}
	}
	return out
}

// NamedModules returns m and all its submodules, depth first, with their
// dotted names (m's is ""), each module once, as Python's
// m.named_modules().
func NamedModules(m AnyModule) []NamedModule {
	var out []NamedModule
	seen := map[*Base]bool{}
	var visit func(prefix string, m AnyModule)
	visit = func(prefix string, m AnyModule) {
		if seen[m.module()] {
			return
		}
		seen[m.module()] = true
		out = append(out, NamedModule{prefix, m})
		for _, c := range m.module().children {
			name := c.name
			if prefix != "" {
				name = prefix + "." + name
			}
			visit(name, c.m)
		}
	}
	visit("", m)
	return out
}

// Modules returns m and all its submodules, as Python's m.modules().
func Modules(m AnyModule) []AnyModule {
	named := NamedModules(m)
	out := make([]AnyModule, len(named))
	for i, n := range named {
		out[i] = n.Module
	}
	return out
}

// Train sets training mode (on) or evaluation mode for b and its
// children, as Python's train(mode).
func (b *Base) Train(on bool) {
	b.eval = !on
	for _, c := range b.children {
		c.m.module().Train(on)
	}
}

// Eval sets evaluation mode, Train(false).
func (b *Base) Eval() { b.Train(false) }

// IsTraining reports whether b is in training mode.
func (b *Base) IsTraining() bool { return !b.eval }

// Free frees every parameter and buffer of b and its children.
func (b *Base) Free() {
	b.walk("", true, true, func(n Named) { n.Tensor.Free() })
}

// StateDict returns the parameters and buffers as PyTorch's state_dict: an
// OrderedDict from dotted name to a detached tensor sharing the storage
// (the caller frees them). torch.Save writes it for Python's
// load_state_dict.
func (b *Base) StateDict() (*torch.Dict, error) {
	if err := b.Err(); err != nil {
		return nil, err
	}
	d := &torch.Dict{Ordered: true}
	for _, n := range b.collect(true, true) {
		t := n.Tensor.Detach()
		if err := t.Err(); err != nil {
			freeValues(d)
			return nil, fmt.Errorf("nn: state dict %s: %w", n.Name, err)
		}
		d.Keys = append(d.Keys, n.Name)
		d.Values = append(d.Values, t)
	}
	return d, nil
}

func freeValues(d *torch.Dict) {
	for _, v := range d.Values {
		if t, ok := v.(*torch.Tensor); ok {
			t.Free()
		}
	}
}

// LoadStateDict copies d's tensors into the parameters and buffers of the
// same names, as Python's load_state_dict(strict=True): every name must be
// in d with a live tensor of the same shape, and d must have no other
// keys. It checks everything and converts every tensor to its parameter's
// dtype and device (a copy of the module's size, freed before it returns)
// before copying anything, so that an error leaves the module as it was.
func (b *Base) LoadStateDict(d *torch.Dict) error {
	if err := b.Err(); err != nil {
		return err
	}
	if d == nil {
		return errors.New("nn: LoadStateDict: nil state dict")
	}
	want := b.collect(true, true)
	for _, n := range want {
		if err := n.Tensor.Err(); err == torch.ErrFreed {
			return fmt.Errorf("nn: LoadStateDict: the module's %s is freed (Free was called)", n.Name)
		} else if err != nil {
			return fmt.Errorf("nn: LoadStateDict: the module's %s: %w", n.Name, err)
		}
		for i, s := range n.Tensor.Strides() {
			if s == 0 && n.Tensor.Shape()[i] > 1 {
				return fmt.Errorf("nn: LoadStateDict: the module's %s is expanded (stride 0 in dim %d): copying into it would write its elements several times", n.Name, i)
			}
		}
	}
	src := make([]*torch.Tensor, len(want))
	known := map[string]bool{}
	for i, n := range want {
		known[n.Name] = true
		v, ok := d.Get(n.Name)
		if !ok {
			return fmt.Errorf("nn: LoadStateDict: missing key %q", n.Name)
		}
		t, ok := v.(*torch.Tensor)
		switch {
		case v == nil:
			return fmt.Errorf("nn: LoadStateDict: %q is None, not a tensor", n.Name)
		case !ok:
			return fmt.Errorf("nn: LoadStateDict: %q is a %T, not a tensor", n.Name, v)
		case t.Err() == torch.ErrFreed:
			return fmt.Errorf("nn: LoadStateDict: %q is a freed tensor", n.Name)
		case t.Err() != nil:
			return fmt.Errorf("nn: LoadStateDict: %q is a failed tensor: %w", n.Name, t.Err())
		}
		if got, want := t.Shape(), n.Tensor.Shape(); !slices.Equal(got, want) {
			return fmt.Errorf("nn: LoadStateDict: %q has shape %v, the module's is %v", n.Name, got, want)
		}
		src[i] = t
	}
	for _, k := range d.Keys {
		if s, ok := k.(string); !ok || !known[s] {
			return fmt.Errorf("nn: LoadStateDict: unexpected key %v", k)
		}
	}
	return torch.NoGrad(func() error {
		// Staged: each tensor converted into one like its destination
		// (what fails, a sparse, quantized or meta tensor, fails here),
		// which also reads every source before any destination is written
		// (d may share storage with the module, as StateDict's does).
		staged := make([]*torch.Tensor, len(want))
		defer func() {
			for _, t := range staged {
				t.Free()
			}
		}()
		for i, n := range want {
			t, err := torch.EmptyLike(n.Tensor).Result()
			if err == nil {
				staged[i] = t
				err = t.Copy_(src[i]).Err()
			}
			if err != nil {
				return fmt.Errorf("nn: LoadStateDict: %q: %w", n.Name, err)
			}
		}
		// Copies between tensors of one dtype, device, shape and layout,
		// into memory no source shares.
		for i, n := range want {
			if err := n.Tensor.Copy_(staged[i]).Err(); err != nil {
				return fmt.Errorf("nn: LoadStateDict: %s: %w (the %d before it were loaded)", n.Name, err, i)
			}
		}
		return nil
	})
}

// Sequential applies its layers in order; their names are "0", "1"…
type Sequential struct {
	Base
	layers []Module
}

// NewSequential returns the layers as one module, nn.Sequential. A nil
// or failed layer makes it fail (Err).
func NewSequential(layers ...Module) *Sequential {
	s := &Sequential{}
	for i, l := range layers {
		if s.RegisterModule(strconv.Itoa(i), l) == nil {
			s.layers = append(s.layers, l)
		}
	}
	return s
}

// Len returns the number of layers.
func (s *Sequential) Len() int { return len(s.layers) }

// Layer returns layer i, as Python's s[i].
func (s *Sequential) Layer(i int) Module { return s.layers[i] }

// Forward applies the layers in order.
func (s *Sequential) Forward(x *torch.Tensor) *torch.Tensor {
	if f := s.failed(); f != nil {
		return f
	}
	for _, l := range s.layers {
		x = l.Forward(x)
	}
	return x
}

// lastOption is a constructor's options: the last ...Options given, else
// every default, as package torch's functions take them.
func lastOption[T any](opts []T) T {
	var o T
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	return o
}
