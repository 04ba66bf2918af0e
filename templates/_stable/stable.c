// stable.c: libtorch's stable C ABI, loaded at run time (see stable.h).
// Plain C: the package compiles no C++ in this mode.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stable.h"

typedef int32_t err_t; // AOTITorchError: 0 is success
typedef void* handle;  // AtenTensorHandle, StableListHandle, StringHandle

// The functions, resolved by gts_load. Those marked optional arrived after
// the target version and are used when present.
static uint64_t (*p_abi_version)(void);
static err_t (*p_call_dispatcher)(const char*, const char*, uint64_t*, uint64_t);
static err_t (*p_new_tensor_handle)(handle, handle*);
static err_t (*p_delete_tensor)(handle);
static err_t (*p_new_list)(size_t, handle*);
static err_t (*p_list_size)(handle, size_t*);
static err_t (*p_list_get)(handle, size_t, uint64_t*);
static err_t (*p_list_push)(handle, uint64_t);
static err_t (*p_delete_list)(handle);
static err_t (*p_new_string)(const char*, size_t, handle*);
static err_t (*p_delete_string)(handle);
static err_t (*p_string_length)(handle, size_t*);
static err_t (*p_string_c_str)(handle, const char**);
static err_t (*p_get_dim)(handle, int64_t*);
static err_t (*p_get_sizes)(handle, int64_t**);
static err_t (*p_get_dtype)(handle, int32_t*);
static err_t (*p_get_device_type)(handle, int32_t*);
static err_t (*p_get_device_index)(handle, int32_t*);
static err_t (*p_get_storage_size)(handle, int64_t*);
static err_t (*p_empty_strided)(int64_t, const int64_t*, const int64_t*, int32_t, int32_t, int32_t, handle*);
static err_t (*p_from_blob)(void*, int64_t, const int64_t*, const int64_t*, int64_t, int32_t, int32_t, int32_t, handle*);
static err_t (*p_get_data_ptr)(handle, void**);
static err_t (*p_copy_)(handle, handle, int32_t);
static err_t (*p_is_defined)(handle, bool*);
static err_t (*p_get_layout)(handle, int32_t*);
static err_t (*p_get_strides)(handle, int64_t**);
static bool (*p_grad_enabled)(void);
static void (*p_set_grad_enabled)(bool);
// Optional: c_shim_aten.h's typed functions of the Scalar routes (see
// gts_routes); a route whose function is missing is an error at its call.
static err_t (*p_aten_subtract)(handle, handle, double, handle*);
static err_t (*p_aten_fill_)(handle, double);
static err_t (*p_aten_full)(const int64_t*, int64_t, double, int32_t*, int32_t*, int32_t*, int32_t, int32_t*, handle*);
static err_t (*p_aten_pad)(handle, const int64_t*, int64_t, const char*, double*, handle*);
// Optional: baddbmm's device kernels with beta and alpha as doubles
// (c_shim_cpu.h, c_shim_cuda.h), for gts_baddbmm; missing, an error at
// its call.
static err_t (*p_cpu_baddbmm_out)(handle, handle, handle, handle, double, double);
static err_t (*p_cuda_baddbmm_out)(handle, handle, handle, handle, double, double);
// Gated: functions added after the floor (GTS_TARGET_VERSION), each used
// only where the headers the package was generated from declare it (the
// generated rtGates, gts_gate) and the loaded libtorch is of the release
// that added it or later; else the older path.
static const char* (*p_exception_what)(void);
static err_t (*p_new_ivalue)(uint64_t**);
static err_t (*p_delete_ivalue)(uint64_t*);
static struct {
  const char* name;
  void** fn;
  uint64_t version; // the release that added it, as the headers say; 0: not declared
  void* loaded;     // what gts_load chose for *fn
} gated[] = {
    {"torch_exception_get_what_without_backtrace", (void**)&p_exception_what, 0, NULL},
    {"torch_new_stable_ivalue", (void**)&p_new_ivalue, 0, NULL},
    {"torch_delete_stable_ivalue", (void**)&p_delete_ivalue, 0, NULL},
};
#define NGATED ((int)(sizeof gated / sizeof gated[0]))
// The optionals' boxes are freed by libtorch with C++ delete (before 2.13)
// or torch_delete_stable_ivalue: without torch_new_stable_ivalue they come
// from C++'s own operator new, which libtorch's libstdc++ exports.
static void* (*p_operator_new)(size_t);
static void (*p_operator_delete)(void*);
// The version torch_call_dispatcher is told the stacks are built for: the
// headers' the package was generated from (gts_load), as libtorch's own
// stable headers pass TORCH_ABI_VERSION; the floor until then.
static uint64_t build_version = GTS_TARGET_VERSION;

static char* msgf(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char* s = NULL;
  if (vasprintf(&s, fmt, ap) < 0) s = NULL;
  va_end(ap);
  return s ? s : strdup("out of memory");
}

// failure is the message of libtorch's last failed call on this thread.
static char* failure(const char* what) {
  if (p_exception_what) {
    const char* m = p_exception_what();
    if (m && *m) return strdup(m);
  }
  return msgf("%s failed (libtorch before 2.13 prints its message on stderr and cannot return it)", what);
}

void gts_gate(const char* name, uint64_t version) {
  for (int i = 0; i < NGATED; i++)
    if (!strcmp(gated[i].name, name)) gated[i].version = version;
}

void gts_floor_paths(int on) {
  for (int i = 0; i < NGATED; i++) *gated[i].fn = on ? NULL : gated[i].loaded;
}

int gts_uses(const char* name) {
  for (int i = 0; i < NGATED; i++)
    if (!strcmp(gated[i].name, name)) return *gated[i].fn != NULL;
  return 0;
}

#define RESOLVE(lib, var, name, required)                                        \
  do {                                                                           \
    *(void**)(&var) = dlsym(lib, name);                                          \
    if (!var && required) return msgf("%s: no symbol %s: libtorch 2.10 or later is needed", path, name); \
  } while (0)

