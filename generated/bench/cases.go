// Package bench measures the generated binding against libtorch called
// directly from C++ in the same process. Every Case is a pair of loops:
// through package torch in Go, and in C++ (baseline.cpp), each making the
// same inputs and calling the same at:: function n times, destroying each
// result. Run the pairs as Go benchmarks with
//
//	cd generated && go test -run XXX -bench . -benchmem ./bench
//
// or, for a table of Go/C++ ratios measured in one run (process CPU time
// as well as wall time, so that other load on the machine matters less),
//
//	cd generated && go run ./bench/cmd/ratios
//
// See docs/BENCHMARKS.md for the figures.
package bench

import (
	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// Case is one benchmark pair. Both loops set up their inputs (or use
// what Setup made), run the operator n times and release everything they
// made.
type Case struct {
	Name string
	Go   func(n int) error // through package torch, with a deterministic Free of each result
	Cpp  func(n int)       // the same at:: call in a C++ loop
	// Setup, if set, makes what both loops use and is too costly to make
	// in each (a model's weights) before either runs; the returned func
	// releases it, after which Go and Cpp must not be called.
	Setup func() (release func(), err error)
}

// Cases are the benchmark pairs, in the order of docs/BENCHMARKS-HISTORY.md
// ("Per-call cost").
var Cases = []Case{
	{Name: "add/1", Go: goAdd(1), Cpp: func(n int) { cppAdd(n, 1) }},
	{Name: "add/1-raw-cgo", Go: rawCgoAdd, Cpp: func(n int) { cppAdd(n, 1) }},
	{Name: "add/1-raw-cgo-one-call", Go: rawCgoAddOneCall, Cpp: func(n int) { cppAdd(n, 1) }},
	// The same call as a method (x.AddTensor(y), the chaining form) and as
	// the C++ operator (x.Add(y): operator+ through the class spec, whose
	// operand is any): each should cost what the function costs.
	// 16 adds in one scope (WithScope frees them together at its end) and
	// their C++ twin, 16 results held in a vector then destroyed: what a
	// forward or a request scoped as the examples do pays per operator.
	{Name: "add/1-scope16", Go: goAddScope16, Cpp: func(n int) { cppAddHeld(n, 1, 16) }},
	{Name: "add/1-method", Go: goAddMethod, Cpp: func(n int) { cppAdd(n, 1) }},
	{Name: "add/1-operator", Go: goAddOperator, Cpp: func(n int) { cppAdd(n, 1) }},
	{Name: "add/1000", Go: goAdd(1000), Cpp: func(n int) { cppAdd(n, 1000) }},
	{Name: "add-alpha/1", Go: goAddAlpha, Cpp: func(n int) { cppAddAlpha(n, 1) }},
	{Name: "matmul/64x64", Go: goMatmul, Cpp: func(n int) { cppMatmul(n, 64) }},
	{Name: "leaky_relu-defaults/1", Go: goLeakyRelu, Cpp: func(n int) { cppLeakyRelu(n, 1) }},
	{Name: "max.dim-tuple/10x100", Go: goMaxDim, Cpp: func(n int) { cppMaxDim(n, 10, 100) }},
	{Name: "sort-tuple/100", Go: goSort, Cpp: func(n int) { cppSort(n, 100) }},
	{Name: "add_-inplace/1", Go: goAddInplace, Cpp: func(n int) { cppAddInplace(n, 1) }},
	{Name: "split-list/10by2", Go: goSplit, Cpp: func(n int) { cppSplit(n, 10, 2) }},

	// Matmul-bound: 4 × Linear(1024, 1024) with ReLU between, batch 64,
	// float32, under NoGrad around the whole loop (C++: one
	// at::NoGradGuard). Nearly all its time is in the BLAS's sgemm (268
	// MFLOP a forward), so it shows which BLAS the process loaded, how its
	// threads and libtorch's share the cores, and what the binding adds to
	// a model of few, long operators (7 calls a forward).
	mlpCase("mlp4x1024/64", []int64{1024, 1024, 1024, 1024, 1024}, 64, noGradLoop),

	// Overhead-bound: a 2-64-64-2 MLP at batch 256, whose forward is
	// five small operators, under NoGrad vs InferenceMode (C++:
	// at::NoGradGuard vs c10::InferenceMode): one scope around the loop,
	// then one scope per forward, as a server wrapping each request pays.
	mlpCase("mlp2-64-64-2/256/nograd", mlpSmall, 256, noGradLoop),
	mlpCase("mlp2-64-64-2/256/inference", mlpSmall, 256, inferenceLoop),
	mlpCase("mlp2-64-64-2/256/nograd-per-call", mlpSmall, 256, noGradPerCall),
	mlpCase("mlp2-64-64-2/256/inference-per-call", mlpSmall, 256, inferencePerCall),

	// The dynamic layer (dynamic.go): examples/jit's TorchScript module
	// (Linear(4, 3), ReLU; batch 2) through Module.Forward vs
	// torch::jit::Module::forward, and add/1 by name through the boxed
	// dispatcher (torch.CallOp vs findSchemaOrThrow + callBoxed; compare its
	// Go time with add/1's typed call too).
	jitCase("jit-forward", false),
	jitCase("jit-forward-tensors", true),
	// One ReLU (bench/relu.pt), where the call is all there is: the
	// binding's fixed cost, plain and in inference mode per call.
	jitReluCase("jit-relu-tensors", false, false),
	jitReluCase("jit-relu-inference", true, false),
	jitReluCase("jit-relu-tensors-into", false, true),
	jitReluCase("jit-relu-inference-into", true, true),
	jitReluCase("jit-relu-raw-cgo", false, false), // the floor: one cgo call to C++'s forward
	// Inference mode entered and left per request, nothing inside.
	inferenceModeCase("inference-mode-per-call", false),
	inferenceModeCase("inference-guard-per-call", true),
	{Name: "callop-add/1", Go: goCallOpAdd, Cpp: func(n int) { cppCallOpAdd(n, 1) }},

	// Layers and an optimizer (models.go): one training step of
	// examples/mlp's model (Linear(2,64), ReLU, Linear(64,3), cross
	// entropy, Adam; batch 600) and one forward of examples/cnn's (two
	// conv-ReLU-pool blocks, Flatten, Linear; batch 2, under NoGrad): package
	// nn and torch.Adam against libtorch's C++ frontend (torch::nn,
	// torch::optim).
	mlpTrainCase(),
	cnnForwardCase(false),
	cnnForwardCase(true),
}

var mlpSmall = []int64{2, 64, 64, 2}

// inputs makes count tensors with mk and frees them when the loop is done.
func inputs(mk func() (*torch.Tensor, error), count int) ([]*torch.Tensor, func(), error) {
	ts := make([]*torch.Tensor, count)
	var firstErr error
	for i := range ts {
		t, err := mk()
		if err != nil && firstErr == nil {
			firstErr = err
		}
		ts[i] = t
	}
	free := func() {
		for _, t := range ts {
			t.Free()
		}
	}
	if firstErr != nil {
		free()
		return nil, nil, firstErr
	}
	return ts, free, nil
}

func ones(numel int64) func() (*torch.Tensor, error) {
	return func() (*torch.Tensor, error) { return torch.Ones([]int64{numel}).Result() }
}

func rand(size ...int64) func() (*torch.Tensor, error) {
	return func() (*torch.Tensor, error) { return torch.Rand(size).Result() }
}

// goAdd is the add of the acceptance figure: torch.AddTensor with the
// required arguments only, and a deterministic Free of the result.
func goAdd(numel int64) func(n int) error {
	return func(n int) error {
		in, free, err := inputs(ones(numel), 2)
		if err != nil {
			return err
		}
		defer free()
		x, y := in[0], in[1]
		for i := 0; i < n; i++ {
			r, err := torch.AddTensor(x, y).Result()
			if err != nil {
				return err
			}
			r.Free()
		}
		return nil
	}
}

// goAddScope16 runs n adds of 1-element tensors, 16 to a scope.
func goAddScope16(n int) error {
	in, free, err := inputs(ones(1), 2)
	if err != nil {
		return err
	}
	defer free()
	x, y := in[0], in[1]
	for i := 0; i < n; i += 16 {
		m := min(16, n-i)
		err := torch.WithScope(func(*torch.Scope) error {
			for j := 0; j < m; j++ {
				if _, err := torch.AddTensor(x, y).Result(); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// goAddMethod is goAdd(1) through the method form.
func goAddMethod(n int) error {
	return goAddChained(n, func(x, y *torch.Tensor) *torch.Tensor { return x.AddTensor(y) })
}

// goAddOperator is goAdd(1) through Tensor.Add, the C++ operator+.
func goAddOperator(n int) error {
	return goAddChained(n, func(x, y *torch.Tensor) *torch.Tensor { return x.Add(y) })
}

// goAddChained runs a chaining form of add on 1-element inputs n times.
func goAddChained(n int, add func(x, y *torch.Tensor) *torch.Tensor) error {
	in, free, err := inputs(ones(1), 2)
	if err != nil {
		return err
	}
	defer free()
	x, y := in[0], in[1]
	for i := 0; i < n; i++ {
		r := add(x, y)
		if err := r.Err(); err != nil {
			return err
		}
		r.Free()
	}
	return nil
}

// goAddAlpha passes an optional argument explicitly.
func goAddAlpha(n int) error {
	in, free, err := inputs(ones(1), 2)
	if err != nil {
		return err
	}
	defer free()
	x, y := in[0], in[1]
	opts := torch.AddTensorOptions{Alpha: torch.Some(torch.Int(2))}
	for i := 0; i < n; i++ {
		r, err := torch.AddTensor(x, y, opts).Result()
		if err != nil {
			return err
		}
		r.Free()
	}
	return nil
}

func goMatmul(n int) error {
	in, free, err := inputs(rand(64, 64), 2)
	if err != nil {
		return err
	}
	defer free()
	x, y := in[0], in[1]
	for i := 0; i < n; i++ {
		r, err := torch.Matmul(x, y).Result()
		if err != nil {
			return err
		}
		r.Free()
	}
	return nil
}

// goLeakyRelu leaves its defaulted argument (negative_slope=0.01) unset.
func goLeakyRelu(n int) error {
	in, free, err := inputs(ones(1), 1)
	if err != nil {
		return err
	}
	defer free()
	for i := 0; i < n; i++ {
		r, err := torch.LeakyRelu(in[0]).Result()
		if err != nil {
			return err
		}
		r.Free()
	}
	return nil
}

func goMaxDim(n int) error {
	in, free, err := inputs(rand(10, 100), 1)
	if err != nil {
		return err
	}
	defer free()
	for i := 0; i < n; i++ {
		r, err := torch.MaxDim(in[0], 1)
		if err != nil {
			return err
		}
		r.Values.Free()
		r.Indices.Free()
	}
	return nil
}

func goSort(n int) error {
	in, free, err := inputs(rand(100), 1)
	if err != nil {
		return err
	}
	defer free()
	for i := 0; i < n; i++ {
		r, err := torch.Sort(in[0])
		if err != nil {
			return err
		}
		r.Values.Free()
		r.Indices.Free()
	}
	return nil
}

func goAddInplace(n int) error {
	in, free, err := inputs(ones(1), 2)
	if err != nil {
		return err
	}
	defer free()
	x, y := in[0], in[1]
	for i := 0; i < n; i++ {
		if _, err := torch.Add_Tensor(x, y).Result(); err != nil {
			return err
		}
	}
	return nil
}

func goSplit(n int) error {
	in, free, err := inputs(ones(10), 1)
	if err != nil {
		return err
	}
	defer free()
	for i := 0; i < n; i++ {
		parts, err := torch.SplitTensor(in[0], 2)
		if err != nil {
			return err
		}
		for _, p := range parts {
			p.Free()
		}
	}
	return nil
}
