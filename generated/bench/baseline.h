// baseline.h: the C++ loops the Go benchmarks are compared with.
#ifndef GTB_BASELINE_H
#define GTB_BASELINE_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
void gtb_set_num_threads(int n);
void gtb_add(int64_t n, int64_t numel);
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

// An empty C function: the cost of a cgo transition alone.
void gtb_nop(void* p);
#ifdef __cplusplus
}
#endif
#endif
