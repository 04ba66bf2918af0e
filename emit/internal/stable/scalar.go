package stable

import (
	"fmt"
	"strings"

	"github.com/gotorchgen/gotorchgen/emit/internal/bind"
	"github.com/gotorchgen/gotorchgen/model"
)

// Scalars in the stable-ABI mode (docs/STABLE-ABI.md, "Scalars"): libtorch
// 2.10-2.14's StableIValue conversion carries no Scalar, so an operator
// with Scalar arguments is bound only by a route below that gives the
// typed mode's results bit for bit (the differential test, make
// test-stable, proves each on many dtypes and Scalars):
//
//   - its Tensor overload, each Scalar a 0-dim CPU tensor: where ATen's
//     Scalar overload is the Tensor overload with the Scalar as a wrapped
//     number (promote: the runtime picks the 0-dim tensor's dtype so that
//     type promotion comes out as the wrapped number's, or fails), or reads
//     the value back with item() (exact);
//   - a typed C function of libtorch's c_shim_aten.h, which takes the
//     Scalar as a double (gts_route in templates/_stable/stable.c).
//
// Every other operator with a Scalar stays unbound, with its reason. (Not
// pow.Tensor_Scalar: ATen special-cases exponents 2, 3, 0.5, -1… that
// pow.Tensor_Tensor computes with pow, and complex results differ.)

// scalarRoute is how the stable mode calls one operator with Scalars.
type scalarRoute struct {
	target  string   // the Tensor overload ("mul.Tensor"), or a gts:: route ("gts::add")
	promote []string // Tensor overload: the arguments ATen promotes the Scalars with
	exact   bool     // Tensor overload: it reads the Scalar back with item()
	checked bool     // the Scalar overload converts it to the result dtype checked
	// flags are more GTS_SC_* bits (scNoBool, scNoReduced).
	flags uint64
}

func promoteWith(target string, args ...string) scalarRoute {
	return scalarRoute{target: target, promote: args}
}

func checkedWith(flags uint64, target string, args ...string) scalarRoute {
	r := promoteWith(target, args...)
	r.checked, r.flags = true, flags
	return r
}