char* gts_load(const char* path, uint64_t build, uint64_t* abi) {
  // "": the libtorch the program is linked with (the hybrid mode).
  void* lib = *path ? dlopen(path, RTLD_NOW | RTLD_GLOBAL) : dlopen(NULL, RTLD_NOW);
  if (!*path) path = "the linked libtorch";
  if (!lib) return msgf("%s", dlerror());
  RESOLVE(lib, p_abi_version, "aoti_torch_abi_version", true);
  RESOLVE(lib, p_call_dispatcher, "torch_call_dispatcher", true);
  RESOLVE(lib, p_new_tensor_handle, "aoti_torch_new_tensor_handle", true);
  RESOLVE(lib, p_delete_tensor, "aoti_torch_delete_tensor_object", true);
  RESOLVE(lib, p_new_list, "torch_new_list_reserve_size", true);
  RESOLVE(lib, p_list_size, "torch_list_size", true);
  RESOLVE(lib, p_list_get, "torch_list_get_item", true);
  RESOLVE(lib, p_list_push, "torch_list_push_back", true);
  RESOLVE(lib, p_delete_list, "torch_delete_list", true);
  RESOLVE(lib, p_new_string, "torch_new_string_handle", true);
  RESOLVE(lib, p_delete_string, "torch_delete_string", true);
  RESOLVE(lib, p_string_length, "torch_string_length", true);
  RESOLVE(lib, p_string_c_str, "torch_string_c_str", true);
  RESOLVE(lib, p_get_dim, "aoti_torch_get_dim", true);
  RESOLVE(lib, p_get_sizes, "aoti_torch_get_sizes", true);
  RESOLVE(lib, p_get_dtype, "aoti_torch_get_dtype", true);
  RESOLVE(lib, p_get_device_type, "aoti_torch_get_device_type", true);
  RESOLVE(lib, p_get_device_index, "aoti_torch_get_device_index", true);
  RESOLVE(lib, p_get_storage_size, "aoti_torch_get_storage_size", true);
  RESOLVE(lib, p_empty_strided, "aoti_torch_empty_strided", true);
  RESOLVE(lib, p_from_blob, "aoti_torch_create_tensor_from_blob", true);
  RESOLVE(lib, p_get_data_ptr, "aoti_torch_get_data_ptr", true);
  RESOLVE(lib, p_copy_, "aoti_torch_copy_", true);
  RESOLVE(lib, p_is_defined, "aoti_torch_is_defined", true);
  RESOLVE(lib, p_get_layout, "aoti_torch_get_layout", true);
  RESOLVE(lib, p_get_strides, "aoti_torch_get_strides", true);
  RESOLVE(lib, p_grad_enabled, "aoti_torch_grad_mode_is_enabled", true);
  RESOLVE(lib, p_set_grad_enabled, "aoti_torch_grad_mode_set_enabled", true);
  RESOLVE(lib, p_aten_subtract, "aoti_torch_aten_subtract_Tensor", false);
  RESOLVE(lib, p_aten_fill_, "aoti_torch_aten_fill__Scalar", false);
  RESOLVE(lib, p_aten_full, "aoti_torch_aten_full", false);
  RESOLVE(lib, p_aten_pad, "aoti_torch_aten_pad", false);
  RESOLVE(lib, p_cpu_baddbmm_out, "aoti_torch_cpu_baddbmm_out", false);
  RESOLVE(lib, p_cuda_baddbmm_out, "aoti_torch_cuda_baddbmm_out", false);
  *abi = p_abi_version();
  // Each gated function: the newer path where the headers declared it and
  // this libtorch is of its release or later (and exports it).
  for (int i = 0; i < NGATED; i++) {
    *gated[i].fn = NULL;
    if (gated[i].version && *abi >= gated[i].version) *gated[i].fn = dlsym(lib, gated[i].name);
  }
  if (!p_new_ivalue || !p_delete_ivalue) p_new_ivalue = NULL, p_delete_ivalue = NULL; // a box is freed as it was made
  for (int i = 0; i < NGATED; i++) gated[i].loaded = *gated[i].fn;
  *(void**)(&p_operator_new) = dlsym(RTLD_DEFAULT, "_Znwm");
  *(void**)(&p_operator_delete) = dlsym(RTLD_DEFAULT, "_ZdlPv");
  if (!p_new_ivalue && (!p_operator_new || !p_operator_delete))
    return msgf("%s: no C++ operator new and delete (_Znwm, _ZdlPv) among the loaded libraries", path);
  if (build) build_version = build;
  return NULL;
}

static uint64_t* new_box(uint64_t v) {
  uint64_t* p = NULL;
  if (p_new_ivalue) {
    if (p_new_ivalue(&p) != 0) return NULL;
  } else {
    p = p_operator_new(sizeof(uint64_t));
  }
  if (p) *p = v;
  return p;
}

// free_box frees a box of new_box that libtorch did not take.
static void free_box(uint64_t* p) {
  if (p_delete_ivalue) p_delete_ivalue(p);
  else p_operator_delete(p);
}

// new_ref takes a new reference of a borrowed tensor handle (the stack
// owns what it holds).
static char* new_ref(uint64_t h, uint64_t* out) {
  handle nh = NULL;
  if (p_new_tensor_handle((handle)(uintptr_t)h, &nh) != 0) return failure("aoti_torch_new_tensor_handle");
  *out = (uint64_t)(uintptr_t)nh;
  return NULL;
}

// --- Scalars (docs/STABLE-ABI.md, "Scalars"). 2.10-2.14's conversion does
// not carry a Scalar; a wrapper passes it either as a 0-dim CPU tensor to
// the operator's Tensor overload, or to a route (gts::) over one of
// c_shim_aten.h's typed C functions.

// c10::ScalarType codes of the dtypes the routes handle.
enum { DT_UNDEF = -1, DT_U8 = 0, DT_I8 = 1, DT_I16 = 2, DT_I32 = 3, DT_I64 = 4, DT_F16 = 5,
       DT_F32 = 6, DT_F64 = 7, DT_C64 = 9, DT_C128 = 10, DT_BOOL = 11, DT_BF16 = 15 };

static bool dt_known(int t) { return (t >= DT_U8 && t <= DT_F64) || t == DT_C64 || t == DT_C128 || t == DT_BOOL || t == DT_BF16; }
// c10's QInt8, QUInt8, QInt32, QUInt4x2, QUInt2x4.
static bool dt_quantized(int t) { return (t >= 12 && t <= 14) || t == 16 || t == 17; }
static bool dt_complex(int t) { return t == DT_C64 || t == DT_C128; }
static bool dt_float(int t) { return t == DT_F16 || t == DT_F32 || t == DT_F64 || t == DT_BF16; }
static int dt_rank(int t) { // within a category
  switch (t) {
  case DT_BOOL: return 0;
  case DT_U8: return 1;
  case DT_I8: return 2;
  case DT_I16: return 3;
  case DT_I32: return 4;
  case DT_I64: return 5;
  case DT_F16: case DT_BF16: return 0;
  case DT_F32: return 1;
  case DT_F64: return 2;
  }
  return 0;
}

