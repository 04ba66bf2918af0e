// stable.c: libtorch's stable C ABI, loaded at run time (see stable.h).
// Plain C: the package compiles no C++ in this mode.
#define _GNU_SOURCE
#include <dlfcn.h>
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
// Optional: 2.13 and later.
static const char* (*p_exception_what)(void);
static err_t (*p_new_ivalue)(uint64_t**);
// The optionals' boxes are freed by libtorch with C++ delete (before 2.13)
// or torch_delete_stable_ivalue: without torch_new_stable_ivalue they come
// from C++'s own operator new, which libtorch's libstdc++ exports.
static void* (*p_operator_new)(size_t);

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

#define RESOLVE(lib, var, name, required)                                        \
  do {                                                                           \
    *(void**)(&var) = dlsym(lib, name);                                          \
    if (!var && required) return msgf("%s: no symbol %s: libtorch 2.10 or later is needed", path, name); \
  } while (0)

char* gts_load(const char* path, uint64_t* abi) {
  void* lib = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
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
  RESOLVE(lib, p_exception_what, "torch_exception_get_what_without_backtrace", false);
  RESOLVE(lib, p_new_ivalue, "torch_new_stable_ivalue", false);
  if (!p_new_ivalue) {
    *(void**)(&p_operator_new) = dlsym(RTLD_DEFAULT, "_Znwm");
    if (!p_operator_new) return msgf("%s: no C++ operator new (_Znwm) among the loaded libraries", path);
  }
  *abi = p_abi_version();
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

// new_ref takes a new reference of a borrowed tensor handle (the stack
// owns what it holds).
static char* new_ref(uint64_t h, uint64_t* out) {
  handle nh = NULL;
  if (p_new_tensor_handle((handle)(uintptr_t)h, &nh) != 0) return failure("aoti_torch_new_tensor_handle");
  *out = (uint64_t)(uintptr_t)nh;
  return NULL;
}

// check rejects a nil or freed tensor before anything is converted, so a
// failed call leaks no new reference.
static char* check(const gts_arg* a, int32_t i, const uint64_t* words) {
  int32_t k = a->kind & ~GTS_OPT;
  if (k == GTS_TENSOR && a->v == 0) return msgf("argument %d: a nil or freed Tensor", i);
  if (k == GTS_UNSUPPORTED) return msgf("argument %d: the stable-ABI mode cannot pass this value (a Generator: pass nil for the default one)", i);
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
  // A conversion fails only when libtorch cannot allocate; what the
  // earlier ones made is then not released (the stack's ownership is
  // libtorch's from here on).
  for (int32_t i = 0; i < nargs && !err; i++) err = convert(&args[i], words, &stack[i]);
  if (!err && p_call_dispatcher(name, overload, stack, GTS_TARGET_VERSION) != 0) err = failure(name);
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
    if (p_call_dispatcher("aten::to_dense", "", stack, GTS_TARGET_VERSION) != 0) return failure("aten::to_dense");
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
