package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// inputFlags name where the operators come from.
type inputFlags struct {
	libtorch     string
	declarations string
	allowPartial bool
	hasPartial   bool // the command has --allow-partial (diff has not)
	specs        string
}

// loadSpecs reads the class specs: --specs DIR's *.yaml, else the
// project's own (specs/).
func (in *inputFlags) loadSpecs() (*model.Specs, error) {
	if in.specs == "" {
		return parser.DefaultSpecs()
	}
	return parser.ReadSpecs(os.DirFS(in.specs))
}

func (in *inputFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&in.libtorch, "libtorch", "", "libtorch prefix: /usr, an unpacked libtorch, or a pip wheel's torch/ folder")
	fs.StringVar(&in.declarations, "declarations", "", "Declarations.yaml to read the operators from (instead of the headers)")
	fs.StringVar(&in.specs, "specs", "", "directory of class specs (*.yaml) to bind instead of gotorchgen's own")
	in.hasPartial = true
	fs.BoolVar(&in.allowPartial, "allow-partial", false, "go on, with a warning, when the operator list looks cut short (fewer operators than the install's ATen/ops/*_ops.h declare)")
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
// build facts. An input that looks cut short (parser.IncompleteError) is
// an error, or with --allow-partial a warning.
func (in *inputFlags) load() (*model.Library, *parser.Install, error) {
	if in.libtorch == "" && in.declarations == "" {
		return nil, nil, &usageError{"need --libtorch DIR or --declarations FILE"}
	}
	var inst *parser.Install
	var lib *model.Library
	var err error
	switch {
	case in.libtorch != "" && in.declarations != "":
		if inst, err = parser.FindInstall(in.libtorch); err != nil {
			return nil, nil, err
		}
		var warning string
		lib, warning, err = parser.ReadDeclarationsFor(in.declarations, inst)
		if warning != "" {
			in.warn(warning)
		}
	case in.libtorch != "":
		lib, inst, err = parser.ReadInstall(in.libtorch)
	default:
		lib, err = parser.ReadDeclarations(in.declarations)
	}
	var inc *parser.IncompleteError
	if errors.As(err, &inc) && inc.Library != nil {
		if !in.allowPartial {
			hint := "the input looks incomplete: reinstall libtorch, or remake the file"
			if in.hasPartial {
				hint += fmt.Sprintf(", or pass --allow-partial to go on with the %d operators read", len(inc.Library.Operators))
			}
			return nil, nil, fmt.Errorf("%w\n%s", err, hint)
		}
		in.warn(fmt.Sprintf("%v\ngoing on with the %d operators read (--allow-partial): the output lacks the others", err, len(inc.Library.Operators)))
		lib, err = inc.Library, nil
		if inc.Install != nil {
			inst = inc.Install
		}
	}
	if err != nil {
		return nil, nil, err
	}
	if lib == nil {
		return nil, nil, fmt.Errorf("no operators read")
	}
	return lib, inst, nil
}

// warn writes a warning, every line of it marked, so that it stands out
// among the other output.
func (in *inputFlags) warn(msg string) {
	for _, line := range strings.Split(msg, "\n") {
		fmt.Fprintf(os.Stderr, "gotorchgen: warning: %s\n", line)
	}
}
