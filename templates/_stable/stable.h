// stable.h: the C declarations of the generated package's stable-ABI mode.
//
// libtorch's own headers for its stable C ABI are C++ (`using StableIValue =
// uint64_t;`), so this package declares what it uses itself and loads
// libtorch at run time (dlopen): building the package needs neither
// libtorch's headers nor its libraries. The functions are those of
// torch/csrc/inductor/aoti_torch/c/shim.h and torch/csrc/stable/c/shim.h
// that libtorch 2.10 and later export with C linkage.
#ifndef GOTORCH_STABLE_H
#define GOTORCH_STABLE_H

#include <stdbool.h>
#include <stdint.h>

// The stable-ABI version the package targets (TORCH_VERSION_2_10_0):
// torch_call_dispatcher, lists and strings on the stack arrived in 2.10.
#define GTS_TARGET_VERSION (((uint64_t)2 << 56) | ((uint64_t)10 << 48))

// One argument or result of a call. kind says how v (and n) are read:
// a value's bits, a tensor handle, or a slice (offset v, length n) of the
// call's words.
typedef struct {
  int32_t kind;
  int32_t aux; // a GTS_SCALAR's dtype, as gts_call chooses it; GTS_AUX_DTYPE on a GTS_VALUE
  uint64_t v;
  int64_t n;
} gts_arg;

// A GTS_VALUE's aux: the value is a ScalarType code. The stable ABI's
// conversion (2.10-2.14) carries no quantized dtype (qint8, quint8, qint32,
// quint4x2, quint2x4: "Not yet supported ScalarType 12"), which gts_call
// refuses with a message ending "use the typed mode", before any call.
#define GTS_AUX_DTYPE 1

// Argument kinds; GTS_OPT boxes the value as a present optional.
enum {
  GTS_NONE = 0,        // an absent optional (None)
  GTS_VALUE = 1,       // v is the StableIValue itself (int, double bits, bool, enum code, device)
  GTS_TENSOR = 2,      // v is a borrowed tensor handle; the call takes a new reference
  GTS_INT_LIST = 3,    // words[v:v+n] as int64
  GTS_FLOAT_LIST = 4,  // words[v:v+n] as double bits
  GTS_BOOL_LIST = 5,   // words[v:v+n], 0 or 1
  GTS_TENSOR_LIST = 6, // words[v:v+n] are borrowed tensor handles
  GTS_OPT_TENSOR_LIST = 7, // the same, 0 meaning None
  GTS_STR = 8,         // n bytes at words[v:]
  GTS_UNSUPPORTED = 9, // a value this mode cannot pass (a Generator): the call fails
  GTS_SCALAR = 10,     // a Scalar (see GTS_SC_*): v its bits, or for a complex one the
                       // offset of its two doubles in words; n's low byte its kind and
                       // the rest how it goes onto the stack
  GTS_OPT = 0x100,
};

// A GTS_SCALAR's n: the Scalar kind (the Go runtime's ScalarKind) in bits
// 0-7, and one of the routes below; bits 16-47 are, for GTS_SC_PROMOTE, the
// indices of the tensor arguments the operator promotes with the Scalar.
enum {
  GTS_SC_INT = 0,
  GTS_SC_FLOAT = 1,
  GTS_SC_BOOL = 2,
  GTS_SC_COMPLEX = 3,
  // a 0-dim CPU tensor of the Scalar's own type (int64, double, bool,
  // complex128): for operators that read it back with item().
  GTS_SC_EXACT = 0 << 8,
  // a 0-dim CPU tensor whose dtype makes the Tensor overload's type
  // promotion that of the Scalar overload (a wrapped number): see
  // scalar_dtypes in stable.c.
  GTS_SC_PROMOTE = 1 << 8,
  // nothing on the stack: a gts:: route reads the Scalar itself.
  GTS_SC_RAW = 2 << 8,
  GTS_SC_ROUTE_MASK = 3 << 8,
  // with GTS_SC_PROMOTE: the Scalar overload converts the Scalar to the
  // result dtype checked (c10's checked_convert: clamp), so one out of its
  // range is an error here too.
  GTS_SC_CHECKED = 1 << 10,
  // with GTS_SC_PROMOTE: the Scalar overload's kernel has no bool version
  // (clamp), which the Tensor overload's has: a bool result is an error.
  GTS_SC_NO_BOOL = 1 << 11,
  // with GTS_SC_PROMOTE: the Scalar overload rounds a float Scalar to a
  // float16/bfloat16 result first (mul_: mul_out with the Scalar as its
  // first operand), the Tensor overload reads it in float: an error there.
  GTS_SC_NO_REDUCED = 1 << 12,
};

