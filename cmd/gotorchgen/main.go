// Command gotorchgen generates Go bindings for a libtorch install.
//
//	gotorchgen generate --libtorch /usr --out generated/torch
//	gotorchgen report   --libtorch /usr
//	gotorchgen names    --declarations Declarations.yaml
//	gotorchgen diff     /usr /path/to/libtorch-2.6
//	gotorchgen diff     --api golden/api/generated-torch.txt generated/torch
//	gotorchgen doctor   --libtorch /usr --package generated/torch
//	gotorchgen fix      -w ./...
package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/pflag"
)

// version is the generator version stamped into generated files.
const version = "0.1.0"

const usage = `gotorchgen: Go bindings for libtorch

usage:
  gotorchgen generate --libtorch DIR [--declarations FILE] --out DIR [flags]
  gotorchgen report   (--libtorch DIR | --declarations FILE)
  gotorchgen names    (--libtorch DIR | --declarations FILE) [--python NAME]
  gotorchgen diff     [--json] OLD NEW   (each a libtorch prefix or a Declarations.yaml)
  gotorchgen diff     --api [--fail-on-breaking] [--json] OLD NEW   (each an API manifest or a directory of Go packages)
  gotorchgen doctor   --libtorch DIR [--package DIR] [--json]   (check an install; exit 1 on a problem)
  gotorchgen fix      [-w] [--dir DIR] [PATTERN...]   (rewrite Go code for the current generated package's API)

Run "gotorchgen COMMAND --help" for a command's flags.
`

func main() {
	if err := run(os.Args[1:]); err != nil {
		if !errors.Is(err, pflag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "gotorchgen:", err)
		}
		os.Exit(exitCode(err))
	}
}

// usageError is a bad invocation (exit 2), as opposed to a failed run (1).
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg + "\n\n" + usage }

// parseFlags parses a command's flags: an unknown or malformed flag is a
// usage error, reported with the command's flags.
func parseFlags(fs *pflag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if err == nil || errors.Is(err, pflag.ErrHelp) {
		return err
	}
	return &usageError{fmt.Sprintf("%s: %v\n\n%s flags:\n%s", fs.Name(), err, fs.Name(), strings.TrimRight(fs.FlagUsages(), "\n"))}
}

func exitCode(err error) int {
	var u *usageError
	if errors.As(err, &u) || errors.Is(err, pflag.ErrHelp) {
		return 2
	}
	return 1
}

func run(args []string) error {
	if len(args) == 0 {
		return &usageError{"no command given"}
	}
	switch args[0] {
	case "generate":
		return runGenerate(args[1:])
	case "report":
		return runReport(args[1:])
	case "names":
		return runNamesCommand(args[1:])
	case "diff":
		return runDiff(args[1:])
	case "doctor":
		return runDoctor(args[1:])
	case "fix":
		return runFix(args[1:])
	case "-h", "--help", "help":
		fmt.Print(usage)
		return nil
	}
	return &usageError{fmt.Sprintf("unknown command %q", args[0])}
}
