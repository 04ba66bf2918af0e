package main

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/gotorchgen/gotorchgen/migrate"
)

// runFix rewrites the user's Go code for API changes of the generated
// package (package migrate): run it after regenerating, in the module that
// uses the package.
func runFix(args []string) error {
	fs := pflag.NewFlagSet("fix", pflag.ContinueOnError)
	write := fs.BoolP("write", "w", false, "write the rewritten files (without it, only list what would change)")
	dir := fs.String("dir", ".", "the directory to load the packages from (the user's module)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	res, err := migrate.Fix(*dir, patterns, *write)
	if err != nil {
		return err
	}
	fmt.Print(res.Summary(*write))
	if len(res.Remaining) > 0 {
		return fmt.Errorf("fix: %d type error(s) left to fix by hand", len(res.Remaining))
	}
	return nil
}