// promote is c10::promoteTypes on the known dtypes (skipping DT_UNDEF).
static int promote(int a, int b) {
  if (a == DT_UNDEF || a == b) return b;
  if (b == DT_UNDEF) return a;
  if (dt_complex(a) || dt_complex(b)) {
    int ra = a == DT_C128 ? DT_F64 : a == DT_C64 ? DT_F32 : a;
    int rb = b == DT_C128 ? DT_F64 : b == DT_C64 ? DT_F32 : b;
    return promote(ra, rb) == DT_F64 ? DT_C128 : DT_C64;
  }
  if (dt_float(a) || dt_float(b)) {
    if (!dt_float(a)) return b;
    if (!dt_float(b)) return a;
    if (dt_rank(a) == 0 && dt_rank(b) == 0) return DT_F32; // half and bfloat16
    return dt_rank(a) > dt_rank(b) ? a : b;
  }
  if ((a == DT_U8 && b == DT_I8) || (a == DT_I8 && b == DT_U8)) return DT_I16;
  return dt_rank(a) > dt_rank(b) ? a : b;
}

// combine is ATen's combine_categories (TypeProperties.cpp): a
// higher-priority class's dtype wins unless the lower one is of a higher
// category (int < float < complex).
static int combine(int higher, int lower) {
  if (dt_complex(higher)) return higher;
  if (dt_complex(lower)) {
    if (dt_float(higher)) return higher == DT_F64 ? DT_C128 : higher == DT_F32 ? DT_C64 : DT_UNDEF; // ComplexHalf: unsupported
    return lower;
  }
  if (dt_float(higher)) return higher;
  if (higher == DT_BOOL || dt_float(lower)) return promote(higher, lower);
  if (higher != DT_UNDEF) return higher;
  return lower;
}

// default_dtype is libtorch's default floating dtype (what eye(0) makes).
static char* default_dtype(int* out) {
  uint64_t stack[5] = {0, 0, 0, 0, 0}; // n=0, dtype, layout, device, pin_memory: None
  if (p_call_dispatcher("aten::eye", "", stack, build_version) != 0) return failure("aten::eye");
  int32_t dt = 0;
  err_t e = p_get_dtype((handle)(uintptr_t)stack[0], &dt);
  p_delete_tensor((handle)(uintptr_t)stack[0]);
  if (e != 0) return failure("aoti_torch_get_dtype");
  *out = dt;
  return NULL;
}

static int exact_dtype(int kind) {
  switch (kind) {
  case GTS_SC_INT: return DT_I64;
  case GTS_SC_FLOAT: return DT_F64;
  case GTS_SC_BOOL: return DT_BOOL;
  }
  return DT_C128;
}

// wrapped_dtype is the dtype a Scalar of this kind counts as in type
// promotion (a wrapped number: a float is the default dtype).
static int wrapped_dtype(int kind, int dflt) {
  switch (kind) {
  case GTS_SC_FLOAT: return dflt;
  case GTS_SC_COMPLEX: return dflt == DT_F64 ? DT_C128 : DT_C64;
  }
  return exact_dtype(kind);
}

// promoted is the result dtype of the tensors (dim: those with dimensions,
// zero: 0-dim ones) and the GTS_SC_PROMOTE Scalars, counted as wrapped
// numbers (wrapped) or as 0-dim tensors of dtype as (>= 0) or of their
// exact dtype (as == -2).
static int promoted(const gts_arg* args, int32_t nargs, int dim, int zero, bool wrapped, int as, int dflt) {
  int w = DT_UNDEF;
  for (int32_t i = 0; i < nargs; i++) {
    const gts_arg* a = &args[i];
    if ((a->kind & ~GTS_OPT) != GTS_SCALAR || (a->n & GTS_SC_ROUTE_MASK) != GTS_SC_PROMOTE) continue;
    int kind = (int)(a->n & 0xff);
    if (wrapped) w = promote(w, wrapped_dtype(kind, dflt));
    else zero = promote(zero, as >= 0 ? as : exact_dtype(kind));
  }
  return combine(dim, combine(zero, w));
}

static char* tensor_dtypes(const gts_arg* args, uint64_t mask, int* dim, int* zero) {
  *dim = *zero = DT_UNDEF;
  for (int32_t j = 0; j < 32; j++) {
    if (!(mask >> j & 1) || args[j].v == 0 || (args[j].kind & ~GTS_OPT) != GTS_TENSOR) continue;
    int32_t dt = 0;
    int64_t nd = 0;
    handle t = (handle)(uintptr_t)args[j].v;
    if (p_get_dtype(t, &dt) != 0 || p_get_dim(t, &nd) != 0) return failure("tensor metadata");
    if (!dt_known(dt))
      return msgf("argument %d: dtype %d: the stable-ABI mode passes a Scalar beside bool, integer, float16, bfloat16, float32, float64, complex64 and complex128 tensors only", j, dt);
    if (nd > 0) *dim = promote(*dim, dt);
    else *zero = promote(*zero, dt);
  }
  return NULL;
}

// scalar_parts reads a Scalar: its kind, integer (int, bool) and real and
// imaginary parts.
static int scalar_parts(const gts_arg* a, const uint64_t* words, int64_t* i, double* re, double* im) {
  int kind = (int)(a->n & 0xff);
  *i = 0, *re = 0, *im = 0;
  switch (kind) {
  case GTS_SC_INT:
  case GTS_SC_BOOL:
    *i = (int64_t)a->v;
    *re = (double)*i;
    break;
  case GTS_SC_FLOAT:
    memcpy(re, &a->v, 8);
    break;
  default:
    if (words) {
      memcpy(re, &words[a->v], 8);
      memcpy(im, &words[a->v + 1], 8);
    }
  }
  return kind;
}

// int_fits reports whether the integer v is a value of the integer (or
// bool) dtype dt: exactly, or (strict false) as c10's checked_convert
// allows, which takes -v for an unsigned type up to its maximum.
static bool int_fits(int dt, int64_t v, bool strict) {
  int64_t lo, hi;
  switch (dt) {
  case DT_U8: lo = strict ? 0 : -255, hi = 255; break;
  case DT_I8: lo = -128, hi = 127; break;
  case DT_I16: lo = -32768, hi = 32767; break;
  case DT_I32: lo = INT32_MIN, hi = INT32_MAX; break;
  case DT_BOOL: return !strict || v == 0 || v == 1;
  default: return true; // int64, floating and complex
  }
  return v >= lo && v <= hi;
}

