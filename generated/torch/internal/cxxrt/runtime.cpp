// runtime.cpp: the hand-written part of the C ABI (gotorch.h): tensor
// lifecycle, data transfer, queries, autograd, random generators, version
// and the CUDA device helpers. The generated operator shims live elsewhere.
//
// Only slim ATen headers are included (not torch/torch.h) to keep the
// package's compile time down.
#include "../../gotorch_support.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Context.h>
#include <ATen/Version.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/zeros.h>
#include <ATen/Parallel.h>
#include <ATen/ScalarOps.h>
#include <c10/core/GradMode.h>
#include <c10/core/InferenceMode.h>
#include <dlfcn.h>
// torch/cuda.h declares torch::cuda::synchronize/manual_seed; it needs no
// CUDA headers and its functions live in libtorch_cpu, so the CPU-only
// builds compile and link it too (they raise "No CUDA GPUs are available").
#include <torch/cuda.h>

#include <cstddef>
#include <cstring>
#include <limits>
#include <mutex>
#include <sstream>

#if defined(__has_include)
#if __has_include(<torch/version.h>)
#include <torch/version.h>
#endif
#endif

extern "C" {
// Aligned to a cache line of its own: every wrap and free writes it.
alignas(64) gt_stats_t gt_stats = {0, 0};
}

namespace {

// out_string hands a copy of s to the Go side, which frees it.
char* out_string(const std::string& s, char** out) {
  char* p = static_cast<char*>(std::malloc(s.size() + 1));
  if (p == nullptr) throw std::bad_alloc();
  std::memcpy(p, s.data(), s.size());
  p[s.size()] = '\0';
  *out = p;
  return nullptr;
}

// zeros_of is the zeros a ZeroTensor stands for: a new contiguous CPU
// tensor of its shape and dtype.
at::Tensor zeros_of(const at::Tensor& t) {
  return at::zeros(t.sizes(), at::TensorOptions().dtype(t.scalar_type()));
}

// readable turns any tensor into a dense, contiguous CPU tensor whose memory
// holds exactly the values the tensor denotes.
at::Tensor readable(const at::Tensor& t) {
  // A ZeroTensor (the gradient of sgn of a real tensor, for one) has a
  // storage with no data: its zeros are made, as PyTorch's clone and copy_
  // do. One bit test for every other tensor.
  if (t._is_zerotensor()) return zeros_of(t);
  at::Tensor r = t;
  if (r.layout() != at::kStrided) r = r.to_dense();
  if (!r.device().is_cpu()) r = r.to(at::kCPU);
  r = r.resolve_conj().resolve_neg();
  return r.contiguous();
}

}  // namespace

namespace {

// accounted_bytes is what a handle to t adds to gt_stats.live_bytes: a
// fixed overhead for the TensorImpl, StorageImpl and handle behind it, plus
// the bytes of its storage when the handle is that storage's owner: t is
// no view (a view's storage is its base's), no second handle to a
// TensorImpl (a shallow clone's is its original's), and its storage is its
// own — or shared only because autograd saved t for backward (then t
// requires grad), whereas a detached or aliased tensor shares another's.
// So an expansion of a big tensor costs its overhead only. If the owner's
// handle is freed first, the storage goes unaccounted until the others are
// freed too: an underestimate, and cheap (no table of storages per call).
// Tensors without storage (sparse) count their elements. autograd is
// whether t has autograd state: without it t is no view and requires no
// grad, which spares the out-of-line calls that ask (most results).
int64_t accounted_bytes(const at::Tensor& t, bool autograd) noexcept {
  try {
    const c10::TensorImpl* impl = t.unsafeGetTensorImpl();
    if (t.use_count() > 1 || (autograd && t.is_view())) return GT_HANDLE_OVERHEAD;
    if (impl->has_storage()) {
      const c10::Storage& s = impl->unsafe_storage();
      if (s.use_count() > 1 && !(autograd && t.requires_grad())) return GT_HANDLE_OVERHEAD;
      return static_cast<int64_t>(s.nbytes()) + GT_HANDLE_OVERHEAD;
    }
    return impl->numel() * static_cast<int64_t>(impl->itemsize()) + GT_HANDLE_OVERHEAD;
  } catch (...) {
    return GT_HANDLE_OVERHEAD;
  }
}

// current_scope is the scope that wrap stamps on new handles: per thread,
// as the Go side locks a scope's goroutine to its thread (scope.go).
thread_local uint64_t current_scope = 0;

}  // namespace

