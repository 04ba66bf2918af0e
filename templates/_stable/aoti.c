// aoti.c: a .pt2 package's model library through its C entry point (see
// aoti.h). Plain C: the library is dlopen'ed from a memfd, its functions
// resolved by name; libtorch's handle functions come from the libtorch the
// package loaded (gts_load, RTLD_GLOBAL) or linked.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "aoti.h"
#include "stable.h"

typedef int32_t rt_err; // AOTIRuntimeError: 0 is success
typedef void* handle;   // AtenTensorHandle, AOTInductorModelContainerHandle

// AOTInductorConstantMapEntry: a name and a borrowed tensor.
typedef struct {
  const char* name;
  handle tensor;
} constant_entry;

struct gts_aoti {
  void* lib;
  int fd; // the duplicate of the caller's fd the library is named by, or -1
  handle container;
  size_t n_in, n_out; // the model's, checked before each run: Run throws
                      // a C++ exception on others, which C cannot catch
  rt_err (*create)(handle*, size_t, const char*, const char*);
  rt_err (*delete_)(handle);
  rt_err (*run)(handle, handle*, size_t, handle*, size_t, handle, handle);
  rt_err (*run_single)(handle, handle*, size_t, handle*, size_t, handle, handle);
  rt_err (*num_inputs)(handle, size_t*);
  rt_err (*num_outputs)(handle, size_t*);
  rt_err (*input_name)(handle, size_t, const char**);
  rt_err (*output_name)(handle, size_t, const char**);
  rt_err (*call_spec)(handle, const char**, const char**);
  rt_err (*num_constants)(handle, size_t*);
  rt_err (*constant_name)(handle, size_t, const char**);
  rt_err (*constant_fqn)(handle, size_t, const char**);
  rt_err (*constant_dtype)(handle, size_t, int32_t*);
  rt_err (*constant_size)(handle, size_t, size_t*);
  rt_err (*constant_folded)(handle, size_t, bool*);
  rt_err (*update_pairs)(handle, const constant_entry*, size_t, bool, bool);
  rt_err (*swap)(handle);
  rt_err (*extract)(handle, const constant_entry**, size_t*, bool); // optional
  rt_err (*last_error)(const char**); // optional: libraries of 2.13 and later
  int32_t (*new_handle)(handle, handle*);
  int32_t (*delete_tensor)(handle);
};

static char* msgf(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char* s = NULL;
  if (vasprintf(&s, fmt, ap) < 0) s = NULL;
  va_end(ap);
  return s ? s : strdup("out of memory");
}

// failed is the message of the model library's last failed call on this
// thread (AOTInductorGetLastError), or a note that it printed it.
static char* failed(gts_aoti* m, const char* fn) {
  const char* e = NULL;
  if (m->last_error && m->last_error(&e) == 0 && e && *e) return strdup(e);
  return msgf("%s failed (the package printed its message on stderr)", fn);
}

int gts_aoti_memfd(void) { return memfd_create("gotorch-pt2-model", MFD_CLOEXEC); }

#define SYM(field, name, required)                                                       \
  do {                                                                                   \
    *(void**)(&m->field) = dlsym(m->lib, name);                                          \
    if (!m->field && required) {                                                         \
      err = msgf("the model library has no %s: not an AOTInductor model library", name); \
      goto fail;                                                                         \
    }                                                                                    \
  } while (0)

