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
// Each input is a libtorch prefix or a Declarations.yaml file; with --api,
// an API manifest or a directory of Go packages (the whole public API:
// operators, the Python-shaped layer, the runtime and the class specs).
func runDiff(args []string) error {
	fs := pflag.NewFlagSet("diff", pflag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print the diff as JSON")
	api := fs.Bool("api", false, "compare exported Go signatures: OLD and NEW are API manifests (golden/api/*.txt) or directories of Go packages")
	failBreaking := fs.Bool("fail-on-breaking", false, "with --api: exit 1 when an exported identifier was removed or its signature changed")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *failBreaking && !*api {
		return &usageError{"diff: --fail-on-breaking needs --api"}
	}
	if *api {
		if fs.NArg() != 2 {
			return &usageError{"diff --api needs two inputs: OLD NEW (each an API manifest or a directory of Go packages)"}
		}
		return runAPIDiff(fs.Arg(0), fs.Arg(1), *asJSON, *failBreaking)
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

// runAPIDiff compares two API manifests (or package directories) by
// exported identifier.
func runAPIDiff(oldPath, newPath string, asJSON, failBreaking bool) error {
	old, err := apidiff.LoadManifest(oldPath)
	if err != nil {
		return err
	}
	cur, err := apidiff.LoadManifest(newPath)
	if err != nil {
		return err
	}
	d, err := apidiff.CompareManifests(old, cur)
	if err != nil {
		return err
	}
	if asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(d)
	} else {
		fmt.Printf("gotorchgen diff --api %s -> %s\n", oldPath, newPath)
		_, err = fmt.Print(d.Text(0))
	}
	if err != nil {
		return err
	}
	if failBreaking && d.Breaking() {
		return fmt.Errorf("diff: %d exported identifiers removed and %d changed from %s to %s: code written against %s may not compile", len(d.Removed), len(d.Changed), oldPath, newPath, oldPath)
	}
	return nil
}
