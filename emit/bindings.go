package emit

import (
	"crypto/sha256"
	"fmt"
	"hash/fnv"
	"sort"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/emit/internal/classes"
	"github.com/gotorchgen/gotorchgen/model"
)

// What both modes do with the operators' bindings before they emit them:
// which become methods of *Tensor beside the class specs, the shard each
// goes to, and the input hash of the stamp.

// bindClasses lowers the class specs, then makes every operator with the
// method variant a method of *Tensor, unless a spec method of the same
// name replaces it (the report lists it). A collision with the runtime's
// names is an error.
//
// It also returns the Tensor method names taken, each with its owner ("the
// runtime ...", a spec, "aten::id").
func bindClasses(specs *model.Specs, runtime map[string][]byte, reserved map[string]string, bound []*bind.Binding, report *Report) ([]*classes.MethodSet, map[string]string, error) {
	methods, err := bind.RuntimeMethods(runtime)
	if err != nil {
		return nil, nil, err
	}
	sets, skipped, err := classes.Bind(specs, reserved, methods)
	if err != nil {
		return nil, nil, err
	}
	report.SpecSkipped = skipped
	report.Spec = len(classes.Bindings(sets))
	if methods["Tensor"] == nil {
		methods["Tensor"] = map[string]string{}
	}
	var clashes []string
	for _, b := range bound {
		if !b.TensorMethod() {
			continue
		}
		if owner, taken := methods["Tensor"][b.GoName]; taken {
			if strings.HasPrefix(owner, "the runtime") {
				clashes = append(clashes, fmt.Sprintf("Tensor.%s: %s and aten::%s", b.GoName, owner, b.Op.ID()))
				continue
			}
			report.Replaced = append(report.Replaced, Skip{ID: b.Op.ID(), Reason: fmt.Sprintf("Tensor.%s comes from the class spec (%s)", b.GoName, owner)})
			continue
		}
		methods["Tensor"][b.GoName] = "aten::" + b.Op.ID()
		b.Method = true
		report.Methods++
	}
	if len(clashes) > 0 {
		sort.Strings(clashes)
		return nil, nil, fmt.Errorf("emit: method name collisions:\n  %s", strings.Join(clashes, "\n  "))
	}
	return sets, methods["Tensor"], nil
}

// shardOf assigns an operator to a shim by its root name, so all overloads
// of an operator share a shard and adding an operator touches one shard.
func shardOf(op *model.Operator, n int) int {
	h := fnv.New32a()
	h.Write([]byte(op.RootName()))
	return int(h.Sum32() % uint32(n))
}

// InputHash identifies the operator set independently of the input format:
// the sorted schemas and variants.
func InputHash(lib *model.Library) string {
	h := sha256.New()
	for _, op := range lib.Operators {
		fmt.Fprintf(h, "%s|%v|%v\n", op.Schema, op.Variants.Function, op.Variants.Method)
	}
	return fmt.Sprintf("%x", h.Sum(nil))[:16]
}