// small_bit, the top bit of gt_tensor_out.scope (scope ids never reach
// it), marks a handle whose Free may be queued and released later with
// others in one call (freequeue.go): the first owner of a storage of at
// most small_storage_bytes that an allocator made (not memory lent by
// from_blob: a mapped file's small tensor keeps the whole mapping), with
// no autograd state, so that a queued handle keeps no autograd graph, no
// gradient and nothing big alive.
constexpr uint64_t small_bit = uint64_t(1) << 63;
constexpr int64_t small_storage_bytes = 16 << 10;

namespace {

// handle_of moves a defined result into a new handle, uncounted (wrap and
// replace_output count it). The handle is the TensorImpl* itself: the
// result's reference moves into it, and nothing is allocated.
gt_tensor_out handle_of(at::Tensor&& t) noexcept {
  const c10::TensorImpl* impl = t.unsafeGetTensorImpl();
  bool autograd = impl->autograd_meta() != nullptr;
  int64_t bytes = accounted_bytes(t, autograd);
  uint64_t scope = current_scope;
  if (!autograd && bytes > GT_HANDLE_OVERHEAD && bytes - GT_HANDLE_OVERHEAD <= small_storage_bytes &&
      impl->has_storage() && impl->unsafe_storage().allocator() != nullptr) {
    scope |= small_bit;
  }
  gt_tensor h = reinterpret_cast<gt_tensor>(t.unsafeReleaseTensorImpl());
  return gt_tensor_out{h, bytes, scope};
}

}  // namespace

gt_tensor_out gotorch::wrap(at::Tensor&& t) {
  if (!t.defined()) return gt_tensor_out{nullptr, 0, 0};
  gt_tensor_out out = handle_of(std::move(t));
  __atomic_fetch_add(&gt_stats.live_tensors, 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&gt_stats.live_bytes, out.bytes, __ATOMIC_RELAXED);
  return out;
}

// One handle replaces another, so the tensor count is unchanged and the
// byte count moves by the difference: no atomic update when the outputs
// are the size of the previous call's, a serving loop's every call.
void gotorch::replace_output(at::Tensor&& t, gt_tensor_out* out) noexcept {
  gt_tensor_out old = *out;
  gt_tensor_out now = t.defined() ? handle_of(std::move(t)) : gt_tensor_out{nullptr, 0, 0};
  *out = now;
  int64_t tensors = (now.h != nullptr) - (old.h != nullptr);
  int64_t bytes = now.bytes - (old.h != nullptr ? old.bytes : 0);
  if (old.h != nullptr) c10::raw::intrusive_ptr::decref(gotorch::impl(old.h));  // the old handle's reference
  if (tensors != 0) __atomic_fetch_add(&gt_stats.live_tensors, tensors, __ATOMIC_RELAXED);
  if (bytes != 0) __atomic_fetch_add(&gt_stats.live_bytes, bytes, __ATOMIC_RELAXED);
}

// flatten: -O1 would leave at::Tensor's constructors and the moved-from
// intrusive_ptr's reset as calls, three times the work of the borrow.
__attribute__((flatten)) gotorch::borrowed::borrowed(gt_tensor h) noexcept : h_(h) {
  if (live(h)) {
    new (t_) at::Tensor(c10::intrusive_ptr<c10::TensorImpl, c10::UndefinedTensorImpl>::reclaim(impl(h)));
  } else {
    new (t_) at::Tensor();
  }
}

