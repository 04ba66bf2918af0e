package doctor

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
)

// The generated files whose headers doctor reads: every generated file
// carries the package's stamp; optable.go always exists in a typed
// package, stable_version.go in a stable-ABI one (generate --abi stable),
// and boxed_flags.go in the stable hybrid (--stable-fallback boxed).
const (
	stampFile       = "optable.go"
	stableStampFile = "stable_version.go"
	boxedFlagsFile  = "boxed_flags.go"
)

// The stamps emit writes into every generated file's header: the typed
// mode's names its flavour, the stable mode's the stable-ABI version it
// targets (stable.ABIVersion, emit/internal/stable).
var (
	stampRE       = regexp.MustCompile(`(?m)^// gotorchgen (\S+); libtorch (\S+) \((\w+)\); input sha256:([0-9a-f]+)$`)
	stableStampRE = regexp.MustCompile(`(?m)^// gotorchgen (\S+); libtorch (\S+) \(stable ABI ([0-9.]+)\); input sha256:([0-9a-f]+)$`)
	packageRE     = regexp.MustCompile(`(?m)^package (\w+)`)
	boxedForRE    = regexp.MustCompile(`(?m)^const BoxedFor = "([^"]+)"$`)
	// boxedCUDARE: emit keeps libtorch_cuda in a CUDA hybrid's link
	// (boxedLDFlags), so the flags say the flavour.
	boxedCUDARE = regexp.MustCompile(`(?m)^// #cgo LDFLAGS:.* -ltorch_cuda( |$)`)
)

// Stamp is what a generated package says about how it was made.
type Stamp struct {
	Generator string // gotorchgen's version
	Version   string // libtorch's version (a stable package's GeneratedFor)
	// Flavour is "cpu" or "cuda"; "" for a pure stable package, which
	// runs on either.
	Flavour   string
	InputHash string
	Package   string // the Go package name
	// StableABI is the stable-ABI version a stable package targets
	// (StableABITarget, "2.10"); "" for the typed mode.
	StableABI string
	// BoxedFor is the libtorch a stable hybrid's boxed fallback is
	// compiled against and links; "" otherwise.
	BoxedFor string
}

// Stable says whether the package is a stable-ABI one (pure or hybrid).
func (s *Stamp) Stable() bool { return s.StableABI != "" }

// Pure says whether the package is a pure stable-ABI one: no C++, libtorch
// loaded at run time.
func (s *Stamp) Pure() bool { return s.Stable() && s.BoxedFor == "" }

// Mode names the package's mode as generate's flags do.
func (s *Stamp) Mode() string {
	switch {
	case !s.Stable():
		return "typed"
	case s.Pure():
		return "stable ABI " + s.StableABI + ", pure"
	default:
		return "stable ABI " + s.StableABI + ", hybrid"
	}
}

// ReadStamp reads the stamp in the header of dir's optable.go (typed) or
// stable_version.go (stable), and a hybrid's boxed_flags.go.
func ReadStamp(dir string) (*Stamp, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("%s: no such directory", dir)
	}
	typed := filepath.Join(dir, stampFile)
	if fileExists(typed) {
		return readTyped(typed)
	}
	stable := filepath.Join(dir, stableStampFile)
	if !fileExists(stable) {
		return nil, fmt.Errorf("%s: no %s (typed mode) or %s (stable ABI): %s is not a package gotorchgen generated", dir, stampFile, stableStampFile, dir)
	}
	return readStable(dir, stable)
}

func readTyped(p string) (*Stamp, error) {
	head, err := readHead(p)
	if err != nil {
		return nil, err
	}
	m := stampRE.FindSubmatch(head)
	if m == nil {
		return nil, fmt.Errorf("%s: no \"// gotorchgen VERSION; libtorch VERSION (FLAVOUR); input sha256:…\" line in its header: not a file gotorchgen generated", p)
	}
	s := &Stamp{Generator: string(m[1]), Version: string(m[2]), Flavour: string(m[3]), InputHash: string(m[4])}
	s.Package = packageName(head)
	return s, nil
}

func readStable(dir, p string) (*Stamp, error) {
	head, err := readHead(p)
	if err != nil {
		return nil, err
	}
	m := stableStampRE.FindSubmatch(head)
	if m == nil {
		return nil, fmt.Errorf("%s: no \"// gotorchgen VERSION; libtorch VERSION (stable ABI VERSION); input sha256:…\" line in its header: not a file gotorchgen generated", p)
	}
	s := &Stamp{Generator: string(m[1]), Version: string(m[2]), StableABI: string(m[3]), InputHash: string(m[4])}
	s.Package = packageName(head)
	flags := filepath.Join(dir, boxedFlagsFile)
	if !fileExists(flags) {
		return s, nil
	}
	head, err = readHead(flags)
	if err != nil {
		return nil, err
	}
	b := boxedForRE.FindSubmatch(head)
	if b == nil {
		return nil, fmt.Errorf("%s: no `const BoxedFor = \"VERSION\"`: not a file gotorchgen generated", flags)
	}
	s.BoxedFor, s.Flavour = string(b[1]), "cpu"
	if boxedCUDARE.Match(head) {
		s.Flavour = "cuda"
	}
	return s, nil
}

// readHead reads the start of a generated file: the stamp, the package
// clause and boxed_flags.go's few declarations are there.
func readHead(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	head, err := io.ReadAll(io.LimitReader(f, 4096))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	return head, nil
}

func packageName(head []byte) string {
	if m := packageRE.FindSubmatch(head); m != nil {
		return string(m[1])
	}
	return ""
}
