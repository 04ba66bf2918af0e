// baseline.cpp: the C++ side of every benchmark pair. Each function builds
// the same inputs as its Go twin and loops the same at:: call n times,
// destroying each result, so that Go and C++ run in one process and every
// figure can be read as a ratio measured in one run.
#include <ATen/core/Tensor.h>
#include <ATen/Parallel.h>
#include <ATen/ops/add.h>
#include <ATen/ops/leaky_relu.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/max.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/rand.h>
#include <ATen/ops/sort.h>
#include <ATen/ops/split.h>

#include <tuple>
#include <vector>

#include "baseline.h"

namespace {
// sink keeps the compiler from proving a result unused.
volatile int64_t sink;
}  // namespace

extern "C" {

void gtb_set_num_threads(int n) { at::set_num_threads(n); }

void gtb_add(int64_t n, int64_t numel) {
  at::Tensor a = at::ones({numel});
  at::Tensor b = at::ones({numel});
  for (int64_t i = 0; i < n; i++) {
    at::Tensor r = at::add(a, b);
    sink = r.numel();
  }
}

void gtb_add_alpha(int64_t n, int64_t numel) {
  at::Tensor a = at::ones({numel});
  at::Tensor b = at::ones({numel});
  for (int64_t i = 0; i < n; i++) {
    at::Tensor r = at::add(a, b, 2);
    sink = r.numel();
  }
}

void gtb_matmul(int64_t n, int64_t size) {
  at::Tensor a = at::rand({size, size});
  at::Tensor b = at::rand({size, size});
  for (int64_t i = 0; i < n; i++) {
    at::Tensor r = at::matmul(a, b);
    sink = r.numel();
  }
}

void gtb_leaky_relu(int64_t n, int64_t numel) {
  at::Tensor a = at::ones({numel});
  for (int64_t i = 0; i < n; i++) {
    at::Tensor r = at::leaky_relu(a);
    sink = r.numel();
  }
}

void gtb_max_dim(int64_t n, int64_t rows, int64_t cols) {
  at::Tensor a = at::rand({rows, cols});
  for (int64_t i = 0; i < n; i++) {
    std::tuple<at::Tensor, at::Tensor> r = at::max(a, 1);
    sink = std::get<0>(r).numel();
  }
}

void gtb_sort(int64_t n, int64_t numel) {
  at::Tensor a = at::rand({numel});
  for (int64_t i = 0; i < n; i++) {
    std::tuple<at::Tensor, at::Tensor> r = at::sort(a);
    sink = std::get<0>(r).numel();
  }
}

void gtb_add_inplace(int64_t n, int64_t numel) {
  at::Tensor a = at::ones({numel});
  at::Tensor b = at::ones({numel});
  for (int64_t i = 0; i < n; i++) {
    a.add_(b);
  }
  sink = a.numel();
}

void gtb_split(int64_t n, int64_t numel, int64_t chunk) {
  at::Tensor a = at::ones({numel});
  for (int64_t i = 0; i < n; i++) {
    std::vector<at::Tensor> r = at::split(a, chunk);
    sink = static_cast<int64_t>(r.size());
  }
}

void* gtb_raw_ones(int64_t numel) { return new at::Tensor(at::ones({numel})); }
void* gtb_raw_add(void* a, void* b) {
  return new at::Tensor(at::add(*static_cast<at::Tensor*>(a), *static_cast<at::Tensor*>(b)));
}
void gtb_raw_free(void* t) { delete static_cast<at::Tensor*>(t); }
void* gtb_raw_add_free(void* a, void* b, void* prev) {
  delete static_cast<at::Tensor*>(prev);
  return gtb_raw_add(a, b);
}

void gtb_nop(void*) {}

}  // extern "C"
