// Helpers of the c10d shims (specs/distributed.yaml): only the distributed
// translation unit includes this header, after c10d's own, so the other
// shims never parse c10d.
#pragma once

#include <c10/util/Exception.h>
#include <torch/csrc/distributed/c10d/Types.hpp>

#include <chrono>
#include <cmath>
#include <exception>
#include <stdexcept>
#include <string>

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
