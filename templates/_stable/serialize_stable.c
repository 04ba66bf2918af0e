// serialize_stable.c: the raw data access torch.Load and Save need in the
// stable-ABI mode (serialize_stable.go), over aoti_torch_* functions of
// the libtorch gts_load opened (RTLD_GLOBAL, or the linked one in the
// hybrid): resolved here on first use, so stable.c's table stays as it is.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stable.h"

typedef int32_t err_t;
typedef void* handle;

static err_t (*s_data_ptr)(handle, void**);
static err_t (*s_storage_size)(handle, int64_t*);
static err_t (*s_storage_offset)(handle, int64_t*);
static err_t (*s_dim)(handle, int64_t*);
static err_t (*s_strides)(handle, int64_t**);
static err_t (*s_layout)(handle, int32_t*);
static err_t (*s_device_type)(handle, int32_t*);
static int s_resolved;

static char* ser_msg(const char* what) {
  char* s = NULL;
  if (asprintf(&s, "%s", what) < 0) return strdup("out of memory");
  return s;
}

static char* resolve(void) {
  if (s_resolved) return NULL;
  struct {
    const char* name;
    void** fn;
  } fns[] = {
      {"aoti_torch_get_data_ptr", (void**)&s_data_ptr},
      {"aoti_torch_get_storage_size", (void**)&s_storage_size},
      {"aoti_torch_get_storage_offset", (void**)&s_storage_offset},
      {"aoti_torch_get_dim", (void**)&s_dim},
      {"aoti_torch_get_strides", (void**)&s_strides},
      {"aoti_torch_get_layout", (void**)&s_layout},
      {"aoti_torch_get_device_type", (void**)&s_device_type},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
    *fns[i].fn = dlsym(RTLD_DEFAULT, fns[i].name);
    if (!*fns[i].fn) {
      char* s = NULL;
      if (asprintf(&s, "libtorch has no %s", fns[i].name) < 0) return strdup("out of memory");
      return s;
    }
  }
  s_resolved = 1; // the same values on every thread: a race writes them twice
  return NULL;
}

// gts_ser_meta reads what Save writes of tensor h: its layout and, for a
// strided one, its strides (borrowed), storage offset (elements), storage
// size (bytes) and, on the CPU, its data pointer (0 elsewhere).
char* gts_ser_meta(uint64_t h, int32_t* layout, int64_t* ndim, const int64_t** strides, int64_t* offset,
                   int64_t* nbytes, uintptr_t* data) {
  char* err = resolve();
  if (err) return err;
  handle t = (handle)(uintptr_t)h;
  if (s_layout(t, layout) != 0) return ser_msg("aoti_torch_get_layout failed");
  if (*layout != 0) return NULL; // no strides or storage: Save refuses it
  int64_t* s = NULL;
  void* p = NULL;
  int32_t dev = 0;
  if (s_dim(t, ndim) != 0 || s_strides(t, &s) != 0 || s_storage_offset(t, offset) != 0 || s_storage_size(t, nbytes) != 0 ||
      s_device_type(t, &dev) != 0)
    return ser_msg("reading the tensor's strides and storage failed");
  *strides = s;
  *data = 0;
  // The data pointer of a CPU tensor only: Save copies others to the CPU.
  if (dev == 0) {
    if (s_data_ptr(t, &p) != 0) return ser_msg("aoti_torch_get_data_ptr failed");
    *data = (uintptr_t)p;
  }
  return NULL;
}

// gts_ser_copy copies the storage of CPU tensor h (nbytes, its elements
// elem bytes each) into dst.
char* gts_ser_copy(uint64_t h, int64_t elem, void* dst, int64_t nbytes) {
  char* err = resolve();
  if (err) return err;
  handle t = (handle)(uintptr_t)h;
  int64_t have = 0, offset = 0;
  int32_t dev = 0;
  void* p = NULL;
  if (s_storage_size(t, &have) != 0 || s_storage_offset(t, &offset) != 0 || s_device_type(t, &dev) != 0)
    return ser_msg("reading the tensor's storage failed");
  if (dev != 0) return ser_msg("not a CPU tensor");
  if (have != nbytes) {
    char* s = NULL;
    if (asprintf(&s, "storage holds %lld bytes, expected %lld", (long long)have, (long long)nbytes) < 0) return strdup("out of memory");
    return s;
  }
  if (nbytes == 0) return NULL;
  if (s_data_ptr(t, &p) != 0) return ser_msg("aoti_torch_get_data_ptr failed");
  if (!p) return ser_msg("the storage has no data (a ZeroTensor's)");
  memcpy(dst, (char*)p - offset * elem, (size_t)nbytes);
  return NULL;
}

// gts_ser_write copies n bytes from src into the data of h, a new 1-D
// uint8 CPU tensor (contiguous), from byte offset on: Load streams a
// storage into its tensor.
char* gts_ser_write(uint64_t h, int64_t offset, const void* src, int64_t n) {
  char* err = resolve();
  if (err) return err;
  handle t = (handle)(uintptr_t)h;
  int32_t dev = 0;
  int64_t have = 0, soff = 0;
  void* p = NULL;
  if (s_device_type(t, &dev) != 0 || s_storage_size(t, &have) != 0 || s_storage_offset(t, &soff) != 0)
    return ser_msg("reading the tensor's storage failed");
  if (dev != 0 || soff != 0) return ser_msg("not a CPU tensor at the start of its storage");
  if (offset < 0 || n < 0 || offset > have || n > have - offset) {
    char* s = NULL;
    if (asprintf(&s, "writing %lld bytes at %lld into a tensor of %lld", (long long)n, (long long)offset, (long long)have) < 0)
      return strdup("out of memory");
    return s;
  }
  if (n == 0) return NULL;
  if (s_data_ptr(t, &p) != 0 || !p) return ser_msg("aoti_torch_get_data_ptr failed");
  memcpy((char*)p + offset, src, (size_t)n);
  return NULL;
}
