// baseline.cpp: the C++ side of every benchmark pair. Each function builds
// the same inputs as its Go twin and loops the same at:: call n times,
// destroying each result, so that Go and C++ run in one process and every
// figure can be read as a ratio measured in one run.
#include <ATen/core/Tensor.h>
#include <ATen/Parallel.h>
#include <ATen/ops/add.h>
#include <ATen/ops/leaky_relu.h>
#include <ATen/ops/linear.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/max.h>
#include <ATen/ops/mul.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/rand.h>
#include <ATen/ops/randn.h>
#include <ATen/ops/relu.h>
#include <ATen/ops/sort.h>
#include <ATen/ops/split.h>
#include <ATen/CPUGeneratorImpl.h>
#include <c10/core/GradMode.h>
#include <c10/core/InferenceMode.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <tuple>
#include <vector>

#include "baseline.h"

namespace {
// sink keeps the compiler from proving a result unused.
volatile int64_t sink;

// mlp is the C++ twin of bench's Go mlp (mlp.go): the same layers, made
// from the same seed in the same order, so that both compute one output.
struct mlp {
  std::vector<at::Tensor> w, b;
  at::Tensor x;

  // forward: Linear, ReLU, ..., Linear; each assignment to h destroys the
  // previous intermediate, as the Go forward frees it.
  at::Tensor forward() const {
    at::Tensor h = x;
    for (size_t i = 0; i < w.size(); i++) {
      h = at::linear(h, w[i], b[i]);
      if (i + 1 < w.size()) h = at::relu(h);
    }
    return h;
  }
};

// The scopes of gtb_mlp_run, as bench's Go scope type numbers them.
enum { kNoGradLoop = 0, kInferenceLoop = 1, kNoGradPerCall = 2, kInferencePerCall = 3 };
}  // namespace

extern "C" {


void gtb_add(int64_t n, int64_t numel) {
  at::Tensor a = at::ones({numel});
  at::Tensor b = at::ones({numel});
  for (int64_t i = 0; i < n; i++) {
    at::Tensor r = at::add(a, b);
    sink = r.numel();
  }
}

void gtb_add_held(int64_t n, int64_t numel, int64_t held) {
  at::Tensor a = at::ones({numel});
  at::Tensor b = at::ones({numel});
  std::vector<at::Tensor> rs;
  rs.reserve(held);
  for (int64_t i = 0; i < n; i += held) {
    for (int64_t j = 0; j < held && i + j < n; j++) rs.push_back(at::add(a, b));
    sink = rs.back().numel();
    rs.clear();
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

void* gtb_mlp_new(const int64_t* sizes, int64_t nsizes, int64_t batch, uint64_t seed) {
  try {
    at::Generator gen = at::detail::createCPUGenerator(seed);
    auto randn = [&](double scale, at::IntArrayRef size) { return at::mul(at::randn(size, gen), scale); };
    auto* m = new mlp;
    for (int64_t i = 0; i + 1 < nsizes; i++) {
      int64_t in = sizes[i], out = sizes[i + 1];
      double scale = 1 / std::sqrt(static_cast<double>(in));
      m->w.push_back(randn(scale, {out, in}).requires_grad_(true));
      m->b.push_back(randn(scale, {out}).requires_grad_(true));
    }
    m->x = randn(1, {batch, sizes[0]});
    return m;
  } catch (...) {
    return nullptr;
  }
}

void gtb_mlp_free(void* m) { delete static_cast<mlp*>(m); }

void gtb_mlp_run(void* p, int64_t n, int scope) {
  const mlp& m = *static_cast<mlp*>(p);
  switch (scope) {
    case kNoGradLoop: {
      at::NoGradGuard guard;
      for (int64_t i = 0; i < n; i++) sink = m.forward().numel();
      break;
    }
    case kInferenceLoop: {
      c10::InferenceMode guard;
      for (int64_t i = 0; i < n; i++) sink = m.forward().numel();
      break;
    }
    case kNoGradPerCall:
      for (int64_t i = 0; i < n; i++) {
        at::NoGradGuard guard;
        sink = m.forward().numel();
      }
      break;
    case kInferencePerCall:
      for (int64_t i = 0; i < n; i++) {
        c10::InferenceMode guard;
        sink = m.forward().numel();
      }
      break;
  }
}

int64_t gtb_mlp_output(void* p, int scope, float* out, int64_t len) {
  const mlp& m = *static_cast<mlp*>(p);
  at::Tensor r;
  if (scope == kInferenceLoop || scope == kInferencePerCall) {
    c10::InferenceMode guard;
    r = m.forward();
  } else {
    at::NoGradGuard guard;
    r = m.forward();
  }
  r = r.contiguous();
  int64_t k = std::min(len, r.numel());
  std::memcpy(out, r.data_ptr<float>(), k * sizeof(float));
  return r.numel();
}

}  // extern "C"
