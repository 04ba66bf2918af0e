// models.h: the C++ twins of models.go, written with libtorch's C++
// frontend (torch::nn, torch::optim) as a C++ user writes them.
#ifndef GTB_MODELS_H
#define GTB_MODELS_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
// kind 0: examples/mlp's model (Linear(2,64), ReLU, Linear(64,3)) with
// Adam(lr=0.01); kind 1: examples/cnn's (Conv2d(1,4,3,padding=1), ReLU,
// MaxPool2d(2), Conv2d(4,8,3,padding=1), ReLU, MaxPool2d(2), Flatten,
// Linear(72,10)). NULL if libtorch throws.
void* gtb_model_new(int kind);
void gtb_model_free(void* m);
// Copies numel floats into parameter i (of parameters(), PyTorch's order)
// or the input; the targets are int64. 0 on success.
int gtb_model_set_param(void* m, int64_t i, const float* data, int64_t numel);
int gtb_model_set_input(void* m, const float* x, const int64_t* shape, int64_t dim);
int gtb_model_set_target(void* m, const int64_t* y, int64_t n);
// n training steps of the MLP: zero_grad (gradients unset), forward,
// cross_entropy, backward, Adam step. Returns the last step's loss.
float gtb_train_steps(void* m, int64_t n);
// n forwards of the CNN under one at::NoGradGuard; the last one's output
// copied into out (at most len floats; returns its numel).
int64_t gtb_cnn_forwards(void* m, int64_t n, float* out, int64_t len);
#ifdef __cplusplus
}
#endif
#endif
