package apidiff

import (
	"fmt"
	"strings"
)

// SigChange is an exported identifier whose manifest line changed.
type SigChange struct {
	Key string `json:"key"`
	Old string `json:"old"`
	New string `json:"new"`
}

// ManifestDiff is the change between two API manifests, by identifier.
type ManifestDiff struct {
	Removed   []string    `json:"removed"`
	Changed   []SigChange `json:"changed"`
	Added     []string    `json:"added"`
	Unchanged int         `json:"unchanged"`
}

// Breaking says whether code written against the old API may no longer
// compile: something was removed or changed.
func (d *ManifestDiff) Breaking() bool { return len(d.Removed)+len(d.Changed) > 0 }

// ParseManifest reads a manifest as Manifest writes it (one line each,
// blank lines ignored) and checks that every line has a key of its own.
func ParseManifest(data []byte) ([]string, error) {
	var lines []string
	seen := map[string]int{}
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" {
			continue
		}
		key, err := LineKey(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		if prev, ok := seen[key]; ok {
			return nil, fmt.Errorf("line %d: %s is also line %d", i+1, key, prev)
		}
		seen[key] = i + 1
		lines = append(lines, line)
	}
	return lines, nil
}

// LineKey names the identifier a manifest line describes, package
// included: "torch: Tensor.Sum" for "torch: func (*Tensor) Sum(...) ...".
// The receiver's pointer and type parameters are not in the key, so that
// changing them reads as a change, not a removal and an addition.
func LineKey(line string) (string, error) {
	pkg, decl, ok := strings.Cut(line, ": ")
	if !ok {
		return "", fmt.Errorf("%q is not \"PACKAGE: DECLARATION\"", line)
	}
	kind, rest, _ := strings.Cut(decl, " ")
	var name string
	switch kind {
	case "func":
		if recv, ok := strings.CutPrefix(rest, "("); ok {
			recv, method, ok := strings.Cut(recv, ") ")
			if !ok {
				return "", fmt.Errorf("%q: receiver not closed", line)
			}
			recv = strings.TrimPrefix(recv, "*")
			if i := strings.IndexByte(recv, '['); i >= 0 {
				recv = recv[:i]
			}
			name = recv + "." + upTo(method, "([")
		} else {
			name = upTo(rest, "([")
		}
	case "method":
		name = upTo(rest, "(")
	case "field", "const", "var":
		name = upTo(rest, " ")
	case "type":
		name = upTo(rest, " [")
	default:
		return "", fmt.Errorf("%q: unknown kind %q (func, method, field, type, const, var)", line, kind)
	}
	if name == "" || strings.HasSuffix(name, ".") || strings.HasPrefix(name, ".") {
		return "", fmt.Errorf("%q: no identifier", line)
	}
	return pkg + ": " + name, nil
}

func upTo(s, stops string) string {
	if i := strings.IndexAny(s, stops); i >= 0 {
		return s[:i]
	}
	return s
}

// CompareManifests diffs two manifests by identifier: a line whose key is
// in both but whose text differs is a change.
func CompareManifests(old, new []string) (*ManifestDiff, error) {
	oldBy, err := byKey(old)
	if err != nil {
		return nil, fmt.Errorf("old manifest: %w", err)
	}
	newBy, err := byKey(new)
	if err != nil {
		return nil, fmt.Errorf("new manifest: %w", err)
	}
	d := &ManifestDiff{Removed: []string{}, Changed: []SigChange{}, Added: []string{}}
	for _, k := range sortedLineKeys(oldBy) {
		n, ok := newBy[k]
		switch {
		case !ok:
			d.Removed = append(d.Removed, oldBy[k])
		case n != oldBy[k]:
			d.Changed = append(d.Changed, SigChange{Key: k, Old: oldBy[k], New: n})
		default:
			d.Unchanged++
		}
	}
	for _, k := range sortedLineKeys(newBy) {
		if _, ok := oldBy[k]; !ok {
			d.Added = append(d.Added, newBy[k])
		}
	}
	return d, nil
}

func byKey(lines []string) (map[string]string, error) {
	m := make(map[string]string, len(lines))
	for _, l := range lines {
		k, err := LineKey(l)
		if err != nil {
			return nil, err
		}
		if prev, ok := m[k]; ok {
			return nil, fmt.Errorf("%s is both %q and %q", k, prev, l)
		}
		m[k] = l
	}
	return m, nil
}

func sortedLineKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sortLines(keys)
	return keys
}

// Text renders the diff one line per identifier: "removed: LINE",
// "changed: OLD -> NEW" (NEW without the package, which is OLD's) and
// "added: LINE", in that order, after a count. At most max lines of
// entries are shown (0: all).
func (d *ManifestDiff) Text(max int) string {
	var entries []string
	for _, l := range d.Removed {
		entries = append(entries, "removed: "+l)
	}
	for _, c := range d.Changed {
		_, newDecl, _ := strings.Cut(c.New, ": ")
		entries = append(entries, "changed: "+c.Old+" -> "+newDecl)
	}
	for _, l := range d.Added {
		entries = append(entries, "added: "+l)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d removed, %d changed, %d added, %d unchanged\n", len(d.Removed), len(d.Changed), len(d.Added), d.Unchanged)
	for i, e := range entries {
		if max > 0 && i == max {
			fmt.Fprintf(&sb, "… and %d more\n", len(entries)-max)
			break
		}
		sb.WriteString(e + "\n")
	}
	return sb.String()
}
