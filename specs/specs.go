// Package specs holds the project's class specs: the C++ classes and free
// functions gotorchgen binds beside the operators (docs/SPECS.md). They are
// inputs of the parser like an install's declarations; the generator reads
// them from here unless --specs names another directory.
package specs

import "embed"

// FS holds the *.yaml spec files.
//
//go:embed *.yaml
var FS embed.FS