// Result kinds, written back into the call's gts_arg array.
enum {
  GTS_RET_VALUE = 0,       // v: the StableIValue
  GTS_RET_TENSOR = 1,      // v: a new tensor handle; n: its storage's bytes
  GTS_RET_DROP = 2,        // a tensor the caller already has (an out argument): released
  GTS_RET_TENSOR_LIST = 3, // v: malloc'ed array of n new tensor handles
  GTS_RET_INT_LIST = 4,    // v: malloc'ed array of n int64
  GTS_RET_DROP_LIST = 5,   // a list of tensors the caller already has: released
  GTS_RET_STR = 6,         // v: malloc'ed bytes, n long
};

// gts_load opens libtorch (path: a file name dlopen searches for, a path,
// or "" for the libtorch the program is linked with) and resolves the
// functions the package uses. It returns NULL or a malloc'ed message.
// *abi is aoti_torch_abi_version() of the loaded library; build (0: the
// floor) is the TORCH_ABI_VERSION of the headers the package was generated
// from, which torch_call_dispatcher is told its stacks are built for.
char* gts_load(const char* path, uint64_t build, uint64_t* abi);

// gts_gate declares, before gts_load, that the headers the package was
// generated from have the function name, added in release version
// (TORCH_VERSION_X_Y_Z). stable.c uses a function beyond the floor only so
// declared, and only on a libtorch of that release or later; names it does
// not use are ignored.
void gts_gate(const char* name, uint64_t version);

// gts_uses reports whether the loaded libtorch's newer path of the gated
// function name is in use.
int gts_uses(const char* name);

// gts_floor_paths (on) makes the runtime take the older path of every
// gated function, as on a libtorch of the floor's release; off, the paths
// gts_load chose again. For the tests: the older paths on a newer libtorch.
void gts_floor_paths(int on);

// gts_call calls the operator name.overload through torch_call_dispatcher;
// a name "gts::..." is one of stable.c's routes to a typed C function of
// libtorch's c_shim_aten.h instead (gts_routes).
// args holds max(nargs, nrets) entries: the arguments, then the results
// (rets[i] is result i's kind). Returns NULL or a malloc'ed message.
char* gts_call(const char* name, const char* overload, gts_arg* args, int32_t nargs,
               const uint8_t* rets, int32_t nrets, const uint64_t* words);

// gts_storage_bytes is the bytes of h's storage (0 when it has none).
int64_t gts_storage_bytes(uint64_t h);

// Tensors (AtenTensorHandle).
void gts_tensor_free(uint64_t h);
// gts_tensor_meta writes dtype, device type and index and, unless dim is
// NULL, dim and sizes (a borrowed pointer to dim sizes).
char* gts_tensor_meta(uint64_t h, int64_t* dim, const int64_t** sizes, int32_t* dtype,
                      int32_t* device_type, int32_t* device_index);
// gts_from_data makes a new CPU tensor of the given sizes and dtype and
// copies nbytes from data into it.
char* gts_from_data(const void* data, int64_t nbytes, int64_t ndim, const int64_t* sizes,
                    int32_t dtype, uint64_t* ret);
// gts_copy_out copies h, converted to dtype, into dst (nbytes, contiguous,
// CPU): from any device, layout of strides, or dtype.
char* gts_copy_out(uint64_t h, void* dst, int64_t nbytes, int32_t dtype);

// Package nn's and data's needs (nn.go). gts_tensor_strides writes dim and
// strides (a borrowed pointer to dim strides); the grad mode (thread-local
// in libtorch); gts_scope_swap makes id (a Scope's cgo.Handle, 0: none) the
// thread's current scope and returns the previous one.
char* gts_tensor_strides(uint64_t h, int64_t* dim, const int64_t** strides);
bool gts_grad_enabled(void);
void gts_set_grad_enabled(bool on);
uint64_t gts_scope_swap(uint64_t id);
uint64_t gts_scope_current(void);
// gts_baddbmm makes *ret baddbmm(self, batch1, batch2, beta, alpha) by the
// device's kernel of libtorch's c_shim_cpu.h or c_shim_cuda.h (BaddbmmDouble).
char* gts_baddbmm(uint64_t self, uint64_t batch1, uint64_t batch2, double beta, double alpha, uint64_t* ret);

// Tensor's accessors that are no operator (accessors.go): whether h is
// defined, its layout, data pointer, storage's bytes, and a new reference
// to it (*out, a new handle).
char* gts_tensor_defined(uint64_t h, bool* out);
char* gts_tensor_layout(uint64_t h, int32_t* out);
char* gts_tensor_data_ptr(uint64_t h, uintptr_t* out);
char* gts_tensor_storage_nbytes(uint64_t h, int64_t* out);
char* gts_tensor_new_ref(uint64_t h, uint64_t* out);

#endif
