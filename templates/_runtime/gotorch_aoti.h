// gotorch_aoti.h: AOTIModel (specs/aoti.yaml), an AOTInductor package's
// loader with what its errors name (the package and the model), loading
// from a file or from bytes. Included by the aoti unit only: installs
// without the loader (1.13.1) never compile it.
#ifndef GOTORCH_AOTI_H
#define GOTORCH_AOTI_H

#include <torch/csrc/inductor/aoti_package/model_package_loader.h>

#include "gotorch_support.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace gotorch {

struct aoti_model {
  std::unique_ptr<torch::inductor::AOTIModelPackageLoader> loader;
  std::string package;  // the path, or "<N bytes>"
  std::string model;

  std::string where() const { return "package " + package + ", model \"" + model + "\""; }

  // rethrow rethrows the exception being handled with where() in front.
  [[noreturn]] void rethrow() const {
    try {
      throw;
    } catch (const c10::Error& e) {
      throw std::runtime_error(where() + ": " + e.what_without_backtrace());
    } catch (const std::exception& e) {
      throw std::runtime_error(where() + ": " + e.what());
    }
  }
};

// aoti_load loads model_name of the package at path (display is what
// errors call it). A template so that the constructor branch the install
// lacks is never instantiated: 2.6.0's loader takes a path and a model name
// only.
template <typename L = torch::inductor::AOTIModelPackageLoader>
std::unique_ptr<aoti_model> aoti_load(const std::string& path, std::string display, std::string model_name,
                                      bool run_single_threaded, int64_t num_runners, int64_t device_index) {
  // A package checks its inputs (dtype, shape, strides, device) only
  // under AOTI_RUNTIME_CHECK_INPUTS=1, read once at its first run; without
  // the checks a wrong shape reaches the kernels, which index out of
  // bounds. A user's own setting (0) wins.
  ::setenv("AOTI_RUNTIME_CHECK_INPUTS", "1", 0);
  auto m = std::make_unique<aoti_model>();
  m->package = std::move(display);
  m->model = std::move(model_name);
  try {
    if (num_runners < 1) throw std::invalid_argument("NumRunners must be at least 1, not " + std::to_string(num_runners));
    if constexpr (std::is_constructible_v<L, const std::string&, const std::string&, bool, size_t, c10::DeviceIndex>) {
      m->loader = std::make_unique<L>(path, m->model, run_single_threaded, static_cast<size_t>(num_runners),
                                      static_cast<c10::DeviceIndex>(device_index));
    } else {
      if (run_single_threaded || num_runners != 1 || device_index != -1)
        throw std::invalid_argument(
            "this libtorch's AOTIModelPackageLoader takes a path and a model name only (RunSingleThreaded, "
            "NumRunners and DeviceIndex need libtorch 2.7 or later)");
      m->loader = std::make_unique<L>(path, m->model);
    }
  } catch (...) {
    m->rethrow();
  }
  return m;
}

// aoti_load_bytes loads a package from memory: its bytes go to an
// anonymous file (memfd) that the loader opens by its /proc path and that
// is gone once closed, so nothing is left on disk (the loader's own
// extraction directory is removed with the model).
inline std::unique_ptr<aoti_model> aoti_load_bytes(const std::string& data, std::string model_name,
                                                   bool run_single_threaded, int64_t num_runners,
                                                   int64_t device_index) {
  std::string display = "<" + std::to_string(data.size()) + " bytes>";
#ifdef __linux__
  int fd = ::memfd_create("gotorch-pt2", MFD_CLOEXEC);
  if (fd < 0) throw std::runtime_error("package " + display + ": memfd_create: " + std::strerror(errno));
  struct closer {
    int fd;
    ~closer() { ::close(fd); }
  } c{fd};
  for (size_t off = 0; off < data.size();) {
    ssize_t n = ::write(fd, data.data() + off, data.size() - off);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error("package " + display + ": writing the memfd: " + std::strerror(errno));
    off += static_cast<size_t>(n);
  }
  return aoti_load("/proc/self/fd/" + std::to_string(fd), std::move(display), std::move(model_name),
                   run_single_threaded, num_runners, device_index);
#else
  (void)run_single_threaded, (void)num_runners, (void)device_index;
  throw std::runtime_error("package " + display + ", model \"" + model_name +
                           "\": loading from bytes needs Linux (memfd_create); load from a file");
#endif
}

