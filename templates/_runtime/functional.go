//go:build cgo

package torch

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// FunctionalModule is torch.nn.functional; package nn's F is its value:
// nn.F.CrossEntropy(logits, target, kw.LabelSmoothing(0.1)) is
// F.cross_entropy(logits, target, label_smoothing=0.1). Each method takes
// Python's call shapes for its function (positional values, package kw's
// keywords, nil for None) and does what Python's does, operator for
// operator.
//
// Its functions come as Python has them: those Python binds to
// torch._C._nn (F.gelu, F.linear, F.pad) and to torch (F.conv2d is
// torch.conv2d) are generated; those Python writes in Python
// (torch/nn/functional.py: F.cross_entropy, F.relu, F.softmax) are ported
// here by hand; REPORT.md lists the ones not ported yet.
//
// Python's warnings (an implicit softmax dim, a target size that
// broadcasts) are not given: Go has no warnings channel.
type FunctionalModule struct{}

// fnParse parses args with p into vals; a failure is the result tensor's
// error.
func fnParse(p *pyParser, args, vals []any) *Tensor {
	if _, err := p.parse(args, vals, nil); err != nil {
		return rtFailed(err)
	}
	return nil
}

// The ports' fast paths are the generated entry points' (pyFastT,
// pyFastTT, pyFastTI): the commonest calls (F.Relu(x), F.Softmax(x, 1),
// F.CrossEntropy(x, y)) skip the parser.

// fnOr is parameter i, or def when not given (None).
func fnOr[T any](vals []any, i int, def T) T {
	if v, ok := pyArg[T](vals, i); ok {
		return v
	}
	return def
}

// fnError is a Python ValueError of the function name.
func fnError(name, format string, a ...any) *Tensor {
	return rtFailed(&ArgumentError{Func: "torch.nn.functional." + name, msg: "torch: torch.nn.functional." + name + ": " + fmt.Sprintf(format, a...)})
}

// fnReduction is torch.nn._reduction: the reduction of the legacy
// size_average and reduce parameters (vals[sizeAverage], vals[reduce])
// when either is given, else of the reduction string.
func fnReduction(name string, vals []any, sizeAverage, reduce int, reduction string) (Reduction, *Tensor) {
	if sizeAverage >= 0 && (vals[sizeAverage] != nil || vals[reduce] != nil) {
		// legacy_get_string: None means True for both.
		sa, rd := fnOr(vals, sizeAverage, true), fnOr(vals, reduce, true)
		switch {
		case sa && rd:
			return ReductionMean, nil
		case rd:
			return ReductionSum, nil
		default:
			return ReductionNone, nil
		}
	}
	switch reduction {
	case "none":
		return ReductionNone, nil
	case "mean", "elementwise_mean": // elementwise_mean: deprecated, Python warns
		return ReductionMean, nil
	case "sum":
		return ReductionSum, nil
	}
	return 0, fnError(name, "%s is not a valid value for reduction", reduction)
}

// fnBroadcast is torch.broadcast_tensors(input, target), as the pointwise
// losses expand both before the operator.
func fnBroadcast(input, target *Tensor) (*Tensor, *Tensor, *Tensor) {
	ts, err := BroadcastTensors([]*Tensor{input, target})
	if err != nil {
		return nil, nil, rtFailed(err)
	}
	return ts[0], ts[1], nil
}

var fnRelu = newPyParser("torch.nn.functional.relu", false, "relu(Tensor input, bool inplace=False)")

// Relu is PyTorch's torch.nn.functional.relu(input, inplace=False):
// torch.relu, or torch.relu_ in place.
func (FunctionalModule) Relu(args ...any) *Tensor {
	var v [2]any
	if pyFastT(args, v[:]) {
		return typedRelu(v[0].(*Tensor))
	}
	if e := fnParse(fnRelu, args, v[:]); e != nil {
		return e
	}
	if fnOr(v[:], 1, false) {
		return typedRelu_(pyTensorVal(v[:], 0))
	}
	return typedRelu(pyTensorVal(v[:], 0))
}

var fnLeakyRelu = newPyParser("torch.nn.functional.leaky_relu", false, "leaky_relu(Tensor input, double negative_slope=0.01, bool inplace=False)")

// LeakyRelu is PyTorch's torch.nn.functional.leaky_relu(input,
// negative_slope=0.01, inplace=False).
func (FunctionalModule) LeakyRelu(args ...any) *Tensor {
	var v [3]any
	if e := fnParse(fnLeakyRelu, args, v[:]); e != nil {
		return e
	}
	input, slope := pyTensorVal(v[:], 0), Float(fnOr(v[:], 1, 0.01))
	if fnOr(v[:], 2, false) {
		return LeakyRelu_(input, LeakyRelu_Options{NegativeSlope: Some(slope)})
	}
	return LeakyRelu(input, LeakyReluOptions{NegativeSlope: Some(slope)})
}

var fnElu = newPyParser("torch.nn.functional.elu", false, "elu(Tensor input, double alpha=1.0, bool inplace=False)")

// Elu is PyTorch's torch.nn.functional.elu(input, alpha=1.0, inplace=False).
func (FunctionalModule) Elu(args ...any) *Tensor {
	var v [3]any
	if e := fnParse(fnElu, args, v[:]); e != nil {
		return e
	}
	input, alpha := pyTensorVal(v[:], 0), Float(fnOr(v[:], 1, 1.0))
	if fnOr(v[:], 2, false) {
		return Elu_(input, Elu_Options{Alpha: Some(alpha)})
	}
	return Elu(input, EluOptions{Alpha: Some(alpha)})
}

var fnHardtanh = newPyParser("torch.nn.functional.hardtanh", false, "hardtanh(Tensor input, double min_val=-1.0, double max_val=1.0, bool inplace=False)")

// Hardtanh is PyTorch's torch.nn.functional.hardtanh(input, min_val=-1.0,
// max_val=1.0, inplace=False).
func (FunctionalModule) Hardtanh(args ...any) *Tensor {
	var v [4]any
	if e := fnParse(fnHardtanh, args, v[:]); e != nil {
		return e
	}
	input, lo, hi := pyTensorVal(v[:], 0), Float(fnOr(v[:], 1, -1.0)), Float(fnOr(v[:], 2, 1.0))
	if fnOr(v[:], 3, false) {
		return Hardtanh_(input, Hardtanh_Options{MinVal: Some(lo), MaxVal: Some(hi)})
	}
	return Hardtanh(input, HardtanhOptions{MinVal: Some(lo), MaxVal: Some(hi)})
}

var fnSilu = newPyParser("torch.nn.functional.silu", false, "silu(Tensor input, bool inplace=False)")