void gotorch::bad_arg(const char* arg, const std::string& msg) {
  throw std::invalid_argument(std::string("argument ") + arg + ": " + msg);
}

void gotorch::freed_arg(const char* arg) { bad_arg(arg, "tensor is nil or has been freed"); }

void gotorch::bad_element(const char* arg, int64_t i, const std::string& msg) {
  throw std::invalid_argument("element " + std::to_string(i) + " of argument " + arg + ": " + msg);
}

// without_backtrace is error(msg) up to a C++ backtrace that c10 wrote
// into msg: an error rethrown as another exception's text (AOTInductor's
// runner rethrows a kernel's c10::Error so) carries its frames in the
// message. No std::string: nothing here may throw.
static char* without_backtrace(const char* msg) {
  const char* at = std::strstr(msg, "\nException raised from ");
  if (at == nullptr) return gotorch::error(msg);
  size_t n = static_cast<size_t>(at - msg);
  char* out = static_cast<char*>(std::malloc(n + 1));
  if (out == nullptr) return gotorch::oom_error;
  std::memcpy(out, msg, n);
  out[n] = 0;
  return out;
}

char* gotorch::current_error() noexcept {
  try {
    throw;
  } catch (const c10::Error& e) {
    return without_backtrace(e.what_without_backtrace());
  } catch (const std::exception& e) {
    return without_backtrace(e.what());
  } catch (...) {
    return unknown_error();
  }
}