// checked_fits is c10's checked_convert (overflows) of a Scalar to dt.
static bool checked_fits(int dt, int kind, int64_t v, double re) {
  if (kind == GTS_SC_INT) return int_fits(dt, v, false);
  if (kind != GTS_SC_FLOAT || re != re || re == INFINITY || re == -INFINITY) return true;
  switch (dt) {
  case DT_F16: return re >= -65504.0 && re <= 65504.0;
  case DT_BF16: return re >= -3.3895313892515355e38 && re <= 3.3895313892515355e38;
  case DT_F32: return re >= -3.4028234663852886e38 && re <= 3.4028234663852886e38;
  }
  return true;
}

// scalar_dtypes sets aux, the dtype of its 0-dim tensor, of every
// GTS_SCALAR. GTS_SC_EXACT: the Scalar's own type. GTS_SC_PROMOTE: the
// Scalar overload makes the Scalar a wrapped number, which promotes with
// the tensors as the default dtype does (a float) and only when its
// category is higher; the stable ABI cannot make a wrapped number, and a
// 0-dim tensor promotes as itself. So: the exact type when the Tensor
// overload's result dtype is then the same (the value is read as the
// wrapped number's, ATen reading a cast 0-dim operand from its original),
// else the result dtype itself, where computing in it is what the Scalar
// overload does too (not float16/bfloat16, whose kernels read a wrapped
// number in float), else an error.
static char* scalar_dtypes(gts_arg* args, int32_t nargs) {
  uint64_t mask = 0;
  bool any = false, floats = false;
  for (int32_t i = 0; i < nargs; i++) {
    gts_arg* a = &args[i];
    if ((a->kind & ~GTS_OPT) != GTS_SCALAR) continue;
    int kind = (int)(a->n & 0xff);
    a->aux = exact_dtype(kind);
    if ((a->n & GTS_SC_ROUTE_MASK) != GTS_SC_PROMOTE) continue;
    any = true;
    floats = floats || kind == GTS_SC_FLOAT || kind == GTS_SC_COMPLEX;
    mask |= (uint64_t)a->n >> 16 & 0xffffffffu;
  }
  if (!any) return NULL;
  int dim, zero;
  char* err = tensor_dtypes(args, mask, &dim, &zero);
  if (err) return err;
  int dflt = DT_F32;
  // The default dtype matters only where a float Scalar's category wins.
  if (floats && promoted(args, nargs, dim, zero, true, 0, DT_F32) != promoted(args, nargs, dim, zero, true, 0, DT_F64)) {
    if ((err = default_dtype(&dflt))) return err;
    if (dflt != DT_F32 && dflt != DT_F64) return msgf("the default dtype is %d: the stable-ABI mode passes a float Scalar only when it is float32 or float64", dflt);
  }
  int want = promoted(args, nargs, dim, zero, true, 0, dflt);
  int as = -1;
  if (want == DT_UNDEF) return strdup("a complex Scalar with float16 or bfloat16 tensors: the result would be complex32, which the stable-ABI route does not make; use the typed mode");
  if (promoted(args, nargs, dim, zero, false, -2, dflt) == want) as = -2;
  else if (want != DT_F16 && want != DT_BF16 && promoted(args, nargs, dim, zero, false, want, dflt) == want) as = want;
  else return msgf("no exact stable-ABI route for a Scalar here: its result dtype %d comes only from a wrapped number (the Scalar overload), which the stable ABI cannot make; use the typed mode", want);
  for (int32_t i = 0; i < nargs; i++) {
    gts_arg* a = &args[i];
    if ((a->kind & ~GTS_OPT) != GTS_SCALAR || (a->n & GTS_SC_ROUTE_MASK) != GTS_SC_PROMOTE) continue;
    int64_t v;
    double re, im;
    int kind = scalar_parts(a, NULL, &v, &re, &im);
    // An integer made the result dtype must keep its value: an operator
    // that computes in float (div, xlogy, copysign…) reads the wrapped
    // number's, not a wrapped-around one.
    if (as >= 0 && (kind == GTS_SC_INT || kind == GTS_SC_BOOL) && !int_fits(want, v, true))
      return msgf("no exact stable-ABI route for the Scalar %lld here: the result dtype %d comes from a 0-dim tensor and cannot hold it; use the typed mode", (long long)v, want);
    if ((a->n & GTS_SC_CHECKED) && !checked_fits(want, kind, v, re))
      return msgf("value cannot be converted to the result dtype %d without overflow", want);
    if ((a->n & GTS_SC_NO_BOOL) && want == DT_BOOL) return strdup("not implemented for 'Bool' (the Scalar overload's kernel)");
    if ((a->n & GTS_SC_NO_REDUCED) && (want == DT_F16 || want == DT_BF16) && kind == GTS_SC_FLOAT)
      return strdup("a float Scalar with a float16 or bfloat16 result: ATen rounds it to that dtype first here, which no stable-ABI route reproduces; use the typed mode");
    if (as >= 0) a->aux = as;
  }
  return NULL;
}

// scalar_tensor makes the Scalar a 0-dim CPU tensor of dtype dt, its value
// converted as C++'s static_cast (c10::convert) does.
static char* scalar_tensor(const gts_arg* a, const uint64_t* words, int dt, uint64_t* out) {
  int64_t i;
  double re, im;
  int kind = scalar_parts(a, words, &i, &re, &im);
  bool integral = kind == GTS_SC_INT || kind == GTS_SC_BOOL;
  handle t = NULL;
  if (p_empty_strided(0, NULL, NULL, dt, 0, 0, &t) != 0) return failure("aoti_torch_empty_strided");
  void* p = NULL;
  if (p_get_data_ptr(t, &p) != 0) {
    p_delete_tensor(t);
    return failure("aoti_torch_get_data_ptr");
  }
  switch (dt) {
  case DT_U8: *(uint8_t*)p = integral ? (uint8_t)i : (uint8_t)re; break;
  case DT_I8: *(int8_t*)p = integral ? (int8_t)i : (int8_t)re; break;
  case DT_I16: *(int16_t*)p = integral ? (int16_t)i : (int16_t)re; break;
  case DT_I32: *(int32_t*)p = integral ? (int32_t)i : (int32_t)re; break;
  case DT_I64: *(int64_t*)p = integral ? i : (int64_t)re; break;
  case DT_BOOL: *(bool*)p = integral ? i != 0 : (re != 0 || im != 0); break;
  case DT_F32: *(float*)p = integral ? (float)i : (float)re; break;
  case DT_F64: *(double*)p = re; break;
  case DT_C64: ((float*)p)[0] = integral ? (float)i : (float)re, ((float*)p)[1] = (float)im; break;
  case DT_C128: ((double*)p)[0] = re, ((double*)p)[1] = im; break;
  default:
    p_delete_tensor(t);
    return msgf("internal error: a Scalar as a tensor of dtype %d", dt);
  }
  *out = (uint64_t)(uintptr_t)t;
  return NULL;
}

