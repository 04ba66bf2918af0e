//go:build cgo

package torch

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// The parts of a TorchScript Module that Python's torch.jit API has and
// the spec (specs/jit.yaml) binds unexported: extra files on load and
// save, setting an attribute, the named module tree.

// LoadModuleOptions holds the optional arguments of LoadModule; the zero
// value of a field means its default.
type LoadModuleOptions struct {
	// MapLocation is where the tensors are loaded; unset: where they were
	// saved.
	MapLocation Opt[Device]
	// ExtraFiles, as torch.jit.load's _extra_files: for each name of the
	// map, the load sets its value to the contents of the archive's extra
	// file of that name (saved with SaveOptions.ExtraFiles or
	// torch.jit.save's _extra_files); a name the archive has not keeps its
	// value, as in Python.
	ExtraFiles map[string]string
}

// LoadModuleBytesOptions holds the optional arguments of LoadModuleBytes,
// as LoadModuleOptions'.
type LoadModuleBytesOptions = LoadModuleOptions

// LoadModule loads a module saved by torch.jit.save, its tensors on
// map_location (where they were saved when unset), as Python's
// torch.jit.load(path, map_location, _extra_files). A TorchScript file is a
// program, not data: libtorch runs its code on load and on every call,
// with the rights of this process, so load only files from sources you
// trust (docs/API.md, "A TorchScript or .pt2 file is a program"). What
// LoadModule does check is that no tensor of the archive reaches past the
// data it holds: a corrupt or crafted one is an error naming the tensor,
// not a read of the heap.
func LoadModule(path string, opts ...LoadModuleOptions) (*Module, error) {
	var o LoadModuleOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	m, err := loadModule(path, loadModuleOptions{MapLocation: o.MapLocation})
	if err != nil {
		return nil, dynError("LoadModule", "torch::jit::Module::load", err)
	}
	if len(o.ExtraFiles) > 0 {
		f, err := os.Open(path)
		if err == nil {
			var st os.FileInfo
			if st, err = f.Stat(); err == nil {
				err = readExtraFiles(f, st.Size(), o.ExtraFiles)
			}
			f.Close()
		}
		if err != nil {
			m.Free()
			return nil, &Error{Op: "torch::jit::Module::load", Func: "LoadModule", Message: "extra files of " + path + ": " + err.Error(), Err: err}
		}
	}
	return m, nil
}

// LoadModuleBytes is LoadModule from the bytes of a saved module, with
// the same checks and the same warning.
func LoadModuleBytes(data []byte, opts ...LoadModuleBytesOptions) (*Module, error) {
	var o LoadModuleOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	m, err := loadModuleBytes(data, loadModuleBytesOptions{MapLocation: o.MapLocation})
	if err != nil {
		return nil, dynError("LoadModuleBytes", "torch::jit::Module::load_bytes", err)
	}
	if len(o.ExtraFiles) > 0 {
		if err := readExtraFiles(bytes.NewReader(data), int64(len(data)), o.ExtraFiles); err != nil {
			m.Free()
			return nil, &Error{Op: "torch::jit::Module::load_bytes", Func: "LoadModuleBytes", Message: "extra files: " + err.Error(), Err: err}
		}
	}
	return m, nil
}

