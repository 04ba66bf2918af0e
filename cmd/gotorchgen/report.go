package main

import (
	"fmt"
	"os"
	"sort"

	"github.com/gotorchgen/gotorchgen/emit"
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/overloads"
	"github.com/gotorchgen/gotorchgen/parser"
)

func runReport(args []string) error {
	lib, err := loadOnly("report", args)
	if err != nil {
		return err
	}
	fmt.Printf("input: %s (libtorch %s)\n%d operators\n\nby kind:\n", lib.Source, lib.Version, len(lib.Operators))
	kinds := map[string]int{}
	types := map[string]int{}
	for _, op := range lib.Operators {
		kinds[op.Kind.String()]++
		for _, a := range op.Args {
			types[typeShape(a.Type)]++
		}
	}
	printCounts(kinds)
	fmt.Println("\nargument types:")
	printCounts(types)
	// Binding needs no real target: the report is about the operator set.
	specs, err := parser.DefaultSpecs()
	if err != nil {
		return err
	}
	out, err := emit.Generate(lib, emit.Target{Version: lib.Version, Flavour: "cpu"},
		emit.Config{Package: "torch", ImportPath: "example.com/torch", GeneratorVersion: version, Specs: specs})
	if err != nil {
		return err
	}
	r := out.Report
	fmt.Printf("\nbound %d of %d (%.2f%%); skipped %d:\n", r.Bound, r.Total, 100*float64(r.Bound)/float64(r.Total), len(r.Skipped))
	for _, s := range r.Skipped {
		fmt.Printf("  %-40s %s\n", s.ID, s.Reason)
	}
	// The stable-ABI mode (docs/STABLE-ABI.md): which of those operators it
	// calls through torch_call_dispatcher, and why it leaves the others.
	stable, err := emit.Generate(lib, emit.Target{Version: lib.Version, Flavour: "cpu"},
		emit.Config{Package: "torch", ImportPath: "example.com/torch", GeneratorVersion: version, Specs: specs, ABI: emit.ABIStable})
	if err != nil {
		return err
	}
	sr := stable.Report
	fmt.Printf("\nstable-ABI mode (--abi stable): calls %d of the %d through torch_call_dispatcher; not bound %d:\n", sr.Bound, r.Bound, len(sr.StableSkipped))
	for _, s := range sr.StableSkipped {
		fmt.Printf("  %-40s %s\n", s.ID, s.Reason)
	}
	fmt.Printf("\nstable-ABI mode: %d operators with Scalar arguments bound by a route (docs/STABLE-ABI.md, Scalars):\n", len(sr.StableRoutes))
	for _, s := range sr.StableRoutes {
		fmt.Printf("  %-40s %s\n", s.ID, s.Reason)
	}
	// The hybrid (--stable-fallback boxed): the rest through one C++ function.
	hybrid, err := emit.Generate(lib, emit.Target{Version: lib.Version, Flavour: "cpu"},
		emit.Config{Package: "torch", ImportPath: "example.com/torch", GeneratorVersion: version, Specs: specs, ABI: emit.ABIStable, StableFallback: emit.FallbackBoxed})
	if err != nil {
		return err
	}
	hr := hybrid.Report
	fmt.Printf("\nstable-ABI hybrid (--abi stable --stable-fallback boxed): %d operators more, each by the boxed fallback (C++ compiled, ties the build to libtorch %s); still not bound %d:\n", len(hr.StableBoxed), hr.BoxedFor, len(hr.StableSkipped))
	for _, s := range hr.StableSkipped {
		fmt.Printf("  %-40s %s\n", s.ID, s.Reason)
	}
	return nil
}

// typeShape strips alias annotations so "Tensor(a!)" and "Tensor(b!)"
// count together.
func typeShape(t model.Type) string {
	switch t := t.(type) {
	case model.TensorType:
		if t.Alias != nil && t.Alias.Write {
			return "Tensor(!)"
		}
		return "Tensor"
	case model.OptionalType:
		return typeShape(t.Elem) + "?"
	case model.ListType:
		if t.Size > 0 {
			return typeShape(t.Elem) + "[N]"
		}
		return typeShape(t.Elem) + "[]"
	}
	return t.String()
}

func printCounts(m map[string]int) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		fmt.Printf("  %-20s %5d\n", k, m[k])
	}
}

// runNames prints the name manifest: one "schema-id Go-name" line per
// operator, the file golden tests compare across libtorch versions.
func runNames(args []string) error {
	lib, err := loadOnly("names", args)
	if err != nil {
		return err
	}
	if _, err := overloads.Assign(lib.Operators, nil); err != nil {
		return err
	}
	_, err = os.Stdout.Write(overloads.Manifest(lib))
	return err
}