// scalar_double is a Scalar as the double a c_shim_aten.h function takes,
// when that is the same value: an int up to 2^53, a float, a complex with
// no imaginary part; bools where bool_ok.
static char* scalar_double(const gts_arg* a, const uint64_t* words, const char* what, bool bool_ok, double* out) {
  int64_t i;
  double im;
  int kind = scalar_parts(a, words, &i, out, &im);
  if (kind == GTS_SC_INT && (i > (1LL << 53) || i < -(1LL << 53)))
    return msgf("%s %lld: the stable-ABI route passes it as a double, exact only up to 2^53; use the typed mode", what, (long long)i);
  if (kind == GTS_SC_BOOL && !bool_ok) return msgf("%s: a bool Scalar is not passed by the stable-ABI route; use the typed mode", what);
  if (kind == GTS_SC_COMPLEX && im != 0) return msgf("%s: a complex Scalar is not passed by the stable-ABI route (it takes a double); use the typed mode", what);
  return NULL;
}

// unsigned_negative refuses a negative int for an unsigned tensor (t's
// dtype, or dt): c10 converts the int by wrapping it, the double these
// routes pass is an overflow error.
static char* unsigned_negative(const gts_arg* a, handle t, int32_t dt) {
  if ((a->n & 0xff) != GTS_SC_INT || (int64_t)a->v >= 0) return NULL;
  if (t && p_get_dtype(t, &dt) != 0) return failure("aoti_torch_get_dtype");
  if (dt != DT_U8 && dt != 27 && dt != 28 && dt != 29) return NULL; // uint8, uint16, uint32, uint64
  return msgf("a negative int Scalar for an unsigned tensor: the stable-ABI route passes it as a double, which ATen rejects where the typed mode wraps it; use the typed mode");
}

static char* need(void* fn, const char* name) {
  return fn ? NULL : msgf("this libtorch has no %s (c_shim_aten.h), which this operator's stable-ABI route calls", name);
}

// floating_result requires the result dtype of self and other to be a
// floating or complex one, and neither a bool tensor: the alpha of
// aoti_torch_aten_subtract_Tensor is a double, which ATen rejects beside
// integer tensors, and sub rejects bool ones where add takes them.
static char* floating_result(const gts_arg* args, const char* op) {
  int dim, zero;
  char* err = tensor_dtypes(args, 3, &dim, &zero);
  if (err) return err;
  int r = combine(dim, zero);
  bool has_bool = false;
  for (int j = 0; j < 2; j++) {
    int32_t dt = 0;
    if (p_get_dtype((handle)(uintptr_t)args[j].v, &dt) != 0) return failure("aoti_torch_get_dtype");
    has_bool = has_bool || dt == DT_BOOL;
  }
  // DT_UNDEF: complex32 (float16 with a complex tensor), a complex result.
  if ((r == DT_UNDEF || dt_float(r) || dt_complex(r)) && !has_bool) return NULL;
  return msgf("%s of integer or bool tensors: the stable ABI (2.10-2.14) carries no Scalar alpha and its one typed route, aoti_torch_aten_subtract_Tensor, takes alpha as a double, which ATen rejects for integer results and bool operands; use the typed mode", op);
}

// gts_route runs the route name (after "gts::") with args borrowed; a
// tensor result is a new handle in stack[0].
static char* gts_route(const char* name, gts_arg* args, int32_t nargs, const uint64_t* words, uint64_t* stack) {
  char* err = NULL;
  double d = 0;
  handle ret = NULL;
  handle a0 = (handle)(uintptr_t)args[0].v;
  stack[0] = 0;
  if (!strcmp(name, "add") || !strcmp(name, "sub") || !strcmp(name, "rsub")) {
    // add(self, other, alpha) is ATen's sub(self, other, -alpha): both are
    // add_stub with the alpha they compute; rsub(self, other) is sub(other, self).
    if ((err = need(p_aten_subtract, "aoti_torch_aten_subtract_Tensor"))) return err;
    if ((err = floating_result(args, name))) return err;
    if ((err = scalar_double(&args[2], words, "alpha", false, &d))) return err;
    handle a1 = (handle)(uintptr_t)args[1].v;
    if (!strcmp(name, "add")) d = -d;
    if (!strcmp(name, "rsub")) {
      handle t = a0;
      a0 = a1, a1 = t;
    }
    if (p_aten_subtract(a0, a1, d, &ret) != 0) return failure("aoti_torch_aten_subtract_Tensor");
  } else if (!strcmp(name, "fill_")) {
    if ((err = need(p_aten_fill_, "aoti_torch_aten_fill__Scalar"))) return err;
    if ((err = scalar_double(&args[1], words, "value", true, &d))) return err;
    if ((err = unsigned_negative(&args[1], a0, -1))) return err;
    if (p_aten_fill_(a0, d) != 0) return failure("aoti_torch_aten_fill__Scalar");
    return NULL;
  } else if (!strcmp(name, "constant_pad_nd")) {
    if ((err = need(p_aten_pad, "aoti_torch_aten_pad"))) return err;
    if ((err = scalar_double(&args[2], words, "value", true, &d))) return err;
    if ((err = unsigned_negative(&args[2], a0, -1))) return err;
    if (p_aten_pad(a0, (const int64_t*)(words + args[1].v), args[1].n, "constant", &d, &ret) != 0) return failure("aoti_torch_aten_pad");
  } else if (!strcmp(name, "full")) {
    // full(size, fill_value, *, dtype, layout, device, pin_memory): without
    // a dtype, ATen's is the fill value's (int64, bool, the default float).
    if ((err = need(p_aten_full, "aoti_torch_aten_full"))) return err;
    if ((err = scalar_double(&args[1], words, "fill_value", true, &d))) return err;
    int32_t dtype = 0, layout = 0, device = 0, pin = 0;
    int32_t* pdtype = NULL;
    int kind = (int)(args[1].n & 0xff);
    if (args[2].kind != GTS_NONE) {
      dtype = (int32_t)args[2].v, pdtype = &dtype;
      if ((err = unsigned_negative(&args[1], NULL, dtype))) return err;
    }
    else if (kind == GTS_SC_INT) dtype = DT_I64, pdtype = &dtype;
    else if (kind == GTS_SC_BOOL) dtype = DT_BOOL, pdtype = &dtype;
    else if (kind == GTS_SC_COMPLEX) return strdup("fill_value: a complex Scalar with no dtype: the stable-ABI route cannot make a complex tensor from it; pass a dtype or use the typed mode");
    if (args[3].kind != GTS_NONE) layout = (int32_t)args[3].v;
    int32_t device_index = -1;
    if (args[4].kind != GTS_NONE) device = (int32_t)(args[4].v >> 32), device_index = (int32_t)(uint32_t)args[4].v;
    if (args[5].kind != GTS_NONE) pin = (int32_t)args[5].v;
    if (p_aten_full((const int64_t*)(words + args[0].v), args[0].n, d, pdtype,
                    args[3].kind != GTS_NONE ? &layout : NULL, args[4].kind != GTS_NONE ? &device : NULL, device_index,
                    args[5].kind != GTS_NONE ? &pin : NULL, &ret) != 0)
      return failure("aoti_torch_aten_full");
  } else {
    return msgf("internal error: no stable-ABI route %s", name);
  }
  (void)nargs;
  stack[0] = (uint64_t)(uintptr_t)ret;
  return NULL;
}

