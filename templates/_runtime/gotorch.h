// gotorch.h: the C ABI between the Go package and its C++ shims.
//
// Conventions, shared by every function:
// - A function that can fail returns char*: NULL on success, else a
//   malloc'd, NUL-terminated message that the caller frees (gt_free_error).
//   The error travels with the call that failed; there is no thread-local
//   "last error".
// - Results are written into caller-provided space (the trailing pointers).
// - gt_tensor owns one at::Tensor; gt_tensor_free releases it. NULL stands
//   for an undefined tensor and, as an optional argument, for None.
// - Optional lists and strings use len < 0 for None.
#ifndef GOTORCH_H
#define GOTORCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>  // free, for the Go side (C.free)

#ifdef __cplusplus
extern "C" {
#endif

// A tensor handle is the tensor's c10::TensorImpl*, owning one reference
// (no holder object). What the Go side keeps beside it comes back in the
// result slot of the call that made it (gt_tensor_out), which Go reads
// without a cgo call: the bytes accounted to the handle in gt_stats
// (GT_HANDLE_OVERHEAD, plus its storage's bytes when the handle is that
// storage's first owner), which gt_tensor_free gives back, and the id of
// the scope that was current on the thread that made it (gt_scope_swap;
// 0: none).
typedef struct gt_tensor_s* gt_tensor;
typedef struct {
  gt_tensor h;
  int64_t bytes;
  uint64_t scope;
} gt_tensor_out;
typedef struct gt_generator_s* gt_generator;
typedef struct gt_storage_s* gt_storage;
// An object of a class spec's handle class (c10::IValue, a module...): a
// T* that a Go object owns; the class's generated free function deletes it.
typedef struct gt_object_s* gt_object;
// gt_object_freed counts an object the generated free function deleted.
void gt_object_freed(void);

// Scalar kinds, mirrored by the Go Scalar type.
enum { GT_SCALAR_INT = 0, GT_SCALAR_FLOAT = 1, GT_SCALAR_BOOL = 2, GT_SCALAR_COMPLEX = 3 };

typedef struct {
  int32_t kind;
  int64_t i;   // int and bool value
  double d;    // float value, complex real part
  double im;   // complex imaginary part
} gt_scalar;

// A device; type < 0 stands for None when optional.
// The index is 64 bits wide so that no Go int is truncated on the way: the
// shims check it against c10::DeviceIndex.
typedef struct {
  int32_t type;   // c10::DeviceType
  int64_t index;  // -1: the current device
} gt_device;

// at::TensorOptions; a negative field (or a device type < 0) is unset.
typedef struct {
  int32_t dtype;          // c10::ScalarType
  int32_t layout;         // c10::Layout
  int32_t memory_format;  // c10::MemoryFormat
  int32_t requires_grad;  // 0, 1
  int32_t pinned_memory;  // 0, 1
  gt_device device;
} gt_tensor_options;

// A stream: its device and the backend's stream id.
typedef struct {
  int64_t id;
  gt_device device;
} gt_stream;

void gt_free_error(char* err);

// gt_freed_tensor is the handle passed for a freed tensor where nil would
// mean None; the shims reject it (abi.cpp).
gt_tensor gt_freed_tensor(void);
gt_generator gt_freed_generator(void);

// Runtime support (runtime.cpp), beyond the generated operator shims.
// gt_tensor_free releases a handle's reference and gives back the bytes its
// gt_tensor_out accounted; it accepts NULL. gt_live_tensors counts the
// handles made by gotorch::wrap and not yet freed.
void gt_tensor_free(gt_tensor t, int64_t bytes);
// gt_tensor_ref is a handle's bits and its accounted bytes, as Go keeps
// them; gt_tensor_free_many frees n of them in one call (a scope's end).
// No pointer type in it, so cgo does not scan the Go array it is passed.
typedef struct {
  uintptr_t h;
  int64_t bytes;
} gt_tensor_ref;
void gt_tensor_free_many(const gt_tensor_ref* ts, int64_t n);
int64_t gt_live_tensors(void);

// gt_stats counts the live handles and the bytes accounted to them (the
// tensor's numel * itemsize when wrapped, plus GT_HANDLE_OVERHEAD for the
// C++ objects behind a handle), so that the Go side can read them with an
// atomic load instead of a cgo call. Only gotorch::wrap and gt_tensor_free
// change them, with atomic read-modify-writes.
typedef struct {
  int64_t live_tensors;
  int64_t live_bytes;
  int64_t live_objects;  // handle-class objects (IValue, Module...): wrap_object, gt_object_freed
} gt_stats_t;
extern gt_stats_t gt_stats;
#define GT_HANDLE_OVERHEAD 512
// gt_tensor_from_data copies numel(shape) elements of dtype from data (which
// it does not retain) into a new contiguous CPU tensor.
char* gt_tensor_from_data(const void* data, const int64_t* shape, int64_t ndim,
                          int32_t dtype, gt_tensor_out* out);
// gt_wrapped_number makes the 0-dim CPU tensor Python's argument parser
// makes of a number given for a Tensor parameter (add, mul, div, ...): a
// "wrapped number", which type promotion treats as a number.
char* gt_wrapped_number(gt_scalar s, gt_tensor_out* out);
// gt_tensor_copy_to copies the tensor's elements, in row-major order, into
// dst; nbytes must equal numel * element size. Any layout, device or
// conj/neg view is resolved first.
char* gt_tensor_copy_to(gt_tensor t, void* dst, int64_t nbytes);
char* gt_tensor_numel(gt_tensor t, int64_t* out);
char* gt_tensor_dtype(gt_tensor t, int32_t* out);
// gt_tensor_summary returns a new contiguous CPU tensor of the entries a
// printed summary shows (all of them unless summarize; else each dimension
// longer than 2*edgeitems becomes two dimensions (2, edgeitems): its first
// and last entries), as float64, complex128, bool or int64 for the other
// integers; quantized, sparse and mkldnn tensors give the values they stand
// for. Only the shown entries are copied.
char* gt_tensor_summary(gt_tensor t, int64_t edgeitems, bool summarize, gt_tensor_out* out);

bool gt_grad_enabled(void);
void gt_set_grad_enabled(bool enabled);

void gt_generator_free(gt_generator g);

void gt_storage_free(gt_storage s);

// gt_scope_swap sets the calling thread's current scope, which gotorch::wrap
// stamps on every handle it makes, and returns the previous one (scope.go).
uint64_t gt_scope_swap(uint64_t id);

// Raw at::Tensor* interop (interop.go). gt_tensor_from_aten makes a handle
// to a copy of *p (sharing its TensorImpl); gt_tensor_new_aten returns a
// heap copy that the caller deletes, e.g. with gt_aten_delete (which
// accepts NULL).
char* gt_tensor_from_aten(const void* p, gt_tensor_out* out);
char* gt_tensor_new_aten(gt_tensor t, void** out);
void gt_aten_delete(void* p);

// An element of a tensor index (at::indexing::TensorIndex, index.go).
// GT_INDEX_INVALID is 0, so a zeroed element is rejected: the Go side
// sends it for a value of a type that is no index.
enum {
  GT_INDEX_INVALID = 0,
  GT_INDEX_INT = 1,       // start
  GT_INDEX_BOOL = 2,      // start: 0 or 1
  GT_INDEX_SLICE = 3,     // start:stop:step, libtorch's Slice bounds
  GT_INDEX_NONE = 4,      // a new axis (Python's None)
  GT_INDEX_ELLIPSIS = 5,  // ...
  GT_INDEX_TENSOR = 6,    // tensor
};
typedef struct {
  int32_t kind;
  int64_t start, stop, step;
  gt_tensor tensor;
} gt_tensor_index;

// gt_version returns a malloc'd string in *out.
char* gt_version(char** out);
// gt_test_throw is test support: it throws a C++ exception of the given
// kind (1 c10::Error, 2 std::runtime_error, 3 std::bad_alloc, 4 an int, 5 a
// class that is not a std::exception, 6 std::out_of_range; otherwise none)
// and returns it as an error like every other function.
char* gt_test_throw(int32_t kind);
// gt_test_leak is test support too: it allocates n tensor handles and loses
// them, the leak make leakcheck's self-test must detect.
void gt_test_leak(int32_t n);
// Build and thread settings (config.go): at::show_config,
// at::get_parallel_info, the file that defines sgemm_ ("" when none does),
// and the intra- and inter-op thread counts.
char* gt_config_show(char** out);
char* gt_parallel_info(char** out);
char* gt_blas_library(char** out);
int64_t gt_get_num_threads(void);
char* gt_set_num_threads(int64_t n);
// OpenMP keeps the intra-op thread count per OS thread, and
// gt_set_num_threads can set only its caller's: it bumps
// gt_threads_generation instead, and every entry point (gt_threads_check)
// re-applies the count on a thread whose generation is behind. Cost: two
// loads and a compare a call.
extern uint64_t gt_threads_generation;
extern __thread uint64_t gt_thread_threads_generation __attribute__((tls_model("initial-exec")));
void gt_threads_sync(void);
static inline void gt_threads_check(void) {
  if (__builtin_expect(gt_thread_threads_generation != __atomic_load_n(&gt_threads_generation, __ATOMIC_RELAXED), 0)) {
    gt_threads_sync();
  }
}
// gt_blas_num_threads is the BLAS's own thread count (OpenBLAS, BLIS), or
// -1 when the loaded BLAS has none to report.
int64_t gt_blas_num_threads(void);
int64_t gt_get_num_interop_threads(void);
char* gt_set_num_interop_threads(int64_t n);

// c10::InferenceMode on the calling thread: enter returns the guard that
// exit (on the same thread) destroys.
char* gt_inference_mode_enter(bool enabled, void** guard);
void gt_inference_mode_exit(void* guard);
bool gt_inference_mode_enabled(void);

bool gt_cuda_is_available(void);
int64_t gt_cuda_device_count(void);
bool gt_cuda_is_built(void);
char* gt_cuda_synchronize(int64_t device);
char* gt_cuda_manual_seed(uint64_t seed);
char* gt_cuda_manual_seed_all(uint64_t seed);

#ifdef __cplusplus
}
#endif

#endif  // GOTORCH_H
