package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/gotorchgen/gotorchgen/doctor"
)

// runDoctor checks an install (package doctor) and prints one line per
// check; a problem found makes it fail (exit 1), so scripts can use it.
func runDoctor(args []string) error {
	fs := pflag.NewFlagSet("doctor", pflag.ContinueOnError)
	libtorch := fs.String("libtorch", "", "libtorch prefix to check: /usr, an unpacked libtorch, or a pip wheel's torch/ folder")
	pkg := fs.String("package", "", "a generated package's directory, to compare with the install")
	asJSON := fs.Bool("json", false, "print the checks as a JSON array of {name, status, detail, fix}")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return &usageError{fmt.Sprintf("doctor takes no arguments, got %q: pass the install with --libtorch DIR", fs.Args())}
	}
	if *libtorch == "" {
		return &usageError{"doctor needs --libtorch DIR"}
	}
	checks := doctor.Run(doctor.Options{Libtorch: *libtorch, Package: *pkg, GeneratorVersion: version})
	var err error
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(checks)
	} else {
		err = printChecks(os.Stdout, checks)
	}
	if err != nil {
		return err
	}
	if p := doctor.Problems(checks); len(p) > 0 {
		what := "problems"
		if len(p) == 1 {
			what = "problem"
		}
		return fmt.Errorf("doctor: %d %s found: %s", len(p), what, strings.Join(p, ", "))
	}
	return nil
}

// printChecks writes "STATUS  NAME  detail", with the fix on the next
// line; a detail's own further lines are indented under it.
func printChecks(w io.Writer, checks []doctor.Check) error {
	const indent = "                    "
	var sb strings.Builder
	for _, c := range checks {
		fmt.Fprintf(&sb, "%-8s %-10s %s\n", c.Status, c.Name, strings.ReplaceAll(c.Detail, "\n", "\n"+indent))
		if c.Fix != "" {
			fmt.Fprintf(&sb, "%sfix: %s\n", indent, c.Fix)
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}