extern "C" {

gt_tensor gt_freed_tensor(void) { return gotorch::freed_tensor(); }
gt_generator gt_freed_generator(void) { return &gotorch::freed_generator; }

void gt_free_error(char* err) {
  if (err != gotorch::oom_error) std::free(err);
}

__attribute__((flatten)) void gt_tensor_free(gt_tensor t, int64_t bytes) {
  if (t == nullptr) return;
  c10::raw::intrusive_ptr::decref(gotorch::impl(t));  // the handle's reference
  __atomic_fetch_sub(&gt_stats.live_tensors, 1, __ATOMIC_RELAXED);
  __atomic_fetch_sub(&gt_stats.live_bytes, bytes, __ATOMIC_RELAXED);
}

void gt_tensor_free_many(const gt_tensor_ref* ts, int64_t n) {
  for (int64_t i = 0; i < n; i++) gt_tensor_free(reinterpret_cast<gt_tensor>(ts[i].h), ts[i].bytes);
}

void gt_object_freed(void) { __atomic_fetch_sub(&gt_stats.live_objects, 1, __ATOMIC_RELAXED); }

int64_t gt_live_tensors(void) {
  return __atomic_load_n(&gt_stats.live_tensors, __ATOMIC_RELAXED);
}

char* gt_tensor_from_data(const void* data, const int64_t* shape, int64_t ndim,
                          int32_t dtype, gt_tensor_out* out) {
  GT_TRY
  *out = gt_tensor_out{};
  if (ndim < 0) throw std::invalid_argument("negative number of dimensions");
  if (dtype < 0 || dtype >= static_cast<int32_t>(at::ScalarType::NumOptions)) {
    throw std::invalid_argument("invalid dtype " + std::to_string(dtype));
  }
  at::IntArrayRef sizes(shape, static_cast<size_t>(ndim));
  at::Tensor t = at::empty(sizes, at::TensorOptions().dtype(gotorch::scalar_type(dtype, "dtype")));
  size_t nbytes = t.nbytes();
  if (nbytes > 0) {
    if (data == nullptr) throw std::invalid_argument("no data for a non-empty tensor");
    std::memcpy(t.data_ptr(), data, nbytes);
  }
  *out = gotorch::wrap(std::move(t));
  GT_CATCH
}

char* gt_wrapped_number(gt_scalar s, gt_tensor_out* out) {
  GT_TRY
  *out = gt_tensor_out{};
  // As python_arg_parser's tensor_slow: no dispatch (scalar_to_tensor of
  // a CPU number fills a tensor in place), then the flag.
  at::Tensor t = c10::scalar_to_tensor(gotorch::scalar(s));
  t.unsafeGetTensorImpl()->set_wrapped_number(true);
  *out = gotorch::wrap(std::move(t));
  GT_CATCH
}

char* gt_tensor_copy_to(gt_tensor t, void* dst, int64_t nbytes) {
  GT_TRY
  gotorch::borrowed self(t);
  at::Tensor c = readable(gotorch::ref(self, "self"));
  int64_t have = static_cast<int64_t>(c.numel()) * static_cast<int64_t>(c.element_size());
  if (have != nbytes) {
    throw std::invalid_argument("copy_to: tensor holds " + std::to_string(have) +
                                " bytes, destination " + std::to_string(nbytes));
  }
  if (nbytes > 0) std::memcpy(dst, c.data_ptr(), static_cast<size_t>(nbytes));
  GT_CATCH
}

char* gt_tensor_numel(gt_tensor t, int64_t* out) {
  GT_TRY
  gotorch::borrowed self(t);
  *out = gotorch::ref(self, "self").numel();
  GT_CATCH
}

char* gt_tensor_dtype(gt_tensor t, int32_t* out) {
  GT_TRY
  gotorch::borrowed self(t);
  *out = static_cast<int32_t>(gotorch::ref(self, "self").scalar_type());
  GT_CATCH
}

char* gt_tensor_summary(gt_tensor t, int64_t edgeitems, bool summarize, gt_tensor_out* out) {
  GT_TRY
  *out = gt_tensor_out{};
  gotorch::borrowed self(t);
  at::Tensor v = gotorch::ref(self, "self");
  // No strided view of a quantized, sparse or mkldnn tensor: print the
  // values it stands for, made whole, as PyTorch does.
  if (v.is_quantized()) {
    v = v.dequantize();
  } else if (v.layout() != at::kStrided) {
    v = v.to_dense();
  }
  if (summarize) {
    // From the last dimension back, so that the dimensions inserted for d
    // do not move the lower ones: d of size n becomes (2, edgeitems), the
    // windows at 0 and n-edgeitems. A view: nothing is copied yet.
    for (int64_t d = v.dim() - 1; d >= 0; d--) {
      int64_t n = v.size(d);
      if (n > 2 * edgeitems) v = v.unfold(d, edgeitems, n - edgeitems).movedim(-1, d + 1);
    }
  }
  at::ScalarType wide = v.is_complex()               ? at::kComplexDouble
                        : v.is_floating_point()      ? at::kDouble
                        : v.scalar_type() == at::kBool ? at::kBool
                                                       : at::kLong;
  *out = gotorch::wrap(readable(v.to(wide)));
  GT_CATCH
}

bool gt_grad_enabled(void) { return c10::GradMode::is_enabled(); }

void gt_set_grad_enabled(bool enabled) { c10::GradMode::set_enabled(enabled); }

void gt_generator_free(gt_generator g) { delete g; }

void gt_storage_free(gt_storage s) { delete s; }

uint64_t gt_scope_swap(uint64_t id) {
  uint64_t prev = current_scope;
  current_scope = id;
  return prev;
}

char* gt_tensor_from_aten(const void* p, gt_tensor_out* out) {
  GT_TRY
  *out = gt_tensor_out{};
  if (p == nullptr) gotorch::bad_arg("p", "nil at::Tensor pointer");
  *out = gotorch::wrap(*static_cast<const at::Tensor*>(p));
  GT_CATCH
}

char* gt_tensor_new_aten(gt_tensor t, void** out) {
  GT_TRY
  *out = nullptr;
  gotorch::borrowed self(t);
  *out = new at::Tensor(gotorch::ref(self, "self"));
  GT_CATCH
}

void gt_aten_delete(void* p) { delete static_cast<at::Tensor*>(p); }

// gt_version reports the version of the libtorch that is loaded at run time:
// it reads TORCH_VERSION from the library's own build settings
// (at::show_config). Only if those lack it does it fall back to the
// compile-time TORCH_VERSION of the headers (torch/version.h).
char* gt_version(char** out) {
  GT_TRY
  *out = nullptr;
  static const std::string version = [] {
    std::string config = at::show_config();
    const std::string key = "TORCH_VERSION=";
    size_t p = config.find(key);
    if (p != std::string::npos) {
      p += key.size();
      size_t e = config.find_first_of(", \n", p);
      std::string v = config.substr(p, e == std::string::npos ? std::string::npos : e - p);
      if (!v.empty()) return v;
    }
#ifdef TORCH_VERSION
    return std::string(TORCH_VERSION);
#else
    return std::string("unknown");
#endif
  }();
  return out_string(version, out);
  GT_CATCH
}

char* gt_config_show(char** out) {
  GT_TRY
  *out = nullptr;
  return out_string(at::show_config(), out);
  GT_CATCH
}

char* gt_parallel_info(char** out) {
  GT_TRY
  *out = nullptr;
  return out_string(at::get_parallel_info(), out);
  GT_CATCH
}

// gt_blas_library names the file that defines the Fortran BLAS sgemm_ in
// this process: the library libtorch's matrix products run on. Debian's
// libtorch (BLAS_INFO=generic) links libblas.so.3, which update-alternatives
// resolves to the reference BLAS or an optimized one.
char* gt_blas_library(char** out) {
  GT_TRY
  *out = nullptr;
  void* sym = dlsym(RTLD_DEFAULT, "sgemm_");
  Dl_info info{};
  if (sym == nullptr || dladdr(sym, &info) == 0 || info.dli_fname == nullptr) {
    return out_string("", out);
  }
  char* real = realpath(info.dli_fname, nullptr);
  std::string path = real != nullptr ? real : info.dli_fname;
  std::free(real);
  return out_string(path, out);
  GT_CATCH
}

int64_t gt_get_num_threads(void) {
  gt_threads_check();
  return at::get_num_threads();
}

uint64_t gt_threads_generation = 0;
__thread uint64_t gt_thread_threads_generation = 0;

namespace {
// threads_count is the last count gt_set_num_threads set.
std::atomic<int> threads_count{0};
}  // namespace

void gt_threads_sync(void) {
  gt_thread_threads_generation = __atomic_load_n(&gt_threads_generation, __ATOMIC_ACQUIRE);
  try {
    at::set_num_threads(threads_count.load(std::memory_order_relaxed));
  } catch (...) {
    // A count gt_set_num_threads accepted; nothing to report here.
  }
}

namespace {
// The thread-count functions of the BLAS this process loaded, if it has
// them: OpenBLAS's pthread build keeps a pool of its own that
// at::set_num_threads does not reach (it sets OpenMP's and MKL's only).
using blas_set_fn = void (*)(int);
using blas_get_fn = int (*)(void);
blas_set_fn blas_set_threads() {
  static blas_set_fn f = [] {
    void* p = dlsym(RTLD_DEFAULT, "openblas_set_num_threads");
    if (p == nullptr) p = dlsym(RTLD_DEFAULT, "bli_thread_set_num_threads");
    return reinterpret_cast<blas_set_fn>(p);
  }();
  return f;
}
blas_get_fn blas_get_threads() {
  static blas_get_fn f = [] {
    void* p = dlsym(RTLD_DEFAULT, "openblas_get_num_threads");
    if (p == nullptr) p = dlsym(RTLD_DEFAULT, "bli_thread_get_num_threads");
    return reinterpret_cast<blas_get_fn>(p);
  }();
  return f;
}

// check_thread_count refuses a count libtorch's int cannot hold (it would
// wrap to another count) or below 1.
void check_thread_count(int64_t n) {
  if (n < 1) throw std::invalid_argument("argument n: " + std::to_string(n) + " threads: want at least 1");
  if (n > std::numeric_limits<int>::max()) {
    throw std::invalid_argument("argument n: " + std::to_string(n) + " threads: want at most " +
                                std::to_string(std::numeric_limits<int>::max()));
  }
}
}  // namespace

// gt_set_num_threads sets libtorch's intra-op threads and the BLAS's own
// pool to n, as PyTorch does for MKL: one number governs a process's
// intra-op parallelism.
char* gt_set_num_threads(int64_t n) {
  GT_TRY
  check_thread_count(n);
  at::set_num_threads(static_cast<int>(n));
  if (blas_set_fn f = blas_set_threads()) f(static_cast<int>(n));
#if AT_PARALLEL_OPENMP
  // The other OS threads catch up at their next call (gt_threads_check).
  threads_count.store(static_cast<int>(n), std::memory_order_relaxed);
  gt_thread_threads_generation = __atomic_add_fetch(&gt_threads_generation, 1, __ATOMIC_RELEASE);
#endif
  GT_CATCH
}

int64_t gt_blas_num_threads(void) {
  blas_get_fn f = blas_get_threads();
  return f != nullptr ? f() : -1;
}
int64_t gt_get_num_interop_threads(void) { return at::get_num_interop_threads(); }
char* gt_set_num_interop_threads(int64_t n) {
  GT_TRY
  check_thread_count(n);
  at::set_num_interop_threads(static_cast<int>(n));
  GT_CATCH
}

// An InferenceMode guard lives on the heap between enter and exit, which
// the Go side calls on one locked OS thread: the mode is thread-local.
char* gt_inference_mode_enter(bool enabled, void** guard) {
  GT_TRY
  *guard = nullptr;
  *guard = new c10::InferenceMode(enabled);
  GT_CATCH
}
void gt_inference_mode_exit(void* guard) { delete static_cast<c10::InferenceMode*>(guard); }
bool gt_inference_mode_enabled(void) { return c10::InferenceMode::is_enabled(); }

// gt_test_throw throws what no libtorch operator throws on demand, inside
// GT_TRY/GT_CATCH like every shim, for the tests of the error paths.
char* gt_test_throw(int32_t kind) {
  struct not_a_std_exception {
    int code;
  };
  GT_TRY
  switch (kind) {
    case 1: TORCH_CHECK(false, "gt_test_throw: a c10::Error"); break;
    case 2: throw std::runtime_error("gt_test_throw: a std::runtime_error");
    case 3: throw std::bad_alloc();
    case 4: throw 42;
    case 5: throw not_a_std_exception{7};
    case 6: throw std::out_of_range("gt_test_throw: a std::out_of_range");
  }
  GT_CATCH
}

void gt_test_leak(int32_t n) {
  static gt_tensor volatile sink;
  for (int32_t i = 0; i < n; i++) sink = reinterpret_cast<gt_tensor>(at::empty({1}).unsafeReleaseTensorImpl());
  sink = nullptr;
}

bool gt_cuda_is_available(void) {
  try {
    return at::hasCUDA() && at::getNumGPUs() > 0;
  } catch (...) {
    return false;
  }
}

int64_t gt_cuda_device_count(void) {
  try {
    if (!at::hasCUDA()) return 0;
    return static_cast<int64_t>(at::getNumGPUs());
  } catch (...) {
    return 0;
  }
}

// libtorch_cuda registers the CUDA kernels of every operator when it is
// loaded, GPU or not; aten::add stands for all of them.
bool gt_cuda_is_built(void) {
  try {
    auto op = c10::Dispatcher::singleton().findSchema({"aten::add", "Tensor"});
    return op.has_value() && op->hasKernelForDispatchKey(c10::DispatchKey::CUDA);
  } catch (...) {
    return false;
  }
}

char* gt_cuda_synchronize(int64_t device) {
  GT_TRY
  torch::cuda::synchronize(device);
  GT_CATCH
}

char* gt_cuda_manual_seed(uint64_t seed) {
  GT_TRY
  torch::cuda::manual_seed(seed);
  GT_CATCH
}

char* gt_cuda_manual_seed_all(uint64_t seed) {
  GT_TRY
  torch::cuda::manual_seed_all(seed);
  GT_CATCH
}

}  // extern "C"

