package emit_test

import (
	"github.com/gotorchgen/gotorchgen/model"
	"github.com/gotorchgen/gotorchgen/parser"
)

// specs are the project's class specs, which every generated package needs.
var specs = func() *model.Specs {
	s, err := parser.DefaultSpecs()
	if err != nil {
		panic(err)
	}
	return s
}()