// check rejects a nil or freed tensor before anything is converted, so a
// failed call leaks no new reference.
static char* check(const gts_arg* a, int32_t i, const uint64_t* words) {
  int32_t k = a->kind & ~GTS_OPT;
  if (k == GTS_TENSOR && a->v == 0) return msgf("argument %d: a nil or freed Tensor", i);
  if (k == GTS_UNSUPPORTED) return msgf("argument %d: the stable-ABI mode cannot pass this value (a Generator: pass nil for the default one)", i);
  if (k == GTS_VALUE && a->aux == GTS_AUX_DTYPE && dt_quantized((int)a->v))
    return msgf("argument %d: the quantized dtype %d: the stable ABI's conversion (2.10-2.14) carries no quantized dtype; use the typed mode", i, (int)a->v);
  if (k == GTS_TENSOR_LIST)
    for (int64_t j = 0; j < a->n; j++)
      if (words[a->v + j] == 0) return msgf("argument %d: element %lld is a nil or freed Tensor", i, (long long)j);
  return NULL;
}

static char* convert(const gts_arg* a, const uint64_t* words, uint64_t* out) {
  char* err = NULL;
  int32_t k = a->kind & ~GTS_OPT;
  uint64_t v = 0;
  switch (k) {
  case GTS_NONE:
    *out = 0; // from(nullptr)
    return NULL;
  case GTS_VALUE:
    v = a->v;
    break;
  case GTS_TENSOR:
    if ((err = new_ref(a->v, &v))) return err;
    break;
  case GTS_INT_LIST:
  case GTS_FLOAT_LIST:
  case GTS_BOOL_LIST:
  case GTS_TENSOR_LIST:
  case GTS_OPT_TENSOR_LIST: {
    handle l = NULL;
    if (p_new_list((size_t)a->n, &l) != 0) return failure("torch_new_list_reserve_size");
    for (int64_t j = 0; j < a->n; j++) {
      uint64_t e = words[a->v + j];
      if (k == GTS_TENSOR_LIST || (k == GTS_OPT_TENSOR_LIST && e != 0)) {
        if ((err = new_ref(e, &e))) return err;
        if (k == GTS_OPT_TENSOR_LIST && !(e = (uint64_t)(uintptr_t)new_box(e))) return strdup("out of memory");
      }
      if (p_list_push(l, e) != 0) return failure("torch_list_push_back");
    }
    v = (uint64_t)(uintptr_t)l;
    break;
  }
  case GTS_SCALAR:
    if ((a->n & GTS_SC_ROUTE_MASK) == GTS_SC_RAW) {
      *out = 0; // read by a gts:: route from the gts_arg itself
      return NULL;
    }
    if ((err = scalar_tensor(a, words, a->aux, &v))) return err;
    break;
  case GTS_STR: {
    handle s = NULL;
    if (p_new_string((const char*)(words + a->v), (size_t)a->n, &s) != 0) return failure("torch_new_string_handle");
    v = (uint64_t)(uintptr_t)s;
    break;
  }
  default:
    return msgf("unknown argument kind %d", a->kind);
  }
  if (a->kind & GTS_OPT) {
    uint64_t* box = new_box(v);
    if (!box) return strdup("out of memory");
    v = (uint64_t)(uintptr_t)box;
  }
  *out = v;
  return NULL;
}

// release frees what convert made of a (v) for a call that fails before
// torch_call_dispatcher takes the stack (libtorch owns it from there on).
static void release(const gts_arg* a, uint64_t v) {
  int32_t k = a->kind & ~GTS_OPT;
  if (!v || k == GTS_NONE) return;
  if (a->kind & GTS_OPT) {
    uint64_t* box = (uint64_t*)(uintptr_t)v;
    v = *box;
    free_box(box);
  }
  handle h = (handle)(uintptr_t)v;
  switch (k) {
  case GTS_TENSOR:
    p_delete_tensor(h);
    return;
  case GTS_SCALAR: // a 0-dim tensor, or 0 for a route's
    if (v) p_delete_tensor(h);
    return;
  case GTS_STR:
    p_delete_string(h);
    return;
  case GTS_INT_LIST:
  case GTS_FLOAT_LIST:
  case GTS_BOOL_LIST:
  case GTS_TENSOR_LIST:
  case GTS_OPT_TENSOR_LIST: {
    size_t n = 0;
    if (k == GTS_TENSOR_LIST || k == GTS_OPT_TENSOR_LIST) p_list_size(h, &n);
    for (size_t j = 0; j < n; j++) {
      uint64_t e = 0;
      if (p_list_get(h, j, &e) != 0 || !e) continue;
      if (k == GTS_OPT_TENSOR_LIST) {
        uint64_t* box = (uint64_t*)(uintptr_t)e;
        e = *box;
        free_box(box);
      }
      p_delete_tensor((handle)(uintptr_t)e);
    }
    p_delete_list(h);
    return;
  }
  }
}

