#include "bench.h"

#include <ATen/ATen.h>
#include <torch/csrc/inductor/aoti_package/model_package_loader.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

struct aoti_cxx_bench {
  std::unique_ptr<torch::inductor::AOTIModelPackageLoader> loader;
  std::vector<at::Tensor> inputs;
};

aoti_cxx_bench* aoti_cxx_bench_new(const char* path, const int64_t* shapes, const int* ndims, int ninputs, char** err) {
  try {
    auto b = std::make_unique<aoti_cxx_bench>();
    b->loader = std::make_unique<torch::inductor::AOTIModelPackageLoader>(path, "model", false, 1, -1);
    for (int i = 0; i < ninputs; i++) {
      b->inputs.push_back(at::randn(at::IntArrayRef(shapes, ndims[i])));
      shapes += ndims[i];
    }
    return b.release();
  } catch (const std::exception& e) {
    *err = strdup(e.what());
    return nullptr;
  }
}

double aoti_cxx_bench_run(aoti_cxx_bench* b, int64_t n, char** err) {
  try {
    auto t0 = std::chrono::steady_clock::now();
    for (int64_t i = 0; i < n; i++) {
      std::vector<at::Tensor> out = b->loader->run(b->inputs);
    }
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::nano>(t1 - t0).count();
  } catch (const std::exception& e) {
    *err = strdup(e.what());
    return -1;
  }
}

void aoti_cxx_bench_free(aoti_cxx_bench* b) { delete b; }
