// dynamic.h: the C++ loops of the dynamic-layer cases (dynamic.go).
#ifndef GTB_DYNAMIC_H
#define GTB_DYNAMIC_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
// A TorchScript module loaded once with torch::jit::load, with its input
// (rows×cols floats, copied): gtb_jit_load returns NULL and sets *err (free
// it with free) if libtorch throws. gtb_jit_run calls module.forward({x})
// n times; gtb_jit_output copies one forward's output into out (at most
// len floats) and returns its numel, or -1 if libtorch throws.
void* gtb_jit_load(const char* path, const float* x, int64_t rows, int64_t cols, char** err);
void gtb_jit_free(void* m);
void gtb_jit_run(void* m, int64_t n);
// gtb_jit_run_inference is gtb_jit_run with a c10::InferenceMode guard
// around each forward.
void gtb_jit_run_inference(void* m, int64_t n);
int64_t gtb_jit_output(void* m, float* out, int64_t len);

// gtb_inference_mode enters and leaves inference mode n times (a
// c10::InferenceMode guard made and destroyed, nothing inside): a
// request's guard.
void gtb_inference_mode(int64_t n);

// aten::add.Tensor by name through the boxed dispatcher, n times on two
// ones(numel): findSchemaOrThrow, a stack of (a, b, alpha=1), callBoxed.
void gtb_callop_add(int64_t n, int64_t numel);
#ifdef __cplusplus
}
#endif
#endif