// scalarRoutes are the routes by operator. An entry is here only with the
// ATen source's reason (see docs/STABLE-ABI.md) and the differential
// test's proof.
var scalarRoutes = func() map[string]scalarRoute {
	r := map[string]scalarRoute{
		// ATen: add(self, other, alpha) is add_stub(alpha), sub is
		// add_stub(-alpha), rsub(self, other) is sub(other, self).
		"add.Tensor":      {target: "gts::add"},
		"sub.Tensor":      {target: "gts::sub"},
		"subtract.Tensor": {target: "gts::sub"},
		"rsub.Tensor":     {target: "gts::rsub"},
		"fill_.Scalar":    {target: "gts::fill_"},
		"full":            {target: "gts::full"},
		// at::pad(mode "constant") is constant_pad_nd.
		"constant_pad_nd": {target: "gts::constant_pad_nd"},
		// ATen: masked_fill.Tensor is masked_fill.Scalar with value.item().
		"masked_fill.Scalar":  {target: "masked_fill.Tensor", exact: true},
		"masked_fill_.Scalar": {target: "masked_fill_.Tensor", exact: true},
		// ATen: where(cond, self, Scalar) makes the Scalar a tensor of the
		// result dtype (checked) for where.self; the condition takes no
		// part in promotion.
		"where.ScalarOther": checkedWith(0, "where.self", "self", "other"),
		"where.ScalarSelf":  checkedWith(0, "where.self", "self", "other"),
		"where.Scalar":      checkedWith(0, "where.self", "self", "other"),
		// ATen: clamp's meta promotes self with min and max as wrapped
		// numbers (for integer self); clamp.Tensor promotes all three.
		// Its kernel converts min and max with checked_convert: out of the
		// result dtype's range, an error (scalar_dtypes).
		// and has no bool version.
		"clamp":      checkedWith(scNoBool, "clamp.Tensor", "self", "min", "max"),
		"clamp_":     checkedWith(scNoBool, "clamp_.Tensor", "self", "min", "max"),
		"clamp_min":  checkedWith(scNoBool, "clamp_min.Tensor", "self", "min"),
		"clamp_min_": checkedWith(scNoBool, "clamp_min_.Tensor", "self", "min"),
		"clamp_max":  checkedWith(scNoBool, "clamp_max.Tensor", "self", "max"),
		"clamp_max_": checkedWith(scNoBool, "clamp_max_.Tensor", "self", "max"),
	}
	// ATen: op.Scalar(self, other) is op.Tensor(self, wrapped_scalar_tensor(other)).
	for _, name := range []string{"mul", "div", "eq", "ne", "lt", "le", "gt", "ge", "remainder", "fmod",
		"bitwise_and", "bitwise_or", "bitwise_xor", "multiply", "divide", "true_divide",
		"not_equal", "greater", "greater_equal", "less", "less_equal"} {
		for _, n := range []string{name, name + "_"} {
			r[n+".Scalar"] = promoteWith(n+".Tensor", "self", "other")
		}
	}
	// ATen: mul_(self, Scalar) is mul_out(self, wrapped, self), the Scalar
	// first: its reduced-float kernel rounds it to the dtype.
	for _, n := range []string{"mul_", "multiply_"} {
		r[n+".Scalar"] = scalarRoute{target: n + ".Tensor", promote: []string{"self", "other"}, flags: scNoReduced}
	}
	for _, n := range []string{"div", "div_", "divide", "divide_"} {
		r[n+".Scalar_mode"] = promoteWith(n+".Tensor_mode", "self", "other")
	}
	for _, n := range []string{"__and__", "__or__", "__xor__", "__lshift__", "__rshift__",
		"__iand__", "__ior__", "__ixor__", "__ilshift__", "__irshift__", "copysign", "copysign_"} {
		r[n+".Scalar"] = promoteWith(n+".Tensor", "self", "other")
	}
	r["xlogy_.Scalar_Other"] = promoteWith("xlogy_.Tensor", "self", "other")
	r["floor_divide.Scalar"] = promoteWith("floor_divide", "self", "other")
	r["floor_divide_.Scalar"] = promoteWith("floor_divide_.Tensor", "self", "other")
	// ATen: the Scalar first, as wrapped_scalar_tensor(self).
	for _, n := range []string{"bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift", "bitwise_right_shift", "remainder"} {
		r[n+".Scalar_Tensor"] = promoteWith(n+".Tensor", "self", "other")
	}
	for _, n := range []string{"bitwise_left_shift", "bitwise_right_shift"} {
		r[n+".Tensor_Scalar"] = promoteWith(n+".Tensor", "self", "other")
		r[n+"_.Tensor_Scalar"] = promoteWith(n+"_.Tensor", "self", "other")
	}
	r["xlogy.Scalar_Self"] = promoteWith("xlogy.Tensor", "self", "other")
	r["xlogy.Scalar_Other"] = promoteWith("xlogy.Tensor", "self", "other")
	for _, n := range []string{"special_xlogy", "special_xlog1py", "special_zeta"} {
		r[n+".self_scalar"] = promoteWith(n, "self", "other")
		r[n+".other_scalar"] = promoteWith(n, "self", "other")
	}
	for _, p := range []string{"chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v", "chebyshev_polynomial_w",
		"hermite_polynomial_h", "hermite_polynomial_he", "laguerre_polynomial_l", "legendre_polynomial_p",
		"shifted_chebyshev_polynomial_t", "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v", "shifted_chebyshev_polynomial_w"} {
		r["special_"+p+".x_scalar"] = promoteWith("special_"+p, "x", "n")
		r["special_"+p+".n_scalar"] = promoteWith("special_"+p, "x", "n")
	}
	// ATen: index_fill.int_Tensor is index_fill.int_Scalar with value.item().
	r["index_fill.int_Scalar"] = scalarRoute{target: "index_fill.int_Tensor", exact: true}
	r["index_fill_.int_Scalar"] = scalarRoute{target: "index_fill_.int_Tensor", exact: true}
	return r
}()

// scalarRouteOf is the route of b's operator, nil when it has no Scalar
// argument, or an error saying why it has none.
func scalarRouteOf(b *bind.Binding, ops map[string]*model.Operator) (*scalarRoute, error) {
	has := false
	for _, a := range b.Args {
		has = has || isScalar(a.Type)
	}
	if !has {
		return nil, nil
	}
	id := b.Op.ID()
	r, ok := scalarRoutes[id]
	if !ok {
		for _, a := range b.Args {
			if isScalar(a.Type) {
				return nil, fmt.Errorf("argument %s: %w", a.Name, notCarried("Scalar"))
			}
		}
	}
	if strings.HasPrefix(r.target, "gts::") {
		return &r, nil
	}
	t := ops[r.target]
	if t == nil {
		return nil, bind.Unsupportedf("stable ABI: a Scalar, and this libtorch has no %s to pass it to as a 0-dim tensor", r.target)
	}
	if err := sameButScalars(b.Op, t); err != nil {
		return nil, bind.Unsupportedf("stable ABI: a Scalar, and %s differs: %v", r.target, err)
	}
	return &r, nil
}