// readExtraFiles sets files[name] to the archive's record
// <archive>/extra/<name> for each name it has, as libtorch's import does
// (the archive's records sit under one top folder).
func readExtraFiles(r io.ReaderAt, size int64, files map[string]string) error {
	z, err := zip.NewReader(r, size)
	if err != nil {
		return fmt.Errorf("not a TorchScript zip archive (extra files are read from those only): %w", err)
	}
	byName := map[string]*zip.File{}
	for _, f := range z.File {
		top, rest, ok := strings.Cut(f.Name, "/")
		if !ok || top == "" {
			continue
		}
		if name, ok := strings.CutPrefix(rest, "extra/"); ok {
			byName[name] = f
		}
	}
	for name := range files {
		f, ok := byName[name]
		if !ok {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files[name] = string(b)
	}
	return nil
}

// ModuleSaveOptions holds the optional arguments of Module.Save.
type ModuleSaveOptions struct {
	// ExtraFiles are saved beside the module as torch.jit.save's
	// _extra_files (name → contents); LoadModuleOptions.ExtraFiles and
	// Python's torch.jit.load read them.
	ExtraFiles map[string]string
}

// Save writes the module as Python's torch.jit.save(m, path, _extra_files)
// does.
func (self *Module) Save(path string, opts ...ModuleSaveOptions) error {
	var o ModuleSaveOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	names := make([]string, 0, len(o.ExtraFiles))
	for n := range o.ExtraFiles {
		names = append(names, n)
	}
	sort.Strings(names)
	var contents []byte
	sizes := make([]int64, len(names))
	for i, n := range names {
		if n == "" {
			return &Error{Op: "torch::jit::Module::save", Func: "Module.Save", Message: "an extra file without a name"}
		}
		contents = append(contents, o.ExtraFiles[n]...)
		sizes[i] = int64(len(o.ExtraFiles[n]))
	}
	if err := self.save(path, names, contents, sizes); err != nil {
		return dynError("Module.Save", "torch::jit::Module::save", err)
	}
	return nil
}

// SetAttr sets an attribute of the scripted module, as Python's
// m.name = value: a parameter, buffer, submodule or plain attribute its
// class declares, the value of its type (an *IValue, or a Go value as
// CallOp's arguments; an int converts to a float). An attribute the class
// does not declare, a constant (Final) and a method are errors, as is a
// value of another type.
func (self *Module) SetAttr(name string, value any) error {
	var made []*IValue
	defer func() { dynFree(made) }()
	v, err := dynValue(value, &made)
	if err != nil {
		return &Error{Op: "torch::jit::Module::set_attr", Func: "Module.SetAttr", Message: name + ": " + err.Error()}
	}
	if err := self.setAttr(name, v); err != nil {
		err = dynError("Module.SetAttr", "torch::jit::Module::set_attr", err)
		// A class of the same name from another load: say so, as Python
		// does ("of Python compilation unit at ...").
		if cur, e := self.Attr(name); e == nil {
			if e, ok := AsError(err); ok && v.IsObject() && cur.Type() == v.Type() {
				e.Message += " (a class of the same name from another load: each load compiles its own classes, as torch.jit.load's do)"
			}
			cur.Free()
		}
		return err
	}
	return nil
}

// NamedModule is a submodule of a scripted module and its dotted name.
type NamedModule struct {
	Name   string
	Module *Module
}

// NamedTensor is a parameter or buffer and its dotted name.
type NamedTensor struct {
	Name   string
	Tensor *Tensor
}

// NamedModules are the module ("" first) and all its submodules, by dotted
// name, in the order of Python's named_modules(). Each is a new handle
// (Free it) on the same module.
func (self *Module) NamedModules() ([]NamedModule, error) {
	names, err := self.moduleNames()
	if err != nil {
		return nil, dynError("Module.NamedModules", "torch::jit::Module::named_modules", err)
	}
	ms, err := self.modules()
	if err != nil {
		return nil, dynError("Module.NamedModules", "torch::jit::Module::named_modules", err)
	}
	if len(names) != len(ms) {
		return nil, fmt.Errorf("torch: Module.NamedModules: %d names, %d modules", len(names), len(ms))
	}
	out := make([]NamedModule, len(ms))
	for i := range ms {
		out[i] = NamedModule{Name: names[i], Module: ms[i]}
	}
	return out, nil
}

// NamedParameters are the parameters of the module and of its submodules
// by dotted name ("fc.weight"), in the order of Python's
// named_parameters(recurse=True); they share their storage with the
// module.
func (self *Module) NamedParameters() ([]NamedTensor, error) {
	names, err := self.ParameterNames()
	if err != nil {
		return nil, dynError("Module.NamedParameters", "torch::jit::Module::named_parameters", err)
	}
	ts, err := self.Parameters()
	if err != nil {
		return nil, dynError("Module.NamedParameters", "torch::jit::Module::named_parameters", err)
	}
	return zipNamed("Module.NamedParameters", names, ts)
}

// NamedBuffers are the buffers of the module and of its submodules by
// dotted name, in the order of Python's named_buffers(recurse=True); they
// share their storage with the module.
func (self *Module) NamedBuffers() ([]NamedTensor, error) {
	names, err := self.BufferNames()
	if err != nil {
		return nil, dynError("Module.NamedBuffers", "torch::jit::Module::named_buffers", err)
	}
	ts, err := self.Buffers()
	if err != nil {
		return nil, dynError("Module.NamedBuffers", "torch::jit::Module::named_buffers", err)
	}
	return zipNamed("Module.NamedBuffers", names, ts)
}

func zipNamed(fn string, names []string, ts []*Tensor) ([]NamedTensor, error) {
	if len(names) != len(ts) {
		for _, t := range ts {
			t.Free()
		}
		return nil, fmt.Errorf("torch: %s: %d names, %d tensors", fn, len(names), len(ts))
	}
	out := make([]NamedTensor, len(ts))
	for i := range ts {
		out[i] = NamedTensor{Name: names[i], Tensor: ts[i]}
	}
	return out, nil
}