char* gts_aoti_open(int fd, const char* device, int64_t num_models, const char* cubin_dir, gts_aoti** out) {
  gts_aoti* m = calloc(1, sizeof *m);
  if (!m) return strdup("out of memory");
  m->fd = -1;
  char* err = NULL;
  // dlopen finds a library by its name first, and a model's library stays
  // loaded after dlclose (C++ libraries with thread-local destructors do):
  // a library once loaded from a descriptor of some number would be
  // returned for a new one of that number. The library is named by a
  // duplicate of fd whose number names no loaded library; it stays open,
  // the model's own, until gts_aoti_close.
  char path[64];
  for (int min = 0;; ) {
    int d = fcntl(fd, F_DUPFD_CLOEXEC, min);
    if (d < 0) {
      err = msgf("a descriptor for the model library: %s", strerror(errno));
      goto fail;
    }
    snprintf(path, sizeof path, "/proc/self/fd/%d", d);
    void* old = dlopen(path, RTLD_NOW | RTLD_NOLOAD);
    if (!old) {
      m->fd = d;
      break;
    }
    dlclose(old);
    close(d);
    min = d + 1;
  }
  // RTLD_LOCAL, as libtorch's own runner: models of two packages define
  // the same names.
  m->lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!m->lib) {
    err = msgf("loading the model library: %s", dlerror());
    goto fail;
  }
  SYM(create, "AOTInductorModelContainerCreateWithDevice", true);
  SYM(delete_, "AOTInductorModelContainerDelete", true);
  SYM(run, "AOTInductorModelContainerRun", true);
  SYM(run_single, "AOTInductorModelContainerRunSingleThreaded", false);
  SYM(num_inputs, "AOTInductorModelContainerGetNumInputs", true);
  SYM(num_outputs, "AOTInductorModelContainerGetNumOutputs", true);
  SYM(input_name, "AOTInductorModelContainerGetInputName", true);
  SYM(output_name, "AOTInductorModelContainerGetOutputName", true);
  SYM(call_spec, "AOTInductorModelContainerGetCallSpec", true);
  SYM(num_constants, "AOTInductorModelContainerGetNumConstants", true);
  SYM(constant_name, "AOTInductorModelContainerGetConstantName", true);
  SYM(constant_fqn, "AOTInductorModelContainerGetConstantOriginalFQN", true);
  SYM(constant_dtype, "AOTInductorModelContainerGetConstantDtype", true);
  SYM(constant_size, "AOTInductorModelContainerGetConstantDataSize", true);
  SYM(constant_folded, "AOTInductorModelContainerGetConstantFromFolded", true);
  SYM(update_pairs, "AOTInductorModelContainerUpdateConstantBufferPairs", false);
  SYM(swap, "AOTInductorModelContainerSwapConstantBuffer", true);
  SYM(last_error, "AOTInductorGetLastError", false);
  SYM(extract, "AOTInductorModelContainerExtractConstantsMapEntries", false);
  *(void**)(&m->new_handle) = dlsym(RTLD_DEFAULT, "aoti_torch_new_tensor_handle");
  *(void**)(&m->delete_tensor) = dlsym(RTLD_DEFAULT, "aoti_torch_delete_tensor_object");
  if (!m->new_handle || !m->delete_tensor) {
    err = strdup("libtorch's aoti_torch_new_tensor_handle is not loaded (call Load first)");
    goto fail;
  }
  if (num_models < 1) {
    err = msgf("NumRunners must be at least 1, not %lld", (long long)num_models);
    goto fail;
  }
  if (m->create(&m->container, (size_t)num_models, device, cubin_dir) != 0) {
    err = failed(m, "AOTInductorModelContainerCreateWithDevice");
    m->container = NULL;
    goto fail;
  }
  if (m->num_inputs(m->container, &m->n_in) != 0 || m->num_outputs(m->container, &m->n_out) != 0) {
    err = failed(m, "AOTInductorModelContainerGetNumInputs");
    goto fail;
  }
  *out = m;
  return NULL;
fail:
  gts_aoti_close(m);
  return err;
}

void gts_aoti_close(gts_aoti* m) {
  if (!m) return;
  if (m->container) m->delete_(m->container);
  if (m->lib) dlclose(m->lib);
  if (m->fd >= 0) close(m->fd);
  free(m);
}

char* gts_aoti_counts(gts_aoti* m, int64_t* inputs, int64_t* outputs, int64_t* constants) {
  size_t c = 0;
  if (m->num_constants(m->container, &c) != 0) return failed(m, "AOTInductorModelContainerGetNumConstants");
  *inputs = (int64_t)m->n_in, *outputs = (int64_t)m->n_out, *constants = (int64_t)c;
  return NULL;
}

char* gts_aoti_name(gts_aoti* m, int kind, int64_t i, const char** name) {
  *name = NULL;
  rt_err (*f)(handle, size_t, const char**) =
      kind == 0 ? m->input_name : kind == 1 ? m->output_name : kind == 2 ? m->constant_name : m->constant_fqn;
  if (f(m->container, (size_t)i, name) != 0) return failed(m, "AOTInductorModelContainerGet...Name");
  if (!*name) *name = "";
  return NULL;
}

char* gts_aoti_constant(gts_aoti* m, int64_t i, int32_t* dtype, int64_t* bytes, int32_t* folded) {
  size_t n = 0;
  bool f = false;
  if (m->constant_dtype(m->container, (size_t)i, dtype) != 0) return failed(m, "AOTInductorModelContainerGetConstantDtype");
  if (m->constant_size(m->container, (size_t)i, &n) != 0) return failed(m, "AOTInductorModelContainerGetConstantDataSize");
  if (m->constant_folded(m->container, (size_t)i, &f) != 0)
    return failed(m, "AOTInductorModelContainerGetConstantFromFolded");
  *bytes = (int64_t)n, *folded = f;
  return NULL;
}

