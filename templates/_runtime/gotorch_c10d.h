// Helpers of the c10d shims (specs/distributed.yaml): only the distributed
// translation unit includes this header (compiled with USE_C10D_GLOO), so
// the other shims never parse c10d.
#pragma once

#include <c10/util/Exception.h>
#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#ifdef GOTORCH_NCCL
// The cuda flavour, where the install has nccl.h and the CUDA headers
// (gotorchgen's ncclFlagsFile defines GOTORCH_NCCL and USE_C10D_NCCL).
#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>
#endif
#include <torch/csrc/distributed/c10d/Types.hpp>

#include <chrono>
#include <cmath>
#include <exception>
#include <stdexcept>
#include <string>
#include <utility>

namespace gotorch {
namespace c10d_support {

// millis converts a timeout in seconds, as Python's timedelta gives it, to
// c10d's milliseconds; a negative or non-finite one is an error.
inline std::chrono::milliseconds millis(double seconds, const char* arg) {
  if (!std::isfinite(seconds) || seconds < 0)
    throw std::invalid_argument(std::string(arg) + ": a timeout must be a finite number of seconds >= 0, not " + std::to_string(seconds));
  return std::chrono::milliseconds(static_cast<int64_t>(std::llround(seconds * 1000)));
}

// reduce_op checks a c10d::ReduceOp::RedOpType given as an integer: SUM
// (0) to BXOR (7). PREMUL_SUM needs a factor (NCCL only), which Go does
// not pass.
inline c10d::ReduceOp reduce_op(int64_t op) {
  if (op < c10d::ReduceOp::SUM || op > c10d::ReduceOp::BXOR)
    throw std::invalid_argument("op: not a ReduceOp (SUM 0, AVG 1, PRODUCT 2, MIN 3, MAX 4, BAND 5, BOR 6, BXOR 7): " + std::to_string(op));
  return c10d::ReduceOp(static_cast<c10d::ReduceOp::RedOpType>(op));
}

// check_rank checks a peer rank against the group's size.
inline void check_rank(const char* arg, int64_t rank, int64_t size) {
  if (rank < 0 || rank >= size)
    throw std::invalid_argument(std::string(arg) + ": rank " + std::to_string(rank) + " is not in the group of " + std::to_string(size));
}

// set_use_libuv sets o.useLibUV where TCPStoreOptions has it (libtorch
// 2.x) and reports whether it does (overload resolution prefers the int
// one when the member exists).
template <class O>
auto set_use_libuv(O& o, bool v, int) -> decltype(o.useLibUV = v, bool()) {
  o.useLibUV = v;
  return true;
}
template <class O>
bool set_use_libuv(O&, bool, long) {
  return false;
}

// tcp_store is a TCPStore with o, on libuv's server or not as use_libuv
// says. Without use_libuv it is libuv's where this libtorch was built with
// it (Python's default), else the other server: Debian's torch is built
// without libuv, and there Python's own default fails (USE_LIBUV=0 is the
// fix its message gives). Both servers speak one protocol.
inline c10::intrusive_ptr<c10d::Store> tcp_store(const std::string& host, c10d::TCPStoreOptions o, c10::optional<bool> use_libuv) {
  if (use_libuv.has_value()) {
    if (!set_use_libuv(o, *use_libuv, 0) && *use_libuv)
      throw std::invalid_argument("use_libuv: this libtorch's TCPStore has no libuv server");
    return c10::make_intrusive<c10d::TCPStore>(host, o);
  }
  if (!set_use_libuv(o, true, 0)) return c10::make_intrusive<c10d::TCPStore>(host, o);
  try {
    return c10::make_intrusive<c10d::TCPStore>(host, o);
  } catch (const c10::Error& e) {
    // The libuv check comes before the server starts or a client connects
    // ("built without libuv support"; 2.6 says "build").
    if (std::string(e.what()).find("without libuv support") == std::string::npos) throw;
  }
  set_use_libuv(o, false, 0);
  return c10::make_intrusive<c10d::TCPStore>(host, o);
}

// gloo_group makes the group of size ranks that meet in store with Gloo
// options o. libtorch 1.x's ProcessGroupGloo is a ProcessGroup; 2.x's is a
// Backend that a ProcessGroup dispatches to, which init_process_group
// registers for both device types Gloo serves, as the default backend
// (GOTORCH_C10D_BACKENDS, probed from ProcessGroupGloo.hpp).
inline c10::intrusive_ptr<c10d::ProcessGroup> gloo_group(
    const c10::intrusive_ptr<c10d::Store>& store, int rank, int size,
    const c10::intrusive_ptr<c10d::ProcessGroupGloo::Options>& o) {
#ifdef GOTORCH_C10D_BACKENDS
  c10::intrusive_ptr<c10d::Backend> gloo = c10::make_intrusive<c10d::ProcessGroupGloo>(store, rank, size, o);
  auto pg = c10::make_intrusive<c10d::ProcessGroup>(store, rank, size);
  pg->setDefaultBackend(c10d::ProcessGroup::BackendType::GLOO);
  pg->setBackend(c10::DeviceType::CPU, c10d::ProcessGroup::BackendType::GLOO, gloo);
  pg->setBackend(c10::DeviceType::CUDA, c10d::ProcessGroup::BackendType::GLOO, gloo);
  return pg;
#else
  return c10::make_intrusive<c10d::ProcessGroupGloo>(store, rank, size, o);
#endif
}

// set_sequence_number_for_group is what init_process_group does after
// making a group: 2.x sets it on the backend (its ProcessGroup lost the
// method in 2.14).
inline void set_sequence_number_for_group(const c10::intrusive_ptr<c10d::ProcessGroup>& pg) {
#ifdef GOTORCH_C10D_BACKENDS
  pg->getDefaultBackend()->setSequenceNumberForGroup();
#else
  pg->setSequenceNumberForGroup();
#endif
}

// nccl_available reports whether the package was built with
// ProcessGroupNCCL (see nccl_group).
#ifdef GOTORCH_NCCL
constexpr bool nccl_available = true;
#else
constexpr bool nccl_available = false;
#endif

// nccl_group makes the NCCL group of size ranks that meet in store, as
// init_process_group("nccl") does: 2.x registers NCCL as the backend of
// CUDA tensors only. Without GOTORCH_NCCL it is an error that says what
// is missing.
inline c10::intrusive_ptr<c10d::ProcessGroup> nccl_group(
    const c10::intrusive_ptr<c10d::Store>& store, int rank, int size, std::chrono::milliseconds timeout) {
#ifdef GOTORCH_NCCL
  auto o = c10d::ProcessGroupNCCL::Options::create();
  o->timeout = timeout;
#ifdef GOTORCH_C10D_BACKENDS
  c10::intrusive_ptr<c10d::Backend> nccl = c10::make_intrusive<c10d::ProcessGroupNCCL>(store, rank, size, o);
  auto pg = c10::make_intrusive<c10d::ProcessGroup>(store, rank, size);
  pg->setDefaultBackend(c10d::ProcessGroup::BackendType::NCCL);
  pg->setBackend(c10::DeviceType::CUDA, c10d::ProcessGroup::BackendType::NCCL, nccl);
  return pg;
#else
  return c10::make_intrusive<c10d::ProcessGroupNCCL>(store, rank, size, o);
#endif
#else
  (void)store, (void)rank, (void)size, (void)timeout;
  throw std::runtime_error(
      "NCCL is not in this build: it needs the cuda flavour (gotorchgen generate from a libtorch with CUDA), "
      "nccl.h and the CUDA headers in the install (Debian: libnccl-dev, nvidia-cuda-dev) when generating, "
      "and a build without -tags gotorch_nocuda");
#endif
}

// has_backends reports the 2.x layout (see gloo_group).
#ifdef GOTORCH_C10D_BACKENDS
constexpr bool has_backends = true;
#else
constexpr bool has_backends = false;
#endif

// message is the text of a stored exception ("" for none): c10::Error's
// without its C++ backtrace, as the shims report errors.
inline std::string message(const std::exception_ptr& e) {
  if (!e) return std::string();
  try {
    std::rethrow_exception(e);
  } catch (const c10::Error& x) {
    return x.what_without_backtrace();
  } catch (const std::exception& x) {
    return x.what();
  } catch (...) {
    return "unknown C++ exception";
  }
}

}  // namespace c10d_support
}  // namespace gotorch
