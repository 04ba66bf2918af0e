package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/gotorchgen/gotorchgen/apidiff"
	"github.com/gotorchgen/gotorchgen/emit"
)

// runDiff prints what upgrading from OLD to NEW changes in the Go API.
// Each input is a libtorch prefix or a Declarations.yaml file.
func runDiff(args []string) error {
	fs := pflag.NewFlagSet("diff", pflag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print the diff as JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 2 {
		return &usageError{"diff needs two inputs: OLD NEW (each a libtorch prefix or a Declarations.yaml)"}
	}
	var apis [2]*emit.API
	var names [2]string
	for i, arg := range fs.Args() {
		in := inputFlags{libtorch: arg}
		if strings.HasSuffix(arg, ".yaml") || strings.HasSuffix(arg, ".yml") {
			in = inputFlags{declarations: arg}
		}
		lib, _, err := in.load()
		if err != nil {
			return err
		}
		if apis[i], err = emit.Describe(lib); err != nil {
			return err
		}
		names[i] = arg
		if lib.Version != "" {
			names[i] = fmt.Sprintf("%s (libtorch %s)", arg, lib.Version)
		}
	}
	d := apidiff.Compare(names[0], apis[0], names[1], apis[1])
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(d)
	}
	_, err := fmt.Print(d.Text())
	return err
}
