// models.cpp: the C++ side of the model cases of models.go: libtorch's C++
// frontend (torch::nn::Sequential of its modules, torch::optim::Adam), the
// way a C++ user writes examples/mlp's training step and examples/cnn's
// forward. Go copies its parameters and data in, so that both sides do
// the same arithmetic (TestModelsSameResults).
#include <torch/torch.h>

#include <algorithm>
#include <cstring>
#include <memory>

#include "models.h"

namespace {
struct model {
  torch::nn::Sequential net;
  std::unique_ptr<torch::optim::Adam> opt;
  at::Tensor x, y;
};
}  // namespace

extern "C" {

void* gtb_model_new(int kind) {
  try {
    namespace nn = torch::nn;
    auto* m = new model;
    if (kind == 0) {
      m->net->push_back(nn::Linear(2, 64));
      m->net->push_back(nn::ReLU());
      m->net->push_back(nn::Linear(64, 3));
      m->opt = std::make_unique<torch::optim::Adam>(m->net->parameters(), torch::optim::AdamOptions(0.01));
    } else {
      m->net->push_back(nn::Conv2d(nn::Conv2dOptions(1, 4, 3).padding(1)));
      m->net->push_back(nn::ReLU());
      m->net->push_back(nn::MaxPool2d(2));
      m->net->push_back(nn::Conv2d(nn::Conv2dOptions(4, 8, 3).padding(1)));
      m->net->push_back(nn::ReLU());
      m->net->push_back(nn::MaxPool2d(2));
      m->net->push_back(nn::Flatten());
      m->net->push_back(nn::Linear(8 * 3 * 3, 10));
    }
    return m;
  } catch (...) {
    return nullptr;
  }
}

void gtb_model_free(void* m) { delete static_cast<model*>(m); }

int gtb_model_set_param(void* p, int64_t i, const float* data, int64_t numel) {
  auto params = static_cast<model*>(p)->net->parameters();
  if (i < 0 || i >= static_cast<int64_t>(params.size()) || params[i].numel() != numel) return 1;
  torch::NoGradGuard guard;
  std::memcpy(params[i].data_ptr<float>(), data, numel * sizeof(float));
  return 0;
}

int gtb_model_set_input(void* p, const float* x, const int64_t* shape, int64_t dim) {
  try {
    static_cast<model*>(p)->x = torch::from_blob(const_cast<float*>(x), at::IntArrayRef(shape, dim)).clone();
    return 0;
  } catch (...) {
    return 1;
  }
}

int gtb_model_set_target(void* p, const int64_t* y, int64_t n) {
  try {
    static_cast<model*>(p)->y = torch::from_blob(const_cast<int64_t*>(y), {n}, torch::kLong).clone();
    return 0;
  } catch (...) {
    return 1;
  }
}

float gtb_train_steps(void* p, int64_t n) {
  auto& m = *static_cast<model*>(p);
  float last = 0;
  for (int64_t i = 0; i < n; i++) {
    // zero_grad with set_to_none, as the Go loop's ZeroGrad() and
    // Python's zero_grad(set_to_none=True) (libtorch 1.13's zero_grad
    // only zeroes in place).
    for (auto& q : m.net->parameters()) q.mutable_grad().reset();
    auto loss = torch::nn::functional::cross_entropy(m.net->forward(m.x), m.y);
    loss.backward();
    m.opt->step();
    if (i == n - 1) last = loss.item<float>();
  }
  return last;
}

int64_t gtb_cnn_forwards(void* p, int64_t n, float* out, int64_t len) {
  auto& m = *static_cast<model*>(p);
  torch::NoGradGuard guard;
  at::Tensor y;
  for (int64_t i = 0; i < n; i++) y = m.net->forward(m.x);
  if (!out || !y.defined()) return 0;
  y = y.contiguous();
  std::memcpy(out, y.data_ptr<float>(), std::min(len, y.numel()) * sizeof(float));
  return y.numel();
}

}  // extern "C"
