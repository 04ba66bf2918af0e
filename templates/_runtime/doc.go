// Package torch is a Go binding of libtorch, PyTorch's C++ library.
//
// The operators are generated from libtorch's schemas; this file and the
// other runtime files are hand-written and shared by every generated
// package.
//
// # Ownership
//
// A *Tensor owns one handle to a libtorch tensor (which may share its
// storage with other tensors, as views do). The memory behind it is not
// managed by Go, so release it deterministically with Free, or Close
// (io.Closer), as soon as it is no longer needed:
//
//	x, err := torch.FromSlice([]float32{1, 2, 3, 4}, 2, 2)
//	if err != nil { ... }
//	defer x.Free()
//
// Free is idempotent and safe to call from several goroutines at once, even
// while another goroutine's call is using the same Tensor: each call marks
// the tensor in use (two atomic adds per tensor argument), and a Free during
// a use only marks the tensor freed; the handle is released when the last
// call using it returns, so no call ever reads freed memory. After Free, the
// Tensor is inert: operators given it return an error naming the function
// and the argument ("torch: AddTensor (aten::add.Tensor): argument other:
// tensor is nil or has been freed"), its properties (Dim, Shape, Numel,
// DType, Device, Defined, RequiresGrad...) are zero values, and Err says
// why (ErrFreed). Nothing in the package panics unless you call a Must
// function (MustFromSlice).
//
// As a safety net, a Tensor that becomes unreachable without Free has its
// handle released by a finalizer within two garbage collections. The Go
// collector does not see libtorch's memory, so the package accounts it:
// LiveBytes is the bytes held by live handles, and when it grows by more
// than a threshold (SetGCThreshold, default 16 MiB, or the environment
// variable GOTORCH_GC_THRESHOLD) above its lowest value since the last
// collection, the next operator runs runtime.GC. A handle accounts its
// storage's bytes only if it is the storage's first owner (views and
// shallow clones add a small fixed overhead), a freed handle leaves the
// count at once, and the tensor an operator just made does not count
// towards its own collection: a program that frees what it makes never
// collects, however big its tensors. Programs that drop tensors without
// Free stay bounded, but Free remains the cheap and prompt way. LiveTensors reports the number of handles currently
// alive; tests can use it to check that they free what they create.
//
// WithScope frees every tensor made inside a function in one go, except
// those it keeps (Scope.Keep, ScopedTensor): for loops that make many
// intermediates.
//
//	y, err := torch.ScopedTensor(func(s *torch.Scope) (*torch.Tensor, error) {
//		h, err := torch.Matmul(x, w) // freed when the scope ends
//		if err != nil { return nil, err }
//		return torch.Relu(h) // kept: the caller owns y
//	})
//
// ATenPointer, TensorFromATen and NewATenPointer share tensors with other
// C++ code as at::Tensor pointers, without copying.
//
// A nil *Tensor stands for an undefined tensor (C++ at::Tensor() or Python
// None), for example the result of Grad before a backward pass. Defined
// reports false for it.
//
// Operators that return a new tensor return a new *Tensor that the caller
// owns. In-place operators (the ones whose names end in "_") return their
// receiver, not a new handle: do not free the result separately.
//
// # Errors
//
// Every C++ exception becomes an error of type *Error, returned by the call
// that failed; it carries the Go function, the operator name and libtorch's
// message. Arguments libtorch would misread are errors too, naming the
// argument: an enum or device value out of range (cuda:256 is not cuda:0),
// a string with a NUL byte. Use
// errors.As or AsError to inspect it. Nothing panics across the C boundary.
//
// # Methods and chaining
//
// Every operator libtorch also exposes as a Tensor method is a method of
// *Tensor too, under the same name without self (x.AddTensor(y) is
// AddTensor(x, y)), and the class specs (specs/*.yaml in gotorchgen) add
// at::Tensor's own methods and C++ operators: x.Add(y), x.Mul(2), x.Gt(0),
// x.Iadd(y), x.Index(0, torch.Slice(1, 3)), x.Backward(), x.Grad(). A
// method whose result is one new tensor returns it alone, so that calls
// chain as in Python:
//
//	y := x.Mul(x).Add(x).Add(36) // y = x*x + x + 36
//	if err := y.Err(); err != nil { ... }
//
// A failed call's result holds its error instead of a tensor; every later
// method on it returns the same error without calling libtorch, and a
// function or a (T, error) method given it returns that error: the first
// failure, with its own function and message, reaches wherever it is
// checked. In-place methods (Add_Tensor, Iadd, SetGrad...) change their
// receiver and return only an error. The binary operators take a *Tensor,
// a Scalar or a Go number. Chained intermediates are tensors like any
// other: free them with a scope (WithScope) or leave them to the GC.
//
// Each function's and method's comment names its PyTorch spelling
// ("PyTorch: torch.empty"), so go doc and pkg.go.dev search find it;
// gotorchgen names --python torch.empty answers with the Go names.
//
// # Operators
//
// Every ATen operator overload is one function named from its schema name
// and overload name alone ("add.Tensor" → AddTensor, "add_.Tensor" →
// Add_Tensor, "add.out" → AddOut, "_softmax" → InternalSoftmax), so an
// upgrade of libtorch never renames a function that survives it. Required
// arguments are parameters; arguments with defaults sit in a per-operator
// options struct passed last and optionally:
//
//	y, err := torch.AddTensor(a, b)                                                  // alpha = 1
//	y, err = torch.AddTensor(a, b, torch.AddTensorOptions{Alpha: torch.Some(torch.Int(2))})
//
// Each function's comment quotes its schema. Several results come back as a
// struct named after the function (MaxDim returns MaxDimTuple{Values,
// Indices}); lists come back as slices.
//
// # Scalars, options and enums
//
// Scalar holds an int64, float64, bool or complex128 value (Int, Float,
// Bool, ComplexScalar). Opt[T] is an optional argument: its zero value is None.
// DType, Layout, MemoryFormat, QScheme and DeviceType have the numeric
// values of their libtorch counterparts.
//
// # Autograd and threads
//
// libtorch keeps the grad mode per OS thread, while goroutines move between
// threads. NoGrad and WithGradEnabled pin the calling goroutine to its
// thread while their function runs, so the mode applies to exactly that
// function (but not to goroutines it starts). GradEnabled reads the mode of
// the current thread, which is meaningful only inside such a function.
// InferenceMode (torch.inference_mode()) works the same way and makes
// inference tensors, which autograd refuses outside the mode.
//
// # Saving and loading
//
// Load and LoadFrom read PyTorch's torch.save files, the zip format and the
// legacy one, in Go (libtorch 1.13's reader drops OrderedDicts and rejects
// Python's files): a tree of *Tensor, *Dict (dict, OrderedDict: a
// state_dict, in order), []any, Tuple, int64, float64, bool, string and
// nil. Tensors that were views of one storage share one, zip CRCs are
// checked, and only the pickle globals torch.save uses for tensors are
// run. Save and SaveTo write the zip format torch.load reads. FreeAll frees
// a tree's tensors.
//
//	sd, err := torch.Load("model.pt") // torch.save(model.state_dict(), "model.pt")
//	w := sd.(*torch.Dict).Tensor("0.weight")
//	err = torch.Save("out.pt", sd)
//
// # Configuration
//
// ConfigShow and ParallelInfo print what torch.__config__ does;
// BLASLibrary names the BLAS this process loaded (Debian's libtorch runs
// every matrix product on it: the reference BLAS is 10-25x slower than
// OpenBLAS). SetNumThreads sets libtorch's intra-op threads and the BLAS's
// own pool together.
package torch
