package doctor

import (
	"strings"

	"github.com/gotorchgen/gotorchgen/parser"
)

// checkSpecs says which class specs generate leaves out for this install
// because their headers are missing. Most such gaps are the libtorch
// build's (AOTInductor before 2.x, c10d in a build without distributed)
// and only reported; Gloo's headers are a package of their own (libgloo-dev, which
// libtorch-dev does not pull in), without which package distributed is
// missing, so that one is a warning with its fix.
func checkSpecs(inst *parser.Install) Check {
	c := Check{Name: NameSpecs, Status: OK}
	specs, err := parser.DefaultSpecs()
	if err != nil {
		c.Status = Problem
		c.Detail = "the built-in class specs do not load: " + err.Error()
		c.Fix = "rebuild gotorchgen from an unmodified checkout"
		return c
	}
	_, dropped := specs.Without(inst.HasHeader)
	if len(dropped) == 0 {
		c.Detail = "every class spec's headers are in the install"
		return c
	}
	c.Detail = "left out (their headers are not in the install): " + strings.Join(dropped, "; ")
	for _, d := range dropped {
		if strings.Contains(d, "no gloo/") {
			c.Status = Warn
			c.Fix = "apt-get install libgloo-dev (Gloo's headers), then generate again: package distributed needs them"
			break
		}
	}
	return c
}
