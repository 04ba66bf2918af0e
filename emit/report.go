package emit

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/stable"
	"github.com/gotorchgen/gotorchgen/model"
)

// REPORT.md: what was bound and what was not, with why, in each mode.

func (r *Report) markdown(lib *model.Library, t Target, specsDropped []string) []byte {
	var sb strings.Builder
	fmt.Fprintf(&sb, "# gotorchgen report: libtorch %s (%s)\n\n", t.Version, t.Flavour)
	fmt.Fprintf(&sb, "%d operators, %d bound, %d skipped.\n", r.Total, r.Bound, len(r.Skipped)+len(r.StableSkipped))
	fmt.Fprintf(&sb, "%d operators are also methods of *Tensor; %d class-spec entries bound, %d skipped.\n", r.Methods, r.Spec, len(r.SpecSkipped))
	r.stableMarkdown(&sb)
	if len(r.Replaced) > 0 {
		sb.WriteString("\nOperators whose Tensor method a class spec defines instead (the function stays):\n\n| operator | method |\n|---|---|\n")
		for _, s := range r.Replaced {
			fmt.Fprintf(&sb, "| `%s` | %s |\n", s.ID, s.Reason)
		}
	}
	if r.Python > 0 || len(r.PythonSkipped) > 0 {
		fmt.Fprintf(&sb, "\n%d Python-shaped Tensor methods and %d functions (Python's call shapes, the overload Python's parser picks); %d Python names without one:\n\n| Python name | reason |\n|---|---|\n", r.Python, r.PythonFunctions, len(r.PythonSkipped))
		for _, s := range r.PythonSkipped {
			fmt.Fprintf(&sb, "| `%s` | %s |\n", s.Python, s.Reason)
		}
	}
	if r.Custom > 0 || len(r.CustomSkipped) > 0 {
		fmt.Fprintf(&sb, "\n%d custom operators bound, %d skipped.\n", r.Custom, len(r.CustomSkipped))
		for _, s := range r.CustomSkipped {
			fmt.Fprintf(&sb, "- `%s`: %s\n", s.ID, s.Reason)
		}
	}
	if c := specsDropped; len(c) > 0 {
		sb.WriteString("\nClass specs this install lacks the headers for:\n\n")
		for _, d := range c {
			fmt.Fprintf(&sb, "- %s\n", d)
		}
	}
	// The stable mode's sections list its class-spec entries not carried.
	if len(r.SpecSkipped) > 0 && r.ABI != ABIStable {
		sb.WriteString("\nClass-spec entries not bound:\n\n| entry | reason |\n|---|---|\n")
		for _, s := range r.SpecSkipped {
			fmt.Fprintf(&sb, "| `%s` | %s |\n", s.ID, s.Reason)
		}
	}
	if len(r.Skipped) > 0 {
		sb.WriteString("\n| operator | reason |\n|---|---|\n")
		skipped := append([]Skip(nil), r.Skipped...)
		sort.Slice(skipped, func(i, j int) bool { return skipped[i].ID < skipped[j].ID })
		for _, s := range skipped {
			fmt.Fprintf(&sb, "| `%s` | %s |\n", s.ID, s.Reason)
		}
	}
	return []byte(sb.String())
}

// stableSummary counts the stable mode's skips by reason, for the report.
func stableSummary(skips []Skip) []string {
	count := map[string]int{}
	for _, s := range skips {
		r := s.Reason
		if i := strings.Index(r, ": stable ABI: "); i >= 0 {
			r = r[i+2:]
		}
		count[r]++
	}
	var out []string
	for r, n := range count {
		out = append(out, strconv.Itoa(n)+"\t"+r)
	}
	sort.Slice(out, func(i, j int) bool {
		ni, _ := strconv.Atoi(strings.SplitN(out[i], "\t", 2)[0])
		nj, _ := strconv.Atoi(strings.SplitN(out[j], "\t", 2)[0])
		if ni != nj {
			return ni > nj
		}
		return out[i] < out[j]
	})
	return out
}

