// baseline.h: the C++ loops the Go benchmarks are compared with.
#ifndef GTB_BASELINE_H
#define GTB_BASELINE_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
void gtb_add(int64_t n, int64_t numel);
// gtb_add_held: n adds, each group of `held` results kept until the group ends.
void gtb_add_held(int64_t n, int64_t numel, int64_t held);
void gtb_add_alpha(int64_t n, int64_t numel);
void gtb_matmul(int64_t n, int64_t size);
void gtb_leaky_relu(int64_t n, int64_t numel);
void gtb_max_dim(int64_t n, int64_t rows, int64_t cols);
void gtb_sort(int64_t n, int64_t numel);
void gtb_add_inplace(int64_t n, int64_t numel);
void gtb_split(int64_t n, int64_t numel, int64_t chunk);

// The floor of any cgo binding: a C function making a new tensor handle
// for at::add and a second one deleting it, each called through cgo.
void* gtb_raw_ones(int64_t numel);
void* gtb_raw_add(void* a, void* b);
void gtb_raw_free(void* t);
// at::add that also deletes the previous result: one cgo call per op.
void* gtb_raw_add_free(void* a, void* b, void* prev);

// The model cases (mlp.go): an MLP made from a seed, n forwards under
// a scope (0 NoGrad around the loop, 1 InferenceMode around the loop,
// 2 NoGrad per forward, 3 InferenceMode per forward), and one forward's
// output copied into out (at most len floats; returns its numel).
// gtb_mlp_new returns NULL if libtorch throws.
void* gtb_mlp_new(const int64_t* sizes, int64_t nsizes, int64_t batch, uint64_t seed);
void gtb_mlp_free(void* m);
void gtb_mlp_run(void* m, int64_t n, int scope);
int64_t gtb_mlp_output(void* m, int scope, float* out, int64_t len);

// An empty C function: the cost of a cgo transition alone.
void gtb_nop(void* p);
#ifdef __cplusplus
}
#endif
#endif
