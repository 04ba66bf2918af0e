package main

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// inputFlags name where the operators come from.
type inputFlags struct {
	libtorch     string
	declarations string
}

func (in *inputFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&in.libtorch, "libtorch", "", "libtorch prefix: /usr, an unpacked libtorch, or a pip wheel's torch/ folder")
	fs.StringVar(&in.declarations, "declarations", "", "Declarations.yaml to read the operators from (instead of the headers)")
}

// loadOnly parses a command whose only flags are the input flags and
// reads its operators.
func loadOnly(command string, args []string) (*model.Library, error) {
	fs := pflag.NewFlagSet(command, pflag.ContinueOnError)
	var in inputFlags
	in.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return nil, err
	}
	lib, _, err := in.load()
	return lib, err
}

// load reads the operators: from Declarations.yaml when given, else from
// the install's headers. The install, when given, is returned for its
// build facts.
func (in *inputFlags) load() (*model.Library, *parser.Install, error) {
	if in.libtorch == "" && in.declarations == "" {
		return nil, nil, &usageError{"need --libtorch DIR or --declarations FILE"}
	}
	var inst *parser.Install
	var lib *model.Library
	var err error
	if in.libtorch != "" {
		if in.declarations != "" {
			inst, err = parser.FindInstall(in.libtorch)
		} else {
			lib, inst, err = parser.ReadInstall(in.libtorch)
		}
		if err != nil {
			return nil, nil, err
		}
	}
	if in.declarations != "" {
		lib, err = parser.ReadDeclarations(in.declarations)
		if err != nil {
			return nil, nil, err
		}
		if inst != nil {
			lib.Version = inst.Version
		}
	}
	if lib == nil {
		return nil, nil, fmt.Errorf("no operators read")
	}
	return lib, inst, nil
}