char* gts_aoti_call_spec(gts_aoti* m, const char** in_spec, const char** out_spec) {
  *in_spec = *out_spec = NULL;
  if (m->call_spec(m->container, in_spec, out_spec) != 0) return failed(m, "AOTInductorModelContainerGetCallSpec");
  if (!*in_spec) *in_spec = "";
  if (!*out_spec) *out_spec = "";
  return NULL;
}

// The model's arrays of handles live on this stack up to this many; more
// are malloc'ed.
#define STACK_HANDLES 16

char* gts_aoti_run(gts_aoti* m, int single_threaded, const uint64_t* in, int64_t n_in, uint64_t* outs,
                   int64_t* bytes, int64_t n_out) {
  if ((size_t)n_in != m->n_in) return msgf("expected inputs vector size to be %zu, but got %lld", m->n_in, (long long)n_in);
  if ((size_t)n_out != m->n_out)
    return msgf("expected outputs vector size to be %zu, but got %lld", m->n_out, (long long)n_out);
  handle ib[STACK_HANDLES], ob[STACK_HANDLES];
  handle* ih = n_in <= STACK_HANDLES ? ib : malloc(sizeof(handle) * (size_t)n_in);
  handle* oh = n_out <= STACK_HANDLES ? ob : malloc(sizeof(handle) * (size_t)n_out);
  char* err = NULL;
  int64_t made = 0;
  if (!ih || !oh) {
    err = strdup("out of memory");
    goto done;
  }
  // The model steals its inputs: each gets a new reference to the
  // caller's tensor, which stays the caller's.
  for (; made < n_in; made++) {
    if (m->new_handle((handle)(uintptr_t)in[made], &ih[made]) != 0) {
      err = strdup("aoti_torch_new_tensor_handle failed");
      goto done;
    }
  }
  for (int64_t i = 0; i < n_out; i++) oh[i] = NULL;
  rt_err (*run)(handle, handle*, size_t, handle*, size_t, handle, handle) =
      single_threaded && m->run_single ? m->run_single : m->run;
  made = 0; // stolen, whatever the outcome
  if (run(m->container, ih, (size_t)n_in, oh, (size_t)n_out, NULL, NULL) != 0) {
    err = failed(m, "AOTInductorModelContainerRun");
    goto done;
  }
  for (int64_t i = 0; i < n_out; i++) {
    if (outs[i]) m->delete_tensor((handle)(uintptr_t)outs[i]);
    outs[i] = (uint64_t)(uintptr_t)oh[i];
    bytes[i] = oh[i] ? gts_storage_bytes(outs[i]) : 0;
  }
done:
  for (int64_t i = 0; i < made; i++) m->delete_tensor(ih[i]);
  if (ih != ib) free(ih);
  if (oh != ob) free(oh);
  return err;
}

char* gts_aoti_load_constant(gts_aoti* m, const char* name, uint64_t h, int use_inactive) {
  if (!m->update_pairs)
    return strdup("the model library has no AOTInductorModelContainerUpdateConstantBufferPairs (a package "
                  "of an older libtorch: load its constants in the typed mode)");
  constant_entry e = {name, (handle)(uintptr_t)h};
  if (m->update_pairs(m->container, &e, 1, use_inactive != 0, false) != 0)
    return failed(m, "AOTInductorModelContainerUpdateConstantBufferPairs");
  return NULL;
}

char* gts_aoti_swap(gts_aoti* m) {
  if (m->swap(m->container) != 0) return failed(m, "AOTInductorModelContainerSwapConstantBuffer");
  return NULL;
}

char* gts_aoti_constant_tensor(gts_aoti* m, const char* fqn, uint64_t* out) {
  *out = 0;
  const constant_entry* es = NULL;
  size_t n = 0;
  if (!m->extract) return NULL;
  if (m->extract(m->container, &es, &n, false) != 0) return failed(m, "AOTInductorModelContainerExtractConstantsMapEntries");
  for (size_t i = 0; i < n; i++) {
    if (strcmp(es[i].name, fqn) != 0) continue;
    handle h = NULL;
    if (m->new_handle(es[i].tensor, &h) != 0) return strdup("aoti_torch_new_tensor_handle failed");
    *out = (uint64_t)(uintptr_t)h;
    break;
  }
  return NULL;
}