// Silu is PyTorch's torch.nn.functional.silu(input, inplace=False).
func (FunctionalModule) Silu(args ...any) *Tensor {
	var v [2]any
	if e := fnParse(fnSilu, args, v[:]); e != nil {
		return e
	}
	if fnOr(v[:], 1, false) {
		return Silu_(pyTensorVal(v[:], 0))
	}
	return Silu(pyTensorVal(v[:], 0))
}

var fnSigmoid = newPyParser("torch.nn.functional.sigmoid", false, "sigmoid(Tensor input)")

// Sigmoid is PyTorch's torch.nn.functional.sigmoid(input): input.sigmoid().
func (FunctionalModule) Sigmoid(args ...any) *Tensor {
	var v [1]any
	if e := fnParse(fnSigmoid, args, v[:]); e != nil {
		return e
	}
	return typedSigmoid(pyTensorVal(v[:], 0))
}

var fnTanh = newPyParser("torch.nn.functional.tanh", false, "tanh(Tensor input)")

// Tanh is PyTorch's torch.nn.functional.tanh(input): input.tanh().
func (FunctionalModule) Tanh(args ...any) *Tensor {
	var v [1]any
	if e := fnParse(fnTanh, args, v[:]); e != nil {
		return e
	}
	return typedTanh(pyTensorVal(v[:], 0))
}

// fnSoftmaxDim is _get_softmax_dim: the dim of a softmax called without
// one (deprecated; Python warns).
func fnSoftmaxDim(input *Tensor) int64 {
	if n := input.Dim(); n == 0 || n == 1 || n == 3 {
		return 0
	}
	return 1
}

// fnSoftmaxLike is softmax, log_softmax and softmin: Python's method call
// on input (negated for softmin), input.softmax(dim, dtype=dtype), which
// reaches softmax.int (call).
func fnSoftmaxLike(p *pyParser, args []any, call func(x *Tensor, dim int64, dtype Opt[DType]) *Tensor, negate bool) *Tensor {
	var v [4]any
	if pyFastTI(args, v[:]) {
		x := v[0].(*Tensor)
		if negate {
			x = x.Neg()
		}
		return call(x, v[1].(int64), Opt[DType]{})
	}
	if e := fnParse(p, args, v[:]); e != nil {
		return e
	}
	input := pyTensorVal(v[:], 0)
	if err := input.Err(); err != nil {
		return rtFailed(err)
	}
	dim, ok := pyArg[int64](v[:], 1)
	if !ok {
		dim = fnSoftmaxDim(input)
	}
	if negate {
		input = input.Neg()
	}
	return call(input, dim, pyOptArg[DType](v[:], 3))
}

func fnSoftmaxCall(x *Tensor, dim int64, dtype Opt[DType]) *Tensor {
	return SoftmaxInt(x, dim, SoftmaxIntOptions{Dtype: dtype})
}

func fnLogSoftmaxCall(x *Tensor, dim int64, dtype Opt[DType]) *Tensor {
	return LogSoftmaxInt(x, dim, LogSoftmaxIntOptions{Dtype: dtype})
}

var fnSoftmax = newPyParser("torch.nn.functional.softmax", false, "softmax(Tensor input, int64_t? dim=None, int64_t _stacklevel=3, ScalarType? dtype=None)")

// Softmax is PyTorch's torch.nn.functional.softmax(input, dim=None,
// _stacklevel=3, dtype=None): input.softmax(dim, dtype=dtype). Without a
// dim it takes Python's deprecated implicit one (0 for 0, 1 and 3
// dimensions, else 1).
func (FunctionalModule) Softmax(args ...any) *Tensor {
	return fnSoftmaxLike(fnSoftmax, args, fnSoftmaxCall, false)
}

var fnLogSoftmax = newPyParser("torch.nn.functional.log_softmax", false, "log_softmax(Tensor input, int64_t? dim=None, int64_t _stacklevel=3, ScalarType? dtype=None)")

// LogSoftmax is PyTorch's torch.nn.functional.log_softmax(input, dim=None,
// _stacklevel=3, dtype=None): input.log_softmax(dim, dtype=dtype).
func (FunctionalModule) LogSoftmax(args ...any) *Tensor {
	return fnSoftmaxLike(fnLogSoftmax, args, fnLogSoftmaxCall, false)
}

var fnSoftmin = newPyParser("torch.nn.functional.softmin", false, "softmin(Tensor input, int64_t? dim=None, int64_t _stacklevel=3, ScalarType? dtype=None)")

// Softmin is PyTorch's torch.nn.functional.softmin(input, dim=None,
// _stacklevel=3, dtype=None): (-input).softmax(dim, dtype=dtype).
func (FunctionalModule) Softmin(args ...any) *Tensor {
	return fnSoftmaxLike(fnSoftmin, args, fnSoftmaxCall, true)
}

var fnDropout = newPyParser("torch.nn.functional.dropout", false, "dropout(Tensor input, double p=0.5, bool training=True, bool inplace=False)")

// Dropout is PyTorch's torch.nn.functional.dropout(input, p=0.5,
// training=True, inplace=False). Note training's default: True, where a
// module's is its mode.
func (FunctionalModule) Dropout(args ...any) *Tensor {
	var v [4]any
	if e := fnParse(fnDropout, args, v[:]); e != nil {
		return e
	}
	p := fnOr(v[:], 1, 0.5)
	if p < 0 || p > 1 {
		return fnError("dropout", "dropout probability has to be between 0 and 1, but got %v", p)
	}
	input, training := pyTensorVal(v[:], 0), fnOr(v[:], 2, true)
	if fnOr(v[:], 3, false) {
		return Dropout_(input, p, training)
	}
	return Dropout(input, p, training)
}

var fnCrossEntropy = newPyParser("torch.nn.functional.cross_entropy", false,
	`cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int64_t ignore_index=-100, bool? reduce=None, c10::string_view reduction="mean", double label_smoothing=0.0)`)

// CrossEntropy is PyTorch's torch.nn.functional.cross_entropy(input,
// target, weight=None, size_average=None, ignore_index=-100, reduce=None,
// reduction="mean", label_smoothing=0.0): aten::cross_entropy_loss.
func (FunctionalModule) CrossEntropy(args ...any) *Tensor {
	var v [8]any
	if pyFastTT(args, v[:]) {
		return CrossEntropyLoss(v[0].(*Tensor), v[1].(*Tensor))
	}
	if e := fnParse(fnCrossEntropy, args, v[:]); e != nil {
		return e
	}
	red, e := fnReduction("cross_entropy", v[:], 3, 5, fnOr(v[:], 6, "mean"))
	if e != nil {
		return e
	}
	return CrossEntropyLoss(pyTensorVal(v[:], 0), pyTensorVal(v[:], 1), CrossEntropyLossOptions{
		Weight: pyTensorVal(v[:], 2), Reduction: Some(red), IgnoreIndex: Some(fnOr(v[:], 4, int64(-100))),
		LabelSmoothing: Some(fnOr(v[:], 7, 0.0))})
}