// stableMarkdown is the report's section on the stable mode: which
// operators the typed mode binds that this one does not, and why.
func (r *Report) stableMarkdown(sb *strings.Builder) {
	if r.ABI != ABIStable {
		return
	}
	if len(r.StableBoxed) > 0 {
		fmt.Fprintf(sb, "\nStable-ABI mode, hybrid (docs/STABLE-ABI.md): %d of the typed mode's operators are called through torch_call_dispatcher, %d through the boxed fallback; %d are not bound in this mode, by reason:\n\n| operators | reason |\n|---|---|\n",
			r.Bound-len(r.StableBoxed), len(r.StableBoxed), len(r.StableSkipped))
	} else {
		fmt.Fprintf(sb, "\nStable-ABI mode (docs/STABLE-ABI.md): %d of the typed mode's operators are called through torch_call_dispatcher; %d are not bound in this mode, by reason:\n\n| operators | reason |\n|---|---|\n",
			r.Bound, len(r.StableSkipped))
	}
	for _, line := range stableSummary(r.StableSkipped) {
		n, reason, _ := strings.Cut(line, "\t")
		fmt.Fprintf(sb, "| %s | %s |\n", n, reason)
	}
	r.stableRoutesMarkdown(sb)
	r.boxedMarkdown(sb)
	specs := "class specs (JIT modules, serialization, optimizers, AOTI, c10d)"
	if len(r.stableSpecs) > 0 {
		specs = "the class-spec entries not carried (below)"
	}
	fmt.Fprintf(sb, "\nUse the typed mode (the default, --abi typed) for these; %s and custom operators are typed-mode only.\n\n| operator (stable mode only) | reason |\n|---|---|\n", specs)
	skipped := append([]Skip(nil), r.StableSkipped...)
	sort.Slice(skipped, func(i, j int) bool { return skipped[i].ID < skipped[j].ID })
	for _, s := range skipped {
		fmt.Fprintf(sb, "| `%s` | %s |\n", s.ID, s.Reason)
	}
	r.stableSpecsMarkdown(sb)
}

// stableSpecsMarkdown is the section per class spec: which of its method
// sets this mode carries (the stable runtime's own, or the ATen operators
// its C++ calls, by name, with the typed mode's Go API), and why not the
// others, which stay typed-only.
func (r *Report) stableSpecsMarkdown(sb *strings.Builder) {
	if len(r.stableSpecs) == 0 {
		return
	}
	fmt.Fprintf(sb, "\nClass specs in this mode: %d of %d entries carried, each set with the typed mode's Go name and signature: by the stable runtime's own methods, or by name as the ATen operator its C++ calls (x + y is x.add(y), aten::add.Tensor; the operator's route or fallback as in the tables above). The others stay typed-only (--abi typed), with why; where one had taken an operator method's name, that method is the operator's here.\n",
		r.Spec, r.Spec+len(r.SpecSkipped))
	for _, c := range r.stableSpecs {
		src := ""
		if c.source != "" {
			src = " (" + c.source + ")"
		}
		fmt.Fprintf(sb, "\n%s%s: %d of %d entries carried.\n\n| Go | entries | in this mode |\n|---|---|---|\n", c.name, src, c.carried, c.total)
		for _, row := range c.rows {
			fmt.Fprintf(sb, "| `%s` | %s | %s |\n", row.goName, row.entries, row.what)
		}
	}
}

// stableRoutesMarkdown lists the routes in the report.
func (r *Report) stableRoutesMarkdown(sb *strings.Builder) {
	if len(r.StableRoutes) == 0 {
		return
	}
	fmt.Fprintf(sb, "\n%d operators with Scalar arguments are bound by a route (docs/STABLE-ABI.md, Scalars):\n\n| operator | route |\n|---|---|\n", len(r.StableRoutes))
	routes := append([]Skip(nil), r.StableRoutes...)
	sort.Slice(routes, func(i, j int) bool { return routes[i].ID < routes[j].ID })
	for _, s := range routes {
		fmt.Fprintf(sb, "| `%s` | %s |\n", s.ID, s.Reason)
	}
}

// boxedMarkdown is the report's section on the boxed fallback.
func (r *Report) boxedMarkdown(sb *strings.Builder) {
	if len(r.StableBoxed) == 0 {
		return
	}
	fmt.Fprintf(sb, "\n%d operators the stable ABI cannot carry are bound by the boxed fallback (--stable-fallback boxed; docs/STABLE-ABI.md, \"The hybrid\"): C++ compiled, ties the build to libtorch %s; a Scalar route of the table above that refuses a call (\"use the typed mode\") calls the operator through the boxed fallback too. So this package links libtorch %[2]s, and Load refuses any other release (libtorch's C++ ABI is exact-version): regenerate and rebuild it for another one, or generate without --stable-fallback for a package that runs on %[3]s and later. By reason:\n\n| operators | why the stable ABI cannot |\n|---|---|\n",
		len(r.StableBoxed), r.BoxedFor, stable.ABIVersion)
	for _, line := range stableSummary(r.StableBoxed) {
		n, reason, _ := strings.Cut(line, "\t")
		fmt.Fprintf(sb, "| %s | %s |\n", n, reason)
	}
	sb.WriteString("\n| operator | route |\n|---|---|\n")
	boxed := append([]Skip(nil), r.StableBoxed...)
	sort.Slice(boxed, func(i, j int) bool { return boxed[i].ID < boxed[j].ID })
	for _, s := range boxed {
		fmt.Fprintf(sb, "| `%s` | boxed fallback: C++ compiled, ties the build to libtorch %s |\n", s.ID, r.BoxedFor)
	}
}