func isScalar(t model.Type) bool {
	if o, ok := t.(model.OptionalType); ok {
		t = o.Elem
	}
	bt, ok := t.(model.BaseType)
	return ok && bt.Kind == model.Scalar
}

// sameButScalars checks that t is op with Tensors for its Scalars.
func sameButScalars(op, t *model.Operator) error {
	if len(op.Args) != len(t.Args) || len(op.Returns) != len(t.Returns) {
		return fmt.Errorf("%d arguments and %d results, not %d and %d", len(t.Args), len(t.Returns), len(op.Args), len(op.Returns))
	}
	for i, a := range op.Args {
		want := resultKey(a.Type)
		if isScalar(a.Type) {
			want = strings.Replace(want, "Scalar", "Tensor", 1)
		}
		if a.Name != t.Args[i].Name || want != resultKey(t.Args[i].Type) {
			return fmt.Errorf("argument %d is %s %s, not %s %s", i, t.Args[i].Type, t.Args[i].Name, want, a.Name)
		}
	}
	return nil
}

// The GTS_SC_* routes of stable.h.
const (
	scExact     = 0 << 8
	scPromote   = 1 << 8
	scRaw       = 2 << 8
	scChecked   = 1 << 10
	scNoBool    = 1 << 11
	scNoReduced = 1 << 12
)

// scalarArg is the stable argument of a Scalar under route r: the bits
// of its n after its kind.
func scalarArg(b *bind.Binding, r *scalarRoute, opt bool) (stableArg, error) {
	bits := uint64(scExact)
	switch {
	case strings.HasPrefix(r.target, "gts::"):
		if opt {
			return stableArg{}, notCarried("an optional Scalar in a gts:: route")
		}
		bits = scRaw
	case !r.exact:
		bits = scPromote
		if r.checked {
			bits |= scChecked
		}
		bits |= r.flags
		for _, name := range r.promote {
			i := argIndex(b, name)
			if i < 0 || i >= 32 {
				return stableArg{}, fmt.Errorf("emit: scalar route of %s: no argument %s", b.Op.ID(), name)
			}
			bits |= 1 << (16 + i)
		}
	}
	if opt {
		return stableArg{kind: argOptScalar, route: &bits}, nil
	}
	return stableArg{kind: argScalar, route: &bits}, nil
}

func argIndex(b *bind.Binding, name string) int {
	for i, a := range b.Args {
		if a.Name == name {
			return i
		}
	}
	return -1
}

// describe is the route for the report.
func (r scalarRoute) describe() string {
	switch {
	case r.target == "gts::full":
		return "aoti_torch_aten_full (c_shim_aten.h): the Scalar as a double, exact up to 2^53; no complex"
	case r.target == "gts::fill_":
		return "aoti_torch_aten_fill__Scalar (c_shim_aten.h): the Scalar as a double, exact up to 2^53; no complex"
	case r.target == "gts::constant_pad_nd":
		return "aoti_torch_aten_pad(mode \"constant\") (c_shim_aten.h): the value as a double, exact up to 2^53; no complex"
	case strings.HasPrefix(r.target, "gts::"):
		return "aoti_torch_aten_subtract_Tensor (c_shim_aten.h) with a double alpha: floating and complex results only (integer and bool tensors: an error); alpha an int up to 2^53 or a float"
	case r.exact:
		return fmt.Sprintf("%s with the Scalar as a 0-dim tensor of its own type (read back by item())", r.target)
	}
	d := fmt.Sprintf("%s with the Scalar as a 0-dim tensor promoting as a wrapped number would (with %s); an error where no dtype does", r.target, strings.Join(r.promote, ", "))
	if r.checked {
		d += "; out of the result dtype's range an error, as ATen's checked conversion"
	}
	if r.flags&scNoBool != 0 {
		d += "; a bool result an error (no bool kernel)"
	}
	if r.flags&scNoReduced != 0 {
		d += "; a float Scalar with a float16/bfloat16 result an error (ATen rounds it first)"
	}
	return d
}