static char* result(int32_t kind, uint64_t v, gts_arg* r) {
  r->kind = kind;
  r->v = v;
  r->n = 0;
  switch (kind) {
  case GTS_RET_VALUE:
    return NULL;
  case GTS_RET_TENSOR: {
    // An undefined tensor (an operator's absent result) is no tensor, as
    // in the typed mode.
    bool defined = false;
    if (v && (p_is_defined((handle)(uintptr_t)v, &defined) != 0 || !defined)) {
      p_delete_tensor((handle)(uintptr_t)v);
      r->v = 0;
      return NULL;
    }
    if (v && p_get_storage_size((handle)(uintptr_t)v, &r->n) != 0) r->n = 0;
    return NULL;
  }
  case GTS_RET_DROP:
    if (v) p_delete_tensor((handle)(uintptr_t)v);
    return NULL;
  case GTS_RET_STR: {
    handle s = (handle)(uintptr_t)v;
    size_t n = 0;
    const char* p = NULL;
    if (p_string_length(s, &n) != 0 || p_string_c_str(s, &p) != 0) return failure("torch_string_c_str");
    char* out = malloc(n + 1);
    memcpy(out, p, n);
    out[n] = 0;
    p_delete_string(s);
    r->v = (uint64_t)(uintptr_t)out;
    r->n = (int64_t)n;
    return NULL;
  }
  }
  handle l = (handle)(uintptr_t)v;
  size_t n = 0;
  if (p_list_size(l, &n) != 0) return failure("torch_list_size");
  uint64_t* out = kind == GTS_RET_DROP_LIST ? NULL : malloc((n + 1) * sizeof(uint64_t));
  for (size_t j = 0; j < n; j++) {
    uint64_t e = 0;
    if (p_list_get(l, j, &e) != 0) return failure("torch_list_get_item");
    bool defined = false;
    if (kind == GTS_RET_TENSOR_LIST && e && (p_is_defined((handle)(uintptr_t)e, &defined) != 0 || !defined)) {
      p_delete_tensor((handle)(uintptr_t)e); // an undefined element is no tensor
      e = 0;
    }
    if (out) out[j] = e;
    else p_delete_tensor((handle)(uintptr_t)e);
  }
  p_delete_list(l);
  r->v = (uint64_t)(uintptr_t)out;
  r->n = (int64_t)n;
  return NULL;
}

char* gts_call(const char* name, const char* overload, gts_arg* args, int32_t nargs,
               const uint8_t* rets, int32_t nrets, const uint64_t* words) {
  if (!p_call_dispatcher) return strdup("libtorch is not loaded");
  int32_t n = nargs > nrets ? nargs : nrets;
  uint64_t small[16];
  uint64_t* stack = n <= 16 ? small : calloc((size_t)n, sizeof(uint64_t));
  char* err = NULL;
  for (int32_t i = 0; i < nargs && !err; i++) err = check(&args[i], i, words);
  if (!err) err = scalar_dtypes(args, nargs);
  if (!err && strncmp(name, "gts::", 5) == 0) {
    // A route: the arguments stay borrowed; its result is a new handle in stack[0].
    err = gts_route(name + 5, args, nargs, words, stack);
    for (int32_t i = 0; i < nrets && !err; i++) err = result(rets[i], stack[i], &args[i]);
    if (stack != small) free(stack);
    return err;
  }
  // A conversion fails only when libtorch cannot allocate; what the
  // earlier ones made is then released. The stack is libtorch's once the
  // dispatcher has it, failed or not.
  int32_t done = 0;
  while (done < nargs && !err)
    if (!(err = convert(&args[done], words, &stack[done]))) done++;
  if (err)
    for (int32_t i = 0; i < done; i++) release(&args[i], stack[i]);
  if (!err && p_call_dispatcher(name, overload, stack, build_version) != 0) err = failure(name);
  for (int32_t i = 0; i < nrets && !err; i++) err = result(rets[i], stack[i], &args[i]);
  if (stack != small) free(stack);
  return err;
}

int64_t gts_storage_bytes(uint64_t h) {
  int64_t n = 0;
  if (h && p_get_storage_size((handle)(uintptr_t)h, &n) != 0) n = 0;
  return n;
}

void gts_tensor_free(uint64_t h) {
  if (h) p_delete_tensor((handle)(uintptr_t)h);
}

char* gts_tensor_meta(uint64_t h, int64_t* dim, const int64_t** sizes, int32_t* dtype,
                      int32_t* device_type, int32_t* device_index) {
  handle t = (handle)(uintptr_t)h;
  if (p_get_dtype(t, dtype) != 0 || p_get_device_type(t, device_type) != 0 || p_get_device_index(t, device_index) != 0)
    return failure("tensor metadata");
  int64_t* s = NULL;
  if (dim && (p_get_dim(t, dim) != 0 || p_get_sizes(t, &s) != 0)) return failure("tensor sizes");
  *sizes = s;
  return NULL;
}

static void contiguous_strides(int64_t ndim, const int64_t* sizes, int64_t* strides) {
  int64_t s = 1;
  for (int64_t i = ndim - 1; i >= 0; i--) {
    strides[i] = s;
    s *= sizes[i] > 1 ? sizes[i] : 1;
  }
}

char* gts_from_data(const void* data, int64_t nbytes, int64_t ndim, const int64_t* sizes,
                    int32_t dtype, uint64_t* ret) {
  int64_t strides[ndim > 0 ? ndim : 1];
  contiguous_strides(ndim, sizes, strides);
  handle t = NULL;
  if (p_empty_strided(ndim, sizes, strides, dtype, 0, 0, &t) != 0) return failure("aoti_torch_empty_strided");
  void* p = NULL;
  if (p_get_data_ptr(t, &p) != 0) {
    p_delete_tensor(t);
    return failure("aoti_torch_get_data_ptr");
  }
  if (nbytes > 0) memcpy(p, data, (size_t)nbytes);
  *ret = (uint64_t)(uintptr_t)t;
  return NULL;
}