// A tensor's storage, for Save (serialize.go), which writes torch.save's
// format: storages whole, tensors as views of them. (Here rather than in a
// file of its own: each C++ file parses the headers again, ~2 s of g++.)
extern "C" {

char* gt_tensor_storage_info(gt_tensor t, uintptr_t* id, int64_t* nbytes, int64_t* offset) {
  GT_TRY
  gotorch::borrowed self(t);
  const at::Tensor& x = gotorch::ref(self, "self");
  if (!x.has_storage()) throw std::invalid_argument("the tensor has no storage (sparse, mkldnn, nested?)");
  const c10::Storage& s = x.storage();
  *id = reinterpret_cast<uintptr_t>(s.unsafeGetStorageImpl());
  *nbytes = static_cast<int64_t>(s.nbytes());
  *offset = x.storage_offset();
  GT_CATCH
}

char* gt_tensor_storage_copy(gt_tensor t, void* dst, int64_t nbytes) {
  GT_TRY
  gotorch::borrowed self(t);
  const at::Tensor& x = gotorch::ref(self, "self");
  if (!x.has_storage() || !x.device().is_cpu()) throw std::invalid_argument("not a CPU tensor with a storage");
  const c10::Storage& s = x.storage();
  if (static_cast<int64_t>(s.nbytes()) != nbytes) {
    throw std::invalid_argument("storage holds " + std::to_string(s.nbytes()) + " bytes, expected " +
                                std::to_string(nbytes));
  }
  // Save materializes a ZeroTensor first (gt_tensor_materialize); this
  // is the check that no null data is read if something else calls it.
  if (nbytes > 0 && s.data() == nullptr) throw std::invalid_argument("the storage has no data (a ZeroTensor's)");
  if (nbytes > 0) std::memcpy(dst, s.data(), static_cast<size_t>(nbytes));
  GT_CATCH
}

// gt_tensor_write_bytes copies n bytes from src into t's data from byte
// offset on: Load streams a storage into its tensor without a Go copy.
char* gt_tensor_write_bytes(gt_tensor t, int64_t offset, const void* src, int64_t n) {
  GT_TRY
  gotorch::borrowed self(t);
  const at::Tensor& x = gotorch::ref(self, "self");
  if (!x.device().is_cpu() || !x.is_contiguous()) throw std::invalid_argument("not a contiguous CPU tensor");
  int64_t have = static_cast<int64_t>(x.nbytes());
  if (offset < 0 || n < 0 || offset > have || n > have - offset) {
    throw std::invalid_argument("writing " + std::to_string(n) + " bytes at " + std::to_string(offset) +
                                " into a tensor of " + std::to_string(have));
  }
  if (n > 0) std::memcpy(static_cast<char*>(x.data_ptr()) + offset, src, static_cast<size_t>(n));
  GT_CATCH
}

char* gt_tensor_materialize(gt_tensor t, gt_tensor_out* out) {
  GT_TRY
  *out = gt_tensor_out{};
  gotorch::borrowed self(t);
  const at::Tensor& x = gotorch::ref(self, "self");
  if (x._is_zerotensor()) *out = gotorch::wrap(zeros_of(x));
  GT_CATCH
}
}  // extern "C"