// aoti_inputs holds a run's inputs in a std::vector kept per thread,
// whose storage serves every call on that thread: loader.run takes a
// const std::vector<at::Tensor>&, and a vector made per call costs a
// malloc and a free. Its destructor empties it, so the buffer keeps no
// tensor between calls (nor after an exception).
struct aoti_inputs {
  std::vector<at::Tensor>& v;
  bool borrowed = false;  // v's tensors hold no reference of their own (handles)
  aoti_inputs() : v(buffer()) { v.clear(); }
  ~aoti_inputs() {
    if (borrowed)
      for (auto& t : v) (void)t.unsafeReleaseTensorImpl();  // the handle's reference, not v's
    v.clear();
  }
  aoti_inputs(const aoti_inputs&) = delete;
  aoti_inputs& operator=(const aoti_inputs&) = delete;
  static std::vector<at::Tensor>& buffer() {
    thread_local std::vector<at::Tensor> b;
    return b;
  }
  // handles borrows the tensors of the n handles at hs, passed as integers
  // (AOTIModel.RunInto), whose references the caller's uses keep for the
  // call: no reference counted up and down (loader.run takes them by const
  // reference, and copies what it keeps). A nil or freed handle is an error
  // naming the element.
  void handles(const uintptr_t* hs, int64_t n) {
    borrowed = true;
    v.reserve(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; i++) {
      auto h = reinterpret_cast<gt_tensor>(hs[i]);
      if (!live(h)) bad_element("inputs", i, "tensor is nil or has been freed");
      v.emplace_back(c10::intrusive_ptr<c10::TensorImpl, c10::UndefinedTensorImpl>::reclaim(impl(h)));
    }
  }
};

// aoti_run runs the model on the n handles at inputs (AOTIModel.Run and
// RunInto), borrowed for the call in the thread's input vector
// (aoti_inputs). Not boxed_run (2.7+), which takes the inputs over to free
// them early: these are the caller's tensors.
inline std::vector<at::Tensor> aoti_run(aoti_model& m, const uintptr_t* inputs, int64_t n) {
  aoti_inputs in;
  in.handles(inputs, n);
  try {
    return m.loader->run(in.v);
  } catch (...) {
    m.rethrow();
  }
}

}  // namespace gotorch

extern "C" {

// gt_aoti_run and gt_aoti_run_into are AOTIModel.Run and RunInto
// (aoti.go), hand-written rather than spec methods (a list of handles
// replaced in place is no argument type of the specs, and the specs'
// generic call cost Run 248 instructions more: docs/SERVING-PT2.md).
// The model's and the inputs' handles come as integers, and aoti.go
// declares the outputs with an integer handle (gt_tensor_out's layout) and
// the heap array as an integer: cgo checks each pointer argument on every
// call, and the target of a Go pointer whose type holds pointers. The
// header is the aoti unit's alone; `used` emits the functions although
// nothing in the unit calls them, and `inline` would let a second includer
// share their one definition.

// gt_aoti_run is AOTIModel.Run: the model's outputs, new handles, go into
// the caller's buffer buf when they fit (*n_outs holds its capacity on
// entry, the count on return; *heap is then NULL), else into a malloc'd
// array *heap that the Go side frees (wrapTensorList).
__attribute__((used)) inline char* gt_aoti_run(uintptr_t self, const uintptr_t* inputs, int64_t n_inputs,
                                                gt_tensor_out* buf, int64_t* n_outs, gt_tensor_out** heap) {
  GT_TRY
  auto& m = gotorch::object<gotorch::aoti_model>(reinterpret_cast<gt_object>(self), "self");
  gotorch::tensor_list(gotorch::aoti_run(m, inputs, n_inputs), heap, n_outs, buf);
  GT_CATCH
}

// gt_aoti_run_into is AOTIModel.RunInto: the model's outputs go into the
// caller's n_outs handles, each handle of the previous call's outputs
// freed as its replacement is stored (gotorch::replace_output), in one
// call; a count that differs from the model's outputs is an error naming
// the package, and leaves outs as they were.
__attribute__((used)) inline char* gt_aoti_run_into(uintptr_t self, const uintptr_t* inputs, int64_t n_inputs,
                                                     gt_tensor_out* outs, int64_t n_outs) {
  GT_TRY
  auto& m = gotorch::object<gotorch::aoti_model>(reinterpret_cast<gt_object>(self), "self");
  std::vector<at::Tensor> r = gotorch::aoti_run(m, inputs, n_inputs);
  if (static_cast<int64_t>(r.size()) != n_outs)
    throw std::invalid_argument(m.where() + ": outs holds " + std::to_string(n_outs) + " tensors, the model returns " +
                                std::to_string(r.size()) + " outputs (an empty outs is made by the call)");
  for (size_t i = 0; i < r.size(); i++) gotorch::replace_output(std::move(r[i]), &outs[i]);
  GT_CATCH
}

}  // extern "C"

#endif  // GOTORCH_AOTI_H