char* gts_copy_out(uint64_t h, void* dst, int64_t nbytes, int32_t dtype) {
  handle src = (handle)(uintptr_t)h;
  // A sparse or MKL-DNN tensor is copied from its dense form (aten::to_dense,
  // as the typed mode's copy does).
  int32_t layout = 0;
  if (p_get_layout(src, &layout) != 0) return failure("aoti_torch_get_layout");
  if (layout != 0) {
    uint64_t stack[3] = {0, 0, 0}; // self, dtype=None, masked_grad=None
    char* err = new_ref(h, &stack[0]);
    if (err) return err;
    if (p_call_dispatcher("aten::to_dense", "", stack, build_version) != 0) return failure("aten::to_dense");
    err = gts_copy_out(stack[0], dst, nbytes, dtype);
    p_delete_tensor((handle)(uintptr_t)stack[0]);
    return err;
  }
  int64_t dim = 0;
  int64_t* sizes = NULL;
  if (p_get_dim(src, &dim) != 0 || p_get_sizes(src, &sizes) != 0) return failure("tensor metadata");
  int64_t strides[dim > 0 ? dim : 1];
  contiguous_strides(dim, sizes, strides);
  // A CPU tensor over dst (nothing keeps it past this call) that copy_
  // fills from any device, dtype or layout.
  handle view = NULL;
  if (p_from_blob(dst, dim, sizes, strides, 0, dtype, 0, 0, &view) != 0) return failure("aoti_torch_create_tensor_from_blob");
  char* err = NULL;
  if (nbytes > 0 && p_copy_(view, src, 0) != 0) err = failure("aoti_torch_copy_");
  p_delete_tensor(view);
  return err;
}

// Package nn's and data's needs (nn.go): strides, grad mode, scopes.

char* gts_tensor_strides(uint64_t h, int64_t* dim, const int64_t** strides) {
  handle t = (handle)(uintptr_t)h;
  int64_t* s = NULL;
  if (p_get_dim(t, dim) != 0 || p_get_strides(t, &s) != 0) return failure("tensor strides");
  *strides = s;
  return NULL;
}

bool gts_grad_enabled(void) { return p_grad_enabled(); }

void gts_set_grad_enabled(bool on) { p_set_grad_enabled(on); }

// The thread's current scope (its cgo.Handle), as gotorch.h's gt_scope_swap.
static __thread uint64_t current_scope;

uint64_t gts_scope_swap(uint64_t id) {
  uint64_t prev = current_scope;
  current_scope = id;
  return prev;
}

uint64_t gts_scope_current(void) { return current_scope; }

// gts_baddbmm is baddbmm(self, batch1, batch2, beta=beta, alpha=alpha)
// into a new tensor by the device's kernel, aoti_torch_cpu_baddbmm_out or
// aoti_torch_cuda_baddbmm_out (c_shim_cpu.h, c_shim_cuda.h: beta and alpha
// as doubles; at::cpu::/at::cuda::baddbmm_out, the kernel the operator
// runs, so the same bits, but no autograd record). The shim calls the
// kernel without the dispatcher's device checks: every tensor must be on
// one device, checked here. out starts empty and the kernel sizes it.
char* gts_baddbmm(uint64_t self, uint64_t batch1, uint64_t batch2, double beta, double alpha, uint64_t* ret) {
  handle ts[3] = {(handle)(uintptr_t)self, (handle)(uintptr_t)batch1, (handle)(uintptr_t)batch2};
  int32_t type[3], index[3];
  for (int i = 0; i < 3; i++)
    if (p_get_device_type(ts[i], &type[i]) != 0 || p_get_device_index(ts[i], &index[i]) != 0) return failure("tensor device");
  for (int i = 1; i < 3; i++)
    if (type[i] != type[0] || index[i] != index[0])
      return msgf("Expected all tensors to be on the same device, but found device type %d index %d (%s) and device type %d index %d (self)",
                  type[i], index[i], i == 1 ? "batch1" : "batch2", type[0], index[0]);
  err_t (*fn)(handle, handle, handle, handle, double, double) = NULL;
  const char* name = NULL;
  switch (type[0]) {
  case 0: fn = p_cpu_baddbmm_out, name = "aoti_torch_cpu_baddbmm_out (c_shim_cpu.h)"; break;
  case 1: fn = p_cuda_baddbmm_out, name = "aoti_torch_cuda_baddbmm_out (c_shim_cuda.h)"; break;
  default: return msgf("baddbmm over the stable C ABI: tensors of device type %d: only CPU and CUDA have a kernel in its shims", type[0]);
  }
  if (!fn) return msgf("this libtorch has no %s, which baddbmm calls in the stable-ABI mode", name);
  int32_t dtype = 0;
  if (p_get_dtype(ts[1], &dtype) != 0) return failure("aoti_torch_get_dtype");
  int64_t size = 0, stride = 1;
  handle out = NULL;
  if (p_empty_strided(1, &size, &stride, dtype, type[0], index[0], &out) != 0) return failure("aoti_torch_empty_strided");
  if (fn(out, ts[0], ts[1], ts[2], beta, alpha) != 0) {
    char* err = failure(type[0] == 0 ? "aoti_torch_cpu_baddbmm_out" : "aoti_torch_cuda_baddbmm_out");
    p_delete_tensor(out);
    return err;
  }
  *ret = (uint64_t)(uintptr_t)out;
  return NULL;
}

// Tensor's accessors that are no operator (accessors.go), each one
// function of the stable C shim: aoti_torch_is_defined, _get_layout,
// _get_data_ptr (C++'s data_ptr(): NULL for an empty tensor, the storage's
// data plus the offset otherwise), _get_storage_size (the storage's
// bytes; an error for a tensor with no storage), _new_tensor_handle (a new
// reference to the same tensor, C++'s copy of an at::Tensor).

char* gts_tensor_defined(uint64_t h, bool* out) {
  if (p_is_defined((handle)(uintptr_t)h, out) != 0) return failure("aoti_torch_is_defined");
  return NULL;
}

char* gts_tensor_layout(uint64_t h, int32_t* out) {
  if (p_get_layout((handle)(uintptr_t)h, out) != 0) return failure("aoti_torch_get_layout");
  return NULL;
}

char* gts_tensor_data_ptr(uint64_t h, uintptr_t* out) {
  void* p = NULL;
  if (p_get_data_ptr((handle)(uintptr_t)h, &p) != 0) return failure("aoti_torch_get_data_ptr");
  *out = (uintptr_t)p;
  return NULL;
}

char* gts_tensor_storage_nbytes(uint64_t h, int64_t* out) {
  if (p_get_storage_size((handle)(uintptr_t)h, out) != 0) return failure("aoti_torch_get_storage_size");
  return NULL;
}

char* gts_tensor_new_ref(uint64_t h, uint64_t* out) { return new_ref(h, out); }
