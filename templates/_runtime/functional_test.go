package torch

import (
	"slices"
	"strings"
	"testing"

	"github.com/gotorchgen/gotorchgen/generated/torch/kw"
)

// TestFunctionalIsPythons: torch.nn.functional's hand-written ports and
// its forwards (F.conv2d is torch.conv2d) dispatch the operators Python's
// functions dispatch, in the same order, for the same call (recorded on
// both sides, as TestPythonOverloads does; the generated torch._C._nn
// bindings are among its cases), and fail where Python raises. The
// values follow: the same operators on the same inputs.
func TestFunctionalIsPythons(t *testing.T) {
	var F FunctionalModule
	long2 := func() *Tensor { return Zeros(2, kw.Dtype(Int64)) } // torch.zeros(2, dtype=torch.long)
	img := func() *Tensor { return Ones(1, 4, 4) }
	cases := []struct {
		py   string
		goF  func(e *opsEnv) *Tensor
		fail bool // Python raises (and Go fails)
	}{
		{"F.relu(x)", func(e *opsEnv) *Tensor { return F.Relu(e.X) }, false},
		{"F.relu(x.clone(), True)", func(e *opsEnv) *Tensor { return F.Relu(e.X.Clone(), true) }, false},
		{"F.relu(x.clone(), inplace=True)", func(e *opsEnv) *Tensor { return F.Relu(e.X.Clone(), kw.Inplace(true)) }, false},
		{"F.leaky_relu(x, 0.2)", func(e *opsEnv) *Tensor { return F.LeakyRelu(e.X, 0.2) }, false},
		{"F.leaky_relu(x.clone(), negative_slope=0.2, inplace=True)", func(e *opsEnv) *Tensor {
			return F.LeakyRelu(e.X.Clone(), kw.NegativeSlope(0.2), kw.Inplace(true))
		}, false},
		{"F.elu(x, alpha=0.5)", func(e *opsEnv) *Tensor { return F.Elu(e.X, kw.Alpha(0.5)) }, false},
		{"F.elu(x.clone(), 1.0, True)", func(e *opsEnv) *Tensor { return F.Elu(e.X.Clone(), 1.0, true) }, false},
		{"F.hardtanh(x, -0.5, 0.5)", func(e *opsEnv) *Tensor { return F.Hardtanh(e.X, -0.5, 0.5) }, false},
		{"F.hardtanh(x.clone(), max_val=2, inplace=True)", func(e *opsEnv) *Tensor {
			return F.Hardtanh(e.X.Clone(), kw.MaxVal(2), kw.Inplace(true))
		}, false},
		{"F.silu(x)", func(e *opsEnv) *Tensor { return F.Silu(e.X) }, false},
		{"F.silu(x.clone(), inplace=True)", func(e *opsEnv) *Tensor { return F.Silu(e.X.Clone(), kw.Inplace(true)) }, false},
		{"F.sigmoid(x)", func(e *opsEnv) *Tensor { return F.Sigmoid(e.X) }, false},
		{"F.tanh(x)", func(e *opsEnv) *Tensor { return F.Tanh(e.X) }, false},
		{"F.softmax(x, 1)", func(e *opsEnv) *Tensor { return F.Softmax(e.X, 1) }, false},
		{"F.softmax(x, dim=0, dtype=torch.float64)", func(e *opsEnv) *Tensor {
			return F.Softmax(e.X, kw.Dim(0), kw.Dtype(Float64))
		}, false},
		{"F.softmax(x)", func(e *opsEnv) *Tensor { return F.Softmax(e.X) }, false},
		{"F.softmax(v)", func(e *opsEnv) *Tensor { return F.Softmax(e.V) }, false},
		{"F.log_softmax(x, 1)", func(e *opsEnv) *Tensor { return F.LogSoftmax(e.X, 1) }, false},
		{"F.log_softmax(x, -1, dtype=torch.float64)", func(e *opsEnv) *Tensor {
			return F.LogSoftmax(e.X, -1, kw.Dtype(Float64))
		}, false},
		{"F.softmin(x, 1)", func(e *opsEnv) *Tensor { return F.Softmin(e.X, 1) }, false},
		{"F.dropout(x, 0.0)", func(e *opsEnv) *Tensor { return F.Dropout(e.X, 0.0) }, false},
		{"F.dropout(x, p=0.5, training=False)", func(e *opsEnv) *Tensor {
			return F.Dropout(e.X, kw.P(0.5), kw.Training(false))
		}, false},
		{"F.dropout(x.clone(), 0.0, True, True)", func(e *opsEnv) *Tensor { return F.Dropout(e.X.Clone(), 0.0, true, true) }, false},
		{"F.dropout(x, 1.5)", func(e *opsEnv) *Tensor { return F.Dropout(e.X, 1.5) }, true},
		{"F.cross_entropy(x, torch.zeros(2, dtype=torch.long))", func(e *opsEnv) *Tensor {
			return F.CrossEntropy(e.X, long2())
		}, false},
		{"F.cross_entropy(x, torch.zeros(2, dtype=torch.long), v, label_smoothing=0.1, reduction='sum')", func(e *opsEnv) *Tensor {
			return F.CrossEntropy(e.X, long2(), e.V, kw.LabelSmoothing(0.1), kw.Reduction("sum"))
		}, false},
		{"F.cross_entropy(x, y)", func(e *opsEnv) *Tensor { return F.CrossEntropy(e.X, e.Y) }, false},
		{"F.cross_entropy(x, torch.zeros(2, dtype=torch.long), size_average=False)", func(e *opsEnv) *Tensor {
			return F.CrossEntropy(e.X, long2(), kw.SizeAverage(false))
		}, false},
		{"F.cross_entropy(x, torch.zeros(2, dtype=torch.long), reduction='bad')", func(e *opsEnv) *Tensor {
			return F.CrossEntropy(e.X, long2(), kw.Reduction("bad"))
		}, true},
		{"F.nll_loss(x, torch.zeros(2, dtype=torch.long), ignore_index=1, reduce=False)", func(e *opsEnv) *Tensor {
			return F.NllLoss(e.X, long2(), kw.IgnoreIndex(1), kw.Reduce(false))
		}, false},
		{"F.mse_loss(x, y)", func(e *opsEnv) *Tensor { return F.MseLoss(e.X, e.Y) }, false},
		{"F.mse_loss(x, v, reduction='sum')", func(e *opsEnv) *Tensor { return F.MseLoss(e.X, e.V, kw.Reduction("sum")) }, false},
		{"F.l1_loss(x, y, reduce=False)", func(e *opsEnv) *Tensor { return F.L1Loss(e.X, e.Y, kw.Reduce(false)) }, false},
		{"F.smooth_l1_loss(x, y, beta=0.5)", func(e *opsEnv) *Tensor { return F.SmoothL1Loss(e.X, e.Y, kw.Beta(0.5)) }, false},
		{"F.huber_loss(x, y, 'none', 2.0)", func(e *opsEnv) *Tensor { return F.HuberLoss(e.X, e.Y, "none", 2.0) }, false},
		{"F.binary_cross_entropy(torch.sigmoid(x), y)", func(e *opsEnv) *Tensor {
			return F.BinaryCrossEntropy(Sigmoid(e.X), e.Y)
		}, false},
		{"F.binary_cross_entropy(torch.sigmoid(x), y, weight=v)", func(e *opsEnv) *Tensor {
			return F.BinaryCrossEntropy(Sigmoid(e.X), e.Y, kw.Weight(e.V))
		}, false},
		{"F.binary_cross_entropy(torch.sigmoid(x), v)", func(e *opsEnv) *Tensor {
			return F.BinaryCrossEntropy(Sigmoid(e.X), e.V)
		}, true},
		{"F.binary_cross_entropy_with_logits(x, y, pos_weight=v)", func(e *opsEnv) *Tensor {
			return F.BinaryCrossEntropyWithLogits(e.X, e.Y, kw.PosWeight(e.V))
		}, false},
		{"F.binary_cross_entropy_with_logits(x, z)", func(e *opsEnv) *Tensor {
			return F.BinaryCrossEntropyWithLogits(e.X, e.Z)
		}, true},
		{"F.kl_div(x, y, reduction='batchmean')", func(e *opsEnv) *Tensor { return F.KlDiv(e.X, e.Y, kw.Reduction("batchmean")) }, false},
		{"F.kl_div(x, y, log_target=True, reduction='sum')", func(e *opsEnv) *Tensor {
			return F.KlDiv(e.X, e.Y, kw.LogTarget(true), kw.Reduction("sum"))
		}, false},
		{"F.layer_norm(x, [3])", func(e *opsEnv) *Tensor { return F.LayerNorm(e.X, []int64{3}) }, false},
		{"F.layer_norm(x, (3,), weight=v, bias=v, eps=1e-3)", func(e *opsEnv) *Tensor {
			return F.LayerNorm(e.X, []int64{3}, kw.Weight(e.V), kw.Bias(e.V), kw.Eps(1e-3))
		}, false},
		{"F.adaptive_avg_pool2d(torch.ones(1, 4, 4), 2)", func(e *opsEnv) *Tensor { return F.AdaptiveAvgPool2d(img(), 2) }, false},
		{"F.max_pool2d(torch.ones(1, 4, 4), 2)", func(e *opsEnv) *Tensor { return F.MaxPool2d(img(), 2) }, false},
		{"F.max_pool2d(torch.ones(1, 4, 4), kernel_size=2, stride=1, padding=1)", func(e *opsEnv) *Tensor {
			return F.MaxPool2d(img(), kw.KernelSize(2), kw.Stride(1), kw.Padding(1))
		}, false},
		{"F.relu6(x)", func(e *opsEnv) *Tensor { return F.Relu6(e.X) }, false},
		{"F.relu6(x.clone(), inplace=True)", func(e *opsEnv) *Tensor { return F.Relu6(e.X.Clone(), kw.Inplace(true)) }, false},
		{"F.selu(x)", func(e *opsEnv) *Tensor { return F.Selu(e.X) }, false},
		{"F.selu(x.clone(), True)", func(e *opsEnv) *Tensor { return F.Selu(e.X.Clone(), true) }, false},
		{"F.celu(x, 0.5)", func(e *opsEnv) *Tensor { return F.Celu(e.X, 0.5) }, false},
		{"F.celu(x.clone(), inplace=True)", func(e *opsEnv) *Tensor { return F.Celu(e.X.Clone(), kw.Inplace(true)) }, false},
		{"F.mish(x)", func(e *opsEnv) *Tensor { return F.Mish(e.X) }, false},
		{"F.hardsigmoid(x.clone(), True)", func(e *opsEnv) *Tensor { return F.Hardsigmoid(e.X.Clone(), true) }, false},
		{"F.hardswish(x)", func(e *opsEnv) *Tensor { return F.Hardswish(e.X) }, false},
		{"F.threshold(x, 0.5, 2)", func(e *opsEnv) *Tensor { return F.Threshold(e.X, 0.5, 2) }, false},
		{"F.threshold(x.clone(), 0.5, 2.0, inplace=True)", func(e *opsEnv) *Tensor {
			return F.Threshold(e.X.Clone(), 0.5, 2.0, kw.Inplace(true))
		}, false},
		{"F.glu(torch.ones(2, 4))", func(e *opsEnv) *Tensor { return F.Glu(Ones(2, 4)) }, false},
		{"F.glu(z, dim=1)", func(e *opsEnv) *Tensor { return F.Glu(e.Z, kw.Dim(1)) }, false},
		{"F.glu(z, 0)", func(e *opsEnv) *Tensor { return F.Glu(e.Z, 0) }, true},
		{"F.glu(s)", func(e *opsEnv) *Tensor { return F.Glu(e.S) }, true},
		{"F.softsign(x)", func(e *opsEnv) *Tensor { return F.Softsign(e.X) }, false},
		{"F.tanhshrink(x)", func(e *opsEnv) *Tensor { return F.Tanhshrink(e.X) }, false},
		{"F.alpha_dropout(x, 0.2)", func(e *opsEnv) *Tensor { return F.AlphaDropout(e.X, 0.2) }, false},
		{"F.alpha_dropout(x, 0.2, training=True)", func(e *opsEnv) *Tensor { return F.AlphaDropout(e.X, 0.2, kw.Training(true)) }, false},
		{"F.feature_alpha_dropout(x.clone(), 0.0, True, True)", func(e *opsEnv) *Tensor {
			return F.FeatureAlphaDropout(e.X.Clone(), 0.0, true, true)
		}, false},
		{"F.alpha_dropout(x, -1)", func(e *opsEnv) *Tensor { return F.AlphaDropout(e.X, -1) }, true},
		{"F.group_norm(torch.ones(2, 4, 3), 2)", func(e *opsEnv) *Tensor { return F.GroupNorm(Ones(2, 4, 3), 2) }, false},
		{"F.group_norm(torch.ones(2, 4, 3), 2, weight=torch.ones(4), eps=1e-3)", func(e *opsEnv) *Tensor {
			return F.GroupNorm(Ones(2, 4, 3), 2, kw.Weight(Ones(4)), kw.Eps(1e-3))
		}, false},
		{"F.group_norm(torch.ones(1, 2), 2)", func(e *opsEnv) *Tensor { return F.GroupNorm(Ones(1, 2), 2) }, true},
		{"F.embedding(torch.zeros(2, dtype=torch.long), x)", func(e *opsEnv) *Tensor { return F.Embedding(long2(), e.X) }, false},
		{"F.embedding(torch.zeros(2, dtype=torch.long), x, padding_idx=-1, scale_grad_by_freq=True)", func(e *opsEnv) *Tensor {
			return F.Embedding(long2(), e.X, kw.PaddingIdx(-1), kw.ScaleGradByFreq(true))
		}, false},
		{"F.embedding(torch.zeros(2, dtype=torch.long), x.clone(), max_norm=1.0)", func(e *opsEnv) *Tensor {
			return F.Embedding(long2(), e.X.Clone(), kw.MaxNorm(1.0))
		}, false},
		{"F.embedding(torch.zeros(2, dtype=torch.long), x, padding_idx=2)", func(e *opsEnv) *Tensor {
			return F.Embedding(long2(), e.X, kw.PaddingIdx(2))
		}, true},
		{"F.batch_norm(torch.ones(2, 3, 4), torch.zeros(3), torch.ones(3))", func(e *opsEnv) *Tensor {
			return F.BatchNorm(Ones(2, 3, 4), Zeros(3), Ones(3))
		}, false},
		{"F.batch_norm(torch.ones(2, 3, 4), None, None, weight=v, bias=v, training=True, momentum=0.2, eps=1e-3)", func(e *opsEnv) *Tensor {
			return F.BatchNorm(Ones(2, 3, 4), nil, nil, kw.Weight(e.V), kw.Bias(e.V), kw.Training(true), kw.Momentum(0.2), kw.Eps(1e-3))
		}, false},
		{"F.batch_norm(torch.ones(1, 3), None, None, training=True)", func(e *opsEnv) *Tensor {
			return F.BatchNorm(Ones(1, 3), nil, nil, kw.Training(true))
		}, true},
		{"F.max_pool1d(torch.ones(1, 2, 6), 2)", func(e *opsEnv) *Tensor { return F.MaxPool1d(Ones(1, 2, 6), 2) }, false},
		{"F.max_pool3d(torch.ones(1, 4, 4, 4), 2, stride=1, ceil_mode=True)", func(e *opsEnv) *Tensor {
			return F.MaxPool3d(Ones(1, 4, 4, 4), 2, kw.Stride(1), kw.CeilMode(true))
		}, false},
		{"F.adaptive_avg_pool3d(torch.ones(1, 4, 4, 4), 2)", func(e *opsEnv) *Tensor { return F.AdaptiveAvgPool3d(Ones(1, 4, 4, 4), 2) }, false},
		{"F.adaptive_max_pool2d(torch.ones(1, 4, 4), (2, 1))", func(e *opsEnv) *Tensor { return F.AdaptiveMaxPool2d(Ones(1, 4, 4), []int64{2, 1}) }, false},
		{"F.dropout2d(torch.ones(1, 2, 3, 3), 0.0)", func(e *opsEnv) *Tensor { return F.Dropout2d(Ones(1, 2, 3, 3), 0.0) }, false},
		{"F.dropout2d(torch.ones(1, 2, 3, 3), 0.5, False, True)", func(e *opsEnv) *Tensor { return F.Dropout2d(Ones(1, 2, 3, 3), 0.5, false, true) }, false},
		{"F.normalize(x)", func(e *opsEnv) *Tensor { return F.Normalize(e.X) }, false},
		{"F.normalize(x, p=1.0, dim=0, out=torch.empty(2, 3))", func(e *opsEnv) *Tensor {
			return F.Normalize(e.X, kw.P(1.0), kw.Dim(0), kw.Out(Empty(2, 3)))
		}, false},
		{"F.hinge_embedding_loss(x, y, margin=0.5)", func(e *opsEnv) *Tensor { return F.HingeEmbeddingLoss(e.X, e.Y, kw.Margin(0.5)) }, false},
		{"F.soft_margin_loss(x, y, reduction='sum')", func(e *opsEnv) *Tensor { return F.SoftMarginLoss(e.X, e.Y, kw.Reduction("sum")) }, false},
		{"F.cosine_embedding_loss(x, y, torch.ones(2))", func(e *opsEnv) *Tensor { return F.CosineEmbeddingLoss(e.X, e.Y, Ones(2)) }, false},
		{"F.margin_ranking_loss(v, v, v, 0.1)", func(e *opsEnv) *Tensor { return F.MarginRankingLoss(e.V, e.V, e.V, 0.1) }, false},
		{"F.margin_ranking_loss(x, v, v)", func(e *opsEnv) *Tensor { return F.MarginRankingLoss(e.X, e.V, e.V) }, true},
		{"F.multilabel_margin_loss(x, i, reduce=False)", func(e *opsEnv) *Tensor { return F.MultilabelMarginLoss(e.X, e.I, kw.Reduce(false)) }, false},
		{"F.multi_margin_loss(x, torch.zeros(2, dtype=torch.long), p=2, weight=v)", func(e *opsEnv) *Tensor {
			return F.MultiMarginLoss(e.X, long2(), kw.P(2), kw.Weight(e.V))
		}, false},
		{"F.multi_margin_loss(x, torch.zeros(2, dtype=torch.long), p=3)", func(e *opsEnv) *Tensor {
			return F.MultiMarginLoss(e.X, long2(), kw.P(3))
		}, true},
		{"F.unfold(torch.ones(1, 2, 4, 4), 2, stride=2)", func(e *opsEnv) *Tensor { return F.Unfold(Ones(1, 2, 4, 4), 2, kw.Stride(2)) }, false},
		{"F.fold(torch.ones(1, 8, 4), (4, 4), 2, stride=2)", func(e *opsEnv) *Tensor {
			return F.Fold(Ones(1, 8, 4), []int64{4, 4}, 2, kw.Stride(2))
		}, false},
		{"F.rrelu(x)", func(e *opsEnv) *Tensor { return F.Rrelu(e.X) }, false},
		{"F.rrelu(x.clone(), 0.1, 0.2, inplace=True)", func(e *opsEnv) *Tensor { return F.Rrelu(e.X.Clone(), 0.1, 0.2, kw.Inplace(true)) }, false},
		{"F.instance_norm(torch.ones(2, 3, 4))", func(e *opsEnv) *Tensor { return F.InstanceNorm(Ones(2, 3, 4)) }, false},
		{"F.instance_norm(torch.ones(2, 3, 1))", func(e *opsEnv) *Tensor { return F.InstanceNorm(Ones(2, 3, 1)) }, true},
		// forwards
		{"F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2))", func(e *opsEnv) *Tensor {
			return F.Conv2d(Ones(1, 1, 3, 3), Ones(1, 1, 2, 2))
		}, false},
		{"F.cosine_similarity(x, y, dim=0)", func(e *opsEnv) *Tensor { return F.CosineSimilarity(e.X, e.Y, kw.Dim(0)) }, false},
		{"F.relu_(x.clone())", func(e *opsEnv) *Tensor { return F.Relu_(e.X.Clone()) }, false},
	}
	r := opRecorder(t)
	pcs := make([]pyRecordCase, len(cases))
	for i, c := range cases {
		pcs[i] = pyRecordCase{ID: c.py, Expr: c.py}
	}
	py := runPythonRecorder(t, r.lib, pcs)
	for _, c := range cases {
		p := py[c.py]
		if p.Crashed != "" {
			t.Fatalf("%s crashed Python: %s", c.py, p.Crashed)
		}
		e := recordEnv(t)
		var res *Tensor
		ops := r.Record(func() { res = c.goF(e) })
		goErr := freeResult(res)
		e.Free()
		if !slices.Equal(ops, p.Ops) {
			t.Errorf("%s: Go dispatched %q, Python %q", c.py, ops, p.Ops)
		}
		switch {
		case c.fail != (p.Error != ""):
			t.Errorf("%s: Python's error %q, the case says fail=%v", c.py, p.Error, c.fail)
		case c.fail && goErr == nil:
			t.Errorf("%s: Go returned no error; Python raised %s", c.py, p.Error)
		case !c.fail && goErr != nil:
			t.Errorf("%s: Go failed: %v", c.py, goErr)
		}
	}
}

// TestFunctionalErrors: what the ports say.
func TestFunctionalErrors(t *testing.T) {
	var F FunctionalModule
	x := MustFromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	defer x.Free()
	for _, c := range []struct {
		res  *Tensor
		want string
	}{
		{F.CrossEntropy(x, x, kw.Reduction("avg")), "torch.nn.functional.cross_entropy: avg is not a valid value for reduction"},
		{F.Dropout(x, -0.1), "dropout probability has to be between 0 and 1, but got -0.1"},
		{F.MaxPool2d(x.View(1, 2, 3), 1, kw.ReturnIndices(true)), "call torch.MaxPool2dWithIndices"},
		{F.Relu(x, kw.Alpha(1)), "relu(Tensor input, bool inplace=False)"},
		{F.Softmax(), "softmax("},
	} {
		err := freeResult(c.res)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want one that says %q", err, c.want)
		}
	}
}
