// dynamic.cpp: the C++ side of the dynamic-layer pairs (dynamic.go): a
// TorchScript module's forward, and an operator called by name through the
// boxed dispatcher, each as a C++ program would write it.
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/from_blob.h>
#include <ATen/ops/ones.h>
#include <torch/script.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <vector>

#include "dynamic.h"

namespace {
// sink keeps the compiler from proving a result unused.
volatile int64_t dyn_sink;

struct jit_model {
  torch::jit::Module module;
  at::Tensor x;
};
}  // namespace

extern "C" {

void* gtb_jit_load(const char* path, const float* x, int64_t rows, int64_t cols, char** err) {
  try {
    auto* m = new jit_model{torch::jit::load(path), at::Tensor()};
    m->x = at::from_blob(const_cast<float*>(x), {rows, cols}, at::kFloat).clone();
    return m;
  } catch (const std::exception& e) {
    *err = strdup(e.what());
    return nullptr;
  }
}

void gtb_jit_free(void* m) { delete static_cast<jit_model*>(m); }

void gtb_jit_run(void* p, int64_t n) {
  auto& m = *static_cast<jit_model*>(p);
  for (int64_t i = 0; i < n; i++) {
    c10::IValue r = m.module.forward({m.x});
    dyn_sink = r.toTensor().numel();
  }
}

void gtb_inference_mode(int64_t n) {
  for (int64_t i = 0; i < n; i++) {
    c10::InferenceMode guard;
    dyn_sink = i;
  }
}

void gtb_jit_run_inference(void* p, int64_t n) {
  auto& m = *static_cast<jit_model*>(p);
  for (int64_t i = 0; i < n; i++) {
    c10::InferenceMode guard;
    c10::IValue r = m.module.forward({m.x});
    dyn_sink = r.toTensor().numel();
  }
}

int64_t gtb_jit_output(void* p, float* out, int64_t len) {
  try {
    auto& m = *static_cast<jit_model*>(p);
    at::Tensor r = m.module.forward({m.x}).toTensor().contiguous();
    std::memcpy(out, r.data_ptr<float>(), std::min(len, r.numel()) * sizeof(float));
    return r.numel();
  } catch (...) {
    return -1;
  }
}

void gtb_callop_add(int64_t n, int64_t numel) {
  at::Tensor a = at::ones({numel});
  at::Tensor b = at::ones({numel});
  for (int64_t i = 0; i < n; i++) {
    c10::OperatorHandle op = c10::Dispatcher::singleton().findSchemaOrThrow("aten::add", "Tensor");
    torch::jit::Stack stack{a, b, 1};
    op.callBoxed(&stack);
    dyn_sink = stack[0].toTensor().numel();
  }
}

}  // extern "C"