var fnNllLoss = newPyParser("torch.nn.functional.nll_loss", false,
	`nll_loss(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int64_t ignore_index=-100, bool? reduce=None, c10::string_view reduction="mean")`)

// NllLoss is PyTorch's torch.nn.functional.nll_loss(input, target,
// weight=None, size_average=None, ignore_index=-100, reduce=None,
// reduction="mean"): aten::nll_loss_nd.
func (FunctionalModule) NllLoss(args ...any) *Tensor {
	var v [7]any
	if e := fnParse(fnNllLoss, args, v[:]); e != nil {
		return e
	}
	red, e := fnReduction("nll_loss", v[:], 3, 5, fnOr(v[:], 6, "mean"))
	if e != nil {
		return e
	}
	return NllLossNd(pyTensorVal(v[:], 0), pyTensorVal(v[:], 1), NllLossNdOptions{
		Weight: pyTensorVal(v[:], 2), Reduction: Some(red), IgnoreIndex: Some(fnOr(v[:], 4, int64(-100)))})
}

// fnPointwiseLoss is mse_loss, l1_loss and smooth_l1_loss: the legacy
// reduction, input and target broadcast, the operator.
func fnPointwiseLoss(name string, p *pyParser, args []any, call func(input, target *Tensor, red Reduction, v []any) *Tensor) *Tensor {
	var v [6]any
	red, e := fnLegacyLoss(name, p, args, v[:], 2)
	if e != nil {
		return e
	}
	input, target, e := fnBroadcast(pyTensorVal(v[:], 0), pyTensorVal(v[:], 1))
	if e != nil {
		return e
	}
	return call(input, target, red, v[:])
}

var fnMseLoss = newPyParser("torch.nn.functional.mse_loss", false,
	`mse_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// MseLoss is PyTorch's torch.nn.functional.mse_loss(input, target,
// size_average=None, reduce=None, reduction="mean").
func (FunctionalModule) MseLoss(args ...any) *Tensor {
	var v [2]any
	if pyFastTT(args, v[:]) {
		// torch.broadcast_tensors first, as Python does (the pointwise
		// losses warn of a broadcast, and compute it).
		x, y, e := fnBroadcast(v[0].(*Tensor), v[1].(*Tensor))
		if e != nil {
			return e
		}
		return MseLoss(x, y)
	}
	return fnPointwiseLoss("mse_loss", fnMseLoss, args, func(input, target *Tensor, red Reduction, _ []any) *Tensor {
		return MseLoss(input, target, MseLossOptions{Reduction: Some(red)})
	})
}

var fnL1Loss = newPyParser("torch.nn.functional.l1_loss", false,
	`l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// L1Loss is PyTorch's torch.nn.functional.l1_loss(input, target,
// size_average=None, reduce=None, reduction="mean").
func (FunctionalModule) L1Loss(args ...any) *Tensor {
	return fnPointwiseLoss("l1_loss", fnL1Loss, args, func(input, target *Tensor, red Reduction, _ []any) *Tensor {
		return L1Loss(input, target, L1LossOptions{Reduction: Some(red)})
	})
}

var fnSmoothL1Loss = newPyParser("torch.nn.functional.smooth_l1_loss", false,
	`smooth_l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean", double beta=1.0)`)

// SmoothL1Loss is PyTorch's torch.nn.functional.smooth_l1_loss(input,
// target, size_average=None, reduce=None, reduction="mean", beta=1.0).
func (FunctionalModule) SmoothL1Loss(args ...any) *Tensor {
	return fnPointwiseLoss("smooth_l1_loss", fnSmoothL1Loss, args, func(input, target *Tensor, red Reduction, v []any) *Tensor {
		return SmoothL1Loss(input, target, SmoothL1LossOptions{Reduction: Some(red), Beta: Some(fnOr(v, 5, 1.0))})
	})
}

var fnHuberLoss = newPyParser("torch.nn.functional.huber_loss", false,
	`huber_loss(Tensor input, Tensor target, c10::string_view reduction="mean", double delta=1.0)`)

// HuberLoss is PyTorch's torch.nn.functional.huber_loss(input, target,
// reduction="mean", delta=1.0).
func (FunctionalModule) HuberLoss(args ...any) *Tensor {
	var v [4]any
	if e := fnParse(fnHuberLoss, args, v[:]); e != nil {
		return e
	}
	red, e := fnReduction("huber_loss", v[:], -1, -1, fnOr(v[:], 2, "mean"))
	if e != nil {
		return e
	}
	input, target, e := fnBroadcast(pyTensorVal(v[:], 0), pyTensorVal(v[:], 1))
	if e != nil {
		return e
	}
	return HuberLoss(input, target, HuberLossOptions{Reduction: Some(red), Delta: Some(fnOr(v[:], 3, 1.0))})
}

// fnSameSize is the binary cross entropies' check, before any operator:
// target must have input's size, else Python's ValueError (format, of
// the two sizes).
func fnSameSize(name string, input, target *Tensor, format string) *Tensor {
	for _, t := range []*Tensor{input, target} {
		if err := t.Err(); err != nil {
			return rtFailed(err)
		}
	}
	if !slices.Equal(input.Shape(), target.Shape()) {
		return fnError(name, format, target.Shape(), input.Shape())
	}
	return nil
}

var fnBinaryCrossEntropy = newPyParser("torch.nn.functional.binary_cross_entropy", false,
	`binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// BinaryCrossEntropy is PyTorch's
// torch.nn.functional.binary_cross_entropy(input, target, weight=None,
// size_average=None, reduce=None, reduction="mean"): target must have
// input's size; weight is expanded to it.
func (FunctionalModule) BinaryCrossEntropy(args ...any) *Tensor {
	var v [6]any
	if e := fnParse(fnBinaryCrossEntropy, args, v[:]); e != nil {
		return e
	}
	red, e := fnReduction("binary_cross_entropy", v[:], 3, 4, fnOr(v[:], 5, "mean"))
	if e != nil {
		return e
	}
	input, target, weight := pyTensorVal(v[:], 0), pyTensorVal(v[:], 1), pyTensorVal(v[:], 2)
	if e := fnSameSize("binary_cross_entropy", input, target,
		"Using a target size (%v) that is different to the input size (%v) is deprecated. Please ensure they have the same size."); e != nil {
		return e
	}
	if weight != nil {
		weight = weight.Expand(target.Shape())
	}
	return BinaryCrossEntropy(input, target, BinaryCrossEntropyOptions{Weight: weight, Reduction: Some(red)})
}

var fnBinaryCrossEntropyWithLogits = newPyParser("torch.nn.functional.binary_cross_entropy_with_logits", false,
	`binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean", Tensor? pos_weight=None)`)

// BinaryCrossEntropyWithLogits is PyTorch's
// torch.nn.functional.binary_cross_entropy_with_logits(input, target,
// weight=None, size_average=None, reduce=None, reduction="mean",
// pos_weight=None): target must have input's size.
func (FunctionalModule) BinaryCrossEntropyWithLogits(args ...any) *Tensor {
	var v [7]any
	if e := fnParse(fnBinaryCrossEntropyWithLogits, args, v[:]); e != nil {
		return e
	}
	red, e := fnReduction("binary_cross_entropy_with_logits", v[:], 3, 4, fnOr(v[:], 5, "mean"))
	if e != nil {
		return e
	}
	input, target := pyTensorVal(v[:], 0), pyTensorVal(v[:], 1)
	if e := fnSameSize("binary_cross_entropy_with_logits", input, target, "Target size (%v) must be the same as input size (%v)"); e != nil {
		return e
	}
	return BinaryCrossEntropyWithLogits(input, target, pyTensorVal(v[:], 2), pyTensorVal(v[:], 6), int64(red))
}

var fnKlDiv = newPyParser("torch.nn.functional.kl_div", false,
	`kl_div(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean", bool log_target=False)`)

// KlDiv is PyTorch's torch.nn.functional.kl_div(input, target,
// size_average=None, reduce=None, reduction="mean", log_target=False),
// reduction "batchmean" included.
func (FunctionalModule) KlDiv(args ...any) *Tensor {
	var v [6]any
	if e := fnParse(fnKlDiv, args, v[:]); e != nil {
		return e
	}
	reduction := fnOr(v[:], 4, "mean")
	legacy := v[2] != nil || v[3] != nil
	name := reduction
	if !legacy && reduction == "batchmean" {
		name = "sum"
	}
	red, e := fnReduction("kl_div", v[:], 2, 3, name)
	if e != nil {
		return e
	}
	input := pyTensorVal(v[:], 0)
	out := KlDiv(input, pyTensorVal(v[:], 1), int64(red), kw.LogTarget(fnOr(v[:], 5, false)))
	if !legacy && reduction == "batchmean" && input.Dim() != 0 {
		// reduced / input.size()[0]: a wrapped number, div.Tensor.
		return Div(out, input.Shape()[0])
	}
	return out
}

var fnLayerNorm = newPyParser("torch.nn.functional.layer_norm", false,
	"layer_norm(Tensor input, IntArrayRef normalized_shape, Tensor? weight=None, Tensor? bias=None, double eps=1e-05)")

// LayerNorm is PyTorch's torch.nn.functional.layer_norm(input,
// normalized_shape, weight=None, bias=None, eps=1e-05).
func (FunctionalModule) LayerNorm(args ...any) *Tensor {
	var v [5]any
	if e := fnParse(fnLayerNorm, args, v[:]); e != nil {
		return e
	}
	// cudnn_enable: torch.backends.cudnn.enabled, True by default.
	return LayerNorm(pyTensorVal(v[:], 0), pyIntListVal(v[:], 1, nil), pyTensorVal(v[:], 2), pyTensorVal(v[:], 3),
		fnOr(v[:], 4, 1e-05), true)
}

var fnNormalize = newPyParser("torch.nn.functional.normalize", false,
	"normalize(Tensor input, double p=2.0, int64_t dim=1, double eps=1e-12, Tensor? out=None)")

// Normalize is PyTorch's torch.nn.functional.normalize(input, p=2.0,
// dim=1, eps=1e-12, out=None): input / input.norm(p, dim,
// keepdim=True).clamp_min(eps).expand_as(input). Tensor.norm is a Python
// function whose operator changed: aten::norm in 1.x, linalg_vector_norm
// in 2.x; the port takes the loaded release's.
func (FunctionalModule) Normalize(args ...any) *Tensor {
	var v [5]any
	if e := fnParse(fnNormalize, args, v[:]); e != nil {
		return e
	}
	input, p, dim := pyTensorVal(v[:], 0), fnOr(v[:], 1, 2.0), fnOr(v[:], 2, int64(1))
	var norm *Tensor
	if fnTorch1() {
		norm = NormScalarOptDim(input, Some(Float(p)), []int64{dim}, NormScalarOptDimOptions{Keepdim: Some(true)})
	} else {
		norm = Linalg.VectorNorm(input, p, []int64{dim}, true)
	}
	eps := fnOr(v[:], 3, 1e-12)
	if out := pyTensorVal(v[:], 4); out != nil {
		return Div(input, norm.ClampMin_(eps).ExpandAs(input), kw.Out(out))
	}
	return Div(input, norm.ClampMin(eps).ExpandAs(input))
}

// fnTorch1 reports whether the loaded libtorch is a 1.x release.
var fnTorch1 = sync.OnceValue(func() bool { return strings.HasPrefix(Version(), "1.") })

var fnAdaptiveAvgPool2d = newPyParser("torch.nn.functional.adaptive_avg_pool2d", false,
	"adaptive_avg_pool2d(Tensor input, IntArrayRef[2] output_size)")

// AdaptiveAvgPool2d is PyTorch's
// torch.nn.functional.adaptive_avg_pool2d(input, output_size): an int is
// both sides; None (nil) in a list keeps the input's side.
func (FunctionalModule) AdaptiveAvgPool2d(args ...any) *Tensor {
	var v [2]any
	if e := fnParse(fnAdaptiveAvgPool2d, args, v[:]); e != nil {
		return e
	}
	return AdaptiveAvgPool2d(pyTensorVal(v[:], 0), pyIntListVal(v[:], 1, nil))
}

var fnMaxPool2d = newPyParser("torch.nn.functional.max_pool2d", false,
	"max_pool2d(Tensor input, IntArrayRef[2] kernel_size, IntArrayRef[2]? stride=None, IntArrayRef[2] padding=0, IntArrayRef[2] dilation=1, bool ceil_mode=False, bool return_indices=False)")

// MaxPool2d is PyTorch's torch.nn.functional.max_pool2d(input,
// kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
// return_indices=False): torch.max_pool2d. With return_indices=True
// Python returns (output, indices): call torch.MaxPool2dWithIndices.
func (FunctionalModule) MaxPool2d(args ...any) *Tensor {
	var v [7]any
	if e := fnParse(fnMaxPool2d, args, v[:]); e != nil {
		return e
	}
	if fnOr(v[:], 6, false) {
		return fnError("max_pool2d", "return_indices=True returns (output, indices), not a tensor: call torch.MaxPool2dWithIndices")
	}
	// stride=None is an empty list: the kernel's.
	stride := pyIntListVal(v[:], 2, nil)
	if stride == nil {
		stride = []int64{}
	}
	return MaxPool2d(pyTensorVal(v[:], 0), pyIntListVal(v[:], 1, nil), stride,
		fnOr[[]int64](v[:], 3, []int64{0}), fnOr[[]int64](v[:], 4, []int64{1}), fnOr(v[:], 5, false))
}

// fnInplaceUnary is the activations of one tensor and inplace=False: f,
// or fInplace when inplace.
func fnInplaceUnary(p *pyParser, args []any, f, fInplace func(*Tensor) *Tensor) *Tensor {
	var v [2]any
	if e := fnParse(p, args, v[:]); e != nil {
		return e
	}
	if fnOr(v[:], 1, false) {
		return fInplace(pyTensorVal(v[:], 0))
	}
	return f(pyTensorVal(v[:], 0))
}

var fnRelu6 = newPyParser("torch.nn.functional.relu6", false, "relu6(Tensor input, bool inplace=False)")

// Relu6 is PyTorch's torch.nn.functional.relu6(input, inplace=False).
func (FunctionalModule) Relu6(args ...any) *Tensor {
	return fnInplaceUnary(fnRelu6, args, Relu6, Relu6_)
}

var fnSelu = newPyParser("torch.nn.functional.selu", false, "selu(Tensor input, bool inplace=False)")

// Selu is PyTorch's torch.nn.functional.selu(input, inplace=False).
func (FunctionalModule) Selu(args ...any) *Tensor {
	return fnInplaceUnary(fnSelu, args, func(x *Tensor) *Tensor { return Selu(x) }, func(x *Tensor) *Tensor { return Selu_(x) })
}

var fnMish = newPyParser("torch.nn.functional.mish", false, "mish(Tensor input, bool inplace=False)")

// Mish is PyTorch's torch.nn.functional.mish(input, inplace=False).
func (FunctionalModule) Mish(args ...any) *Tensor {
	return fnInplaceUnary(fnMish, args, Mish, Mish_)
}

var fnHardsigmoid = newPyParser("torch.nn.functional.hardsigmoid", false, "hardsigmoid(Tensor input, bool inplace=False)")

// Hardsigmoid is PyTorch's torch.nn.functional.hardsigmoid(input,
// inplace=False).
func (FunctionalModule) Hardsigmoid(args ...any) *Tensor {
	return fnInplaceUnary(fnHardsigmoid, args, Hardsigmoid, Hardsigmoid_)
}

var fnHardswish = newPyParser("torch.nn.functional.hardswish", false, "hardswish(Tensor input, bool inplace=False)")

// Hardswish is PyTorch's torch.nn.functional.hardswish(input,
// inplace=False).
func (FunctionalModule) Hardswish(args ...any) *Tensor {
	return fnInplaceUnary(fnHardswish, args, Hardswish, Hardswish_)
}

var fnCelu = newPyParser("torch.nn.functional.celu", false, "celu(Tensor input, double alpha=1.0, bool inplace=False)")

// Celu is PyTorch's torch.nn.functional.celu(input, alpha=1.0,
// inplace=False).
func (FunctionalModule) Celu(args ...any) *Tensor {
	var v [3]any
	if e := fnParse(fnCelu, args, v[:]); e != nil {
		return e
	}
	if fnOr(v[:], 2, false) {
		return Celu_(v[0], fnOr(v[:], 1, 1.0))
	}
	return Celu(v[0], fnOr(v[:], 1, 1.0))
}

var fnThreshold = newPyParser("torch.nn.functional.threshold", false, "threshold(Tensor input, double threshold, double value, bool inplace=False)")

// Threshold is PyTorch's torch.nn.functional.threshold(input, threshold,
// value, inplace=False).
func (FunctionalModule) Threshold(args ...any) *Tensor {
	var v [4]any
	if e := fnParse(fnThreshold, args, v[:]); e != nil {
		return e
	}
	if fnOr(v[:], 3, false) {
		return Threshold_(v[0], v[1], v[2])
	}
	return Threshold(v[0], v[1], v[2])
}

var fnGlu = newPyParser("torch.nn.functional.glu", false, "glu(Tensor input, int64_t dim=-1)")

// Glu is PyTorch's torch.nn.functional.glu(input, dim=-1).
func (FunctionalModule) Glu(args ...any) *Tensor {
	var v [2]any
	if e := fnParse(fnGlu, args, v[:]); e != nil {
		return e
	}
	input := pyTensorVal(v[:], 0)
	if input.Err() == nil && input.Dim() == 0 {
		return fnError("glu", "glu does not support scalars because halving size must be even")
	}
	return Glu(input, GluOptions{Dim: Some(fnOr(v[:], 1, int64(-1)))})
}

var fnSoftsign = newPyParser("torch.nn.functional.softsign", false, "softsign(Tensor input)")

// Softsign is PyTorch's torch.nn.functional.softsign(input): input /
// (input.abs() + 1).
func (FunctionalModule) Softsign(args ...any) *Tensor {
	var v [1]any
	if e := fnParse(fnSoftsign, args, v[:]); e != nil {
		return e
	}
	input := pyTensorVal(v[:], 0)
	// torch.add, as Python's + does: add.Tensor with a wrapped number.
	return Div(input, Add(input.Abs(), 1))
}

var fnTanhshrink = newPyParser("torch.nn.functional.tanhshrink", false, "tanhshrink(Tensor input)")

// Tanhshrink is PyTorch's torch.nn.functional.tanhshrink(input): input -
// input.tanh().
func (FunctionalModule) Tanhshrink(args ...any) *Tensor {
	var v [1]any
	if e := fnParse(fnTanhshrink, args, v[:]); e != nil {
		return e
	}
	input := pyTensorVal(v[:], 0)
	return Sub(input, input.Tanh())
}

// fnDropoutLike is alpha_dropout, feature_alpha_dropout and dropout2d: p checked,
// then the operator or its in-place form.
// trainingDefault is the function's default for training.
func fnDropoutLike(name string, p *pyParser, args []any, f, fInplace func(args ...any) *Tensor, trainingDefault bool) *Tensor {
	var v [4]any
	if e := fnParse(p, args, v[:]); e != nil {
		return e
	}
	prob := fnOr(v[:], 1, 0.5)
	if prob < 0 || prob > 1 {
		return fnError(name, "dropout probability has to be between 0 and 1, but got %v", prob)
	}
	if fnOr(v[:], 3, false) {
		return fInplace(v[0], prob, fnOr(v[:], 2, trainingDefault))
	}
	return f(v[0], prob, fnOr(v[:], 2, trainingDefault))
}

var fnAlphaDropout = newPyParser("torch.nn.functional.alpha_dropout", false, "alpha_dropout(Tensor input, double p=0.5, bool training=False, bool inplace=False)")

// AlphaDropout is PyTorch's torch.nn.functional.alpha_dropout(input,
// p=0.5, training=False, inplace=False). Note training's default: False.
func (FunctionalModule) AlphaDropout(args ...any) *Tensor {
	return fnDropoutLike("alpha_dropout", fnAlphaDropout, args, AlphaDropout, AlphaDropout_, false)
}

var fnFeatureAlphaDropout = newPyParser("torch.nn.functional.feature_alpha_dropout", false, "feature_alpha_dropout(Tensor input, double p=0.5, bool training=False, bool inplace=False)")

// FeatureAlphaDropout is PyTorch's
// torch.nn.functional.feature_alpha_dropout(input, p=0.5, training=False,
// inplace=False).
func (FunctionalModule) FeatureAlphaDropout(args ...any) *Tensor {
	return fnDropoutLike("feature_alpha_dropout", fnFeatureAlphaDropout, args, FeatureAlphaDropout, FeatureAlphaDropout_, false)
}

var fnGroupNorm = newPyParser("torch.nn.functional.group_norm", false,
	"group_norm(Tensor input, int64_t num_groups, Tensor? weight=None, Tensor? bias=None, double eps=1e-05)")

// GroupNorm is PyTorch's torch.nn.functional.group_norm(input,
// num_groups, weight=None, bias=None, eps=1e-05).
func (FunctionalModule) GroupNorm(args ...any) *Tensor {
	var v [5]any
	if e := fnParse(fnGroupNorm, args, v[:]); e != nil {
		return e
	}
	input, groups := pyTensorVal(v[:], 0), fnOr(v[:], 1, int64(0))
	if err := input.Err(); err != nil {
		return rtFailed(err)
	}
	shape := input.Shape()
	if len(shape) < 2 {
		return fnError("group_norm", "Expected at least 2 dimensions for input tensor but received %d", len(shape))
	}
	if groups == 0 {
		return fnError("group_norm", "integer division or modulo by zero")
	}
	// _verify_batch_size: more than one value per group.
	prod := shape[0] * shape[1] / groups
	for _, s := range shape[2:] {
		prod *= s
	}
	if prod == 1 {
		return fnError("group_norm", "Expected more than 1 value per channel when training, got input size %v", []int64{shape[0] * shape[1] / groups, groups})
	}
	return GroupNorm(input, groups, pyTensorVal(v[:], 2), pyTensorVal(v[:], 3), fnOr(v[:], 4, 1e-05), true)
}

var fnEmbedding = newPyParser("torch.nn.functional.embedding", false,
	"embedding(Tensor input, Tensor weight, int64_t? padding_idx=None, double? max_norm=None, double norm_type=2.0, bool scale_grad_by_freq=False, bool sparse=False)")

// Embedding is PyTorch's torch.nn.functional.embedding(input, weight,
// padding_idx=None, max_norm=None, norm_type=2.0,
// scale_grad_by_freq=False, sparse=False): with max_norm, weight's rows
// that input looks up are renormalized in place first.
func (FunctionalModule) Embedding(args ...any) *Tensor {
	var v [7]any
	if e := fnParse(fnEmbedding, args, v[:]); e != nil {
		return e
	}
	input, weight := pyTensorVal(v[:], 0), pyTensorVal(v[:], 1)
	if err := weight.Err(); err != nil {
		return rtFailed(err)
	}
	padding := int64(-1)
	if p, ok := pyArg[int64](v[:], 2); ok {
		n := weight.Shape()[0]
		if p >= n || p < -n {
			return fnError("embedding", "Padding_idx must be within num_embeddings")
		}
		if p < 0 {
			p += n
		}
		padding = p
	}
	if maxNorm, ok := pyArg[float64](v[:], 3); ok {
		// _no_grad_embedding_renorm_: the rows renormalized through a
		// detached alias, which autograd does not see.
		if input.Err() == nil && !input.IsContiguous() {
			input = input.Contiguous()
		}
		d := weight.Detach()
		err := EmbeddingRenorm_(d, input, maxNorm, fnOr(v[:], 4, 2.0)).Err()
		d.Free()
		if err != nil {
			return rtFailed(err)
		}
	}
	return Embedding(weight, input, padding, fnOr(v[:], 5, false), fnOr(v[:], 6, false))
}

var fnBatchNorm = newPyParser("torch.nn.functional.batch_norm", false,
	"batch_norm(Tensor input, Tensor? running_mean, Tensor? running_var, Tensor? weight=None, Tensor? bias=None, bool training=False, double momentum=0.1, double eps=1e-05)")

// BatchNorm is PyTorch's torch.nn.functional.batch_norm(input,
// running_mean, running_var, weight=None, bias=None, training=False,
// momentum=0.1, eps=1e-05).
func (FunctionalModule) BatchNorm(args ...any) *Tensor {
	var v [8]any
	if e := fnParse(fnBatchNorm, args, v[:]); e != nil {
		return e
	}
	input, training := pyTensorVal(v[:], 0), fnOr(v[:], 5, false)
	if training {
		if err := input.Err(); err != nil {
			return rtFailed(err)
		}
		if e := fnVerifyBatchSize("batch_norm", input.Shape()); e != nil {
			return e
		}
	}
	return BatchNorm(input, pyTensorVal(v[:], 3), pyTensorVal(v[:], 4), pyTensorVal(v[:], 1), pyTensorVal(v[:], 2),
		training, fnOr(v[:], 6, 0.1), fnOr(v[:], 7, 1e-05), true)
}

// fnVerifyBatchSize is _verify_batch_size: more than one value per channel.
func fnVerifyBatchSize(name string, size []int64) *Tensor {
	if len(size) < 2 {
		return nil // Python fails on size[0] or later, in the operator
	}
	prod := size[0]
	for _, s := range size[2:] {
		prod *= s
	}
	if prod == 1 {
		return fnError(name, "Expected more than 1 value per channel when training, got input size %v", size)
	}
	return nil
}

// fnMaxPool is max_pool1d, 2d and 3d without indices: stride None is the
// kernel's (an empty list).
func fnMaxPool(name string, p *pyParser, args []any, pool func(args ...any) *Tensor, withIndices string) *Tensor {
	var v [7]any
	if e := fnParse(p, args, v[:]); e != nil {
		return e
	}
	if fnOr(v[:], 6, false) {
		return fnError(name, "return_indices=True returns (output, indices), not a tensor: call %s", withIndices)
	}
	stride := fnOr[[]int64](v[:], 2, nil)
	if stride == nil {
		stride = []int64{}
	}
	return pool(pyTensorVal(v[:], 0), fnOr[[]int64](v[:], 1, nil), stride,
		fnOr[[]int64](v[:], 3, []int64{0}), fnOr[[]int64](v[:], 4, []int64{1}), fnOr(v[:], 5, false))
}

var fnMaxPool1d = newPyParser("torch.nn.functional.max_pool1d", false,
	"max_pool1d(Tensor input, IntArrayRef[1] kernel_size, IntArrayRef[1]? stride=None, IntArrayRef[1] padding=0, IntArrayRef[1] dilation=1, bool ceil_mode=False, bool return_indices=False)")

// MaxPool1d is PyTorch's torch.nn.functional.max_pool1d(input,
// kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
// return_indices=False): torch.max_pool1d. With return_indices=True
// Python returns (output, indices): call torch.MaxPool1dWithIndices.
func (FunctionalModule) MaxPool1d(args ...any) *Tensor {
	return fnMaxPool("max_pool1d", fnMaxPool1d, args, MaxPool1d, "torch.MaxPool1dWithIndices")
}

var fnMaxPool3d = newPyParser("torch.nn.functional.max_pool3d", false,
	"max_pool3d(Tensor input, IntArrayRef[3] kernel_size, IntArrayRef[3]? stride=None, IntArrayRef[3] padding=0, IntArrayRef[3] dilation=1, bool ceil_mode=False, bool return_indices=False)")

// MaxPool3d is PyTorch's torch.nn.functional.max_pool3d(input,
// kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
// return_indices=False): torch.max_pool3d. With return_indices=True
// Python returns (output, indices): call torch.MaxPool3dWithIndices.
func (FunctionalModule) MaxPool3d(args ...any) *Tensor {
	return fnMaxPool("max_pool3d", fnMaxPool3d, args, MaxPool3d, "torch.MaxPool3dWithIndices")
}

var fnAdaptiveAvgPool3d = newPyParser("torch.nn.functional.adaptive_avg_pool3d", false,
	"adaptive_avg_pool3d(Tensor input, IntArrayRef[3] output_size)")

// AdaptiveAvgPool3d is PyTorch's
// torch.nn.functional.adaptive_avg_pool3d(input, output_size): an int is
// every side.
func (FunctionalModule) AdaptiveAvgPool3d(args ...any) *Tensor {
	var v [2]any
	if e := fnParse(fnAdaptiveAvgPool3d, args, v[:]); e != nil {
		return e
	}
	return AdaptiveAvgPool3d(pyTensorVal(v[:], 0), pyIntListVal(v[:], 1, nil))
}

var fnAdaptiveMaxPool2d = newPyParser("torch.nn.functional.adaptive_max_pool2d", false,
	"adaptive_max_pool2d(Tensor input, IntArrayRef[2] output_size, bool return_indices=False)")

// AdaptiveMaxPool2d is PyTorch's
// torch.nn.functional.adaptive_max_pool2d(input, output_size,
// return_indices=False): the output of torch.AdaptiveMaxPool2d, which
// has the indices too.
func (FunctionalModule) AdaptiveMaxPool2d(args ...any) *Tensor {
	var v [3]any
	if e := fnParse(fnAdaptiveMaxPool2d, args, v[:]); e != nil {
		return e
	}
	if fnOr(v[:], 2, false) {
		return fnError("adaptive_max_pool2d", "return_indices=True returns (output, indices), not a tensor: call torch.AdaptiveMaxPool2d")
	}
	r, err := AdaptiveMaxPool2d(pyTensorVal(v[:], 0), pyIntListVal(v[:], 1, nil))
	if err != nil {
		return rtFailed(err)
	}
	r.V1.Free() // the indices
	return r.V0
}

var fnDropout2d = newPyParser("torch.nn.functional.dropout2d", false, "dropout2d(Tensor input, double p=0.5, bool training=True, bool inplace=False)")

// Dropout2d is PyTorch's torch.nn.functional.dropout2d(input, p=0.5,
// training=True, inplace=False): whole channels of an (N, C, H, W) or
// (C, H, W) input (Python warns for other shapes).
func (FunctionalModule) Dropout2d(args ...any) *Tensor {
	return fnDropoutLike("dropout2d", fnDropout2d, args, FeatureDropout, FeatureDropout_, true)
}

// fnLegacyLoss parses a loss whose reduction parameters are size_average,
// reduce, reduction at sa, sa+1, sa+2 (the common order) into v, and
// gives the reduction.
func fnLegacyLoss(name string, p *pyParser, args, v []any, sa int) (Reduction, *Tensor) {
	if e := fnParse(p, args, v); e != nil {
		return 0, e
	}
	return fnReduction(name, v, sa, sa+1, fnOr(v, sa+2, "mean"))
}

var fnHingeEmbeddingLoss = newPyParser("torch.nn.functional.hinge_embedding_loss", false,
	`hinge_embedding_loss(Tensor input, Tensor target, double margin=1.0, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// HingeEmbeddingLoss is PyTorch's
// torch.nn.functional.hinge_embedding_loss(input, target, margin=1.0,
// size_average=None, reduce=None, reduction="mean").
func (FunctionalModule) HingeEmbeddingLoss(args ...any) *Tensor {
	var v [6]any
	red, e := fnLegacyLoss("hinge_embedding_loss", fnHingeEmbeddingLoss, args, v[:], 3)
	if e != nil {
		return e
	}
	return HingeEmbeddingLoss(v[0], v[1], fnOr(v[:], 2, 1.0), int64(red))
}

var fnSoftMarginLoss = newPyParser("torch.nn.functional.soft_margin_loss", false,
	`soft_margin_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// SoftMarginLoss is PyTorch's torch.nn.functional.soft_margin_loss(input,
// target, size_average=None, reduce=None, reduction="mean").
func (FunctionalModule) SoftMarginLoss(args ...any) *Tensor {
	var v [5]any
	red, e := fnLegacyLoss("soft_margin_loss", fnSoftMarginLoss, args, v[:], 2)
	if e != nil {
		return e
	}
	return SoftMarginLoss(pyTensorVal(v[:], 0), pyTensorVal(v[:], 1), SoftMarginLossOptions{Reduction: Some(red)})
}

var fnCosineEmbeddingLoss = newPyParser("torch.nn.functional.cosine_embedding_loss", false,
	`cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, double margin=0, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// CosineEmbeddingLoss is PyTorch's
// torch.nn.functional.cosine_embedding_loss(input1, input2, target,
// margin=0, size_average=None, reduce=None, reduction="mean").
func (FunctionalModule) CosineEmbeddingLoss(args ...any) *Tensor {
	var v [7]any
	red, e := fnLegacyLoss("cosine_embedding_loss", fnCosineEmbeddingLoss, args, v[:], 4)
	if e != nil {
		return e
	}
	return CosineEmbeddingLoss(v[0], v[1], v[2], fnOr(v[:], 3, 0.0), int64(red))
}

var fnMarginRankingLoss = newPyParser("torch.nn.functional.margin_ranking_loss", false,
	`margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, double margin=0, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// MarginRankingLoss is PyTorch's
// torch.nn.functional.margin_ranking_loss(input1, input2, target,
// margin=0, size_average=None, reduce=None, reduction="mean"): the three
// tensors must have one number of dimensions.
func (FunctionalModule) MarginRankingLoss(args ...any) *Tensor {
	var v [7]any
	red, e := fnLegacyLoss("margin_ranking_loss", fnMarginRankingLoss, args, v[:], 4)
	if e != nil {
		return e
	}
	a, b, t := pyTensorVal(v[:], 0), pyTensorVal(v[:], 1), pyTensorVal(v[:], 2)
	for _, x := range []*Tensor{a, b, t} {
		if err := x.Err(); err != nil {
			return rtFailed(err)
		}
	}
	if a.Dim() != b.Dim() || a.Dim() != t.Dim() {
		return fnError("margin_ranking_loss", "All input tensors should have same dimension but got sizes: input1: %v, input2: %v, target: %v", a.Shape(), b.Shape(), t.Shape())
	}
	return MarginRankingLoss(a, b, t, fnOr(v[:], 3, 0.0), int64(red))
}

var fnMultilabelMarginLoss = newPyParser("torch.nn.functional.multilabel_margin_loss", false,
	`multilabel_margin_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// MultilabelMarginLoss is PyTorch's
// torch.nn.functional.multilabel_margin_loss(input, target,
// size_average=None, reduce=None, reduction="mean").
func (FunctionalModule) MultilabelMarginLoss(args ...any) *Tensor {
	var v [5]any
	red, e := fnLegacyLoss("multilabel_margin_loss", fnMultilabelMarginLoss, args, v[:], 2)
	if e != nil {
		return e
	}
	return MultilabelMarginLoss(pyTensorVal(v[:], 0), pyTensorVal(v[:], 1), MultilabelMarginLossOptions{Reduction: Some(red)})
}

var fnMultiMarginLoss = newPyParser("torch.nn.functional.multi_margin_loss", false,
	`multi_margin_loss(Tensor input, Tensor target, int64_t p=1, double margin=1.0, Tensor? weight=None, bool? size_average=None, bool? reduce=None, c10::string_view reduction="mean")`)

// MultiMarginLoss is PyTorch's torch.nn.functional.multi_margin_loss(input,
// target, p=1, margin=1.0, weight=None, size_average=None, reduce=None,
// reduction="mean"): p 1 or 2, weight one-dimensional.
func (FunctionalModule) MultiMarginLoss(args ...any) *Tensor {
	var v [8]any
	red, e := fnLegacyLoss("multi_margin_loss", fnMultiMarginLoss, args, v[:], 5)
	if e != nil {
		return e
	}
	p := fnOr(v[:], 2, int64(1))
	if p != 1 && p != 2 {
		return fnError("multi_margin_loss", "only p == 1 and p == 2 supported")
	}
	weight := pyTensorVal(v[:], 4)
	if weight != nil && weight.Err() == nil && weight.Dim() != 1 {
		return fnError("multi_margin_loss", "weight must be one-dimensional")
	}
	return MultiMarginLoss(pyTensorVal(v[:], 0), pyTensorVal(v[:], 1), MultiMarginLossOptions{
		P: Some(Int(p)), Margin: Some(Float(fnOr(v[:], 3, 1.0))), Weight: weight, Reduction: Some(red)})
}

var fnUnfold = newPyParser("torch.nn.functional.unfold", false,
	"unfold(Tensor input, IntArrayRef[2] kernel_size, IntArrayRef[2] dilation=1, IntArrayRef[2] padding=0, IntArrayRef[2] stride=1)")

// Unfold is PyTorch's torch.nn.functional.unfold(input, kernel_size,
// dilation=1, padding=0, stride=1): aten::im2col.
func (FunctionalModule) Unfold(args ...any) *Tensor {
	var v [5]any
	if e := fnParse(fnUnfold, args, v[:]); e != nil {
		return e
	}
	return Im2col(pyTensorVal(v[:], 0), fnOr[[]int64](v[:], 1, nil), fnOr(v[:], 2, []int64{1, 1}),
		fnOr(v[:], 3, []int64{0, 0}), fnOr(v[:], 4, []int64{1, 1}))
}

var fnFold = newPyParser("torch.nn.functional.fold", false,
	"fold(Tensor input, IntArrayRef[2] output_size, IntArrayRef[2] kernel_size, IntArrayRef[2] dilation=1, IntArrayRef[2] padding=0, IntArrayRef[2] stride=1)")

// Fold is PyTorch's torch.nn.functional.fold(input, output_size,
// kernel_size, dilation=1, padding=0, stride=1): aten::col2im.
func (FunctionalModule) Fold(args ...any) *Tensor {
	var v [6]any
	if e := fnParse(fnFold, args, v[:]); e != nil {
		return e
	}
	return Col2im(pyTensorVal(v[:], 0), fnOr[[]int64](v[:], 1, nil), fnOr[[]int64](v[:], 2, nil),
		fnOr(v[:], 3, []int64{1, 1}), fnOr(v[:], 4, []int64{0, 0}), fnOr(v[:], 5, []int64{1, 1}))
}

var fnRrelu = newPyParser("torch.nn.functional.rrelu", false,
	"rrelu(Tensor input, double lower=0.125, double upper=0.3333333333333333, bool training=False, bool inplace=False)")

// Rrelu is PyTorch's torch.nn.functional.rrelu(input, lower=1/8,
// upper=1/3, training=False, inplace=False).
func (FunctionalModule) Rrelu(args ...any) *Tensor {
	var v [5]any
	if e := fnParse(fnRrelu, args, v[:]); e != nil {
		return e
	}
	lower, upper, training := fnOr(v[:], 1, 1.0/8), fnOr(v[:], 2, 1.0/3), fnOr(v[:], 3, false)
	if fnOr(v[:], 4, false) {
		return Rrelu_(v[0], lower, upper, training)
	}
	return Rrelu(v[0], lower, upper, training)
}

var fnInstanceNorm = newPyParser("torch.nn.functional.instance_norm", false,
	"instance_norm(Tensor input, Tensor? running_mean=None, Tensor? running_var=None, Tensor? weight=None, Tensor? bias=None, bool use_input_stats=True, double momentum=0.1, double eps=1e-05)")

// InstanceNorm is PyTorch's torch.nn.functional.instance_norm(input,
// running_mean=None, running_var=None, weight=None, bias=None,
// use_input_stats=True, momentum=0.1, eps=1e-05).
func (FunctionalModule) InstanceNorm(args ...any) *Tensor {
	var v [8]any
	if e := fnParse(fnInstanceNorm, args, v[:]); e != nil {
		return e
	}
	input, stats := pyTensorVal(v[:], 0), fnOr(v[:], 5, true)
	if stats {
		// _verify_spatial_size: more than one spatial element.
		if err := input.Err(); err != nil {
			return rtFailed(err)
		}
		size := input.Shape()
		prod := int64(1)
		for _, s := range size[min(2, len(size)):] {
			prod *= s
		}
		if prod == 1 {
			return fnError("instance_norm", "Expected more than 1 spatial element when training, got input size %v", size)
		}
	}
	return InstanceNorm(input, pyTensorVal(v[:], 3), pyTensorVal(v[:], 4), pyTensorVal(v[:], 1), pyTensorVal(v[:], 2),
		stats, fnOr(v[:], 6, 0.1), fnOr(v[:], 7, 1e-05), true)
}
